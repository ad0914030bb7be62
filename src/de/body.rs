//! Bodies into Rust types: a struct's fields take the body's attributes and
//! blocks by name, discovered from the source (so serde's `alias` and
//! `deny_unknown_fields` see every item); what a field's type asks for
//! decides how its attribute or blocks are read.
//!
//! Any body is read through the [`Body`] trait: [`Body::items_in_order`]
//! lists its items without a schema, and an item its syntax leaves
//! undecided (a JSON property) is read as an argument or as blocks, as the
//! field's type asks, through [`crate::body::Undecided`].

use super::special::{hand_over, Handoff, BODY_TOKEN, EXPR_TOKEN, SPANNED_TOKEN};
use super::value::{Loc, ValueDe};
use super::{Error, KeyDe, Session, Signal, ZeroDe, LABEL_PREFIX, REMAIN};
use crate::body::{
    Attribute, Block, Body, BodyItem, BodyRef, BodySchema, Shape, UndecidedItem, UndecidedRef,
};
use crate::diagnostic::{Diagnostic, Diagnostics, Range};
use crate::eval::ExprRef;
use crate::value::{go_quote, Value};
use crate::write::json::{block_layout, BlockLayout};
use indexmap::IndexMap;
use serde::de::{self, DeserializeSeed, Visitor};
use smol_str::SmolStr;
use std::cell::RefCell;
use std::collections::VecDeque;

/// Every definition of each name, names in order of first definition.
type Groups = IndexMap<SmolStr, Vec<BodyItem>>;

/// The body's items grouped by name, in source order (merged bodies:
/// body after body); the syntax's errors about the body are recorded.
fn groups(sess: &Session, body: &dyn Body) -> Groups {
    let (items, diags) = body.items_in_order();
    sess.pass_extend(diags);
    let mut groups = Groups::new();
    for item in items {
        groups.entry(item.name().clone()).or_default().push(item);
    }
    groups
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
        let groups = groups(sess, self.body.get());
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
                    BodyItem::Block(b) => schema.block(name.clone(), b.labels.clone()),
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
        let groups = groups(self.sess, self.body.get());
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
                    if self.sess.is_skipped(parts[0].name_range()) {
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
                if sess.is_zeroed(at) {
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
                r.map_err(|e| sess.guard(e, at))
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
        self.sess.sticky_error(d);
        self.sess.skip(parts[0].name_range());
        Error::signal(Signal::Retry)
    }
}

/// The error of a body item no field takes, as a body schema reports it
/// (gohcl's; [`BodyItem::unsupported`]), with a suggestion from the
/// struct's field names.
fn unsupported(name: &str, parts: &[BodyItem], fields: &[&str]) -> Diagnostic {
    let candidates = fields
        .iter()
        .copied()
        .filter(|f| !f.starts_with(LABEL_PREFIX) && *f != REMAIN);
    let dym = crate::body::name_suggestion(name, candidates)
        .map(|s| format!(" Did you mean {}?", go_quote(s)))
        .unwrap_or_default();
    parts[0].unsupported(&dym)
}

/// Each request goes to the attribute, the undecided value or the blocks
/// ([`GroupDe::target`]; `scalar` for the requests only an argument
/// answers).
macro_rules! group_forward {
    ($scalar:expr; $($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            match self.target($scalar) {
                Target::Attr(a) => ExprDe::attribute(self.sess, a).$method($($arg,)* visitor),
                Target::Undecided(v) => {
                    UndecidedDe::new(self.sess, self.name, v.clone()).$method($($arg,)* visitor)
                }
                Target::Blocks => BlocksDe::of(self.sess, self.name, self.parts).$method($($arg,)* visitor),
            }
        })*
    };
}

/// Every definition of one name: an attribute, blocks, or undecided items.
struct GroupDe<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    parts: &'g [BodyItem],
    /// The fields of the struct that has no field of this name (when
    /// unknown names are errors): ignoring the value reports it.
    unknown: Option<&'static [&'static str]>,
}

