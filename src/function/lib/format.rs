//! `format` and `formatlist` (go-cty `stdlib/format.go`): Go-style verbs
//! as go-cty implements them (`%v %t %d %b %o %x %X %e %E %f %g %G %s %q`,
//! flags `+ - # 0 space`, width, precision, `[n]` argument indexes).

use super::{param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{convert, go_quote, json, json_string, Number, Type, Value};
use dashu_int::IBig;
use unicode_segmentation::UnicodeSegmentation;

/// `format(format, args...)`.
pub fn format() -> Function {
    Function::with_static_type(
        vec![param("format", Type::String)],
        Some(param("args", Type::Dynamic).allow_null().allow_unknown()),
        Type::String,
        |args, _| {
            for a in &args[1..] {
                if !a.is_wholly_known() {
                    // go-cty: the literal text before the first verb is
                    // the result's prefix
                    let f = str_arg(&args[0]);
                    return Ok(match f.find('%') {
                        Some(i) if i > 0 => Value::unknown(Type::String)
                            .refine()
                            .string_prefix(&f[..i])
                            .new_value(),
                        _ => Value::unknown(Type::String),
                    });
                }
            }
            format_fsm(str_arg(&args[0]), &args[1..]).map(Value::string)
        },
    )
}

/// `formatlist(format, args...)`: one result per element of the list
/// arguments.
pub fn formatlist() -> Function {
    Function::with_static_type(
        vec![param("format", Type::String)],
        Some(param("args", Type::Dynamic).allow_null().allow_unknown()),
        Type::list(Type::String),
        |args, ret| {
            let fmt = str_arg(&args[0]);
            let args = &args[1..];
            if args.is_empty() {
                let s = format_fsm(fmt, args)?;
                return Ok(Value::list_of(Type::String, vec![Value::string(s)]));
            }
            let mut iter_len: i64 = -1;
            let mut chooser = 0usize;
            let mut iterable: Vec<Option<&[Value]>> = vec![None; args.len()];
            let mut unknown = false;
            for (i, a) in args.iter().enumerate() {
                let t = a.ty();
                if (t.is_list() || t.is_set() || t.is_tuple()) && !a.is_null() {
                    if !t.is_tuple() && (!a.is_known() || !a.length().is_some_and(|l| l.is_known()))
                    {
                        unknown = true;
                        continue;
                    }
                    let this = a.length_int().unwrap_or(0) as i64;
                    if iter_len == -1 {
                        iter_len = this;
                        chooser = i;
                    } else if this != iter_len {
                        return Err(FuncError::arg(
                            i + 1,
                            format!(
                                "argument {} has length {}, which is inconsistent with argument {} of length {}",
                                i + 1,
                                this,
                                chooser + 1,
                                iter_len
                            ),
                        ));
                    }
                    if !a.is_known() {
                        unknown = true;
                        continue;
                    }
                    iterable[i] = a.elements();
                } else if !a.is_known() && !a.is_marked() && a.ty().is_dynamic() {
                    unknown = true;
                }
            }
            if unknown {
                return Ok(Value::unknown(ret.clone()));
            }
            if iter_len == 0 {
                return Ok(Value::empty_list(Type::String));
            }
            if iter_len == -1 {
                iter_len = 1;
            }
            let mut out = Vec::with_capacity(iter_len as usize);
            'results: for idx in 0..iter_len as usize {
                let mut fa = Vec::with_capacity(args.len());
                for (i, a) in args.iter().enumerate() {
                    let v = match iterable[i] {
                        Some(es) => es[idx].clone(),
                        None => a.clone(),
                    };
                    if !v.is_wholly_known() {
                        out.push(Value::unknown_not_null(Type::String));
                        continue 'results;
                    }
                    fa.push(v);
                }
                match format_fsm(fmt, &fa) {
                    Ok(s) => out.push(Value::string(s)),
                    Err(e) => {
                        return Err(FuncError::call(format!(
                            "error on format iteration {idx}: {}",
                            e.message()
                        )))
                    }
                }
            }
            Ok(Value::list_of(Type::String, out))
        },
    )
}

