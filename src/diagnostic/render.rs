//! Human-readable diagnostics, rendered with ariadne.

use super::{Diagnostic, Diagnostics, Severity, SourceFile};
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, Source};
use std::collections::HashMap;
use std::sync::Arc;

/// The source files diagnostics may point into, by file name.
#[derive(Clone, Debug, Default)]
pub struct Files {
    map: HashMap<Arc<str>, Arc<SourceFile>>,
}

impl Files {
    /// No files.
    pub fn new() -> Files {
        Files::default()
    }
    /// Adds (or replaces) a file under its name ([`SourceFile::name`]).
    pub fn add(&mut self, file: Arc<SourceFile>) {
        self.map.insert(file.name().clone(), file);
    }
    /// The file named `name`, if it was added.
    pub fn get(&self, name: &str) -> Option<&Arc<SourceFile>> {
        self.map.get(name)
    }
}

/// Renders one diagnostic. Without a subject (or without its source) the
/// report has no snippet; the detail becomes a note.
///
/// Only the lines the subject and context cover are handed to ariadne
/// (with the line numbers they have in the file), so rendering costs what
/// the snippet and its line number cost, not what the file costs. A
/// snippet longer than [`MAX_SNIPPET_BYTES`] (a long minified line, say) is
/// left out: the report then names the range, as one without a source
/// does.
pub fn render_diagnostic(d: &Diagnostic, files: &Files, color: bool) -> String {
    render_one(d, files, color, true)
}

/// The longest snippet a report shows, in bytes.
pub const MAX_SNIPPET_BYTES: usize = 8 * 1024;

/// How many reports of one [`render`] call show a snippet; the others name
/// their ranges. (A report's snippet sits after as many empty lines as its
/// line number, see below: without a bound, ten thousand errors on as many
/// lines would cost fifty million of them.)
pub const MAX_SNIPPETS: usize = 200;

