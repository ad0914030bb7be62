//! The logos lexer: one token enum per mode and a driver that owns the mode stack.
//!
//! Three logos enums do the raw scanning: [`NormalTok`] (expressions and
//! bodies), [`QuotedTok`] (inside `"…"`) and [`HeredocTok`] (heredoc bodies and
//! bare templates). The [`Lexer`] driver keeps a stack of `Frame`s (one per
//! open bracket, brace, interpolation, directive or template), chooses the
//! scanner for the top frame, decides whether a newline is significant,
//! recognises heredoc closing markers and contextual keywords, and yields
//! `(start, Tok, end)` byte triples. Tokens carry no data: the parser slices
//! the source with the span, so lexing never allocates per token.

use crate::diagnostic::source::is_prepend;
use crate::diagnostic::{Diagnostic, SourceFile, Span};
use logos::Logos;
use std::sync::Arc;

mod idchars;

/// Whether the non-ASCII code point `cp` is in a class: a bitmap lookup in
/// the Basic Multilingual Plane, a binary search of the ranges above it.
#[inline]
fn in_class(bmp: &[u8; 1024], ranges: &[(u32, u32)], cp: u32) -> bool {
    if cp < 0x1_0000 {
        let leaf = idchars::BMP_LEAVES[bmp[(cp >> 6) as usize] as usize];
        (leaf >> (cp & 63)) & 1 != 0
    } else {
        let i = ranges.partition_point(|&(_, hi)| hi < cp);
        i < ranges.len() && ranges[i].0 <= cp
    }
}

/// Whether `c` may start an identifier: the reference scanner's classes
/// (Unicode 9.0 ID_Start, plus `_`), not the newer Unicode of `\p{ID_Start}`.
pub fn is_ident_start(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphabetic() || c == '_'
    } else {
        in_class(&idchars::BMP_START, &idchars::ID_START, c as u32)
    }
}

/// Whether `c` may continue an identifier (Unicode 9.0 ID_Continue, plus
/// `-`), as in the reference scanner.
#[inline]
pub fn is_ident_continue(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphanumeric() || c == '_' || c == '-'
    } else {
        in_class(&idchars::BMP_CONTINUE, &idchars::ID_CONTINUE, c as u32)
    }
}

/// ASCII characters that continue an identifier.
static ASCII_CONTINUE: [bool; 128] = {
    let mut t = [false; 128];
    let mut i = 0;
    while i < 128 {
        let b = i as u8;
        t[i] = b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
        i += 1;
    }
    t
};

/// The end of the run of spaces and tabs at `i`: most runs are one blank
/// long (`a = b`), so the byte at `i` is looked at alone first; longer runs
/// (indentation, aligned `=`s) are taken eight spaces at a time (the first
/// byte of a word that is not a space ends the run, unless it is a tab).
#[inline(always)]
fn skip_blanks(b: &[u8], mut i: usize) -> usize {
    if !matches!(b.get(i), Some(b' ' | b'\t')) {
        return i;
    }
    loop {
        if i + 8 <= b.len() {
            let w: [u8; 8] = b[i..i + 8].try_into().expect("8 bytes");
            let x = u64::from_le_bytes(w) ^ 0x2020_2020_2020_2020;
            if x == 0 {
                i += 8;
                continue;
            }
            i += (x.trailing_zeros() / 8) as usize;
        } else {
            while i < b.len() && b[i] == b' ' {
                i += 1;
            }
        }
        if i < b.len() && b[i] == b'\t' {
            i += 1;
        } else {
            return i;
        }
    }
}

/// What the first byte of a normal-mode token tells the driver's quick
/// path (see `Lexer::scan_normal`): one table lookup decides between the
/// commonest tokens, blanks and the logos scanner.
#[derive(Clone, Copy, Debug)]
enum Lead {
    /// A space or tab.
    Blank,
    /// An ASCII identifier start.
    Name,
    /// `=`, unless `==` or `=>` follows.
    Eq,
    /// A one-byte token: `"`, a newline, a bracket, a brace, `,`.
    One(NormalTok),
    /// Anything else (and the end of input): the logos scanner's.
    Other,
}

static LEAD: [Lead; 256] = {
    let mut t = [Lead::Other; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = match b {
            b' ' | b'\t' => Lead::Blank,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Lead::Name,
            b'=' => Lead::Eq,
            b'"' => Lead::One(NormalTok::Quote),
            b'\n' => Lead::One(NormalTok::Newline),
            b'{' => Lead::One(NormalTok::LBrace),
            b'}' => Lead::One(NormalTok::RBrace),
            b'[' => Lead::One(NormalTok::LBrack),
            b']' => Lead::One(NormalTok::RBrack),
            b'(' => Lead::One(NormalTok::LParen),
            b')' => Lead::One(NormalTok::RParen),
            b',' => Lead::One(NormalTok::Comma),
            _ => Lead::Other,
        };
        i += 1;
    }
    t
};

/// The [`Lead`] of the byte at `i` ([`Lead::Other`] at the end).
#[inline(always)]
fn lead_at(b: &[u8], i: usize) -> Lead {
    match b.get(i) {
        Some(&c) => LEAD[c as usize],
        None => Lead::Other,
    }
}

/// Bytes that continue an ASCII identifier (none of a non-ASCII
/// character's).
static IDENT_CONTINUE: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 128 {
        t[i] = ASCII_CONTINUE[i];
        i += 1;
    }
    t
};

/// The end of the run of bytes of `b` in `class` from `i` on, eight bytes
/// to a bounds check (names and plain strings are short: a round or two).
#[inline(always)]
fn class_run_end(b: &[u8], i: usize, class: &[bool; 256]) -> usize {
    let Some(rest) = b.get(i..) else {
        return i;
    };
    let mut chunks = rest.chunks_exact(8);
    let mut at = i;
    for c in &mut chunks {
        let c: &[u8; 8] = c.try_into().expect("8 bytes");
        for (k, &x) in c.iter().enumerate() {
            if !class[x as usize] {
                return at + k;
            }
        }
        at += 8;
    }
    for &x in chunks.remainder() {
        if !class[x as usize] {
            return at;
        }
        at += 1;
    }
    at
}

/// The end of the run of [`IDENT_CONTINUE`] bytes of `b` from `i` on.
#[inline(always)]
fn ascii_ident_end(b: &[u8], i: usize) -> usize {
    class_run_end(b, i, &IDENT_CONTINUE)
}

/// The end of the identifier characters of `s` from byte `i` on (a char
/// boundary).
fn ident_continue_end(s: &str, mut i: usize) -> usize {
    let b = s.as_bytes();
    while let Some(&x) = b.get(i) {
        if x < 0x80 {
            if !ASCII_CONTINUE[x as usize] {
                break;
            }
            i += 1;
            continue;
        }
        // decode the (valid UTF-8) character at `i`
        let (cp, n) = match b[i..] {
            [x, y, ..] if x < 0xE0 => (((x & 0x1F) as u32) << 6 | (y & 0x3F) as u32, 2),
            [x, y, z, ..] if x < 0xF0 => (
                ((x & 0x0F) as u32) << 12 | ((y & 0x3F) as u32) << 6 | (z & 0x3F) as u32,
                3,
            ),
            [x, y, z, w, ..] => (
                ((x & 0x07) as u32) << 18
                    | ((y & 0x3F) as u32) << 12
                    | ((z & 0x3F) as u32) << 6
                    | (w & 0x3F) as u32,
                4,
            ),
            _ => break,
        };
        if !in_class(&idchars::BMP_CONTINUE, &idchars::ID_CONTINUE, cp) {
            break;
        }
        i += n;
    }
    i
}

/// Code points in common letter blocks that never continue a cluster
/// begun by an ASCII character (no combining mark, joiner or spacing mark
/// among them; checked by a test): a token starting with one after an
/// ASCII character needs no cluster check.
#[inline]
pub(crate) fn never_extends_ascii(cp: u32) -> bool {
    matches!(
        cp,
        0xC0..=0x2FF
            | 0x370..=0x482
            | 0x48A..=0x590
            | 0x5D0..=0x5FF
            | 0x620..=0x64A
            | 0x3041..=0x3098
            | 0x30A0..=0x30FF
            | 0x3400..=0x9FFF
            | 0xAC00..=0xD7A3
    )
}

/// Bytes that may stand in the text of a string [`Tok::QuotedLit`] stands
/// for: all but the closing quote and whatever the quoted-template scanner
/// must see (escapes, template sequences, line breaks, U+001A, non-ASCII
/// characters, whose grapheme clusters the driver keeps track of).
static QUOTED_PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = !(matches!(b, b'"' | b'\\' | b'$' | b'%' | b'\n' | b'\r' | 0x1a) || b >= 0x80);
        i += 1;
    }
    t
};

