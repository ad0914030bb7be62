//! [`Error`]: what `from_str`, `from_body` and `to_string` return on failure.

use crate::diagnostic::{render::render, Diagnostic, Diagnostics, Files, Range};
use std::fmt;

/// The diagnostics of a failed decode or encode (every one of them, not
/// only the first), with the sources they point into when the error came
/// from source text, so [`Error::render`] can show snippets.
///
/// `Display` prints one diagnostic a line (`file:line,col-col: Error:
/// summary; detail`); [`Error::render`] renders them with ariadne.
pub struct Error {
    pub(crate) diags: Diagnostics,
    pub(crate) files: Files,
    /// How the error travels inside a decode (see `Signal`).
    pub(crate) signal: Signal,
}

/// What an error means to the decoder while it is still running.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Signal {
    /// A finished error (its diagnostics are in `diags`).
    Done,
    /// A message from serde or from a `Deserialize` impl, not yet placed.
    Custom(String),
    /// A struct's field is required and absent (from serde's derive).
    MissingField(&'static str),
    /// A key names no field (serde's derive under `deny_unknown_fields`).
    UnknownField(String, &'static [&'static str]),
    /// The error was recorded by the decoder and marked so a later pass
    /// decodes around it: the whole decode is run again.
    Retry,
    /// A probe for the element type of a sequence has done its work
    /// (recorded its error); the sequence ends empty (`body::ProbeSeq`).
    Probed,
}

impl Error {
    pub(crate) fn signal(signal: Signal) -> Error {
        Error {
            diags: Diagnostics::new(),
            files: Files::new(),
            signal,
        }
    }

    pub(crate) fn from_diags(diags: Diagnostics, files: Files) -> Error {
        Error {
            diags,
            files,
            signal: Signal::Done,
        }
    }

    /// An error of one diagnostic.
    pub fn new(diag: Diagnostic) -> Error {
        Error::from_diags(diag.into(), Files::new())
    }

    /// Every diagnostic, in source order.
    pub fn diagnostics(&self) -> &Diagnostics {
        &self.diags
    }

    /// The diagnostics, taken out.
    pub fn into_diagnostics(self) -> Diagnostics {
        self.diags
    }

    /// The sources the diagnostics point into (empty for [`from_body`](crate::from_body),
    /// whose caller holds them: use [`Error::render_with`]).
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// The diagnostics rendered with ariadne, with snippets of the sources
    /// this error carries (`color` adds ANSI colours).
    pub fn render(&self, color: bool) -> String {
        render(&self.diags, &self.files, color)
    }

    /// The diagnostics rendered with snippets of `files` (for example a
    /// [`Loader`](crate::Loader)'s files).
    pub fn render_with(&self, files: &Files, color: bool) -> String {
        render(&self.diags, files, color)
    }

    /// The diagnostic this error stands for once placed at `at` (the item
    /// it is about): a message from serde or a `Deserialize` impl becomes an
    /// unsuitable value there.
    pub(crate) fn placed_diag(&self, at: &Range) -> Option<Diagnostic> {
        let d = match &self.signal {
            // a deferred or spanned type that came through serde's flatten buffer keeps
            // its own summary ("Unsupported field type")
            Signal::Custom(m) if m.starts_with(super::special::BUFFERED) => self.unplaced_diag()?,
            Signal::Custom(m) if m.starts_with("Unsuitable") => {
                Diagnostic::error("Unsuitable value type", m.clone())
            }
            Signal::Custom(m) => {
                Diagnostic::error("Unsuitable value type", format!("Unsuitable value: {m}"))
            }
            _ => self.unplaced_diag()?,
        };
        Some(d.with_subject(at.clone()))
    }

    /// The diagnostic this error stands for while it has not been placed
    /// (a message from serde with no source range).
    pub(crate) fn unplaced_diag(&self) -> Option<Diagnostic> {
        match &self.signal {
            Signal::Custom(m) => Some(match m.strip_prefix(super::special::BUFFERED) {
                Some(rest) => Diagnostic::error(
                    "Unsupported field type",
                    rest.trim_start_matches(": ").to_string(),
                ),
                None => Diagnostic::error("Invalid value", m.clone()),
            }),
            Signal::MissingField(f) => Some(Diagnostic::error(
                "Missing required argument",
                format!(
                    "The argument {} is required, but no definition was found.",
                    crate::value::go_quote(f)
                ),
            )),
            Signal::UnknownField(f, _) => Some(Diagnostic::error(
                "Unsupported argument",
                format!(
                    "An argument named {} is not expected here.",
                    crate::value::go_quote(f)
                ),
            )),
            Signal::Done | Signal::Retry | Signal::Probed => None,
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("diagnostics", &self.diags.0)
            .field("signal", &self.signal)
            .finish()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for d in &self.diags {
            if !first {
                writeln!(f)?;
            }
            first = false;
            write!(f, "{d}")?;
        }
        if first {
            if let Some(d) = self.unplaced_diag() {
                write!(f, "{d}")?;
            } else {
                f.write_str("decoding failed")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl serde::de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::signal(Signal::Custom(msg.to_string()))
    }
    fn missing_field(field: &'static str) -> Error {
        Error::signal(Signal::MissingField(field))
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Error {
        Error::signal(Signal::UnknownField(field.to_string(), expected))
    }
}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(Diagnostic::error("Cannot encode value", msg.to_string()))
    }
}
