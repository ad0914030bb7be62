//! Differential test: every program of the reference-generated evaluation
//! corpus (`tests/corpus/eval`, and `tests/corpus/eval_upstream` where the
//! project follows upstream HCL) evaluated by `hcl eval`'s logic and
//! compared with the oracle's output: exit status; the value and its type
//! exactly; for errors the set of (severity, summary, subject range), and
//! the diagnostic details (a program whose details differ must be listed in
//! the checked allow-list `tests/allow/details-eval-<corpus>.txt`).
//!
//! A missing corpus folder, a program without its expectation file or fewer
//! programs than the corpus holds fail the test.

use crate::common::{assert_ran, compare_program, corpus, programs, read_expect, AllowList};
use hcl2::cli::eval::available_functions;
use serde_json::Value as J;
use std::collections::BTreeSet;

/// Runs every program of `tests/corpus/<name>` (at least `min` of them).
fn check(name: &str, min: usize) {
    let dir = corpus(name);
    let funcs = available_functions();
    let mut failures = Vec::new();
    let (mut checked, mut differ) = (BTreeSet::new(), BTreeSet::new());
    let mut details = Vec::new();
    let list = programs(&dir);
    for p in &list {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(p).expect("read");
        let expect: J = serde_json::from_str(&read_expect(&p.with_extension("expect.json")))
            .expect("expect json");
        let c = compare_program(&dir, &file, &expect, &funcs);
        if let Some(pr) = c.problem {
            failures.push(format!("{}: {}\n   {}", file, src.trim(), pr));
            continue;
        }
        let key = format!("{name}/{file}");
        if let Some(pr) = c.detail_problem {
            details.push(format!("{key}: {}\n   {pr}", src.trim()));
            differ.insert(key.clone());
        }
        checked.insert(key);
    }
    eprintln!(
        "eval corpus {name}: {} of {} programs agree with the reference ({} differ in a detail)",
        list.len() - failures.len(),
        list.len(),
        differ.len()
    );
    for f in failures.iter().take(40) {
        eprintln!("MISMATCH {f}");
    }
    for f in details.iter().take(40) {
        eprintln!("DETAIL {f}");
    }
    assert_ran(&format!("tests/corpus/{name}"), list.len(), min);
    assert!(failures.is_empty(), "{} mismatches", failures.len());
    let stale = AllowList::load(&format!("details-eval-{name}")).check(&checked, &differ);
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

#[test]
fn eval_corpus_reference() {
    check("eval", 2300);
}

#[test]
fn eval_corpus_upstream() {
    check("eval_upstream", 40);
}

/// The function-call corpus through `hcl eval`'s function table (the full
/// library): argument conversion, arity errors, `...` expansion,
/// null/unknown handling.
#[test]
fn function_corpus_available_functions() {
    check("functions", 1500);
}
