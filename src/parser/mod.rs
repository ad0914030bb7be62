//! The parser facade over the LALRPOP-generated parser: source to AST plus diagnostics.
//!
//! Bodies (attributes, blocks, one-line blocks) are parsed here by a small
//! hand-written loop that mirrors the reference's recovery rules; each
//! attribute's expression tokens are handed to the generated LALRPOP parser
//! (`grammar/hcl.lalrpop`). Syntax errors become diagnostics with the
//! reference's summaries and subject ranges; nothing panics.

mod actions;
mod body;
mod errors;
mod template;

lalrpop_util::lalrpop_mod!(
    #[allow(
        clippy::all,
        clippy::pedantic,
        unused,
        missing_docs,
        unused_qualifications
    )]
    grammar,
    "/hcl.rs"
);

use crate::ast::{self, Expr, ExprKind, Literal};
use crate::diagnostic::{Diagnostic, Diagnostics, SourceFile, Span};
use crate::lexer::{Lexer, StartMode, Tok};
use std::sync::Arc;

pub use body::MAX_BLOCK_NESTING;

/// Parse a whole configuration file.
pub fn parse_config(src: &str, filename: &str) -> (ast::File, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    parse_config_file(file, false, None)
}

/// Parse a configuration file given as bytes: invalid UTF-8 is reported
/// (like the reference, once, at the first bad byte) and parsing goes on.
pub fn parse_config_bytes(src: &[u8], filename: &str) -> (ast::File, Diagnostics) {
    match std::str::from_utf8(src) {
        Ok(s) => parse_config(s, filename),
        Err(e) => {
            let first = e.valid_up_to();
            let mut text = String::with_capacity(src.len());
            let mut rest = src;
            loop {
                match std::str::from_utf8(rest) {
                    Ok(s) => {
                        text.push_str(s);
                        break;
                    }
                    Err(e) => {
                        let (ok, bad) = rest.split_at(e.valid_up_to());
                        text.push_str(std::str::from_utf8(ok).unwrap_or_default());
                        let n = e.error_len().unwrap_or(bad.len()).max(1);
                        for _ in 0..n {
                            text.push('\u{1a}');
                        }
                        rest = &bad[n..];
                    }
                }
            }
            let file = Arc::new(SourceFile::new(filename, text));
            parse_config_file(file, true, Some(first))
        }
    }
}

fn parse_config_file(
    file: Arc<SourceFile>,
    bad_bytes: bool,
    first_bad: Option<usize>,
) -> (ast::File, Diagnostics) {
    let src_arc = file.clone();
    let src = src_arc.text();
    let mut lx = Lexer::new(src, StartMode::Config);
    if bad_bytes {
        lx = lx.with_bad_bytes();
    }
    let mut p = body::BodyParser::new(lx, file.clone());
    let body = p.parse_file();
    let mut diags = Diagnostics::new();
    if let Some(b) = first_bad {
        let ch_end = (b + 1) as u32;
        diags.push(
            Diagnostic::error(
                "Invalid character encoding",
                "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.",
            )
            .with_subject(file.range(Span::new(b as u32, ch_end))),
        );
    }
    diags.extend(p.finish());
    (ast::File { body, source: file }, diags)
}

/// Parse a standalone expression (newlines are not significant).
pub fn parse_expression(src: &str, filename: &str) -> (Expr, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    let lx = Lexer::new(src, StartMode::Expression);
    let mut p = body::BodyParser::new(lx, file);
    let e = p.parse_bare_expression();
    (e, p.finish())
}

/// Parse a standalone template (literal text with interpolations and
/// directives up to the end of input).
pub fn parse_template(src: &str, filename: &str) -> (Expr, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    let lx = Lexer::new(src, StartMode::Template);
    let mut p = body::BodyParser::new(lx, file);
    let e = p.parse_bare_template();
    (e, p.finish())
}

/// Parse an absolute traversal such as `a.b[0]["c"]`.
pub fn parse_traversal_abs(src: &str, filename: &str) -> (ast::Traversal, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    let lx = Lexer::new(src, StartMode::Expression);
    let mut p = body::BodyParser::new(lx, file);
    let t = p.parse_traversal();
    (t, p.finish())
}

/// [`parse_expression`] of a source file's text; the file may place the
/// text inside another one ([`SourceFile::with_start`]), as the JSON
/// syntax does for expressions inside strings.
pub fn parse_expression_in(file: Arc<SourceFile>) -> (Expr, Diagnostics) {
    let text = file.text_arc().clone();
    let lx = Lexer::new(&text, StartMode::Expression);
    let mut p = body::BodyParser::new(lx, file);
    let e = p.parse_bare_expression();
    (e, p.finish())
}

/// [`parse_template`] of a source file's text (see [`parse_expression_in`]).
pub fn parse_template_in(file: Arc<SourceFile>) -> (Expr, Diagnostics) {
    let text = file.text_arc().clone();
    let lx = Lexer::new(&text, StartMode::Template);
    let mut p = body::BodyParser::new(lx, file);
    let e = p.parse_bare_template();
    (e, p.finish())
}

/// [`parse_traversal_abs`] of a source file's text (see
/// [`parse_expression_in`]).
pub fn parse_traversal_abs_in(file: Arc<SourceFile>) -> (ast::Traversal, Diagnostics) {
    let text = file.text_arc().clone();
    let lx = Lexer::new(&text, StartMode::Expression);
    let mut p = body::BodyParser::new(lx, file);
    let t = p.parse_traversal();
    (t, p.finish())
}

/// A placeholder expression for input that could not be parsed.
pub(crate) fn placeholder(span: Span) -> Expr {
    Expr {
        kind: ExprKind::Literal(Literal::Null),
        span,
    }
}

pub(crate) fn is_open(t: Tok) -> bool {
    matches!(
        t,
        Tok::LBrace
            | Tok::LBrack
            | Tok::LParen
            | Tok::OQuote
            | Tok::OHeredoc
            | Tok::TemplateInterp
            | Tok::TemplateControl
    )
}

pub(crate) fn is_close(t: Tok) -> bool {
    matches!(
        t,
        Tok::RBrace | Tok::RBrack | Tok::RParen | Tok::CQuote | Tok::CHeredoc | Tok::TemplateSeqEnd
    )
}
