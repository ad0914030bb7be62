//! HCL numbers with go-cty semantics: Go `*big.Float` values (binary
//! floating point carrying their own precision, rounding to nearest even),
//! with infinities and negative zero.
//!
//! Precision matters for the printed result: literals parse at 512 bits,
//! integers made by [`Number::from_i64`] carry 64 bits, floats made by
//! [`Number::from_f64`] carry 53, and each operation takes the precision go-cty
//! gives it. Printing ([`Display`](core::fmt::Display)) is the shortest decimal
//! that rounds back to the value at its own precision, in plain (never
//! exponent) notation, exactly as go-cty's JSON output.
//!
//! Small integers are held inline (no allocation) and take a fast path in
//! arithmetic whenever the result is exactly what the general path gives.
//!
//! How go-cty uses its numbers, for the value layer:
//! - HCL's `==` and set membership compare with [`Number::raw_equals`] (equal
//!   printed text), not numeric equality; `<`, `>`, set element order and
//!   `min`/`max` use the numeric order ([`Ord`]); set hashing uses
//!   [`Number::to_go_string`] (Go's `Text('g', 10)`).
//! - A nonzero number divided by zero is an infinity (not an error); go-cty's
//!   JSON encoder then fails with "cannot serialize infinity as JSON". Check
//!   [`Number::is_infinite`] before printing with `Display`.
//! - Operation errors ([`NumberError`]) carry the reference's message; HCL
//!   reports them as "Operation failed" / "Error during operation: MSG.".

mod float;
mod text;

use crate::gocompat::math as gomath;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use std::borrow::Cow;
use std::sync::Arc;

use dashu_int::{IBig, UBig};

use float::{Accuracy, Float, Form};

/// The precision go-cty gives parsed numbers (`cty.ParseNumberVal`).
pub const PARSE_PRECISION: u32 = 512;

/// A go-cty number.
///
/// Literals parse to 512-bit binary floats rounded to nearest even, as
/// go-cty parses them; small integers take an exact fast path. `Display`
/// prints the shortest decimal that reads back to the same number at that
/// precision. Arithmetic returns a [`NumberError`] where go-cty fails (for
/// example on `inf - inf`); division by zero gives infinity, as in go-cty.
///
/// Equality, ordering and hashing are numeric (`-0 == 0`; infinities order
/// at the ends; precision is ignored). Note that go-cty's own `==` on numbers
/// compares the printed text instead: use [`Number::raw_equals`] for that.
///
/// ```
/// use hcl2::Number;
/// let a = Number::parse("0.1").unwrap();
/// let b = Number::parse("0.2").unwrap();
/// assert_eq!(a.add(&b).unwrap().to_string(), "0.3");
/// let big = Number::parse("1e30").unwrap().mul(&Number::from_i64(3)).unwrap();
/// assert_eq!(big.to_string(), "3000000000000000000000000000000");
/// assert_eq!(Number::from_i64(7).div(&Number::from_i64(2)).unwrap().to_string(), "3.5");
/// assert_eq!(Number::from_i64(-7).to_i64(), Some(-7));
/// assert_eq!(Number::parse("2.5").unwrap().to_i64(), None); // not a whole number
/// assert!(Number::from_i64(1).div(&Number::zero()).unwrap().is_infinite());
/// assert!(Number::parse("abc").is_none());
/// ```
#[derive(Clone)]
pub struct Number(Repr);

#[derive(Clone)]
enum Repr {
    /// An integer `v` whose magnitude has at most `prec` bits (so it is held
    /// exactly and prints as its decimal digits). Zero here is +0.
    Small {
        v: i64,
        prec: u32,
    },
    Big(Arc<Float>),
}

