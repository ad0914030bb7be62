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
    Block, Body, Expr, ExprKind, Literal, ObjectKey, Template, TemplatePart, UnaryOperator,
};
use hcl2::value::Number;
use hcl2::{Diagnostic, Limits};
use std::collections::BTreeMap;

/// A JSON value of the result (numbers as their text).
#[derive(Debug, Clone, PartialEq)]
enum J {
    Null,
    Bool(bool),
    Num(String),
    Str(String),
    Arr(Vec<J>),
    Obj(BTreeMap<String, J>),
}

/// An error of the conversion (the original's message).
struct ConvError(String);

/// Converts `text` (the native syntax) to the JSON text of the original's
/// result; syntax errors, and block layouts the shape cannot hold, are
/// errors.
pub fn parse(text: &str, filename: &str, limits: &Limits) -> Result<String, Diagnostics> {
    let (file, diags) =
        hcl2::internal::parser::parse_config_limited(text.as_bytes(), filename, limits);
    if diags.has_errors() {
        return Err(diags);
    }
    let c = Conv { src: text };
    match c.body(&file.body) {
        Ok(v) => {
            let mut out = String::with_capacity(text.len() + text.len() / 2);
            write(&mut out, &J::Obj(v));
            Ok(out)
        }
        Err(ConvError(msg)) => {
            let mut d = Diagnostics::new();
            d.push(Diagnostic::error("Unable to convert the file to JSON", msg));
            Err(d)
        }
    }
}

struct Conv<'a> {
    src: &'a str,
}

impl Conv<'_> {
    fn body(&self, b: &Body) -> Result<BTreeMap<String, J>, ConvError> {
        let mut out = BTreeMap::new();
        for bl in b.blocks.iter() {
            self.block(bl, &mut out)?;
        }
        for a in b.attributes.iter() {
            let v = self.expr(&a.expr)?;
            out.insert(a.name.name.to_string(), v);
        }
        Ok(out)
    }

    fn block(&self, bl: &Block, top: &mut BTreeMap<String, J>) -> Result<(), ConvError> {
        let mut out = top;
        let mut key: &str = bl.ty.name.as_str();
        for label in bl.labels.iter() {
            let entry = out
                .entry(key.to_string())
                .or_insert_with(|| J::Obj(BTreeMap::new()));
            match entry {
                J::Obj(m) => out = m,
                _ => {
                    let labels: Vec<&str> = bl.labels.iter().map(|l| l.value.as_str()).collect();
                    return Err(ConvError(format!(
                        "Unable to convert Block to JSON: {}.{}",
                        bl.ty.name,
                        labels.join(".")
                    )));
                }
            }
            key = label.value.as_str();
        }
        let value = J::Obj(self.body(&bl.body)?);
        match out.get_mut(key) {
            Some(J::Arr(list)) => list.push(value),
            Some(_) => {
                return Err(ConvError(format!(
                    "invalid HCL detected for \"{key}\" block, cannot have blocks with and without labels"
                )))
            }
            None => {
                out.insert(key.to_string(), J::Arr(vec![value]));
            }
        }
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

    /// `ConvertExpression`.
    fn expr(&self, e: &Expr) -> Result<J, ConvError> {
        Ok(match &e.kind {
            ExprKind::Literal(l) => literal(l),
            ExprKind::Unary(u) => match &u.operand.kind {
                ExprKind::Literal(l) => unary(u.op, l)?,
                _ => J::Str(self.wrap(e)),
            },
            ExprKind::Template(t) => match wrapped(t) {
                Some(inner) => self.expr(inner)?,
                None => J::Str(self.template(t)?),
            },
            ExprKind::Tuple(t) => J::Arr(
                t.items
                    .iter()
                    .map(|x| self.expr(x))
                    .collect::<Result<_, _>>()?,
            ),
            ExprKind::Object(o) => {
                let mut m = BTreeMap::new();
                for item in o.items.iter() {
                    let k = self.key(&item.key)?;
                    let v = self.expr(&item.value)?;
                    m.insert(k, v);
                }
                J::Obj(m)
            }
            _ => J::Str(self.wrap(e)),
        })
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

fn literal(l: &Literal) -> J {
    match l {
        Literal::Null => J::Null,
        Literal::Bool(b) => J::Bool(*b),
        Literal::Number(n) => J::Num(number_text(n)),
    }
}

/// A unary operator on a literal, evaluated as the original does
/// (`UnaryOpExpr.Value(nil)`).
fn unary(op: UnaryOperator, l: &Literal) -> Result<J, ConvError> {
    match (op, l) {
        (UnaryOperator::Negate, Literal::Number(n)) => match Number::parse(n) {
            Some(n) => Ok(J::Num(n.neg().to_string())),
            None => Err(ConvError(format!("invalid number {n}"))),
        },
        (UnaryOperator::Not, Literal::Bool(b)) => Ok(J::Bool(!b)),
        (UnaryOperator::Negate, _) => Err(ConvError(
            "Invalid operand: Unsuitable value for unary operand: a number is required.".into(),
        )),
        (UnaryOperator::Not, _) => Err(ConvError(
            "Invalid operand: Unsuitable value for unary operand: a bool is required.".into(),
        )),
    }
}

fn write(out: &mut String, v: &J) {
    match v {
        J::Null => out.push_str("null"),
        J::Bool(true) => out.push_str("true"),
        J::Bool(false) => out.push_str("false"),
        J::Num(n) => {
            // go-cty writes infinities as Go's big.Float does, which
            // encoding/json would refuse; JSON.parse reads a number too
            // large for a double as Infinity, so one is written that way
            match n.as_str() {
                "+Inf" => out.push_str("1e999"),
                "-Inf" => out.push_str("-1e999"),
                _ => out.push_str(n),
            }
        }
        J::Str(s) => crate::out::push_quoted(out, s),
        J::Arr(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(out, x);
            }
            out.push(']');
        }
        J::Obj(m) => {
            out.push('{');
            for (i, (k, x)) in m.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                crate::out::push_quoted(out, k);
                out.push(':');
                write(out, x);
            }
            out.push('}');
        }
    }
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
