//! A small JSON writer: the results are built as text, which JavaScript
//! reads with one `JSON.parse`.

/// JSON text being written.
pub struct JsonOut(String);

impl JsonOut {
    pub fn with_capacity(n: usize) -> JsonOut {
        JsonOut(String::with_capacity(n))
    }
    /// Appends JSON text as it is.
    pub fn raw(&mut self, s: &str) {
        self.0.push_str(s);
    }
    /// Appends `s` as a JSON string.
    pub fn string(&mut self, s: &str) {
        push_quoted(&mut self.0, s);
    }
    pub fn finish(self) -> String {
        self.0
    }
}

/// `s` as a JSON string.
pub fn quote(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    push_quoted(&mut o, s);
    o
}

/// Appends `s` to `out` as a JSON string: `"` and `\` escaped, control
/// characters as `\n`, `\t`, ... or `\u00XX`; everything else as it is.
pub fn push_quoted(out: &mut String, s: &str) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// Appends `s` to `out` escaped as in a JSON string, without the quotes.
pub fn push_escaped(out: &mut String, s: &str) {
    let b = s.as_bytes();
    if !b.iter().any(|&c| c < 0x20 || c == b'"' || c == b'\\') {
        out.push_str(s);
        return;
    }
    let mut start = 0;
    for (i, &c) in b.iter().enumerate() {
        let esc: &str = match c {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        if esc.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        } else {
            out.push_str(esc);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_as_json_reads_them() {
        let s = "a\"b\\c\nd\te\u{1}f\u{e9}\u{1F600}";
        let q = quote(s);
        assert_eq!(q, "\"a\\\"b\\\\c\\nd\\te\\u0001f\u{e9}\u{1F600}\"");
        let back: String = serde_json::from_str(&q).unwrap();
        assert_eq!(back, s);
    }
}
