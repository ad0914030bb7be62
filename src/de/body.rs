//! Bodies into Rust types: a struct's fields take the body's attributes and
//! blocks by name, discovered from the source (so serde's `alias` and
//! `deny_unknown_fields` see every item); what a field's type asks for
//! decides how its attribute or blocks are read.

use super::special::{hand_over, Handoff, BODY_TOKEN, EXPR_TOKEN, SPANNED_TOKEN};
use super::value::{Loc, ValueDe};
use super::{Error, KeyDe, Session, Signal, ZeroDe, LABEL_PREFIX, REMAIN};
use crate::body::{Attribute, Block, Body, BodyRef, BodySchema, MergedBodies, NativeBody};
use crate::diagnostic::{Diagnostic, Range};
use crate::eval::{ExprRef, Expression};
use crate::json::ast::{Node, NodeKind};
use crate::json::{JsonBody, JsonExpr};
use crate::value::{go_quote, Value};
use crate::write::json::{block_layout, BlockLayout};
use indexmap::IndexMap;
use serde::de::{self, DeserializeSeed, Visitor};
use smol_str::SmolStr;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;

/// One definition of a name in a body.
pub(crate) enum Part {
    Attr(Attribute),
    Block(Block),
    /// A JSON property: attribute or block, as the target type decides.
    Json {
        name: Arc<Node>,
        value: Arc<Node>,
        file: Arc<str>,
    },
}

impl Part {
    /// The whole definition.
    fn range(&self) -> Range {
        match self {
            Part::Attr(a) => a.range.clone(),
            Part::Block(b) => b.def_range.clone(),
            Part::Json { name, value, file } => name.span.between(value.span).range(file),
        }
    }
    /// Its name.
    fn name_range(&self) -> Range {
        match self {
            Part::Attr(a) => a.name_range.clone(),
            Part::Block(b) => b.type_range.clone(),
            Part::Json { name, file, .. } => name.span.range(file),
        }
    }
}

/// Every definition of one name, in source order.
pub(crate) type Groups = IndexMap<SmolStr, Vec<Part>>;

/// The body's attributes and blocks grouped by name, in source order
/// (merged bodies: file after file).
pub(crate) fn groups(sess: &Session, body: &dyn Body, out: &mut Groups) {
    let any = body.as_any();
    if let Some(nb) = any.and_then(|a| a.downcast_ref::<NativeBody>()) {
        let (attrs, blocks) = nb.items();
        let mut attrs = attrs.into_iter().peekable();
        let mut blocks = blocks.into_iter().peekable();
        loop {
            let take_attr = match (attrs.peek(), blocks.peek()) {
                (None, None) => break,
                (Some(a), Some(b)) => a.range.start.byte < b.def_range.start.byte,
                (a, _) => a.is_some(),
            };
            if take_attr {
                let a = attrs.next().expect("peeked");
                out.entry(a.name.clone()).or_default().push(Part::Attr(a));
            } else {
                let b = blocks.next().expect("peeked");
                out.entry(b.type_name.clone())
                    .or_default()
                    .push(Part::Block(b));
            }
        }
    } else if let Some(jb) = any.and_then(|a| a.downcast_ref::<JsonBody>()) {
        json_groups(sess, jb, jb.node(), out);
    } else if let Some(mb) = any.and_then(|a| a.downcast_ref::<MergedBodies>()) {
        for b in &mb.0 {
            groups(sess, &**b, out);
        }
    } else {
        let (attrs, diags) = body.just_attributes();
        sess.pass_extend(diags);
        for (name, a) in attrs {
            out.entry(name).or_default().push(Part::Attr(a));
        }
    }
}

fn json_groups(sess: &Session, jb: &JsonBody, node: &Arc<Node>, out: &mut Groups) {
    match &node.kind {
        NodeKind::Object(o) => {
            for p in &o.attrs {
                let name = p.name();
                if name == "//" || jb.is_hidden(name) {
                    continue;
                }
                out.entry(SmolStr::new(name)).or_default().push(Part::Json {
                    name: p.name.clone(),
                    value: p.value.clone(),
                    file: jb.file().clone(),
                });
            }
        }
        NodeKind::Array(a) => {
            for v in &a.values {
                json_groups(sess, jb, v, out);
            }
        }
        _ => sess.pass_error(
            Diagnostic::error(
                "Incorrect JSON value type",
                "A JSON object is required here, setting the arguments for this block.",
            )
            .with_subject(node.start_span().range(jb.file())),
        ),
    }
}

/// A body held by reference or shared (a shared one can be handed to a
/// [`Body`](super::Body) field).
#[derive(Clone)]
pub(crate) enum Held<'a> {
    Ref(&'a dyn Body),
    Shared(BodyRef),
}

impl Held<'_> {
    fn get(&self) -> &dyn Body {
        match self {
            Held::Ref(b) => *b,
            Held::Shared(b) => &**b,
        }
    }
}

/// The block a body belongs to, for label checks: its labels not yet
/// taken by map keys.
pub(crate) struct Header<'a> {
    block: &'a Block,
    depth: usize,
}

pub(crate) struct BodyDe<'a, 'c> {
    pub sess: &'a Session<'c>,
    pub body: Held<'a>,
    pub header: Option<Header<'a>>,
}

impl<'a, 'c> BodyDe<'a, 'c> {
    pub fn new(sess: &'a Session<'c>, body: Held<'a>) -> BodyDe<'a, 'c> {
        BodyDe {
            sess,
            body,
            header: None,
        }
    }

    fn not_a_body(&self, what: &str) -> ZeroDe<'a, 'c> {
        self.sess.pass_error(
            Diagnostic::error(
                "Unsuitable body",
                format!("A body of attributes and blocks cannot be decoded into {what}."),
            )
            .with_subject(self.body.get().missing_item_range()),
        );
        ZeroDe::silent(self.sess)
    }

    /// The labels the struct's label fields take, checked against the
    /// fields: `(field, label)`, the label `None` when the block has too
    /// few (reported).
    fn labels(&self, fields: &'static [&'static str]) -> Vec<Key<'a>> {
        let label_fields: Vec<&'static str> = fields
            .iter()
            .copied()
            .filter(|f| f.starts_with(LABEL_PREFIX))
            .collect();
        let (labels, ranges, ty): (&[SmolStr], &[Range], &str) = match &self.header {
            Some(h) => (
                h.block.labels.get(h.depth..).unwrap_or(&[]),
                h.block.label_ranges.get(h.depth..).unwrap_or(&[]),
                &h.block.type_name,
            ),
            None => (&[], &[], ""),
        };
        let names: Vec<&str> = label_fields.iter().map(|f| label_name(f)).collect();
        if labels.len() > label_fields.len() {
            let want = label_fields.len();
            let detail = if want == 0 {
                format!("No labels are expected for {ty} blocks.")
            } else {
                format!(
                    "Only {want} labels ({}) are expected for {ty} blocks.",
                    names.join(", ")
                )
            };
            let mut d = Diagnostic::error(format!("Extraneous label for {ty}"), detail)
                .with_subject(ranges[want].clone());
            if let Some(h) = &self.header {
                d = d.with_context(h.block.def_range.clone());
            }
            self.sess.pass_error(d);
        } else if labels.len() < label_fields.len() && self.header.is_some() {
            let want = label_fields.len();
            self.sess.pass_error(
                Diagnostic::error(
                    format!("Missing {} for {ty}", names[labels.len()]),
                    format!(
                        "All {ty} blocks must have {want} labels ({}).",
                        names.join(", ")
                    ),
                )
                .with_subject(open_brace(self.body.get().missing_item_range())),
            );
        }
        label_fields
            .iter()
            .enumerate()
            .map(|(i, f)| Key::Label(f, labels.get(i).zip(ranges.get(i))))
            .collect()
    }
}

