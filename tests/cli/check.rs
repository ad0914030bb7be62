//! `hcl check`: the JSON syntax for `.json` files, standard input, folders
//! walked (hidden folders and `.terraform` skipped), diagnostics in input
//! order, the summary line, exit statuses.

use super::tool::{scratch, write_tree};
use crate::common::{hcl, hcl_with};

#[test]
fn clean_file_exit_0_with_summary() {
    let d = scratch("check-clean");
    std::fs::write(d.join("a.hcl"), "a = 1\nb \"x\" {\n  c = a\n}\n").unwrap();
    let o = hcl(&d, &["check", "a.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert!(o.stdout.is_empty());
    assert_eq!(o.stderr, "1 file checked, 0 errors, 0 warnings\n");
}

#[test]
fn file_with_errors_exit_1() {
    let d = scratch("check-errors");
    std::fs::write(d.join("good.hcl"), "a = 1\n").unwrap();
    std::fs::write(d.join("bad.hcl"), "a = = 1\nb = 2\n").unwrap();
    let o = hcl(&d, &["check", "good.hcl", "bad.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(
        o.stderr.contains("Error: Invalid expression"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("bad.hcl:1:5"), "{}", o.stderr);
    assert!(
        o.stderr.ends_with("2 files checked, 1 error, 0 warnings\n"),
        "{}",
        o.stderr
    );
    // a missing file is an error in the input too, reported in its place
    let o = hcl(&d, &["check", "good.hcl", "missing.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.starts_with("missing.hcl: "), "{}", o.stderr);
    assert!(
        o.stderr.ends_with("1 file checked, 1 error, 0 warnings\n"),
        "{}",
        o.stderr
    );
}

/// `--diags=json`: one document in the reference hcldec's shape for all
/// inputs (what `hcl lsp`'s tests compare its diagnostics with), no
/// summary line; an unreadable input is a diagnostic without a range.
#[test]
fn diags_json_is_one_document() {
    let d = scratch("check-diags-json");
    std::fs::write(d.join("good.hcl"), "a = 1\n").unwrap();
    std::fs::write(d.join("bad.hcl"), "a = = 1\nb = 2\n").unwrap();
    let o = hcl(
        &d,
        &[
            "check",
            "--diags=json",
            "good.hcl",
            "bad.hcl",
            "missing.hcl",
        ],
    );
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("one JSON document");
    let diags = v["diagnostics"].as_array().expect("diagnostics");
    assert_eq!(diags.len(), 2, "{}", o.stderr);
    assert_eq!(diags[0]["severity"], "error");
    assert_eq!(diags[0]["summary"], "Invalid expression");
    assert_eq!(diags[0]["subject"]["filename"], "bad.hcl");
    assert_eq!(diags[0]["subject"]["start"]["byte"], 4);
    assert_eq!(diags[1]["summary"], "Failed to read file");
    assert!(diags[1].get("subject").is_none());
    let o = hcl(&d, &["check", "--diags=json", "good.hcl"]);
    assert_eq!(o.status, 0);
    assert_eq!(o.stderr, "");
}

/// A `.json` file is read in the JSON syntax (it used to be parsed as
/// native syntax, with false errors).
#[test]
fn json_files_use_the_json_syntax() {
    let d = scratch("check-json");
    std::fs::write(
        d.join("main.tf.json"),
        r#"{"resource": {"aws_instance": {"web": {"ami": "${var.ami}", "count": 2}}}}"#,
    )
    .unwrap();
    std::fs::write(d.join("bad.json"), r#"{"a": 1,}"#).unwrap();
    let o = hcl(&d, &["check", "main.tf.json"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stderr, "1 file checked, 0 errors, 0 warnings\n");
    let o = hcl(&d, &["check", "bad.json"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("bad.json:1:"), "{}", o.stderr);
    // the same JSON text named .hcl is not native syntax
    std::fs::copy(d.join("main.tf.json"), d.join("as_native.hcl")).unwrap();
    let o = hcl(&d, &["check", "as_native.hcl"]);
    assert_eq!(o.status, 1, "{}", o.stderr);
}

#[test]
fn standard_input() {
    let d = scratch("check-stdin");
    let run = |args: &[&str], input: &str| hcl_with(&d, args, Some(input.as_bytes()), &[]);
    let o = run(&["check", "-"], "a = 1\n");
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stderr, "1 file checked, 0 errors, 0 warnings\n");
    // no path at all: standard input too
    let o = run(&["check"], "a = \n");
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("<stdin>:1:"), "{}", o.stderr);
    // native syntax unless --json
    let o = run(&["check", "-"], r#"{"a": 1}"#);
    assert_eq!(o.status, 1, "{}", o.stderr);
    let o = run(&["check", "--json", "-"], r#"{"a": 1}"#);
    assert_eq!(o.status, 0, "{}", o.stderr);
    let o = run(&["check", "--json", "-"], r#"{"a": }"#);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("<stdin>"), "{}", o.stderr);
}

#[test]
fn folders_are_walked_in_order() {
    let d = scratch("check-walk");
    write_tree(
        &d,
        &[
            ("a.hcl", "a = \n"),
            ("sub/b.tf", "b = 1\n"),
            ("sub/c.tfvars", "c = = 1\n"),
            ("sub/d.nomad", "job \"j\" {}\n"),
            ("sub/e.pkr.hcl", "e = 1\n"),
            ("sub/f.tf.json", r#"{"f": 1}"#),
            ("sub/g.tf.json", r#"{"g": }"#),
            ("sub/package.json", r#"{"not": hcl}"#),
            ("sub/notes.txt", "x = = 1\n"),
            ("sub/deeper/h.hcl", "h = [\n"),
            (".hidden/x.hcl", "x = = 1\n"),
            ("sub/.terraform/modules/m.tf", "m = = 1\n"),
            ("sub/.nested/y.tf", "y = = 1\n"),
        ],
    );
    let o = hcl(&d, &["check", "."]);
    assert_eq!(o.status, 1);
    let err = &o.stderr;
    // every file with errors, in path order; none of the skipped ones
    let pos = |name: &str| {
        err.find(name)
            .unwrap_or_else(|| panic!("{name} reported: {err}"))
    };
    assert!(pos("./a.hcl") < pos("./sub/c.tfvars"));
    assert!(pos("./sub/c.tfvars") < pos("./sub/deeper/h.hcl"));
    assert!(pos("./sub/deeper/h.hcl") < pos("./sub/g.tf.json"));
    for skipped in [
        "package.json",
        "notes.txt",
        ".hidden",
        ".terraform",
        ".nested",
    ] {
        assert!(!err.contains(skipped), "{skipped} skipped: {err}");
    }
    let summary = err.lines().last().unwrap();
    assert_eq!(summary, "8 files checked, 4 errors, 0 warnings");
    // an explicitly named file is checked whatever its name
    let o = hcl(&d, &["check", "sub/notes.txt", "sub/.nested/y.tf"]);
    assert_eq!(o.status, 1);
    assert!(o
        .stderr
        .ends_with("2 files checked, 2 errors, 0 warnings\n"));
    // a folder of clean files
    let o = hcl(
        &d,
        &["check", "sub/d.nomad", "sub/f.tf.json", "sub/e.pkr.hcl"],
    );
    assert_eq!(o.status, 0, "{}", o.stderr);
}

/// Many files are parsed in parallel; their reports keep the input order.
#[test]
fn many_files_keep_input_order() {
    let d = scratch("check-many");
    let mut names = Vec::new();
    for i in 0..40 {
        let name = format!("f{i:02}.hcl");
        let text = if i % 3 == 0 {
            format!("v{i} = = {i}\n")
        } else {
            format!("v{i} = {i}\n")
        };
        std::fs::write(d.join(&name), text).unwrap();
        names.push(name);
    }
    // reversed on the command line: reports follow the command line
    let args: Vec<&str> = std::iter::once("check")
        .chain(names.iter().rev().map(String::as_str))
        .collect();
    let o = hcl(&d, &args);
    assert_eq!(o.status, 1);
    let reported: Vec<&str> = o
        .stderr
        .lines()
        .filter_map(|l| l.split("─[ ").nth(1))
        .map(|l| l.split(':').next().unwrap())
        .collect();
    let want: Vec<&str> = names
        .iter()
        .rev()
        .enumerate()
        .filter(|(k, _)| (39 - k) % 3 == 0)
        .map(|(_, n)| n.as_str())
        .collect();
    assert_eq!(reported, want, "{}", o.stderr);
    assert!(o
        .stderr
        .ends_with("40 files checked, 14 errors, 0 warnings\n"));
}

/// A file of a megabyte or more is read in two halves and checked in two
/// halves at once: its answer and diagnostics are those of the whole file,
/// whether the middle falls between items, inside a heredoc whose lines
/// look like items, or the error or duplicate is in either half.
#[test]
fn large_files_checked_in_halves() {
    let d = scratch("check-large");
    let item = "resource \"x\" \"y\" {\n  a = [1, 2]\n  b = \"${var.c}\"\n}\n";
    let mut lines = Vec::new();
    let mut size = 0;
    let mut i = 0;
    while size < (3 << 20) / 2 {
        lines.push(item.to_string());
        lines.push(format!("v{i} = {i}\n"));
        size += item.len() + 12;
        i += 1;
    }
    let write = |name: &str, lines: &[String]| {
        std::fs::write(d.join(name), lines.concat()).unwrap();
    };
    let line_of = |lines: &[String], at: usize| -> usize {
        lines[..at]
            .iter()
            .map(|l| l.matches('\n').count())
            .sum::<usize>()
            + 1
    };
    write("clean.hcl", &lines);
    let o = hcl(&d, &["check", "clean.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stderr, "1 file checked, 0 errors, 0 warnings\n");
    // an error in the first half, then in the second
    for at in [lines.len() / 4, lines.len() * 3 / 4] {
        let mut bad = lines.clone();
        bad.insert(at, "oops = = 1\n".into());
        write("bad.hcl", &bad);
        let o = hcl(&d, &["check", "bad.hcl"]);
        assert_eq!(o.status, 1, "{}", o.stderr);
        let at = format!("bad.hcl:{}:8", line_of(&bad, at));
        assert!(
            o.stderr.contains("Error: Invalid expression"),
            "{}",
            o.stderr
        );
        assert!(o.stderr.contains(&at), "{at}: {}", o.stderr);
        assert!(o.stderr.ends_with("1 file checked, 1 error, 0 warnings\n"));
    }
    // a duplicate across the halves
    let mut dup = lines.clone();
    dup.push("v0 = 1\n".into());
    write("dup.hcl", &dup);
    let o = hcl(&d, &["check", "dup.hcl"]);
    assert_eq!(o.status, 1, "{}", o.stderr);
    assert!(o.stderr.contains("Attribute redefined"), "{}", o.stderr);
    // the middle inside a heredoc of item-like lines: clean, and an error
    // once the heredoc is left open
    let mut doc = lines.clone();
    let mid = doc.len() / 2 - 2000;
    doc.insert(mid, "text = <<EOT\n".into());
    doc.insert(mid + 4000, "EOT\n".into());
    write("doc.hcl", &doc);
    let o = hcl(&d, &["check", "doc.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    doc.remove(mid + 4000);
    write("open.hcl", &doc);
    let o = hcl(&d, &["check", "open.hcl"]);
    assert_eq!(o.status, 1, "{}", o.stderr);
    assert!(
        o.stderr.contains("Unterminated template string"),
        "{}",
        o.stderr
    );
}