/// The parser-facing token kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tok {
    Ident,
    Number,
    LBrace,
    RBrace,
    LBrack,
    RBrack,
    LParen,
    RParen,
    Eq,
    EqEq,
    NotEq,
    Bang,
    Lt,
    Le,
    Gt,
    Ge,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    AndAnd,
    OrOr,
    Question,
    Colon,
    DoubleColon,
    Dot,
    Comma,
    Ellipsis,
    FatArrow,
    /// A significant newline (or a line comment standing for one).
    Newline,
    /// `"` opening a quoted template.
    OQuote,
    /// `"` closing a quoted template.
    CQuote,
    /// A whole quoted string, quotes included, whose text needs no decoding
    /// and holds no template sequence: no `\\`, `$`, `%`, line break or
    /// non-ASCII character (only with [`Lexer::with_compound_tokens`];
    /// otherwise it is `OQuote`, `TemplateLit`, `CQuote`).
    QuotedLit,
    /// An identifier and the `.name` steps that follow it with no space in
    /// between (`var.region`), one token: ASCII names only, and neither
    /// a contextual keyword nor `true`, `false` or `null` at its head (only
    /// with [`Lexer::with_compound_tokens`]; otherwise it is `Ident`, then
    /// `Dot` and `Ident` (or a keyword token) per step).
    IdentPath,
    /// An identifier at the start of an item (no operator before it in its
    /// frame, no `.` before it) and the `=` after it, spaces between
    /// included (`name =`): the start of an attribute or object item (only
    /// with [`Lexer::with_compound_tokens`]; otherwise `Ident` and `Eq`).
    IdentEq,
    /// `<<ID` / `<<-ID` plus its newline.
    OHeredoc,
    /// The heredoc's closing marker line (leading spaces included).
    CHeredoc,
    /// A piece of literal template text (escapes still encoded).
    TemplateLit,
    /// `${` or `${~`.
    TemplateInterp,
    /// `%{` or `%{~`.
    TemplateControl,
    /// `}` or `~}` closing an interpolation or directive.
    TemplateSeqEnd,
    KwFor,
    KwIn,
    KwIf,
    KwElse,
    KwEndif,
    KwEndfor,
    /// A newline inside a quoted template (an error).
    QuotedNewline,
    /// Tokens that never appear in valid input (diagnosed by the lexer).
    BitAnd,
    BitOr,
    BitXor,
    BitNot,
    StarStar,
    Backtick,
    Apostrophe,
    Semicolon,
    BadUtf8,
    Invalid,
    /// The synthetic end of input (only used in diagnostics and recovery).
    Eof,
}

impl Tok {
    /// Whether this token can start an expression.
    pub fn starts_expr(self) -> bool {
        matches!(
            self,
            Tok::Ident
                | Tok::Number
                | Tok::LBrace
                | Tok::LBrack
                | Tok::LParen
                | Tok::Minus
                | Tok::Bang
                | Tok::OQuote
                | Tok::QuotedLit
                | Tok::IdentPath
                | Tok::OHeredoc
        )
    }
}

/// Scanner for normal (expression/body) mode.
#[derive(Logos, Clone, Copy, Debug, PartialEq)]
#[logos(skip r"[ \t]+")]
pub enum NormalTok {
    #[regex(r"[0-9](([0-9]|\.|[eE][+-]?[0-9])*([0-9]|[eE][+-]?[0-9]))?")]
    Number,
    /// An identifier: an [`is_ident_start`] character, then
    /// [`is_ident_continue`] ones. The scanner takes the ASCII run of one
    /// that starts with an ASCII character (a tight loop); the driver extends
    /// it over any non-ASCII rest and scans one that starts with a non-ASCII
    /// character (which the scanner reports as an error) itself, with the
    /// reference's Unicode 9.0 tables.
    #[regex(r"[A-Za-z_][A-Za-z0-9_\-]*")]
    Ident,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("~}")]
    TildeRBrace,
    #[token("[")]
    LBrack,
    #[token("]")]
    RBrack,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("=")]
    Eq,
    #[token("==")]
    EqEq,
    #[token("!=")]
    NotEq,
    #[token("!")]
    Bang,
    #[token("<")]
    Lt,
    #[token("<=")]
    Le,
    #[token(">")]
    Gt,
    #[token(">=")]
    Ge,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("&&")]
    AndAnd,
    #[token("||")]
    OrOr,
    #[token("&")]
    BitAnd,
    #[token("|")]
    BitOr,
    #[token("^")]
    BitXor,
    #[token("~")]
    BitNot,
    #[token("?")]
    Question,
    #[token(":")]
    Colon,
    #[token("::")]
    DoubleColon,
    #[token(".")]
    Dot,
    #[token(",")]
    Comma,
    #[token("...")]
    Ellipsis,
    #[token("=>")]
    FatArrow,
    #[token("\"")]
    Quote,
    /// A heredoc opener with an ASCII marker (the driver takes `<` `<`
    /// followed by a non-ASCII marker as one, see `unicode_heredoc`).
    #[regex(r"<<-?[A-Za-z_][A-Za-z0-9_\-]*\r?\n")]
    Heredoc,
    #[token("`")]
    Backtick,
    #[token("'")]
    Apostrophe,
    #[token(";")]
    Semicolon,
    // newlines and comments last: the driver tells them from the other
    // tokens with one comparison
    #[regex(r"#[^\n]*\n?", allow_greedy = true)]
    #[regex(r"//[^\n]*\n?", allow_greedy = true)]
    LineComment,
    #[regex(r"/\*([^*]|\*+[^*/])*\*+/")]
    BlockComment,
    #[regex(r"\r?\n")]
    Newline,
}

/// Scanner for the inside of a quoted template.
#[derive(Logos, Clone, Copy, Debug, PartialEq)]
pub enum QuotedTok {
    #[token("\"")]
    Close,
    #[token("${")]
    #[token("${~")]
    Interp,
    #[token("%{")]
    #[token("%{~")]
    Control,
    #[token("$${")]
    #[token("%%{")]
    #[token("$")]
    #[token("%")]
    #[regex(r#"([^"$%\\\r\n\x1a\u{80}-\u{10FFFF}]|\\[^\r\n\x1a\u{80}-\u{10FFFF}])+"#)]
    Lit,
    /// Literal text with a non-ASCII character (taken apart from [`Lit`](QuotedTok::Lit)
    /// only so that the driver sees its ends, see `Lexer::cluster_cut`).
    #[regex(r#"([^"$%\\\r\n\x1a\u{80}-\u{10FFFF}]|\\[^\r\n\x1a\u{80}-\u{10FFFF}])*([\u{80}-\u{10FFFF}]|\\[\u{80}-\u{10FFFF}])([^"$%\\\r\n\x1a]|\\[^\r\n\x1a])*"#)]
    LitU,
    #[token("\x1a")]
    Sub,
    #[token("\\")]
    Backslash,
    /// A run of line breaks: the reference reports each run once as
    /// "Invalid multi-line string".
    #[regex(r"[\r\n]+")]
    Newline,
}

/// Scanner for heredoc bodies and bare templates.
#[derive(Logos, Clone, Copy, Debug, PartialEq)]
pub enum HeredocTok {
    #[token("${")]
    #[token("${~")]
    Interp,
    #[token("%{")]
    #[token("%{~")]
    Control,
    #[token("$${")]
    #[token("%%{")]
    #[token("$")]
    #[token("%")]
    #[regex(r"[^$%\n\x1a\u{80}-\u{10FFFF}]+\n?")]
    #[token("\n")]
    Lit,
    /// Literal text with a non-ASCII character (see [`QuotedTok::LitU`]).
    #[regex(r"[^$%\n\x1a\u{80}-\u{10FFFF}]*[\u{80}-\u{10FFFF}][^$%\n\x1a]*\n?")]
    LitU,
    #[token("\x1a")]
    Sub,
}

/// What an open frame of the driver's stack is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKind {
    /// The outermost level (a file body, a bare expression or a bare template).
    Top,
    /// A block body's braces (newlines significant).
    Block,
    /// An object constructor's braces (newlines significant).
    Object,
    /// `{ for …}` (newlines ignored).
    ForBrace,
    Paren,
    Brack,
    /// `[ for …]`.
    ForBrack,
    /// `${ … }`
    Interp,
    /// `%{ … }`
    Control,
    /// `"…"`
    Quote,
    /// A heredoc body.
    Heredoc,
}

/// Which scanner a frame's content is lexed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scanner {
    Normal,
    Quoted,
    Heredoc,
    /// A bare template's top level (a heredoc body without closing marker).
    Template,
}

