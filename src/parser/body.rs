//! The recovering body parser: attributes, blocks and one-line blocks, with
//! the reference's recovery (resume after the next newline) and
//! diagnostics, for files the one-pass `Config` grammar gave up on (see the
//! parser module's docs). Each attribute's expression tokens go to the
//! grammar's `Expr` parser; body nodes are built with the constructors and
//! duplicate check in `actions`, as the one-pass path builds them.

use super::actions::{self as build, AttrNames, Ctx};
use super::grammar;
use super::{errors, placeholder};
use crate::ast::*;
use crate::diagnostic::{Diagnostic, DiagnosticKind, Diagnostics, SourceFile, Span};
use crate::lexer::{Lexer, Spanned, Tok};
use std::sync::Arc;

pub struct BodyParser<'a> {
    lx: Lexer<'a>,
    src: &'a str,
    file: Arc<SourceFile>,
    peeked: Option<(Spanned, usize)>,
    prev: Span,
    ctx: Ctx,
    diags: Vec<Diagnostic>,
    recovery: bool,
    /// Set when a failed attribute expression must not turn on recovery
    /// mode (the reference reports some errors without recovering).
    keep_recovery: Option<bool>,
    /// A single-line block's bad ending was already reported.
    block_close_reported: bool,
    /// A skip after a bad item read the `}` closing the body it was in.
    brace_taken: bool,
    /// An expression's recovery goes on to the next `(` after the buffer
    /// and past its `)` (the reference's skip after "Missing function name").
    paren_group_later: bool,
    /// The error an expression's recovery starts from was reported (the
    /// reference's enclosing constructs all recover to their closers);
    /// recovering, most errors are silent and they parse on.
    err_reported: bool,
    /// An expression's recovery found no closing token before the end of
    /// the file: the reference's skip consumed everything after it.
    to_eof: bool,
    /// An expression's recovery skips past the buffer to a closing token
    /// (open kind, close kind, nesting) that comes later in the file, then
    /// to those of the brackets open around it (innermost first), as each
    /// enclosing construct of the reference recovers to its own closer.
    skip_to: Vec<(Tok, Tok, usize)>,
    /// The bracket structure of `buf` (made when first asked for after the
    /// buffer changed; see [`Self::close_of`]).
    brackets: std::cell::OnceCell<errors::Brackets>,
    buf: Vec<Spanned>,
    expr_parser: grammar::ExprParser,
    /// An expression's recovery ends at a line start inside the buffer
    /// (the reference's skip after the attribute stops at a newline that
    /// this lexer took as insignificant, inside brackets the reference's
    /// parser had left): the body goes on from that byte.
    resume_at: Option<usize>,
    /// The item being parsed starts at the lexer depth of its body: the
    /// lexer's frames agree with the parser's blocks (a skip can leave
    /// them apart, where a stray `}` closed a block only in the lexer).
    frames_in_sync: bool,
}

/// The reference's expression parser reports these syntax errors even while
/// recovering from an earlier one (its other errors only outside recovery).
fn reported_while_recovering(kind: DiagnosticKind) -> bool {
    matches!(
        kind,
        DiagnosticKind::FunctionCallSyntax
            | DiagnosticKind::UnbalancedParentheses
            | DiagnosticKind::MissingFalseExpression
    )
}

fn is_open_tok(t: Tok) -> bool {
    super::is_open(t)
}

/// Whether `t` opens what `close` (the closer of `open`) ends: the
/// reference's recovery to the end of an interpolation counts directives
/// as interpolations.
fn opens(open: Tok, t: Tok) -> bool {
    t == open || (open == Tok::TemplateInterp && t == Tok::TemplateControl)
}

/// Tokens that continue an expression after a complete operand.
fn is_binary_op(t: Tok) -> bool {
    matches!(
        t,
        Tok::OrOr
            | Tok::AndAnd
            | Tok::EqEq
            | Tok::NotEq
            | Tok::Lt
            | Tok::Le
            | Tok::Gt
            | Tok::Ge
            | Tok::Plus
            | Tok::Minus
            | Tok::Star
            | Tok::Slash
            | Tok::Percent
            | Tok::Question
    )
}

/// Tokens that neither start an expression nor continue one after an
/// operand: the reference, recovering, stands a placeholder in for a
/// missing operand there without consuming the token.
fn ends_nothing(t: Tok) -> bool {
    matches!(
        t,
        Tok::Colon
            | Tok::Comma
            | Tok::Eq
            | Tok::FatArrow
            | Tok::Ellipsis
            | Tok::RBrace
            | Tok::RParen
            | Tok::CQuote
            | Tok::TemplateSeqEnd
            | Tok::Newline
    )
}

/// Tokens that open a quoted template, a heredoc or a template sequence.
fn is_template_open(t: Tok) -> bool {
    matches!(
        t,
        Tok::OQuote | Tok::OHeredoc | Tok::TemplateInterp | Tok::TemplateControl
    )
}

fn span(t: Spanned) -> Span {
    Span::new(t.0, t.2)
}

impl<'a> BodyParser<'a> {
    pub fn new(lx: Lexer<'a>, file: Arc<SourceFile>) -> BodyParser<'a> {
        let src = lx.src();
        BodyParser {
            lx,
            src,
            ctx: Ctx::new(file.clone()),
            file,
            peeked: None,
            prev: Span::default(),
            diags: Vec::new(),
            recovery: false,
            frames_in_sync: true,
            keep_recovery: None,
            block_close_reported: false,
            brace_taken: false,
            paren_group_later: false,
            err_reported: false,
            to_eof: false,
            skip_to: Vec::new(),
            brackets: std::cell::OnceCell::new(),
            buf: Vec::new(),
            expr_parser: grammar::ExprParser::new(),
            resume_at: None,
        }
    }

    fn eof(&self) -> Spanned {
        let n = self.src.len() as u32;
        (n, Tok::Eof, n)
    }

    fn peek(&mut self) -> (Spanned, usize) {
        if let Some(p) = self.peeked {
            return p;
        }
        let p = match self.lx.next_token() {
            Some(t) => (t, self.lx.token_depth()),
            None => (self.eof(), 0),
        };
        self.peeked = Some(p);
        p
    }

    fn read(&mut self) -> (Spanned, usize) {
        let p = self.peek();
        if p.0 .1 != Tok::Eof {
            self.peeked = None;
        }
        self.prev = span(p.0);
        p
    }

    fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span) {
        let r = self.file.range(subject);
        self.diags
            .push(Diagnostic::error(summary, detail).with_subject(r));
    }

    /// The kind of the diagnostic just reported.
    fn tag_last(&mut self, kind: DiagnosticKind) {
        if let Some(d) = self.diags.last_mut() {
            d.kind = kind;
        }
    }

    fn error_ctx(
        &mut self,
        summary: &str,
        detail: impl Into<String>,
        subject: Span,
        context: Span,
    ) {
        let r = self.file.range(subject);
        let c = self.file.range(context);
        self.diags.push(
            Diagnostic::error(summary, detail)
                .with_subject(r)
                .with_context(c),
        );
    }

    fn flush_ctx(&mut self) {
        self.diags.append(&mut self.ctx.diags);
    }

    /// All diagnostics: lexical ones first (as the reference reports them),
    /// then the nesting limit, then syntax and decoding errors.
    pub fn finish(mut self) -> Diagnostics {
        self.flush_ctx();
        let mut out = Diagnostics::new();
        for d in &self.lx.diags {
            out.push(d.to_diagnostic(&self.file));
        }
        if let Some(at) = self.lx.too_deep {
            let detail = if self.lx.too_deep_delimiters {
                format!(
                    "This input opens brackets, braces, parentheses or template sequences (\"${{\", \"%{{\") more than {} levels deep (limit max_nesting).",
                    self.lx.max_delimiters
                )
            } else {
                format!(
                    "This input nests brackets, templates or operators more than {} levels deep, or blocks more than {} levels deep, which is not supported.",
                    self.lx.max_nesting,
                    crate::depth::MAX_BLOCK_NESTING
                )
            };
            out.push(
                Diagnostic::error("Nesting too deep", detail)
                    .with_subject(self.file.range(at))
                    .with_kind(DiagnosticKind::LimitExceeded),
            );
        }
        let too_deep = self.lx.too_deep.is_some();
        for d in self.diags {
            // after the nesting limit the token stream is cut short: the
            // "unexpected end" errors that follow are only noise
            if too_deep
                && !out.is_empty()
                && d.subject
                    .as_ref()
                    .is_some_and(|r| r.start.byte >= self.src.len())
            {
                continue;
            }
            out.push(d);
        }
        out
    }

    // ---- bodies ----

    pub fn parse_file(&mut self) -> Body {
        let (first, _) = self.peek();
        self.parse_body(Tok::Eof, span(first), 0)
    }

    /// `block_depth` is the frame depth inside the body (0 at top level).
    fn parse_body(&mut self, end: Tok, start: Span, block_depth: usize) -> Body {
        let mut attributes: Vec<Attribute> = Vec::new();
        let mut blocks = Vec::new();
        let mut names = AttrNames::default();
        let end_span;
        loop {
            let (t, d) = self.peek();
            if t.1 == end && (end == Tok::Eof || d < block_depth) {
                self.read();
                end_span = span(t);
                break;
            }
            match t.1 {
                Tok::Newline => {
                    self.read();
                }
                Tok::Ident => match self.parse_body_item(block_depth) {
                    Some(Item::Attr(a)) => {
                        if let Some(prev) = names.earlier(&attributes, &a.name.name) {
                            let at = self.file.range(prev).to_string();
                            self.error(
                                "Attribute redefined",
                                format!(
                                    "The argument {:?} was already set at {at}. Each argument may be set only once.",
                                    a.name.name.as_str()
                                ),
                                a.name.span,
                            );
                        } else {
                            names.add(&a);
                            attributes.push(a);
                        }
                    }
                    Some(Item::Block(b)) => blocks.push(b),
                    None => {}
                },
                _ => {
                    let (bad, bad_depth) = self.read();
                    if !self.recovery {
                        match bad.1 {
                            Tok::OQuote => self.error(
                                "Invalid argument name",
                                "Argument names must not be quoted.",
                                span(bad),
                            ),
                            // past the nesting limit the stream is cut short:
                            // whether this block closes is not known
                            Tok::Eof if self.lx.too_deep.is_some() => {}
                            Tok::Eof if end == Tok::RBrace => self.error(
                                "Unclosed configuration block",
                                "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                                start,
                            ),
                            Tok::Eof => self.error(
                                "Unclosed configuration body",
                                "Found end of file before the end of this configuration body.",
                                start,
                            ),
                            _ => self.error(
                                "Argument or block definition required",
                                "An argument or block definition is required here.",
                                span(bad),
                            ),
                        }
                    }
                    end_span = span(bad);
                    // (the reference's recovery does not count a bad `{`
                    // itself: the first `}` after it ends this body; a bad
                    // quote's own level closes with its closing quote)
                    let depth = if is_template_open(bad.1) {
                        block_depth
                    } else {
                        block_depth.max(bad_depth)
                    };
                    self.recover_body(end, depth);
                    if end == Tok::RBrace && depth > block_depth && self.lx.depth() >= block_depth {
                        // the skip ended this body at a `}` the lexer took
                        // for a bad `{`'s: the block's own frame is left
                        self.lx.drop_abandoned_frames(block_depth - 1);
                    }
                    break;
                }
            }
        }
        // (`end_span` comes after `start`: the body ends where it ends)
        build::new_body(
            NodeSlice::from_vec(attributes),
            NodeSlice::from_vec(blocks),
            start.to(end_span),
        )
    }

