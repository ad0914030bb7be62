//! Dynamic block expansion (`ext::dynblock`) against the reference's
//! `ext/dynblock` on `tests/corpus/dynblock` (oracle `dyndec`): each file is
//! expanded and decoded with an hcldec spec built from `schema.json`
//! (attributes of any type, every block type as a tuple of objects with
//! its labels as attributes); the value, type and diagnostics (severity,
//! summary, detail, subject) must agree. A missing folder or expectation
//! file, or fewer cases than the corpus holds, fail. The expanded bodies'
//! items listed without a schema (`items_in_order`, what serde's decoding
//! reads) must be what `content` gives with the schema, level by level.

use crate::common::{assert_ran, files_ending, read_expect};
use hcl2::body::{parse_native_file, Body, BodyItem, BodyRef, BodySchema};
use hcl2::eval::EvalContext;
use hcl2::ext::dynblock;
use hcl2::ext::library as lib;
use hcl2::spec::{decode, AttrSpec, BlockListSpec, Spec};
use hcl2::value::{json as vjson, Type};
use serde_json::Value as J;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn build_spec(s: &J) -> Spec {
    let mut items = Vec::new();
    for a in s["attrs"].as_array().into_iter().flatten() {
        let a = a.as_str().unwrap();
        items.push((
            a.into(),
            Spec::Attr(AttrSpec {
                name: a.into(),
                ty: Type::Dynamic,
                required: false,
            }),
        ));
    }
    for (i, l) in s["labels"].as_array().into_iter().flatten().enumerate() {
        let l = l.as_str().unwrap();
        items.push((
            l.into(),
            Spec::BlockLabel {
                index: i,
                name: l.into(),
            },
        ));
    }
    if let Some(bs) = s["blocks"].as_object() {
        for (name, b) in bs {
            items.push((
                name.as_str().into(),
                Spec::BlockTuple(BlockListSpec {
                    type_name: name.as_str().into(),
                    nested: Box::new(build_spec(b)),
                    min_items: 0,
                    max_items: 0,
                }),
            ));
        }
    }
    Spec::Object(items)
}

fn diags_json(d: &hcl2::diagnostic::Diagnostics) -> Vec<String> {
    let mut out: Vec<String> = d
        .iter()
        .map(|d| {
            let subj = d
                .subject
                .as_ref()
                .map(|r| format!("{}-{}", r.start.byte, r.end.byte))
                .unwrap_or_else(|| "-".into());
            format!(
                "{} | {} | {} | {}",
                if d.is_error() { "error" } else { "warning" },
                d.summary,
                d.detail,
                subj
            )
        })
        .collect();
    out.sort();
    out
}

fn expect_diags(e: &J) -> Vec<String> {
    let mut out: Vec<String> = e["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|d| {
            let subj = if d["subject"].is_null() {
                "-".to_string()
            } else {
                format!(
                    "{}-{}",
                    d["subject"]["start"]["byte"], d["subject"]["end"]["byte"]
                )
            };
            format!(
                "{} | {} | {} | {}",
                d["severity"].as_str().unwrap_or(""),
                d["summary"].as_str().unwrap_or(""),
                d["detail"].as_str().unwrap_or(""),
                subj
            )
        })
        .collect();
    out.sort();
    out
}

/// (root, start byte, end byte), sorted as the oracle sorts them.
fn travs(ts: &[hcl2::eval::Traversal]) -> Vec<(String, usize, usize)> {
    let mut v: Vec<(String, usize, usize)> = ts
        .iter()
        .map(|t| {
            let r = t.source_range();
            (
                t.root_name().unwrap_or("").to_string(),
                r.start.byte,
                r.end.byte,
            )
        })
        .collect();
    v.sort_by(|a, b| a.1.cmp(&b.1).then(a.0.cmp(&b.0)));
    v
}