/// An arithmetic failure, with the reference's message as `Display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumberError {
    /// `+inf + -inf` (stdlib `AddFunc`).
    AddOpposingInfinities,
    /// `inf - inf` (stdlib `SubtractFunc`).
    SubtractInfinities,
    /// `0 * inf` (stdlib `MultiplyFunc`).
    MultiplyZeroByInfinity,
    /// `0 / 0` or `inf / inf` (stdlib `DivideFunc`).
    DivideZeroByZero,
    /// A modulo whose computation multiplies zero by infinity or divides
    /// infinities (stdlib `ModuloFunc`).
    ModuloZeroInfinity,
    /// The reference dereferences a nil pointer (e.g. modulo or truncation of
    /// an infinity that is not go-cty's global infinity value); the function
    /// machinery reports the Go panic. The reference's message continues with
    /// a goroutine stack trace, which is not reproduced.
    NilDereference,
    /// A float64 function produced NaN (go-cty panics in `NumberFloatVal`).
    NotANumber,
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NumberError::AddOpposingInfinities => "can't compute sum of opposing infinities",
            NumberError::SubtractInfinities => "can't subtract infinity from itself",
            NumberError::MultiplyZeroByInfinity => "can't multiply zero by infinity",
            NumberError::DivideZeroByZero => "can't divide zero by zero or infinity by infinity",
            NumberError::ModuloZeroInfinity => "can't use modulo with zero and infinity",
            NumberError::NilDereference => {
                "panic in function implementation: runtime error: invalid memory address or nil pointer dereference"
            }
            NumberError::NotANumber => "panic in function implementation: Float.SetFloat64(NaN)",
        })
    }
}

impl std::error::Error for NumberError {}

#[inline]
fn small_fits(v: i64, prec: u32) -> bool {
    64 - v.unsigned_abs().leading_zeros() <= prec
}

impl Number {
    // ----- construction -------------------------------------------------

    #[inline]
    fn small(v: i64, prec: u32) -> Number {
        if small_fits(v, prec) {
            Number(Repr::Small { v, prec })
        } else {
            Number::from_float(Float::from_u64(v < 0, v.unsigned_abs(), prec))
        }
    }

    /// Wraps a float, choosing the inline form when it is an exact small integer.
    fn from_float(f: Float) -> Number {
        match f.form {
            Form::Zero if !f.neg => {
                return Number(Repr::Small { v: 0, prec: f.prec });
            }
            Form::Finite if f.exp >= 0 => {
                let g = f.gexp();
                if g <= 63 && g <= f.prec as i64 {
                    if let Ok(m) = u64::try_from(&f.mant) {
                        let mag = m << f.exp;
                        let v = if f.neg { -(mag as i64) } else { mag as i64 };
                        return Number(Repr::Small { v, prec: f.prec });
                    }
                }
            }
            _ => {}
        }
        Number(Repr::Big(Arc::new(f)))
    }

