//! Bodies and schemas (the reference's `hcl.Body`): the syntax-independent
//! interface hcldec and hosts decode configuration through.
//!
//! A [`Body`] is asked for its content against a [`BodySchema`]:
//! [`Body::content`] reports everything the schema does not name,
//! [`Body::partial_content`] returns the rest as another body,
//! [`Body::just_attributes`] reads a body of attributes only;
//! [`Body::items_in_order`] lists a body's items without a schema, leaving
//! the items the syntax cannot classify by itself (JSON properties:
//! attribute or blocks?) to the reader ([`Undecided`]).
//! [`NativeBody`] implements it for the native syntax; the JSON syntax has
//! its own implementation; [`merge_bodies`] combines bodies of several files.

mod merged;
mod native;

pub use merged::{empty_body, merge_bodies, MergedBodies};
#[allow(deprecated)]
pub use native::parse_native_bytes_limited;
pub use native::{parse_native_bytes, parse_native_file, NativeBody};

use crate::diagnostic::{Diagnostic, Diagnostics, Range};
use crate::eval::ExprRef;
use crate::value::go_quote;
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
    /// Every item of the body in source order, without a schema, for
    /// readers that learn the names from the source (serde's `de`): each
    /// attribute, each block with all the labels it was written with, and
    /// each item the syntax writes alike for an attribute and for blocks
    /// ([`BodyItem::Undecided`], a JSON property), left for the reader to
    /// take as one or the other. Items an earlier
    /// [`Body::partial_content`] took are left out; merged bodies list
    /// their bodies' items body after body. The diagnostics are the
    /// syntax's errors about the body's own shape (a JSON body that is
    /// not an object).
    ///
    /// The default lists the attributes of [`Body::just_attributes`] (with
    /// its diagnostics), for bodies that cannot tell their blocks without
    /// a schema; every body of this crate lists its blocks.
    ///
    /// ```
    /// use hcl2::body::BodyItem;
    /// use hcl2::Expression;
    /// let (body, _) = hcl2::parse("a = 1\nsvc \"web\" {}\nb = 2\n", "main.hcl");
    /// let (items, diags) = body.items_in_order();
    /// assert!(diags.is_empty());
    /// let names: Vec<&str> = items.iter().map(|i| i.name().as_str()).collect();
    /// assert_eq!(names, ["a", "svc", "b"]);
    /// assert!(matches!(&items[1], BodyItem::Block(b) if b.labels == ["web"]));
    ///
    /// // In the JSON syntax the reader decides: an attribute holding an
    /// // object, or `svc` blocks labelled `web`.
    /// let (body, _) = hcl2::parse_json(r#"{"svc": {"web": {}}}"#, "main.json");
    /// let (items, _) = body.items_in_order();
    /// let BodyItem::Undecided(svc) = &items[0] else { panic!() };
    /// let (blocks, diags) = svc.value.blocks(&svc.name, &svc.name_range, &["name".into()]);
    /// assert!(diags.is_empty());
    /// assert_eq!(blocks[0].labels, ["web"]);
    /// let (v, _) = svc.value.expr().value(None);
    /// assert!(v.ty().is_object());
    /// ```
    fn items_in_order(&self) -> (Vec<BodyItem>, Diagnostics) {
        let (attrs, diags) = self.just_attributes();
        (
            attrs.into_values().map(BodyItem::Attribute).collect(),
            diags,
        )
    }
}

/// One item of a body, as [`Body::items_in_order`] lists them.
#[derive(Clone, Debug)]
pub enum BodyItem {
    /// An attribute: `name = expr`.
    Attribute(Attribute),
    /// A block, with every label it was written with.
    Block(Block),
    /// An item the syntax writes alike for an attribute and for blocks (a
    /// property of HCL's JSON syntax): its value is read as an
    /// expression or as blocks, as the reader decides.
    Undecided(UndecidedItem),
}

impl BodyItem {
    /// The attribute's name, the block's type, the property's name.
    pub fn name(&self) -> &SmolStr {
        match self {
            BodyItem::Attribute(a) => &a.name,
            BodyItem::Block(b) => &b.type_name,
            BodyItem::Undecided(u) => &u.name,
        }
    }

    /// The range of [`BodyItem::name`].
    pub fn name_range(&self) -> &Range {
        match self {
            BodyItem::Attribute(a) => &a.name_range,
            BodyItem::Block(b) => &b.type_range,
            BodyItem::Undecided(u) => &u.name_range,
        }
    }