fn exp_travs(j: &J) -> Vec<(String, usize, usize)> {
    j.as_array()
        .into_iter()
        .flatten()
        .map(|t| {
            (
                t["root"].as_str().unwrap_or("").to_string(),
                t["range"]["start"]["byte"].as_u64().unwrap_or(0) as usize,
                t["range"]["end"]["byte"].as_u64().unwrap_or(0) as usize,
            )
        })
        .collect()
}

#[test]
fn dynblock_corpus() {
    let dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/dynblock");
    let schema: J =
        serde_json::from_str(&std::fs::read_to_string(dir.join("schema.json")).unwrap()).unwrap();
    let spec = build_spec(&schema);
    let vars_text = std::fs::read_to_string(dir.join("vars.json")).unwrap();
    let vars = vjson::unmarshal_implied(&vars_text).unwrap();
    let mut ctx = EvalContext::with_tables().with_functions(lib::subset(&[
        "upper", "length", "keys", "range", "tolist", "toset", "tomap",
    ]));
    for (k, v) in vars.object_attrs().unwrap() {
        ctx.set_variable(k.clone(), v.clone());
    }
    let ctx = Arc::new(ctx);
    let names = files_ending(&dir, ".hcl", &[]);
    let (mut total, mut failures) = (0, Vec::new());
    for p in names {
        let exp = read_expect(&p.with_extension("expect.json"));
        total += 1;
        let exp: J = serde_json::from_str(&exp).unwrap();
        let src = std::fs::read_to_string(&p).unwrap();
        let name = p.file_name().unwrap().to_str().unwrap();
        let (body, mut diags) = parse_native_file(&src, name);
        let mut value = J::Null;
        let mut ty = J::Null;
        let (mut vars, mut evars) = (Vec::new(), Vec::new());
        if !diags.has_errors() {
            let body: BodyRef = Arc::new(body);
            vars = travs(&dynblock::variables_hcldec(body.clone(), &spec));
            evars = travs(&dynblock::expand_variables_hcldec(body.clone(), &spec));
            let expanded = dynblock::expand(body, ctx.clone());
            let (v, d) = decode(&*expanded, &spec, Some(&ctx));
            let failed = d.has_errors();
            diags.extend(d);
            if !failed && v.is_wholly_known() {
                if let Ok(j) = vjson::marshal(&v, v.ty()) {
                    value = serde_json::from_str(&j).unwrap();
                }
                if let Ok(t) = vjson::type_to_json(v.ty()) {
                    ty = serde_json::from_str(&t).unwrap();
                }
            }
        }
        let (gd, wd) = (diags_json(&diags), expect_diags(&exp));
        let (wv, wev) = (
            exp_travs(&exp["variables"]),
            exp_travs(&exp["expand_variables"]),
        );
        if value != exp["value"] || ty != exp["type"] || gd != wd || vars != wv || evars != wev {
            failures.push(format!(
                "{name}:\n  value {value}\n  want  {}\n  type {ty}\n  want {}\n  diags {gd:#?}\n  want  {wd:#?}\n  vars {vars:?}\n  want {wv:?}\n  expand vars {evars:?}\n  want {wev:?}",
                exp["value"], exp["type"]
            ));
        }
    }
    eprintln!(
        "dynblock corpus: {} of {} agree with the reference",
        total - failures.len(),
        total
    );
    for f in &failures {
        eprintln!("MISMATCH {f}");
    }
    assert_ran("tests/corpus/dynblock", total, 42);
    assert!(failures.is_empty());
}

/// The body schema `schema.json` describes at one level (attributes
/// optional).
fn body_schema(s: &J) -> BodySchema {
    let mut schema = BodySchema::new();
    for a in s["attrs"].as_array().into_iter().flatten() {
        schema = schema.attribute(a.as_str().unwrap(), false);
    }
    for (name, b) in s["blocks"].as_object().into_iter().flatten() {
        let labels = b["labels"].as_array().into_iter().flatten();
        schema = schema.block(name.as_str(), labels.map(|l| l.as_str().unwrap()));
    }
    schema
}

