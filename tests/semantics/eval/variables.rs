//! `Expression::variables()` and `range()` of native expressions checked
//! against the reference parser's output in the syntax corpus
//! (`tests/corpus/syntax/*.expect.json`, produced by `hclsyntax.Variables`
//! and `Expression.Range()`): every attribute of every valid input.

use hcl2::diagnostic::{Range, SourceFile};
use hcl2::eval::{Expression, Traverser};
use hcl2::internal::ast::Body;
use serde_json::{json, Value as J};
use std::sync::Arc;

fn range_json(r: &Range) -> J {
    json!({
        "start": {"line": r.start.line, "column": r.start.column, "byte": r.start.byte},
        "end": {"line": r.end.line, "column": r.end.column, "byte": r.end.byte},
    })
}

fn step_json(s: &Traverser) -> J {
    match s {
        Traverser::Root { name, range } | Traverser::Attr { name, range } => {
            json!({"name": name.as_str(), "range": range_json(range)})
        }
        Traverser::Index { key, range } => {
            let (k, _) = (hcl2::value::json::marshal(key, key.ty()), ());
            let k: J =
                serde_json::from_str(&k.unwrap_or_else(|_| "null".into())).unwrap_or(J::Null);
            json!({"index": k, "range": range_json(range)})
        }
        Traverser::Splat { range, .. } => json!({"splat": true, "range": range_json(range)}),
    }
}

fn check_body(body: Body, src: &Arc<SourceFile>, want: &J, name: &str, failures: &mut Vec<String>) {
    let want_attrs = want["attributes"].as_array().cloned().unwrap_or_default();
    let mut attrs = body.attributes;
    attrs.sort_by(|a, b| a.name.name.cmp(&b.name.name));
    for (a, w) in attrs.into_iter().zip(want_attrs.iter()) {
        let e = hcl2::internal::native_expr(a.expr, src.clone());
        let got_vars: Vec<J> = e
            .variables()
            .iter()
            .map(|t| J::Array(t.steps().iter().map(step_json).collect()))
            .collect();
        let got_vars = J::Array(got_vars);
        if got_vars != w["variables"] {
            failures.push(format!(
                "{name}: attribute {}: variables\n  got  {got_vars}\n  want {}",
                a.name.name, w["variables"]
            ));
        }
        let got_range = range_json(&e.range());
        if got_range != w["expr_range"] {
            failures.push(format!(
                "{name}: attribute {}: range\n  got  {got_range}\n  want {}",
                a.name.name, w["expr_range"]
            ));
        }
    }
    let want_blocks = want["blocks"].as_array().cloned().unwrap_or_default();
    for (b, w) in body.blocks.into_iter().zip(want_blocks.iter()) {
        check_body(b.body, src, &w["body"], name, failures);
    }
}

#[test]
fn variables_and_ranges_match_reference() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/syntax");
    let names = crate::common::files_ending(&dir, ".hcl", &[]);
    let mut failures = Vec::new();
    let mut checked = 0;
    let mut skipped = 0;
    for p in names {
        let want = crate::common::read_expect(&p.with_extension("expect.json"));
        let want: J = serde_json::from_str(&want).unwrap();
        if want["ok"] != J::Bool(true) {
            continue;
        }
        let bytes = std::fs::read(&p).expect("read");
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let (file, d) =
            hcl2::internal::parser::parse_config_bytes(&bytes, &name, &hcl2::Limits::unlimited());
        if d.has_errors() {
            // Only inputs past our parser's nesting limit (a front-end
            // decision) are rejected here.
            assert!(
                d.iter().all(|x| x.summary == "Nesting too deep"),
                "{name}: {d:?}"
            );
            skipped += 1;
            continue;
        }
        checked += 1;
        check_body(file.body, &file.source, &want["body"], &name, &mut failures);
    }
    for f in failures.iter().take(30) {
        eprintln!("MISMATCH {f}");
    }
    eprintln!(
        "variables/ranges: {checked} valid inputs checked ({skipped} beyond the parser's nesting limit), {} mismatches",
        failures.len()
    );
    crate::common::assert_ran("tests/corpus/syntax (valid inputs)", checked, 360);
    assert!(failures.is_empty());
}
