// The README is the crate documentation; its serde example needs the
// `serde` feature, so without it a short summary stands in.
#![cfg_attr(feature = "serde", doc = include_str!("../README.md"))]
#![cfg_attr(
    not(feature = "serde"),
    doc = "HCL v2 in Rust: the native and JSON syntaxes, go-cty evaluation, hcldec \
           specs, formatting and lossless editing. See the README for a tour."
)]
#![deny(unsafe_code)]
#![warn(missing_docs)]

// internal, reached from outside only through `internal`
#[allow(missing_docs)]
pub(crate) mod ast;
pub mod body;
#[cfg(feature = "serde")]
pub mod de;
pub(crate) mod depth;
pub mod diagnostic;
pub mod eval;
pub mod ext;
pub mod function;
pub(crate) mod gocompat;
// internal, reached from outside only through `internal`
#[allow(missing_docs)]
pub(crate) mod json;
// internal, reached from outside only through `internal`
#[allow(missing_docs)]
pub(crate) mod lexer;
pub mod limits;
pub mod loader;
// internal, reached from outside only through `internal`
#[allow(missing_docs)]
pub(crate) mod parser;
#[cfg(feature = "serde")]
pub mod ser;
pub mod spec;
pub mod typeexpr;
pub mod value;
pub mod write;

pub use body::{Body, BodyContent, BodyRef, BodySchema};
pub use diagnostic::{Diagnostic, DiagnosticKind, Diagnostics, Pos, Range, Severity};
pub use eval::{EvalContext, ExprRef, Expression, Traversal};
pub use function::{Function, Functions};
pub use limits::Limits;
pub use loader::Loader;
#[allow(deprecated)]
pub use loader::Parser;
pub use value::{Number, Type, Value};
pub use write::Document;

#[doc(hidden)]
pub mod internal;

/// Parses a configuration file in the native syntax into a body.
///
/// The body is returned even when there are errors: it holds what could be
/// parsed, so a caller can go on checking the rest.
///
/// ```
/// use hcl2::{BodySchema, EvalContext};
/// let (body, diags) = hcl2::parse("region = \"eu\"\nservice \"web\" {}", "main.hcl");
/// assert!(diags.is_empty());
/// let schema = BodySchema::new().attribute("region", true).block("service", ["name"]);
/// let (content, diags) = body.content(&schema);
/// assert!(diags.is_empty());
/// let (region, _) = content.attributes["region"].expr.value(Some(&EvalContext::new()));
/// assert_eq!(region.as_str(), Some("eu"));
/// assert_eq!(content.blocks[0].labels, ["web"]);
/// ```
pub fn parse(src: &str, filename: &str) -> (BodyRef, Diagnostics) {
    let (body, diags) = body::parse_native_file(src, filename);
    (std::sync::Arc::new(body), diags)
}

/// Parses a configuration file in HCL's JSON syntax into a body, which
/// answers the same schemas as a native-syntax body.
///
/// ```
/// use hcl2::BodySchema;
/// let (body, diags) = hcl2::parse_json(r#"{"region": "eu", "service": {"web": {}}}"#, "main.json");
/// assert!(diags.is_empty());
/// let schema = BodySchema::new().attribute("region", true).block("service", ["name"]);
/// let (content, diags) = body.content(&schema);
/// assert!(diags.is_empty());
/// assert_eq!(content.blocks[0].labels, ["web"]);
/// ```
pub fn parse_json(src: &str, filename: &str) -> (BodyRef, Diagnostics) {
    let (file, diags) = json::parse(src, filename);
    (file.body(), diags)
}

/// Parses a file by its name: the JSON syntax when it ends in `.json`, the
/// native syntax otherwise (as [`Loader::parse_file`] does, without keeping
/// the source for rendering).
///
/// ```
/// let (body, diags) = hcl2::parse_by_name("{\"a\": 1}", "vars.json");
/// assert!(diags.is_empty());
/// # let _ = body;
/// ```
pub fn parse_by_name(src: &str, filename: &str) -> (BodyRef, Diagnostics) {
    if loader::is_json_name(filename) {
        parse_json(src, filename)
    } else {
        parse(src, filename)
    }
}

