//! Evaluated traversals (`a.b[0]["k"]`) and the index / attribute access
//! operations behind them (go-hcl `traversal.go`, `ops.go`).

use super::context::{name_suggestion, EvalContext};
use crate::diagnostic::{Diagnostic, Diagnostics, Range};
use crate::value::{convert, go_quote, Type, Value};
use smol_str::SmolStr;
use std::borrow::Cow;

/// One step of a [`Traversal`].
#[derive(Clone, Debug, PartialEq)]
pub enum Traverser {
    /// The root variable name (only as the first step of an absolute
    /// traversal).
    Root {
        /// The variable's name.
        name: SmolStr,
        /// The range of the name.
        range: Range,
    },
    /// `.name`
    Attr {
        /// The attribute's name.
        name: SmolStr,
        /// The range of `.name`.
        range: Range,
    },
    /// `[key]` with a constant key, or legacy `.0`.
    Index {
        /// The key: a number for lists and tuples, a string for maps and
        /// objects.
        key: Value,
        /// The range of `[key]`.
        range: Range,
    },
    /// A splat step (the reference does not evaluate these either; only
    /// produced by hosts).
    Splat {
        /// The steps applied to each element.
        each: Traversal,
        /// The range of the splat.
        range: Range,
    },
}

impl Traverser {
    /// The source range of this step (`.name`, `[key]`, or the root name).
    pub fn range(&self) -> &Range {
        match self {
            Traverser::Root { range, .. }
            | Traverser::Attr { range, .. }
            | Traverser::Index { range, .. }
            | Traverser::Splat { range, .. } => range,
        }
    }

    /// Applies this (non-root) step to a value.
    pub fn step(&self, v: &Value) -> (Value, Diagnostics) {
        let r = match self {
            Traverser::Root { .. } => Err(OpError {
                summary: "Invalid traversal",
                detail: "Cannot traverse an absolute traversal.".into(),
            }),
            Traverser::Attr { name, .. } => get_attr(v, name),
            Traverser::Index { key, .. } => index(v, key),
            Traverser::Splat { .. } => Err(OpError {
                summary: "Invalid traversal",
                detail: "Splat traversal steps are not supported here.".into(),
            }),
        };
        match r {
            Ok(v) => (v, Diagnostics::new()),
            Err(e) => (Value::dynamic(), e.into_diag(self.range().clone()).into()),
        }
    }
}

/// A traversal: absolute (first step is [`Traverser::Root`]) or relative.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Traversal(pub Vec<Traverser>);

impl Traversal {
    /// A traversal made of `steps` (absolute when the first is a
    /// [`Traverser::Root`]).
    pub fn new(steps: Vec<Traverser>) -> Traversal {
        Traversal(steps)
    }
    /// The steps, in order.
    pub fn steps(&self) -> &[Traverser] {
        &self.0
    }
    /// The number of steps, root included.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether there is no step.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Whether the traversal is relative (it does not start with a root name).
    pub fn is_relative(&self) -> bool {
        !matches!(self.0.first(), Some(Traverser::Root { .. }))
    }
    /// The root name of an absolute traversal.
    pub fn root_name(&self) -> Option<&str> {
        match self.0.first() {
            Some(Traverser::Root { name, .. }) => Some(name),
            _ => None,
        }
    }
    /// From the first step's start to the last step's end.
    pub fn source_range(&self) -> Range {
        match (self.0.first(), self.0.last()) {
            (Some(a), Some(b)) => a.range().to(b.range()),
            _ => Range::default(),
        }
    }
    /// Splits an absolute traversal into its root and the relative rest.
    pub fn simple_split(&self) -> (Traversal, Traversal) {
        if self.is_relative() {
            return (Traversal::default(), self.clone());
        }
        (
            Traversal(self.0[..1].to_vec()),
            Traversal(self.0[1..].to_vec()),
        )
    }

    /// Applies a relative traversal to a value; stops at the first error
    /// (with a dynamic value).
    pub fn traverse_rel(&self, val: &Value) -> (Value, Diagnostics) {
        let mut cur = val.clone();
        let mut diags = Diagnostics::new();
        for step in &self.0 {
            let (v, d) = step.step(&cur);
            let err = d.has_errors();
            diags.extend(d);
            if err {
                return (Value::dynamic(), diags);
            }
            cur = v;
        }
        (cur, diags)
    }

