//! The types that take something other than a plain value out of a body:
//! [`Expr`] (an expression kept for later), [`Body`] (a body kept for
//! later) and [`Spanned`] (a value with its source range).
//!
//! Each asks its deserializer for a newtype struct with a reserved name;
//! hcl2's deserializers recognise the name and hand the expression, body
//! or range over through a thread-local slot (serde has no other channel
//! for it). Other deserializers see an ordinary newtype struct.
//!
//! Inside an hcl2 decode, a value that reaches one of them without a
//! handoff came through serde's own buffer (a `#[serde(flatten)]` field,
//! an untagged or internally tagged enum), which keeps plain data only:
//! that is an error saying so, not a value quietly stripped of its
//! expression, body or range.

use super::Error;
use crate::body::BodyRef;
use crate::diagnostic::{Diagnostics, Range};
use crate::eval::{EvalContext, ExprRef, Expression, StaticExpr, Traversal};
use crate::value::Value;
use serde::de::{self, Deserialize, Deserializer, Visitor};
use std::cell::{Cell, RefCell};
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

pub(crate) const EXPR_TOKEN: &str = "$hcl2::de::Expr";
pub(crate) const BODY_TOKEN: &str = "$hcl2::de::Body";
pub(crate) const SPANNED_TOKEN: &str = "$hcl2::de::Spanned";

pub(crate) enum Handoff {
    Expr(ExprRef),
    Body(BodyRef),
    Range(Range),
}

thread_local! {
    static HANDOFF: RefCell<Option<Handoff>> = const { RefCell::new(None) };
    /// How many hcl2 decodes are running on this thread.
    static DECODING: Cell<usize> = const { Cell::new(0) };
}

/// Marks an hcl2 decode as running while it lives.
pub(crate) struct Decoding(());

impl Decoding {
    pub fn enter() -> Decoding {
        DECODING.with(|d| d.set(d.get() + 1));
        Decoding(())
    }
}

