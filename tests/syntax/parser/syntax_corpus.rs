//! The syntax corpus: every `tests/corpus/syntax/NAME.hcl` is parsed and
//! compared with `NAME.expect.json`, the reference parser's output
//! (acceptance; for rejected files the first error's subject range and the
//! whole list of diagnostics, severity, summary and subject, then their
//! details (a file whose details differ must be listed in the checked
//! allow-list `tests/allow/details-<folder>.txt`); for accepted files the
//! whole structure with ranges and variable references). A missing folder or
//! expectation file, or fewer files than each folder holds, fail.

use crate::common::{
    assert_ran, body_json, diag_detail_rows, diag_rows, dump_range as range_json, files_ending,
    read_expect, reference_diag_detail_rows, reference_diag_rows, same, AllowList,
};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

fn first_diff(path: &str, a: &Value, b: &Value) -> Option<String> {
    match (a, b) {
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (a, b))| first_diff(&format!("{path}[{i}]"), a, b)),
        (Value::Object(x), Value::Object(y)) if x.len() == y.len() => {
            x.iter().find_map(|(k, v)| {
                y.get(k)
                    .and_then(|w| first_diff(&format!("{path}.{k}"), v, w))
            })
        }
        _ if same(a, b) => None,
        _ => Some(format!("{path}: ours {a} reference {b}")),
    }
}

thread_local! {
    /// (rejected files, rejected files where our diagnostic count matches)
    static STATS: std::cell::RefCell<(usize, usize)> = const { std::cell::RefCell::new((0, 0)) };
}

/// Rejected inputs on which we report the reference's first error but not
/// all of its later ones (its recovery inside a broken expression keeps
/// parsing tokens our parser has already given up on):
/// - `err_invalid_expr_start_tokens`: after `a = ,` the reference, in
///   recovery mode, still reports `c = ?` (a conditional with no false
///   branch) and `d = .` (an attribute access with no name).
/// - `err_directive_33`: a `for` directive whose collection expression is
///   itself malformed (`[1,2}`); the reference also reports the template as
///   unterminated.
const PARTIAL: &[&str] = &["err_invalid_expr_start_tokens", "err_directive_33"];

fn check_dir(dir: &Path, failures: &mut Vec<String>) -> usize {
    let folder = dir.file_name().unwrap().to_string_lossy().into_owned();
    let (mut checked, mut differ) = (BTreeSet::new(), BTreeSet::new());
    let names = files_ending(dir, ".hcl", &[]);
    for path in &names {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let expect: Value =
            serde_json::from_str(&read_expect(&path.with_extension("expect.json"))).unwrap();
        let bytes = std::fs::read(path).unwrap();
        let (file, diags) = hcl2::internal::parser::parse_config_bytes(
            &bytes,
            &format!("{name}.hcl"),
            &hcl2::Limits::unlimited(),
        );
        let ok = !diags.has_errors();
        let want_ok = expect["ok"].as_bool().unwrap();
        if ok != want_ok {
            let ours = diags.iter().next().map(|d| {
                format!(
                    "{} at {:?}",
                    d.summary,
                    d.subject.as_ref().map(|r| r.to_string())
                )
            });
            let theirs = expect["diagnostics"]
                .get(0)
                .map(|d| format!("{} at {}", d["summary"], d["subject"]));
            failures.push(format!("{name}: acceptance ours={ok} reference={want_ok}; ours: {ours:?}; reference: {theirs:?}"));
            continue;
        }
        if !ok {
            let theirs_n = expect["diagnostics"].as_array().unwrap().len();
            STATS.with(|c| {
                let mut c = c.borrow_mut();
                c.0 += 1;
                if diags.len() == theirs_n {
                    c.1 += 1;
                }
            });
            // every diagnostic: severity, summary and subject, as a multiset
            let all_ours = diag_rows(&diags);
            let all_theirs = reference_diag_rows(&expect);
            if all_ours != all_theirs && !PARTIAL.contains(&name.as_str()) {
                failures.push(format!(
                    "{name}: diagnostics differ\n  ours:      {all_ours:?}\n  reference: {all_theirs:?}"
                ));
            } else if all_ours == all_theirs {
                // the same diagnostics: their details must agree too, or be
                // listed as known differences
                let key = format!("{folder}/{name}.hcl");
                let (ours, theirs) = (
                    diag_detail_rows(&diags),
                    reference_diag_detail_rows(&expect),
                );
                if ours != theirs {
                    eprintln!("DETAIL {key}:\n  ours:      {ours:?}\n  reference: {theirs:?}");
                    differ.insert(key.clone());
                }
                checked.insert(key);
            }
            let ours = diags.iter().find(|d| d.is_error()).unwrap();
            let theirs = expect["diagnostics"]
                .as_array()
                .unwrap()
                .iter()
                .find(|d| d["severity"] == "error")
                .unwrap();
            let our_subject = ours.subject.as_ref().map(range_json).unwrap_or(Value::Null);
            if !same(&our_subject, &theirs["subject"]) {
                failures.push(format!(
                    "{name}: first error subject ours {} {} reference {} {}",
                    ours.summary, our_subject, theirs["summary"], theirs["subject"]
                ));
            }
            continue;
        }
        let ours = body_json(&file.body, &file.source);
        if let Some(d) = first_diff("body", &ours, &expect["body"]) {
            failures.push(format!("{name}: {d}"));
        }
    }
    failures.extend(AllowList::load(&format!("details-{folder}")).check(&checked, &differ));
    names.len()
}

#[test]
fn syntax_corpus_agrees_with_reference() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut failures = Vec::new();
    let mut n = 0;
    let ran = check_dir(&root.join("syntax"), &mut failures);
    assert_ran("tests/corpus/syntax", ran, 780);
    n += ran;
    for f in &failures {
        eprintln!("{f}");
    }
    let (rejected, same_count) = STATS.with(|c| *c.borrow());
    eprintln!("{n} files; of {rejected} rejected ones, {same_count} get exactly as many diagnostics as from the reference");
    assert!(
        failures.is_empty(),
        "{} of {n} corpus files disagree with the reference",
        failures.len()
    );
}