#[derive(Default, Debug)]
struct Verb<'a> {
    raw: &'a str,
    offset: usize,
    arg_num: usize,
    mode: char,
    zero: bool,
    sharp: bool,
    plus: bool,
    minus: bool,
    space: bool,
    prec: Option<usize>,
    width: Option<usize>,
    /// Go's `fmt` gives up on a width or precision past about a million
    /// (`parsenum`'s `tooLarge`) and prints `%!(NOVERB)` for the verb; go-cty
    /// hands the numeric verbs to `fmt`.
    too_large: bool,
}

/// Reads a run of decimal digits at `b[p..]`: the value (saturated), the
/// index after it, and whether Go's `fmt.parsenum` would give up on it (it
/// stops once the value read so far exceeds 1e6 and more digits follow).
fn read_num(b: &[u8], mut p: usize) -> (usize, usize, bool) {
    let mut n = 0usize;
    let mut too_large = false;
    while p < b.len() && b[p].is_ascii_digit() {
        if n > 1_000_000 {
            too_large = true;
        }
        n = n.saturating_mul(10).saturating_add((b[p] - b'0') as usize);
        p += 1;
    }
    (n, p, too_large)
}

/// go-cty's `formatFSM`.
fn format_fsm(f: &str, a: &[Value]) -> Result<String, FuncError> {
    let b = f.as_bytes();
    let mut buf = String::new();
    let mut next_arg = 1usize;
    let mut highest = 0usize;
    let mut p = 0usize;
    let bad_char = |p: usize| -> FuncError {
        let r = f[p..].chars().next().unwrap_or('\u{FFFD}');
        FuncError::call(format!(
            "unrecognized format character {} at offset {}",
            go_rune_quote(r),
            p
        ))
    };
    let eof_err =
        |p: usize| FuncError::call(format!("invalid format string starting at offset {p}"));
    while p < b.len() {
        if b[p] != b'%' {
            let c = f[p..].chars().next().unwrap_or('\u{FFFD}');
            buf.push(c);
            p += c.len_utf8();
            continue;
        }
        let ts = p;
        p += 1;
        if p >= b.len() {
            return Err(eof_err(p));
        }
        if b[p] == b'%' {
            buf.push('%');
            p += 1;
            continue;
        }
        let mut v = Verb {
            arg_num: next_arg,
            ..Default::default()
        };
        // flags
        while p < b.len() {
            match b[p] {
                b'0' => v.zero = true,
                b'#' => v.sharp = true,
                b'-' => v.minus = true,
                b'+' => v.plus = true,
                b' ' => v.space = true,
                _ => break,
            }
            p += 1;
        }
        // width
        if p < b.len() && (b'1'..=b'9').contains(&b[p]) {
            let (w, np, big) = read_num(b, p);
            p = np;
            v.width = Some(w);
            v.too_large |= big;
        }
        // precision
        if p < b.len() && b[p] == b'.' {
            p += 1;
            let (pr, np, big) = read_num(b, p);
            p = np;
            v.prec = Some(pr);
            v.too_large |= big;
        }
        // argument index
        if p < b.len() && b[p] == b'[' {
            p += 1;
            if p >= b.len() {
                return Err(eof_err(p));
            }
            if !(b'1'..=b'9').contains(&b[p]) {
                return Err(bad_char(p));
            }
            let mut n = 0usize;
            while p < b.len() && b[p].is_ascii_digit() {
                n = n.saturating_mul(10).saturating_add((b[p] - b'0') as usize);
                p += 1;
            }
            if p >= b.len() {
                return Err(eof_err(p));
            }
            if b[p] != b']' {
                return Err(bad_char(p));
            }
            p += 1;
            v.arg_num = n;
        }
        if p >= b.len() {
            return Err(eof_err(p));
        }
        if !b[p].is_ascii_alphabetic() {
            return Err(bad_char(p));
        }
        v.mode = b[p] as char;
        p += 1;
        v.raw = &f[ts..p];
        v.offset = ts;
        if v.arg_num > highest {
            highest = v.arg_num;
        }
        format_append(&v, &mut buf, a)?;
        next_arg = v.arg_num + 1;
    }
    if highest < a.len() {
        let first_bad = highest + 1;
        if highest == 0 {
            return Err(FuncError::arg(
                first_bad,
                "too many arguments; no verbs in format string",
            ));
        }
        return Err(FuncError::arg(
            first_bad,
            format!("too many arguments; only {highest} used by format string"),
        ));
    }
    Ok(buf)
}

