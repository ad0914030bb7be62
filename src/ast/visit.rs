//! Analyses over the AST: the variables an expression refers to.

use super::*;

impl Expr {
    /// Every traversal rooted at a variable that this expression refers to,
    /// in source order, excluding names bound by enclosing `for` expressions
    /// and `for` directives inside it (what `hcldec --var-refs` prints).
    /// Iterative, so any nesting depth is fine.
    pub fn variables(&self) -> Vec<Traversal> {
        let mut out = Vec::new();
        let mut scope: Vec<&str> = Vec::new();
        let mut work: Vec<Work<'_>> = vec![Work::Expr(self)];
        while let Some(w) = work.pop() {
            match w {
                Work::Expr(e) => expr(e, &scope, &mut work, &mut out),
                Work::Template(t) => {
                    for p in t.parts.iter().rev() {
                        part(p, &mut work);
                    }
                }
                Work::Bind(a, b) => {
                    if let Some(a) = a {
                        scope.push(a);
                    }
                    scope.push(b);
                }
                Work::Unbind(n) => {
                    let keep = scope.len() - n;
                    scope.truncate(keep);
                }
            }
        }
        out
    }
}

enum Work<'a> {
    Expr(&'a Expr),
    Template(&'a Template),
    Bind(Option<&'a str>, &'a str),
    Unbind(usize),
}

// Work items are pushed in reverse so they are visited in source order.
fn expr<'a>(e: &'a Expr, scope: &[&str], work: &mut Vec<Work<'a>>, out: &mut Vec<Traversal>) {
    match &e.kind {
        ExprKind::Literal(_) | ExprKind::AnonSymbol => {}
        ExprKind::ScopeTraversal(t) => {
            if !scope.contains(&t.root_name().as_str()) {
                out.push(t.clone());
            }
        }
        ExprKind::Template(t) => work.push(Work::Template(t)),
        ExprKind::RelTraversal(r) => work.push(Work::Expr(&r.source)),
        ExprKind::Tuple(t) => work.extend(t.items.iter().rev().map(Work::Expr)),
        ExprKind::Object(o) => {
            for it in o.items.iter().rev() {
                work.push(Work::Expr(&it.value));
                // a bare identifier key is a literal name, not a reference
                let bare = !it.key.force_non_literal
                    && matches!(&it.key.expr.kind, ExprKind::ScopeTraversal(t) if t.steps().is_empty());
                if !bare {
                    work.push(Work::Expr(&it.key.expr));
                }
            }
        }
        ExprKind::FunctionCall(f) => work.extend(f.args.iter().rev().map(Work::Expr)),
        ExprKind::Index(i) => {
            work.push(Work::Expr(&i.key));
            work.push(Work::Expr(&i.collection));
        }
        ExprKind::Splat(s) => {
            work.push(Work::Expr(&s.each));
            work.push(Work::Expr(&s.source));
        }
        ExprKind::Unary(u) => work.push(Work::Expr(&u.operand)),
        ExprKind::Binary(b) => {
            work.push(Work::Expr(&b.rhs));
            work.push(Work::Expr(&b.lhs));
        }
        ExprKind::Conditional(c) => {
            work.push(Work::Expr(&c.false_result));
            work.push(Work::Expr(&c.true_result));
            work.push(Work::Expr(&c.condition));
        }
        ExprKind::For(f) => {
            let n = 1 + usize::from(f.key_var.is_some());
            work.push(Work::Unbind(n));
            if let Some(c) = &f.condition {
                work.push(Work::Expr(c));
            }
            work.push(Work::Expr(&f.value_expr));
            if let Some(k) = &f.key_expr {
                work.push(Work::Expr(k));
            }
            work.push(Work::Bind(
                f.key_var.as_ref().map(|k| k.name.as_str()),
                f.value_var.name.as_str(),
            ));
            work.push(Work::Expr(&f.collection));
        }
        ExprKind::Parens(inner) => work.push(Work::Expr(inner)),
    }
}

