//! `hcl eval [-V JSON-or-FILE]... [--with-type] [--diags=json]
//! [--functions=full|cty] FILE`: the reference oracle `hcleval`'s interface
//! and output, on our evaluator.
//!
//! Evaluates every top-level attribute of FILE (sorted by name) with the
//! given variables and the functions available (by default the full
//! library: go-cty's stdlib, `try`/`can` and the Terraform-style additions;
//! `--functions=cty` offers exactly the names `hcleval` offers, for oracle
//! comparisons), and prints
//! `{"name": value, ...}` (with `--with-type`, `{"value":...,"type":...}`).
//! Diagnostics go to stderr (ariadne text, or hcldec's JSON shape with
//! `--diags=json`); exit status 2 when there are errors, 1 for usage errors
//! or values JSON cannot hold.

use crate::diagnostic::{
    json::diagnostics_json, render, Diagnostic, Diagnostics, Files, SourceFile,
};
use crate::eval::{EvalContext, Expression, NativeExpr};
use crate::function::Functions;
use crate::value::{json as vjson, Type, Value};
use smol_str::SmolStr;
use std::io::Write;
use std::sync::Arc;

const USAGE: &str =
    "usage: hcleval [-V JSON-or-FILE]... [--with-type] [--diags=json] [--functions=full|cty] FILE";

/// The parsed command line.
#[derive(Debug, Default, Clone)]
pub struct Options {
    pub vars: Vec<String>,
    pub with_type: bool,
    pub diags_json: bool,
    pub file: String,
    /// Directory relative file names are read from (default: the current
    /// directory); names in diagnostics stay as given.
    pub dir: Option<std::path::PathBuf>,
}

/// Parses the arguments (after the subcommand name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut files = Vec::new();
    let mut i = 0;
    let mut only_files = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if only_files || !a.starts_with('-') || a == "-" {
            files.push(a.clone());
            continue;
        }
        if a == "--" {
            only_files = true;
        } else if a == "-V" || a == "--vars" {
            let Some(v) = args.get(i) else {
                return Err(format!("flag needs an argument: {a}"));
            };
            i += 1;
            o.vars.push(v.clone());
        } else if let Some(v) = a.strip_prefix("--vars=") {
            o.vars.push(v.to_string());
        } else if let Some(v) = a.strip_prefix("-V") {
            o.vars.push(v.strip_prefix('=').unwrap_or(v).to_string());
        } else if a == "--with-type" {
            o.with_type = true;
        } else if let Some(v) = a.strip_prefix("--diags=") {
            o.diags_json = v == "json";
        } else if a == "--diags" {
            let Some(v) = args.get(i) else {
                return Err("flag needs an argument: --diags".into());
            };
            i += 1;
            o.diags_json = v == "json";
        } else {
            return Err(format!("unknown flag: {a}"));
        }
    }
    if files.len() != 1 {
        return Err(USAGE.into());
    }
    o.file = files.pop().expect("one");
    Ok(o)
}

/// The result of an evaluation run: the text for stdout and stderr and
/// the exit status.
#[derive(Debug, Clone, PartialEq)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

/// The functions of `hcl eval --functions=cty`: the standard library under
/// the names the reference `hcleval` uses, with `try` and `can` (69
/// functions); the set differential tests against the oracle use.
pub fn available_functions() -> Functions {
    crate::ext::library::stdlib()
}

/// Which function table `hcl eval` offers (`--functions=`).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum FunctionSet {
    /// `full` (the default): [`crate::ext::library::terraform_like`].
    #[default]
    Full,
    /// `cty`: exactly the reference oracle's names ([`available_functions`]).
    Cty,
}

impl FunctionSet {
    /// The function table of this set.
    pub fn functions(self) -> Functions {
        match self {
            FunctionSet::Full => crate::ext::library::terraform_like(),
            FunctionSet::Cty => available_functions(),
        }
    }
}

/// Takes the `--functions=SET` / `--functions SET` flags (the last one
/// wins) out of the arguments (up to a `--`), returning the set and the
/// remaining arguments for [`parse_args`].
pub fn take_functions_flag(args: &[String]) -> Result<(FunctionSet, Vec<String>), String> {
    let mut set = FunctionSet::default();
    let mut rest = Vec::with_capacity(args.len());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let v = if a == "--" {
            rest.push(a.clone());
            rest.extend(it.by_ref().cloned());
            break;
        } else if let Some(v) = a.strip_prefix("--functions=") {
            v.to_string()
        } else if a == "-V" || a == "--vars" || a == "--diags" {
            // A flag whose value is the next argument, whatever it is.
            rest.push(a.clone());
            rest.extend(it.next().cloned());
            continue;
        } else if a == "--functions" {
            match it.next() {
                Some(v) => v.clone(),
                None => return Err("flag needs an argument: --functions".into()),
            }
        } else {
            rest.push(a.clone());
            continue;
        };
        set = match v.as_str() {
            "full" => FunctionSet::Full,
            "cty" => FunctionSet::Cty,
            _ => {
                return Err(format!(
                    "invalid argument {v:?} for \"--functions\" flag: must be full or cty"
                ))
            }
        };
    }
    Ok((set, rest))
}