    /// Skip to the end of the body (the closing brace of this block, or EOF).
    fn recover_body(&mut self, end: Tok, block_depth: usize) {
        self.recovery = true;
        loop {
            let (t, d) = self.read();
            if t.1 == Tok::Eof || (end == Tok::RBrace && t.1 == Tok::RBrace && d < block_depth) {
                return;
            }
        }
    }

    /// Skip past the first `}` that closes no `{` read meanwhile (or to the
    /// end of the file), counting brace tokens only.
    fn recover_counting_braces(&mut self) {
        self.recovery = true;
        let mut nest = 0usize;
        loop {
            let (t, _) = self.read();
            match t.1 {
                Tok::Eof => return,
                Tok::LBrace => nest += 1,
                Tok::RBrace if nest == 0 => return,
                Tok::RBrace => nest -= 1,
                _ => {}
            }
        }
    }

    /// Skip to just after the next newline at this body's level.
    fn recover_after_item(&mut self, block_depth: usize) {
        self.recovery = true;
        loop {
            let (t, d) = self.read();
            if t.1 == Tok::Eof || (t.1 == Tok::Newline && d <= block_depth) {
                return;
            }
            if t.1 == Tok::RBrace && d < block_depth {
                self.brace_taken = true;
            }
        }
    }

    /// The reference's skip after a bad body item: to just after the next
    /// newline outside the brackets, quotes and template sequences opened
    /// after the current token (a closer pops to its own opener; unmatched
    /// closers are ignored).
    ///
    /// The lexer yields every newline meanwhile (the reference's recovery
    /// sees them inside brackets opened before it started too), and the
    /// brackets, braces and blocks left open above `depth` (the body's) are
    /// closed when it stops.
    fn recover_after_token(&mut self, depth: usize) {
        self.recovery = true;
        self.lx.set_raw_newlines(true);
        self.skip_after_token();
        self.lx.set_raw_newlines(false);
        self.lx.drop_abandoned_frames(depth);
        self.lx.reopen_blocks(depth);
    }

    fn skip_after_token(&mut self) {
        let mut open: Vec<Tok> = Vec::new();
        loop {
            let (t, _) = self.read();
            match t.1 {
                Tok::Newline if open.is_empty() => return,
                Tok::Eof => return,
                o if is_open_tok(o) => open.push(o),
                Tok::RBrace | Tok::RBrack | Tok::RParen | Tok::CQuote | Tok::CHeredoc => {
                    let opener = match t.1 {
                        Tok::RBrace => Tok::LBrace,
                        Tok::RBrack => Tok::LBrack,
                        Tok::RParen => Tok::LParen,
                        Tok::CQuote => Tok::OQuote,
                        _ => Tok::OHeredoc,
                    };
                    if let Some(p) = open.iter().rposition(|&o| o == opener) {
                        open.truncate(p);
                    } else {
                        open.clear();
                    }
                }
                Tok::TemplateSeqEnd => {
                    if let Some(p) = open
                        .iter()
                        .rposition(|&o| matches!(o, Tok::TemplateInterp | Tok::TemplateControl))
                    {
                        open.truncate(p);
                    } else {
                        open.clear();
                    }
                }
                _ => {}
            }
        }
    }

    fn parse_body_item(&mut self, block_depth: usize) -> Option<Item> {
        let (ident, d) = self.read();
        self.frames_in_sync = d == block_depth;
        let (next, _) = self.peek();
        match next.1 {
            Tok::Eq => self
                .parse_attribute(ident, false, block_depth)
                .map(Item::Attr),
            Tok::OQuote | Tok::LBrace | Tok::Ident => {
                Some(Item::Block(self.parse_block(ident, block_depth)))
            }
            _ => {
                self.recover_after_token(block_depth);
                self.error(
                    "Argument or block definition required",
                    "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.",
                    span(ident),
                );
                None
            }
        }
    }

    /// Collect the expression's tokens (up to the newline, comma or closing
    /// brace that ends it at this level) into `self.buf`; returns the
    /// terminating token (not consumed).
    fn collect_expr(&mut self, d0: usize) -> Spanned {
        self.buf.clear();
        self.brackets = std::cell::OnceCell::new();
        loop {
            let (t, d) = self.peek();
            let stop = match t.1 {
                Tok::Eof => true,
                Tok::Newline | Tok::Comma => d <= d0,
                Tok::RBrace => d < d0,
                _ => false,
            };
            if stop {
                return t;
            }
            self.buf.push(t);
            self.read();
        }
    }

    /// Parse `self.buf` as one expression; `term` is the token after it.
    /// A single-line block's attribute whose expression is complete before
    /// token `m`: the expression ends there and the block reports the rest
    /// (the reference's single-line block rule). `None` if that does not
    /// apply; otherwise the attribute's expression.
    fn expr_before(&mut self, m: usize, term: Spanned, single_line: bool) -> Option<Option<Expr>> {
        if !single_line || !matches!(term.1, Tok::RBrace | Tok::Eof | Tok::Newline) {
            return None;
        }
        let src = self.src;
        let before = self.ctx.diags.len();
        let parsed = self
            .expr_parser
            .parse(src, &mut self.ctx, super::wrap_tokens(&self.buf[..m]))
            .map_err(super::unwrap_token)
            .map(|p| self.ctx.take(p));
        let Ok(e) = parsed else {
            self.ctx.clear_scratch();
            self.ctx.diags.truncate(before);
            return None;
        };
        self.flush_ctx();
        if !self.recovery {
            self.error(
                "Invalid single-argument block definition",
                "A single-line block definition must end with a closing brace immediately after its single argument definition.",
                span(self.buf[m]),
            );
        }
        self.recovery = true;
        // the reference skips to the block's closing brace without another
        // report, even when the line ends first
        self.block_close_reported = term.1 == Tok::Newline;
        Some(Some(e))
    }

    /// `self.buf[..m]` parsed as one expression, its diagnostics kept;
    /// `None` (and nothing kept) if it does not parse.
    fn parse_prefix(&mut self, m: usize) -> Option<Expr> {
        let src = self.src;
        let before = self.ctx.diags.len();
        let parsed = self
            .expr_parser
            .parse(src, &mut self.ctx, super::wrap_tokens(&self.buf[..m]))
            .map_err(super::unwrap_token)
            .map(|p| self.ctx.take(p));
        match parsed {
            Ok(e) => {
                // the failed parse already reported what its reductions
                // found (escapes, legacy indexes): keep only the new ones
                let fresh: Vec<Diagnostic> = self
                    .ctx
                    .diags
                    .drain(..)
                    .filter(|d| {
                        !self
                            .diags
                            .iter()
                            .any(|o| o.summary == d.summary && o.subject == d.subject)
                    })
                    .collect();
                self.diags.extend(fresh);
                Some(e)
            }
            Err(_) => {
                self.ctx.clear_scratch();
                self.ctx.diags.truncate(before);
                None
            }
        }
    }

    /// "Missing false expression in conditional": the reference reports it
    /// even in recovery mode and without recovering, ends the conditional
    /// at its condition and lets the enclosing construct report the token
    /// that follows. `None` when the usual mapping applies.
    fn missing_false(
        &mut self,
        d: Diagnostic,
        err_idx: Option<usize>,
        term: Spanned,
        single_line: bool,
    ) -> Option<Option<Expr>> {
        let i = err_idx?;
        let n = self.buf.len();
        let at = self.buf.get(i).copied().unwrap_or(term);
        let prev = self.recovery;
        match self.open_around(i) {
            None if !single_line => {
                self.diags.push(d);
                if matches!(at.1, Tok::Newline | Tok::Eof) {
                    self.keep_recovery = Some(prev);
                } else if !prev {
                    let (summary, detail) = if at.1 == Tok::Comma {
                        ("Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.")
                    } else {
                        (
                            "Missing newline after argument",
                            "An argument definition must end with a newline.",
                        )
                    };
                    self.error(summary, detail, span(at));
                }
                self.recovery = true;
                Some(None)
            }
            None if i < n && i > 0 => {
                self.diags.push(d);
                if !prev {
                    self.error(
                        "Invalid single-argument block definition",
                        "A single-line block definition must end with a closing brace immediately after its single argument definition.",
                        span(at),
                    );
                }
                self.recovery = true;
                let whole = Span::new(self.buf[0].0, self.buf[i - 1].2);
                Some(Some(placeholder(whole)))
            }
            Some(j) if i < n => {
                let o = self.buf[j].1;
                let is_for = self.buf.get(j + 1).is_some_and(|t| t.1 == Tok::KwFor);
                if o == Tok::LBrack && !is_for && at.1 != Tok::RBrack && at.1 != Tok::Comma {
                    self.diags.push(d);
                    if !prev {
                        self.error(
                            "Missing item separator",
                            "Expected a comma to mark the beginning of the next item.",
                            span(at),
                        );
                    }
                } else if o == Tok::LParen
                    && j > 0
                    && self.buf[j - 1].1 == Tok::Ident
                    && at.1 != Tok::RParen
                    && at.1 != Tok::Comma
                {
                    self.diags.push(d);
                    if !prev {
                        self.error(
                            "Missing argument separator",
                            "A comma is required to separate each function argument from the next.",
                            span(at),
                        );
                        self.tag_last(DiagnosticKind::FunctionCallSyntax);
                    }
                } else if o == Tok::LBrace
                    && !is_for
                    && !matches!(at.1, Tok::RBrace | Tok::Comma | Tok::Newline)
                    && self.in_item_value(j, i)
                {
                    // the object's item ends at the condition's true result:
                    // the object rejects the token after it
                    self.diags.push(d);
                    if !prev {
                        let open = span(self.buf[j]);
                        self.error_ctx(
                            "Missing attribute separator",
                            "Expected a newline or comma to mark the beginning of the next attribute.",
                            span(at),
                            open.to(span(at)),
                        );
                    }
                } else if o == Tok::TemplateInterp
                    && !matches!(
                        at.1,
                        Tok::TemplateSeqEnd | Tok::Colon | Tok::CQuote | Tok::OQuote | Tok::Eof
                    )
                {
                    // the conditional gives up without recovering, so the
                    // interpolation then rejects the same token
                    self.diags.push(d);
                    if !prev {
                        self.error(
                            "Extra characters after interpolation expression",
                            errors::EXTRA_AFTER_INTERP,
                            span(at),
                        );
                    }
                } else {
                    return None;
                }
                self.recovery = true;
                Some(None)
            }
            _ => None,
        }
    }

