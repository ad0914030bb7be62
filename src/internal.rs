//! The syntax machinery under the public API: the native syntax tree, its
//! lexer and parser, and the JSON syntax's tree.
//!
//! The modules themselves (`ast`, `json`, `lexer`, `parser`) are ordinary
//! crate-private modules of the crate root; this plain module re-exports
//! their public items so that the crate's own tests, benchmarks, fuzz targets
//! and bindings can reach them: it is not part of the API, has no stability
//! promise and is hidden from the documentation. Programs use the crate root
//! and the `body`, `eval` and `write` modules instead.
//!
//! Builds with `--cfg fuzzing` (the fuzz targets') also have
//! `parser::hooks`, questions about the parser's own paths that the fuzz
//! target `fmt_roundtrip` asks; no other build has them.

/// The native syntax tree (`crate::ast`'s public items).
pub mod ast {
    pub use crate::ast::*;
}

/// The JSON syntax (`crate::json`'s public items).
pub mod json {
    pub use crate::json::*;
}

/// The native syntax's lexer (`crate::lexer`'s public items).
pub mod lexer {
    pub use crate::lexer::*;
}

/// The native syntax's parsers (`crate::parser`'s public items).
pub mod parser {
    pub use crate::parser::*;
}

/// A native-syntax expression from a node of the syntax tree and the file it
/// was parsed from (programs get expressions from [`crate::parse_expression`]
/// or a body's attributes instead).
pub fn native_expr(
    expr: ast::Expr,
    src: std::sync::Arc<crate::diagnostic::SourceFile>,
) -> crate::eval::NativeExpr {
    crate::eval::NativeExpr::new(expr, src)
}