/// What a group's definitions are read as.
enum Target<'g> {
    Attr(&'g Attribute),
    Undecided(&'g UndecidedRef),
    Blocks,
}

impl<'g> GroupDe<'g, '_, '_> {
    /// An argument (an attribute, or an undecided item), or blocks. The
    /// name is an argument when it is an attribute somewhere and no block,
    /// or when the target type asks for a plain value (`scalar`); merged
    /// bodies may define an argument once: every later definition is
    /// "Duplicate argument", as the reference's merged bodies report it,
    /// and the first is read.
    fn target(&self, scalar: bool) -> Target<'g> {
        let parts = self.parts;
        let block = |p: &BodyItem| matches!(p, BodyItem::Block(_));
        // what only an argument can be: an attribute, an undecided value
        // that stands for no blocks
        let value = |p: &BodyItem| match p {
            BodyItem::Attribute(_) => true,
            BodyItem::Undecided(u) => u.value.shape() == Shape::Scalar,
            BodyItem::Block(_) => false,
        };
        let argument = match parts {
            [] => return Target::Blocks,
            [BodyItem::Attribute(_), ..] | [BodyItem::Undecided(_)] => true,
            [BodyItem::Undecided(_), ..] => {
                !parts.iter().any(block) && (scalar || parts.iter().any(value))
            }
            [BodyItem::Block(_), ..] => false,
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
                        crate::body::range_string(first)
                    ),
                )
                .with_subject(p.name_range().clone()),
            );
        }
        match &parts[0] {
            BodyItem::Attribute(a) => Target::Attr(a),
            BodyItem::Undecided(u) => Target::Undecided(&u.value),
            BodyItem::Block(_) => Target::Blocks,
        }
    }
}

impl<'de> de::Deserializer<'de> for GroupDe<'_, '_, '_> {
    type Error = Error;

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.parts.len() > 1 && (self.parts.iter()).all(|p| matches!(p, BodyItem::Undecided(_)))
        {
            // undecided items of merged bodies: blocks, or an argument
            // defined twice, as the inner type decides
            return visitor.visit_some(self);
        }
        match self.target(false) {
            Target::Attr(a) => ExprDe::attribute(self.sess, a).deserialize_option(visitor),
            Target::Undecided(v) => {
                UndecidedDe::new(self.sess, self.name, v.clone()).deserialize_option(visitor)
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

/// An expression, evaluated when the target asks for a value: an
/// attribute's, or an undecided value's when the target is a plain value
/// ([`UndecidedDe`] answers the requests that read its structure).
struct ExprDe<'a, 'c> {
    sess: &'a Session<'c>,
    expr: ExprRef,
    /// What the expression is to a sequence of structs (of blocks) when
    /// its value is no sequence.
    blocks: AsBlocks<'a>,
    /// The value and diagnostics when evaluated already (to tell null for
    /// an `Option`), the diagnostics not yet recorded.
    pre: Option<(Value, Diagnostics)>,
}

/// Whose expression an [`ExprDe`] reads, for a sequence of structs.
#[derive(Clone, Copy)]
enum AsBlocks<'a> {
    /// An attribute's (its name and the name's range): an attribute is
    /// no block.
    Attribute(&'a str, &'a Range),
    /// An undecided value of the item named so: the blocks it stands for.
    Undecided(&'a str, &'a UndecidedRef),
}

impl<'a, 'c> ExprDe<'a, 'c> {
    fn attribute(sess: &'a Session<'c>, a: &'a Attribute) -> ExprDe<'a, 'c> {
        ExprDe {
            sess,
            expr: a.expr.clone(),
            blocks: AsBlocks::Attribute(&a.name, &a.name_range),
            pre: None,
        }
    }

    fn undecided(sess: &'a Session<'c>, name: &'a str, v: &'a UndecidedRef) -> ExprDe<'a, 'c> {
        ExprDe {
            sess,
            expr: v.expr(),
            blocks: AsBlocks::Undecided(name, v),
            pre: None,
        }
    }
}

impl ExprDe<'_, '_> {
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

macro_rules! expr_forward {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            let sess = self.sess;
            let (v, loc) = self.eval();
            ValueDe::new(sess, v, &loc).$method($($arg,)* visitor)
        })*
    };
}

