//! `hcl-specsuite TESTS-DIR [HCLDEC-PROGRAM]`: runs a conformance suite in
//! the upstream format (see suite.rs) with this library, or with
//! the given hcldec program, printing `- name` per test and every problem.
//! Exits 2 when there are problems.

use hcl2::diagnostic::{render::render, Files};
#[path = "../hcldec/cli.rs"]
#[allow(dead_code)]
mod cli;
mod suite;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use suite::{run_dir, Decoder, LibraryDecoder, ProgramDecoder};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.len() > 2 {
        eprintln!("Usage: hcl-specsuite <tests-dir> [<hcldec-file>]");
        return ExitCode::from(2);
    }
    let decoder: Box<dyn Decoder> = match args.get(1) {
        Some(p) => Box::new(ProgramDecoder(PathBuf::from(p))),
        None => Box::new(LibraryDecoder),
    };
    let reports = run_dir(decoder.as_ref(), &PathBuf::from(&args[0]));
    let color = std::io::stderr().is_terminal();
    let files = Files::new();
    let mut problems = 0;
    let mut failed = 0;
    for r in &reports {
        println!("- {}", r.name);
        if !r.problems.is_empty() {
            failed += 1;
            problems += r.problems.len();
            eprint!("{}", render(&r.problems, &files, color));
        }
    }
    println!(
        "{} tests, {} passed, {} failed, {} problems",
        reports.len(),
        reports.len() - failed,
        failed,
        problems
    );
    if problems > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}
