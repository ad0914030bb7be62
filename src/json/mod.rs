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
/// strings becomes U+FFFD, as in the reference), within a host's parse limits
/// ([`Limits::max_input_bytes`] and [`Limits::max_nesting`]; the other fields are for
/// evaluation): an input that is larger, or that opens more than `max_nesting` objects
/// and arrays at once, is not parsed (its body is empty) and gets an error diagnostic
/// naming the limit. [`Limits::unlimited`] bounds nothing (the parser is iterative).
///
/// [`Limits::max_input_bytes`]: crate::limits::Limits::max_input_bytes
/// [`Limits::max_nesting`]: crate::limits::Limits::max_nesting
/// [`Limits::unlimited`]: crate::limits::Limits::unlimited
pub fn parse_bytes(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> (File, Diagnostics) {
    if let Some(d) = crate::parser::input_too_large(src.len(), filename, limits) {
        return (empty_file(filename), d);
    }
    // (no input of `len` bytes opens more than `len` objects and arrays)
    let too_deep = if limits.max_nesting < src.len() as u64 {
        too_deep(src, limits.max_nesting)
    } else {
        None
    };
    if let Some(at) = too_deep {
        let e = crate::limits::LimitExceeded {
            kind: crate::limits::LimitKind::Nesting,
            limit: limits.max_nesting,
        };
        let mut d = Diagnostics::new();
        d.push(
            Diagnostic::error(
                "Nesting too deep",
                format!("This document nests objects and arrays too deeply: {e}."),
            )
            .with_kind(crate::diagnostic::DiagnosticKind::LimitExceeded)
            .with_subject(Span2::new(at, at).range(&Arc::from(filename))),
        );
        return (empty_file(filename), d);
    }
    parse_with_start(src, filename, Pos::default())
}

/// Where `src` opens its `max + 1`th nested object or array (brackets inside strings
/// do not count), if it does.
fn too_deep(src: &[u8], max: u64) -> Option<Pos> {
    let (mut depth, mut in_str, mut esc) = (0u64, false, false);
    for (i, &c) in src.iter().enumerate() {
        if in_str {
            match c {
                _ if esc => esc = false,
                b'\\' => esc = true,
                b'"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            b'"' => in_str = true,
            b'{' | b'[' => {
                depth += 1;
                if depth > max {
                    let line_start = src[..i]
                        .iter()
                        .rposition(|&b| b == b'\n')
                        .map_or(0, |n| n + 1);
                    let line = 1 + src[..i].iter().filter(|&&b| b == b'\n').count();
                    let column = 1 + String::from_utf8_lossy(&src[line_start..i]).chars().count();
                    return Some(Pos {
                        line,
                        column,
                        byte: i,
                    });
                }
            }
            b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// A file whose root is an empty object (for input that was not parsed).
fn empty_file(filename: &str) -> File {
    let zero = Span2::new(Pos::default(), Pos::default());
    File {
        root: Arc::new(Node::new(
            NodeKind::Object(ObjectNode {
                attrs: Vec::new(),
                open: zero,
                close: zero,
            }),
            zero,
        )),
        filename: Arc::from(filename),
    }
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

#[cfg(test)]
mod limit_tests {
    use super::*;
    use crate::limits::Limits;

    fn nesting(n: u64) -> Limits {
        Limits {
            max_nesting: n,
            ..Limits::default()
        }
    }

    #[test]
    fn nesting_counts_open_brackets_outside_strings() {
        let src = b"{\"a\": [{\"b\": \"[[[[{{{{\\\"[[\"}]}\n";
        assert!(!parse_bytes(src, "a.json", &nesting(3)).1.has_errors());
        let (file, d) = parse_bytes(src, "a.json", &nesting(2));
        assert_eq!(d.len(), 1);
        assert_eq!(d.0[0].summary, "Nesting too deep");
        assert!(
            d.0[0].detail.contains("(limit max_nesting)"),
            "{}",
            d.0[0].detail
        );
        let r = d.0[0].subject.as_ref().expect("range");
        assert_eq!((r.start.line, r.start.column, r.start.byte), (1, 8, 7));
        assert!(file.body().just_attributes().0.is_empty());
        // a limit of at least the input's length is never reached
        assert!(!parse_bytes(b"[[]]", "a.json", &nesting(4)).1.has_errors());
        assert!(!parse_bytes(b"[[]]", "a.json", &nesting(2)).1.has_errors());
        let (_, d) = parse_bytes(b"[[]]", "a.json", &nesting(1));
        assert_eq!(d.0[0].summary, "Nesting too deep");
    }

    #[test]
    fn input_size_is_checked_before_parsing() {
        let limits = Limits {
            max_input_bytes: 4,
            ..Limits::default()
        };
        let (_, d) = parse_bytes(b"{\"a\": 1}", "a.json", &limits);
        assert!(
            d.0[0].detail.contains("(limit max_input_bytes)"),
            "{}",
            d.0[0].detail
        );
        let (_, d) = parse_bytes(b"{}", "a.json", &limits);
        assert!(d.is_empty());
    }
}
