//! Differential test: every program of the reference-generated evaluation
//! corpus (`tests/corpus/eval`, and `tests/corpus/eval_upstream` where the
//! project follows upstream HCL) evaluated by `hcl eval`'s logic and
//! compared with the oracle's output: exit status; the value and its type
//! exactly; for errors the set of (severity, summary, subject range).
//!
//! Programs calling a function of the standard library that is not
//! available yet are skipped, by the explicit list below, and counted.

use hcl2::eval::cli::{available_functions, execute, Options};
use hcl2::function::Functions;
use serde_json::Value as J;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Functions `hcleval` offers that this crate does not provide (none now:
/// the function library has all 69). A program calling one is skipped.
const MISSING_FUNCTIONS: &[&str] = &[];

fn test_functions() -> Functions {
    available_functions()
}

/// Names followed by `(` in the program text (a superset of the functions
/// it calls).
fn called_names(src: &str) -> BTreeSet<String> {
    let b = src.as_bytes();
    let mut out = BTreeSet::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
                i += 1;
            }
            if i < b.len() && b[i] == b'(' {
                out.insert(src[s..i].to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

fn diag_set(v: &J) -> BTreeSet<String> {
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
            out.insert(format!(
                "{} | {} | {}",
                d["severity"].as_str().unwrap_or(""),
                d["summary"].as_str().unwrap_or(""),
                subj
            ));
        }
    }
    out
}

pub struct Outcome {
    pub total: usize,
    pub skipped: usize,
    pub failures: Vec<String>,
}

pub fn run_dir(dir: &Path, funcs: &Functions) -> Outcome {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "hcl"))
        .collect();
    names.sort();
    let missing: BTreeSet<&str> = MISSING_FUNCTIONS.iter().copied().collect();
    let mut out = Outcome {
        total: 0,
        skipped: 0,
        failures: Vec::new(),
    };
    for p in names {
        let file = p.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        let expect_path = p.with_extension("expect.json");
        let Ok(expect_text) = std::fs::read_to_string(&expect_path) else {
            continue;
        };
        out.total += 1;
        if called_names(&src)
            .iter()
            .any(|n| missing.contains(n.as_str()))
        {
            out.skipped += 1;
            continue;
        }
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
        if got.status != want_exit {
            problem = Some(format!(
                "exit {} want {}; stdout {} stderr {}",
                got.status,
                want_exit,
                got.stdout.trim(),
                got.stderr.trim()
            ));
        } else if want_exit == 0 {
            let g: Result<J, _> = serde_json::from_str(&got.stdout);
            match g {
                Ok(g) if g == expect["stdout"] => {}
                Ok(g) => problem = Some(format!("value {g}\n   want {}", expect["stdout"])),
                Err(e) => problem = Some(format!("bad stdout {e}: {}", got.stdout)),
            }
        } else if want_exit == 2 {
            let g: J = serde_json::from_str(&got.stderr).unwrap_or(J::Null);
            let (gs, ws) = (diag_set(&g), diag_set(&expect["stderr"]));
            if gs != ws {
                problem = Some(format!("diags {gs:#?}\n   want {ws:#?}"));
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
    }
    out
}

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name)
}

fn check(name: &str) {
    let o = run_dir(&corpus(name), &test_functions());
    let ran = o.total - o.skipped;
    eprintln!(
        "eval corpus {name}: {} of {} run programs agree with the reference ({} programs, {} skipped: they call functions not provided yet)",
        ran - o.failures.len(),
        ran,
        o.total,
        o.skipped
    );
    for f in o.failures.iter().take(40) {
        eprintln!("MISMATCH {f}");
    }
    assert!(o.failures.is_empty(), "{} mismatches", o.failures.len());
    assert_eq!(o.skipped, 0, "every corpus program must run");
}

#[test]
fn eval_corpus_reference() {
    check("eval");
}

#[test]
fn eval_corpus_upstream() {
    check("eval_upstream");
}

/// The function-call corpus, for the calls whose functions exist here
/// (`try`, `can` and the test-only conversion functions): argument
/// conversion, arity errors, `...` expansion, null/unknown handling.
#[test]
fn function_corpus_available_functions() {
    check("functions");
}
