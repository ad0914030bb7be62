//! Absolute traversals (`a.b[0]["c"]`): a name, then `.name` steps and
//! index steps whose keys are literal numbers or strings; no splats.

use super::Parser;
use crate::ast::{Ident, IndexKey, SmolStr, Traversal, TraverseStep};
use crate::lexer::Tok;

impl Parser<'_> {
    /// The traversal, up to its first error (newlines do not count).
    pub(super) fn parse_bare_traversal(&mut self) -> Traversal {
        self.newlines = vec![false];
        let first = self.read();
        let mut root = Ident {
            name: SmolStr::default(),
            span: first.span,
        };
        let mut steps = Vec::new();
        if first.t != Tok::Ident {
            self.error(
                "Variable name required",
                "Must begin with a variable name.",
                first.span,
            );
            return Traversal::new(root, steps);
        }
        root.name = SmolStr::new(self.text(first.span));
        self.parse_traversal_steps(first.span, &mut steps);
        Traversal::new(root, steps)
    }

    fn parse_traversal_steps(
        &mut self,
        root: crate::diagnostic::Span,
        steps: &mut Vec<TraverseStep>,
    ) {
        loop {
            let next = self.peek();
            match next.t {
                Tok::Eof => return,
                Tok::Dot => {
                    let dot = self.read();
                    let name = self.read();
                    if name.t != Tok::Ident {
                        let detail = if name.t == Tok::Star {
                            "Splat expressions (.*) may not be used here."
                        } else {
                            "Dot must be followed by attribute name."
                        };
                        self.error_ctx(
                            "Attribute name required",
                            detail,
                            name.span,
                            root.to(name.span),
                        );
                        return;
                    }
                    steps.push(TraverseStep::Attr {
                        name: SmolStr::new(self.text(name.span)),
                        span: dot.span.to(name.span),
                    });
                }
                Tok::LBrack => {
                    let open = self.read();
                    let k = self.peek();
                    let key = match k.t {
                        Tok::Number => {
                            self.read();
                            let text = self.text(k.span);
                            if !crate::parser::actions::valid_number(text) {
                                self.error(
                                    "Invalid number literal",
                                    "Failed to recognize the value of this number literal.",
                                    k.span,
                                );
                            }
                            IndexKey::Number(SmolStr::new(text))
                        }
                        Tok::OQuote => {
                            let labels = self.ctx.labels.len();
                            self.parse_quoted_label();
                            let value = self.ctx.labels.pop().map(|l| l.value);
                            self.ctx.labels.truncate(labels);
                            IndexKey::String(value.unwrap_or_default())
                        }
                        _ => {
                            let (summary, detail) = if k.t == Tok::Star {
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
                            self.error_ctx(summary, detail, k.span, root.to(k.span));
                            return;
                        }
                    };
                    let close = self.read();
                    if close.t != Tok::RBrack {
                        self.error_ctx(
                            "Unclosed index brackets",
                            "Index key must be followed by a closing bracket.",
                            close.span,
                            open.span.to(close.span),
                        );
                    }
                    steps.push(TraverseStep::Index {
                        key,
                        span: open.span.to(close.span),
                    });
                    if self.errors_since(0) {
                        return;
                    }
                }
                _ => {
                    self.error_ctx(
                        "Invalid character",
                        "Expected an attribute access or an index operator.",
                        next.span,
                        root.to(next.span),
                    );
                    return;
                }
            }
        }
    }
}
