//! `hcl eval [OPTIONS] [PATH|-]...`: evaluate the top-level attributes of a
//! file (or one expression with `-e`) and print the result as JSON.
//!
//! With several paths, or a folder (walked as `hcl check` walks it), every
//! file is evaluated on its own, in parallel, with the same variables, and
//! the output is one JSON object keyed by file name, in name order; the
//! files with errors are left out of it (their diagnostics go to standard
//! error), and a summary line ends standard error.
//!
//! The output and the flags `-V`, `--with-type`, `--diags=json` are those of
//! the reference oracle `hcleval`; with `--hcleval` the exit statuses and the
//! treatment of blocks are too (the corpus tests compare with it byte for
//! byte). Without it the tool's conventions hold: exit status 1 for errors in
//! the input (diagnostics, or a value JSON cannot hold), 2 for usage errors;
//! blocks are not evaluated (a note names them).
//!
//! Variables come from `-V JSON-or-FILE` (a JSON object literal, a `.json`
//! file of values, or an HCL file of attributes), `--var-file FILE` (an HCL
//! file of attributes, `.tfvars` style, or a `.json` object) and
//! `--var NAME=VALUE` and `--var-expr NAME=EXPR`. They are applied in
//! command-line order, so later ones win. A `--var` VALUE is a string, never
//! losing a character, unless it is an HCL literal whose text round-trips:
//! a number written as HCL writes it (`3`, `-2`, `0.5`, not `01234` nor
//! `1.10`), `true`, `false`, `null`, or a quoted string (`"x"` is x). A
//! `--var-expr` EXPR is an HCL expression evaluated without variables or
//! functions (`--var-expr 'tags={a=1}'`, `--var-expr n=1.10`); one that
//! does not parse or evaluate is an error.

use crate::files::{expand, par_map, Input, ParseLimitArgs, JSON_EXTENSIONS, NATIVE_EXTENSIONS};
use crate::{usage_error, EXIT_INPUT, EXIT_OK};
use clap::{ArgMatches, Args, ValueEnum};
use hcl2::diagnostic::{
    json::{diagnostics_json, diagnostics_json_with_kinds},
    render, Diagnostic, DiagnosticKind, Diagnostics, Files, SourceFile,
};
use hcl2::eval::{EvalContext, ExprRef};
use hcl2::function::Functions;
use hcl2::limits::Limits;
use hcl2::value::{json as vjson, Type, Value};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

