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

/// A library entry: a name, the constructor of its function, and the
/// function's one-sentence description ([`Function::description`] of the
/// library's functions).
pub type Entry = (&'static str, fn() -> Function, &'static str);

/// go-cty's standard library (the names `hcleval` uses) without `try` and
/// `can`, which come after these in the complete library.
pub const CTY: &[Entry] = &[
    ("abs", number::abs, "The absolute value of a number."),
    ("ceil", number::ceil, "The smallest whole number greater than or equal to a number."),
    ("floor", number::floor, "The greatest whole number less than or equal to a number."),
    ("log", number::log, "The logarithm of a number in a given base."),
    ("max", number::max, "The greatest of one or more numbers."),
    ("min", number::min, "The smallest of one or more numbers."),
    ("parseint", number::parseint, "Parses a string of digits in a base from 2 to 62 as a whole number."),
    ("pow", number::pow, "A number raised to a power."),
    ("signum", number::signum, "The sign of a number: -1, 0 or 1."),
    ("int", number::int, "A number with its fractional part removed (rounded towards zero)."),
    ("chomp", string::chomp, "A string without the line breaks at its end (`\\n` or `\\r\\n`)."),
    ("format", format::format, "Formats values with a printf-style template (`%s`, `%d`, `%q`, `%.2f`, `%5s`, ...)."),
    ("formatlist", format::formatlist, "Like `format`, once per element of the list arguments (lists of equal length; other arguments repeat)."),
    ("indent", string::indent, "Indents every line of a string but the first by a number of spaces."),
    ("join", string::join, "Joins the elements of one or more lists of strings with a separator."),
    ("lower", string::lower, "A string with every letter in lower case."),
    ("upper", string::upper, "A string with every letter in upper case."),
    #[cfg(feature = "regex")]
    ("regex", regex::regex, "The first match of a regular expression in a string: the matched text, or its capture groups as a list (unnamed) or an object (named)."),
    #[cfg(feature = "regex")]
    ("regexall", regex::regexall, "Every match of a regular expression in a string, each as `regex` gives it."),
    ("replace", string::replace, "A string with every occurrence of a substring replaced; a substring written `/pattern/` is a regular expression (with the `regex` feature)."),
    #[cfg(feature = "regex")]
    ("regex_replace", regex::regex_replace, "A string with every match of a regular expression replaced (`$1` and `${name}` refer to capture groups)."),
    ("split", string::split, "Splits a string at every occurrence of a separator."),
    ("strrev", string::strrev, "A string with its characters (grapheme clusters) in reverse order."),
    ("strlen", string::strlen, "The number of characters (grapheme clusters) in a string."),
    ("substr", string::substr, "Part of a string: a number of characters from an offset (a negative offset counts from the end; length -1: to the end)."),
    ("title", string::title, "A string with the first letter of every word in upper case."),
    ("trim", string::trim, "A string without any of the given characters at its start and end."),
    ("trimprefix", string::trimprefix, "A string without a given prefix (unchanged when it does not start with it)."),
    ("trimsuffix", string::trimsuffix, "A string without a given suffix (unchanged when it does not end with it)."),
    ("trimspace", string::trimspace, "A string without the white space at its start and end."),
    ("chunklist", collection::chunklist, "A list split into consecutive chunks of a given size (the last may be shorter)."),
    ("coalesce", collection::coalesce, "The first argument that is not null, all converted to one type (unlike Terraform's, an empty string is not skipped)."),
    ("coalescelist", collection::coalescelist, "The first argument that is a non-empty list or tuple."),
    ("compact", collection::compact, "A list of strings without its null and empty elements."),
    ("concat", collection::concat, "The elements of several lists or tuples, in order, as one sequence."),
    ("contains", collection::contains, "Whether a list, tuple or set has an element equal to a value."),
    ("distinct", collection::distinct, "A list without its duplicate elements (first occurrences kept, in order)."),
    ("element", collection::element, "The element of a list or tuple at an index, wrapping around at the end."),
    ("flatten", collection::flatten, "A list of lists (at any depth) as one flat sequence of its non-list elements."),
    ("hasindex", collection::hasindex, "Whether a list, map or tuple has an element at an index or key."),
    ("keys", collection::keys, "The keys of a map, or the attribute names of an object, sorted."),
    ("length", collection::length, "The number of elements of a list, map, set or tuple."),
    ("lookup", collection::lookup, "The element of a map or object at a key, or a default when the key is absent."),
    ("merge", collection::merge, "The attributes of several maps or objects as one (later arguments win on the same key)."),
    ("range", collection::range, "A list of numbers from a start (0 by default) up to an end (excluded), by a step (1 by default)."),
    ("reverse", collection::reverse, "A list or tuple with its elements in reverse order."),
    ("setproduct", collection::setproduct, "Every combination of one element of each argument (the Cartesian product)."),
    ("slice", collection::slice, "The elements of a list or tuple from a start index (included) to an end index (excluded)."),
    ("sort", string::sort, "A list of strings sorted in lexical order."),
    ("values", collection::values, "The values of a map, or of an object's attributes, in the order of their keys."),
    ("zipmap", collection::zipmap, "A map (or object) built from a list of keys and a list (or tuple) of values."),
    ("setintersection", set::setintersection, "The elements that every set has."),
    ("setsubtract", set::setsubtract, "The elements of the first set that the second does not have."),
    ("setsymmetricdifference", set::setsymmetricdifference, "The elements that exactly one of the sets has (for more than two sets: an odd number of them)."),
    ("setunion", set::setunion, "The elements that any of the sets has."),
    ("sethaselement", set::sethaselement, "Whether a set has an element."),
    ("jsonencode", encoding::jsonencode, "A value as JSON text (object keys sorted, numbers in shortest form)."),
    ("jsondecode", encoding::jsondecode, "JSON text as a value (objects become objects, arrays tuples)."),
    ("csvdecode", encoding::csvdecode, "CSV text with a header row as a list of objects, one per row, with the header's names."),
    ("formatdate", datetime::formatdate, "An RFC 3339 timestamp formatted with a date-and-time pattern (`YYYY`, `MM`, `DD`, `hh`, `mm`, `ss`, `EEE`, `MMM`, `ZZZ`, ...)."),
    ("timeadd", datetime::timeadd, "An RFC 3339 timestamp plus a duration (`1h30m`, `-10s`, `2.5h`)."),
    ("tostring", conversion::tostring, "A value converted to a string (numbers and bools as text; null stays null)."),
    ("tonumber", conversion::tonumber, "A value converted to a number (strings are parsed)."),
    ("tobool", conversion::tobool, "A value converted to a bool (the strings \"true\" and \"false\" are accepted)."),
    ("tolist", conversion::tolist, "A value converted to a list (tuples and sets; elements unified to one type)."),
    ("toset", conversion::toset, "A value converted to a set (duplicates merged, elements unified to one type)."),
    ("tomap", conversion::tomap, "A value converted to a map (objects; values unified to one type)."),
];

