//! Native syntax → HCL's JSON syntax, so that a hcldec spec decodes the
//! JSON as it decodes the native file.
//!
//! The mapping:
//! - an attribute whose expression is a literal (`null`, `true`, `false`, a
//!   number written as JSON writes numbers, a string or heredoc without
//!   template sequences) becomes that JSON value; in a string, `${` and
//!   `%{` are doubled, because JSON strings are templates;
//! - a template (quoted or heredoc) with interpolations or directives
//!   becomes the same template as a JSON string (its literal text decoded,
//!   `${` and `%{` doubled; its sequences as written);
//! - any other expression becomes the template `"${ SOURCE }"`, which the
//!   JSON syntax evaluates as the expression itself (a template that is one
//!   interpolation returns its value unconverted), with the same variable
//!   references;
//! - a block becomes an object under its type, nested one object per label
//!   (`"resource": {"aws_instance": {"web": {...}}}`); several blocks of one
//!   type become an array of such objects, in source order;
//! - comments are dropped.

use crate::ast::{Body, Expr, ExprKind, Literal, TemplatePart};
use crate::diagnostic::Diagnostics;
use serde_json::{Map, Value as J};

/// Convert a native configuration file to HCL's JSON syntax (pretty-printed
/// with two-space indents); a file with syntax errors is refused.
pub fn to_json(src: &str, filename: &str) -> Result<String, Diagnostics> {
    let v = to_json_value(src, filename)?;
    let mut s = serde_json::to_string_pretty(&v).expect("JSON values serialize");
    s.push('\n');
    Ok(s)
}

/// [`to_json`] as a JSON value.
pub fn to_json_value(src: &str, filename: &str) -> Result<J, Diagnostics> {
    let (file, diags) = crate::parser::parse_config(src, filename);
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(body_json(&file.body, src))
}

fn body_json(b: &Body, src: &str) -> J {
    let mut m = Map::new();
    for a in b.attributes.iter() {
        m.insert(a.name.name.to_string(), expr_json(&a.expr, src));
    }
    // blocks grouped by type, in order of first appearance
    let mut order: Vec<&str> = Vec::new();
    let mut groups: std::collections::HashMap<&str, Vec<J>> = Default::default();
    for bl in b.blocks.iter() {
        let mut v = body_json(&bl.body, src);
        for l in bl.labels.iter().rev() {
            let mut o = Map::new();
            o.insert(l.value.to_string(), v);
            v = J::Object(o);
        }
        let ty = bl.ty.name.as_str();
        if !groups.contains_key(ty) {
            order.push(ty);
        }
        groups.entry(ty).or_default().push(v);
    }
    for ty in order {
        let mut vs = groups.remove(ty).expect("grouped");
        let v = if vs.len() == 1 {
            vs.pop().expect("one")
        } else {
            J::Array(vs)
        };
        m.insert(ty.to_string(), v);
    }
    J::Object(m)
}

/// The JSON form of an expression.
pub fn expr_json(e: &Expr, src: &str) -> J {
    match &e.kind {
        ExprKind::Literal(Literal::Null) => return J::Null,
        ExprKind::Literal(Literal::Bool(b)) => return J::Bool(*b),
        ExprKind::Literal(Literal::Number(n)) if is_json_number(n) => {
            if let Ok(v) = serde_json::from_str::<J>(n) {
                return v;
            }
        }
        ExprKind::Template(t) => {
            // literal text only (an escape such as `$${` splits it in parts)
            let mut text = String::new();
            let literal = t.parts.iter().all(|p| match p {
                TemplatePart::Literal { value, .. } => {
                    text.push_str(value);
                    true
                }
                _ => false,
            });
            if literal {
                return J::String(escape_template(&text));
            }
            // the template itself: a JSON string is a template too
            let mut out = String::new();
            template_text(t, src, &mut out);
            return J::String(out);
        }
        _ => {}
    }
    let text = &src[e.span.lo as usize..e.span.hi as usize];
    J::String(format!("${{ {text} }}"))
}

/// A native template (quoted or heredoc) as the text of a JSON string
/// template: literal parts as decoded (`${` and `%{` doubled),
/// interpolations and directives as written.
fn template_text(t: &crate::ast::Template, src: &str, out: &mut String) {
    let text = |s: crate::diagnostic::Span| &src[s.lo as usize..s.hi as usize];
    for p in t.parts.iter() {
        match p {
            TemplatePart::Literal { value, .. } => out.push_str(&escape_template(value)),
            TemplatePart::Interp { span, .. } => out.push_str(text(*span)),
            TemplatePart::If(i) => {
                out.push_str(text(i.if_span));
                template_text(&i.then_template, src, out);
                if let Some(s) = i.else_span {
                    out.push_str(text(s));
                }
                if let Some(e) = &i.else_template {
                    template_text(e, src, out);
                }
                out.push_str(text(i.endif_span));
            }
            TemplatePart::For(f) => {
                out.push_str(text(f.for_span));
                template_text(&f.body, src, out);
                out.push_str(text(f.endfor_span));
            }
        }
    }
}

/// Whether `s` is a number as JSON writes them.
fn is_json_number(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let st = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > st
    };
    if b.first() == Some(&b'0') && b.get(1).is_some_and(u8::is_ascii_digit) {
        return false;
    }
    if !digits(&mut i) {
        return false;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        if !digits(&mut i) {
            return false;
        }
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

/// Literal text as JSON template text: `${` and `%{` doubled.
fn escape_template(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    for (i, c) in s.char_indices() {
        if (c == '$' || c == '%') && b.get(i + 1) == Some(&b'{') {
            out.push(c);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mapping() {
        let src = "a = 1\nb = \"x$${y}\"\nc = var.z\nd = \"p${q}\"\nblk \"l1\" \"l2\" {\n  e = true\n}\nr {}\nr {\n  f = null\n}\n";
        let v = to_json_value(src, "t.hcl").unwrap();
        assert_eq!(
            v.to_string(),
            r#"{"a":1,"b":"x$${y}","c":"${ var.z }","d":"p${q}","blk":{"l1":{"l2":{"e":true}}},"r":[{},{"f":null}]}"#
        );
        assert!(to_json_value("a = = 1\n", "t.hcl").is_err());
        assert!(is_json_number("1.5e3") && !is_json_number("01") && !is_json_number("1."));
    }
}
