//! Differential test of the function library: every call of the
//! reference-generated corpus `tests/corpus/functions` (1,123 calls over
//! the 69 functions `hcleval` exposes), and the programs of
//! `tests/corpus/eval` that call functions, evaluated by `hcl eval`'s logic
//! with `ext::library::stdlib()` and compared with the oracle's output:
//! exit status; value and type exactly; for errors the set of (severity,
//! summary, subject range) and, counted separately, the details.

mod common;

use common::{called_names, compare_program, corpus, programs};
use hcl2::ext::library as lib;
use hcl2::function::Functions;
use serde_json::Value as J;
use std::path::Path;

struct Outcome {
    total: usize,
    failures: Vec<String>,
    detail_failures: Vec<String>,
}

fn calls_function(src: &str) -> bool {
    called_names(src)
        .iter()
        .any(|n| lib::names().any(|m| m == n.as_str()))
}

fn run_dir(dir: &Path, funcs: &Functions, only_calls: bool) -> Outcome {
    let mut out = Outcome {
        total: 0,
        failures: Vec::new(),
        detail_failures: Vec::new(),
    };
    let filter = std::env::var("FUNC_FILTER").ok();
    for p in programs(dir) {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        if let Some(f) = &filter {
            if !src.contains(f.as_str()) {
                continue;
            }
        }
        if only_calls && !calls_function(&src) {
            continue;
        }
        let Ok(expect_text) = std::fs::read_to_string(p.with_extension("expect.json")) else {
            continue;
        };
        out.total += 1;
        let expect: J = serde_json::from_str(&expect_text).expect("expect json");
        let c = compare_program(dir, &file, &expect, funcs);
        if let Some(pr) = c.problem {
            out.failures
                .push(format!("{}: {}\n   {}", file, src.trim(), pr));
        }
        if let Some(pr) = c.detail_problem {
            out.detail_failures
                .push(format!("{}: {}\n   {}", file, src.trim(), pr));
        }
    }
    out
}

fn check(name: &str, only_calls: bool) {
    let o = run_dir(&corpus(name), &lib::stdlib(), only_calls);
    eprintln!(
        "{name}: {} of {} agree with the reference (value, type, exit, diagnostics); {} of those also agree on every diagnostic detail",
        o.total - o.failures.len(),
        o.total,
        o.total - o.failures.len() - o.detail_failures.len(),
    );
    let show = std::env::var("FUNC_SHOW")
        .map(|v| v.parse().unwrap_or(40))
        .unwrap_or(40);
    for f in o.failures.iter().take(show) {
        eprintln!("MISMATCH {f}");
    }
    for f in o.detail_failures.iter().take(show) {
        eprintln!("DETAIL {f}");
    }
    assert!(o.failures.is_empty(), "{} mismatches", o.failures.len());
}

/// An extra directory of cases (same layout), e.g. freshly generated with
/// the oracle: `FUNC_DIR=/path cargo test --test functions_corpus extra`.
#[test]
fn extra_dir() {
    if let Ok(d) = std::env::var("FUNC_DIR") {
        let o = run_dir(Path::new(&d), &lib::terraform_like(), false);
        eprintln!("{d}: {} of {} agree", o.total - o.failures.len(), o.total);
        for f in o.failures.iter().chain(o.detail_failures.iter()) {
            eprintln!("MISMATCH {f}");
        }
    }
}

#[test]
fn functions_corpus() {
    check("functions", false);
}

#[test]
fn eval_corpus_function_calls() {
    check("eval", true);
}
