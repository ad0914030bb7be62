//! The formatter against the reference `hclfmt` (v2.24), over the corpus
//! `tests/corpus/fmt/` built by `tests/oracle/gen_fmt.py`:
//! - `real/`: distinct files of public configuration repositories;
//! - `perturbed/`: whitespace-perturbed copies (fixed seed);
//! - `local/`: expectations for the `.hcl`/`.tf` files of `tests/` and
//!   `conformance/` themselves.
//!
//! Every case must format byte for byte as hclfmt did, formatting must be
//! idempotent, and both lossless layers (the token stream and the tree)
//! must write every input back unchanged. Files the reference refuses
//! (`hclfmt -check` fails) must be refused by us too.

use hcl2::write::{format_bytes_unchecked, lex, Document};
use std::path::{Path, PathBuf};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/fmt")
        .join(sub)
}

/// `(name, status, extra)` of a folder's `cases.txt`.
fn cases(sub: &str) -> Vec<(String, String, Option<String>)> {
    let list = std::fs::read_to_string(dir(sub).join("cases.txt"))
        .unwrap_or_else(|e| panic!("{sub}/cases.txt: {e}"));
    list.lines()
        .map(|l| {
            let mut w = l.split(' ');
            let name = w.next().expect("name").to_string();
            let status = w.next().expect("status").to_string();
            (name, status, w.next().map(str::to_string))
        })
        .collect()
}

/// Check one input against the reference's output; returns the problems.
fn check(label: &str, input: &[u8], expect: &[u8], problems: &mut Vec<String>) {
    let (_, diags) =
        hcl2::internal::parser::parse_config_bytes(input, label, &hcl2::Limits::unlimited());
    if diags.has_errors() {
        problems.push(format!("{label}: refused, but hclfmt -check accepts it"));
        return;
    }
    let out = format_bytes_unchecked(input);
    if out != expect {
        problems.push(format!("{label}: differs from hclfmt"));
        return;
    }
    if format_bytes_unchecked(&out) != out {
        problems.push(format!("{label}: formatting is not idempotent"));
    }
    if let Ok(text) = std::str::from_utf8(input) {
        if lex(text).render() != text {
            problems.push(format!("{label}: token stream not lossless"));
        }
        match Document::parse(text) {
            Ok(d) => {
                if d.render() != text {
                    problems.push(format!("{label}: tree not lossless"));
                }
                let mut d = d;
                d.format();
                if d.render().as_bytes() != expect {
                    problems.push(format!("{label}: formatted tree differs from hclfmt"));
                }
            }
            Err(_) => problems.push(format!("{label}: tree refused")),
        }
    }
}

fn run_folder(sub: &str, count: usize) {
    let cases = cases(sub);
    assert_eq!(cases.len(), count, "{sub}: number of cases");
    let mut problems = Vec::new();
    let mut changed = 0;
    for (name, status, _) in &cases {
        let input = std::fs::read(dir(sub).join(format!("{name}.hcl")))
            .unwrap_or_else(|e| panic!("{sub}/{name}.hcl: {e}"));
        let expect = match status.as_str() {
            "same" => input.clone(),
            "changed" => {
                changed += 1;
                std::fs::read(dir(sub).join(format!("{name}.out.hcl")))
                    .unwrap_or_else(|e| panic!("{sub}/{name}.out.hcl: {e}"))
            }
            s => panic!("{sub}/{name}: unknown status {s}"),
        };
        check(&format!("{sub}/{name}"), &input, &expect, &mut problems);
    }
    assert!(changed > 0, "{sub}: no case that formatting changes");
    assert!(
        problems.is_empty(),
        "{sub}: {} of {} cases fail:\n{}",
        problems.len(),
        cases.len(),
        problems[..problems.len().min(40)].join("\n")
    );
    eprintln!(
        "{sub}: {} cases ({changed} changed by hclfmt) agree",
        cases.len()
    );
}

#[test]
fn real_world_files_format_as_hclfmt() {
    run_folder("real", 1650);
}

#[test]
fn perturbed_files_format_as_hclfmt() {
    run_folder("perturbed", 2731);
}

#[test]
fn repository_files_format_as_hclfmt() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cases = cases("local");
    assert_eq!(cases.len(), 5242, "local: number of cases");
    let mut problems = Vec::new();
    let (mut refused, mut checked, mut missing) = (0, 0, 0);
    for (path, status, out) in &cases {
        let Ok(input) = std::fs::read(root.join(path)) else {
            // a file another change removed since the corpus was built
            missing += 1;
            continue;
        };
        match status.as_str() {
            "refused" => {
                refused += 1;
                let (_, diags) = hcl2::internal::parser::parse_config_bytes(
                    &input,
                    path,
                    &hcl2::Limits::unlimited(),
                );
                if !diags.has_errors() {
                    problems.push(format!("{path}: hclfmt -check refuses it, we accept it"));
                }
            }
            "same" => {
                checked += 1;
                check(path, &input, &input, &mut problems)
            }
            "changed" => {
                checked += 1;
                let out = out.as_ref().expect("output name");
                let expect = std::fs::read(dir("local").join(format!("{out}.out.hcl")))
                    .unwrap_or_else(|e| panic!("local/{out}.out.hcl: {e}"));
                check(path, &input, &expect, &mut problems)
            }
            s => panic!("{path}: unknown status {s}"),
        }
    }
    assert!(
        missing * 20 < cases.len(),
        "{missing} listed files are gone"
    );
    assert!(
        refused > 100 && checked > 3000,
        "refused {refused}, checked {checked}"
    );
    assert!(
        problems.is_empty(),
        "{} of {} files fail:\n{}",
        problems.len(),
        cases.len(),
        problems[..problems.len().min(40)].join("\n")
    );
}

#[test]
fn formatting_examples() {
    let cases: &[(&str, &str)] = &[
        ("a=1\nbb  =  2\n", "a  = 1\nbb = 2\n"),
        ("x = a::b( 1 )\n", "x = a::b(1)\n"),
        (
            "b {\nc = 1 # one\n  dd = 22 # two\n}\n",
            "b {\n  c  = 1  # one\n  dd = 22 # two\n}\n",
        ),
        ("a = 1\n\nbbb = 2\n", "a = 1\n\nbbb = 2\n"),
        (
            "h = <<EOT\n  keep   this\nEOT\n",
            "h = <<EOT\n  keep   this\nEOT\n",
        ),
        (
            "x = {for k , v in m : k=>v if v}\n",
            "x = { for k, v in m : k => v if v }\n",
        ),
        ("n = - 1\nm = a - -b\n", "n = -1\nm = a - -b\n"),
        ("s = \"${ a }x\"\n", "s = \"${a}x\"\n"),
        ("a = 1\n   ", "a = 1\n   "),
    ];
    for (input, want) in cases {
        assert_eq!(hcl2::format(input).unwrap(), *want, "input {input:?}");
    }
    assert!(hcl2::format("a = = 1\n").is_err());
}
