//! The JSON parser: tokens to [`Node`]s with the reference's diagnostics
//! and error recovery. It keeps its own stack of open objects and arrays
//! instead of recursing, so nesting depth is limited only by memory.

use super::ast::{ArrayNode, Node, NodeKind, ObjectAttr, ObjectNode, Span2};
use super::scanner::{Scanner, TokType, Token};
use crate::diagnostic::{Diagnostic, Pos};
use crate::value::Number;
use std::sync::Arc;

pub(crate) struct Parser<'a> {
    buf: &'a [u8],
    sc: Scanner<'a>,
    peeked: Option<Token>,
    file: Arc<str>,
    pub diags: Vec<Diagnostic>,
}

enum Frame {
    Object {
        open: Token,
        attrs: Vec<ObjectAttr>,
        /// The property name whose value is being parsed.
        key: Option<Arc<Node>>,
    },
    Array {
        open: Token,
        values: Vec<Arc<Node>>,
    },
}

enum Step {
    /// Parse a value at the current token.
    Value,
    /// A value was parsed; hand it to the innermost open frame.
    Deliver(Node),
}

impl<'a> Parser<'a> {
    pub fn new(buf: &'a [u8], file: Arc<str>, start: Pos) -> Parser<'a> {
        Parser {
            buf,
            sc: Scanner::new(buf, start),
            peeked: None,
            file,
            diags: Vec::new(),
        }
    }

    pub fn peek(&mut self) -> Token {
        match self.peeked {
            Some(t) => t,
            None => {
                let t = self.sc.next_token();
                self.peeked = Some(t);
                t
            }
        }
    }

    fn read(&mut self) -> Token {
        let t = self.peek();
        if t.ty != TokType::Eof {
            self.peeked = None;
        }
        t
    }

    fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span2) {
        self.diags
            .push(Diagnostic::error(summary, detail).with_subject(subject.range(&self.file)));
    }

    /// Skips to what seems to be the end of the current object or array
    /// (the reference's `recover`): `tok` has been read already.
    fn recover(&mut self, mut tok: Token, open_ty: TokType, close_ty: TokType) {
        let mut open = 1;
        loop {
            if tok.ty == open_ty {
                open += 1;
            } else if tok.ty == close_ty {
                open -= 1;
                if open <= 1 {
                    return;
                }
            } else if tok.ty == TokType::Eof {
                return;
            }
            tok = self.read();
        }
    }

    /// Parses one value (with everything nested in it).
    pub fn parse_value(&mut self) -> Node {
        let mut stack: Vec<Frame> = Vec::new();
        let mut step = Step::Value;
        loop {
            step = match step {
                Step::Value => self.value_start(&mut stack),
                Step::Deliver(node) => match stack.last_mut() {
                    None => return node,
                    Some(Frame::Object { key: None, .. }) => self.object_key(&mut stack, node),
                    Some(Frame::Object { .. }) => self.object_value(&mut stack, node),
                    Some(Frame::Array { .. }) => self.array_value(&mut stack, node),
                },
            };
        }
    }

    fn value_start(&mut self, stack: &mut Vec<Frame>) -> Step {
        let tok = self.peek();
        let invalid = Node::new(NodeKind::Invalid, tok.span);
        match tok.ty {
            TokType::BraceO => {
                self.read();
                stack.push(Frame::Object {
                    open: tok,
                    attrs: Vec::new(),
                    key: None,
                });
                self.object_loop(stack)
            }
            TokType::BrackO => {
                self.read();
                stack.push(Frame::Array {
                    open: tok,
                    values: Vec::new(),
                });
                self.array_loop(stack)
            }
            TokType::Number => {
                self.read();
                Step::Deliver(self.number(tok).unwrap_or(invalid))
            }
            TokType::String => {
                self.read();
                Step::Deliver(self.string(tok).unwrap_or(invalid))
            }
            TokType::Keyword => {
                self.read();
                Step::Deliver(self.keyword(tok).unwrap_or(invalid))
            }
            TokType::BraceC => {
                self.error(
                    "Missing JSON value",
                    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.",
                    tok.span,
                );
                Step::Deliver(invalid)
            }
            TokType::BrackC => {
                self.error(
                    "Missing array element value",
                    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.",
                    tok.span,
                );
                Step::Deliver(invalid)
            }
            TokType::Eof => {
                self.error("Missing value", "The JSON data ends prematurely.", tok.span);
                Step::Deliver(invalid)
            }
            _ => {
                self.error(
                    "Invalid start of value",
                    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.",
                    tok.span,
                );
                Step::Deliver(invalid)
            }
        }
    }

