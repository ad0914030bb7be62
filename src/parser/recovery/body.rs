//! Bodies: attributes, blocks with labels, single-line blocks, and the
//! skips that resume after a bad item.

use super::{Parser, Token};
use crate::ast;
use crate::diagnostic::Span;
use crate::lexer::Tok;
use crate::parser::actions::{new_body, AttrNames, Build, Names};

impl Parser<'_> {
    /// The whole file's body.
    pub(super) fn parse_file(&mut self) -> ast::Body {
        let start = self.peek().span;
        let items = self.ctx.body_start();
        let end = self.parse_body_items(Tok::Eof, start);
        let (attrs, blocks) = self.ctx.take_body(items);
        new_body(attrs, blocks, Span::new(start.lo, end.hi.max(start.lo)))
    }

    /// The items of a body up to `end` (read); `start` is the span of what
    /// opened the body. Returns the span of where the body ends.
    fn parse_body_items(&mut self, end: Tok, start: Span) -> Span {
        let mut names = AttrNames::default();
        let from = self.ctx.attrs.len();
        // (dropping items: the kept attributes' names, where they are)
        // (the file body after a restart: the names before it)
        let mut kept: Names = self.seed.take().unwrap_or_default();
        let blocks_from = self.ctx.blocks.len();
        loop {
            let next = self.peek();
            if next.t == end {
                self.read();
                return next.span;
            }
            match next.t {
                Tok::Newline => {
                    self.read();
                }
                Tok::Ident => {
                    let attr = self.parse_body_item();
                    if self.drop_items {
                        if attr {
                            self.check_duplicate_dropped(&mut kept, from);
                        }
                        self.ctx.attrs.truncate(from);
                        self.ctx.blocks.truncate(blocks_from);
                    } else if attr {
                        self.check_duplicate(&mut names, from);
                    }
                }
                _ => {
                    let bad = self.read();
                    if !self.recovery {
                        match bad.t {
                            Tok::OQuote => self.error(
                                "Invalid argument name",
                                "Argument names must not be quoted.",
                                bad.span,
                            ),
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
                                bad.span,
                            ),
                        }
                    }
                    let at = self.prev_span();
                    self.recover(end);
                    return at;
                }
            }
        }
    }

    /// The attribute just pushed is dropped, with an error, if the body
    /// (whose attributes start at `from`) already has one of its name.
    fn check_duplicate(&mut self, names: &mut AttrNames, from: usize) {
        let n = self.ctx.attrs.len();
        if n <= from {
            return;
        }
        let name = self.ctx.attrs[n - 1].name.clone();
        match names.earlier(&self.ctx.attrs[from..n - 1], &name.name) {
            Some(prev) => {
                self.ctx.attrs.pop();
                self.redefined(prev, &name);
            }
            None => names.add(&self.ctx.attrs[n - 1]),
        }
    }

    /// [`Parser::check_duplicate`] when the body's items are dropped once
    /// parsed: `kept` holds the names of the attributes kept so far.
    fn check_duplicate_dropped(&mut self, kept: &mut Names, from: usize) {
        let n = self.ctx.attrs.len();
        if n <= from {
            return;
        }
        let name = self.ctx.attrs[n - 1].name.clone();
        match kept.get(name.name.as_str()) {
            Some(&prev) => {
                self.ctx.attrs.pop();
                self.redefined(prev, &name);
            }
            None => {
                kept.insert(name.name.clone(), name.span);
            }
        }
    }

    /// "Attribute redefined": `name` was already set at `prev`.
    fn redefined(&mut self, prev: Span, name: &ast::Ident) {
        let at = self.ctx.range_str(prev);
        self.error(
            "Attribute redefined",
            format!(
                "The argument {:?} was already set at {at}. Each argument may be set only once.",
                name.name.as_str()
            ),
            name.span,
        );
    }

    /// One item (a name is next): true if it pushed an attribute.
    fn parse_body_item(&mut self) -> bool {
        let name = self.read();
        let next = self.peek();
        match next.t {
            Tok::Eq => {
                self.finish_attribute(name, false);
                true
            }
            Tok::OQuote | Tok::LBrace | Tok::Ident => {
                self.finish_block(name);
                false
            }
            _ => {
                self.recover_after_body_item();
                self.error(
                    "Argument or block definition required",
                    "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.",
                    name.span,
                );
                false
            }
        }
    }

    /// `name =` and the expression (`=` is next); the attribute goes on the
    /// attribute list.
    fn finish_attribute(&mut self, name: Token, single_line: bool) {
        let eq = self.read();
        let mark = self.mark();
        let e = self.parse_expression();
        if self.recovery && self.errors_since(mark) {
            self.recover_after_body_item();
        } else if !single_line {
            let end = self.peek();
            if end.t != Tok::Newline && end.t != Tok::Eof {
                if !self.recovery {
                    let (summary, detail) = if end.t == Tok::Comma {
                        ("Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.")
                    } else {
                        (
                            "Missing newline after argument",
                            "An argument definition must end with a newline.",
                        )
                    };
                    self.error_ctx(summary, detail, end.span, name.span.to(end.span));
                }
                self.recover_after_body_item();
            } else {
                self.read();
            }
        }
        self.ctx.attribute(self.src, name.span, eq.span, e);
    }

    /// A block: its labels, then its body (the type name is read).
    fn finish_block(&mut self, ty: Token) {
        let labels = self.ctx.labels_start();
        let open = loop {
            let tok = self.peek();
            match tok.t {
                Tok::LBrace => break self.read(),
                Tok::OQuote => self.parse_quoted_label(),
                Tok::Ident => {
                    self.read();
                    self.ctx.bare_label(self.src, tok.span);
                }
                _ => {
                    let context = ty.span.to(tok.span);
                    match tok.t {
                        Tok::Eq => self.error_ctx(
                            "Invalid block definition",
                            "The equals sign \"=\" indicates an argument definition, and must not be used when defining a block.",
                            tok.span,
                            context,
                        ),
                        Tok::Newline => self.error_ctx(
                            "Invalid block definition",
                            "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line as the block header.",
                            tok.span,
                            context,
                        ),
                        _ => {
                            if !self.recovery {
                                self.error_ctx(
                                    "Invalid block definition",
                                    "Either a quoted string block label or an opening brace (\"{\") is expected here.",
                                    tok.span,
                                    context,
                                );
                            }
                        }
                    }
                    self.recover_after_body_item();
                    self.ctx
                        .block(self.src, ty.span, labels, ty.span, None, ty.span);
                    return;
                }
            }
        };
        let items = self.ctx.body_start();
        let single = !matches!(self.peek().t, Tok::Newline | Tok::Eof | Tok::RBrace);
        if !single {
            crate::depth::deep(|| self.parse_body_items(Tok::RBrace, open.span));
        } else {
            let attrs_before = self.ctx.attrs.len();
            // (its errors come after those of the block's end)
            let mark = self.ctx.diags.len();
            self.parse_single_attribute_body();
            let body_diags = self.ctx.diags.split_off(mark);
            let next = self.peek();
            match next.t {
                Tok::RBrace => {
                    self.read();
                }
                Tok::Comma => {
                    self.error(
                        "Invalid single-argument block definition",
                        "Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line.",
                        next.span,
                    );
                    self.recover(Tok::RBrace);
                }
                Tok::Newline => {
                    self.error(
                        "Invalid single-argument block definition",
                        "An argument definition on the same line as its containing block creates a single-line block definition, which must also be closed on the same line. Place the block's closing brace immediately after the argument definition.",
                        next.span,
                    );
                    self.recover(Tok::RBrace);
                }
                _ => {
                    if !self.recovery {
                        if next.t == Tok::Eof {
                            self.error_ctx(
                                "Unclosed configuration block",
                                "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.",
                                open.span,
                                ty.span.to(open.span),
                            );
                        } else {
                            self.error(
                                "Invalid single-argument block definition",
                                "A single-line block definition must end with a closing brace immediately after its single argument definition.",
                                next.span,
                            );
                        }
                    }
                    self.recover(Tok::RBrace);
                }
            }
            self.ctx.diags.extend(body_diags);
            if self.ctx.attrs.len() > attrs_before {
                let close = self.prev_span();
                self.finish_block_end(ty);
                self.ctx
                    .one_line_block(self.src, ty.span, labels, open.span, close);
                return;
            }
        }
        let close = self.prev_span();
        self.finish_block_end(ty);
        self.ctx
            .block(self.src, ty.span, labels, open.span, Some(items), close);
    }

    /// After a block's closing brace: a newline or the end must follow.
    fn finish_block_end(&mut self, ty: Token) {
        let eol = self.peek();
        if eol.t == Tok::Newline || eol.t == Tok::Eof {
            self.read();
        } else {
            if !self.recovery {
                self.error_ctx(
                    "Missing newline after block definition",
                    "A block definition must end with a newline.",
                    eol.span,
                    ty.span.to(eol.span),
                );
            }
            self.recover_after_body_item();
        }
    }

    /// The one attribute of a single-line block (pushed unless it is bad).
    fn parse_single_attribute_body(&mut self) {
        let name = self.read();
        if name.t != Tok::Ident {
            self.recover_after_body_item();
            self.error(
                "Argument or block definition required",
                "An argument or block definition is required here.",
                name.span,
            );
            return;
        }
        let next = self.peek();
        match next.t {
            Tok::Eq => self.finish_attribute(name, true),
            Tok::OQuote | Tok::LBrace | Tok::Ident => {
                self.recover_after_body_item();
                self.error(
                    "Argument definition required",
                    format!("A single-line block definition can contain only a single argument. If you meant to define argument {:?}, use an equals sign to assign it a value. To define a nested block, place it on a line of its own within its parent block.", self.text(name.span)),
                    name.span.to(next.span),
                );
            }
            _ => {
                self.recover_after_body_item();
                self.error(
                    "Argument or block definition required",
                    "An argument or block definition is required here. To set an argument, use the equals sign \"=\" to introduce the argument value.",
                    name.span,
                );
            }
        }
    }
}