/// [`render_diagnostic`], with the snippet only if `snippet`.
fn render_one(d: &Diagnostic, files: &Files, color: bool, snippet: bool) -> String {
    let (kind, col) = match d.severity {
        Severity::Error => (ReportKind::Error, Color::Red),
        Severity::Warning => (ReportKind::Warning, Color::Yellow),
    };
    let config = Config::default()
        .with_color(color)
        .with_index_type(IndexType::Byte);
    let located = d
        .subject
        .as_ref()
        .filter(|_| snippet)
        .and_then(|r| files.get(&r.filename).map(|f| (r, f)))
        .filter(|(r, f)| snippet_fits(d, r, f.text()));
    let mut out = Vec::new();
    match located {
        Some((subject, file)) => {
            let name = subject.filename.to_string();
            let text = file.text();
            let clamp = |b: usize| {
                let mut b = b.min(text.len());
                while !text.is_char_boundary(b) {
                    b -= 1;
                }
                b
            };
            let ctx = d
                .context
                .as_ref()
                .filter(|c| c.filename == subject.filename && *c != subject);
            // The snippet: whole lines from the first to the last covered.
            let lo =
                clamp(ctx.map_or(subject.start.byte, |c| c.start.byte.min(subject.start.byte)));
            let hi = clamp(ctx.map_or(subject.end.byte, |c| c.end.byte.max(subject.end.byte)));
            let first = text[..lo].rfind('\n').map_or(0, |i| i + 1);
            let last = text[hi..].find('\n').map_or(text.len(), |i| hi + i);
            let first_line = ctx
                .map_or(subject.start.line, |c| c.start.line.min(subject.start.line))
                .saturating_sub(1);
            let snippet = &text[first..last];
            // Offsets into the padded snippet built below.
            let at = |b: usize| clamp(b) - first + first_line;
            let span = |r: &super::Range| at(r.start.byte)..at(r.end.byte).max(at(r.start.byte));
            let mut b = Report::build(kind, (name.clone(), span(subject)))
                .with_config(config)
                .with_message(&d.summary);
            let mut label = Label::new((name.clone(), span(subject))).with_color(col);
            if !d.detail.is_empty() {
                label = label.with_message(&d.detail);
            }
            // The context widens the snippet to the lines it covers but gets
            // no label of its own: ariadne draws underlines only in its first
            // label row, which a message-less label would take.
            b = b.with_label(label);
            for (what, value) in failed_values(d) {
                b = b.with_note(format!("{what} is {value}"));
            }
            // ariadne 0.6 prints gutter line numbers without the display
            // offset, so the snippet keeps its line numbers by sitting
            // after that many empty lines (cheap: no text is copied).
            let mut padded = String::with_capacity(first_line + snippet.len());
            padded.extend(std::iter::repeat_n('\n', first_line));
            padded.push_str(snippet);
            if snippet.is_empty() || (last == text.len() && hi == last && snippet.ends_with('\n')) {
                // a subject at the very end, on an empty last line: give
                // ariadne a line to put it on
                padded.push(' ');
            }
            let source = Source::from(padded);
            let _ = b.finish().write((name, source), &mut out);
        }
        None => {
            // No snippet to show: ariadne needs a source, so write its header
            // style by hand.
            let word = if d.severity == Severity::Error {
                "Error"
            } else {
                "Warning"
            };
            let mut text = format!("{word}: {}\n", d.summary);
            if let Some(r) = &d.subject {
                text.push_str(&format!("   at {r}\n"));
            }
            if !d.detail.is_empty() {
                text.push_str(&format!("   {}\n", d.detail));
            }
            for (what, value) in failed_values(d) {
                text.push_str(&format!("   {what} is {value}\n"));
            }
            if color {
                let paint = if d.severity == Severity::Error {
                    "31"
                } else {
                    "33"
                };
                text = format!("\u{1b}[{paint}m{word}:\u{1b}[0m{}", &text[word.len() + 1..]);
            }
            out.extend_from_slice(text.as_bytes());
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The variables of the failing expression with their values (Terraform
/// shows them as "var.env is \"prod\"").
fn failed_values(d: &Diagnostic) -> &[(String, String)] {
    d.expression.as_deref().map_or(&[], |e| &e.values[..])
}

/// Renders every diagnostic, in order, with the source lines it points
/// into (from `files`; a diagnostic whose file is missing is rendered
/// without a snippet). `color` adds ANSI colour codes. The first
/// [`MAX_SNIPPETS`] show their snippets (as [`render_diagnostic`] does);
/// the others name their ranges.
///
/// ```
/// use hcl2::diagnostic::{render::render, Files, SourceFile};
/// use std::sync::Arc;
/// let src = "port = 80\nname = \n";
/// let (_, diags) = hcl2::parse(src, "main.hcl");
/// let mut files = Files::new();
/// files.add(Arc::new(SourceFile::new("main.hcl", src)));
/// let text = render(&diags, &files, false);
/// assert!(text.starts_with("Error: Invalid expression"), "{text}");
/// assert!(text.contains("main.hcl"), "{text}");
/// assert!(text.contains("2 │ name ="), "the source line is shown: {text}");
/// ```
pub fn render(diags: &Diagnostics, files: &Files, color: bool) -> String {
    diags
        .iter()
        .enumerate()
        .map(|(i, d)| render_one(d, files, color, i < MAX_SNIPPETS))
        .collect()
}

/// Whether the lines a diagnostic's subject and context cover (see
/// [`render_diagnostic`]) are at most [`MAX_SNIPPET_BYTES`] long.
fn snippet_fits(d: &Diagnostic, subject: &super::Range, text: &str) -> bool {
    let mut lo = subject.start.byte.min(text.len());
    let mut hi = subject.end.byte.min(text.len());
    if let Some(c) = d
        .context
        .as_ref()
        .filter(|c| c.filename == subject.filename)
    {
        lo = lo.min(c.start.byte.min(text.len()));
        hi = hi.max(c.end.byte.min(text.len()));
    }
    let hi = hi.max(lo);
    if hi - lo > MAX_SNIPPET_BYTES {
        return false;
    }
    let b = text.as_bytes();
    // the bytes of the first line before `lo` and of the last after `hi`
    let window = MAX_SNIPPET_BYTES - (hi - lo);
    let from = lo.saturating_sub(window);
    let before = match b[from..lo].iter().rposition(|&c| c == b'\n') {
        Some(i) => lo - (from + i + 1),
        None if from == 0 => lo,
        None => return false,
    };
    let to = (hi + window).min(b.len());
    let after = match b[hi..to].iter().position(|&c| c == b'\n') {
        Some(i) => i,
        None if to == b.len() => b.len() - hi,
        None => return false,
    };
    before + after <= window
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invalid_char(f: &Arc<SourceFile>, at: u32) -> Diagnostic {
        Diagnostic::error("Invalid character", "Not used within the language.")
            .with_subject(f.range(crate::diagnostic::Span::new(at, at + 1)))
    }

    /// A line longer than the bound is not shown: the report names the
    /// range instead; a line at the bound is shown.
    #[test]
    fn long_lines_are_not_shown() {
        for (len, shown) in [(MAX_SNIPPET_BYTES, true), (MAX_SNIPPET_BYTES + 1, false)] {
            // `len` bytes on line 2, the bad character in its middle
            let line = format!(
                "a = \"{}%{}\"",
                "x".repeat(len / 2 - 6),
                "y".repeat(len - len / 2 - 1)
            );
            assert_eq!(line.len(), len);
            let src = format!("b = 1\n{line}\nc = 2\n");
            let at = 6 + line.find('%').unwrap() as u32;
            let f = Arc::new(SourceFile::new("long.hcl", src));
            let mut files = Files::new();
            files.add(f.clone());
            let out = render_diagnostic(&invalid_char(&f, at), &files, false);
            assert!(out.starts_with("Error: Invalid character"), "{out}");
            assert_eq!(out.contains(" 2 │ a = "), shown, "{len}: {out}");
            if !shown {
                assert!(out.contains("at long.hcl:2,"), "{out}");
                assert!(out.len() < 300, "{out}");
            }
        }
    }

    /// After [`MAX_SNIPPETS`] reports, `render` names the ranges only.
    #[test]
    fn many_reports_name_their_ranges() {
        let n = MAX_SNIPPETS + 5;
        let src = "%\n".repeat(n);
        let f = Arc::new(SourceFile::new("many.hcl", src.as_str()));
        let mut files = Files::new();
        files.add(f.clone());
        let diags: Diagnostics = (0..n as u32).map(|i| invalid_char(&f, 2 * i)).collect();
        let out = render(&diags, &files, false);
        assert_eq!(out.matches("Error: Invalid character").count(), n);
        assert_eq!(out.matches(" │ %").count(), MAX_SNIPPETS, "{out}");
        let last = format!("at many.hcl:{n},1-2");
        assert!(out.contains(&last), "{out}");
    }

    #[test]
    fn renders_snippet_with_summary_and_detail() {
        let f = Arc::new(SourceFile::new("main.hcl", "a = 1\nb = %\n"));
        let mut files = Files::new();
        files.add(f.clone());
        let d = Diagnostic::error(
            "Invalid character",
            "This character is not used within the language.",
        )
        .with_subject(f.range(crate::diagnostic::Span::new(10, 11)));
        let s = render_diagnostic(&d, &files, false);
        assert!(s.contains("Error: Invalid character"), "{s}");
        assert!(s.contains("main.hcl:2:5"), "{s}");
        assert!(
            s.contains(" 2 │ b = %"),
            "gutter shows the file's line number: {s}"
        );
        assert!(
            !s.contains("a = 1"),
            "only the covered lines are shown: {s}"
        );
        assert!(
            s.contains("This character is not used within the language."),
            "{s}"
        );
        assert!(!s.contains('\u{1b}'), "no colour codes when colour is off");
    }

    #[test]
    fn renders_without_source() {
        let d = Diagnostic::warning("Something odd", "Details here.");
        let s = render_diagnostic(&d, &Files::new(), false);
        assert!(s.contains("Warning: Something odd"), "{s}");
        assert!(s.contains("Details here."), "{s}");
    }
}
