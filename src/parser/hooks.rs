//! Questions about the parser's own paths that no parse function asks: for
//! the lib's unit tests (`corpus_tests`) and the fuzz target
//! `fmt_roundtrip`, which hold the tree-free check and the recognizer
//! equal to the parse. Compiled only for the lib's tests and under
//! `--cfg fuzzing` (cargo-fuzz and `fuzz/run.sh` set it), where the fuzz
//! targets reach it as `hcl2::internal::parser::hooks`; no other build
//! has it.

use super::{actions, clean_in_groups, grammar, recognize, wrap_tokens, Names};
use crate::diagnostic::SourceFile;
use crate::lexer::{Lexer, StartMode, Tok};
use std::sync::Arc;

/// What the tree-free recognizer alone (see recognize.rs) says of a whole
/// file read as one group: `Some(clean)` where it can tell, `None` where
/// only the tree builder can.
pub fn recognizer_verdict(src: &[u8]) -> Option<bool> {
    let Ok(text) = std::str::from_utf8(src) else {
        return Some(false);
    };
    let file = Arc::new(SourceFile::new("t.hcl", text));
    let end = text.len() as u32;
    let mut lx = Lexer::new(text, StartMode::Config)
        .with_source(file.clone())
        .with_compound_tokens();
    let mut buf = Vec::new();
    while let Some(t) = lx.next_token() {
        buf.push(t);
    }
    if buf.last().is_some_and(|t| t.1 != Tok::Newline) {
        buf.push((end, Tok::Newline, end));
    }
    let mut rec = recognize::Recognizer::default();
    let Ok(start) = grammar::ConfigParser::new().parse(text, &mut rec, wrap_tokens(&buf)) else {
        return Some(false);
    };
    if rec.unsure {
        return None;
    }
    let mut names = Names::default();
    let mut unique = true;
    rec.drop_body(text, start, |n, s| {
        unique &= names.insert(actions::smol(n), s).is_none();
    });
    Some(unique && lx.diags.is_empty() && lx.too_deep.is_none())
}

/// The tree-free check of a whole file ([`super::config_is_clean`], on one
/// thread), reading its top-level items in groups of at least
/// `group_bytes` (1: every item alone); false for invalid UTF-8 (which the
/// full parse reports).
pub fn clean_check_in_groups(src: &[u8], group_bytes: u32) -> bool {
    let Ok(text) = std::str::from_utf8(src) else {
        return false;
    };
    let file = Arc::new(SourceFile::new("t.hcl", text));
    clean_in_groups(text, &file, crate::depth::MAX_NESTING as u64, group_bytes)
}