/// Parses one expression in the native syntax, for evaluation later, within a host's
/// parse limits ([`Limits::max_input_bytes`] and [`Limits::max_nesting`]; the other
/// fields are for evaluation): a longer text is not parsed (the expression is a null
/// placeholder), deeper nesting stops the parse, each with an error diagnostic that names
/// the limit (its kind [`DiagnosticKind::LimitExceeded`]). [`Limits::default`] suits
/// expressions from untrusted sources, such as a command line or a request;
/// [`Limits::unlimited`] bounds nothing but the parser's own nesting.
///
/// ```
/// use hcl2::{EvalContext, Limits, Value};
/// let (expr, diags) = hcl2::parse_expression("upper(name)", "<expr>", &Limits::default());
/// assert!(diags.is_empty());
/// let ctx = EvalContext::new()
///     .with_variable("name", Value::string("web"))
///     .with_functions(hcl2::ext::library::stdlib());
/// let (v, diags) = expr.value(Some(&ctx));
/// assert!(diags.is_empty());
/// assert_eq!(v, Value::string("WEB"));
/// assert_eq!(expr.variables()[0].root_name(), Some("name"));
/// ```
///
/// Over a limit:
///
/// ```
/// use hcl2::{DiagnosticKind, Limits};
/// let limits = Limits { max_nesting: 2, ..Limits::default() };
/// let (_, diags) = hcl2::parse_expression("[[1]]", "<expr>", &limits);
/// assert!(diags.is_empty());
/// let (_, diags) = hcl2::parse_expression("[[[1]]]", "<expr>", &limits);
/// assert_eq!(diags.iter().next().unwrap().kind, DiagnosticKind::LimitExceeded);
/// assert!(diags.to_string().contains("more than 2 levels deep (limit max_nesting)"));
/// let limits = Limits { max_input_bytes: 4, ..Limits::default() };
/// let (_, diags) = hcl2::parse_expression("1 + 23", "<expr>", &limits);
/// assert!(diags.to_string().contains("(limit max_input_bytes)"), "{diags}");
/// ```
pub fn parse_expression(src: &str, filename: &str, limits: &Limits) -> (ExprRef, Diagnostics) {
    let file = std::sync::Arc::new(diagnostic::SourceFile::new(filename, src));
    let (expr, diags) = parser::parse_expression_in(file.clone(), limits);
    (
        std::sync::Arc::new(eval::NativeExpr::new(expr, file)),
        diags,
    )
}

/// The former name of [`parse_expression`], which now takes the limits.
#[deprecated(note = "use `parse_expression`, which takes the limits")]
pub fn parse_expression_limited(
    src: &str,
    filename: &str,
    limits: &Limits,
) -> (ExprRef, Diagnostics) {
    parse_expression(src, filename, limits)
}

/// Parses a string template (the text of a heredoc or a quoted string,
/// without the quotes): `Hello, ${name}!`.
///
/// ```
/// use hcl2::{EvalContext, Value};
/// let (tpl, _) = hcl2::parse_template("Hello, ${name}!", "<tpl>");
/// let ctx = EvalContext::new().with_variable("name", Value::string("Ada"));
/// assert_eq!(tpl.value(Some(&ctx)).0, Value::string("Hello, Ada!"));
/// ```
pub fn parse_template(src: &str, filename: &str) -> (ExprRef, Diagnostics) {
    let file = std::sync::Arc::new(diagnostic::SourceFile::new(filename, src));
    let (expr, diags) = parser::parse_template_in(file.clone());
    (
        std::sync::Arc::new(eval::NativeExpr::new(expr, file)),
        diags,
    )
}

