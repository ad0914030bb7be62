//! Static analysis of expressions without evaluating them (the spec's
//! "Static Analysis" section; go-hcl `expr_list.go`, `expr_map.go`,
//! `expr_call.go`, `traversal_for_expr.go`), and the native syntax's
//! variable collection.

use super::traversal::{Traversal, Traverser};
use super::{ExprRef, Expression};
use crate::ast::{self, ExprKind, IndexKey, TemplatePart, TraverseStep};
use crate::diagnostic::{Diagnostic, Diagnostics, Range, SourceFile};
use crate::value::{Number, Value};
use smol_str::SmolStr;
use std::fmt;
use std::sync::Arc;

/// One item of a static map: key and value expressions.
#[derive(Clone, Debug)]
pub struct KeyValuePair {
    /// The key expression (a bare name is a key, not a variable, unless
    /// parenthesized).
    pub key: ExprRef,
    /// The value expression.
    pub value: ExprRef,
}

/// A static function call: name and argument expressions.
#[derive(Clone)]
pub struct StaticCall {
    /// The called function's name (with its namespace, `provider::p::f`).
    pub name: String,
    /// The range of the name.
    pub name_range: Range,
    /// The argument expressions, in order (an expanded final argument `x...`
    /// is the last one).
    pub arguments: Vec<ExprRef>,
    /// From the opening to the closing parenthesis.
    pub args_range: Range,
}

impl fmt::Debug for StaticCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StaticCall")
            .field("name", &self.name)
            .field("arguments", &self.arguments)
            .finish()
    }
}

/// Follows `unwrap_expression` until `pred` holds (go-hcl
/// `UnwrapExpressionUntil`).
fn unwrap_until<T>(
    expr: &dyn Expression,
    pred: impl Fn(&dyn Expression) -> Option<T>,
) -> Option<T> {
    if let Some(t) = pred(expr) {
        return Some(t);
    }
    let mut cur = expr.unwrap_expression()?;
    loop {
        if let Some(t) = pred(&*cur) {
            return Some(t);
        }
        cur = cur.unwrap_expression()?;
    }
}

fn invalid(detail: &str, subject: Range) -> Diagnostics {
    Diagnostic::error("Invalid expression", detail)
        .with_subject(subject)
        .into()
}

/// The elements of a static list expression (a tuple constructor), or an
/// "Invalid expression" error at the expression's start.
pub fn expr_list(expr: &dyn Expression) -> Result<Vec<ExprRef>, Diagnostics> {
    unwrap_until(expr, |e| e.as_expr_list())
        .ok_or_else(|| invalid("A static list expression is required.", expr.start_range()))
}

/// The items of a static map expression (an object constructor).
pub fn expr_map(expr: &dyn Expression) -> Result<Vec<KeyValuePair>, Diagnostics> {
    unwrap_until(expr, |e| e.as_expr_map())
        .ok_or_else(|| invalid("A static map expression is required.", expr.start_range()))
}

/// A static function call.
pub fn expr_call(expr: &dyn Expression) -> Result<StaticCall, Diagnostics> {
    unwrap_until(expr, |e| e.as_expr_call())
        .ok_or_else(|| invalid("A static function call is required.", expr.start_range()))
}

/// The expression as an absolute traversal (`a.b[0]`), or an error over
/// the whole expression.
pub fn abs_traversal_for_expr(expr: &dyn Expression) -> Result<Traversal, Diagnostics> {
    unwrap_until(expr, |e| e.as_traversal()).ok_or_else(|| {
        invalid(
            "A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here.",
            expr.range(),
        )
    })
}

/// Like [`abs_traversal_for_expr`], with the root turned into an attribute
/// step (a relative traversal).
pub fn rel_traversal_for_expr(expr: &dyn Expression) -> Result<Traversal, Diagnostics> {
    let mut t = abs_traversal_for_expr(expr)?;
    if let Some(Traverser::Root { name, range }) = t.0.first().cloned() {
        t.0[0] = Traverser::Attr { name, range };
    }
    Ok(t)
}

/// The keyword an expression is, if it is a single bare identifier (or
/// `null`, `true`, `false`); `None` otherwise.
pub fn expr_as_keyword(expr: &dyn Expression) -> Option<String> {
    let t = unwrap_until(expr, |e| e.as_traversal())?;
    if t.len() == 1 {
        t.root_name().map(str::to_string)
    } else {
        None
    }
}

/// The value of a literal index key in a traversal.
pub(crate) fn index_key_value(k: &IndexKey) -> Value {
    match k {
        IndexKey::Number(t) => Number::parse(t)
            .map(Value::number)
            .unwrap_or_else(Value::dynamic),
        IndexKey::String(s) => Value::string(s.as_str()),
        IndexKey::Bool(b) => Value::bool(*b),
        IndexKey::Null => Value::null(crate::value::Type::Dynamic),
    }
}

fn push_steps(out: &mut Vec<Traverser>, steps: &[TraverseStep], src: &SourceFile) {
    for s in steps {
        out.push(match s {
            TraverseStep::Attr { name, span } => Traverser::Attr {
                name: name.clone(),
                range: src.range(*span),
            },
            TraverseStep::Index { key, span } => Traverser::Index {
                key: index_key_value(key),
                range: src.range(*span),
            },
        });
    }
}

/// An AST scope traversal as an evaluated traversal.
pub(crate) fn traversal_of(t: &ast::Traversal, src: &SourceFile) -> Traversal {
    let mut v = Vec::with_capacity(t.steps().len() + 1);
    v.push(Traverser::Root {
        name: t.root_name().clone(),
        range: src.range(t.root_span()),
    });
    push_steps(&mut v, t.steps(), src);
    Traversal(v)
}

