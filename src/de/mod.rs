//! Configuration into Rust types with serde (the reference's `gohcl`
//! decoding, driven by `#[derive(Deserialize)]` instead of struct tags).
//!
//! ```
//! use serde::Deserialize;
//! use std::collections::BTreeMap;
//!
//! #[derive(Deserialize, Debug, PartialEq)]
//! struct Config {
//!     name: String,
//!     port: u16,
//!     #[serde(default)]
//!     tags: Vec<String>,
//!     service: BTreeMap<String, Service>,
//! }
//! #[derive(Deserialize, Debug, PartialEq)]
//! struct Service {
//!     image: String,
//!     replicas: Option<u8>,
//! }
//!
//! let src = r#"
//! name = "shop"
//! port = 8000 + 80
//! service "web" {
//!   image = "nginx:${1 + 1}"
//! }
//! "#;
//! let c: Config = hcl2::from_str(src).unwrap();
//! assert_eq!(c.port, 8080);
//! assert_eq!(c.service["web"].image, "nginx:2");
//! assert_eq!(c.service["web"].replicas, None);
//! ```
//!
//! # The mapping
//! A body (a file, or a block's body) decodes into a struct or a map. A
//! struct field takes the attribute or the blocks named like it (serde's
//! `rename`, `alias`, `default`, `flatten` and `deny_unknown_fields`
//! apply); what the field's type asks for decides how they are read:
//!
//! | field type | takes |
//! | --- | --- |
//! | `bool`, integers, floats, `char`, `String` | an attribute, evaluated and converted as go-cty converts (`"8"` into `u8` is 8; `1.5` or `300` into `u8` is an error at the attribute) |
//! | `Option<T>` | `None` when absent or null |
//! | `Vec<T>`, tuples, sets | a list, set or tuple value; or every block of that type, in order |
//! | a struct | an object value; or one block (a second is "Duplicate X block") |
//! | `BTreeMap`/`HashMap`/`IndexMap<String, T>` | a map or object value; or blocks keyed by their first label, with `T` taking the rest (a map of maps for two labels) |
//! | an enum | a string naming a unit variant, or an object of one attribute naming the variant; or a block whose label names the variant (`backend "s3" { ... }`) |
//! | `()` | null |
//! | [`Expr`] | the attribute's expression, not evaluated |
//! | [`Body`] | a block's body; with the field name `"remain:"`, every item the struct's other fields did not take |
//! | [`Spanned<T>`] | `T` with its source range |
//!
//! **Labels into a struct.** A struct that receives a block's labels
//! names a field `"label:NAME"` for each label, in order
//! (`#[serde(rename = "label:name")] name: String`); NAME is the label's
//! name in messages ("Missing name for service"). A block with more labels
//! than such fields is "Extraneous label for X"; with fewer, "Missing NAME
//! for X". Map keys take labels first, so a `BTreeMap<String, S>` field
//! gives `S` the labels after the first. In the JSON syntax, where labels
//! are levels of nested objects (`{"resource": {"aws_instance": {"web":
//! {...}}}}`), the label fields say how many levels to peel, as a body
//! schema's label names do: a `Vec<S>` gets one `S` for every label path,
//! and a value with too few levels is the JSON syntax's "Missing block
//! label" or "Incorrect JSON value type". Merged bodies take blocks from
//! both syntaxes the same way, file by file in merge order (as the
//! reference's merged bodies list them: a `Vec` gets the first file's
//! blocks first, a struct field the first block); an argument defined in
//! two files is "Duplicate argument" at the second.
//!
//! **Blocks given as a value.** A `Vec` of structs reads a list value as
//! well as blocks; given a value that is no list (`validation = 1`), it
//! reports what a body schema with that block type reports, as gohcl does:
//! "Unsupported argument" for a native attribute, the JSON syntax's
//! "Incorrect JSON value type" (and "Missing block label") for a JSON one.
//!
//! **Required fields.** A field serde needs (no `Option`, no `default`) and
//! the body lacks is "Missing required argument", or "Missing X block" when
//! the type is a struct, at the body's missing-item range; absent `Vec` and
//! map fields decode empty, as gohcl leaves an absent slice nil.
//!
//! **Errors.** Decoding carries on after an error, as gohcl does: a value
//! that doesn't convert leaves the zero value and siblings are still
//! decoded, so [`Error`] holds every error of the file.
//!
//! **`#[serde(flatten)]`.** serde reads a struct with a flattened field
//! as a map and passes every value the outer struct does not name through
//! its own buffer of plain data (what `deserialize_any` gives, below); the
//! flattened struct is then decoded from that buffer, not from the body.
//! So in a flattened struct: attributes and nested blocks of plain types
//! decode (both syntaxes), but without the type-driven conversions (the
//! string `"80"` into a `u16` is an error there); [`Expr`], [`Body`] and
//! [`Spanned`] fields cannot be decoded (the buffer holds no expression,
//! body or range) and are "Unsupported field type", at the block's header
//! or the body's start, rather than values quietly stripped of what they
//! carry; label fields of a struct with a flattened field are not given
//! labels. Untagged and internally tagged enums buffer the same way.
//! Declare such fields in the struct that reads the body.
//!
//! **`deserialize_any`** (into `serde_json::Value`, or a `#[serde(flatten)]`
//! field) reads a body with the structure of HCL's JSON syntax: attributes
//! as their values, blocks as objects keyed by block type and then by each
//! label; repeated blocks with the same labels (or none) as an array of
//! bodies; where sharing a label's object would reorder blocks, an array
//! of objects. This is the layout [`write::json::BlockLayout`] defines, the
//! one `hcl json` writes. Over merged bodies, a JSON value is unpacked
//! with as many label levels as the native blocks of its type have, so the
//! result is what `hcl json` gives for the files one after another (with
//! no native block of the type to say so, the values of several JSON files
//! are an array of them, which the JSON syntax reads as the same blocks).
//! Numbers come as `i64`, `u64` or `f64` when one
//! holds them exactly ([`write::json::json_number`]), else as their exact
//! decimal text (a string), so no precision is lost.
//! [`to_json_value`] gives that form.
//!
//! [`write::json::BlockLayout`]: crate::write::json::BlockLayout
//! [`write::json::json_number`]: crate::write::json::json_number

