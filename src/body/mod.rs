//! Bodies and schemas (the reference's `hcl.Body`): the syntax-independent
//! interface hcldec and hosts decode configuration through.
//!
//! A [`Body`] is asked for its content against a [`BodySchema`]:
//! [`Body::content`] reports everything the schema does not name,
//! [`Body::partial_content`] returns the rest as another body,
//! [`Body::just_attributes`] reads a body of attributes only.
//! [`NativeBody`] implements it for the native syntax; the JSON syntax has
//! its own implementation; [`merge_bodies`] combines bodies of several files.

mod merged;
mod native;

pub use merged::{empty_body, merge_bodies, MergedBodies};
#[allow(deprecated)]
pub use native::parse_native_bytes_limited;
pub use native::{parse_native_bytes, parse_native_file, NativeBody};

use crate::diagnostic::{Diagnostics, Range};
use crate::eval::ExprRef;
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::fmt;
use std::sync::Arc;

/// A shared body of any syntax.
pub type BodyRef = Arc<dyn Body>;

/// A body of configuration (go-hcl `hcl.Body`). Object safe; every method
/// returns what it could decode together with the diagnostics.
///
/// ```
/// use hcl2::{BodySchema, EvalContext, Value};
/// let src = r#"
/// name = "web"
/// port = 8080
/// listener "http" { path = "/" }
/// listener "admin" { path = "/admin" }
/// "#;
/// let (body, diags) = hcl2::parse(src, "app.hcl");
/// assert!(diags.is_empty());
/// let schema = BodySchema::new()
///     .attribute("name", true)
///     .attribute("port", false)
///     .block("listener", ["kind"]);
/// let (content, diags) = body.content(&schema);
/// assert!(diags.is_empty());
/// let (port, _) = content.attributes["port"].expr.value(None);
/// assert_eq!(port, Value::from(8080));
/// let kinds: Vec<&str> = content.blocks_of_type("listener").map(|b| b.labels[0].as_str()).collect();
/// assert_eq!(kinds, ["http", "admin"]);
///
/// // Each block's body is decoded with its own schema.
/// let (inner, _) = content.blocks[1].body.content(&BodySchema::new().attribute("path", true));
/// assert_eq!(inner.attributes["path"].expr.value(None).0.as_str(), Some("/admin"));
///
/// // An attribute the schema does not name is an error for `content`...
/// let (_, diags) = body.content(&BodySchema::new().attribute("name", true));
/// assert!(diags.has_errors());
/// assert_eq!(diags.iter().next().unwrap().summary, "Unsupported argument");
/// // ...while `partial_content` leaves it in the remaining body.
/// let (content, rest, diags) = body.partial_content(&BodySchema::new().attribute("name", true));
/// assert!(diags.is_empty());
/// assert_eq!(content.attributes.len(), 1);
/// let (rest_content, _) = rest.content(&BodySchema::new().attribute("port", true).block("listener", ["kind"]));
/// assert_eq!(rest_content.blocks.len(), 2);
/// ```
pub trait Body: Send + Sync + fmt::Debug {
    /// The body's attributes and blocks as `schema` describes them, with
    /// errors for anything the schema does not name.
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics);
    /// Like [`Body::content`], but anything the schema does not name is
    /// left in the returned remaining body instead of being an error.
    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics);
    /// The body read as attributes only (blocks are an error), for bodies
    /// whose attribute names are not known in advance.
    fn just_attributes(&self) -> (Attributes, Diagnostics);
    /// A zero-length range where a missing item would be reported.
    fn missing_item_range(&self) -> Range;
    /// The concrete body behind the trait object, for decoders that walk a
    /// syntax's own structure without a schema (serde's `de`); `None` for
    /// bodies that don't offer it (they are decoded through the methods
    /// above).
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
}

/// What a body is expected to contain (the reference's `hcl.BodySchema`),
/// built with [`BodySchema::attribute`] and [`BodySchema::block`]; see
/// [`Body`] for an example.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BodySchema {
    /// The attributes the body may (or must) define.
    pub attributes: Vec<AttributeSchema>,
    /// The block types the body may contain (any number of each).
    pub blocks: Vec<BlockHeaderSchema>,
}

/// An expected attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeSchema {
    /// The attribute's name.
    pub name: SmolStr,
    /// Whether a body without it gets a "Missing required argument" error.
    pub required: bool,
}

/// An expected block type and the names of its labels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockHeaderSchema {
    /// The block type, e.g. `resource`.
    pub type_name: SmolStr,
    /// The names of the labels a block of this type must have, in order
    /// (used in the messages about a wrong number of labels).
    pub label_names: Vec<SmolStr>,
}

impl BodySchema {
    /// An empty schema: `content` with it accepts only an empty body.
    pub fn new() -> BodySchema {
        BodySchema::default()
    }
    /// Builder: adds an attribute.
    pub fn attribute(mut self, name: impl Into<SmolStr>, required: bool) -> BodySchema {
        self.attributes.push(AttributeSchema {
            name: name.into(),
            required,
        });
        self
    }
    /// Builder: adds a block type.
    pub fn block<L: Into<SmolStr>>(
        mut self,
        type_name: impl Into<SmolStr>,
        label_names: impl IntoIterator<Item = L>,
    ) -> BodySchema {
        self.blocks.push(BlockHeaderSchema {
            type_name: type_name.into(),
            label_names: label_names.into_iter().map(Into::into).collect(),
        });
        self
    }
}

/// An attribute of a body: its name and expression.
#[derive(Clone, Debug)]
pub struct Attribute {
    /// The attribute's name.
    pub name: SmolStr,
    /// Its expression, evaluated with [`crate::eval::Expression::value`].
    pub expr: ExprRef,
    /// The whole definition, name through expression.
    pub range: Range,
    /// The range of the name alone.
    pub name_range: Range,
}

/// Attributes by name (native bodies keep source order).
pub type Attributes = IndexMap<SmolStr, Attribute>;

/// A nested block.
#[derive(Clone, Debug)]
pub struct Block {
    /// The block type, e.g. `resource`.
    pub type_name: SmolStr,
    /// The labels, as many as the schema names (`resource "aws_instance"
    /// "web"`: `["aws_instance", "web"]`).
    pub labels: Vec<SmolStr>,
    /// The block's own body, decoded with another schema.
    pub body: BodyRef,
    /// The block header: from the type name through the last label.
    pub def_range: Range,
    /// The range of the type name.
    pub type_range: Range,
    /// The range of each label, quotes included.
    pub label_ranges: Vec<Range>,
}

/// The content of a body as a schema selected it.
#[derive(Clone, Debug, Default)]
pub struct BodyContent {
    /// The attributes the schema named and the body defines.
    pub attributes: Attributes,
    /// Blocks in source order (across files for merged bodies).
    pub blocks: Vec<Block>,
    /// Where an item missing from the body would be reported: a zero-length
    /// range at the body's end (the closing brace of a block).
    pub missing_item_range: Range,
}

impl BodyContent {
    /// The blocks of type `type_name`, in order.
    pub fn blocks_of_type<'a>(&'a self, type_name: &'a str) -> impl Iterator<Item = &'a Block> {
        self.blocks.iter().filter(move |b| b.type_name == type_name)
    }
}

/// A range formatted as the reference's `hcl.Range.String()`
/// (`file:line,col-col` on one line, `file:line,col-line,col` otherwise).
pub fn range_string(r: &Range) -> String {
    r.to_string()
}

pub use crate::diagnostic::suggest::{levenshtein, name_suggestion};
