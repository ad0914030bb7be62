//! Helpers shared by the test binaries (each `main.rs` includes this file as
//! `mod common`): listing corpus folders so that a missing folder, a missing
//! expectation or too few cases fail the test, the one regeneration switch
//! (`HCL2_BLESS`) and checked allow-lists; running the reference-generated
//! program corpora (`tests/corpus/<name>`, one `NAME.hcl` with
//! `NAME.expect.json` per program) through the `hcl eval` program and
//! comparing with the recorded oracle output; writing our diagnostics in the
//! reference hcldec's JSON shape.
//!
//! Each test binary uses part of this module.
#![allow(dead_code)]

use hcl2::diagnostic::{Diagnostic, Diagnostics, Pos, Range, Severity};
use serde_json::{json, Value as J};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The corpus readers of the parser's tests (shared with the lib's unit tests).
pub mod corpora;

// ------------------------------------------------------------ the hcl program

/// The `hcl` program: the one cargo built for this test binary, or (for an
/// example, which cargo gives no such path) `hcl` in the target folder the
/// example runs from (`target/<profile>/examples/..`).
pub fn hcl_bin() -> PathBuf {
    if let Some(p) = option_env!("CARGO_BIN_EXE_hcl") {
        return PathBuf::from(p);
    }
    let exe = std::env::current_exe().expect("the running program's path");
    let bin = exe
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("hcl"))
        .expect("target folder");
    assert!(
        bin.is_file(),
        "{} missing: build it first (cargo build --release --bin hcl)",
        bin.display()
    );
    bin
}

/// What a run of `hcl` printed, and its exit status.
#[derive(Debug, Clone, PartialEq)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

impl From<std::process::Output> for Output {
    fn from(o: std::process::Output) -> Output {
        Output {
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
            // killed by a signal: -1 (never a status the tests expect)
            status: o.status.code().unwrap_or(-1),
        }
    }
}

/// Runs `hcl ARGS` in folder `dir`.
pub fn hcl(dir: &Path, args: &[&str]) -> Output {
    hcl_with(dir, args, None, &[])
}

/// Runs `hcl ARGS` in folder `dir` with `stdin` as standard input (none:
/// an empty one) and the environment changed by `env` (`(name, None)`
/// removes a variable).
pub fn hcl_with(
    dir: &Path,
    args: &[&str],
    stdin: Option<&[u8]>,
    env: &[(&str, Option<&str>)],
) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut c = std::process::Command::new(hcl_bin());
    c.args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        match v {
            Some(v) => c.env(k, v),
            None => c.env_remove(k),
        };
    }
    let mut child = c.spawn().expect("run hcl");
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.unwrap_or_default().to_vec();
    // written from a thread: a large input must not block on a full pipe
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().expect("hcl output");
    writer.join().expect("stdin writer");
    out.into()
}

/// Runs `hcl eval --hcleval ARGS` in folder `dir`: the reference `hcleval`'s
/// interface, statuses (2 for diagnostics, 1 for a value JSON cannot hold)
/// and blocks-are-errors, which the recorded oracle outputs follow.
pub fn hcleval(dir: &Path, args: &[&str]) -> Output {
    let mut all = vec!["eval", "--hcleval"];
    all.extend_from_slice(args);
    hcl(dir, &all)
}

/// `f` over `items` on two threads (each case is a process; the order of
/// the results is that of `items`).
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let half = items.len().div_ceil(2);
    let (a, b) = items.split_at(half);
    std::thread::scope(|s| {
        let h = s.spawn(|| b.iter().map(&f).collect::<Vec<R>>());
        let mut out: Vec<R> = a.iter().map(&f).collect();
        out.extend(h.join().expect("worker thread"));
        out
    })
}

// ------------------------------------------------------------ program corpora

// ------------------------------------------- guards against passing vacuously

