//! float64 `exp` and `ln` computed step by step as Go's amd64 `math.Exp` and
//! `math.Log` do (stdlib `pow` and `log` go through them), so that results
//! agree to the last bit with the reference built for amd64.
//!
//! Both are the classic argument-reduction + polynomial schemes (Cody-Waite
//! reduction by ln 2; for `exp` a Taylor polynomial of e^(r/16) - 1 squared
//! up four times; for `ln` the FreeBSD msun `e_log` rational approximation);
//! every IEEE operation happens in the same order so rounding is identical.
//! Go uses fused multiply-adds in `exp` when the CPU has AVX and FMA; so do we.

const LN2U: f64 = f64::from_bits(0x3fe62e42fefa3000); // 0.693147180559663
const LN2L: f64 = f64::from_bits(0x3d53de6af278ece6); // 2.8235290563031577e-13
const LOG2E: f64 = core::f64::consts::LOG2_E;
const EXP_OVERFLOW: f64 = 7.097_827_128_933_84e2;
// Taylor coefficients 1/n! for n = 8..=2 (then 1/2 and 1)
const C8: f64 = f64::from_bits(0x3efa01a01a01a01a); // 2.48015873015873e-05
const C7: f64 = f64::from_bits(0x3f2a01a01a01a01a); // 0.0001984126984126984
const C6: f64 = f64::from_bits(0x3f56c16c16c16c17); // 0.001388888888888889
const C5: f64 = f64::from_bits(0x3f81111111111111); // 0.008333333333333333
const C4: f64 = f64::from_bits(0x3fa5555555555555); // 0.041666666666666664
const C3: f64 = f64::from_bits(0x3fc5555555555555); // 0.16666666666666666

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
pub fn exp(x: f64) -> f64 {
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

const HSQRT2: f64 = f64::from_bits(0x3fe6a09e667f3bcd); // 0.7071067811865476
const LN2HI: f64 = f64::from_bits(0x3fe62e42fee00000); // 0.6931471803691238
const LN2LO: f64 = f64::from_bits(0x3dea39ef35793c76); // 1.9082149292705877e-10
const L1: f64 = f64::from_bits(0x3fe5555555555593); // 0.6666666666666735
const L2: f64 = f64::from_bits(0x3fd999999997fa04); // 0.3999999999940942
const L3: f64 = f64::from_bits(0x3fd2492494229359); // 0.2857142874366239
const L4: f64 = f64::from_bits(0x3fcc71c51d8e78af); // 0.22222198432149784
const L5: f64 = f64::from_bits(0x3fc7466496cb03de); // 0.1818357216161805
const L6: f64 = f64::from_bits(0x3fc39a09d078c69f); // 0.15313837699209373
const L7: f64 = f64::from_bits(0x3fc2f112df3e5244); // 0.14798198605116586

/// Go's `math.Log` on amd64 (including its handling of subnormal inputs,
/// whose exponent it reads straight from the bits).
pub fn ln(x: f64) -> f64 {
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
