//! Test binary `conformance` (see tests/README.md for the grouping).
//! The conformance suites (the project's tree and the upstream HCL spec suite).

#[path = "../common/mod.rs"]
mod common;

mod suites;
