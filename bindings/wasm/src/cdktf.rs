//! The result shape of `@cdktf/hcl2json`'s `parse(filename, text)`: its
//! converter (a fork of `tmccombs/hcl2json`'s `convert` package, run with
//! `Simplify` off) reproduced over this crate's syntax tree.
//!
//! - A body is an object: its blocks first, then its attributes (an
//!   attribute replaces a block of the same name).
//! - A block nests one object per label under its type, and its body is
//!   appended to the list at the last level
//!   (`{"variable":{"a":[{"type":"${string}"}]}}`); a label level that is
//!   already a list (or a list level that is an object) is an error, as it
//!   is there.
//! - Literals (`null`, `true`, `false`, numbers) are JSON values; a unary
//!   `-` or `!` on a literal is evaluated (`-1` is `-1`); a string without
//!   interpolations is its text with `${` written `$${` and `%{` written
//!   `%%{`; a template is its parts joined (literal text escaped so; each
//!   interpolation `${SOURCE}`; `%{if}` and `%{for}` directives rebuilt);
//!   a template that is one interpolation is that expression; tuples and
//!   objects are converted element by element (an object key that is a
//!   name or a traversal is its source text, any other key a template
//!   part); every other expression is `"${SOURCE}"`, SOURCE its text in
//!   the file (one `)` just after it included, a quirk of the original).
//! - Object keys are sorted (Go's `encoding/json` sorts map keys), so
//!   `JSON.parse` of this text and of the original's build equal objects.
//!
//! Numbers are written as go-cty writes them (all their digits), so
//! `JSON.parse` rounds them to doubles as it does the original's text.

use hcl2::diagnostic::{Diagnostics, Span};
use hcl2::internal::ast::{
    Body, Expr, ExprKind, Literal, ObjectKey, Template, TemplatePart, UnaryOperator,
};
use hcl2::value::Number;
use hcl2::{Diagnostic, Limits};
use std::collections::BTreeMap;

use crate::out::{push_escaped, push_quoted};

/// An error of the conversion (the original's message).
struct ConvError(String);

/// The summary of the diagnostic of a conversion error (its detail is the
/// original's message).
pub const CONVERT_SUMMARY: &str = "Unable to convert the file to JSON";

/// Converts `text` (the native syntax) to the JSON text of the original's
/// result; syntax errors, and block layouts the shape cannot hold, are
/// errors.
pub fn parse(text: &str, filename: &str, limits: &Limits) -> Result<String, Diagnostics> {
    let (file, diags) =
        hcl2::internal::parser::parse_config_bytes(text.as_bytes(), filename, limits);
    if diags.has_errors() {
        return Err(diags);
    }
    let c = Conv { src: text };
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    match c.body(&mut out, &file.body) {
        Ok(()) => Ok(out),
        Err(ConvError(msg)) => {
            // the original's chain of wrapped errors, outermost first
            let mut d = Diagnostics::new();
            d.push(Diagnostic::error(
                CONVERT_SUMMARY,
                format!("convert to HCL: convert file: convert body: {msg}"),
            ));
            Err(d)
        }
    }
}

/// One key of a body's object, while its blocks are laid out: an
/// attribute, a level of labels, or the list of bodies of the blocks that
/// end there. Keys sort as Go sorts them (bytewise), as `BTreeMap<&str>`
/// does.
enum Slot<'a> {
    Attr(&'a Expr),
    Labels(BTreeMap<&'a str, Slot<'a>>),
    Bodies(Vec<&'a Body>),
}

struct Conv<'a> {
    src: &'a str,
}

