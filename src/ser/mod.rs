//! Rust values into HCL text with serde (the reference's `gohcl` encoding).
//!
//! ```
//! use serde::Serialize;
//! use std::collections::BTreeMap;
//!
//! #[derive(Serialize)]
//! struct Config {
//!     name: String,
//!     port: u16,
//!     service: BTreeMap<String, Service>,
//! }
//! #[derive(Serialize)]
//! struct Service {
//!     image: String,
//!     tags: Vec<String>,
//! }
//!
//! let c = Config {
//!     name: "shop".into(),
//!     port: 8080,
//!     service: BTreeMap::from([(
//!         "web".to_string(),
//!         Service { image: "nginx:${tag}".into(), tags: vec!["a".into()] },
//!     )]),
//! };
//! assert_eq!(
//!     hcl2::to_string(&c).unwrap(),
//!     "name = \"shop\"\nport = 8080\n\nservice \"web\" {\n  image = \"nginx:$${tag}\"\n  tags  = [\"a\"]\n}\n"
//! );
//! ```
//!
//! # The mapping
//! A struct or map becomes a body. In a body, a field whose value is a
//! struct, a non-empty sequence of structs, or a non-empty map whose values
//! are structs (or maps of them) becomes blocks — the map keys become
//! labels — and every other field an attribute. A struct's `"label:NAME"`
//! fields (see [`de`](crate::de)) are written as its block's labels. An
//! enum variant holding a struct becomes a block labelled with the variant's
//! name (as `de` reads `backend "s3" { ... }`).
//!
//! Wrap a field's value in [`AsBlock`] or [`AsAttribute`] to force either
//! (`AsAttribute` writes a struct as an object value).
//!
//! An empty sequence in a body (an empty `Vec` of blocks, or of anything
//! else: serde does not tell which) is left out, as gohcl writes no
//! blocks for an empty slice; it decodes back as an empty `Vec`. Wrap it
//! in [`AsAttribute`] to write `name = []`.
//!
//! Values: `None` fields are left out (null inside collections); unit is
//! `null`; strings are quoted with `${` and `%{` escaped as `$${` and
//! `%%{`; floats must be finite; sequences are tuples `[...]` and maps and
//! structs inside values are objects `{ k = v }`; a unit variant is its
//! name as a string, another variant an object of one attribute named after
//! it; a [`de::Expr`](crate::de::Expr) is written as its source text.
//!
//! Output is formatted as `hclfmt` formats: two-space indents, `=` aligned
//! across each run of attributes, a blank line around blocks.

use crate::de::special::EXPR_TOKEN;
use crate::de::Error;
use crate::diagnostic::Diagnostic;
use serde::ser::{self, Serialize};
use std::fmt::Write as _;

const BLOCK_TOKEN: &str = "$hcl2::ser::AsBlock";
const ATTRIBUTE_TOKEN: &str = "$hcl2::ser::AsAttribute";

/// Forces a field's value to be written as blocks (a struct, a sequence of
/// structs, or a map of them).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct AsBlock<T>(pub T);

/// Forces a field's value to be written as an attribute (a struct becomes
/// an object value).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct AsAttribute<T>(pub T);

impl<T: Serialize> Serialize for AsBlock<T> {
    fn serialize<S: ser::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(BLOCK_TOKEN, &self.0)
    }
}

impl<T: Serialize> Serialize for AsAttribute<T> {
    fn serialize<S: ser::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(ATTRIBUTE_TOKEN, &self.0)
    }
}

impl<'de, T: serde::Deserialize<'de>> serde::Deserialize<'de> for AsBlock<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<AsBlock<T>, D::Error> {
        T::deserialize(d).map(AsBlock)
    }
}

impl<'de, T: serde::Deserialize<'de>> serde::Deserialize<'de> for AsAttribute<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<AsAttribute<T>, D::Error> {
        T::deserialize(d).map(AsAttribute)
    }
}

impl Serialize for crate::de::Expr {
    fn serialize<S: ser::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(EXPR_TOKEN, &expr_text(self))
    }
}

