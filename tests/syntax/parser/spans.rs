//! Span tests: the byte range of every node and traversal step of a few
//! expressions, in the reference's node-visiting order. Each expectation is
//! what `hclsyntax.ParseExpression` + `hclsyntax.VisitAll` print for the same
//! input with the reference implementation (node type, range, and for
//! traversals each step's range; for splats the marker's range).

use hcl2::internal::ast::*;
use hcl2::internal::parser::parse_expression;

fn steps(out: &mut String, s: &[TraverseStep]) {
    for st in s {
        let sp = st.span();
        out.push_str(&format!(" {}-{}", sp.lo, sp.hi));
    }
}

fn line(out: &mut Vec<String>, name: &str, e_lo: u32, e_hi: u32, extra: String) {
    out.push(format!("{name} {e_lo}-{e_hi}{extra}"));
}

fn walk(e: &Expr, out: &mut Vec<String>) {
    let (lo, hi) = (e.span.lo, e.span.hi);
    match &e.kind {
        ExprKind::Literal(_) => line(out, "LiteralValueExpr", lo, hi, String::new()),
        ExprKind::ScopeTraversal(t) => {
            let mut x = format!(" {}-{}", t.root_span().lo, t.root_span().hi);
            steps(&mut x, t.steps());
            line(out, "ScopeTraversalExpr", lo, hi, x);
        }
        ExprKind::RelTraversal(r) => {
            let mut x = String::new();
            steps(&mut x, &r.steps);
            line(out, "RelativeTraversalExpr", lo, hi, x);
            walk(&r.source, out);
        }
        ExprKind::Splat(s) => {
            line(
                out,
                "SplatExpr",
                lo,
                hi,
                format!(" marker {}-{}", s.marker_span.lo, s.marker_span.hi),
            );
            walk(&s.source, out);
            walk(&s.each, out);
        }
        ExprKind::AnonSymbol => line(out, "AnonSymbolExpr", lo, hi, String::new()),
        ExprKind::Index(i) => {
            line(out, "IndexExpr", lo, hi, String::new());
            walk(&i.collection, out);
            walk(&i.key, out);
        }
        ExprKind::FunctionCall(f) => {
            line(out, "FunctionCallExpr", lo, hi, String::new());
            f.args.iter().for_each(|a| walk(a, out));
        }
        ExprKind::Tuple(t) => {
            line(out, "TupleConsExpr", lo, hi, String::new());
            t.items.iter().for_each(|a| walk(a, out));
        }
        ExprKind::Object(o) => {
            line(out, "ObjectConsExpr", lo, hi, String::new());
            for it in &o.items {
                let k = &it.key.expr;
                line(
                    out,
                    "ObjectConsKeyExpr",
                    k.span.lo,
                    k.span.hi,
                    String::new(),
                );
                let bare = !it.key.force_non_literal
                    && matches!(&k.kind, ExprKind::ScopeTraversal(t) if t.steps().is_empty());
                if !bare {
                    walk(k, out);
                }
                walk(&it.value, out);
            }
        }
        ExprKind::Unary(u) => {
            line(out, "UnaryOpExpr", lo, hi, String::new());
            walk(&u.operand, out);
        }
        ExprKind::Binary(b) => {
            line(out, "BinaryOpExpr", lo, hi, String::new());
            walk(&b.lhs, out);
            walk(&b.rhs, out);
        }
        ExprKind::Conditional(c) => {
            line(out, "ConditionalExpr", lo, hi, String::new());
            walk(&c.condition, out);
            walk(&c.true_result, out);
            walk(&c.false_result, out);
        }
        ExprKind::For(f) => {
            line(out, "ForExpr", lo, hi, String::new());
            walk(&f.collection, out);
            if let Some(k) = &f.key_expr {
                walk(k, out);
            }
            walk(&f.value_expr, out);
            if let Some(c) = &f.condition {
                walk(c, out);
            }
        }
        ExprKind::Parens(p) => {
            line(out, "ParenthesesExpr", lo, hi, String::new());
            walk(p, out);
        }
        ExprKind::Template(t) => {
            line(out, "TemplateExpr", lo, hi, String::new());
            template_parts(t, out);
        }
    }
}

fn template_parts(t: &Template, out: &mut Vec<String>) {
    for p in &t.parts {
        match p {
            TemplatePart::Literal { span, .. } => {
                line(out, "LiteralValueExpr", span.lo, span.hi, String::new())
            }
            TemplatePart::Interp { expr, .. } => walk(expr, out),
            TemplatePart::If(i) => {
                line(out, "ConditionalExpr", i.span.lo, i.span.hi, String::new());
                walk(&i.condition, out);
                line(
                    out,
                    "TemplateExpr",
                    i.then_template.span.lo,
                    i.then_template.span.hi,
                    String::new(),
                );
                template_parts(&i.then_template, out);
                let e = i.else_template.as_ref().expect("else");
                line(out, "TemplateExpr", e.span.lo, e.span.hi, String::new());
                template_parts(e, out);
            }
            TemplatePart::For(_) => unreachable!("not used here"),
        }
    }
}

