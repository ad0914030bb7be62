//! `hcl check [--json] [PATH|-]...`: parse every input, print its
//! diagnostics and a summary.
//!
//! A `.json` file is read in HCL's JSON syntax, anything else (and standard
//! input, unless `--json`) in the native syntax. Folders are walked
//! recursively for the native extensions `hcl fmt` takes (`.hcl`, `.tf`,
//! `.tfvars`, `.nomad`) and for the JSON-syntax conventions `.tf.json`,
//! `.tfvars.json`, `.hcl.json` and `.nomad.json` (not every `.json`: most
//! are not configuration); hidden folders, `.terraform` among them, are
//! skipped. Files are parsed in parallel; their diagnostics are printed in
//! input order, then `N files checked, E errors, W warnings` on standard
//! error (`--diags=json`: one JSON document of all of them, in the
//! reference hcldec's shape, and no summary line).

use crate::files::{expand, par_map, Input, ParseLimitArgs, JSON_EXTENSIONS, NATIVE_EXTENSIONS};
use crate::{EXIT_INPUT, EXIT_OK};
use clap::{Args, ValueEnum};
use hcl2::diagnostic::json::diagnostics_json;
use hcl2::diagnostic::render::{render, Files};
use hcl2::{Diagnostic, Diagnostics};
use std::process::ExitCode;

/// Parse files and report their diagnostics.
///
/// `.json` files are read in HCL's JSON syntax, others in the native
/// syntax. Folders are walked recursively for .hcl, .tf, .tfvars, .nomad
/// and for the JSON-syntax .tf.json, .tfvars.json, .hcl.json, .nomad.json
/// (hidden folders and .terraform skipped). A summary line ends the
/// output on standard error.
#[derive(Args, Debug)]
#[command(
    after_help = "A file over --max-input-bytes (standard input is not read past it), or \
nested deeper than --max-nesting, is an error naming the limit.

Exit status: 0 no errors, 1 errors in the input (syntax errors, \
unreadable files, a parse limit exceeded), 2 usage errors."
)]
pub struct CheckArgs {
    /// Read standard input in the JSON syntax.
    #[arg(long)]
    json: bool,
    /// Files or folders; `-` (or nothing) reads standard input.
    #[arg(value_name = "PATH")]
    paths: Vec<String>,
    /// How to print diagnostics: `text` (rendered with source snippets,
    /// then a summary line) or `json` (the reference hcldec's
    /// `--diags=json` document for all inputs together, no summary line;
    /// an unreadable input is an error diagnostic without a range).
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = DiagsFormat::Text)]
    diags: DiagsFormat,
    #[command(flatten)]
    limits: ParseLimitArgs,
}

/// `--diags`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DiagsFormat {
    /// Rendered for people, with source snippets.
    #[value(alias = "human")]
    Text,
    /// The reference hcldec's JSON document.
    Json,
}

/// What checking one input gave.
struct Checked {
    /// The rendered diagnostics (or the I/O error).
    report: String,
    /// The diagnostics (an I/O error as one without a range).
    diags: Diagnostics,
    errors: usize,
    warnings: usize,
}

fn io_error(report: String) -> Checked {
    let mut diags = Diagnostics::new();
    diags.push(Diagnostic::error(
        "Failed to read file",
        report.trim_end().to_string(),
    ));
    Checked {
        report,
        diags,
        errors: 1,
        warnings: 0,
    }
}

fn check_one(input: &Input, stdin_json: bool, limits: &hcl2::Limits, color: bool) -> Checked {
    let name = input.name();
    let bytes = match input.read_limited(limits) {
        Ok(Ok(b)) => b,
        Ok(Err(diags)) => {
            return Checked {
                report: render(&diags, &Files::new(), color),
                errors: diags.len(),
                warnings: 0,
                diags,
            }
        }
        Err(e) => return io_error(format!("{name}: {e}\n")),
    };
    let json = match input {
        Input::Stdin => stdin_json,
        Input::File(_) => name.ends_with(".json"),
    };
    // The syntax tree itself (not a `hcl2::Loader` body, whose schema
    // view costs a third more time and memory): only diagnostics are wanted.
    let Some((source, diags)) = hcl2::check_syntax(&bytes, &name, json, limits) else {
        return Checked {
            report: String::new(),
            diags: Diagnostics::new(),
            errors: 0,
            warnings: 0,
        };
    };
    let mut files = Files::new();
    files.add(source);
    let errors = diags.iter().filter(|d| d.is_error()).count();
    let warnings = diags.len() - errors;
    let report = render(&diags, &files, color);
    Checked {
        report,
        diags,
        errors,
        warnings,
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Runs `hcl check`.
pub fn run(a: &CheckArgs, color: bool) -> ExitCode {
    let mut paths = a.paths.clone();
    if paths.is_empty() {
        paths.push("-".into());
    }
    let mut extensions = NATIVE_EXTENSIONS.to_vec();
    extensions.extend_from_slice(JSON_EXTENSIONS);
    let inputs = expand(&paths, &extensions);
    let mut limits = hcl2::Limits::default();
    a.limits.apply(&mut limits);
    let results = par_map(&inputs, |i| match i {
        Ok(input) => check_one(input, a.json, &limits, color),
        Err(e) => io_error(format!("{e}\n")),
    });
    let (mut errors, mut warnings) = (0, 0);
    let files = inputs.iter().filter(|i| i.is_ok()).count();
    let mut all = Diagnostics::new();
    for r in results {
        if a.diags == DiagsFormat::Text {
            eprint!("{}", r.report);
        }
        errors += r.errors;
        warnings += r.warnings;
        all.extend(r.diags);
    }
    if a.diags == DiagsFormat::Json {
        eprint!("{}", diagnostics_json(&all));
    } else {
        eprintln!(
            "{} checked, {}, {}",
            plural(files, "file", "files"),
            plural(errors, "error", "errors"),
            plural(warnings, "warning", "warnings")
        );
    }
    if errors > 0 {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::from(EXIT_OK)
    }
}
