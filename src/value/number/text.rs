//! Decimal text for [`Float`]: Go's `Text('f', -1)` and `Text('g', 10)`
//! (shortest decimal that rounds back to the value at its own precision, by
//! the same digit-walking rule as Go's `math/big`), and Go's
//! `big.ParseFloat(s, 10, prec, ToNearestEven)`.

use dashu_base::BitTest;
use dashu_int::UBig;

use super::float::{Float, Form, MAX_EXP, MIN_EXP};

/// An exact decimal: value = 0.digits × 10^exp; no trailing zero digits;
/// empty digits mean zero (then exp = 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Decimal {
    pub(super) digits: Vec<u8>,
    pub(super) exp: i64,
}

impl Decimal {
    /// The exact decimal expansion of `m × 2^shift`.
    pub(super) fn from_binary(m: &UBig, shift: i64) -> Decimal {
        if m.is_zero() {
            return Decimal {
                digits: Vec::new(),
                exp: 0,
            };
        }
        let (n, frac_digits) = if shift >= 0 {
            (m << shift as usize, 0i64)
        } else {
            let tz = m.trailing_zeros().unwrap_or(0) as i64;
            let s = (-shift).min(tz);
            let m = m >> s as usize;
            let k = -shift - s;
            if k == 0 {
                (m, 0)
            } else {
                // m / 2^k == m × 5^k / 10^k
                (m * UBig::from(5u8).pow(k as usize), k)
            }
        };
        let mut digits = n.to_string().into_bytes();
        let exp = digits.len() as i64 - frac_digits;
        while digits.last() == Some(&b'0') {
            digits.pop();
        }
        Decimal { digits, exp }
    }

    fn at(&self, i: usize) -> u8 {
        self.digits.get(i).copied().unwrap_or(b'0')
    }

    fn should_round_up(&self, n: usize) -> bool {
        if self.digits[n] == b'5' && n + 1 == self.digits.len() {
            return n > 0 && (self.digits[n - 1] - b'0') & 1 != 0;
        }
        self.digits[n] >= b'5'
    }

    pub(super) fn round(&mut self, n: usize) {
        if n >= self.digits.len() {
            return;
        }
        if self.should_round_up(n) {
            self.round_up(n);
        } else {
            self.round_down(n);
        }
    }

    fn round_up(&mut self, mut n: usize) {
        if n >= self.digits.len() {
            return;
        }
        while n > 0 && self.digits[n - 1] >= b'9' {
            n -= 1;
        }
        if n == 0 {
            self.digits.truncate(1);
            self.digits[0] = b'1';
            self.exp += 1;
            return;
        }
        self.digits[n - 1] += 1;
        self.digits.truncate(n);
    }

    fn round_down(&mut self, n: usize) {
        if n >= self.digits.len() {
            return;
        }
        self.digits.truncate(n);
        self.trim();
    }

    fn trim(&mut self) {
        while self.digits.last() == Some(&b'0') {
            self.digits.pop();
        }
        if self.digits.is_empty() {
            self.exp = 0;
        }
    }
}

impl Decimal {
    /// The decimal of `n / 10^k` given the digits of the integer `n`
    /// (no leading zeros; empty for zero).
    fn from_digits(mut digits: Vec<u8>, k: i64) -> Decimal {
        let exp = digits.len() as i64 - k;
        while digits.last() == Some(&b'0') {
            digits.pop();
        }
        if digits.is_empty() {
            return Decimal { digits, exp: 0 };
        }
        Decimal { digits, exp }
    }
}

