//! Templates: quoted strings, heredocs and bare templates, as a flat list
//! of parts (literals, interpolations, directives) that the grammar's
//! template action then nests, reporting unbalanced directives.

use super::Parser;
use crate::ast::{self, ExprKind};
use crate::diagnostic::{DiagnosticKind, Span};
use crate::lexer::Tok;
use crate::parser::actions::{is_flush, Build, Parked, EMPTY};

impl Parser<'_> {
    /// A quoted template or heredoc; its opener is next.
    pub(super) fn parse_template_expr(&mut self) -> Parked {
        let open = self.read();
        let (end, heredoc) = if open.t == Tok::OQuote {
            (Tok::CQuote, false)
        } else {
            (Tok::CHeredoc, true)
        };
        let from = self.mark();
        let mut lits = Vec::new();
        let (parts, close) = self.parse_template_parts(end, &mut lits);
        let flush = heredoc && is_flush(self.src, open.span);
        let built = self.mark();
        let e = self
            .ctx
            .template(self.src, parts, open.span, close, heredoc, flush);
        self.order_literal_diags(from, built, &lits);
        e
    }

    /// The template action decodes the literals (reporting bad escapes)
    /// after the whole template is read; the reference reports a literal's
    /// errors as it reads it, before those of the sequences after it. The
    /// diagnostics the action made (from `built` on) about a literal in
    /// `lits` (its span and how many diagnostics there were when it was
    /// read) are moved back there; the rest stay last.
    fn order_literal_diags(&mut self, from: usize, built: usize, lits: &[(Span, usize)]) {
        let n = self.ctx.diags.len();
        if n == built || lits.is_empty() || built == from {
            return;
        }
        let file = self.ctx.file.clone();
        let ranges: Vec<_> = lits.iter().map(|&(s, m)| (file.range(s), m)).collect();
        let mut keyed: Vec<((usize, u8), crate::diagnostic::Diagnostic)> = self
            .ctx
            .diags
            .drain(from..)
            .enumerate()
            .map(|(i, d)| {
                let at = from + i;
                if at < built {
                    return ((at, 1), d);
                }
                let found = d.subject.as_ref().and_then(|r| {
                    ranges
                        .iter()
                        .find(|(lr, _)| {
                            lr.start.byte <= r.start.byte
                                && r.start.byte < lr.end.byte.max(lr.start.byte + 1)
                        })
                        .map(|&(_, m)| m)
                });
                ((found.unwrap_or(usize::MAX), 0), d)
            })
            .collect();
        keyed.sort_by_key(|(k, _)| *k);
        self.ctx.diags.extend(keyed.into_iter().map(|(_, d)| d));
    }

    /// A bare template: the whole input.
    pub(super) fn parse_bare_template(&mut self) -> ast::Expr {
        let from = self.mark();
        let mut lits = Vec::new();
        let (parts, _) = self.parse_template_parts(Tok::Eof, &mut lits);
        let whole = Span::new(0, self.src.len() as u32);
        let built = self.mark();
        let p = self.ctx.bare_template(self.src, parts, whole);
        self.order_literal_diags(from, built, &lits);
        let mut e = self.take(p);
        e.span = whole;
        if let ExprKind::Template(t) = &mut e.kind {
            t.span = whole;
        }
        e
    }

    /// The parts up to `end` (read): where they start on the part list
    /// ([`EMPTY`] for none) and the span of the closing token.
    fn parse_template_parts(&mut self, end: Tok, lits: &mut Vec<(Span, usize)>) -> (u32, Span) {
        let first = self.ctx.parts.len() as u32;
        let start = self.peek().span;
        let end_span;
        loop {
            let next = self.read();
            if next.t == end {
                end_span = next.span;
                break;
            }
            match next.t {
                Tok::TemplateLit => {
                    lits.push((next.span, self.mark()));
                    self.ctx.part_lit(next.span);
                }
                Tok::TemplateInterp => self.parse_interpolation(next.span, start, end),
                Tok::TemplateControl => self.parse_directive(next.span, start),
                _ => {
                    if !self.recovery {
                        self.error_ctx(
                            "Unterminated template string",
                            "No closing marker was found for the string.",
                            next.span,
                            start.to(next.span),
                        );
                    }
                    end_span = self.recover(end).span;
                    break;
                }
            }
        }
        let parts = if (self.ctx.parts.len() as u32) > first {
            first
        } else {
            EMPTY
        };
        (parts, end_span)
    }

    fn parse_interpolation(&mut self, open: Span, start: Span, end: Tok) {
        self.push_newlines(false);
        let e = self.parse_expression();
        let close = self.peek();
        let close_span = if close.t != Tok::TemplateSeqEnd {
            if !self.recovery {
                let unclosed = close.t == Tok::Eof
                    || (matches!(close.t, Tok::CQuote | Tok::OQuote) && end == Tok::CQuote);
                match close.t {
                    Tok::Eof => self.error(
                        "Unclosed template interpolation sequence",
                        "There is no closing brace for this interpolation sequence before the end of the file. This might be caused by incorrect nesting inside the given expression.",
                        start,
                    ),
                    Tok::Colon => self.error_ctx(
                        "Extra characters after interpolation expression",
                        "Template interpolation doesn't expect a colon at this location. Did you intend this to be a literal sequence to be processed as part of another language? If so, you can escape it by starting with \"$${\" instead of just \"${\".",
                        close.span,
                        start.to(close.span),
                    ),
                    Tok::CQuote | Tok::OQuote if end == Tok::CQuote => self.error(
                        "Unclosed template interpolation sequence",
                        "There is no closing brace for this interpolation sequence before the end of the quoted template. This might be caused by incorrect nesting inside the given expression.",
                        start,
                    ),
                    _ => self.error_ctx(
                        "Extra characters after interpolation expression",
                        "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".",
                        close.span,
                        start.to(close.span),
                    ),
                }
                if unclosed {
                    self.kind(DiagnosticKind::UnclosedInterpolation);
                }
            }
            self.recover(Tok::TemplateSeqEnd).span
        } else {
            self.read().span
        };
        self.pop_newlines();
        self.ctx.part_interp(e, open, close_span);
    }

    fn parse_directive(&mut self, open: Span, start: Span) {
        self.push_newlines(false);
        let kw = self.peek();
        if kw.t != Tok::Ident {
            if !self.recovery {
                self.error_ctx(
                    "Invalid template directive",
                    "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.",
                    kw.span,
                    open.to(kw.span),
                );
            }
            self.recover(Tok::TemplateSeqEnd);
            self.pop_newlines();
            return;
        }
        self.read();
        let word = self.text(kw.span);
        match word {
            "if" => {
                let cond = self.parse_expression();
                self.ctx.dir_if(cond);
            }
            "else" => self.ctx.dir_else(),
            "endif" => self.ctx.dir_endif(),
            "endfor" => self.ctx.dir_endfor(),
            "for" => {
                if !self.parse_for_directive() {
                    self.recover(Tok::TemplateSeqEnd);
                    self.pop_newlines();
                    return;
                }
            }
            _ => {
                if !self.recovery {
                    let hint = crate::diagnostic::suggest::name_suggestion(
                        word,
                        ["if", "for", "else", "endif", "endfor"],
                    )
                    .map(|s| format!(" Did you mean \"{s}\"?"))
                    .unwrap_or_default();
                    let detail =
                        format!("\"{word}\" is not a valid template control keyword.{hint}");
                    self.error_ctx(
                        "Invalid template control keyword",
                        detail,
                        kw.span,
                        open.to(kw.span),
                    );
                }
                self.recover(Tok::TemplateSeqEnd);
                self.pop_newlines();
                return;
            }
        }
        // (the directive runs to the next token, whatever it is)
        let close = self.peek();
        if close.t != Tok::TemplateSeqEnd {
            if !self.recovery {
                self.error_ctx(
                    &format!("Extra characters in {word} marker"),
                    "Expected a closing brace to end the sequence, but found extra characters.",
                    close.span,
                    start.to(close.span),
                );
            }
            self.recover(Tok::TemplateSeqEnd);
        } else {
            self.read();
        }
        self.pop_newlines();
        self.ctx.part_directive(open, close.span);
    }

    /// The rest of `%{ for`: its names, `in` and collection (pushed as a
    /// directive); false after an error (reported).
    fn parse_for_directive(&mut self) -> bool {
        if self.peek().t != Tok::Ident {
            if !self.recovery {
                let at = self.peek().span;
                self.error(
                    "Invalid 'for' directive",
                    "For directive requires variable name after 'for'.",
                    at,
                );
            }
            return false;
        }
        let mut value = self.read().span;
        let mut key = None;
        if self.peek().t == Tok::Comma {
            key = Some(value);
            self.read();
            if self.peek().t != Tok::Ident {
                if !self.recovery {
                    let at = self.peek().span;
                    self.error(
                        "Invalid 'for' directive",
                        "For directive requires value variable name after comma.",
                        at,
                    );
                }
                return false;
            }
            value = self.read().span;
        }
        if !self.is_keyword(self.peek(), "in") {
            if !self.recovery {
                let at = self.peek().span;
                self.error(
                    "Invalid 'for' directive",
                    "For directive requires 'in' keyword after names.",
                    at,
                );
            }
            return false;
        }
        self.read();
        let coll = self.parse_expression();
        self.ctx.for_vars(self.src, key, value);
        self.ctx.dir_for(coll);
        true
    }

    /// A quoted block label (its `"` is next), pushed on the label list.
    pub(super) fn parse_quoted_label(&mut self) {
        let open = self.read();
        let lits = self.ctx.spans.len() as u32;
        let mut any = false;
        let close;
        loop {
            let tok = self.read();
            match tok.t {
                Tok::CQuote => {
                    close = tok.span;
                    break;
                }
                Tok::TemplateLit => {
                    self.ctx.label_lit(tok.span);
                    any = true;
                }
                Tok::TemplateInterp | Tok::TemplateControl => {
                    let which = if tok.t == Tok::TemplateControl {
                        "%"
                    } else {
                        "$"
                    };
                    self.error_ctx(
                        "Invalid string literal",
                        format!("Template sequences are not allowed in this string. To include a literal {which:?}, double it (as \"{which}{which}\") to escape it."),
                        tok.span,
                        open.span.to(tok.span),
                    );
                    self.recover(Tok::TemplateSeqEnd);
                }
                Tok::Eof => {
                    self.error_ctx(
                        "Unterminated string literal",
                        "Unable to find the closing quote mark before the end of the file.",
                        tok.span,
                        open.span.to(tok.span),
                    );
                    close = tok.span;
                    break;
                }
                _ => {
                    self.error_ctx(
                        "Invalid string literal",
                        "This item is not valid in a string literal.",
                        tok.span,
                        open.span.to(tok.span),
                    );
                    self.recover(Tok::CQuote);
                    close = tok.span;
                    break;
                }
            }
        }
        let lits = if any { lits } else { EMPTY };
        self.ctx.quoted_label(self.src, open.span, lits, close);
    }
}
