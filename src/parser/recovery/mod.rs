//! The recovery parser: a recursive-descent parser of the native syntax
//! that behaves as the reference's `hclsyntax` parser does on input with
//! errors — the same decisions about where newlines count, the same
//! `recovery` flag (after the first error in an item, most later errors of
//! that item are no longer reported), the same skips to resume after an
//! error, and the same diagnostics, made where the error is found.
//!
//! It reads the lexer's tokens as it needs them (and forgets them once
//! read: it never goes back), with every newline as a token (the lexer's
//! raw-newline mode), and decides itself whether a newline counts: [`Parser::peek`] skips newlines while the innermost
//! entry of its newline stack says so, as the reference's peeker does
//! (brackets, parentheses, `for` expressions and template sequences push
//! "skip", object constructors push "keep").
//!
//! It builds its tree through the grammar's actions ([`Build`] on
//! [`Ctx`]), so that on valid input its tree is the generated parser's; a
//! lib test holds the two equal on every valid input of the tests.
//!
//! One entry point, [`parse`], for the four things the reference parses: a
//! whole file, a standalone expression, a bare template and an absolute
//! traversal ([`Goal`]).
//!
//! A caller that wants only the diagnostics of a file (`hcl check`, the
//! language server) has it drop each body item's nodes once the item is
//! parsed ([`Config::drop_items`]): with the tokens forgotten as they are
//! read, the parse then holds the text and little more.

mod body;
mod expr;
mod template;
mod traversal;

use super::actions::{Ctx, Names, Parked};
use crate::ast::{self, Expr};
use crate::diagnostic::{Diagnostic, DiagnosticKind, Diagnostics, SourceFile, Span};
use crate::lexer::{Lexer, StartMode, Tok};
use std::sync::Arc;

/// A token: where it is and what it is (keywords are plain names here;
/// the parser tells them by their text, as the reference does).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Token {
    pub span: Span,
    pub t: Tok,
}

pub(crate) struct Parser<'a> {
    src: &'a str,
    /// The tokens, read from the lexer as the parser asks for them.
    toks: std::cell::RefCell<Tokens<'a>>,
    /// The index of the next token to read.
    next: usize,
    /// Whether newlines count, innermost last (never empty).
    newlines: Vec<bool>,
    /// The reference's recovery flag: set by most errors, never cleared.
    recovery: bool,
    /// How many diagnostics there were when the end of input was first
    /// read (after a nesting-limit cut, the later ones are its echoes).
    end_read: Option<usize>,
    /// Only the diagnostics are wanted: each body item's nodes are dropped
    /// once it is parsed (its name kept for the duplicate check).
    drop_items: bool,
    /// The names of the top-level attributes before a restart (see
    /// [`Config::restart`]), for the file body's duplicate check.
    seed: Option<Names>,
    ctx: Ctx,
}

/// The token stream (newlines raw), then the end of input: read from the
/// lexer as the parser asks for them, and forgotten once read (all but the
/// last one read), so that a file's tokens are never all held at once (the
/// parser never goes back).
struct Tokens<'a> {
    lx: Lexer<'a>,
    /// The tokens from index `base` on that are held.
    buf: std::collections::VecDeque<Token>,
    base: usize,
    /// The index of the end of input, once the lexer gave its last token.
    eof: Option<usize>,
}

/// Read tokens are forgotten in batches of at least this many.
const FORGET_BATCH: usize = 4096;

