//! The tree-free check of a whole file (`hcl check`, `hcl fmt`, the clean
//! path of `hcl2::check_syntax`) against the parse that builds the
//! tree: over every input of the syntax corpus, every mutant of real files
//! and every configuration file of the tests, the check finds a file clean
//! exactly when the parse reports nothing, read as one group or every
//! top-level item alone; and where the recognizer (the grammar's actions
//! that build nothing) answers without the tree builder, its answer is the
//! builder's. (An input that is not UTF-8 is not checked: the full parse
//! reads it.)

use super::{each_mutant, repo_dirs, root};
use crate::limits::Limits;
use crate::parser::hooks::{clean_check_in_groups, recognizer_verdict};
use crate::parser::parse_config_bytes;
use std::path::Path;

#[derive(Default, Debug)]
struct Tally {
    inputs: usize,
    clean: usize,
    /// The recognizer answered alone: clean, not clean.
    decided_clean: usize,
    decided_not: usize,
    /// The recognizer left it to the builder, which reported something.
    unsure_reported: usize,
    /// … which reported nothing.
    unsure_clean: usize,
    /// Not UTF-8 (left to the full parse).
    not_utf8: usize,
    failures: Vec<String>,
}

impl Tally {
    fn check(&mut self, what: &str, src: &[u8]) {
        if std::str::from_utf8(src).is_err() {
            // not checked: the full parse reads (and reports) those
            self.not_utf8 += 1;
            return;
        }
        let (_, diags) = parse_config_bytes(src, "t.hcl", &Limits::unlimited());
        let clean = diags.is_empty();
        self.inputs += 1;
        self.clean += usize::from(clean);
        for group in [1, 64 * 1024] {
            if clean_check_in_groups(src, group) != clean {
                self.failures.push(format!(
                    "{what}: the check in groups of {group} bytes says clean = {}, the parse {clean} ({} diagnostics)",
                    !clean,
                    diags.len()
                ));
            }
        }
        match recognizer_verdict(src) {
            Some(v) if v != clean => self.failures.push(format!(
                "{what}: the recognizer says clean = {v}, the parse {clean}: {:?}",
                diags.iter().map(|d| &d.summary).collect::<Vec<_>>()
            )),
            Some(true) => self.decided_clean += 1,
            Some(false) => self.decided_not += 1,
            None if clean => self.unsure_clean += 1,
            None => self.unsure_reported += 1,
        }
    }
}

#[test]
fn tree_free_check_agrees_with_the_parse() {
    let root = root().join("tests");
    let mut t = Tally::default();
    // the configuration files of the tests, the syntax corpus among them
    let mut files = crate::parser::test_configs();
    files.sort();
    let syntax = files
        .iter()
        .filter(|f| f.starts_with(root.join("corpus/syntax")))
        .count();
    assert!(syntax >= 780, "only {syntax} syntax-corpus inputs");
    for f in &files {
        let src = std::fs::read(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        t.check(&f.display().to_string(), &src);
    }
    let from_files = t.inputs + t.not_utf8;
    // the mutants of real files
    let repos = repo_dirs(&root.join("corpus/mutants"), "mutants.jsonl");
    assert!(repos.len() >= 7, "only {} mutant repositories", repos.len());
    for r in &repos {
        each_mutant(r, |n, _, src| {
            t.check(&format!("{}:{}", r.display(), n + 1), &src);
        });
    }
    for f in t.failures.iter().take(30) {
        eprintln!("MISMATCH {f}");
    }
    eprintln!(
        "{} inputs checked ({from_files} files, {} mutants, {} not UTF-8 skipped), {} clean; the recognizer alone: {} clean, {} not; left to the builder: {} reported, {} clean",
        t.inputs,
        t.inputs + t.not_utf8 - from_files,
        t.not_utf8,
        t.clean,
        t.decided_clean,
        t.decided_not,
        t.unsure_reported,
        t.unsure_clean
    );
    assert!(t.failures.is_empty(), "{} disagreements", t.failures.len());
    assert!(t.inputs >= 8000, "only {} inputs", t.inputs);
    // both answers, and the builder's errors the recognizer must hand on
    assert!(t.decided_clean >= 2000, "{t:?}");
    assert!(t.decided_not >= 2000, "{t:?}");
    assert!(t.unsure_reported >= 50, "{t:?}");
}

/// The same over a freshly generated mutant folder
/// (`tests/oracle/gen_mutants.py`) named by `MUTANTS_DIR`.
#[test]
#[ignore = "needs MUTANTS_DIR=DIR, a folder written by tests/oracle/gen_mutants.py"]
fn tree_free_check_agrees_on_mutants_dir() {
    let d = std::env::var("MUTANTS_DIR").expect("MUTANTS_DIR names the folder to check");
    let mut t = Tally::default();
    for r in &repo_dirs(Path::new(&d), "mutants.jsonl") {
        each_mutant(r, |n, _, src| {
            t.check(&format!("{}:{}", r.display(), n + 1), &src);
        });
    }
    for f in t.failures.iter().take(30) {
        eprintln!("MISMATCH {f}");
    }
    eprintln!("{t:?}");
    assert!(t.inputs > 0, "no mutants under {d}");
    assert!(t.failures.is_empty(), "{} disagreements", t.failures.len());
}
