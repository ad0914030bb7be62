//! hcl2: HCL v2, the HashiCorp Configuration Language, in Rust.
//!
//! Layers, lowest first: [`diagnostic`] (positions, ranges, diagnostics),
//! [`ast`] (the native syntax tree), `lexer` and `parser` (source → AST),
//! `value` (types and values with go-cty semantics), then evaluation, bodies,
//! hcldec specs and the JSON syntax.

pub mod ast;
pub mod body;
pub mod cli;
#[cfg(feature = "serde")]
pub mod de;
pub mod diagnostic;
pub mod eval;
pub mod ext;
pub mod function;
pub mod json;
pub mod lexer;
pub mod loader;
pub mod parser;
#[cfg(feature = "serde")]
pub mod ser;
pub mod spec;
pub mod typeexpr;
pub mod value;

pub use loader::Parser;

#[cfg(feature = "serde")]
pub use de::{from_body, from_slice, from_str, from_str_with, Error};
#[cfg(feature = "serde")]
pub use ser::{to_string, to_writer};
