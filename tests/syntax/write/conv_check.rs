//! The conversion check over real files (`tests/corpus/conv/expect.jsonl`,
//! written by `tests/oracle/gen_conv.py` with the reference hcldec): for
//! every real file of `tests/corpus/fmt/real/` and
//! `tests/corpus/mutants/*/files/`, our `to_json` must still write the JSON
//! the reference was run on (same SHA-256), `json_to_hcl` with the file's
//! spec must still write the native file back that it was run on, and our
//! library must decode both with the case's spec as the reference decoded
//! them: in `--var-refs` mode (traversals without ranges, as a multiset) and
//! in value mode (the value with its type, or the error summaries). Where
//! the reference decoded our JSON (or our native file back) like the
//! original (`agree`, `back_agree`), that is the original's outcome.

use hcl2::eval::{EvalContext, Traverser};
use hcl2::value::{Type, Value};
use serde_json::{json, Value as J};
use sha2::{Digest, Sha256};
use std::path::PathBuf;

/// Objects with their keys in order, recursively.
fn canon(v: &J) -> J {
    match v {
        J::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            J::Object(
                keys.into_iter()
                    .map(|k| (k.clone(), canon(&m[k])))
                    .collect(),
            )
        }
        J::Array(a) => J::Array(a.iter().map(canon).collect()),
        _ => v.clone(),
    }
}

fn sorted_refs(v: Vec<J>) -> Vec<J> {
    let mut v: Vec<J> = v.iter().map(canon).collect();
    v.sort_by_key(|x| x.to_string());
    v
}

fn key_json(k: &Value) -> J {
    let text = hcl2::value::json::marshal(k, k.ty()).expect("index key as JSON");
    serde_json::from_str(&text).expect("JSON")
}

/// Our `(varrefs, value)` for a document (JSON syntax when `name` ends in
/// `.json`), in the generator's shapes.
fn ours(src: &str, name: &str, spec_src: &str) -> (Vec<J>, J) {
    let (sf, d) = hcl2::spec::file::load_spec_source(spec_src, "spec.hcldec");
    assert!(!d.has_errors(), "{name}: spec: {d:?}");
    let (body, d) = if name.ends_with(".json") {
        hcl2::parse_json(src, name)
    } else {
        hcl2::parse(src, name)
    };
    assert!(!d.has_errors(), "{name}: our output does not parse: {d:?}");
    let refs = hcl2::spec::variables(&*body, &sf.root)
        .iter()
        .map(|t| {
            let root = match t.steps().first() {
                Some(Traverser::Root { name, .. }) => name.to_string(),
                _ => String::new(),
            };
            let steps: Vec<J> = (t.steps().iter())
                .map(|s| match s {
                    Traverser::Root { name, .. } => json!({"kind": "root", "name": name.as_str()}),
                    Traverser::Attr { name, .. } => json!({"kind": "attr", "name": name.as_str()}),
                    Traverser::Index { key, .. } => json!({"kind": "index", "key": key_json(key)}),
                    _ => json!({"kind": "(unknown)"}),
                })
                .collect();
            json!({"root_name": root, "steps": steps})
        })
        .collect();
    let ctx = EvalContext::new().with_variable("hcl2_conv_check", Value::bool(true));
    let (v, d) = hcl2::spec::decode(&*body, &sf.root, Some(&ctx));
    let value = if d.has_errors() {
        let mut errs: Vec<String> = (d.iter())
            .filter(|x| x.is_error())
            .map(|x| x.summary.to_string())
            .collect();
        errs.sort();
        json!({ "errors": errs })
    } else {
        let text = hcl2::value::json::marshal(&v, &Type::Dynamic).expect("value as JSON");
        json!({ "ok": serde_json::from_str::<J>(&text).expect("JSON") })
    };
    (sorted_refs(refs), value)
}

/// The comparable part of a recorded value outcome (the exit code is the
/// CLI's business).
fn recorded_value(v: &J) -> J {
    match v.get("errors") {
        Some(e) => json!({ "errors": e }),
        None => v.clone(),
    }
}

/// Numbers compared by value: the generator's JSON went through Python.
fn same(a: &J, b: &J) -> bool {
    match (a, b) {
        (J::Number(x), J::Number(y)) => {
            x.to_string() == y.to_string()
                || (x.as_f64().zip(y.as_f64())).is_some_and(|(p, q)| p == q)
        }
        (J::Array(x), J::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q))
        }
        (J::Object(x), J::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, p)| y.get(k).is_some_and(|q| same(p, q)))
        }
        _ => a == b,
    }
}

