//! A model of the reference parser reading one expression in recovery mode
//! (after an earlier error), over the tokens an attribute's expression was
//! collected into. Recovering, the reference reports only some errors (an
//! unbalanced group, a conditional without its false expression, a dot
//! without a name, a call's missing separator or name); the others (a bad
//! tuple, object or index ending, a token that starts no expression) are
//! silent, and each construct skips to its own closing bracket. Used where
//! the grammar cannot tell where such a parse ends (the true result of a
//! conditional on a missing operand: `a = ?[1, 2`).
//!
//! Positions index the buffer; the token after it (`term`) is position
//! `buf.len()`. A parse that would read past that token cannot be modelled
//! here: the model gives up (`None`) and the caller keeps its own recovery.

use super::actions::{self as build, Ctx};
use crate::diagnostic::{Diagnostic, SourceFile, Span};
use crate::lexer::{Spanned, Tok};
use std::sync::Arc;

/// Steps and nesting are bounded: the buffer is finite, but a deep input
/// must not recurse without limit here either.
const MAX_DEPTH: u32 = 256;

pub(super) struct RecoveringExpr<'b> {
    buf: &'b [Spanned],
    term: Spanned,
    src: &'b str,
    file: Arc<SourceFile>,
    /// The diagnostics the reference reports even in recovery mode.
    pub diags: Vec<Diagnostic>,
    depth: u32,
}

/// (position after the expression, whether it reported an error); `None`:
/// the parse goes past the token after the buffer.
type Res = Option<(usize, bool)>;

fn span(t: Spanned) -> Span {
    Span::new(t.0, t.2)
}

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
    )
}

