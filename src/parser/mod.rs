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
use crate::diagnostic::{Diagnostics, SourceFile, Span};
use crate::lexer::{Lexer, StartMode, Tok};
use std::sync::Arc;

pub use body::MAX_BLOCK_NESTING;

/// Parse a whole configuration file.
pub fn parse_config(src: &str, filename: &str) -> (ast::File, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    parse_config_file(file, false)
}

/// Parse a configuration file given as bytes: invalid UTF-8 is reported
/// (like the reference, once, at the first bad byte) and parsing goes on.
pub fn parse_config_bytes(src: &[u8], filename: &str) -> (ast::File, Diagnostics) {
    match std::str::from_utf8(src) {
        Ok(s) => parse_config(s, filename),
        Err(_) => {
            let file = Arc::new(SourceFile::new(filename, sanitize_utf8(src)));
            parse_config_file(file, true)
        }
    }
}

/// Make invalid UTF-8 parseable without moving any byte offset: a sequence
/// the reference's scanner takes as one character (a lead byte with the
/// right number of continuation bytes, even if overlong or a surrogate)
/// becomes a valid character of the same length; any other byte becomes
/// U+001A, which the lexer reports as bad encoding.
fn sanitize_utf8(src: &[u8]) -> String {
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        let b = src[i];
        if b < 0x80 {
            out.push(b as char);
            i += 1;
            continue;
        }
        let n = match b {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF7 => 4,
            _ => 0,
        };
        let complete = n > 0
            && i + n <= src.len()
            && src[i + 1..i + n].iter().all(|c| (0x80..=0xBF).contains(c));
        if !complete {
            out.push('\u{1a}');
            i += 1;
            continue;
        }
        match std::str::from_utf8(&src[i..i + n]) {
            Ok(s) => out.push_str(s),
            Err(_) => out.push(match n {
                2 => '\u{80}',
                3 => '\u{fffd}',
                _ => '\u{10fffd}',
            }),
        }
        i += n;
    }
    out
}

fn parse_config_file(file: Arc<SourceFile>, bad_bytes: bool) -> (ast::File, Diagnostics) {
    let src_arc = file.clone();
    let src = src_arc.text();
    let mut lx = Lexer::new(src, StartMode::Config);
    if bad_bytes {
        lx = lx.with_bad_bytes();
    }
    let mut p = body::BodyParser::new(lx, file.clone());
    let body = p.parse_file();
    let mut diags = Diagnostics::new();
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