/// The Terraform-style additions (see [`terraform`]).
#[cfg(feature = "terraform")]
pub const TERRAFORM: &[Entry] = &[
    ("base64encode", terraform::base64encode, "A string's UTF-8 bytes encoded as Base64 (standard alphabet, padded)."),
    ("base64decode", terraform::base64decode, "Base64 text decoded into a string (the bytes must be UTF-8)."),
    ("urlencode", terraform::urlencode, "A string escaped for a URL query (spaces become `+`)."),
    #[cfg(feature = "crypto")]
    ("sha1", terraform::sha1, "The SHA-1 digest of a string's UTF-8 bytes, in hexadecimal."),
    #[cfg(feature = "crypto")]
    ("sha256", terraform::sha256, "The SHA-256 digest of a string's UTF-8 bytes, in hexadecimal."),
    #[cfg(feature = "crypto")]
    ("sha512", terraform::sha512, "The SHA-512 digest of a string's UTF-8 bytes, in hexadecimal."),
    #[cfg(feature = "crypto")]
    ("md5", terraform::md5, "The MD5 digest of a string's UTF-8 bytes, in hexadecimal."),
    #[cfg(feature = "crypto")]
    ("uuidv5", terraform::uuidv5, "A name-based (SHA-1) UUID in a namespace (`dns`, `url`, `oid`, `x500`, or a UUID)."),
    ("cidrhost", terraform::cidrhost, "The IP address of a host number within a CIDR prefix (negative numbers count from the end)."),
    ("cidrnetmask", terraform::cidrnetmask, "The subnet mask of an IPv4 CIDR prefix, in dotted-decimal form."),
    ("cidrsubnet", terraform::cidrsubnet, "A subnet of a CIDR prefix: the prefix extended by a number of bits, numbered by the given number."),
    ("cidrsubnets", terraform::cidrsubnets, "Consecutive subnets of a CIDR prefix, one per number of added bits."),
    ("alltrue", terraform::alltrue, "Whether every element of a list is true (true for an empty list)."),
    ("anytrue", terraform::anytrue, "Whether any element of a list is true (false for an empty list)."),
    ("sum", terraform::sum, "The sum of the numbers of a non-empty list, tuple or set."),
    ("one", terraform::one, "The only element of a list, tuple or set; null when it is empty (more than one element is an error)."),
    ("index", terraform::index, "The index of the first element of a list or tuple equal to a value (an error when there is none)."),
    ("startswith", terraform::startswith, "Whether a string starts with a prefix."),
    ("endswith", terraform::endswith, "Whether a string ends with a suffix."),
    ("strcontains", terraform::strcontains, "Whether a string contains a substring."),
    ("transpose", terraform::transpose, "A map of lists of strings turned inside out: each string becomes a key listing the keys it appeared under."),
    ("matchkeys", terraform::matchkeys, "The elements of a list whose corresponding element of a key list is in a search set."),
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
pub(crate) fn make_entry(&(name, make, description): &Entry) -> Function {
    let f = make().with_description(description);
    let from_cty = CTY.iter().any(|(n, _, _)| *n == name);
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
        .find(|(n, _, _)| *n == name)
        .map(make_entry)
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