mod body;
mod error;
pub(crate) mod special;
mod value;
mod zero;

pub use error::Error;
pub use special::{Body, Expr, Spanned};

pub(crate) use error::Signal;
pub(crate) use zero::ZeroDe;

use crate::body::Body as BodyTrait;
use crate::diagnostic::{Diagnostic, Diagnostics, Files, Range, SourceFile};
use crate::eval::{EvalContext, ExprRef};
use serde::de::{self, DeserializeOwned, Visitor};
use smol_str::SmolStr;
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// The field name prefix of a struct field that takes a block label.
pub const LABEL_PREFIX: &str = "label:";
/// The field name of the field that takes the rest of a body.
pub const REMAIN: &str = "remain:";

/// How many times a decode may start over to decode around its errors.
const MAX_PASSES: usize = 64;

/// An item's identity across passes: file and byte range.
pub(crate) type Site = (Arc<str>, usize, usize);

pub(crate) fn site(r: &Range) -> Site {
    (r.filename.clone(), r.start.byte, r.end.byte)
}

/// The state of one decode: the context, the diagnostics, and what earlier
/// passes learnt about errors (items to skip, values to leave zero, fields
/// that are required).
///
/// A `Deserialize` impl gives up at its first error, so decoding carries on
/// past an error in two ways. A value that doesn't convert is reported and
/// the visitor gets a zero value, in place. An error a visitor raises
/// (unknown field, missing field, bad variant) is recorded with its item,
/// and the whole decode runs again, leaving that item out or zero; a pass
/// that learns nothing new ends it.
pub(crate) struct Session<'c> {
    pub ctx: Option<&'c EvalContext>,
    /// Items no struct field takes are ignored rather than errors
    /// ([`Decoder::allow_unknown`]).
    pub allow_unknown: bool,
    /// Diagnostics of this pass (made again by every pass).
    pass: RefCell<Vec<Diagnostic>>,
    /// Diagnostics of items later passes leave out or zero.
    sticky: RefCell<Vec<Diagnostic>>,
    zeroed: RefCell<HashSet<Site>>,
    skipped: RefCell<HashSet<Site>>,
    required: RefCell<HashSet<(usize, &'static str)>>,
    /// JSON values in sequences that stand for blocks with these labels.
    labelled: RefCell<HashMap<Site, Vec<SmolStr>>>,
    learnt: Cell<bool>,
}

