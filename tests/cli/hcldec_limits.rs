//! `hcldec`'s limit flags (not in the reference): each limit, given as `--flag N` or
//! `--flag=N`, stops the run with an error naming it; without flags the same inputs decode;
//! a malformed number is a usage error; the usage text lists every flag.

use std::path::Path;
use std::process::Command;

const SPEC: &str = "object {\n  attr \"v\" { type = any }\n}\n";

/// `v` is a 10 KB string built in 1,000 template iterations (1,110 steps).
const LOOP: &str = "v = \"%{for a in [0,1,2,3,4,5,6,7,8,9]}%{for b in [0,1,2,3,4,5,6,7,8,9]}%{for c in [0,1,2,3,4,5,6,7,8,9]}abcdefghij%{endfor}%{endfor}%{endfor}\"\n";

/// Runs hcldec in `dir` (holding `s.hcldec`) on the file `name` with `text`.
fn run(dir: &Path, name: &str, text: &str, flags: &[&str]) -> (i32, String, String) {
    std::fs::write(dir.join("s.hcldec"), SPEC).expect("write spec");
    std::fs::write(dir.join(name), text).expect("write input");
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .arg("--spec=s.hcldec")
        .args(flags)
        .arg(name)
        .current_dir(dir)
        .output()
        .expect("run hcldec");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn tempdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("hcl2-hcldec-limits-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// Asserts a failed run whose diagnostics (JSON) name `limit`.
fn assert_limit(r: &(i32, String, String), limit: &str) {
    assert_eq!(r.0, 2, "exit code; stderr: {}", r.2);
    assert!(r.1.is_empty(), "no output: {}", r.1);
    let d: serde_json::Value = serde_json::from_str(&r.2).expect("diagnostics JSON");
    let named = d["diagnostics"]
        .as_array()
        .expect("a list")
        .iter()
        .any(|x| {
            x["detail"]
                .as_str()
                .unwrap_or("")
                .contains(&format!("(limit {limit})"))
        });
    assert!(named, "a diagnostic names {limit}: {}", r.2);
}

#[test]
fn evaluation_limits_stop_decoding_with_a_diagnostic_naming_them() {
    let dir = tempdir("eval");
    let ok = run(&dir, "loop.hcl", LOOP, &[]);
    assert_eq!(ok.0, 0, "{}", ok.2);
    assert_eq!(ok.1.len(), "{\"v\":\"\"}\n".len() + 10_000, "{}", ok.1);
    // the same input under each limit, in both spellings
    assert_limit(
        &run(
            &dir,
            "loop.hcl",
            LOOP,
            &["--diags=json", "--max-steps", "500"],
        ),
        "max_steps",
    );
    assert_limit(
        &run(&dir, "loop.hcl", LOOP, &["--diags=json", "--max-steps=500"]),
        "max_steps",
    );
    assert_limit(
        &run(
            &dir,
            "loop.hcl",
            LOOP,
            &["--diags=json", "--max-string-bytes=5000"],
        ),
        "max_string_bytes",
    );
    // (the inner `for` depends on `a`: a constant one is built once, when it is compiled)
    let list = "v = [for a in [0,1,2,3,4,5,6,7,8,9]: [for b in [0,1,2,3,4,5,6,7,8,9]: a + b]]\n";
    assert_eq!(run(&dir, "list.hcl", list, &[]).0, 0);
    assert_limit(
        &run(
            &dir,
            "list.hcl",
            list,
            &["--diags=json", "--max-elements", "50"],
        ),
        "max_elements",
    );
    // limits that are not reached change nothing
    let roomy = run(
        &dir,
        "loop.hcl",
        LOOP,
        &["--max-steps=2000", "--max-string-bytes=100000"],
    );
    assert!(roomy == ok, "roomy limits: {}", roomy.2);
    // number digits: the output is refused (exit 1), naming the limit
    let tiny = run(
        &dir,
        "n.hcl",
        "v = 1e-300\n",
        &["--max-number-digits", "100"],
    );
    assert_eq!(tiny.0, 1, "{}", tiny.2);
    assert!(tiny.2.contains("(limit max_number_digits)"), "{}", tiny.2);
    assert_eq!(run(&dir, "n.hcl", "v = 1e-300\n", &[]).0, 0);
    // a deadline already passed (checked every few thousand steps: 10,000 iterations here)
    let long = format!(
        "v = length(\"%{{for a in {t}}}%{{for b in {t}}}%{{for c in {t}}}%{{for d in {t}}}x%{{endfor}}%{{endfor}}%{{endfor}}%{{endfor}}\")\n",
        t = "[0,1,2,3,4,5,6,7,8,9]"
    );
    assert_limit(
        &run(&dir, "long.hcl", &long, &["--diags=json", "--timeout-ms=0"]),
        "deadline",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn parse_limits_refuse_large_and_deep_inputs_in_both_syntaxes() {
    let dir = tempdir("parse");
    // 20 brackets: 20 levels (operators do not count)
    let deep = format!("v = {}1 + 2{}\n", "[".repeat(20), "]".repeat(20));
    assert_eq!(run(&dir, "deep.hcl", &deep, &[]).0, 0);
    assert_eq!(run(&dir, "deep.hcl", &deep, &["--max-nesting=20"]).0, 0);
    assert_limit(
        &run(
            &dir,
            "deep.hcl",
            &deep,
            &["--diags=json", "--max-nesting", "19"],
        ),
        "max_nesting",
    );
    let deep_json = format!("{{\"v\": {}1{}}}\n", "[".repeat(20), "]".repeat(20));
    assert_eq!(
        run(&dir, "deep.json", &deep_json, &["--max-nesting=21"]).0,
        0
    );
    assert_limit(
        &run(
            &dir,
            "deep.json",
            &deep_json,
            &["--diags=json", "--max-nesting=20"],
        ),
        "max_nesting",
    );
    assert_eq!(run(&dir, "big.hcl", LOOP, &["--max-input-bytes=1000"]).0, 0);
    assert_limit(
        &run(
            &dir,
            "big.hcl",
            LOOP,
            &["--diags=json", "--max-input-bytes", "100"],
        ),
        "max_input_bytes",
    );
    assert_limit(
        &run(
            &dir,
            "big.json",
            "{\"v\": \"0123456789\"}",
            &["--diags=json", "--max-input-bytes=10"],
        ),
        "max_input_bytes",
    );
    // variables files are parsed within the limits too
    std::fs::write(dir.join("vars.hcl"), "x = [[[[1]]]]\n").expect("write vars");
    assert_limit(
        &run(
            &dir,
            "a.hcl",
            "v = 1\n",
            &["--diags=json", "--max-nesting=2", "-V", "vars.hcl"],
        ),
        "max_nesting",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn malformed_limit_flags_are_usage_errors_and_usage_lists_them() {
    let dir = tempdir("usage");
    let bad = run(&dir, "a.hcl", "v = 1\n", &["--max-steps", "many"]);
    assert_eq!(bad.0, 2);
    assert!(bad.2.contains("--max-steps"), "{}", bad.2);
    assert!(bad.2.starts_with("invalid argument \"many\""), "{}", bad.2);
    let missing = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .args(["--spec=s.hcldec", "--max-nesting"])
        .current_dir(&dir)
        .output()
        .expect("run hcldec");
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&missing.stderr).contains("flag needs an argument: --max-nesting")
    );
    let help = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .arg("--help")
        .output()
        .expect("run hcldec");
    let usage = String::from_utf8_lossy(&help.stderr);
    for flag in hcl2::limits::FLAGS.iter().chain(hcl2::limits::PARSE_FLAGS) {
        assert!(
            usage.contains(&format!("      {flag} n")),
            "{flag} in usage:\n{usage}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
