//! hcl2: HCL v2, the HashiCorp Configuration Language, in Rust.
//!
//! Layers, lowest first: [`diagnostic`] (positions, ranges, diagnostics),
//! [`ast`] (the native syntax tree), `lexer` and `parser` (source → AST),
//! `value` (types and values with go-cty semantics), then evaluation, bodies,
//! hcldec specs and the JSON syntax.
//!
//! `unsafe` code is denied everywhere but in [`ast::arena`], the AST's
//! allocator (checked under AddressSanitizer and valgrind by
//! `.ci/sanitize`).

#![deny(unsafe_code)]

pub mod ast;
pub mod body;
#[cfg(feature = "serde")]
pub mod de;
pub(crate) mod depth;
pub mod diagnostic;
pub mod eval;
pub mod ext;
pub mod function;
pub(crate) mod gocompat;
pub mod json;
pub mod lexer;
pub mod limits;
pub mod loader;
pub mod parser;
#[cfg(feature = "serde")]
pub mod ser;
pub mod spec;
pub mod typeexpr;
pub mod value;
pub mod write;

pub use loader::Parser;

/// Format a configuration file as the reference `hclfmt` does; a file with
/// syntax errors is refused (its diagnostics are returned).
///
/// ```
/// let out = hcl2::format("a=1\nbee = \"x\"\n").unwrap();
/// assert_eq!(out, "a   = 1\nbee = \"x\"\n");
/// ```
pub fn format(src: &str) -> Result<String, diagnostic::Diagnostics> {
    write::format_source(src, "<input>")
}

#[cfg(feature = "serde")]
pub use de::{from_body, from_slice, from_str, from_str_with, Error};
#[cfg(feature = "serde")]
pub use ser::{to_string, to_writer};