    /// The parse failed where a conditional in a `for` expression's key,
    /// value or condition wanted its colon (`[for s in c : x ? y]`). The
    /// reference reports "Missing false expression in conditional" there
    /// without entering recovery, and its conditional hands back only the
    /// condition, so the `for` goes on from the bad token as if `? y` were
    /// not there: the buffer without those tokens is parsed again. Only the
    /// failed parse's diagnostics from the `?` on are kept (those before it
    /// come again from the second parse).
    fn for_clause_missing_colon(
        &mut self,
        err: &lalrpop_util::ParseError<u32, Tok, ()>,
        term: Spanned,
    ) -> bool {
        let (i, expected) = match err {
            lalrpop_util::ParseError::UnrecognizedToken { token, expected } => {
                match self
                    .buf
                    .iter()
                    .position(|t| t.0 == token.0 && t.1 == token.1)
                {
                    Some(i) => (i, expected),
                    None => return false,
                }
            }
            lalrpop_util::ParseError::UnrecognizedEof { expected, .. } => {
                (self.buf.len(), expected)
            }
            _ => return false,
        };
        if !expected.iter().any(|e| e.trim_matches('"') == ":") {
            return false;
        }
        let (open, in_call) = match self.call_arg_open_questions(i) {
            Some(open) => (open, true),
            None => (self.for_clause_open_questions(i), false),
        };
        let Some(&q) = open.first() else {
            return false;
        };
        if self.recovery && in_call {
            // recovering, the call gives up after its argument's error:
            // the general path reports the conditional
            return false;
        }
        if self.recovery {
            // recovering, the innermost conditional reports it, and the
            // conditionals around it and the `for` give up silently
            let at = span(self.buf.get(i).copied().unwrap_or(term));
            self.error(
                "Missing false expression in conditional",
                errors::MISSING_FALSE_DETAIL,
                at,
            );
            self.tag_last(DiagnosticKind::MissingFalseExpression);
            return false;
        }
        self.ctx.clear_scratch();
        let at = span(self.buf.get(i).copied().unwrap_or(term));
        let from = self.buf[q].0 as usize;
        let mut kept: Vec<Diagnostic> = std::mem::take(&mut self.ctx.diags);
        kept.retain(|d| d.subject.as_ref().is_none_or(|r| r.start.byte >= from));
        self.diags.extend(kept);
        // each conditional left open reports it, innermost first
        for _ in &open {
            self.error(
                "Missing false expression in conditional",
                errors::MISSING_FALSE_DETAIL,
                at,
            );
            self.tag_last(DiagnosticKind::MissingFalseExpression);
        }
        self.buf.drain(q..i);
        self.brackets = std::cell::OnceCell::new();
        true
    }

    /// For [`Self::for_clause_missing_colon`]: the `?`s of the conditionals
    /// left without their colons before `buf[i]` (outermost first), at the
    /// level of a `for` expression's bracket and after the `for`'s colon.
    /// For [`Self::for_clause_missing_colon`]: in a function call's argument
    /// ended by `buf[i]` (a `,` or the call's `)`), the `?`s of the
    /// conditionals left without their colons (outermost first). `None` when
    /// `buf[i]` does not end an argument of the innermost open call.
    fn call_arg_open_questions(&self, i: usize) -> Option<Vec<usize>> {
        if !matches!(self.buf.get(i)?.1, Tok::RParen | Tok::Comma) {
            return None;
        }
        let j = self.open_around(i)?;
        if self.buf[j].1 != Tok::LParen || j == 0 || self.buf[j - 1].1 != Tok::Ident {
            return None;
        }
        let mut open: Vec<usize> = Vec::new();
        let mut k = j + 1;
        while k < i {
            let t = self.buf[k].1;
            if is_open_tok(t) {
                match self.close_of(k) {
                    Some(c) if c < i => k = c + 1,
                    _ => return None,
                }
                continue;
            }
            match t {
                Tok::Comma => open.clear(),
                Tok::Question => open.push(k),
                Tok::Colon => {
                    open.pop();
                }
                _ => {}
            }
            k += 1;
        }
        Some(open)
    }

    fn for_clause_open_questions(&self, i: usize) -> Vec<usize> {
        let mut open: Vec<usize> = Vec::new();
        let Some(j) = self.open_around(i) else {
            return open;
        };
        if !matches!(self.buf[j].1, Tok::LBrack | Tok::LBrace)
            || self.buf.get(j + 1).map(|t| t.1) != Some(Tok::KwFor)
        {
            return open;
        }
        // conditionals in the collection pair their own colons
        let (mut questions, mut colon) = (0usize, false);
        let mut k = j + 2;
        while k < i {
            let t = self.buf[k].1;
            if is_open_tok(t) {
                match self.close_of(k) {
                    Some(c) if c < i => k = c + 1,
                    _ => return Vec::new(),
                }
                continue;
            }
            match t {
                Tok::Question if !colon => questions += 1,
                Tok::Colon if !colon && questions > 0 => questions -= 1,
                Tok::Colon if !colon => colon = true,
                Tok::Question => open.push(k),
                Tok::Colon => {
                    open.pop();
                }
                _ => {}
            }
            k += 1;
        }
        open
    }

    fn parse_buffered_expr(&mut self, term: Spanned, single_line: bool) -> Option<Expr> {
        let src = self.src;
        let diags_before = self.diags.len();
        // bounded: each retry parses the whole buffer again
        let mut retries = 0u32;
        let res = loop {
            self.ctx.recovery = self.recovery;
            self.ctx.enter_recovery = false;
            let res = self
                .expr_parser
                .parse(src, &mut self.ctx, super::wrap_tokens(&self.buf))
                .map_err(super::unwrap_token)
                .map(|p| self.ctx.take(p));
            match res {
                Err(err) if retries < 32 && self.for_clause_missing_colon(&err, term) => {
                    retries += 1;
                }
                r => break r,
            }
        };
        match res {
            Ok(e) => {
                self.flush_ctx();
                if std::mem::take(&mut self.ctx.enter_recovery) {
                    self.recovery = true;
                }
                Some(e)
            }
            Err(err) => {
                self.ctx.clear_scratch();
                self.flush_ctx();
                let bad_newline = match &err {
                    lalrpop_util::ParseError::UnrecognizedToken { token, .. }
                        if token.1 == Tok::QuotedNewline =>
                    {
                        Some(token.0)
                    }
                    _ => None,
                };
                let err_idx = match &err {
                    lalrpop_util::ParseError::UnrecognizedToken { token, .. }
                    | lalrpop_util::ParseError::ExtraToken { token } => self
                        .buf
                        .iter()
                        .position(|t| t.0 == token.0 && t.1 == token.1),
                    lalrpop_util::ParseError::UnrecognizedEof { .. } => Some(self.buf.len()),
                    _ => None,
                };
                if let Some(i) = err_idx {
                    self.open_template_lit_diags(i);
                }
                if let Some(ds) = err_idx.and_then(|i| {
                    let rec = self.recovery;
                    super::template_errors::directive_errors(self, i, term, rec)
                }) {
                    self.diags.extend(ds);
                    if let Some(i) = err_idx {
                        self.after_outer_template(i, term);
                    }
                    self.recovery = true;
                    return None;
                }
                if let Some(m) = err_idx.filter(|&m| {
                    m > 0
                        && m < self.buf.len()
                        && self.open_around(m).is_none()
                        && matches!(err, lalrpop_util::ParseError::UnrecognizedToken { .. })
                }) {
                    if let Some(e) = self.expr_before(m, term, single_line) {
                        return e;
                    }
                }
                if self.recovery && err_idx == Some(0) && self.buf[0].1 == Tok::Question {
                    self.leading_question(term);
                }
                let unrecognized =
                    matches!(err, lalrpop_util::ParseError::UnrecognizedToken { .. });
                let d = errors::map_error(self, err, term);
                let reported = self.diags.len();
                if d.kind == DiagnosticKind::MissingFalseExpression {
                    if let Some(r) = self.missing_false(d.clone(), err_idx, term, single_line) {
                        return r;
                    }
                }
                // `a = 1.5.7 x`: a complete expression followed by more
                // tokens; the reference keeps that expression (and its own
                // diagnostics) as the attribute's, then reports the rest
                let kept = match err_idx {
                    Some(m)
                        if unrecognized
                            && !single_line
                            && m > 0
                            && m < self.buf.len()
                            && self.open_around(m).is_none() =>
                    {
                        self.parse_prefix(m)
                    }
                    _ => None,
                };
                if kept.is_none() {
                    if let Some(i) = err_idx.filter(|_| unrecognized) {
                        self.item_prefix_diags(i);
                    }
                }
                // (recovering, a `for` whose parts reported an error gives
                // up before these checks)
                if d.kind == DiagnosticKind::ForExtraCharacters
                    && !(self.recovery && self.diags.len() > diags_before)
                {
                    if let Some(i) = err_idx {
                        self.for_result_errors(i);
                    }
                }
                let unclosed_interp = d.kind == DiagnosticKind::UnclosedInterpolation;
                let err_tok = match &err_idx {
                    Some(i) => self.buf.get(*i).copied().unwrap_or(term),
                    None => term,
                };
                let unbalanced = err_idx.and_then(|i| self.group_closed_by(i));
                // reported even in recovery mode: a dot without a name, a
                // '::' without a function name, a call's missing separator,
                // and the errors of calls, groups and conditionals the
                // reference's expression parser never holds back (trusted
                // where the lexer's frames agree with the parser's blocks)
                let always = err_idx.is_some_and(|i| {
                    errors::dot_without_name(&self.buf, i, err_tok.1)
                        || self.missing_ns_name(i)
                        || self.call_separator_at(i)
                }) || (self.frames_in_sync
                    && unbalanced.is_none()
                    && reported_while_recovering(d.kind));
                if self.recovery
                    && !always
                    && unbalanced.is_none()
                    && self.frames_in_sync
                    && self.diags.len() == reported
                    && matches!(term.1, Tok::Eof | Tok::Newline)
                    && err_idx.is_some_and(|i| {
                        self.buf[i.min(self.buf.len())..]
                            .iter()
                            .all(|t| t.1 == Tok::Newline)
                    })
                {
                    self.unclosed_at_eof_recovering(term);
                }
                self.err_reported = !self.recovery || unbalanced.is_some() || always;
                if !self.recovery || always {
                    self.diags.push(d);
                } else if let Some(j) = unbalanced {
                    // reported even in recovery mode
                    let at = span(err_tok);
                    self.error_ctx(
                        "Unbalanced parentheses",
                        "Expected a closing parenthesis to terminate the expression.",
                        at,
                        span(self.buf[j]).to(at),
                    );
                }
                if let Some(i) = err_idx {
                    if let Some(ds) = super::template_errors::broken_header_balance(self, i, term) {
                        self.diags.extend(ds);
                    }
                }
                if kept.is_some() {
                    self.recovery = true;
                    return kept;
                }
                if let Some(i) = err_idx.filter(|&i| self.missing_ns_name(i)) {
                    self.skip_over_parens(i, term);
                    self.recovery = true;
                    return None;
                }
                // `a = .{`, `a = ../x`: the reference stands a placeholder in
                // for a missing operand and leaves the dot to its traversal
                // loop, which (recovering or not) rejects a token after a dot
                // that is no name without consuming it, so a run of dots
                // gets one error per dot
                if let Some(i) = err_idx {
                    self.dot_run_errors(i, term);
                }
                if err_idx == Some(0) {
                    self.splat_after_missing_operand(term);
                }
                if term.1 == Tok::Eof
                    && matches!(err_idx, Some(i) if i == self.buf.len())
                    && unclosed_interp
                {
                    let more = errors::unclosed_directives_at_eof(self, term);
                    self.diags.extend(more);
                }
                if let Some(at) = bad_newline {
                    // the reference still nests the directives it read before
                    // giving up on the template
                    let more = errors::unclosed_directives(self, at, term);
                    self.diags.extend(more);
                }
                if let Some(i) = err_idx {
                    self.recovered_traversals(i, term);
                }
                self.recovery = true;
                None
            }
        }
    }

