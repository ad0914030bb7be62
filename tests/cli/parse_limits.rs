//! `--max-input-bytes N` and `--max-nesting N` on `hcl check`, `hcl eval`
//! (FILE, standard input, `-e`, `--var`, `-V`, variables files) and
//! `hcl json`, `--max-input-bytes N` on `hcl fmt`: exceeding one is an error
//! diagnostic that names the limit (exit status 1; 2 for `eval --hcleval`),
//! within them nothing changes; a bad value is a usage error. `--max-nesting N`
//! accepts exactly N nested delimiters (`(`, `[`, `{`, `${`, `%{`; JSON:
//! objects and arrays, the root included); standard input is not read past
//! the size limit.

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
    // `d = [[[[1]]]]`: four brackets, so 3 is one too few, at the fourth
    let o = hcl(&d, &["check", "--max-nesting", "3", "deep.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("Error: Nesting too deep"), "{}", o.stderr);
    assert!(
        o.stderr
            .contains("more than 3 levels deep (limit max_nesting)"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("deep.hcl:1:8"), "{}", o.stderr);
    let o = hcl(&d, &["check", "--max-nesting", "4", "deep.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    // the JSON syntax counts the root object: `{"d": [[[[1]]]]}` is 5 deep
    let o = hcl(&d, &["check", "--max-nesting", "5", "deep.json"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    let o = hcl(&d, &["check", "--max-nesting", "4", "deep.json"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("deep.json:1:10"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
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
        let ok = if file.ends_with(".json") { "5" } else { "4" };
        let o = hcl(&d, &["eval", "--max-nesting", ok, file]);
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

/// `-e EXPR` is parsed within the limits: N nested brackets at N, an error
/// naming the limit at N - 1; a text over the size limit is not parsed.
#[test]
fn eval_expression_within_limits() {
    let d = files("limits-eval-expr");
    let o = hcl(&d, &["eval", "--max-nesting", "3", "-e", "[[[1]]]"]);
    assert_eq!(
        (o.status, o.stdout.as_str()),
        (0, "[[[1]]]\n"),
        "{}",
        o.stderr
    );
    let o = hcl(&d, &["eval", "--max-nesting", "2", "-e", "[[[1]]]"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("Error: Nesting too deep"), "{}", o.stderr);
    assert!(
        o.stderr
            .contains("more than 2 levels deep (limit max_nesting)"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("<expr>:1:3"), "{}", o.stderr);
    // templates count their interpolations, not their quotes
    let o = hcl(&d, &["eval", "--max-nesting=2", "-e", "\"${[1]}\""]);
    assert_eq!((o.status, o.stdout.as_str()), (0, "[1]\n"), "{}", o.stderr);
    let o = hcl(&d, &["eval", "--max-nesting=1", "-e", "\"${[1]}\""]);
    assert_eq!(o.status, 1, "{}", o.stdout);
    // the size: exactly at the limit, and one byte over
    let o = hcl(&d, &["eval", "--max-input-bytes=5", "-e", "1 + 2"]);
    assert_eq!((o.status, o.stdout.as_str()), (0, "3\n"), "{}", o.stderr);
    let o = hcl(&d, &["eval", "--max-input-bytes=4", "-e", "1 + 2"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("Error: Input too large"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    // the reference's status with --hcleval
    let o = hcl(&d, &["eval", "--hcleval", "--max-nesting=1", "-e", "[[1]]"]);
    assert_eq!(o.status, 2, "{}", o.stderr);
}

/// `--var NAME=VALUE`, `-V` JSON and `.json` variables files are parsed
/// within the limits; a VALUE over one is an error, not a literal string.
#[test]
fn eval_variables_within_limits() {
    let d = files("limits-eval-vars");
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-nesting=2",
            "--var-expr",
            "v=[[1]]",
            "-e",
            "v",
        ],
    );
    assert_eq!(
        (o.status, o.stdout.as_str()),
        (0, "[[1]]\n"),
        "{}",
        o.stderr
    );
    let o = hcl(
        &d,
        &["eval", "--max-nesting=1", "--var", "v=[[1]]", "-e", "v"],
    );
    assert_eq!(o.status, 1, "{}", o.stdout);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("--var v:1:2"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
    // a value that would be a literal string is bounded too
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-input-bytes=4",
            "--var",
            "env=prod",
            "-e",
            "env",
        ],
    );
    assert_eq!(
        (o.status, o.stdout.as_str()),
        (0, "\"prod\"\n"),
        "{}",
        o.stderr
    );
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-input-bytes=3",
            "--var",
            "env=prod",
            "-e",
            "1",
        ],
    );
    assert_eq!(o.status, 1, "{}", o.stdout);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    // -V JSON: the root object counts
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-nesting=3",
            "-V",
            r#"{"v": [[1]]}"#,
            "-e",
            "v",
        ],
    );
    assert_eq!(
        (o.status, o.stdout.as_str()),
        (0, "[[1]]\n"),
        "{}",
        o.stderr
    );
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-nesting=2",
            "-V",
            r#"{"v": [[1]]}"#,
            "-e",
            "v",
        ],
    );
    assert_eq!(o.status, 1, "{}", o.stdout);
    assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
    let o = hcl(
        &d,
        &[
            "eval",
            "--max-input-bytes=5",
            "-V",
            r#"{"v": 1}"#,
            "-e",
            "v",
        ],
    );
    assert_eq!(o.status, 1, "{}", o.stdout);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    // a .json variables file
    for flag in ["--var-file", "-V"] {
        let o = hcl(
            &d,
            &["eval", "--max-nesting=4", flag, "deep.json", "-e", "1"],
        );
        assert_eq!(o.status, 1, "{flag}: {}", o.stdout);
        assert!(o.stderr.contains("deep.json:1:10"), "{flag}: {}", o.stderr);
        let o = hcl(
            &d,
            &["eval", "--max-nesting=5", flag, "deep.json", "-e", "d"],
        );
        assert_eq!(
            (o.status, o.stdout.as_str()),
            (0, "[[[[1]]]]\n"),
            "{flag}: {}",
            o.stderr
        );
    }
}

/// Runs `hcl ARGS` with standard input an endless stream of `a = 1` lines
/// (written until the pipe breaks, at most `cap` bytes); returns its output
/// and how many bytes could be written.
fn with_endless_stdin(
    dir: &std::path::Path,
    args: &[&str],
    cap: usize,
) -> (crate::common::Output, usize) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = std::process::Command::new(crate::common::hcl_bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hcl");
    let mut input = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let chunk = "a = 1\n".repeat(1000);
        let mut written = 0;
        while written < cap {
            match input.write(chunk.as_bytes()) {
                Ok(n) => written += n,
                Err(_) => break,
            }
        }
        written
    });
    let out = child.wait_with_output().expect("hcl output");
    let written = writer.join().expect("stdin writer");
    (out.into(), written)
}

/// Standard input over `--max-input-bytes` is an error naming the limit, in
/// every subcommand that reads it, and it is not read past the limit: a
/// writer of 64 MiB is cut off by the closed pipe long before the end.
#[test]
fn standard_input_is_not_read_past_the_limit() {
    let d = files("limits-stdin");
    const CAP: usize = 64 << 20;
    for args in [
        &["check", "--max-input-bytes=100", "-"][..],
        &["eval", "--max-input-bytes=100", "-"][..],
        &["eval", "--max-input-bytes=100", "-", "small.hcl"][..],
        &["fmt", "--max-input-bytes=100", "-"][..],
        &["json", "--max-input-bytes=100", "-"][..],
    ] {
        let (o, written) = with_endless_stdin(&d, args, CAP);
        assert_eq!(o.status, 1, "{args:?}: {}", o.stderr);
        assert!(
            o.stderr.contains("Error: Input too large"),
            "{args:?}: {}",
            o.stderr
        );
        assert!(
            o.stderr
                .contains("The file \"<stdin>\" is longer than the limit"),
            "{args:?}: {}",
            o.stderr
        );
        assert!(
            o.stderr
                .contains("the source is larger than 100 bytes (limit max_input_bytes)"),
            "{args:?}: {}",
            o.stderr
        );
        assert!(written < CAP / 4, "{args:?}: {written} bytes were taken");
    }
    // within the limit: as before
    for (args, out) in [
        (&["eval", "--max-input-bytes=6", "-"][..], "{\"a\":1}\n"),
        (&["fmt", "--max-input-bytes=6", "-"][..], "a = 1\n"),
        (
            &["json", "--max-input-bytes=6", "-"][..],
            "{\n  \"a\": 1\n}\n",
        ),
    ] {
        let o = hcl_with(&d, args, Some(b"a = 1\n"), &[]);
        assert_eq!(
            (o.status, o.stdout.as_str()),
            (0, out),
            "{args:?}: {}",
            o.stderr
        );
        let o = hcl_with(&d, args, Some(b"a = 1\n\n"), &[]);
        assert_eq!(o.status, 1, "{args:?}: {}", o.stdout);
        assert!(
            o.stderr.contains("(limit max_input_bytes)"),
            "{args:?}: {}",
            o.stderr
        );
    }
    let o = hcl_with(&d, &["check", "--max-input-bytes=6"], Some(b"a = 1\n"), &[]);
    assert_eq!(o.status, 0, "{}", o.stderr);
}

/// `hcl fmt --max-input-bytes` and `hcl json --max-input-bytes
/// --max-nesting` on files.
#[test]
fn fmt_and_json_limits_on_files() {
    let d = files("limits-fmt-json");
    // (two files: rewritten in place and listed; small.hcl is formatted)
    let o = hcl(&d, &["fmt", "--max-input-bytes=20", "small.hcl", "big.hcl"]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "");
    assert!(o.stderr.contains("\"big.hcl\" is 50 bytes"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    let o = hcl(&d, &["json", "--max-input-bytes=20", "big.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("(limit max_input_bytes)"), "{}", o.stderr);
    let o = hcl(&d, &["json", "--max-nesting=3", "deep.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("deep.hcl:1:8"), "{}", o.stderr);
    let o = hcl(&d, &["json", "--max-nesting=4", "deep.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    let o = hcl(&d, &["json", "--to-hcl", "--max-nesting=4", "deep.json"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("deep.json:1:10"), "{}", o.stderr);
    assert!(o.stderr.contains("(limit max_nesting)"), "{}", o.stderr);
    let o = hcl(&d, &["json", "--to-hcl", "--max-nesting=5", "deep.json"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert!(o.stdout.starts_with("d = [\n"), "{}", o.stdout);
}

/// `hcl eval --diags=json`: a diagnostic of a known kind carries it
/// (`"kind": "limit_exceeded"`, `"function_call"`); others have no member;
/// with `--hcleval` the document is the reference's, without kinds.
#[test]
fn json_diagnostics_carry_the_kind() {
    let d = files("limits-diag-kind");
    let o = hcl(
        &d,
        &["eval", "--diags=json", "--max-nesting=1", "-e", "[[1]]"],
    );
    assert_eq!(o.status, 1);
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("JSON diagnostics");
    assert_eq!(
        v["diagnostics"][0]["kind"], "limit_exceeded",
        "{}",
        o.stderr
    );
    assert_eq!(v["diagnostics"][0]["summary"], "Nesting too deep");
    let o = hcl(&d, &["eval", "--diags=json", "-e", "upper(1, 2)"]);
    assert_eq!(o.status, 1);
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("JSON diagnostics");
    assert_eq!(v["diagnostics"][0]["kind"], "function_call", "{}", o.stderr);
    let o = hcl(&d, &["eval", "--diags=json", "-e", "nope"]);
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("JSON diagnostics");
    assert_eq!(v["diagnostics"][0]["summary"], "Unknown variable");
    assert!(v["diagnostics"][0].get("kind").is_none(), "{}", o.stderr);
    // an evaluation limit
    let o = hcl(
        &d,
        &[
            "eval",
            "--diags=json",
            "--max-steps=10",
            "-e",
            "[for i in range(100): i]",
        ],
    );
    assert_eq!(o.status, 1);
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("JSON diagnostics");
    assert!(
        v["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["kind"] == "limit_exceeded" || d["kind"] == "function_call"),
        "{}",
        o.stderr
    );
    // several files: one document, kinds included
    let o = hcl(
        &d,
        &[
            "eval",
            "--diags=json",
            "--max-nesting=2",
            "deep.hcl",
            "small.hcl",
        ],
    );
    assert_eq!(o.status, 1);
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("JSON diagnostics");
    assert_eq!(
        v["diagnostics"][0]["kind"], "limit_exceeded",
        "{}",
        o.stderr
    );
    // --hcleval: the reference's bytes, no kind member
    let o = hcl(
        &d,
        &[
            "eval",
            "--hcleval",
            "--diags=json",
            "--max-nesting=1",
            "deep.hcl",
        ],
    );
    assert_eq!(o.status, 2);
    assert!(
        o.stderr.contains("\"summary\": \"Nesting too deep\""),
        "{}",
        o.stderr
    );
    assert!(!o.stderr.contains("\"kind\""), "{}", o.stderr);
}
