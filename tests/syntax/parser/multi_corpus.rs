//! Errors after errors: `tests/corpus/multi/OWNER+NAME/` holds original
//! configuration files of public repositories (`files/`) and `cases.jsonl`,
//! each case two or three syntax-error splices of one original, near
//! templates, heredocs, conditionals, `for` expressions and calls, with the
//! latest reference parser's diagnostics (written by
//! `tests/oracle/gen_multi.py`). Every case is parsed by the crate's parser
//! and every diagnostic's severity, range and summary is compared with the
//! reference's, as a multiset. (The recovery parser alone, on the same
//! cases, is a unit test of the lib: `parser::corpus_tests::recovery`.)
//!
//! The ignored test `multi_dir_agrees_with_reference` compares a fresh run of
//! the generator (another seed, say) instead: `MULTI_DIR=DIR cargo test
//! --release --test syntax parser::multi_dir -- --ignored`; it fails without
//! `MULTI_DIR`, or when a case differs. `MULTI_SHOW=N` prints the first N
//! differences.

use crate::common::corpora::{compare_multi, MultiTally, Row};
use std::path::Path;

/// Our diagnostics as sorted rows.
pub(crate) fn rows(diags: &hcl2::Diagnostics) -> Vec<Row> {
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

/// The crate's parser on every case under `root`.
fn run(root: &Path) -> MultiTally {
    compare_multi(root, "the parser", |src| {
        let limits = hcl2::Limits::unlimited();
        rows(&hcl2::internal::parser::parse_config_bytes(src, "m.hcl", &limits).1)
    })
}

#[test]
fn multi_error_cases_agree_with_reference() {
    run(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/multi"))
        .assert_committed(PARSER_FLOOR);
}

/// A folder of the corpus's layout named by `MULTI_DIR` (a fresh
/// `gen_multi.py` run): every case agrees (the lib's
/// `recovery_parser_on_multi_dir` holds the recovery parser alone to it).
#[test]
#[ignore = "needs MULTI_DIR=DIR, a folder written by tests/oracle/gen_multi.py"]
fn multi_dir_agrees_with_reference() {
    let d = std::env::var("MULTI_DIR").expect("MULTI_DIR names the folder to compare");
    run(Path::new(&d)).assert_all_agree(&d);
}

/// Cases on which it agrees on every range and summary: all of them (the
/// crate's parser hands every file with an error to the recovery parser).
const PARSER_FLOOR: usize = 1000;