    /// Recovering, an expression cut short by the end of the file: the
    /// reference reports nothing for the missing term, nor for a tuple,
    /// object or `for` left open (their skips stop at the end), but the
    /// innermost function call or parenthesized expression around them
    /// still reports its missing `)`, and a conditional there its missing
    /// false expression. Only plain brackets are followed: templates, an
    /// expanded argument, a trailing dot or a conditional inside a tuple or
    /// object decide otherwise.
    fn unclosed_at_eof_recovering(&mut self, term: Spanned) {
        let n = self.buf.len();
        let plain = self.buf.iter().all(|t| {
            !matches!(
                t.1,
                Tok::OQuote
                    | Tok::OHeredoc
                    | Tok::TemplateInterp
                    | Tok::TemplateControl
                    | Tok::Ellipsis
            )
        });
        if !plain || self.buf.last().is_some_and(|t| t.1 == Tok::Dot) {
            return;
        }
        let mut open = self.open_around(n);
        if term.1 != Tok::Eof && open.is_some() {
            return;
        }
        let mut end = n;
        loop {
            // a conditional left open at this level reports its missing
            // false expression, where its true result stopped
            let from = open.map_or(0, |o| o + 1);
            let level = self.level_tokens(from, end);
            let questions = level
                .iter()
                .filter(|&&k| self.buf[k].1 == Tok::Question)
                .count();
            if questions > 0 {
                let colons = level
                    .iter()
                    .filter(|&&k| self.buf[k].1 == Tok::Colon)
                    .count();
                let object = open.is_some_and(|o| self.buf[o].1 == Tok::LBrace);
                // (the colons of `for` clauses and object items are no
                // conditional's)
                let for_expr =
                    open.is_some_and(|o| self.buf.get(o + 1).is_some_and(|t| t.1 == Tok::KwFor));
                if for_expr || (object && colons > 0) {
                    return;
                }
                if questions > colons {
                    let last_q = level
                        .iter()
                        .rev()
                        .find(|&&k| self.buf[k].1 == Tok::Question);
                    let at = last_q
                        .and_then(|&q| self.buf[q + 1..end].iter().find(|t| t.1 == Tok::Newline))
                        .copied()
                        .unwrap_or(term);
                    self.error(
                        "Missing false expression in conditional",
                        errors::MISSING_FALSE_DETAIL,
                        span(at),
                    );
                    self.tag_last(DiagnosticKind::MissingFalseExpression);
                    return;
                }
            }
            let Some(o) = open else { return };
            let t = self.buf[o];
            match t.1 {
                Tok::LBrack | Tok::LBrace => {
                    end = o;
                    open = self.open_around(o);
                }
                Tok::LParen if o > 0 && self.buf[o - 1].1 == Tok::Ident => {
                    self.error(
                        "Unterminated function call",
                        errors::UNTERMINATED_CALL_DETAIL,
                        span(self.buf[errors::call_name_start(&self.buf, o)]).to(span(t)),
                    );
                    self.tag_last(DiagnosticKind::FunctionCallSyntax);
                    return;
                }
                Tok::LParen => {
                    self.error_ctx(
                        "Unbalanced parentheses",
                        "Expected a closing parenthesis to terminate the expression.",
                        span(term),
                        span(t).to(span(term)),
                    );
                    self.tag_last(DiagnosticKind::UnbalancedParentheses);
                    return;
                }
                _ => return,
            }
        }
    }

    /// The indexes in `self.buf[from..to]` of the tokens outside the
    /// bracket groups closed within it.
    fn level_tokens(&self, from: usize, to: usize) -> Vec<usize> {
        let mut depth = 0usize;
        let mut out = Vec::new();
        for (k, t) in self.buf[from..to].iter().enumerate() {
            match t.1 {
                o if is_open_tok(o) => depth += 1,
                Tok::RBrace | Tok::RBrack | Tok::RParen => depth = depth.saturating_sub(1),
                _ if depth == 0 => out.push(from + k),
                _ => {}
            }
        }
        out
    }

    /// Recovering, the reference stands a placeholder in for the missing
    /// operand before a leading `?` (reporting nothing) and goes on with the
    /// conditional: its true result is the longest expression after the
    /// `?`, and a token other than `:` after that is reported as the
    /// missing false expression, even in recovery mode.
    fn leading_question(&mut self, term: Spanned) {
        let n = self.buf.len();
        // (nothing after the `?`: its true result stops at the end)
        let parsed = if n < 2 {
            Ok(())
        } else {
            self.try_parse_range(1, n)
        };
        let end = match parsed {
            Ok(()) => n,
            Err(Some(m)) if m > 1 && self.try_parse_range(1, m).is_ok() => m,
            Err(_) => {
                // the true result has errors of its own: read it as the
                // reference does while recovering
                let mut model = super::recovering_expr::RecoveringExpr::new(
                    &self.buf,
                    term,
                    self.src,
                    self.file.clone(),
                );
                let Some((end, err)) = model.expr(1) else {
                    return;
                };
                if !err {
                    let at = model.tok_at(end);
                    model.missing_false(self.buf[0], at);
                }
                self.diags.append(&mut model.diags);
                self.resume_at = self.body_stop_in_buf(end, true);
                return;
            }
        };
        let at = self.buf.get(end).copied().unwrap_or(term);
        if at.1 != Tok::Colon {
            let start = span(self.buf[0]);
            self.error_ctx(
                "Missing false expression in conditional",
                errors::MISSING_FALSE_DETAIL,
                span(at),
                start.to(span(at)),
            );
            self.tag_last(DiagnosticKind::MissingFalseExpression);
        }
    }

    /// `a = .*[...`: the expression starts with a splat on a missing
    /// operand. The reference reports the operand, then reads the splat and
    /// what follows it in recovery mode (an index takes the token after its
    /// key as its closing bracket), and its skip after the attribute starts
    /// where that stopped: the body goes on from the end of that line.
    fn splat_after_missing_operand(&mut self, term: Spanned) {
        if self.buf.len() < 3
            || self.buf[0].1 != Tok::Dot
            || self.buf[1].1 != Tok::Star
            || self.buf[2].1 != Tok::LBrack
        {
            return;
        }
        let mut model = super::recovering_expr::RecoveringExpr::new(
            &self.buf,
            term,
            self.src,
            self.file.clone(),
        );
        let Some((end, _)) = model.traversals(0) else {
            return;
        };
        if end < self.buf.len() && is_binary_op(self.buf[end].1) {
            // the expression would go on: not modelled
            return;
        }
        self.diags.append(&mut model.diags);
        self.resume_at = self.body_stop_in_buf(end, true);
    }

    /// The reference's traversal loop at `self.buf[i]`, recovering or not:
    /// a dot followed by no name is rejected without consuming that token,
    /// so a run of dots gets one error per dot.
    fn dot_run_errors(&mut self, mut i: usize, term: Spanned) {
        while self.buf.get(i).is_some_and(|t| t.1 == Tok::Dot) {
            let next = self.buf.get(i + 1).copied().unwrap_or(term);
            match next.1 {
                Tok::Ident => i += 2,
                Tok::Number => {
                    // a legacy index step is checked as it is read
                    let mut scratch = Ctx::new(self.file.clone());
                    build::legacy_step(self.src, &mut scratch, span(next), span(next), false);
                    self.diags.append(&mut scratch.diags);
                    i += 2;
                }
                Tok::Star => break,
                t => {
                    self.error(
                        "Invalid attribute name",
                        "An attribute name is required after a dot.",
                        span(next),
                    );
                    if t != Tok::Dot {
                        break;
                    }
                    i += 1;
                }
            }
        }
    }

