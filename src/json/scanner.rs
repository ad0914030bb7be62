//! The JSON scanner: marks slices of the input as tokens, with the
//! reference's position rules (a tab between tokens counts two columns, a
//! carriage return none, each grapheme cluster inside a string one column,
//! every other byte one). It is lax about multi-byte tokens (keywords,
//! numbers, strings) so that the parser can explain what is wrong with
//! them. It scans lazily, one token at a time.

use super::ast::Span2;
use crate::diagnostic::Pos;
use unicode_segmentation::UnicodeSegmentation;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokType {
    BraceO,
    BraceC,
    BrackO,
    BrackC,
    Comma,
    Colon,
    /// `=`: only to remind the user of JSON syntax.
    Equals,
    Keyword,
    String,
    Number,
    Eof,
    Invalid,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub ty: TokType,
    /// Byte offsets into the scanned buffer.
    pub lo: u32,
    pub hi: u32,
    pub span: Span2,
}

pub struct Scanner<'a> {
    buf: &'a [u8],
    i: usize,
    p: Pos,
    /// Set once an invalid byte was met: everything after is EOF.
    stopped: bool,
}

impl<'a> Scanner<'a> {
    pub fn new(buf: &'a [u8], start: Pos) -> Scanner<'a> {
        Scanner {
            buf,
            i: 0,
            p: start,
            stopped: false,
        }
    }

    fn eof(&self) -> Token {
        Token {
            ty: TokType::Eof,
            lo: self.i as u32,
            hi: self.i as u32,
            span: Span2::new(self.p, self.p),
        }
    }

    fn advance(&mut self, bytes: usize, cols: usize) {
        self.i += bytes;
        self.p.byte += bytes;
        self.p.column += cols;
    }

    pub fn next_token(&mut self) -> Token {
        if self.stopped {
            return self.eof();
        }
        self.skip_whitespace();
        let buf = self.buf;
        let Some(&first) = buf.get(self.i) else {
            return self.eof();
        };
        let (lo, start) = (self.i, self.p);
        let ty = match first {
            b'{' => TokType::BraceO,
            b'}' => TokType::BraceC,
            b'[' => TokType::BrackO,
            b']' => TokType::BrackC,
            b',' => TokType::Comma,
            b':' => TokType::Colon,
            b'=' => TokType::Equals,
            b'"' => {
                self.scan_string();
                TokType::String
            }
            b'-' | b'+' | b'.' | b'0'..=b'9' => {
                let n = buf[self.i..]
                    .iter()
                    .take_while(|b| matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'))
                    .count();
                self.advance(n, n);
                TokType::Number
            }
            b'a'..=b'z' | b'A'..=b'Z' => {
                let n = buf[self.i..]
                    .iter()
                    .take_while(|b| b.is_ascii_alphabetic() || **b == b'_')
                    .count();
                self.advance(n, n);
                TokType::Keyword
            }
            _ => {
                // One byte, one column; nothing is scanned after it.
                self.advance(1, 1);
                self.stopped = true;
                TokType::Invalid
            }
        };
        if matches!(
            ty,
            TokType::BraceO
                | TokType::BraceC
                | TokType::BrackO
                | TokType::BrackC
                | TokType::Comma
                | TokType::Colon
                | TokType::Equals
        ) {
            self.advance(1, 1);
        }
        Token {
            ty,
            lo: lo as u32,
            hi: self.i as u32,
            span: Span2::new(start, self.p),
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(&b) = self.buf.get(self.i) {
            match b {
                b' ' => self.advance(1, 1),
                b'\n' => {
                    self.i += 1;
                    self.p.byte += 1;
                    self.p.line += 1;
                    self.p.column = 1;
                }
                b'\r' => self.advance(1, 0),
                b'\t' => self.advance(1, 2),
                _ => break,
            }
        }
    }

    /// Up to and including the closing quote, or up to (excluding) the
    /// first control character or the end of input.
    fn scan_string(&mut self) {
        self.advance(1, 1);
        let mut escaping = false;
        while let Some(&b) = self.buf.get(self.i) {
            match b {
                b'\\' => {
                    escaping = !escaping;
                    self.advance(1, 1);
                }
                b'"' => {
                    self.advance(1, 1);
                    if !escaping {
                        break;
                    }
                    escaping = false;
                }
                0..=31 => break,
                _ => {
                    let n = cluster_len(&self.buf[self.i..]);
                    self.advance(n, 1);
                    escaping = false;
                }
            }
        }
    }
}

/// The length in bytes of the grapheme cluster at the start of `buf`
/// (non-empty). A byte that does not start valid UTF-8 is a cluster of its
/// own.
pub(crate) fn cluster_len(buf: &[u8]) -> usize {
    if buf[0] < 0x80 && buf.get(1).is_none_or(|b| *b < 0x80) {
        return 1;
    }
    let mut window = 64usize;
    loop {
        let w = &buf[..window.min(buf.len())];
        let (valid, truncated) = match std::str::from_utf8(w) {
            Ok(s) => (s, w.len() < buf.len()),
            Err(e) => {
                let s = std::str::from_utf8(&w[..e.valid_up_to()]).unwrap_or("");
                // An incomplete character at the window's end may continue.
                (s, e.error_len().is_none() && w.len() < buf.len())
            }
        };
        let Some(g) = valid.graphemes(true).next() else {
            if truncated {
                window *= 2;
                continue;
            }
            return 1;
        };
        if g.len() < valid.len() || !truncated {
            return crate::diagnostic::source::first_cluster_len(g);
        }
        window *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type P3 = (usize, usize, usize);

    fn toks(src: &str) -> Vec<(TokType, String, P3, P3)> {
        let mut s = Scanner::new(src.as_bytes(), Pos::default());
        let mut out = Vec::new();
        loop {
            let t = s.next_token();
            let a = t.span.start;
            let b = t.span.end;
            out.push((
                t.ty,
                src[t.lo as usize..t.hi as usize].to_string(),
                (a.line, a.column, a.byte),
                (b.line, b.column, b.byte),
            ));
            if t.ty == TokType::Eof {
                return out;
            }
        }
    }

    #[test]
    fn positions_follow_the_reference() {
        let t = toks("{\t\"a\u{301}b\" :\r\n 12e+3, true_x}");
        assert_eq!(t[0], (TokType::BraceO, "{".into(), (1, 1, 0), (1, 2, 1)));
        // tab counts two columns; "áb" is 4 columns (quote, á, b, quote)
        assert_eq!(
            t[1],
            (
                TokType::String,
                "\"a\u{301}b\"".into(),
                (1, 4, 2),
                (1, 8, 8)
            )
        );
        assert_eq!(t[2], (TokType::Colon, ":".into(), (1, 9, 9), (1, 10, 10)));
        assert_eq!(
            t[3],
            (TokType::Number, "12e+3".into(), (2, 2, 13), (2, 7, 18))
        );
        assert_eq!(
            t[5],
            (TokType::Keyword, "true_x".into(), (2, 9, 20), (2, 15, 26))
        );
        assert_eq!(t[7].0, TokType::Eof);
    }

    #[test]
    fn invalid_byte_stops_scanning() {
        let t = toks("[1 # 2]");
        assert_eq!(t[2], (TokType::Invalid, "#".into(), (1, 4, 3), (1, 5, 4)));
        assert_eq!(t[3], (TokType::Eof, "".into(), (1, 5, 4), (1, 5, 4)));
        assert_eq!(t.len(), 4);
    }

    #[test]
    fn strings_end_at_control_characters() {
        let t = toks("\"ab\ncd\"");
        assert_eq!(t[0], (TokType::String, "\"ab".into(), (1, 1, 0), (1, 4, 3)));
        assert_eq!(t[1].0, TokType::Keyword);
        assert_eq!(t[1].2, (2, 1, 4));
        let t = toks(r#""a\"b\\" x"#);
        assert_eq!(t[0].1, r#""a\"b\\""#);
    }

    #[test]
    fn clusters() {
        assert_eq!(cluster_len(b"ab"), 1);
        assert_eq!(cluster_len("e\u{301}x".as_bytes()), 3);
        assert_eq!(cluster_len(b"\xffa"), 1);
        assert_eq!(cluster_len(b"\xc3"), 1);
        let long = format!("a{}", "\u{301}".repeat(100));
        assert_eq!(cluster_len(long.as_bytes()), long.len());
    }
}