/// `a - b` on decimal digit strings, `a >= b`; no leading zeros in the result.
fn decimal_sub(a: &[u8], b: &[u8]) -> Vec<u8> {
    let mut out = a.to_vec();
    let mut borrow = 0u8;
    for i in 0..out.len() {
        let ai = out.len() - 1 - i;
        let bd = if i < b.len() {
            b[b.len() - 1 - i] - b'0'
        } else {
            0
        };
        if bd == 0 && borrow == 0 && i >= b.len() {
            break;
        }
        let mut d = (out[ai] - b'0') as i16 - bd as i16 - borrow as i16;
        if d < 0 {
            d += 10;
            borrow = 1;
        } else {
            borrow = 0;
        }
        out[ai] = b'0' + d as u8;
    }
    let lead = out.iter().take_while(|&&c| c == b'0').count();
    out.drain(..lead);
    out
}

/// `a + b` on decimal digit strings.
fn decimal_add(a: &[u8], b: &[u8]) -> Vec<u8> {
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = a.to_vec();
    let mut carry = 0u8;
    for i in 0..out.len() {
        let ai = out.len() - 1 - i;
        let bd = if i < b.len() {
            b[b.len() - 1 - i] - b'0'
        } else {
            0
        };
        if bd == 0 && carry == 0 && i >= b.len() {
            break;
        }
        let d = out[ai] - b'0' + bd + carry;
        carry = d / 10;
        out[ai] = b'0' + d % 10;
    }
    if carry > 0 {
        out.insert(0, b'1');
    }
    out
}

/// Runs `f` with `base^k` and its decimal digits, from a small per-thread
/// cache (printing numbers of one precision needs the same few powers again
/// and again).
fn with_power<R>(base: u8, k: usize, f: impl FnOnce(&UBig, &[u8]) -> R) -> R {
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::Rc;
    type Entry = Rc<(UBig, Vec<u8>)>;
    thread_local! {
        static CACHE: RefCell<HashMap<(u8, usize), Entry>> = RefCell::new(HashMap::new());
    }
    const MAX_CACHED_K: usize = 20_000;
    if k > MAX_CACHED_K {
        let p = UBig::from(base).pow(k);
        let digits = p.to_string().into_bytes();
        return f(&p, &digits);
    }
    let entry = CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if let Some(e) = c.get(&(base, k)) {
            return e.clone();
        }
        if c.len() >= 64 {
            c.clear();
        }
        let p = UBig::from(base).pow(k);
        let digits = p.to_string().into_bytes();
        let e: Entry = Rc::new((p, digits));
        c.insert((base, k), e.clone());
        e
    });
    f(&entry.0, &entry.1)
}

/// Go's `roundShortest` applied to the exact decimal of the finite `x`:
/// the fewest digits that still round to `x` at `x.prec` bits (comparing
/// digit positions of `x` and of its half-ulp neighbours as Go does).
fn shortest_finite(x: &Float) -> Decimal {
    let bl = x.mant.bit_len() as i64;
    // An integer whose ulp is at most 1: its own digits are the answer.
    if x.exp >= 0 && x.gexp() <= x.prec as i64 {
        return Decimal::from_binary(&x.mant, x.exp);
    }
    // mantissa with prec+1 bits, whose lsb is half an ulp: x = mant × 2^exp
    let s = x.prec as i64 + 1 - bl; // >= 1 since bl <= prec
    let mant = &x.mant << s as usize;
    let exp = x.exp - s;
    let (mut d, lower, upper) = if exp >= 0 {
        // x = mant × 2^exp, neighbours x ∓ 2^exp, on the decimal digits
        with_power(2, exp as usize, |p, p_digits| {
            let n = (&mant * p).to_string().into_bytes();
            let lower = decimal_sub(&n, p_digits);
            let upper = decimal_add(&n, p_digits);
            (
                Decimal::from_digits(n, 0),
                Decimal::from_digits(lower, 0),
                Decimal::from_digits(upper, 0),
            )
        })
    } else {
        // one power of five serves all three: v × 2^-k = v × 5^k / 10^k, and
        // the neighbours are n ∓ 5^k, done on the decimal digits
        let k = -exp;
        with_power(5, k as usize, |p, p_digits| {
            let n = (&mant * p).to_string().into_bytes();
            let lower = decimal_sub(&n, p_digits);
            let upper = decimal_add(&n, p_digits);
            (
                Decimal::from_digits(n, k),
                Decimal::from_digits(lower, k),
                Decimal::from_digits(upper, k),
            )
        })
    };
    let inclusive = !mant.bit(1);
    for i in 0..d.digits.len() {
        let m = d.digits[i];
        let l = lower.at(i);
        let u = upper.at(i);
        let okdown = l != m || inclusive && i + 1 == lower.digits.len();
        let okup = m != u && (inclusive || m + 1 < u || i + 1 < upper.digits.len());
        match (okdown, okup) {
            (true, true) => {
                d.round(i + 1);
                break;
            }
            (true, false) => {
                d.round_down(i + 1);
                break;
            }
            (false, true) => {
                d.round_up(i + 1);
                break;
            }
            (false, false) => {}
        }
    }
    d
}

