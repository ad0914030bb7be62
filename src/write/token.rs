//! The lossless token stream: every byte of a file belongs to exactly one
//! token or to the blanks just before one.
//!
//! The stream is built on the crate's lexer (`crate::lexer`), which yields
//! only the tokens the parser needs; the bytes between them (blanks,
//! comments, newlines the grammar ignores) are scanned here into comment and
//! newline tokens, so the stream has the shape the formatter works on: one
//! token per comment (a `#` or `//` comment keeps its line break), one per
//! line break outside templates, one per piece of template text.

use crate::lexer::{Lexer, StartMode, Tok};

/// What a token of the lossless stream is. Contextual keywords (`for`, `in`,
/// `if`, …) are plain identifiers here; the formatter tells `in` by its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An identifier, keywords included (`resource`, `true`, `for`, `null`).
    Ident,
    /// A number literal.
    Number,
    /// `{`
    OBrace,
    /// `}`
    CBrace,
    /// `[`
    OBrack,
    /// `]`
    CBrack,
    /// `(`
    OParen,
    /// `)`
    CParen,
    /// `"` opening a quoted template.
    OQuote,
    /// `"` closing a quoted template.
    CQuote,
    /// `<<ID` or `<<-ID` with its line break.
    OHeredoc,
    /// A heredoc's closing marker line, leading blanks included, without
    /// its line break.
    CHeredoc,
    /// Literal text of a template (quoted or heredoc).
    Lit,
    /// `${` or `${~`.
    TemplateInterp,
    /// `%{` or `%{~`.
    TemplateControl,
    /// `}` or `~}` closing a template sequence.
    TemplateSeqEnd,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `.` (attribute access and legacy index steps).
    Dot,
    /// `::` (in namespaced function names).
    DoubleColon,
    /// `...` (expansion of the last call argument, grouping in `for`).
    Ellipsis,
    /// `=>` (in object `for` expressions).
    FatArrow,
    /// `?` (conditional).
    Question,
    /// `:` (conditional, `for` expressions).
    Colon,
    /// `!` (logical not).
    Bang,
    /// `+`
    Plus,
    /// `-` (subtraction and negation).
    Minus,
    /// `*` (multiplication and splats).
    Star,
    /// `/`
    Slash,
    /// `%`
    Percent,
    /// `==`
    EqualOp,
    /// `!=`
    NotEqual,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
    /// A `#` or `//` comment with the line break that ends it.
    LineComment,
    /// A `/* */` comment, or a `#`/`//` comment at the end of input.
    Comment,
    /// A line break (`\n` or `\r\n`).
    Newline,
    /// Anything else (only in text the parser rejects).
    Other,
    /// The end of the input: empty, it keeps the blanks at the end of a file.
    Eof,
}

impl Kind {
    /// Whether this is a comment of either kind.
    #[inline]
    pub fn is_comment(self) -> bool {
        matches!(self, Kind::Comment | Kind::LineComment)
    }

    /// +1 for an opening bracket or template sequence, -1 for a closing one.
    #[inline]
    pub fn bracket_change(self) -> i32 {
        match self {
            Kind::OBrace
            | Kind::OBrack
            | Kind::OParen
            | Kind::TemplateControl
            | Kind::TemplateInterp => 1,
            Kind::CBrace | Kind::CBrack | Kind::CParen | Kind::TemplateSeqEnd => -1,
            _ => 0,
        }
    }
}

/// One token: its text is `text[start..end]` of the [`Tokens`] that holds
/// it; before it come either the original blanks `text[ws..start]` or,
/// once the token has been formatted or created, `spaces` spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What the token is.
    pub kind: Kind,
    /// Byte offset of the token's first byte in [`Tokens::text`].
    pub start: u32,
    /// Byte offset just past the token's last byte.
    pub end: u32,
    /// Where the original blanks before the token begin (== `start` if none).
    pub ws: u32,
    /// Spaces to write before the token instead of the original blanks
    /// (`u32::MAX`: the original blanks).
    pub spaces: u32,
}

/// `spaces` value meaning "keep the original blanks".
pub const RAW: u32 = u32::MAX;

impl Token {
    /// The number of spaces before the token, counting each original blank
    /// byte as one (as the reference's writer does).
    #[inline]
    pub fn spaces_before(&self) -> u32 {
        if self.spaces == RAW {
            self.start - self.ws
        } else {
            self.spaces
        }
    }
}

/// A token sequence and the text its tokens point into.
#[derive(Clone, Debug, Default)]
pub struct Tokens {
    /// The text every token points into (the source, plus the text of
    /// created tokens appended).
    pub text: String,
    /// The tokens in order, ending with one [`Kind::Eof`].
    pub toks: Vec<Token>,
}