/// A block's opening brace: one character from where its body starts.
fn open_brace(mut r: Range) -> Range {
    r.end.byte = r.start.byte + 1;
    r.end.column = r.start.column + 1;
    r.end.line = r.start.line;
    r
}

fn label_name(field: &str) -> &str {
    match &field[LABEL_PREFIX.len()..] {
        "" => "label",
        n => n,
    }
}

/// What a struct's map access feeds next.
enum Key<'a> {
    Label(&'static str, Option<(&'a SmolStr, &'a Range)>),
    Group(usize),
    Remain(BodyRef),
    Absent(&'static str),
}

impl<'de> de::Deserializer<'de> for BodyDe<'_, '_> {
    type Error = Error;

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let sess = self.sess;
        let mut groups = Groups::new();
        super::groups_of(sess, self.body.get(), &mut groups);
        let mut keys = self.labels(fields);
        let remain = fields.contains(&REMAIN);
        let mut schema = BodySchema::new();
        for (i, (name, parts)) in groups.iter().enumerate() {
            let known = fields.contains(&name.as_str());
            if remain && !known {
                continue;
            }
            if remain {
                schema = match &parts[0] {
                    Part::Block(b) => schema.block(name.clone(), b.labels.clone()),
                    _ => schema.attribute(name.clone(), false),
                };
            }
            keys.push(Key::Group(i));
        }
        if remain {
            let (_, rest, _) = self.body.get().partial_content(&schema);
            keys.push(Key::Remain(rest));
        }
        for f in fields {
            if !f.starts_with(LABEL_PREFIX)
                && *f != REMAIN
                && !groups.contains_key(*f)
                && sess.is_required(fields, f)
            {
                keys.push(Key::Absent(f));
            }
        }
        let access = StructAccess {
            sess,
            body: self.body.get(),
            groups: &groups,
            keys: keys.into_iter(),
            current: None,
            fields,
            is_struct: true,
        };
        match visitor.visit_map(access) {
            Ok(v) => Ok(v),
            Err(e) => match e.signal {
                Signal::MissingField(f) => {
                    sess.require(fields, f);
                    Err(Error::signal(Signal::Retry))
                }
                _ => Err(e),
            },
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let mut groups = Groups::new();
        super::groups_of(self.sess, self.body.get(), &mut groups);
        let keys = (0..groups.len()).map(Key::Group).collect::<Vec<_>>();
        let r = visitor.visit_map(StructAccess {
            sess: self.sess,
            body: self.body.get(),
            groups: &groups,
            keys: keys.into_iter(),
            current: None,
            fields: &[],
            is_struct: false,
        });
        // an error of the whole map (a struct with a flattened field is
        // read as one): at the block's header, or the body's end
        r.map_err(|e| {
            let at = match &self.header {
                Some(h) => h.block.def_range.clone(),
                None => self.body.get().missing_item_range(),
            };
            self.sess.placed(e, &at)
        })
    }

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_some(self)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match name {
            BODY_TOKEN => match &self.body {
                Held::Shared(b) => {
                    hand_over(Handoff::Body(b.clone()));
                    visitor.visit_unit()
                }
                Held::Ref(b) => {
                    let rest = b.partial_content(&BodySchema::new()).1;
                    hand_over(Handoff::Body(rest));
                    visitor.visit_unit()
                }
            },
            SPANNED_TOKEN => {
                let r = match &self.header {
                    Some(h) => h.block.def_range.clone(),
                    None => self.body.get().missing_item_range(),
                };
                hand_over(Handoff::Range(r));
                visitor.visit_newtype_struct(self)
            }
            EXPR_TOKEN => self
                .not_a_body("an expression")
                .deserialize_newtype_struct(name, visitor),
            _ => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.not_a_body("a sequence").deserialize_seq(visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        self.not_a_body("a tuple").deserialize_tuple(len, visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.not_a_body("a tuple")
            .deserialize_tuple_struct(name, len, visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.not_a_body("an enum")
            .deserialize_enum(name, variants, visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf identifier
    }
}

struct StructAccess<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    body: &'g dyn Body,
    groups: &'g Groups,
    keys: std::vec::IntoIter<Key<'a>>,
    current: Option<Key<'a>>,
    fields: &'static [&'static str],
    /// A struct (not a map, nor a struct with a flattened field, which
    /// serde reads as a map): a name it ignores is not one of its fields.
    is_struct: bool,
}

impl<'de> de::MapAccess<'de> for StructAccess<'_, '_, '_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        loop {
            let Some(key) = self.keys.next() else {
                return Ok(None);
            };
            let name: &str = match &key {
                Key::Label(f, _) | Key::Absent(f) => f,
                Key::Remain(_) => REMAIN,
                Key::Group(i) => {
                    let (name, parts) = self.groups.get_index(*i).expect("group index");
                    if self.sess.is_skipped(&parts[0].name_range()) {
                        continue;
                    }
                    name
                }
            };
            let r = seed.deserialize(KeyDe(name));
            return match r {
                Ok(k) => {
                    self.current = Some(key);
                    Ok(Some(k))
                }
                Err(e) => Err(self.unknown(&key, e)),
            };
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        let sess = self.sess;
        match self.current.take() {
            Some(Key::Label(_, Some((text, range)))) => {
                let loc = Loc {
                    subject: range.clone(),
                    context: range.clone(),
                };
                let v = Value::string(text.as_str());
                seed.deserialize(ValueDe::new(sess, v, &loc))
            }
            Some(Key::Label(..)) | None => seed.deserialize(ZeroDe::silent(sess)),
            Some(Key::Absent(f)) => {
                seed.deserialize(ZeroDe::missing(sess, f, self.body.missing_item_range()))
            }
            Some(Key::Remain(rest)) => seed.deserialize(BodyDe::new(sess, Held::Shared(rest))),
            Some(Key::Group(i)) => {
                let (name, parts) = self.groups.get_index(i).expect("group index");
                let at = parts[0].range();
                if sess.is_zeroed(&at) {
                    return seed.deserialize(ZeroDe::silent(sess));
                }
                // a name the struct has no field for: serde ignores its
                // value, and that is "Unsupported argument" unless the
                // decode allows unknown items
                let unknown = (self.is_struct
                    && !sess.allow_unknown
                    && !self.fields.contains(&name.as_str()))
                .then_some(self.fields);
                let r = seed.deserialize(GroupDe {
                    sess,
                    name,
                    parts,
                    unknown,
                });
                r.map_err(|e| sess.guard(e, &at))
            }
        }
    }
}

impl StructAccess<'_, '_, '_> {
    /// A key the struct refused: with `deny_unknown_fields`, "Unsupported
    /// argument" / "Unsupported block type" at the item's name, with a
    /// suggestion from the struct's field names; the item is skipped when
    /// the decode runs again.
    fn unknown(&self, key: &Key, e: Error) -> Error {
        let Key::Group(i) = key else {
            return e;
        };
        let Signal::UnknownField(name, expected) = &e.signal else {
            return e;
        };
        let (_, parts) = self.groups.get_index(*i).expect("group index");
        let expected = if expected.is_empty() {
            self.fields
        } else {
            expected
        };
        let d = unsupported(name, parts, expected);
        let at = parts[0].name_range();
        self.sess.sticky_error(d);
        self.sess.skip(&at);
        Error::signal(Signal::Retry)
    }
}