#[derive(Clone, Copy, Debug)]
struct Frame {
    kind: FrameKind,
    /// The scanner for this frame's content (derived from `kind`).
    scanner: Scanner,
    /// Newlines directly inside this frame are significant.
    nl_sig: bool,
    /// No token has been produced inside this frame yet.
    fresh: bool,
    /// A directive frame that began with `for` (so `in` is a keyword).
    for_directive: bool,
    /// Heredoc marker (span of the identifier in the opener).
    marker: Span,
    /// Depth bookkeeping (see `Lexer::depth_total`).
    ops: u32,
    max_child: u32,
}

impl Frame {
    #[inline]
    fn new(kind: FrameKind) -> Frame {
        Frame {
            kind,
            scanner: match kind {
                FrameKind::Quote => Scanner::Quoted,
                FrameKind::Heredoc => Scanner::Heredoc,
                _ => Scanner::Normal,
            },
            nl_sig: matches!(kind, FrameKind::Block | FrameKind::Object),
            fresh: true,
            for_directive: false,
            marker: Span::default(),
            ops: 0,
            max_child: 0,
        }
    }
}

/// The nesting limits the driver enforces (the crate's one nesting policy).
pub use crate::depth::{MAX_BLOCK_NESTING, MAX_NESTING};

/// Where the driver starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartMode {
    /// A configuration body.
    Config,
    /// A bare expression (newlines are not significant at the top level).
    Expression,
    /// A bare template (`parse_template`): literal text up to the end of input.
    Template,
}

/// A lexical diagnostic, by byte span (the facade turns spans into ranges).
#[derive(Clone, Debug, PartialEq)]
pub struct LexDiag {
    pub span: Span,
    pub summary: &'static str,
    pub detail: &'static str,
}

impl LexDiag {
    pub fn to_diagnostic(&self, file: &crate::diagnostic::SourceFile) -> Diagnostic {
        Diagnostic::error(self.summary, self.detail).with_subject(file.range(self.span))
    }
}

/// A token triple as LALRPOP wants it.
pub type Spanned = (u32, Tok, u32);

/// The lexer driver: yields `(start, Tok, end)` triples.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    /// The normal-mode scanner, kept across tokens (over the whole source,
    /// so its spans are absolute) for the tokens `scan_normal` does not
    /// take itself: moved on to `pos` before it scans (it is never past
    /// `pos` then), resynchronised whenever another scanner moved on.
    nlx: logos::Lexer<'a, NormalTok>,
    /// The quoted-template scanner, kept likewise.
    qlx: logos::Lexer<'a, QuotedTok>,
    /// The innermost open frame, kept out of `stack` so that the hot path
    /// reads and writes it directly.
    top: Frame,
    /// The frames below `top`, outermost first (empty at the top level).
    stack: Vec<Frame>,
    mode: StartMode,
    /// Inside an attribute's expression at body level.
    in_attr_expr: bool,
    pending: Option<(Spanned, u32)>,
    /// A held newline right after an expression `{` (dropped if `for` follows).
    held_newline: Option<(Spanned, u32)>,
    /// Depth of the frame the last returned token belongs to (after it).
    last_depth: u32,
    /// A heredoc (or bare template) line starts at `pos`.
    line_start: bool,
    /// Lexical diagnostics, in source order.
    pub diags: Vec<LexDiag>,
    told_bitwise: u32,
    told_backtick: u32,
    told_apostrophe: u32,
    told_semicolon: bool,
    /// The sum over open frames of `ops + max_child + 1`: how deep the
    /// deepest chain of brackets, templates and operators is.
    depth_total: u32,
    /// A nesting limit was hit here: the token stream ends.
    pub too_deep: Option<Span>,
    /// The driver's own bound on `depth_total` ([`MAX_NESTING`]): stack safety for
    /// everything that recurses over the tree, whatever a host allows.
    pub max_nesting: u32,
    /// Open delimiters a host allows inside one another ([`Lexer::with_max_nesting`];
    /// unbounded by default): `(`, `[`, `{` (objects, block bodies, `for`) and the
    /// template sequences `${` and `%{`; quotes, heredocs and the bodies of `%{if}`/`%{for}`
    /// directives are not levels themselves.
    pub max_delimiters: u32,
    /// Open delimiters of the kinds `max_delimiters` counts.
    delimiters_open: u32,
    /// `too_deep` was the host's `max_delimiters`, not the driver's own bounds.
    pub too_deep_delimiters: bool,
    done: bool,
    /// `pending` is set or `done`: `next_token` leaves the fast path.
    stop: bool,
    /// `src` had invalid UTF-8 bytes replaced by U+001A.
    bad_bytes: bool,
    told_bad_utf8: bool,
    blocks_open: u32,
    /// Token boundaries inside a grapheme cluster of the plain text (see
    /// `cluster_cut`), ascending; empty for an ASCII text.
    cluster_breaks: Vec<u32>,
    /// The source file told about those as they are found.
    source: Option<Arc<SourceFile>>,
    /// Plain quoted strings are one [`Tok::QuotedLit`] token, dotted names
    /// one [`Tok::IdentPath`], `name =` one [`Tok::IdentEq`].
    compound: bool,
    /// The last token through `normal_token` was a `.`.
    prev_dot: bool,
    /// Every newline is a token, in any frame (see [`Lexer::with_every_newline`]).
    raw_newlines: bool,
}

#[inline]
fn sp(lo: usize, hi: usize) -> Span {
    Span::new(lo as u32, hi as u32)
}

/// Frames that count for a host's nesting limit ([`Lexer::with_max_nesting`]): every
/// open delimiter, not the quotes and heredocs around templates (their `${`/`%{` count).
#[inline]
fn counts_as_delimiter(kind: FrameKind) -> bool {
    !matches!(kind, FrameKind::Top | FrameKind::Quote | FrameKind::Heredoc)
}

