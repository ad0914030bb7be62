//! Test binary `write`: the lossless layer, the formatter and `hcl fmt` /
//! `hcl json`.
//! - `corpus`: formatting byte-identical to the reference hclfmt over
//!   tests/corpus/fmt, idempotence, lossless round trips;
//! - `cli`: `hcl fmt` and `hcl json` as processes;
//! - `conv_check`: `to_json` over real files against the reference hcldec's decoding;
//! - `edit`: golden tests of the tree's edits;
//! - `from_json`: JSON syntax → native syntax (`write::json_to_hcl`).

mod cli;
mod conv_check;
mod corpus;
mod edit;
mod from_json;
