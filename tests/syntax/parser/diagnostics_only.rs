//! The diagnostics-only path (`config_diagnostics`, which `hcl check`,
//! `hcl fmt`, `syntax_diagnostics` and the language server take for a file
//! the clean check finds not clean: no one-pass parse, tokens read as
//! needed and forgotten, each body item's nodes dropped once parsed) gives
//! exactly the diagnostics of the full parse (`parse_config_bytes`): every
//! field of every diagnostic, in order, over every mutant of real files,
//! every multi-error case, every input of the syntax corpus, and large
//! files whose tokens are forgotten many times over; and so do
//! `hcl2::check_syntax`, `hcl2::syntax_diagnostics` and
//! `hcl2::write::format_bytes_checked`, which start the recovery parser
//! where the clean check found the first group of items that is not clean.
//! (That restart with a group per item, with the default groups and in two
//! halves is checked on the same inputs by the lib's unit tests,
//! `parser::corpus_tests::restarts`: it is crate-private.)

use crate::common::corpora::{each_mutant, repo_dirs, spliced};
use hcl2::internal::parser::{config_diagnostics, parse_config_bytes};
use hcl2::Limits;
use serde_json::Value;
use std::path::Path;

/// The two paths agree on `src`; whether it has diagnostics.
fn agree(src: &[u8], what: &str) -> bool {
    let limits = Limits::default();
    let (file, full) = parse_config_bytes(src, "d.hcl", &limits);
    let (source, only) = config_diagnostics(src, "d.hcl", &limits);
    assert_eq!(only, full, "{what}");
    assert_eq!(source.text(), file.source.text(), "{what}");
    // and what `hcl check` and the language server call
    let checked = hcl2::check_syntax(src, "d.hcl", false, &limits);
    let want = (!full.is_empty()).then(|| full.clone());
    assert_eq!(checked.map(|(_, d)| d), want, "{what}");
    // `syntax_diagnostics` and the formatter's check, which also start
    // where the clean check failed
    let (source, diags) = hcl2::syntax_diagnostics(src, "d.hcl", false, &limits);
    assert_eq!(diags, full, "{what}");
    assert_eq!(source.text(), file.source.text(), "{what}");
    match hcl2::write::format_bytes_checked(src, "d.hcl", &limits) {
        Ok(_) => assert!(!full.has_errors(), "{what}: formatted with errors"),
        Err((source, diags)) => {
            assert_eq!(diags, full, "{what}");
            assert_eq!(source.text(), file.source.text(), "{what}");
        }
    }
    !full.is_empty()
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn diagnostics_only_agrees_on_the_mutants() {
    let (mut n, mut with) = (0, 0);
    for dir in repo_dirs(&root().join("tests/corpus/mutants"), "mutants.jsonl") {
        each_mutant(&dir, |i, _, src| {
            n += 1;
            with += usize::from(agree(&src, &format!("{}:{}", dir.display(), i + 1)));
        });
    }
    eprintln!("{n} mutants ({with} with diagnostics): the same diagnostics");
    assert!(
        n >= 6229 && with >= 3990,
        "{n} mutants, {with} with diagnostics"
    );
}

#[test]
fn diagnostics_only_agrees_on_the_multi_error_cases() {
    let dirs = repo_dirs(&root().join("tests/corpus/multi"), "cases.jsonl");
    let (mut n, mut with) = (0, 0);
    for dir in dirs {
        let text = std::fs::read_to_string(dir.join("cases.jsonl")).expect("cases.jsonl");
        for (i, line) in text.lines().enumerate() {
            let c: Value = serde_json::from_str(line).expect("case line");
            let src = spliced(&dir, &c);
            n += 1;
            with += usize::from(agree(&src, &format!("{}:{}", dir.display(), i + 1)));
        }
    }
    eprintln!("{n} multi-error cases ({with} with diagnostics): the same diagnostics");
    assert!(
        n >= 1000 && with >= 920,
        "{n} cases, {with} with diagnostics"
    );
}

#[test]
fn diagnostics_only_agrees_on_the_syntax_corpus() {
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/corpus/syntax"))
        .expect("syntax corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "hcl"))
        .collect();
    files.sort();
    let (mut n, mut with) = (0, 0);
    for f in &files {
        let src = std::fs::read(f).expect("syntax input");
        n += 1;
        with += usize::from(agree(&src, &f.display().to_string()));
    }
    eprintln!("{n} syntax inputs ({with} with diagnostics): the same diagnostics");
    assert!(
        n >= 767 && with >= 391,
        "{n} inputs, {with} with diagnostics"
    );
}

/// Errors early, in the middle and at the end of a file of some 200,000
/// tokens, inside a block that runs over many thousand tokens, a duplicate
/// top-level name far from the first, an unclosed block and an unclosed
/// heredoc that run to the end, invalid UTF-8.
#[test]
fn diagnostics_only_agrees_on_large_files() {
    let cases = crate::common::corpora::large_error_cases();
    for (i, src) in cases.iter().enumerate() {
        assert!(agree(src, &format!("large case {i}")), "large case {i}");
    }
}
