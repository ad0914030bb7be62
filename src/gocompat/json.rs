//! Go's `encoding/json` string escaping: the one escaper behind every JSON
//! string the crate writes (values, `--diags=json`, hcldec output).

use std::fmt::Write;

/// Appends `s` as a JSON string literal escaped exactly as Go's
/// `encoding/json` does (HTML-safe: `<`, `>`, `&` as `\u003c`..., U+2028 and
/// U+2029 escaped, backspace and form feed as `\b` and `\f` (Go 1.22 and
/// later, which builds the latest reference), the other control characters
/// but `\n \r \t` as `\u00XX`).
pub fn write_json_string(out: &mut String, s: &str) {
    out.reserve(s.len() + 2);
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
            '\u{8}' => Some("\\b"),
            '\u{c}' => Some("\\f"),
            '<' => Some("\\u003c"),
            '>' => Some("\\u003e"),
            '&' => Some("\\u0026"),
            '\u{2028}' => Some("\\u2028"),
            '\u{2029}' => Some("\\u2029"),
            c if (c as u32) < 0x20 => None,
            _ => continue,
        };
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

/// `s` as a JSON string literal escaped as Go's `encoding/json` does.
pub fn json_string(s: &str) -> String {
    let mut out = String::new();
    write_json_string(&mut out, s);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_safe_escaping() {
        assert_eq!(
            json_string("<a&b>\u{1}\u{2028}\"é"),
            "\"\\u003ca\\u0026b\\u003e\\u0001\\u2028\\\"é\""
        );
        // hcldec of hcl v2.24.0 built with Go 1.23 writes `{"a":"x\by\fz\u0001"}`
        assert_eq!(json_string("x\u{8}y\u{c}z\u{1}"), "\"x\\by\\fz\\u0001\"");
    }
}