    /// The definition: the attribute from name through expression, the
    /// block's header, the property from name through value.
    pub fn range(&self) -> &Range {
        match self {
            BodyItem::Attribute(a) => &a.range,
            BodyItem::Block(b) => &b.def_range,
            BodyItem::Undecided(u) => &u.range,
        }
    }

    /// The error for this item where nothing takes it, at its name:
    /// "Unsupported argument", "Unsupported block type", or the syntax's
    /// own for an undecided item ([`Undecided::unsupported`]), as a body
    /// schema that does not name it reports it. `suggestion` ends the
    /// detail (` Did you mean "x"?`, or empty).
    pub fn unsupported(&self, suggestion: &str) -> Diagnostic {
        match self {
            BodyItem::Attribute(a) => Diagnostic::error(
                "Unsupported argument",
                format!(
                    "An argument named {} is not expected here.{suggestion}",
                    go_quote(&a.name)
                ),
            )
            .with_subject(a.name_range.clone()),
            BodyItem::Block(b) => Diagnostic::error(
                "Unsupported block type",
                format!(
                    "Blocks of type {} are not expected here.{suggestion}",
                    go_quote(&b.type_name)
                ),
            )
            .with_subject(b.type_range.clone()),
            BodyItem::Undecided(u) => u.value.unsupported(&u.name, &u.name_range, suggestion),
        }
    }
}

/// A named item whose kind the syntax leaves open: a property of HCL's
/// JSON syntax, at the top of a body or inside a value.
#[derive(Clone, Debug)]
pub struct UndecidedItem {
    /// The property's name.
    pub name: SmolStr,
    /// The range of the name, quotes included.
    pub name_range: Range,
    /// From the name through the value.
    pub range: Range,
    /// Whether the syntax makes it a comment (the JSON syntax's `"//"`):
    /// [`Body::items_in_order`] leaves such items out, and a reader of an
    /// object value's entries skips them, but as a level of block labels
    /// it is a label like any other (as the reference decodes it).
    pub comment: bool,
    /// The value.
    pub value: UndecidedRef,
}

/// A shared [`Undecided`] value.
pub type UndecidedRef = Arc<dyn Undecided>;

/// A value written alike whether it stands for an attribute's expression
/// or for blocks, so that its syntax cannot tell which without a schema
/// (HCL's JSON syntax: `"svc": {"web": {}}` is an attribute holding an
/// object, or one `svc` block labelled `web`, or one without labels).
/// A reader that knows what it expects asks for it ([`Undecided::expr`],
/// [`Undecided::body`], [`Undecided::blocks`]); one that decides level by
/// level walks the value's structure ([`Undecided::shape`],
/// [`Undecided::elements`], [`Undecided::properties`]).
pub trait Undecided: Send + Sync + fmt::Debug {
    /// The whole value.
    fn range(&self) -> Range;
    /// Where a diagnostic about the value as a whole points: its opening
    /// brace or bracket, or the whole of any other value.
    fn start_range(&self) -> Range;
    /// What the value is made of.
    fn shape(&self) -> Shape;
    /// A list's elements, in order (none for other shapes).
    fn elements(&self) -> Vec<UndecidedRef>;
    /// An object's properties, in order, repeated names and comments
    /// included (none for other shapes).
    fn properties(&self) -> Vec<UndecidedItem>;
    /// The value as an expression (an attribute's).
    fn expr(&self) -> ExprRef;
    /// The value as one block's body.
    fn body(&self) -> BodyRef;
    /// The value as blocks of type `type_name` (whose name is at
    /// `type_range`), as [`Body::content`] reads a property its schema
    /// names as a block type with `label_names`: one label taken from each
    /// level of nested objects, then one block for an object, one for each
    /// element of a list, none for null; with the syntax's errors for a
    /// value that does not have that structure.
    fn blocks(
        &self,
        type_name: &SmolStr,
        type_range: &Range,
        label_names: &[SmolStr],
    ) -> (Vec<Block>, Diagnostics);
    /// The syntax's error for an item `name` (at `name_range`) with this
    /// value that nothing takes (see [`BodyItem::unsupported`]).
    fn unsupported(&self, name: &str, name_range: &Range, suggestion: &str) -> Diagnostic;
}

/// What an [`Undecided`] value is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Null: no blocks, or a null value.
    Null,
    /// A value with no structure (a string, number or bool): only ever an
    /// expression.
    Scalar,
    /// A list of this many elements: blocks one by one, or a list value.
    List(usize),
    /// An object with this many properties: one block's body, a level of
    /// labels, or an object value.
    Object(usize),
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
