//! Refinements of unknown values (go-cty ≥ 1.13): what is known about a
//! value that is not known yet, beyond its type.
//!
//! * definitely not null (any type but the dynamic pseudo-type);
//! * strings: a known prefix;
//! * numbers: a lower and an upper bound, each inclusive or exclusive;
//! * lists, sets and maps: bounds on the number of elements.
//!
//! Only unknown values carry refinements, in their own `Arc` beside the
//! type, so known values pay nothing. Refine with [`Value::refine`] (a
//! builder) or [`Value::refine_not_null`]; read with [`Value::range`],
//! which also describes known values (a number is its own range).
//!
//! ```
//! use hcl2::value::{Number, Type, Value};
//! let port = Value::unknown(Type::Number)
//!     .refine()
//!     .not_null()
//!     .number_lower_bound(Number::from_i64(1), true)
//!     .number_upper_bound(Number::from_i64(65536), false)
//!     .new_value();
//! let r = port.range();
//! assert!(r.definitely_not_null());
//! assert_eq!(r.number_lower_bound(), Some((Number::from_i64(1), true)));
//! // A bound decides a comparison.
//! assert_eq!(port.equals(&Value::from(0)), Value::FALSE);
//! ```
//!
//! Go panics on a refinement that contradicts the value (a prefix that a
//! known string lacks, bounds that cross); here such a request is ignored
//! and the value keeps what it had.

use super::marks::Marks;
use super::ty::Type;
use super::val::{Repr, Value};
use super::Number;
use std::sync::Arc;
use unicode_segmentation::UnicodeSegmentation;

/// The largest collection length go-cty tracks (Go's `math.MaxInt`): the
/// upper length bound of a collection with none.
pub const MAX_LENGTH: u64 = i64::MAX as u64;

/// A list of up to this many elements is built when refinements fix its
/// length (go-cty builds one of any length); a longer one stays unknown.
const MAX_MATERIALIZED_LIST: u64 = 1 << 16;

/// A bound on a number: the value and whether it is inclusive.
pub type Bound = (Number, bool);

/// The refinements of one unknown value.
#[derive(Clone, Debug, PartialEq)]
pub struct Refinement {
    pub(crate) not_null: bool,
    pub(crate) kind: Kind,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Kind {
    /// Bool, object, tuple and capsule values: nullness only.
    Nullable,
    String {
        prefix: Arc<str>,
    },
    Number {
        lower: Option<Bound>,
        upper: Option<Bound>,
    },
    Collection {
        min: u64,
        max: u64,
    },
}

impl Refinement {
    /// The empty refinement for values of `ty`; `None` for the dynamic
    /// pseudo-type, which cannot be refined.
    fn for_type(ty: &Type) -> Option<Refinement> {
        let kind = match ty {
            Type::Dynamic => return None,
            Type::String => Kind::String {
                prefix: Arc::from(""),
            },
            Type::Number => Kind::Number {
                lower: None,
                upper: None,
            },
            t if t.is_collection() => Kind::Collection {
                min: 0,
                max: MAX_LENGTH,
            },
            _ => Kind::Nullable,
        };
        Some(Refinement {
            not_null: false,
            kind,
        })
    }

    /// Whether this says nothing at all (such a value is a plain unknown).
    fn is_empty(&self) -> bool {
        if self.not_null {
            return false;
        }
        match &self.kind {
            Kind::Nullable => true,
            Kind::String { prefix } => prefix.is_empty(),
            Kind::Number { lower, upper } => lower.is_none() && upper.is_none(),
            Kind::Collection { min, max } => *min == 0 && *max == MAX_LENGTH,
        }
    }
}

/// Builds a refined value: see [`Value::refine`].
#[must_use = "call new_value() to get the refined value"]
pub struct RefinementBuilder {
    orig: Value,
    marks: Marks,
    /// `None`: nothing to refine (a known value, or the dynamic unknown).
    wip: Option<Refinement>,
    null: bool,
}

impl Value {
    /// A builder that adds refinements to this value (go-cty `Refine`).
    ///
    /// Refining a known value, or the unknown value of dynamic type, changes
    /// nothing. A refinement that does not apply to the value's type (a
    /// string prefix on a number, ...) or contradicts one it already has is
    /// ignored.
    pub fn refine(&self) -> RefinementBuilder {
        let (v, marks) = self.unmark();
        let wip = match &v.0 {
            Repr::Refined(r) => Some(r.1.clone()),
            Repr::Unknown(t) => Refinement::for_type(t),
            _ => None,
        };
        RefinementBuilder {
            orig: v,
            marks,
            wip,
            null: false,
        }
    }