/// The error of a body item no field takes, as a body schema reports it
/// (gohcl's): "Unsupported argument" / "Unsupported block type" (the JSON
/// syntax's "Extraneous JSON object property") at the item's name, with a
/// suggestion from the struct's field names.
fn unsupported(name: &str, parts: &[Part], fields: &[&str]) -> Diagnostic {
    let candidates = fields
        .iter()
        .copied()
        .filter(|f| !f.starts_with(LABEL_PREFIX) && *f != REMAIN);
    let dym = crate::body::name_suggestion(name, candidates)
        .map(|s| format!(" Did you mean {}?", go_quote(s)))
        .unwrap_or_default();
    let d = match &parts[0] {
        Part::Block(_) => Diagnostic::error(
            "Unsupported block type",
            format!(
                "Blocks of type {} are not expected here.{dym}",
                go_quote(name)
            ),
        ),
        Part::Attr(_) => Diagnostic::error(
            "Unsupported argument",
            format!(
                "An argument named {} is not expected here.{dym}",
                go_quote(name)
            ),
        ),
        Part::Json { .. } => Diagnostic::error(
            "Extraneous JSON object property",
            format!(
                "No argument or block type is named {}.{dym}",
                go_quote(name)
            ),
        ),
    };
    d.with_subject(parts[0].name_range())
}

/// Each request goes to the attribute, JSON property or blocks
/// ([`GroupDe::target`]; `scalar` for the requests only an argument
/// answers).
macro_rules! group_forward {
    ($scalar:expr; $($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            match self.target($scalar) {
                Target::Attr(a) => AttrDe::of(self.sess, a).$method($($arg,)* visitor),
                Target::Json(value, file) => {
                    JsonDe::new(self.sess, self.name, value, file).$method($($arg,)* visitor)
                }
                Target::Blocks => BlocksDe::of(self.sess, self.name, self.parts).$method($($arg,)* visitor),
            }
        })*
    };
}

/// Every definition of one name: an attribute, blocks, or a JSON property.
struct GroupDe<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    parts: &'g [Part],
    /// The fields of the struct that has no field of this name (when
    /// unknown names are errors): ignoring the value reports it.
    unknown: Option<&'static [&'static str]>,
}

/// What a group's definitions are read as.
enum Target<'g> {
    Attr(&'g Attribute),
    Json(&'g Arc<Node>, &'g Arc<str>),
    Blocks,
}

impl<'g> GroupDe<'g, '_, '_> {
    /// An argument (a native attribute, or a JSON property), or blocks.
    /// The name is an argument when it is a native attribute somewhere
    /// and no native block, or when the target type asks for a plain value
    /// (`scalar`); merged bodies may define an argument once: every later
    /// definition is "Duplicate argument", as the reference's merged
    /// bodies report it, and the first is read.
    fn target(&self, scalar: bool) -> Target<'g> {
        let parts = self.parts;
        let block = |p: &Part| matches!(p, Part::Block(_));
        // what only an argument can be: a native attribute, a JSON value
        // that stands for no blocks
        let value = |p: &Part| match p {
            Part::Attr(_) => true,
            Part::Json { value, .. } => !matches!(
                value.kind,
                NodeKind::Object(_) | NodeKind::Array(_) | NodeKind::Null
            ),
            Part::Block(_) => false,
        };
        let argument = match parts {
            [] => return Target::Blocks,
            [Part::Attr(_), ..] | [Part::Json { .. }] => true,
            [Part::Json { .. }, ..] => {
                !parts.iter().any(block) && (scalar || parts.iter().any(value))
            }
            [Part::Block(_), ..] => false,
        };
        if !argument {
            return Target::Blocks;
        }
        let first = parts[0].name_range();
        for p in parts[1..].iter().filter(|p| !block(p)) {
            self.sess.pass_error(
                Diagnostic::error(
                    "Duplicate argument",
                    format!(
                        "Argument {} was already set at {}",
                        go_quote(self.name),
                        crate::body::range_string(&first)
                    ),
                )
                .with_subject(p.name_range()),
            );
        }
        match &parts[0] {
            Part::Attr(a) => Target::Attr(a),
            Part::Json { value, file, .. } => Target::Json(value, file),
            Part::Block(_) => Target::Blocks,
        }
    }
}

impl<'de> de::Deserializer<'de> for GroupDe<'_, '_, '_> {
    type Error = Error;

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.parts.len() > 1 && self.parts.iter().all(|p| matches!(p, Part::Json { .. })) {
            // JSON properties of merged bodies: blocks, or an argument
            // defined twice, as the inner type decides
            return visitor.visit_some(self);
        }
        match self.target(false) {
            Target::Attr(a) => AttrDe::of(self.sess, a).deserialize_option(visitor),
            Target::Json(value, file) => {
                JsonDe::new(self.sess, self.name, value, file).deserialize_option(visitor)
            }
            Target::Blocks => {
                BlocksDe::of(self.sess, self.name, self.parts).deserialize_option(visitor)
            }
        }
    }

    group_forward! { true;
        deserialize_bool(), deserialize_i8(), deserialize_i16(), deserialize_i32(),
        deserialize_i64(), deserialize_i128(), deserialize_u8(), deserialize_u16(),
        deserialize_u32(), deserialize_u64(), deserialize_u128(), deserialize_f32(),
        deserialize_f64(), deserialize_char(), deserialize_str(), deserialize_string(),
        deserialize_bytes(), deserialize_byte_buf(), deserialize_identifier(),
    }

    group_forward! { false;
        deserialize_any(), deserialize_unit(), deserialize_unit_struct(name: &'static str),
        deserialize_newtype_struct(name: &'static str), deserialize_seq(),
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize), deserialize_map(),
        deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(fields) = self.unknown {
            self.sess
                .pass_error(unsupported(self.name, self.parts, fields));
        }
        visitor.visit_unit()
    }
}