    fn float(&self) -> Cow<'_, Float> {
        match &self.0 {
            Repr::Small { v, prec } => Cow::Owned(Float::from_u64(*v < 0, v.unsigned_abs(), *prec)),
            Repr::Big(f) => Cow::Borrowed(f),
        }
    }

    /// `cty.NumberIntVal`: precision 64.
    #[inline]
    pub fn from_i64(v: i64) -> Number {
        Number(Repr::Small { v, prec: 64 })
    }

    /// `cty.NumberUIntVal`: precision 64.
    pub fn from_u64(v: u64) -> Number {
        match i64::try_from(v) {
            Ok(i) => Number(Repr::Small { v: i, prec: 64 }),
            Err(_) => Number::from_float(Float::from_u64(false, v, 64)),
        }
    }

    /// `cty.NumberFloatVal`: precision 53; `None` for NaN (which go-cty
    /// cannot hold). Infinities and `-0.0` are kept.
    pub fn from_f64(v: f64) -> Option<Number> {
        Float::from_f64(v).map(Number::from_float)
    }

    /// `big.Float.SetInt` on a fresh float: precision `max(bits, 64)`
    /// (as stdlib `parseint`, `floor`... build their results).
    pub fn from_big_int(v: &IBig) -> Number {
        if let Ok(i) = i64::try_from(v) {
            return Number(Repr::Small { v: i, prec: 64 });
        }
        Number::from_float(Float::from_ibig(v, 0))
    }

    /// `cty.ParseNumberVal`: `big.ParseFloat(s, 10, 512, ToNearestEven)`.
    ///
    /// Accepts an optional sign, decimal digits with at most one `.` (at
    /// least one digit), an optional exponent `e`/`E` (power of ten) or
    /// `p`/`P` (power of two) with optional sign, and the words `Inf`/`inf`
    /// with optional sign. No underscores, no hexadecimal, no spaces.
    pub fn parse(s: &str) -> Option<Number> {
        let b = s.as_bytes();
        if !b.is_empty() && b.len() <= 18 && b.iter().all(u8::is_ascii_digit) {
            let mut v: i64 = 0;
            for &c in b {
                v = v * 10 + (c - b'0') as i64;
            }
            return Some(Number(Repr::Small {
                v,
                prec: PARSE_PRECISION,
            }));
        }
        text::parse_float(s, PARSE_PRECISION).map(Number::from_float)
    }

    /// As `big.Int.SetString(s, base)` then `big.Float.SetInt` (stdlib
    /// `parseint`): optional sign, digits of `base` (2..=62; letters are
    /// case-insensitive up to base 36, `a`–`z` then `A`–`Z` above), nothing
    /// else. `None` when the text or base is invalid.
    pub fn parse_int(s: &str, base: u32) -> Option<Number> {
        if !(2..=62).contains(&base) {
            return None;
        }
        let b = s.as_bytes();
        let (neg, digits) = match b.first() {
            Some(b'-') => (true, &b[1..]),
            Some(b'+') => (false, &b[1..]),
            _ => (false, b),
        };
        if digits.is_empty() {
            return None;
        }
        let mut acc = UBig::ZERO;
        let ubase = UBig::from(base);
        for &c in digits {
            let d = match c {
                b'0'..=b'9' => (c - b'0') as u32,
                b'a'..=b'z' => (c - b'a') as u32 + 10,
                b'A'..=b'Z' if base <= 36 => (c - b'A') as u32 + 10,
                b'A'..=b'Z' => (c - b'A') as u32 + 36,
                _ => return None,
            };
            if d >= base {
                return None;
            }
            acc = acc * &ubase + UBig::from(d);
        }
        let i = IBig::from(acc);
        Some(Number::from_big_int(&if neg { -i } else { i }))
    }

    /// go-cty's `PositiveInfinity` (the global value).
    pub fn pos_infinity() -> Number {
        let mut f = Float::inf(false, 0);
        f.canonical_inf = true;
        Number(Repr::Big(Arc::new(f)))
    }

    /// go-cty's `NegativeInfinity` (the global value).
    pub fn neg_infinity() -> Number {
        let mut f = Float::inf(true, 0);
        f.canonical_inf = true;
        Number(Repr::Big(Arc::new(f)))
    }

    /// `cty.Zero`.
    pub fn zero() -> Number {
        Number(Repr::Small { v: 0, prec: 53 })
    }

    /// The same number held in the general (arbitrary precision) form, never
    /// the inline small-integer form. For tests of the fast paths.
    #[doc(hidden)]
    pub fn to_general_form(&self) -> Number {
        match &self.0 {
            Repr::Small { .. } => Number(Repr::Big(Arc::new(self.float().into_owned()))),
            Repr::Big(_) => self.clone(),
        }
    }

    /// Go's `MantExp`: the binary exponent `e` with `value = m × 2^e`,
    /// `0.5 <= |m| < 1` (0 for zeros and infinities).
    pub fn binary_exponent(&self) -> i64 {
        match &self.0 {
            Repr::Small { v, .. } => 64 - v.unsigned_abs().leading_zeros() as i64,
            Repr::Big(f) if f.form == Form::Finite => f.gexp(),
            Repr::Big(_) => 0,
        }
    }

    /// True when held in the inline small-integer form. For tests.
    #[doc(hidden)]
    pub fn is_inline(&self) -> bool {
        matches!(self.0, Repr::Small { .. })
    }

    // ----- queries --------------------------------------------------------

    /// The precision in bits (`big.Float.Prec`); 0 for go-cty's global infinities.
    pub fn precision(&self) -> u32 {
        match &self.0 {
            Repr::Small { prec, .. } => *prec,
            Repr::Big(f) => f.prec,
        }
    }

    /// True for go-cty's global infinity values (`cty.PositiveInfinity`,
    /// `cty.NegativeInfinity`), which some reference code tests by identity.
    pub fn is_canonical_infinity(&self) -> bool {
        matches!(&self.0, Repr::Big(f) if f.canonical_inf)
    }

    /// `big.Float.IsInt`: zero and finite integers (not infinities).
    pub fn is_integer(&self) -> bool {
        match &self.0 {
            Repr::Small { .. } => true,
            Repr::Big(f) => f.is_int(),
        }
    }

    /// True for +0 and -0.
    pub fn is_zero(&self) -> bool {
        match &self.0 {
            Repr::Small { v, .. } => *v == 0,
            Repr::Big(f) => f.form == Form::Zero,
        }
    }

    /// Whether this is positive or negative infinity (`Number::pos_infinity`,
    /// `Number::neg_infinity`).
    pub fn is_infinite(&self) -> bool {
        matches!(&self.0, Repr::Big(f) if f.form == Form::Inf)
    }

    /// The sign bit (true for -0 and negative infinity).
    pub fn is_sign_negative(&self) -> bool {
        match &self.0 {
            Repr::Small { v, .. } => *v < 0,
            Repr::Big(f) => f.neg,
        }
    }

    /// -1, 0 or 1 (`big.Float.Sign`; 0 for both zeros).
    pub fn signum(&self) -> i32 {
        match &self.0 {
            Repr::Small { v, .. } => v.signum() as i32,
            Repr::Big(f) => match (f.form, f.neg) {
                (Form::Zero, _) => 0,
                (_, true) => -1,
                (_, false) => 1,
            },
        }
    }

    /// The exact integer value, if this is a finite integer.
    pub fn to_big_int(&self) -> Option<IBig> {
        match &self.0 {
            Repr::Small { v, .. } => Some(IBig::from(*v)),
            Repr::Big(f) if f.is_int() => f.trunc_int().map(|(i, _)| i),
            Repr::Big(_) => None,
        }
    }

    /// Truncation toward zero with Go's accuracy (`big.Float.Int`); `None`
    /// for infinities.
    fn trunc(&self) -> Option<(IBig, Accuracy)> {
        match &self.0 {
            Repr::Small { v, .. } => Some((IBig::from(*v), Accuracy::Exact)),
            Repr::Big(f) => f.trunc_int(),
        }
    }

    /// The value as an `i64`, only if it is exactly an integer in range.
    pub fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Small { v, .. } => Some(*v),
            Repr::Big(f) => match f.form {
                Form::Zero => Some(0),
                Form::Finite if f.exp >= 0 && f.gexp() <= 64 => {
                    i64::try_from(&f.trunc_int()?.0).ok()
                }
                _ => None,
            },
        }
    }

    /// The value as a `u64`, only if it is exactly an integer in range.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Repr::Small { v, .. } => u64::try_from(*v).ok(),
            Repr::Big(f) => match f.form {
                Form::Zero => Some(0),
                Form::Finite if f.exp >= 0 && f.gexp() <= 64 => {
                    u64::try_from(&f.trunc_int()?.0).ok()
                }
                _ => None,
            },
        }
    }

    /// The value as an `i128`, only if it is exactly an integer in range.
    pub fn to_i128(&self) -> Option<i128> {
        match &self.0 {
            Repr::Small { v, .. } => Some(*v as i128),
            Repr::Big(f) => match f.form {
                Form::Zero => Some(0),
                Form::Finite if f.exp >= 0 && f.gexp() <= 128 => {
                    i128::try_from(&f.trunc_int()?.0).ok()
                }
                _ => None,
            },
        }
    }

    /// The nearest `f64` (`big.Float.Float64`: ties to even, gradual
    /// underflow, overflow to infinity).
    pub fn to_f64(&self) -> f64 {
        match &self.0 {
            Repr::Small { v, .. } => *v as f64,
            Repr::Big(f) => f.to_f64(),
        }
    }

    /// gocty's conversion to a Go `float64`: the nearest float64, or `None`
    /// when a finite number rounds to an infinity (the reference then reports
    /// "value must be between -1797...000.000000 and 1797...000.000000
    /// inclusive"; `format!("{:.6}", f64::MAX)` prints that bound).
    pub fn to_go_float64(&self) -> Option<f64> {
        let f = self.to_f64();
        if f.is_infinite() && !self.is_infinite() {
            None
        } else {
            Some(f)
        }
    }

    /// go-cty's `rawNumberEqual` (used by `Value.Equals`, i.e. HCL's `==`,
    /// and by set membership): equal signs; two integers compare exactly
    /// (go-cty >= 1.13), an integer never equals a non-integer, and two
    /// non-integers are equal when their printed text is, with -0 equal to
    /// 0. Two non-integers of different precision can be numerically equal
    /// yet unequal here, and the other way round.
    pub fn raw_equals(&self, other: &Number) -> bool {
        if self.signum() != other.signum() {
            return false;
        }
        let int = self.is_integer();
        if int != other.is_integer() {
            return false;
        }
        match (&self.0, &other.0) {
            (Repr::Small { v: a, .. }, Repr::Small { v: b, .. }) => a == b,
            _ if int => self == other,
            _ if self.precision() == other.precision() => self == other,
            // equal texts lie within half an ulp of both values, so the values
            // are within a factor of about 2 of each other
            _ if (self.binary_exponent() - other.binary_exponent()).abs() > 1 => false,
            _ => self.to_string() == other.to_string(),
        }
    }

    /// Go's `big.Float.String()` (`Text('g', 10)`), which go-cty uses for
    /// set element hashing.
    pub fn to_go_string(&self) -> String {
        let mut s = String::new();
        text::text_g10(&self.float(), &mut s);
        s
    }

    // ----- arithmetic -----------------------------------------------------

    /// `cty.Value.Add` (stdlib `AddFunc`): rounded at the larger precision.
    #[inline]
    pub fn add(&self, other: &Number) -> Result<Number, NumberError> {
        if let (Repr::Small { v: a, prec: pa }, Repr::Small { v: b, prec: pb }) =
            (&self.0, &other.0)
        {
            let prec = (*pa).max(*pb);
            if let Some(s) = a.checked_add(*b) {
                if small_fits(s, prec) {
                    return Ok(Number(Repr::Small { v: s, prec }));
                }
            }
        }
        self.add_slow(other, false)
    }

    /// `cty.Value.Subtract` (stdlib `SubtractFunc`).
    #[inline]
    pub fn sub(&self, other: &Number) -> Result<Number, NumberError> {
        if let (Repr::Small { v: a, prec: pa }, Repr::Small { v: b, prec: pb }) =
            (&self.0, &other.0)
        {
            let prec = (*pa).max(*pb);
            if let Some(s) = a.checked_sub(*b) {
                if small_fits(s, prec) {
                    return Ok(Number(Repr::Small { v: s, prec }));
                }
            }
        }
        self.add_slow(other, true)
    }

    #[cold]
    fn add_slow(&self, other: &Number, subtract: bool) -> Result<Number, NumberError> {
        let (x, y) = (self.float(), other.float());
        let prec = x.prec.max(y.prec);
        let r = if subtract {
            Float::sub(&x, &y, prec).map_err(|_| NumberError::SubtractInfinities)?
        } else {
            Float::add(&x, &y, prec).map_err(|_| NumberError::AddOpposingInfinities)?
        };
        Ok(Number::from_float(r))
    }

    /// `cty.Value.Multiply` (stdlib `MultiplyFunc`): the product rounded at
    /// 512 bits, then carried at the larger of the operands' precisions and
    /// the bits the product needs.
    #[inline]
    pub fn mul(&self, other: &Number) -> Result<Number, NumberError> {
        if let (Repr::Small { v: a, prec: pa }, Repr::Small { v: b, prec: pb }) =
            (&self.0, &other.0)
        {
            if let Some(p) = a.checked_mul(*b) {
                let mag = p.unsigned_abs();
                let min_prec = if mag == 0 {
                    0
                } else {
                    64 - mag.leading_zeros() - mag.trailing_zeros()
                };
                let prec = (*pa).max(*pb).max(min_prec);
                if p != 0 || (*a >= 0) == (*b >= 0) {
                    return Ok(Number::small(p, prec));
                }
            }
        }
        self.mul_slow(other)
    }

    #[cold]
    fn mul_slow(&self, other: &Number) -> Result<Number, NumberError> {
        let (x, y) = (self.float(), other.float());
        let r =
            Float::mul(&x, &y, PARSE_PRECISION).map_err(|_| NumberError::MultiplyZeroByInfinity)?;
        let prec = x.prec.max(y.prec).max(r.min_prec());
        Ok(Number::from_float(r.with_prec(prec)))
    }

    /// `cty.Value.Divide` (stdlib `DivideFunc`): rounded at the larger
    /// precision. A nonzero number divided by zero is an infinity (which
    /// go-cty's JSON cannot print); `0/0` and `inf/inf` are errors.
    pub fn div(&self, other: &Number) -> Result<Number, NumberError> {
        if let (Repr::Small { v: a, prec: pa }, Repr::Small { v: b, prec: pb }) =
            (&self.0, &other.0)
        {
            if *a != 0 && *b != 0 && a.checked_rem(*b) == Some(0) {
                if let Some(q) = a.checked_div(*b) {
                    return Ok(Number::small(q, (*pa).max(*pb)));
                }
            }
        }
        let (x, y) = (self.float(), other.float());
        let prec = x.prec.max(y.prec);
        Float::quo(&x, &y, prec)
            .map(Number::from_float)
            .map_err(|_| NumberError::DivideZeroByZero)
    }

    /// `cty.Value.Modulo` (stdlib `ModuloFunc`): `x - y * trunc(x / y)`
    /// carried at `x`'s precision; `x % 0` is `x`; with go-cty's global
    /// infinities the result is `x * y`.
    pub fn rem(&self, other: &Number) -> Result<Number, NumberError> {
        if let (Repr::Small { v: a, prec: pa }, Repr::Small { v: b, prec: pb }) =
            (&self.0, &other.0)
        {
            if *pa >= 64 && *pb >= 64 && *b != 0 {
                if let Some(r) = a.checked_rem(*b) {
                    return Ok(Number(Repr::Small { v: r, prec: *pa }));
                }
            }
        }
        self.rem_slow(other)
    }

    #[cold]
    fn rem_slow(&self, other: &Number) -> Result<Number, NumberError> {
        const E: NumberError = NumberError::ModuloZeroInfinity;
        if self.is_canonical_infinity() || other.is_canonical_infinity() {
            return self.mul(other).map_err(|_| E);
        }
        if other.is_zero() {
            return Ok(self.clone());
        }
        let rat = self.div(other).map_err(|_| E)?;
        let x = self.float();
        let y = other.float();
        let work = rat
            .float()
            .trunc_to_prec(x.prec)
            .ok_or(NumberError::NilDereference)?;
        let work = Float::mul(&y, &work, x.prec).map_err(|_| E)?;
        let r = Float::sub(&x, &work, x.prec).map_err(|_| E)?;
        Ok(Number::from_float(r))
    }

    /// `cty.Value.Negate` (`-0` for `0`).
    #[inline]
    pub fn neg(&self) -> Number {
        if let Repr::Small { v, prec } = &self.0 {
            if *v != 0 {
                if let Some(n) = v.checked_neg() {
                    return Number(Repr::Small { v: n, prec: *prec });
                }
            }
        }
        Number::from_float(self.float().neg())
    }

    /// `cty.Value.Absolute`.
    pub fn abs(&self) -> Number {
        if let Repr::Small { v, prec } = &self.0 {
            if let Some(n) = v.checked_abs() {
                return Number(Repr::Small { v: n, prec: *prec });
            }
        }
        Number::from_float(self.float().abs())
    }

    /// stdlib `FloorFunc`: infinities unchanged; the result keeps the
    /// operand's precision (and `-0` becomes `0`).
    pub fn floor(&self) -> Number {
        self.floor_ceil(true)
    }

    /// stdlib `CeilFunc`.
    pub fn ceil(&self) -> Number {
        self.floor_ceil(false)
    }

    fn floor_ceil(&self, floor: bool) -> Number {
        if let Repr::Small { .. } = self.0 {
            return self.clone();
        }
        let x = self.float();
        match x.form {
            Form::Inf => return self.clone(),
            Form::Zero => return Number::from_float(Float::zero(false, x.prec)),
            // an integer stays itself (rounding it to its own precision is exact)
            Form::Finite if x.exp >= 0 => return self.clone(),
            Form::Finite => {}
        }
        let Some((mut i, acc)) = x.trunc_int() else {
            return self.clone();
        };
        match (floor, acc) {
            (true, Accuracy::Above) => i -= IBig::ONE,
            (false, Accuracy::Below) => i += IBig::ONE,
            _ => {}
        }
        Number::from_float(Float::from_ibig(&i, x.prec))
    }

    /// stdlib `IntFunc` (`floor` toward zero): integers unchanged, otherwise
    /// the truncated integer at precision `max(bits, 64)`. The reference
    /// fails on infinities.
    pub fn truncate(&self) -> Result<Number, NumberError> {
        if self.is_integer() {
            return Ok(self.clone());
        }
        let (i, _) = self.trunc().ok_or(NumberError::NilDereference)?;
        Ok(Number::from_float(Float::from_ibig(&i, 0)))
    }

    /// stdlib `PowFunc` core: both operands converted to float64 (see
    /// [`Number::to_go_float64`] for the range check the reference makes
    /// first), Go's `math.Pow` algorithm, then `cty.NumberFloatVal`.
    /// The fractional part of the exponent goes through Go's amd64 `math.Exp`
    /// and `math.Log` algorithms.
    pub fn pow(&self, power: &Number) -> Result<Number, NumberError> {
        Number::from_f64(go_pow(self.to_f64(), power.to_f64())).ok_or(NumberError::NotANumber)
    }

    /// stdlib `LogFunc` core: `ln(x) / ln(base)` in float64 (Go's amd64 `math.Log`).
    pub fn log(&self, base: &Number) -> Result<Number, NumberError> {
        Number::from_f64(gomath::ln(self.to_f64()) / gomath::ln(base.to_f64()))
            .ok_or(NumberError::NotANumber)
    }
}