/// Frames a `}` skips on its way to the brace-like frame it closes.
#[inline]
fn is_bracket(kind: FrameKind) -> bool {
    matches!(
        kind,
        FrameKind::Paren | FrameKind::Brack | FrameKind::ForBrack
    )
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str, mode: StartMode) -> Lexer<'a> {
        let pos = if src.starts_with('\u{feff}') { 3 } else { 0 };
        let mut top = Frame::new(FrameKind::Top);
        top.nl_sig = mode == StartMode::Config;
        if mode == StartMode::Template {
            top.scanner = Scanner::Template;
        }
        let mut nlx = NormalTok::lexer(src);
        nlx.bump(pos);
        Lexer {
            src,
            pos,
            nlx,
            qlx: QuotedTok::lexer(src),
            top,
            stack: Vec::with_capacity(16),
            mode,
            in_attr_expr: false,
            pending: None,
            held_newline: None,
            last_depth: 0,
            line_start: true,
            diags: Vec::new(),
            told_bitwise: 0,
            told_backtick: 0,
            told_apostrophe: 0,
            told_semicolon: false,
            depth_total: 1,
            too_deep: None,
            max_nesting: MAX_NESTING,
            max_delimiters: u32::MAX,
            delimiters_open: 0,
            too_deep_delimiters: false,
            done: false,
            stop: false,
            bad_bytes: false,
            told_bad_utf8: false,
            blocks_open: 0,
            cluster_breaks: Vec::new(),
            source: None,
            compound: false,
            prev_dot: false,
            raw_newlines: false,
        }
    }

    /// Yield every newline (and line comment ending in one) as a
    /// [`Tok::Newline`], also inside brackets, parentheses and `for`
    /// expressions, where they do not count: for the recovery parser, which
    /// decides itself where newlines count, as the reference's parser does.
    pub fn with_every_newline(mut self) -> Self {
        self.raw_newlines = true;
        self
    }

    /// Yield a quoted string whose text needs no decoding and holds no
    /// template sequence as one [`Tok::QuotedLit`] instead of three tokens,
    /// a name with `.name` steps as one [`Tok::IdentPath`] and an item's
    /// `name =` as one [`Tok::IdentEq`]. The frames, newline handling and
    /// diagnostics are those of the separate tokens.
    pub fn with_compound_tokens(mut self) -> Self {
        self.compound = true;
        self
    }

    /// A host's nesting limit (`Limits::max_nesting`): stop input that opens more than `n`
    /// delimiters inside one another, counting `(`, `[`, `{` (objects, block bodies, `for`
    /// expressions) and the template sequences `${` and `%{` (a quoted string, a heredoc or
    /// the body of a `%{if}`/`%{for}` directive is not a level of its own). `a = [[1]]`
    /// needs 2. The driver's own bounds ([`MAX_NESTING`], [`MAX_BLOCK_NESTING`]) hold
    /// whatever `n` is.
    pub fn with_max_nesting(mut self, n: u64) -> Self {
        self.max_delimiters = u32::try_from(n).unwrap_or(u32::MAX);
        self
    }

    /// Tell `file` (whose text this lexer scans) about every token boundary
    /// that cuts a grapheme cluster, as soon as it is found, so that the
    /// file's columns are the reference's (see
    /// [`SourceFile::add_cluster_break`]).
    pub fn with_source(mut self, file: Arc<SourceFile>) -> Self {
        self.source = Some(file);
        self
    }

    /// The token boundaries found so far that fall inside a grapheme
    /// cluster of the plain text (ascending byte offsets): where the
    /// reference's per-token column count starts a new cluster.
    pub fn cluster_breaks(&self) -> &[u32] {
        &self.cluster_breaks
    }

    /// A token starts or ends at `at`, next to a non-ASCII character:
    /// record `at` if the plain text has no grapheme-cluster boundary there
    /// (a combining mark, joiner, spacing mark, Hangul jamo, second regional
    /// indicator or emoji after a joiner starting a token; a prepended
    /// concatenation mark ending one). Only called on the lexer's non-ASCII
    /// paths, so an ASCII text never gets here.
    #[cold]
    #[inline(never)]
    fn cluster_cut(&mut self, at: usize) {
        let b = self.src.as_bytes();
        if at == 0 || at >= b.len() || matches!(b[at - 1], b'\n' | b'\r') {
            return;
        }
        let mut cursor = unicode_segmentation::GraphemeCursor::new(at, b.len(), true);
        if cursor.is_boundary(self.src, 0) != Ok(false) {
            return;
        }
        let at = at as u32;
        if self.cluster_breaks.last().is_some_and(|&l| l >= at) {
            return;
        }
        self.cluster_breaks.push(at);
        if let Some(f) = &self.source {
            f.add_cluster_break(at);
        }
    }

    /// `cluster_cut` at both ends of the token `lo..hi`, where it has a
    /// non-ASCII character.
    #[cold]
    #[inline(never)]
    fn cluster_cut_ends(&mut self, lo: usize, hi: usize) {
        let b = self.src.as_bytes();
        if lo > 0 && b[lo] >= 0x80 {
            let c = self.src[lo..].chars().next().map_or(0, |c| c as u32);
            if b[lo - 1] >= 0x80 || !never_extends_ascii(c) {
                self.cluster_cut(lo);
            }
        }
        if hi > lo && b[hi - 1] >= 0x80 {
            let c = self.src[..hi].chars().next_back().map_or(0, |c| c as u32);
            if is_prepend(c) {
                self.cluster_cut(hi);
            }
        }
    }

    /// `src` had invalid UTF-8 bytes replaced by U+001A: those are reported
    /// by the caller, not as invalid characters.
    pub fn with_bad_bytes(mut self) -> Self {
        self.bad_bytes = true;
        self
    }

    pub fn src(&self) -> &'a str {
        self.src
    }

    /// Number of open frames above the top level.
    #[inline]
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    #[inline]
    fn newline_significant(&self) -> bool {
        self.top.nl_sig || self.raw_newlines
    }

    /// The nesting limit is hit at `at`: the token stream ends after the
    /// current token.
    #[cold]
    #[inline(never)]
    fn limit_hit(&mut self, at: Span) {
        if self.too_deep.is_none() {
            self.too_deep = Some(at);
            self.done = true;
            self.stop = true;
        }
    }

    #[inline]
    fn check_depth(&mut self, at: Span) {
        if self.depth_total > self.max_nesting {
            self.limit_hit(at);
        }
    }

    /// The host's delimiter limit is crossed at `at`.
    #[cold]
    #[inline(never)]
    fn delimiter_limit_hit(&mut self, at: Span) {
        if self.too_deep.is_none() {
            self.too_deep_delimiters = true;
            self.limit_hit(at);
        }
    }

    #[inline]
    fn push(&mut self, kind: FrameKind, at: Span) {
        if kind == FrameKind::Block {
            self.blocks_open += 1;
            if self.blocks_open > MAX_BLOCK_NESTING {
                self.limit_hit(at);
            }
        }
        if counts_as_delimiter(kind) {
            self.delimiters_open += 1;
            if self.delimiters_open > self.max_delimiters {
                self.delimiter_limit_hit(at);
            }
        }
        self.depth_total += 1;
        let outer = std::mem::replace(&mut self.top, Frame::new(kind));
        self.stack.push(outer);
        self.check_depth(at);
    }

    #[inline]
    fn pop(&mut self) {
        let Some(parent) = self.stack.pop() else {
            return;
        };
        let f = std::mem::replace(&mut self.top, parent);
        if f.kind == FrameKind::Block {
            self.blocks_open -= 1;
        }
        if counts_as_delimiter(f.kind) {
            self.delimiters_open -= 1;
        }
        let d = f.ops + f.max_child + 1;
        self.depth_total = self.depth_total.saturating_sub(d);
        let old = self.top.max_child;
        if d > old {
            self.top.max_child = d;
            self.depth_total += d - old;
        }
    }

    #[inline]
    fn add_op(&mut self, at: Span) {
        self.top.ops += 1;
        self.depth_total += 1;
        self.check_depth(at);
    }

    /// Items in a frame are siblings: fold the operator count into max_child.
    #[inline]
    fn item_sep(&mut self) {
        let f = &mut self.top;
        let (ops, old) = (f.ops, f.max_child);
        f.ops = 0;
        f.max_child = old.max(ops);
        // the frame counted ops + old; it now counts max(old, ops)
        self.depth_total -= old.min(ops);
    }

    /// The end of an item of a body (the top level or a block): the next
    /// item is a tree of its own, so the depth of the items before it does
    /// not add to its own (siblings in one expression fold through
    /// [`Self::item_sep`] instead).
    #[inline]
    fn body_item_end(&mut self) {
        let f = &mut self.top;
        self.depth_total -= f.ops + f.max_child;
        f.ops = 0;
        f.max_child = 0;
    }

    fn lex_diag(&mut self, span: Span, summary: &'static str, detail: &'static str) {
        self.diags.push(LexDiag {
            span,
            summary,
            detail,
        });
    }

    #[cold]
    #[inline(never)]
    fn invalid_char(&mut self) -> Spanned {
        let start = self.pos;
        let ch = self.src[start..].chars().next().expect("not at end");
        let end = start + ch.len_utf8();
        self.pos = end;
        let span = sp(start, end);
        if !ch.is_ascii() {
            self.cluster_cut_ends(start, end);
        }
        if ch == '\u{1a}' && self.bad_bytes {
            if !self.told_bad_utf8 {
                self.told_bad_utf8 = true;
                self.lex_diag(span, "Invalid character encoding", "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.");
            }
            return (start as u32, Tok::BadUtf8, end as u32);
        }
        if ch == '\u{201c}' || ch == '\u{201d}' {
            self.lex_diag(span, "Invalid character", "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code via documents or discussion forums. It might help to replace the character with a \"straight quote\".");
        } else {
            self.lex_diag(
                span,
                "Invalid character",
                "This character is not used within the language.",
            );
        }
        (start as u32, Tok::Invalid, end as u32)
    }

    /// Point the normal-mode scanner at `pos` (after another scanner or an
    /// invalid character moved on, when normal mode starts again).
    #[inline]
    fn resync(&mut self) {
        let mut lx = NormalTok::lexer(self.src);
        lx.bump(self.pos);
        self.nlx = lx;
    }

    /// The next token of normal (expression/body) mode, or the end of
    /// input. Comments and insignificant newlines are skipped here.
    #[inline(always)]
    fn scan_normal(&mut self) -> Option<Spanned> {
        use NormalTok as N;
        loop {
            // the commonest tokens (names, quotes, newlines, brackets, `=`
            // and `,`) are scanned here; the logos scanner, moved on to
            // `pos` first, takes the others
            let b = self.src.as_bytes();
            let mut i = self.pos;
            let mut lead = lead_at(b, i);
            if matches!(lead, Lead::Blank) {
                i = skip_blanks(b, i + 1);
                lead = lead_at(b, i);
            }
            let quick = match lead {
                Lead::One(t) => Some((t, i + 1)),
                // names, the commonest tokens, go straight on (no second
                // dispatch on the token kind)
                Lead::Name => return self.emit(N::Ident, i, ascii_ident_end(b, i + 1)),
                Lead::Eq if !matches!(b.get(i + 1), Some(b'=' | b'>')) => Some((N::Eq, i + 1)),
                _ => None,
            };
            let (t, s) = match quick {
                Some((t, end)) => (t, i..end),
                None => {
                    self.pos = i;
                    let at = self.nlx.span().end;
                    if at < i {
                        self.nlx.bump(i - at);
                    } else if at > i {
                        self.resync();
                    }
                    match self.nlx.next() {
                        Some(Ok(t)) => (t, self.nlx.span()),
                        None => {
                            self.pos = self.src.len();
                            return self.end_of_input();
                        }
                        Some(Err(())) => return Some(self.normal_invalid()),
                    }
                }
            };
            let t = match t {
                t if (t as u8) < (N::LineComment as u8) => t,
                t => {
                    // a newline or a comment
                    self.pos = s.end;
                    if self.newline_significant()
                        && (t == N::Newline
                            || (t == N::LineComment && self.src.as_bytes()[s.end - 1] == b'\n'))
                    {
                        if let Some(nl) = self.newline(sp(s.start, s.end)) {
                            return Some(nl);
                        }
                    }
                    continue;
                }
            };
            return self.emit(t, s.start, s.end);
        }
    }

    /// The token `t` (no newline or comment) scanned at `lo..hi`.
    #[inline(always)]
    fn emit(&mut self, t: NormalTok, lo: usize, hi: usize) -> Option<Spanned> {
        self.pos = hi;
        let mut span = sp(lo, hi);
        let was_fresh = std::mem::replace(&mut self.top.fresh, false);
        if self.held_newline.is_some() {
            return Some(self.after_held(t, span, was_fresh));
        }
        // (a name scanned here starts with an ASCII letter or `_`)
        let tok = self.normal_token(t, &mut span, was_fresh, true);
        self.last_depth = self.stack.len() as u32;
        Some((span.lo, tok, span.hi))
    }

    /// An identifier goes on past `hi` with non-ASCII characters: the end of
    /// the whole identifier (the normal scanner is moved there too).
    #[cold]
    #[inline(never)]
    fn ident_tail(&mut self, hi: usize) -> usize {
        let end = ident_continue_end(self.src, hi);
        if end > hi && self.src.as_bytes()[end - 1] >= 0x80 {
            self.cluster_cut(end);
        }
        end
    }

    /// A character no normal-mode token starts with: a non-ASCII identifier
    /// start, or an invalid character.
    #[cold]
    #[inline(never)]
    fn normal_invalid(&mut self) -> Spanned {
        let start = self.nlx.span().start;
        let c = self.src[start..].chars().next().expect("not at end");
        if !c.is_ascii() && is_ident_start(c) {
            let end = ident_continue_end(self.src, start + c.len_utf8());
            self.pos = end;
            self.cluster_cut_ends(start, end);
            // the scanner stopped after the error: move it to the end
            let at = self.nlx.span().end;
            if at <= end {
                self.nlx.bump(end - at);
            } else {
                self.resync();
            }
            let span = sp(start, end);
            let was_fresh = std::mem::replace(&mut self.top.fresh, false);
            if self.held_newline.is_some() {
                return self.after_held(NormalTok::Ident, span, was_fresh);
            }
            let tok = self.ident(span, was_fresh);
            self.last_depth = self.stack.len() as u32;
            return (span.lo, tok, span.hi);
        }
        self.pos = start;
        let r = self.invalid_char();
        self.resync();
        self.top.fresh = false;
        self.last_depth = self.stack.len() as u32;
        r
    }

    /// A token follows a held newline: a `for` drops the newline, anything
    /// else comes after it.
    #[cold]
    #[inline(never)]
    fn after_held(&mut self, t: NormalTok, mut span: Span, was_fresh: bool) -> Spanned {
        let (nl, d) = self.held_newline.take().expect("checked by the caller");
        let ascii_head = self.src.as_bytes()[span.lo as usize] < 0x80;
        let tok = self.normal_token(t, &mut span, was_fresh, ascii_head);
        let depth = self.stack.len() as u32;
        if tok == Tok::KwFor {
            self.last_depth = depth;
            return (span.lo, tok, span.hi);
        }
        self.pending = Some(((span.lo, tok, span.hi), depth));
        self.stop = true;
        self.last_depth = d;
        nl
    }

    /// A significant newline; None if it is held back.
    #[inline]
    fn newline(&mut self, span: Span) -> Option<Spanned> {
        if !self.top.nl_sig {
            // only with `raw_newlines`
            self.last_depth = self.stack.len() as u32;
            return Some((span.lo, Tok::Newline, span.hi));
        }
        let kind = self.top.kind;
        if kind == FrameKind::Object && self.top.fresh {
            // hold it: `{` newline `for` is still a for expression
            if self.held_newline.is_none() {
                self.held_newline =
                    Some(((span.lo, Tok::Newline, span.hi), self.stack.len() as u32));
            }
            return None;
        }
        if matches!(kind, FrameKind::Top | FrameKind::Block) {
            self.in_attr_expr = false;
            self.body_item_end();
        } else {
            self.item_sep();
        }
        self.last_depth = self.stack.len() as u32;
        Some((span.lo, Tok::Newline, span.hi))
    }

    /// `ascii_head`: a name `t` starts with an ASCII character (only
    /// those start compound tokens).
    #[inline(always)]
    fn normal_token(
        &mut self,
        t: NormalTok,
        span_out: &mut Span,
        was_fresh: bool,
        ascii_head: bool,
    ) -> Tok {
        use NormalTok as N;
        let span = *span_out;
        // a name right after `.` is a step of the traversal before it,
        // which starts no compound token
        let after_dot = std::mem::replace(&mut self.prev_dot, t == N::Dot);
        match t {
            N::LineComment | N::BlockComment | N::Newline => unreachable!("handled by caller"),
            N::Ident => {
                let hi = span.hi as usize;
                match self.src.as_bytes().get(hi) {
                    Some(&b) if b >= 0x80 => {
                        // the scanner took the ASCII run; a non-ASCII rest follows
                        let end = self.ident_tail(hi);
                        self.pos = end;
                        span_out.hi = end as u32;
                    }
                    // (a name that starts with a non-ASCII character comes
                    // here from `normal_invalid` after a held newline)
                    Some(b'.') if self.compound && ascii_head => {
                        let tok = self.ident(span, was_fresh);
                        if tok == Tok::Ident && !after_dot {
                            if let Some(end) = self.path_end(span) {
                                self.pos = end;
                                span_out.hi = end as u32;
                                return Tok::IdentPath;
                            }
                        }
                        return tok;
                    }
                    Some(b' ' | b'\t' | b'=') if self.compound && ascii_head => {
                        let tok = self.ident(span, was_fresh);
                        if tok == Tok::Ident && self.top.ops == 0 && !after_dot {
                            if let Some(end) = self.ident_eq_end(span) {
                                self.pos = end;
                                span_out.hi = end as u32;
                                if matches!(self.top.kind, FrameKind::Top | FrameKind::Block) {
                                    self.in_attr_expr = true;
                                }
                                return Tok::IdentEq;
                            }
                        }
                        return tok;
                    }
                    _ => {}
                }
                self.ident(*span_out, was_fresh)
            }
            N::Number => Tok::Number,
            N::Eq => {
                if matches!(self.top.kind, FrameKind::Top | FrameKind::Block) {
                    self.in_attr_expr = true;
                }
                Tok::Eq
            }
            N::Quote => {
                if self.compound {
                    if let Some(end) = self.plain_string_end(span.hi as usize) {
                        self.pos = end;
                        span_out.hi = end as u32;
                        return Tok::QuotedLit;
                    }
                }
                self.push(FrameKind::Quote, span);
                Tok::OQuote
            }
            N::LBrace => {
                if matches!(self.top.kind, FrameKind::Top | FrameKind::Block)
                    && !self.in_attr_expr
                    && self.mode == StartMode::Config
                {
                    self.push(FrameKind::Block, span);
                } else {
                    self.push(FrameKind::Object, span);
                }
                Tok::LBrace
            }
            N::RBrace => {
                if matches!(
                    self.top.kind,
                    FrameKind::Block
                        | FrameKind::Object
                        | FrameKind::ForBrace
                        | FrameKind::Interp
                        | FrameKind::Control
                ) {
                    // the common case: the top frame is the one closed
                    let k = self.top.kind;
                    self.pop();
                    if k == FrameKind::Block {
                        self.in_attr_expr = false;
                    }
                    return if matches!(k, FrameKind::Interp | FrameKind::Control) {
                        Tok::TemplateSeqEnd
                    } else {
                        Tok::RBrace
                    };
                }
                self.close_brace(false)
            }
            N::TildeRBrace => self.close_brace(true),
            N::LBrack => {
                self.add_op(span);
                self.push(FrameKind::Brack, span);
                Tok::LBrack
            }
            N::RBrack => {
                if matches!(self.top.kind, FrameKind::Brack | FrameKind::ForBrack) {
                    self.pop();
                }
                Tok::RBrack
            }
            N::LParen => {
                self.push(FrameKind::Paren, span);
                Tok::LParen
            }
            N::RParen => {
                if self.top.kind == FrameKind::Paren {
                    self.pop();
                }
                Tok::RParen
            }
            N::EqEq => self.op(Tok::EqEq, span),
            N::NotEq => self.op(Tok::NotEq, span),
            N::Bang => self.op(Tok::Bang, span),
            N::Lt => {
                if self.src.as_bytes().get(span.hi as usize) == Some(&b'<') {
                    if let Some(end) = self.unicode_heredoc(span.lo as usize) {
                        self.pos = end;
                        span_out.hi = end as u32;
                        return self.open_heredoc(*span_out);
                    }
                }
                self.op(Tok::Lt, span)
            }
            N::Le => self.op(Tok::Le, span),
            N::Gt => self.op(Tok::Gt, span),
            N::Ge => self.op(Tok::Ge, span),
            N::Plus => self.op(Tok::Plus, span),
            N::Minus => self.op(Tok::Minus, span),
            N::Star => self.op(Tok::Star, span),
            N::Slash => self.op(Tok::Slash, span),
            N::Percent => self.op(Tok::Percent, span),
            N::AndAnd => self.op(Tok::AndAnd, span),
            N::OrOr => self.op(Tok::OrOr, span),
            N::Question => self.op(Tok::Question, span),
            N::Colon => Tok::Colon,
            N::DoubleColon => Tok::DoubleColon,
            N::Dot => Tok::Dot,
            N::Comma => {
                self.item_sep();
                Tok::Comma
            }
            N::Ellipsis => Tok::Ellipsis,
            N::FatArrow => Tok::FatArrow,
            N::Heredoc => self.open_heredoc(span),
            N::BitAnd
            | N::BitOr
            | N::BitXor
            | N::BitNot
            | N::Backtick
            | N::Apostrophe
            | N::Semicolon => self.bad_token(t, span),
        }
    }

    /// A `"` ends at `from`: if the string's text up to its closing quote
    /// is plain (see [`Tok::QuotedLit`]), the end of that quote. The frame
    /// bookkeeping of the quote frame it does not open is done here: a
    /// closed quote frame counts one level below its parent.
    #[inline(always)]
    fn plain_string_end(&mut self, from: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        let i = class_run_end(b, from, &QUOTED_PLAIN);
        if i >= b.len() || b[i] != b'"' || self.depth_total >= self.max_nesting {
            return None;
        }
        if self.top.max_child == 0 {
            self.top.max_child = 1;
            self.depth_total += 1;
        }
        Some(i + 1)
    }

    /// The ASCII identifier `head` is followed by `.`: the end of the
    /// `.name` steps that follow it with no space, each an ASCII name not
    /// followed by a non-ASCII character, if there is one (not after
    /// `true`, `false` or `null`, whose steps the parser treats apart).
    #[inline]
    fn path_end(&self, head: Span) -> Option<usize> {
        let b = self.src.as_bytes();
        let text = &b[head.lo as usize..head.hi as usize];
        if matches!(text, b"true" | b"false" | b"null") {
            return None;
        }
        let mut i = head.hi as usize;
        let mut end = None;
        while i + 1 < b.len()
            && b[i] == b'.'
            && (b[i + 1].is_ascii_alphabetic() || b[i + 1] == b'_')
        {
            let j = ascii_ident_end(b, i + 2);
            if j < b.len() && b[j] >= 0x80 {
                break;
            }
            end = Some(j);
            i = j;
        }
        end
    }

    /// The ASCII identifier `name`, at the start of an item (no operator
    /// before it in its frame, no `.`), is followed by spaces or `=`: if that is an
    /// `=` (not `==` or `=>`), the end of it.
    #[inline(always)]
    fn ident_eq_end(&self, name: Span) -> Option<usize> {
        let b = self.src.as_bytes();
        // names are often padded to align the `=`s
        let i = skip_blanks(b, name.hi as usize);
        if b.get(i) != Some(&b'=') || matches!(b.get(i + 1), Some(b'=' | b'>')) {
            return None;
        }
        Some(i + 1)
    }

    #[inline]
    fn op(&mut self, t: Tok, span: Span) -> Tok {
        self.add_op(span);
        t
    }

    /// `}` (or `~}`) closes the nearest brace-like frame, skipping brackets.
    #[inline(never)]
    fn close_brace(&mut self, tilde: bool) -> Tok {
        // frames are `stack` then `top`; find the closed one's index
        let n = self.stack.len() + 1;
        let kind_at = |s: &Self, i: usize| {
            if i == n - 1 {
                s.top.kind
            } else {
                s.stack[i].kind
            }
        };
        let mut i = n - 1;
        while i > 0 && is_bracket(kind_at(self, i)) {
            i -= 1;
        }
        let k = kind_at(self, i);
        match k {
            FrameKind::Interp | FrameKind::Control => {
                while self.stack.len() + 1 > i {
                    self.pop();
                }
                Tok::TemplateSeqEnd
            }
            FrameKind::Block | FrameKind::Object | FrameKind::ForBrace => {
                while self.stack.len() + 1 > i {
                    self.pop();
                }
                if k == FrameKind::Block {
                    self.in_attr_expr = false;
                }
                // `~}` still closes the brace, as the reference's scanner
                // counts it, but stays a sequence end for the parser to reject
                if tilde {
                    Tok::TemplateSeqEnd
                } else {
                    Tok::RBrace
                }
            }
            _ if tilde => Tok::TemplateSeqEnd,
            _ => Tok::RBrace,
        }
    }

    /// `<<` or `<<-` at `lo`, an identifier with a non-ASCII character and
    /// a newline (the scanner's heredoc pattern only takes ASCII markers):
    /// the end of the opener.
    #[cold]
    #[inline(never)]
    fn unicode_heredoc(&self, lo: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        let mut i = lo + 2;
        if b.get(i) == Some(&b'-') {
            i += 1;
        }
        let c = self.src[i..].chars().next()?;
        if !is_ident_start(c) {
            return None;
        }
        i = ident_continue_end(self.src, i + c.len_utf8());
        if b.get(i) == Some(&b'\r') {
            i += 1;
        }
        (b.get(i) == Some(&b'\n')).then_some(i + 1)
    }

    #[inline(never)]
    fn open_heredoc(&mut self, span: Span) -> Tok {
        let text = &self.src[span.lo as usize..span.hi as usize];
        let skip = if text.as_bytes()[2] == b'-' { 3 } else { 2 };
        let trimmed = text.trim_end_matches(['\n', '\r']);
        let marker = Span::new(span.lo + skip, span.lo + trimmed.len() as u32);
        self.push(FrameKind::Heredoc, span);
        self.top.marker = marker;
        self.line_start = true;
        Tok::OHeredoc
    }

    /// Tokens that are never valid: diagnosed (a few times) and passed on.
    #[cold]
    #[inline(never)]
    fn bad_token(&mut self, t: NormalTok, span: Span) -> Tok {
        use NormalTok as N;
        match t {
            N::BitAnd | N::BitOr | N::BitXor | N::BitNot => {
                let (tk, detail) = match t {
                    N::BitAnd => (
                        Tok::BitAnd,
                        "Bitwise operators are not supported. Did you mean boolean AND (\"&&\")?",
                    ),
                    N::BitOr => (
                        Tok::BitOr,
                        "Bitwise operators are not supported. Did you mean boolean OR (\"||\")?",
                    ),
                    N::BitNot => (
                        Tok::BitNot,
                        "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?",
                    ),
                    _ => (Tok::BitXor, "Bitwise operators are not supported."),
                };
                if self.told_bitwise < 4 {
                    self.told_bitwise += 1;
                    self.lex_diag(span, "Unsupported operator", detail);
                }
                tk
            }
            N::Backtick => {
                if self.told_backtick.is_multiple_of(2) {
                    self.lex_diag(span, "Invalid character", "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like \"<<EOT\".");
                }
                if self.told_backtick <= 2 {
                    self.told_backtick += 1;
                }
                Tok::Backtick
            }
            N::Apostrophe => {
                if self.told_apostrophe.is_multiple_of(2) {
                    self.lex_diag(
                        span,
                        "Invalid character",
                        "Single quotes are not valid. Use double quotes (\") to enclose strings.",
                    );
                }
                if self.told_apostrophe <= 2 {
                    self.told_apostrophe += 1;
                }
                Tok::Apostrophe
            }
            _ => {
                if !self.told_semicolon {
                    self.told_semicolon = true;
                    self.lex_diag(span, "Invalid character", "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate items in collection values.");
                }
                Tok::Semicolon
            }
        }
    }

    #[inline]
    fn ident(&mut self, span: Span, was_fresh: bool) -> Tok {
        let kind = self.top.kind;
        // most identifiers are plain names at body or object level
        match kind {
            FrameKind::Top | FrameKind::Block | FrameKind::Paren | FrameKind::Interp => Tok::Ident,
            FrameKind::Object | FrameKind::Brack if !was_fresh => Tok::Ident,
            _ => self.ident_keyword(span, was_fresh),
        }
    }

    /// An identifier where it may be a contextual keyword.
    #[inline(never)]
    fn ident_keyword(&mut self, span: Span, was_fresh: bool) -> Tok {
        let text = &self.src.as_bytes()[span.lo as usize..span.hi as usize];
        match self.top.kind {
            FrameKind::Brack if was_fresh && text == b"for" => {
                self.top.kind = FrameKind::ForBrack;
                Tok::KwFor
            }
            FrameKind::Object if was_fresh && text == b"for" => {
                self.top.kind = FrameKind::ForBrace;
                self.top.nl_sig = false;
                Tok::KwFor
            }
            FrameKind::ForBrack | FrameKind::ForBrace => match text {
                b"in" => Tok::KwIn,
                b"if" => Tok::KwIf,
                _ => Tok::Ident,
            },
            FrameKind::Control if was_fresh => match text {
                b"if" => {
                    self.directive_depth(1, span);
                    Tok::KwIf
                }
                b"else" => Tok::KwElse,
                b"endif" => {
                    self.directive_depth(-1, span);
                    Tok::KwEndif
                }
                b"endfor" => {
                    self.directive_depth(-1, span);
                    Tok::KwEndfor
                }
                b"for" => {
                    self.directive_depth(1, span);
                    self.top.for_directive = true;
                    Tok::KwFor
                }
                _ => Tok::Ident,
            },
            FrameKind::Control if self.top.for_directive && text == b"in" => Tok::KwIn,
            _ => Tok::Ident,
        }
    }

    /// `%{ if`/`%{ for` nest template content: count them as operators of
    /// the enclosing template frame (and `endif`/`endfor` undo that).
    fn directive_depth(&mut self, delta: i32, at: Span) {
        // the enclosing frame is the one right below the directive's
        if self.stack.len() < 2 {
            return;
        }
        let f = self.stack.last_mut().expect("checked");
        if delta > 0 {
            f.ops += 1;
            self.depth_total += 1;
            self.check_depth(at);
        } else if f.ops > 0 {
            f.ops -= 1;
            self.depth_total -= 1;
        }
    }

    /// A `$` or `%` that is the last byte of a configuration file or
    /// expression: the reference's scanner takes either in a template only
    /// with a character after it, so there it is an invalid character. (A
    /// bare template, e.g. a JSON string's, may end in one.)
    #[inline]
    fn lone_sigil_at_end(&self, lo: usize, hi: usize) -> bool {
        hi == self.src.len()
            && hi == lo + 1
            && self.mode != StartMode::Template
            && matches!(self.src.as_bytes()[lo], b'$' | b'%')
    }

    /// The next token inside a quoted template.
    #[inline(always)]
    fn scan_quoted(&mut self) -> Option<Spanned> {
        if self.qlx.span().end != self.pos {
            let mut lx = QuotedTok::lexer(self.src);
            lx.bump(self.pos);
            self.qlx = lx;
        }
        let t = match self.qlx.next() {
            Some(Ok(t)) => t,
            None => {
                self.pos = self.src.len();
                return None;
            }
            Some(Err(())) => return Some(self.invalid_char()),
        };
        let s = self.qlx.span();
        let (lo, hi) = (s.start, s.end);
        self.pos = hi;
        let tok = match t {
            QuotedTok::Lit if self.lone_sigil_at_end(lo, hi) => {
                self.pos = lo;
                return Some(self.invalid_char());
            }
            QuotedTok::Lit => Tok::TemplateLit,
            QuotedTok::Close => {
                self.pop();
                self.resync();
                Tok::CQuote
            }
            _ => return Some(self.quoted_other(t, sp(lo, hi))),
        };
        Some((lo as u32, tok, hi as u32))
    }

    /// The less common tokens inside a quoted template.
    #[inline(never)]
    fn quoted_other(&mut self, t: QuotedTok, span: Span) -> Spanned {
        let tok = match t {
            QuotedTok::Interp => {
                self.push(FrameKind::Interp, span);
                self.resync();
                Tok::TemplateInterp
            }
            QuotedTok::Control => {
                self.push(FrameKind::Control, span);
                self.resync();
                Tok::TemplateControl
            }
            QuotedTok::LitU => {
                self.lit_cluster_cuts(span);
                Tok::TemplateLit
            }
            QuotedTok::Sub if !self.bad_bytes => Tok::TemplateLit,
            QuotedTok::Sub | QuotedTok::Backslash => {
                self.pos = span.lo as usize;
                return self.invalid_char();
            }
            QuotedTok::Newline => {
                self.lex_diag(span, "Invalid multi-line string", "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.");
                Tok::QuotedNewline
            }
            QuotedTok::Lit | QuotedTok::Close => unreachable!("handled by scan_quoted"),
        };
        (span.lo, tok, span.hi)
    }

    #[inline(never)]
    fn scan_heredoc(&mut self, with_marker: bool) -> Option<Spanned> {
        if with_marker && self.line_start {
            if let Some(end) = self.closing_marker() {
                let lo = self.pos;
                self.pos = end;
                self.line_start = false;
                self.pop();
                self.resync();
                return Some((lo as u32, Tok::CHeredoc, end as u32));
            }
        }
        let mut lx = HeredocTok::lexer(&self.src[self.pos..]);
        let base = self.pos;
        let t = match lx.next() {
            None => {
                self.pos = self.src.len();
                return None;
            }
            Some(Err(())) => return Some(self.invalid_char()),
            Some(Ok(t)) => t,
        };
        let s = lx.span();
        let (lo, hi) = (base + s.start, base + s.end);
        self.pos = hi;
        let span = sp(lo, hi);
        self.line_start = false;
        let tok = match t {
            HeredocTok::Interp => {
                self.push(FrameKind::Interp, span);
                self.resync();
                Tok::TemplateInterp
            }
            HeredocTok::Control => {
                self.push(FrameKind::Control, span);
                self.resync();
                Tok::TemplateControl
            }
            HeredocTok::Sub if self.bad_bytes => {
                self.pos = lo;
                return Some(self.invalid_char());
            }
            HeredocTok::Sub => Tok::TemplateLit,
            HeredocTok::Lit if self.lone_sigil_at_end(lo, hi) => {
                self.pos = lo;
                return Some(self.invalid_char());
            }
            HeredocTok::Lit => {
                if self.src.as_bytes()[hi - 1] == b'\n' {
                    self.line_start = true;
                }
                Tok::TemplateLit
            }
            HeredocTok::LitU => {
                if self.src.as_bytes()[hi - 1] == b'\n' {
                    self.line_start = true;
                }
                self.lit_cluster_cuts(span);
                Tok::TemplateLit
            }
        };
        Some((lo as u32, tok, hi as u32))
    }

    /// The cluster cuts at the ends of a piece of literal template text
    /// with a non-ASCII character. The reference scans `$${~` (and `%%{~`)
    /// as one token where this lexer takes `$${` and leaves the `~` to the
    /// literal that follows: the reference's boundary is after the `~`.
    #[cold]
    #[inline(never)]
    fn lit_cluster_cuts(&mut self, span: Span) {
        let (lo, hi) = (span.lo as usize, span.hi as usize);
        let b = self.src.as_bytes();
        let escaped_brace = lo >= 3 && matches!(&b[lo - 3..lo], b"$${" | b"%%{");
        let lo = if escaped_brace && b[lo] == b'~' {
            lo + 1
        } else {
            lo
        };
        if lo < hi {
            self.cluster_cut_ends(lo, hi);
        }
    }

    /// If the line at `pos` is the heredoc's closing marker, the end of the
    /// marker (and trailing spaces).
    fn closing_marker(&self) -> Option<usize> {
        let m = self.top.marker;
        let marker = &self.src[m.lo as usize..m.hi as usize];
        let b = self.src.as_bytes();
        let mut i = self.pos;
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        if !self.src[i..].starts_with(marker) {
            return None;
        }
        i += marker.len();
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        let end = i;
        if b.get(i) == Some(&b'\r') {
            i += 1;
        }
        if b.get(i) == Some(&b'\n') {
            Some(end)
        } else {
            None
        }
    }

    /// The next token, or None at the end of input.
    #[inline(always)]
    pub fn next_token(&mut self) -> Option<Spanned> {
        if !self.stop {
            match self.top.scanner {
                Scanner::Normal => return self.scan_normal(),
                Scanner::Quoted if self.pos < self.src.len() => {
                    let r = self.scan_quoted();
                    if r.is_some() {
                        self.last_depth = self.stack.len() as u32;
                        return r;
                    }
                }
                _ => {}
            }
        }
        self.next_token_slow()
    }

    /// A pending token, the end, or a template-mode token.
    #[inline(never)]
    fn next_token_slow(&mut self) -> Option<Spanned> {
        if let Some((t, d)) = self.pending.take() {
            self.stop = self.done;
            self.last_depth = d;
            return Some(t);
        }
        if !self.done && self.pos < self.src.len() {
            let r = match self.top.scanner {
                Scanner::Normal => return self.next_token(),
                Scanner::Quoted => self.scan_quoted(),
                Scanner::Heredoc => self.scan_heredoc(true),
                Scanner::Template => self.scan_heredoc(false),
            };
            if r.is_some() {
                self.last_depth = self.stack.len() as u32;
                return r;
            }
        }
        self.end_of_input()
    }

    /// Nothing left to scan: a held newline is the last token.
    #[cold]
    fn end_of_input(&mut self) -> Option<Spanned> {
        self.held_newline.take().map(|(t, d)| {
            self.last_depth = d;
            t
        })
    }

    /// The frame depth after the token last returned by `next_token`.
    #[inline]
    pub fn token_depth(&self) -> usize {
        self.last_depth as usize
    }

    /// Start scanning at `pos`, the start of a line (right after a `\n`),
    /// as a lexer over the configuration from there would: at the top
    /// level, in normal mode, with spans still counted from the start of
    /// the whole text. The parallel check (`parser::check_config_source`)
    /// lexes the second half of a file from a probable item boundary with
    /// this.
    pub(crate) fn starting_at(mut self, pos: usize) -> Self {
        debug_assert!(pos == 0 || self.src.as_bytes().get(pos - 1) == Some(&b'\n'));
        self.pos = pos.min(self.src.len());
        self.line_start = true;
        self.resync();
        self
    }

    /// After a top-level newline token: whether the lexer is between two
    /// top-level items with nothing held, open or reported, so that a lexer
    /// [started](Self::starting_at) at the newline's end yields the same
    /// tokens from there on (the nesting count starts afresh with each body
    /// item, see `body_item_end`). Not inside any frame, with a held or
    /// pending token, after a `.`, after a diagnostic or at the end.
    pub(crate) fn at_item_boundary(&self) -> bool {
        let clean = self.stack.is_empty()
            && self.top.kind == FrameKind::Top
            && matches!(self.top.scanner, Scanner::Normal)
            && self.top.nl_sig
            && self.top.ops == 0
            && self.mode == StartMode::Config
            && self.pending.is_none()
            && self.held_newline.is_none()
            && !self.in_attr_expr
            && !self.prev_dot
            && !self.raw_newlines
            && !self.done
            && !self.stop
            && self.too_deep.is_none()
            && self.diags.is_empty()
            && self.blocks_open == 0
            && self.delimiters_open == 0;
        debug_assert!(!clean || self.depth_total == 1);
        clean
    }
}

