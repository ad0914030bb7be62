//! JSON output byte-compatible with the reference's Go tools: the
//! `--diags=json` document shape, with strings escaped as Go's
//! `encoding/json` does (the crate's `gocompat::json`).

use super::{Diagnostic, DiagnosticKind, Diagnostics, Pos, Range, Severity};
use std::fmt::Write;

pub use crate::gocompat::json::{json_string as go_string, write_json_string as write_go_string};

fn write_pos(out: &mut String, indent: &str, name: &str, p: &Pos, last: bool) {
    let _ = writeln!(out, "{indent}\"{name}\": {{");
    let _ = writeln!(out, "{indent}  \"line\": {},", p.line);
    let _ = writeln!(out, "{indent}  \"column\": {},", p.column);
    let _ = writeln!(out, "{indent}  \"byte\": {}", p.byte);
    let _ = writeln!(out, "{indent}}}{}", if last { "" } else { "," });
}

fn write_range(out: &mut String, indent: &str, r: &Range) {
    let _ = write!(out, "{indent}  \"filename\": ");
    write_go_string(out, &r.filename);
    out.push_str(",\n");
    let inner = format!("{indent}  ");
    write_pos(out, &inner, "start", &r.start, false);
    write_pos(out, &inner, "end", &r.end, true);
}

fn write_diag(out: &mut String, d: &Diagnostic, kinds: bool) {
    let ind = "      ";
    out.push_str("    {\n");
    let sev = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let _ = writeln!(out, "{ind}\"severity\": \"{sev}\",");
    if kinds && d.kind != DiagnosticKind::Other {
        let _ = writeln!(out, "{ind}\"kind\": \"{}\",", d.kind.name());
    }
    let _ = write!(out, "{ind}\"summary\": ");
    write_go_string(out, &d.summary);
    if !d.detail.is_empty() {
        let _ = write!(out, ",\n{ind}\"detail\": ");
        write_go_string(out, &d.detail);
    }
    if let Some(r) = &d.subject {
        let _ = writeln!(out, ",\n{ind}\"subject\": {{");
        write_range(out, ind, r);
        let _ = write!(out, "{ind}}}");
    }
    out.push_str("\n    }");
}

/// The reference hcldec's `--diags=json` document (`json.MarshalIndent` with
/// two-space indentation), with a trailing newline. Empty input gives "".
pub fn diagnostics_json(diags: &Diagnostics) -> String {
    document(diags, false)
}

/// [`diagnostics_json`] with each diagnostic's [`kind`](Diagnostic::kind), where it is not
/// [`DiagnosticKind::Other`], as a `"kind"` member after `"severity"` holding the kind's
/// [stable name](DiagnosticKind::name): the reference's shape plus one member, for
/// programs that branch on the kind of a problem instead of its wording.
///
/// ```
/// use hcl2::diagnostic::json::diagnostics_json_with_kinds;
/// use hcl2::{Diagnostic, DiagnosticKind, Diagnostics};
/// let mut diags = Diagnostics::new();
/// diags.push(Diagnostic::error("Nesting too deep", "").with_kind(DiagnosticKind::LimitExceeded));
/// diags.push(Diagnostic::error("Unsupported attribute", ""));
/// let json = diagnostics_json_with_kinds(&diags);
/// assert!(json.contains("\"kind\": \"limit_exceeded\""));
/// assert_eq!(json.matches("\"kind\"").count(), 1);
/// ```
pub fn diagnostics_json_with_kinds(diags: &Diagnostics) -> String {
    document(diags, true)
}

fn document(diags: &Diagnostics, kinds: bool) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let mut out = String::from("{\n  \"diagnostics\": [\n");
    for (i, d) in diags.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        write_diag(&mut out, d, kinds);
    }
    out.push_str("\n  ]\n}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn go_escaping() {
        // Expected text produced by Go 1.23's json.Marshal on the same string
        // (Go 1.22 began writing backspace and form feed as `\b` and `\f`).
        let s = "a<b>&c\u{8}\u{c}\u{1}\u{2028}\u{2029}\u{7f}\t\n\r\"\\é";
        assert_eq!(
            go_string(s),
            "\"a\\u003cb\\u003e\\u0026c\\b\\f\\u0001\\u2028\\u2029\u{7f}\\t\\n\\r\\\"\\\\é\""
        );
    }

    #[test]
    fn document_shape() {
        let r = Range {
            filename: Arc::from("a.hcl"),
            start: Pos {
                line: 1,
                column: 5,
                byte: 4,
            },
            end: Pos {
                line: 1,
                column: 6,
                byte: 5,
            },
        };
        let mut ds = Diagnostics::new();
        ds.push(Diagnostic::error("Bad <thing>", "").with_subject(r));
        ds.push(Diagnostic::warning("W", "more"));
        let got = diagnostics_json(&ds);
        let expected = r#"{
  "diagnostics": [
    {
      "severity": "error",
      "summary": "Bad \u003cthing\u003e",
      "subject": {
        "filename": "a.hcl",
        "start": {
          "line": 1,
          "column": 5,
          "byte": 4
        },
        "end": {
          "line": 1,
          "column": 6,
          "byte": 5
        }
      }
    },
    {
      "severity": "warning",
      "summary": "W",
      "detail": "more"
    }
  ]
}
"#;
        assert_eq!(got, expected);
        assert_eq!(diagnostics_json(&Diagnostics::new()), "");
        // with kinds: the same document while every kind is `Other`
        assert_eq!(diagnostics_json_with_kinds(&ds), expected);
        ds.0[1].kind = DiagnosticKind::FunctionCall;
        let got = diagnostics_json_with_kinds(&ds);
        let expected_kind = expected.replace(
            "\"severity\": \"warning\",\n",
            "\"severity\": \"warning\",\n      \"kind\": \"function_call\",\n",
        );
        assert_eq!(got, expected_kind);
        assert_eq!(diagnostics_json(&ds), expected);
    }

    /// Every kind's name is its variant's name in snake_case.
    #[test]
    fn kind_names_are_snake_case_variant_names() {
        for k in [
            DiagnosticKind::Other,
            DiagnosticKind::FunctionCall,
            DiagnosticKind::MissingFalseExpression,
            DiagnosticKind::FunctionCallSyntax,
            DiagnosticKind::UnbalancedParentheses,
            DiagnosticKind::ForExtraCharacters,
            DiagnosticKind::UnclosedInterpolation,
            DiagnosticKind::LimitExceeded,
        ] {
            let mut snake = String::new();
            for c in format!("{k:?}").chars() {
                if c.is_ascii_uppercase() && !snake.is_empty() {
                    snake.push('_');
                }
                snake.push(c.to_ascii_lowercase());
            }
            assert_eq!(k.name(), snake);
        }
    }
}
