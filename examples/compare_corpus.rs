//! Compares a folder of evaluation cases with the reference's recorded
//! outputs: a tool for trying freshly generated cases before they join a
//! corpus (it is not a test, and asserts nothing about the repository).
//!
//! The folder has the layout of `tests/corpus/eval` and
//! `tests/corpus/functions`: `NAME.hcl` programs, each with
//! `NAME.expect.json` (`{"exit", "stdout", "stderr"}` from `hcleval
//! --diags=json --with-type -V vars.json NAME.hcl`), and `vars.json`.
//!
//!     cargo build --release --bin hcl
//!     cargo run --release --example compare_corpus -- DIR [--stdlib]
//!
//! Every program is evaluated by the `hcl` program beside the example's
//! folder (`hcl eval --hcleval --with-type --diags=json`), with the full
//! function library (`--stdlib`: `--functions=cty`, the standard library only),
//! and compared: exit status, value and type, diagnostics (severity,
//! summary, range) and then their details. Prints each difference and a
//! summary; exits 1 when something differs or the folder holds no case.

#[path = "../tests/common/mod.rs"]
mod common;

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdlib = args.iter().any(|a| a == "--stdlib");
    let Some(dir) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: compare_corpus DIR [--stdlib]");
        return ExitCode::from(2);
    };
    let dir = Path::new(dir);
    let functions = if stdlib { "cty" } else { "full" };
    let (mut total, mut differ, mut detail, mut missing) = (0, 0, 0, 0);
    for p in common::programs(dir) {
        let file = p.file_name().unwrap().to_string_lossy().into_owned();
        let Ok(text) = std::fs::read_to_string(p.with_extension("expect.json")) else {
            println!("NO EXPECTATION {file}");
            missing += 1;
            continue;
        };
        let expect = match serde_json::from_str(&text) {
            Ok(e) => e,
            Err(e) => {
                println!("BAD EXPECTATION {file}: {e}");
                missing += 1;
                continue;
            }
        };
        total += 1;
        let src = std::fs::read_to_string(&p).unwrap_or_default();
        let c = common::compare_program(dir, &file, &expect, functions);
        if let Some(pr) = c.problem {
            differ += 1;
            println!("MISMATCH {file}: {}\n   {pr}", src.trim());
        } else if let Some(pr) = c.detail_problem {
            detail += 1;
            println!("DETAIL {file}: {}\n   {pr}", src.trim());
        }
    }
    println!(
        "{}: {total} cases, {} agree, {differ} differ, {detail} differ only in a detail, {missing} without a readable expectation",
        dir.display(),
        total - differ - detail
    );
    if total == 0 || differ + detail + missing > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