impl<'de> de::Deserializer<'de> for ExprDe<'_, '_> {
    type Error = Error;

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (v, d) = self.expr.value(self.sess.ctx);
        if v.is_known() && v.is_null() && !d.has_errors() {
            self.sess.pass_extend(d);
            return visitor.visit_none();
        }
        visitor.visit_some(ExprDe {
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
    /// field takes blocks, and that is the error a body schema with the
    /// block type reports (as gohcl's schema finds it): "Unsupported
    /// argument" for an attribute, the syntax's errors for the blocks an
    /// undecided value stands for; not a conversion error.
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (sess, whose) = (self.sess, self.blocks);
        let (v, loc) = self.eval();
        let de = ValueDe::new(sess, v, &loc);
        let Err(m) = de.elements() else {
            return de.deserialize_seq(visitor);
        };
        let blocks = |fields: &'static [&'static str]| {
            match whose {
            AsBlocks::Attribute(name, range) => sess.pass_error(
                Diagnostic::error(
                    "Unsupported argument",
                    format!(
                        "An argument named {} is not expected here. Did you mean to define a block of type {}?",
                        go_quote(name),
                        go_quote(name)
                    ),
                )
                .with_subject(range.clone()),
            ),
            AsBlocks::Undecided(name, v) => {
                unpack(sess, name, v, &label_names(fields));
            }
        }
        };
        visitor.visit_seq(ProbeSeq::new(sess, &blocks, de.unsuitable_diag(&m)))
    }

    expr_forward! {
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

/// A block, or an undecided value standing for blocks.
#[derive(Clone)]
enum Item<'g> {
    Block(&'g Block),
    Value(UndecidedRef),
}

impl Item<'_> {
    /// Where the item starts: the block's header, the value's start.
    fn range(&self) -> Range {
        match self {
            Item::Block(b) => b.def_range.clone(),
            Item::Value(v) => v.start_range(),
        }
    }
}

/// Blocks of one type (those of a map entry: the blocks whose first
/// `depth` labels are the entry's keys); from merged bodies, undecided
/// values standing for such blocks too — all in merge order (file by
/// file, as the reference's merged bodies list blocks).
struct BlocksDe<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    items: Vec<Item<'g>>,
    depth: usize,
}