impl<'c> Session<'c> {
    fn new(ctx: Option<&'c EvalContext>) -> Session<'c> {
        Session {
            ctx,
            allow_unknown: false,
            pass: RefCell::new(Vec::new()),
            sticky: RefCell::new(Vec::new()),
            zeroed: RefCell::default(),
            skipped: RefCell::default(),
            required: RefCell::default(),
            labelled: RefCell::default(),
            learnt: Cell::new(false),
        }
    }

    pub fn pass_error(&self, d: Diagnostic) {
        self.pass.borrow_mut().push(d);
    }

    pub fn pass_extend(&self, d: Diagnostics) {
        if !d.is_empty() {
            self.pass.borrow_mut().extend(d);
        }
    }

    pub fn sticky_error(&self, d: Diagnostic) {
        self.sticky.borrow_mut().push(d);
    }

    /// Records an error a caller cannot decode around; the item holding
    /// it is left zero in the next pass.
    pub fn failed(&self, d: Diagnostic) -> Error {
        self.sticky_error(d);
        Error::signal(Signal::Done)
    }

    pub fn is_zeroed(&self, r: &Range) -> bool {
        let z = self.zeroed.borrow();
        !z.is_empty() && z.contains(&site(r))
    }

    pub fn is_skipped(&self, r: &Range) -> bool {
        let s = self.skipped.borrow();
        !s.is_empty() && s.contains(&site(r))
    }

    pub fn skip(&self, r: &Range) {
        if self.skipped.borrow_mut().insert(site(r)) {
            self.learnt.set(true);
        }
    }

    pub fn is_required(&self, fields: &'static [&'static str], f: &'static str) -> bool {
        let r = self.required.borrow();
        !r.is_empty() && r.contains(&(fields.as_ptr() as usize, f))
    }

    pub fn require(&self, fields: &'static [&'static str], f: &'static str) {
        if self
            .required
            .borrow_mut()
            .insert((fields.as_ptr() as usize, f))
        {
            self.learnt.set(true);
        }
    }

    /// Learns that the JSON value at `r`, an element of a sequence, stands
    /// for blocks with `labels` (so the sequence unpacks it up front).
    pub fn learn_labels(&self, r: &Range, labels: Vec<SmolStr>) {
        if self.labelled.borrow_mut().insert(site(r), labels).is_none() {
            self.learnt.set(true);
        }
    }

    pub fn learnt_labels(&self, r: &Range) -> Option<Vec<SmolStr>> {
        let l = self.labelled.borrow();
        if l.is_empty() {
            return None;
        }
        l.get(&site(r)).cloned()
    }

    /// An error out of the item at `at`: recorded (placed at `at` when it
    /// has no place yet), the item left zero next pass.
    pub fn guard(&self, e: Error, at: &Range) -> Error {
        match e.signal {
            Signal::Retry => e,
            _ => {
                if let Some(d) = e.placed_diag(at) {
                    self.sticky_error(d);
                }
                if self.zeroed.borrow_mut().insert(site(at)) {
                    self.learnt.set(true);
                }
                Error::signal(Signal::Retry)
            }
        }
    }

    /// A visitor's error placed at `at` (a label or key).
    pub fn placed(&self, e: Error, at: &Range) -> Error {
        match e.placed_diag(at) {
            Some(d) => self.failed(d),
            None => e,
        }
    }

    fn diagnostics(&self) -> Diagnostics {
        let mut all: Vec<Diagnostic> = self.sticky.borrow().clone();
        all.extend(self.pass.borrow().iter().cloned());
        // source order, then as found; the same error once
        all.sort_by(|a, b| {
            let key = |d: &Diagnostic| {
                d.subject
                    .as_ref()
                    .map(|r| (r.filename.clone(), r.start.byte))
            };
            key(a).cmp(&key(b))
        });
        all.dedup();
        Diagnostics(all)
    }

    /// Runs a decode to the end: pass after pass while passes learn how to
    /// decode around errors.
    fn run<T>(&self, mut decode: impl FnMut(&Session<'c>) -> Result<T, Error>) -> Result<T, Error> {
        let _decoding = special::Decoding::enter();
        for _ in 0..MAX_PASSES {
            self.pass.borrow_mut().clear();
            self.learnt.set(false);
            match decode(self) {
                Ok(v) => {
                    let d = self.diagnostics();
                    return if d.has_errors() {
                        Err(Error::from_diags(d, Files::new()))
                    } else {
                        Ok(v)
                    };
                }
                Err(e) if e.signal == Signal::Retry && self.learnt.get() => continue,
                Err(e) => {
                    if let Some(d) = e.unplaced_diag() {
                        self.sticky_error(d);
                    }
                    self.sticky.borrow_mut().extend(e.diags);
                    break;
                }
            }
        }
        let d = self.diagnostics();
        if d.has_errors() {
            Err(Error::from_diags(d, Files::new()))
        } else {
            Err(Error::new(Diagnostic::error(
                "Decoding failed",
                "The configuration could not be decoded.",
            )))
        }
    }
}