/// go-hcl `AsTraversal` of the native syntax's nodes.
pub(crate) fn ast_as_traversal(e: &ast::Expr, src: &Arc<SourceFile>) -> Option<Traversal> {
    crate::depth::deep(|| ast_as_traversal_here(e, src))
}

fn ast_as_traversal_here(e: &ast::Expr, src: &Arc<SourceFile>) -> Option<Traversal> {
    match &e.kind {
        ExprKind::ScopeTraversal(t) => Some(traversal_of(t, src)),
        ExprKind::Literal(ast::Literal::Null) => Some(keyword("null", e, src)),
        ExprKind::Literal(ast::Literal::Bool(true)) => Some(keyword("true", e, src)),
        ExprKind::Literal(ast::Literal::Bool(false)) => Some(keyword("false", e, src)),
        ExprKind::RelTraversal(r) => {
            let mut base = ast_as_traversal(&r.source, src)?;
            push_steps(&mut base.0, &r.steps, src);
            Some(base)
        }
        _ => None,
    }
}

fn keyword(name: &str, e: &ast::Expr, src: &SourceFile) -> Traversal {
    Traversal(vec![Traverser::Root {
        name: SmolStr::new(name),
        range: src.range(e.span),
    }])
}

/// Collects the absolute traversals an expression refers to, skipping
/// names bound by enclosing `for` scopes (`scope`).
pub(crate) fn collect_variables(
    e: &ast::Expr,
    src: &SourceFile,
    scope: &mut Vec<SmolStr>,
    out: &mut Vec<Traversal>,
) {
    crate::depth::deep(|| collect_here(e, src, scope, out))
}

fn collect_here(
    e: &ast::Expr,
    src: &SourceFile,
    scope: &mut Vec<SmolStr>,
    out: &mut Vec<Traversal>,
) {
    match &e.kind {
        ExprKind::Literal(_) | ExprKind::AnonSymbol => {}
        ExprKind::ScopeTraversal(t) => {
            if !scope.contains(t.root_name()) {
                out.push(traversal_of(t, src));
            }
        }
        ExprKind::RelTraversal(r) => collect_variables(&r.source, src, scope, out),
        ExprKind::Template(t) => collect_template(t, src, scope, out),
        ExprKind::Tuple(t) => {
            for i in &t.items {
                collect_variables(i, src, scope, out);
            }
        }
        ExprKind::Object(o) => {
            for i in &o.items {
                let literal = !i.key.force_non_literal && super::object_key_literal(&i.key.expr);
                if !literal {
                    collect_variables(&i.key.expr, src, scope, out);
                }
                collect_variables(&i.value, src, scope, out);
            }
        }
        ExprKind::FunctionCall(c) => {
            for a in &c.args {
                collect_variables(a, src, scope, out);
            }
        }
        ExprKind::Index(i) => {
            collect_variables(&i.collection, src, scope, out);
            collect_variables(&i.key, src, scope, out);
        }
        ExprKind::Splat(s) => {
            collect_variables(&s.source, src, scope, out);
            collect_variables(&s.each, src, scope, out);
        }
        ExprKind::Unary(u) => collect_variables(&u.operand, src, scope, out),
        ExprKind::Binary(b) => {
            collect_variables(&b.lhs, src, scope, out);
            collect_variables(&b.rhs, src, scope, out);
        }
        ExprKind::Conditional(c) => {
            collect_variables(&c.condition, src, scope, out);
            collect_variables(&c.true_result, src, scope, out);
            collect_variables(&c.false_result, src, scope, out);
        }
        ExprKind::For(f) => {
            collect_variables(&f.collection, src, scope, out);
            let n = scope.len();
            if let Some(k) = &f.key_var {
                scope.push(k.name.clone());
            }
            scope.push(f.value_var.name.clone());
            if let Some(k) = &f.key_expr {
                collect_variables(k, src, scope, out);
            }
            collect_variables(&f.value_expr, src, scope, out);
            if let Some(c) = &f.condition {
                collect_variables(c, src, scope, out);
            }
            scope.truncate(n);
        }
        ExprKind::Parens(inner) => collect_variables(inner, src, scope, out),
    }
}

fn collect_template(
    t: &ast::Template,
    src: &SourceFile,
    scope: &mut Vec<SmolStr>,
    out: &mut Vec<Traversal>,
) {
    crate::depth::deep(|| collect_template_here(t, src, scope, out))
}

fn collect_template_here(
    t: &ast::Template,
    src: &SourceFile,
    scope: &mut Vec<SmolStr>,
    out: &mut Vec<Traversal>,
) {
    for p in &t.parts {
        match p {
            TemplatePart::Literal { .. } => {}
            TemplatePart::Interp { expr, .. } => collect_variables(expr, src, scope, out),
            TemplatePart::If(i) => {
                collect_variables(&i.condition, src, scope, out);
                collect_template(&i.then_template, src, scope, out);
                if let Some(e) = &i.else_template {
                    collect_template(e, src, scope, out);
                }
            }
            TemplatePart::For(f) => {
                collect_variables(&f.collection, src, scope, out);
                let n = scope.len();
                if let Some(k) = &f.key_var {
                    scope.push(k.name.clone());
                }
                scope.push(f.value_var.name.clone());
                collect_template(&f.body, src, scope, out);
                scope.truncate(n);
            }
        }
    }
}