/// A value as serde data: null as unit (`None`), booleans, strings;
/// numbers as `i64`, `u64` or `f64` when one holds them exactly, else as
/// their exact decimal text (HCL source text for [`to_string`], a string
/// for other formats: the mapping of [`de::to_json_value`](crate::de::to_json_value));
/// lists, sets and tuples as sequences; maps and objects as maps in key
/// order. Marks are left out; an unknown value is an error.
///
/// ```
/// use hcl2::Value;
/// let v = Value::object([
///     ("name", Value::from("web")),
///     ("ports", Value::from(vec![80i64, 443])),
///     ("ratio", Value::from(0.5)),
/// ]);
/// assert_eq!(
///     serde_json::to_string(&v).unwrap(),
///     r#"{"name":"web","ports":[80,443],"ratio":0.5}"#
/// );
/// assert_eq!(hcl2::to_string(&v).unwrap(), "name  = \"web\"\nports = [80, 443]\nratio = 0.5\n");
/// // beyond f64: the exact text
/// let limits = hcl2::Limits::default();
/// let big: Value = hcl2::parse_expression("12345678901234567890123", "x", &limits).0.value(None).0;
/// let obj = Value::object([("n", big)]);
/// assert_eq!(hcl2::to_string(&obj).unwrap(), "n = 12345678901234567890123\n");
/// assert_eq!(serde_json::to_string(&obj).unwrap(), r#"{"n":"12345678901234567890123"}"#);
/// ```
impl Serialize for crate::value::Value {
    fn serialize<S: ser::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use ser::{Error as _, SerializeMap, SerializeSeq};
        let v = self.unmarked();
        if !v.is_known() {
            return Err(S::Error::custom("an unknown value cannot be serialized"));
        }
        if v.is_null() {
            return s.serialize_none();
        }
        if let Some(b) = v.as_bool() {
            return s.serialize_bool(b);
        }
        if let Some(n) = v.as_number() {
            return match crate::write::json::json_number(n) {
                Some(j) => match (j.as_i64(), j.as_u64(), j.as_f64()) {
                    (Some(i), _, _) => s.serialize_i64(i),
                    (None, Some(u), _) => s.serialize_u64(u),
                    (_, _, Some(f)) => s.serialize_f64(f),
                    _ => s.serialize_f64(n.to_f64()),
                },
                None if n.is_infinite() => s.serialize_f64(n.to_f64()),
                None => s.serialize_newtype_struct(EXPR_TOKEN, &n.to_string()),
            };
        }
        if let Some(st) = v.as_str() {
            return s.serialize_str(st);
        }
        if let Some(attrs) = v.object_attrs() {
            let mut m = s.serialize_map(Some(attrs.len()))?;
            for (k, e) in attrs {
                m.serialize_entry(k.as_str(), e)?;
            }
            return m.end();
        }
        if let Some(entries) = v.map_entries() {
            let mut m = s.serialize_map(Some(entries.len()))?;
            for (k, e) in entries {
                m.serialize_entry(k.as_str(), e)?;
            }
            return m.end();
        }
        if let Some(elems) = v.elements() {
            let mut q = s.serialize_seq(Some(elems.len()))?;
            for e in elems {
                q.serialize_element(e)?;
            }
            return q.end();
        }
        Err(S::Error::custom(format!(
            "a value of type {:?} cannot be serialized",
            v.ty()
        )))
    }
}

/// An expression's source text, or its value (evaluated without a
/// context) written as HCL.
fn expr_text(e: &crate::de::Expr) -> String {
    let expr = e.expression();
    if let Some(n) = expr.as_native() {
        let r = expr.range();
        if let Some(t) = n.source().text().get(r.start.byte..r.end.byte) {
            return t.to_string();
        }
    }
    let (v, _) = expr.value(None);
    let mut out = String::new();
    write_value(&value_node(&v), &mut out);
    out
}

/// A value as a tree node.
fn value_node(v: &crate::value::Value) -> Node {
    use crate::value::Type;
    if !v.is_known() || v.is_null() {
        return Node::Null;
    }
    match v.ty() {
        Type::Bool => Node::Bool(v.as_bool().unwrap_or(false)),
        Type::Number => Node::Raw(v.as_number().map(|n| n.to_go_string()).unwrap_or_default()),
        Type::String => Node::Str(v.as_str().unwrap_or_default().to_string()),
        Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
            Node::Seq(v.element_iter().map(|(_, e)| value_node(e)).collect())
        }
        Type::Map(_) | Type::Object(_) => Node::Map(
            v.element_iter()
                .map(|(k, e)| (k.as_str().unwrap_or_default().to_string(), value_node(e)))
                .collect(),
        ),
        _ => Node::Null,
    }
}