    /// An unknown value of type `ty` refined as not null
    /// (`UnknownVal(ty).RefineNotNull()`; the dynamic unknown for dynamic).
    pub fn unknown_not_null(ty: Type) -> Value {
        Value::unknown(ty).refine().not_null().new_value()
    }

    /// This value refined as definitely not null (go-cty `RefineNotNull`).
    pub fn refine_not_null(&self) -> Value {
        if self.is_known() {
            return self.clone();
        }
        self.refine().not_null().new_value()
    }

    /// What is known about the range of this value (go-cty `Range`); marks
    /// are looked through. For a known value the range is the value itself
    /// (a string is its own prefix, a number both of its bounds).
    pub fn range(&self) -> ValueRange {
        let v = self.unmarked();
        let ty = v.ty().clone();
        let (null, kind) = match &v.0 {
            Repr::Refined(r) => (
                if r.1.not_null {
                    Tri::False
                } else {
                    Tri::Unknown
                },
                r.1.kind.clone(),
            ),
            Repr::Unknown(t) => (
                Tri::Unknown,
                Refinement::for_type(t).map_or(Kind::Nullable, |r| r.kind),
            ),
            Repr::Null(_) => (Tri::True, Kind::Nullable),
            Repr::String(s) => (Tri::False, Kind::String { prefix: s.clone() }),
            Repr::Number(n) => (
                Tri::False,
                Kind::Number {
                    lower: Some((n.clone(), true)),
                    upper: Some((n.clone(), true)),
                },
            ),
            _ if ty.is_collection() => {
                let kind = match v.length().as_ref().and_then(|l| l.as_number()?.to_u64()) {
                    Some(n) => Kind::Collection { min: n, max: n },
                    None => Kind::Collection {
                        min: 0,
                        max: MAX_LENGTH,
                    },
                };
                (Tri::False, kind)
            }
            _ => (Tri::False, Kind::Nullable),
        };
        ValueRange { ty, null, kind }
    }

    /// The refinements of an unknown value, if it has any.
    pub fn refinement(&self) -> Option<&Refinement> {
        match &self.unmarked().0 {
            Repr::Refined(r) => Some(&r.1),
            _ => None,
        }
    }

    /// go-cty's `definitelyNotNull`: a known non-null value, or an unknown
    /// one refined as not null.
    pub fn definitely_not_null(&self) -> bool {
        let v = self.unmarked();
        match &v.0 {
            Repr::Unknown(_) => false,
            Repr::Refined(r) => r.1.not_null,
            Repr::Null(_) => false,
            _ => true,
        }
    }
}

impl RefinementBuilder {
    fn number_kind(&mut self) -> Option<(&mut Option<Bound>, &mut Option<Bound>)> {
        match &mut self.wip.as_mut()?.kind {
            Kind::Number { lower, upper } => Some((lower, upper)),
            _ => None,
        }
    }

    /// The value is definitely not null.
    pub fn not_null(mut self) -> Self {
        if let Some(w) = &mut self.wip {
            if !self.null {
                w.not_null = true;
            }
        }
        self
    }

    /// The value is definitely null (it then becomes the known null).
    pub fn null(mut self) -> Self {
        if let Some(w) = &self.wip {
            if !w.not_null {
                self.null = true;
            }
        }
        self
    }

    /// The string starts with `prefix`, shortened as go-cty's
    /// `StringPrefix` shortens it: NFC-normalized, and without a trailing
    /// character that later text could combine with (a final letter or
    /// digit is dropped; a final delimiter such as `/`, `:` or `-` is kept).
    pub fn string_prefix(self, prefix: &str) -> Self {
        let safe = safe_known_prefix(prefix);
        self.string_prefix_full(&safe)
    }

    /// The string starts with exactly `prefix` (NFC-normalized): go-cty's
    /// `StringPrefixFull`, for callers sure that nothing appended can
    /// combine with its last character.
    pub fn string_prefix_full(mut self, prefix: &str) -> Self {
        let prefix = super::nfc::normalize_string(prefix);
        let Some(Refinement {
            kind: Kind::String { prefix: have },
            ..
        }) = &mut self.wip
        else {
            return self;
        };
        let n = have.len().min(prefix.len());
        if have.as_bytes()[..n] != prefix.as_bytes()[..n] {
            return self;
        }
        if prefix.len() > have.len() {
            *have = Arc::from(&*prefix);
        }
        self
    }

