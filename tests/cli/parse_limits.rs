//! `--max-input-bytes N` and `--max-nesting N` on `hcl check` and
//! `hcl eval`: exceeding one is an error diagnostic that names the limit
//! (exit status 1; 2 for `eval --hcleval`), within them nothing changes;
//! a bad value is a usage error.

use super::tool::{scratch, write_tree};
use crate::common::{hcl, hcl_with};

fn files(name: &str) -> std::path::PathBuf {
    let d = scratch(name);
    write_tree(
        &d,
        &[
            ("small.hcl", "a = 1\n"),
            (
                "big.hcl",
                "text = \"0123456789012345678901234567890123456789\"\n",
            ),
            ("deep.hcl", "d = [[[[1]]]]\n"),
            ("deep.json", r#"{"d": [[[[1]]]]}"#),
            ("dir/small.tfvars", "b = 2\n"),
            ("dir/deep.tf", "d = {x = {y = {z = 1}}}\n"),
        ],
    );
    d
}

#[test]
fn check_max_input_bytes() {
    let d = files("limits-check-bytes");
    let o = hcl(
        &d,
        &["check", "--max-input-bytes", "20", "small.hcl", "big.hcl"],
    );
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("Error: Input too large"), "{}", o.stderr);
    assert!(o.stderr.contains("\"big.hcl\" is 50 bytes"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    assert!(!o.stderr.contains("small.hcl"), "{}", o.stderr);
    assert!(o.stderr.ends_with("2 files checked, 1 error, 0 warnings\n"));
    // at the limit exactly, and the `=N` form
    let o = hcl(&d, &["check", "--max-input-bytes=50", "big.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    // standard input is bounded too
    let o = hcl_with(
        &d,
        &["check", "--max-input-bytes=3", "-"],
        Some(b"a = 1\n"),
        &[],
    );
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
}

#[test]
fn check_max_nesting() {
    let d = files("limits-check-nesting");
    let o = hcl(&d, &["check", "--max-nesting", "3", "deep.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("Error: Nesting too deep"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
    // (the lexer counts more than the brackets: well within)
    let o = hcl(&d, &["check", "--max-nesting", "12", "deep.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    // the JSON syntax and the files of a folder too
    let o = hcl(&d, &["check", "--max-nesting=2", "deep.json", "dir"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("deep.json:1:"), "{}", o.stderr);
    assert!(o.stderr.contains("dir/deep.tf:1:"), "{}", o.stderr);
    assert!(o
        .stderr
        .ends_with("3 files checked, 2 errors, 0 warnings\n"));
    // without the flags the defaults take everything here
    let o = hcl(&d, &["check", "."]);
    assert_eq!(o.status, 0, "{}", o.stderr);
}

#[test]
fn eval_max_input_bytes() {
    let d = files("limits-eval-bytes");
    let o = hcl(&d, &["eval", "--max-input-bytes", "20", "big.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    let o = hcl(&d, &["eval", "--max-input-bytes", "20", "small.hcl"]);
    assert_eq!(
        (o.status, o.stdout.as_str()),
        (0, "{\"a\":1}\n"),
        "{}",
        o.stderr
    );
    // the reference's statuses with --hcleval: 2 for a diagnostic
    let o = hcl(
        &d,
        &["eval", "--hcleval", "--max-input-bytes=20", "big.hcl"],
    );
    assert_eq!(o.status, 2, "{}", o.stderr);
    // several files: the one over the limit is left out
    let o = hcl(
        &d,
        &["eval", "--max-input-bytes=20", "big.hcl", "small.hcl"],
    );
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "{\"small.hcl\":{\"a\":1}}\n");
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    assert!(o
        .stderr
        .ends_with("2 files evaluated, 1 error, 0 warnings\n"));
    // variables files are bounded too
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-input-bytes=20",
            "--var-file",
            "big.hcl",
            "-e",
            "1",
        ],
    );
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
}

#[test]
fn eval_max_nesting() {
    let d = files("limits-eval-nesting");
    for file in ["deep.hcl", "deep.json"] {
        let o = hcl(&d, &["eval", "--max-nesting", "3", file]);
        assert_eq!(o.status, 1, "{file}");
        assert!(o.stdout.is_empty());
        assert!(o.stderr.contains("Error: Nesting too deep"), "{}", o.stderr);
        assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
        let o = hcl(&d, &["eval", "--max-nesting", "12", file]);
        assert_eq!(
            (o.status, o.stdout.as_str()),
            (0, "{\"d\":[[[[1]]]]}\n"),
            "{file}: {}",
            o.stderr
        );
    }
    let o = hcl_with(
        &d,
        &["eval", "--max-nesting=1", "-"],
        Some(b"a = [[1]]\n"),
        &[],
    );
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
    let o = hcl(&d, &["eval", "--max-nesting=2", "dir"]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "{\"dir/small.tfvars\":{\"b\":2}}\n");
    assert!(o.stderr.contains("dir/deep.tf:1:"), "{}", o.stderr);
}

#[test]
fn bad_values_are_usage_errors() {
    let d = files("limits-usage");
    for args in [
        &["check", "--max-input-bytes", "-1", "small.hcl"][..],
        &["check", "--max-nesting=many", "small.hcl"][..],
        &["eval", "--max-input-bytes=1k", "small.hcl"][..],
        &["eval", "--max-nesting", "small.hcl"][..],
    ] {
        let o = hcl(&d, args);
        assert_eq!(o.status, 2, "{args:?}: {}", o.stderr);
        assert!(o.stdout.is_empty(), "{args:?}");
        assert!(o.stderr.starts_with("error: "), "{args:?}: {}", o.stderr);
    }
    // the flags are documented
    for sub in ["check", "eval"] {
        let o = hcl(&d, &[sub, "--help"]);
        assert_eq!(o.status, 0);
        assert!(o.stdout.contains("--max-input-bytes <N>"), "{}", o.stdout);
        assert!(o.stdout.contains("--max-nesting <N>"), "{}", o.stdout);
    }
}
