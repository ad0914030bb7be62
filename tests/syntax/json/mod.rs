//! Module `json` of the test binary `syntax`: the JSON syntax: the JSON corpus (decode, var-refs, parse diagnostics), template errors and
//! single parsing of JSON templates, grapheme-cluster columns, robustness.

mod cluster_columns;
mod corpus;
mod parse_corpus;
mod robust;
mod template_errors;
mod template_once;

// `hcldec --var-refs` output, from the binary's own source (public API only).
#[path = "../../../src/bin/hcldec/cli.rs"]
#[allow(dead_code)]
mod hcldec_cli;