/// Writes `value` as an HCL body (it must serialize as a struct or map).
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let node = value.serialize(NodeSer)?;
    let entries = match node {
        Node::Struct(e) | Node::Map(e) => e,
        Node::Block(inner) | Node::Attr(inner) => match *inner {
            Node::Struct(e) | Node::Map(e) => e,
            _ => return Err(not_a_body()),
        },
        _ => return Err(not_a_body()),
    };
    let mut out = String::new();
    write_body(&entries, 0, &mut out)?;
    Ok(out)
}

/// Writes `value` as an HCL body to `w`.
pub fn to_writer<W: std::io::Write, T: Serialize + ?Sized>(
    mut w: W,
    value: &T,
) -> Result<(), Error> {
    let s = to_string(value)?;
    w.write_all(s.as_bytes())
        .map_err(|e| Error::new(Diagnostic::error("Failed to write", e.to_string())))
}

fn not_a_body() -> Error {
    Error::new(Diagnostic::error(
        "Cannot encode value",
        "Only a struct or a map can be written as an HCL body.",
    ))
}

fn fail(msg: impl Into<String>) -> Error {
    Error::new(Diagnostic::error("Cannot encode value", msg.into()))
}

/// A serialized value, before it is laid out as HCL.
#[derive(Debug)]
enum Node {
    /// `None` (left out of bodies).
    None,
    Null,
    Bool(bool),
    Int(i128),
    UInt(u128),
    Float(f64),
    Str(String),
    /// Text written as it is (an expression's source, a number's text).
    Raw(String),
    Seq(Vec<Node>),
    Map(Vec<(String, Node)>),
    Struct(Vec<(String, Node)>),
    /// An enum variant with content.
    Variant(String, Box<Node>),
    Block(Box<Node>),
    Attr(Box<Node>),
}

/// One block to write: its labels and body entries.
struct BlockOut<'n> {
    labels: Vec<String>,
    entries: Vec<&'n (String, Node)>,
}

/// The blocks a value stands for, or `None` when it is an attribute's
/// value. `forced` accepts any struct-like node.
fn blocks_of<'n>(node: &'n Node, prefix: &[String], out: &mut Vec<BlockOut<'n>>) -> bool {
    match node {
        Node::Struct(fields) => {
            let mut labels = prefix.to_vec();
            let mut entries = Vec::new();
            for f in fields {
                if f.0.starts_with(crate::de::LABEL_PREFIX) {
                    match &f.1 {
                        Node::Str(s) => labels.push(s.clone()),
                        Node::Int(i) => labels.push(i.to_string()),
                        Node::UInt(i) => labels.push(i.to_string()),
                        _ => return false,
                    }
                } else {
                    entries.push(f);
                }
            }
            out.push(BlockOut { labels, entries });
            true
        }
        Node::Block(inner) => blocks_of(inner, prefix, out) || force_body(inner, prefix, out),
        Node::Variant(name, inner) => {
            let mut p = prefix.to_vec();
            p.push(name.clone());
            blocks_of(inner, &p, out)
        }
        Node::Seq(items) if !items.is_empty() => items.iter().all(|i| blocks_of(i, prefix, out)),
        Node::Map(entries) if !entries.is_empty() => entries.iter().all(|(k, v)| {
            let mut p = prefix.to_vec();
            p.push(k.clone());
            blocks_of(v, &p, out)
        }),
        _ => false,
    }
}

/// An empty sequence, or one forced to be blocks.
fn is_empty_seq(node: &Node) -> bool {
    match node {
        Node::Seq(items) => items.is_empty(),
        Node::Block(inner) => is_empty_seq(inner),
        _ => false,
    }
}