/// `x × 2^e` rounded once to the nearest float64 (Go's `math.Ldexp`).
fn ldexp(x: f64, e: i64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    match Float::from_f64(x) {
        Some(mut f) => {
            // exponents far outside the float64 range saturate the same way
            f.exp = f.exp.saturating_add(e.clamp(-1 << 20, 1 << 20));
            f.to_f64()
        }
        None => x,
    }
}

/// Go's `math.Frexp`: `x = frac × 2^exp`, `0.5 <= |frac| < 1`.
fn frexp(x: f64) -> (f64, i64) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let mut e = 0i64;
    let mut m = x;
    if m.abs() < f64::MIN_POSITIVE {
        m *= (1u64 << 52) as f64;
        e = -52;
    }
    let bits = m.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    e += biased - 1022;
    let frac = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (frac, e)
}

const TWO_POW_63: f64 = (1u64 << 63) as f64;

fn is_odd_int(x: f64) -> bool {
    x.fract() == 0.0 && x.abs() < TWO_POW_63 && (x.trunc() as i64) & 1 == 1
}

/// Go's `math.Pow` (the portable algorithm used on amd64).
fn go_pow(x: f64, y: f64) -> f64 {
    if y == 0.0 || x == 1.0 {
        return 1.0;
    }
    if y == 1.0 {
        return x;
    }
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == 0.0 {
        if y < 0.0 {
            return if is_odd_int(y) {
                f64::INFINITY.copysign(x)
            } else {
                f64::INFINITY
            };
        }
        return if is_odd_int(y) { x } else { 0.0 };
    }
    if y.is_infinite() {
        return if x == -1.0 {
            1.0
        } else if (x.abs() < 1.0) == (y > 0.0) {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if x.is_infinite() {
        if x < 0.0 {
            return go_pow(1.0 / x, -y);
        }
        return if y < 0.0 { 0.0 } else { f64::INFINITY };
    }
    if y == 0.5 {
        return x.sqrt();
    }
    if y == -0.5 {
        return 1.0 / x.sqrt();
    }
    let ay = y.abs();
    let (mut yi, mut yf) = (ay.trunc(), ay.fract());
    if yf != 0.0 && x < 0.0 {
        return f64::NAN;
    }
    if yi >= TWO_POW_63 {
        return if x == -1.0 {
            1.0
        } else if (x.abs() < 1.0) == (y > 0.0) {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let mut a1 = 1.0f64;
    let mut ae: i64 = 0;
    if yf != 0.0 {
        if yf > 0.5 {
            yf -= 1.0;
            yi += 1.0;
        }
        a1 = gomath::exp(yf * gomath::ln(x));
    }
    let (mut x1, mut xe) = frexp(x);
    let mut i = yi as i64;
    while i != 0 {
        if !(-(1 << 12)..=(1 << 12)).contains(&xe) {
            ae += xe;
            break;
        }
        if i & 1 == 1 {
            a1 *= x1;
            ae += xe;
        }
        x1 *= x1;
        xe <<= 1;
        if x1 < 0.5 {
            x1 += x1;
            xe -= 1;
        }
        i >>= 1;
    }
    if y < 0.0 {
        a1 = 1.0 / a1;
        ae = -ae;
    }
    ldexp(a1, ae)
}

impl PartialEq for Number {
    #[inline]
    fn eq(&self, other: &Number) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Number {}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Number) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Number {
    #[inline]
    fn cmp(&self, other: &Number) -> Ordering {
        if let (Repr::Small { v: a, .. }, Repr::Small { v: b, .. }) = (&self.0, &other.0) {
            return a.cmp(b);
        }
        Float::cmp(&self.float(), &other.float())
    }
}

impl Hash for Number {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match &self.0 {
            Repr::Small { v, .. } => {
                state.write_u8(0);
                state.write_i64(*v);
            }
            Repr::Big(f) => match f.form {
                Form::Zero => {
                    state.write_u8(0);
                    state.write_i64(0);
                }
                Form::Inf => {
                    state.write_u8(2);
                    state.write_u8(f.neg as u8);
                }
                Form::Finite => {
                    if let Some(v) = self.to_i64() {
                        state.write_u8(0);
                        state.write_i64(v);
                    } else {
                        state.write_u8(1);
                        state.write_u8(f.neg as u8);
                        state.write_i64(f.exp);
                        f.mant.hash(state);
                    }
                }
            },
        }
    }
}

impl fmt::Display for Number {
    /// go-cty's JSON text for the number (`Text('f', -1)`); infinities print
    /// as Go does (`+Inf`, `-Inf`) although go-cty's JSON refuses them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small { v, .. } => fmt::Display::fmt(v, f),
            Repr::Big(x) => {
                let mut s = String::new();
                text::text_f_shortest(x, &mut s);
                f.write_str(&s)
            }
        }
    }
}

impl fmt::Debug for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Number({}, prec {})", self, self.precision())
    }
}

impl From<i64> for Number {
    fn from(v: i64) -> Number {
        Number::from_i64(v)
    }
}

impl From<u64> for Number {
    fn from(v: u64) -> Number {
        Number::from_u64(v)
    }
}

#[allow(dead_code)]
fn _assert_send_sync() {
    fn check<T: Send + Sync>() {}
    check::<Number>();
}