impl<'g, 'a, 'c> BlocksDe<'g, 'a, 'c> {
    fn of(sess: &'a Session<'c>, name: &'g str, parts: &'g [BodyItem]) -> BlocksDe<'g, 'a, 'c> {
        let items = (parts.iter())
            .filter_map(|p| match p {
                BodyItem::Block(b) => Some(Item::Block(b)),
                BodyItem::Undecided(u) => Some(Item::Value(u.value.clone())),
                BodyItem::Attribute(_) => None,
            })
            .collect();
        BlocksDe {
            sess,
            name,
            items,
            depth: 0,
        }
    }

    /// The blocks (not the undecided values), in order.
    fn blocks(&self) -> impl Iterator<Item = &'g Block> + '_ {
        self.items.iter().filter_map(|i| match i {
            Item::Block(b) => Some(*b),
            Item::Value(_) => None,
        })
    }

    fn has_values(&self) -> bool {
        (self.items.iter()).any(|i| matches!(i, Item::Value(_)))
    }

    /// A lone undecided value: decoded as its syntax decodes it.
    fn only_value(&self) -> Option<UndecidedDe<'g, 'a, 'c>> {
        match &self.items[..] {
            [Item::Value(v)] => Some(UndecidedDe::new(self.sess, self.name, v.clone())),
            _ => None,
        }
    }

    /// The one block a struct or body takes: the first in merge order; a
    /// second is "Duplicate X block" (decoding carries on with the first).
    fn one(&self) -> Option<Item<'g>> {
        if let [first, second, ..] = &self.items[..] {
            duplicate_block(self.sess, self.name, &first.range(), second.range());
        }
        self.items.first().cloned()
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
        if let Some(b) = self.blocks().next() {
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

    /// Whether every block still has a label for the map level (every
    /// value is an object, a level of labels).
    fn labelled(&self) -> bool {
        !self.items.is_empty()
            && self.items.iter().all(|i| match i {
                Item::Block(b) => b.labels.len() > self.depth,
                Item::Value(v) => matches!(v.shape(), Shape::Object(_)),
            })
    }

    /// The blocks grouped by their label at this depth, in order of first
    /// appearance, with the label's range.
    fn by_label(&self) -> LabelGroups<'g> {
        let mut m: LabelGroups<'g> = IndexMap::new();
        for item in &self.items {
            match item {
                Item::Block(b) => {
                    if let Some(l) = b.labels.get(self.depth) {
                        let r = &b.label_ranges[self.depth];
                        let e = m
                            .entry(l.clone())
                            .or_insert_with(|| (r.clone(), Vec::new()));
                        e.1.push(item.clone());
                    }
                }
                Item::Value(v) => {
                    // (a comment's name is a label here: the reference's
                    // decoder keeps it too)
                    for p in v.properties() {
                        let e = m
                            .entry(p.name)
                            .or_insert_with(|| (p.name_range, Vec::new()));
                        e.1.push(Item::Value(p.value));
                    }
                }
            }
        }
        m
    }

    /// Blocks and undecided values together in the JSON syntax's layout,
    /// as `hcl json` writes the files' blocks one after another: each
    /// value unpacked into blocks with as many labels as the blocks have
    /// left (the value cannot tell by itself). `None` when the blocks
    /// disagree on that number.
    fn merged_blocks(&self) -> Option<Vec<Block>> {
        let mut left = self
            .blocks()
            .map(|b| b.labels.len().saturating_sub(self.depth));
        let n = left.next()?;
        if left.any(|m| m != n) {
            return None;
        }
        let names = vec![SmolStr::new("label"); n];
        let mut out = Vec::new();
        for item in &self.items {
            match item {
                Item::Block(b) => out.push(Block {
                    labels: b.labels[self.depth..].to_vec(),
                    label_ranges: (b.label_ranges.get(self.depth..).unwrap_or(&[])).to_vec(),
                    ..(*b).clone()
                }),
                Item::Value(v) => out.extend(unpack(self.sess, self.name, v, &names)),
            }
        }
        Some(out)
    }
}

/// "Duplicate X block" at the second of two blocks a struct takes one of.
fn duplicate_block(sess: &Session, name: &str, first: &Range, second: Range) {
    sess.pass_error(
        Diagnostic::error(
            format!("Duplicate {name} block"),
            format!("Only one {name} block is allowed. Another was defined at {first}."),
        )
        .with_subject(second),
    );
}

/// The blocks an undecided value of item `name` stands for, with `labels`
/// taken from its levels of nesting (the syntax's errors recorded).
fn unpack(sess: &Session, name: &str, v: &UndecidedRef, labels: &[SmolStr]) -> Vec<Block> {
    let (blocks, d) = v.blocks(&SmolStr::new(name), &v.start_range(), labels);
    sess.pass_extend(d);
    blocks
}

/// Blocks by label: the label's range, the blocks and undecided values.
type LabelGroups<'g> = IndexMap<SmolStr, (Range, Vec<Item<'g>>)>;

macro_rules! blocks_not_argument {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            if let Some(v) = self.only_value() {
                return v.$method($($arg,)* visitor);
            }
            self.not_an_argument().$method($($arg,)* visitor)
        })*
    };
}

