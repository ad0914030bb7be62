//! Test binary `lexer` (see tests/README.md for the grouping).
//! The lexer: golden token streams, identifier characters against the reference scanner,
//! compound tokens.

#[path = "../common/mod.rs"]
mod common;

mod compound_tokens;
mod golden;
mod idchars;