fn sha256(text: &str) -> String {
    (Sha256::digest(text.as_bytes()).iter())
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Our outcome for `text` against the reference's recorded one; `None`
/// when they agree (or the reference panicked: nothing to compare).
fn compare(case: &J, side: &str, text: &str, name: &str, panics: &mut usize) -> Option<String> {
    let want = &case[side];
    let (refs, value) = ours(text, name, case["spec"].as_str().expect("spec"));
    let want_refs = sorted_refs(want["varrefs"].as_array().expect("varrefs").clone());
    if refs != want_refs {
        return Some(format!(
            "{name} ({side}): var-refs differ:\n ours {refs:?}\n ref  {want_refs:?}"
        ));
    }
    let want_value = recorded_value(&want["value"]);
    let crashed = (want_value["errors"].as_array()).is_some_and(|e| {
        e.iter()
            .any(|x| x.as_str().is_some_and(|s| s.starts_with("panic:")))
    });
    if crashed {
        // the reference's hcldec panicked (block_list elements of
        // inconsistent types): nothing to compare the value with
        *panics += 1;
        None
    } else if !same(&value, &want_value) {
        Some(format!(
            "{name} ({side}): value differs:\n ours {value}\n ref  {want_value}"
        ))
    } else {
        None
    }
}

/// The cases of expect.jsonl: 1,650 of fmt/real, 240 unmutated files of
/// the mutant corpus (five more are left out: their bodies use one name for
/// an attribute and a block, or they do not parse).
const CASES: usize = 1890;
const MUTANT_FILES: usize = 240;
/// Where the reference decodes our JSON, and our native file back, like the
/// original: all but the four Terragrunt files (fmt/real/0817, 0836, 1031,
/// 1032) that mix `include {}` with `include "x" {}`, which no one spec
/// fits: the JSON of one block type has one label count, and `json_to_hcl`
/// refuses their JSON with the spec.
const AGREE: usize = 1886;
const BACK_AGREE: usize = 1886;
const REFUSED: usize = 4;

#[test]
fn real_files_convert_as_the_reference_decodes_them() {
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let expect = std::fs::read_to_string(corpus.join("conv/expect.jsonl"))
        .expect("tests/corpus/conv/expect.jsonl (python3 tests/oracle/gen_conv.py)");
    let (mut cases, mut agree, mut back_agree, mut failed) = (0, 0, 0, Vec::new());
    let (mut mutant_files, mut ref_panics, mut refused) = (0, 0, 0);
    for line in expect.lines() {
        let case: J = serde_json::from_str(line).expect("JSON line");
        let name = case["name"].as_str().expect("name");
        cases += 1;
        mutant_files += name.starts_with("mutants/") as usize;
        let src = std::fs::read_to_string(corpus.join(name)).expect("real case");
        let json_src = hcl2::write::json::to_json(&src, name).expect("to_json");
        if sha256(&json_src) != case["json_sha256"].as_str().unwrap_or("") {
            failed.push(format!(
                "{name}: to_json's output changed since the reference ran on it (regenerate with tests/oracle/gen_conv.py)"
            ));
            continue;
        }
        let (sf, d) =
            hcl2::spec::file::load_spec_source(case["spec"].as_str().unwrap(), "s.hcldec");
        assert!(!d.has_errors(), "{name}: {d:?}");
        let back = match hcl2::write::json_to_hcl(&json_src, "f.json", Some(&sf.root)) {
            Ok(b) => b,
            Err(_) if case["back_sha256"].is_null() => {
                // refused when the reference ran too: the JSON does not fit
                // the spec (one block type with different label counts)
                refused += 1;
                agree += (case["agree"] == J::Bool(true)) as usize;
                failed.extend(compare(&case, "json", &json_src, "f.json", &mut ref_panics));
                continue;
            }
            Err(d) => {
                failed.push(format!("{name}: json_to_hcl refused our JSON: {d:?}"));
                continue;
            }
        };
        if sha256(&back) != case["back_sha256"].as_str().unwrap_or("") {
            failed.push(format!(
                "{name}: json_to_hcl's output changed since the reference ran on it (regenerate with tests/oracle/gen_conv.py)"
            ));
            continue;
        }
        agree += (case["agree"] == J::Bool(true)) as usize;
        back_agree += (case["back_agree"] == J::Bool(true)) as usize;
        failed.extend(compare(&case, "json", &json_src, "f.json", &mut ref_panics));
        failed.extend(compare(&case, "back", &back, "f.hcl", &mut ref_panics));
    }
    assert!(
        failed.is_empty(),
        "{} problems:\n{}",
        failed.len(),
        failed.join("\n")
    );
    assert_eq!((cases, mutant_files), (CASES, MUTANT_FILES), "cases");
    assert_eq!(
        refused, REFUSED,
        "files whose JSON json_to_hcl refuses with their spec"
    );
    assert!(
        ref_panics < 200,
        "{ref_panics} cases where the reference panicked"
    );
    // the reference decodes our JSON, and our native file back, like the
    // original file for all but the files the next lines name
    assert_eq!(
        (agree, back_agree),
        (AGREE, BACK_AGREE),
        "files where the reference decodes our JSON / our native file back like the original"
    );
}
