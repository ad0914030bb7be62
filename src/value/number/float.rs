//! A binary floating-point number that behaves like Go's `math/big.Float`
//! under the rounding mode `ToNearestEven` (the only mode go-cty uses).
//!
//! A finite value is `(-1)^neg * mant * 2^exp` with `mant` odd; `prec` is the
//! number of mantissa bits the value was rounded to (`1..=u32::MAX`). Every
//! operation rounds its exact result once to the requested precision, exactly
//! as `big.Float` does, including the exponent limits of `big.Float` (results
//! whose binary exponent leaves the `int32` range become zero or infinity).

use core::cmp::Ordering;

use dashu_base::{BitTest, DivRem, UnsignedAbs};
use dashu_int::{IBig, UBig};

/// Smallest binary exponent of Go's `big.Float` (value = 0.mant × 2^exp).
pub(super) const MIN_EXP: i64 = i32::MIN as i64;
/// Largest binary exponent of Go's `big.Float`.
pub(super) const MAX_EXP: i64 = i32::MAX as i64;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Form {
    Zero,
    Finite,
    Inf,
}

/// Accuracy of a conversion, as Go's `big.Accuracy`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Accuracy {
    Below,
    Exact,
    Above,
}

#[derive(Clone, Debug)]
pub(super) struct Float {
    pub(super) prec: u32,
    pub(super) neg: bool,
    pub(super) form: Form,
    /// Odd when finite, zero otherwise.
    pub(super) mant: UBig,
    /// Finite: value = mant × 2^exp.
    pub(super) exp: i64,
    /// True only for go-cty's global `PositiveInfinity` / `NegativeInfinity`
    /// values: go-cty's `Modulo` tests infinities by pointer identity.
    pub(super) canonical_inf: bool,
}

/// The operation is undefined (Go panics with `big.ErrNaN`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct NaN;

fn bit_len(m: &UBig) -> i64 {
    m.bit_len() as i64
}

fn trailing_zeros(m: &UBig) -> usize {
    m.trailing_zeros().unwrap_or(0)
}

impl Float {
    pub(super) fn zero(neg: bool, prec: u32) -> Float {
        Float {
            prec,
            neg,
            form: Form::Zero,
            mant: UBig::ZERO,
            exp: 0,
            canonical_inf: false,
        }
    }

    pub(super) fn inf(neg: bool, prec: u32) -> Float {
        Float {
            prec,
            neg,
            form: Form::Inf,
            mant: UBig::ZERO,
            exp: 0,
            canonical_inf: false,
        }
    }

    /// Go's exponent: value = 0.mant × 2^gexp with 0.5 <= 0.mant < 1.
    pub(super) fn gexp(&self) -> i64 {
        self.exp + bit_len(&self.mant)
    }

    /// Builds the float nearest (ties to even) to `mant × 2^exp` (plus a
    /// little more when `sticky`: the exact value lies strictly above
    /// `mant × 2^exp` but below `(mant + 1) × 2^exp`), at `prec` bits, with
    /// Go's overflow and underflow rules (`setExpAndRound`).
    pub(super) fn round_new(
        neg: bool,
        mut mant: UBig,
        mut exp: i64,
        prec: u32,
        sticky: bool,
    ) -> Float {
        debug_assert!(prec > 0);
        if mant.is_zero() {
            return Float::zero(neg, prec);
        }
        let bl = bit_len(&mant);
        let e0 = exp + bl;
        if e0 < MIN_EXP {
            return Float::zero(neg, prec);
        }
        if e0 > MAX_EXP {
            return Float::inf(neg, prec);
        }
        if bl > prec as i64 {
            let r = (bl - prec as i64 - 1) as usize;
            let rbit = mant.bit(r);
            let sbit = sticky || trailing_zeros(&mant) < r;
            mant >>= r + 1;
            exp += r as i64 + 1;
            if rbit && (sbit || mant.bit(0)) {
                mant += UBig::ONE;
                if bit_len(&mant) > prec as i64 {
                    // carry into a new bit: mant is a power of two
                    if e0 >= MAX_EXP {
                        return Float::inf(neg, prec);
                    }
                    mant >>= 1;
                    exp += 1;
                }
            }
        }
        let tz = trailing_zeros(&mant);
        if tz > 0 {
            mant >>= tz;
            exp += tz as i64;
        }
        Float {
            prec,
            neg,
            form: Form::Finite,
            mant,
            exp,
            canonical_inf: false,
        }
    }

