//! JSON-syntax inputs for hcldec (input files ending in `.json`, and
//! `-V '{...}'` variables), read with the JSON syntax module.

use super::cli::Parsed;
use crate::diagnostic::SourceFile;
use std::sync::Arc;

pub(crate) fn parse_json(src: &[u8], name: &str) -> Parsed {
    let (file, diags) = crate::json::parse_bytes(src, name);
    let text = String::from_utf8_lossy(src).into_owned();
    Parsed {
        body: Some(file.body()),
        diags,
        source: Some(Arc::new(SourceFile::new(name, text))),
    }
}