    /// After an error at `self.buf[i]`, each enclosing call, tuple, object,
    /// index or quoted string recovers as the reference's does (it skips to
    /// its closing token, counting only its own kind of bracket) and
    /// returns a term whose traversals are parsed next: a dot there without
    /// a name is reported even in recovery mode. Stops at the first level
    /// whose closing token is not in the buffer, and at template sequences.
    fn recovered_traversals(&mut self, i: usize, term: Spanned) {
        let mut pos = i;
        let mut after_interp = false;
        // only brackets closed so far: the first sequence around them is
        // walked, with the templates around it, once
        let mut brackets_only = true;
        let mut level = self.open_around(i);
        if let Some(j) = level.filter(|&j| self.recovery && self.open_outer_index(j)) {
            // recovering, the reference's index takes the token after its
            // key as its closing bracket and its traversal goes on
            let (end, consumed) = self.traversal_errors(j, term, true);
            if consumed {
                self.resume_at = self.body_stop_in_buf(end, false);
                return;
            }
        }
        while let Some(j) = level {
            let open = self.buf[j].1;
            if !matches!(open, Tok::LParen | Tok::LBrack | Tok::LBrace) {
                if pos != i
                    && brackets_only
                    && matches!(open, Tok::TemplateControl | Tok::TemplateInterp)
                {
                    // a bracket inside the sequence recovered to its closer:
                    // the reference's sequence goes on after it
                    let more = super::template_errors::after_bracket_recovery(self, j, pos, term);
                    self.diags.extend(more);
                }
                brackets_only = false;
            }
            let call = open == Tok::LParen && j > 0 && self.buf[j - 1].1 == Tok::Ident;
            let close = match open {
                Tok::LParen if !call => {
                    // a group whose expression parsed but is not followed by
                    // `)` takes that token as its closer without recovering
                    if pos == i && self.open_around(i) == Some(j) && self.group_closer_at(j, i) {
                        pos = i + 1;
                        level = self.open_around(j);
                        if level.is_some() {
                            self.dot_run_errors(pos, term);
                            continue;
                        }
                        // the attribute's whole term: its traversals, then
                        // the skip after the attribute from where they end
                        let (end, _) = self.traversal_errors(pos, term, true);
                        self.resume_at = self.body_stop_in_buf(end, true);
                        return;
                    }
                    Tok::RParen
                }
                Tok::LParen => Tok::RParen,
                Tok::LBrack => Tok::RBrack,
                Tok::LBrace => Tok::RBrace,
                Tok::OQuote => Tok::CQuote,
                // an interpolation skips to its end; its template goes on
                Tok::TemplateInterp => Tok::TemplateSeqEnd,
                _ => return,
            };
            // a call's or an index's separator error consumed the token
            // (an object's key/value separator error leaves it)
            let mut k = pos;
            if pos == i
                && !matches!(open, Tok::TemplateInterp | Tok::LBrace)
                && self.buf.get(i).is_some_and(|t| t.1 == open)
            {
                k += 1;
            }
            let mut nest = 0usize;
            let found = loop {
                let Some(t) = self.buf.get(k) else {
                    break None;
                };
                if opens(open, t.1) {
                    nest += 1;
                } else if t.1 == close {
                    if nest == 0 {
                        break Some(k);
                    }
                    nest -= 1;
                }
                k += 1;
            };
            let Some(k) = found else {
                if self.closes_later(open, close, nest) {
                    self.skip_to = vec![(open, close, nest)];
                    if self.err_reported {
                        self.skip_to.extend(self.enclosing_closers(j));
                    }
                } else {
                    self.to_eof = true;
                    if matches!(open, Tok::LParen | Tok::LBrack | Tok::LBrace) {
                        // the templates around are cut at the end of the file
                        let len = self.src.len() as u32;
                        let eof = Span::new(len, len);
                        let more = super::template_errors::unclosed_at_eof(self, i, eof);
                        self.diags.extend(more);
                    }
                }
                return;
            };
            if open == Tok::OQuote && after_interp {
                self.template_lit_diags(pos, k);
            }
            after_interp = open == Tok::TemplateInterp;
            level = self.open_around(j);
            if after_interp {
                pos = k + 1;
            } else if level.is_some() {
                pos = self.traversal_errors(k + 1, term, false).0;
            } else {
                // (an error reported: each level recovers to its closer; a
                // silent one leaves the enclosing ones parsing on, which
                // this model does not follow past their closers)
                let (end, consumed) = self.traversal_errors(k + 1, term, true);
                if consumed || self.err_reported {
                    self.resume_at = self.body_stop_in_buf(end, self.err_reported);
                }
                return;
            }
        }
    }

    /// Whether the group opened at `self.buf[j]` takes the token at
    /// `self.buf[i]` (where the parse failed) as its closer: its expression
    /// is complete before it (the reference reports "Unbalanced
    /// parentheses" there and reads the token as if it were the `)`), or,
    /// recovering, it is empty and that token neither starts nor continues
    /// an expression (a placeholder stands in for the missing one). Else the
    /// error is inside the group's expression and the group skips to its
    /// own `)`.
    fn group_closer_at(&mut self, j: usize, i: usize) -> bool {
        if i == j + 1 {
            return self.recovery && self.buf.get(i).is_some_and(|t| ends_nothing(t.1));
        }
        self.try_parse_range(j + 1, i).is_ok()
    }

    /// Whether the parse failed at `self.buf[i]` (or at the token after the
    /// buffer) where a call's argument is complete and a `,` or `)` must
    /// follow: "Missing argument separator" ("Unterminated function call"
    /// at the end of the file).
    fn call_separator_at(&mut self, i: usize) -> bool {
        // (at the end of the buffer the call is unterminated:
        // `unclosed_at_eof_recovering` and the call's own diagnostic kind
        // decide)
        let Some(at) = self.buf.get(i).map(|t| t.1) else {
            return false;
        };
        if matches!(at, Tok::Comma | Tok::RParen | Tok::Ellipsis) {
            return false;
        }
        let Some(j) = self.open_around(i) else {
            return false;
        };
        if self.buf[j].1 != Tok::LParen || j == 0 || self.buf[j - 1].1 != Tok::Ident {
            return false;
        }
        // the argument starts after the last comma of the call's own level
        let mut start = j + 1;
        let mut k = j + 1;
        while k < i {
            let t = self.buf[k].1;
            if is_open_tok(t) {
                match self.close_of(k) {
                    Some(c) if c < i => k = c + 1,
                    _ => return false,
                }
                continue;
            }
            if t == Tok::Comma {
                start = k + 1;
            }
            k += 1;
        }
        if start == i {
            // recovering, an empty argument is a placeholder before a token
            // that neither starts nor continues an expression
            return self.recovery && ends_nothing(at);
        }
        self.try_parse_range(start, i).is_ok()
    }

    /// The group (not a call) left open around `self.buf[i]` that takes that
    /// token as its closer ([`Self::group_closer_at`]), if there is one.
    fn group_closed_by(&mut self, i: usize) -> Option<usize> {
        if i >= self.buf.len() {
            return None;
        }
        let j = self.open_around(i)?;
        let call = j > 0 && self.buf[j - 1].1 == Tok::Ident;
        (self.buf[j].1 == Tok::LParen && !call && self.group_closer_at(j, i)).then_some(j)
    }

    /// After a directive error at `self.buf[i]` in a quoted template or
    /// heredoc that is the attribute's whole term (no bracket of the
    /// buffer open around it) and closes in the buffer: the reference's
    /// template ends there and its traversal loop reads what follows (a
    /// dot without a name is reported even in recovery mode).
    fn after_outer_template(&mut self, i: usize, term: Spanned) {
        let mut j = self.open_around(i);
        while let Some(o) = j.filter(|&o| !matches!(self.buf[o].1, Tok::OQuote | Tok::OHeredoc)) {
            j = self.open_around(o);
        }
        let Some(j) = j.filter(|&j| self.open_around(j).is_none()) else {
            return;
        };
        if let Some(k) = self.close_of(j) {
            let (end, consumed) = self.traversal_errors(k + 1, term, true);
            if consumed {
                self.resume_at = self.body_stop_in_buf(end, false);
            }
        }
    }

    /// Whether the error at `self.buf[i]` is a `::` followed by no function
    /// name.
    fn missing_ns_name(&self, i: usize) -> bool {
        i > 0
            && i < self.buf.len()
            && self.buf[i - 1].1 == Tok::DoubleColon
            && self.buf[i].1 != Tok::Ident
    }

    /// The closing tokens the reference's recovery skips to for the
    /// brackets of the buffer open around `self.buf[j]` (innermost first):
    /// a group, call, tuple, object or index whose inner expression failed
    /// recovers to its own closer, counting only its own kind of bracket;
    /// an interpolation to its end, then its quoted template to its end.
    /// Stops at the first other kind (a heredoc, a directive).
    fn enclosing_closers(&self, j: usize) -> Vec<(Tok, Tok, usize)> {
        let mut out = Vec::new();
        let mut level = self.open_around(j);
        while let Some(o) = level {
            let open = self.buf[o].1;
            let close = match open {
                Tok::LParen => Tok::RParen,
                Tok::LBrack => Tok::RBrack,
                Tok::LBrace => Tok::RBrace,
                Tok::OQuote => Tok::CQuote,
                Tok::TemplateInterp => Tok::TemplateSeqEnd,
                _ => break,
            };
            out.push((open, close, 0));
            level = self.open_around(o);
        }
        out
    }

    /// The reference's skip after "Missing function name" at
    /// `self.buf[i]`: the bad token consumed, on to the next `(` (in the
    /// buffer or later in the file) and past the `)` that closes it,
    /// counting parentheses only; then each bracket open around the name
    /// recovers to its own closer from there (see
    /// [`Self::enclosing_closers`]), and the traversals after the last one
    /// are read.
    fn skip_over_parens(&mut self, i: usize, term: Spanned) {
        let levels = self.enclosing_closers(i);
        let Some(p) = (i + 1..self.buf.len()).find(|&k| self.buf[k].1 == Tok::LParen) else {
            self.paren_group_later = true;
            self.skip_to = levels;
            return;
        };
        let mut chain = vec![(Tok::LParen, Tok::RParen, 0)];
        chain.extend(levels);
        self.close_levels(p + 1, chain, term);
    }

    /// Each `(open, close, nesting)` of `levels` in turn skips to its
    /// closer (counting only its own kind of bracket), from `self.buf[from]`
    /// on; the levels not closed in the buffer are left for the skip after
    /// it ([`Self::skip_to`]), or the skip runs to the end of the file when
    /// the first of them never closes. If all close in the buffer, the
    /// traversals after the last closer are read and the body resumes
    /// where the reference's skip after the attribute stops.
    fn close_levels(&mut self, from: usize, levels: Vec<(Tok, Tok, usize)>, term: Spanned) {
        let mut q = from;
        for (n, &(open, close, mut nest)) in levels.iter().enumerate() {
            let mut found = None;
            for k in q..self.buf.len() {
                let t = self.buf[k].1;
                if opens(open, t) {
                    nest += 1;
                } else if t == close {
                    if nest == 0 {
                        found = Some(k);
                        break;
                    }
                    nest -= 1;
                }
            }
            let Some(k) = found else {
                if self.closes_later(open, close, nest) {
                    self.skip_to = vec![(open, close, nest)];
                    self.skip_to.extend_from_slice(&levels[n + 1..]);
                } else {
                    self.to_eof = true;
                }
                return;
            };
            q = k + 1;
        }
        let (end, _) = self.traversal_errors(q, term, true);
        self.resume_at = self.body_stop_in_buf(end, true);
    }

    /// Whether `self.buf[j]` is a `[` left open that indexes the complete
    /// expression before it, with no bracket of the buffer open around it.
    fn open_outer_index(&mut self, j: usize) -> bool {
        j > 0
            && self.buf[j].1 == Tok::LBrack
            && self.open_around(j).is_none()
            && self.try_parse_prefix(j)
    }

    /// Whether `self.buf[i]` is in an item's value (after its `=` or `:`)
    /// of the object opened at `self.buf[j]`.
    fn in_item_value(&self, j: usize, i: usize) -> bool {
        let mut value = false;
        let mut k = j + 1;
        while k < i {
            let t = self.buf[k].1;
            if is_open_tok(t) {
                match self.close_of(k) {
                    Some(c) if c < i => k = c + 1,
                    _ => return value,
                }
                continue;
            }
            match t {
                Tok::Comma | Tok::Newline => value = false,
                Tok::Eq | Tok::Colon => value = true,
                _ => {}
            }
            k += 1;
        }
        value
    }