impl<'a> Conv<'a> {
    /// `ConvertBody`, written to `out`: blocks first, then attributes (an
    /// attribute replaces a block of its name).
    fn body(&self, out: &mut String, b: &'a Body) -> Result<(), ConvError> {
        let mut top: BTreeMap<&'a str, Slot<'a>> = BTreeMap::new();
        for bl in b.blocks.iter() {
            let mut level = &mut top;
            let mut key: &'a str = bl.ty.name.as_str();
            for label in bl.labels.iter() {
                let slot = level
                    .entry(key)
                    .or_insert_with(|| Slot::Labels(BTreeMap::new()));
                match slot {
                    Slot::Labels(m) => level = m,
                    _ => {
                        let labels: Vec<&str> =
                            bl.labels.iter().map(|l| l.value.as_str()).collect();
                        return Err(ConvError(format!(
                            "convert block: Unable to convert Block to JSON: {}.{}",
                            bl.ty.name,
                            labels.join(".")
                        )));
                    }
                }
                key = label.value.as_str();
            }
            match level.get_mut(key) {
                Some(Slot::Bodies(list)) => list.push(&bl.body),
                Some(_) => {
                    return Err(ConvError(format!(
                        "convert block: invalid HCL detected for \"{key}\" block, cannot have blocks with and without labels"
                    )))
                }
                None => {
                    level.insert(key, Slot::Bodies(vec![&bl.body]));
                }
            }
        }
        for a in b.attributes.iter() {
            top.insert(a.name.name.as_str(), Slot::Attr(&a.expr));
        }
        self.object(out, &top)
    }

    fn object(&self, out: &mut String, m: &BTreeMap<&'a str, Slot<'a>>) -> Result<(), ConvError> {
        out.push('{');
        for (i, (k, slot)) in m.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            push_quoted(out, k);
            out.push(':');
            match slot {
                Slot::Attr(e) => self
                    .expr(out, e)
                    .map_err(|ConvError(m)| ConvError(format!("convert expression: {m}")))?,
                Slot::Labels(m) => self.object(out, m)?,
                Slot::Bodies(list) => {
                    out.push('[');
                    for (j, b) in list.iter().enumerate() {
                        if j > 0 {
                            out.push(',');
                        }
                        self.body(out, b).map_err(|ConvError(m)| {
                            ConvError(format!("convert block: convert body: {m}"))
                        })?;
                    }
                    out.push(']');
                }
            }
        }
        out.push('}');
        Ok(())
    }

    /// The original's `rangeSource`: the text of `span`, and one `)` right
    /// after it.
    fn range_source(&self, span: Span) -> &str {
        let (lo, mut hi) = (span.lo as usize, span.hi as usize);
        if self.src.as_bytes().get(hi) == Some(&b')') {
            hi += 1;
        }
        self.src.get(lo..hi).unwrap_or("")
    }

    fn wrap(&self, e: &Expr) -> String {
        let s = self.range_source(e.span);
        let mut o = String::with_capacity(s.len() + 3);
        o.push_str("${");
        o.push_str(s);
        o.push('}');
        o
    }

    /// `ConvertExpression`, written to `out`.
    fn expr(&self, out: &mut String, e: &Expr) -> Result<(), ConvError> {
        match &e.kind {
            ExprKind::Literal(l) => literal(out, l),
            ExprKind::Unary(u) => match &u.operand.kind {
                ExprKind::Literal(l) => unary(out, u.op, l)?,
                _ => self.write_wrapped(out, e),
            },
            ExprKind::Template(t) => match wrapped(t) {
                Some(inner) => self.expr(out, inner)?,
                None => push_quoted(out, &self.template(t)?),
            },
            ExprKind::Tuple(t) => {
                out.push('[');
                for (i, x) in t.items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    self.expr(out, x)?;
                }
                out.push(']');
            }
            ExprKind::Object(o) => {
                // the last of equal keys wins, as in the original's map
                let mut m: BTreeMap<String, &Expr> = BTreeMap::new();
                for item in o.items.iter() {
                    m.insert(self.key(&item.key)?, &item.value);
                }
                out.push('{');
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    push_quoted(out, k);
                    out.push(':');
                    self.expr(out, v)?;
                }
                out.push('}');
            }
            _ => self.write_wrapped(out, e),
        }
        Ok(())
    }

    /// `"${SOURCE}"` as a JSON string, written to `out`.
    fn write_wrapped(&self, out: &mut String, e: &Expr) {
        out.push_str("\"${");
        push_escaped(out, self.range_source(e.span));
        out.push_str("}\"");
    }

    /// `convertTemplate`: a template that is not one interpolation.
    fn template(&self, t: &Template) -> Result<String, ConvError> {
        let mut out = String::new();
        let mut lit = String::new();
        for p in t.parts.iter() {
            if let TemplatePart::Literal { value, .. } = p {
                lit.push_str(value);
                continue;
            }
            if !lit.is_empty() {
                escape_into(&mut out, &lit);
                lit.clear();
            }
            match p {
                TemplatePart::Literal { .. } => unreachable!("handled above"),
                TemplatePart::Interp { expr, .. } => out.push_str(&self.string_part(expr)?),
                TemplatePart::If(i) => {
                    out.push_str("%{if ");
                    out.push_str(self.range_source(i.condition.span));
                    out.push('}');
                    out.push_str(&self.template_part(&i.then_template)?);
                    let f = match &i.else_template {
                        Some(t) => self.template_part(t)?,
                        None => String::new(),
                    };
                    if !f.is_empty() {
                        out.push_str("%{else}");
                        out.push_str(&f);
                    }
                    out.push_str("%{endif}");
                }
                TemplatePart::For(f) => {
                    out.push_str("%{for ");
                    if let Some(k) = &f.key_var {
                        out.push_str(&k.name);
                        out.push_str(", ");
                    }
                    out.push_str(&f.value_var.name);
                    out.push_str(" in ");
                    out.push_str(self.range_source(f.collection.span));
                    out.push('}');
                    out.push_str(&self.template_part(&f.body)?);
                    out.push_str("%{endfor}");
                }
            }
        }
        escape_into(&mut out, &lit);
        Ok(out)
    }

    /// A directive's body as a template part (`convertStringPart` of a
    /// `TemplateExpr`; such a body is never unwrapped).
    fn template_part(&self, t: &Template) -> Result<String, ConvError> {
        self.template(t)
    }

    /// `convertStringPart` of an expression.
    fn string_part(&self, e: &Expr) -> Result<String, ConvError> {
        Ok(match &e.kind {
            ExprKind::Literal(Literal::Null) => "null".to_string(),
            ExprKind::Literal(Literal::Bool(b)) => b.to_string(),
            ExprKind::Literal(Literal::Number(n)) => number_text(n),
            ExprKind::Template(t) => match wrapped(t) {
                Some(inner) => self.string_part(inner)?,
                None => self.template(t)?,
            },
            ExprKind::Conditional(c) => {
                let mut out = String::from("%{if ");
                out.push_str(self.range_source(c.condition.span));
                out.push('}');
                out.push_str(&self.string_part(&c.true_result)?);
                let f = self.string_part(&c.false_result).unwrap_or_default();
                if !f.is_empty() {
                    out.push_str("%{else}");
                    out.push_str(&f);
                }
                out.push_str("%{endif}");
                out
            }
            _ => self.wrap(e),
        })
    }

    /// `convertKey`.
    fn key(&self, k: &ObjectKey) -> Result<String, ConvError> {
        if let ExprKind::ScopeTraversal(_) = &k.expr.kind {
            return Ok(self.range_source(k.expr.span).to_string());
        }
        self.string_part(&k.expr)
    }
}

