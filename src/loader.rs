//! Loading configuration files: the entry point most programs want.
//!
//! A [`Loader`] reads native-syntax (`.hcl`, `.tf`, ...) and JSON-syntax
//! (`.json`) files into [`Body`](crate::body::Body) values, remembers every
//! source it has read so diagnostics can be rendered with their snippets,
//! and returns the same body again when a file is asked for twice (like the
//! reference's `hclparse.Parser`).
//!
//! ```
//! use hcl2::body::BodySchema;
//! use hcl2::Loader;
//!
//! let mut p = Loader::new();
//! let (body, diags) = p.parse_hcl(b"name = \"web\"\nport = 8080\n", "app.hcl");
//! assert!(!diags.has_errors());
//! let schema = BodySchema::new().attribute("name", true).attribute("port", false);
//! let (content, diags) = body.content(&schema);
//! assert!(diags.is_empty());
//! let (port, _) = content.attributes["port"].expr.value(None);
//! assert_eq!(port, hcl2::value::Value::from(8080));
//! ```

use crate::body::{BodyRef, NativeBody};
use crate::diagnostic::{Diagnostic, Diagnostics, Files, SourceFile};
use crate::limits::Limits;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// Loads configuration files: parses each file once, by name, and keeps
/// their sources for rendering diagnostics (the reference's
/// `hclparse.Parser`).
#[derive(Default)]
pub struct Loader {
    files: Files,
    bodies: HashMap<String, BodyRef>,
    limits: Option<Limits>,
}

/// The former name of [`Loader`].
#[deprecated(note = "renamed `Loader`: it loads files (the syntax parsers are elsewhere)")]
pub type Parser = Loader;

impl Loader {
    /// A loader with no file read yet.
    pub fn new() -> Loader {
        Loader::default()
    }

    /// Parses every later file within `limits`' parse limits
    /// ([`Limits::max_input_bytes`], [`Limits::max_nesting`]): a larger file is not read
    /// (one whose size is not known beforehand, such as a pipe, is read at most one byte
    /// past the limit), deeper nesting stops the parse, each with an error naming the
    /// limit. Without this,
    /// files are parsed with no size bound and the parser's own nesting bound.
    ///
    /// ```
    /// use hcl2::limits::Limits;
    /// let mut p = hcl2::Loader::new();
    /// p.set_limits(Limits { max_input_bytes: 8, ..Limits::default() });
    /// let (_, diags) = p.parse_hcl(b"name = \"a long name\"\n", "a.hcl");
    /// assert!(diags.iter().any(|d| d.detail.contains("max_input_bytes")));
    /// ```
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = Some(limits);
    }

    /// Parses native-syntax source. A file name parsed before returns the
    /// body from the first time, with no diagnostics.
    pub fn parse_hcl(&mut self, src: &[u8], filename: &str) -> (BodyRef, Diagnostics) {
        let limits = self.parse_limits();
        self.parse_once(src, filename, |s, n| parse_native_source(s, n, &limits))
    }

    /// Parses JSON-syntax source (HCL's JSON profile).
    pub fn parse_json(&mut self, src: &[u8], filename: &str) -> (BodyRef, Diagnostics) {
        let limits = self.parse_limits();
        self.parse_once(src, filename, |s, n| parse_json_source(s, n, &limits))
    }

    /// The limits set, or none but the parser's own nesting bound.
    fn parse_limits(&self) -> Limits {
        self.limits.clone().unwrap_or_else(Limits::unlimited)
    }

    /// Reads and parses a file: JSON syntax when its name ends in `.json`,
    /// the native syntax otherwise. `None` (with an error) when the file
    /// cannot be read.
    pub fn parse_file(&mut self, path: impl AsRef<Path>) -> (Option<BodyRef>, Diagnostics) {
        let path = path.as_ref();
        let name = path.to_string_lossy().into_owned();
        if let Some(b) = self.bodies.get(&name) {
            return (Some(b.clone()), Diagnostics::new());
        }
        if let (Some(l), Ok(meta)) = (&self.limits, std::fs::metadata(path)) {
            let len = usize::try_from(meta.len()).unwrap_or(usize::MAX);
            if let Some(d) = crate::parser::input_too_large(len, &name, l) {
                return (None, d);
            }
        }
        let read = match &self.limits {
            None => std::fs::read(path),
            // never more than one byte past the limit, whatever the size the
            // file system reported (a pipe, a device or a growing file)
            Some(l) => read_at_most(path, l.max_input_bytes),
        };
        match read {
            Err(_) => (None, read_failed(&name)),
            Ok(bytes) => {
                if let Some(l) = &self.limits {
                    if bytes.len() as u64 > l.max_input_bytes {
                        return (None, input_longer_than_limit(&name, l));
                    }
                }
                let (b, d) = if is_json_name(&name) {
                    self.parse_json(&bytes, &name)
                } else {
                    self.parse_hcl(&bytes, &name)
                };
                (Some(b), d)
            }
        }
    }

    /// The body parsed before under `filename`, or `parse` of `src`, kept
    /// with its source.
    fn parse_once(
        &mut self,
        src: &[u8],
        filename: &str,
        parse: impl FnOnce(&[u8], &str) -> Parsed,
    ) -> (BodyRef, Diagnostics) {
        if let Some(b) = self.bodies.get(filename) {
            return (b.clone(), Diagnostics::new());
        }
        let (body, source, diags) = parse(src, filename);
        self.files.add(source);
        self.bodies.insert(filename.to_string(), body.clone());
        (body, diags)
    }

    /// The sources read so far, by file name.
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// Diagnostics rendered for a person: each with the source lines it
    /// points at (`color` adds ANSI colours, for terminals).
    pub fn render(&self, diags: &Diagnostics, color: bool) -> String {
        crate::diagnostic::render::render(diags, &self.files, color)
    }
}

