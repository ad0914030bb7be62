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
//! The corpus readers are `tests/common/corpora.rs`, the integration tests'
//! own, included here.

mod clean_check;
mod recovery;
mod restarts;

use std::path::Path;

/// The repository root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The corpus readers of the integration tests (`tests/common/corpora.rs`).
mod corpora {
    include!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/common/corpora.rs"
    ));
}
use corpora::{each_mutant, large_error_cases, repo_dirs, spliced};
