//! Test binary `cli` (see tests/README.md for the grouping).
//! The command-line programs as processes: `hcldec` (recorded corpus, flags), the `hcl` tool
//! (conventions, colour, `check`, `eval` with and without `--hcleval`, over folders,
//! the parse-limit flags, `fmt`, `json`), the README example, and inputs written to
//! explode run through `hcl eval` under a memory cap (`adversarial`, data in
//! tests/adversarial/).

#[path = "../common/mod.rs"]
mod common;

#[cfg(feature = "cli")]
mod adversarial;
#[cfg(feature = "cli")]
mod check;
#[cfg(feature = "cli")]
mod eval;
#[cfg(feature = "cli")]
mod eval_many;
#[cfg(feature = "cli")]
mod eval_tool;
mod example_service;
#[cfg(feature = "cli")]
mod fmt_json;
mod hcldec;
mod hcldec_limits;
#[cfg(feature = "cli")]
mod parse_limits;
#[cfg(feature = "cli")]
mod tool;

/// The modules above that run the `hcl` program need the `cli` feature; a
/// build without it fails here rather than passing with them left out.
#[cfg(not(feature = "cli"))]
#[test]
fn program_tests_need_the_cli_feature() {
    panic!(
        "these tests run the `hcl` program: run them with `--features cli` (or `--all-features`)"
    );
}