    /// The reference, recovering, reads an index's key (after the `[` at
    /// `self.buf[i]`) as the longest expression there, `for` being a plain
    /// name, and takes whatever token comes next as its closing bracket: if
    /// that is not a `]`, its index (the token is consumed, nothing skipped).
    fn index_without_close(&mut self, i: usize) -> Option<usize> {
        if self.buf.get(i + 1).is_none_or(|t| t.1 == Tok::Star) {
            return None;
        }
        let toks: Vec<Spanned> = self.buf[i + 1..]
            .iter()
            .map(|&(l, t, r)| {
                let t = match t {
                    Tok::KwFor | Tok::KwIn | Tok::KwIf => Tok::Ident,
                    t => t,
                };
                (l, t, r)
            })
            .collect();
        let src = self.src;
        let parse = |n: usize| {
            let mut scratch = Ctx::new(self.file.clone());
            self.expr_parser
                .parse(src, &mut scratch, super::wrap_tokens(&toks[..n]))
                .map_err(super::unwrap_token)
                .map(|_| ())
        };
        let f = match parse(toks.len()) {
            Err(lalrpop_util::ParseError::UnrecognizedToken { token, .. }) => {
                toks.iter().position(|t| t.0 == token.0 && t.1 == token.1)?
            }
            _ => return None,
        };
        if f == 0 && !ends_nothing(toks[0].1) {
            return None;
        }
        if toks[f].1 == Tok::RBrack || (f > 0 && parse(f).is_err()) {
            return None;
        }
        Some(i + 1 + f)
    }

    /// Whether the source between `lo` and `hi` (the gap between two
    /// tokens: spaces, comments, newlines) holds a newline token of the
    /// reference's (a line break, or a line comment with its own): the byte
    /// after it.
    fn gap_newline(&self, lo: usize, hi: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        let mut k = lo;
        while k < hi.min(b.len()) {
            match b[k] {
                b'\n' => return Some(k + 1),
                b'#' => return b[k..hi].iter().position(|&c| c == b'\n').map(|n| k + n + 1),
                b'/' if b.get(k + 1) == Some(&b'/') => {
                    return b[k..hi].iter().position(|&c| c == b'\n').map(|n| k + n + 1)
                }
                b'/' if b.get(k + 1) == Some(&b'*') => {
                    k = self.src[k + 2..hi].find("*/").map_or(hi, |n| k + 2 + n + 2);
                }
                _ => k += 1,
            }
        }
        None
    }

    /// The reference's expression ended before `self.buf[from]` (the token
    /// before it consumed): its skip after the attribute (see
    /// [`Self::skip_after_token`]) over the rest of the buffer, with the
    /// newlines this lexer dropped inside brackets. The byte after the
    /// newline it stops at, if that is inside the buffer. `errored`: the
    /// term before reported an error, so no operator continues it.
    fn body_stop_in_buf(&self, from: usize, errored: bool) -> Option<usize> {
        if from == 0 || from >= self.buf.len() {
            return None;
        }
        let first = self.buf[from].1;
        let prev_end = self.buf[from - 1].2 as usize;
        let nl_before = self.gap_newline(prev_end, self.buf[from].0 as usize);
        if !errored && nl_before.is_none() && is_binary_op(first) {
            // the expression goes on
            return None;
        }
        if nl_before.is_some() {
            return nl_before;
        }
        let mut open: Vec<Tok> = Vec::new();
        for k in from..self.buf.len() {
            let t = self.buf[k].1;
            match t {
                Tok::Newline if open.is_empty() => return Some(self.buf[k].2 as usize),
                Tok::LBrace
                | Tok::LBrack
                | Tok::LParen
                | Tok::OQuote
                | Tok::OHeredoc
                | Tok::TemplateInterp
                | Tok::TemplateControl => open.push(t),
                Tok::RBrace | Tok::RBrack | Tok::RParen | Tok::CQuote | Tok::CHeredoc => {
                    let opener = match t {
                        Tok::RBrace => Tok::LBrace,
                        Tok::RBrack => Tok::LBrack,
                        Tok::RParen => Tok::LParen,
                        Tok::CQuote => Tok::OQuote,
                        _ => Tok::OHeredoc,
                    };
                    match open.iter().rposition(|&o| o == opener) {
                        Some(p) => open.truncate(p),
                        None => open.clear(),
                    }
                }
                Tok::TemplateSeqEnd => {
                    match open
                        .iter()
                        .rposition(|&o| matches!(o, Tok::TemplateInterp | Tok::TemplateControl))
                    {
                        Some(p) => open.truncate(p),
                        None => open.clear(),
                    }
                }
                _ => {}
            }
            if open.is_empty() && k + 1 < self.buf.len() {
                let nl = self.gap_newline(self.buf[k].2 as usize, self.buf[k + 1].0 as usize);
                if nl.is_some() {
                    return nl;
                }
            }
        }
        None
    }

    /// The reference decodes a quoted template's literal parts as it reads
    /// them, so their invalid escapes are reported whatever goes wrong
    /// later: those of the literal tokens of `self.buf[from..to]` at the
    /// template's own level, up to the first token that is no template part.
    fn template_lit_diags(&mut self, from: usize, to: usize) {
        let mut scratch = Ctx::new(self.file.clone());
        let mut k = from;
        while k < to.min(self.buf.len()) {
            let t = self.buf[k];
            match t.1 {
                Tok::TemplateLit => {
                    let text = &self.src[t.0 as usize..t.2 as usize];
                    super::template::decode_literal(&mut scratch, text, t.0, true);
                    k += 1;
                }
                Tok::TemplateInterp | Tok::TemplateControl => match self.close_of(k) {
                    Some(c) if c < to => k = c + 1,
                    _ => break,
                },
                _ => break,
            }
        }
        self.add_unreported(scratch.diags);
    }

    /// Adds the diagnostics of a scratch parse that `self.diags` does not
    /// hold yet (same summary and subject): re-parsing tokens reports again
    /// what their first parse reported.
    fn add_unreported(&mut self, more: Vec<Diagnostic>) {
        for d in more {
            if !self
                .diags
                .iter()
                .any(|o| o.summary == d.summary && o.subject == d.subject)
            {
                self.diags.push(d);
            }
        }
    }

    /// An error at `self.buf[i]` inside quoted templates: the literal parts
    /// each of them had before it were decoded (see
    /// [`Self::template_lit_diags`]).
    fn open_template_lit_diags(&mut self, i: usize) {
        let mut level = self.open_around(i);
        while let Some(j) = level {
            if self.buf[j].1 == Tok::OQuote {
                self.template_lit_diags(j + 1, i);
            }
            level = self.open_around(j);
        }
    }

    /// An item of a tuple, object or call complete before the unexpected
    /// token `self.buf[i]` was parsed by the reference before it saw that
    /// token: keep what parsing it reports (legacy indexes, numbers).
    fn item_prefix_diags(&mut self, i: usize) {
        let Some(j) = self.open_around(i) else {
            return;
        };
        // (an interpolation's expression, e.g. a bad number before a stray
        // quote, is one item)
        let interp = self.buf[j].1 == Tok::TemplateInterp;
        if !matches!(
            self.buf[j].1,
            Tok::LBrack | Tok::LBrace | Tok::LParen | Tok::TemplateInterp
        ) || self.buf.get(j + 1).is_some_and(|t| t.1 == Tok::KwFor)
        {
            return;
        }
        let mut start = j + 1;
        let mut k = j + 1;
        while k < i {
            let t = self.buf[k].1;
            if is_open_tok(t) {
                match self.close_of(k) {
                    Some(c) if c < i => k = c + 1,
                    _ => return,
                }
                continue;
            }
            if !interp && matches!(t, Tok::Comma | Tok::Newline | Tok::Eq | Tok::Colon) {
                start = k + 1;
            }
            k += 1;
        }
        if start >= i {
            return;
        }
        let src = self.src;
        let mut scratch = Ctx::new(self.file.clone());
        let ok = self
            .expr_parser
            .parse(src, &mut scratch, super::wrap_tokens(&self.buf[start..i]))
            .is_ok();
        if !ok {
            return;
        }
        self.add_unreported(scratch.diags);
    }

    /// A `for` expression that ends with extra characters at `self.buf[i]`
    /// is still checked for its kind, as the reference does after skipping
    /// them: an object needs a key expression, a tuple takes neither a key
    /// nor a grouping ellipsis.
    fn for_result_errors(&mut self, i: usize) {
        let Some(j) = self.open_around(i) else {
            return;
        };
        let make_obj = self.buf[j].1 == Tok::LBrace;
        let (mut colon, mut arrow, mut ellipsis, mut cond) = (None, None, None, None);
        // conditionals in the collection expression: their colons are not
        // the one that ends it
        let mut questions = 0usize;
        let mut k = j + 1;
        while k < i {
            let t = self.buf[k].1;
            if is_open_tok(t) {
                match self.close_of(k) {
                    Some(c) if c < i => k = c + 1,
                    _ => return,
                }
                continue;
            }
            match t {
                Tok::Question if colon.is_none() => questions += 1,
                Tok::Colon if colon.is_none() && questions > 0 => questions -= 1,
                Tok::Colon if colon.is_none() => colon = Some(k),
                Tok::FatArrow if colon.is_some() && arrow.is_none() => arrow = Some(k),
                Tok::Ellipsis if colon.is_some() => ellipsis = Some(k),
                Tok::KwIf if colon.is_some() && cond.is_none() => cond = Some(k),
                _ => {}
            }
            k += 1;
        }
        let Some(colon) = colon else {
            return;
        };
        let val_start = arrow.map_or(colon + 1, |a| a + 1);
        let val_end = ellipsis.or(cond).unwrap_or(i);
        if make_obj {
            if arrow.is_none() && val_start < val_end {
                let sub = span(self.buf[val_start]).to(span(self.buf[val_end - 1]));
                self.error(
                    "Invalid 'for' expression",
                    "Key expression is required when building an object.",
                    sub,
                );
            }
        } else {
            if let Some(a) = arrow.filter(|&a| a > colon + 1) {
                let sub = span(self.buf[colon + 1]).to(span(self.buf[a - 1]));
                self.error(
                    "Invalid 'for' expression",
                    "Key expression is not valid when building a tuple.",
                    sub,
                );
            }
            if let Some(e) = ellipsis {
                let sub = span(self.buf[e]);
                self.error(
                    "Invalid 'for' expression",
                    "Grouping ellipsis (...) cannot be used when building a tuple.",
                    sub,
                );
            }
        }
    }

    /// Whether a `close` at nesting `nest` (counting only `open`) comes
    /// after the buffer, before the end of the file. Looks ahead on a copy
    /// of the lexer; nothing is consumed.
    fn closes_later(&self, open: Tok, close: Tok, mut nest: usize) -> bool {
        let mut step = |t: Tok| {
            if opens(open, t) {
                nest += 1;
            } else if t == close {
                if nest == 0 {
                    return true;
                }
                nest -= 1;
            }
            false
        };
        let Some((term, _)) = self.peeked else {
            return false;
        };
        if term.1 == Tok::Eof {
            return false;
        }
        if step(term.1) {
            return true;
        }
        let mut lx = self.lx.clone();
        while let Some(t) = lx.next_token() {
            if step(t.1) {
                return true;
            }
        }
        false
    }