/// An attribute's expression: evaluated when the target asks for a value.
struct AttrDe<'a, 'c> {
    sess: &'a Session<'c>,
    expr: &'a ExprRef,
    /// The attribute's name and its range.
    name: (&'a str, &'a Range),
    /// The value and diagnostics when evaluated already (to tell null for
    /// an `Option`), the diagnostics not yet recorded.
    pre: Option<(Value, crate::diagnostic::Diagnostics)>,
}

impl<'a, 'c> AttrDe<'a, 'c> {
    fn of(sess: &'a Session<'c>, a: &'a Attribute) -> AttrDe<'a, 'c> {
        AttrDe {
            sess,
            expr: &a.expr,
            name: (a.name.as_str(), &a.name_range),
            pre: None,
        }
    }
}

impl AttrDe<'_, '_> {
    fn eval(self) -> (Value, Loc) {
        let (v, d) = match self.pre {
            Some(p) => p,
            None => self.expr.value(self.sess.ctx),
        };
        self.sess.pass_extend(d);
        let loc = Loc {
            subject: self.expr.start_range(),
            context: self.expr.range(),
        };
        (v, loc)
    }
}

macro_rules! attr_forward {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            let sess = self.sess;
            let (v, loc) = self.eval();
            ValueDe::new(sess, v, &loc).$method($($arg,)* visitor)
        })*
    };
}

impl<'de> de::Deserializer<'de> for AttrDe<'_, '_> {
    type Error = Error;

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (v, d) = self.expr.value(self.sess.ctx);
        if v.is_known() && v.is_null() && !d.has_errors() {
            self.sess.pass_extend(d);
            return visitor.visit_none();
        }
        visitor.visit_some(AttrDe {
            pre: Some((v, d)),
            ..self
        })
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match name {
            EXPR_TOKEN => {
                hand_over(Handoff::Expr(self.expr.clone()));
                visitor.visit_unit()
            }
            SPANNED_TOKEN => {
                hand_over(Handoff::Range(self.expr.range()));
                visitor.visit_newtype_struct(self)
            }
            _ => {
                let sess = self.sess;
                let (v, loc) = self.eval();
                ValueDe::new(sess, v, &loc).deserialize_newtype_struct(name, visitor)
            }
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    /// A value that is no sequence: when the elements are structs, the
    /// field takes blocks, and the attribute is the body's "Unsupported
    /// argument" (as gohcl's schema finds it), not a conversion error.
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (sess, (name, range)) = (self.sess, self.name);
        let (v, loc) = self.eval();
        let de = ValueDe::new(sess, v, &loc);
        let Err(m) = de.elements() else {
            return de.deserialize_seq(visitor);
        };
        let blocks = |_: &'static [&'static str]| {
            sess.pass_error(
                Diagnostic::error(
                    "Unsupported argument",
                    format!(
                        "An argument named {} is not expected here. Did you mean to define a block of type {}?",
                        go_quote(name),
                        go_quote(name)
                    ),
                )
                .with_subject(range.clone()),
            )
        };
        visitor.visit_seq(ProbeSeq::new(sess, &blocks, de.unsuitable_diag(&m)))
    }

    attr_forward! {
        deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
        deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
        deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(),
        deserialize_unit(),
        deserialize_unit_struct(name: &'static str),
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize), deserialize_map(),
        deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
        deserialize_identifier(),
    }
}

/// What a sequence of blocks reads when the definition is a value that is
/// no sequence: one probe element, which learns whether the elements are
/// structs (blocks) and records the error that fits — `blocks` (given the
/// struct's fields) for structs, the value's `unsuitable` conversion error
/// for anything else — then the sequence ends empty, as a failed
/// conversion leaves it.
struct ProbeSeq<'p, 'a, 'c> {
    probe: Option<Probe<'p, 'a, 'c>>,
}

struct Probe<'p, 'a, 'c> {
    sess: &'a Session<'c>,
    blocks: &'p dyn Fn(&'static [&'static str]),
    unsuitable: Diagnostic,
}

impl<'p, 'a, 'c> ProbeSeq<'p, 'a, 'c> {
    fn new(
        sess: &'a Session<'c>,
        blocks: &'p dyn Fn(&'static [&'static str]),
        unsuitable: Diagnostic,
    ) -> ProbeSeq<'p, 'a, 'c> {
        ProbeSeq {
            probe: Some(Probe {
                sess,
                blocks,
                unsuitable,
            }),
        }
    }
}

impl<'de> de::SeqAccess<'de> for ProbeSeq<'_, '_, '_> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let Some(probe) = self.probe.take() else {
            return Ok(None);
        };
        match seed.deserialize(probe) {
            Err(e) if e.signal != Signal::Probed => Err(e),
            _ => Ok(None),
        }
    }
}

impl<'de> de::Deserializer<'de> for Probe<'_, '_, '_> {
    type Error = Error;
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Error> {
        (self.blocks)(fields);
        Err(Error::signal(Signal::Probed))
    }
    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Error> {
        self.sess.pass_error(self.unsuitable);
        Err(Error::signal(Signal::Probed))
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

/// A native block, or a JSON value standing for blocks (with its file).
#[derive(Clone, Copy)]
enum Item<'g> {
    Native(&'g Block),
    Json(&'g Arc<Node>, &'g Arc<str>),
}

impl Item<'_> {
    /// Where the item starts: the block's header, the value's first token.
    fn range(&self) -> Range {
        match self {
            Item::Native(b) => b.def_range.clone(),
            Item::Json(n, f) => n.start_span().range(f),
        }
    }
}

/// Blocks of one type (those of a map entry: the blocks whose first
/// `depth` labels are the entry's keys); from merged bodies, JSON values
/// standing for such blocks too — all in merge order (file by file, as
/// the reference's merged bodies list blocks).
struct BlocksDe<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    items: Vec<Item<'g>>,
    depth: usize,
}

/// The one block a struct takes.
enum One<'g> {
    Native(&'g Block),
    Json(&'g Arc<Node>, &'g Arc<str>),
    None,
}