    /// Looks the root up in `ctx` and applies the remaining steps.
    pub fn traverse_abs(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let Some(Traverser::Root { name, range }) = self.0.first() else {
            return (
                Value::dynamic(),
                Diagnostic::error(
                    "Invalid traversal",
                    "An absolute traversal must start with a root name.",
                )
                .into(),
            );
        };
        let rest = Traversal(self.0[1..].to_vec());
        match ctx.map(|c| c.lookup_variable(name)) {
            Some(Ok(v)) => rest.traverse_rel(v),
            Some(Err(true)) => {
                let ctx = ctx.expect("some");
                let names = ctx.all_variable_names();
                (
                    Value::dynamic(),
                    unknown_variable(name, names.iter().copied(), range.clone()).into(),
                )
            }
            _ => (
                Value::dynamic(),
                variables_not_allowed(range.clone()).into(),
            ),
        }
    }
}

pub(crate) fn variables_not_allowed(subject: Range) -> Diagnostic {
    Diagnostic::error("Variables not allowed", "Variables may not be used here.")
        .with_subject(subject)
}

pub(crate) fn unknown_variable<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    subject: Range,
) -> Diagnostic {
    let suggestion = match name_suggestion(name, candidates) {
        Some(s) => format!(" Did you mean {}?", go_quote(s)),
        None => String::new(),
    };
    Diagnostic::error(
        "Unknown variable",
        format!(
            "There is no variable named {}.{}",
            go_quote(name),
            suggestion
        ),
    )
    .with_subject(subject)
}

/// An operation failure: the summary and detail of the diagnostic the
/// caller reports at the operation's range.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OpError {
    pub summary: &'static str,
    pub detail: Cow<'static, str>,
}

impl OpError {
    fn new(summary: &'static str, detail: impl Into<Cow<'static, str>>) -> OpError {
        OpError {
            summary,
            detail: detail.into(),
        }
    }
    pub fn into_diag(self, subject: Range) -> Diagnostic {
        Diagnostic::error(self.summary, self.detail).with_subject(subject)
    }
}

const INVALID_INDEX: &str = "Invalid index";
const NO_ELEMENT: &str = "The given key does not identify an element in this collection value";

/// go-hcl `Index`: `collection[key]` with the reference's conversions and
/// errors.
pub(crate) fn index(collection: &Value, key: &Value) -> Result<Value, OpError> {
    if collection.is_null() {
        return Err(OpError::new(
            "Attempt to index null value",
            "This value is null, so it does not have any indices.",
        ));
    }
    if key.is_null() {
        return Err(OpError::new(
            INVALID_INDEX,
            "Can't use a null value as an indexing key.",
        ));
    }
    let ty = collection.ty();
    if key.ty().is_dynamic() || ty.is_dynamic() {
        return Ok(Value::dynamic());
    }
    match ty {
        Type::List(_) | Type::Tuple(_) | Type::Map(_) => {
            let want = if ty.is_map() {
                Type::String
            } else {
                Type::Number
            };
            let key = match convert(key, &want) {
                Ok(k) => k,
                Err(e) => {
                    return Err(OpError::new(INVALID_INDEX, format!("{NO_ELEMENT}: {e}.")));
                }
            };
            let has = collection.has_index(&key);
            let has = has.unmarked();
            if !has.is_known() {
                return Ok(match ty {
                    Type::Tuple(_) => Value::dynamic(),
                    _ => Value::unknown(ty.element_type().cloned().unwrap_or(Type::Dynamic)),
                });
            }
            if has.as_bool() == Some(false) {
                if !ty.is_map() && key.is_known() && !key.is_null() {
                    if let Some(n) = key.as_number() {
                        if !n.is_integer() {
                            return Err(OpError::new(
                                INVALID_INDEX,
                                "The given key does not identify an element in this collection value: indexing a sequence requires a whole number, but the given index has a fractional part.",
                            ));
                        }
                        if n.signum() < 0 {
                            return Err(OpError::new(
                                INVALID_INDEX,
                                "The given key does not identify an element in this collection value: a negative number is not a valid index for a sequence.",
                            ));
                        }
                        // The length, when known and unmarked.
                        let len = if collection.is_marked() {
                            None
                        } else if let Type::Tuple(t) = ty {
                            Some(t.len())
                        } else if collection.is_known() {
                            collection.length_int()
                        } else {
                            None
                        };
                        if let Some(len) = len {
                            if n.to_i64() == Some(len as i64) {
                                return Err(OpError::new(
                                    INVALID_INDEX,
                                    if len == 0 {
                                        "The given key does not identify an element in this collection value: the collection has no elements."
                                    } else {
                                        "The given key does not identify an element in this collection value: the given index is greater than or equal to the length of the collection."
                                    },
                                ));
                            }
                        }
                    }
                }
                return Err(OpError::new(INVALID_INDEX, format!("{NO_ELEMENT}.")));
            }
            collection
                .index(&key)
                .map_err(|e| OpError::new(INVALID_INDEX, format!("{NO_ELEMENT}: {e}.")))
        }
        Type::Object(o) => {
            let was_number = *key.ty() == Type::Number;
            let key = match convert(key, &Type::String) {
                Ok(k) => k,
                Err(e) => {
                    return Err(OpError::new(INVALID_INDEX, format!("{NO_ELEMENT}: {e}.")));
                }
            };
            if !collection.is_known() || !key.is_known() {
                return Ok(Value::dynamic().with_same_marks([collection]));
            }
            let name = key.as_str().unwrap_or("");
            if o.get(name).is_none() {
                let suggestion = if was_number {
                    " An object only supports looking up attributes by name, not by numeric index."
                } else {
                    ""
                };
                return Err(OpError::new(
                    INVALID_INDEX,
                    format!("{NO_ELEMENT}.{suggestion}"),
                ));
            }
            collection
                .get_attr(name)
                .map_err(|e| OpError::new(INVALID_INDEX, format!("{NO_ELEMENT}: {e}.")))
        }
        Type::Set(_) => Err(OpError::new(
            INVALID_INDEX,
            "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.",
        )),
        _ => Err(OpError::new(
            INVALID_INDEX,
            "This value does not have any indices.",
        )),
    }
}

