//! `hcl eval` over several files and folders: one JSON object keyed by file
//! name in name order, files with errors left out, diagnostics in name
//! order, the summary line on standard error, exit statuses 0/1/2; a
//! single file and `-` print what they always did.

use super::tool::{scratch, write_tree};
use crate::common::{hcl, hcl_with, Output};
use std::path::Path;

fn eval(d: &Path, args: &[&str]) -> Output {
    let mut all = vec!["eval"];
    all.extend_from_slice(args);
    hcl(d, &all)
}

/// A folder with configuration files, files that are not configuration, and
/// hidden folders.
fn tree(name: &str) -> std::path::PathBuf {
    let d = scratch(name);
    write_tree(
        &d,
        &[
            ("conf/a.hcl", "a = 1\nb = \"x${v}\"\n"),
            (
                "conf/sub/b.tf",
                "resource \"r\" \"n\" {\n  bad = nope\n}\nz = [1, v]\n",
            ),
            ("conf/sub/c.tf.json", r#"{"j": "${v}-j"}"#),
            ("conf/sub/d.tfvars", "region = \"west\"\n"),
            ("conf/sub/package.json", r#"{"not": "hcl"}"#),
            ("conf/sub/notes.txt", "x = = 1\n"),
            ("conf/.hidden/e.hcl", "e = nope\n"),
            ("conf/sub/.terraform/m.tf", "m = = 1\n"),
            ("bad.hcl", "q = = 1\n"),
            ("inf.hcl", "x = 1/0\n"),
            ("undefined.hcl", "u = missing\n"),
        ],
    );
    d
}

#[test]
fn folder_gives_one_object_keyed_by_file_name() {
    let d = tree("eval-many-folder");
    let o = eval(&d, &["--var", "v=1", "conf"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout,
        "{\"conf/a.hcl\":{\"a\":1,\"b\":\"x1\"},\"conf/sub/b.tf\":{\"z\":[1,1]},\
         \"conf/sub/c.tf.json\":{\"j\":\"1-j\"},\"conf/sub/d.tfvars\":{\"region\":\"west\"}}\n"
    );
    assert_eq!(
        o.stderr,
        "4 files evaluated, 0 errors, 0 warnings; blocks not evaluated in 1 file\n"
    );
    // with --with-type each file's entry is what the file alone prints
    let o = eval(&d, &["--var", "v=1", "--with-type", "conf/sub"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    let alone = eval(&d, &["--var", "v=1", "--with-type", "conf/sub/c.tf.json"]);
    assert_eq!(alone.status, 0, "{}", alone.stderr);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON output");
    let c: serde_json::Value = serde_json::from_str(&alone.stdout).expect("JSON output");
    assert_eq!(v["conf/sub/c.tf.json"], c);
    assert_eq!(v.as_object().unwrap().len(), 3, "{}", o.stdout);
    assert_eq!(v["conf/sub/d.tfvars"]["type"][0], "object");
}

#[test]
fn several_files_in_name_order_each_once() {
    let d = tree("eval-many-order");
    let o = eval(
        &d,
        &[
            "--var",
            "v=2",
            "conf/sub/d.tfvars",
            "conf/a.hcl",
            "conf/sub/d.tfvars",
        ],
    );
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout,
        "{\"conf/a.hcl\":{\"a\":1,\"b\":\"x2\"},\"conf/sub/d.tfvars\":{\"region\":\"west\"}}\n"
    );
    assert_eq!(o.stderr, "2 files evaluated, 0 errors, 0 warnings\n");
    // a file named explicitly is evaluated whatever its extension
    let o = eval(&d, &["conf/sub/notes.txt", "conf/sub/d.tfvars"]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "{\"conf/sub/d.tfvars\":{\"region\":\"west\"}}\n");
    assert!(o.stderr.contains("conf/sub/notes.txt:1:5"), "{}", o.stderr);
}

/// Many files are evaluated in parallel; the output keeps name order.
#[test]
fn many_files_keep_name_order() {
    let d = scratch("eval-many-parallel");
    let files: Vec<(String, String)> = (0..60)
        .map(|i| {
            (
                format!("f/{:02}.hcl", 59 - i),
                format!("n = {i}\ns = join(\",\", [for k in range({i}) : tostring(k)])\n"),
            )
        })
        .collect();
    let refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, s)| (p.as_str(), s.as_str()))
        .collect();
    write_tree(&d, &refs);
    let o = eval(&d, &["f"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    let mut want = String::from("{");
    for k in 0..60 {
        let i = 59 - k;
        let s: Vec<String> = (0..i).map(|n| n.to_string()).collect();
        if k > 0 {
            want.push(',');
        }
        want.push_str(&format!(
            "\"f/{k:02}.hcl\":{{\"n\":{i},\"s\":\"{}\"}}",
            s.join(",")
        ));
    }
    want.push_str("}\n");
    assert_eq!(o.stdout, want);
    assert_eq!(o.stderr, "60 files evaluated, 0 errors, 0 warnings\n");
}

#[test]
fn files_with_errors_are_left_out_exit_1() {
    let d = tree("eval-many-errors");
    let o = eval(
        &d,
        &[
            "undefined.hcl",
            "conf/sub/d.tfvars",
            "bad.hcl",
            "inf.hcl",
            "missing.hcl",
        ],
    );
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "{\"conf/sub/d.tfvars\":{\"region\":\"west\"}}\n");
    let err = &o.stderr;
    let pos = |s: &str| err.find(s).unwrap_or_else(|| panic!("{s} in: {err}"));
    // in name order: bad, inf, missing, undefined
    assert!(pos("bad.hcl:1:5") < pos("The attributes of inf.hcl cannot be printed"));
    assert!(pos("cannot serialize infinity") < pos("missing.hcl"));
    assert!(pos("missing.hcl") < pos("undefined.hcl:1:5"));
    assert!(err.contains("Error: Invalid expression"), "{err}");
    assert!(err.contains("Error: Unknown variable"), "{err}");
    assert!(err.contains("Error: Failed to read file"), "{err}");
    // the missing path is not a file evaluated, but its error counts
    assert_eq!(
        err.lines().last().unwrap(),
        "4 files evaluated, 4 errors, 0 warnings"
    );
    // nothing evaluates: an empty object, still exit 1
    let o = eval(&d, &["bad.hcl", "undefined.hcl"]);
    assert_eq!((o.status, o.stdout.as_str()), (1, "{}\n"), "{}", o.stderr);
    assert!(o
        .stderr
        .ends_with("2 files evaluated, 2 errors, 0 warnings\n"));
}

/// `--diags=json`: one diagnostics document on standard error for every
/// file, and no summary line (standard error stays JSON).
#[test]
fn json_diagnostics_for_all_files() {
    let d = tree("eval-many-json");
    let o = eval(
        &d,
        &[
            "--diags=json",
            "undefined.hcl",
            "bad.hcl",
            "conf/a.hcl",
            "--var",
            "v=0",
        ],
    );
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "{\"conf/a.hcl\":{\"a\":1,\"b\":\"x0\"}}\n");
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("diagnostics JSON");
    let got: Vec<(&str, &str)> = v["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["subject"]["filename"].as_str().unwrap(),
                d["summary"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("bad.hcl", "Invalid expression"),
            ("undefined.hcl", "Unknown variable")
        ]
    );
    // clean files: nothing at all on standard error
    let o = eval(&d, &["--diags=json", "--var", "v=0", "conf"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stderr, "");
}

/// The variables are read once for every file; when they fail nothing is
/// evaluated.
#[test]
fn variables_that_fail_stop_before_any_file() {
    let d = tree("eval-many-vars");
    let o = eval(&d, &["--var-file", "bad.hcl", "conf"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("bad.hcl:1:5"), "{}", o.stderr);
    assert!(
        o.stderr
            .ends_with("0 files evaluated, 1 error, 0 warnings\n"),
        "{}",
        o.stderr
    );
}

/// Standard input among several inputs is keyed `<stdin>`; alone it
/// prints exactly what it always did (no key, no summary).
#[test]
fn standard_input_among_files_and_alone() {
    let d = tree("eval-many-stdin");
    let run = |args: &[&str], input: &str| {
        let mut all = vec!["eval"];
        all.extend_from_slice(args);
        hcl_with(&d, &all, Some(input.as_bytes()), &[])
    };
    let o = run(&["-", "conf/sub/d.tfvars"], "s = 3\n");
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout,
        "{\"<stdin>\":{\"s\":3},\"conf/sub/d.tfvars\":{\"region\":\"west\"}}\n"
    );
    assert_eq!(o.stderr, "2 files evaluated, 0 errors, 0 warnings\n");
    let o = run(&["--json", "-", "conf/sub/d.tfvars"], r#"{"s": "${1+2}!"}"#);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert!(
        o.stdout.starts_with("{\"<stdin>\":{\"s\":\"3!\"},"),
        "{}",
        o.stdout
    );
    let o = run(&["-"], "s = 3\n");
    assert_eq!(
        (o.status, o.stdout.as_str(), o.stderr.as_str()),
        (0, "{\"s\":3}\n", "")
    );
    // a single file: no key, no summary; its block note as before
    let o = eval(&d, &["--var", "v=1", "conf/sub/b.tf"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"z\":[1,1]}\n");
    assert_eq!(
        o.stderr,
        "note: conf/sub/b.tf: blocks are not evaluated: resource (1)\n"
    );
}

#[test]
fn usage_errors_exit_2() {
    let d = tree("eval-many-usage");
    for args in [
        &["--hcleval", "conf"][..],
        &["--hcleval", "conf/a.hcl", "bad.hcl"][..],
        &["-e", "1", "conf/a.hcl"][..],
        &["--max-nesting", "deep", "conf"][..],
    ] {
        let o = eval(&d, args);
        assert_eq!(o.status, 2, "{args:?}: {}", o.stderr);
        assert!(o.stdout.is_empty(), "{args:?}");
        assert!(o.stderr.starts_with("error: "), "{args:?}: {}", o.stderr);
    }
}
