//! Error-recovery parity on real files: `tests/corpus/mutants/OWNER+NAME/`
//! holds original configuration files of public repositories (`files/`) and
//! `mutants.jsonl`, one syntax-error mutant per line as a splice of an
//! original plus the latest reference parser's diagnostics for it (written by
//! `tests/oracle/gen_mutants.py`). Each mutant is parsed here and every
//! diagnostic's severity, subject range (line, column, byte of both ends) and
//! summary is compared with the reference's, as a multiset. A mutant that
//! differs fails the test unless `tests/allow/mutants.txt` names it
//! (`OWNER+NAME:LINE`, with the reason); today no mutant differs, so there is
//! no such file.
//!
//! The ignored test `mutants_dir_agrees_with_reference` runs the same
//! comparison over another folder of the same layout (e.g. a `gen_mutants.py
//! --all` run over every file): `MUTANTS_DIR=DIR cargo test --release --test
//! parser mutants_dir -- --ignored`; it fails without `MUTANTS_DIR`.
//! `MUTANTS_SHOW=N` prints the first N differences (30 by default).

use crate::common::corpora::{each_mutant, ranges, reference_rows, repo_dirs, Row};
use crate::parser::multi_corpus::rows;
use std::path::Path;

/// The crate's diagnostics of `src` as sorted rows.
fn our_rows(src: &[u8]) -> Vec<Row> {
    let limits = hcl2::Limits::unlimited();
    rows(&hcl2::internal::parser::parse_config_bytes(src, "m.hcl", &limits).1)
}

#[derive(Default)]
struct Tally {
    repos: usize,
    mutants: usize,
    with_diags: usize,
    same_ranges: usize,
    same_summaries: usize,
    failures: Vec<String>,
    /// `OWNER+NAME:LINE` of every mutant checked, and of those that differ
    checked: std::collections::BTreeSet<String>,
    differ: std::collections::BTreeSet<String>,
}

fn run_repo(dir: &Path, t: &mut Tally) {
    t.repos += 1;
    each_mutant(dir, |n, c, src| {
        let path = c[0].as_str().unwrap();
        let (start, end) = (c[2].as_u64().unwrap(), c[3].as_u64().unwrap());
        let theirs = reference_rows(&c[5]);
        let ours = our_rows(&src);
        t.mutants += 1;
        t.with_diags += usize::from(!theirs.is_empty());
        let key = format!("{}:{}", dir.file_name().unwrap().to_string_lossy(), n + 1);
        t.checked.insert(key.clone());
        let same_ranges = ranges(&ours) == ranges(&theirs);
        let same_summaries = same_ranges && ours == theirs;
        t.same_ranges += usize::from(same_ranges);
        t.same_summaries += usize::from(same_summaries);
        if !same_summaries {
            t.differ.insert(key.clone());
            t.failures.push(format!(
                "{key} {} {path} [{start}, {end}) {:?}{}\n  ours:      {:?}\n  reference: {:?}",
                c[1].as_str().unwrap(),
                c[4].as_str().unwrap(),
                if same_ranges { " (summaries)" } else { "" },
                ours,
                theirs
            ));
        }
    });
}

fn run(root: &Path) -> Tally {
    let mut t = Tally::default();
    for r in &repo_dirs(root, "mutants.jsonl") {
        run_repo(r, &mut t);
    }
    let show: usize = std::env::var("MUTANTS_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    for f in t.failures.iter().take(show) {
        eprintln!("MISMATCH {f}");
    }
    eprintln!(
        "{} mutants from {} repositories ({} with diagnostics): {} agree on every diagnostic's severity and range ({:.3}%), {} also on every summary",
        t.mutants,
        t.repos,
        t.with_diags,
        t.same_ranges,
        100.0 * t.same_ranges as f64 / t.mutants.max(1) as f64,
        t.same_summaries
    );
    t
}

/// The committed corpus: every mutant agrees on every diagnostic's severity,
/// range and summary, but those `tests/allow/mutants.txt` names.
#[test]
fn mutants_agree_with_reference() {
    let t = run(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/mutants"));
    assert!(t.repos >= 7, "only {} repositories", t.repos);
    assert!(t.mutants >= 6229, "only {} mutants", t.mutants);
    assert!(
        t.with_diags >= 2500,
        "only {} mutants with diagnostics",
        t.with_diags
    );
    let problems = crate::common::AllowList::load("mutants").check(&t.checked, &t.differ);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A folder of the corpus's layout named by `MUTANTS_DIR` (a fresh
/// `gen_mutants.py` run): every mutant agrees on severities, ranges and
/// summaries.
#[test]
#[ignore = "needs MUTANTS_DIR=DIR, a folder written by tests/oracle/gen_mutants.py"]
fn mutants_dir_agrees_with_reference() {
    let d = std::env::var("MUTANTS_DIR").expect("MUTANTS_DIR names the folder to compare");
    let t = run(Path::new(&d));
    assert!(t.mutants > 0, "no mutants under {d}");
    assert!(
        t.failures.is_empty(),
        "{} of {} mutants differ",
        t.failures.len(),
        t.mutants
    );
}

/// Every syntax-corpus input parsed after an earlier error
/// (`tests/corpus/recovering.jsonl`, written by
/// `tests/oracle/gen_recovering.py`): the whole input is read in recovery
/// mode, where the reference reports only some kinds of error. Every
/// variant must agree on every diagnostic's severity, range and summary.
#[test]
fn recovering_variants_agree_with_reference() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let text = std::fs::read_to_string(root.join("recovering.jsonl"))
        .unwrap_or_else(|e| panic!("tests/corpus/recovering.jsonl: {e}"));
    let (mut total, mut with_diags, mut failures) = (0usize, 0usize, Vec::new());
    let mut prefixes = std::collections::BTreeSet::new();
    for line in text.lines() {
        let c: serde_json::Value = serde_json::from_str(line).expect("variant line");
        let name = c[0].as_str().unwrap();
        let prefix = c[1].as_str().unwrap();
        let input = std::fs::read(root.join("syntax").join(name))
            .unwrap_or_else(|e| panic!("tests/corpus/syntax/{name}: {e}"));
        let mut src = prefix.as_bytes().to_vec();
        src.extend_from_slice(&input);
        let theirs = reference_rows(&c[2]);
        let ours = our_rows(&src);
        total += 1;
        with_diags += usize::from(theirs.len() > 1);
        prefixes.insert(prefix.to_string());
        if ours != theirs {
            failures.push(format!(
                "{prefix:?} + {name}\n  ours:      {:?}\n  reference: {:?}",
                ours, theirs
            ));
        }
    }
    for f in failures.iter().take(30) {
        eprintln!("MISMATCH {f}");
    }
    assert_eq!(prefixes.len(), 4, "prefixes: {prefixes:?}");
    // every input of the syntax corpus (at least the 727 of its writing),
    // after each prefix: a stale file fails here
    let inputs = std::fs::read_dir(root.join("syntax"))
        .expect("tests/corpus/syntax")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "hcl"))
        })
        .count();
    assert!(inputs >= 727, "only {inputs} syntax inputs");
    assert_eq!(
        total,
        4 * inputs,
        "variants (regenerate with gen_recovering.py)"
    );
    assert!(
        with_diags >= 1000,
        "only {with_diags} variants report more than the prefix's error"
    );
    assert!(
        failures.is_empty(),
        "{} of {total} variants disagree with the reference",
        failures.len()
    );
}
