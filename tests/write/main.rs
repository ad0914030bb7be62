//! Test binary `write`: the lossless layer, the formatter and `hcl fmt` /
//! `hcl json`.
//! - `corpus`: formatting byte-identical to the reference hclfmt over
//!   tests/corpus/fmt, idempotence, lossless round trips;
//! - `cli`: `hcl fmt` and `hcl json` as processes;
//! - `edit`: golden tests of the tree's edits.

#[cfg(feature = "cli")]
mod cli;
mod corpus;
mod edit;

/// The modules above that run the `hcl` program need the `cli` feature; a
/// build without it fails here rather than passing with them left out.
#[cfg(not(feature = "cli"))]
#[test]
fn program_tests_need_the_cli_feature() {
    panic!(
        "these tests run the `hcl` program: run them with `--features cli` (or `--all-features`)"
    );
}
