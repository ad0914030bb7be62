//! The complete function library: go-cty's standard library with `try`
//! and `can` (the set the reference's `hcleval` offers), the
//! Terraform-style additions, named subsets and the domain tables.
//!
//! The function tables live in [`crate::function::lib`], below the
//! evaluator; `try` and `can` are built by the evaluator ([`super::tryfunc`]),
//! so the library that includes them is assembled here, above it.
//!
//! ```
//! use hcl2::ext::library;
//! use hcl2::{EvalContext, Functions, Value};
//! let all: Functions = library::stdlib(); // the go-cty set, with try and can
//! assert!(all.contains("jsonencode") && all.contains("try"));
//! let mut funcs = library::subset(&["upper", "lower"]); // a named subset
//! assert_eq!(funcs.names(), ["lower", "upper"]);
//! funcs.insert("shout", library::by_name("upper").unwrap()); // host additions
//! let ctx = EvalContext::new().with_functions(funcs);
//! let (expr, _) = hcl2::parse_expression(
//!     r#"shout(lower("Hi"))"#,
//!     "<expr>",
//!     &hcl2::Limits::default(),
//! );
//! assert_eq!(expr.value(Some(&ctx)).0, Value::string("HI"));
//! // Every name of the complete library, whatever the cargo features.
//! assert!(library::names().all(|n| library::by_name(n).is_some()));
//! ```
//!
//! The function reference below lists every function with its signature,
//! a description and an example.
#![doc = include_str!("functions.md")]

use super::tryfunc;
use crate::function::lib::{make_entry, Entry, CTY, TERRAFORM};
use crate::function::{Function, Functions};

/// The functions the library adds after [`CTY`] to make go-cty's
/// standard library as `hcleval` offers it.
const TRY_CAN: &[Entry] = &[
    (
        "try",
        tryfunc::try_func,
        "The value of the first argument expression that evaluates without errors.",
    ),
    (
        "can",
        tryfunc::can_func,
        "Whether an expression evaluates without errors.",
    ),
];

/// Every entry of the go-cty standard library, in order.
fn stdlib_entries() -> impl Iterator<Item = &'static Entry> {
    CTY.iter().chain(TRY_CAN.iter())
}

/// Every entry: the standard library, then the additions.
fn all_entries() -> impl Iterator<Item = &'static Entry> {
    stdlib_entries().chain(TERRAFORM.iter())
}

fn table<'a>(entries: impl Iterator<Item = &'a Entry>, pick: impl Fn(&str) -> bool) -> Functions {
    entries
        .filter(|(n, _, _)| pick(n))
        .map(|e| (e.0, make_entry(e)))
        .collect()
}

/// The go-cty standard library under the names `hcleval` (the reference
/// oracle) uses, including `try` and `can`: 69 functions (66 without the
/// `regex` feature).
///
/// ```
/// use hcl2::{EvalContext, Value};
/// let ctx = EvalContext::new().with_functions(hcl2::ext::library::stdlib());
/// let (expr, _) = hcl2::parse_expression(
///     r#"try(jsondecode(doc).port, 8080) + length(split(",", "a,b"))"#,
///     "<expr>",
///     &hcl2::Limits::default(),
/// );
/// let with = |doc: &str| ctx.clone().with_variable("doc", Value::string(doc));
/// assert_eq!(expr.value(Some(&with(r#"{"port": 80}"#))).0, Value::from(82));
/// assert_eq!(expr.value(Some(&with("{}"))).0, Value::from(8082));
/// ```
pub fn stdlib() -> Functions {
    table(stdlib_entries(), |_| true)
}

/// The Terraform-style additions alone.
pub fn terraform_additions() -> Functions {
    table(TERRAFORM.iter(), |_| true)
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
    let mut f = table(stdlib_entries(), |n| names.contains(&n));
    f.extend(&table(TERRAFORM.iter(), |n| names.contains(&n)));
    f
}

/// One library function by name.
pub fn by_name(name: &str) -> Option<Function> {
    all_entries().find(|(n, _, _)| *n == name).map(make_entry)
}

/// Every library function name (stdlib first, then the additions).
pub fn names() -> impl Iterator<Item = &'static str> {
    all_entries().map(|(n, _, _)| *n)
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

// Inherent constructors of the function table (they live here, with the
// library they assemble, because the library includes `try` and `can`).
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