const AFTER_HELP: &str = "\
Variables (-V, --var-file, --var, --var-expr) are applied in command-line
order; later ones win. A --var VALUE is a string (--var env=prod,
--var zip=01234, --var v=1.10 are the strings \"prod\", \"01234\", \"1.10\")
unless it is an HCL literal whose text round-trips: a number as HCL writes it
(--var n=3, --var r=0.5), true, false, null, or a quoted string
(--var 's=\"x\"' is x). For any other value use --var-expr NAME=EXPR, an HCL
expression evaluated without variables or functions (--var-expr 'tags={a=1}',
--var-expr 'ports=[80, 443]'); an EXPR that does not parse is an error.

Several files, folders: with more than one PATH, or a folder (walked
recursively for .hcl, .tf, .tfvars, .nomad and the JSON-syntax .tf.json,
.tfvars.json, .hcl.json, .nomad.json; hidden folders skipped), each file is
evaluated on its own with the same variables and limits, in parallel. The
output is one JSON object keyed by file name (as given or found), in name
order, each value what a single FILE would print:
  {\"conf/a.hcl\":{\"x\":1},\"conf/b.tfvars\":{\"y\":\"z\"}}
A file with errors is left out of the object; its diagnostics go to standard
error, in name order, and standard error ends with a summary line:
  2 files evaluated, 0 errors, 0 warnings
(with --diags=json: one diagnostics document for all files, no summary).

Limits: --max-input-bytes and --max-nesting bound the parse of every input:
FILE, standard input (not read past the limit), variables files, -V JSON, the
-e EXPR text and each --var VALUE (a VALUE over a limit is an error, not a
string). Exceeding one, or an evaluation limit, is an error diagnostic naming
the limit.

--diags=json prints the reference's document; without --hcleval each
diagnostic of a known kind also has a \"kind\" member (\"limit_exceeded\",
\"function_call\", ...).

Exit status: 0 success, 1 errors in the input (diagnostics, or a value JSON
cannot hold), 2 usage errors. With --hcleval (a single FILE only): 2 for
diagnostics, 1 for a value JSON cannot hold, and a block in FILE is an
error, as the reference hcleval does.";

/// Evaluate the top-level attributes of files, or one expression.
///
/// Prints {"name": value, ...} as JSON (with --with-type
/// {"value": ..., "type": ...}), attributes sorted by name. A file is read in
/// HCL's JSON syntax when it ends in .json (or with --json), in the native
/// syntax otherwise; `-` reads standard input. Blocks are not evaluated.
/// Several files or folders give one object keyed by file name (see below).
/// The functions are the full library (--functions=cty: exactly the names
/// the reference hcleval offers).
#[derive(Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct EvalArgs {
    /// Files or folders to evaluate; `-` (or nothing) reads standard input.
    #[arg(value_name = "PATH", conflicts_with = "expr")]
    paths: Vec<String>,
    /// Evaluate this expression (with the variables) instead of a file, and
    /// print its value as JSON.
    #[arg(
        short = 'e',
        long = "expr",
        value_name = "EXPR",
        allow_hyphen_values = true
    )]
    expr: Option<String>,
    /// Variables: a JSON object literal, a .json file of values, or an HCL
    /// file of attributes (the reference hcleval's -V).
    #[arg(
        short = 'V',
        long = "vars",
        value_name = "JSON-or-FILE",
        allow_hyphen_values = true
    )]
    vars: Vec<String>,
    /// Set one variable; VALUE is a string unless it is an HCL literal whose
    /// text round-trips (see below).
    #[arg(long = "var", value_name = "NAME=VALUE", allow_hyphen_values = true)]
    var: Vec<String>,
    /// Set one variable to the value of an HCL expression (no variables or
    /// functions).
    #[arg(
        long = "var-expr",
        value_name = "NAME=EXPR",
        allow_hyphen_values = true
    )]
    var_expr: Vec<String>,
    /// Variables from a file of attributes (.tfvars style), or a .json object.
    #[arg(long = "var-file", value_name = "FILE")]
    var_file: Vec<String>,
    /// Print {"value": ..., "type": ...}.
    #[arg(long)]
    with_type: bool,
    /// How to print diagnostics: text, or json (the reference's shape, with
    /// a "kind" member where a diagnostic has one, except with --hcleval).
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = DiagsFormat::Text)]
    diags: DiagsFormat,
    /// The function table: full (the whole library) or cty (the reference
    /// hcleval's names only).
    #[arg(long, value_enum, value_name = "SET", default_value_t = FunctionSet::Full)]
    functions: FunctionSet,
    /// Read standard input in the JSON syntax.
    #[arg(long)]
    json: bool,
    /// Behave as the reference hcleval: a block is an error; exit status 2
    /// for diagnostics, 1 for a value JSON cannot hold.
    #[arg(long)]
    hcleval: bool,
    /// Limit: bytes of strings the evaluation builds.
    #[arg(long, value_name = "N")]
    max_string_bytes: Option<u64>,
    /// Limit: collection elements the evaluation builds.
    #[arg(long, value_name = "N")]
    max_elements: Option<u64>,
    /// Limit: units of work (function calls, iterations).
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Limit: decimal digits of one number converted to text.
    #[arg(long, value_name = "N")]
    max_number_digits: Option<u64>,
    /// Limit: wall-clock milliseconds.
    #[arg(long, value_name = "MS")]
    timeout_ms: Option<u64>,
    #[command(flatten)]
    parse_limits: ParseLimitArgs,
}