    /// The traversal steps after a term ending before `self.buf[i]`:
    /// indexes are skipped, dot runs reported as [`Self::dot_run_errors`]
    /// does; returns where the traversals end.
    ///
    /// `outer`: the term is the attribute's whole expression's (no bracket
    /// of the buffer is open around it). There an index whose key is
    /// followed by another token than `]` takes that token as its closer
    /// ([`Self::index_without_close`]) and the expression ends at the next
    /// line break, which this lexer may have dropped: then the index of
    /// the token after the consumed one is returned, else None.
    fn traversal_errors(&mut self, i: usize, term: Spanned, outer: bool) -> (usize, bool) {
        let mut i = i;
        let mut consumed = false;
        loop {
            match self.buf.get(i).map(|t| t.1) {
                Some(Tok::LBrack) => {
                    if outer {
                        if let Some(f) = self.index_without_close(i) {
                            consumed = true;
                            i = f + 1;
                            let next_lo = self.buf.get(i).map_or(term.0, |t| t.0);
                            if self
                                .gap_newline(self.buf[f].2 as usize, next_lo as usize)
                                .is_some()
                            {
                                return (i, consumed);
                            }
                            continue;
                        }
                    }
                    match self.close_of(i) {
                        Some(k) => i = k + 1,
                        None => return (i, consumed),
                    }
                }
                Some(Tok::Dot) => {
                    if consumed {
                        let next_lo = self.buf[i].0 as usize;
                        if self
                            .gap_newline(self.buf[i - 1].2 as usize, next_lo)
                            .is_some()
                        {
                            return (i, consumed);
                        }
                    }
                    let next = self.buf.get(i + 1).map(|t| t.1);
                    if matches!(next, Some(Tok::Ident | Tok::Number)) {
                        i += 2;
                    } else {
                        self.dot_run_errors(i, term);
                        return (i, consumed);
                    }
                }
                _ => return (i, consumed),
            }
        }
    }

    /// Whether no `}` closing a template sequence comes after the buffer
    /// (the reference's skip to a sequence's end runs to the end of the
    /// file). Looks ahead on a copy of the lexer.
    pub(super) fn no_seq_end_later(&self) -> bool {
        !self.closes_later(Tok::TemplateInterp, Tok::TemplateSeqEnd, 0)
    }

    pub(super) fn try_parse_prefix(&mut self, n: usize) -> bool {
        self.try_parse_range(0, n).is_ok()
    }

    /// Whether `self.buf[s..e]` parses as one expression; on failure, the
    /// index of the token the parser stopped at (if it was one).
    pub(super) fn try_parse_range(&mut self, s: usize, e: usize) -> Result<(), Option<usize>> {
        let src = self.src;
        let mut scratch = Ctx::new(self.file.clone());
        match self
            .expr_parser
            .parse(src, &mut scratch, super::wrap_tokens(&self.buf[s..e]))
            .map_err(super::unwrap_token)
        {
            Ok(_) => Ok(()),
            Err(lalrpop_util::ParseError::UnrecognizedToken { token, .. })
            | Err(lalrpop_util::ParseError::ExtraToken { token }) => Err(self.buf[s..e]
                .iter()
                .position(|t| t.0 == token.0 && t.1 == token.1)
                .map(|i| s + i)),
            Err(_) => Err(None),
        }
    }

    /// Where the reference's recovery to a closing bracket stops when an
    /// index misses its `]` at the token `self.buf[from]` (or `term` when
    /// `from` is past the buffer): the first `]` after it that no later `[`
    /// claims, counting only brackets, or the end of the file. The reference
    /// reports "Missing close bracket on index" there (its diagnostic's
    /// subject aliases the token its recovery returns). Looks ahead on a
    /// copy of the lexer; nothing is consumed.
    pub(super) fn bracket_recovery_end(&self, from: usize, term: Spanned) -> Span {
        let mut nest = 0usize;
        let mut step = |t: Spanned| match t.1 {
            Tok::LBrack => {
                nest += 1;
                None
            }
            Tok::RBrack if nest == 0 => Some(span(t)),
            Tok::RBrack => {
                nest -= 1;
                None
            }
            Tok::Eof => Some(span(t)),
            _ => None,
        };
        for &t in self.buf.get(from + 1..).unwrap_or(&[]) {
            if let Some(s) = step(t) {
                return s;
            }
        }
        if from < self.buf.len() {
            if let Some(s) = step(term) {
                return s;
            }
        }
        if term.1 != Tok::Eof {
            let mut lx = self.lx.clone();
            while let Some(t) = lx.next_token() {
                if let Some(s) = step(t) {
                    return s;
                }
            }
        }
        span(self.eof())
    }

    /// [`errors::matching_close`] in `self.buf`, in constant time once the
    /// buffer's bracket structure is made.
    pub(super) fn close_of(&self, j: usize) -> Option<usize> {
        match self.brackets() {
            Some(b) => b.matching_close(&self.buf, j),
            None => errors::matching_close(&self.buf, j),
        }
    }

    /// [`errors::unmatched_open`] in `self.buf` (see [`Self::close_of`]).
    pub(super) fn open_around(&self, i: usize) -> Option<usize> {
        match self.brackets() {
            Some(b) => b.unmatched_open(i),
            None => errors::unmatched_open(&self.buf, i.min(self.buf.len())),
        }
    }

    /// The bracket structure of `self.buf`, unless the buffer is being
    /// filled (then the callers scan).
    fn brackets(&self) -> Option<&errors::Brackets> {
        let b = self
            .brackets
            .get_or_init(|| errors::Brackets::new(&self.buf));
        (b.len() == self.buf.len()).then_some(b)
    }

    pub(super) fn buf(&self) -> &[Spanned] {
        &self.buf
    }

