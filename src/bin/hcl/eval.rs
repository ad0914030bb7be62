//! `hcl eval [OPTIONS] [FILE|-]`: evaluate the top-level attributes of a
//! file (or one expression with `-e`) and print the result as JSON.
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
//! `--var NAME=VALUE`. They are applied in command-line order, so later ones
//! win. A `--var` VALUE is an HCL expression evaluated without variables or
//! functions (`--var n=3`, `--var 'tags={a=1}'`, `--var 's="x"'`); when it
//! does not parse or names a variable (`--var env=prod`,
//! `--var region=us-east-1`) it is the literal string instead.

use crate::files::Input;
use crate::{usage_error, EXIT_INPUT, EXIT_OK};
use clap::{ArgMatches, Args, ValueEnum};
use hcl2::diagnostic::{
    json::diagnostics_json, render, Diagnostic, Diagnostics, Files, SourceFile,
};
use hcl2::eval::{EvalContext, ExprRef};
use hcl2::function::Functions;
use hcl2::limits::Limits;
use hcl2::value::{json as vjson, Type, Value};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

const AFTER_HELP: &str = "\
Variables (-V, --var-file, --var) are applied in command-line order; later
ones win. A --var VALUE is an HCL expression evaluated without variables or
functions: --var n=3, --var 'tags={a=1}', --var 's=\"x\"'. A VALUE that does
not parse, or that names a variable (--var env=prod, --var r=us-east-1), is
taken as a literal string.

Exit status: 0 success, 1 errors in the input (diagnostics, or a value JSON
cannot hold), 2 usage errors. With --hcleval: 2 for diagnostics, 1 for a
value JSON cannot hold, and a block in FILE is an error, as the reference
hcleval does.";

/// Evaluate the top-level attributes of a file, or one expression.
///
/// Prints {"name": value, ...} as JSON (with --with-type
/// {"value": ..., "type": ...}), attributes sorted by name. FILE is read in
/// HCL's JSON syntax when it ends in .json (or with --json), in the native
/// syntax otherwise; `-` reads standard input. Blocks are not evaluated.
/// The functions are the full library (--functions=cty: exactly the names
/// the reference hcleval offers).
#[derive(Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct EvalArgs {
    /// The file to evaluate; `-` reads standard input.
    #[arg(
        value_name = "FILE",
        required_unless_present = "expr",
        conflicts_with = "expr"
    )]
    file: Option<String>,
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
    /// Set one variable; VALUE is an HCL expression (see below).
    #[arg(long = "var", value_name = "NAME=VALUE", allow_hyphen_values = true)]
    var: Vec<String>,
    /// Variables from a file of attributes (.tfvars style), or a .json object.
    #[arg(long = "var-file", value_name = "FILE")]
    var_file: Vec<String>,
    /// Print {"value": ..., "type": ...}.
    #[arg(long)]
    with_type: bool,
    /// How to print diagnostics: text, or json (the reference's shape).
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
    /// `--var NAME=VALUE`.
    One(&'a str, &'a str),
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
    for (i, v) in idx("var").into_iter().zip(&a.var) {
        let Some((name, value)) = v.split_once('=') else {
            return Err(format!("--var {v:?}: expected NAME=VALUE"));
        };
        if !is_identifier(name) {
            return Err(format!(
                "--var {v:?}: {name:?} is not a valid variable name"
            ));
        }
        all.push((i, VarSource::One(name, value)));
    }
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, s)| s).collect())
}