    /// Abandons the innermost frame: its value becomes an invalid
    /// placeholder at its opening token.
    fn fail(stack: &mut Vec<Frame>) -> Step {
        let open = match stack.pop() {
            Some(Frame::Object { open, .. }) | Some(Frame::Array { open, .. }) => open,
            None => unreachable!("fail without an open frame"),
        };
        Step::Deliver(Node::new(NodeKind::Invalid, open.span))
    }

    /// At the start of an object or after a comma.
    fn object_loop(&mut self, stack: &mut Vec<Frame>) -> Step {
        if self.peek().ty == TokType::BraceC {
            return self.close_object(stack);
        }
        Step::Value
    }

    fn close_object(&mut self, stack: &mut Vec<Frame>) -> Step {
        let close = self.read();
        match stack.pop() {
            Some(Frame::Object { open, attrs, .. }) => Step::Deliver(Node::new(
                NodeKind::Object(ObjectNode {
                    attrs,
                    open: open.span,
                    close: close.span,
                }),
                open.span.between(close.span),
            )),
            _ => unreachable!("close_object without an open object"),
        }
    }

    fn object_key(&mut self, stack: &mut Vec<Frame>, key: Node) -> Step {
        if !matches!(key.kind, NodeKind::String(..)) {
            self.error(
                "Invalid object property name",
                "A JSON object property name must be a string",
                key.start_span(),
            );
            return Self::fail(stack);
        }
        let colon = self.read();
        if colon.ty != TokType::Colon {
            self.recover(colon, TokType::BraceO, TokType::BraceC);
            match colon.ty {
                TokType::BraceC | TokType::Comma => self.error(
                    "Missing object value",
                    "A JSON object attribute must have a value, introduced by a colon.",
                    colon.span,
                ),
                TokType::Equals => self.error(
                    "Missing property value colon",
                    "JSON uses a colon as its name/value delimiter, not an equals sign.",
                    colon.span,
                ),
                _ => self.error(
                    "Missing property value colon",
                    "A colon must appear between an object property's name and its value.",
                    colon.span,
                ),
            }
            return Self::fail(stack);
        }
        if let Some(Frame::Object { key: k, .. }) = stack.last_mut() {
            *k = Some(Arc::new(key));
        }
        Step::Value
    }

    fn object_value(&mut self, stack: &mut Vec<Frame>, value: Node) -> Step {
        let open = match stack.last_mut() {
            Some(Frame::Object { open, attrs, key }) => {
                if let Some(name) = key.take() {
                    attrs.push(ObjectAttr {
                        name,
                        value: Arc::new(value),
                    });
                }
                *open
            }
            _ => unreachable!("object_value without an open object"),
        };
        match self.peek().ty {
            TokType::Comma => {
                let comma = self.read();
                if self.peek().ty == TokType::BraceC {
                    self.error(
                        "Trailing comma in object",
                        "JSON does not permit a trailing comma after the final property in an object.",
                        comma.span,
                    );
                    return Self::fail(stack);
                }
                self.object_loop(stack)
            }
            TokType::Eof => {
                self.error(
                    "Unclosed object",
                    "No closing brace was found for this JSON object.",
                    open.span,
                );
                Self::fail(stack)
            }
            TokType::BrackC => {
                self.read();
                let at = self.peek().span;
                self.error(
                    "Mismatched braces",
                    "A JSON object must be closed with a brace, not a bracket.",
                    at,
                );
                Self::fail(stack)
            }
            TokType::BraceC => self.close_object(stack),
            _ => {
                let t = self.read();
                self.recover(t, TokType::BraceO, TokType::BraceC);
                let at = self.peek().span;
                self.error(
                    "Missing attribute seperator comma",
                    "A comma must appear between each property definition in an object.",
                    at,
                );
                Self::fail(stack)
            }
        }
    }

    fn array_loop(&mut self, stack: &mut Vec<Frame>) -> Step {
        if self.peek().ty == TokType::BrackC {
            return self.close_array(stack);
        }
        Step::Value
    }

    fn close_array(&mut self, stack: &mut Vec<Frame>) -> Step {
        let close = self.read();
        match stack.pop() {
            Some(Frame::Array { open, values }) => Step::Deliver(Node::new(
                NodeKind::Array(ArrayNode {
                    values,
                    open: open.span,
                }),
                open.span.between(close.span),
            )),
            _ => unreachable!("close_array without an open array"),
        }
    }