    pub(super) fn src(&self) -> &'a str {
        self.src
    }

    pub(super) fn file(&self) -> &SourceFile {
        &self.file
    }

    fn parse_attribute(
        &mut self,
        name: Spanned,
        single_line: bool,
        block_depth: usize,
    ) -> Option<Attribute> {
        let (eq, _) = self.read();
        self.lx.set_in_attr_expr(true);
        let term = self.collect_expr(block_depth);
        let expr_start = self.buf.first().map_or(term.0, |t| t.0);
        let parsed = if self.buf.is_empty() {
            if !self.recovery {
                let d = errors::missing_expression(self, term);
                self.diags.push(d);
            }
            self.recovery = true;
            None
        } else {
            self.parse_buffered_expr(term, single_line)
        };
        let name_span = span(name);
        let ident = build::ident(self.src, name_span);
        let expr = match parsed {
            Some(e) => e,
            None => {
                let end = self.prev;
                let e = placeholder(Span::new(expr_start, end.hi.max(expr_start)));
                let attr_span = name_span.to(self.prev);
                if let Some(at) = self.resume_at.take() {
                    self.to_eof = false;
                    self.skip_to.clear();
                    self.lx.rewind(at, block_depth);
                    self.peeked = None;
                } else if std::mem::take(&mut self.to_eof) {
                    while self.read().0 .1 != Tok::Eof {}
                } else if self.paren_group_later || !self.skip_to.is_empty() {
                    if std::mem::take(&mut self.paren_group_later) {
                        // on to the next `(` after the buffer, then past its `)`
                        let mut nest = 0usize;
                        let mut opened = false;
                        loop {
                            let (t, _) = self.read();
                            match t.1 {
                                Tok::Eof => break,
                                Tok::LParen if !opened => opened = true,
                                Tok::LParen => nest += 1,
                                Tok::RParen if opened && nest == 0 => break,
                                Tok::RParen if opened => nest -= 1,
                                _ => {}
                            }
                        }
                    }
                    for (open, close, mut nest) in std::mem::take(&mut self.skip_to) {
                        loop {
                            let (t, _) = self.read();
                            if t.1 == Tok::Eof {
                                break;
                            }
                            if opens(open, t.1) {
                                nest += 1;
                            } else if t.1 == close {
                                if nest == 0 {
                                    break;
                                }
                                nest -= 1;
                            }
                        }
                    }
                    self.recover_after_token(block_depth);
                } else {
                    self.recover_after_item(block_depth);
                }
                if let Some(r) = self.keep_recovery.take() {
                    self.recovery = r;
                }
                return Some(build::new_attribute(ident, span(eq), e, attr_span));
            }
        };
        let end_span = expr.span;
        if !single_line {
            let (t, _) = self.peek();
            match t.1 {
                Tok::Newline => {
                    self.read();
                }
                Tok::Eof => {}
                _ => {
                    if !self.recovery {
                        let (summary, detail) = if t.1 == Tok::Comma {
                            ("Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.")
                        } else {
                            (
                                "Missing newline after argument",
                                "An argument definition must end with a newline.",
                            )
                        };
                        self.error_ctx(summary, detail, span(t), name_span.to(span(t)));
                    }
                    self.recover_after_item(block_depth);
                }
            }
        }
        Some(build::new_attribute(
            ident,
            span(eq),
            expr,
            name_span.to(end_span),
        ))
    }

    fn parse_block(&mut self, ident: Spanned, block_depth: usize) -> Block {
        let ty = build::ident(self.src, span(ident));
        let mut labels = Vec::new();
        let obrace;
        loop {
            let (t, _) = self.peek();
            match t.1 {
                Tok::LBrace => {
                    obrace = span(self.read().0);
                    break;
                }
                Tok::OQuote => labels.push(self.parse_quoted_label()),
                Tok::Ident => {
                    self.read();
                    labels.push(build::new_label(
                        build::smol_span(self.src, span(t)),
                        span(t),
                        false,
                    ));
                }
                _ => {
                    let ctxs = ty.span.to(span(t));
                    match t.1 {
                        Tok::Eq => self.error_ctx("Invalid block definition", "The equals sign \"=\" indicates an argument definition, and must not be used when defining a block.", span(t), ctxs),
                        Tok::Newline => self.error_ctx("Invalid block definition", "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line as the block header.", span(t), ctxs),
                        _ => {
                            if !self.recovery {
                                self.error_ctx("Invalid block definition", "Either a quoted string block label or an opening brace (\"{\") is expected here.", span(t), ctxs);
                            }
                        }
                    }
                    self.recover_after_token(block_depth);
                    let s = ty.span;
                    let body = Body {
                        span: s,
                        end_span: s,
                        ..Body::default()
                    };
                    return build::new_block(ty, labels.into(), body, s, s);
                }
            }
        }
        let inner = block_depth + 1;
        let (t, _) = self.peek();
        let body = match t.1 {
            Tok::Newline | Tok::Eof | Tok::RBrace => {
                Some(self.parse_body(Tok::RBrace, obrace, inner))
            }
            _ => {
                let mark = self.diags.len();
                self.brace_taken = false;
                let body = self.parse_single_attr_body(inner);
                let body_end = self.diags.len();
                let (t, _) = self.peek();
                match t.1 {
                    Tok::RBrace => {
                        self.read();
                    }
                    Tok::Comma => {
                        self.error("Invalid single-argument block definition", "Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line.", span(t));
                        self.recover_body(Tok::RBrace, inner);
                    }
                    Tok::Newline if std::mem::take(&mut self.block_close_reported) => {
                        self.recover_body(Tok::RBrace, inner);
                    }
                    Tok::Newline => {
                        self.error("Invalid single-argument block definition", "An argument definition on the same line as its containing block creates a single-line block definition, which must also be closed on the same line. Place the block's closing brace immediately after the argument definition.", span(t));
                        self.recover_body(Tok::RBrace, inner);
                    }
                    _ => {
                        if !self.recovery {
                            if t.1 == Tok::Eof && self.lx.too_deep.is_some() {
                                // cut short by the nesting limit (see parse_body)
                            } else if t.1 == Tok::Eof {
                                self.error_ctx("Unclosed configuration block", "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.", obrace, ty.span.to(obrace));
                            } else {
                                self.error("Invalid single-argument block definition", "A single-line block definition must end with a closing brace immediately after its single argument definition.", span(t));
                            }
                        }
                        if std::mem::take(&mut self.brace_taken) && t.1 != Tok::Eof {
                            // the body's skip already took the block's `}`:
                            // the reference counts braces from here
                            self.recover_counting_braces();
                        } else {
                            self.recover_body(Tok::RBrace, inner);
                        }
                    }
                }
                // the reference reports the body's errors after the block's
                self.diags[mark..].rotate_left(body_end - mark);
                body
            }
        };
        let cbrace = self.prev;
        let (eol, _) = self.peek();
        match eol.1 {
            Tok::Newline => {
                self.read();
            }
            Tok::Eof => {}
            _ => {
                if !self.recovery {
                    self.error_ctx(
                        "Missing newline after block definition",
                        "A block definition must end with a newline.",
                        span(eol),
                        ty.span.to(span(eol)),
                    );
                }
                // the reference counts brackets from here: the lexer may
                // still hold braces the body's skip left open
                self.recover_after_token(block_depth);
            }
        }
        let body = body.unwrap_or_else(|| Body {
            span: obrace.to(cbrace),
            end_span: cbrace,
            ..Body::default()
        });
        build::new_block(ty, labels.into(), body, obrace, cbrace)
    }

    fn parse_single_attr_body(&mut self, inner: usize) -> Option<Body> {
        let (ident, d) = self.read();
        if ident.1 != Tok::Ident {
            // the reference's recovery starts counting brackets after the
            // bad token: a bad `{` does not hold it to the line after its
            // `}`, nor does a bad `(` or quote that is never closed
            let _ = d;
            self.recover_after_token(inner);
            self.error(
                "Argument or block definition required",
                "An argument or block definition is required here.",
                span(ident),
            );
            return None;
        }
        let (next, _) = self.peek();
        match next.1 {
            Tok::Eq => {
                let a = self.parse_attribute(ident, true, inner)?;
                Some(build::one_attribute_body(a))
            }
            Tok::OQuote | Tok::LBrace | Tok::Ident => {
                let name = &self.src[ident.0 as usize..ident.2 as usize];
                let detail = format!("A single-line block definition can contain only a single argument. If you meant to define argument {name:?}, use an equals sign to assign it a value. To define a nested block, place it on a line of its own within its parent block.");
                self.recover_after_item(inner);
                self.error(
                    "Argument definition required",
                    detail,
                    span(ident).to(span(next)),
                );
                None
            }
            _ => {
                self.recover_after_item(inner);
                self.error("Argument or block definition required", "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.", span(ident));
                None
            }
        }
    }

    fn parse_quoted_label(&mut self) -> BlockLabel {
        let (oq, d) = self.read();
        let mut value = String::new();
        // the literal tokens since the last other token wait on
        // `ctx.spans` from `lits` on, decoded by the grammar path's decoder
        let lits = self.ctx.spans.len();
        loop {
            let (t, _) = self.read();
            if t.1 == Tok::TemplateLit {
                self.ctx.spans.push(span(t));
                continue;
            }
            value.push_str(&build::quoted_label_value(self.src, &mut self.ctx, lits));
            self.flush_ctx();
            match t.1 {
                Tok::CQuote => break,
                Tok::TemplateInterp | Tok::TemplateControl => {
                    let which = if t.1 == Tok::TemplateControl {
                        "%"
                    } else {
                        "$"
                    };
                    self.error_ctx(
                        "Invalid string literal",
                        format!("Template sequences are not allowed in this string. To include a literal {which:?}, double it (as \"{which}{which}\") to escape it."),
                        span(t),
                        span(oq).to(span(t)),
                    );
                    value.push_str(which);
                    value.push_str("{ ... }");
                    // skip to the end of the sequence
                    self.recovery = true;
                    loop {
                        let (u, du) = self.read();
                        if u.1 == Tok::Eof || (u.1 == Tok::TemplateSeqEnd && du <= d) {
                            break;
                        }
                    }
                }
                Tok::Eof => {
                    self.error_ctx(
                        "Unterminated string literal",
                        "Unable to find the closing quote mark before the end of the file.",
                        span(t),
                        span(oq).to(span(t)),
                    );
                    break;
                }
                _ => {
                    self.error_ctx(
                        "Invalid string literal",
                        "This item is not valid in a string literal.",
                        span(t),
                        span(oq).to(span(t)),
                    );
                    self.recovery = true;
                    loop {
                        let (u, du) = self.read();
                        if u.1 == Tok::Eof || (u.1 == Tok::CQuote && du < d) {
                            break;
                        }
                    }
                    break;
                }
            }
        }
        build::new_label(SmolStr::new(value), span(oq).to(self.prev), true)
    }

    // ---- standalone entry points ----

    pub fn parse_bare_expression(&mut self) -> Expr {
        self.lx.set_in_attr_expr(true);
        let term = self.collect_all();
        if self.buf.is_empty() {
            let d = errors::missing_expression(self, term);
            self.diags.push(d);
            return placeholder(span(term));
        }
        let start = self.buf[0].0;
        match self.parse_buffered_expr(term, false) {
            Some(e) => e,
            None => placeholder(Span::new(start, self.prev.hi.max(start))),
        }
    }

    fn collect_all(&mut self) -> Spanned {
        self.buf.clear();
        self.brackets = std::cell::OnceCell::new();
        loop {
            let (t, _) = self.peek();
            if t.1 == Tok::Eof {
                return t;
            }
            self.buf.push(t);
            self.read();
        }
    }

    pub fn parse_bare_template(&mut self) -> Expr {
        let term = self.collect_all();
        let src = self.src;
        let res = grammar::BareTemplateParser::new()
            .parse(src, &mut self.ctx, super::wrap_tokens(&self.buf))
            .map_err(super::unwrap_token)
            .map(|p| self.ctx.take(p));
        let whole = Span::new(0, src.len() as u32);
        match res {
            Ok(mut e) => {
                self.flush_ctx();
                e.span = whole;
                if let ExprKind::Template(t) = &mut e.kind {
                    t.span = whole;
                }
                e
            }
            Err(err) => {
                self.ctx.clear_scratch();
                self.flush_ctx();
                let bad_newline = match &err {
                    lalrpop_util::ParseError::UnrecognizedToken { token, .. }
                        if token.1 == Tok::QuotedNewline =>
                    {
                        Some(token.0)
                    }
                    _ => None,
                };
                let d = errors::map_error(self, err, term);
                self.diags.push(d);
                if let Some(at) = bad_newline {
                    // as in an expression: the directives a quoted template
                    // opened before its bad newline are reported unclosed
                    let more = errors::unclosed_directives(self, at, term);
                    self.diags.extend(more);
                }
                placeholder(whole)
            }
        }
    }

    /// An absolute traversal, with the reference's `ParseTraversalAbs` rules
    /// and diagnostics (no legacy `.0` steps, literal index keys only).
    pub fn parse_traversal(&mut self) -> Traversal {
        let (first, _) = self.read();
        let mut root = Ident {
            name: SmolStr::default(),
            span: span(first),
        };
        let mut steps = Vec::new();
        self.parse_traversal_steps(first, &mut root, &mut steps);
        Traversal::new(root, steps)
    }

    fn parse_traversal_steps(
        &mut self,
        first: Spanned,
        tr_root: &mut Ident,
        steps: &mut Vec<TraverseStep>,
    ) {
        if first.1 != Tok::Ident {
            self.error(
                "Variable name required",
                "Must begin with a variable name.",
                span(first),
            );
            return;
        }
        let root = span(first);
        tr_root.name = SmolStr::new(&self.src[first.0 as usize..first.2 as usize]);
        loop {
            let (t, _) = self.read();
            match t.1 {
                Tok::Eof => return,
                Tok::Dot => {
                    let (n, _) = self.read();
                    if n.1 != Tok::Ident {
                        let detail = if n.1 == Tok::Star {
                            "Splat expressions (.*) may not be used here."
                        } else {
                            "Dot must be followed by attribute name."
                        };
                        self.error_ctx(
                            "Attribute name required",
                            detail,
                            span(n),
                            root.to(span(n)),
                        );
                        return;
                    }
                    steps.push(TraverseStep::Attr {
                        name: SmolStr::new(&self.src[n.0 as usize..n.2 as usize]),
                        span: span(t).to(span(n)),
                    });
                }
                Tok::LBrack => {
                    let (k, _) = self.peek();
                    let key = match k.1 {
                        Tok::Number => {
                            self.read();
                            let text = &self.src[k.0 as usize..k.2 as usize];
                            if !super::actions::valid_number(text) {
                                self.error(
                                    "Invalid number literal",
                                    "Failed to recognize the value of this number literal.",
                                    span(k),
                                );
                            }
                            IndexKey::Number(SmolStr::new(text))
                        }
                        Tok::OQuote => IndexKey::String(self.parse_quoted_label().value),
                        _ => {
                            let (summary, detail) = if k.1 == Tok::Star {
                                (
                                    "Attribute name required",
                                    "Splat expressions ([*]) may not be used here.",
                                )
                            } else {
                                (
                                    "Index value required",
                                    "Index brackets must contain either a literal number or a literal string.",
                                )
                            };
                            self.error_ctx(summary, detail, span(k), root.to(span(k)));
                            return;
                        }
                    };
                    let (c, _) = self.read();
                    if c.1 != Tok::RBrack {
                        self.error_ctx(
                            "Unclosed index brackets",
                            "Index key must be followed by a closing bracket.",
                            span(c),
                            span(t).to(span(c)),
                        );
                    }
                    steps.push(TraverseStep::Index {
                        key,
                        span: span(t).to(span(c)),
                    });
                    if !self.diags.is_empty() {
                        return;
                    }
                }
                _ => {
                    self.error_ctx(
                        "Invalid character",
                        "Expected an attribute access or an index operator.",
                        span(t),
                        root.to(span(t)),
                    );
                    return;
                }
            }
        }
    }
}

enum Item {
    Attr(Attribute),
    Block(Block),
}