impl Tokens {
    /// The text of token `t`.
    #[inline]
    pub fn str_of(&self, t: &Token) -> &str {
        &self.text[t.start as usize..t.end as usize]
    }

    /// Write the tokens (blanks and text) to `out`.
    pub fn write_to(&self, out: &mut String) {
        write_tokens(&self.text, &self.toks, out);
    }

    /// The tokens written back.
    pub fn render(&self) -> String {
        let mut s = String::with_capacity(self.text.len() + self.text.len() / 16);
        self.write_to(&mut s);
        s
    }

    /// Add text for a new token (no blanks before it yet) and return it.
    pub fn new_token(&mut self, kind: Kind, s: &str) -> Token {
        let start = self.text.len() as u32;
        self.text.push_str(s);
        Token {
            kind,
            start,
            end: self.text.len() as u32,
            ws: start,
            spaces: 0,
        }
    }
}

const SPACES: &str = "                                                                ";

/// Append `n` spaces.
#[inline]
pub(crate) fn push_spaces(out: &mut String, mut n: usize) {
    while n > 0 {
        let k = n.min(SPACES.len());
        out.push_str(&SPACES[..k]);
        n -= k;
    }
}

/// Write `toks` (pointing into `text`) to `out`.
pub fn write_tokens(text: &str, toks: &[Token], out: &mut String) {
    for t in toks {
        if t.spaces == RAW {
            out.push_str(&text[t.ws as usize..t.end as usize]);
        } else {
            push_spaces(out, t.spaces as usize);
            out.push_str(&text[t.start as usize..t.end as usize]);
        }
    }
}

/// Write `toks` with the bytes of `bytes` (the text the tokens were lexed
/// from, or bytes with the same offsets, such as a file with invalid UTF-8
/// whose repaired text was lexed) to `out`.
pub fn write_token_bytes(bytes: &[u8], toks: &[Token], out: &mut Vec<u8>) {
    for t in toks {
        if t.spaces == RAW {
            out.extend_from_slice(&bytes[t.ws as usize..t.end as usize]);
        } else {
            let mut n = t.spaces as usize;
            while n > 0 {
                let k = n.min(SPACES.len());
                out.extend_from_slice(&SPACES.as_bytes()[..k]);
                n -= k;
            }
            out.extend_from_slice(&bytes[t.start as usize..t.end as usize]);
        }
    }
}

/// Lex a configuration file into its lossless token stream, ending with
/// an [`Kind::Eof`] token. Writing the result back gives `src` again,
/// byte for byte, whatever `src` holds.
pub fn lex(src: &str) -> Tokens {
    Tokens {
        text: src.to_owned(),
        toks: lex_tokens(src),
    }
}

/// The tokens of [`lex`] alone (they point into `src`).
pub fn lex_tokens(src: &str) -> Vec<Token> {
    let mut toks = Vec::with_capacity(src.len() / 6 + 4);
    let mut b = Builder {
        src,
        toks: &mut toks,
        pos: 0,
        ws: 0,
    };
    // Template text is literal text; the lexer tells which is which.
    let mut lexer = Lexer::new(src, StartMode::Config);
    for (lo, tok, hi) in &mut lexer {
        let (lo, hi) = (lo as usize, hi as usize);
        if lo < b.pos || hi < lo || hi > src.len() {
            // out of order (only after errors): its bytes are covered by
            // the gap scanner below
            continue;
        }
        let kind = match tok {
            Tok::Newline => {
                // a line break, or a line comment standing for one
                b.gap(hi);
                continue;
            }
            Tok::CHeredoc => {
                b.gap(lo);
                b.push(Kind::CHeredoc, lo, hi);
                continue;
            }
            Tok::Eof => continue,
            t => kind_of(t),
        };
        b.gap(lo);
        b.push(kind, lo, hi);
    }
    b.gap(src.len());
    let ws = b.ws as u32;
    toks.push(Token {
        kind: Kind::Eof,
        start: src.len() as u32,
        end: src.len() as u32,
        ws,
        spaces: RAW,
    });
    toks
}

