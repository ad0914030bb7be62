//! `hcl json [--to-hcl [--spec SPEC | --schema NAME]] FILE|-`: a
//! native-syntax file in HCL's JSON syntax (see `hcl2::write::json` for the
//! mapping), or with `--to-hcl` (or for a `FILE.json`) a JSON-syntax file
//! back in the native syntax.

use crate::files::{Input, ParseLimitArgs};
use crate::{EXIT_INPUT, EXIT_OK};
use clap::Args;
use hcl2::diagnostic::render::{render, Files};
use std::process::ExitCode;

/// Convert between HCL's native syntax and its JSON syntax.
///
/// Without options: the native-syntax FILE in HCL's JSON syntax (literal
/// values, lists and objects as JSON values, other expressions as "${...}"
/// templates, blocks as objects nested by type and labels; comments
/// dropped). A FILE named *.json is in the JSON syntax already: it is
/// converted to the native syntax, as with --to-hcl.
///
/// With --to-hcl, JSON cannot say which objects are blocks: --spec or
/// --schema says it; without either every property is an attribute.
#[derive(Args, Debug)]
#[command(
    after_help = "An input over --max-input-bytes (standard input is not read past it), or \
nested deeper than --max-nesting, is an error naming the limit.

Exit status: 0 success, 1 errors in the input (a limit exceeded among them), 2 usage errors."
)]
pub struct JsonArgs {
    /// JSON syntax to native syntax instead.
    #[arg(long)]
    to_hcl: bool,
    /// With --to-hcl: an hcldec spec file saying which keys are blocks
    /// (otherwise every key is an attribute).
    #[arg(long, value_name = "SPEC")]
    spec: Option<String>,
    /// With --to-hcl: a named set of block types instead of a spec file
    /// ("terraform": Terraform's own block types; the blocks a provider
    /// defines inside a resource stay attributes).
    #[arg(long, value_name = "NAME", conflicts_with = "spec", value_parser = clap::builder::PossibleValuesParser::new(hcl2::write::SCHEMA_PRESETS))]
    schema: Option<String>,
    /// The file to convert; `-` reads standard input.
    #[arg(value_name = "FILE")]
    file: String,
    #[command(flatten)]
    limits: ParseLimitArgs,
}

/// Prints `diags` (whose sources are in `files`) and returns [`EXIT_INPUT`].
fn fail(diags: &hcl2::Diagnostics, files: &Files, color: bool) -> ExitCode {
    eprint!("{}", render(diags, files, color));
    ExitCode::from(EXIT_INPUT)
}

/// Writes to standard output; a closed pipe (`hcl json f | head`) is not
/// an error worth a panic.
fn write_stdout(s: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(s.as_bytes());
}

/// Runs `hcl json`.
pub fn run(a: &JsonArgs, color: bool) -> ExitCode {
    let input = if a.file == "-" {
        Input::Stdin
    } else {
        Input::File(a.file.clone().into())
    };
    let name = input.name();
    let mut limits = hcl2::Limits::default();
    a.limits.apply(&mut limits);
    let bytes = match input.read_limited(&limits) {
        Ok(Ok(b)) => b,
        Ok(Err(diags)) => return fail(&diags, &Files::new(), color),
        Err(e) => {
            eprintln!("{name}: {e}");
            return ExitCode::from(EXIT_INPUT);
        }
    };
    // a `.json` file is in the JSON syntax: reading it as native syntax
    // would only report that it is not
    let json_input = a.to_hcl || (a.file != "-" && a.file.ends_with(".json"));
    if (a.spec.is_some() || a.schema.is_some()) && !json_input {
        return crate::usage_error(
            "json",
            "--spec and --schema apply to JSON-syntax input (--to-hcl, or a FILE.json)",
        );
    }
    if json_input {
        // the nesting limit, before the conversion parses the document
        let (source, diags) = hcl2::syntax_diagnostics(&bytes, &name, true, &limits);
        let over: hcl2::Diagnostics = diags
            .iter()
            .filter(|d| d.kind == hcl2::DiagnosticKind::LimitExceeded)
            .cloned()
            .collect();
        if !over.is_empty() {
            let mut files = Files::new();
            files.add(source);
            return fail(&over, &files, color);
        }
        return to_hcl(&bytes, &name, a.spec.as_deref(), a.schema.as_deref(), color);
    }
    let (source, diags) = hcl2::syntax_diagnostics(&bytes, &name, false, &limits);
    if diags.has_errors() {
        let mut files = Files::new();
        files.add(source);
        eprint!("{}", render(&diags, &files, color));
        return ExitCode::from(EXIT_INPUT);
    }
    let src = String::from_utf8_lossy(&bytes);
    match hcl2::write::json::to_json(&src, &name) {
        Ok(s) => {
            write_stdout(&s);
            ExitCode::from(EXIT_OK)
        }
        Err(diags) => {
            let mut files = Files::new();
            files.add(source);
            eprint!("{}", render(&diags, &files, color));
            ExitCode::from(EXIT_INPUT)
        }
    }
}

/// `--to-hcl`: the JSON-syntax `bytes` in the native syntax, the spec file
/// (if any) saying which keys are blocks.
fn to_hcl(
    bytes: &[u8],
    name: &str,
    spec_path: Option<&str>,
    schema: Option<&str>,
    color: bool,
) -> ExitCode {
    let spec = match spec_path {
        None => schema.and_then(hcl2::write::schema_preset),
        Some(path) => {
            let (spec, diags) = hcl2::spec::file::load_spec_file(path);
            if diags.has_errors() {
                let mut files = Files::new();
                if let Some(src) = &spec.source {
                    files.add(src.clone());
                }
                eprint!("{}", render(&diags, &files, color));
                return ExitCode::from(EXIT_INPUT);
            }
            Some(spec.root)
        }
    };
    let src = String::from_utf8_lossy(bytes);
    match hcl2::write::json_to_hcl(&src, name, spec.as_ref()) {
        Ok(text) => {
            write_stdout(&text);
            ExitCode::from(EXIT_OK)
        }
        Err(diags) => {
            let mut files = Files::new();
            files.add(std::sync::Arc::new(hcl2::diagnostic::SourceFile::new(
                name, &*src,
            )));
            eprint!("{}", render(&diags, &files, color));
            ExitCode::from(EXIT_INPUT)
        }
    }
}