    pub(super) fn from_u64(neg: bool, v: u64, prec: u32) -> Float {
        Float::round_new(neg, UBig::from(v), 0, prec, false)
    }

    /// Go's `SetFloat64` on a zero-precision receiver (precision 53).
    pub(super) fn from_f64(v: f64) -> Option<Float> {
        if v.is_nan() {
            return None;
        }
        let neg = v.is_sign_negative();
        if v == 0.0 {
            return Some(Float::zero(neg, 53));
        }
        if v.is_infinite() {
            return Some(Float::inf(neg, 53));
        }
        let bits = v.to_bits();
        let biased = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (m, e) = if biased == 0 {
            (frac, -1074)
        } else {
            (frac | (1u64 << 52), biased - 1075)
        };
        Some(Float::round_new(neg, UBig::from(m), e, 53, false))
    }

    /// Go's `SetInt` with the given precision (0 means `max(bitlen, 64)`).
    pub(super) fn from_ibig(v: &IBig, prec: u32) -> Float {
        let neg = *v < IBig::ZERO;
        let mag = v.unsigned_abs();
        let prec = if prec == 0 {
            (mag.bit_len() as u64).clamp(64, u32::MAX as u64) as u32
        } else {
            prec
        };
        if mag.is_zero() {
            // SetInt copies the sign of the big.Int, which is never negative for 0
            return Float::zero(false, prec);
        }
        Float::round_new(neg, mag, 0, prec, false)
    }

    /// Go's `SetPrec` to a nonzero precision.
    pub(super) fn with_prec(&self, prec: u32) -> Float {
        match self.form {
            Form::Finite if prec < self.prec && bit_len(&self.mant) > prec as i64 => {
                Float::round_new(self.neg, self.mant.clone(), self.exp, prec, false)
            }
            _ => {
                let mut f = self.clone();
                f.prec = prec;
                f
            }
        }
    }

    /// Go's `MinPrec`.
    pub(super) fn min_prec(&self) -> u32 {
        if self.form == Form::Finite {
            bit_len(&self.mant) as u32
        } else {
            0
        }
    }

    pub(super) fn neg(&self) -> Float {
        let mut f = self.clone();
        f.neg = !f.neg;
        f.canonical_inf = false;
        f
    }

    pub(super) fn abs(&self) -> Float {
        let mut f = self.clone();
        f.neg = false;
        f.canonical_inf = false;
        f
    }

    /// Compares magnitudes of two finite values.
    fn ucmp(x: &Float, y: &Float) -> Ordering {
        let (gx, gy) = (x.gexp(), y.gexp());
        if gx != gy {
            return gx.cmp(&gy);
        }
        // same leading exponent: the exponent difference is bounded by the bit lengths
        if x.exp >= y.exp {
            (&x.mant << (x.exp - y.exp) as usize).cmp(&y.mant)
        } else {
            x.mant.cmp(&(&y.mant << (y.exp - x.exp) as usize))
        }
    }

    /// Go's `Cmp` (-0 == +0; infinities at the ends).
    pub(super) fn cmp(x: &Float, y: &Float) -> Ordering {
        fn ord(f: &Float) -> i32 {
            let m = match f.form {
                Form::Zero => return 0,
                Form::Finite => 1,
                Form::Inf => 2,
            };
            if f.neg {
                -m
            } else {
                m
            }
        }
        let (mx, my) = (ord(x), ord(y));
        if mx != my {
            return mx.cmp(&my);
        }
        match mx {
            -1 => Float::ucmp(y, x),
            1 => Float::ucmp(x, y),
            _ => Ordering::Equal,
        }
    }

