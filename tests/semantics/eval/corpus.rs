//! Differential test: every program of the reference-generated evaluation
//! corpus (`tests/corpus/eval`, expectations from the latest upstream HCL)
//! evaluated by the `hcl eval` program (`--hcleval --functions=cty`) and
//! compared with the oracle's output: exit status; the value and its type
//! exactly; for errors the set of (severity, summary, subject range), and
//! the diagnostic details (a program whose details differ must be listed in
//! the checked allow-list `tests/allow/details-eval-<corpus>.txt`).
//!
//! A missing corpus folder, a program without its expectation file or fewer
//! programs than the corpus holds fail the test.

use crate::common::{
    assert_ran, compare_program, corpus, par_map, programs, read_expect, AllowList,
};
use serde_json::Value as J;
use std::collections::BTreeSet;

/// Runs every program of `tests/corpus/<name>` (at least `min` of them).
fn check(name: &str, min: usize) {
    let dir = corpus(name);
    let mut failures = Vec::new();
    let (mut checked, mut differ) = (BTreeSet::new(), BTreeSet::new());
    let mut details = Vec::new();
    let list = programs(&dir);
    let compared = par_map(&list, |p| {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let expect: J = serde_json::from_str(&read_expect(&p.with_extension("expect.json")))
            .expect("expect json");
        compare_program(&dir, &file, &expect, "cty")
    });
    for (p, c) in list.iter().zip(compared) {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(p).expect("read");
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

/// The function-call corpus through `hcl eval --functions=cty` (the
/// oracle's function names): argument conversion, arity errors, `...` expansion,
/// null/unknown handling.
#[test]
fn function_corpus_available_functions() {
    check("functions", 1500);
}
