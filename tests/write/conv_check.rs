//! The conversion check over real files (`tests/corpus/conv/expect.jsonl`,
//! written by `tests/oracle/gen_conv.py` with the reference hcldec): for
//! every case of `tests/corpus/fmt/real/`, our `to_json` must still write
//! the JSON the reference was run on (same SHA-256), and our library must
//! decode that JSON with the case's spec as the reference decoded it: in
//! `--var-refs` mode (traversals without ranges, as a multiset) and in
//! value mode (the value with its type, or the error summaries). Where the
//! reference decoded our JSON like the native file (`agree`), that is the
//! native file's outcome.

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

/// Our `(varrefs, value)` for a JSON document, in the generator's shapes.
fn ours(json_src: &str, name: &str, spec_src: &str) -> (Vec<J>, J) {
    let (sf, d) = hcl2::spec::file::load_spec_source(spec_src, "spec.hcldec");
    assert!(!d.has_errors(), "{name}: spec: {d:?}");
    let (file, d) = hcl2::internal::json::parse(json_src, name);
    assert!(!d.has_errors(), "{name}: our JSON does not parse: {d:?}");
    let body = file.body();
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

#[test]
fn real_files_convert_as_the_reference_decodes_them() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let real = root.join("tests/corpus/fmt/real");
    let expect = std::fs::read_to_string(root.join("tests/corpus/conv/expect.jsonl"))
        .expect("tests/corpus/conv/expect.jsonl (python3 tests/oracle/gen_conv.py)");
    let (mut cases, mut agree, mut failed) = (0, 0, Vec::new());
    let mut ref_panics = 0;
    for line in expect.lines() {
        let case: J = serde_json::from_str(line).expect("JSON line");
        let name = case["name"].as_str().expect("name");
        cases += 1;
        let src = std::fs::read_to_string(real.join(name)).expect("real case");
        let json_src = hcl2::write::json::to_json(&src, name).expect("to_json");
        let sha: String = (Sha256::digest(json_src.as_bytes()).iter())
            .map(|b| format!("{b:02x}"))
            .collect();
        if sha != case["json_sha256"].as_str().unwrap_or("") {
            failed.push(format!(
                "{name}: to_json's output changed since the reference ran on it (regenerate with tests/oracle/gen_conv.py)"
            ));
            continue;
        }
        let agrees = case["agree"] == J::Bool(true);
        agree += agrees as usize;
        // what the reference gave for this very JSON (the native file's
        // outcome where they agree)
        let want = &case["json"];
        let (refs, value) = ours(
            &json_src,
            &format!("{}.json", &name[..name.len() - 4]),
            case["spec"].as_str().expect("spec"),
        );
        let want_refs = sorted_refs(want["varrefs"].as_array().expect("varrefs").clone());
        if refs != want_refs {
            failed.push(format!(
                "{name}: var-refs differ:\n ours {refs:?}\n ref  {want_refs:?}"
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
            ref_panics += 1;
        } else if !same(&value, &want_value) {
            failed.push(format!(
                "{name}: value differs:\n ours {value}\n ref  {want_value}"
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "{} problems:\n{}",
        failed.len(),
        failed.join("\n")
    );
    assert_eq!(cases, 1650, "cases");
    assert!(
        ref_panics < 100,
        "{ref_panics} cases where the reference panicked"
    );
    // the reference decodes our JSON like the native file for all but the
    // four Terragrunt files that mix `include {}` with `include "x" {}`
    assert_eq!(
        agree, 1646,
        "files where the reference decodes our JSON like the native file"
    );
}

/// For `tests/oracle/gen_conv.py`: our JSON of every real case, as this build
/// writes it (serde_json's features change key order), into the folder
/// `HCL2_CONV_EXPORT` names.
#[test]
#[ignore = "needs HCL2_CONV_EXPORT=DIR; run by tests/oracle/gen_conv.py"]
fn export_real_files_as_json() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let real = root.join("tests/corpus/fmt/real");
    let dir = std::env::var_os("HCL2_CONV_EXPORT").expect("HCL2_CONV_EXPORT names the folder");
    // for the generator: our JSON of every real case, as this build
    // writes it (serde_json's features change key order)
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("export folder");
    let mut n = 0;
    for e in std::fs::read_dir(&real).expect("tests/corpus/fmt/real") {
        let p = e.expect("entry").path();
        let name = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_string();
        if !name.ends_with(".hcl") || name.ends_with(".out.hcl") {
            continue;
        }
        let src = std::fs::read_to_string(&p).expect("real case");
        if let Ok(j) = hcl2::write::json::to_json(&src, &name) {
            std::fs::write(dir.join(format!("{}.json", &name[..name.len() - 4])), j)
                .expect("write");
            n += 1;
        }
    }
    assert!(n >= 1650, "exported {n}");
}