/// The shortest decimal of a finite or zero `x` (no sign).
pub(super) fn shortest_decimal(x: &Float) -> Decimal {
    if x.form == Form::Finite {
        shortest_finite(x)
    } else {
        Decimal {
            digits: Vec::new(),
            exp: 0,
        }
    }
}

/// Appends Go's `%f` layout of `d` with `prec` fraction digits.
fn fmt_f(out: &mut String, prec: i64, d: &Decimal) {
    if d.exp > 0 {
        let m = (d.digits.len() as i64).min(d.exp) as usize;
        out.push_str(core::str::from_utf8(&d.digits[..m]).unwrap_or(""));
        for _ in m as i64..d.exp {
            out.push('0');
        }
    } else {
        out.push('0');
    }
    if prec > 0 {
        out.push('.');
        for i in 0..prec {
            let j = d.exp + i;
            out.push(if j < 0 { '0' } else { d.at(j as usize) as char });
        }
    }
}

/// Go's `x.Text('f', -1)`.
pub(super) fn text_f_shortest(x: &Float, out: &mut String) {
    if x.neg {
        out.push('-');
    }
    if x.form == Form::Inf {
        if !x.neg {
            out.push('+');
        }
        out.push_str("Inf");
        return;
    }
    if x.form == Form::Finite {
        // Positional text has about |exponent| × log10(2) digits (plus the
        // mantissa's): refuse what the evaluation's limit does not allow
        // before computing them (a 15-byte literal can ask for millions).
        let digits = (x.gexp().unsigned_abs() + x.prec as u64) * 30103 / 100000 + 1;
        if digits > crate::limits::max_number_digits() {
            let e = crate::limits::number_digits_exceeded();
            out.push_str(&format!("(a number of more than {} digits)", e.limit));
            return;
        }
    }
    let d = shortest_decimal(x);
    let prec = (d.digits.len() as i64 - d.exp).max(0);
    fmt_f(out, prec, &d);
}

/// Go's `%e` layout.
fn fmt_e(out: &mut String, prec: i64, d: &Decimal) {
    out.push(d.digits.first().map_or('0', |&c| c as char));
    if prec > 0 {
        out.push('.');
        let mut i = 1usize;
        let m = d.digits.len().min(prec as usize + 1);
        if i < m {
            out.push_str(core::str::from_utf8(&d.digits[i..m]).unwrap_or(""));
            i = m;
        }
        while i as i64 <= prec {
            out.push('0');
            i += 1;
        }
    }
    out.push('e');
    let mut exp = if d.digits.is_empty() { 0 } else { d.exp - 1 };
    if exp < 0 {
        out.push('-');
        exp = -exp;
    } else {
        out.push('+');
    }
    if exp < 10 {
        out.push('0');
    }
    out.push_str(&exp.to_string());
}