/// The expression of a template that is one interpolation (the original's
/// `TemplateWrapExpr`).
fn wrapped(t: &Template) -> Option<&Expr> {
    match &*t.parts {
        [TemplatePart::Interp { expr, .. }] => Some(expr),
        _ => None,
    }
}

/// Literal text of a template with `${` written `$${` and `%{` written
/// `%%{` (as the published package writes them).
fn escape_into(out: &mut String, lit: &str) {
    let b = lit.as_bytes();
    let mut start = 0;
    for i in 0..b.len().saturating_sub(1) {
        if (b[i] == b'$' || b[i] == b'%') && b[i + 1] == b'{' {
            out.push_str(&lit[start..i]);
            out.push(b[i] as char);
            start = i;
        }
    }
    out.push_str(&lit[start..]);
}

/// A number literal as go-cty writes it (`Text('f', -1)` of the 512-bit
/// value the literal parses to).
fn number_text(src: &str) -> String {
    match Number::parse(src) {
        Some(n) => n.to_string(),
        None => src.to_string(),
    }
}

fn literal(out: &mut String, l: &Literal) {
    match l {
        Literal::Null => out.push_str("null"),
        Literal::Bool(true) => out.push_str("true"),
        Literal::Bool(false) => out.push_str("false"),
        Literal::Number(n) => push_number(out, n),
    }
}