impl Iterator for Lexer<'_> {
    type Item = Spanned;
    #[inline]
    fn next(&mut self) -> Option<Spanned> {
        self.next_token()
    }
}

#[cfg(test)]
mod cluster_tests {
    use super::*;
    use unicode_segmentation::UnicodeSegmentation;

    /// `is_prepend` is exactly the set of characters that join a following
    /// ASCII letter into one cluster, and `never_extends_ascii` holds no
    /// character that joins a preceding ASCII letter.
    #[test]
    fn prepend_and_ascii_extension_tables() {
        let mut bad = Vec::new();
        for cp in 0x80..=0x10_FFFFu32 {
            let Some(c) = char::from_u32(cp) else {
                continue;
            };
            let joins_next = format!("{c}a").graphemes(true).count() == 1;
            if is_prepend(cp) != joins_next {
                bad.push(format!("{cp:04X} prepend {joins_next}"));
            }
            if never_extends_ascii(cp) && format!("a{c}").graphemes(true).count() != 2 {
                bad.push(format!("{cp:04X} extends"));
            }
        }
        assert!(bad.is_empty(), "{}", bad.join(", "));
    }

    fn breaks(src: &str, mode: StartMode) -> Vec<u32> {
        let mut lx = Lexer::new(src, mode);
        while lx.next_token().is_some() {}
        lx.cluster_breaks().to_vec()
    }

