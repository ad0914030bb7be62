//! The function library: go-cty's standard library under the names
//! Terraform-style languages give it, plus common Terraform-style
//! additions, as tables of constructors. Everything is opt-in: a host
//! builds the table it wants.
//!
//! `try` and `can` see their arguments' diagnostics, so they are built by
//! the evaluator, which sits above this module; the complete library with
//! them (`stdlib()`, `terraform_like()`, `subset`, the domain tables) is
//! assembled above the evaluator, in `ext::library`.
//!
//! Each domain has its own module with one constructor per function
//! (`lib::string::upper()` ...).

pub mod collection;
pub mod conversion;
pub mod datetime;
pub mod encoding;
pub mod format;
pub mod number;
#[cfg(feature = "regex")]
pub mod regex;
pub mod set;
pub mod string;
#[cfg(feature = "terraform")]
pub mod terraform;

use super::{FuncError, Function, Param};
use crate::value::{Number, Type, Value};

/// A parameter with all flags off.
pub(crate) fn param(name: &'static str, ty: Type) -> Param {
    Param::new(name, ty)
}

/// The string of a known string argument ("" otherwise).
pub(crate) fn str_arg(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

/// go-cty `gocty.FromCtyValue` into a Go `int` (64 bits).
pub(crate) fn go_int(v: &Value) -> Result<i64, String> {
    match v.as_number().and_then(Number::to_i64) {
        Some(i) => Ok(i),
        None => Err(
            "value must be a whole number, between -9223372036854775808 and 9223372036854775807"
                .into(),
        ),
    }
}

/// go-cty `gocty.FromCtyValue` into a Go `float64`.
pub(crate) fn go_f64(v: &Value) -> Result<f64, String> {
    let n = v.as_number().cloned().unwrap_or_else(Number::zero);
    let f = n.to_f64();
    if f.is_infinite() && !n.is_infinite() {
        return Err(format!(
            "value must be between {:.6} and {:.6} inclusive",
            -f64::MAX,
            f64::MAX
        ));
    }
    Ok(f)
}

/// The error go-cty reports when a float64 function produces NaN.
pub(crate) fn nan_panic() -> FuncError {
    FuncError::call("panic in function implementation: Float.SetFloat64(NaN)")
}

/// A library entry: a name and the constructor of its function.
pub type Entry = (&'static str, fn() -> Function);

/// go-cty's standard library (the names `hcleval` uses) without `try` and
/// `can`, which come after these in the complete library.
pub const CTY: &[Entry] = &[
    ("abs", number::abs),
    ("ceil", number::ceil),
    ("floor", number::floor),
    ("log", number::log),
    ("max", number::max),
    ("min", number::min),
    ("parseint", number::parseint),
    ("pow", number::pow),
    ("signum", number::signum),
    ("int", number::int),
    ("chomp", string::chomp),
    ("format", format::format),
    ("formatlist", format::formatlist),
    ("indent", string::indent),
    ("join", string::join),
    ("lower", string::lower),
    ("upper", string::upper),
    #[cfg(feature = "regex")]
    ("regex", regex::regex),
    #[cfg(feature = "regex")]
    ("regexall", regex::regexall),
    ("replace", string::replace),
    #[cfg(feature = "regex")]
    ("regex_replace", regex::regex_replace),
    ("split", string::split),
    ("strrev", string::strrev),
    ("strlen", string::strlen),
    ("substr", string::substr),
    ("title", string::title),
    ("trim", string::trim),
    ("trimprefix", string::trimprefix),
    ("trimsuffix", string::trimsuffix),
    ("trimspace", string::trimspace),
    ("chunklist", collection::chunklist),
    ("coalesce", collection::coalesce),
    ("coalescelist", collection::coalescelist),
    ("compact", collection::compact),
    ("concat", collection::concat),
    ("contains", collection::contains),
    ("distinct", collection::distinct),
    ("element", collection::element),
    ("flatten", collection::flatten),
    ("hasindex", collection::hasindex),
    ("keys", collection::keys),
    ("length", collection::length),
    ("lookup", collection::lookup),
    ("merge", collection::merge),
    ("range", collection::range),
    ("reverse", collection::reverse),
    ("setproduct", collection::setproduct),
    ("slice", collection::slice),
    ("sort", string::sort),
    ("values", collection::values),
    ("zipmap", collection::zipmap),
    ("setintersection", set::setintersection),
    ("setsubtract", set::setsubtract),
    ("setsymmetricdifference", set::setsymmetricdifference),
    ("setunion", set::setunion),
    ("sethaselement", set::sethaselement),
    ("jsonencode", encoding::jsonencode),
    ("jsondecode", encoding::jsondecode),
    ("csvdecode", encoding::csvdecode),
    ("formatdate", datetime::formatdate),
    ("timeadd", datetime::timeadd),
    ("tostring", conversion::tostring),
    ("tonumber", conversion::tonumber),
    ("tobool", conversion::tobool),
    ("tolist", conversion::tolist),
    ("toset", conversion::toset),
    ("tomap", conversion::tomap),
];

/// The Terraform-style additions (see [`terraform`]).
#[cfg(feature = "terraform")]
pub const TERRAFORM: &[Entry] = &[
    ("base64encode", terraform::base64encode),
    ("base64decode", terraform::base64decode),
    ("urlencode", terraform::urlencode),
    #[cfg(feature = "crypto")]
    ("sha1", terraform::sha1),
    #[cfg(feature = "crypto")]
    ("sha256", terraform::sha256),
    #[cfg(feature = "crypto")]
    ("sha512", terraform::sha512),
    #[cfg(feature = "crypto")]
    ("md5", terraform::md5),
    #[cfg(feature = "crypto")]
    ("uuidv5", terraform::uuidv5),
    ("cidrhost", terraform::cidrhost),
    ("cidrnetmask", terraform::cidrnetmask),
    ("cidrsubnet", terraform::cidrsubnet),
    ("cidrsubnets", terraform::cidrsubnets),
    ("alltrue", terraform::alltrue),
    ("anytrue", terraform::anytrue),
    ("sum", terraform::sum),
    ("one", terraform::one),
    ("index", terraform::index),
    ("startswith", terraform::startswith),
    ("endswith", terraform::endswith),
    ("strcontains", terraform::strcontains),
    ("transpose", terraform::transpose),
    ("matchkeys", terraform::matchkeys),
];
/// The Terraform-style additions: none in a build without the
/// `terraform` feature.
#[cfg(not(feature = "terraform"))]
pub const TERRAFORM: &[Entry] = &[];

/// The [`CTY`] functions whose go-cty definitions give no `RefineResult`
/// (every other one refines its unknown results as not null).
const NO_REFINED_RESULT: &[&str] = &[
    "element",
    "lookup",
    "timeadd",
    "jsondecode",
    "tostring",
    "tonumber",
    "tobool",
    "tolist",
    "toset",
    "tomap",
];

/// The library function `name` built by `make`, with go-cty's result
/// refinement for the [`CTY`] functions (unknown results not null unless
/// go-cty says otherwise); every table is built through it.
pub(crate) fn make_entry(name: &str, make: fn() -> Function) -> Function {
    let f = make();
    let from_cty = CTY.iter().any(|(n, _)| *n == name);
    if !from_cty || NO_REFINED_RESULT.contains(&name) || f.spec().refine_result.is_some() {
        f
    } else {
        f.with_not_null_result()
    }
}

/// One function of [`CTY`] or [`TERRAFORM`] by name (`try` and `can`
/// are not among them: see `ext::library::by_name`).
pub fn by_name(name: &str) -> Option<Function> {
    CTY.iter()
        .chain(TERRAFORM.iter())
        .find(|(n, _)| *n == name)
        .map(|(n, f)| make_entry(n, *f))
}

/// The size of `v` as a result would spell it out: string bytes plus one unit per
/// element, walking nested collections (shared ones once per reference, as text
/// would repeat them). The walk stops once the size passes `cap`, so it costs at most
/// `cap` steps however much structure is shared.
pub fn spelled_size(v: &Value, cap: u64) -> u64 {
    size_walk(v, cap, true)
}

/// [`spelled_size`], counting strings as one unit when `bytes` is false.
pub(crate) fn size_walk(v: &Value, cap: u64, bytes: bool) -> u64 {
    fn walk(v: &Value, total: &mut u64, cap: u64, bytes: bool) {
        if *total > cap {
            return;
        }
        let v = v.unmarked();
        if let Some(s) = v.as_str() {
            *total = total.saturating_add(if bytes { s.len() as u64 + 2 } else { 1 });
            return;
        }
        *total += 1;
        if let Some(es) = v.elements() {
            for e in es {
                crate::depth::deep(|| walk(e, total, cap, bytes));
                if *total > cap {
                    return;
                }
            }
        } else if let Some(es) = v.map_entries() {
            for (k, e) in es {
                if !keyed(k.len(), e, total, cap, bytes) {
                    return;
                }
            }
        } else if let Some(attrs) = v.object_attrs() {
            for (k, e) in attrs {
                if !keyed(k.len(), e, total, cap, bytes) {
                    return;
                }
            }
        }
    }
    /// One map entry or object attribute (key of `klen` bytes): false once past `cap`.
    fn keyed(klen: usize, e: &Value, total: &mut u64, cap: u64, bytes: bool) -> bool {
        *total = total.saturating_add(if bytes { klen as u64 + 3 } else { 1 });
        crate::depth::deep(|| walk(e, total, cap, bytes));
        *total <= cap
    }
    let mut total = 0u64;
    walk(v, &mut total, cap, bytes);
    total
}

/// Checks that spelling `v` out as text fits in the string budget of the running
/// evaluation (see [`crate::limits`]).
pub fn check_spelled(v: &Value) -> Result<(), FuncError> {
    let cap = crate::limits::bytes_left();
    let n = spelled_size(v, cap);
    crate::limits::check_bytes(usize::try_from(n).unwrap_or(usize::MAX))?;
    Ok(())
}
