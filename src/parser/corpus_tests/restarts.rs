//! The diagnostics-only path restarted where the clean check found the
//! first group of items that is not clean (`Restart`: the recovery parser
//! starts there, the names of the clean items before it seeding the
//! duplicate check) gives exactly the diagnostics of the full parse: with
//! a group per item, with the default groups, and checked in two halves
//! cut at line starts, over every mutant of real files, every multi-error
//! case, every input of the syntax corpus, and large files. (That path
//! from the start, and `hcl2::check_syntax`, are held to the full parse by
//! the parser test `diagnostics_only`.)

use super::{each_mutant, large_error_cases, repo_dirs, root, spliced};
use crate::diagnostic::{Diagnostics, SourceFile};
use crate::limits::Limits;
use crate::parser::{check_in_groups, check_split, config_diagnostics_from, parse_config_bytes};
use serde_json::Value;
use std::sync::Arc;

/// The diagnostics of the diagnostics-only path after the clean check in
/// groups of at least `group_bytes` (1: every item alone), in two halves
/// at `cut` if given, starting the recovery parser where that check found
/// the first group that is not clean: `None` when there is nothing to
/// report, and where the recovery parser started.
fn config_diagnostics_in_groups(
    src: &[u8],
    group_bytes: u32,
    cut: Option<usize>,
) -> (Option<Diagnostics>, u32) {
    let limits = Limits::default();
    let restart = match std::str::from_utf8(src) {
        Ok(text) => {
            let name_only = Arc::new(SourceFile::new("d.hcl", ""));
            let (clean, restart) = match cut {
                Some(cut) => {
                    let (clean, restart, _) =
                        check_split(text, &name_only, limits.max_nesting, group_bytes, cut);
                    (clean, restart)
                }
                None => check_in_groups(text, &name_only, limits.max_nesting, group_bytes),
            };
            if clean {
                return (None, 0);
            }
            restart
        }
        Err(_) => None,
    };
    let at = restart.as_ref().map_or(0, |r| r.0);
    let (_, diags) = config_diagnostics_from(src, "d.hcl", &limits, restart);
    ((!diags.is_empty()).then_some(diags), at)
}

/// Restarted as the clean check says, in groups and in halves, the path
/// gives the full parse's diagnostics on `src`; whether it has
/// diagnostics. `restarts` counts the restarts after the start.
fn agree(src: &[u8], what: &str, restarts: &mut usize) -> bool {
    let (_, full) = parse_config_bytes(src, "d.hcl", &Limits::default());
    let want = (!full.is_empty()).then(|| full.clone());
    let mut restarted = |group: u32, cut: Option<usize>| {
        let (d, at) = config_diagnostics_in_groups(src, group, cut);
        *restarts += usize::from(at > 0);
        d
    };
    assert_eq!(restarted(1, None), want, "{what} (a group per item)");
    assert_eq!(restarted(64 * 1024, None), want, "{what} (default groups)");
    for part in [3, 2] {
        let from = src.len() / part;
        if let Some(i) = src[from..].iter().position(|&b| b == b'\n') {
            let cut = from + i + 1;
            if cut < src.len() {
                assert_eq!(restarted(1, Some(cut)), want, "{what} (cut at {cut})");
            }
        }
    }
    !full.is_empty()
}

#[test]
fn restarted_diagnostics_agree_on_the_mutants() {
    let (mut n, mut with, mut restarts) = (0, 0, 0);
    for dir in repo_dirs(&root().join("tests/corpus/mutants"), "mutants.jsonl") {
        each_mutant(&dir, |i, _, src| {
            n += 1;
            let what = format!("{}:{}", dir.display(), i + 1);
            with += usize::from(agree(&src, &what, &mut restarts));
        });
    }
    eprintln!("{n} mutants ({with} with diagnostics): the same diagnostics ({restarts} restarts after the start)");
    assert!(restarts >= 2000, "only {restarts} restarts");
    assert!(
        n >= 6229 && with >= 3990,
        "{n} mutants, {with} with diagnostics"
    );
}

#[test]
fn restarted_diagnostics_agree_on_the_multi_error_cases() {
    let (mut n, mut with, mut restarts) = (0, 0, 0);
    for dir in repo_dirs(&root().join("tests/corpus/multi"), "cases.jsonl") {
        let text = std::fs::read_to_string(dir.join("cases.jsonl")).expect("cases.jsonl");
        for (i, line) in text.lines().enumerate() {
            let c: Value = serde_json::from_str(line).expect("case line");
            let src = spliced(&dir, &c);
            n += 1;
            let what = format!("{}:{}", dir.display(), i + 1);
            with += usize::from(agree(&src, &what, &mut restarts));
        }
    }
    eprintln!("{n} multi-error cases ({with} with diagnostics): the same diagnostics ({restarts} restarts after the start)");
    assert!(
        n >= 1000 && with >= 920,
        "{n} cases, {with} with diagnostics"
    );
}

#[test]
fn restarted_diagnostics_agree_on_the_syntax_corpus() {
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/corpus/syntax"))
        .expect("syntax corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "hcl"))
        .collect();
    files.sort();
    let (mut n, mut with, mut restarts) = (0, 0, 0);
    for f in &files {
        let src = std::fs::read(f).expect("syntax input");
        n += 1;
        with += usize::from(agree(&src, &f.display().to_string(), &mut restarts));
    }
    eprintln!("{n} syntax inputs ({with} with diagnostics): the same diagnostics ({restarts} restarts after the start)");
    assert!(
        n >= 767 && with >= 391,
        "{n} inputs, {with} with diagnostics"
    );
}

/// Errors early, in the middle and at the end of a file of some 200,000
/// tokens, inside a block that runs over many thousand tokens, a duplicate
/// top-level name far from the first, an unclosed block and an unclosed
/// heredoc that run to the end, invalid UTF-8 (the cases of the parser
/// test `diagnostics_only_agrees_on_large_files`).
#[test]
fn restarted_diagnostics_agree_on_large_files() {
    let cases = large_error_cases();
    let mut restarts = 0;
    for (i, src) in cases.iter().enumerate() {
        assert!(
            agree(src, &format!("large case {i}"), &mut restarts),
            "large case {i}"
        );
    }
    eprintln!("large files: the same diagnostics ({restarts} restarts after the start)");
}
