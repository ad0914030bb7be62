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

use crate::common::corpora::{repo_dirs, spliced};
use serde_json::Value;
use std::path::Path;

/// A diagnostic as the corpora record it: severity, subject range (line,
/// column, byte of start and end), summary.
pub(crate) type Row = (String, Option<[u64; 6]>, String);

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

/// The reference's recorded diagnostics as sorted rows.
pub(crate) fn reference(v: &Value) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .as_array()
        .expect("diagnostics list")
        .iter()
        .map(|d| {
            let d = d.as_array().expect("diagnostic row");
            let range = (d.len() == 8).then(|| {
                let mut r = [0u64; 6];
                for (i, x) in d[2..8].iter().enumerate() {
                    r[i] = x.as_u64().expect("position");
                }
                r
            });
            (
                d[0].as_str().unwrap().to_string(),
                range,
                d[1].as_str().unwrap().to_string(),
            )
        })
        .collect();
    rows.sort();
    rows
}

fn ranges(r: &[Row]) -> Vec<(String, Option<[u64; 6]>)> {
    let mut v: Vec<_> = r.iter().map(|(s, x, _)| (s.clone(), *x)).collect();
    v.sort();
    v
}

#[derive(Default)]
struct Tally {
    cases: usize,
    multi: usize,
    /// (same ranges, same ranges and summaries) for the crate's parser.
    parser: (usize, usize),
    failures: Vec<String>,
}

fn run(root: &Path) -> Tally {
    let mut t = Tally::default();
    for dir in repo_dirs(root, "cases.jsonl") {
        let text = std::fs::read_to_string(dir.join("cases.jsonl")).expect("cases.jsonl");
        for (n, line) in text.lines().enumerate() {
            let c: Value = serde_json::from_str(line).expect("case line");
            let path = c[0].as_str().unwrap();
            let src = spliced(&dir, &c);
            let theirs = reference(&c[2]);
            t.cases += 1;
            t.multi += usize::from(theirs.len() > 1);
            let (_, d) = hcl2::internal::parser::parse_config_bytes(
                &src,
                "m.hcl",
                &hcl2::Limits::unlimited(),
            );
            let ours = rows(&d);
            if ranges(&ours) == ranges(&theirs) {
                t.parser.0 += 1;
                t.parser.1 += usize::from(ours == theirs);
            }
            if ours != theirs {
                t.failures.push(format!(
                    "{}:{} {path} {}\n  parser:    {ours:?}\n  reference: {theirs:?}",
                    dir.file_name().unwrap().to_string_lossy(),
                    n + 1,
                    c[1]
                ));
            }
        }
    }
    let show: usize = std::env::var("MULTI_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for f in t.failures.iter().take(show) {
        eprintln!("MISMATCH {f}");
    }
    let pct = |x: usize| 100.0 * x as f64 / t.cases.max(1) as f64;
    eprintln!(
        "{} cases ({} with more than one diagnostic): the parser agrees on ranges in {} ({:.2}%), also on summaries in {} ({:.2}%)",
        t.cases,
        t.multi,
        t.parser.0,
        pct(t.parser.0),
        t.parser.1,
        pct(t.parser.1),
    );
    t
}

#[test]
fn multi_error_cases_agree_with_reference() {
    let t = run(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/multi"));
    assert!(t.cases >= 1000, "only {} cases", t.cases);
    assert!(
        t.multi >= 500,
        "only {} cases with several diagnostics",
        t.multi
    );
    assert!(
        t.parser.1 >= PARSER_FLOOR,
        "the parser agrees on {} cases",
        t.parser.1
    );
}

/// A folder of the corpus's layout named by `MULTI_DIR` (a fresh
/// `gen_multi.py` run): every case agrees (the lib's
/// `recovery_parser_on_multi_dir` holds the recovery parser alone to it).
#[test]
#[ignore = "needs MULTI_DIR=DIR, a folder written by tests/oracle/gen_multi.py"]
fn multi_dir_agrees_with_reference() {
    let d = std::env::var("MULTI_DIR").expect("MULTI_DIR names the folder to compare");
    let t = run(Path::new(&d));
    assert!(t.cases > 0, "no cases under {d}");
    assert!(
        t.failures.is_empty(),
        "{} of {} cases differ",
        t.failures.len(),
        t.cases
    );
}

/// Cases on which it agrees on every range and summary: all of them (the
/// crate's parser hands every file with an error to the recovery parser).
const PARSER_FLOOR: usize = 1000;
