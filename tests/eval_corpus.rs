//! Differential test: every program of the reference-generated evaluation
//! corpus (`tests/corpus/eval`, expectations from the latest upstream HCL)
//! evaluated by `hcl eval`'s logic and
//! compared with the oracle's output: exit status; the value and its type
//! exactly; for errors the set of (severity, summary, subject range).
//!
//! Programs calling a function of the standard library that is not
//! available yet are skipped, by the explicit list below, and counted.

mod common;

use common::{called_names, compare_program, corpus, programs};
use hcl2::cli::eval::available_functions;
use hcl2::function::Functions;
use serde_json::Value as J;
use std::collections::BTreeSet;
use std::path::Path;

/// Functions `hcleval` offers that this crate does not provide (none now:
/// the function library has all 69). A program calling one is skipped.
const MISSING_FUNCTIONS: &[&str] = &[];

fn test_functions() -> Functions {
    available_functions()
}

struct Outcome {
    total: usize,
    skipped: usize,
    failures: Vec<String>,
}

/// Compares every program with an expectation (exit, value and type,
/// diagnostic ranges; details are not compared here).
fn run_dir(dir: &Path, funcs: &Functions) -> Outcome {
    let missing: BTreeSet<&str> = MISSING_FUNCTIONS.iter().copied().collect();
    let mut out = Outcome {
        total: 0,
        skipped: 0,
        failures: Vec::new(),
    };
    for p in programs(dir) {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        let expect_path = p.with_extension("expect.json");
        let Ok(expect_text) = std::fs::read_to_string(&expect_path) else {
            continue;
        };
        out.total += 1;
        if called_names(&src)
            .iter()
            .any(|n| missing.contains(n.as_str()))
        {
            out.skipped += 1;
            continue;
        }
        let expect: J = serde_json::from_str(&expect_text).expect("expect json");
        if let Some(pr) = compare_program(dir, &file, &expect, funcs).problem {
            out.failures
                .push(format!("{}: {}\n   {}", file, src.trim(), pr));
        }
    }
    out
}

fn check(name: &str) {
    let o = run_dir(&corpus(name), &test_functions());
    let ran = o.total - o.skipped;
    eprintln!(
        "eval corpus {name}: {} of {} run programs agree with the reference ({} programs, {} skipped: they call functions not provided yet)",
        ran - o.failures.len(),
        ran,
        o.total,
        o.skipped
    );
    for f in o.failures.iter().take(40) {
        eprintln!("MISMATCH {f}");
    }
    assert!(o.failures.is_empty(), "{} mismatches", o.failures.len());
    assert_eq!(o.skipped, 0, "every corpus program must run");
}

#[test]
fn eval_corpus_reference() {
    check("eval");
}

/// The function-call corpus, for the calls whose functions exist here
/// (`try`, `can` and the test-only conversion functions): argument
/// conversion, arity errors, `...` expansion, null/unknown handling.
#[test]
fn function_corpus_available_functions() {
    check("functions");
}