    /// A lower bound on the number (`inclusive`: the bound itself is
    /// possible). A bound looser than the one the value has is ignored;
    /// negative infinity is no bound.
    pub fn number_lower_bound(mut self, min: Number, inclusive: bool) -> Self {
        let Some((lower, upper)) = self.number_kind() else {
            return self;
        };
        if let Some((have, have_inc)) = lower {
            let tighter = if inclusive && !*have_inc {
                min > *have
            } else {
                min >= *have
            };
            if !tighter {
                return self;
            }
        }
        if let Some((hi, hi_inc)) = upper {
            let ok = if inclusive && *hi_inc {
                min <= *hi
            } else {
                min < *hi
            };
            if !ok {
                return self;
            }
        }
        if !(min.is_infinite() && min.is_sign_negative()) {
            *lower = Some((min, inclusive));
        }
        self
    }

    /// An upper bound on the number; see [`Self::number_lower_bound`].
    pub fn number_upper_bound(mut self, max: Number, inclusive: bool) -> Self {
        let Some((lower, upper)) = self.number_kind() else {
            return self;
        };
        if let Some((have, have_inc)) = upper {
            let tighter = if inclusive && !*have_inc {
                max < *have
            } else {
                max <= *have
            };
            if !tighter {
                return self;
            }
        }
        if let Some((lo, lo_inc)) = lower {
            let ok = if inclusive && *lo_inc {
                max >= *lo
            } else {
                max > *lo
            };
            if !ok {
                return self;
            }
        }
        if !max.is_infinite() || max.is_sign_negative() {
            *upper = Some((max, inclusive));
        }
        self
    }

    /// Both bounds, inclusive (go-cty `NumberRangeInclusive`); `None`
    /// leaves that side as it is.
    pub fn number_range_inclusive(self, min: Option<Number>, max: Option<Number>) -> Self {
        let b = match min {
            Some(m) => self.number_lower_bound(m, true),
            None => self,
        };
        match max {
            Some(m) => b.number_upper_bound(m, true),
            None => b,
        }
    }

    fn lengths(&mut self) -> Option<(&mut u64, &mut u64)> {
        match &mut self.wip.as_mut()?.kind {
            Kind::Collection { min, max } => Some((min, max)),
            _ => None,
        }
    }

    /// The collection has at least `min` elements.
    pub fn collection_length_lower_bound(mut self, min: u64) -> Self {
        if let Some((lo, hi)) = self.lengths() {
            if min > *lo && min <= *hi {
                *lo = min;
            }
        }
        self
    }

    /// The collection has at most `max` elements.
    pub fn collection_length_upper_bound(mut self, max: u64) -> Self {
        if let Some((lo, hi)) = self.lengths() {
            if max < *hi && max >= *lo {
                *hi = max;
            }
        }
        self
    }

    /// The collection has exactly `n` elements (for a set: `n` distinct
    /// ones).
    pub fn collection_length(self, n: u64) -> Self {
        self.collection_length_lower_bound(n)
            .collection_length_upper_bound(n)
    }

