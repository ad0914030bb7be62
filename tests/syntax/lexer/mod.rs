//! Module `lexer` of the test binary `syntax`: the lexer: golden token streams, identifier characters against the reference scanner,
//! compound tokens.

mod compound_tokens;
mod golden;
mod idchars;
