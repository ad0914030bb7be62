//! `hcl`: check, evaluate, format and convert HCL files from the command
//! line. Built with the `cli` cargo feature; it uses only the public API of
//! the `hcl2` crate.
//!
//! - `hcl check [PATH|-]...`: parse files (JSON syntax for `.json`), print
//!   their diagnostics and a summary ([`check`]);
//! - `hcl eval [OPTIONS] [PATH|-]...`: evaluate the top-level attributes of
//!   a file (several files or folders: one object keyed by file name, and a
//!   summary), or one expression with `-e` ([`eval`]);
//! - `hcl fmt [OPTIONS] [PATH|-]...`: format as the reference `hclfmt`
//!   does ([`fmt`]);
//! - `hcl json [--to-hcl [--spec SPEC]] FILE|-`: HCL in its JSON syntax
//!   ([`json`]);
//! - `hcl lsp`: a language server over standard input and output
//!   ([`lsp`]).
//!
//! Exit status: 0 clean, 1 errors in the input, 2 usage errors.

mod check;
mod eval;
mod files;
mod fmt;
mod json;
mod lsp;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use std::io::IsTerminal;
use std::process::ExitCode;

/// Exit status: everything went well.
pub const EXIT_OK: u8 = 0;
/// Exit status: the input has errors (syntax, evaluation, unreadable
/// files), or `fmt --check` found files that would change.
pub const EXIT_INPUT: u8 = 1;
/// Exit status: the command line is wrong.
pub const EXIT_USAGE: u8 = 2;

const AFTER_HELP: &str = "\
Exit status:
  0  success: no error in any input
  1  errors in the input (syntax or evaluation errors, unreadable files),
     or `fmt --check` found files that would change
  2  usage errors (unknown flags, missing or conflicting arguments)

Colour: diagnostics are coloured on a terminal (`--color=auto`) unless the
NO_COLOR environment variable is set to a non-empty value; `--color=always`
and `--color=never` decide regardless.";

/// Check, evaluate, format and convert HCL (HashiCorp Configuration
/// Language) files.
#[derive(Parser, Debug)]
#[command(
    name = "hcl",
    version,
    after_help = AFTER_HELP,
    args_override_self = true
)]
struct Cli {
    /// When to colour diagnostics.
    #[arg(long, value_enum, global = true, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Check(check::CheckArgs),
    Eval(eval::EvalArgs),
    Fmt(fmt::FmtArgs),
    Json(json::JsonArgs),
    Lsp(lsp::LspArgs),
}

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set (non-empty).
    Auto,
    /// Always (ANSI escapes even into pipes and files).
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether diagnostics written to standard error get colours.
    fn for_stderr(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
                !no_color && std::io::stderr().is_terminal()
            }
        }
    }
}

/// Prints a usage error the way clap does and returns [`EXIT_USAGE`].
pub fn usage_error(sub: &str, msg: &str) -> ExitCode {
    eprintln!("error: {msg}\n\nFor more information, try 'hcl {sub} --help'.");
    ExitCode::from(EXIT_USAGE)
}

/// The `--color` of the command line, read before clap parses it so that
/// clap's own help and error messages follow it too (the last one wins;
/// nothing after `--` counts).
fn early_color(args: &[std::ffi::OsString]) -> clap::ColorChoice {
    let mut choice = clap::ColorChoice::Auto;
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        let value = match a.as_ref() {
            "--" => break,
            "--color" => it.next().map(|v| v.into_owned()),
            s => s.strip_prefix("--color=").map(str::to_string),
        };
        choice = match value.as_deref() {
            Some("always") => clap::ColorChoice::Always,
            Some("never") => clap::ColorChoice::Never,
            Some(_) => clap::ColorChoice::Auto,
            None => choice,
        };
    }
    choice
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let matches = Cli::command()
        .color(early_color(&args))
        .get_matches_from(args);
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => e.exit(),
    };
    let color = cli.color.for_stderr();
    match cli.command {
        Command::Check(a) => check::run(&a, color),
        Command::Eval(a) => {
            let sub = matches.subcommand_matches("eval").expect("eval matches");
            eval::run(&a, sub, color)
        }
        Command::Fmt(a) => fmt::run(&a, color),
        Command::Json(a) => json::run(&a, color),
        Command::Lsp(a) => lsp::run(&a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clap's own consistency checks (duplicate flags, bad references).
    #[test]
    fn command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn early_color_takes_the_last_flag_before_double_dash() {
        let args = |v: &[&str]| -> Vec<std::ffi::OsString> {
            std::iter::once("hcl")
                .chain(v.iter().copied())
                .map(Into::into)
                .collect()
        };
        let c = |v: &[&str]| early_color(&args(v));
        assert_eq!(c(&["check"]), clap::ColorChoice::Auto);
        assert_eq!(c(&["--color=never", "check"]), clap::ColorChoice::Never);
        assert_eq!(
            c(&["check", "--color", "always"]),
            clap::ColorChoice::Always
        );
        assert_eq!(
            c(&["--color=never", "fmt", "--color=always"]),
            clap::ColorChoice::Always
        );
        assert_eq!(
            c(&["--color=never", "fmt", "--", "--color=always"]),
            clap::ColorChoice::Never
        );
    }
}