fn kind_of(t: Tok) -> Kind {
    match t {
        Tok::Ident
        | Tok::IdentPath
        | Tok::KwFor
        | Tok::KwIn
        | Tok::KwIf
        | Tok::KwElse
        | Tok::KwEndif
        | Tok::KwEndfor => Kind::Ident,
        Tok::Number => Kind::Number,
        Tok::LBrace => Kind::OBrace,
        Tok::RBrace => Kind::CBrace,
        Tok::LBrack => Kind::OBrack,
        Tok::RBrack => Kind::CBrack,
        Tok::LParen => Kind::OParen,
        Tok::RParen => Kind::CParen,
        Tok::Eq | Tok::IdentEq => Kind::Equal,
        Tok::EqEq => Kind::EqualOp,
        Tok::NotEq => Kind::NotEqual,
        Tok::Bang => Kind::Bang,
        Tok::Lt => Kind::Lt,
        Tok::Le => Kind::Le,
        Tok::Gt => Kind::Gt,
        Tok::Ge => Kind::Ge,
        Tok::Plus => Kind::Plus,
        Tok::Minus => Kind::Minus,
        Tok::Star => Kind::Star,
        Tok::Slash => Kind::Slash,
        Tok::Percent => Kind::Percent,
        Tok::AndAnd => Kind::And,
        Tok::OrOr => Kind::Or,
        Tok::Question => Kind::Question,
        Tok::Colon => Kind::Colon,
        Tok::DoubleColon => Kind::DoubleColon,
        Tok::Dot => Kind::Dot,
        Tok::Comma => Kind::Comma,
        Tok::Ellipsis => Kind::Ellipsis,
        Tok::FatArrow => Kind::FatArrow,
        Tok::OQuote => Kind::OQuote,
        Tok::CQuote => Kind::CQuote,
        Tok::QuotedLit | Tok::TemplateLit => Kind::Lit,
        Tok::OHeredoc => Kind::OHeredoc,
        Tok::CHeredoc => Kind::CHeredoc,
        Tok::TemplateInterp => Kind::TemplateInterp,
        Tok::TemplateControl => Kind::TemplateControl,
        Tok::TemplateSeqEnd => Kind::TemplateSeqEnd,
        Tok::Newline => Kind::Newline,
        Tok::Eof => Kind::Eof,
        Tok::QuotedNewline
        | Tok::BitAnd
        | Tok::BitOr
        | Tok::BitXor
        | Tok::BitNot
        | Tok::StarStar
        | Tok::Backtick
        | Tok::Apostrophe
        | Tok::Semicolon
        | Tok::BadUtf8
        | Tok::Invalid => Kind::Other,
    }
}

struct Builder<'a, 'v> {
    src: &'a str,
    toks: &'v mut Vec<Token>,
    /// Everything before `pos` belongs to a token or to blanks before one.
    pos: usize,
    /// Where the blanks before the next token begin.
    ws: usize,
}

impl Builder<'_, '_> {
    #[inline]
    fn push(&mut self, kind: Kind, lo: usize, hi: usize) {
        self.toks.push(Token {
            kind,
            start: lo as u32,
            end: hi as u32,
            ws: self.ws as u32,
            spaces: RAW,
        });
        self.pos = hi;
        self.ws = hi;
    }

    /// Scan the bytes from `pos` to `to`, which the lexer gave no token:
    /// blanks, comments, line breaks (anything else becomes `Other`).
    fn gap(&mut self, to: usize) {
        let b = self.src.as_bytes();
        let mut i = self.pos;
        while i < to {
            match b[i] {
                b' ' | b'\t' => {
                    i += 1;
                    self.pos = i;
                }
                b'\n' => {
                    self.push(Kind::Newline, i, i + 1);
                    i += 1;
                }
                b'\r' if b.get(i + 1) == Some(&b'\n') && i + 1 < to => {
                    self.push(Kind::Newline, i, i + 2);
                    i += 2;
                }
                b'#' => i = self.line_comment(i, to),
                b'/' if b.get(i + 1) == Some(&b'/') => i = self.line_comment(i, to),
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    let end = match self.src[i + 2..to].find("*/") {
                        Some(k) => i + 2 + k + 2,
                        None => to,
                    };
                    self.push(Kind::Comment, i, end);
                    i = end;
                }
                0xEF if i == 0 && self.src.starts_with('\u{feff}') => {
                    // a byte order mark counts as blanks before the first token
                    i += 3;
                    self.pos = i;
                }
                _ => {
                    let c = self.src[i..].chars().next().map_or(1, char::len_utf8);
                    let end = (i + c).min(to);
                    self.push(Kind::Other, i, end);
                    i = end;
                }
            }
        }
    }

    fn line_comment(&mut self, i: usize, to: usize) -> usize {
        let (end, kind) = match self.src.as_bytes()[i..to].iter().position(|&c| c == b'\n') {
            Some(k) => (i + k + 1, Kind::LineComment),
            None => (to, Kind::Comment),
        };
        self.push(kind, i, end);
        end
    }
}
