//! The recovery parser (`src/parser/recovery/`) alone, from the start of
//! the file, on inputs a third of which the one-pass parse would take (so
//! that no public function hands them to the recovery parser): every
//! mutant of real files (`tests/corpus/mutants/`) and every multi-error
//! case (`tests/corpus/multi/`), each diagnostic's severity, range and
//! summary compared with the reference's, as a multiset. The agreement is
//! printed and held above the floor measured when the parser was written;
//! `RECOVERY_SHOW=N` (mutants) and `MULTI_SHOW=N` (multi-error cases) print
//! the first N differences. The inputs that the reference rejects are also
//! read by the parser tests `recovery` and `multi_corpus` through
//! `parse_config_bytes`, which hands every file with an error to the
//! recovery parser from the start.
//!
//! The ignored test `recovery_parser_on_multi_dir` compares a fresh run of
//! `tests/oracle/gen_multi.py` instead: `MULTI_DIR=DIR cargo test --release
//! --lib recovery_parser_on_multi_dir -- --ignored`.

use super::corpora::{compare_multi, reference_rows, MultiTally, Row};
use super::{each_mutant, repo_dirs, root};
use crate::diagnostic::{Diagnostics, SourceFile};
use std::path::Path;
use std::sync::Arc;

/// The diagnostics of the recovery parser alone on a whole configuration
/// file (invalid UTF-8 reported and replaced, as `parse_config_bytes` does).
fn recovering(src: &[u8]) -> Diagnostics {
    let (file, bad_bytes) = match std::str::from_utf8(src) {
        Ok(s) => (Arc::new(SourceFile::new("m.hcl", s)), false),
        Err(_) => (
            Arc::new(SourceFile::new("m.hcl", crate::parser::sanitize_utf8(src))),
            true,
        ),
    };
    let goal = crate::parser::recovery::Config {
        bad_bytes,
        ..Default::default()
    };
    crate::parser::recovery::parse(file, goal, crate::depth::MAX_NESTING as u64).1
}

/// Our diagnostics as sorted rows.
fn rows(diags: &Diagnostics) -> Vec<Row> {
    let mut v: Vec<Row> = diags
        .iter()
        .map(|d| {
            let sev = if d.is_error() { "error" } else { "warning" };
            let range = d.subject.as_ref().map(|r| {
                [
                    r.start.line as u64,
                    r.start.column as u64,
                    r.start.byte as u64,
                    r.end.line as u64,
                    r.end.column as u64,
                    r.end.byte as u64,
                ]
            });
            (sev.to_string(), range, d.summary.to_string())
        })
        .collect();
    v.sort();
    v
}

/// `VAR` as a count (0 without it).
fn show(var: &str) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

#[test]
fn recovery_parser_on_the_mutants() {
    let (mut total, mut failures) = (0usize, Vec::new());
    for dir in repo_dirs(&root().join("tests/corpus/mutants"), "mutants.jsonl") {
        each_mutant(&dir, |n, c, src| {
            total += 1;
            let (o, t) = (rows(&recovering(&src)), reference_rows(&c[5]));
            if o != t {
                failures.push(format!(
                    "{}:{} {:?}\n  ours:      {o:?}\n  reference: {t:?}",
                    dir.file_name().unwrap().to_string_lossy(),
                    n + 1,
                    c[4].as_str().unwrap()
                ));
            }
        });
    }
    assert!(total >= 6229, "only {total} mutants");
    for f in failures.iter().take(show("RECOVERY_SHOW")) {
        eprintln!("RECOVERY MISMATCH mutants: {f}");
    }
    let agree = total - failures.len();
    let pct = 100.0 * agree as f64 / total.max(1) as f64;
    eprintln!("recovery parser, mutants: {agree} of {total} agree ({pct:.2}%)");
    assert!(pct >= FLOOR_MUTANTS, "{pct:.2}% < {FLOOR_MUTANTS}%");
}

fn run_multi(root: &Path) -> MultiTally {
    compare_multi(root, "the recovery parser alone", |src| {
        rows(&recovering(src))
    })
}

#[test]
fn recovery_parser_on_the_multi_error_cases() {
    run_multi(&root().join("tests/corpus/multi")).assert_committed(RECOVERY_FLOOR);
}

/// A folder of the multi-error corpus's layout named by `MULTI_DIR` (a
/// fresh `gen_multi.py` run): every case agrees.
#[test]
#[ignore = "needs MULTI_DIR=DIR, a folder written by tests/oracle/gen_multi.py"]
fn recovery_parser_on_multi_dir() {
    let d = std::env::var("MULTI_DIR").expect("MULTI_DIR names the folder to compare");
    run_multi(Path::new(&d)).assert_all_agree(&d);
}

/// The agreement on the mutants measured when the recovery parser was
/// written (percent).
const FLOOR_MUTANTS: f64 = 100.0;
/// Multi-error cases on which it agrees on every range and summary: all of
/// them.
const RECOVERY_FLOOR: usize = 1000;
