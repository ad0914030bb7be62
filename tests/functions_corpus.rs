//! Differential test of the function library: every call of the
//! reference-generated corpus `tests/corpus/functions` (1,123 calls over
//! the 69 functions `hcleval` exposes), and the programs of
//! `tests/corpus/eval` that call functions, evaluated by `hcl eval`'s logic
//! with `function::lib::stdlib()` and compared with the oracle's output:
//! exit status; value and type exactly; for errors the set of (severity,
//! summary, subject range) and, counted separately, the details.

use hcl2::eval::cli::{execute, Options};
use hcl2::function::lib;
use hcl2::function::Functions;
use serde_json::Value as J;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn diag_set(v: &J, with_detail: bool) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    if let Some(ds) = v.get("diagnostics").and_then(J::as_array) {
        for d in ds {
            let subj = d
                .get("subject")
                .map(|s| {
                    format!(
                        "{}:{}-{}",
                        s["filename"].as_str().unwrap_or(""),
                        s["start"]["byte"],
                        s["end"]["byte"]
                    )
                })
                .unwrap_or_else(|| "-".into());
            let mut line = format!(
                "{} | {} | {}",
                d["severity"].as_str().unwrap_or(""),
                d["summary"].as_str().unwrap_or(""),
                subj
            );
            if with_detail {
                // The stored reference detail of a Go panic is cut before
                // the stack trace.
                line.push_str(" | ");
                let det = d["detail"].as_str().unwrap_or("");
                // A Go panic's detail ends with a stack trace (cut from the
                // stored reference output): compare up to it.
                let det = match det.find("panic in function implementation: ") {
                    Some(_) => det.trim_end_matches('.'),
                    None => det,
                };
                line.push_str(det);
            }
            out.insert(line);
        }
    }
    out
}

struct Outcome {
    total: usize,
    failures: Vec<String>,
    detail_failures: Vec<String>,
}

fn calls_function(src: &str) -> bool {
    let b = src.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
                i += 1;
            }
            if i < b.len() && b[i] == b'(' && lib::names().any(|n| n == &src[s..i]) {
                return true;
            }
        } else {
            i += 1;
        }
    }
    false
}

fn run_dir(dir: &Path, funcs: &Functions, only_calls: bool) -> Outcome {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "hcl"))
        .collect();
    names.sort();
    let mut out = Outcome {
        total: 0,
        failures: Vec::new(),
        detail_failures: Vec::new(),
    };
    let filter = std::env::var("FUNC_FILTER").ok();
    for p in names {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        if let Some(f) = &filter {
            if !src.contains(f.as_str()) {
                continue;
            }
        }
        if only_calls && !calls_function(&src) {
            continue;
        }
        let Ok(expect_text) = std::fs::read_to_string(p.with_extension("expect.json")) else {
            continue;
        };
        out.total += 1;
        let expect: J = serde_json::from_str(&expect_text).expect("expect json");
        let opts = Options {
            vars: vec!["vars.json".into()],
            with_type: true,
            diags_json: true,
            file: file.clone(),
            dir: Some(dir.to_path_buf()),
        };
        let got = execute(&opts, funcs);
        let want_exit = expect["exit"].as_i64().unwrap_or(-1) as i32;
        let mut problem = None;
        let mut detail_problem = None;
        if got.status != want_exit {
            problem = Some(format!(
                "exit {} want {}; stdout {} stderr {}\n   want {} {}",
                got.status,
                want_exit,
                got.stdout.trim(),
                got.stderr.trim(),
                expect["stdout"],
                expect["stderr"]
            ));
        } else if want_exit == 0 {
            match serde_json::from_str::<J>(&got.stdout) {
                Ok(g) if g == expect["stdout"] => {}
                Ok(g) => problem = Some(format!("value {g}\n   want {}", expect["stdout"])),
                Err(e) => problem = Some(format!("bad stdout {e}: {}", got.stdout)),
            }
        } else if want_exit == 2 {
            let g: J = serde_json::from_str(&got.stderr).unwrap_or(J::Null);
            let (gs, ws) = (diag_set(&g, false), diag_set(&expect["stderr"], false));
            if gs != ws {
                problem = Some(format!("diags {gs:#?}\n   want {ws:#?}"));
            } else {
                let (gd, wd) = (diag_set(&g, true), diag_set(&expect["stderr"], true));
                if gd != wd {
                    detail_problem = Some(format!("details {gd:#?}\n   want {wd:#?}"));
                }
            }
        } else {
            let want = expect["stderr"].as_str().unwrap_or("").trim().to_string();
            if got.stderr.trim() != want {
                problem = Some(format!("stderr {:?} want {:?}", got.stderr.trim(), want));
            }
        }
        if let Some(pr) = problem {
            out.failures
                .push(format!("{}: {}\n   {}", file, src.trim(), pr));
        }
        if let Some(pr) = detail_problem {
            out.detail_failures
                .push(format!("{}: {}\n   {}", file, src.trim(), pr));
        }
    }
    out
}

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name)
}

fn check(name: &str, only_calls: bool) {
    let o = run_dir(&corpus(name), &lib::stdlib(), only_calls);
    eprintln!(
        "{name}: {} of {} agree with the reference (value, type, exit, diagnostics); {} of those also agree on every diagnostic detail",
        o.total - o.failures.len(),
        o.total,
        o.total - o.failures.len() - o.detail_failures.len(),
    );
    let show = std::env::var("FUNC_SHOW")
        .map(|v| v.parse().unwrap_or(40))
        .unwrap_or(40);
    for f in o.failures.iter().take(show) {
        eprintln!("MISMATCH {f}");
    }
    for f in o.detail_failures.iter().take(show) {
        eprintln!("DETAIL {f}");
    }
    assert!(o.failures.is_empty(), "{} mismatches", o.failures.len());
}

/// An extra directory of cases (same layout), e.g. freshly generated with
/// the oracle: `FUNC_DIR=/path cargo test --test functions_corpus extra`.
#[test]
fn extra_dir() {
    if let Ok(d) = std::env::var("FUNC_DIR") {
        let o = run_dir(Path::new(&d), &lib::terraform_like(), false);
        eprintln!("{d}: {} of {} agree", o.total - o.failures.len(), o.total);
        for f in o.failures.iter().chain(o.detail_failures.iter()) {
            eprintln!("MISMATCH {f}");
        }
    }
}

#[test]
fn functions_corpus() {
    check("functions", false);
}

#[test]
fn eval_corpus_function_calls() {
    check("eval", true);
}