/// The syntax diagnostics of a file (native syntax, or HCL's JSON syntax
/// when `json` is set) and its source for rendering them, without building
/// a body: the cheapest way to check files.
///
/// `limits` bounds the parse ([`Limits::max_input_bytes`] and [`Limits::max_nesting`]; the
/// other fields are for evaluation): a larger input is not parsed, deeper nesting stops
/// the parse, each with an error diagnostic that names the limit. `max_nesting` counts
/// the delimiters `(`, `[`, `{`, `${`, `%{` open inside one another, or in the JSON syntax
/// the objects and arrays, the root included ([`limits`](crate::limits#parse-limits)).
/// [`Limits::unlimited`] parses anything, under the parser's own nesting bound.
///
/// Bytes that are not UTF-8 are reported and replaced, as the parser does.
///
/// ```
/// use hcl2::Limits;
/// let (source, diags) = hcl2::syntax_diagnostics(b"a = {", "bad.hcl", false, &Limits::default());
/// assert!(diags.has_errors());
/// let mut files = hcl2::diagnostic::Files::new();
/// files.add(source);
/// let text = hcl2::diagnostic::render::render(&diags, &files, false);
/// assert!(text.contains("bad.hcl"));
///
/// let limits = Limits { max_input_bytes: 4, ..Limits::default() };
/// let (_, diags) = hcl2::syntax_diagnostics(b"a = 1\n", "a.hcl", false, &limits);
/// assert!(diags.iter().any(|d| d.detail.contains("max_input_bytes")));
/// let limits = Limits { max_nesting: 1, ..Limits::default() };
/// let (_, diags) = hcl2::syntax_diagnostics(b"{\"a\": [[1]]}", "a.json", true, &limits);
/// assert!(diags.iter().any(|d| d.detail.contains("max_nesting")));
/// ```
pub fn syntax_diagnostics(
    src: &[u8],
    filename: &str,
    json: bool,
    limits: &Limits,
) -> (std::sync::Arc<diagnostic::SourceFile>, Diagnostics) {
    if json {
        let (_file, diags) = json::parse_bytes(src, filename, limits);
        let text = if src.len() as u64 > limits.max_input_bytes {
            String::new()
        } else {
            String::from_utf8_lossy(src).into_owned()
        };
        (
            std::sync::Arc::new(diagnostic::SourceFile::new(filename, text)),
            diags,
        )
    } else {
        // a clean file is checked in groups of items, without its whole
        // tree; one that is not has only its diagnostics found, from the
        // first group of items the check found not clean
        match parser::check_config_source(src, filename, limits) {
            Ok(source) => (source, Diagnostics::new()),
            Err(restart) => parser::config_diagnostics_from(src, filename, limits, restart),
        }
    }
}

/// The former name of [`syntax_diagnostics`], which now takes the limits.
#[deprecated(note = "use `syntax_diagnostics`, which takes the limits")]
pub fn syntax_diagnostics_limited(
    src: &[u8],
    filename: &str,
    json: bool,
    limits: &Limits,
) -> (std::sync::Arc<diagnostic::SourceFile>, Diagnostics) {
    syntax_diagnostics(src, filename, json, limits)
}

/// [`syntax_diagnostics`] for a caller that only wants to hear of
/// problems: `None` when the file has nothing to report, found without
/// keeping a copy of its text (the cheapest check of a large file, done on
/// two threads when the machine has them), or its source and diagnostics.
///
/// ```
/// let limits = hcl2::Limits::default();
/// assert!(hcl2::check_syntax(b"a = 1\n", "a.hcl", false, &limits).is_none());
/// let (source, diags) = hcl2::check_syntax(b"a = {", "bad.hcl", false, &limits).unwrap();
/// assert!(diags.has_errors());
/// assert_eq!(source.text(), "a = {");
/// ```
pub fn check_syntax(
    src: &[u8],
    filename: &str,
    json: bool,
    limits: &Limits,
) -> Option<(std::sync::Arc<diagnostic::SourceFile>, Diagnostics)> {
    let (source, diags) = if json {
        syntax_diagnostics(src, filename, true, limits)
    } else {
        // not clean: only the diagnostics of the parse, without its tree,
        // from the first group of items the check found not clean
        let restart = parser::check_config(src, filename, limits)?;
        parser::config_diagnostics_from(src, filename, limits, restart)
    };
    (!diags.is_empty()).then_some((source, diags))
}

/// The former name of [`check_syntax`].
#[deprecated(note = "renamed `check_syntax`")]
pub fn check_syntax_limited(
    src: &[u8],
    filename: &str,
    json: bool,
    limits: &Limits,
) -> Option<(std::sync::Arc<diagnostic::SourceFile>, Diagnostics)> {
    check_syntax(src, filename, json, limits)
}

/// Format a configuration file as the reference `hclfmt` does; a file with
/// syntax errors is refused (its diagnostics are returned).
///
/// ```
/// let out = hcl2::format("a=1\nbee = \"x\"\n").unwrap();
/// assert_eq!(out, "a   = 1\nbee = \"x\"\n");
/// ```
pub fn format(src: &str) -> Result<String, diagnostic::Diagnostics> {
    write::format_source(src, "<input>")
}

/// Like [`format`], with `filename` naming the source in the diagnostics
/// of a file that has syntax errors.
///
/// ```
/// let diags = hcl2::format_named("a = \n", "main.tf").unwrap_err();
/// assert_eq!(&*diags.0[0].subject.as_ref().unwrap().filename, "main.tf");
/// ```
pub fn format_named(src: &str, filename: &str) -> Result<String, diagnostic::Diagnostics> {
    write::format_source(src, filename)
}

#[cfg(feature = "serde")]
pub use de::{from_body, from_slice, from_str, from_str_named, from_str_with, Error};
#[cfg(feature = "serde")]
pub use ser::{to_string, to_writer};