    fn array_value(&mut self, stack: &mut Vec<Frame>, value: Node) -> Step {
        let open = match stack.last_mut() {
            Some(Frame::Array { open, values }) => {
                values.push(Arc::new(value));
                *open
            }
            _ => unreachable!("array_value without an open array"),
        };
        let (summary, detail) = match self.peek().ty {
            TokType::Comma => {
                let comma = self.read();
                if self.peek().ty == TokType::BrackC {
                    self.error(
                        "Trailing comma in array",
                        "JSON does not permit a trailing comma after the final value in an array.",
                        comma.span,
                    );
                    return Self::fail(stack);
                }
                return self.array_loop(stack);
            }
            TokType::BrackC => return self.close_array(stack),
            TokType::Colon => (
                "Invalid array value",
                "A colon is not used to introduce values in a JSON array.",
            ),
            TokType::Eof => (
                "Unclosed object",
                "No closing bracket was found for this JSON array.",
            ),
            TokType::BraceC => (
                "Mismatched brackets",
                "A JSON array must be closed with a bracket, not a brace.",
            ),
            _ => (
                "Missing attribute seperator comma",
                "A comma must appear between each value in an array.",
            ),
        };
        let eof = self.peek().ty == TokType::Eof;
        let t = self.read();
        self.recover(t, TokType::BrackO, TokType::BrackC);
        let at = if eof { open.span } else { self.peek().span };
        self.error(summary, detail, at);
        Self::fail(stack)
    }

    fn text(&self, tok: Token) -> &'a [u8] {
        &self.buf[tok.lo as usize..tok.hi as usize]
    }

    fn number(&mut self, tok: Token) -> Option<Node> {
        let b = self.text(tok);
        let parsed = if is_json_number(b) {
            std::str::from_utf8(b).ok().and_then(Number::parse)
        } else {
            None
        };
        match parsed {
            Some(n) => Some(Node::new(NodeKind::Number(n), tok.span)),
            None => {
                self.error(
                    "Invalid JSON number",
                    "There is a syntax error in the given JSON number.",
                    tok.span,
                );
                None
            }
        }
    }

    fn string(&mut self, tok: Token) -> Option<Node> {
        let b = self.text(tok);
        match check_string(b) {
            Ok(end) => Some(Node::new(
                NodeKind::String(unquote(&b[1..end]).into(), Default::default()),
                tok.span,
            )),
            Err(ofs) => {
                // The reference counts the offset in bytes for the column too.
                let mut p = tok.span.start;
                p.byte += ofs;
                p.column += ofs;
                let mut e = p;
                e.byte += 1;
                e.column += 1;
                let subject = Span2::new(p, e);
                let mut d = Diagnostic::error(
                    "Invalid JSON string",
                    "There is a syntax error in the given JSON string.",
                )
                .with_subject(subject.range(&self.file));
                if subject != tok.span {
                    d = d.with_context(tok.span.range(&self.file));
                }
                self.diags.push(d);
                None
            }
        }
    }

    fn keyword(&mut self, tok: Token) -> Option<Node> {
        let s = std::str::from_utf8(self.text(tok)).unwrap_or("");
        let kind = match s {
            "true" => NodeKind::Bool(true),
            "false" => NodeKind::Bool(false),
            "null" => NodeKind::Null,
            "undefined" | "NaN" | "Infinity" => {
                self.error(
                    "Invalid JSON keyword",
                    format!("The JavaScript identifier \"{s}\" cannot be used in JSON."),
                    tok.span,
                );
                return None;
            }
            _ => {
                let dym = ["false", "true", "null"]
                    .into_iter()
                    .find(|k| crate::diagnostic::suggest::levenshtein(s, k) < 3)
                    .map(|k| format!(" Did you mean \"{k}\"?"))
                    .unwrap_or_default();
                self.error(
                    "Invalid JSON keyword",
                    format!("\"{s}\" is not a valid JSON keyword.{dym}"),
                    tok.span,
                );
                return None;
            }
        };
        Some(Node::new(kind, tok.span))
    }
}

/// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
pub(crate) fn is_json_number(b: &[u8]) -> bool {
    let mut i = 0;
    let digits = |i: &mut usize| {
        let s = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > s
    };
    if b.first() == Some(&b'-') {
        i += 1;
    }
    match b.get(i) {
        Some(b'0') => i += 1,
        Some(b'1'..=b'9') => {
            digits(&mut i);
        }
        _ => return false,
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        if !digits(&mut i) {
            return false;
        }
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

/// Validates a string token as Go's `encoding/json` scanner does: `Ok` with
/// the index of the closing quote, or `Err` with the error offset the
/// reference reports (one past the offending byte, or the token length when
/// the input ends early).
pub(crate) fn check_string(b: &[u8]) -> Result<usize, usize> {
    #[derive(PartialEq)]
    enum St {
        In,
        Esc,
        U(u8),
    }
    let mut st = St::In;
    let mut i = 1;
    let mut end = None;
    while i < b.len() {
        let c = b[i];
        if let Some(_e) = end {
            if c != b' ' {
                return Err(i + 1);
            }
            i += 1;
            continue;
        }
        st = match st {
            St::In => match c {
                b'"' => {
                    end = Some(i);
                    St::In
                }
                b'\\' => St::Esc,
                0..=0x1f => return Err(i + 1),
                _ => St::In,
            },
            St::Esc => match c {
                b'b' | b'f' | b'n' | b'r' | b't' | b'\\' | b'/' | b'"' => St::In,
                b'u' => St::U(0),
                _ => return Err(i + 1),
            },
            St::U(n) => {
                if !c.is_ascii_hexdigit() {
                    return Err(i + 1);
                }
                if n == 3 {
                    St::In
                } else {
                    St::U(n + 1)
                }
            }
        };
        i += 1;
    }
    end.ok_or(b.len())
}

fn hex4(s: &[u8]) -> Option<u32> {
    if s.len() < 4 {
        return None;
    }
    let mut v = 0u32;
    for &c in &s[..4] {
        v = v * 16 + (c as char).to_digit(16)?;
    }
    Some(v)
}

/// Decodes the (validated) content of a JSON string as Go does: invalid
/// UTF-8 bytes and unpaired surrogates become U+FFFD.
pub(crate) fn unquote(s: &[u8]) -> String {
    if let Ok(t) = std::str::from_utf8(s) {
        if !t.contains('\\') {
            return t.to_string();
        }
    }
    let mut out = String::with_capacity(s.len());
    let mut r = 0;
    while r < s.len() {
        let c = s[r];
        if c == b'\\' && r + 1 < s.len() {
            let e = s[r + 1];
            r += 2;
            let ch = match e {
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => {
                    let Some(mut v) = hex4(&s[r..]) else {
                        out.push('\u{fffd}');
                        continue;
                    };
                    r += 4;
                    if (0xD800..0xE000).contains(&v) {
                        let lo = if s.get(r) == Some(&b'\\') && s.get(r + 1) == Some(&b'u') {
                            hex4(&s[r + 2..])
                        } else {
                            None
                        };
                        match lo {
                            Some(lo) if v < 0xDC00 && (0xDC00..0xE000).contains(&lo) => {
                                v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
                                r += 6;
                            }
                            _ => v = 0xFFFD,
                        }
                    }
                    char::from_u32(v).unwrap_or('\u{fffd}')
                }
                other => other as char,
            };
            out.push(ch);
            continue;
        }
        if c < 0x80 {
            out.push(c as char);
            r += 1;
            continue;
        }
        let w = match c {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => 0,
        };
        match s.get(r..r + w).and_then(|b| std::str::from_utf8(b).ok()) {
            Some(t) if w > 0 => {
                out.push_str(t);
                r += w;
            }
            _ => {
                out.push('\u{fffd}');
                r += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_numbers() {
        for ok in ["0", "-0", "12", "1.5", "1e5", "1E+5", "-1.25e-3"] {
            assert!(is_json_number(ok.as_bytes()), "{ok}");
        }
        for bad in [
            "", "-", "+1", "01", ".5", "1.", "1e", "1e+", "--1", "1.2.3", "1-",
        ] {
            assert!(!is_json_number(bad.as_bytes()), "{bad}");
        }
    }

    #[test]
    fn string_checks() {
        assert_eq!(check_string(br#""abc""#), Ok(4));
        assert_eq!(check_string(br#""a\qb""#), Err(4));
        assert_eq!(check_string(br#""\u12x4""#), Err(6));
        assert_eq!(check_string(br#""abc"#), Err(4));
        assert_eq!(check_string(br#""ab\""#), Err(5));
    }

    #[test]
    fn unquoting() {
        assert_eq!(unquote(br#"a\n\"\/\u0041"#), "a\n\"/A");
        assert_eq!(unquote(br#"\ud83d\ude00"#), "\u{1f600}");
        assert_eq!(unquote(br#"\ud83dx"#), "\u{fffd}x");
        assert_eq!(unquote(br#"\ud83d\u0041"#), "\u{fffd}A");
        assert_eq!(unquote(br#"\ude00"#), "\u{fffd}");
        assert_eq!(unquote(b"\xff\xfe"), "\u{fffd}\u{fffd}");
        assert_eq!(unquote(b"\xe2\x82x"), "\u{fffd}\u{fffd}x");
        assert_eq!(unquote("é".as_bytes()), "é");
    }
}