impl Drop for Decoding {
    fn drop(&mut self) {
        DECODING.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

fn decoding() -> bool {
    DECODING.with(|d| d.get() > 0)
}

/// The start of the message of [`buffered`] (the decoder gives it its
/// own summary).
pub(crate) const BUFFERED: &str = "cannot be taken from a value serde has buffered";

/// The error for a type reached through serde's buffer in an hcl2 decode.
fn buffered<E: de::Error>(what: &str) -> E {
    E::custom(format!(
        "{BUFFERED}: {what} cannot be a field of a #[serde(flatten)] struct, nor of an \
         untagged or internally tagged enum, because serde passes those fields' values \
         through its own buffer of plain data, which cannot hold an expression, a body \
         or a source range. Declare the field in the struct that reads the body itself."
    ))
}

pub(crate) fn hand_over(h: Handoff) {
    HANDOFF.with(|s| *s.borrow_mut() = Some(h));
}

fn take() -> Option<Handoff> {
    HANDOFF.with(|s| s.borrow_mut().take())
}

/// An attribute's expression, not evaluated (gohcl's `hcl.Expression`
/// field): evaluate it later against any context, ask for the variables it
/// refers to, or decode it into a type with [`Expr::decode`].
///
/// An absent optional attribute decodes as a null expression whose range is
/// the body's missing-item range, as in gohcl. It works for both syntaxes.
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Output {
///     value: hcl2::de::Expr,
/// }
/// let out: Output = hcl2::from_str("value = var.name\n").unwrap();
/// assert_eq!(out.value.range().start.byte, 8);
/// assert_eq!(out.value.variables()[0].root_name(), Some("var"));
/// ```
#[derive(Clone)]
pub struct Expr(pub(crate) ExprRef);

impl Expr {
    /// Wraps any expression.
    pub fn new(expr: ExprRef) -> Expr {
        Expr(expr)
    }
    /// The expression behind it.
    pub fn expression(&self) -> &ExprRef {
        &self.0
    }
    /// Evaluates the expression (`ctx`: `&ctx`, `Some(&ctx)` or `None`).
    pub fn value<'c>(&self, ctx: impl Into<Option<&'c EvalContext>>) -> (Value, Diagnostics) {
        self.0.value(ctx.into())
    }
    /// The whole expression's range.
    pub fn range(&self) -> Range {
        self.0.range()
    }
    /// Every absolute traversal the expression refers to.
    pub fn variables(&self) -> Vec<Traversal> {
        self.0.variables()
    }
    /// Evaluates the expression and decodes the value into `T`, as a field
    /// of type `T` would have been decoded.
    pub fn decode<'c, T: de::DeserializeOwned>(
        &self,
        ctx: impl Into<Option<&'c EvalContext>>,
    ) -> Result<T, Error> {
        super::decode_expr(&self.0, ctx.into())
    }
}

/// Two expressions are equal when they are written the same: the same
/// source text (a native-syntax expression's own text; another one's
/// value, evaluated without a context, written as HCL), wherever they come
/// from; ranges and file names are not compared.
///
/// ```
/// #[derive(serde::Deserialize, Debug, PartialEq)]
/// struct Output {
///     value: hcl2::de::Expr,
/// }
/// let a: Output = hcl2::from_str("value = var.name\n").unwrap();
/// let b: Output = hcl2::from_str("\n\nvalue   =   var.name\n").unwrap();
/// let c: Output = hcl2::from_str("value = var.other\n").unwrap();
/// assert_eq!(a, b);
/// assert_ne!(a, c);
/// ```
impl PartialEq for Expr {
    fn eq(&self, other: &Expr) -> bool {
        expr_text(self) == expr_text(other)
    }
}

/// The text [`PartialEq`] compares: a native expression's source; else its
/// value written as HCL; else (a value with no text, such as an unknown
/// one) the expression's range, so that no two such are equal.
fn expr_text(e: &Expr) -> String {
    let expr = e.expression();
    if let Some(n) = expr.as_native() {
        let r = expr.range();
        if let Some(t) = n.source().text().get(r.start.byte..r.end.byte) {
            return t.to_string();
        }
    }
    let (v, d) = expr.value(None);
    match crate::write::value_source(&v) {
        Ok(t) if !d.has_errors() => t,
        _ => format!("{:?}", expr.range()),
    }
}

impl Deref for Expr {
    type Target = dyn Expression;
    fn deref(&self) -> &(dyn Expression + 'static) {
        &*self.0
    }
}

impl fmt::Debug for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Expr({})", self.0.range())
    }
}

impl<'de> Deserialize<'de> for Expr {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Expr, D::Error> {
        d.deserialize_newtype_struct(EXPR_TOKEN, ExprVisitor)
    }
}

struct ExprVisitor;

impl ExprVisitor {
    fn constant<E>(v: Value) -> Result<Expr, E> {
        Ok(Expr(Arc::new(StaticExpr::new(v, Range::default()))))
    }
}

