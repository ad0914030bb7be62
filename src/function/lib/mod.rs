//! The function library: go-cty's standard library under the names
//! Terraform-style languages give it, plus common Terraform-style
//! additions. Everything is opt-in: a host builds the table it wants.
//!
//! ```text
//! let funcs = hcl2::function::lib::stdlib();          // the go-cty set (+ try/can)
//! let funcs = hcl2::function::Functions::terraform_like(); // stdlib + additions
//! let mut funcs = lib::subset(&["upper", "lower"]);   // a named subset
//! funcs.insert("myfunc", my_function);                // host additions
//! ```
//!
//! Each domain has its own module with one constructor per function
//! (`lib::string::upper()` ...) and a table constructor
//! (`lib::string_functions()` ...).

pub mod collection;
pub mod conversion;
pub mod datetime;
pub mod encoding;
pub mod format;
pub(crate) mod goregex;
pub(crate) mod netaddr;
pub mod number;
pub mod regex;
pub mod set;
pub mod string;
pub mod terraform;

use super::{FuncError, Function, Functions, Param};
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
type Entry = (&'static str, fn() -> Function);

/// Every name in [`stdlib`] with its constructor.
const STDLIB: &[Entry] = &[
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
    ("regex", regex::regex),
    ("regexall", regex::regexall),
    ("replace", string::replace),
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
    ("try", crate::ext::tryfunc::try_func),
    ("can", crate::ext::tryfunc::can_func),
];

/// The Terraform-style additions (see [`terraform`]).
const TERRAFORM: &[Entry] = &[
    ("base64encode", terraform::base64encode),
    ("base64decode", terraform::base64decode),
    ("urlencode", terraform::urlencode),
    ("sha1", terraform::sha1),
    ("sha256", terraform::sha256),
    ("sha512", terraform::sha512),
    ("md5", terraform::md5),
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

/// The library functions whose go-cty definitions give no `RefineResult`
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
    "try",
    "can",
];

/// The library function `name` built by `make`, with go-cty's result
/// refinement (the go-cty standard library's functions only).
fn make_entry(name: &str, make: fn() -> Function) -> Function {
    let f = make();
    let from_cty = STDLIB.iter().any(|(n, _)| *n == name);
    if !from_cty || NO_REFINED_RESULT.contains(&name) || f.spec().refine_result.is_some() {
        f
    } else {
        f.with_not_null_result()
    }
}

fn table(entries: &[Entry], pick: impl Fn(&str) -> bool) -> Functions {
    entries
        .iter()
        .filter(|(n, _)| pick(n))
        .map(|(n, f)| (*n, make_entry(n, *f)))
        .collect()
}

/// The go-cty standard library under the names `hcleval` (the reference
/// oracle) uses, including `try` and `can`: 69 functions.
pub fn stdlib() -> Functions {
    table(STDLIB, |_| true)
}

/// The Terraform-style additions alone.
pub fn terraform_additions() -> Functions {
    table(TERRAFORM, |_| true)
}

/// [`stdlib`] plus [`terraform_additions`].
pub fn terraform_like() -> Functions {
    let mut f = stdlib();
    f.extend(&terraform_additions());
    f
}

/// The functions of both tables whose names are listed (unknown names are
/// ignored).
pub fn subset(names: &[&str]) -> Functions {
    let mut f = table(STDLIB, |n| names.contains(&n));
    f.extend(&table(TERRAFORM, |n| names.contains(&n)));
    f
}

/// One library function by name.
pub fn by_name(name: &str) -> Option<Function> {
    STDLIB
        .iter()
        .chain(TERRAFORM.iter())
        .find(|(n, _)| *n == name)
        .map(|(n, f)| make_entry(n, *f))
}

/// Every library function name (stdlib first, then the additions).
pub fn names() -> impl Iterator<Item = &'static str> {
    STDLIB.iter().chain(TERRAFORM.iter()).map(|(n, _)| *n)
}

const NUMERIC: &[&str] = &[
    "abs", "ceil", "floor", "log", "max", "min", "parseint", "pow", "signum", "int",
];
const STRINGS: &[&str] = &[
    "chomp",
    "format",
    "formatlist",
    "indent",
    "join",
    "lower",
    "upper",
    "regex",
    "regexall",
    "replace",
    "regex_replace",
    "split",
    "strrev",
    "strlen",
    "substr",
    "title",
    "trim",
    "trimprefix",
    "trimsuffix",
    "trimspace",
];
const COLLECTIONS: &[&str] = &[
    "chunklist",
    "coalesce",
    "coalescelist",
    "compact",
    "concat",
    "contains",
    "distinct",
    "element",
    "flatten",
    "hasindex",
    "keys",
    "length",
    "lookup",
    "merge",
    "range",
    "reverse",
    "setproduct",
    "slice",
    "sort",
    "values",
    "zipmap",
];
const SETS: &[&str] = &[
    "setintersection",
    "setsubtract",
    "setsymmetricdifference",
    "setunion",
    "sethaselement",
];
const ENCODING: &[&str] = &["jsonencode", "jsondecode", "csvdecode"];
const DATETIME: &[&str] = &["formatdate", "timeadd"];
const CONVERSION: &[&str] = &["tostring", "tonumber", "tobool", "tolist", "toset", "tomap"];

/// Number functions.
pub fn numeric_functions() -> Functions {
    subset(NUMERIC)
}
/// String functions (including the regex ones).
pub fn string_functions() -> Functions {
    subset(STRINGS)
}
/// Collection functions.
pub fn collection_functions() -> Functions {
    subset(COLLECTIONS)
}
/// Set functions.
pub fn set_functions() -> Functions {
    subset(SETS)
}
/// JSON and CSV functions.
pub fn encoding_functions() -> Functions {
    subset(ENCODING)
}
/// Date and time functions (pure: no clock).
pub fn datetime_functions() -> Functions {
    subset(DATETIME)
}
/// Type conversion functions.
pub fn conversion_functions() -> Functions {
    subset(CONVERSION)
}

impl Functions {
    /// The go-cty standard library with `try` and `can` ([`stdlib`]).
    pub fn stdlib() -> Functions {
        stdlib()
    }
    /// [`Functions::stdlib`] plus the Terraform-style additions.
    pub fn terraform_like() -> Functions {
        terraform_like()
    }
    /// Library functions by name ([`subset`]).
    pub fn subset(names: &[&str]) -> Functions {
        subset(names)
    }
}