    #[test]
    fn records_only_boundaries_inside_clusters() {
        // ASCII, and non-ASCII tokens that cut no cluster: nothing
        assert!(breaks(
            "a = b.c[\"d\"]\r\nx = <<EOT\nz ${y}\nEOT\n",
            StartMode::Config
        )
        .is_empty());
        assert!(breaks("a = \"é ü\" + названия.é\nb = 中文\n", StartMode::Config).is_empty());
        // a combining mark starting an invalid token after a number
        assert_eq!(breaks("a = 1\u{301} + b\n", StartMode::Config), vec![5]);
        // ... starting literal text after an interpolation (quoted, heredoc)
        assert_eq!(breaks("a = \"${x}\u{301}\"\n", StartMode::Config), vec![9]);
        assert_eq!(
            breaks("a = <<EOT\n${x}\u{301}\nEOT\n", StartMode::Config),
            vec![14]
        );
        // a Prepend character ending an identifier or literal text
        assert_eq!(breaks("a = x\u{d4e}.y\n", StartMode::Config), vec![8]);
        assert_eq!(breaks("a = \"\u{600}${x}\"\n", StartMode::Config), vec![7]);
        // the reference's `$${~` token: the cut is after the `~`
        assert_eq!(breaks("a = \"$${~\u{301}\"\n", StartMode::Config), vec![9]);
        // a combining mark at a line start cuts nothing
        assert!(breaks("a = 1\n\u{301}\n", StartMode::Config).is_empty());
        // the other entry points
        assert_eq!(breaks("${x}\u{301}", StartMode::Template), vec![4]);
        assert_eq!(breaks("x + \u{301}", StartMode::Expression), vec![4]);
    }
}

