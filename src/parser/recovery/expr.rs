//! Expressions: conditionals, operator chains, terms and their traversal
//! steps, function calls, tuples, objects and `for` expressions.

use super::{Parser, Token};
use crate::ast::{BinaryOperator, UnaryOperator};
use crate::diagnostic::DiagnosticKind;
use crate::lexer::Tok;
use crate::parser::actions::{Build, Parked, EMPTY};

/// The head of a term before its traversal steps: a bare name becomes a
/// variable (or `true`/`false`/`null`) with its steps in one traversal.
enum Head {
    Name(crate::diagnostic::Span),
    Expr(Parked),
}

fn binary_operator(t: Tok) -> Option<BinaryOperator> {
    Some(match t {
        Tok::OrOr => BinaryOperator::Or,
        Tok::AndAnd => BinaryOperator::And,
        Tok::EqEq => BinaryOperator::Equal,
        Tok::NotEq => BinaryOperator::NotEqual,
        Tok::Gt => BinaryOperator::GreaterThan,
        Tok::Ge => BinaryOperator::GreaterThanOrEqual,
        Tok::Lt => BinaryOperator::LessThan,
        Tok::Le => BinaryOperator::LessThanOrEqual,
        Tok::Plus => BinaryOperator::Add,
        Tok::Minus => BinaryOperator::Subtract,
        Tok::Star => BinaryOperator::Multiply,
        Tok::Slash => BinaryOperator::Divide,
        Tok::Percent => BinaryOperator::Modulo,
        _ => return None,
    })
}

