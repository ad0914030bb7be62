//! Syntax errors in templates of JSON strings: the same summaries, details
//! and ranges (mapped into the JSON file) as the reference hcldec v2.14.1
//! reports for this input (recorded below from
//! `hcldec --spec=S --diags=json te.json`, S declaring `x = { y = 1 }` and
//! the five attributes as `any`).

use hcl2::eval::EvalContext;
use hcl2::json;
use hcl2::value::{Number, Value};

const SRC: &str = r#"{
  "a": "${1.}",
  "b": "${x.}",
  "c": "${[x.]}",
  "d": "${x.+1}",
  "e": "ok ${x.y}"
}
"#;

/// (summary, detail, start line:column:byte, end line:column:byte)
const RECORDED: &[(&str, &str, (usize, usize, usize), (usize, usize, usize))] = &[
    (
        "Invalid attribute name",
        "An attribute name is required after a dot.",
        (2, 13, 14),
        (2, 14, 15),
    ),
    (
        "Invalid attribute name",
        "An attribute name is required after a dot.",
        (3, 13, 30),
        (3, 14, 31),
    ),
    (
        "Invalid attribute name",
        "An attribute name is required after a dot.",
        (4, 14, 47),
        (4, 15, 48),
    ),
    (
        "Invalid attribute name",
        "An attribute name is required after a dot.",
        (5, 13, 64),
        (5, 14, 65),
    ),
];

#[test]
fn template_syntax_errors_match_reference() {
    let (file, d) = json::parse(SRC, "te.json");
    assert!(!d.has_errors(), "{d:?}");
    let (attrs, d) = file.body().just_attributes();
    assert!(!d.has_errors(), "{d:?}");
    let ctx = EvalContext::new().with_variable(
        "x",
        Value::object(vec![("y", Value::number(Number::from_i64(1)))]),
    );
    let mut got = Vec::new();
    let mut names: Vec<_> = attrs.keys().cloned().collect();
    names.sort();
    for name in names {
        let (v, diags) = attrs[&name].expr.value(Some(&ctx));
        if name == "e" {
            assert!(!diags.has_errors(), "{diags:?}");
            assert_eq!(format!("{v:?}"), format!("{:?}", Value::string("ok 1")));
        }
        for d in diags.iter() {
            let r = d.subject.as_ref().expect("subject");
            got.push((
                d.summary.to_string(),
                d.detail.to_string(),
                (r.start.line, r.start.column, r.start.byte),
                (r.end.line, r.end.column, r.end.byte),
            ));
        }
    }
    let want: Vec<_> = RECORDED
        .iter()
        .map(|(s, d, a, b)| (s.to_string(), d.to_string(), *a, *b))
        .collect();
    assert_eq!(got, want);
}