impl<'b> RecoveringExpr<'b> {
    pub fn new(
        buf: &'b [Spanned],
        term: Spanned,
        src: &'b str,
        file: Arc<SourceFile>,
    ) -> RecoveringExpr<'b> {
        RecoveringExpr {
            buf,
            term,
            src,
            file,
            diags: Vec::new(),
            depth: 0,
        }
    }

    fn tok(&self, k: usize) -> Option<Spanned> {
        match k.cmp(&self.buf.len()) {
            std::cmp::Ordering::Less => Some(self.buf[k]),
            std::cmp::Ordering::Equal => Some(self.term),
            std::cmp::Ordering::Greater => None,
        }
    }

    /// The token at position `k` (`term` at the end of the buffer, and
    /// after it).
    pub fn tok_at(&self, k: usize) -> Spanned {
        self.tok(k).unwrap_or(self.term)
    }

    fn kind(&self, k: usize) -> Option<Tok> {
        self.tok(k).map(|t| t.1)
    }

    /// The position after reading the token at `k` (the end of the file
    /// is read again and again).
    fn advance(&self, k: usize) -> usize {
        if k >= self.buf.len() && self.term.1 == Tok::Eof {
            self.buf.len()
        } else {
            k + 1
        }
    }

    fn error(&mut self, summary: &str, detail: &str, subject: Span, context: Option<Span>) {
        let mut d = Diagnostic::error(summary, detail).with_subject(self.file.range(subject));
        if let Some(c) = context {
            d = d.with_context(self.file.range(c));
        }
        self.diags.push(d);
    }

    /// The reference's `recover`: on to the `close` that closes no `open`
    /// read meanwhile (or the end of the file); the position after it.
    fn recover(&self, mut k: usize, open: Tok, close: Tok) -> Option<usize> {
        let mut nest = 0usize;
        loop {
            let t = self.kind(k)?;
            k = self.advance(k);
            if t == Tok::Eof {
                return Some(k);
            }
            if t == open {
                nest += 1;
            } else if t == close {
                if nest == 0 {
                    return Some(k);
                }
                nest -= 1;
            }
        }
    }

    /// A whole expression (the conditional level) from `k`.
    pub fn expr(&mut self, k: usize) -> Res {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let r = self.conditional(k);
        self.depth -= 1;
        r
    }

    fn conditional(&mut self, k: usize) -> Res {
        let start = self.tok(k)?;
        let (k, err) = self.binary(k)?;
        if err || self.kind(k)? != Tok::Question {
            return Some((k, err));
        }
        let (k, err) = self.expr(k + 1)?;
        if err {
            return Some((k, true));
        }
        let colon = self.tok(k)?;
        if colon.1 != Tok::Colon {
            self.missing_false(start, colon);
            return Some((k, true));
        }
        self.expr(k + 1)
    }

    /// "Missing false expression in conditional" at `at`, for a conditional
    /// starting at `start`.
    pub fn missing_false(&mut self, start: Spanned, at: Spanned) {
        self.error(
            "Missing false expression in conditional",
            super::errors::MISSING_FALSE_DETAIL,
            span(at),
            Some(span(start).to(span(at))),
        );
    }

    /// Operands and binary operators (their precedence does not change
    /// where the expression ends or what is reported).
    fn binary(&mut self, k: usize) -> Res {
        let (mut k, err) = self.operand(k)?;
        if err {
            return Some((k, true));
        }
        while is_binary_op(self.kind(k)?) {
            let (k2, err) = self.operand(k + 1)?;
            k = k2;
            if err {
                return Some((k, true));
            }
        }
        Some((k, false))
    }

    /// A term with its traversals; `-` and `!` before it.
    fn operand(&mut self, k: usize) -> Res {
        if matches!(self.kind(k)?, Tok::Minus | Tok::Bang) {
            if self.depth >= MAX_DEPTH {
                return None;
            }
            self.depth += 1;
            let r = self.operand(k + 1);
            self.depth -= 1;
            return r;
        }
        let (k, err) = self.term(k)?;
        let (k, err2) = self.traversals(k)?;
        Some((k, err || err2))
    }

    fn term(&mut self, k: usize) -> Res {
        let t = self.tok(k)?;
        match t.1 {
            Tok::LParen => {
                let (k2, err) = self.expr(k + 1)?;
                if err {
                    return Some((self.recover(k2, Tok::LParen, Tok::RParen)?, true));
                }
                let close = self.tok(k2)?;
                if close.1 != Tok::RParen {
                    self.error(
                        "Unbalanced parentheses",
                        "Expected a closing parenthesis to terminate the expression.",
                        span(close),
                        Some(span(t).to(span(close))),
                    );
                    return Some((self.advance(k2), true));
                }
                Some((k2 + 1, false))
            }
            Tok::Ident if matches!(self.kind(k + 1), Some(Tok::LParen | Tok::DoubleColon)) => {
                self.call(k)
            }
            // (the reference's scanner has no keywords: `for`, `in`, `if`
            // are names where a term starts)
            Tok::Ident
            | Tok::Number
            | Tok::QuotedLit
            | Tok::IdentPath
            | Tok::KwFor
            | Tok::KwIn
            | Tok::KwIf => Some((k + 1, false)),
            Tok::OQuote | Tok::OHeredoc => {
                let c = super::errors::matching_close(self.buf, k)?;
                Some((c + 1, false))
            }
            Tok::LBrack => self.tuple(k),
            Tok::LBrace => self.object(k),
            // a placeholder stands in, the token is left for the caller
            _ => Some((k, false)),
        }
    }

    fn call(&mut self, name_at: usize) -> Res {
        let name = self.tok(name_at)?;
        let mut k = name_at + 1;
        while self.kind(k)? == Tok::DoubleColon {
            let next = self.tok(k + 1)?;
            if next.1 != Tok::Ident {
                self.error(
                    "Missing function name",
                    "Function scope resolution symbol :: must be followed by a function name in this scope.",
                    span(next),
                    Some(span(name).to(span(next))),
                );
                // on to the next `(`, then past its `)`
                let mut j = self.advance(k + 1);
                loop {
                    let t = self.kind(j)?;
                    j = self.advance(j);
                    if matches!(t, Tok::LParen | Tok::Eof) {
                        break;
                    }
                }
                return Some((self.recover(j, Tok::LParen, Tok::RParen)?, true));
            }
            k += 2;
        }
        if self.kind(k)? != Tok::LParen {
            // `a::b` without its parentheses: not modelled
            return None;
        }
        let open = self.tok(k)?;
        k += 1;
        loop {
            if self.kind(k)? == Tok::RParen {
                return Some((k + 1, false));
            }
            let (k2, err) = self.expr(k)?;
            if err {
                return Some((self.recover(k2, Tok::LParen, Tok::RParen)?, true));
            }
            let sep = self.tok(k2)?;
            k = self.advance(k2);
            match sep.1 {
                Tok::RParen => return Some((k, false)),
                Tok::Ellipsis => {
                    if self.kind(k)? == Tok::RParen {
                        return Some((k + 1, false));
                    }
                    return Some((self.recover(k, Tok::LParen, Tok::RParen)?, false));
                }
                Tok::Comma => {
                    if self.kind(k)? == Tok::RParen {
                        return Some((k + 1, false));
                    }
                }
                Tok::Eof => {
                    self.error(
                        "Unterminated function call",
                        super::errors::UNTERMINATED_CALL_DETAIL,
                        span(name).to(span(open)),
                        None,
                    );
                    return Some((self.recover(k, Tok::LParen, Tok::RParen)?, true));
                }
                _ => {
                    self.error(
                        "Missing argument separator",
                        "A comma is required to separate each function argument from the next.",
                        span(sep),
                        Some(span(name).to(span(sep))),
                    );
                    return Some((self.recover(k, Tok::LParen, Tok::RParen)?, true));
                }
            }
        }
    }

    fn tuple(&mut self, open_at: usize) -> Res {
        if self.kind(open_at + 1)? == Tok::KwFor {
            return None;
        }
        let mut k = open_at + 1;
        loop {
            if self.kind(k)? == Tok::RBrack {
                return Some((k + 1, false));
            }
            let (k2, err) = self.expr(k)?;
            if err {
                return Some((self.recover(k2, Tok::LBrack, Tok::RBrack)?, true));
            }
            match self.kind(k2)? {
                Tok::RBrack => return Some((k2 + 1, false)),
                Tok::Comma => k = k2 + 1,
                // silent while recovering
                _ => return Some((self.recover(k2, Tok::LBrack, Tok::RBrack)?, false)),
            }
        }
    }

    fn object(&mut self, open_at: usize) -> Res {
        if self.kind(open_at + 1)? == Tok::KwFor {
            return None;
        }
        let mut k = open_at + 1;
        loop {
            match self.kind(k)? {
                Tok::Newline => {
                    k += 1;
                    continue;
                }
                Tok::RBrace => return Some((k + 1, false)),
                _ => {}
            }
            let (k2, err) = self.expr(k)?;
            if err {
                return Some((self.recover(k2, Tok::LBrace, Tok::RBrace)?, true));
            }
            if !matches!(self.kind(k2)?, Tok::Eq | Tok::Colon) {
                return Some((self.recover(k2, Tok::LBrace, Tok::RBrace)?, false));
            }
            let (k3, err) = self.expr(k2 + 1)?;
            if err {
                return Some((self.recover(k3, Tok::LBrace, Tok::RBrace)?, true));
            }
            match self.kind(k3)? {
                Tok::RBrace => return Some((k3 + 1, false)),
                Tok::Comma | Tok::Newline => k = k3 + 1,
                _ => return Some((self.recover(k3, Tok::LBrace, Tok::RBrace)?, false)),
            }
        }
    }

    pub fn traversals(&mut self, mut k: usize) -> Res {
        let mut err = false;
        loop {
            match self.kind(k)? {
                Tok::Dot => {
                    let next = self.tok(k + 1)?;
                    match next.1 {
                        Tok::Ident => k += 2,
                        Tok::Number => {
                            let mut scratch = Ctx::new(self.file.clone());
                            build::legacy_step(
                                self.src,
                                &mut scratch,
                                span(next),
                                span(next),
                                false,
                            );
                            err |= !scratch.diags.is_empty();
                            self.diags.append(&mut scratch.diags);
                            k += 2;
                        }
                        Tok::Star => {
                            // attribute-only splat: the names after it
                            k += 2;
                            while self.kind(k)? == Tok::Dot
                                && matches!(self.kind(k + 1)?, Tok::Ident | Tok::Number)
                            {
                                k += 2;
                            }
                        }
                        _ => {
                            self.error(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                span(next),
                                None,
                            );
                            // the dot is read, the bad token left to the
                            // next round (a dot, an index) or the caller
                            err = true;
                            k += 1;
                        }
                    }
                }
                Tok::LBrack => {
                    if self.kind(k + 1)? == Tok::Star {
                        // a full splat takes the token after the star as its
                        // closing bracket
                        k = self.advance(k + 2);
                        continue;
                    }
                    let (k2, e) = self.expr(k + 1)?;
                    if e {
                        err = true;
                        k = self.recover(k2, Tok::LBrack, Tok::RBrack)?;
                    } else {
                        // recovering, whatever follows the key closes it
                        k = self.advance(k2);
                    }
                }
                _ => return Some((k, err)),
            }
        }
    }
}