/// True when the `HCL2_BLESS` environment variable is set (and not `0`):
/// golden files, snapshots and allow-lists are then rewritten from our
/// output instead of compared with it.
pub fn bless() -> bool {
    std::env::var_os("HCL2_BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

/// `<crate root>/<rel>`.
pub fn repo_path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The files of `dir` whose names end with `suffix` (and not with any of
/// `except`), sorted. A missing or unreadable folder is a failure.
pub fn files_ending(dir: &Path, suffix: &str, except: &[&str]) -> Vec<PathBuf> {
    let rd = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("corpus folder {} cannot be read: {e}", dir.display()));
    let mut out: Vec<PathBuf> = rd
        .map(|e| e.expect("folder entry").path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.ends_with(suffix) && !except.iter().any(|x| n.ends_with(x))
        })
        .collect();
    out.sort();
    out
}

/// The text of an expectation (or golden) file; a missing one is a failure
/// that names it.
pub fn read_expect(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("expectation file {} missing: {e}", path.display()))
}

/// Fails unless `ran` cases ran from `what`, at least `min` (the size of the
/// corpus when this was written, give or take what regenerating it may drop).
pub fn assert_ran(what: &str, ran: usize, min: usize) {
    assert!(
        ran >= min,
        "{what}: only {ran} cases ran, at least {min} expected (is the corpus missing?)"
    );
}

/// A checked allow-list of known differences, one key per line (`#` starts
/// a comment), in `tests/allow/<name>.txt`, read by one runner for one
/// corpus; a missing file is an empty list. Every difference must be listed,
/// and every listed key must still differ: a stale entry (agreeing again, or
/// naming no case) fails too. Under `HCL2_BLESS` the file is rewritten with
/// the differences found (and removed when there are none).
pub struct AllowList {
    name: String,
    path: PathBuf,
    entries: BTreeSet<String>,
}

impl AllowList {
    pub fn load(name: &str) -> Self {
        let path = repo_path("tests/allow").join(format!("{name}.txt"));
        let entries = std::fs::read_to_string(&path)
            .unwrap_or_default()
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
            .filter(|l| !l.is_empty())
            .collect();
        AllowList {
            name: name.to_string(),
            path,
            entries,
        }
    }

    /// Given the keys that were checked and those (of them) that differ,
    /// the problems: differences not listed and listed keys that do not
    /// differ. Under `HCL2_BLESS` rewrites the list and reports nothing.
    pub fn check(&self, checked: &BTreeSet<String>, differ: &BTreeSet<String>) -> Vec<String> {
        if bless() {
            if differ.is_empty() {
                let _ = std::fs::remove_file(&self.path);
            } else {
                std::fs::create_dir_all(self.path.parent().unwrap()).unwrap();
                let mut text = format!(
                    "# {}: known differences (one key a line), checked by the tests;\n\
                     # rewritten by HCL2_BLESS=1 cargo test --release\n",
                    self.name
                );
                for k in differ {
                    text.push_str(k);
                    text.push('\n');
                }
                std::fs::write(&self.path, text).unwrap();
            }
            return Vec::new();
        }
        let mut out = Vec::new();
        for k in differ.difference(&self.entries) {
            out.push(format!(
                "{k}: differs and is not in tests/allow/{}.txt",
                self.name
            ));
        }
        for k in self.entries.difference(differ) {
            let why = if checked.contains(k) {
                "agrees now"
            } else {
                "was not checked (no such case, or it fails otherwise)"
            };
            out.push(format!(
                "{k}: listed in tests/allow/{}.txt but {why}: remove the entry",
                self.name
            ));
        }
        out
    }
}

// ------------------------------------------------------------ program corpora

/// `tests/corpus/<name>`.
pub fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name)
}

/// The `.hcl` programs of a corpus directory, sorted.
pub fn programs(dir: &Path) -> Vec<PathBuf> {
    files_ending(dir, ".hcl", &[])
}

