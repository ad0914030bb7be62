//! Robustness of the JSON syntax: no input panics, hangs or exhausts the
//! stack; arbitrarily deep documents parse, evaluate and drop.

use hcl2::body::BodySchema;
use hcl2::eval::{EvalContext, Expression};
use hcl2::internal::json;
use hcl2::value::Value;
use proptest::prelude::*;

/// Parses, reads the body under a small schema and evaluates every
/// attribute with and without a context: nothing may panic.
fn exercise(src: &[u8]) {
    let (file, _diags) = json::parse_bytes(src, "fuzz.json", &hcl2::Limits::unlimited());
    let body = file.body();
    let schema = BodySchema::new()
        .attribute("a", false)
        .attribute("b", true)
        .block("blk", Vec::<&str>::new())
        .block("lbl", ["x", "y"]);
    let (content, _) = body.content(&schema);
    let ctx = EvalContext::new().with_variable("v", Value::string("s"));
    for attr in content.attributes.values() {
        let _ = attr.expr.value(None);
        let _ = attr.expr.value(Some(&ctx));
        let _ = attr.expr.variables();
        let _ = hcl2::eval::abs_traversal_for_expr(&*attr.expr);
        let _ = hcl2::eval::expr_list(&*attr.expr);
        let _ = hcl2::eval::expr_map(&*attr.expr);
    }
    for b in &content.blocks {
        let _ = b.body.just_attributes();
        let _ = b.body.content(&schema);
        let _ = b.body.missing_item_range();
    }
    let _ = body.just_attributes();
    let (e, _) = json::parse_expression_bytes(src, "fuzz.json");
    let _ = e.value(None);
    let _ = e.variables();
}

const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "=",
    "\"a\"",
    "\"b\"",
    "\"blk\"",
    "\"lbl\"",
    "\"//\"",
    "\"${v}\"",
    "\"${\"",
    "\"%{ if v }x%{ endif }\"",
    "1",
    "-0.5e3",
    "01",
    "true",
    "nul",
    "null",
    "\"\\u00e9\\ud83d\"",
    "\"\\q\"",
    " ",
    "\n",
    "\t",
    "\r",
    "#",
    "\"unterminated",
    "\u{e9}",
    "\u{301}",
    "\\",
];

proptest! {
    #![proptest_config(crate::common::proptest_config(2000))]

    #[test]
    fn random_bytes_never_panic(src in proptest::collection::vec(any::<u8>(), 0..200)) {
        exercise(&src);
    }

    #[test]
    fn random_token_soup_never_panics(idx in proptest::collection::vec(0..FRAGMENTS.len(), 0..60)) {
        let src: String = idx.iter().map(|&i| FRAGMENTS[i]).collect();
        exercise(src.as_bytes());
    }
}

const DEPTH: usize = 100_000;

#[test]
fn deeply_nested_unclosed_arrays_give_diagnostics() {
    let src = "[".repeat(DEPTH);
    let (_file, diags) = json::parse(&src, "deep.json");
    // "Missing value", one "Unclosed object" per array, "Root value must be object".
    assert_eq!(diags.len(), DEPTH + 2);
    assert_eq!(diags.0[0].summary, "Missing value");
    assert_eq!(diags.0[1].summary, "Unclosed object");
    let last = diags.0.last().unwrap();
    assert_eq!(last.summary, "Root value must be object");
    assert_eq!(last.subject.as_ref().unwrap().start.byte, 0);
}

#[test]
fn deeply_nested_closed_document_parses_evaluates_and_drops() {
    let src = format!(
        "{{\"a\": {}{}, \"b\": 1}}",
        "[".repeat(DEPTH),
        "]".repeat(DEPTH)
    );
    let (file, diags) = json::parse(&src, "deep.json");
    assert!(diags.is_empty(), "{diags:?}");
    let (attrs, diags) = file.body().just_attributes();
    assert!(diags.is_empty());
    let a = &attrs["a"];
    assert_eq!(a.expr.range().end.byte, 6 + 2 * DEPTH);
    assert!(a.expr.variables().is_empty());
    let (v, diags) = a.expr.value(None);
    assert!(diags.is_empty());
    assert_eq!(v.length_int(), Some(1));
    // The value is dropped by the value system; only the tree is ours.
    std::mem::forget(v);
    drop(attrs);
    drop(file);
}

#[test]
fn deeply_nested_objects_parse_and_drop() {
    let src = format!("{}1{}", "{\"k\":".repeat(DEPTH), "}".repeat(DEPTH));
    let (file, diags) = json::parse(&src, "deep.json");
    assert!(diags.is_empty());
    drop(file);
    let src = "{\"k\":".repeat(DEPTH);
    let (_file, diags) = json::parse(&src, "deep.json");
    assert_eq!(diags.0[0].summary, "Missing value");
    assert!(diags.len() > DEPTH);
}