impl<'a> Tokens<'a> {
    fn new(lx: Lexer<'a>) -> Tokens<'a> {
        Tokens {
            lx: lx.with_every_newline(),
            buf: std::collections::VecDeque::new(),
            base: 0,
            eof: None,
        }
    }

    /// Token `i` (the end of input for any index past it), and its index.
    fn get(&mut self, i: usize) -> (usize, Token) {
        while self.eof.is_none() && self.base + self.buf.len() <= i {
            match self.lx.next_token() {
                Some((lo, t, hi)) => self.buf.push_back(Token {
                    span: Span::new(lo, hi),
                    t: keyword_as_name(t),
                }),
                None => {
                    let n = self.lx.src().len() as u32;
                    self.eof = Some(self.base + self.buf.len());
                    self.buf.push_back(Token {
                        span: Span::new(n, n),
                        t: Tok::Eof,
                    });
                }
            }
        }
        let i = self.eof.map_or(i, |e| i.min(e));
        (i, self.buf[i - self.base])
    }

    /// Token `i` was read: the ones before it are no longer needed.
    fn forget_before(&mut self, i: usize) {
        let k = i.saturating_sub(self.base);
        if k >= FORGET_BATCH {
            self.buf.drain(..k);
            self.base += k;
        }
    }

    /// Lex the rest (its diagnostics count), then what the lexer found.
    fn finish(mut self) -> LexEnd {
        if self.eof.is_none() {
            while self.lx.next_token().is_some() {}
        }
        let lx = &mut self.lx;
        LexEnd {
            diags: std::mem::take(&mut lx.diags),
            too_deep: lx.too_deep,
            too_deep_delimiters: lx.too_deep_delimiters,
            max_delimiters: lx.max_delimiters,
            max_nesting: lx.max_nesting,
        }
    }
}

/// What the lexer found besides the tokens.
struct LexEnd {
    diags: Vec<crate::lexer::LexDiag>,
    too_deep: Option<Span>,
    too_deep_delimiters: bool,
    max_delimiters: u32,
    max_nesting: u32,
}

fn keyword_as_name(t: Tok) -> Tok {
    match t {
        Tok::KwFor | Tok::KwIn | Tok::KwIf | Tok::KwElse | Tok::KwEndif | Tok::KwEndfor => {
            Tok::Ident
        }
        t => t,
    }
}

/// The lexer's diagnostics, a nesting-limit error, then the parser's. A
/// nesting-limit cut ends the token stream early: what the parser reports
/// at or after that false end of input (unclosed brackets, say) is left out.
fn finish(file: &SourceFile, p: Parser<'_>) -> Diagnostics {
    let end_read = p.end_read;
    let lex = p.toks.into_inner().finish();
    let parsed = p.ctx.diags;
    let mut out = Diagnostics::new();
    for d in &lex.diags {
        out.push(d.to_diagnostic(file));
    }
    if let Some(at) = lex.too_deep {
        let detail = if lex.too_deep_delimiters {
            format!(
                "This input opens brackets, braces, parentheses or template sequences (\"${{\", \"%{{\") more than {} levels deep (limit max_nesting).",
                lex.max_delimiters
            )
        } else {
            format!(
                "This input nests brackets, templates or operators more than {} levels deep, or blocks more than {} levels deep, which is not supported.",
                lex.max_nesting,
                crate::depth::MAX_BLOCK_NESTING
            )
        };
        out.push(
            Diagnostic::error("Nesting too deep", detail)
                .with_subject(file.range(at))
                .with_kind(DiagnosticKind::LimitExceeded),
        );
    }
    let too_deep = lex.too_deep.is_some();
    let len = file.text().len();
    for (i, d) in parsed.into_iter().enumerate() {
        if too_deep
            && (end_read.is_some_and(|n| i >= n)
                || d.subject.as_ref().is_some_and(|r| r.start.byte >= len))
        {
            continue;
        }
        out.push(d);
    }
    out
}

/// What to parse: a whole configuration file, a standalone expression, a
/// bare template or an absolute traversal (the reference's `ParseConfig`,
/// `ParseExpression`, `ParseTemplate` and `ParseTraversalAbs`).
pub(crate) trait Goal {
    type Out;
    /// Where the lexer starts.
    fn mode(&self) -> StartMode;
    /// The text had invalid UTF-8 replaced (see `sanitize_utf8`).
    fn bad_bytes(&self) -> bool {
        false
    }
    /// Only the diagnostics are wanted (see [`Parser::drop_items`]).
    fn drop_items(&self) -> bool {
        false
    }
    /// Where to start instead of the start, with the top-level attribute
    /// names of the items before it (see [`Config::restart`]).
    fn restart(&mut self) -> Option<(u32, Names)> {
        None
    }
    fn run(p: &mut Parser<'_>) -> Self::Out;
}

/// A configuration file (`bad_bytes`: see [`Goal::bad_bytes`];
/// `drop_items`: see [`Goal::drop_items`]).
#[derive(Default)]
pub(crate) struct Config {
    pub bad_bytes: bool,
    pub drop_items: bool,
    /// Start at this line start after a top-level newline instead of at the
    /// start, the file's top-level attributes before it being these names:
    /// the items before it are clean (they parse with nothing to report, so
    /// the recovery flag is still off there). With `drop_items` only.
    pub restart: Option<(u32, Names)>,
}
/// A standalone expression (newlines do not count at its top level).
pub(crate) struct Expression;
/// A bare template (literal text with sequences, to the end).
pub(crate) struct Template;
/// An absolute traversal (newlines do not count).
pub(crate) struct TraversalAbs;

impl Goal for Config {
    type Out = ast::Body;
    fn mode(&self) -> StartMode {
        StartMode::Config
    }
    fn bad_bytes(&self) -> bool {
        self.bad_bytes
    }
    fn drop_items(&self) -> bool {
        self.drop_items
    }
    fn restart(&mut self) -> Option<(u32, Names)> {
        self.restart.take()
    }
    fn run(p: &mut Parser<'_>) -> ast::Body {
        p.parse_file()
    }
}

impl Goal for Expression {
    type Out = Expr;
    fn mode(&self) -> StartMode {
        StartMode::Expression
    }
    fn run(p: &mut Parser<'_>) -> Expr {
        p.parse_bare_expression()
    }
}

impl Goal for Template {
    type Out = Expr;
    fn mode(&self) -> StartMode {
        StartMode::Template
    }
    fn run(p: &mut Parser<'_>) -> Expr {
        p.parse_bare_template()
    }
}

impl Goal for TraversalAbs {
    type Out = ast::Traversal;
    fn mode(&self) -> StartMode {
        StartMode::Expression
    }
    fn run(p: &mut Parser<'_>) -> ast::Traversal {
        p.parse_bare_traversal()
    }
}

/// The recovery parser's one entry point: parse `file` as `goal` says, at
/// most `max_nesting` delimiters deep, into what it could build and every
/// diagnostic (the lexer's, then the parser's).
pub(crate) fn parse<G: Goal>(
    file: Arc<SourceFile>,
    mut goal: G,
    max_nesting: u64,
) -> (G::Out, Diagnostics) {
    let text = file.text_arc().clone();
    let mut lx = Lexer::new(&text, goal.mode())
        .with_source(file.clone())
        .with_max_nesting(max_nesting);
    if goal.bad_bytes() {
        lx = lx.with_bad_bytes();
    }
    let restart = goal.restart();
    if let Some((at, _)) = &restart {
        lx = lx.starting_at(*at as usize);
    }
    let mut p = Parser::new(&text, Tokens::new(lx), file.clone());
    p.drop_items = goal.drop_items();
    p.seed = restart.map(|(_, names)| names);
    debug_assert!(p.seed.is_none() || p.drop_items);
    let out = G::run(&mut p);
    let diags = finish(&file, p);
    (out, diags)
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, toks: Tokens<'a>, file: Arc<SourceFile>) -> Parser<'a> {
        Parser {
            src,
            toks: std::cell::RefCell::new(toks),
            next: 0,
            newlines: vec![true],
            recovery: false,
            end_read: None,
            drop_items: false,
            seed: None,
            ctx: Ctx::new(file),
        }
    }

    // ---- the peeker ----

    /// The index of the next token that counts (the end of input last).
    /// The next token that counts (the end of input last), and its index.
    fn next_token(&self) -> (usize, Token) {
        let keep = *self.newlines.last().unwrap_or(&true);
        let mut toks = self.toks.borrow_mut();
        let mut i = self.next;
        loop {
            let (at, t) = toks.get(i);
            if t.t != Tok::Newline || keep || t.t == Tok::Eof {
                return (at, t);
            }
            i = at + 1;
        }
    }

    fn peek(&self) -> Token {
        self.next_token().1
    }

    fn read(&mut self) -> Token {
        let (i, t) = self.next_token();
        self.next = i + 1;
        if t.t == Tok::Eof && self.end_read.is_none() {
            self.end_read = Some(self.ctx.diags.len());
        }
        self.toks.get_mut().forget_before(i);
        t
    }

    /// The span of the last token read (of the next one before any).
    fn prev_span(&self) -> Span {
        if self.next == 0 {
            return self.peek().span;
        }
        self.toks.borrow_mut().get(self.next - 1).1.span
    }

    fn push_newlines(&mut self, keep: bool) {
        self.newlines.push(keep);
    }

    fn pop_newlines(&mut self) {
        if self.newlines.len() > 1 {
            self.newlines.pop();
        }
    }

    fn text(&self, s: Span) -> &'a str {
        &self.src[s.lo as usize..s.hi as usize]
    }