    /// Exact or nearly exact sum of two finite magnitudes with signs, rounded.
    fn add_finite(x: &Float, y: &Float, yneg: bool, prec: u32) -> Float {
        // order by leading exponent so that `a` is the larger-or-equal in position
        let (a, aneg, b, bneg) = if x.gexp() >= y.gexp() {
            (x, x.neg, y, yneg)
        } else {
            (y, yneg, x, x.neg)
        };
        // When b lies entirely far below a's lowest bit that matters for
        // rounding, replace it by a tiny stand-in of the same sign: the
        // rounded result is the same and no huge shift is needed.
        let s = (prec as i64 + 4 - bit_len(&a.mant)).max(4);
        let b_owned;
        let b = if b.gexp() < a.exp - s - 1 {
            b_owned = Float {
                prec: b.prec,
                neg: b.neg,
                form: Form::Finite,
                mant: UBig::ONE,
                exp: a.exp - s - 2,
                canonical_inf: false,
            };
            &b_owned
        } else {
            b
        };
        let e = a.exp.min(b.exp);
        let am = &a.mant << (a.exp - e) as usize;
        let bm = &b.mant << (b.exp - e) as usize;
        if aneg == bneg {
            Float::round_new(aneg, am + bm, e, prec, false)
        } else {
            match am.cmp(&bm) {
                Ordering::Equal => Float::zero(false, prec),
                Ordering::Greater => Float::round_new(aneg, am - bm, e, prec, false),
                Ordering::Less => Float::round_new(bneg, bm - am, e, prec, false),
            }
        }
    }

    /// Go's `z.Add(x, y)` with `z.prec = prec`.
    pub(super) fn add(x: &Float, y: &Float, prec: u32) -> Result<Float, NaN> {
        Float::add_signed(x, y, y.neg, prec)
    }

    /// Go's `z.Sub(x, y)` with `z.prec = prec`.
    pub(super) fn sub(x: &Float, y: &Float, prec: u32) -> Result<Float, NaN> {
        Float::add_signed(x, y, !y.neg, prec)
    }

    fn add_signed(x: &Float, y: &Float, yneg: bool, prec: u32) -> Result<Float, NaN> {
        match (x.form, y.form) {
            (Form::Finite, Form::Finite) => Ok(Float::add_finite(x, y, yneg, prec)),
            (Form::Inf, Form::Inf) if x.neg != yneg => Err(NaN),
            (Form::Zero, Form::Zero) => Ok(Float::zero(x.neg && yneg, prec)),
            (Form::Inf, _) | (_, Form::Zero) => Ok(Float::set_to(x, x.neg, prec)),
            _ => Ok(Float::set_to(y, yneg, prec)),
        }
    }

    /// Go's `z.Set(x)` into a receiver of precision `prec` (rounding if smaller).
    fn set_to(x: &Float, neg: bool, prec: u32) -> Float {
        let mut f = x.with_prec(prec);
        f.neg = neg;
        f.canonical_inf = false;
        f
    }

    /// Go's `z.Mul(x, y)` with `z.prec = prec`.
    pub(super) fn mul(x: &Float, y: &Float, prec: u32) -> Result<Float, NaN> {
        let neg = x.neg != y.neg;
        match (x.form, y.form) {
            (Form::Finite, Form::Finite) => Ok(Float::round_new(
                neg,
                &x.mant * &y.mant,
                x.exp + y.exp,
                prec,
                false,
            )),
            (Form::Zero, Form::Inf) | (Form::Inf, Form::Zero) => Err(NaN),
            (Form::Inf, _) | (_, Form::Inf) => Ok(Float::inf(neg, prec)),
            _ => Ok(Float::zero(neg, prec)),
        }
    }

    /// Go's `z.Quo(x, y)` with `z.prec = prec`.
    pub(super) fn quo(x: &Float, y: &Float, prec: u32) -> Result<Float, NaN> {
        let neg = x.neg != y.neg;
        match (x.form, y.form) {
            (Form::Finite, Form::Finite) => {
                let shift = (prec as i64 + 2 + bit_len(&y.mant) - bit_len(&x.mant)).max(0);
                let num = &x.mant << shift as usize;
                let (q, r) = num.div_rem(&y.mant);
                Ok(Float::round_new(
                    neg,
                    q,
                    x.exp - y.exp - shift,
                    prec,
                    !r.is_zero(),
                ))
            }
            (Form::Zero, Form::Zero) | (Form::Inf, Form::Inf) => Err(NaN),
            (Form::Zero, _) | (_, Form::Inf) => Ok(Float::zero(neg, prec)),
            _ => Ok(Float::inf(neg, prec)),
        }
    }

