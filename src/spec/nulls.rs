//! hcldec's `--keep-nulls` convention: without it the reference removes
//! every object property whose value is null from the decoded document.

use crate::diagnostic::json::write_go_string;

/// A parsed JSON document keeping number text.
#[derive(Debug)]
enum J {
    Null,
    Bool(bool),
    Num(String),
    Str(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

/// A parsed JSON value as `J`, numbers kept as written (their source
/// text) and, for a repeated object key, the last value.
fn parse_j(n: &crate::json::Node, src: &str) -> J {
    use crate::json::NodeKind;
    match &n.kind {
        NodeKind::Null | NodeKind::Invalid => J::Null,
        NodeKind::Bool(b) => J::Bool(*b),
        NodeKind::Number(_) => {
            let text = src.get(n.span.start.byte..n.span.end.byte).unwrap_or("0");
            J::Num(text.to_string())
        }
        NodeKind::String(s, _) => J::Str(s.to_string()),
        NodeKind::Array(a) => J::Arr(a.values.iter().map(|v| parse_j(v, src)).collect()),
        NodeKind::Object(o) => {
            let mut items = indexmap::IndexMap::with_capacity(o.attrs.len());
            for p in &o.attrs {
                items.insert(p.name().to_string(), parse_j(&p.value, src));
            }
            J::Obj(items.into_iter().collect())
        }
    }
}

fn strip_nulls(j: J) -> J {
    match j {
        J::Obj(items) => J::Obj(
            items
                .into_iter()
                .filter(|(_, v)| !matches!(v, J::Null))
                .map(|(k, v)| (k, strip_nulls(v)))
                .collect(),
        ),
        J::Arr(items) => J::Arr(items.into_iter().map(strip_nulls).collect()),
        other => other,
    }
}

fn write_j(j: &J, out: &mut String) {
    match j {
        J::Null => out.push_str("null"),
        J::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        J::Num(n) => out.push_str(n),
        J::Str(s) => write_go_string(out, s),
        J::Arr(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_j(v, out);
            }
            out.push(']');
        }
        J::Obj(items) => {
            let mut sorted: Vec<&(String, J)> = items.iter().collect();
            sorted.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            out.push('{');
            for (i, (k, v)) in sorted.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_go_string(out, k);
                out.push(':');
                write_j(v, out);
            }
            out.push('}');
        }
    }
}

/// The reference hcldec's null stripping of its output: object properties
/// whose value is null are removed at every level, and the document is
/// re-encoded compactly with keys sorted and numbers kept as written. Text
/// that is not JSON is returned as it is.
///
/// ```
/// let out = hcl2::spec::strip_null_properties(r#"{"b":null,"a":[null,{"c":null,"d":1.50}]}"#);
/// assert_eq!(out, r#"{"a":[null,{"d":1.50}]}"#);
/// ```
pub fn strip_null_properties(src: &str) -> String {
    let (expr, diags) = crate::json::parse_expression(src, "");
    if diags.has_errors() {
        return src.to_string();
    }
    let j = strip_nulls(parse_j(expr.node(), src));
    let mut out = String::with_capacity(src.len());
    write_j(&j, &mut out);
    out
}