    /// The token is the name `kw`.
    fn is_keyword(&self, t: Token, kw: &str) -> bool {
        t.t == Tok::Ident && self.text(t.span) == kw
    }

    // ---- diagnostics ----

    /// How many diagnostics there are so far (to ask later whether a part
    /// of the parse reported any).
    fn mark(&self) -> usize {
        self.ctx.diags.len()
    }

    fn errors_since(&self, mark: usize) -> bool {
        self.ctx.diags[mark.min(self.ctx.diags.len())..]
            .iter()
            .any(|d| d.is_error())
    }

    fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span) {
        self.ctx.error(summary, detail, subject);
    }

    fn error_ctx(
        &mut self,
        summary: &str,
        detail: impl Into<String>,
        subject: Span,
        context: Span,
    ) {
        self.ctx.error_ctx(summary, detail, subject, context);
    }

    /// Give the diagnostic just made a kind (for the callers that tell
    /// syntax errors apart without reading their text).
    fn kind(&mut self, kind: DiagnosticKind) {
        if let Some(d) = self.ctx.diags.last_mut() {
            d.kind = kind;
        }
    }

    // ---- the skips that resume parsing after an error ----

    /// Skip to the token after the `end` that closes the current construct
    /// (nested pairs of its opener and `end` are skipped whole), or to the
    /// end of input; returns that token. Turns recovery on.
    fn recover(&mut self, end: Tok) -> Token {
        let start = opposite(end);
        self.recovery = true;
        let mut nest = 0u32;
        loop {
            let tok = self.read();
            let mut ty = tok.t;
            if end == Tok::TemplateSeqEnd && ty == Tok::TemplateControl {
                ty = Tok::TemplateInterp;
            }
            if ty == Tok::Eof {
                return tok;
            }
            if ty == start && start != Tok::Eof {
                nest += 1;
            } else if ty == end {
                if nest == 0 {
                    return tok;
                }
                nest -= 1;
            }
        }
    }