/// Runs `hcl eval` with these arguments, writing to stdout/stderr;
/// returns the exit status.
pub fn run(args: &[String]) -> i32 {
    let parsed =
        take_functions_flag(args).and_then(|(set, rest)| parse_args(&rest).map(|o| (set, o)));
    let out = match parsed {
        Ok((set, o)) => execute(&o, &set.functions()),
        Err(e) => Output {
            stdout: String::new(),
            stderr: format!("{e}\n"),
            status: 1,
        },
    };
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    out.status
}

fn read_file(dir: Option<&std::path::Path>, path: &str, diags: &mut Diagnostics) -> Option<String> {
    let full = match dir {
        Some(d) => d.join(path),
        None => std::path::PathBuf::from(path),
    };
    match std::fs::read(full) {
        Ok(b) => match String::from_utf8(b) {
            Ok(s) => Some(s),
            Err(e) => Some(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        },
        Err(e) => {
            diags.push(Diagnostic::error(
                "Failed to read file",
                format!("The configuration file {path:?} could not be read: {e}."),
            ));
            None
        }
    }
}

/// The top-level attributes of a native-syntax file, as expressions, in
/// source order; a block is reported like the reference's `JustAttributes`.
fn native_attributes(
    text: &str,
    name: &str,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(SmolStr, NativeExpr)> {
    let (file, d) = crate::parser::parse_config(text, name);
    diags.extend(d);
    files.add(file.source.clone());
    let src = file.source.clone();
    if let Some(b) = file.body.blocks.first() {
        diags.push(
            Diagnostic::error(
                format!("Unexpected {} block", crate::value::go_quote(&b.ty.name)),
                "Blocks are not allowed here.",
            )
            .with_subject(src.range(b.ty.span)),
        );
    }
    file.body
        .attributes
        .into_iter()
        .map(|a| (a.name.name, NativeExpr::new(a.expr, src.clone())))
        .collect()
}

/// Variables of a JSON document (an object): evaluated without a context,
/// so strings are literal.
fn json_variables(
    text: &str,
    name: &str,
    files: &mut Files,
    diags: &mut Diagnostics,
) -> Vec<(SmolStr, Value)> {
    files.add(Arc::new(SourceFile::new(name, text)));
    match vjson::unmarshal_implied(text) {
        Ok(v) => match v.object_attrs() {
            Some(attrs) => attrs.map(|(k, v)| (k.clone(), v.clone())).collect(),
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

/// Evaluates per the options with the given function table.
pub fn execute(o: &Options, funcs: &Functions) -> Output {
    let mut diags = Diagnostics::new();
    let mut files = Files::new();
    let mut ctx = EvalContext::with_tables().with_functions(funcs.clone());
    for v in &o.vars {
        let pairs: Vec<(SmolStr, Value)> = if v.trim_start().starts_with('{') {
            json_variables(v, "<vars>", &mut files, &mut diags)
        } else if v.ends_with(".json") {
            match read_file(o.dir.as_deref(), v, &mut diags) {
                Some(t) => json_variables(&t, v, &mut files, &mut diags),
                None => Vec::new(),
            }
        } else {
            match read_file(o.dir.as_deref(), v, &mut diags) {
                Some(t) => native_attributes(&t, v, &mut files, &mut diags)
                    .into_iter()
                    .map(|(n, e)| {
                        let (val, d) = e.value(None);
                        diags.extend(d);
                        (n, val)
                    })
                    .collect(),
                None => Vec::new(),
            }
        };
        for (n, val) in pairs {
            ctx.set_variable(n, val);
        }
    }

    let mut result: Vec<(SmolStr, Value)> = Vec::new();
    if let Some(text) = read_file(o.dir.as_deref(), &o.file, &mut diags) {
        if o.file.ends_with(".json") {
            // The JSON syntax: every property of the root object is an
            // attribute, evaluated with the context (strings are templates).
            let (file, d) = crate::json::parse(&text, &o.file);
            files.add(Arc::new(SourceFile::new(o.file.as_str(), text.as_str())));
            diags.extend(d);
            let (attrs, d) = file.body().just_attributes();
            diags.extend(d);
            let mut attrs: Vec<_> = attrs.into_iter().collect();
            attrs.sort_by(|a, b| a.0.cmp(&b.0));
            for (n, a) in attrs {
                let (val, d) = a.expr.value(Some(&ctx));
                diags.extend(d);
                result.push((n, val));
            }
        } else {
            let mut attrs = native_attributes(&text, &o.file, &mut files, &mut diags);
            attrs.sort_by(|a, b| a.0.cmp(&b.0));
            for (n, e) in attrs {
                let (val, d) = e.value(Some(&ctx));
                diags.extend(d);
                result.push((n, val));
            }
        }
    }

    if diags.has_errors() {
        let stderr = if o.diags_json {
            diagnostics_json(&diags)
        } else {
            render::render(&diags, &files, false)
        };
        return Output {
            stdout: String::new(),
            stderr,
            status: 2,
        };
    }
    let obj = Value::object(result);
    let ty: Type = obj.ty().clone();
    let val_json = match vjson::marshal(&obj, &ty) {
        Ok(j) => j,
        Err(e) => {
            return Output {
                stdout: String::new(),
                stderr: format!("Error: {e}\n"),
                status: 1,
            }
        }
    };
    let stdout = if o.with_type {
        let ty_json = vjson::type_to_json(&ty).unwrap_or_default();
        format!("{{\"value\":{val_json},\"type\":{ty_json}}}\n")
    } else {
        format!("{val_json}\n")
    };
    Output {
        stdout,
        stderr: String::new(),
        status: 0,
    }
}