/// A parsed file: its body, its source (for rendering) and diagnostics.
pub type Parsed = (BodyRef, Arc<SourceFile>, Diagnostics);

/// Native-syntax source to a body, with the source file for rendering,
/// within `limits`' parse limits (see
/// [`body::parse_native_bytes`](crate::body::parse_native_bytes));
/// [`Limits::unlimited`] bounds nothing but the parser's own nesting.
pub fn parse_native_source(src: &[u8], filename: &str, limits: &Limits) -> Parsed {
    let (file, diags) = crate::parser::parse_config_bytes(src, filename, limits);
    let source = file.source.clone();
    (Arc::new(NativeBody::new(file)), source, diags)
}

/// JSON-syntax source to a body, with the source file for rendering,
/// within `limits`' parse limits: a larger input is not parsed (its body is
/// empty), nesting deeper than `max_nesting` objects and arrays is refused.
pub fn parse_json_source(src: &[u8], filename: &str, limits: &Limits) -> Parsed {
    let (file, diags) = crate::json::parse_bytes(src, filename, limits);
    let text = if src.len() as u64 > limits.max_input_bytes {
        String::new()
    } else {
        String::from_utf8_lossy(src).into_owned()
    };
    (
        file.body(),
        Arc::new(SourceFile::new(filename, text)),
        diags,
    )
}

/// The former name of [`parse_native_source`], which now takes the limits.
#[deprecated(note = "use `parse_native_source`, which takes the limits")]
pub fn parse_native_source_limited(src: &[u8], filename: &str, limits: &Limits) -> Parsed {
    parse_native_source(src, filename, limits)
}

/// The former name of [`parse_json_source`], which now takes the limits.
#[deprecated(note = "use `parse_json_source`, which takes the limits")]
pub fn parse_json_source_limited(src: &[u8], filename: &str, limits: &Limits) -> Parsed {
    parse_json_source(src, filename, limits)
}

/// The error for an input of `len` bytes over [`Limits::max_input_bytes`]
/// (`None` when it fits), at the start of the file: check a file's size
/// before reading it.
pub fn input_too_large(len: usize, filename: &str, limits: &Limits) -> Option<Diagnostics> {
    crate::parser::input_too_large(len, filename, limits)
}

