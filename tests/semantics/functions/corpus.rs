//! Differential test of the function library: every call of the
//! reference-generated corpus `tests/corpus/functions` (1,135 calls over
//! the 69 functions `hcleval` exposes, 405 regex calls and 17 deeply
//! nested `jsondecode` calls), and the
//! programs of `tests/corpus/eval` that call functions, evaluated by the
//! `hcl eval` program (`--hcleval --functions=cty`: `ext::library::stdlib()`)
//! and compared with the
//! oracle's output: exit status; value and type exactly; for errors the set
//! of (severity, summary, subject range) and every diagnostic detail (a
//! program whose details differ must be listed in the checked allow-list
//! `tests/allow/details-functions-<corpus>.txt`).
//!
//! A missing corpus folder, a program without its expectation file or fewer
//! programs than the corpus holds fail the test. To compare another folder
//! of cases in this layout, use the `compare_corpus` example
//! (`examples/compare_corpus.rs`).

use crate::common::{
    assert_ran, called_names, compare_program, corpus, par_map, programs, read_expect, AllowList,
};
use hcl2::ext::library as lib;
use serde_json::Value as J;
use std::collections::BTreeSet;

fn calls_function(src: &str) -> bool {
    called_names(src)
        .iter()
        .any(|n| lib::names().any(|m| m == n.as_str()))
}

/// Runs the programs of `tests/corpus/<name>` (only those calling a library
/// function when `only_calls`), at least `min` of them.
fn check(name: &str, only_calls: bool, min: usize) {
    let dir = corpus(name);
    let (mut ran, mut failures, mut details) = (0, Vec::new(), Vec::new());
    let (mut checked, mut differ) = (BTreeSet::new(), BTreeSet::new());
    let list: Vec<_> = programs(&dir)
        .into_iter()
        .filter(|p| !only_calls || calls_function(&std::fs::read_to_string(p).expect("read")))
        .collect();
    let compared = par_map(&list, |p| {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let expect: J = serde_json::from_str(&read_expect(&p.with_extension("expect.json")))
            .expect("expect json");
        compare_program(&dir, &file, &expect, "cty")
    });
    for (p, c) in list.iter().zip(compared) {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(p).expect("read");
        ran += 1;
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
        "{name}: {} of {ran} agree with the reference (value, type, exit, diagnostics); {} of those also agree on every diagnostic detail",
        ran - failures.len(),
        ran - failures.len() - differ.len(),
    );
    for f in failures.iter().take(40) {
        eprintln!("MISMATCH {f}");
    }
    for f in details.iter().take(40) {
        eprintln!("DETAIL {f}");
    }
    assert_ran(&format!("tests/corpus/{name}"), ran, min);
    assert!(failures.is_empty(), "{} mismatches", failures.len());
    let stale = AllowList::load(&format!("details-functions-{name}")).check(&checked, &differ);
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

#[test]
fn functions_corpus() {
    check("functions", false, 1557);
}

#[test]
fn eval_corpus_function_calls() {
    check("eval", true, 1400);
}
