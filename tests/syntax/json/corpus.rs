//! The JSON-syntax differential corpus (`tests/corpus/json`): every input is
//! parsed with our JSON parser and decoded with the corpus spec as hcldec
//! does (`--with-type --keep-nulls`, and `--var-refs`), and the result is
//! compared with the reference hcldec's recorded output: exit status, the
//! typed value, the diagnostics (as a sorted set, as stored), the variable
//! references.

use crate::common::sorted_diags;
use crate::json::hcldec_cli::var_refs_json;
use hcl2::diagnostic::Diagnostics;
use hcl2::eval::EvalContext;
use hcl2::spec::file::load_spec_file;
use hcl2::spec::{decode, variables};
use hcl2::value::json as vjson;
use hcl2::value::Type;
use serde_json::{json, Value as Json};
use std::path::Path;

fn diags_json(diags: &Diagnostics) -> Json {
    json!({ "diagnostics": sorted_diags(diags) })
}

/// What our pipeline gives, in the expectation's shape.
fn run(
    src: &[u8],
    name: &str,
    spec: &hcl2::spec::file::SpecFile,
    ctx: Option<&EvalContext>,
    var_refs: bool,
) -> Json {
    let (file, mut diags) =
        hcl2::internal::json::parse_bytes(src, name, &hcl2::Limits::unlimited());
    if diags.has_errors() {
        return json!({"exit": 2, "stdout": null, "stderr": diags_json(&diags)});
    }
    let body = file.body();
    if var_refs {
        let refs = variables(body.as_ref(), &spec.root);
        let out = var_refs_json(&refs, ctx);
        let mut out: Json = serde_json::from_str(&out).unwrap();
        if let Some(list) = out.as_array_mut() {
            list.sort_by_key(|t| {
                (
                    t["range"]["start"]["byte"].as_u64().unwrap_or(0),
                    t["range"]["end"]["byte"].as_u64().unwrap_or(0),
                )
            });
        }
        return json!({"exit": 0, "stdout": out, "stderr": null});
    }
    let (val, dd) = decode(body.as_ref(), &spec.root, ctx);
    diags.extend(dd);
    if diags.has_errors() {
        return json!({"exit": 2, "stdout": null, "stderr": diags_json(&diags)});
    }
    let out = vjson::marshal(&val, &Type::Dynamic).unwrap();
    let stderr = if diags.is_empty() {
        Json::Null
    } else {
        diags_json(&diags)
    };
    json!({"exit": 0, "stdout": serde_json::from_str::<Json>(&out).unwrap(), "stderr": stderr})
}

#[test]
fn json_corpus_agrees_with_reference_hcldec() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/json");
    let (spec, sd) = load_spec_file(dir.join("spec.hcldec").to_str().unwrap());
    assert!(!sd.has_errors(), "{sd:?}");
    let ctx = (!spec.variables.is_empty()).then(|| {
        let mut c = EvalContext::new();
        c.set_variables(Some(spec.variables.clone().into_iter().collect()));
        c
    });
    let names = crate::common::json_cases(&dir);
    let (mut cases, mut failures) = (0, Vec::new());
    for name in &names {
        let src = std::fs::read(dir.join(name)).unwrap();
        let stem = name.trim_end_matches(".json");
        for (suffix, var_refs) in [("expect.json", false), ("varrefs.expect.json", true)] {
            let exp = crate::common::read_expect(&dir.join(format!("{stem}.{suffix}")));
            let exp: Json = serde_json::from_str(&exp).unwrap();
            cases += 1;
            let ours = run(&src, name, &spec, ctx.as_ref(), var_refs);
            if ours != exp {
                failures.push(format!(
                    "{stem}.{suffix}:\n ours:   {}\n theirs: {}",
                    serde_json::to_string(&ours).unwrap(),
                    serde_json::to_string(&exp).unwrap()
                ));
            }
        }
    }
    eprintln!(
        "json corpus: {} inputs, {cases} cases (decode + var-refs), {} agree, {} differ",
        names.len(),
        cases - failures.len(),
        failures.len()
    );
    crate::common::assert_ran("tests/corpus/json (decode + var-refs)", cases, 680);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
