//! Test binary `cli` (see tests/README.md for the grouping).
//! The command-line programs: `hcldec` (recorded corpus, flags), `hcl eval`, the README
//! example.

#[path = "../common/mod.rs"]
mod common;

mod eval;
mod example_service;
mod hcldec;
mod hcldec_limits;