/// The error for an input found, while reading it, to be longer than
/// [`Limits::max_input_bytes`] (a pipe, a device or a growing file, whose
/// size was not known beforehand), at the start of the file. Read such an
/// input through [`std::io::Read::take`] with one byte more than the limit:
/// when that byte arrives, this is the error.
pub fn input_longer_than_limit(filename: &str, limits: &Limits) -> Diagnostics {
    crate::parser::input_too_large_diag(filename, "is longer than the limit", limits)
}

/// The first `max + 1` bytes of the file at `path` (all of it when shorter).
fn read_at_most(path: &Path, max: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(max.saturating_add(1))
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Whether a file name selects the JSON syntax.
pub fn is_json_name(filename: &str) -> bool {
    filename.ends_with(".json")
}

/// The reference's error for a configuration file that cannot be read.
pub fn read_failed(filename: &str) -> Diagnostics {
    Diagnostic::error(
        "Failed to read file",
        format!(
            "The configuration file {} could not be read.",
            crate::value::go_quote(filename)
        ),
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::BodySchema;

    #[test]
    fn parses_both_syntaxes_and_caches_by_name() {
        let mut p = Loader::new();
        let (a, d) = p.parse_hcl(b"x = 1\n", "a.hcl");
        assert!(d.is_empty());
        let (b, d) = p.parse_json(br#"{"x": 2}"#, "b.json");
        assert!(d.is_empty());
        let schema = BodySchema::new().attribute("x", true);
        let one = |b: &BodyRef| b.content(&schema).0.attributes["x"].expr.value(None).0;
        assert_eq!(one(&a), crate::value::Value::from(1));
        assert_eq!(one(&b), crate::value::Value::from(2));
        // asking again for a file returns the first parse
        let (again, d) = p.parse_hcl(b"x = 3\n", "a.hcl");
        assert!(d.is_empty());
        assert_eq!(one(&again), crate::value::Value::from(1));
    }

    #[test]
    #[allow(deprecated)]
    fn the_former_name_still_loads() {
        let mut p: Parser = Parser::new();
        let (_, d) = p.parse_hcl(b"x = 1\n", "a.hcl");
        assert!(d.is_empty());
    }

    #[test]
    fn renders_with_snippets_and_reports_unreadable_files() {
        let mut p = Loader::new();
        let (_, d) = p.parse_hcl(b"a = 1\nb = \n", "bad.hcl");
        assert!(d.has_errors());
        let text = p.render(&d, false);
        assert!(text.contains("Invalid expression"), "{text}");
        assert!(text.contains("bad.hcl:2:5"), "{text}");
        let (b, d) = p.parse_file("/nonexistent/dir/x.hcl");
        assert!(b.is_none());
        assert_eq!(d.iter().next().unwrap().summary, "Failed to read file");
    }

    /// A pipe reports no size beforehand: the loader reads one byte past
    /// the limit and stops, and the writer sees the pipe closed long before
    /// it has written everything.
    #[cfg(unix)]
    #[test]
    fn a_pipe_is_never_read_past_the_limit() {
        use std::io::Write;
        let dir = std::env::temp_dir().join(format!("hcl2-loader-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("in.hcl");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo failed");
        let path = fifo.clone();
        let writer = std::thread::spawn(move || {
            let mut f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
            let line = b"a = 1\n".repeat(1024);
            let mut written = 0usize;
            while written < 64 << 20 {
                if f.write_all(&line).is_err() {
                    break;
                }
                written += line.len();
            }
            written
        });
        let mut p = Loader::new();
        p.set_limits(Limits {
            max_input_bytes: 100,
            ..Limits::default()
        });
        let (b, d) = p.parse_file(&fifo);
        let written = writer.join().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(b.is_none());
        let e = d.iter().next().expect("a diagnostic");
        assert_eq!(e.summary, "Input too large");
        assert!(e.detail.contains("longer than the limit"), "{}", e.detail);
        assert!(e.detail.contains("max_input_bytes"), "{}", e.detail);
        assert!(written < 16 << 20, "the writer got {written} bytes through");
    }
}