/// Runs `hcl eval`.
pub fn run(a: &EvalArgs, m: &ArgMatches, color: bool) -> ExitCode {
    let sources = match var_sources(a, m) {
        Ok(s) => s,
        Err(e) => return usage_error("eval", &e),
    };
    let out = execute(a, &sources, color);
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
type NativeFile = (Vec<(String, ExprRef)>, Vec<(String, Diagnostic)>);

/// Parses native-syntax bytes; the source is added to `files`.
fn native_file(text: &[u8], name: &str, files: &mut Files, diags: &mut Diagnostics) -> NativeFile {
    let (body, d) = hcl2::body::parse_native_bytes(text, name);
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
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(String, Value)> {
    let (attrs, blocks) = native_file(text, name, files, diags);
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

/// Variables of a JSON document (an object): its values as they are
/// (strings are not templates).
fn json_variables(
    text: &str,
    name: &str,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(String, Value)> {
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
/// attributes.
fn file_variables(path: &str, files: &mut Files, diags: &mut Diagnostics) -> Vec<(String, Value)> {
    match std::fs::read(path) {
        Err(e) => {
            diags.push(read_failed(path, e));
            Vec::new()
        }
        Ok(t) if path.ends_with(".json") => {
            json_variables(&String::from_utf8_lossy(&t), path, files, diags)
        }
        Ok(t) => attribute_values(&t, path, files, diags),
    }
}

/// `--var NAME=VALUE`: VALUE as an expression without variables, or as a
/// string when it does not parse or names a variable.
fn one_variable(name: &str, value: &str, files: &mut Files, diags: &mut Diagnostics) -> Value {
    let file_name = format!("--var {name}");
    let (expr, d) = hcl2::parse_expression(value, &file_name);
    if d.has_errors() || !expr.variables().is_empty() {
        return Value::from(value);
    }
    files.add(Arc::new(SourceFile::new(file_name, value)));
    let (v, d) = expr.value(None);
    diags.extend(d);
    v
}

/// The limits of the command line.
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

fn execute(a: &EvalArgs, sources: &[VarSource], color: bool) -> Output {
    let mut diags = Diagnostics::new();
    let mut files = Files::new();
    let mut ctx = EvalContext::with_tables().with_functions(a.functions.functions());
    ctx.set_limits(limits(a));
    for s in sources {
        let pairs = match s {
            VarSource::Vars(v) if v.trim_start().starts_with('{') => {
                json_variables(v, "<vars>", &mut files, &mut diags)
            }
            VarSource::Vars(p) | VarSource::File(p) => file_variables(p, &mut files, &mut diags),
            VarSource::One(n, v) => {
                vec![(n.to_string(), one_variable(n, v, &mut files, &mut diags))]
            }
        };
        for (n, val) in pairs {
            ctx.set_variable(n, val);
        }
    }

    let mut note = String::new();
    let result: Value = if let Some(expr) = &a.expr {
        files.add(Arc::new(SourceFile::new("<expr>", expr.as_str())));
        let (e, d) = hcl2::parse_expression(expr, "<expr>");
        diags.extend(d);
        if diags.has_errors() {
            Value::null(Type::Dynamic)
        } else {
            let (v, d) = e.value(Some(&ctx));
            diags.extend(d);
            v
        }
    } else {
        let path = a.file.as_deref().unwrap_or("-");
        let input = if path == "-" {
            Input::Stdin
        } else {
            Input::File(path.into())
        };
        let name = if path == "-" {
            input.name()
        } else {
            path.to_string()
        };
        let json = if path == "-" {
            a.json
        } else {
            path.ends_with(".json")
        };
        let mut result: Vec<(String, Value)> = Vec::new();
        match input.read() {
            Err(e) => diags.push(read_failed(&name, e)),
            Ok(text) if json => {
                // The JSON syntax: every property of the root object is an
                // attribute, evaluated with the context (strings are
                // templates).
                let text = String::from_utf8_lossy(&text);
                let (body, d) = hcl2::parse_json(&text, &name);
                files.add(Arc::new(SourceFile::new(name.as_str(), &*text)));
                diags.extend(d);
                let (attrs, d) = body.just_attributes();
                diags.extend(d);
                for (n, at) in attrs {
                    let (val, d) = at.expr.value(Some(&ctx));
                    diags.extend(d);
                    result.push((n.to_string(), val));
                }
            }
            Ok(text) => {
                let (attrs, blocks) = native_file(&text, &name, &mut files, &mut diags);
                if a.hcleval {
                    if let Some((_, d)) = blocks.into_iter().next() {
                        diags.push(d);
                    }
                } else if !blocks.is_empty() && a.diags == DiagsFormat::Text {
                    note = block_note(&name, &blocks);
                }
                for (n, e) in attrs {
                    let (val, d) = e.value(Some(&ctx));
                    diags.extend(d);
                    result.push((n, val));
                }
            }
        }
        result.sort_by(|x, y| x.0.cmp(&y.0));
        Value::object(result)
    };

    let render_diags = |diags: &Diagnostics| match a.diags {
        DiagsFormat::Json => diagnostics_json(diags),
        DiagsFormat::Text => render::render(diags, &files, color),
    };
    if diags.has_errors() {
        return Output {
            stdout: String::new(),
            stderr: render_diags(&diags),
            status: if a.hcleval { 2 } else { EXIT_INPUT },
        };
    }
    let ty: Type = result.ty().clone();
    // The output is text built from the values: bounded like them (shared
    // structure spelled out, numbers as digits).
    let spelled = hcl2::limits::metered(ctx.budget(), || {
        hcl2::function::lib::check_spelled(&result)
            .map_err(|e| e.to_string())
            .and_then(|()| vjson::marshal(&result, &ty).map_err(|e| e.to_string()))
            .and_then(|j| match hcl2::limits::exceeded() {
                Some(e) => Err(e.to_string()),
                None => Ok(j),
            })
    });
    let val_json = match spelled {
        Ok(j) => j,
        Err(e) => {
            return Output {
                stdout: String::new(),
                stderr: format!("Error: {e}\n"),
                status: EXIT_INPUT,
            }
        }
    };
    let stdout = if a.with_type {
        let ty_json = vjson::type_to_json(&ty).unwrap_or_default();
        format!("{{\"value\":{val_json},\"type\":{ty_json}}}\n")
    } else {
        format!("{val_json}\n")
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
