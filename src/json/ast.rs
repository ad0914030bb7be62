//! The JSON syntax tree: every value and property name with its source
//! positions (computed by the scanner with the reference's JSON rules).

use crate::diagnostic::{Pos, Range};
use crate::value::Number;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// A start and end position without a file name (the file name is kept once
/// per file and attached when a [`Range`] is needed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span2 {
    pub start: Pos,
    pub end: Pos,
}

impl Span2 {
    pub fn new(start: Pos, end: Pos) -> Span2 {
        Span2 { start, end }
    }
    /// From the start of `self` to the end of `other` (the reference's
    /// `hcl.RangeBetween`).
    pub fn between(self, other: Span2) -> Span2 {
        Span2 {
            start: self.start,
            end: other.end,
        }
    }
    /// The smallest span covering both (the reference's `hcl.RangeOver`).
    pub fn over(self, other: Span2) -> Span2 {
        Span2 {
            start: if other.start.byte < self.start.byte {
                other.start
            } else {
                self.start
            },
            end: if other.end.byte > self.end.byte {
                other.end
            } else {
                self.end
            },
        }
    }
    pub fn range(self, filename: &Arc<str>) -> Range {
        Range {
            filename: filename.clone(),
            start: self.start,
            end: self.end,
        }
    }
}

/// A JSON value with its range.
#[derive(Debug)]
pub struct Node {
    pub kind: NodeKind,
    /// The whole value (brace to brace for objects, bracket to bracket for
    /// arrays, quote to quote for strings).
    pub span: Span2,
}

#[derive(Debug)]
pub enum NodeKind {
    Object(ObjectNode),
    Array(ArrayNode),
    /// A string (escapes decoded), with its template parsed on first use.
    String(Arc<str>, TemplateCache),
    Number(Number),
    Bool(bool),
    Null,
    /// A placeholder where the input was too broken to give a value.
    Invalid,
}

/// A string's content parsed as a template, kept after the first parse:
/// evaluating an expression again (or asking for its variables) reuses the
/// parsed and compiled template and its diagnostics.
#[derive(Default)]
pub struct TemplateCache(pub(super) OnceLock<Box<super::structure::Template>>);

impl fmt::Debug for TemplateCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.get().is_some() {
            "TemplateCache(parsed)"
        } else {
            "TemplateCache(empty)"
        })
    }
}

#[derive(Debug)]
pub struct ObjectNode {
    /// Properties in source order (duplicates kept).
    pub attrs: Vec<ObjectAttr>,
    pub open: Span2,
    pub close: Span2,
}

/// One object property.
#[derive(Debug)]
pub struct ObjectAttr {
    /// The property name: always a [`NodeKind::String`] node (so it can
    /// serve as an expression of its own, as object keys do).
    pub name: Arc<Node>,
    pub value: Arc<Node>,
}

impl ObjectAttr {
    pub fn name(&self) -> &str {
        self.name.as_str().unwrap_or("")
    }
    pub fn name_span(&self) -> Span2 {
        self.name.span
    }
    /// From the name through the value (the reference's attribute range).
    pub fn span(&self) -> Span2 {
        self.name.span.between(self.value.span)
    }
}

#[derive(Debug)]
pub struct ArrayNode {
    pub values: Vec<Arc<Node>>,
    pub open: Span2,
}

impl Node {
    pub fn new(kind: NodeKind, span: Span2) -> Node {
        Node { kind, span }
    }
    /// The range used for diagnostics about the start of the value: the
    /// opening brace or bracket of objects and arrays, else the whole value.
    pub fn start_span(&self) -> Span2 {
        match &self.kind {
            NodeKind::Object(o) => o.open,
            NodeKind::Array(a) => a.open,
            _ => self.span,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            NodeKind::String(s, _) => Some(s),
            _ => None,
        }
    }
    pub fn as_object(&self) -> Option<&ObjectNode> {
        match &self.kind {
            NodeKind::Object(o) => Some(o),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&ArrayNode> {
        match &self.kind {
            NodeKind::Array(a) => Some(a),
            _ => None,
        }
    }
    pub fn is_null(&self) -> bool {
        matches!(self.kind, NodeKind::Null)
    }

    fn take_children(&mut self, out: &mut Vec<Arc<Node>>) {
        match &mut self.kind {
            NodeKind::Object(o) => {
                for a in o.attrs.drain(..) {
                    out.push(a.value);
                }
            }
            NodeKind::Array(a) => out.append(&mut a.values),
            _ => {}
        }
    }
}

/// Dropping is iterative, so that arbitrarily deep documents can be freed
/// without exhausting the stack.
impl Drop for Node {
    fn drop(&mut self) {
        let has_children = match &self.kind {
            NodeKind::Object(o) => o.attrs.iter().any(|a| a.value.has_children()),
            NodeKind::Array(a) => a.values.iter().any(|v| v.has_children()),
            _ => false,
        };
        if !has_children {
            return;
        }
        let mut stack = Vec::new();
        self.take_children(&mut stack);
        while let Some(n) = stack.pop() {
            if let Ok(mut node) = Arc::try_unwrap(n) {
                node.take_children(&mut stack);
            }
        }
    }
}

impl Node {
    fn has_children(&self) -> bool {
        match &self.kind {
            NodeKind::Object(o) => !o.attrs.is_empty(),
            NodeKind::Array(a) => !a.values.is_empty(),
            _ => false,
        }
    }
}
