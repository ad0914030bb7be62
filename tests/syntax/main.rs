//! Test binary `syntax` (see tests/README.md for the grouping).
//! The syntaxes and writing: the lexer's golden token streams, the native-syntax parser and its
//! diagnostics against the reference, the JSON syntax, and the lossless layer, the formatter
//! and HCL <-> JSON conversion.

#[path = "../common/mod.rs"]
mod common;

mod json;
mod lexer;
mod parser;
mod write;
