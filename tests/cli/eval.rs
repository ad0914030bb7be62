//! `hcl eval --hcleval` (the reference `hcleval`'s interface and statuses):
//! variables from HCL files, JSON files and JSON literals (later ones win),
//! `--with-type`, exit statuses, blocks in the input, values JSON cannot
//! hold. Expected outputs are the reference `hcleval`'s on the same files.

use crate::common::{hcl, hcleval, Output};
use std::path::PathBuf;

fn dir() -> PathBuf {
    static ONCE: std::sync::Once = std::sync::Once::new();
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("hcl2-eval-cli-{}", std::process::id()));
    ONCE.call_once(|| write_files(&d));
    d
}

fn write_files(d: &std::path::Path) {
    std::fs::create_dir_all(d).unwrap();
    std::fs::write(d.join("v.hcl"), "a = 1\nb = \"x\"\nc = [1, 2]\n").unwrap();
    std::fs::write(d.join("v.json"), r#"{"j": {"k": [1, "${x}"]}, "a": 5}"#).unwrap();
    std::fs::write(d.join("m.hcl"), "r1 = a + c[1]\nr2 = b\nr3 = j.k\n").unwrap();
    std::fs::write(d.join("inf.hcl"), "x = 1/0\n").unwrap();
    std::fs::write(d.join("blk.hcl"), "blk {}\nx = 1\n").unwrap();
    std::fs::write(d.join("utf8.hcl"), b"a = \"\xff\xfe\"\n").unwrap();
    std::fs::write(d.join("partial.hcl"), "a = nope 2\nb = 1\n").unwrap();
}

/// (summary, start byte, end byte) of each diagnostic in `--diags=json` output.
fn diag_spans(stderr: &str) -> Vec<(String, u64, u64)> {
    let v: serde_json::Value = serde_json::from_str(stderr).expect("diagnostics JSON");
    v["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["summary"].as_str().unwrap().to_string(),
                d["subject"]["start"]["byte"].as_u64().unwrap(),
                d["subject"]["end"]["byte"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// `hcl eval --hcleval --functions=cty ARGS` in the folder of the files above.
fn run(args: &[&str]) -> Output {
    let mut all = vec!["--functions=cty"];
    all.extend_from_slice(args);
    hcleval(&dir(), &all)
}

/// As the reference `hcleval`: a native file is read as bytes (invalid
/// UTF-8 is "Invalid character encoding", not read lossily), and what
/// parsed before a syntax error is still evaluated.
#[test]
fn invalid_utf8_and_partial_parses_like_the_reference() {
    let o = run(&["--diags=json", "utf8.hcl"]);
    assert_eq!(o.status, 2);
    let mut got = diag_spans(&o.stderr);
    got.sort();
    assert_eq!(
        got,
        [
            ("Invalid character encoding".to_string(), 5, 6),
            ("Unterminated template string".to_string(), 5, 6)
        ]
    );
    let o = run(&["--diags=json", "partial.hcl"]);
    assert_eq!(o.status, 2);
    let mut got = diag_spans(&o.stderr);
    got.sort();
    assert_eq!(
        got,
        [
            ("Missing newline after argument".to_string(), 9, 10),
            ("Unknown variable".to_string(), 4, 8)
        ]
    );
}

#[test]
fn variables_later_sources_win() {
    let o = run(&["-V", "v.hcl", "-V", "v.json", "m.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"r1\":7,\"r2\":\"x\",\"r3\":[1,\"${x}\"]}\n");
    let o = run(&["-V", "v.json", "-V", "v.hcl", "--with-type", "m.hcl"]);
    assert_eq!(
        o.stdout,
        "{\"value\":{\"r1\":3,\"r2\":\"x\",\"r3\":[1,\"${x}\"]},\"type\":[\"object\",{\"r1\":\"number\",\"r2\":\"string\",\"r3\":[\"tuple\",[\"number\",\"string\"]]}]}\n"
    );
    let o = run(&["-V", r#"{"j": {"k": null}}"#, "-V", "v.hcl", "m.hcl"]);
    assert_eq!(o.stdout, "{\"r1\":3,\"r2\":\"x\",\"r3\":null}\n");
    // every spelling of the flag: --vars=X, -V X, -VX
    let o = run(&[
        "--vars=v.hcl",
        "-V",
        "v.json",
        r#"-V{"j": {"k": 0}}"#,
        "m.hcl",
    ]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"r1\":7,\"r2\":\"x\",\"r3\":0}\n");
}

#[test]
fn errors_and_statuses() {
    let o = run(&["m.hcl"]);
    assert_eq!(o.status, 2);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("Unknown variable"), "{}", o.stderr);
    let o = run(&["inf.hcl"]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stderr, "Error: cannot serialize infinity as JSON\n");
    let o = run(&["--diags=json", "blk.hcl"]);
    assert_eq!(o.status, 2);
    assert_eq!(
        o.stderr,
        "{\n  \"diagnostics\": [\n    {\n      \"severity\": \"error\",\n      \"summary\": \"Unexpected \\\"blk\\\" block\",\n      \"detail\": \"Blocks are not allowed here.\",\n      \"subject\": {\n        \"filename\": \"blk.hcl\",\n        \"start\": {\n          \"line\": 1,\n          \"column\": 1,\n          \"byte\": 0\n        },\n        \"end\": {\n          \"line\": 1,\n          \"column\": 4,\n          \"byte\": 3\n        }\n      }\n    }\n  ]\n}\n"
    );
    // usage errors: no file; two files or a folder (the reference takes one
    // file; without --hcleval they are evaluated one by one, see eval_many)
    let o = hcl(&dir(), &["eval", "--hcleval"]);
    assert_eq!(o.status, 2, "{}", o.stderr);
    assert!(o.stderr.contains("Usage: hcl eval"), "{}", o.stderr);
    for args in [
        &["eval", "--hcleval", "v.hcl", "m.hcl"][..],
        &["eval", "--hcleval", "."][..],
    ] {
        let o = hcl(&dir(), args);
        assert_eq!(o.status, 2, "{args:?}: {}", o.stderr);
        assert!(o.stdout.is_empty());
        assert!(
            o.stderr.contains("--hcleval evaluates a single FILE"),
            "{}",
            o.stderr
        );
    }
}
