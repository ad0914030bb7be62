//! Analyses over the AST: the variables an expression refers to.

use super::*;

impl Expr {
    /// Every traversal rooted at a variable that this expression refers to,
    /// in source order, excluding names bound by enclosing `for` expressions
    /// and `for` directives inside it (what `hcldec --var-refs` prints).
    pub fn variables(&self) -> Vec<Traversal> {
        let mut out = Vec::new();
        let mut scope: Vec<&str> = Vec::new();
        walk(self, &mut scope, &mut out);
        out
    }
}

fn walk<'a>(e: &'a Expr, scope: &mut Vec<&'a str>, out: &mut Vec<Traversal>) {
    match &e.kind {
        ExprKind::Literal(_) | ExprKind::AnonSymbol => {}
        ExprKind::ScopeTraversal(t) => {
            if !scope.iter().any(|n| *n == t.root.name.as_str()) {
                out.push((**t).clone());
            }
        }
        ExprKind::Template(t) => walk_template(t, scope, out),
        ExprKind::RelTraversal(r) => walk(&r.source, scope, out),
        ExprKind::Tuple(t) => t.items.iter().for_each(|i| walk(i, scope, out)),
        ExprKind::Object(o) => {
            for it in &o.items {
                // a bare identifier key is a literal name, not a reference
                let bare = !it.key.force_non_literal
                    && matches!(&it.key.expr.kind, ExprKind::ScopeTraversal(t) if t.steps.is_empty());
                if !bare {
                    walk(&it.key.expr, scope, out);
                }
                walk(&it.value, scope, out);
            }
        }
        ExprKind::FunctionCall(f) => f.args.iter().for_each(|a| walk(a, scope, out)),
        ExprKind::Index(i) => {
            walk(&i.collection, scope, out);
            walk(&i.key, scope, out);
        }
        ExprKind::Splat(s) => {
            walk(&s.source, scope, out);
            walk(&s.each, scope, out);
        }
        ExprKind::Unary(u) => walk(&u.operand, scope, out),
        ExprKind::Binary(b) => {
            walk(&b.lhs, scope, out);
            walk(&b.rhs, scope, out);
        }
        ExprKind::Conditional(c) => {
            walk(&c.condition, scope, out);
            walk(&c.true_result, scope, out);
            walk(&c.false_result, scope, out);
        }
        ExprKind::For(f) => {
            walk(&f.collection, scope, out);
            let n = scope.len();
            if let Some(k) = &f.key_var {
                scope.push(k.name.as_str());
            }
            scope.push(f.value_var.name.as_str());
            if let Some(k) = &f.key_expr {
                walk(k, scope, out);
            }
            walk(&f.value_expr, scope, out);
            if let Some(c) = &f.condition {
                walk(c, scope, out);
            }
            scope.truncate(n);
        }
        ExprKind::Parens(inner) => walk(inner, scope, out),
    }
}

fn walk_template<'a>(t: &'a Template, scope: &mut Vec<&'a str>, out: &mut Vec<Traversal>) {
    for p in &t.parts {
        match p {
            TemplatePart::Literal { .. } => {}
            TemplatePart::Interp { expr, .. } => walk(expr, scope, out),
            TemplatePart::If(i) => {
                walk(&i.condition, scope, out);
                walk_template(&i.then_template, scope, out);
                if let Some(e) = &i.else_template {
                    walk_template(e, scope, out);
                }
            }
            TemplatePart::For(f) => {
                walk(&f.collection, scope, out);
                let n = scope.len();
                if let Some(k) = &f.key_var {
                    scope.push(k.name.as_str());
                }
                scope.push(f.value_var.name.as_str());
                walk_template(&f.body, scope, out);
                scope.truncate(n);
            }
        }
    }
}
