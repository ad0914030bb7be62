//! Open documents: their text, line index and lazily built analyses, and
//! the snapshot a request works on.

use super::classify::Classified;
use super::index::FileIndex;
use super::nav::DiskCache;
use super::text::{Encoding, LineIndex};
use super::Config;
use lsp_types::{TextDocumentContentChangeEvent, Uri};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, OnceLock};

/// One open document at one version (immutable: a change makes a new one).
#[derive(Debug)]
pub struct Doc {
    /// Its URI, as the client sent it.
    pub uri: Uri,
    /// The file path of a `file:` URI.
    pub path: Option<PathBuf>,
    /// The name used in diagnostics (the path, else the URI).
    pub name: String,
    /// The client's version.
    pub version: i32,
    /// The text.
    pub text: Arc<String>,
    /// Its lines.
    pub lines: LineIndex,
    /// Whether it is in HCL's JSON syntax (a `.json` name).
    pub json: bool,
    index: OnceLock<Arc<FileIndex>>,
    classified: OnceLock<Arc<Classified>>,
}

impl Doc {
    /// A document opened with `text`.
    pub fn new(uri: Uri, version: i32, text: String) -> Doc {
        let path = uri_path(&uri);
        let name = match &path {
            Some(p) => p.to_string_lossy().into_owned(),
            None => uri.as_str().to_string(),
        };
        let json = name.ends_with(".json");
        Doc {
            lines: LineIndex::new(&text),
            text: Arc::new(text),
            uri,
            path,
            name,
            version,
            json,
            index: OnceLock::new(),
            classified: OnceLock::new(),
        }
    }

    /// The document after `changes` (applied in order; a change without a
    /// range replaces the whole text).
    pub fn changed(
        old: Arc<Doc>,
        version: i32,
        changes: &[TextDocumentContentChangeEvent],
        enc: Encoding,
    ) -> Doc {
        let old = Arc::try_unwrap(old).unwrap_or_else(|shared| Doc {
            uri: shared.uri.clone(),
            path: shared.path.clone(),
            name: shared.name.clone(),
            version: shared.version,
            text: shared.text.clone(),
            lines: shared.lines.clone(),
            json: shared.json,
            index: OnceLock::new(),
            classified: OnceLock::new(),
        });
        let mut text = Arc::try_unwrap(old.text).unwrap_or_else(|a| (*a).clone());
        let mut lines = old.lines;
        for c in changes {
            match c.range {
                None => text = c.text.clone(),
                Some(r) => {
                    let (a, b) = lines.span(&text, r, enc);
                    text.replace_range(a..b, &c.text);
                }
            }
            lines = LineIndex::new(&text);
        }
        Doc {
            uri: old.uri,
            path: old.path,
            name: old.name,
            version,
            text: Arc::new(text),
            lines,
            json: old.json,
            index: OnceLock::new(),
            classified: OnceLock::new(),
        }
    }

    /// The index of its syntax tree (built once per version).
    pub fn index(&self) -> Arc<FileIndex> {
        self.index
            .get_or_init(|| {
                if self.json {
                    Arc::new(FileIndex::default())
                } else {
                    Arc::new(FileIndex::build(&self.text, &self.name))
                }
            })
            .clone()
    }

    /// Its classified tokens (built once per version).
    pub fn classified(&self) -> Arc<Classified> {
        self.classified
            .get_or_init(|| {
                if self.json {
                    Arc::new(Classified::default())
                } else {
                    Arc::new(Classified::new(&self.text))
                }
            })
            .clone()
    }
}

/// What a request sees: the open documents at the time it arrived.
#[derive(Clone)]
pub struct Snapshot {
    /// The open documents.
    pub docs: Vec<Arc<Doc>>,
    /// Files read from disk.
    pub cache: Arc<DiskCache>,
    /// The settings.
    pub config: Arc<Config>,
}

impl Snapshot {
    /// The open document `uri`.
    pub fn doc(&self, uri: &Uri) -> Option<&Arc<Doc>> {
        self.docs.iter().find(|d| &d.uri == uri)
    }

    /// The open document at `path`.
    pub fn doc_at(&self, path: &Path) -> Option<&Arc<Doc>> {
        self.docs.iter().find(|d| d.path.as_deref() == Some(path))
    }
}

/// The path of a `file:` URI (percent-decoded).
pub fn uri_path(uri: &Uri) -> Option<PathBuf> {
    let s = uri.as_str();
    let rest = s.strip_prefix("file://")?;
    // an authority (`file://host/path`) other than localhost is not a local file
    let rest = match rest.find('/') {
        Some(0) => rest,
        Some(i) if &rest[..i] == "localhost" => &rest[i..],
        _ => return None,
    };
    let bytes = rest.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Some(b) = rest
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
            {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    let s = String::from_utf8(out).ok()?;
    Some(PathBuf::from(s))
}

/// The `file:` URI of a path (bytes other than unreserved characters and
/// `/` percent-encoded).
pub fn path_uri(path: &Path) -> Option<Uri> {
    let s = path.to_str()?;
    let mut out = String::from("file://");
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    Uri::from_str(&out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_uris_and_paths() {
        let p = Path::new("/tmp/a b/ü.tf");
        let u = path_uri(p).unwrap();
        assert_eq!(u.as_str(), "file:///tmp/a%20b/%C3%BC.tf");
        assert_eq!(uri_path(&u).unwrap(), p);
        let u = Uri::from_str("file://localhost/x/y.hcl").unwrap();
        assert_eq!(uri_path(&u).unwrap(), Path::new("/x/y.hcl"));
        let u = Uri::from_str("untitled:Untitled-1").unwrap();
        assert_eq!(uri_path(&u), None);
    }

    #[test]
    fn changes_apply_in_order() {
        use lsp_types::{Position, Range};
        let uri = Uri::from_str("file:///m/a.hcl").unwrap();
        let d = Arc::new(Doc::new(uri, 1, "a = 1\nb = \"é\"\n".into()));
        let ch = |l1, c1, l2, c2, t: &str| TextDocumentContentChangeEvent {
            range: Some(Range {
                start: Position {
                    line: l1,
                    character: c1,
                },
                end: Position {
                    line: l2,
                    character: c2,
                },
            }),
            range_length: None,
            text: t.into(),
        };
        let d2 = Doc::changed(
            d,
            2,
            &[ch(0, 4, 0, 5, "22"), ch(1, 6, 1, 6, "x\ny")],
            Encoding::Utf16,
        );
        assert_eq!(d2.text.as_str(), "a = 22\nb = \"éx\ny\"\n");
        assert_eq!(d2.version, 2);
        assert_eq!(d2.lines.lines(), 4);
    }
}