/// Go's `x.Text('g', 10)` (= `x.String()`, used by go-cty's set hashing).
pub(super) fn text_g10(x: &Float, out: &mut String) {
    if x.neg {
        out.push('-');
    }
    if x.form == Form::Inf {
        if !x.neg {
            out.push('+');
        }
        out.push_str("Inf");
        return;
    }
    let mut d = if x.form == Form::Finite {
        Decimal::from_binary(&x.mant, x.exp)
    } else {
        Decimal {
            digits: Vec::new(),
            exp: 0,
        }
    };
    let mut prec: i64 = 10;
    d.round(prec as usize);
    let mut eprec = prec;
    if eprec > d.digits.len() as i64 && d.digits.len() as i64 >= d.exp {
        eprec = d.digits.len() as i64;
    }
    let exp = d.exp - 1;
    if exp < -4 || exp >= eprec {
        if prec > d.digits.len() as i64 {
            prec = d.digits.len() as i64;
        }
        fmt_e(out, prec - 1, &d);
        return;
    }
    if prec > d.exp {
        prec = d.digits.len() as i64;
    }
    fmt_f(out, (prec - d.exp).max(0), &d);
}

// ---------------------------------------------------------------------------
// Parsing

/// Go's `(*Float).pow5` on a receiver of precision `prec`.
fn pow5(n: u64, prec: u32) -> Float {
    const TAB_MAX: u64 = 27;
    if n <= TAB_MAX {
        return Float::round_new(false, UBig::from(5u8).pow(n as usize), 0, prec, false);
    }
    let mut z = Float::round_new(false, UBig::from(5u8).pow(TAB_MAX as usize), 0, prec, false);
    let mut n = n - TAB_MAX;
    let fprec = prec.saturating_add(64);
    let mut f = Float::from_u64(false, 5, fprec);
    while n > 0 {
        if n & 1 != 0 {
            z = Float::mul(&z, &f, prec).unwrap_or_else(|_| Float::zero(false, prec));
        }
        f = Float::mul(&f, &f, fprec).unwrap_or_else(|_| Float::zero(false, fprec));
        n >>= 1;
    }
    z
}

/// Go's `big.ParseFloat(s, 10, prec, big.ToNearestEven)`; `None` on error.
pub(super) fn parse_float(s: &str, prec: u32) -> Option<Float> {
    match s {
        "Inf" | "inf" | "+Inf" | "+inf" => return Some(Float::inf(false, prec)),
        "-Inf" | "-inf" => return Some(Float::inf(true, prec)),
        _ => {}
    }
    let b = s.as_bytes();
    let mut i = 0;
    let neg = match b.first() {
        None => return None,
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        Some(_) => false,
    };
    // mantissa: digits with at most one '.'
    let start = i;
    let mut dot: Option<usize> = None;
    let mut ndigits = 0usize;
    while i < b.len() {
        match b[i] {
            b'0'..=b'9' => ndigits += 1,
            b'.' if dot.is_none() => dot = Some(ndigits),
            _ => break,
        }
        i += 1;
    }
    if ndigits == 0 {
        return None;
    }
    let mant_text = &b[start..i];
    let fcount: i64 = match dot {
        Some(p) => -((ndigits - p) as i64),
        None => 0,
    };
    // exponent
    let mut exp: i64 = 0;
    let mut ebase2 = false;
    if i < b.len() {
        match b[i] {
            b'e' | b'E' => {}
            b'p' | b'P' => ebase2 = true,
            _ => return None, // trailing garbage
        }
        i += 1;
        let mut eneg = false;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            eneg = b[i] == b'-';
            i += 1;
        }
        let es = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == es || i != b.len() {
            return None;
        }
        // strconv.ParseInt range check on the signed digit string
        let mut acc: i128 = 0;
        for &c in &b[es..i] {
            acc = acc * 10 + (c - b'0') as i128;
            if acc > (i64::MAX as i128) + 1 {
                return None;
            }
        }
        if eneg {
            acc = -acc;
        }
        if acc > i64::MAX as i128 || acc < i64::MIN as i128 {
            return None;
        }
        exp = acc as i64;
    }
    // exact integer mantissa
    let mant = parse_digits(mant_text);
    if mant.is_zero() {
        return Some(Float::zero(neg, prec));
    }
    let bl = mant.bit_len() as i64;
    let mut exp2 = bl.wrapping_add(fcount);
    let mut exp5 = fcount;
    if ebase2 {
        exp2 = exp2.wrapping_add(exp);
    } else {
        exp5 = exp5.wrapping_add(exp);
        exp2 = exp2.wrapping_add(exp);
    }
    if !(MIN_EXP..=MAX_EXP).contains(&exp2) {
        return None; // "exponent overflow"
    }
    let z = Float {
        prec,
        neg,
        form: Form::Finite,
        mant,
        exp: exp2 - bl,
        canonical_inf: false,
    };
    if exp5 == 0 {
        return Some(Float::round_new(neg, z.mant, z.exp, prec, false));
    }
    let pprec = prec.saturating_add(64);
    let r = if exp5 < 0 {
        let p = pow5(exp5.unsigned_abs(), pprec);
        Float::quo(&z, &p, prec)
    } else {
        let p = pow5(exp5 as u64, pprec);
        Float::mul(&z, &p, prec)
    };
    r.ok()
}

