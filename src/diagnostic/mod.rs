//! Source positions, ranges and diagnostics.
//!
//! AST nodes carry a compact [`Span`] (byte offsets into one file); a
//! [`SourceFile`] turns spans into full [`Range`]s (line, column in grapheme
//! clusters, byte) on demand, the way the reference reports them.

pub mod json;
pub mod render;
pub(crate) mod source;
pub mod suggest;
pub use render::Files;
pub use source::SourceFile;

use std::fmt;
use std::sync::Arc;

/// A half-open byte range `lo..hi` inside one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// Byte offset of the first byte covered.
    pub lo: u32,
    /// Byte offset just past the last byte covered (`lo` for an empty span).
    pub hi: u32,
}

impl Span {
    /// The span `lo..hi`.
    pub const fn new(lo: u32, hi: u32) -> Span {
        Span { lo, hi }
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
    /// Whether the span covers no byte.
    pub fn is_empty(self) -> bool {
        self.lo >= self.hi
    }
    /// The number of bytes covered (0 when `hi <= lo`).
    pub fn len(self) -> u32 {
        self.hi.saturating_sub(self.lo)
    }
    /// An empty span at the start of this one.
    pub fn start(self) -> Span {
        Span {
            lo: self.lo,
            hi: self.lo,
        }
    }
    /// An empty span at the end of this one.
    pub fn end(self) -> Span {
        Span {
            lo: self.hi,
            hi: self.hi,
        }
    }
}

/// A position: 1-based line, 1-based column counted in grapheme clusters,
/// 0-based byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Line number, from 1.
    pub line: usize,
    /// Column number, from 1, counted in grapheme clusters (as the reference
    /// counts them: `é` written as `e` plus a combining accent is one column).
    pub column: usize,
    /// Byte offset from the start of the file, from 0.
    pub byte: usize,
}

impl Default for Pos {
    fn default() -> Pos {
        Pos {
            line: 1,
            column: 1,
            byte: 0,
        }
    }
}

/// A range in a named file, as the reference's `hcl.Range`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Range {
    /// The name of the file, as given to the parser.
    pub filename: Arc<str>,
    /// Where the range starts.
    pub start: Pos,
    /// Where the range ends (exclusive).
    pub end: Pos,
}

impl Range {
    /// The smallest range covering both (same file assumed).
    pub fn to(&self, other: &Range) -> Range {
        Range {
            filename: self.filename.clone(),
            start: if other.start.byte < self.start.byte {
                other.start
            } else {
                self.start
            },
            end: if other.end.byte > self.end.byte {
                other.end
            } else {
                self.end
            },
        }
    }
    /// Whether byte offset `b` lies in the range (`start.byte <= b < end.byte`).
    pub fn contains_byte(&self, b: usize) -> bool {
        self.start.byte <= b && b < self.end.byte
    }
}

/// As the reference's `hcl.Range.String()`: `file:line,col-col` when the
/// range is on one line, `file:line,col-line,col` otherwise.
impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.start.line == self.end.line {
            write!(
                f,
                "{}:{},{}-{}",
                self.filename, self.start.line, self.start.column, self.end.column
            )
        } else {
            write!(
                f,
                "{}:{},{}-{},{}",
                self.filename, self.start.line, self.start.column, self.end.line, self.end.column
            )
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// How serious a diagnostic is (the reference's `hcl.DiagnosticSeverity`).
pub enum Severity {
    /// The input cannot be used as it is; [`Diagnostics::has_errors`] is true.
    Error,
    /// Something worth fixing that did not stop processing.
    Warning,
}

/// One diagnostic: what went wrong and where.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Whether it is an error or a warning.
    pub severity: Severity,
    /// A short description, e.g. "Unsupported attribute" (the reference's
    /// wording, which tests compare).
    pub summary: String,
    /// A longer explanation, often suggesting a fix; may be empty.
    pub detail: String,
    /// The exact construct the diagnostic is about.
    pub subject: Option<Range>,
    /// A wider construct that gives the subject context.
    pub context: Option<Range>,
    /// For evaluation errors: the (sub)expression whose evaluation failed
    /// and the values of the variables it refers to (go-hcl
    /// `Diagnostic.Expression` + `EvalContext`, as Terraform shows them).
    /// Boxed, so diagnostics without it stay small.
    pub expression: Option<Box<FailedExpr>>,
    /// What kind of problem this is, set where the diagnostic is made
    /// ([`DiagnosticKind::Other`] unless a more specific kind applies).
    /// Code that treats some diagnostics specially (choosing a range,
    /// changing course) decides by this, never by the summary's wording.
    pub kind: DiagnosticKind,
}

/// The kind of a [`Diagnostic`]: a classification that code can branch on
/// instead of the summary text (which follows the reference's wording and
/// may change with it). New kinds may be added in minor releases.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DiagnosticKind {
    /// No more specific kind (the default of [`Diagnostic::error`] and
    /// [`Diagnostic::warning`]).
    #[default]
    Other,
    /// An error about a whole function call: an unknown function, too few
    /// or too many arguments, or the function failing. Its subject is a
    /// part of the call (the name, the closing parenthesis, the first extra
    /// argument), its context and its failing
    /// [`expression`](Diagnostic::expression) the whole call.
    FunctionCall,
    /// A syntax error: a conditional `c ? a` without its `: b` part.
    MissingFalseExpression,
    /// A syntax error in a function call: no comma between two arguments, no
    /// closing parenthesis before the end of the file, or a namespaced name
    /// (`ns::`) without its function name or opening parenthesis.
    FunctionCallSyntax,
    /// A syntax error: a parenthesized expression not closed where it ends.
    UnbalancedParentheses,
    /// A syntax error: a complete `for` expression followed by more tokens
    /// before its closing bracket.
    ForExtraCharacters,
    /// A syntax error: a template interpolation or directive (`${`, `%{`)
    /// left open at the end of its quoted string or of the file.
    UnclosedInterpolation,
    /// A limit for untrusted input was exceeded ([`crate::limits`]): a parse limit
    /// ("Input too large", "Nesting too deep") or an evaluation limit ("Evaluation limit
    /// exceeded"); the detail names the limit.
    LimitExceeded,
}

