//! The Terraform-style additions against Terraform's own behaviour, and
//! `hcl eval`'s `--functions` flag.
//!
//! `CASES` are calls (documented examples, the expectations of Terraform's
//! `internal/lang/funcs/*_test.go`, error paths and 260 random CIDR calls)
//! whose expected results were produced by an oracle: the reference
//! `hcleval` (hcl v2.14.1, go-cty v1.12) with Terraform's function
//! implementations (hashicorp/terraform `internal/lang/funcs`, its
//! `internal/ipaddr`, apparentlymart/go-cidr v1.1.0, google/uuid v1.6.0)
//! added under Terraform's names. Each call is evaluated as `r = CALL` by
//! the `hcl eval` program (`--hcleval`) with the full library and compared exactly: value
//! and type, or the diagnostics (summary, detail, subject bytes relative to
//! the call). A Go panic's detail is compared up to its stack trace.

use crate::common::{hcleval, Output};
use hcl2::ext::library as lib;
use hcl2::value::{Type, Value};
use serde_json::Value as J;

fn work_dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("hcl2-tf-funcs-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn eval_file(name: &str, src: &str, args: &[&str]) -> Output {
    let dir = work_dir();
    std::fs::write(dir.join(name), src).unwrap();
    let mut all = args.to_vec();
    all.push(name);
    hcleval(&dir, &all)
}

/// `{"value","type"}` or `{"errors": [[summary, detail, start, end]]}`.
fn outcome(i: usize, expr: &str) -> J {
    let src = format!("r = {expr}\n");
    let out = eval_file(
        &format!("c{i:04}.hcl"),
        &src,
        &["--diags=json", "--with-type"],
    );
    if out.status == 0 {
        let v: J = serde_json::from_str(&out.stdout).expect("stdout json");
        return serde_json::json!({"value": v["value"]["r"], "type": v["type"][1]["r"]});
    }
    let d: J = serde_json::from_str(&out.stderr).unwrap_or(J::Null);
    let mut errs: Vec<J> = d["diagnostics"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|x| {
                    let mut det = x["detail"].as_str().unwrap_or("").to_string();
                    if det.contains("panic in function implementation") {
                        det = det
                            .lines()
                            .next()
                            .unwrap_or("")
                            .trim_end_matches('.')
                            .into();
                    }
                    serde_json::json!([
                        x["summary"],
                        det,
                        x["subject"]["start"]["byte"].as_i64().unwrap_or(0) - 4,
                        x["subject"]["end"]["byte"].as_i64().unwrap_or(0) - 4
                    ])
                })
                .collect()
        })
        .unwrap_or_default();
    errs.sort_by_key(|e| e.to_string());
    serde_json::json!({ "errors": errs })
}

#[test]
fn terraform_oracle_cases() {
    let mut fails = Vec::new();
    for (i, (expr, want)) in CASES.iter().enumerate() {
        let want: J = serde_json::from_str(want).expect("case json");
        let mut want = want;
        if let Some(errs) = want.get_mut("errors").and_then(J::as_array_mut) {
            errs.sort_by_key(|e| e.to_string());
        }
        let got = outcome(i, expr);
        if got != want {
            fails.push(format!("{expr}\n  want {want}\n  got  {got}"));
        }
    }
    assert!(
        fails.is_empty(),
        "{} of {} differ:\n{}",
        fails.len(),
        CASES.len(),
        fails.join("\n")
    );
}