    /// Skip past the next `start` (or to the end), then [`Parser::recover`]
    /// to its closer.
    fn recover_over(&mut self, start: Tok) {
        loop {
            let tok = self.read();
            if tok.t == start || tok.t == Tok::Eof {
                break;
            }
        }
        self.recover(opposite(start));
    }

    /// Skip the rest of a bad body item: to the next newline outside the
    /// brackets opened meanwhile, or the end. Turns recovery on.
    fn recover_after_body_item(&mut self) {
        self.recovery = true;
        let mut open: Vec<Tok> = Vec::new();
        loop {
            let tok = self.read();
            match tok.t {
                Tok::Newline if open.is_empty() => break,
                Tok::Eof => break,
                Tok::LBrace
                | Tok::LBrack
                | Tok::LParen
                | Tok::OQuote
                | Tok::OHeredoc
                | Tok::TemplateInterp
                | Tok::TemplateControl => open.push(tok.t),
                Tok::RBrace | Tok::RBrack | Tok::RParen | Tok::CQuote | Tok::CHeredoc => {
                    let opener = opposite(tok.t);
                    while open.last().is_some_and(|&o| o != opener) {
                        open.pop();
                    }
                    open.pop();
                }
                Tok::TemplateSeqEnd => {
                    while open
                        .last()
                        .is_some_and(|&o| o != Tok::TemplateInterp && o != Tok::TemplateControl)
                    {
                        open.pop();
                    }
                    open.pop();
                }
                _ => {}
            }
        }
    }

    // ---- building ----

    fn park(&mut self, e: Expr) -> Parked {
        self.ctx.park(e)
    }

    /// A placeholder expression over `span` (what the reference builds
    /// where it found no expression).
    fn placeholder(&mut self, span: Span) -> Parked {
        self.park(super::placeholder(span))
    }

    /// Forget a parked expression the tree does not keep.
    fn discard(&mut self, p: Parked) {
        drop(self.ctx.take(p));
    }

    fn take(&mut self, p: Parked) -> Expr {
        self.ctx.take(p)
    }

    fn parse_bare_expression(&mut self) -> Expr {
        // newlines do not count at the top level of a standalone expression
        self.newlines = vec![false];
        let e = self.parse_expression();
        let e = self.take(e);
        let next = self.peek();
        if next.t != Tok::Eof && !self.recovery {
            self.error(
                "Extra characters after expression",
                "An expression was successfully parsed, but extra characters were found after it.",
                next.span,
            );
        }
        e
    }
}

/// The bracket that pairs with `t` (`Eof` for a token that has none).
fn opposite(t: Tok) -> Tok {
    match t {
        Tok::LBrace => Tok::RBrace,
        Tok::LBrack => Tok::RBrack,
        Tok::LParen => Tok::RParen,
        Tok::OQuote => Tok::CQuote,
        Tok::OHeredoc => Tok::CHeredoc,
        Tok::RBrace => Tok::LBrace,
        Tok::RBrack => Tok::LBrack,
        Tok::RParen => Tok::LParen,
        Tok::CQuote => Tok::OQuote,
        Tok::CHeredoc => Tok::OHeredoc,
        Tok::TemplateControl | Tok::TemplateInterp => Tok::TemplateSeqEnd,
        Tok::TemplateSeqEnd => Tok::TemplateInterp,
        _ => Tok::Eof,
    }
}

