//! Text formats the reference produces with Go's standard library: `%q`
//! quoting, `encoding/json` string escaping, and `%.10g` number text.

use std::fmt::Write;

/// Whether Go's `unicode.IsPrint` would call `c` printable (approximation
/// without full Unicode tables: controls, format characters, separators
/// other than ASCII space, private use and noncharacters are not).
fn go_is_print(c: char) -> bool {
    let u = c as u32;
    if u < 0x20 || (0x7f..0xa0).contains(&u) {
        return false;
    }
    if u < 0x7f {
        return true;
    }
    !matches!(u,
        0xad | 0xa0 | 0x1680 | 0x2000..=0x200f | 0x2028..=0x202f | 0x205f..=0x206f
        | 0x3000 | 0xd800..=0xf8ff | 0xfeff | 0xfff9..=0xfffb | 0xfffe | 0xffff
        | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x180e | 0x110bd | 0x1bca0..=0x1bca3
        | 0x1d173..=0x1d17a | 0xe0000..=0xe0fff | 0xf0000..=0x10ffff)
        && (u & 0xfffe) != 0xfffe
}

/// Go's `strconv.Quote` (`%q`).
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    quote_into(s, &mut out);
    out
}

pub fn quote_into(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\x07' => out.push_str("\\a"),
            '\x08' => out.push_str("\\b"),
            '\x0c' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\x0b' => out.push_str("\\v"),
            c if go_is_print(c) => out.push(c),
            c if (c as u32) < 0x80 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push('"');
}

/// A JSON string literal as Go's `encoding/json` writes it (HTML-safe:
/// `<`, `>`, `&`, U+2028 and U+2029 escaped).
pub fn json_string_into(s: &str, out: &mut String) {
    out.push('"');
    let bytes = s.as_bytes();
    let mut start = 0;
    for (i, c) in s.char_indices() {
        let esc: Option<&str> = match c {
            '"' => Some("\\\""),
            '\\' => Some("\\\\"),
            '\n' => Some("\\n"),
            '\r' => Some("\\r"),
            '\t' => Some("\\t"),
            _ => None,
        };
        let needs = esc.is_some()
            || (c as u32) < 0x20
            || c == '<'
            || c == '>'
            || c == '&'
            || c == '\u{2028}'
            || c == '\u{2029}';
        if !needs {
            continue;
        }
        out.push_str(&s[start..i]);
        match esc {
            Some(e) => out.push_str(e),
            None => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
        }
        start = i + c.len_utf8();
    }
    out.push_str(std::str::from_utf8(&bytes[start..]).unwrap_or(""));
    out.push('"');
}

pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    json_string_into(s, &mut out);
    out
}

/// Go's `big.Float.Text('g', 10)` (the `String()` form), computed from the
/// number's plain decimal text (`-?digits(.digits)?`, or `+Inf`/`-Inf`).
pub fn format_g10(plain: &str) -> String {
    let (neg, body) = match plain.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, plain.strip_prefix('+').unwrap_or(plain)),
    };
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if body.contains("Inf") {
        if !neg {
            out.push('+');
        }
        out.push_str("Inf");
        return out;
    }
    // Decimal digits (no leading zeros) and exponent: value = 0.d1d2... * 10^exp
    let (int_part, frac_part) = match body.find('.') {
        Some(p) => (&body[..p], &body[p + 1..]),
        None => (body, ""),
    };
    let mut mant: Vec<u8> = Vec::with_capacity(int_part.len() + frac_part.len());
    let mut exp: i64 = int_part.len() as i64;
    for &b in int_part.as_bytes().iter().chain(frac_part.as_bytes()) {
        if mant.is_empty() && b == b'0' {
            exp -= 1;
            continue;
        }
        mant.push(b);
    }
    while mant.last() == Some(&b'0') {
        mant.pop();
    }
    if mant.is_empty() {
        exp = 0;
    }
    // round to 10 digits, half to even
    let prec = 10usize;
    if mant.len() > prec {
        let up = if mant[prec] == b'5' && prec + 1 == mant.len() {
            (mant[prec - 1] - b'0') & 1 != 0
        } else {
            mant[prec] >= b'5'
        };
        mant.truncate(prec);
        if up {
            let mut n = prec;
            while n > 0 && mant[n - 1] == b'9' {
                n -= 1;
            }
            if n == 0 {
                mant.clear();
                mant.push(b'1');
                exp += 1;
            } else {
                mant[n - 1] += 1;
                mant.truncate(n);
            }
        }
        while mant.last() == Some(&b'0') {
            mant.pop();
        }
    }
    let mut eprec = prec as i64;
    let len = mant.len() as i64;
    if eprec > len && len >= exp {
        eprec = len;
    }
    let x = exp - 1;
    if x < -4 || x >= eprec {
        // %e with min(prec, len)-1 fraction digits
        let p = (prec as i64).min(len) - 1;
        out.push(*mant.first().unwrap_or(&b'0') as char);
        if p > 0 {
            out.push('.');
            for i in 1..=p as usize {
                out.push(*mant.get(i).unwrap_or(&b'0') as char);
            }
        }
        out.push('e');
        let e = if mant.is_empty() { 0 } else { exp - 1 };
        out.push(if e < 0 { '-' } else { '+' });
        let _ = write!(out, "{:02}", e.abs());
        return out;
    }
    let p = if prec as i64 > exp { len } else { prec as i64 };
    let frac = (p - exp).max(0);
    if exp > 0 {
        for i in 0..exp as usize {
            out.push(*mant.get(i).unwrap_or(&b'0') as char);
        }
    } else {
        out.push('0');
    }
    if frac > 0 {
        out.push('.');
        for i in 0..frac {
            let idx = exp + i;
            let d = if idx < 0 {
                b'0'
            } else {
                *mant.get(idx as usize).unwrap_or(&b'0')
            };
            out.push(d as char);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g10() {
        assert_eq!(format_g10("0"), "0");
        assert_eq!(format_g10("-0"), "-0");
        assert_eq!(format_g10("100"), "100");
        assert_eq!(format_g10("100000000000"), "1e+11");
        assert_eq!(format_g10("1234567890"), "1234567890");
        assert_eq!(format_g10("12345678901"), "1.23456789e+10");
        assert_eq!(format_g10("0.5"), "0.5");
        assert_eq!(format_g10("0.0001"), "0.0001");
        assert_eq!(format_g10("0.00001"), "1e-05");
        assert_eq!(format_g10("1.5"), "1.5");
        assert_eq!(format_g10("3.14159265358979"), "3.141592654");
        assert_eq!(format_g10("9999999999.5"), "1e+10");
        assert_eq!(format_g10("+Inf"), "+Inf");
        assert_eq!(format_g10("-Inf"), "-Inf");
    }

    #[test]
    fn quoting() {
        assert_eq!(
            quote("a\"b\\c\n\u{7f}é\u{200b}"),
            "\"a\\\"b\\\\c\\n\\x7fé\\u200b\""
        );
        assert_eq!(
            json_string("<a&b>\u{1}\u{2028}\"é"),
            "\"\\u003ca\\u0026b\\u003e\\u0001\\u2028\\\"é\""
        );
    }
}
