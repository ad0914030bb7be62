//! Module `write` of the test binary `syntax`: the lossless layer, the formatter and `hcl fmt` /
//! `hcl json`.
//! - `corpus`: formatting byte-identical to the reference hclfmt over
//!   tests/corpus/fmt, idempotence, lossless round trips;
//! - `cli`: `hcl fmt` and `hcl json` as processes;
//! - `conv_check`: `to_json` over real files against the reference hcldec's decoding;
//! - `edit`: golden tests of the tree's edits;
//! - `from_json`: JSON syntax → native syntax (`write::json_to_hcl`);
//! - `json_unicode`: `to_json` on arbitrary Unicode and heredocs (property tests).

#[cfg(feature = "cli")]
mod cli;
mod conv_check;
mod corpus;
mod edit;
mod from_json;
mod json_unicode;

/// The modules above that run the `hcl` program need the `cli` feature; a
/// build without it fails here rather than passing with them left out.
#[cfg(not(feature = "cli"))]
#[test]
fn program_tests_need_the_cli_feature() {
    panic!(
        "these tests run the `hcl` program: run them with `--features cli` (or `--all-features`)"
    );
}