    /// The refined value (go-cty `NewValue`). Refinements that pin the
    /// value down make it known: a null; a not-null number whose bounds
    /// are equal and inclusive; a not-null collection of length zero; a
    /// not-null list of known length (of unknown elements); a not-null set
    /// of one element.
    pub fn new_value(self) -> Value {
        let RefinementBuilder {
            orig,
            marks,
            wip,
            null,
        } = self;
        let Some(wip) = wip else {
            return orig.with_marks(&marks);
        };
        let ty = orig.ty().clone();
        if null {
            return Value::null(ty).with_marks(&marks);
        }
        if wip.not_null {
            match &wip.kind {
                Kind::Number {
                    lower: Some((lo, true)),
                    upper: Some((hi, true)),
                } if lo == hi => return Value::number(lo.clone()).with_marks(&marks),
                Kind::Collection { min, max } if min == max => {
                    let ety = ty.element_type().cloned().unwrap_or(Type::Dynamic);
                    let n = *min;
                    let known = match &ty {
                        _ if n == 0 => Some(match &ty {
                            Type::List(_) => Value::empty_list(ety),
                            Type::Set(_) => Value::empty_set(ety),
                            _ => Value::empty_map(ety),
                        }),
                        Type::List(_) if n <= MAX_MATERIALIZED_LIST => Some(Value::list_of(
                            ety.clone(),
                            vec![Value::unknown(ety); n as usize],
                        )),
                        Type::Set(_) if n == 1 => {
                            Some(Value::set_of(ety.clone(), vec![Value::unknown(ety)]))
                        }
                        _ => None,
                    };
                    if let Some(v) = known {
                        return v.with_marks(&marks);
                    }
                }
                _ => {}
            }
        }
        let v = if wip.is_empty() {
            Value::unknown(ty)
        } else {
            Value(Repr::Refined(Arc::new((ty, wip))))
        };
        v.with_marks(&marks)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tri {
    True,
    False,
    Unknown,
}

/// What is known about the range of a value: see [`Value::range`].
#[derive(Clone, Debug)]
pub struct ValueRange {
    ty: Type,
    null: Tri,
    kind: Kind,
}

impl ValueRange {
    /// The value's type.
    pub fn type_constraint(&self) -> &Type {
        &self.ty
    }
    /// Whether the value may be null (false only when it is known or
    /// refined not to be).
    pub fn could_be_null(&self) -> bool {
        self.null != Tri::False
    }
    /// Whether the value is certainly not null.
    pub fn definitely_not_null(&self) -> bool {
        self.null == Tri::False
    }
    /// Whether the value is certainly null.
    pub fn definitely_null(&self) -> bool {
        self.null == Tri::True
    }
    /// A known prefix of the string ("" when none is known or the value is
    /// not a string).
    pub fn string_prefix(&self) -> &str {
        match &self.kind {
            Kind::String { prefix } => prefix,
            _ => "",
        }
    }
    /// The lower bound of a number and whether it is inclusive; `None`:
    /// unbounded (go-cty reports negative infinity, exclusive).
    pub fn number_lower_bound(&self) -> Option<Bound> {
        match &self.kind {
            Kind::Number { lower, .. } => lower.clone(),
            _ => None,
        }
    }
    /// The upper bound of a number; `None`: unbounded.
    pub fn number_upper_bound(&self) -> Option<Bound> {
        match &self.kind {
            Kind::Number { upper, .. } => upper.clone(),
            _ => None,
        }
    }
    /// The least number of elements of a collection (0 when unknown).
    pub fn length_lower_bound(&self) -> u64 {
        match &self.kind {
            Kind::Collection { min, .. } => *min,
            _ => 0,
        }
    }
    /// The greatest number of elements of a collection ([`MAX_LENGTH`]
    /// when unbounded).
    pub fn length_upper_bound(&self) -> u64 {
        match &self.kind {
            Kind::Collection { max, .. } => *max,
            _ => MAX_LENGTH,
        }
    }

    /// go-cty `ValueRange.Includes` for a known value `v`, reduced to what
    /// it can prove: `false` when `v` is certainly outside the range
    /// (`true` means "maybe").
    pub fn may_include(&self, v: &Value) -> bool {
        let v = v.unmarked();
        match self.null {
            Tri::True => return v.is_null(),
            Tri::False if v.is_null() => return false,
            _ => {}
        }
        if v.is_null() {
            return true;
        }
        if !v.ty().test_conformance(&self.ty).is_empty() {
            return false;
        }
        if v.ty().is_dynamic() {
            return true;
        }
        match &self.kind {
            Kind::String { prefix } => {
                if let Some(s) = v.as_str() {
                    if !s.starts_with(&**prefix) {
                        return false;
                    }
                }
            }
            Kind::Collection { min, max } => {
                if let Some(n) = v.length() {
                    let r = n.range();
                    // go-cty: `len >= min` and `len <= max` through the
                    // refined comparisons, each decided only when known.
                    let lo = r.number_lower_bound().map(|b| b.0);
                    let hi = r.number_upper_bound().map(|b| b.0);
                    if n.is_known() {
                        let l = n.as_number().and_then(Number::to_u64).unwrap_or(0);
                        if l < *min || l > *max {
                            return false;
                        }
                    } else if hi.is_some_and(|h| h < Number::from_u64(*min))
                        || lo.is_some_and(|l| l > Number::from_u64(*max))
                    {
                        return false;
                    }
                }
            }
            Kind::Number { lower, upper } => {
                if let Some(n) = v.as_number() {
                    let lo_ok = match lower {
                        Some((b, true)) => n >= b,
                        Some((b, false)) => n > b,
                        None => !(n.is_infinite() && n.is_sign_negative()),
                    };
                    let hi_ok = match upper {
                        Some((b, true)) => n <= b,
                        Some((b, false)) => n < b,
                        None => !n.is_infinite() || n.is_sign_negative(),
                    };
                    if !lo_ok || !hi_ok {
                        return false;
                    }
                }
            }
            Kind::Nullable => {}
        }
        true
    }
}

/// The unknown bool go-cty's operations return: refined as not null.
pub(crate) fn unknown_bool_not_null() -> Value {
    Value(Repr::Refined(Arc::new((
        Type::Bool,
        Refinement {
            not_null: true,
            kind: Kind::Nullable,
        },
    ))))
}

/// go-cty `Value.LessThan` (`a < b`) on numbers, possibly unknown: known
/// when the bounds decide it; else an unknown bool refined not null.
/// Marks of both operands go to the result. `None` when either is null.
pub fn less_than(a: &Value, b: &Value) -> Value {
    compare(a, b, true)
}

/// go-cty `Value.GreaterThan` (`a > b`); see [`less_than`].
pub fn greater_than(a: &Value, b: &Value) -> Value {
    compare(a, b, false)
}

fn compare(a: &Value, b: &Value, less: bool) -> Value {
    let (x, xm) = a.unmark();
    let (y, ym) = b.unmark();
    let r = compare_unmarked(&x, &y, less);
    r.with_marks(&xm).with_marks(&ym)
}

fn compare_unmarked(x: &Value, y: &Value, less: bool) -> Value {
    if let (Some(p), Some(q)) = (x.as_number(), y.as_number()) {
        return Value::bool(if less { p < q } else { p > q });
    }
    if x.is_known() && y.is_known() {
        // a null operand: the caller reports it
        return unknown_bool_not_null();
    }
    // go-cty treats every bound as exclusive here (more conservative than
    // it need be); a known operand is its own range.
    let (lo, hi) = if less { (x, y) } else { (y, x) };
    if lo.ty() == &Type::Number && hi.ty() == &Type::Number {
        let (lr, hr) = (lo.range(), hi.range());
        // lo < hi certainly when max(lo) < min(hi)
        if let (Some((lmax, _)), Some((hmin, _))) =
            (lr.number_upper_bound(), hr.number_lower_bound())
        {
            if lmax < hmin {
                return Value::TRUE;
            }
        }
        if let (Some((lmin, _)), Some((hmax, _))) =
            (lr.number_lower_bound(), hr.number_upper_bound())
        {
            if lmin > hmax {
                return Value::FALSE;
            }
        }
    }
    unknown_bool_not_null()
}

/// go-cty `Or` of two bools, possibly unknown: `true` if either is true;
/// both known: the answer; else an unknown bool refined not null.
pub(crate) fn or(a: &Value, b: &Value) -> Value {
    let (x, xm) = a.unmark();
    let (y, ym) = b.unmark();
    let r = match (x.as_bool(), y.as_bool()) {
        (Some(true), _) | (_, Some(true)) => Value::TRUE,
        (Some(p), Some(q)) => Value::bool(p || q),
        _ => unknown_bool_not_null(),
    };
    r.with_marks(&xm).with_marks(&ym)
}

/// go-cty `LessThanOrEqualTo`: `a < b || a == b`.
pub fn less_than_or_equal(a: &Value, b: &Value) -> Value {
    or(&less_than(a, b), &a.equals(b))
}

/// go-cty `GreaterThanOrEqualTo`: `a > b || a == b`.
pub fn greater_than_or_equal(a: &Value, b: &Value) -> Value {
    or(&greater_than(a, b), &a.equals(b))
}

/// go-cty's `ctystrings.SafeKnownPrefix`: `prefix` NFC-normalized, without
/// a last grapheme cluster that text appended later could change — unless
/// that cluster is one delimiter character (`-_:;/\,.(){}[]|?!~ \t@#$%^&*+"'`).
pub fn safe_known_prefix(prefix: &str) -> String {
    let p = super::nfc::normalize_string(prefix);
    let Some((last_start, last)) = p.grapheme_indices(true).next_back() else {
        return String::new();
    };
    let mut cs = last.chars();
    let single = cs.next().filter(|_| cs.next().is_none());
    let keep = single.is_some_and(|c| {
        matches!(
            c,
            '-' | '_'
                | ':'
                | ';'
                | '/'
                | '\\'
                | ','
                | '.'
                | '('
                | ')'
                | '{'
                | '}'
                | '['
                | ']'
                | '|'
                | '?'
                | '!'
                | '~'
                | ' '
                | '\t'
                | '@'
                | '#'
                | '$'
                | '%'
                | '^'
                | '&'
                | '*'
                | '+'
                | '"'
                | '\''
        )
    });
    if keep {
        p.into_owned()
    } else {
        p[..last_start].to_string()
    }
}

/// The longest template prefix hcl keeps on an unknown result (bytes).
const TEMPLATE_PREFIX_MAX: usize = 128;

/// hcl's unknown template result: not null, and refined with the text of
/// the literal and known parts before the first unknown one, cut at 128
/// bytes and then made safe as go-cty's `StringPrefix` does. A cut inside
/// a character leaves that character's bytes as the last (invalid)
/// cluster, which go-cty drops; the characters before it stay.
pub(crate) fn template_prefix(known_prefix: &str) -> Value {
    let b = Value::unknown(Type::String).refine().not_null();
    if known_prefix.is_empty() {
        return b.new_value();
    }
    if known_prefix.len() > TEMPLATE_PREFIX_MAX {
        let mut end = TEMPLATE_PREFIX_MAX;
        if !known_prefix.is_char_boundary(end) {
            while !known_prefix.is_char_boundary(end) {
                end -= 1;
            }
            let p = super::nfc::normalize_string(&known_prefix[..end]).into_owned();
            return b.string_prefix_full(&p).new_value();
        }
        return b.string_prefix(&known_prefix[..end]).new_value();
    }
    b.string_prefix(known_prefix).new_value()
}

/// hcl's result of `c ? t : f` when `c` is unknown (marks of `t` and `f`
/// are the caller's): null when both are null; for two numbers, the
/// bounds covering both ranges; for two collections of one type, the
/// length bounds covering both; not null when neither can be null.
pub(crate) fn conditional_unknown(t: &Value, f: &Value, result_ty: Type) -> Value {
    let (t, f) = (t.unmarked(), f.unmarked());
    if t.is_null() && f.is_null() {
        return Value::null(result_ty);
    }
    let (tr, fr) = (t.range(), f.range());
    let nn = tr.definitely_not_null() && fr.definitely_not_null();
    let (tt, ft) = (t.ty(), f.ty());
    if tt == &Type::Number && ft == &Type::Number {
        let mut b = Value::unknown(Type::Number).refine();
        if nn {
            b = b.not_null();
        }
        // the lower of the lower bounds (None: unbounded), inclusive if
        // either is when they are equal
        let lo = match (tr.number_lower_bound(), fr.number_lower_bound()) {
            (Some((tl, ti)), Some((fl, fi))) => Some(match tl.cmp(&fl) {
                std::cmp::Ordering::Less => (tl, ti),
                std::cmp::Ordering::Equal => (fl, ti || fi),
                std::cmp::Ordering::Greater => (fl, fi),
            }),
            _ => None,
        };
        let hi = match (tr.number_upper_bound(), fr.number_upper_bound()) {
            (Some((th, ti)), Some((fh, fi))) => Some(match th.cmp(&fh) {
                std::cmp::Ordering::Greater => (th, ti),
                std::cmp::Ordering::Equal => (fh, ti || fi),
                std::cmp::Ordering::Less => (fh, fi),
            }),
            _ => None,
        };
        if let Some((n, inc)) = lo {
            b = b.number_lower_bound(n, inc);
        }
        if let Some((n, inc)) = hi {
            b = b.number_upper_bound(n, inc);
        }
        return b.new_value();
    }
    if tt.is_collection() && ft.is_collection() && tt == ft {
        let mut b = Value::unknown(result_ty).refine();
        if nn {
            b = b.not_null();
        }
        let lo = tr.length_lower_bound().min(fr.length_lower_bound());
        let hi = tr.length_upper_bound().max(fr.length_upper_bound());
        return b
            .collection_length_lower_bound(lo)
            .collection_length_upper_bound(hi)
            .new_value();
    }
    if nn {
        Value::unknown_not_null(result_ty)
    } else {
        Value::unknown(result_ty)
    }
}