/// Go's `%q` of a rune.
fn go_rune_quote(r: char) -> String {
    match r {
        '\'' => "'\\''".into(),
        '\\' => "'\\\\'".into(),
        '\n' => "'\\n'".into(),
        '\t' => "'\\t'".into(),
        '\r' => "'\\r'".into(),
        '\u{7}' => "'\\a'".into(),
        '\u{8}' => "'\\b'".into(),
        '\u{c}' => "'\\f'".into(),
        '\u{b}' => "'\\v'".into(),
        c if (c as u32) < 0x20 || c as u32 == 0x7f => format!("'\\x{:02x}'", c as u32),
        c => format!("'{c}'"),
    }
}

fn format_append(v: &Verb<'_>, buf: &mut String, args: &[Value]) -> Result<(), FuncError> {
    let idx = v.arg_num - 1;
    if idx >= args.len() {
        return Err(FuncError::call(format!(
            "not enough arguments for {} at {}: need index {} but have {} total",
            go_quote(v.raw),
            v.offset,
            v.arg_num,
            args.len()
        )));
    }
    let arg = &args[idx];
    if v.mode != 'v' && arg.is_null() {
        return Err(FuncError::call(format!(
            "unsupported value for {} at {}: null value cannot be formatted",
            go_quote(v.raw),
            v.offset
        )));
    }
    let unsupported = |e: &dyn std::fmt::Display| {
        FuncError::call(format!(
            "unsupported value for {} at {}: {}",
            go_quote(v.raw),
            v.offset,
            e
        ))
    };
    match v.mode {
        'v' => {
            if !v.sharp && !arg.is_null() {
                if let Some(s) = arg.as_str() {
                    buf.push_str(&pad_width(v, s.to_string())?);
                    return Ok(());
                }
                if let Some(n) = arg.as_number() {
                    buf.push_str(&pad_width(v, float_text(n, 'g', None))?);
                    return Ok(());
                }
            }
            let j = json::marshal(arg, arg.ty()).map_err(|e| unsupported(&e))?;
            buf.push_str(&pad_width(v, j)?);
        }
        't' => {
            let b = convert(arg, &Type::Bool).map_err(|e| unsupported(&e))?;
            buf.push_str(if b.as_bool() == Some(true) {
                "true"
            } else {
                "false"
            });
        }
        'b' | 'd' | 'o' | 'x' | 'X' | 'e' | 'E' | 'f' | 'g' | 'G' => {
            let n = convert(arg, &Type::Number).map_err(|e| unsupported(&e))?;
            let n = n.as_number().cloned().unwrap_or_else(Number::zero);
            check_digits(&n, v.mode == 'b')?;
            if matches!(v.mode, 'b' | 'd' | 'o' | 'x' | 'X') {
                let i = match n.to_big_int() {
                    Some(i) if n.is_integer() => i,
                    _ => return Err(unsupported(&"an integer is required")),
                };
                if v.too_large {
                    // Go's fmt: no verb, then the unused argument.
                    buf.push_str("%!(NOVERB)%!(EXTRA *big.Int=");
                    buf.push_str(&i.to_string());
                    buf.push(')');
                } else {
                    check_room(v, buf)?;
                    buf.push_str(&format_int(v, &i));
                }
            } else if v.too_large {
                buf.push_str("%!(NOVERB)%!(EXTRA *big.Float=");
                buf.push_str(&float_text(&n, 'g', None));
                buf.push(')');
            } else {
                check_room(v, buf)?;
                buf.push_str(&format_float(v, &n));
            }
        }
        's' | 'q' => {
            let s = convert(arg, &Type::String).map_err(|e| unsupported(&e))?;
            let mut s = s.as_str().unwrap_or("").to_string();
            if let Some(p) = v.prec {
                if p > 0 {
                    let end: usize = s.graphemes(true).take(p).map(|g| g.len()).sum();
                    s.truncate(end);
                }
            }
            if v.mode == 's' {
                buf.push_str(&pad_width(v, s)?);
            } else {
                buf.push_str(&pad_width(v, json_string(&s))?);
            }
        }
        m => {
            return Err(FuncError::call(format!(
                "unsupported format verb {} in {} at offset {}",
                go_rune_quote(m),
                go_quote(v.raw),
                v.offset
            )))
        }
    }
    Ok(())
}