/// A number literal as go-cty writes it: short plain integers as they are,
/// others through the 512-bit value.
fn push_number(out: &mut String, n: &str) {
    let b = n.as_bytes();
    if !b.is_empty()
        && b.len() <= 15
        && b.iter().all(u8::is_ascii_digit)
        && (b[0] != b'0' || b.len() == 1)
    {
        out.push_str(n);
    } else {
        push_number_text(out, &number_text(n));
    }
}

/// go-cty writes infinities as Go's big.Float does, which encoding/json
/// would refuse; JSON.parse reads a number too large for a double as
/// Infinity, so one is written that way.
fn push_number_text(out: &mut String, text: &str) {
    match text {
        "+Inf" => out.push_str("1e999"),
        "-Inf" => out.push_str("-1e999"),
        _ => out.push_str(text),
    }
}

/// A unary operator on a literal, evaluated as the original does
/// (`UnaryOpExpr.Value(nil)`).
fn unary(out: &mut String, op: UnaryOperator, l: &Literal) -> Result<(), ConvError> {
    match (op, l) {
        (UnaryOperator::Negate, Literal::Number(n)) => match Number::parse(n) {
            Some(n) => push_number_text(out, &n.neg().to_string()),
            None => return Err(ConvError(format!("invalid number {n}"))),
        },
        (UnaryOperator::Not, Literal::Bool(b)) => out.push_str(if *b { "false" } else { "true" }),
        (UnaryOperator::Negate, _) => {
            return Err(ConvError(
                "Invalid operand: Unsuitable value for unary operand: a number is required.".into(),
            ))
        }
        (UnaryOperator::Not, _) => {
            return Err(ConvError(
                "Invalid operand: Unsuitable value for unary operand: a bool is required.".into(),
            ))
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv(src: &str) -> String {
        parse(src, "main.tf", &Limits::default()).unwrap_or_else(|d| panic!("{d}"))
    }

    #[test]
    fn the_issue_example() {
        assert_eq!(
            conv("variable \"a\" {\n  type = string\n}\n"),
            r#"{"variable":{"a":[{"type":"${string}"}]}}"#
        );
    }

    #[test]
    fn literals_templates_and_expressions() {
        assert_eq!(
            conv("a = 1\nb = -1\nc = \"x${y}z\"\nd = [1, \"a\", x]\ne = f(x)\nk = \"$${x}\"\nu = (1)\nv = \"${ a }\"\n"),
            r#"{"a":1,"b":-1,"c":"x${y}z","d":[1,"a","${x}"],"e":"${f(x)}","k":"$${x}","u":"${(1)}","v":"${a}"}"#
        );
        assert_eq!(
            conv("f = \"%%{x}\"\ng = \"a%%{x}${y}$${z}\"\n"),
            r#"{"f":"%%{x}","g":"a%%{x}${y}$${z}"}"#
        );
        assert_eq!(
            conv("h = { a = 1, \"b\" = 2, c.d = 3, (e) = 4 }\np = \"%{if a}x%{else}y%{endif}\"\nq = \"%{for k, v in m}${v}%{endfor}\"\n"),
            r#"{"h":{"${(e)}":4,"a":1,"b":2,"c.d":3},"p":"%{if a}x%{else}y%{endif}","q":"%{for k, v in m}${v}%{endfor}"}"#
        );
    }

    #[test]
    fn blocks_nest_by_labels_into_lists() {
        assert_eq!(
            conv("resource \"a\" \"b\" {\n  x = 1\n}\nresource \"a\" \"b\" {\n  y = 2\n}\nlocals {\n a = 1\n}\nlocals {\n b = 2\n}\n"),
            r#"{"locals":[{"a":1},{"b":2}],"resource":{"a":{"b":[{"x":1},{"y":2}]}}}"#
        );
        let err = parse("a {}\na \"x\" {}\n", "main.tf", &Limits::default()).unwrap_err();
        assert!(
            err.to_string()
                .contains("Unable to convert Block to JSON: a.x"),
            "{err}"
        );
    }

    #[test]
    fn syntax_errors_are_diagnostics() {
        let err = parse("a = {", "main.tf", &Limits::default()).unwrap_err();
        assert!(err.has_errors());
    }
}
