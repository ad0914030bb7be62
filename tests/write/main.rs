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