const UNSUPPORTED_ATTR: &str = "Unsupported attribute";

/// go-hcl `GetAttr`: `obj.name` with the reference's errors.
pub(crate) fn get_attr(obj: &Value, name: &str) -> Result<Value, OpError> {
    if obj.is_null() {
        return Err(OpError::new(
            "Attempt to get attribute from null value",
            "This value is null, so it does not have any attributes.",
        ));
    }
    let ty = obj.ty();
    match ty {
        Type::Object(o) => {
            let Some(a) = o.get(name) else {
                return Err(OpError::new(
                    UNSUPPORTED_ATTR,
                    format!(
                        "This object does not have an attribute named {}.",
                        go_quote(name)
                    ),
                ));
            };
            if !obj.is_known() {
                return Ok(Value::unknown(a.ty.clone()).with_same_marks([obj]));
            }
            obj.get_attr(name)
                .map_err(|e| OpError::new(UNSUPPORTED_ATTR, e.to_string()))
        }
        Type::Map(ety) => {
            if !obj.is_known() {
                return Ok(Value::unknown((**ety).clone()).with_same_marks([obj]));
            }
            let k = Value::string(name);
            if obj.has_index(&k).unmarked().as_bool() == Some(false) {
                return Err(OpError::new(
                    "Missing map element",
                    format!(
                        "This map does not have an element with the key {}.",
                        go_quote(name)
                    ),
                ));
            }
            obj.index(&k)
                .map_err(|e| OpError::new("Missing map element", e.to_string()))
        }
        Type::Dynamic => Ok(Value::dynamic().with_same_marks([obj])),
        Type::List(ety) if ety.is_object() => {
            if ety.object_type().is_some_and(|o| o.get(name).is_some()) {
                Err(OpError::new(
                    UNSUPPORTED_ATTR,
                    format!(
                        "Can't access attributes on a list of objects. Did you mean to access attribute {} for a specific element of the list, or across all elements of the list?",
                        go_quote(name)
                    ),
                ))
            } else {
                Err(OpError::new(
                    UNSUPPORTED_ATTR,
                    "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?",
                ))
            }
        }
        Type::Set(ety) if ety.is_object() => Err(OpError::new(
            UNSUPPORTED_ATTR,
            "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?",
        )),
        t if t.is_primitive() => Err(OpError::new(
            UNSUPPORTED_ATTR,
            format!(
                "Can't access attributes on a primitive-typed value ({}).",
                t.friendly_name()
            ),
        )),
        _ => Err(OpError::new(
            UNSUPPORTED_ATTR,
            "This value does not have any attributes.",
        )),
    }
}

/// go-hcl `Index` as a public operation: the value, or a dynamic value and
/// a diagnostic at `range`.
pub fn index_value(collection: &Value, key: &Value, range: Option<&Range>) -> (Value, Diagnostics) {
    match index(collection, key) {
        Ok(v) => (v, Diagnostics::new()),
        Err(e) => {
            let mut d = Diagnostic::error(e.summary, e.detail);
            d.subject = range.cloned();
            (Value::dynamic(), d.into())
        }
    }
}

/// go-hcl `GetAttr` as a public operation.
pub fn get_attr_value(obj: &Value, name: &str, range: Option<&Range>) -> (Value, Diagnostics) {
    match get_attr(obj, name) {
        Ok(v) => (v, Diagnostics::new()),
        Err(e) => {
            let mut d = Diagnostic::error(e.summary, e.detail);
            d.subject = range.cloned();
            (Value::dynamic(), d.into())
        }
    }
}
