//! The Terraform-style additions, checked against the examples of
//! Terraform's function documentation, evaluated by the `hcl eval` program
//! (`--hcleval`, the full library: `ext::library::terraform_like()`).

use crate::common::hcleval;
use hcl2::ext::library as lib;
use serde_json::Value as J;

/// Evaluates `r = <expr>`; `Ok(value JSON)` or `Err(stderr)`.
fn eval(expr: &str) -> Result<J, String> {
    let dir = std::env::temp_dir().join(format!("hcl2_tf_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let name = format!(
        "t{}.hcl",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    );
    std::fs::write(dir.join(&name), format!("r = {expr}\n")).unwrap();
    let out = hcleval(&dir, &["--diags=json", &name]);
    let _ = std::fs::remove_file(dir.join(&name));
    if out.status != 0 {
        return Err(out.stderr);
    }
    let v: J = serde_json::from_str(&out.stdout).unwrap();
    Ok(v["r"].clone())
}

fn check(expr: &str, want: &str) {
    let got = eval(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
    let want: J = serde_json::from_str(want).unwrap();
    assert_eq!(got, want, "{expr}");
}

fn check_err(expr: &str, fragment: &str) {
    match eval(expr) {
        Ok(v) => panic!("{expr}: expected an error, got {v}"),
        Err(e) => assert!(e.contains(fragment), "{expr}: {e}"),
    }
}

#[test]
fn encoding_and_hashes() {
    check(r#"base64encode("Hello World")"#, r#""SGVsbG8gV29ybGQ=""#);
    check(r#"base64decode("SGVsbG8gV29ybGQ=")"#, r#""Hello World""#);
    check_err(r#"base64decode("%%%")"#, "failed to decode base64 data");
    check(r#"urlencode("Hello World!")"#, r#""Hello+World%21""#);
    check(r#"urlencode("☃")"#, r#""%E2%98%83""#);
    check(
        r#"urlencode("foo:bar@localhost?foo=bar&bar=baz")"#,
        r#""foo%3Abar%40localhost%3Ffoo%3Dbar%26bar%3Dbaz""#,
    );
    check(
        r#"sha1("hello world")"#,
        r#""2aae6c35c94fcfb415dbe95f408b9ce91ee846ed""#,
    );
    check(
        r#"sha256("hello world")"#,
        r#""b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9""#,
    );
    check(
        r#"sha512("hello world")"#,
        r#""309ecc489c12d6eb4cc40f50c902f2b4d0ed77ee511a7c7a9bcd3ca86d4cd86f989dd35bc5ff499670da34255b45b0cfd830e81f605dcf7dc5542e93ae9cd76f""#,
    );
    check(
        r#"md5("hello world")"#,
        r#""5eb63bbbe01eeed093cb22bb8f5acdc3""#,
    );
}

#[test]
fn uuidv5_examples() {
    check(
        r#"uuidv5("dns", "www.terraform.io")"#,
        r#""a5008fae-b28c-5ba5-96cd-82b4c53552d6""#,
    );
    check(
        r#"uuidv5("url", "https://www.terraform.io/")"#,
        r#""9db6f67c-dd95-5ea0-aa5b-e70e5c5f7cf5""#,
    );
    check(
        r#"uuidv5("oid", "1.3.6.1.4")"#,
        r#""af9d40a5-7a36-5c07-b23a-851cd99fbfa5""#,
    );
    check(
        r#"uuidv5("x500", "CN=Example,C=GB")"#,
        r#""84e09961-4aa4-57f8-95b7-03edb1073253""#,
    );
    check(
        r#"uuidv5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "www.terraform.io")"#,
        r#""a5008fae-b28c-5ba5-96cd-82b4c53552d6""#,
    );
    check_err(r#"uuidv5("nope", "x")"#, "doesn't support namespace");
}

#[test]
fn cidr_examples() {
    check(r#"cidrhost("10.12.112.0/20", 16)"#, r#""10.12.112.16""#);
    check(r#"cidrhost("10.12.112.0/20", 268)"#, r#""10.12.113.12""#);
    check(
        r#"cidrhost("fd00:fd12:3456:7890:00a2::/72", 34)"#,
        r#""fd00:fd12:3456:7890::22""#,
    );
    check_err(
        r#"cidrhost("10.0.0.0/30", 4)"#,
        "does not accommodate a host numbered 4",
    );
    check(r#"cidrnetmask("172.16.0.0/12")"#, r#""255.240.0.0""#);
    check(r#"cidrsubnet("172.16.0.0/12", 4, 2)"#, r#""172.18.0.0/16""#);
    check(r#"cidrsubnet("10.1.2.0/24", 4, 15)"#, r#""10.1.2.240/28""#);
    check(
        r#"cidrsubnet("fd00:fd12:3456:7890::/56", 16, 162)"#,
        r#""fd00:fd12:3456:7800:a200::/72""#,
    );
    check(
        r#"cidrsubnets("10.1.0.0/16", 4, 4, 8, 4)"#,
        r#"["10.1.0.0/20", "10.1.16.0/20", "10.1.32.0/24", "10.1.48.0/20"]"#,
    );
    check(
        r#"cidrsubnets("fd00:fd12:3456:7890::/56", 16, 16, 16, 32)"#,
        r#"["fd00:fd12:3456:7800::/72", "fd00:fd12:3456:7800:100::/72", "fd00:fd12:3456:7800:200::/72", "fd00:fd12:3456:7800:300::/88"]"#,
    );
    check_err(
        r#"cidrsubnet("10.0.0.0/30", 4, 0)"#,
        "insufficient address space",
    );
    check_err(r#"cidrnetmask("not-a-cidr")"#, "invalid CIDR expression");
}

#[test]
fn collection_examples() {
    check(r#"alltrue(["true", true])"#, "true");
    check(r#"alltrue([true, false])"#, "false");
    check(r#"alltrue([])"#, "true");
    check(r#"anytrue(["true"])"#, "true");
    check(r#"anytrue([true, false])"#, "true");
    check(r#"anytrue([])"#, "false");
    check(r#"sum([10, 13, 6, 4.5])"#, "33.5");
    check_err(r#"sum([])"#, "cannot sum an empty list");
    check(r#"one([])"#, "null");
    check(r#"one(["hello"])"#, r#""hello""#);
    check_err(
        r#"one(["hello", "goodbye"])"#,
        "either zero or one elements",
    );
    check(r#"index(["a", "b", "c"], "b")"#, "1");
    check_err(r#"index(["a"], "z")"#, "item not found");
    check(
        r#"transpose({"a" = ["1", "2"], "b" = ["2", "3"]})"#,
        r#"{"1": ["a"], "2": ["a", "b"], "3": ["b"]}"#,
    );
    check(
        r#"matchkeys(["i-123", "i-abc", "i-def"], ["us-west", "us-east", "us-east"], ["us-east"])"#,
        r#"["i-abc", "i-def"]"#,
    );
}

#[test]
fn string_examples() {
    check(r#"startswith("hello world", "hello")"#, "true");
    check(r#"startswith("hello world", "world")"#, "false");
    check(r#"endswith("hello world", "world")"#, "true");
    check(r#"endswith("hello world", "hello")"#, "false");
    check(r#"strcontains("hello world", "wor")"#, "true");
    check(r#"strcontains("hello world", "wod")"#, "false");
}

#[test]
fn registry() {
    assert_eq!(lib::stdlib().len(), 69);
    assert_eq!(lib::terraform_like().len(), 69 + 22);
    let s = lib::subset(&["upper", "sha1", "nope"]);
    assert_eq!(s.names(), vec!["sha1", "upper"]);
    assert!(lib::by_name("formatdate").is_some());
    assert_eq!(lib::numeric_functions().len(), 10);
    assert_eq!(lib::string_functions().len(), 20);
    assert_eq!(lib::collection_functions().len(), 21);
    assert_eq!(lib::set_functions().len(), 5);
    assert_eq!(hcl2::function::Functions::stdlib().len(), 69);
}