impl<'g, 'a, 'c> BlocksDe<'g, 'a, 'c> {
    fn of(sess: &'a Session<'c>, name: &'g str, parts: &'g [Part]) -> BlocksDe<'g, 'a, 'c> {
        let items = (parts.iter())
            .filter_map(|p| match p {
                Part::Block(b) => Some(Item::Native(b)),
                Part::Json { value, file, .. } => Some(Item::Json(value, file)),
                Part::Attr(_) => None,
            })
            .collect();
        BlocksDe {
            sess,
            name,
            items,
            depth: 0,
        }
    }

    fn with(&self, items: Vec<Item<'g>>, depth: usize) -> BlocksDe<'g, 'a, 'c> {
        BlocksDe {
            sess: self.sess,
            name: self.name,
            items,
            depth,
        }
    }

    /// The native blocks, in order.
    fn natives(&self) -> impl Iterator<Item = &'g Block> + '_ {
        self.items.iter().filter_map(|i| match i {
            Item::Native(b) => Some(*b),
            Item::Json(..) => None,
        })
    }

    fn has_json(&self) -> bool {
        (self.items.iter()).any(|i| matches!(i, Item::Json(..)))
    }

    /// A lone JSON value: decoded as the JSON syntax decodes it.
    fn only_json(&self) -> Option<JsonDe<'g, 'a, 'c>> {
        match &self.items[..] {
            [Item::Json(node, file)] => Some(JsonDe::new(self.sess, self.name, node, file)),
            _ => None,
        }
    }

    /// The one block a struct or body takes: the first in merge order; a
    /// second is "Duplicate X block" (decoding carries on with the first).
    fn one(&self) -> One<'g> {
        if let [first, second, ..] = &self.items[..] {
            self.sess.pass_error(
                Diagnostic::error(
                    format!("Duplicate {} block", self.name),
                    format!(
                        "Only one {} block is allowed. Another was defined at {}.",
                        self.name,
                        first.range()
                    ),
                )
                .with_subject(second.range()),
            );
        }
        match self.items.first() {
            Some(Item::Native(b)) => One::Native(b),
            Some(Item::Json(n, f)) => One::Json(n, f),
            None => One::None,
        }
    }

    fn body_de(&self, b: &'g Block) -> BodyDe<'g, 'c>
    where
        'a: 'g,
    {
        BodyDe {
            sess: self.sess,
            body: Held::Shared(b.body.clone()),
            header: Some(Header {
                block: b,
                depth: self.depth,
            }),
        }
    }

    fn not_an_argument(&self) -> ZeroDe<'a, 'c> {
        if let Some(b) = self.natives().next() {
            self.sess.pass_error(
                Diagnostic::error(
                    "Unsupported block type",
                    format!(
                        "Blocks of type {} are not expected here. Did you mean to define argument {}? If so, use the equals sign to assign it a value.",
                        go_quote(self.name),
                        go_quote(self.name)
                    ),
                )
                .with_subject(b.type_range.clone()),
            );
        }
        ZeroDe::silent(self.sess)
    }

    /// Whether every block still has a label for the map level.
    fn labelled(&self) -> bool {
        !self.items.is_empty()
            && self.items.iter().all(|i| match i {
                Item::Native(b) => b.labels.len() > self.depth,
                Item::Json(n, _) => matches!(n.kind, NodeKind::Object(_)),
            })
    }

    /// The blocks grouped by their label at this depth, in order of first
    /// appearance, with the label's range.
    fn by_label(&self) -> LabelGroups<'g> {
        let mut m: LabelGroups<'g> = IndexMap::new();
        for item in &self.items {
            match item {
                Item::Native(b) => {
                    if let Some(l) = b.labels.get(self.depth) {
                        let r = &b.label_ranges[self.depth];
                        let e = m
                            .entry(l.as_str())
                            .or_insert_with(|| (r.clone(), Vec::new()));
                        e.1.push(*item);
                    }
                }
                Item::Json(n, f) => {
                    if let NodeKind::Object(o) = &n.kind {
                        // (a label `//` is a label here, not a comment: the
                        // reference's decoder keeps it too)
                        for p in &o.attrs {
                            let r = p.name.span.range(f);
                            let e = m.entry(p.name()).or_insert_with(|| (r, Vec::new()));
                            e.1.push(Item::Json(&p.value, f));
                        }
                    }
                }
            }
        }
        m
    }

    /// Native blocks and JSON values together in the JSON syntax's
    /// layout, as `hcl json` writes the files' blocks one after another:
    /// each JSON value unpacked into blocks with as many labels as the
    /// native blocks have left (the JSON syntax cannot tell by itself).
    /// `None` when the native blocks disagree on that number.
    fn merged_blocks(&self) -> Option<Vec<Block>> {
        let mut left = self
            .natives()
            .map(|b| b.labels.len().saturating_sub(self.depth));
        let n = left.next()?;
        if left.any(|m| m != n) {
            return None;
        }
        let names = vec![SmolStr::new("label"); n];
        let mut out = Vec::new();
        for item in &self.items {
            match item {
                Item::Native(b) => out.push(Block {
                    labels: b.labels[self.depth..].to_vec(),
                    label_ranges: (b.label_ranges.get(self.depth..).unwrap_or(&[])).to_vec(),
                    ..(*b).clone()
                }),
                Item::Json(node, file) => {
                    out.extend(JsonDe::new(self.sess, self.name, node, file).unpack(&names))
                }
            }
        }
        Some(out)
    }
}

/// Blocks by label: the label's range, the blocks and JSON values.
type LabelGroups<'g> = IndexMap<&'g str, (Range, Vec<Item<'g>>)>;

macro_rules! blocks_not_argument {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            if let Some(j) = self.only_json() {
                return j.$method($($arg,)* visitor);
            }
            self.not_an_argument().$method($($arg,)* visitor)
        })*
    };
}