    /// Go's `IsInt`.
    pub(super) fn is_int(&self) -> bool {
        match self.form {
            Form::Zero => true,
            Form::Inf => false,
            Form::Finite => self.exp >= 0,
        }
    }

    /// Go's `Int`: truncation toward zero; `None` for infinities.
    pub(super) fn trunc_int(&self) -> Option<(IBig, Accuracy)> {
        match self.form {
            Form::Zero => Some((IBig::ZERO, Accuracy::Exact)),
            Form::Inf => None,
            Form::Finite => {
                let inexact = if self.neg {
                    Accuracy::Above
                } else {
                    Accuracy::Below
                };
                let mag = if self.exp >= 0 {
                    return Some((
                        self.signed(&self.mant << self.exp as usize),
                        Accuracy::Exact,
                    ));
                } else if -self.exp >= bit_len(&self.mant) {
                    UBig::ZERO
                } else {
                    &self.mant >> (-self.exp) as usize
                };
                Some((self.signed(mag), inexact))
            }
        }
    }

    /// Go's `z.SetInt(x.Int(nil))` into a receiver of precision `prec`,
    /// without building the (possibly enormous) integer; `None` for
    /// infinities (where Go dereferences a nil `*big.Int`).
    pub(super) fn trunc_to_prec(&self, prec: u32) -> Option<Float> {
        match self.form {
            Form::Inf => None,
            Form::Zero => Some(Float::zero(false, prec)),
            Form::Finite if self.exp >= 0 => Some(Float::round_new(
                self.neg,
                self.mant.clone(),
                self.exp,
                prec,
                false,
            )),
            Form::Finite if -self.exp >= bit_len(&self.mant) => Some(Float::zero(false, prec)),
            Form::Finite => Some(Float::round_new(
                self.neg,
                &self.mant >> (-self.exp) as usize,
                0,
                prec,
                false,
            )),
        }
    }

    fn signed(&self, mag: UBig) -> IBig {
        let i = IBig::from(mag);
        if self.neg {
            -i
        } else {
            i
        }
    }

    /// Go's `Float64`: the nearest float64 (ties to even), with gradual
    /// underflow and overflow to infinity.
    pub(super) fn to_f64(&self) -> f64 {
        let sign = if self.neg { -1.0 } else { 1.0 };
        match self.form {
            Form::Zero => return 0.0 * sign,
            Form::Inf => return f64::INFINITY * sign,
            Form::Finite => {}
        }
        // value = 1.f × 2^e
        let e = self.gexp() - 1;
        let p: i64 = if e < -1022 { 53 + (e + 1022) } else { 53 };
        if p < 0 {
            return 0.0 * sign;
        }
        if p == 0 {
            // rounding position is just above the leading bit: more than half
            // of the smallest denormal rounds up, exactly half rounds to even (0)
            return if self.mant.is_one() {
                0.0 * sign
            } else {
                f64::from_bits(1) * sign
            };
        }
        let r = Float::round_new(false, self.mant.clone(), self.exp, p as u32, false);
        if r.form == Form::Inf || r.gexp() - 1 > 1023 {
            return f64::INFINITY * sign;
        }
        let m = u64::try_from(&r.mant).unwrap_or(0);
        // r = m × 2^r.exp, m < 2^53: exact in f64 after scaling
        let mut v = m as f64;
        let mut ex = r.exp;
        // scale in steps that keep every intermediate exact
        while ex > 0 {
            let step = ex.min(1000);
            v *= f64::powi(2.0, step as i32);
            ex -= step;
        }
        while ex < 0 {
            // avoid double rounding: m has at most p bits, so dividing by
            // powers of two stays exact until the final denormal step, which
            // is exact by choice of p
            let step = (-ex).min(1000);
            v /= f64::powi(2.0, step as i32);
            ex += step;
        }
        v * sign
    }
}