/// A name as a map key or field identifier.
pub(crate) struct KeyDe<'k>(pub &'k str);

impl<'de> de::Deserializer<'de> for KeyDe<'_> {
    type Error = Error;
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_str(self.0)
    }
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        use de::IntoDeserializer;
        visitor.visit_enum(IntoDeserializer::<Error>::into_deserializer(self.0))
    }
    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_some(self)
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct
        identifier ignored_any
    }
}

/// The name a source gets when it has none.
pub const DEFAULT_FILENAME: &str = "<input>";

/// Whether source text is HCL's JSON syntax: a native-syntax file cannot
/// start with `{` (after blanks, and a byte order mark), a JSON one must.
fn looks_like_json(src: &[u8]) -> bool {
    let src = src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(src);
    src.iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|b| *b == b'{')
}

/// Decodes configuration source (native syntax, or JSON syntax when it
/// starts with `{`) into `T`, without variables or functions. Diagnostics
/// name the source `<input>`; [`from_str_named`] names it.
///
/// An attribute or block that no field of the target struct takes is an
/// error ("Unsupported argument", as gohcl reports it), so a misspelt
/// name does not pass unnoticed; [`Decoder::allow_unknown`] ignores such
/// items instead, and a field named `"remain:"` takes them (see the
/// module docs).
///
/// ```
/// #[derive(serde::Deserialize, Debug)]
/// struct Server {
///     port: u16,
/// }
/// let err = hcl2::from_str::<Server>("port = 80\nprot = 81\n").unwrap_err();
/// assert_eq!(err.diagnostics().0[0].summary, "Unsupported argument");
/// assert!(err.to_string().contains("Did you mean \"port\"?"), "{err}");
/// ```
pub fn from_str<T: DeserializeOwned>(src: &str) -> Result<T, Error> {
    from_slice(src.as_bytes())
}

/// Like [`from_str`], for bytes (invalid UTF-8 is an error).
pub fn from_slice<T: DeserializeOwned>(src: &[u8]) -> Result<T, Error> {
    Decoder::new().from_slice(src)
}

/// Like [`from_str`], with `filename` naming the source in diagnostics (a
/// name ending in `.json` selects the JSON syntax).
///
/// ```
/// #[derive(serde::Deserialize, Debug)]
/// struct Server {
///     port: u16,
/// }
/// let err = hcl2::from_str_named::<Server>("port = \"http\"\n", "server.hcl").unwrap_err();
/// let at = err.diagnostics().0[0].subject.clone().unwrap();
/// assert_eq!(&*at.filename, "server.hcl");
/// ```
pub fn from_str_named<T: DeserializeOwned>(src: &str, filename: &str) -> Result<T, Error> {
    Decoder::new().filename(filename).from_str(src)
}