impl<'de> Visitor<'de> for ExprVisitor {
    type Value = Expr;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an expression")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Expr, E> {
        match take() {
            Some(Handoff::Expr(e)) => Ok(Expr(e)),
            _ if decoding() => Err(buffered("hcl2::de::Expr")),
            _ => ExprVisitor::constant(Value::null(crate::value::Type::Dynamic)),
        }
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Expr, D::Error> {
        if decoding() {
            return Err(buffered("hcl2::de::Expr"));
        }
        d.deserialize_any(self)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Expr, E> {
        ExprVisitor::constant(Value::bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Expr, E> {
        ExprVisitor::constant(Value::from(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Expr, E> {
        ExprVisitor::constant(Value::number(crate::value::Number::from_u64(v)))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Expr, E> {
        match crate::value::Number::from_f64(v) {
            Some(n) => ExprVisitor::constant(Value::number(n)),
            None => Err(E::custom("a finite number is required")),
        }
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Expr, E> {
        ExprVisitor::constant(Value::string(v))
    }
}

/// The rest of a body, not decoded (gohcl's `remain` field): every
/// attribute and block the struct's other fields did not take. Name the
/// field `"remain:"` (`#[serde(rename = "remain:")]`); a body is also what
/// a field of this type takes from a block (the block's body). Decode it
/// later with [`Body::decode`].
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Provider {
///     region: String,
///     #[serde(rename = "remain:")]
///     rest: hcl2::de::Body,
/// }
/// #[derive(serde::Deserialize)]
/// struct Extra {
///     profile: String,
/// }
/// let p: Provider = hcl2::from_str("region = \"eu\"\nprofile = \"dev\"\n").unwrap();
/// let extra: Extra = p.rest.decode(None).unwrap();
/// assert_eq!(extra.profile, "dev");
/// ```
#[derive(Clone)]
pub struct Body(pub(crate) BodyRef);

impl Body {
    /// Wraps a body of either syntax, to be decoded later with
    /// [`Body::decode`].
    pub fn new(body: BodyRef) -> Body {
        Body(body)
    }
    /// The body behind it.
    pub fn body(&self) -> &BodyRef {
        &self.0
    }
    /// Decodes the body into `T`, with the variables and functions of `ctx`.
    pub fn decode<'c, T: de::DeserializeOwned>(
        &self,
        ctx: impl Into<Option<&'c EvalContext>>,
    ) -> Result<T, Error> {
        crate::de::from_body(&*self.0, ctx)
    }
}

impl Deref for Body {
    type Target = dyn crate::body::Body;
    fn deref(&self) -> &(dyn crate::body::Body + 'static) {
        &*self.0
    }
}

impl fmt::Debug for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Body({:?})", self.0)
    }
}

impl<'de> Deserialize<'de> for Body {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Body, D::Error> {
        d.deserialize_newtype_struct(BODY_TOKEN, BodyVisitor)
    }
}

struct BodyVisitor;

impl<'de> Visitor<'de> for BodyVisitor {
    type Value = Body;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an HCL body")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Body, E> {
        match take() {
            Some(Handoff::Body(b)) => Ok(Body(b)),
            _ if decoding() => Err(buffered("hcl2::de::Body")),
            _ => Err(E::custom("a body can only be taken from an HCL body")),
        }
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, _d: D) -> Result<Body, D::Error> {
        if decoding() {
            return Err(buffered("hcl2::de::Body"));
        }
        Err(de::Error::custom(
            "a body can only be taken from an HCL body",
        ))
    }
}

/// A value with its source range: for an attribute, the range of its
/// expression; for a block, its header (type and labels); for an absent
/// field, the body's missing-item range. Other deserializers give
/// [`Range::default`].
///
/// ```
/// use hcl2::de::Spanned;
/// #[derive(serde::Deserialize)]
/// struct Conf {
///     port: Spanned<u16>,
/// }
/// let c: Conf = hcl2::from_str("port = 8080\n").unwrap();
/// assert_eq!(*c.port.value(), 8080);
/// assert_eq!(c.port.range().start.column, 8);
/// ```
#[derive(Clone, Debug)]
pub struct Spanned<T> {
    value: T,
    range: Range,
}

impl<T> Spanned<T> {
    /// `value`, written at `range`.
    pub fn new(value: T, range: Range) -> Spanned<T> {
        Spanned { value, range }
    }
    /// The decoded value.
    pub fn value(&self) -> &T {
        &self.value
    }
    /// Where it was written: an attribute's expression, a block's header,
    /// or the missing-item range of an absent field.
    pub fn range(&self) -> &Range {
        &self.range
    }
    /// The value, without its range.
    pub fn into_inner(self) -> T {
        self.value
    }
}

/// Compares the values only (the ranges say where they were written).
impl<T: PartialEq> PartialEq for Spanned<T> {
    fn eq(&self, other: &Spanned<T>) -> bool {
        self.value == other.value
    }
}

impl<T> Deref for Spanned<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Spanned<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Spanned<T>, D::Error> {
        d.deserialize_newtype_struct(SPANNED_TOKEN, SpannedVisitor(std::marker::PhantomData))
    }
}

struct SpannedVisitor<T>(std::marker::PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for SpannedVisitor<T> {
    type Value = Spanned<T>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a value")
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Spanned<T>, D::Error> {
        let range = match take() {
            Some(Handoff::Range(r)) => r,
            _ if decoding() => return Err(buffered("hcl2::de::Spanned")),
            _ => Range::default(),
        };
        Ok(Spanned {
            value: T::deserialize(d)?,
            range,
        })
    }
}

impl<T: serde::Serialize> serde::Serialize for Spanned<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(s)
    }
}
