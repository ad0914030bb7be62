//! The parser's paths that no public function takes alone, held to the
//! parse and to the reference over the corpora under `tests/` (read from
//! `CARGO_MANIFEST_DIR`, as the parser tests read them): the tree-free
//! clean check and the recognizer (`clean_check`), the diagnostics-only
//! path started where the clean check failed (`restarts`), and the
//! recovery parser alone on inputs the one-pass parse would take
//! (`recovery`). Unit tests, because what they call is crate-private
//! (`hooks`, `config_diagnostics_from`, `recovery::parse`); what the public
//! functions give on the same corpora is tested in `tests/syntax/parser/`.
//!
//! The corpus readers below are those of `tests/syntax/parser/mutants_corpus.rs`
//! and `tests/syntax/parser/multi_corpus.rs` (the integration tests cannot share
//! code with the lib's).

mod clean_check;
mod recovery;
mod restarts;

use serde_json::Value;
use std::path::{Path, PathBuf};

/// The repository root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every mutant of the repository folder `dir` of the mutant corpus (its
/// `mutants.jsonl` over the files in `files/`): its line number (from 0),
/// its line and its source.
fn each_mutant(dir: &Path, mut f: impl FnMut(usize, &Value, Vec<u8>)) {
    let text = std::fs::read_to_string(dir.join("mutants.jsonl"))
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut cache: Option<(String, Vec<u8>)> = None;
    for (n, line) in text.lines().enumerate() {
        let c: Value = serde_json::from_str(line).expect("mutant line");
        let path = c[0].as_str().unwrap();
        if cache.as_ref().is_none_or(|(p, _)| p != path) {
            let bytes = std::fs::read(dir.join("files").join(path))
                .unwrap_or_else(|e| panic!("{}/{path}: {e}", dir.display()));
            cache = Some((path.to_string(), bytes));
        }
        let orig = &cache.as_ref().unwrap().1;
        let (start, end) = (
            c[2].as_u64().unwrap() as usize,
            c[3].as_u64().unwrap() as usize,
        );
        let mut src = orig[..start].to_vec();
        src.extend_from_slice(c[4].as_str().unwrap().as_bytes());
        src.extend_from_slice(&orig[end..]);
        f(n, &c, src);
    }
}

/// The repository folders under `root` holding `list` (`mutants.jsonl` for
/// the mutant corpus, `cases.jsonl` for the multi-error corpus), in order.
fn repo_dirs(root: &Path, list: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join(list).is_file())
        .collect();
    v.sort();
    v
}

/// The source of case `c` of the multi-error corpus's repository folder
/// `dir`: its original with the case's splices made.
fn spliced(dir: &Path, c: &Value) -> Vec<u8> {
    let path = c[0].as_str().unwrap();
    let mut src = std::fs::read(dir.join("files").join(path))
        .unwrap_or_else(|e| panic!("{}/files/{path}: {e}", dir.display()));
    let mut splices: Vec<&Value> = c[1].as_array().unwrap().iter().collect();
    splices.sort_by_key(|s| std::cmp::Reverse(s[1].as_u64().unwrap()));
    for s in splices {
        let (a, b) = (
            s[1].as_u64().unwrap() as usize,
            s[2].as_u64().unwrap() as usize,
        );
        let mut out = src[..a].to_vec();
        out.extend_from_slice(s[3].as_str().unwrap().as_bytes());
        out.extend_from_slice(&src[b..]);
        src = out;
    }
    src
}