#[cfg(test)]
mod tests {
    use super::super::fast_parse;
    use crate::diagnostic::SourceFile;
    use std::sync::Arc;

    /// Every configuration file under `dir` (`.hcl`, `.tf`, `.nomad`).
    fn configs(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).expect("test folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                configs(&p, out);
            } else if p
                .extension()
                .is_some_and(|x| x == "hcl" || x == "tf" || x == "nomad")
            {
                out.push(p);
            }
        }
    }

    /// On every valid configuration file under tests/ and conformance/ (the
    /// ones the generated parser accepts with nothing to report), the
    /// recovery parser reports nothing and builds the same tree.
    #[test]
    fn recovery_parser_builds_the_grammars_tree() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        configs(&root.join("tests"), &mut files);
        configs(&root.join("conformance"), &mut files);
        files.sort();
        let mut valid = 0;
        for f in &files {
            let Ok(src) = std::fs::read_to_string(f) else {
                continue;
            };
            let file = Arc::new(SourceFile::new(f.display().to_string(), src.as_str()));
            let Some(body) = fast_parse(&file) else {
                continue;
            };
            valid += 1;
            let again = Arc::new(SourceFile::new(f.display().to_string(), src.as_str()));
            let (ours, diags) = super::parse(
                again,
                super::Config::default(),
                crate::depth::MAX_NESTING as u64,
            );
            assert!(
                diags.is_empty(),
                "{}: the recovery parser reports {:?}",
                f.display(),
                diags.iter().map(|d| &d.summary).collect::<Vec<_>>()
            );
            assert_eq!(ours, body, "{}", f.display());
        }
        eprintln!("{valid} valid files of {} compared", files.len());
        assert!(valid >= 13000, "only {valid} valid files");
    }

    /// An unclosed heredoc: the end of input is where its closing marker
    /// is missing (3:1, after the last newline).
    #[test]
    fn unclosed_heredoc_ends_at_end_of_input() {
        let file = Arc::new(SourceFile::new("h.hcl", "script = <<EOT\necho hi\n"));
        let (_, diags) = super::parse(
            file,
            super::Config::default(),
            crate::depth::MAX_NESTING as u64,
        );
        let got: Vec<String> = diags
            .iter()
            .map(|d| {
                format!(
                    "{} {:?}",
                    d.summary,
                    d.subject.as_ref().map(|r| r.to_string())
                )
            })
            .collect();
        assert_eq!(
            got,
            ["Unterminated template string Some(\"h.hcl:3,1-1\")"],
            "{got:?}"
        );
    }

    /// A nesting-limit cut ends the tokens early: the unclosed block it
    /// leaves is not reported, only the limit.
    #[test]
    fn a_nesting_cut_reports_only_the_limit() {
        let file = Arc::new(SourceFile::new("n.hcl", "b {\na = 1\n}\n"));
        let (_, diags) = super::parse(file, super::Config::default(), 0);
        let got: Vec<&str> = diags.iter().map(|d| d.summary.as_str()).collect();
        assert_eq!(got, ["Nesting too deep"]);
    }

    /// The syntax errors that callers tell apart by kind get theirs.
    #[test]
    fn syntax_errors_have_their_kinds() {
        use crate::diagnostic::DiagnosticKind as K;
        let cases = [
            ("a = x ? 1\n", K::MissingFalseExpression),
            ("a = f(1 2)\n", K::FunctionCallSyntax),
            ("a = f(1\n", K::FunctionCallSyntax),
            ("a = ns::(1)\n", K::FunctionCallSyntax),
            ("a = (1 2)\n", K::UnbalancedParentheses),
            ("a = [for x in y : x z]\n", K::ForExtraCharacters),
            ("a = \"${x\"\n", K::UnclosedInterpolation),
        ];
        for (src, kind) in cases {
            let file = Arc::new(SourceFile::new("k.hcl", src));
            let (_, diags) = super::parse(
                file,
                super::Config::default(),
                crate::depth::MAX_NESTING as u64,
            );
            assert!(
                diags.iter().any(|d| d.kind == kind),
                "{src:?}: {:?}",
                diags
                    .iter()
                    .map(|d| (&d.summary, d.kind))
                    .collect::<Vec<_>>()
            );
        }
    }
}