/// A forced block whose value is a map of plain values: its body.
fn force_body<'n>(node: &'n Node, prefix: &[String], out: &mut Vec<BlockOut<'n>>) -> bool {
    match node {
        Node::Map(entries) => {
            out.push(BlockOut {
                labels: prefix.to_vec(),
                entries: entries.iter().collect(),
            });
            true
        }
        _ => false,
    }
}

/// A name written bare: ASCII identifiers only (HCL's identifier
/// characters follow a Unicode version; anything else is quoted where it
/// can be, and is an error as an argument or block type name).
fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// Lays out a body: attributes (runs aligned) and blocks.
fn write_body(entries: &[(String, Node)], indent: usize, out: &mut String) -> Result<(), Error> {
    let refs: Vec<&(String, Node)> = entries.iter().collect();
    write_entries(&refs, indent, out)
}

fn write_entries(
    entries: &[&(String, Node)],
    indent: usize,
    out: &mut String,
) -> Result<(), Error> {
    enum Item<'n> {
        Attr(&'n str, String),
        Blocks(&'n str, Vec<BlockOut<'n>>),
    }
    let mut items = Vec::new();
    for (name, node) in entries.iter().map(|e| (&e.0, &e.1)) {
        if matches!(node, Node::None) {
            continue;
        }
        // an empty sequence may be blocks (serde does not say what its
        // elements would have been): no blocks and no attribute, which
        // decodes back as the empty sequence; `AsAttribute` writes `x = []`
        if is_empty_seq(node) {
            continue;
        }
        let mut blocks = Vec::new();
        let forced_attr = matches!(node, Node::Attr(_));
        if !forced_attr && blocks_of(node, &[], &mut blocks) {
            if !is_identifier(name) {
                return Err(fail(format!("{name:?} is not a valid block type name")));
            }
            items.push(Item::Blocks(name, blocks));
            continue;
        }
        if let Node::Block(_) = node {
            return Err(fail(format!(
                "the value of {name:?} cannot be written as a block"
            )));
        }
        if !is_identifier(name) {
            return Err(fail(format!("{name:?} is not a valid argument name")));
        }
        let mut v = String::new();
        write_value(node, &mut v);
        check_value(node)?;
        items.push(Item::Attr(name, v));
    }
    let pad = "  ".repeat(indent);
    let mut i = 0;
    let mut first = true;
    while i < items.len() {
        match &items[i] {
            Item::Attr(..) => {
                let start = i;
                while i < items.len() && matches!(items[i], Item::Attr(..)) {
                    i += 1;
                }
                let width = items[start..i]
                    .iter()
                    .map(|it| match it {
                        Item::Attr(n, _) => n.chars().count(),
                        Item::Blocks(..) => 0,
                    })
                    .max()
                    .unwrap_or(0);
                if !first {
                    out.push('\n');
                }
                for it in &items[start..i] {
                    if let Item::Attr(n, v) = it {
                        let _ = writeln!(out, "{pad}{n:<width$} = {v}");
                    }
                }
            }
            Item::Blocks(name, blocks) => {
                for b in blocks {
                    if !first || !std::ptr::eq(b, &blocks[0]) {
                        out.push('\n');
                    }
                    out.push_str(&pad);
                    out.push_str(name);
                    for l in &b.labels {
                        out.push(' ');
                        write_string(l, out);
                    }
                    if b.entries.iter().all(|e| matches!(e.1, Node::None)) {
                        out.push_str(" {}\n");
                    } else {
                        out.push_str(" {\n");
                        crate::value::deep_if(true, || write_entries(&b.entries, indent + 1, out))?;
                        out.push_str(&pad);
                        out.push_str("}\n");
                    }
                }
                i += 1;
            }
        }
        first = false;
    }
    Ok(())
}

/// Values that cannot be written.
fn check_value(node: &Node) -> Result<(), Error> {
    match node {
        Node::Float(f) if !f.is_finite() => Err(fail(format!(
            "{f} cannot be written: HCL numbers are finite"
        ))),
        Node::Seq(items) => items.iter().try_for_each(check_value),
        Node::Map(e) | Node::Struct(e) => e.iter().try_for_each(|(_, v)| check_value(v)),
        Node::Variant(_, v) | Node::Block(v) | Node::Attr(v) => check_value(v),
        _ => Ok(()),
    }
}