impl DiagnosticKind {
    /// The kind's stable name in machine-readable output: the variant's name in
    /// snake_case (`"function_call"`, `"limit_exceeded"`, `"other"`), which stays as it
    /// is for as long as the variant exists.
    ///
    /// ```
    /// use hcl2::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::FunctionCall.name(), "function_call");
    /// assert_eq!(DiagnosticKind::Other.name(), "other");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            DiagnosticKind::Other => "other",
            DiagnosticKind::FunctionCall => "function_call",
            DiagnosticKind::MissingFalseExpression => "missing_false_expression",
            DiagnosticKind::FunctionCallSyntax => "function_call_syntax",
            DiagnosticKind::UnbalancedParentheses => "unbalanced_parentheses",
            DiagnosticKind::ForExtraCharacters => "for_extra_characters",
            DiagnosticKind::UnclosedInterpolation => "unclosed_interpolation",
            DiagnosticKind::LimitExceeded => "limit_exceeded",
        }
    }
}

/// The expression an evaluation error came from.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct FailedExpr {
    /// The whole failing sub-expression.
    pub range: Range,
    /// The root traversals inside `range` (e.g. `var.env`) with a short
    /// rendering of their values (`"prod"`, `list of string with 3
    /// elements`, `null`, `known after apply`), sorted by traversal text,
    /// without duplicates. Filled when the top-level evaluation returns.
    pub values: Vec<(String, String)>,
}

impl Diagnostic {
    /// An error with this summary and detail, without a range.
    pub fn error(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            summary: summary.into(),
            detail: detail.into(),
            subject: None,
            context: None,
            expression: None,
            kind: DiagnosticKind::Other,
        }
    }
    /// A warning with this summary and detail, without a range.
    pub fn warning(summary: impl Into<String>, detail: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(summary, detail)
        }
    }
    /// This diagnostic with its subject: the exact construct it is about.
    pub fn with_subject(mut self, r: Range) -> Diagnostic {
        self.subject = Some(r);
        self
    }
    /// This diagnostic with its context: a wider construct around the subject.
    pub fn with_context(mut self, r: Range) -> Diagnostic {
        self.context = Some(r);
        self
    }
    /// Records the failing expression's range (values are added later).
    pub fn with_expression(mut self, r: Range) -> Diagnostic {
        self.expression = Some(Box::new(FailedExpr {
            range: r,
            values: Vec::new(),
        }));
        self
    }
    /// This diagnostic with its [`kind`](DiagnosticKind).
    pub fn with_kind(mut self, kind: DiagnosticKind) -> Diagnostic {
        self.kind = kind;
        self
    }
    /// Whether the severity is [`Severity::Error`].
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "Error",
            Severity::Warning => "Warning",
        };
        if let Some(r) = &self.subject {
            write!(f, "{r}: ")?;
        }
        write!(f, "{sev}: {}", self.summary)?;
        if !self.detail.is_empty() {
            write!(f, "; {}", self.detail)?;
        }
        Ok(())
    }
}

/// An ordered list of diagnostics: what every parse, decode and
/// evaluation step returns beside its result.
///
/// It is an error type (`Display` prints one diagnostic per line, as
/// `file:line,column-column: Severity: summary; detail`), so `?` turns it
/// into a `Box<dyn std::error::Error>`. Render it with the source lines
/// through [`render::render`] or [`crate::Loader::render`].
///
/// ```
/// fn check(src: &str) -> Result<(), Box<dyn std::error::Error>> {
///     let (_body, diags) = hcl2::parse(src, "main.hcl");
///     if diags.has_errors() {
///         return Err(diags.into());
///     }
///     Ok(())
/// }
/// assert!(check("a = 1").is_ok());
/// let err = check("a = ").unwrap_err().to_string();
/// assert!(err.starts_with("main.hcl:1,5-5: Error: Missing expression"), "{err}");
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// No diagnostics.
    pub fn new() -> Diagnostics {
        Diagnostics(Vec::new())
    }
    /// Appends one diagnostic.
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d)
    }
    /// Appends every diagnostic of `other`, in order.
    pub fn extend(&mut self, other: Diagnostics) {
        self.0.extend(other.0)
    }
    /// Whether any diagnostic is an error (warnings alone are not).
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }
    /// Whether there are no diagnostics at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// How many diagnostics there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// The diagnostics in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }
    /// `Ok(value)` when there is no error, `Err(self)` otherwise (warnings
    /// alone give `Ok`).
    ///
    /// ```
    /// let (body, diags) = hcl2::parse("a = 1", "a.hcl");
    /// let body = diags.into_result(body).unwrap();
    /// # let _ = body;
    /// ```
    pub fn into_result<T>(self, value: T) -> Result<T, Diagnostics> {
        if self.has_errors() {
            Err(self)
        } else {
            Ok(value)
        }
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

impl std::error::Error for Diagnostic {}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(v: Vec<Diagnostic>) -> Diagnostics {
        Diagnostics(v)
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Extend<Diagnostic> for Diagnostics {
    fn extend<I: IntoIterator<Item = Diagnostic>>(&mut self, iter: I) {
        self.0.extend(iter)
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Self {
        Diagnostics(iter.into_iter().collect())
    }
}
