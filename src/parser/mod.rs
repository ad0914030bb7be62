//! The parser facade over the LALRPOP-generated parser: source to AST plus diagnostics.