/// A value as an expression on one line.
fn write_value(node: &Node, out: &mut String) {
    match node {
        Node::None | Node::Null => out.push_str("null"),
        Node::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Node::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Node::UInt(u) => {
            let _ = write!(out, "{u}");
        }
        Node::Float(f) => {
            if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e15 {
                let _ = write!(out, "{}", *f as i64);
                if *f == 0.0 && f.is_sign_negative() {
                    out.insert(out.len() - 1, '-');
                }
            } else {
                let _ = write!(out, "{f:?}");
            }
        }
        Node::Str(s) => write_string(s, out),
        Node::Raw(r) => out.push_str(r),
        Node::Seq(items) => {
            out.push('[');
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                crate::value::deep_if(true, || write_value(it, out));
            }
            out.push(']');
        }
        Node::Map(entries) | Node::Struct(entries) => {
            let entries: Vec<_> = entries
                .iter()
                .filter(|(_, v)| !matches!(v, Node::None))
                .collect();
            if entries.is_empty() {
                out.push_str("{}");
                return;
            }
            out.push_str("{ ");
            for (i, (k, v)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if is_identifier(k) {
                    out.push_str(k);
                } else {
                    write_string(k, out);
                }
                out.push_str(" = ");
                crate::value::deep_if(true, || write_value(v, out));
            }
            out.push_str(" }");
        }
        Node::Variant(name, inner) => {
            out.push_str("{ ");
            if is_identifier(name) {
                out.push_str(name);
            } else {
                write_string(name, out);
            }
            out.push_str(" = ");
            write_value(inner, out);
            out.push_str(" }");
        }
        Node::Block(v) | Node::Attr(v) => write_value(v, out),
    }
}