fn check(src: &str, want: &str) {
    let (e, diags) = parse_expression(src, "t");
    assert!(!diags.has_errors(), "{src}: {diags:?}");
    let mut got = Vec::new();
    walk(&e, &mut got);
    let want: Vec<&str> = want
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(got, want, "{src}");
}

#[test]
fn traversal_steps() {
    check(
        "a.b[0][\"k\"].c",
        "ScopeTraversalExpr 0-13 0-1 1-3 3-6 6-11 11-13",
    );
    check(
        "x[y][0]",
        "RelativeTraversalExpr 0-7 4-7
         IndexExpr 0-4
         ScopeTraversalExpr 0-1 0-1
         ScopeTraversalExpr 2-3 2-3",
    );
}

#[test]
fn attribute_only_splat_stops_at_index() {
    check(
        "f(x).a[0].*.b.0[1]",
        "RelativeTraversalExpr 0-18 15-18
         SplatExpr 0-15 marker 9-11
         RelativeTraversalExpr 0-9 4-6 6-9
         FunctionCallExpr 0-4
         ScopeTraversalExpr 2-3 2-3
         RelativeTraversalExpr 11-15 11-13 13-15
         AnonSymbolExpr 9-11",
    );
}

#[test]
fn full_splat_takes_every_step() {
    check(
        "x[*].a[y].b",
        "SplatExpr 0-11 marker 1-4
         ScopeTraversalExpr 0-1 0-1
         RelativeTraversalExpr 1-11 9-11
         IndexExpr 1-9
         RelativeTraversalExpr 1-6 4-6
         AnonSymbolExpr 1-4
         ScopeTraversalExpr 7-8 7-8",
    );
}

#[test]
fn for_expressions() {
    check(
        "[for k, v in m : k if v]",
        "ForExpr 0-24
         ScopeTraversalExpr 13-14 13-14
         ScopeTraversalExpr 17-18 17-18
         ScopeTraversalExpr 22-23 22-23",
    );
    check(
        "{for k, v in m : k => v... if v}",
        "ForExpr 0-32
         ScopeTraversalExpr 13-14 13-14
         ScopeTraversalExpr 17-18 17-18
         ScopeTraversalExpr 22-23 22-23
         ScopeTraversalExpr 30-31 30-31",
    );
}

#[test]
fn template_with_directives() {
    check(
        "\"a${b}c%{if d}e%{else}f%{endif}\"",
        "TemplateExpr 0-32
         LiteralValueExpr 1-2
         ScopeTraversalExpr 4-5 4-5
         LiteralValueExpr 6-7
         ConditionalExpr 7-31
         ScopeTraversalExpr 12-13 12-13
         TemplateExpr 14-15
         LiteralValueExpr 14-15
         TemplateExpr 22-23
         LiteralValueExpr 22-23",
    );
}

#[test]
fn operators_and_precedence() {
    check(
        "- a.b + c * (d)",
        "BinaryOpExpr 0-15
         UnaryOpExpr 0-5
         ScopeTraversalExpr 2-5 2-3 3-5
         BinaryOpExpr 8-15
         ScopeTraversalExpr 8-9 8-9
         ParenthesesExpr 12-15
         ScopeTraversalExpr 13-14 13-14",
    );
    check(
        "a ? b : c ? d : e",
        "ConditionalExpr 0-17
         ScopeTraversalExpr 0-1 0-1
         ScopeTraversalExpr 4-5 4-5
         ConditionalExpr 8-17
         ScopeTraversalExpr 8-9 8-9
         ScopeTraversalExpr 12-13 12-13
         ScopeTraversalExpr 16-17 16-17",
    );
}

#[test]
fn object_keys() {
    check(
        "{ (k) = 1, \"s\" = 2, t = 3 }",
        "ObjectConsExpr 0-27
         ObjectConsKeyExpr 2-5
         ParenthesesExpr 2-5
         ScopeTraversalExpr 3-4 3-4
         LiteralValueExpr 8-9
         ObjectConsKeyExpr 11-14
         TemplateExpr 11-14
         LiteralValueExpr 12-13
         LiteralValueExpr 17-18
         ObjectConsKeyExpr 20-21
         LiteralValueExpr 24-25",
    );
    let (e, _) = parse_expression("{ (k) = 1, t = 3 }", "t");
    let ExprKind::Object(o) = &e.kind else {
        panic!()
    };
    assert!(o.items[0].key.force_non_literal);
    assert!(!o.items[1].key.force_non_literal);
}