/// Decodes source into `T` with the variables and functions of `ctx`
/// (`&ctx`, `Some(&ctx)` or `None`, as [`from_body`] takes it);
/// `filename` names the source in diagnostics, and selects the JSON
/// syntax when it ends in `.json` (otherwise the syntax is told from the
/// text, as [`from_str`] does).
///
/// ```
/// use hcl2::{EvalContext, Value};
/// let ctx = EvalContext::new().with_variable("base", Value::from(8000i64));
/// let port: std::collections::BTreeMap<String, u16> =
///     hcl2::from_str_with("port = base + 80\n", "main.hcl", &ctx).unwrap();
/// assert_eq!(port["port"], 8080);
/// let none: std::collections::BTreeMap<String, u16> =
///     hcl2::from_str_with("port = 80\n", "main.hcl", None).unwrap();
/// assert_eq!(none["port"], 80);
/// ```
pub fn from_str_with<'c, T: DeserializeOwned>(
    src: &str,
    filename: &str,
    ctx: impl Into<Option<&'c EvalContext>>,
) -> Result<T, Error> {
    Decoder::new()
        .filename(filename)
        .context(ctx)
        .from_slice(src.as_bytes())
}

/// Decodes a body of any syntax (native, JSON, or bodies merged from
/// several files) into `T`, with the variables and functions of `ctx`
/// (`&ctx`, `Some(&ctx)` or `None`, as [`from_str_with`] takes it).
/// The error's diagnostics point into the sources the caller parsed:
/// render them with [`Error::render_with`].
///
/// ```
/// let (body, _) = hcl2::parse("port = 80\n", "main.hcl");
/// let m: std::collections::BTreeMap<String, u16> = hcl2::from_body(&*body, None).unwrap();
/// assert_eq!(m["port"], 80);
/// ```
pub fn from_body<'c, T: DeserializeOwned>(
    body: &dyn BodyTrait,
    ctx: impl Into<Option<&'c EvalContext>>,
) -> Result<T, Error> {
    Decoder::new().context(ctx).from_body(body)
}

/// The options of a decode: the evaluation context, the source's name, and
/// whether items no struct field takes are errors. [`from_str`],
/// [`from_str_named`], [`from_str_with`] and [`from_body`] are shorthands
/// for it.
///
/// ```
/// use hcl2::de::Decoder;
/// use hcl2::{EvalContext, Value};
///
/// #[derive(serde::Deserialize, Debug)]
/// struct Server {
///     port: u16,
/// }
/// let src = "port = base + 1\nlegacy_flag = true\n";
/// let ctx = EvalContext::new().with_variable("base", Value::from(8000i64));
///
/// // By default an item without a field is an error, named by file.
/// let err = Decoder::new().context(&ctx).filename("srv.hcl").from_str::<Server>(src).unwrap_err();
/// assert!(err.to_string().contains("srv.hcl:2,1-12: Error: Unsupported argument"), "{err}");
///
/// // The opt-out: ignore it, as serde's derive does elsewhere.
/// let s: Server = Decoder::new().context(&ctx).allow_unknown(true).from_str(src).unwrap();
/// assert_eq!(s.port, 8001);
/// ```
#[derive(Clone, Debug)]
pub struct Decoder<'c> {
    ctx: Option<&'c EvalContext>,
    filename: String,
    allow_unknown: bool,
}

impl Default for Decoder<'_> {
    fn default() -> Self {
        Decoder::new()
    }
}