/// Checks that the digits of `n` (binary digits when `binary`) fit in the
/// evaluation's bound on number text, before computing them.
fn check_digits(n: &Number, binary: bool) -> Result<(), FuncError> {
    let bits = n.binary_exponent().unsigned_abs();
    let digits = if binary { bits } else { bits * 30103 / 100000 };
    if digits > crate::limits::max_number_digits() {
        return Err(crate::limits::number_digits_exceeded().into());
    }
    Ok(())
}

/// Checks that the widest text the verb's width and precision can ask for
/// fits in the evaluation's string budget, before building it.
fn check_room(v: &Verb<'_>, buf: &str) -> Result<(), FuncError> {
    let want = v
        .width
        .unwrap_or(0)
        .saturating_add(v.prec.unwrap_or(0))
        .saturating_add(buf.len());
    crate::limits::check_bytes(want)?;
    Ok(())
}

fn pad_width(v: &Verb<'_>, s: String) -> Result<String, FuncError> {
    let Some(w) = v.width else { return Ok(s) };
    if w <= s.len() {
        // A grapheme is at least one byte: already wide enough.
        return Ok(s);
    }
    let n = s.graphemes(true).count();
    if n >= w {
        return Ok(s);
    }
    crate::limits::check_bytes(s.len().saturating_add(w - n))?;
    let pad = (if v.zero { "0" } else { " " }).repeat(w - n);
    Ok(if v.minus { s + &pad } else { pad + &s })
}

/// Go's `big.Int` formatting for `%b %d %o %x %X`.
fn format_int(v: &Verb<'_>, i: &IBig) -> String {
    let neg = i.signum() < IBig::ZERO;
    let mag = if neg { -i.clone() } else { i.clone() };
    let mut digits = match v.mode {
        'b' => mag.in_radix(2).to_string(),
        'o' => mag.in_radix(8).to_string(),
        'x' => mag.in_radix(16).to_string(),
        'X' => mag.in_radix(16).to_string().to_uppercase(),
        _ => mag.to_string(),
    };
    if v.mode == 'x' {
        digits = digits.to_lowercase();
    }
    let sign = if neg {
        "-"
    } else if v.plus {
        "+"
    } else if v.space {
        " "
    } else {
        ""
    };
    let prefix = if v.sharp {
        match v.mode {
            'b' => "0b",
            'o' => "0",
            'x' => "0x",
            'X' => "0X",
            _ => "",
        }
    } else {
        ""
    };
    let mut zeros = 0usize;
    if let Some(p) = v.prec {
        if digits.len() < p {
            zeros = p - digits.len();
        } else if digits == "0" && p == 0 {
            return String::new();
        }
    }
    let length = sign.len() + prefix.len() + zeros + digits.len();
    let (mut left, mut right) = (0usize, 0usize);
    if let Some(w) = v.width {
        if length < w {
            let d = w - length;
            if v.minus {
                right = d;
            } else if v.zero && !v.minus && v.prec.is_none() {
                zeros = d;
            } else {
                left = d;
            }
        }
    }
    format!(
        "{}{sign}{prefix}{}{digits}{}",
        " ".repeat(left),
        "0".repeat(zeros),
        " ".repeat(right)
    )
}