impl Parser<'_> {
    /// An expression (a conditional at the top).
    pub(super) fn parse_expression(&mut self) -> Parked {
        crate::depth::deep(|| self.parse_conditional())
    }

    fn parse_conditional(&mut self) -> Parked {
        let start = self.peek().span;
        let mark = self.mark();
        let cond = self.parse_binary();
        if self.recovery && self.errors_since(mark) {
            return cond;
        }
        if self.peek().t != Tok::Question {
            return cond;
        }
        self.read();
        let mark = self.mark();
        let t = self.parse_expression();
        if self.recovery && self.errors_since(mark) {
            self.discard(t);
            return cond;
        }
        let colon = self.peek();
        if colon.t != Tok::Colon {
            self.error_ctx(
                "Missing false expression in conditional",
                "The conditional operator (...?...:...) requires a false expression, delimited by a colon.",
                colon.span,
                start.to(colon.span),
            );
            self.kind(DiagnosticKind::MissingFalseExpression);
            self.discard(t);
            return cond;
        }
        self.read();
        let mark = self.mark();
        let f = self.parse_expression();
        if self.recovery && self.errors_since(mark) {
            self.discard(f);
            self.discard(t);
            return cond;
        }
        self.ctx.conditional(cond, t, f)
    }

    /// A chain of binary operators (precedence is applied when the chain is
    /// built, as the grammar's action does).
    fn parse_binary(&mut self) -> Parked {
        let mark = self.mark();
        let first = self.parse_operand();
        if self.recovery && self.errors_since(mark) {
            return first;
        }
        let mut start = None;
        loop {
            let t = self.peek();
            let Some(op) = binary_operator(t.t) else {
                break;
            };
            self.read();
            let mark = self.mark();
            let rhs = self.parse_operand();
            if self.recovery && self.errors_since(mark) {
                self.discard(rhs);
                break;
            }
            let i = self.ctx.bin_operand(op, t.span, rhs);
            start.get_or_insert(i);
        }
        match start {
            Some(s) => self.ctx.binary_chain(first, s),
            None => first,
        }
    }

    /// A term with its traversal steps.
    fn parse_operand(&mut self) -> Parked {
        let head = self.parse_term();
        self.parse_steps(head)
    }

    fn parse_term(&mut self) -> Head {
        let start = self.peek();
        match start.t {
            Tok::LParen => Head::Expr(self.parse_parens()),
            Tok::Number => {
                self.read();
                Head::Expr(self.ctx.number(self.src, start.span))
            }
            Tok::Ident => {
                self.read();
                if matches!(self.peek().t, Tok::LParen | Tok::DoubleColon) {
                    return Head::Expr(self.parse_call(start));
                }
                Head::Name(start.span)
            }
            Tok::OQuote | Tok::OHeredoc => Head::Expr(self.parse_template_expr()),
            Tok::Minus | Tok::Bang => {
                self.read();
                let e = crate::depth::deep(|| self.parse_operand());
                let op = if start.t == Tok::Minus {
                    UnaryOperator::Negate
                } else {
                    UnaryOperator::Not
                };
                Head::Expr(self.ctx.unary(op, start.span, e))
            }
            Tok::LBrack => Head::Expr(self.parse_tuple()),
            Tok::LBrace => Head::Expr(self.parse_object()),
            _ => {
                if !self.recovery {
                    if start.t == Tok::Eof {
                        self.error(
                            "Missing expression",
                            "Expected the start of an expression, but found the end of the file.",
                            start.span,
                        );
                    } else {
                        self.error(
                            "Invalid expression",
                            "Expected the start of an expression, but found an invalid expression token.",
                            start.span,
                        );
                    }
                }
                self.recovery = true;
                Head::Expr(self.placeholder(start.span))
            }
        }
    }

    fn parse_parens(&mut self) -> Parked {
        let open = self.read();
        self.push_newlines(false);
        let mark = self.mark();
        let e = self.parse_expression();
        if self.errors_since(mark) {
            self.recover(Tok::RParen);
            self.pop_newlines();
            return e;
        }
        let close = self.peek();
        if close.t != Tok::RParen {
            self.error_ctx(
                "Unbalanced parentheses",
                "Expected a closing parenthesis to terminate the expression.",
                close.span,
                open.span.to(close.span),
            );
            self.kind(DiagnosticKind::UnbalancedParentheses);
            self.recovery = true;
        }
        let close = self.read();
        self.pop_newlines();
        self.ctx.parens(e, open.span.to(close.span))
    }

    /// The traversal steps after a term, built into it.
    fn parse_steps(&mut self, head: Head) -> Parked {
        let start = self.ctx.steps.len() as u32;
        loop {
            let next = self.peek();
            match next.t {
                Tok::Dot => {
                    let dot = self.read();
                    let name = self.peek();
                    match name.t {
                        Tok::Ident => {
                            self.read();
                            self.ctx.step_attr(dot.span.to(name.span), name.span);
                        }
                        Tok::Number => {
                            self.read();
                            self.ctx
                                .step_legacy(self.src, dot.span.to(name.span), name.span);
                        }
                        Tok::Star => {
                            let star = self.read();
                            self.ctx.step_attr_splat(dot.span.to(star.span), star.span);
                            self.parse_attr_splat_steps(star);
                        }
                        _ => {
                            self.error(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                name.span,
                            );
                            self.recovery = true;
                        }
                    }
                }
                Tok::LBrack => {
                    let open = self.read();
                    if self.peek().t == Tok::Star {
                        self.read();
                        let mut close = self.read();
                        if close.t != Tok::RBrack && !self.recovery {
                            // (the reference's diagnostic points at its
                            // variable `close`, which the skip then sets:
                            // it shows where the skip stopped)
                            close = self.recover(Tok::RBrack);
                            self.error(
                                "Missing close bracket on splat index",
                                "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").",
                                close.span,
                            );
                        }
                        self.ctx.step_full_splat(open.span.to(close.span));
                        continue;
                    }
                    self.push_newlines(false);
                    let mark = self.mark();
                    let key = self.parse_expression();
                    let close = if self.recovery && self.errors_since(mark) {
                        self.recover(Tok::RBrack)
                    } else {
                        let close = self.read();
                        if close.t != Tok::RBrack && !self.recovery {
                            // (where the skip stopped, as above)
                            let close = self.recover(Tok::RBrack);
                            self.error(
                                "Missing close bracket on index",
                                "The index operator must end with a closing bracket (\"]\").",
                                close.span,
                            );
                            close
                        } else {
                            close
                        }
                    };
                    self.pop_newlines();
                    self.ctx
                        .step_index(key, open.span, open.span.to(close.span));
                }
                _ => break,
            }
        }
        let any = (self.ctx.steps.len() as u32) > start;
        self.ctx.recovery = self.recovery;
        self.ctx.enter_recovery = false;
        let e = match (head, any) {
            (Head::Name(s), false) => self.ctx.ident_term(self.src, s),
            (Head::Name(s), true) => self.ctx.ident_postfix(self.src, s, start),
            (Head::Expr(e), false) => e,
            (Head::Expr(e), true) => self.ctx.postfix(self.src, e, start),
        };
        if self.ctx.enter_recovery {
            self.recovery = true;
        }
        e
    }

    /// The `.name` and `.0` steps that follow `.*` (part of its splat).
    fn parse_attr_splat_steps(&mut self, star: Token) {
        while self.peek().t == Tok::Dot {
            let dot = self.read();
            let next = self.peek();
            match next.t {
                Tok::Number => {
                    self.read();
                    self.ctx
                        .step_legacy(self.src, dot.span.to(next.span), next.span);
                }
                Tok::Ident => {
                    self.read();
                    self.ctx.step_attr(dot.span.to(next.span), next.span);
                }
                _ => {
                    if !self.recovery {
                        if next.t == Tok::Star {
                            self.error(
                                "Nested splat expression not allowed",
                                "A splat expression (*) cannot be used inside another attribute-only splat expression.",
                                next.span,
                            );
                        } else {
                            self.error(
                                "Invalid attribute name",
                                "An attribute name is required after a dot.",
                                star.span,
                            );
                        }
                    }
                    self.recovery = true;
                    return;
                }
            }
        }
    }

    /// A function call; `name` is read and `(` or `::` is next.
    fn parse_call(&mut self, name: Token) -> Parked {
        let mut open = self.read();
        let mut name_span = name.span;
        while open.t == Tok::DoubleColon {
            let next = self.read();
            if next.t != Tok::Ident {
                self.error_ctx(
                    "Missing function name",
                    "Function scope resolution symbol :: must be followed by a function name in this scope.",
                    next.span,
                    name.span.to(next.span),
                );
                self.kind(DiagnosticKind::FunctionCallSyntax);
                self.recover_over(Tok::LParen);
                return self.placeholder(name.span.to(next.span));
            }
            name_span = name_span.to(next.span);
            open = self.read();
        }
        if open.t != Tok::LParen {
            self.error_ctx(
                "Missing open parenthesis",
                "Function selector must be followed by an open parenthesis to begin the function call.",
                open.span,
                name.span.to(open.span),
            );
            self.kind(DiagnosticKind::FunctionCallSyntax);
            self.recover_over(Tok::LParen);
            return self.placeholder(name.span.to(open.span));
        }
        let mut args = EMPTY;
        let mut expand = false;
        let mut close = None;
        self.push_newlines(false);
        loop {
            if self.peek().t == Tok::RParen {
                close = Some(self.read());
                break;
            }
            let mark = self.mark();
            let arg = self.parse_expression();
            let i = self.ctx.arg(arg);
            if args == EMPTY {
                args = i;
            }
            if self.recovery && self.errors_since(mark) {
                let t = self.recover(Tok::RParen);
                if t.t == Tok::RParen {
                    close = Some(t);
                }
                break;
            }
            let sep = self.read();
            match sep.t {
                Tok::RParen => {
                    close = Some(sep);
                    break;
                }
                Tok::Ellipsis => {
                    expand = true;
                    if self.peek().t != Tok::RParen {
                        if !self.recovery {
                            self.error_ctx(
                                "Missing closing parenthesis",
                                "An expanded function argument (with ...) must be immediately followed by closing parentheses.",
                                sep.span,
                                name.span.to(sep.span),
                            );
                        }
                        close = Some(self.recover(Tok::RParen));
                    } else {
                        close = Some(self.read());
                    }
                    break;
                }
                Tok::Comma => {}
                Tok::Eof => {
                    self.error(
                        "Unterminated function call",
                        "There is no closing parenthesis for this function call before the end of the file. This may be caused by incorrect parenthesis nesting elsewhere in this file.",
                        name.span.to(open.span),
                    );
                    self.kind(DiagnosticKind::FunctionCallSyntax);
                    close = Some(self.recover(Tok::RParen));
                    break;
                }
                _ => {
                    self.error_ctx(
                        "Missing argument separator",
                        "A comma is required to separate each function argument from the next.",
                        sep.span,
                        name.span.to(sep.span),
                    );
                    self.kind(DiagnosticKind::FunctionCallSyntax);
                    close = Some(self.recover(Tok::RParen));
                    break;
                }
            }
            if self.peek().t == Tok::RParen {
                close = Some(self.read());
                break;
            }
        }
        self.pop_newlines();
        let close = close.map_or(self.prev_span(), |t| t.span);
        self.ctx
            .call(self.src, name_span, open.span, args, expand, close)
    }

    fn parse_tuple(&mut self) -> Parked {
        let open = self.read();
        self.push_newlines(false);
        let e = if self.is_keyword(self.peek(), "for") {
            self.parse_for(open)
        } else {
            self.parse_tuple_items(open)
        };
        self.pop_newlines();
        e
    }

    fn parse_tuple_items(&mut self, open: Token) -> Parked {
        let mut items = EMPTY;
        let close;
        loop {
            if self.peek().t == Tok::RBrack {
                close = self.read();
                break;
            }
            let mark = self.mark();
            let e = self.parse_expression();
            let i = self.ctx.arg(e);
            if items == EMPTY {
                items = i;
            }
            if self.recovery && self.errors_since(mark) {
                close = self.recover(Tok::RBrack);
                break;
            }
            let next = self.peek();
            if next.t == Tok::RBrack {
                close = self.read();
                break;
            }
            if next.t != Tok::Comma {
                if !self.recovery {
                    if next.t == Tok::Eof {
                        self.error(
                            "Unterminated tuple constructor expression",
                            "There is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file.",
                            open.span,
                        );
                    } else {
                        self.error_ctx(
                            "Missing item separator",
                            "Expected a comma to mark the beginning of the next item.",
                            next.span,
                            open.span.to(next.span),
                        );
                    }
                }
                close = self.recover(Tok::RBrack);
                break;
            }
            self.read();
        }
        self.ctx.tuple(items, open.span.to(close.span))
    }

    fn parse_object(&mut self) -> Parked {
        let open = self.read();
        self.push_newlines(false);
        let is_for = self.is_keyword(self.peek(), "for");
        self.pop_newlines();
        if is_for {
            self.push_newlines(false);
            let e = self.parse_for(open);
            self.pop_newlines();
            return e;
        }
        self.push_newlines(true);
        let items = self.ctx.items.len() as u32;
        let close;
        loop {
            let next = self.peek();
            if next.t == Tok::Newline {
                self.read();
                continue;
            }
            if next.t == Tok::RBrace {
                close = self.read();
                break;
            }
            let mark = self.mark();
            let key = self.parse_expression();
            if self.recovery && self.errors_since(mark) {
                self.discard(key);
                close = self.recover(Tok::RBrace);
                break;
            }
            let next = self.peek();
            if next.t != Tok::Eq && next.t != Tok::Colon {
                if !self.recovery {
                    match next.t {
                        Tok::Newline | Tok::Comma => self.error_ctx(
                            "Missing attribute value",
                            "Expected an attribute value, introduced by an equals sign (\"=\").",
                            next.span,
                            open.span.to(next.span),
                        ),
                        Tok::Ident => self.error_ctx(
                            "Missing key/value separator",
                            "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an attribute name containing periods or spaces, write the name in quotes to create a string literal.",
                            next.span,
                            open.span.to(next.span),
                        ),
                        Tok::Eof => self.error(
                            "Unterminated object constructor expression",
                            "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                            open.span,
                        ),
                        _ => self.error_ctx(
                            "Missing key/value separator",
                            "Expected an equals sign (\"=\") to mark the beginning of the attribute value.",
                            next.span,
                            open.span.to(next.span),
                        ),
                    }
                }
                self.discard(key);
                close = self.recover(Tok::RBrace);
                break;
            }
            self.read();
            let mark = self.mark();
            let value = self.parse_expression();
            if self.recovery && self.errors_since(mark) {
                self.discard(value);
                self.discard(key);
                close = self.recover(Tok::RBrace);
                break;
            }
            self.ctx.object_item(self.src, key, value);
            let next = self.peek();
            if next.t == Tok::RBrace {
                close = self.read();
                break;
            }
            if next.t != Tok::Comma && next.t != Tok::Newline {
                if !self.recovery {
                    if next.t == Tok::Eof {
                        self.error(
                            "Unterminated object constructor expression",
                            "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                            open.span,
                        );
                    } else {
                        self.error_ctx(
                            "Missing attribute separator",
                            "Expected a newline or comma to mark the beginning of the next attribute.",
                            next.span,
                            open.span.to(next.span),
                        );
                    }
                }
                close = self.recover(Tok::RBrace);
                break;
            }
            self.read();
        }
        self.pop_newlines();
        self.ctx.object(items, open.span, close.span)
    }

    /// A `for` expression; `open` is read and `for` is next.
    fn parse_for(&mut self, open: Token) -> Parked {
        self.push_newlines(false);
        let e = self.parse_for_inner(open);
        self.pop_newlines();
        e
    }

    fn for_error(&mut self, open: Token, close_ty: Tok, detail: &str) -> Parked {
        if !self.recovery {
            let at = self.peek().span;
            self.error_ctx("Invalid 'for' expression", detail, at, open.span.to(at));
        }
        let close = self.recover(close_ty);
        self.placeholder(open.span.to(close.span))
    }

    fn parse_for_inner(&mut self, open: Token) -> Parked {
        self.read(); // `for`
        let is_obj = open.t == Tok::LBrace;
        let close_ty = if is_obj { Tok::RBrace } else { Tok::RBrack };
        if self.peek().t != Tok::Ident {
            return self.for_error(
                open,
                close_ty,
                "For expression requires variable name after 'for'.",
            );
        }
        let mut value = self.read().span;
        let mut key = None;
        if self.peek().t == Tok::Comma {
            key = Some(value);
            self.read();
            if self.peek().t != Tok::Ident {
                return self.for_error(
                    open,
                    close_ty,
                    "For expression requires value variable name after comma.",
                );
            }
            value = self.read().span;
        }
        if !self.is_keyword(self.peek(), "in") {
            return self.for_error(
                open,
                close_ty,
                "For expression requires the 'in' keyword after its name declarations.",
            );
        }
        self.read();
        let mark = self.mark();
        let coll = self.parse_expression();
        if self.recovery && self.errors_since(mark) {
            self.discard(coll);
            let close = self.recover(close_ty);
            return self.placeholder(open.span.to(close.span));
        }
        if self.peek().t != Tok::Colon {
            self.discard(coll);
            return self.for_error(
                open,
                close_ty,
                "For expression requires a colon after the collection expression.",
            );
        }
        self.read();
        let mark = self.mark();
        let e1 = self.parse_expression();
        let mut e2 = None;
        if self.peek().t == Tok::FatArrow {
            self.read();
            e2 = Some(self.parse_expression());
        }
        if self.recovery && self.errors_since(mark) {
            if let Some(e2) = e2 {
                self.discard(e2);
            }
            self.discard(e1);
            self.discard(coll);
            let close = self.recover(close_ty);
            return self.placeholder(open.span.to(close.span));
        }
        let mut group = None;
        if self.peek().t == Tok::Ellipsis {
            group = Some(self.read().span);
        }
        let mut cond = None;
        if self.is_keyword(self.peek(), "if") {
            self.read();
            let mark = self.mark();
            let c = self.parse_expression();
            if self.recovery && self.errors_since(mark) {
                self.discard(c);
                if let Some(e2) = e2 {
                    self.discard(e2);
                }
                self.discard(e1);
                self.discard(coll);
                let close = self.recover(close_ty);
                return self.placeholder(open.span.to(close.span));
            }
            cond = Some(c);
        }
        let close = if self.peek().t == close_ty {
            self.read()
        } else {
            if !self.recovery {
                let at = self.peek().span;
                self.error_ctx(
                    "Invalid 'for' expression",
                    "Extra characters after the end of the 'for' expression.",
                    at,
                    open.span.to(at),
                );
                self.kind(DiagnosticKind::ForExtraCharacters);
            }
            self.recover(close_ty)
        };
        self.ctx.for_vars(self.src, key, value);
        self.ctx.for_tail(coll, e1, e2, group, cond);
        self.ctx.for_expr(is_obj, open.span, close.span)
    }
}