fn part<'a>(p: &'a TemplatePart, work: &mut Vec<Work<'a>>) {
    match p {
        TemplatePart::Literal { .. } => {}
        TemplatePart::Interp { expr, .. } => work.push(Work::Expr(expr)),
        TemplatePart::If(i) => {
            if let Some(e) = &i.else_template {
                work.push(Work::Template(e));
            }
            work.push(Work::Template(&i.then_template));
            work.push(Work::Expr(&i.condition));
        }
        TemplatePart::For(f) => {
            let n = 1 + usize::from(f.key_var.is_some());
            work.push(Work::Unbind(n));
            work.push(Work::Template(&f.body));
            work.push(Work::Bind(
                f.key_var.as_ref().map(|k| k.name.as_str()),
                f.value_var.name.as_str(),
            ));
            work.push(Work::Expr(&f.collection));
        }
    }
}

impl Expr {
    /// The `i`th expression directly inside this one, in source order (see
    /// [`Expr::children`]); `None` past the last.
    pub fn child(&self, i: usize) -> Option<&Expr> {
        match &self.kind {
            ExprKind::Literal(_) | ExprKind::AnonSymbol | ExprKind::ScopeTraversal(_) => None,
            ExprKind::Template(t) => template_exprs(t).get(i).copied(),
            ExprKind::RelTraversal(r) => (i == 0).then_some(&r.source),
            ExprKind::Tuple(t) => t.items.get(i),
            ExprKind::Object(o) => o.items.get(i / 2).map(|it| {
                if i.is_multiple_of(2) {
                    &it.key.expr
                } else {
                    &it.value
                }
            }),
            ExprKind::FunctionCall(f) => f.args.get(i),
            ExprKind::Index(x) => [&x.collection, &x.key].get(i).copied(),
            ExprKind::Splat(s) => [&s.source, &s.each].get(i).copied(),
            ExprKind::Unary(u) => (i == 0).then_some(&u.operand),
            ExprKind::Binary(b) => [&b.lhs, &b.rhs].get(i).copied(),
            ExprKind::Conditional(c) => [&c.condition, &c.true_result, &c.false_result]
                .get(i)
                .copied(),
            ExprKind::For(f) => [
                Some(&f.collection),
                f.key_expr.as_ref(),
                Some(&f.value_expr),
                f.condition.as_ref(),
            ]
            .into_iter()
            .flatten()
            .nth(i),
            ExprKind::Parens(e) => (i == 0).then_some(&**e),
        }
    }

    /// The expressions directly inside this one, in source order: a tuple's
    /// items, an object's keys and values (alternating), a call's
    /// arguments, the operands of operators, conditionals, indexes, splats
    /// and `for` expressions, and a template's interpolated and directive
    /// expressions at any depth of directive nesting. `children()[i]` is
    /// `child(i)`.
    pub fn children(&self) -> Vec<&Expr> {
        if let ExprKind::Template(t) = &self.kind {
            return template_exprs(t);
        }
        (0..).map_while(|i| self.child(i)).collect()
    }
}

/// The expressions in a template's parts, directives' bodies included, in
/// source order (iterative: any nesting of directives is fine).
fn template_exprs(t: &Template) -> Vec<&Expr> {
    let mut out = Vec::new();
    let mut work: Vec<&TemplatePart> = t.parts.iter().rev().collect();
    while let Some(p) = work.pop() {
        match p {
            TemplatePart::Literal { .. } => {}
            TemplatePart::Interp { expr, .. } => out.push(expr),
            TemplatePart::If(i) => {
                out.push(&i.condition);
                if let Some(e) = &i.else_template {
                    work.extend(e.parts.iter().rev());
                }
                work.extend(i.then_template.parts.iter().rev());
            }
            TemplatePart::For(f) => {
                out.push(&f.collection);
                work.extend(f.body.parts.iter().rev());
            }
        }
    }
    out
}