/// `--diags`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DiagsFormat {
    /// Rendered for people, with source snippets.
    #[value(alias = "human")]
    Text,
    /// The reference hcldec/hcleval JSON document.
    Json,
}

/// `--functions`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum FunctionSet {
    /// The whole library: go-cty's stdlib, try/can, Terraform-style additions.
    Full,
    /// Exactly the reference hcleval's functions (go-cty's stdlib, try/can).
    Cty,
}

impl FunctionSet {
    fn functions(self) -> Functions {
        match self {
            FunctionSet::Full => hcl2::ext::library::terraform_like(),
            FunctionSet::Cty => hcl2::ext::library::stdlib(),
        }
    }
}

/// A source of variables, in command-line order.
enum VarSource<'a> {
    /// `-V`: a JSON object literal or a file.
    Vars(&'a str),
    /// `--var-file`.
    File(&'a str),
    /// `--var NAME=VALUE` (false) or `--var-expr NAME=EXPR` (true).
    One(&'a str, &'a str, bool),
}

/// The result of a run: text for stdout and stderr, the exit status.
struct Output {
    stdout: String,
    stderr: String,
    status: u8,
}

/// Whether `s` is an HCL identifier.
fn is_identifier(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && cs.all(|c| c.is_alphanumeric() || c == '_' || c == '-')
}

/// The variable sources of the command line in their order.
fn var_sources<'a>(a: &'a EvalArgs, m: &ArgMatches) -> Result<Vec<VarSource<'a>>, String> {
    let idx = |id: &str| -> Vec<usize> {
        m.indices_of(id)
            .map(|i| i.collect::<Vec<_>>())
            .unwrap_or_default()
    };
    let mut all: Vec<(usize, VarSource<'a>)> = Vec::new();
    for (i, v) in idx("vars").into_iter().zip(&a.vars) {
        all.push((i, VarSource::Vars(v)));
    }
    for (i, v) in idx("var_file").into_iter().zip(&a.var_file) {
        all.push((i, VarSource::File(v)));
    }
    let ones = (idx("var")
        .into_iter()
        .zip(&a.var)
        .map(|(i, v)| (i, v, false)))
    .chain((idx("var_expr").into_iter().zip(&a.var_expr)).map(|(i, v)| (i, v, true)));
    for (i, v, expr) in ones {
        let flag = if expr { "--var-expr" } else { "--var" };
        let Some((name, value)) = v.split_once('=') else {
            return Err(format!("{flag} {v:?}: expected NAME=VALUE"));
        };
        if !is_identifier(name) {
            return Err(format!(
                "{flag} {v:?}: {name:?} is not a valid variable name"
            ));
        }
        all.push((i, VarSource::One(name, value, expr)));
    }
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, s)| s).collect())
}

/// Whether the command line names several files, or a folder: the output
/// is then keyed by file name.
fn several_files(a: &EvalArgs) -> bool {
    a.expr.is_none()
        && (a.paths.len() > 1
            || (a.paths.first()).is_some_and(|p| p != "-" && std::path::Path::new(p).is_dir()))
}

/// Runs `hcl eval`.
pub fn run(a: &EvalArgs, m: &ArgMatches, color: bool) -> ExitCode {
    let sources = match var_sources(a, m) {
        Ok(s) => s,
        Err(e) => return usage_error("eval", &e),
    };
    if a.hcleval && a.expr.is_none() && a.paths.is_empty() {
        // the reference hcleval reads one named file, never standard input
        eprintln!(
            "error: --hcleval needs a FILE\n\nUsage: hcl eval --hcleval [OPTIONS] FILE\n\n\
             For more information, try 'hcl eval --help'."
        );
        return ExitCode::from(crate::EXIT_USAGE);
    }
    let out = if several_files(a) {
        if a.hcleval {
            return usage_error(
                "eval",
                "--hcleval evaluates a single FILE, not several files or a folder",
            );
        }
        execute_many(a, &sources, color)
    } else {
        execute(a, &sources, color)
    };
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    ExitCode::from(out.status)
}