impl<'c> Decoder<'c> {
    /// No variables or functions, the source named `<input>`, unknown items
    /// errors.
    pub fn new() -> Decoder<'c> {
        Decoder {
            ctx: None,
            filename: DEFAULT_FILENAME.to_string(),
            allow_unknown: false,
        }
    }

    /// The variables and functions expressions see (`&ctx`, `Some(&ctx)`
    /// or `None`).
    pub fn context(mut self, ctx: impl Into<Option<&'c EvalContext>>) -> Decoder<'c> {
        self.ctx = ctx.into();
        self
    }

    /// The name diagnostics give the source of [`Decoder::from_str`] and
    /// [`Decoder::from_slice`]; a name ending in `.json` selects the JSON
    /// syntax (otherwise source starting with `{` is JSON).
    pub fn filename(mut self, filename: &str) -> Decoder<'c> {
        self.filename = filename.to_string();
        self
    }

    /// With `true`, an attribute or block that no field of the target
    /// struct takes is ignored, not an "Unsupported argument" /
    /// "Unsupported block type" error. A struct with
    /// `#[serde(deny_unknown_fields)]` still refuses them.
    pub fn allow_unknown(mut self, allow: bool) -> Decoder<'c> {
        self.allow_unknown = allow;
        self
    }

    /// Decodes source text.
    pub fn from_str<T: DeserializeOwned>(&self, src: &str) -> Result<T, Error> {
        self.from_slice(src.as_bytes())
    }

    /// Decodes source bytes (invalid UTF-8 is an error).
    pub fn from_slice<T: DeserializeOwned>(&self, src: &[u8]) -> Result<T, Error> {
        let filename = self.filename.as_str();
        let json = crate::loader::is_json_name(filename) || looks_like_json(src);
        let (body, source, diags): (_, Arc<SourceFile>, _) = if json {
            crate::loader::parse_json_source(src, filename, &crate::limits::Limits::unlimited())
        } else {
            crate::loader::parse_native_source(src, filename, &crate::limits::Limits::unlimited())
        };
        let mut files = Files::new();
        files.add(source);
        if diags.has_errors() {
            return Err(Error::from_diags(diags, files));
        }
        let sess = self.session();
        let held = body::Held::Shared(body);
        sess.run(|s| T::deserialize(body::BodyDe::new(s, held.clone())))
            .map_err(|mut e| {
                e.files = files;
                e
            })
    }

    /// Decodes a body of any syntax (see [`from_body`]).
    pub fn from_body<T: DeserializeOwned>(&self, body: &dyn BodyTrait) -> Result<T, Error> {
        let sess = self.session();
        sess.run(|s| T::deserialize(body::BodyDe::new(s, body::Held::Ref(body))))
    }

    fn session(&self) -> Session<'c> {
        let mut s = Session::new(self.ctx);
        s.allow_unknown = self.allow_unknown;
        s
    }
}

/// Evaluates an expression and decodes its value into `T`.
pub(crate) fn decode_expr<T: DeserializeOwned>(
    expr: &ExprRef,
    ctx: Option<&EvalContext>,
) -> Result<T, Error> {
    let sess = Session::new(ctx);
    sess.run(|s| {
        let (v, d) = expr.value(s.ctx);
        s.pass_extend(d);
        let loc = value::Loc {
            subject: expr.start_range(),
            context: expr.range(),
        };
        T::deserialize(value::ValueDe::new(s, v, &loc))
    })
}

/// A body in the structure of HCL's JSON syntax (see the module docs):
/// attributes evaluated in `ctx` as values, blocks as objects keyed by
/// type and then by each label, repeated blocks as arrays (the layout of
/// [`crate::write::json::BlockLayout`], shared with `hcl json`). A number
/// no JSON number holds exactly (beyond `f64`'s precision) is a string of
/// its exact decimal text.
///
/// ```
/// let (body, _, _) = hcl2::loader::parse_native_source(
///     b"a = 1\nservice \"web\" {\n  port = 80\n}\n",
///     "x.hcl",
///     &hcl2::Limits::default(),
/// );
/// let v = hcl2::de::to_json_value(&*body, None).unwrap();
/// assert_eq!(v, serde_json::json!({"a": 1, "service": {"web": {"port": 80}}}));
/// ```
pub fn to_json_value(
    body: &dyn BodyTrait,
    ctx: Option<&EvalContext>,
) -> Result<serde_json::Value, Error> {
    from_body(body, ctx)
}