/// Whether `items_in_order` of `body` lists what `content` with the schema
/// of `s` gives (attributes by name with their values, blocks in order with
/// their labels and ranges), down every block; `None` when the schema or
/// the listing reports an error (the schema's errors are the corpus's).
fn same_items(body: &dyn Body, s: &J, ctx: &EvalContext, at: &str) -> Option<Result<(), String>> {
    let (content, d) = body.content(&body_schema(s));
    let (items, d2) = body.items_in_order();
    if d.has_errors() || d2.has_errors() {
        return None;
    }
    let value = |e: &hcl2::eval::ExprRef| format!("{:?}", e.value(Some(ctx)).0);
    let mut want: Vec<String> = (content.attributes.values())
        .map(|a| format!("{} = {} at {}", a.name, value(&a.expr), a.range))
        .collect();
    want.sort();
    let mut got: Vec<String> = (items.iter())
        .filter_map(|i| match i {
            BodyItem::Attribute(a) => {
                Some(format!("{} = {} at {}", a.name, value(&a.expr), a.range))
            }
            _ => None,
        })
        .collect();
    got.sort();
    if got != want {
        return Some(Err(format!("{at}: attributes {got:?}, content {want:?}")));
    }
    let header =
        |b: &hcl2::body::Block| format!("{} {:?} at {}", b.type_name, b.labels, b.def_range);
    let blocks: Vec<&hcl2::body::Block> = (items.iter())
        .filter_map(|i| match i {
            BodyItem::Block(b) => Some(b),
            _ => None,
        })
        .collect();
    let (got, want): (Vec<String>, Vec<String>) = (
        blocks.iter().map(|b| header(b)).collect(),
        content.blocks.iter().map(header).collect(),
    );
    if got != want {
        return Some(Err(format!("{at}: blocks {got:?}, content {want:?}")));
    }
    for (b, c) in blocks.iter().zip(&content.blocks) {
        let inner = &s["blocks"][b.type_name.as_str()];
        let at = format!("{at} > {}", header(b));
        match (
            same_items(&*b.body, inner, ctx, &at),
            same_items(&*c.body, inner, ctx, &at),
        ) {
            (Some(Err(e)), _) | (_, Some(Err(e))) => return Some(Err(e)),
            (Some(Ok(())), Some(Ok(()))) | (None, None) => {}
            _ => return Some(Err(format!("{at}: errors in one listing only"))),
        }
    }
    Some(Ok(()))
}

#[test]
fn dynblock_items_in_order_are_what_content_gives() {
    let dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/dynblock");
    let schema: J =
        serde_json::from_str(&std::fs::read_to_string(dir.join("schema.json")).unwrap()).unwrap();
    let vars_text = std::fs::read_to_string(dir.join("vars.json")).unwrap();
    let vars = vjson::unmarshal_implied(&vars_text).unwrap();
    let mut ctx = EvalContext::with_tables().with_functions(lib::subset(&[
        "upper", "length", "keys", "range", "tolist", "toset", "tomap",
    ]));
    for (k, v) in vars.object_attrs().unwrap() {
        ctx.set_variable(k.clone(), v.clone());
    }
    let ctx = Arc::new(ctx);
    let (mut compared, mut failures) = (0, Vec::new());
    for p in files_ending(&dir, ".hcl", &[]) {
        let src = std::fs::read_to_string(&p).unwrap();
        let name = p.file_name().unwrap().to_str().unwrap();
        let (body, diags) = parse_native_file(&src, name);
        if diags.has_errors() {
            continue;
        }
        let expanded = dynblock::expand(Arc::new(body), ctx.clone());
        match same_items(&*expanded, &schema, &ctx, name) {
            Some(Ok(())) => compared += 1,
            Some(Err(e)) => failures.push(e),
            None => {}
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert_ran("tests/corpus/dynblock (without errors)", compared, 25);
}