/// A decimal as Go's `big` package holds it: digits `mant` (no leading or
/// trailing zeros; empty for zero) with value `0.mant × 10^exp`.
#[derive(Clone, Debug)]
struct Decimal {
    mant: Vec<u8>,
    exp: i64,
}

impl Decimal {
    fn from_digits(digits: &str, point: i64) -> Decimal {
        // value = 0.digits × 10^point
        let d = digits.trim_start_matches('0');
        let lead = (digits.len() - d.len()) as i64;
        let d = d.trim_end_matches('0');
        if d.is_empty() {
            return Decimal {
                mant: Vec::new(),
                exp: 0,
            };
        }
        Decimal {
            mant: d.as_bytes().to_vec(),
            exp: point - lead,
        }
    }

    fn at(&self, i: i64) -> u8 {
        if 0 <= i && (i as usize) < self.mant.len() {
            self.mant[i as usize]
        } else {
            b'0'
        }
    }

    fn round(&mut self, n: i64) {
        if n < 0 || n as usize >= self.mant.len() {
            return;
        }
        let n = n as usize;
        if self.should_round_up(n) {
            self.round_up(n);
        } else {
            self.mant.truncate(n);
            self.trim();
        }
    }

    fn should_round_up(&self, n: usize) -> bool {
        if self.mant[n] == b'5' && n + 1 == self.mant.len() {
            return n > 0 && (self.mant[n - 1] - b'0') & 1 != 0;
        }
        self.mant[n] >= b'5'
    }

    fn round_up(&mut self, mut n: usize) {
        while n > 0 && self.mant[n - 1] >= b'9' {
            n -= 1;
        }
        if n == 0 {
            self.mant.clear();
            self.mant.push(b'1');
            self.exp += 1;
            return;
        }
        self.mant[n - 1] += 1;
        self.mant.truncate(n);
    }

    fn trim(&mut self) {
        while self.mant.last() == Some(&b'0') {
            self.mant.pop();
        }
        if self.mant.is_empty() {
            self.exp = 0;
        }
    }
}

/// The exact decimal value of a finite number's magnitude.
fn exact_decimal(n: &Number) -> Decimal {
    if n.is_zero() {
        return Decimal {
            mant: Vec::new(),
            exp: 0,
        };
    }
    let mut x = n.abs();
    let step = Number::from_i64(1 << 62);
    let mut k: u64 = 0;
    while !x.is_integer() {
        match x.mul(&step) {
            Ok(y) => x = y,
            Err(_) => return shortest_decimal(n),
        }
        k += 62;
        if k > 62 * 400 {
            return shortest_decimal(n);
        }
    }
    let Some(i) = x.to_big_int() else {
        return shortest_decimal(n);
    };
    let scaled = if k > 0 {
        i * IBig::from(5u8).pow(k as usize)
    } else {
        i
    };
    let digits = scaled.to_string();
    let point = digits.len() as i64 - k as i64;
    Decimal::from_digits(&digits, point)
}

/// The shortest decimal that rounds back to the number at its precision.
fn shortest_decimal(n: &Number) -> Decimal {
    let s = n.abs().to_string();
    let (int, frac) = match s.find('.') {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s.as_str(), ""),
    };
    let digits = format!("{int}{frac}");
    Decimal::from_digits(&digits, int.len() as i64)
}