impl<'de> de::Deserializer<'de> for BlocksDe<'_, '_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(j) = self.only_json() {
            return j.deserialize_any(visitor);
        }
        if !self.has_json() && !self.items.is_empty() {
            // the JSON syntax's layout, shared with `write::json`
            let blocks: Vec<&Block> = self.natives().collect();
            let labels: Vec<Vec<SmolStr>> = (blocks.iter())
                .map(|b| b.labels.get(self.depth..).unwrap_or(&[]).to_vec())
                .collect();
            let layout = block_layout(&labels);
            return LayoutDe {
                sess: self.sess,
                name: self.name,
                blocks: &blocks,
                layout: &layout,
                depth: self.depth,
            }
            .deserialize_any(visitor);
        }
        if let Some(owned) = self.merged_blocks() {
            // native and JSON blocks of merged bodies: one layout, in merge order
            let blocks: Vec<&Block> = owned.iter().collect();
            let labels: Vec<Vec<SmolStr>> = blocks.iter().map(|b| b.labels.clone()).collect();
            let layout = block_layout(&labels);
            return LayoutDe {
                sess: self.sess,
                name: self.name,
                blocks: &blocks,
                layout: &layout,
                depth: 0,
            }
            .deserialize_any(visitor);
        }
        if self.labelled() && self.natives().next().is_some() {
            return self.deserialize_map(visitor);
        }
        if self.items.len() > 1 {
            return self.deserialize_seq(visitor);
        }
        match self.natives().next() {
            Some(b) => self.body_de(b).deserialize_map(visitor),
            None => visitor.visit_unit(),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.one() {
            One::Native(b) => self.body_de(b).deserialize_struct(name, fields, visitor),
            One::Json(node, file) => JsonDe::new(self.sess, self.name, node, file)
                .deserialize_struct(name, fields, visitor),
            One::None => ZeroDe::silent(self.sess).deserialize_struct(name, fields, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(j) = self.only_json() {
            return j.deserialize_option(visitor);
        }
        visitor.visit_some(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(j) = self.only_json() {
            return j.deserialize_seq(visitor);
        }
        // in merge order; a JSON array's elements one by one
        let mut items = Vec::with_capacity(self.items.len());
        for item in &self.items {
            match item {
                Item::Json(n, f) => match &n.kind {
                    NodeKind::Array(a) => items.extend(a.values.iter().map(|v| Item::Json(v, f))),
                    _ => items.push(*item),
                },
                Item::Native(_) => items.push(*item),
            }
        }
        visitor.visit_seq(BlocksSeq {
            sess: self.sess,
            name: self.name,
            it: items.into_iter(),
            pending: Pending::default(),
            depth: self.depth,
        })
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(j) = self.only_json() {
            return j.deserialize_map(visitor);
        }
        if !self.labelled() {
            return match self.one() {
                One::Native(b) => self.body_de(b).deserialize_map(visitor),
                One::Json(node, file) => {
                    JsonDe::new(self.sess, self.name, node, file).deserialize_map(visitor)
                }
                One::None => ZeroDe::silent(self.sess).deserialize_map(visitor),
            };
        }
        visitor.visit_map(BlocksMap {
            sess: self.sess,
            name: self.name,
            it: self.by_label().into_iter(),
            next: None,
            depth: self.depth + 1,
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let Some(j) = self.only_json() {
            return j.deserialize_enum(name, variants, visitor);
        }
        let b = match self.one() {
            One::Native(b) => b,
            One::Json(node, file) => {
                return JsonDe::new(self.sess, self.name, node, file)
                    .deserialize_enum(name, variants, visitor)
            }
            One::None => {
                return ZeroDe::silent(self.sess).deserialize_enum(name, variants, visitor)
            }
        };
        let Some(label) = b.labels.get(self.depth) else {
            self.sess.pass_error(
                Diagnostic::error(
                    format!("Missing label for {}", self.name),
                    format!(
                        "A {} block needs a label naming its kind (one of {}).",
                        self.name,
                        variants.join(", ")
                    ),
                )
                .with_subject(b.def_range.clone()),
            );
            return ZeroDe::silent(self.sess).deserialize_enum(name, variants, visitor);
        };
        let range = b.label_ranges[self.depth].clone();
        let inner = self.with(vec![Item::Native(b)], self.depth + 1);
        let sess = self.sess;
        visitor
            .visit_enum(BlockEnum {
                label,
                range: range.clone(),
                inner,
            })
            .map_err(|e| sess.placed(e, &range))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let Some(j) = self.only_json() {
            return j.deserialize_newtype_struct(name, visitor);
        }
        match name {
            BODY_TOKEN => match self.one() {
                One::Native(b) => {
                    hand_over(Handoff::Body(b.body.clone()));
                    visitor.visit_unit()
                }
                One::Json(node, file) => JsonDe::new(self.sess, self.name, node, file)
                    .deserialize_newtype_struct(name, visitor),
                One::None => ZeroDe::silent(self.sess).deserialize_newtype_struct(name, visitor),
            },
            SPANNED_TOKEN => {
                let r = self.items.first().map(Item::range).unwrap_or_default();
                hand_over(Handoff::Range(r));
                visitor.visit_newtype_struct(self)
            }
            EXPR_TOKEN => self
                .not_an_argument()
                .deserialize_newtype_struct(name, visitor),
            _ => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    blocks_not_argument! {
        deserialize_bool(), deserialize_i8(), deserialize_i16(), deserialize_i32(),
        deserialize_i64(), deserialize_i128(), deserialize_u8(), deserialize_u16(),
        deserialize_u32(), deserialize_u64(), deserialize_u128(), deserialize_f32(),
        deserialize_f64(), deserialize_char(), deserialize_str(), deserialize_string(),
        deserialize_bytes(), deserialize_byte_buf(), deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize), deserialize_identifier(),
    }
}

/// Native blocks of one type in the JSON syntax's layout
/// ([`BlockLayout`]): bodies, label levels, arrays.
struct LayoutDe<'l, 'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    blocks: &'l [&'g Block],
    layout: &'l BlockLayout,
    depth: usize,
}

impl<'l, 'g, 'a, 'c> LayoutDe<'l, 'g, 'a, 'c> {
    fn at(&self, layout: &'l BlockLayout, depth: usize) -> LayoutDe<'l, 'g, 'a, 'c> {
        LayoutDe {
            sess: self.sess,
            name: self.name,
            blocks: self.blocks,
            layout,
            depth,
        }
    }
    fn block(&self, l: &BlockLayout) -> &'g Block {
        self.blocks[l.first().unwrap_or(0)]
    }
}

impl<'de> de::Deserializer<'de> for LayoutDe<'_, '_, '_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.layout {
            BlockLayout::Body(i) => BodyDe {
                sess: self.sess,
                body: Held::Shared(self.blocks[*i].body.clone()),
                header: Some(Header {
                    block: self.blocks[*i],
                    depth: self.depth,
                }),
            }
            .deserialize_map(visitor),
            BlockLayout::Labels(items) => visitor.visit_map(LayoutMap {
                de: &self,
                it: items.iter(),
                next: None,
            }),
            BlockLayout::Array(items) => visitor.visit_seq(LayoutSeq {
                de: &self,
                it: items.iter(),
            }),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

struct LayoutMap<'r, 'l, 'g, 'a, 'c> {
    de: &'r LayoutDe<'l, 'g, 'a, 'c>,
    it: std::slice::Iter<'l, (String, BlockLayout)>,
    next: Option<(Range, &'l BlockLayout)>,
}

impl<'de> de::MapAccess<'de> for LayoutMap<'_, '_, '_, '_, '_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let Some((label, l)) = self.it.next() else {
            return Ok(None);
        };
        let b = self.de.block(l);
        let range =
            (b.label_ranges.get(self.de.depth).cloned()).unwrap_or_else(|| b.def_range.clone());
        self.next = Some((range.clone(), l));
        let loc = Loc {
            subject: range.clone(),
            context: range,
        };
        seed.deserialize(ValueDe::new(
            self.de.sess,
            Value::string(label.as_str()),
            &loc,
        ))
        .map(Some)
    }
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        let sess = self.de.sess;
        let Some((at, l)) = self.next.take() else {
            return seed.deserialize(ZeroDe::silent(sess));
        };
        if sess.is_zeroed(&at) {
            return seed.deserialize(ZeroDe::silent(sess));
        }
        seed.deserialize(self.de.at(l, self.de.depth + 1))
            .map_err(|e| sess.guard(e, &at))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct LayoutSeq<'r, 'l, 'g, 'a, 'c> {
    de: &'r LayoutDe<'l, 'g, 'a, 'c>,
    it: std::slice::Iter<'l, BlockLayout>,
}

impl<'de> de::SeqAccess<'de> for LayoutSeq<'_, '_, '_, '_, '_> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let Some(l) = self.it.next() else {
            return Ok(None);
        };
        let sess = self.de.sess;
        let at = self.de.block(l).def_range.clone();
        if sess.is_zeroed(&at) {
            return seed.deserialize(ZeroDe::silent(sess)).map(Some);
        }
        seed.deserialize(self.de.at(l, self.de.depth))
            .map(Some)
            .map_err(|e| sess.guard(e, &at))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct BlocksSeq<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: std::vec::IntoIter<Item<'g>>,
    pending: Pending,
    depth: usize,
}

