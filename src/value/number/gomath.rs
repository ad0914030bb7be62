//! float64 `exp` and `ln` computed step by step as Go's amd64 `math.Exp` and
//! `math.Log` do (stdlib `pow` and `log` go through them), so that results
//! agree to the last bit with the reference built for amd64.
//!
//! Both are the classic argument-reduction + polynomial schemes (Cody-Waite
//! reduction by ln 2; for `exp` a Taylor polynomial of e^(r/16) - 1 squared
//! up four times; for `ln` the FreeBSD msun `e_log` rational approximation);
//! every IEEE operation happens in the same order so rounding is identical.
//! Go uses fused multiply-adds in `exp` when the CPU has AVX and FMA; so do we.

const LN2U: f64 = 0.693_147_180_559_662_956_511_601_805_686_950_683_593_75;
const LN2L: f64 = 0.282_352_905_630_315_771_225_884_481_750_134_360_255_254_120_68e-12;
const LOG2E: f64 = core::f64::consts::LOG2_E;
const EXP_OVERFLOW: f64 = 7.097_827_128_933_84e2;
// Taylor coefficients 1/n! for n = 8..=2 (then 1/2 and 1)
const C8: f64 = 2.480_158_730_158_730_158_7e-5;
const C7: f64 = 1.984_126_984_126_984_127e-4;
const C6: f64 = 1.388_888_888_888_888_888_9e-3;
const C5: f64 = 8.333_333_333_333_333_333_3e-3;
const C4: f64 = 4.166_666_666_666_666_666_7e-2;
const C3: f64 = 1.666_666_666_666_666_666_7e-1;

fn use_fma() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx") && std::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        true
    }
}

/// `x × 2^k` as the final step of Go's amd64 `Exp` (with its two-step
/// scaling into the subnormal range).
fn exp_scale(x: f64, k: i32) -> f64 {
    let mut b = k.wrapping_add(0x3ff);
    let mut x = x;
    if b <= 0 {
        if b < -52 {
            return 0.0;
        }
        b += 0x3fe;
        x *= f64::from_bits((b as u64) << 52);
        b = 1;
    } else if b >= 0x7ff {
        return f64::INFINITY;
    }
    x * f64::from_bits((b as u64) << 52)
}

/// Go's `math.Exp` on amd64.
pub(super) fn exp(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == f64::NEG_INFINITY {
        return 0.0;
    }
    if x > EXP_OVERFLOW {
        return f64::INFINITY;
    }
    let t = LOG2E * x;
    // CVTSD2SL: round to nearest even; out of range gives i32::MIN
    let k: i32 = if t.is_finite() && t.abs() < 2147483647.0 {
        t.round_ties_even() as i32
    } else {
        i32::MIN
    };
    let kf = k as f64;
    let fma = use_fma();
    let mut r = x;
    if fma {
        r = (-LN2U).mul_add(kf, r);
        r = (-LN2L).mul_add(kf, r);
    } else {
        r -= kf * LN2U;
        r -= kf * LN2L;
    }
    r *= 0.0625;
    let mut p = C8;
    for c in [C7, C6, C5, C4, C3, 0.5, 1.0] {
        p = if fma { p.mul_add(r, c) } else { p * r + c };
    }
    let mut y = r * p; // e^r - 1
    for i in 0..4 {
        let z = y + 2.0;
        if fma && i == 3 {
            y = z.mul_add(y, 1.0);
        } else {
            y *= z;
        }
    }
    if !fma {
        y += 1.0;
    }
    exp_scale(y, k)
}

const HSQRT2: f64 = 7.071_067_811_865_475_244_01e-1;
const LN2HI: f64 = 6.931_471_803_691_238_164_90e-1;
const LN2LO: f64 = 1.908_214_929_270_587_700_02e-10;
const L1: f64 = 6.666_666_666_666_735_130e-1;
const L2: f64 = 3.999_999_999_940_941_908e-1;
const L3: f64 = 2.857_142_874_366_239_149e-1;
const L4: f64 = 2.222_219_843_214_978_396e-1;
const L5: f64 = 1.818_357_216_161_805_012e-1;
const L6: f64 = 1.531_383_769_920_937_332e-1;
const L7: f64 = 1.479_819_860_511_658_591e-1;

/// Go's `math.Log` on amd64 (including its handling of subnormal inputs,
/// whose exponent it reads straight from the bits).
pub(super) fn ln(x: f64) -> f64 {
    let bits = x.to_bits();
    if bits & !(1u64 << 63) == 0 {
        return f64::NEG_INFINITY;
    }
    if (bits as i64) < 0 {
        return f64::NAN;
    }
    if bits >= f64::INFINITY.to_bits() {
        return x;
    }
    let mut f1 = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0.5f64.to_bits());
    let mut k = (((bits >> 52) & 0x7ff) as i32 - 0x3fe) as f64;
    if f1 <= HSQRT2 {
        k -= 1.0;
        f1 *= 2.0;
    }
    let f = f1 - 1.0;
    let s = f / (2.0 + f);
    let s2 = s * s;
    let s4 = s2 * s2;
    let t1 = s2 * (((L7 * s4 + L5) * s4 + L3) * s4 + L1);
    let t2 = s4 * ((L6 * s4 + L4) * s4 + L2);
    let r = t1 + t2;
    let hfsq = 0.5 * f * f;
    k * LN2HI - ((hfsq - (s * (hfsq + r) + k * LN2LO)) - f)
}