impl<'de> de::Deserializer<'de> for BlocksDe<'_, '_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(v) = self.only_value() {
            return v.deserialize_any(visitor);
        }
        if !self.has_values() && !self.items.is_empty() {
            // the JSON syntax's layout, shared with `write::json`
            let blocks: Vec<&Block> = self.blocks().collect();
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
            // blocks and undecided values of merged bodies: one layout, in
            // merge order
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
        if self.labelled() && self.blocks().next().is_some() {
            return self.deserialize_map(visitor);
        }
        if self.items.len() > 1 {
            return self.deserialize_seq(visitor);
        }
        match self.blocks().next() {
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
            Some(Item::Block(b)) => self.body_de(b).deserialize_struct(name, fields, visitor),
            Some(Item::Value(v)) => {
                UndecidedDe::new(self.sess, self.name, v).deserialize_struct(name, fields, visitor)
            }
            None => ZeroDe::silent(self.sess).deserialize_struct(name, fields, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(v) = self.only_value() {
            return v.deserialize_option(visitor);
        }
        visitor.visit_some(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(v) = self.only_value() {
            return v.deserialize_seq(visitor);
        }
        // in merge order; a list value's elements one by one
        let mut items = Vec::with_capacity(self.items.len());
        for item in self.items {
            match item {
                Item::Value(v) if matches!(v.shape(), Shape::List(_)) => {
                    items.extend(v.elements().into_iter().map(Item::Value))
                }
                _ => items.push(item),
            }
        }
        visitor.visit_seq(BlocksSeq::new(self.sess, self.name, items, self.depth))
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if let Some(v) = self.only_value() {
            return v.deserialize_map(visitor);
        }
        if !self.labelled() {
            return match self.one() {
                Some(Item::Block(b)) => self.body_de(b).deserialize_map(visitor),
                Some(Item::Value(v)) => {
                    UndecidedDe::new(self.sess, self.name, v).deserialize_map(visitor)
                }
                None => ZeroDe::silent(self.sess).deserialize_map(visitor),
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
        if let Some(v) = self.only_value() {
            return v.deserialize_enum(name, variants, visitor);
        }
        let b = match self.one() {
            Some(Item::Block(b)) => b,
            Some(Item::Value(v)) => {
                return UndecidedDe::new(self.sess, self.name, v)
                    .deserialize_enum(name, variants, visitor)
            }
            None => return ZeroDe::silent(self.sess).deserialize_enum(name, variants, visitor),
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
        let (sess, range) = (self.sess, b.label_ranges[self.depth].clone());
        let inner = BlocksDe {
            items: vec![Item::Block(b)],
            depth: self.depth + 1,
            ..self
        };
        Enum::visit(sess, label.clone(), range, inner, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let Some(v) = self.only_value() {
            return v.deserialize_newtype_struct(name, visitor);
        }
        match name {
            BODY_TOKEN => match self.one() {
                Some(Item::Block(b)) => {
                    hand_over(Handoff::Body(b.body.clone()));
                    visitor.visit_unit()
                }
                Some(Item::Value(v)) => UndecidedDe::new(self.sess, self.name, v)
                    .deserialize_newtype_struct(name, visitor),
                None => ZeroDe::silent(self.sess).deserialize_newtype_struct(name, visitor),
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

/// Blocks of one type in the JSON syntax's layout
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

/// Blocks one by one, a value standing for several in its turn.
struct BlocksSeq<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: std::vec::IntoIter<Item<'g>>,
    pending: Pending,
    depth: usize,
}

impl<'g, 'a, 'c> BlocksSeq<'g, 'a, 'c> {
    fn new(
        sess: &'a Session<'c>,
        name: &'g str,
        items: Vec<Item<'g>>,
        depth: usize,
    ) -> BlocksSeq<'g, 'a, 'c> {
        BlocksSeq {
            sess,
            name,
            it: items.into_iter(),
            pending: Pending::default(),
            depth,
        }
    }
}

/// Blocks unpacked from an undecided value in a sequence, not yet decoded.
type Pending = RefCell<VecDeque<Block>>;

impl<'de> de::SeqAccess<'de> for BlocksSeq<'_, '_, '_> {
    type Error = Error;

    /// The next element: when the element is a struct with label fields,
    /// an undecided value stands for as many blocks as it has label paths,
    /// and they come one by one (`pending`) before the next item.
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let sess = self.sess;
        loop {
            let b = self.pending.borrow_mut().pop_front();
            if let Some(b) = b {
                return decode_block(sess, &b, seed).map(Some);
            }
            let value = match self.it.next() {
                None => return Ok(None),
                Some(Item::Value(v)) => v,
                Some(Item::Block(b)) => {
                    let at = b.def_range.clone();
                    if sess.is_zeroed(&at) {
                        return seed.deserialize(ZeroDe::silent(sess)).map(Some);
                    }
                    let de = BlocksDe {
                        sess,
                        name: self.name,
                        items: vec![Item::Block(b)],
                        depth: self.depth,
                    };
                    return seed
                        .deserialize(de)
                        .map(Some)
                        .map_err(|e| sess.guard(e, &at));
                }
            };
            let at = value.range();
            let de = UndecidedDe {
                sess,
                name: self.name,
                value,
                spill: Some(&self.pending),
            };
            if let Some(labels) = sess.learnt_labels(&at) {
                let blocks = de.unpack(&labels);
                self.pending.borrow_mut().extend(blocks);
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

    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct BlocksMap<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: indexmap::map::IntoIter<SmolStr, (Range, Vec<Item<'g>>)>,
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
        seed.deserialize(ValueDe::new(self.sess, Value::string(label.as_str()), &loc))
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

/// An enum from a key naming the variant (a block's label, an object's
/// one property) and `inner` reading the variant's content.
struct Enum<'a, 'c, D> {
    sess: &'a Session<'c>,
    key: SmolStr,
    range: Range,
    inner: D,
}

impl<'a, 'c, D> Enum<'a, 'c, D> {
    fn visit<'de, V: Visitor<'de>>(
        sess: &'a Session<'c>,
        key: SmolStr,
        range: Range,
        inner: D,
        visitor: V,
    ) -> Result<V::Value, Error>
    where
        D: de::Deserializer<'de, Error = Error>,
    {
        let e = Enum {
            sess,
            key,
            range: range.clone(),
            inner,
        };
        visitor.visit_enum(e).map_err(|e| sess.placed(e, &range))
    }
}

impl<'de, D: de::Deserializer<'de, Error = Error>> de::EnumAccess<'de> for Enum<'_, '_, D> {
    type Error = Error;
    type Variant = Variant<D>;
    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Variant<D>), Error> {
        let v = seed
            .deserialize(KeyDe(&self.key))
            .map_err(|e| self.sess.placed(e, &self.range))?;
        Ok((v, Variant(self.inner)))
    }
}

/// An enum variant's content.
struct Variant<D>(D);

impl<'de, D: de::Deserializer<'de, Error = Error>> de::VariantAccess<'de> for Variant<D> {
    type Error = Error;
    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self.0)
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        self.0.deserialize_tuple(len, visitor)
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_struct("", fields, visitor)
    }
}

/// An undecided value (a JSON property's): blocks when the target is a
/// struct (or a sequence or map of them, keyed by labels), a value
/// otherwise ([`ExprDe`]).
struct UndecidedDe<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    /// The block type (or attribute) name the value belongs to.
    name: &'g str,
    value: UndecidedRef,
    /// In a sequence of blocks: where the blocks after the first go when
    /// the value stands for several.
    spill: Option<&'g Pending>,
}

/// One block (unpacked from an undecided value, or of a sequence): its
/// body, with its labels for the struct's label fields.
fn decode_block<'de, T: DeserializeSeed<'de>>(
    sess: &Session,
    b: &Block,
    seed: T,
) -> Result<T::Value, Error> {
    // blocks unpacked from one list share their definition range; the
    // body's own range tells them apart
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

impl<'g, 'a, 'c> UndecidedDe<'g, 'a, 'c> {
    fn new(sess: &'a Session<'c>, name: &'g str, value: UndecidedRef) -> UndecidedDe<'g, 'a, 'c> {
        UndecidedDe {
            sess,
            name,
            value,
            spill: None,
        }
    }

    /// The blocks the value stands for, with `labels` peeled off its
    /// levels of nesting.
    fn unpack(&self, labels: &[SmolStr]) -> Vec<Block> {
        unpack(self.sess, self.name, &self.value, labels)
    }

    /// The value as a plain value.
    fn expr(&self) -> ExprDe<'_, 'c> {
        ExprDe::undecided(self.sess, self.name, &self.value)
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
                self.sess.learn_labels(&self.value.range(), labels.to_vec());
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
                    duplicate_block(self.sess, self.name, &first.def_range, second.def_range);
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

macro_rules! undecided_forward {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, Error> {
            self.expr().$method($($arg,)* visitor)
        })*
    };
}

impl<'de> de::Deserializer<'de> for UndecidedDe<'_, '_, '_> {
    type Error = Error;

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let labels = label_names(fields);
        let blocks = !labels.is_empty()
            || match self.value.shape() {
                Shape::Object(_) => true,
                Shape::List(n) => n > 0,
                Shape::Null | Shape::Scalar => false,
            };
        if blocks {
            return self.struct_from_blocks(&labels, name, fields, visitor);
        }
        self.expr().deserialize_struct(name, fields, visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let items = match self.value.shape() {
            Shape::List(_) => self.value.elements().into_iter().map(Item::Value).collect(),
            Shape::Object(_) => vec![Item::Value(self.value.clone())],
            // a value that is no sequence: for a sequence of structs, the
            // syntax's errors for blocks (as gohcl's schema finds them)
            Shape::Null | Shape::Scalar => return self.expr().deserialize_seq(visitor),
        };
        visitor.visit_seq(BlocksSeq::new(self.sess, self.name, items, 0))
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if !matches!(self.value.shape(), Shape::Object(_)) {
            return self.expr().deserialize_map(visitor);
        }
        visitor.visit_map(PropertyMap {
            sess: self.sess,
            name: self.name,
            it: self.value.properties().into_iter(),
            next: None,
        })
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.value.shape() == Shape::Null {
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
        // an object of one property names the variant; anything else is a
        // value naming it
        let only = match self.value.shape() {
            Shape::Object(1) => self.value.properties().pop(),
            _ => None,
        };
        let Some(only) = only else {
            return self.expr().deserialize_enum(name, variants, visitor);
        };
        let inner = UndecidedDe {
            value: only.value,
            spill: None,
            ..self
        };
        Enum::visit(self.sess, only.name, only.name_range, inner, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match name {
            EXPR_TOKEN => {
                hand_over(Handoff::Expr(self.value.expr()));
                visitor.visit_unit()
            }
            BODY_TOKEN => {
                hand_over(Handoff::Body(self.value.body()));
                visitor.visit_unit()
            }
            SPANNED_TOKEN => {
                hand_over(Handoff::Range(self.value.range()));
                visitor.visit_newtype_struct(self)
            }
            _ => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    undecided_forward! {
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

/// An object value's entries by property name (comments left out), each
/// an undecided value.
struct PropertyMap<'g, 'a, 'c> {
    sess: &'a Session<'c>,
    name: &'g str,
    it: std::vec::IntoIter<UndecidedItem>,
    next: Option<UndecidedRef>,
}

impl<'de> de::MapAccess<'de> for PropertyMap<'_, '_, '_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        for p in self.it.by_ref() {
            if p.comment {
                continue;
            }
            self.next = Some(p.value);
            return seed.deserialize(KeyDe(&p.name)).map(Some);
        }
        Ok(None)
    }
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        let Some(value) = self.next.take() else {
            return seed.deserialize(ZeroDe::silent(self.sess));
        };
        let at = value.range();
        if self.sess.is_zeroed(&at) {
            return seed.deserialize(ZeroDe::silent(self.sess));
        }
        seed.deserialize(UndecidedDe::new(self.sess, self.name, value))
            .map_err(|e| self.sess.guard(e, &at))
    }
}