fn read_failed(path: &str, e: std::io::Error) -> Diagnostic {
    Diagnostic::error(
        "Failed to read file",
        format!("The configuration file {path:?} could not be read: {e}."),
    )
}

/// The top-level attributes of a native-syntax file as expressions (in
/// source order), and its blocks: each one's type name and the error the
/// reference reports for it where blocks are not allowed.
type NativeFile = (Vec<(String, ExprRef)>, Blocks);

/// The blocks of a file: each one's type name and the error the reference
/// reports for it.
type Blocks = Vec<(String, Diagnostic)>;

/// Parses native-syntax bytes within the parse limits; the source is added
/// to `files`.
fn native_file(
    text: &[u8],
    name: &str,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> NativeFile {
    let (body, d) = hcl2::body::parse_native_bytes(text, name, limits);
    diags.extend(d);
    files.add(body.source().clone());
    let (attrs, blocks) = body.items();
    let blocks = blocks
        .into_iter()
        .map(|b| {
            let d = Diagnostic::error(
                format!("Unexpected \"{}\" block", b.type_name),
                "Blocks are not allowed here.",
            )
            .with_subject(b.type_range.clone());
            (b.type_name.to_string(), d)
        })
        .collect();
    let attrs = attrs
        .into_iter()
        .map(|a| (a.name.to_string(), a.expr))
        .collect();
    (attrs, blocks)
}

/// The values of a file of attributes (blocks are errors), evaluated
/// without variables or functions.
fn attribute_values(
    text: &[u8],
    name: &str,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(String, Value)> {
    let (attrs, blocks) = native_file(text, name, limits, files, diags);
    if let Some((_, d)) = blocks.into_iter().next() {
        diags.push(d);
    }
    attrs
        .into_iter()
        .map(|(n, e)| {
            let (v, d) = e.value(None);
            diags.extend(d);
            (n, v)
        })
        .collect()
}

/// The errors of `src` over the parse limits (the JSON syntax's when
/// `json`), its source added to `files`: `true` when there are any.
fn over_parse_limits(
    src: &str,
    name: &str,
    json: bool,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> bool {
    let (source, d) = hcl2::syntax_diagnostics(src.as_bytes(), name, json, limits);
    let before = diags.len();
    diags.extend(
        d.into_iter()
            .filter(|d| d.kind == DiagnosticKind::LimitExceeded)
            .collect(),
    );
    if diags.len() > before {
        files.add(source);
        return true;
    }
    false
}

/// Variables of a JSON document (an object): its values as they are
/// (strings are not templates); a document over the parse limits gives
/// none.
fn json_variables(
    text: &str,
    name: &str,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(String, Value)> {
    if over_parse_limits(text, name, true, limits, files, diags) {
        return Vec::new();
    }
    files.add(Arc::new(SourceFile::new(name, text)));
    match vjson::unmarshal_implied(text) {
        Ok(v) => match v.object_attrs() {
            Some(attrs) => attrs.map(|(k, v)| (k.to_string(), v.clone())).collect(),
            None => {
                diags.push(Diagnostic::error(
                    "Incorrect JSON value type",
                    "A JSON object is required here, setting the arguments for this block.",
                ));
                Vec::new()
            }
        },
        Err(e) => {
            diags.push(Diagnostic::error(
                "Invalid JSON",
                format!("The variables in {name} are not valid JSON: {e}."),
            ));
            Vec::new()
        }
    }
}

/// A variables file: `.json` an object of values, anything else HCL
/// attributes; a file over the input size limit is not read.
fn file_variables(
    path: &str,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(String, Value)> {
    match Input::File(path.into()).read_limited(limits) {
        Err(e) => {
            diags.push(read_failed(path, e));
            Vec::new()
        }
        Ok(Err(d)) => {
            diags.extend(d);
            Vec::new()
        }
        Ok(Ok(t)) if path.ends_with(".json") => {
            json_variables(&String::from_utf8_lossy(&t), path, limits, files, diags)
        }
        Ok(Ok(t)) => attribute_values(&t, path, limits, files, diags),
    }
}

/// `--var NAME=VALUE`: VALUE as a string, unless it is an HCL literal
/// (a number, `true`, `false`, `null`, a quoted string) whose value HCL
/// writes back as VALUE exactly, so no text is lost (`01234` and `1.10` stay
/// strings). `--var-expr NAME=EXPR` (`expr`): EXPR evaluated without
/// variables or functions, its errors reported. A text over the parse
/// limits is an error either way.
fn one_variable(
    name: &str,
    value: &str,
    expr_flag: bool,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Value {
    let file_name = if expr_flag {
        format!("--var-expr {name}")
    } else {
        format!("--var {name}")
    };
    let (expr, d) = hcl2::parse_expression(value, &file_name, limits);
    if d.iter().any(|d| d.kind == DiagnosticKind::LimitExceeded) {
        files.add(Arc::new(SourceFile::new(file_name, value)));
        diags.extend(
            d.into_iter()
                .filter(|d| d.kind == DiagnosticKind::LimitExceeded)
                .collect(),
        );
        return Value::null(Type::Dynamic);
    }
    if expr_flag {
        files.add(Arc::new(SourceFile::new(file_name, value)));
        if d.has_errors() {
            diags.extend(d);
            return Value::null(Type::Dynamic);
        }
        let (v, d) = expr.value(None);
        diags.extend(d);
        return v;
    }
    if d.has_errors() || !expr.variables().is_empty() {
        return Value::from(value);
    }
    let (v, d) = expr.value(None);
    let literal =
        v.is_known() && (v.is_null() || matches!(v.ty(), Type::Number | Type::Bool | Type::String));
    if d.is_empty() && literal && hcl2::write::value_source(&v).is_ok_and(|s| s == value) {
        v
    } else {
        Value::from(value)
    }
}

/// The limits of the command line (evaluation and parse limits).
fn limits(a: &EvalArgs) -> Limits {
    let mut l = Limits::default();
    if let Some(n) = a.max_string_bytes {
        l.max_string_bytes = n;
    }
    if let Some(n) = a.max_elements {
        l.max_elements = n;
    }
    if let Some(n) = a.max_steps {
        l.max_steps = n;
    }
    if let Some(n) = a.max_number_digits {
        l.max_number_digits = n;
    }
    if let Some(ms) = a.timeout_ms {
        l.deadline = std::time::Instant::now().checked_add(std::time::Duration::from_millis(ms));
    }
    a.parse_limits.apply(&mut l);
    l
}

/// The blocks of a file, for the note: `type (count)`, in order of first
/// appearance.
fn block_note(name: &str, blocks: &[(String, Diagnostic)]) -> String {
    let mut seen: Vec<(&str, usize)> = Vec::new();
    for (t, _) in blocks {
        match seen.iter_mut().find(|(n, _)| n == t) {
            Some((_, c)) => *c += 1,
            None => seen.push((t, 1)),
        }
    }
    let list: Vec<String> = seen.iter().map(|(t, c)| format!("{t} ({c})")).collect();
    format!(
        "note: {name}: blocks are not evaluated: {}\n",
        list.join(", ")
    )
}

/// The evaluation context: the function table, `limits`, and the variables
/// of the command line (their sources and diagnostics go to `files` and
/// `diags`).
fn context(
    a: &EvalArgs,
    sources: &[VarSource],
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> EvalContext {
    let mut ctx = EvalContext::with_tables().with_functions(a.functions.functions());
    ctx.set_limits(limits.clone());
    for s in sources {
        let pairs = match s {
            VarSource::Vars(v) if v.trim_start().starts_with('{') => {
                json_variables(v, "<vars>", limits, files, diags)
            }
            VarSource::Vars(p) | VarSource::File(p) => file_variables(p, limits, files, diags),
            VarSource::One(n, v, expr) => {
                vec![(
                    n.to_string(),
                    one_variable(n, v, *expr, limits, files, diags),
                )]
            }
        };
        for (n, val) in pairs {
            ctx.set_variable(n, val);
        }
    }
    ctx
}

/// The top-level attributes of one input evaluated in `ctx`, in source
/// order, and the blocks of a native-syntax input (with `--hcleval` the
/// first block's error is reported, before the attributes' diagnostics).
fn eval_input(
    a: &EvalArgs,
    ctx: &EvalContext,
    input: &Input,
    limits: &Limits,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> (Vec<(String, Value)>, Blocks) {
    let name = input.name();
    let json = match input {
        Input::Stdin => a.json,
        Input::File(_) => name.ends_with(".json"),
    };
    let mut result: Vec<(String, Value)> = Vec::new();
    let mut blocks = Vec::new();
    match input.read_limited(limits) {
        Err(e) => diags.push(read_failed(&name, e)),
        Ok(Err(d)) => diags.extend(d),
        Ok(Ok(text)) if json => {
            // The JSON syntax: every property of the root object is an
            // attribute, evaluated with the context (strings are
            // templates).
            let text = String::from_utf8_lossy(&text);
            let (body, source, d) = hcl2::loader::parse_json_source(text.as_bytes(), &name, limits);
            files.add(source);
            diags.extend(d);
            let (attrs, d) = body.just_attributes();
            diags.extend(d);
            for (n, at) in attrs {
                let (val, d) = at.expr.value(Some(ctx));
                diags.extend(d);
                result.push((n.to_string(), val));
            }
        }
        Ok(Ok(text)) => {
            let (attrs, b) = native_file(&text, &name, limits, files, diags);
            if a.hcleval {
                if let Some((_, d)) = b.first() {
                    diags.push(d.clone());
                }
            }
            blocks = b;
            for (n, e) in attrs {
                let (val, d) = e.value(Some(ctx));
                diags.extend(d);
                result.push((n, val));
            }
        }
    }
    (result, blocks)
}

/// `--diags=json`: the reference's document, with each diagnostic's kind
/// (where it has one) unless `--hcleval` asks for the reference's bytes.
fn json_diags(a: &EvalArgs, diags: &Diagnostics) -> String {
    if a.hcleval {
        diagnostics_json(diags)
    } else {
        diagnostics_json_with_kinds(diags)
    }
}

/// The JSON text of a result (`{"value":...,"type":...}` with
/// `--with-type`), within the context's limits; the error says why a value
/// cannot be printed.
fn spell(a: &EvalArgs, ctx: &EvalContext, result: &Value) -> Result<String, String> {
    let ty: Type = result.ty().clone();
    // The output is text built from the values: bounded like them (shared
    // structure spelled out, numbers as digits).
    let val_json = hcl2::limits::metered(ctx.budget(), || {
        hcl2::function::lib::check_spelled(result)
            .map_err(|e| e.to_string())
            .and_then(|()| vjson::marshal(result, &ty).map_err(|e| e.to_string()))
            .and_then(|j| match hcl2::limits::exceeded() {
                Some(e) => Err(e.to_string()),
                None => Ok(j),
            })
    })?;
    Ok(if a.with_type {
        let ty_json = vjson::type_to_json(&ty).unwrap_or_default();
        format!("{{\"value\":{val_json},\"type\":{ty_json}}}")
    } else {
        val_json
    })
}

fn execute(a: &EvalArgs, sources: &[VarSource], color: bool) -> Output {
    let mut diags = Diagnostics::new();
    let mut files = Files::new();
    let limits = limits(a);
    let ctx = context(a, sources, &limits, &mut files, &mut diags);

    let mut note = String::new();
    let result: Value = if let Some(expr) = &a.expr {
        files.add(Arc::new(SourceFile::new("<expr>", expr.as_str())));
        let (e, d) = hcl2::parse_expression(expr, "<expr>", &limits);
        diags.extend(d);
        if diags.has_errors() {
            Value::null(Type::Dynamic)
        } else {
            let (v, d) = e.value(Some(&ctx));
            diags.extend(d);
            v
        }
    } else {
        let path = a.paths.first().map_or("-", String::as_str);
        let input = if path == "-" {
            Input::Stdin
        } else {
            Input::File(path.into())
        };
        let (mut result, blocks) = eval_input(a, &ctx, &input, &limits, &mut files, &mut diags);
        if !a.hcleval && !blocks.is_empty() && a.diags == DiagsFormat::Text {
            note = block_note(&input.name(), &blocks);
        }
        result.sort_by(|x, y| x.0.cmp(&y.0));
        Value::object(result)
    };

    let render_diags = |diags: &Diagnostics| match a.diags {
        DiagsFormat::Json => json_diags(a, diags),
        DiagsFormat::Text => render::render(diags, &files, color),
    };
    if diags.has_errors() {
        return Output {
            stdout: String::new(),
            stderr: render_diags(&diags),
            status: if a.hcleval { 2 } else { EXIT_INPUT },
        };
    }
    let stdout = match spell(a, &ctx, &result) {
        Ok(j) => format!("{j}\n"),
        Err(e) => {
            return Output {
                stdout: String::new(),
                stderr: format!("Error: {e}\n"),
                status: EXIT_INPUT,
            }
        }
    };
    // Warnings (never in the reference's mode, which prints none).
    let mut stderr = note;
    if !diags.is_empty() && !a.hcleval {
        stderr.push_str(&render_diags(&diags));
    }
    Output {
        stdout,
        stderr,
        status: EXIT_OK,
    }
}

/// What evaluating one of several files gave.
struct Evaluated {
    /// The file's name (the sort key of the output).
    name: String,
    /// The file's JSON text, when it has no errors.
    json: Option<String>,
    /// Its diagnostics (a value JSON cannot hold among them).
    diags: Diagnostics,
    /// Its diagnostics rendered as text (with `--diags=text`).
    report: String,
    /// Whether it has blocks (not evaluated).
    blocks: bool,
    /// Whether it is a file (not a path that could not be walked).
    is_file: bool,
}

/// Evaluates one of several files with its own copy of `base` (and its own
/// budget).
fn eval_one(
    a: &EvalArgs,
    base: &EvalContext,
    input: &Input,
    limits: &Limits,
    color: bool,
) -> Evaluated {
    let mut ctx = base.clone();
    ctx.set_limits(limits.clone());
    let mut files = Files::new();
    let mut diags = Diagnostics::new();
    let (mut result, blocks) = eval_input(a, &ctx, input, limits, &mut files, &mut diags);
    let name = input.name();
    let mut json = None;
    if !diags.has_errors() {
        result.sort_by(|x, y| x.0.cmp(&y.0));
        match spell(a, &ctx, &Value::object(result)) {
            Ok(j) => json = Some(j),
            Err(e) => diags.push(Diagnostic::error(
                "Value cannot be printed",
                format!("The attributes of {name} cannot be printed as JSON: {e}."),
            )),
        }
    }
    let report = if a.diags == DiagsFormat::Text && !diags.is_empty() {
        render::render(&diags, &files, color)
    } else {
        String::new()
    };
    Evaluated {
        name,
        json,
        diags,
        report,
        blocks: !blocks.is_empty(),
        is_file: true,
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Several files, or folders: one object keyed by file name, the
/// diagnostics in name order, a summary.
fn execute_many(a: &EvalArgs, sources: &[VarSource], color: bool) -> Output {
    let mut var_diags = Diagnostics::new();
    let mut var_files = Files::new();
    let limits = limits(a);
    let ctx = context(a, sources, &limits, &mut var_files, &mut var_diags);
    let render_diags = |diags: &Diagnostics, files: &Files| match a.diags {
        DiagsFormat::Json => json_diags(a, diags),
        DiagsFormat::Text => render::render(diags, files, color),
    };
    let var_errors = var_diags.iter().filter(|d| d.is_error()).count();
    if var_errors > 0 {
        // Nothing is evaluated with variables that failed.
        let mut stderr = render_diags(&var_diags, &var_files);
        if a.diags == DiagsFormat::Text {
            stderr.push_str(&format!(
                "0 files evaluated, {}, {}\n",
                plural(var_errors, "error", "errors"),
                plural(var_diags.len() - var_errors, "warning", "warnings")
            ));
        }
        return Output {
            stdout: String::new(),
            stderr,
            status: EXIT_INPUT,
        };
    }

    let mut extensions = NATIVE_EXTENSIONS.to_vec();
    extensions.extend_from_slice(JSON_EXTENSIONS);
    let mut inputs: Vec<(String, Result<Input, String>)> = expand(&a.paths, &extensions)
        .into_iter()
        .map(|i| match i {
            Ok(input) => (input.name(), Ok(input)),
            Err(e) => (e.clone(), Err(e)),
        })
        .collect();
    // Name order, each file once (standard input too).
    inputs.sort_by(|x, y| x.0.cmp(&y.0));
    inputs.dedup_by(|x, y| x.0 == y.0);
    let results = par_map(&inputs, |(name, i)| match i {
        Ok(input) => eval_one(a, &ctx, input, &limits, color),
        Err(e) => {
            let d: Diagnostics = Diagnostic::error("Failed to read file", format!("{e}.")).into();
            Evaluated {
                name: name.clone(),
                json: None,
                report: render_diags(&d, &Files::new()),
                diags: d,
                blocks: false,
                is_file: false,
            }
        }
    });

    let mut stdout = String::from("{");
    let mut all = var_diags;
    let mut stderr = if a.diags == DiagsFormat::Text && !all.is_empty() {
        render_diags(&all, &var_files)
    } else {
        String::new()
    };
    let mut first = true;
    for r in &results {
        if let Some(j) = &r.json {
            if !first {
                stdout.push(',');
            }
            first = false;
            // (plain JSON escaping: `<stdin>`, not Go's `\u003cstdin\u003e`)
            let key = serde_json::to_string(&r.name).expect("a string is JSON");
            stdout.push_str(&key);
            stdout.push(':');
            stdout.push_str(j);
        }
        stderr.push_str(&r.report);
        all.extend(r.diags.clone());
    }
    stdout.push_str("}\n");
    let errors = all.iter().filter(|d| d.is_error()).count();
    match a.diags {
        DiagsFormat::Json => stderr = json_diags(a, &all),
        DiagsFormat::Text => {
            let evaluated = results.iter().filter(|r| r.is_file).count();
            let with_blocks = results.iter().filter(|r| r.blocks).count();
            stderr.push_str(&format!(
                "{} evaluated, {}, {}",
                plural(evaluated, "file", "files"),
                plural(errors, "error", "errors"),
                plural(all.len() - errors, "warning", "warnings")
            ));
            if with_blocks > 0 {
                stderr.push_str(&format!(
                    "; blocks not evaluated in {}",
                    plural(with_blocks, "file", "files")
                ));
            }
            stderr.push('\n');
        }
    }
    Output {
        stdout,
        stderr,
        status: if errors > 0 { EXIT_INPUT } else { EXIT_OK },
    }
}
