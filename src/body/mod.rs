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

/// What a body is expected to contain.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BodySchema {
    pub attributes: Vec<AttributeSchema>,
    pub blocks: Vec<BlockHeaderSchema>,
}

/// An expected attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttributeSchema {
    pub name: SmolStr,
    pub required: bool,
}

/// An expected block type and the names of its labels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockHeaderSchema {
    pub type_name: SmolStr,
    pub label_names: Vec<SmolStr>,
}

impl BodySchema {
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
    pub name: SmolStr,
    pub expr: ExprRef,
    /// The whole definition, name through expression.
    pub range: Range,
    pub name_range: Range,
}

/// Attributes by name (native bodies keep source order).
pub type Attributes = IndexMap<SmolStr, Attribute>;

/// A nested block.
#[derive(Clone, Debug)]
pub struct Block {
    pub type_name: SmolStr,
    pub labels: Vec<SmolStr>,
    pub body: BodyRef,
    /// The block header: from the type name through the last label.
    pub def_range: Range,
    pub type_range: Range,
    pub label_ranges: Vec<Range>,
}

/// The content of a body as a schema selected it.
#[derive(Clone, Debug, Default)]
pub struct BodyContent {
    pub attributes: Attributes,
    /// Blocks in source order (across files for merged bodies).
    pub blocks: Vec<Block>,
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
