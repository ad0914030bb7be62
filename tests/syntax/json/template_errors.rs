//! Syntax errors in templates of JSON strings: the same summaries, details
//! and ranges (mapped into the JSON file) as the reference hcldec v2.14.1
//! reports for this input (recorded below from
//! `hcldec --spec=S --diags=json te.json`, S declaring `x = { y = 1 }` and
//! the five attributes as `any`; and the second case likewise).

use hcl2::eval::EvalContext;
use hcl2::internal::json;
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
const RECORDED: &[Recorded] = &[
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

type Recorded = (
    &'static str,
    &'static str,
    (usize, usize, usize),
    (usize, usize, usize),
);

/// Evaluates every attribute of `src` (sorted by name) with `x = { y = 1 }`
/// and compares the diagnostics, in order, with `recorded`.
fn check(src: &str, filename: &str, recorded: &[Recorded]) {
    let (file, d) = json::parse(src, filename);
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
    let want: Vec<_> = recorded
        .iter()
        .map(|(s, d, a, b)| (s.to_string(), d.to_string(), *a, *b))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn template_syntax_errors_match_reference() {
    check(SRC, "te.json", RECORDED);
}

/// A quoted template inside the interpolation breaks at a newline (the JSON
/// string holds real newlines): the `for` directive it opened is reported
/// unclosed, at the quote where the reference's recovery stopped.
#[test]
fn unclosed_directive_in_broken_quoted_template() {
    const MULTI: &str = "Quoted strings may not be split over multiple lines. To produce a multi-line string, either use the \\n escape to represent a newline character or use the \"heredoc\" multi-line template syntax.";
    check(
        "{\n  \"a\": \"${\\\"%{ for x in [\\\"a\\\"] ~}\\n${x}\\n%{~ endfor }\\\"}\"\n}\n",
        "m.hcl.json",
        &[
            ("Invalid multi-line string", MULTI, (2, 32, 33), (3, 1, 34)),
            ("Invalid multi-line string", MULTI, (3, 5, 38), (4, 1, 39)),
            (
                "Unterminated template string",
                "No closing marker was found for the string.",
                (2, 32, 33),
                (3, 1, 34),
            ),
            (
                "Unexpected end of template",
                "The for directive at m.hcl.json:2,12-32 is missing its corresponding endfor directive.",
                (4, 13, 51),
                (4, 14, 52),
            ),
        ],
    );
}