/// `hcl eval` offers the full library by default; `--functions=cty` only
/// the reference oracle's names, rejecting the others with its diagnostic.
#[test]
fn functions_flag() {
    let src = "r = sum([1,2])\ns = base64encode(\"a\")\n";
    for args in [
        &["--diags=json"][..],
        &["--functions=full", "--diags=json"][..],
    ] {
        let out = eval_file("flag_full.hcl", src, args);
        assert_eq!(out.status, 0, "{}", out.stderr);
        assert_eq!(out.stdout, "{\"r\":3,\"s\":\"YQ==\"}\n");
    }
    for args in [
        &["--functions=cty", "--diags=json"][..],
        &["--diags=json", "--functions", "cty"][..],
    ] {
        let out = eval_file("flag_cty.hcl", src, args);
        assert_eq!(out.status, 2);
        let d: J = serde_json::from_str(&out.stderr).unwrap();
        let ds = d["diagnostics"].as_array().unwrap();
        // The reference hcleval's diagnostics for this file.
        let want = [("sum", 4, 7, 1, 5, 8), ("base64encode", 19, 31, 2, 5, 17)];
        assert_eq!(ds.len(), 2);
        for (d, (name, sb, eb, line, sc, ec)) in ds.iter().zip(want) {
            assert_eq!(d["severity"], "error");
            assert_eq!(d["summary"], "Call to unknown function");
            assert_eq!(
                d["detail"].as_str().unwrap(),
                format!("There is no function named \"{name}\".")
            );
            let s = &d["subject"];
            assert_eq!(s["start"]["byte"], sb);
            assert_eq!(s["end"]["byte"], eb);
            assert_eq!(s["start"]["line"], line);
            assert_eq!(s["start"]["column"], sc);
            assert_eq!(s["end"]["column"], ec);
        }
    }
    // A bad or missing set is a usage error (status 2, clap's message).
    for bad in [&["--functions=bogus"][..], &["--functions"][..]] {
        let out = eval_file("flag_bad.hcl", src, bad);
        assert_eq!(out.status, 2, "{}", out.stderr);
        assert!(out.stderr.contains("--functions"), "{}", out.stderr);
        assert!(out.stdout.is_empty());
    }
    // A `-V` value is never taken for the flag: here `--functions=cty` is
    // a variables file (that does not exist), and the set stays `full`.
    let out = eval_file("flag_v.hcl", "r = sum([1])\n", &["-V", "--functions=cty"]);
    assert_eq!(out.status, 2);
    assert!(
        out.stderr
            .contains("The configuration file \"--functions=cty\" could not be read"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("sum"), "{}", out.stderr);
    // The two tables: the oracle's 69 names, and 22 Terraform-style additions.
    assert_eq!(lib::stdlib().len(), 69);
    assert_eq!(lib::terraform_like().len(), 69 + 22);
}

/// The flag without `--hcleval`: the tool's exit status for errors in the
/// input is 1.
#[test]
fn binary_functions_flag() {
    let dir = work_dir();
    std::fs::write(dir.join("bin.hcl"), "r = md5(\"\")\n").unwrap();
    let run = |extra: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_hcl"))
            .arg("eval")
            .args(extra)
            .arg("bin.hcl")
            .current_dir(&dir)
            .output()
            .unwrap()
    };
    let o = run(&[]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "{\"r\":\"d41d8cd98f00b204e9800998ecf8427e\"}\n"
    );
    let o = run(&["--functions=cty"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("There is no function named \"md5\"."));
}

/// Unknown arguments (which the oracle's command line cannot express),
/// per Terraform's implementations: parameters without `AllowUnknown` give
/// an unknown result; the functions that inspect unknowns decide early.
#[test]
fn unknown_arguments() {
    let f = lib::terraform_additions();
    let call = |name: &str, args: Vec<Value>| f.get(name).unwrap().call(args).unwrap();
    let us = Value::unknown(Type::String);
    let ub = Value::unknown(Type::Bool);
    // startswith: any string starts with "".
    assert_eq!(
        call("startswith", vec![us.clone(), Value::string("")]),
        Value::TRUE
    );
    assert!(!call("startswith", vec![us.clone(), Value::string("a")]).is_known());
    assert!(!call("endswith", vec![us.clone(), Value::string("")]).is_known());
    // alltrue: the first false or unknown decides.
    let l = |v: Vec<Value>| Value::list_of(Type::Bool, v);
    assert!(!call("alltrue", vec![l(vec![ub.clone(), Value::FALSE])]).is_known());
    assert_eq!(
        call("alltrue", vec![l(vec![Value::FALSE, ub.clone()])]),
        Value::FALSE
    );
    // anytrue: a true anywhere decides; otherwise unknown.
    assert_eq!(
        call("anytrue", vec![l(vec![ub.clone(), Value::TRUE])]),
        Value::TRUE
    );
    assert!(!call("anytrue", vec![l(vec![ub.clone(), Value::FALSE])]).is_known());
    // index: an unknown comparison before the match gives unknown.
    let t = Value::tuple(vec![Value::unknown(Type::String), Value::string("b")]);
    assert!(!call("index", vec![t, Value::string("b")]).is_known());
    // sum and transpose: not wholly known, unknown.
    let nums = Value::list_of(
        Type::Number,
        vec![Value::from(1), Value::unknown(Type::Number)],
    );
    assert!(!call("sum", vec![nums]).is_known());
    // matchkeys: an unknown search element makes the result empty.
    let sl = |v: Vec<Value>| Value::list_of(Type::String, v);
    let r = call(
        "matchkeys",
        vec![
            sl(vec![Value::string("a")]),
            sl(vec![Value::string("k")]),
            sl(vec![us.clone()]),
        ],
    );
    assert_eq!(r, Value::empty_list(Type::String));
    // base64decode of an unknown string is unknown.
    assert!(!call("base64decode", vec![us]).is_known());
}

const CASES: &[(&str, &str)] = &[
    (
        r#"base64encode("Hello World")"#,
        r#"{"value":"SGVsbG8gV29ybGQ=","type":"string"}"#,
    ),
    (r#"base64encode("")"#, r#"{"value":"","type":"string"}"#),
    (
        r#"base64encode("☃")"#,
        r#"{"value":"4piD","type":"string"}"#,
    ),
    (
        r#"base64encode(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",13,17]]}"#,
    ),
    (r#"base64encode(1)"#, r#"{"value":"MQ==","type":"string"}"#),
    (
        r#"base64encode(true)"#,
        r#"{"value":"dHJ1ZQ==","type":"string"}"#,
    ),
    (
        r#"base64encode([1])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: string required, but have tuple.",13,14]]}"#,
    ),
    (
        r#"base64encode("a\nb")"#,
        r#"{"value":"YQpi","type":"string"}"#,
    ),
    (
        r#"base64decode("SGVsbG8gV29ybGQ=")"#,
        r#"{"value":"Hello World","type":"string"}"#,
    ),
    (
        r#"base64decode("SGVs\nbG8=")"#,
        r#"{"value":"Hello","type":"string"}"#,
    ),
    (
        r#"base64decode("SGVs\r\nbG8=")"#,
        r#"{"value":"Hello","type":"string"}"#,
    ),
    (
        r#"base64decode("SGVsbG8")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"SGVsbG8\".",0,13]]}"#,
    ),
    (
        r#"base64decode("SGVsbG8=x")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"SGVsbG8=x\".",0,13]]}"#,
    ),
    (
        r#"base64decode("SGVsbG9=")"#,
        r#"{"value":"Hello","type":"string"}"#,
    ),
    (
        r#"base64decode("////")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: the result of decoding the provided string is not valid UTF-8.",0,13]]}"#,
    ),
    (
        r#"base64decode("/w==")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: the result of decoding the provided string is not valid UTF-8.",0,13]]}"#,
    ),
    (
        r#"base64decode("%%%")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"%%%\".",0,13]]}"#,
    ),
    (r#"base64decode("")"#, r#"{"value":"","type":"string"}"#),
    (
        r#"base64decode("=")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"=\".",0,13]]}"#,
    ),
    (
        r#"base64decode("==")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"==\".",0,13]]}"#,
    ),
    (
        r#"base64decode("YQ==")"#,
        r#"{"value":"a","type":"string"}"#,
    ),
    (
        r#"base64decode("YR==")"#,
        r#"{"value":"a","type":"string"}"#,
    ),
    (
        r#"base64decode("YQ=\n=")"#,
        r#"{"value":"a","type":"string"}"#,
    ),
    (
        r#"base64decode("Y===")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"Y===\".",0,13]]}"#,
    ),
    (
        r#"base64decode("YQ==YQ==")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"YQ==YQ==\".",0,13]]}"#,
    ),
    (
        r#"base64decode("YWJj")"#,
        r#"{"value":"abc","type":"string"}"#,
    ),
    (
        r#"base64decode("YW Jj")"#,
        r#"{"errors":[["Error in function call","Call to function \"base64decode\" failed: failed to decode base64 data \"YW Jj\".",0,13]]}"#,
    ),
    (
        r#"base64decode(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",13,17]]}"#,
    ),
    (
        r#"base64decode("4pyTIMOgIGxhIG1vZGU=")"#,
        r#"{"value":"✓ à la mode","type":"string"}"#,
    ),
    (
        r#"base64decode("Zm9v\n")"#,
        r#"{"value":"foo","type":"string"}"#,
    ),
    (
        r#"base64decode("\nZm9v")"#,
        r#"{"value":"foo","type":"string"}"#,
    ),
    (
        r#"urlencode("Hello World!")"#,
        r#"{"value":"Hello+World%21","type":"string"}"#,
    ),
    (
        r#"urlencode("☃")"#,
        r#"{"value":"%E2%98%83","type":"string"}"#,
    ),
    (
        r#"urlencode("a b&c=d/e?f")"#,
        r#"{"value":"a+b%26c%3Dd%2Fe%3Ff","type":"string"}"#,
    ),
    (
        r#"urlencode("~-_.!*'()")"#,
        r#"{"value":"~-_.%21%2A%27%28%29","type":"string"}"#,
    ),
    (
        r#"urlencode(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",10,14]]}"#,
    ),
    (
        r#"urlencode("foo:bar@localhost?foo=bar&bar=baz")"#,
        r#"{"value":"foo%3Abar%40localhost%3Ffoo%3Dbar%26bar%3Dbaz","type":"string"}"#,
    ),
    (
        r#"urlencode("\u0000\u007f")"#,
        r#"{"value":"%00%7F","type":"string"}"#,
    ),
    (
        r#"sha1("hello world")"#,
        r#"{"value":"2aae6c35c94fcfb415dbe95f408b9ce91ee846ed","type":"string"}"#,
    ),
    (
        r#"sha1("")"#,
        r#"{"value":"da39a3ee5e6b4b0d3255bfef95601890afd80709","type":"string"}"#,
    ),
    (
        r#"sha1("☃")"#,
        r#"{"value":"2686137311c038a99622242fdb662b88c221c08d","type":"string"}"#,
    ),
    (
        r#"sha1(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",5,9]]}"#,
    ),
    (
        r#"sha1(42)"#,
        r#"{"value":"92cfceb39d57d914ed8b14d0e37643de0797ae56","type":"string"}"#,
    ),
    (
        r#"sha256("hello world")"#,
        r#"{"value":"b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9","type":"string"}"#,
    ),
    (
        r#"sha256("")"#,
        r#"{"value":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","type":"string"}"#,
    ),
    (
        r#"sha256("☃")"#,
        r#"{"value":"51643361c79ecaef25a8de802de24f570ba25d9c2df1d22d94fade11b4f466cc","type":"string"}"#,
    ),
    (
        r#"sha256(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",7,11]]}"#,
    ),
    (
        r#"sha256(42)"#,
        r#"{"value":"73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049","type":"string"}"#,
    ),
    (
        r#"sha512("hello world")"#,
        r#"{"value":"309ecc489c12d6eb4cc40f50c902f2b4d0ed77ee511a7c7a9bcd3ca86d4cd86f989dd35bc5ff499670da34255b45b0cfd830e81f605dcf7dc5542e93ae9cd76f","type":"string"}"#,
    ),
    (
        r#"sha512("")"#,
        r#"{"value":"cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e","type":"string"}"#,
    ),
    (
        r#"sha512("☃")"#,
        r#"{"value":"8641f0b18ed9c560b4622dc048e76946c396500ddf65f6d8704c97d87b0b8b1e2e31ade696c8c2e9e0f4249fa2d8698780a7fa8450a74091728f8f4bcb8c9e59","type":"string"}"#,
    ),
    (
        r#"sha512(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",7,11]]}"#,
    ),
    (
        r#"sha512(42)"#,
        r#"{"value":"39ca7ce9ecc69f696bf7d20bb23dd1521b641f806cc7a6b724aaa6cdbffb3a023ff98ae73225156b2c6c9ceddbfc16f5453e8fa49fc10e5d96a3885546a46ef4","type":"string"}"#,
    ),
    (
        r#"md5("hello world")"#,
        r#"{"value":"5eb63bbbe01eeed093cb22bb8f5acdc3","type":"string"}"#,
    ),
    (
        r#"md5("")"#,
        r#"{"value":"d41d8cd98f00b204e9800998ecf8427e","type":"string"}"#,
    ),
    (
        r#"md5("☃")"#,
        r#"{"value":"48856faf4534a876adeadc72aec53cb2","type":"string"}"#,
    ),
    (
        r#"md5(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",4,8]]}"#,
    ),
    (
        r#"md5(42)"#,
        r#"{"value":"a1d0c6e83f027327d8461063f4ac58a6","type":"string"}"#,
    ),
    (
        r#"uuidv5("dns", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("url", "tada")"#,
        r#"{"value":"2c1ff6b4-211f-577e-94de-d978b0caa16e","type":"string"}"#,
    ),
    (
        r#"uuidv5("oid", "tada")"#,
        r#"{"value":"61eeea26-5176-5288-87fc-232d6ed30d2f","type":"string"}"#,
    ),
    (
        r#"uuidv5("x500", "tada")"#,
        r#"{"value":"7e12415e-f7c9-57c3-9e43-52dc9950d264","type":"string"}"#,
    ),
    (
        r#"uuidv5("tada", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace tada (invalid UUID length: 4).",0,7]]}"#,
    ),
    (
        r#"uuidv5("DNS", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace DNS (invalid UUID length: 3).",0,7]]}"#,
    ),
    (
        r#"uuidv5("", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace  (invalid UUID length: 0).",0,7]]}"#,
    ),
    (
        r#"uuidv5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("X6ba7b810-9dad-11d1-80b4-00c04fd430c8Y", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("URN:UUID:6ba7b810-9dad-11d1-80b4-00c04fd430c8", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("urn:uuix:6ba7b810-9dad-11d1-80b4-00c04fd430c8", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace urn:uuix:6ba7b810-9dad-11d1-80b4-00c04fd430c8 (invalid urn prefix: \"urn:uuix:\").",0,7]]}"#,
    ),
    (
        r#"uuidv5("6ba7b8109dad11d180b400c04fd430c8", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("gba7b8109dad11d180b400c04fd430c8", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace gba7b8109dad11d180b400c04fd430c8 (invalid UUID format).",0,7]]}"#,
    ),
    (
        r#"uuidv5("6ba7b810_9dad_11d1_80b4_00c04fd430c8", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace 6ba7b810_9dad_11d1_80b4_00c04fd430c8 (invalid UUID format).",0,7]]}"#,
    ),
    (
        r#"uuidv5("6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "tada")"#,
        r#"{"value":"faa898db-9b9d-5b75-86a9-149e7bb8e3b8","type":"string"}"#,
    ),
    (
        r#"uuidv5("6ba7b810-9dad-11d1-80b4-00c04fd430cz", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace 6ba7b810-9dad-11d1-80b4-00c04fd430cz (invalid UUID format).",0,7]]}"#,
    ),
    (
        r#"uuidv5("aaaaaaaaüba7b810-9dad-11d1-80b4-00c04fd430c8", "tada")"#,
        r#"{"errors":[["Error in function call","Call to function \"uuidv5\" failed: uuidv5() doesn't support namespace aaaaaaaaüba7b810-9dad-11d1-80b4-00c04fd430c8 (invalid urn prefix: \"aaaaaaaa\\xc3\").",0,7]]}"#,
    ),
    (
        r#"uuidv5(null, "tada")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"namespace\" parameter: argument must not be null.",7,11]]}"#,
    ),
    (
        r#"uuidv5("dns", "www.terraform.io")"#,
        r#"{"value":"a5008fae-b28c-5ba5-96cd-82b4c53552d6","type":"string"}"#,
    ),
    (
        r#"uuidv5("url", "https://www.terraform.io/")"#,
        r#"{"value":"9db6f67c-dd95-5ea0-aa5b-e70e5c5f7cf5","type":"string"}"#,
    ),
    (
        r#"uuidv5("oid", "1.3.6.1.4")"#,
        r#"{"value":"af9d40a5-7a36-5c07-b23a-851cd99fbfa5","type":"string"}"#,
    ),
    (
        r#"uuidv5("x500", "CN=Terraform,OU=Engineering,O=HashiCorp,C=US")"#,
        r#"{"value":"8426197d-c278-5ef0-a218-7bb95b858d7d","type":"string"}"#,
    ),
    (
        r#"uuidv5("dns", null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"name\" parameter: argument must not be null.",14,18]]}"#,
    ),
    (
        r#"cidrhost("10.12.112.0/20", 16)"#,
        r#"{"value":"10.12.112.16","type":"string"}"#,
    ),
    (
        r#"cidrhost("10.12.112.0/20", 268)"#,
        r#"{"value":"10.12.113.12","type":"string"}"#,
    ),
    (
        r#"cidrhost("fd00:fd12:3456:7890:00a2::/72", 34)"#,
        r#"{"value":"fd00:fd12:3456:7890::22","type":"string"}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/24", 5)"#,
        r#"{"value":"192.168.1.5","type":"string"}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/24", -5)"#,
        r#"{"value":"192.168.1.251","type":"string"}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/24", -256)"#,
        r#"{"value":"192.168.1.0","type":"string"}"#,
    ),
    (
        r#"cidrhost("010.001.0.0/24", 6)"#,
        r#"{"value":"10.1.0.6","type":"string"}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/30", 255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 30 does not accommodate a host numbered 255.",0,9]]}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/30", -255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 30 does not accommodate a host numbered -251.",0,9]]}"#,
    ),
    (
        r#"cidrhost("not-a-cidr", 6)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: not-a-cidr.",0,9]]}"#,
    ),
    (
        r#"cidrhost("10.256.0.0/8", 6)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 10.256.0.0/8.",0,9]]}"#,
    ),
    (
        r#"cidrhost("10.256.0.0/8", 0.75)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: value must be a whole number.",0,9]]}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/24", 256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 24 does not accommodate a host numbered 256.",0,9]]}"#,
    ),
    (
        r#"cidrhost("192.168.1.0/24", -257)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 24 does not accommodate a host numbered -1.",0,9]]}"#,
    ),
    (
        r#"cidrhost("::ffff:10.0.0.0/104", 1)"#,
        r#"{"value":"0:1::ffff:a00:0","type":"string"}"#,
    ),
    (
        r#"cidrhost("fe80::/64", 18446744073709551616)"#,
        r#"{"value":"fe80:0:0:1::","type":"string"}"#,
    ),
    (
        r#"cidrhost("fe80::/64", 9223372036854775808)"#,
        r#"{"value":"fe80::8000:0:0:0","type":"string"}"#,
    ),
    (
        r#"cidrhost("10.0.0.0/8", 9223372036854775808)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrhost("10.0.0.0/8", 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrhost("10.0.0.0/8", -18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 8 does not accommodate a host numbered -18446744073692774400.",0,9]]}"#,
    ),
    (
        r#"cidrhost("1.2.3.4/32", 0)"#,
        r#"{"value":"1.2.3.4","type":"string"}"#,
    ),
    (
        r#"cidrhost("1.2.3.4/32", 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 32 does not accommodate a host numbered 1.",0,9]]}"#,
    ),
    (
        r#"cidrhost("1.2.3.4/32", -1)"#,
        r#"{"value":"1.2.3.4","type":"string"}"#,
    ),
    (
        r#"cidrhost("::/0", -1)"#,
        r#"{"value":"ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff","type":"string"}"#,
    ),
    (
        r#"cidrhost("::/0", 340282366920938463463374607431768211455)"#,
        r#"{"value":"ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff","type":"string"}"#,
    ),
    (
        r#"cidrhost("::/0", 340282366920938463463374607431768211456)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrhost("0.0.0.0/0", 4294967295)"#,
        r#"{"value":"255.255.255.255","type":"string"}"#,
    ),
    (
        r#"cidrhost("0.0.0.0/0", -4294967296)"#,
        r#"{"value":"0.0.0.0","type":"string"}"#,
    ),
    (
        r#"cidrhost("10.0.0.0/8", 1e300)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrhost("x", 1.5)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: value must be a whole number.",0,9]]}"#,
    ),
    (
        r#"cidrhost("10.0.0.0/8", null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"hostnum\" parameter: argument must not be null.",23,27]]}"#,
    ),
    (
        r#"cidrhost(null, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: argument must not be null.",9,13]]}"#,
    ),
    (
        r#"cidrnetmask("172.16.0.0/12")"#,
        r#"{"value":"255.240.0.0","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("192.168.1.0/24")"#,
        r#"{"value":"255.255.255.0","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("192.168.1.0/32")"#,
        r#"{"value":"255.255.255.255","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("0.0.0.0/0")"#,
        r#"{"value":"0.0.0.0","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("010.001.0.0/24")"#,
        r#"{"value":"255.255.255.0","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("not-a-cidr")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: not-a-cidr.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("110.256.0.0/8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 110.256.0.0/8.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("1::/64")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: 1::/64.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("::ffff:10.0.0.0/112")"#,
        r#"{"value":"ffff:ffff:ffff:ffff:ffff:ffff:ffff:0","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("::ffff:10.0.0.0/95")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::ffff:10.0.0.0/95.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0/")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0/.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0/-1")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0/-1.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0/+8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0/+8.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0/8 ")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0/8 .",0,12]]}"#,
    ),
    (
        r#"cidrnetmask(" 10.0.0.0/8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address:  10.0.0.0/8.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0/8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0/8.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0.0/8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0.0/8.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.0.0/99999999")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.0.0/99999999.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("172.16.0.0/12", 4, 2)"#,
        r#"{"value":"172.18.0.0/16","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.1.2.0/24", 4, 15)"#,
        r#"{"value":"10.1.2.240/28","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("fd00:fd12:3456:7890::/56", 16, 162)"#,
        r#"{"value":"fd00:fd12:3456:7800:a200::/72","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("192.168.2.0/20", 4, 6)"#,
        r#"{"value":"192.168.6.0/24","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("fe80::/48", 16, 6)"#,
        r#"{"value":"fe80:0:0:6::/64","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("::ffff:192.168.0.0/112", 8, 6)"#,
        r#"{"value":"192.168.6.0/24","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("fe80::/48", 33, 6)"#,
        r#"{"value":"fe80::3:0:0:0/81","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("010.001.0.0/24", 4, 1)"#,
        r#"{"value":"10.1.0.16/28","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("192.168.0.0/30", 4, 6)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 30 by 4.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("192.168.0.0/168", 2, 16)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 192.168.0.0/168.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("not-a-cidr", 4, 6)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: not-a-cidr.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.256.0.0/8", 4, 6)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 10.256.0.0/8.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.256.0.0/8", 0.6666, 0.75)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: value must be a whole number, between -9223372036854775808 and 9223372036854775807.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 9223372036854775807, 0)"#,
        r#"{"value":"<nil>","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 8, -1)"#,
        r#"{"value":"0.1.0.0/16","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", -4, 3)"#,
        r#"{"value":"58.0.0.0/4","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", -9, 0)"#,
        r#"{"value":"<nil>","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("fe80::/64", 64, 18446744073709551615)"#,
        r#"{"value":"fe80::ffff:ffff:ffff:ffff/128","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("fe80::/64", 70, 5)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 64 by 70.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 8, 256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 8 does not accommodate a subnet numbered 256.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 8, 255)"#,
        r#"{"value":"10.255.0.0/16","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 0, 0)"#,
        r#"{"value":"10.0.0.0/8","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 0, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 0 does not accommodate a subnet numbered 1.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 24, 16777215)"#,
        r#"{"value":"10.255.255.255/32","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 25, 0)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 8 by 25.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("::/0", 64, 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: panic in function implementation: runtime error: index out of range [-1]",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("::/0", 100, 18446744073709551616)"#,
        r#"{"value":"0:0:1000::/100","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 8, 1.5)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: value must be a whole number.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 1.5, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: value must be a whole number, between -9223372036854775808 and 9223372036854775807.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("x", 1.5, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: value must be a whole number, between -9223372036854775808 and 9223372036854775807.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", 9223372036854775808, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: value must be a whole number, between -9223372036854775808 and 9223372036854775807.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", -8, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: panic in function implementation: runtime error: index out of range [-1]",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", -40, 0)"#,
        r#"{"value":"<nil>","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("10.0.0.0/8", -40, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: panic in function implementation: runtime error: index out of range [-1]",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("10.1.0.0/16", 4, 4, 8, 4)"#,
        r#"{"value":["10.1.0.0/20","10.1.16.0/20","10.1.32.0/24","10.1.48.0/20"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/56", 16, 16, 16, 32)"#,
        r#"{"value":["fd00:fd12:3456:7800::/72","fd00:fd12:3456:7800:100::/72","fd00:fd12:3456:7800:200::/72","fd00:fd12:3456:7800:300::/88"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/21", 3,3,3,4,4,4,7,7,7)"#,
        r#"{"value":["10.0.0.0/24","10.0.1.0/24","10.0.2.0/24","10.0.3.0/25","10.0.3.128/25","10.0.4.0/25","10.0.4.128/28","10.0.4.144/28","10.0.4.160/28"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("010.0.0.0/21", 3)"#,
        r#"{"value":["10.0.0.0/24"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/30", 1, 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",30,31]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 1, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 9 bits after 10.128.0.0/9.",32,33]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 1, 0)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: must extend prefix by at least one bit.",29,30]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 1, -1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: must extend prefix by at least one bit.",29,30]]}"#,
    ),
    (
        r#"cidrsubnets("fe80::/48", 1, 33)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: may not extend prefix by more than 32 bits.",28,30]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8")"#,
        r#"{"value":[],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("x")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: x.",13,14]]}"#,
    ),
    (
        r#"cidrsubnets("x", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: x.",13,14]]}"#,
    ),
    (
        r#"cidrsubnets("::ffff:192.168.0.0/112", 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 120 bits after <nil>.",38,39]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 0)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: must extend prefix by at least one bit.",26,27]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 33)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: may not extend prefix by more than 32 bits.",26,28]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 1.5)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: value must be a whole number, between -9223372036854775808 and 9223372036854775807.",26,29]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 4, 1.5)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: value must be a whole number, between -9223372036854775808 and 9223372036854775807.",29,32]]}"#,
    ),
    (
        r#"cidrsubnets("0.0.0.0/0", 1, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 1 bits after 128.0.0.0/1.",25,26]]}"#,
    ),
    (
        r#"cidrsubnets("255.255.255.0/24", 1, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 25 bits after 255.255.255.128/25.",38,39]]}"#,
    ),
    (
        r#"cidrsubnets("255.255.255.255/32", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",34,35]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 8, 4)"#,
        r#"{"value":["10.0.0.0/16","10.16.0.0/12"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 4, 8, 4, 8)"#,
        r#"{"value":["10.0.0.0/12","10.16.0.0/16","10.32.0.0/12","10.48.0.0/16"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("::/0", 32, 32, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 32 bits after ffff:ffff::/32.",20,22]]}"#,
    ),
    (
        r#"cidrsubnets("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ff00/120", 4, 4)"#,
        r#"{"value":["ffff:ffff:ffff:ffff:ffff:ffff:ffff:ff00/124","ffff:ffff:ffff:ffff:ffff:ffff:ffff:ff10/124"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 24, 24)"#,
        r#"{"value":["10.0.0.0/32","10.0.0.1/32"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 25)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",26,28]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", 9223372036854775807)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: may not extend prefix by more than 32 bits.",26,45]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.0.0/8", null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: argument must not be null.",26,30]]}"#,
    ),
    (
        r#"cidrsubnets("1.2.3.4/0", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 1 bits after 128.0.0.0/1.",25,26]]}"#,
    ),
    (
        r#"cidrhost("77.1.168.001/12", 65535)"#,
        r#"{"value":"77.0.255.255","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("1.0.255.256/31", 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1.0.255.256/31.",13,27]]}"#,
    ),
    (
        r#"cidrsubnet("192.10.256.001/32", 1, 9223372036854775808)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 192.10.256.001/32.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("::ffff:10.1.2.3/16", 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 18 bits after ffff:c000::/18.",34,35]]}"#,
    ),
    (
        r#"cidrsubnet("010.168.256.168/16", 100, -632)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 010.168.256.168/16.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("::/120")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::/120.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("010.256.1.10/20", 32, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 010.256.1.10/20.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("::/129", 16, 16, 16, 2, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: ::/129.",13,19]]}"#,
    ),
    (
        r#"cidrhost("1:2:3:4:5:6:7:8/16", 256)"#,
        r#"{"value":"1::100","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("0.256.192.168/0", 3, 2, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 0.256.192.168/0.",13,28]]}"#,
    ),
    (
        r#"cidrsubnets("192.255.203.1/8", 1, 8, 3, 24)"#,
        r#"{"value":["192.0.0.0/9","192.128.0.0/16","192.160.0.0/11","192.192.0.0/32"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/128", 24, 4, 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 152 bits, which is too long for an IPv6 address.",41,43]]}"#,
    ),
    (
        r#"cidrhost("255.0.256.192/16", 65535)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 255.0.256.192/16.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("10.010.200.204/1", 1, 4, 2, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 2 bits after 192.0.0.0/2.",32,33]]}"#,
    ),
    (
        r#"cidrnetmask("168.1.256.001/1")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 168.1.256.001/1.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("::/56", 3, 8, 16, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 59 bits after ffff:ffff:ffff:ffe0::/59.",21,22]]}"#,
    ),
    (
        r#"cidrhost("1.010.010.1/8", -2)"#,
        r#"{"value":"1.255.255.254","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("1:2:3:4:5:6:7:8/128", 33, 16)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 128 by 33.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("::ffff:0:0/96", -8, 0)"#,
        r#"{"value":"0.0.0.0/0","type":"string"}"#,
    ),
    (
        r#"cidrhost("fd00:fd12:3456:7890::/127", 256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 127 does not accommodate a host numbered 256.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("168.001.255.255/24", 4, 4294967295)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 4 does not accommodate a subnet numbered 4294967295.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("0.010.255.010/33")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 0.010.255.010/33.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("::ffff:10.1.2.3/16", 1, 4294967295)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 1 does not accommodate a subnet numbered 4294967295.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("010.010.1.61/33", 32, 15)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 010.010.1.61/33.",0,11]]}"#,
    ),
    (
        r#"cidrhost("1.010.1.10/8", 9223372036854775808)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("12345::/127", 64, 18446744073709551615)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 12345::/127.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("1::2::3/96", 33, 5)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 1::2::3/96.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("001.71.255.192/12")"#,
        r#"{"value":"255.240.0.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("192.10.168.256/30", 3, 1, 3, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 192.10.168.256/30.",13,30]]}"#,
    ),
    (
        r#"cidrhost("10.10.10.256/33", 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 10.10.10.256/33.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("1.255.192.1/30", 1, 2, 32, 16, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 62 bits, which is too long for an IPv4 address.",36,38]]}"#,
    ),
    (
        r#"cidrsubnet("0:0:0:0:0:ffff:a01:203/112", -8, 65536)"#,
        r#"{"value":"10.1.0.0/8","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("001.001.001.010/8", 24)"#,
        r#"{"value":["1.0.0.0/32"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrnetmask("255.1.192.10/33")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 255.1.192.10/33.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("010.1.010.255/8", 24, 16, 24, 4, 16)"#,
        r#"{"value":["10.0.0.0/32","10.0.1.0/24","10.0.2.0/32","10.16.0.0/12","10.32.0.0/24"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("0.001.010.9/20", 8, 1, 2, 2, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 22 bits after 0.1.8.0/21.",36,37]]}"#,
    ),
    (
        r#"cidrnetmask("::/16")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::/16.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("192.66.132.001/30", 16, 2, 8, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 46 bits, which is too long for an IPv4 address.",33,35]]}"#,
    ),
    (
        r#"cidrhost("::1/100", 0)"#,
        r#"{"value":"::","type":"string"}"#,
    ),
    (
        r#"cidrhost("12345::/64", 255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 12345::/64.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("010.168.192.0/30", 1, 15)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 1 does not accommodate a subnet numbered 15.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("255.192.192.001/32", 8, 0)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 32 by 8.",0,11]]}"#,
    ),
    (
        r#"cidrhost("fe80::/0", 4294967296)"#,
        r#"{"value":"::1:0:0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("2001:db8::/112", 32, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 144 bits, which is too long for an IPv6 address.",30,32]]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/100", 24, 1, 8, 4, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/100.",13,24]]}"#,
    ),
    (
        r#"cidrsubnet("71.0.0.192/24", 0, -18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: panic in function implementation: runtime error: index out of range [-1]",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("::ffff:0:0/127")"#,
        r#"{"value":"ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe","type":"string"}"#,
    ),
    (
        r#"cidrhost("fe80:00000::/64", 15)"#,
        r#"{"value":"fe80::f","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("0.168.001.255/0")"#,
        r#"{"value":"0.0.0.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("0.171.010.001/32", 4, 0)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 32 by 4.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("10.256.21.192/16", 1, 4294967296)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 10.256.21.192/16.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("::1/127", 16, 32, 3, 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 143 bits, which is too long for an IPv6 address.",23,25]]}"#,
    ),
    (
        r#"cidrhost("1::2::3/48", 689)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 1::2::3/48.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/100", 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/100.",13,24]]}"#,
    ),
    (
        r#"cidrsubnets("12345::/0", 2, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 12345::/0.",13,22]]}"#,
    ),
    (
        r#"cidrhost("1.010.0.010/16", 2)"#,
        r#"{"value":"1.10.0.2","type":"string"}"#,
    ),
    (
        r#"cidrhost("::ffff:0:0/112", 4294967296)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 112 does not accommodate a host numbered 4294967296.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("192.192.255.010/28", 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 60 bits, which is too long for an IPv4 address.",34,36]]}"#,
    ),
    (
        r#"cidrhost("fd00:fd12:3456:7890::/129", 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: fd00:fd12:3456:7890::/129.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("::/120", 16, 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 120 by 16.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/120", 1, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 152 bits, which is too long for an IPv6 address.",44,46]]}"#,
    ),
    (
        r#"cidrsubnets("1.010.001.010/28", 1)"#,
        r#"{"value":["1.10.1.0/29"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnet("010.192.1.192/24", 4, 9223372036854775808)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 4 does not accommodate a subnet numbered 9223372036854775808.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("168.256.1.255/28", 1, 3, 1, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 168.256.1.255/28.",13,29]]}"#,
    ),
    (
        r#"cidrsubnet("ffff::/64", 24, -256)"#,
        r#"{"value":"::1:0:0:0/88","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("0.168.1.0/33")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 0.168.1.0/33.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("33.256.168.192/0")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 33.256.168.192/0.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("10.192.001.255/20", 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 44 bits, which is too long for an IPv4 address.",33,35]]}"#,
    ),
    (
        r#"cidrsubnet("::ffff:0:0/112", -8, 1)"#,
        r#"{"value":"1.0.0.0/8","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("ffff::/104", 8, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 136 bits, which is too long for an IPv6 address.",29,31]]}"#,
    ),
    (
        r#"cidrnetmask("10.241.192.192/33")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.241.192.192/33.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("192.001.1.10/1", 33, 4294967295)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 1 by 33.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("1:2:3:4:5:6:7:8/96", 3, 1, 4, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 100 bits after 1:2:3:4:5:6:8000:0/97.",40,41]]}"#,
    ),
    (
        r#"cidrhost("001.168.168.256/12", 65535)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 001.168.168.256/12.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("107.168.010.256/20", -1, 4294967296)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 107.168.010.256/20.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("2001:db8::/16")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: 2001:db8::/16.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("ffff::/100", 8, 1, 3, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 103 bits after ffff::800:0/101.",32,33]]}"#,
    ),
    (
        r#"cidrhost("256.0.37.010/12", 5)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 256.0.37.010/12.",0,9]]}"#,
    ),
    (
        r#"cidrhost("010.001.0.255/31", 321)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 31 does not accommodate a host numbered 321.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("192.1.1.001/31", 24, 255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 31 by 24.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("fe80::/0", 32, 8, 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 32 bits after ffff:ffff::/32.",24,26]]}"#,
    ),
    (
        r#"cidrsubnets("2001:db8::/104", 1, 4)"#,
        r#"{"value":["2001:db8::/105","2001:db8::80:0/108"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnet("192.0.010.1/16", -1, -255)"#,
        r#"{"value":"1.254.0.0/15","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("168.168.255.192/33", 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 168.168.255.192/33.",13,31]]}"#,
    ),
    (
        r#"cidrsubnets("192.255.255.192/1", 2, 3, 4, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",42,44]]}"#,
    ),
    (
        r#"cidrsubnets("256.74.255.256/8", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 256.74.255.256/8.",13,29]]}"#,
    ),
    (
        r#"cidrsubnets("168.1.168.10/32", 1, 8, 24, 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",31,32]]}"#,
    ),
    (
        r#"cidrhost("1:2:3:4:5:6:7:8/48", 2)"#,
        r#"{"value":"1:2:3::2","type":"string"}"#,
    ),
    (
        r#"cidrhost("179.001.106.192/24", -900)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 24 does not accommodate a host numbered -644.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("001.255.168.0/32", 24, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 56 bits, which is too long for an IPv4 address.",32,34]]}"#,
    ),
    (
        r#"cidrnetmask("1.192.1.168/16")"#,
        r#"{"value":"255.255.0.0","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("0:0:0:0:0:ffff:a01:203/0")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: 0:0:0:0:0:ffff:a01:203/0.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("fe80:00000::/96")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: fe80:00000::/96.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("0.1.010.192/24", 32, 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 56 bits, which is too long for an IPv4 address.",30,32]]}"#,
    ),
    (
        r#"cidrsubnets("10.168.010.256/1", 24, 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 10.168.010.256/1.",13,29]]}"#,
    ),
    (
        r#"cidrnetmask("0.001.10.1/1")"#,
        r#"{"value":"128.0.0.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("2001:db8::/16", 32, 3, 4, 3)"#,
        r#"{"value":["2001::/48","2001:2000::/19","2001:4000::/20","2001:6000::/19"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrnetmask("001.192.192.168/16")"#,
        r#"{"value":"255.255.0.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("10.255.192.168/1", 4, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 5 bits after 248.0.0.0/5.",32,33]]}"#,
    ),
    (
        r#"cidrhost("010.1.010.010/20", -1)"#,
        r#"{"value":"10.1.15.255","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("255.1.001.010/31")"#,
        r#"{"value":"255.255.255.254","type":"string"}"#,
    ),
    (
        r#"cidrhost("1::2::3/0", 18446744073709551615)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 1::2::3/0.",0,9]]}"#,
    ),
    (
        r#"cidrhost("::ffff:10.1.2.3/56", -2)"#,
        r#"{"value":"::ff:ffff:ffff:ffff:fffe","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("192.256.0.167/32")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 192.256.0.167/32.",0,12]]}"#,
    ),
    (
        r#"cidrhost("1.0.001.1/24", -256)"#,
        r#"{"value":"1.0.1.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("::1/127", 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 130 bits, which is too long for an IPv6 address.",23,24]]}"#,
    ),
    (
        r#"cidrsubnets("138.192.0.256/20", 1, 16, 4, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 138.192.0.256/20.",13,29]]}"#,
    ),
    (
        r#"cidrsubnets("2001:db8::/0", 24, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 24 bits after ffff:ff00::/24.",28,30]]}"#,
    ),
    (
        r#"cidrnetmask("ffff::/120")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ffff::/120.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("10.0.72.256/31")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.0.72.256/31.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("::1/48")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::1/48.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("1.55.255.10/0", 1, 2, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 1 bits after 128.0.0.0/1.",29,30]]}"#,
    ),
    (
        r#"cidrhost("255.256.010.256/12", 4294967296)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 255.256.010.256/12.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("1.255.0.168/1", 32, 1, 8, 24, 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",29,31]]}"#,
    ),
    (
        r#"cidrnetmask("ffff::/100")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ffff::/100.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("10.0.010.010/31", 32, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 63 bits, which is too long for an IPv4 address.",31,33]]}"#,
    ),
    (
        r#"cidrsubnet("168.168.010.0/32", 1, -2)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 32 by 1.",0,11]]}"#,
    ),
    (
        r#"cidrhost("::ffff:0:0/16", 4294967296)"#,
        r#"{"value":"::1:0:0","type":"string"}"#,
    ),
    (
        r#"cidrsubnet("1::2::3/129", 0, 2)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 1::2::3/129.",0,11]]}"#,
    ),
    (
        r#"cidrhost("fe80:00000::/128", 5)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 128 does not accommodate a host numbered 5.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("1:2:3:4:5:6:7:8/64", -1, 255)"#,
        r#"{"value":"1:2:3:1fe::/63","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("256.10.256.010/8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 256.10.256.010/8.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("255.256.168.0/12", 24, 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 255.256.168.0/12.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/96", 8, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/96.",13,23]]}"#,
    ),
    (
        r#"cidrnetmask("fe80::/127")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: fe80::/127.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("1:2:3:4:5:6:7:8/112", 2, 8, 1, 24, 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 136 bits, which is too long for an IPv6 address.",44,46]]}"#,
    ),
    (
        r#"cidrsubnets("256.168.1.255/8", 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 256.168.1.255/8.",13,28]]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/64", 1, 1, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 68 bits after fd00:fd12:3456:7890:8000::/65.",46,47]]}"#,
    ),
    (
        r#"cidrhost("221.0.010.256/32", 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 221.0.010.256/32.",0,9]]}"#,
    ),
    (
        r#"cidrnetmask("192.001.001.114/31")"#,
        r#"{"value":"255.255.255.254","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("2001:db8::/96", 3, 3, 1, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 100 bits after 2001:db8::8000:0/97.",38,39]]}"#,
    ),
    (
        r#"cidrhost("1:2:3:4:5:6:7:8/16", 5)"#,
        r#"{"value":"1::5","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("12345::/64", 1, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 12345::/64.",13,23]]}"#,
    ),
    (
        r#"cidrsubnets("0:0:0:0:0:ffff:a01:203/127", 2, 1, 32, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 129 bits, which is too long for an IPv6 address.",42,43]]}"#,
    ),
    (
        r#"cidrhost("0.001.12.255/8", 3)"#,
        r#"{"value":"0.0.0.3","type":"string"}"#,
    ),
    (
        r#"cidrhost("10.255.256.001/16", 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 10.255.256.001/16.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("001.3.010.010/8", 1, 255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 1 does not accommodate a subnet numbered 255.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("::/96")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::/96.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/127", 1, 8, 8, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 135 bits, which is too long for an IPv6 address.",44,45]]}"#,
    ),
    (
        r#"cidrnetmask("10.255.10.255/24")"#,
        r#"{"value":"255.255.255.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("ffff::/127", 32, 1, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 159 bits, which is too long for an IPv6 address.",26,28]]}"#,
    ),
    (
        r#"cidrsubnet("256.255.256.256/8", 0, 3)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 256.255.256.256/8.",0,11]]}"#,
    ),
    (
        r#"cidrhost("168.0.0.0/33", 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 168.0.0.0/33.",0,9]]}"#,
    ),
    (
        r#"cidrhost("255.33.255.255/1", 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("010.10.255.168/20", 1, 16, 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 36 bits, which is too long for an IPv4 address.",36,38]]}"#,
    ),
    (
        r#"cidrnetmask("fe80::/128")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: fe80::/128.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("12345::/120", 8, 2, 1, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 12345::/120.",13,24]]}"#,
    ),
    (
        r#"cidrhost("168.0.1.10/24", 16)"#,
        r#"{"value":"168.0.1.16","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("0.010.010.010/31")"#,
        r#"{"value":"255.255.255.254","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("::ffff:0:0/64", 8, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 72 bits after ffff:ffff:ffff:ffff:ff00::/72.",29,30]]}"#,
    ),
    (
        r#"cidrsubnet("2001:db8::/104", 1, 18446744073709551616)"#,
        r#"{"value":"2001:db8:80::/105","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("1:2:3:4:5:6:7:8/129", 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1:2:3:4:5:6:7:8/129.",13,32]]}"#,
    ),
    (
        r#"cidrsubnets("205.44.168.192/16", 1, 3, 24, 4, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 40 bits, which is too long for an IPv4 address.",39,41]]}"#,
    ),
    (
        r#"cidrsubnets("168.001.010.10/28", 2, 4, 3)"#,
        r#"{"value":["168.1.10.0/30","168.1.10.4/32","168.1.10.6/31"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrnetmask("001.192.256.10/12")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 001.192.256.10/12.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("::ffff:10.1.2.3/48", 16, 16)"#,
        r#"{"value":"0:0:0:10::/64","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("10.255.10.192/33")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 10.255.10.192/33.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("1.192.105.0/0", 4, 1, 8, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 4 bits after 240.0.0.0/4.",29,30]]}"#,
    ),
    (
        r#"cidrsubnets("256.0.124.255/32", 3, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 256.0.124.255/32.",13,29]]}"#,
    ),
    (
        r#"cidrsubnets("192.50.124.192/24", 1, 2, 24, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 48 bits, which is too long for an IPv4 address.",39,41]]}"#,
    ),
    (
        r#"cidrnetmask("::1/127")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::1/127.",0,12]]}"#,
    ),
    (
        r#"cidrhost("ffff::/104", 256)"#,
        r#"{"value":"ffff::100","type":"string"}"#,
    ),
    (
        r#"cidrhost("255.1.001.010/30", -255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 30 does not accommodate a host numbered -251.",0,9]]}"#,
    ),
    (
        r#"cidrhost("010.10.001.256/20", 256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 010.10.001.256/20.",0,9]]}"#,
    ),
    (
        r#"cidrnetmask("0.38.168.1/12")"#,
        r#"{"value":"255.240.0.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("::ffff:0:0/56", 4, 3, 3, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 60 bits after ffff:ffff:ffff:fff0::/60.",29,30]]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/56", 4, 3, 16, 24, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/56.",13,23]]}"#,
    ),
    (
        r#"cidrsubnet("12345::/112", 100, 4294967295)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 12345::/112.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("192.192.10.0/33")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 192.192.10.0/33.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("168.010.256.168/8")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 168.010.256.168/8.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("fe80::/16", 3, 1, 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 32 bits after fe80:8000::/17.",31,33]]}"#,
    ),
    (
        r#"cidrhost("fe80::/127", 2)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 127 does not accommodate a host numbered 2.",0,9]]}"#,
    ),
    (
        r#"cidrhost("fd00:fd12:3456:7890::/120", 5)"#,
        r#"{"value":"fd00:fd12:3456:7890::5","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("::1/129", 3, 4, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: ::1/129.",13,20]]}"#,
    ),
    (
        r#"cidrsubnets("::1/120", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 121 bits after ffff:ffff:ffff:ffff:ffff:ffff:ffff:ff80/121.",23,24]]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/56", 1, 2)"#,
        r#"{"value":["fd00:fd12:3456:7800::/57","fd00:fd12:3456:7880::/58"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("1:2:3:4:5:6:7:8/127", 3)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 127 does not accommodate a host numbered 3.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("10.010.010.10/33", 32, 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 10.010.010.10/33.",13,29]]}"#,
    ),
    (
        r#"cidrsubnets("10.010.192.168/24", 3)"#,
        r#"{"value":["10.10.192.0/27"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("1::2::3/127", 18446744073709551615)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 1::2::3/127.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("1.010.0.109/32", 16, -18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 32 by 16.",0,11]]}"#,
    ),
    (
        r#"cidrhost("001.192.168.192/30", -1)"#,
        r#"{"value":"1.192.168.195","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("252.001.001.255/32", 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 48 bits, which is too long for an IPv4 address.",34,36]]}"#,
    ),
    (
        r#"cidrhost("10.0.001.001/31", -1)"#,
        r#"{"value":"10.0.1.1","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("255.256.001.256/8", 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 255.256.001.256/8.",13,30]]}"#,
    ),
    (
        r#"cidrsubnet("10.10.18.0/20", 100, 9223372036854775807)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 20 by 100.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/48", 16)"#,
        r#"{"value":["fd00:fd12:3456::/64"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("010.1.256.010/1", -256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 010.1.256.010/1.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/48", 1, 2, 2, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/48.",13,23]]}"#,
    ),
    (
        r#"cidrsubnet("0.0.1.255/1", 32, 256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 1 by 32.",0,11]]}"#,
    ),
    (
        r#"cidrsubnet("2001:db8::/104", 0, -251)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 0 does not accommodate a subnet numbered -251.",0,11]]}"#,
    ),
    (
        r#"cidrhost("::1/128", 18446744073709551616)"#,
        r#"{"value":"::1:0:0:0:1","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("1:2:3:4:5:6:7:8/104")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: 1:2:3:4:5:6:7:8/104.",0,12]]}"#,
    ),
    (
        r#"cidrhost("fe80::/128", 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 128 does not accommodate a host numbered 1.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("40.192.010.168/20", 32, 3, 3, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 52 bits, which is too long for an IPv4 address.",33,35]]}"#,
    ),
    (
        r#"cidrhost("83.244.192.192/16", 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("0:0:0:0:0:ffff:a01:203/96", 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 99 bits after <nil>.",41,42]]}"#,
    ),
    (
        r#"cidrsubnets("fd00:fd12:3456:7890::/120", 24, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 144 bits, which is too long for an IPv6 address.",41,43]]}"#,
    ),
    (
        r#"cidrsubnet("0:0:0:0:0:ffff:a01:203/129", 100, -1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 0:0:0:0:0:ffff:a01:203/129.",0,11]]}"#,
    ),
    (
        r#"cidrnetmask("::ffff:10.1.2.3/64")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::ffff:10.1.2.3/64.",0,12]]}"#,
    ),
    (
        r#"cidrhost("192.256.192.168/30", 9223372036854775807)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 192.256.192.168/30.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("255.192.29.255/16", 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 40 bits, which is too long for an IPv4 address.",33,35]]}"#,
    ),
    (
        r#"cidrsubnets("001.1.119.001/20", 2, 4, 4, 4, 4)"#,
        r#"{"value":["1.1.112.0/22","1.1.116.0/24","1.1.117.0/24","1.1.118.0/24","1.1.119.0/24"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("168.183.255.010/20", 18446744073709551616)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrhost("10.256.168.001/31", 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 10.256.168.001/31.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("256.192.143.010/31", 8, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 256.192.143.010/31.",13,31]]}"#,
    ),
    (
        r#"cidrhost("92.0.0.010/28", 18446744073709551615)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: panic in function implementation: runtime error: index out of range [-1]",0,9]]}"#,
    ),
    (
        r#"cidrhost("::/128", -2)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 128 does not accommodate a host numbered -1.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/16", 3, 32, 3, 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/16.",13,23]]}"#,
    ),
    (
        r#"cidrsubnet("fe80:00000::/56", 0, 256)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: prefix extension of 0 does not accommodate a subnet numbered 256.",0,11]]}"#,
    ),
    (
        r#"cidrhost("fe80::/112", 1)"#,
        r#"{"value":"fe80::1","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("0.10.0.192/31", 2, 32, 16, 16)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",29,30]]}"#,
    ),
    (
        r#"cidrhost("168.246.010.10/32", -42)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: prefix of 32 does not accommodate a host numbered -41.",0,9]]}"#,
    ),
    (
        r#"cidrsubnet("12345::/0", 4, 18446744073709551615)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 12345::/0.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("fe80:00000::/48", 24)"#,
        r#"{"value":["fe80::/72"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("1::2::3/16", 16, 4, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 1::2::3/16.",13,23]]}"#,
    ),
    (
        r#"cidrsubnets("10.255.10.001/8", 8, 24)"#,
        r#"{"value":["10.0.0.0/16","10.1.0.0/32"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("0.256.168.192/28", 65536)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 0.256.168.192/28.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("::/48", 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 52 bits after ffff:ffff:ffff:f000::/52.",21,22]]}"#,
    ),
    (
        r#"cidrnetmask("fd00:fd12:3456:7890::/16")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: fd00:fd12:3456:7890::/16.",0,12]]}"#,
    ),
    (
        r#"cidrnetmask("::ffff:10.1.2.3/100")"#,
        r#"{"value":"ffff:ffff:ffff:ffff:ffff:ffff:f000:0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("2001:db8::/16", 24, 3, 1)"#,
        r#"{"value":["2001::/40","2001:2000::/19","2001:8000::/17"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("fd00:fd12:3456:7890::/48", 4294967296)"#,
        r#"{"value":"fd00:fd12:3456::1:0:0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("010.001.10.184/0", 8, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 8 bits after 255.0.0.0/8.",32,33]]}"#,
    ),
    (
        r#"cidrsubnets("001.10.256.1/31", 3, 4, 3)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 001.10.256.1/31.",13,28]]}"#,
    ),
    (
        r#"cidrsubnet("fe80:00000::/127", 64, 16)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 127 by 64.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("0.168.010.0/24", 8, 4)"#,
        r#"{"value":["0.168.10.0/32","0.168.10.16/28"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("0.168.168.001/1", -270)"#,
        r#"{"value":"127.255.254.242","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("164.192.010.001/0", 3, 1, 4, 2, 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 3 bits after 224.0.0.0/3.",33,34]]}"#,
    ),
    (
        r#"cidrnetmask("::1/16")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: IPv6 addresses cannot have a netmask: ::1/16.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("0.255.0.001/12", 16)"#,
        r#"{"value":["0.240.0.0/28"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("fe80:00000::/48", 3)"#,
        r#"{"value":"fe80::3","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("1.1.10.255/8", 24, 3, 1, 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 32 bits after 1.128.0.0/9.",38,40]]}"#,
    ),
    (
        r#"cidrsubnets("0:0:0:0:0:ffff:a01:203/120", 24)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 144 bits, which is too long for an IPv6 address.",42,44]]}"#,
    ),
    (
        r#"cidrnetmask("fe80::/129")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: fe80::/129.",0,12]]}"#,
    ),
    (
        r#"cidrsubnet("168.256.164.168/30", -1, -255)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: invalid CIDR expression: invalid CIDR address: 168.256.164.168/30.",0,11]]}"#,
    ),
    (
        r#"cidrsubnets("0.1.1.166/12", 4)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 16 bits after 255.255.0.0/16.",28,29]]}"#,
    ),
    (
        r#"cidrsubnets("010.0.256.256/16", 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 010.0.256.256/16.",13,29]]}"#,
    ),
    (
        r#"cidrnetmask("001.6.0.1/16")"#,
        r#"{"value":"255.255.0.0","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("::/0", 8, 2, 32, 2, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 8 bits after ff00::/8.",20,21]]}"#,
    ),
    (
        r#"cidrsubnets("1:2:3:4:5:6:7:8/16", 8, 24)"#,
        r#"{"value":["1::/24","1:100::/40"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrhost("fd00:fd12:3456:7890::/56", 9223372036854775807)"#,
        r#"{"value":"fd00:fd12:3456:7800:7fff:ffff:ffff:ffff","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("256.113.001.010/30")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 256.113.001.010/30.",0,12]]}"#,
    ),
    (
        r#"cidrhost("1:2:3:4:5:6:7:8/64", -2)"#,
        r#"{"value":"1:2:3:4:ffff:ffff:ffff:fffe","type":"string"}"#,
    ),
    (
        r#"cidrnetmask("256.0.10.168/30")"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrnetmask\" failed: invalid CIDR expression: invalid CIDR address: 256.0.10.168/30.",0,12]]}"#,
    ),
    (
        r#"cidrsubnets("255.0.10.256/20", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 255.0.10.256/20.",13,28]]}"#,
    ),
    (
        r#"cidrnetmask("168.001.10.168/32")"#,
        r#"{"value":"255.255.255.255","type":"string"}"#,
    ),
    (
        r#"cidrhost("256.001.010.10/24", 65535)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrhost\" failed: invalid CIDR expression: invalid CIDR address: 256.001.010.10/24.",0,9]]}"#,
    ),
    (
        r#"cidrsubnets("0:0:0:0:0:ffff:a01:203/16", 2, 3, 24, 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 18 bits after ffff:c000::/18.",41,42]]}"#,
    ),
    (
        r#"cidrsubnets("0:0:0:0:0:ffff:a01:203/16", 32, 8, 16, 8)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 48 bits after ffff:ffff:ffff::/48.",41,43]]}"#,
    ),
    (
        r#"cidrnetmask("168.010.010.10/30")"#,
        r#"{"value":"255.255.255.252","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("ffff::/120", 4, 2, 16, 16, 2)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 136 bits, which is too long for an IPv6 address.",32,34]]}"#,
    ),
    (
        r#"cidrsubnets("::ffff:10.1.2.3/56", 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: not enough remaining address space for a subnet with a prefix of 57 bits after ffff:ffff:ffff:ff80::/57.",34,35]]}"#,
    ),
    (
        r#"cidrnetmask("192.001.001.220/28")"#,
        r#"{"value":"255.255.255.240","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("010.1.1.168/30", 2, 3, 4, 24, 32)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which is too long for an IPv4 address.",33,34]]}"#,
    ),
    (
        r#"cidrsubnets("001.10.168.1/16", 2, 8)"#,
        r#"{"value":["1.10.0.0/18","1.10.64.0/24"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnet("::ffff:0:0/100", 33, 4294967296)"#,
        r#"{"errors":[["Error in function call","Call to function \"cidrsubnet\" failed: insufficient address space to extend prefix of 100 by 33.",0,11]]}"#,
    ),
    (
        r#"cidrhost("96.0.168.21/0", -372)"#,
        r#"{"value":"255.255.254.140","type":"string"}"#,
    ),
    (
        r#"cidrsubnets("fe80::/64", 2)"#,
        r#"{"value":["fe80::/66"],"type":["list","string"]}"#,
    ),
    (
        r#"cidrsubnets("255.010.001.256/12", 2, 3, 3, 1, 1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR address: 255.010.001.256/12.",13,31]]}"#,
    ),
    (
        r#"alltrue(["true", true])"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (
        r#"alltrue([true, false])"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (r#"alltrue([])"#, r#"{"value":true,"type":"bool"}"#),
    (r#"alltrue([null])"#, r#"{"value":false,"type":"bool"}"#),
    (
        r#"alltrue([true, null])"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (
        r#"alltrue(["x"])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: a bool is required.",8,9]]}"#,
    ),
    (
        r#"alltrue("true")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: list of bool required, but have string.",9,13]]}"#,
    ),
    (
        r#"alltrue(toset([true]))"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (
        r#"alltrue([true, 1])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: element 1: bool required, but have number.",8,9]]}"#,
    ),
    (
        r#"alltrue(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must not be null.",8,12]]}"#,
    ),
    (
        r#"alltrue([false, null])"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (
        r#"alltrue({a=true})"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: list of bool required.",8,9]]}"#,
    ),
    (r#"anytrue(["true"])"#, r#"{"value":true,"type":"bool"}"#),
    (r#"anytrue([true])"#, r#"{"value":true,"type":"bool"}"#),
    (
        r#"anytrue([true, false])"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (r#"anytrue([])"#, r#"{"value":false,"type":"bool"}"#),
    (
        r#"anytrue([null, true])"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (r#"anytrue([null])"#, r#"{"value":false,"type":"bool"}"#),
    (
        r#"anytrue([false, "false"])"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (
        r#"anytrue("x")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: list of bool required, but have string.",9,10]]}"#,
    ),
    (
        r#"anytrue(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must not be null.",8,12]]}"#,
    ),
    (
        r#"sum([10, 13, 6, 4.5])"#,
        r#"{"value":33.5,"type":"number"}"#,
    ),
    (
        r#"sum([])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum an empty list.",4,5]]}"#,
    ),
    (
        r#"sum({})"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum an empty list.",4,5]]}"#,
    ),
    (
        r#"sum("a")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum noniterable.",5,6]]}"#,
    ),
    (
        r#"sum({a=1})"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple. Received object.",4,5]]}"#,
    ),
    (
        r#"sum(tomap({a=1}))"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple. Received map of number.",4,10]]}"#,
    ),
    (
        r#"sum([null])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple of number values.",4,5]]}"#,
    ),
    (
        r#"sum([1, null])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple of number values.",4,5]]}"#,
    ),
    (r#"sum(["1", "2"])"#, r#"{"value":3,"type":"number"}"#),
    (
        r#"sum([1, "x"])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple of number values.",4,5]]}"#,
    ),
    (r#"sum(tolist([1,2]))"#, r#"{"value":3,"type":"number"}"#),
    (r#"sum(toset([1,2,2]))"#, r#"{"value":3,"type":"number"}"#),
    (
        r#"sum([1, true])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple of number values.",4,5]]}"#,
    ),
    (
        r#"sum([[1]])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must be list, set, or tuple of number values.",4,5]]}"#,
    ),
    (
        r#"sum(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must not be null.",4,8]]}"#,
    ),
    (
        r#"sum(1)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum noniterable.",4,5]]}"#,
    ),
    (
        r#"sum(true)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum noniterable.",4,8]]}"#,
    ),
    (
        r#"sum([1e308, 1e308])"#,
        r#"{"value":200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000,"type":"number"}"#,
    ),
    (r#"sum([0.1, 0.2])"#, r#"{"value":0.3,"type":"number"}"#),
    (r#"sum([-5])"#, r#"{"value":-5,"type":"number"}"#),
    (
        r#"sum(tolist([]))"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum an empty list.",4,11]]}"#,
    ),
    (
        r#"sum(toset([]))"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: cannot sum an empty list.",4,10]]}"#,
    ),
    (r#"one([])"#, r#"{"value":null,"type":"dynamic"}"#),
    (r#"one(["hello"])"#, r#"{"value":"hello","type":"string"}"#),
    (
        r#"one(["hello", "goodbye"])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: must be a list, set, or tuple value with either zero or one elements.",4,5]]}"#,
    ),
    (r#"one(toset([]))"#, r#"{"value":null,"type":"dynamic"}"#),
    (
        r#"one(toset(["a","a"]))"#,
        r#"{"value":"a","type":"string"}"#,
    ),
    (
        r#"one(toset(["a","b"]))"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: must be a list, set, or tuple value with either zero or one elements.",4,10]]}"#,
    ),
    (
        r#"one("a")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: must be a list, set, or tuple value with either zero or one elements.",5,6]]}"#,
    ),
    (
        r#"one({})"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: must be a list, set, or tuple value with either zero or one elements.",4,5]]}"#,
    ),
    (
        r#"one({a=1})"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: must be a list, set, or tuple value with either zero or one elements.",4,5]]}"#,
    ),
    (
        r#"one(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must not be null.",4,8]]}"#,
    ),
    (r#"one([null])"#, r#"{"value":null,"type":"dynamic"}"#),
    (r#"one(tolist([]))"#, r#"{"value":null,"type":"dynamic"}"#),
    (
        r#"one([[1,2]])"#,
        r#"{"value":[1,2],"type":["tuple",["number","number"]]}"#,
    ),
    (
        r#"one([1, "a"])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: must be a list, set, or tuple value with either zero or one elements.",4,5]]}"#,
    ),
    (
        r#"index(["a", "b", "c"], "b")"#,
        r#"{"value":1,"type":"number"}"#,
    ),
    (
        r#"index([], "a")"#,
        r#"{"errors":[["Error in function call","Call to function \"index\" failed: cannot search an empty list.",0,6]]}"#,
    ),
    (
        r#"index("a", "a")"#,
        r#"{"errors":[["Error in function call","Call to function \"index\" failed: argument must be a list or tuple.",0,6]]}"#,
    ),
    (
        r#"index(["a"], "z")"#,
        r#"{"errors":[["Error in function call","Call to function \"index\" failed: item not found.",0,6]]}"#,
    ),
    (r#"index([1, "1"], 1)"#, r#"{"value":0,"type":"number"}"#),
    (r#"index([1, "1"], "1")"#, r#"{"value":1,"type":"number"}"#),
    (
        r#"index(tolist(["a","b"]), "b")"#,
        r#"{"value":1,"type":"number"}"#,
    ),
    (
        r#"index({a=1}, 1)"#,
        r#"{"errors":[["Error in function call","Call to function \"index\" failed: argument must be a list or tuple.",0,6]]}"#,
    ),
    (
        r#"index(["a"], null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"value\" parameter: argument must not be null.",13,17]]}"#,
    ),
    (
        r#"index(null, "a")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"list\" parameter: argument must not be null.",6,10]]}"#,
    ),
    (
        r#"index(toset(["a"]), "a")"#,
        r#"{"errors":[["Error in function call","Call to function \"index\" failed: argument must be a list or tuple.",0,6]]}"#,
    ),
    (r#"index([[1],[2]], [2])"#, r#"{"value":1,"type":"number"}"#),
    (r#"index([{a=1}], {a=1})"#, r#"{"value":0,"type":"number"}"#),
    (r#"index([1,2,3], 3.0)"#, r#"{"value":2,"type":"number"}"#),
    (
        r#"startswith("hello world", "hello")"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (
        r#"startswith("hello world", "world")"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (r#"startswith("", "")"#, r#"{"value":true,"type":"bool"}"#),
    (r#"startswith("a", "")"#, r#"{"value":true,"type":"bool"}"#),
    (
        r#"startswith(null, "a")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",11,15]]}"#,
    ),
    (
        r#"startswith("a", null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"prefix\" parameter: argument must not be null.",16,20]]}"#,
    ),
    (r#"startswith(1, 1)"#, r#"{"value":true,"type":"bool"}"#),
    (
        r#"endswith("hello world", "world")"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (
        r#"endswith("hello world", "hello")"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (r#"endswith("", "")"#, r#"{"value":true,"type":"bool"}"#),
    (
        r#"endswith(null, "")"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"str\" parameter: argument must not be null.",9,13]]}"#,
    ),
    (
        r#"strcontains("hello world", "wor")"#,
        r#"{"value":true,"type":"bool"}"#,
    ),
    (
        r#"strcontains("hello world", "wod")"#,
        r#"{"value":false,"type":"bool"}"#,
    ),
    (r#"strcontains("", "")"#, r#"{"value":true,"type":"bool"}"#),
    (
        r#"strcontains("a", null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"substr\" parameter: argument must not be null.",17,21]]}"#,
    ),
    (
        r#"transpose({"a" = ["1", "2"], "b" = ["2", "3"]})"#,
        r#"{"value":{"1":["a"],"2":["a","b"],"3":["b"]},"type":["map",["list","string"]]}"#,
    ),
    (
        r#"transpose({})"#,
        r#"{"value":{},"type":["map",["list","string"]]}"#,
    ),
    (
        r#"transpose({"a" = []})"#,
        r#"{"value":{},"type":["map",["list","string"]]}"#,
    ),
    (
        r#"transpose({"a" = null})"#,
        r#"{"errors":[["Error in function call","Call to function \"transpose\" failed: input must not contain null list.",0,10]]}"#,
    ),
    (
        r#"transpose({"a" = [null]})"#,
        r#"{"errors":[["Error in function call","Call to function \"transpose\" failed: input list must not contain null string.",0,10]]}"#,
    ),
    (
        r#"transpose({"a" = [1, 2], "b" = [1]})"#,
        r#"{"value":{"1":["a","b"],"2":["a"]},"type":["map",["list","string"]]}"#,
    ),
    (
        r#"transpose({"b" = ["x"], "a" = ["x", "x"]})"#,
        r#"{"value":{"x":["a","a","b"]},"type":["map",["list","string"]]}"#,
    ),
    (
        r#"transpose(null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"values\" parameter: argument must not be null.",10,14]]}"#,
    ),
    (
        r#"transpose({"a" = "x"})"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"values\" parameter: element \"a\": list of string required, but have string.",10,11]]}"#,
    ),
    (
        r#"transpose([["a"]])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"values\" parameter: map of list of string required.",10,11]]}"#,
    ),
    (
        r#"transpose({"z" = ["q"], "B" = ["q"], "a" = ["q"]})"#,
        r#"{"value":{"q":["B","a","z"]},"type":["map",["list","string"]]}"#,
    ),
    (
        r#"matchkeys(["i-123", "i-abc", "i-def"], ["us-west", "us-east", "us-east"], ["us-east"])"#,
        r#"{"value":["i-abc","i-def"],"type":["list","string"]}"#,
    ),
    (
        r#"matchkeys([1,2,3],[1,2],[1])"#,
        r#"{"errors":[["Error in function call","Call to function \"matchkeys\" failed: length of keys and values should be equal.",0,10]]}"#,
    ),
    (
        r#"matchkeys([1],[1],["1"])"#,
        r#"{"value":[1],"type":["list","number"]}"#,
    ),
    (
        r#"matchkeys([],[],[])"#,
        r#"{"value":[],"type":["list","dynamic"]}"#,
    ),
    (
        r#"matchkeys(["a"],["k"],[])"#,
        r#"{"value":[],"type":["list","string"]}"#,
    ),
    (
        r#"matchkeys([{a=1},{a=2}],["x","y"],["y"])"#,
        r#"{"value":[{"a":2}],"type":["list",["object",{"a":"number"}]]}"#,
    ),
    (
        r#"matchkeys(["a","b"],[[1],[2]],[[2]])"#,
        r#"{"value":["b"],"type":["list","string"]}"#,
    ),
    (
        r#"matchkeys(["a"],[1],[[1]])"#,
        r#"{"errors":[["Error in function call","Call to function \"matchkeys\" failed: keys and searchset must be of the same type.",0,10]]}"#,
    ),
    (
        r#"matchkeys(["a","b"],["x","y"],["z"])"#,
        r#"{"value":[],"type":["list","string"]}"#,
    ),
    (
        r#"matchkeys(["a","b"],["x",null],[null])"#,
        r#"{"value":["b"],"type":["list","string"]}"#,
    ),
    (
        r#"matchkeys(null,[],[])"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"values\" parameter: argument must not be null.",10,14]]}"#,
    ),
    (
        r#"matchkeys(["a"],["x"],null)"#,
        r#"{"errors":[["Invalid function argument","Invalid value for \"searchset\" parameter: argument must not be null.",22,26]]}"#,
    ),
    (
        r#"matchkeys(["a","b"],["x","y"],["y","x"])"#,
        r#"{"value":["a","b"],"type":["list","string"]}"#,
    ),
    (
        r#"matchkeys(["a",1],["x","y"],["y"])"#,
        r#"{"value":["1"],"type":["list","string"]}"#,
    ),
];
