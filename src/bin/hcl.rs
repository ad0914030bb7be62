//! `hcl`: command-line tools over the hcl2 crate.
//!
//! `hcl check FILE...` parses each file, prints its diagnostics (rendered
//! with ariadne, in colour only on a terminal) and exits
//! with status 1 if any file has an error. `hcl dump FILE` prints the parsed
//! structure (attributes, blocks, ranges and variable references).
//! `hcl eval FILE` evaluates every top-level attribute (the interface of the
//! reference oracle `hcleval`). `hcl fmt [OPTIONS] [PATH|-]...` formats
//! files as the reference `hclfmt` does (see `hcl2::cli::fmt`).

use hcl2::internal::ast::{Body, Expr, TraverseStep};
use hcl2::diagnostic::render::{render, Files};
use hcl2::diagnostic::{SourceFile, Span};
use std::io::IsTerminal;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!(
        "usage: hcl check FILE...\n       hcl fmt [-w|--write] [--check] [--diff] [PATH|-]...\n       hcl json FILE\n       hcl dump FILE\n       hcl eval [-V JSON-or-FILE]... [--with-type] [--diags=json] [--functions=full|cty] FILE"
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        return usage();
    };
    match cmd.as_str() {
        "eval" => ExitCode::from(hcl2::cli::eval::run(&args[1..]).clamp(0, 255) as u8),
        "fmt" => ExitCode::from(hcl2::cli::fmt::run(&args[1..]).clamp(0, 255) as u8),
        "json" if args.len() == 2 => ExitCode::from(hcl2::cli::fmt::run_json(&args[1]) as u8),
        "check" if args.len() > 1 => {
            let mut failed = false;
            let last = args.len() - 1;
            for (n, path) in args.iter().enumerate().skip(1) {
                let bytes = match std::fs::read(path) {
                    Ok(b) => b,
                    Err(e) => {
                        eprintln!("{path}: {e}");
                        failed = true;
                        continue;
                    }
                };
                let (file, diags) = hcl2::internal::parser::parse_config_bytes(&bytes, path);
                if !diags.is_empty() {
                    let mut files = Files::new();
                    files.add(file.source.clone());
                    let color = std::io::stderr().is_terminal();
                    eprint!("{}", render(&diags, &files, color));
                }
                failed |= diags.has_errors();
                if n == last {
                    // the process ends now: freeing the tree node by node
                    // would only delay the exit (a tenth of the parse time)
                    std::mem::forget(file);
                }
            }
            if failed {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        "dump" if args.len() == 2 => {
            let bytes = match std::fs::read(&args[1]) {
                Ok(b) => b,
                Err(e) => {
                    eprintln!("{}: {e}", args[1]);
                    return ExitCode::from(2);
                }
            };
            let (file, diags) = hcl2::internal::parser::parse_config_bytes(&bytes, "f");
            dump(&file.body, &file.source, "");
            for d in &diags {
                println!(
                    "DIAG {} | {:?}",
                    d.summary,
                    d.subject.as_ref().map(|r| r.to_string())
                );
            }
            if diags.has_errors() {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        _ => usage(),
    }
}

fn r(src: &SourceFile, s: Span) -> String {
    src.range(s).to_string()
}

fn dump(b: &Body, src: &SourceFile, ind: &str) {
    println!("{ind}body {} end {}", r(src, b.span), r(src, b.end_span));
    let mut attrs: Vec<_> = b.attributes.iter().collect();
    attrs.sort_by(|a, b| a.name.name.cmp(&b.name.name));
    for a in attrs {
        println!(
            "{ind}attr {} {} {}",
            a.name.name,
            r(src, a.span),
            r(src, a.expr.span)
        );
        dump_vars(&a.expr, src, ind);
    }
    for bl in &b.blocks {
        let labels: Vec<&str> = bl.labels.iter().map(|l| l.value.as_str()).collect();
        println!(
            "{ind}block {} {:?} {}",
            bl.ty.name,
            labels,
            r(src, bl.span())
        );
        dump(&bl.body, src, &format!("{ind}  "));
    }
}

fn dump_vars(e: &Expr, src: &SourceFile, ind: &str) {
    for v in e.variables() {
        let mut line = format!(
            "{ind}  var {}: root({}){}",
            v.root_name(),
            v.root_name(),
            r(src, v.root_span())
        );
        for s in v.steps() {
            match s {
                TraverseStep::Attr { name, span } => {
                    line.push_str(&format!(" attr({name}){}", r(src, *span)))
                }
                TraverseStep::Index { key, span } => {
                    line.push_str(&format!(" idx({key:?}){}", r(src, *span)))
                }
            }
        }
        println!("{line}");
    }
}