impl<'de> de::SeqAccess<'de> for BlocksSeq<'_, '_, '_> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let it = &mut self.it;
        next_block_element(
            self.sess,
            self.name,
            self.depth,
            &self.pending,
            || it.next(),
            seed,
        )
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct BlocksMap<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: indexmap::map::IntoIter<&'g str, (Range, Vec<Item<'g>>)>,
    next: Option<(Range, Vec<Item<'g>>)>,
    depth: usize,
}

impl<'de> de::MapAccess<'de> for BlocksMap<'_, '_, '_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let Some((label, group)) = self.it.next() else {
            return Ok(None);
        };
        let range = group.0.clone();
        self.next = Some(group);
        let loc = Loc {
            subject: range.clone(),
            context: range,
        };
        seed.deserialize(ValueDe::new(self.sess, Value::string(label), &loc))
            .map(Some)
    }
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        let (at, items) = self.next.take().unwrap_or_default();
        if self.sess.is_zeroed(&at) {
            return seed.deserialize(ZeroDe::silent(self.sess));
        }
        let de = BlocksDe {
            sess: self.sess,
            name: self.name,
            items,
            depth: self.depth,
        };
        seed.deserialize(de).map_err(|e| self.sess.guard(e, &at))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct BlockEnum<'g, 'a, 'c> {
    label: &'g SmolStr,
    range: Range,
    inner: BlocksDe<'g, 'a, 'c>,
}

impl<'de, 'g, 'a, 'c> de::EnumAccess<'de> for BlockEnum<'g, 'a, 'c> {
    type Error = Error;
    type Variant = BlocksDe<'g, 'a, 'c>;
    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, BlocksDe<'g, 'a, 'c>), Error> {
        let sess = self.inner.sess;
        let v = seed
            .deserialize(KeyDe(self.label))
            .map_err(|e| sess.placed(e, &self.range))?;
        Ok((v, self.inner))
    }
}

impl<'de> de::VariantAccess<'de> for BlocksDe<'_, '_, '_> {
    type Error = Error;
    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_tuple(self, len, visitor)
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(self, "", fields, visitor)
    }
}

/// A JSON property's value: a body when the target is a struct (or a map of
/// them, keyed by labels), a value otherwise.
#[derive(Clone, Copy)]
struct JsonDe<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    /// The block type (or attribute) name the value belongs to.
    name: &'g str,
    node: &'g Arc<Node>,
    file: &'g Arc<str>,
    /// In a sequence of blocks: where the blocks after the first go when
    /// the value stands for several.
    spill: Option<&'g Pending>,
}

/// Blocks unpacked from a JSON value in a sequence, not yet decoded.
type Pending = RefCell<VecDeque<Block>>;

/// One block unpacked from a JSON value (or a native one): its body, with
/// its labels for the struct's label fields.
fn decode_block<'de, T: DeserializeSeed<'de>>(
    sess: &Session,
    b: &Block,
    seed: T,
) -> Result<T::Value, Error> {
    // blocks of one JSON array share their definition range; the body's
    // own range tells them apart
    let at = b.body.missing_item_range();
    if sess.is_zeroed(&at) {
        return seed.deserialize(ZeroDe::silent(sess));
    }
    let de = BodyDe {
        sess,
        body: Held::Shared(b.body.clone()),
        header: Some(Header { block: b, depth: 0 }),
    };
    seed.deserialize(de).map_err(|e| sess.guard(e, &at))
}

/// The names of a struct's label fields.
fn label_names(fields: &[&str]) -> Vec<SmolStr> {
    (fields.iter())
        .filter(|f| f.starts_with(LABEL_PREFIX))
        .map(|f| SmolStr::new(label_name(f)))
        .collect()
}

impl<'g, 'a, 'c> JsonDe<'g, 'a, 'c> {
    fn new(
        sess: &'a Session<'c>,
        name: &'g str,
        node: &'g Arc<Node>,
        file: &'g Arc<str>,
    ) -> JsonDe<'g, 'a, 'c> {
        JsonDe {
            sess,
            name,
            node,
            file,
            spill: None,
        }
    }

    /// The blocks the value stands for, with `labels` peeled off its
    /// nested objects (the JSON syntax's block structure).
    fn unpack(&self, labels: &[SmolStr]) -> Vec<Block> {
        let type_range = self.node.start_span().range(self.file);
        let (blocks, d) = JsonBody::unpack_blocks(
            self.node,
            self.file,
            &SmolStr::new(self.name),
            &type_range,
            labels,
        );
        self.sess.pass_extend(d);
        blocks
    }

    /// A struct from the blocks the value stands for: the first; the rest
    /// go on in the sequence, or are "Duplicate X block" outside one.
    fn struct_from_blocks<'de, V: Visitor<'de>>(
        self,
        labels: &[SmolStr],
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let mut blocks = self.unpack(labels).into_iter();
        let Some(first) = blocks.next() else {
            if self.spill.is_some() {
                // the sequence has asked for an element the value does not
                // hold: next pass it unpacks the value before asking
                self.sess
                    .learn_labels(&self.node.span.range(self.file), labels.to_vec());
                return Err(Error::signal(Signal::Retry));
            }
            return de::Deserializer::deserialize_struct(
                ZeroDe::silent(self.sess),
                name,
                fields,
                visitor,
            );
        };
        match self.spill {
            Some(p) => p.borrow_mut().extend(blocks),
            None => {
                if let Some(second) = blocks.next() {
                    self.sess.pass_error(
                        Diagnostic::error(
                            format!("Duplicate {} block", self.name),
                            format!(
                                "Only one {} block is allowed. Another was defined at {}.",
                                self.name, first.def_range
                            ),
                        )
                        .with_subject(second.def_range.clone()),
                    );
                }
            }
        }
        let seed = StructSeed {
            name,
            fields,
            visitor,
        };
        decode_block(self.sess, &first, seed)
    }

    fn eval(&self) -> (Value, Loc) {
        let e = JsonExpr::new(self.node.clone(), self.file.clone());
        let (v, d) = e.value(self.sess.ctx);
        self.sess.pass_extend(d);
        (
            v,
            Loc {
                subject: e.start_range(),
                context: e.range(),
            },
        )
    }
}

/// A struct visitor as a seed, to go through [`decode_block`].
struct StructSeed<V> {
    name: &'static str,
    fields: &'static [&'static str],
    visitor: V,
}

impl<'de, V: Visitor<'de>> DeserializeSeed<'de> for StructSeed<V> {
    type Value = V::Value;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        d.deserialize_struct(self.name, self.fields, self.visitor)
    }
}

macro_rules! json_forward {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            let (v, loc) = self.eval();
            ValueDe::new(self.sess, v, &loc).$method($($arg,)* visitor)
        })*
    };
}

