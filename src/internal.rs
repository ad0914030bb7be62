//! The syntax machinery under the public API: the native syntax tree, its
//! lexer and parser, and the JSON syntax's tree.
//!
//! Public only so that the crate's own tests, benchmarks and fuzz targets
//! can reach it: it is not part of the API, has no stability promise and is
//! hidden from the documentation. Programs use the crate root and the
//! `body`, `eval` and `write` modules instead.

#[path = "ast/mod.rs"]
pub mod ast;
#[path = "json/mod.rs"]
pub mod json;
#[path = "lexer/mod.rs"]
pub mod lexer;
#[path = "parser/mod.rs"]
pub mod parser;

/// A native-syntax expression from a node of the syntax tree and the file it
/// was parsed from (programs get expressions from [`crate::parse_expression`]
/// or a body's attributes instead).
pub fn native_expr(
    expr: ast::Expr,
    src: std::sync::Arc<crate::diagnostic::SourceFile>,
) -> crate::eval::NativeExpr {
    crate::eval::NativeExpr::new(expr, src)
}