/// The integer value of the ASCII digits (a '.' is skipped).
fn parse_digits(text: &[u8]) -> UBig {
    if text.len() <= 19 {
        let mut v: u64 = 0;
        for &c in text {
            if c != b'.' {
                v = v * 10 + (c - b'0') as u64;
            }
        }
        return UBig::from(v);
    }
    let digits: String = text
        .iter()
        .filter(|&&c| c != b'.')
        .map(|&c| c as char)
        .collect();
    UBig::from_str_radix(&digits, 10).unwrap_or(UBig::ZERO)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_tokens_as_the_reference_reads_them() {
        // the number-token shapes of the reference's scanner, with
        // big.ParseFloat's verdict (the parser's literal check agrees)
        for (text, ok) in [
            ("6.e0", true),
            ("1.e5", true),
            ("1.E+5", true),
            ("1.e-5", true),
            ("1.2.3", false),
            ("1..2", false),
            ("1e5.5", false),
            ("1e5e5", false),
            ("1.2e3.4", false),
        ] {
            assert_eq!(parse_float(text, 512).is_some(), ok, "{text}");
        }
        let six = parse_float("6", 512).unwrap();
        let parsed = parse_float("6.e0", 512).unwrap();
        assert_eq!(Float::cmp(&parsed, &six), std::cmp::Ordering::Equal);
    }

    #[test]
    fn decimal_digit_arithmetic_matches_big_integers() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = UBig::from(x) * UBig::from(x.rotate_left(17)) + UBig::from(x % 1000);
            let b = UBig::from(x >> (x % 64)) + UBig::ONE;
            let (a, b) = if a >= b { (a, b) } else { (b, a) };
            let (ad, bd) = (a.to_string().into_bytes(), b.to_string().into_bytes());
            assert_eq!(decimal_add(&ad, &bd), (&a + &b).to_string().into_bytes());
            let diff = &a - &b;
            let want = if diff.is_zero() {
                Vec::new()
            } else {
                diff.to_string().into_bytes()
            };
            assert_eq!(decimal_sub(&ad, &bd), want);
            assert_eq!(decimal_sub(&ad, &ad), Vec::<u8>::new());
        }
    }

    #[test]
    fn shortest_text_examples() {
        let show = |s: &str| {
            let mut out = String::new();
            text_f_shortest(&parse_float(s, 512).unwrap(), &mut out);
            out
        };
        assert_eq!(show("0.1"), "0.1");
        assert_eq!(show("-0"), "-0");
        assert_eq!(show("1e-5"), "0.00001");
        assert_eq!(show("1e21"), "1000000000000000000000");
        assert_eq!(show("Inf"), "+Inf");
    }
}