/// `big.Float.Text`/`Append` for 'e', 'E', 'f', 'g', 'G' (sign included).
fn float_text(n: &Number, fmt: char, prec: Option<usize>) -> String {
    let mut buf = String::new();
    if n.is_sign_negative() {
        buf.push('-');
    }
    if n.is_infinite() {
        if !n.is_sign_negative() {
            buf.push('+');
        }
        buf.push_str("Inf");
        return buf;
    }
    let shortest = prec.is_none();
    let mut d;
    let mut prec = prec.map(|p| p as i64).unwrap_or(-1);
    if shortest {
        d = shortest_decimal(n);
        prec = match fmt {
            'e' | 'E' => d.mant.len() as i64 - 1,
            'f' => (d.mant.len() as i64 - d.exp).max(0),
            _ => d.mant.len() as i64,
        };
    } else {
        d = exact_decimal(n);
        match fmt {
            'e' | 'E' => d.round(1 + prec),
            'f' => d.round(d.exp + prec),
            _ => {
                if prec == 0 {
                    prec = 1;
                }
                d.round(prec)
            }
        }
    }
    match fmt {
        'e' | 'E' => fmt_e(&mut buf, fmt, prec, &d),
        'f' => fmt_f(&mut buf, prec, &d),
        _ => {
            let mut eprec = prec;
            if eprec > d.mant.len() as i64 && d.mant.len() as i64 >= d.exp {
                eprec = d.mant.len() as i64;
            }
            if shortest {
                eprec = 6;
            }
            let exp = d.exp - 1;
            let efmt = if fmt == 'g' { 'e' } else { 'E' };
            if exp < -4 || exp >= eprec {
                if prec > d.mant.len() as i64 {
                    prec = d.mant.len() as i64;
                }
                fmt_e(&mut buf, efmt, prec - 1, &d);
            } else {
                if prec > d.exp {
                    prec = d.mant.len() as i64;
                }
                fmt_f(&mut buf, (prec - d.exp).max(0), &d);
            }
        }
    }
    buf
}

fn fmt_e(buf: &mut String, fmt: char, prec: i64, d: &Decimal) {
    buf.push(d.mant.first().map(|&c| c as char).unwrap_or('0'));
    if prec > 0 {
        buf.push('.');
        let mut i = 1usize;
        let m = d.mant.len().min(prec as usize + 1);
        if i < m {
            buf.push_str(std::str::from_utf8(&d.mant[i..m]).unwrap_or(""));
            i = m;
        }
        while i as i64 <= prec {
            buf.push('0');
            i += 1;
        }
    }
    buf.push(fmt);
    let mut exp = if d.mant.is_empty() { 0 } else { d.exp - 1 };
    if exp < 0 {
        buf.push('-');
        exp = -exp;
    } else {
        buf.push('+');
    }
    if exp < 10 {
        buf.push('0');
    }
    buf.push_str(&exp.to_string());
}

fn fmt_f(buf: &mut String, prec: i64, d: &Decimal) {
    if d.exp > 0 {
        let m = (d.mant.len() as i64).min(d.exp) as usize;
        buf.push_str(std::str::from_utf8(&d.mant[..m]).unwrap_or(""));
        for _ in m as i64..d.exp {
            buf.push('0');
        }
    } else {
        buf.push('0');
    }
    if prec > 0 {
        buf.push('.');
        for i in 0..prec {
            buf.push(d.at(d.exp + i) as char);
        }
    }
}

/// `big.Float.Format` with the verb's flags, width and precision.
fn format_float(v: &Verb<'_>, n: &Number) -> String {
    let prec = match v.mode {
        'g' | 'G' => v.prec,
        _ => Some(v.prec.unwrap_or(6)),
    };
    let text = float_text(n, v.mode, prec);
    let (sign, body) = if let Some(rest) = text.strip_prefix('-') {
        ("-", rest.to_string())
    } else if let Some(rest) = text.strip_prefix('+') {
        (if v.space { " " } else { "+" }, rest.to_string())
    } else if v.plus {
        ("+", text)
    } else if v.space {
        (" ", text)
    } else {
        ("", text)
    };
    let mut padding = 0usize;
    if let Some(w) = v.width {
        if w > sign.len() + body.len() {
            padding = w - sign.len() - body.len();
        }
    }
    if v.zero && !v.minus && !n.is_infinite() {
        format!("{sign}{}{body}", "0".repeat(padding))
    } else if v.minus {
        format!("{sign}{body}{}", " ".repeat(padding))
    } else {
        format!("{}{sign}{body}", " ".repeat(padding))
    }
}