/// The names of a corpus directory's `.json` case files (not their
/// `.expect.json` expectations), sorted.
pub fn json_cases(dir: &Path) -> Vec<String> {
    files_ending(dir, ".json", &[".expect.json"])
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

/// Names followed by `(` in the program text (a superset of the functions
/// it calls).
pub fn called_names(src: &str) -> BTreeSet<String> {
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

/// The diagnostics of an `hcl eval --diags=json` output as a set of
/// "severity | summary | file:start-end" lines (and "| detail" when
/// `with_detail`).
pub fn diag_set(v: &J, with_detail: bool) -> BTreeSet<String> {
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

/// How one program compares with its recorded reference output.
#[derive(Default)]
pub struct Comparison {
    /// Exit status, value and type, or diagnostics (severity, summary,
    /// range) differ.
    pub problem: Option<String>,
    /// Everything above agrees but some diagnostic detail differs.
    pub detail_problem: Option<String>,
}

/// Runs program `file` of `dir` (with the corpus's `vars.json`) with
/// `hcl eval --hcleval --functions=FUNCTIONS --with-type --diags=json` and
/// compares with `expect` (`{"exit", "stdout", "stderr"}`): exit status;
/// for success the value and its type exactly; for diagnostics the set of
/// (severity, summary, subject range), then the details; otherwise
/// stderr's text. `functions` is `cty` (the oracle's names) or `full`.
pub fn compare_program(dir: &Path, file: &str, expect: &J, functions: &str) -> Comparison {
    let set = format!("--functions={functions}");
    let got = hcleval(
        dir,
        &[&set, "-V", "vars.json", "--with-type", "--diags=json", file],
    );
    let want_exit = expect["exit"].as_i64().unwrap_or(-1) as i32;
    let mut c = Comparison::default();
    if got.status != want_exit {
        c.problem = Some(format!(
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
            Ok(g) => c.problem = Some(format!("value {g}\n   want {}", expect["stdout"])),
            Err(e) => c.problem = Some(format!("bad stdout {e}: {}", got.stdout)),
        }
    } else if want_exit == 2 {
        let g: J = serde_json::from_str(&got.stderr).unwrap_or(J::Null);
        let (gs, ws) = (diag_set(&g, false), diag_set(&expect["stderr"], false));
        if gs != ws {
            c.problem = Some(format!("diags {gs:#?}\n   want {ws:#?}"));
        } else {
            let (gd, wd) = (diag_set(&g, true), diag_set(&expect["stderr"], true));
            if gd != wd {
                c.detail_problem = Some(format!("details {gd:#?}\n   want {wd:#?}"));
            }
        }
    } else {
        let want = expect["stderr"].as_str().unwrap_or("").trim().to_string();
        if got.stderr.trim() != want {
            c.problem = Some(format!("stderr {:?} want {:?}", got.stderr.trim(), want));
        }
    }
    c
}

// ------------------------------------------------ diagnostics as hcldec JSON

pub fn range_json(r: &Range) -> J {
    let p = |p: &Pos| json!({"line": p.line, "column": p.column, "byte": p.byte});
    json!({"filename": &*r.filename, "start": p(&r.start), "end": p(&r.end)})
}

/// One diagnostic as `hcldec --diags=json` writes it.
pub fn diag_json(d: &Diagnostic) -> J {
    let mut o = json!({
        "severity": if d.severity == Severity::Error { "error" } else { "warning" },
        "summary": d.summary,
    });
    if !d.detail.is_empty() {
        o["detail"] = json!(d.detail);
    }
    if let Some(s) = &d.subject {
        o["subject"] = range_json(s);
    }
    o
}

/// The order the corpora store diagnostics in: by subject (file, start,
/// end), then severity, summary, detail.
pub fn diag_sort_key(d: &J) -> (String, u64, u64, String, String, String) {
    let s = &d["subject"];
    (
        s["filename"].as_str().unwrap_or("").to_string(),
        s["start"]["byte"].as_u64().unwrap_or(0),
        s["end"]["byte"].as_u64().unwrap_or(0),
        d["severity"].as_str().unwrap_or("").to_string(),
        d["summary"].as_str().unwrap_or("").to_string(),
        d["detail"].as_str().unwrap_or("").to_string(),
    )
}

/// Our diagnostics as a sorted JSON list.
pub fn sorted_diags(diags: &Diagnostics) -> Vec<J> {
    let mut v: Vec<J> = diags.iter().map(diag_json).collect();
    v.sort_by_key(diag_sort_key);
    v
}

/// Sorts the `"diagnostics"` list of an `hcldec --diags=json` output in
/// place (other values are left alone).
pub fn sort_diags_in(v: &mut J) {
    if let Some(list) = v.get_mut("diagnostics").and_then(J::as_array_mut) {
        list.sort_by_key(diag_sort_key);
    }
}

// ------------------------------------------ the reference parser dump's shape

// The parsed body as `tests/oracle/parsedump` prints the reference's:
// attributes, blocks, ranges (without file names) and variable references.

use hcl2::diagnostic::{SourceFile, Span};
use hcl2::internal::ast::{Body, IndexKey, TraverseStep};
use serde_json::Value;

pub fn dump_range(r: &Range) -> Value {
    json!({
        "start": {"line": r.start.line, "column": r.start.column, "byte": r.start.byte},
        "end": {"line": r.end.line, "column": r.end.column, "byte": r.end.byte},
    })
}

pub fn rj(src: &SourceFile, s: Span) -> Value {
    dump_range(&src.range(s))
}

pub fn step_json(src: &SourceFile, s: &TraverseStep) -> Value {
    match s {
        TraverseStep::Attr { name, span } => {
            json!({"name": name.as_str(), "range": rj(src, *span)})
        }
        TraverseStep::Index { key, span } => {
            let k = match key {
                IndexKey::Number(n) => json!(n.parse::<f64>().unwrap()),
                IndexKey::String(s) => json!(s.to_string()),
                IndexKey::Bool(b) => json!(b),
                IndexKey::Null => Value::Null,
            };
            json!({"index": k, "range": rj(src, *span)})
        }
    }
}

/// Our body in the shape of the reference parser dump's.
pub fn body_json(b: &Body, src: &SourceFile) -> Value {
    let mut attrs: Vec<_> = b.attributes.iter().collect();
    attrs.sort_by(|a, b| a.name.name.cmp(&b.name.name));
    let attrs: Vec<Value> = attrs
        .iter()
        .map(|a| {
            let vars: Vec<Value> = a
                .expr
                .variables()
                .iter()
                .map(|t| {
                    let mut steps = vec![
                        json!({"name": t.root_name().as_str(), "range": rj(src, t.root_span())}),
                    ];
                    steps.extend(t.steps().iter().map(|s| step_json(src, s)));
                    Value::Array(steps)
                })
                .collect();
            json!({
                "name": a.name.name.as_str(),
                "name_range": rj(src, a.name.span),
                "range": rj(src, a.span),
                "expr_range": rj(src, a.expr.span),
                "variables": vars,
            })
        })
        .collect();
    let blocks: Vec<Value> = b
        .blocks
        .iter()
        .map(|bl| {
            json!({
                "type": bl.ty.name.as_str(),
                "type_range": rj(src, bl.ty.span),
                "labels": bl.labels.iter().map(|l| l.value.as_str()).collect::<Vec<_>>(),
                "label_ranges": bl.labels.iter().map(|l| rj(src, l.span)).collect::<Vec<_>>(),
                "open_brace": rj(src, bl.open_brace),
                "close_brace": rj(src, bl.close_brace),
                "body": body_json(&bl.body, src),
            })
        })
        .collect();
    json!({
        "attributes": attrs,
        "blocks": blocks,
        "range": rj(src, b.span),
        "end_range": rj(src, b.end_span),
    })
}

/// Equal JSON, numbers by value.
pub fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

/// Our diagnostics as `[severity, summary, subject]` rows (the subject's
/// range without its file name), sorted: the shape [`reference_diag_rows`]
/// gives the reference parser dump's list, for comparing them as multisets.
pub fn diag_rows(diags: &Diagnostics) -> Vec<Value> {
    let mut rows: Vec<Value> = diags
        .iter()
        .map(|d| {
            let sev = if d.is_error() { "error" } else { "warning" };
            let subj = d.subject.as_ref().map(dump_range).unwrap_or(Value::Null);
            json!([sev, d.summary, subj])
        })
        .collect();
    rows.sort_by_key(|v| v.to_string());
    rows
}

/// Our diagnostics as `[severity, summary, detail, subject]` rows, sorted
/// (compared with [`reference_diag_detail_rows`]).
pub fn diag_detail_rows(diags: &Diagnostics) -> Vec<Value> {
    let mut rows: Vec<Value> = diags
        .iter()
        .map(|d| {
            let sev = if d.is_error() { "error" } else { "warning" };
            let subj = d.subject.as_ref().map(dump_range).unwrap_or(Value::Null);
            json!([sev, d.summary, d.detail, subj])
        })
        .collect();
    rows.sort_by_key(|v| v.to_string());
    rows
}

/// The `diagnostics` of a reference parser dump as [`diag_detail_rows`]
/// writes ours.
pub fn reference_diag_detail_rows(dump: &Value) -> Vec<Value> {
    let mut rows: Vec<Value> = dump["diagnostics"]
        .as_array()
        .expect("a diagnostics list")
        .iter()
        .map(|d| {
            let s = &d["subject"];
            let subj = if s.is_null() {
                Value::Null
            } else {
                json!({"start": s["start"], "end": s["end"]})
            };
            json!([
                d["severity"],
                d["summary"],
                d["detail"].as_str().unwrap_or(""),
                subj
            ])
        })
        .collect();
    rows.sort_by_key(|v| v.to_string());
    rows
}

/// The `diagnostics` of a reference parser dump as [`diag_rows`] writes ours.
pub fn reference_diag_rows(dump: &Value) -> Vec<Value> {
    let mut rows: Vec<Value> = dump["diagnostics"]
        .as_array()
        .expect("a diagnostics list")
        .iter()
        .map(|d| {
            let s = &d["subject"];
            let subj = if s.is_null() {
                Value::Null
            } else {
                json!({"start": s["start"], "end": s["end"]})
            };
            json!([d["severity"], d["summary"], subj])
        })
        .collect();
    rows.sort_by_key(|v| v.to_string());
    rows
}

// ------------------------------------------------------------ property tests

/// Failure persistence for the property tests: the committed
/// `*.proptest-regressions` file beside a test is read (its seeds run
/// first), but a new failure writes nothing into the working tree; its
/// seed line is printed instead, to be added to that file by hand.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadOnlyRegressions;

impl proptest::test_runner::FailurePersistence for ReadOnlyRegressions {
    fn load_persisted_failures2(
        &self,
        source_file: Option<&'static str>,
    ) -> Vec<proptest::test_runner::PersistedSeed> {
        proptest::test_runner::FileFailurePersistence::SourceParallel("proptest-regressions")
            .load_persisted_failures2(source_file)
    }

    fn save_persisted_failure2(
        &mut self,
        source_file: Option<&'static str>,
        seed: proptest::test_runner::PersistedSeed,
        shrunken_value: &dyn std::fmt::Debug,
    ) {
        eprintln!(
            "proptest: a new failure (nothing written); to keep it, add this line to the \
             .proptest-regressions file beside {}:\n{seed} # shrinks to {shrunken_value:?}",
            source_file.unwrap_or("the test")
        );
    }

    fn box_clone(&self) -> Box<dyn proptest::test_runner::FailurePersistence> {
        Box::new(self.clone())
    }

    fn eq(&self, other: &dyn proptest::test_runner::FailurePersistence) -> bool {
        other.as_any().downcast_ref::<Self>().is_some()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// The property tests' configuration: `cases` cases (the environment's
/// `PROPTEST_*` variables apply as usual), regressions read but never
/// written ([`ReadOnlyRegressions`]).
pub fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases,
        failure_persistence: Some(Box::new(ReadOnlyRegressions)),
        ..proptest::test_runner::Config::default()
    }
}
