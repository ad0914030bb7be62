//! The hcldec corpus (`tests/corpus/hcldec/GROUP/`, written by
//! `tests/oracle/gen_hcldec.py`): every `NAME.hcl` of every group decoded by
//! our `hcldec` program with the group's `spec.hcldec`, as the reference was
//! run (inside the group folder, `--diags=json`, then `--with-type
//! --keep-nulls` or `--var-refs`), against `NAME.expect.json` and
//! `NAME.varrefs.expect.json`: exit status, stdout (the typed value, or the
//! traversals sorted by range) and the diagnostics (sorted as stored). A
//! missing folder or expectation file, or fewer cases than the corpus
//! holds, fail.

use crate::common::{assert_ran, corpus, files_ending, read_expect, sort_diags_in};
use serde_json::Value as J;
use std::path::Path;
use std::process::Command;

fn parse_out(bytes: &[u8]) -> J {
    let s = String::from_utf8_lossy(bytes);
    if s.trim().is_empty() {
        return J::Null;
    }
    let mut v: J = serde_json::from_str(&s).unwrap_or_else(|_| J::String(s.trim().to_string()));
    sort_diags_in(&mut v);
    if let Some(list) = v.as_array_mut() {
        list.sort_by_key(|t| {
            (
                t["range"]["start"]["byte"].as_u64().unwrap_or(0),
                t["range"]["end"]["byte"].as_u64().unwrap_or(0),
                t.to_string(),
            )
        });
    }
    v
}

fn run(dir: &Path, file: &str, mode: &[&str]) -> J {
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .current_dir(dir)
        .args(["--spec=spec.hcldec", "--diags=json"])
        .args(mode)
        .arg(file)
        .output()
        .expect("run hcldec");
    serde_json::json!({
        "exit": out.status.code(),
        "stdout": parse_out(&out.stdout),
        "stderr": parse_out(&out.stderr),
    })
}

#[test]
fn hcldec_corpus_agrees_with_reference() {
    let root = corpus("hcldec");
    let mut groups: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.is_dir())
        .collect();
    groups.sort();
    assert_ran("tests/corpus/hcldec groups", groups.len(), 8);
    let (mut cases, mut failures) = (0, Vec::new());
    for g in &groups {
        for p in files_ending(g, ".hcl", &[]) {
            let file = p.file_name().unwrap().to_string_lossy().into_owned();
            let stem = file.trim_end_matches(".hcl");
            for (suffix, mode) in [
                ("expect.json", &["--with-type", "--keep-nulls"][..]),
                ("varrefs.expect.json", &["--var-refs"][..]),
            ] {
                let want: J =
                    serde_json::from_str(&read_expect(&g.join(format!("{stem}.{suffix}"))))
                        .expect("expectation JSON");
                cases += 1;
                let got = run(g, &file, mode);
                if got != want {
                    failures.push(format!(
                        "{}/{stem}.{suffix}:\n ours:   {got}\n theirs: {want}",
                        g.file_name().unwrap().to_string_lossy()
                    ));
                }
            }
        }
    }
    eprintln!(
        "hcldec corpus: {cases} cases, {} agree",
        cases - failures.len()
    );
    assert_ran("tests/corpus/hcldec (decode + var-refs)", cases, 164);
    assert!(
        failures.is_empty(),
        "{} of {cases} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
