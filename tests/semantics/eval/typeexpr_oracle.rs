//! Type expressions (ext/typeexpr) against the reference: for each case of
//! tests/data/typeexpr_reference.txt (written by tests/oracle/typeexpr/main.go
//! with the Go reference) the type, whether defaults exist, and every
//! diagnostic (summary, detail, subject) must match.

use hcl2::body::range_string;
use hcl2::diagnostic::Diagnostics;
use hcl2::eval::NativeExpr;
use hcl2::typeexpr::{get_type, type_constraint_with_defaults, type_string};
use hcl2::value::json::{marshal_with_type, type_to_json};
use hcl2::value::{Type, Value};
use std::sync::Arc;

fn parse(src: &str) -> NativeExpr {
    let file = Arc::new(hcl2::diagnostic::SourceFile::new("t.hcl", src));
    let (e, d) =
        hcl2::internal::parser::parse_expression_in(file.clone(), &hcl2::Limits::unlimited());
    assert!(!d.has_errors(), "{src}: {d:?}");
    hcl2::internal::native_expr(e, file)
}

fn diag_text(d: &Diagnostics) -> String {
    d.iter()
        .map(|x| {
            format!(
                "\t{}|{}|{}",
                x.summary,
                x.detail,
                x.subject.as_ref().map(range_string).unwrap_or_default()
            )
        })
        .collect()
}

fn reference() -> &'static str {
    include_str!("../../data/typeexpr_reference.txt")
}

#[test]
fn constraints_with_defaults_match_reference() {
    let mut n = 0;
    for line in reference().lines() {
        if line.starts_with("EXACT ") || line.starts_with("APPLY") || line.starts_with("TYPESTRING")
        {
            continue;
        }
        let mut parts = line.splitn(4, '\t');
        let src = parts.next().unwrap();
        let want_ty = parts.next().unwrap();
        let want_defaults = parts.next().unwrap();
        let want_diags = parts.next().map(|d| format!("\t{d}")).unwrap_or_default();
        let e = parse(src);
        let (ty, defaults, diags) = type_constraint_with_defaults(&e);
        assert_eq!(type_to_json(&ty).unwrap(), want_ty, "type of {src}");
        assert_eq!(
            defaults.is_some().to_string(),
            want_defaults,
            "defaults of {src}"
        );
        assert_eq!(diag_text(&diags), want_diags, "diagnostics of {src}");
        n += 1;
    }
    assert!(n >= 25);
}

#[test]
fn exact_types_match_reference() {
    let mut n = 0;
    for line in reference().lines().filter(|l| l.starts_with("EXACT ")) {
        let mut parts = line["EXACT ".len()..].splitn(3, '\t');
        let src = parts.next().unwrap();
        let want_ty = parts.next().unwrap();
        let want_diags = parts.next().map(|d| format!("\t{d}")).unwrap_or_default();
        let (ty, diags) = get_type(&parse(src));
        assert_eq!(type_to_json(&ty).unwrap(), want_ty, "type of {src}");
        assert_eq!(diag_text(&diags), want_diags, "diagnostics of {src}");
        n += 1;
    }
    crate::common::assert_ran("EXACT lines of tests/data/typeexpr_reference.txt", n, 3);
}

#[test]
fn defaults_apply_like_reference() {
    let e = parse(
        "list(object({x = optional(string, \"dx\"), y = optional(number, 7), z = optional(object({w = optional(bool, true)}), {})}))",
    );
    let (_, defaults, diags) = type_constraint_with_defaults(&e);
    assert!(diags.is_empty());
    let input = Value::tuple(vec![
        Value::object([("x", Value::string("given"))]),
        Value::object([
            ("y", Value::null(Type::Number)),
            ("z", Value::empty_object()),
        ]),
        Value::empty_object(),
    ]);
    let out = defaults.unwrap().apply(input);
    let want = reference()
        .lines()
        .find_map(|l| l.strip_prefix("APPLY\t"))
        .unwrap();
    assert_eq!(marshal_with_type(&out).unwrap(), want);
}

#[test]
fn type_string_like_reference() {
    let t = Type::object([
        ("a b", Type::list(Type::String)),
        ("c", Type::tuple(vec![Type::Bool, Type::Dynamic])),
    ]);
    let want = reference()
        .lines()
        .find_map(|l| l.strip_prefix("TYPESTRING\t"))
        .unwrap();
    assert_eq!(type_string(&t), want);
}

/// Attribute names are printed bare exactly when the native syntax's lexer
/// takes them as one identifier (Unicode 9.0 classes, as the reference's
/// scanner). Expected strings from `typeexpr.TypeString` of v2.14.1.
#[test]
fn type_string_quotes_names_the_lexer_rejects() {
    for (name, want) in [
        ("\u{0560}", "object({\"\u{0560}\"=string})"),
        ("a\u{200d}b", "object({\"a\\u200db\"=string})"),
        ("ab", "object({ab=string})"),
        ("\u{e9}t\u{e9}", "object({\u{e9}t\u{e9}=string})"),
        ("x-y", "object({x-y=string})"),
        ("1a", "object({\"1a\"=string})"),
    ] {
        assert_eq!(type_string(&Type::object([(name, Type::String)])), want);
    }
}