#[cfg(test)]
mod run_tests {
    use super::*;

    /// `class_run_end` ends every run where a byte-by-byte scan does: from
    /// every start in texts whose runs end at each position of a round and
    /// in the last bytes before the end.
    #[test]
    fn class_runs_end_where_a_byte_scan_does() {
        let naive = |b: &[u8], mut i: usize, class: &[bool; 256]| {
            while i < b.len() && class[b[i] as usize] {
                i += 1;
            }
            i
        };
        let mut texts: Vec<Vec<u8>> = Vec::new();
        for n in 0..20 {
            for stop in [b' ', b'"', b'.', b'$', b'\\', b'\n', 0x1a, 0xc3, 0x7f, 0] {
                let mut t: Vec<u8> = (0..n).map(|k| b"ab_-Z09xq"[k % 9]).collect();
                t.push(stop);
                t.extend_from_slice(b"name-1 = \"text\"");
                texts.push(t.clone());
                t.truncate(n);
                texts.push(t);
            }
        }
        let all: Vec<u8> = (0..=255).collect();
        texts.push(all.repeat(2));
        let classes: &[&[bool; 256]] = &[&IDENT_CONTINUE, &QUOTED_PLAIN];
        let mut checked = 0;
        for t in &texts {
            for &class in classes {
                for i in 0..=t.len() + 1 {
                    let want = if i > t.len() { i } else { naive(t, i, class) };
                    assert_eq!(class_run_end(t, i, class), want, "{t:?} from {i}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// `skip_blanks` ends every run of spaces and tabs where a byte-by-byte
    /// scan does, however long the run and wherever its tabs are.
    #[test]
    fn blank_runs_end_where_a_byte_scan_does() {
        let naive = |b: &[u8], mut i: usize| {
            while i < b.len() && matches!(b[i], b' ' | b'\t') {
                i += 1;
            }
            i
        };
        let mut checked = 0;
        for n in 0..20 {
            for tab_at in [None, Some(0), Some(1), Some(7), Some(8), Some(n / 2)] {
                for tail in [&b""[..], b"x", b"\n", b"= 1", b"\x00 "] {
                    let mut t = vec![b' '; n];
                    if let Some(k) = tab_at.filter(|&k| k < n) {
                        t[k] = b'\t';
                    }
                    t.extend_from_slice(tail);
                    for i in 0..=t.len() {
                        assert_eq!(skip_blanks(&t, i), naive(&t, i), "{t:?} from {i}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 5_000, "{checked}");
    }
}
