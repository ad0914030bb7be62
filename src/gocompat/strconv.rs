//! Go's `strconv.Quote` (`%q`), as the reference quotes names and values
//! in messages.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(
            quote("a\"b\\c\n\u{7f}é\u{200b}"),
            "\"a\\\"b\\\\c\\n\\x7fé\\u200b\""
        );
    }
}