impl<'de> de::Deserializer<'de> for JsonDe<'_, '_, '_> {
    type Error = Error;

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let labels = label_names(fields);
        let blocks = !labels.is_empty()
            || match &self.node.kind {
                NodeKind::Object(_) => true,
                NodeKind::Array(a) => !a.values.is_empty(),
                _ => false,
            };
        if blocks {
            return self.struct_from_blocks(&labels, name, fields, visitor);
        }
        let (v, loc) = self.eval();
        ValueDe::new(self.sess, v, &loc).deserialize_struct(name, fields, visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match &self.node.kind {
            NodeKind::Array(a) => visitor.visit_seq(JsonSeq::new(self, a.values.iter())),
            NodeKind::Object(_) => {
                visitor.visit_seq(JsonSeq::new(self, std::slice::from_ref(self.node).iter()))
            }
            _ => {
                let (v, loc) = self.eval();
                let de = ValueDe::new(self.sess, v, &loc);
                let Err(m) = de.elements() else {
                    return de.deserialize_seq(visitor);
                };
                // a value that is no sequence: for a sequence of structs,
                // the JSON syntax's errors for blocks (as gohcl's schema
                // finds them)
                let blocks = |fields: &'static [&'static str]| {
                    self.unpack(&label_names(fields));
                };
                visitor.visit_seq(ProbeSeq::new(self.sess, &blocks, de.unsuitable_diag(&m)))
            }
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match &self.node.kind {
            NodeKind::Object(o) => visitor.visit_map(JsonMap {
                sess: self.sess,
                name: self.name,
                it: o.attrs.iter(),
                next: None,
                file: self.file,
            }),
            _ => {
                let (v, loc) = self.eval();
                ValueDe::new(self.sess, v, &loc).deserialize_map(visitor)
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.node.is_null() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let NodeKind::Object(o) = &self.node.kind {
            if let [only] = &o.attrs[..] {
                let range = only.name.span.range(self.file);
                let sess = self.sess;
                return visitor
                    .visit_enum(JsonEnum {
                        key: only.name(),
                        range: range.clone(),
                        inner: JsonDe {
                            node: &only.value,
                            spill: None,
                            ..self
                        },
                    })
                    .map_err(|e| sess.placed(e, &range));
            }
        }
        let (v, loc) = self.eval();
        ValueDe::new(self.sess, v, &loc).deserialize_enum(name, variants, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match name {
            EXPR_TOKEN => {
                let e = JsonExpr::new(self.node.clone(), self.file.clone());
                hand_over(Handoff::Expr(Arc::new(e)));
                visitor.visit_unit()
            }
            BODY_TOKEN => {
                let b = JsonBody::new(self.node.clone(), self.file.clone());
                hand_over(Handoff::Body(Arc::new(b)));
                visitor.visit_unit()
            }
            SPANNED_TOKEN => {
                hand_over(Handoff::Range(self.node.span.range(self.file)));
                visitor.visit_newtype_struct(self)
            }
            _ => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    json_forward! {
        deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
        deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
        deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(),
        deserialize_unit(), deserialize_unit_struct(name: &'static str),
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_identifier(),
    }
}

struct JsonSeq<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: std::slice::Iter<'g, Arc<Node>>,
    file: &'g Arc<str>,
    pending: Pending,
}

impl<'g, 'a, 'c> JsonSeq<'g, 'a, 'c> {
    fn new(de: JsonDe<'g, 'a, 'c>, it: std::slice::Iter<'g, Arc<Node>>) -> JsonSeq<'g, 'a, 'c> {
        JsonSeq {
            sess: de.sess,
            name: de.name,
            it,
            file: de.file,
            pending: Pending::default(),
        }
    }
}

/// The next element of a sequence of blocks or JSON values: when the
/// element is a struct with label fields, a JSON value stands for as many
/// blocks as it has label paths, and they come one by one (`pending`)
/// before the next item.
fn next_block_element<'g, 'de, T: DeserializeSeed<'de>>(
    sess: &Session,
    name: &str,
    depth: usize,
    pending: &Pending,
    mut next: impl FnMut() -> Option<Item<'g>>,
    seed: T,
) -> Result<Option<T::Value>, Error> {
    loop {
        let b = pending.borrow_mut().pop_front();
        if let Some(b) = b {
            return decode_block(sess, &b, seed).map(Some);
        }
        let (node, file) = match next() {
            None => return Ok(None),
            Some(Item::Json(node, file)) => (node, file),
            Some(Item::Native(b)) => {
                let at = b.def_range.clone();
                if sess.is_zeroed(&at) {
                    return seed.deserialize(ZeroDe::silent(sess)).map(Some);
                }
                let de = BlocksDe {
                    sess,
                    name,
                    items: vec![Item::Native(b)],
                    depth,
                };
                return seed
                    .deserialize(de)
                    .map(Some)
                    .map_err(|e| sess.guard(e, &at));
            }
        };
        let at = node.span.range(file);
        let de = JsonDe {
            sess,
            name,
            node,
            file,
            spill: Some(pending),
        };
        if let Some(labels) = sess.learnt_labels(&at) {
            let blocks = de.unpack(&labels);
            pending.borrow_mut().extend(blocks);
            continue;
        }
        if sess.is_zeroed(&at) {
            return seed.deserialize(ZeroDe::silent(sess)).map(Some);
        }
        return seed
            .deserialize(de)
            .map(Some)
            .map_err(|e| sess.guard(e, &at));
    }
}

impl<'de> de::SeqAccess<'de> for JsonSeq<'_, '_, '_> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let (it, file) = (&mut self.it, self.file);
        next_block_element(
            self.sess,
            self.name,
            0,
            &self.pending,
            || it.next().map(|n| Item::Json(n, file)),
            seed,
        )
    }
}

struct JsonMap<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: std::slice::Iter<'g, crate::json::ast::ObjectAttr>,
    next: Option<&'g Arc<Node>>,
    file: &'g Arc<str>,
}

impl<'de> de::MapAccess<'de> for JsonMap<'_, '_, '_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        for p in self.it.by_ref() {
            if p.name() == "//" {
                continue;
            }
            self.next = Some(&p.value);
            return seed.deserialize(KeyDe(p.name())).map(Some);
        }
        Ok(None)
    }
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        let Some(node) = self.next.take() else {
            return seed.deserialize(ZeroDe::silent(self.sess));
        };
        let at = node.span.range(self.file);
        if self.sess.is_zeroed(&at) {
            return seed.deserialize(ZeroDe::silent(self.sess));
        }
        seed.deserialize(JsonDe::new(self.sess, self.name, node, self.file))
            .map_err(|e| self.sess.guard(e, &at))
    }
}

struct JsonEnum<'g, 'a, 'c> {
    key: &'g str,
    range: Range,
    inner: JsonDe<'g, 'a, 'c>,
}

impl<'de, 'g, 'a, 'c> de::EnumAccess<'de> for JsonEnum<'g, 'a, 'c> {
    type Error = Error;
    type Variant = JsonDe<'g, 'a, 'c>;
    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, JsonDe<'g, 'a, 'c>), Error> {
        let sess = self.inner.sess;
        let v = seed
            .deserialize(KeyDe(self.key))
            .map_err(|e| sess.placed(e, &self.range))?;
        Ok((v, self.inner))
    }
}

impl<'de> de::VariantAccess<'de> for JsonDe<'_, '_, '_> {
    type Error = Error;
    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_tuple(self, len, visitor)
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(self, "", fields, visitor)
    }
}
