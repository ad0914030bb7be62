//! JSON-syntax inputs for hcldec, through the crate's JSON syntax.

use super::cli::Parsed;
use crate::diagnostic::SourceFile;
use std::sync::Arc;

pub(crate) fn parse_json(src: &[u8], name: &str) -> Parsed {
    let (file, diags) = crate::json::parse_bytes(src, name);
    // The source text, for rendering diagnostics.
    let text = String::from_utf8_lossy(src).into_owned();
    Parsed {
        body: Some(file.body()),
        diags,
        source: Some(Arc::new(SourceFile::new(name, text))),
    }
}
