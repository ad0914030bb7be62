//! The HCL information model (go-cty semantics): types, values, numbers,
//! marks, sets, equality, conversion, unification and JSON.
//!
//! This module sits below the syntax: it never sees the AST.
//!
//! * [`Type`]: primitives, `list`/`set`/`map`, `object` (attributes sorted
//!   by name, optional attributes for constraints), `tuple`, the dynamic
//!   pseudo-type and host capsule types. 16 bytes, cheap to clone.
//! * [`Value`]: known, unknown (typed or dynamic) and null values with
//!   [`Marks`]; collections share their elements behind `Arc` (24 bytes).
//!   Maps and objects iterate by key; sets keep go-cty's element order.
//! * Equality (`==` with unknowns: [`Value::equals`]; identity:
//!   [`Value::raw_equals`]), [`Value::index`], [`Value::has_index`],
//!   [`Value::get_attr`], [`Value::length`].
//! * Conversion ([`convert`], [`get_conversion`], [`get_conversion_unsafe`],
//!   [`mismatch_message`]) and unification ([`unify`], [`unify_unsafe`]),
//!   as go-cty's `convert` package; errors are [`PathError`]s.
//! * [`json`]: type JSON, `Marshal`/`Unmarshal`, `ImpliedType` and the
//!   `{"value":...,"type":...}` form.

mod convert;
pub mod json;
mod marks;
mod nfc;
mod number;
mod ops;
pub mod refine;
mod set;
mod ty;
mod unify;
mod val;

pub use crate::gocompat::json::json_string;
pub use crate::gocompat::strconv::quote as go_quote;
pub use convert::{convert, get_conversion, get_conversion_unsafe, mismatch_message, Conversion};
pub use marks::{Mark, Marks};
pub use nfc::normalize_string;
pub use number::{Number, NumberError};
pub use ops::AccessError;
pub use refine::{Refinement, RefinementBuilder, ValueRange};
pub(crate) use set::hash_bytes;
pub use ty::{
    CapsuleConversionFrom, CapsuleConversionTo, CapsuleFromFn, CapsuleOps, CapsuleToFn,
    CapsuleType, ObjectAttr, ObjectType, Type,
};
pub use unify::{unify, unify_unsafe, Unified};
pub use val::{ElementIter, Value};

use smol_str::SmolStr;
use std::fmt;

/// The crate's one stack-growth helper, for the recursive walks over
/// types and values (see [`crate::depth`]).
pub(crate) use crate::depth::{deep, deep_if};

/// One step of a [`Path`] into a nested value.
#[derive(Clone, Debug, PartialEq)]
pub enum PathStep {
    /// An attribute of an object.
    GetAttr(SmolStr),
    /// An element of a list, map, set or tuple, by key.
    Index(Value),
}

/// A sequence of steps locating a nested value (go-cty `cty.Path`).
pub type Path = Vec<PathStep>;

/// An error about the value at `path` (go-cty `PathError`). Displays its
/// message only, as the reference does.
#[derive(Clone, Debug, PartialEq)]
pub struct PathError {
    /// Where the error is, from the outermost value inward (empty: the value
    /// itself).
    pub path: Path,
    /// What is wrong, e.g. "a number is required".
    pub message: String,
}

impl PathError {
    /// An error `message` about the value at `path`.
    pub fn new(path: Path, message: impl Into<String>) -> PathError {
        PathError {
            path,
            message: message.into(),
        }
    }
    /// An error at the root path.
    pub fn root(message: impl Into<String>) -> PathError {
        PathError {
            path: Path::new(),
            message: message.into(),
        }
    }
    /// Prefix the path with `step` (used while an error travels outward).
    pub(crate) fn within(mut self, step: PathStep) -> PathError {
        self.path.insert(0, step);
        self
    }
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PathError {}