/// A quoted template literal: escapes, and `${` / `%{` doubled so they stay
/// text.
fn write_string(s: &str, out: &mut String) {
    out.push('"');
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '$' | '%' if chars.peek() == Some(&'{') => {
                out.push(c);
                out.push(c);
            }
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Serializes into a [`Node`].
struct NodeSer;

impl ser::Serializer for NodeSer {
    type Ok = Node;
    type Error = Error;
    type SerializeSeq = SeqSer;
    type SerializeTuple = SeqSer;
    type SerializeTupleStruct = SeqSer;
    type SerializeTupleVariant = VariantSeqSer;
    type SerializeMap = MapSer;
    type SerializeStruct = StructSer;
    type SerializeStructVariant = VariantStructSer;

    fn serialize_bool(self, v: bool) -> Result<Node, Error> {
        Ok(Node::Bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Node, Error> {
        Ok(Node::Int(v.into()))
    }
    fn serialize_i16(self, v: i16) -> Result<Node, Error> {
        Ok(Node::Int(v.into()))
    }
    fn serialize_i32(self, v: i32) -> Result<Node, Error> {
        Ok(Node::Int(v.into()))
    }
    fn serialize_i64(self, v: i64) -> Result<Node, Error> {
        Ok(Node::Int(v.into()))
    }
    fn serialize_i128(self, v: i128) -> Result<Node, Error> {
        Ok(Node::Int(v))
    }
    fn serialize_u8(self, v: u8) -> Result<Node, Error> {
        Ok(Node::UInt(v.into()))
    }
    fn serialize_u16(self, v: u16) -> Result<Node, Error> {
        Ok(Node::UInt(v.into()))
    }
    fn serialize_u32(self, v: u32) -> Result<Node, Error> {
        Ok(Node::UInt(v.into()))
    }
    fn serialize_u64(self, v: u64) -> Result<Node, Error> {
        Ok(Node::UInt(v.into()))
    }
    fn serialize_u128(self, v: u128) -> Result<Node, Error> {
        Ok(Node::UInt(v))
    }
    fn serialize_f32(self, v: f32) -> Result<Node, Error> {
        Ok(Node::Float(v.into()))
    }
    fn serialize_f64(self, v: f64) -> Result<Node, Error> {
        Ok(Node::Float(v))
    }
    fn serialize_char(self, v: char) -> Result<Node, Error> {
        Ok(Node::Str(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Node, Error> {
        Ok(Node::Str(v.to_string()))
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<Node, Error> {
        Ok(Node::Seq(
            v.iter().map(|b| Node::UInt((*b).into())).collect(),
        ))
    }
    fn serialize_none(self) -> Result<Node, Error> {
        Ok(Node::None)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<Node, Error> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result<Node, Error> {
        Ok(Node::Null)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Node, Error> {
        Ok(Node::Null)
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Node, Error> {
        Ok(Node::Str(variant.to_string()))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        v: &T,
    ) -> Result<Node, Error> {
        let inner = v.serialize(NodeSer)?;
        Ok(match (name, inner) {
            (EXPR_TOKEN, Node::Str(s)) => Node::Raw(s),
            (BLOCK_TOKEN, n) => Node::Block(Box::new(n)),
            (ATTRIBUTE_TOKEN, n) => Node::Attr(Box::new(n)),
            (_, n) => n,
        })
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        v: &T,
    ) -> Result<Node, Error> {
        Ok(Node::Variant(
            variant.to_string(),
            Box::new(v.serialize(NodeSer)?),
        ))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<SeqSer, Error> {
        Ok(SeqSer(Vec::with_capacity(len.unwrap_or(0))))
    }
    fn serialize_tuple(self, len: usize) -> Result<SeqSer, Error> {
        Ok(SeqSer(Vec::with_capacity(len)))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<SeqSer, Error> {
        Ok(SeqSer(Vec::with_capacity(len)))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantSeqSer, Error> {
        Ok(VariantSeqSer(variant, Vec::with_capacity(len)))
    }
    fn serialize_map(self, len: Option<usize>) -> Result<MapSer, Error> {
        Ok(MapSer(Vec::with_capacity(len.unwrap_or(0)), None))
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<StructSer, Error> {
        Ok(StructSer(Vec::with_capacity(len)))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantStructSer, Error> {
        Ok(VariantStructSer(variant, Vec::with_capacity(len)))
    }
}

struct SeqSer(Vec<Node>);

impl ser::SerializeSeq for SeqSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        let n = crate::value::deep_if(true, || v.serialize(NodeSer))?;
        self.0.push(match n {
            Node::None => Node::Null,
            n => n,
        });
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Seq(self.0))
    }
}

impl ser::SerializeTuple for SeqSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Seq(self.0))
    }
}

impl ser::SerializeTupleStruct for SeqSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Seq(self.0))
    }
}

struct VariantSeqSer(&'static str, Vec<Node>);

impl ser::SerializeTupleVariant for VariantSeqSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        let n = crate::value::deep_if(true, || v.serialize(NodeSer))?;
        self.1.push(match n {
            Node::None => Node::Null,
            n => n,
        });
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Variant(
            self.0.to_string(),
            Box::new(Node::Seq(self.1)),
        ))
    }
}

struct MapSer(Vec<(String, Node)>, Option<String>);

fn key_string(n: Node) -> Result<String, Error> {
    match n {
        Node::Str(s) => Ok(s),
        Node::Int(i) => Ok(i.to_string()),
        Node::UInt(u) => Ok(u.to_string()),
        Node::Bool(b) => Ok(b.to_string()),
        other => Err(fail(format!("a map key must be a string, not {other:?}"))),
    }
}

impl ser::SerializeMap for MapSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), Error> {
        self.1 = Some(key_string(k.serialize(NodeSer)?)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        let k = self.1.take().unwrap_or_default();
        let n = crate::value::deep_if(true, || v.serialize(NodeSer))?;
        self.0.push((k, n));
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Map(self.0))
    }
}

struct StructSer(Vec<(String, Node)>);

impl ser::SerializeStruct for StructSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        let n = crate::value::deep_if(true, || v.serialize(NodeSer))?;
        self.0.push((key.to_string(), n));
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Struct(self.0))
    }
}

struct VariantStructSer(&'static str, Vec<(String, Node)>);

impl ser::SerializeStructVariant for VariantStructSer {
    type Ok = Node;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        let n = crate::value::deep_if(true, || v.serialize(NodeSer))?;
        self.1.push((key.to_string(), n));
        Ok(())
    }
    fn end(self) -> Result<Node, Error> {
        Ok(Node::Variant(
            self.0.to_string(),
            Box::new(Node::Struct(self.1)),
        ))
    }
}
