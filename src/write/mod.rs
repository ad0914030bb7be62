//! The lossless layer: every byte of a file kept (tokens, comments, blank
//! lines, heredocs, odd spacing), canonical formatting with the reference
//! `hclfmt`'s rules, and editing.
//!
//! - [`token`]: the lossless token stream ([`lex`]) and its writer;
//! - [`format`](mod@format): formatting of a token sequence;
//! - [`format_source`]: parse (refusing a file with errors), lex, format.

pub mod format;
mod from_json;
pub mod json;
pub mod token;
pub mod tree;

pub use from_json::{json_to_hcl, schema_preset, SCHEMA_PRESETS};
pub use token::{lex, Kind, Token, Tokens};
pub use tree::{
    value_source, AttributeNode, BlockMut, BlockNode, BodyMut, BodyNode, Container, Document,
    ExprMut, Item,
};

use crate::diagnostic::{Diagnostics, SourceFile};
use std::sync::Arc;

/// Format a configuration file with the reference `hclfmt`'s rules. A file
/// with syntax errors is not formatted: its diagnostics come back instead.
pub fn format_source(src: &str, filename: &str) -> Result<String, Diagnostics> {
    let (_, diags) = crate::parser::parse_config(src, filename);
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(format_unchecked(src))
}

/// Format `src` without checking its syntax first (what the reference's
/// `hclwrite.Format` does; on a file with errors the result is whatever
/// the rules make of its tokens).
pub fn format_unchecked(src: &str) -> String {
    let mut t = lex(src);
    format::format_tokens(&mut t);
    t.render()
}

/// Format the bytes of a file, which may hold invalid UTF-8 (in comments
/// or strings, where the parser lets it through): the repaired text is
/// lexed and formatted, the original bytes are written. No syntax check.
pub fn format_bytes_unchecked(input: &[u8]) -> Vec<u8> {
    let repaired;
    let text = match std::str::from_utf8(input) {
        Ok(s) => s,
        Err(_) => {
            repaired = crate::parser::sanitize_utf8(input);
            repaired.as_str()
        }
    };
    let mut toks = token::lex_tokens(text);
    format::format(text, &mut toks);
    let mut out = Vec::with_capacity(input.len() + input.len() / 8);
    token::write_token_bytes(input, &toks, &mut out);
    out
}

/// Check the syntax of a file's bytes and format it: `Err` with the
/// source (for rendering) and diagnostics of a file that has errors. A clean file is
/// checked in groups of items, never holding its whole syntax tree (see
/// `parser::check_config`, which checks an input of a megabyte or
/// more in two halves on two threads), so the memory is the input, the
/// tokens and the output. A file that is not clean has only its
/// diagnostics found, from the first group of items the check found not
/// clean (`parser::config_diagnostics`), without its tree.
///
/// `limits` bounds the parse (`max_input_bytes`, `max_nesting`): an input
/// over one is refused with a diagnostic naming the limit, as the parser
/// reports it; [`Limits::unlimited`](crate::Limits::unlimited) bounds
/// nothing but the parser's own nesting.
///
/// ```
/// let mut limits = hcl2::Limits::default();
/// limits.max_nesting = 2;
/// assert!(hcl2::write::format_bytes_checked(b"a=[[1]]\n", "a.hcl", &limits).is_ok());
/// let (_, diags) =
///     hcl2::write::format_bytes_checked(b"a=[[[1]]]\n", "a.hcl", &limits).unwrap_err();
/// assert!(diags.to_string().contains("(limit max_nesting)"), "{diags}");
/// ```
pub fn format_bytes_checked(
    input: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> Result<Vec<u8>, (Arc<SourceFile>, Diagnostics)> {
    if let Some(restart) = crate::parser::check_config(input, filename, limits) {
        // only the diagnostics, from the first group of items the check
        // found not clean
        let (source, diags) =
            crate::parser::config_diagnostics_from(input, filename, limits, restart);
        if diags.has_errors() {
            return Err((source, diags));
        }
    }
    Ok(format_bytes_unchecked(input))
}

/// The former name of [`format_bytes_checked`], which now takes the limits.
#[deprecated(note = "use `format_bytes_checked`, which takes the limits")]
pub fn format_bytes_checked_limited(
    input: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> Result<Vec<u8>, (Arc<SourceFile>, Diagnostics)> {
    format_bytes_checked(input, filename, limits)
}
