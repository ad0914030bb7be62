//! HCL's JSON syntax: a JSON document read through the same body and
//! expression interfaces as the native syntax (the reference's `json`
//! package and `json/spec.md`).
//!
//! ```text
//! let (file, diags) = hcl2::json::parse(src, "main.tf.json");
//! let (content, diags) = file.body().content(&schema);
//! ```
//!
//! The parser is hand-written (positions must follow the reference's rules
//! exactly, numbers keep 512-bit precision) and iterative, so no input can
//! exhaust the stack.

pub mod ast;
mod parser;
mod scanner;
mod structure;

pub use structure::{JsonBody, JsonExpr};

pub use ast::{ArrayNode, Node, NodeKind, ObjectAttr, ObjectNode, Span2};

use crate::body::BodyRef;
use crate::diagnostic::{Diagnostic, Diagnostics, Pos};
use std::sync::Arc;

/// A parsed JSON configuration file.
#[derive(Clone, Debug)]
pub struct File {
    /// The root value: always an object or an array (a placeholder empty
    /// object when the input's root was something else).
    pub root: Arc<Node>,
    pub filename: Arc<str>,
}

/// Parses a JSON configuration file.
pub fn parse(src: &str, filename: &str) -> (File, Diagnostics) {
    parse_with_start(src.as_bytes(), filename, Pos::default())
}

/// Parses a JSON configuration file given as bytes (invalid UTF-8 inside
/// strings becomes U+FFFD, as in the reference).
pub fn parse_bytes(src: &[u8], filename: &str) -> (File, Diagnostics) {
    parse_with_start(src, filename, Pos::default())
}

/// Parses a JSON configuration file whose first byte is at `start`.
pub fn parse_with_start(src: &[u8], filename: &str, start: Pos) -> (File, Diagnostics) {
    let file: Arc<str> = Arc::from(filename);
    let (root, mut diags) = parse_document(src, &file, start);
    let root = match root.kind {
        NodeKind::Object(_) | NodeKind::Array(_) => root,
        _ => {
            diags.push(
                Diagnostic::error(
                    "Root value must be object",
                    "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.",
                )
                .with_subject(root.start_span().range(&file)),
            );
            // An empty placeholder, so that reading the body does not
            // repeat the error in more general terms.
            let fake = Span2::new(Pos::default(), Pos::default());
            let zero = Pos {
                line: 0,
                column: 0,
                byte: 0,
            };
            Node::new(
                NodeKind::Object(ObjectNode {
                    attrs: Vec::new(),
                    open: fake,
                    close: Span2::new(zero, zero),
                }),
                fake,
            )
        }
    };
    (
        File {
            root: Arc::new(root),
            filename: file,
        },
        Diagnostics(diags),
    )
}

/// Parses one JSON value and checks nothing follows it.
fn parse_document(src: &[u8], file: &Arc<str>, start: Pos) -> (Node, Vec<Diagnostic>) {
    let mut p = parser::Parser::new(src, file.clone(), start);
    let node = p.parse_value();
    if p.diags.is_empty() {
        let t = p.peek();
        if t.ty != scanner::TokType::Eof {
            p.diags.push(
                Diagnostic::error(
                    "Extraneous data after value",
                    "Extra characters appear after the JSON value.",
                )
                .with_subject(t.span.range(file)),
            );
        }
    }
    (node, p.diags)
}

impl File {
    /// The file's body (the reference's `hcl.File.Body`).
    pub fn body(&self) -> BodyRef {
        Arc::new(self.json_body())
    }
    /// The body as its concrete type.
    pub fn json_body(&self) -> JsonBody {
        JsonBody::new(self.root.clone(), self.filename.clone())
    }
}

/// Parses a standalone JSON expression (any JSON value).
pub fn parse_expression(src: &str, filename: &str) -> (JsonExpr, Diagnostics) {
    parse_expression_with_start(src.as_bytes(), filename, Pos::default())
}

/// Parses a standalone JSON expression given as bytes.
pub fn parse_expression_bytes(src: &[u8], filename: &str) -> (JsonExpr, Diagnostics) {
    parse_expression_with_start(src, filename, Pos::default())
}

/// Parses a standalone JSON expression whose first byte is at `start`.
pub fn parse_expression_with_start(
    src: &[u8],
    filename: &str,
    start: Pos,
) -> (JsonExpr, Diagnostics) {
    let file: Arc<str> = Arc::from(filename);
    let (node, diags) = parse_document(src, &file, start);
    (JsonExpr::new(Arc::new(node), file), Diagnostics(diags))
}
