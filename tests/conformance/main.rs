//! Test binary `conformance` (see tests/README.md for the grouping).
//! The conformance suites (the project's tree and the upstream HCL spec suite), and the
//! crate's conformance to its own design: one-way module layering (`layering`).

#[path = "../common/mod.rs"]
mod common;

// The runner lives with the `hcl-specsuite` binary (it uses only the public
// API); the tests compile the same source.
#[path = "../../src/bin/hcldec/cli.rs"]
#[allow(dead_code)]
mod cli;
#[path = "../../src/bin/hcl-specsuite/suite.rs"]
#[allow(dead_code)]
mod suite;

mod layering;
mod package;
mod suites;
