//! The closure tree: every IR node becomes one boxed closure of a single
//! type, [`Code`], evaluated against a [`Frame`] (the host context, the
//! frame slots of `for` variables and splat items, and the diagnostics
//! collected so far).
//!
//! Each node kind is built by its own `build_*` function so the closures
//! are named after it in profiles. This file holds the frame, the dispatch
//! and the simple nodes (constants, variables, traversals, tuples,
//! objects); the rest is split by concern: [`call`], [`for_expr`] (`for`
//! and splats), [`template`], [`operator`] and [`cond`].

use super::context::EvalContext;
use super::ir::{Kind, Node, ObjKey, Step};
use super::traversal::{self, unknown_variable, variables_not_allowed};
use crate::diagnostic::{Diagnostic, DiagnosticKind, Range, SourceFile, Span};
use crate::value::{convert, Marks, Type, Value};
use smol_str::SmolStr;
use std::sync::Arc;

/// The state one evaluation threads through the closure tree.
pub(crate) struct Frame<'a> {
    pub ctx: Option<&'a EvalContext>,
    pub src: &'a SourceFile,
    pub slots: Vec<Value>,
    pub diags: Vec<Diagnostic>,
    /// Number of error diagnostics in `diags`.
    pub errors: usize,
    /// An evaluation limit was reported in this frame (later work stops
    /// without repeating it).
    pub limit_reported: bool,
}

/// The one closure type of the tree.
pub(crate) type Code = Box<dyn Fn(&mut Frame<'_>) -> Value + Send + Sync>;

/// Boxes a closure as [`Code`] (one place to change the closure type).
macro_rules! code {
    ($f:expr) => {
        Box::new($f) as Code
    };
}

mod call;
mod cond;
mod for_expr;
mod operator;
mod template;

use call::build_call;
use cond::build_cond;
use for_expr::{build_for, build_splat};
use operator::{build_binary, build_unary};
use template::{build_join, build_template, build_template_if};

impl<'a> Frame<'a> {
    pub fn new(ctx: Option<&'a EvalContext>, src: &'a SourceFile, nslots: usize) -> Frame<'a> {
        Frame {
            ctx,
            src,
            slots: vec![Value::dynamic(); nslots],
            diags: Vec::new(),
            errors: 0,
            limit_reported: false,
        }
    }

    #[inline]
    pub fn range(&self, span: Span) -> Range {
        self.src.range(span)
    }

    pub fn push(&mut self, mut d: Diagnostic) {
        if d.is_error() {
            self.errors += 1;
            if d.expression.is_none() {
                // The failing expression, as the reference sets
                // `Diagnostic.Expression`: the subject (an operand, a
                // template part, a condition, a key...), except for errors
                // about a whole call, whose subject is only a part of it.
                let r = match d.kind {
                    DiagnosticKind::FunctionCall => d.context.clone().or_else(|| d.subject.clone()),
                    _ => d.subject.clone(),
                };
                if let Some(r) = r {
                    d = d.with_expression(r);
                }
            }
        }
        self.diags.push(d);
    }

    /// Reports an error with a subject and optional context.
    #[cold]
    fn error(
        &mut self,
        summary: &str,
        detail: impl Into<String>,
        subject: Span,
        context: Option<Span>,
    ) {
        self.error_of(DiagnosticKind::Other, summary, detail, subject, context);
    }

    /// Reports an error of a given kind with a subject and optional context.
    #[cold]
    fn error_of(
        &mut self,
        kind: DiagnosticKind,
        summary: &str,
        detail: impl Into<String>,
        subject: Span,
        context: Option<Span>,
    ) {
        let mut d = Diagnostic::error(summary, detail)
            .with_kind(kind)
            .with_subject(self.range(subject));
        if let Some(c) = context {
            d = d.with_context(self.range(c));
        }
        self.push(d);
    }

    /// Takes the diagnostics pushed since `mark` out of the frame, with the
    /// number of errors among them.
    fn take_since(&mut self, mark: usize, errors_before: usize) -> (Vec<Diagnostic>, usize) {
        let taken = self.diags.split_off(mark);
        let n = self.errors - errors_before;
        self.errors = errors_before;
        (taken, n)
    }

    fn append(&mut self, diags: Vec<Diagnostic>, errors: usize) {
        self.errors += errors;
        self.diags.extend(diags);
    }
}

/// Evaluates `code` without a context; `Some` when it produced no
/// diagnostics (used for constant folding).
/// `slots` is scratch space reused across calls (a closed node writes the
/// slots it reads before reading them), so folding at every level of a
/// deep nest of `for` scopes stays linear.
pub(crate) fn run_detached(
    code: &Code,
    src: &Arc<SourceFile>,
    nslots: usize,
    slots: &mut Vec<Value>,
) -> Option<Value> {
    if slots.len() < nslots {
        slots.resize(nslots, Value::dynamic());
    }
    let mut f = Frame {
        ctx: None,
        src,
        slots: std::mem::take(slots),
        diags: Vec::new(),
        errors: 0,
        limit_reported: false,
    };
    let v = code(&mut f);
    *slots = std::mem::take(&mut f.slots);
    if f.diags.is_empty() {
        Some(v)
    } else {
        None
    }
}

/// Builds the closure for a node. Nodes marked `grow` (every
/// [`super::ir::GROW_EVERY`] levels) are built on a stack with room and get
/// a closure that checks the stack before running their subtree (and drops
/// it the same way), so any nesting depth evaluates and drops safely while
/// shallow expressions have no wrapper at all.
pub(crate) fn build(n: &Node) -> Code {
    if n.grow {
        let inner = GrowCode(Some(crate::depth::deep(|| build_node(n))));
        return code!(move |f: &mut Frame<'_>| {
            let c = inner.0.as_ref().expect("present until dropped");
            crate::depth::deep(|| c(f))
        });
    }
    build_node(n)
}

/// A subtree's closure, dropped on a stack with room.
struct GrowCode(Option<Code>);

impl Drop for GrowCode {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            crate::depth::deep(move || drop(c));
        }
    }
}

fn build_node(n: &Node) -> Code {
    match &n.kind {
        Kind::Const(v) => build_const(v.clone()),
        Kind::Fail(d) => build_fail((**d).clone()),
        Kind::Local(s) => build_local(*s as usize),
        Kind::Var {
            name,
            locals,
            in_for,
        } => build_var(name.clone(), locals.clone(), *in_for, n.own),
        Kind::Traverse { source, steps } => build_traverse(source, steps),
        Kind::Index { coll, key, bracket } => build_index(coll, key, *bracket),
        Kind::Tuple(items) => build_tuple(items),
        Kind::Object(items) => build_object(items),
        Kind::Template(parts) => build_template(parts, n.own),
        Kind::Join(for_node) => build_join(for_node),
        Kind::Call(c) => build_call(c, n.own, c.start),
        Kind::Unary { op, operand } => build_unary(*op, operand, n.own),
        Kind::Binary { op, lhs, rhs } => build_binary(*op, lhs, rhs, n.own),
        Kind::Cond { cond, t, f } => build_cond(cond, t, f, n.own),
        Kind::TemplateIf { cond, t, f } => build_template_if(cond, t, f, n.own),
        Kind::For(fe) => build_for(fe, n.own),
        Kind::Splat {
            source,
            each,
            slot,
            marker,
        } => build_splat(source, each, *slot as usize, *marker, n.own),
    }
}

fn build_const(v: Value) -> Code {
    code!(move |_f: &mut Frame<'_>| v.clone())
}

fn build_fail(d: Diagnostic) -> Code {
    code!(move |f: &mut Frame<'_>| {
        f.push(d.clone());
        Value::dynamic()
    })
}

fn build_local(slot: usize) -> Code {
    code!(move |f: &mut Frame<'_>| f.slots[slot].clone())
}

fn build_var(name: SmolStr, locals: Arc<[SmolStr]>, in_for: bool, span: Span) -> Code {
    code!(move |f: &mut Frame<'_>| {
        let found = f.ctx.map(|c| c.lookup_variable(&name));
        match found {
            Some(Ok(v)) => v.clone(),
            Some(Err(true)) => {
                let ctx = f.ctx.expect("some");
                let host = ctx.all_variable_names();
                let cands = locals.iter().map(|s| s.as_str()).chain(host);
                let d = unknown_variable(&name, cands, f.range(span));
                f.push(d);
                Value::dynamic()
            }
            _ if in_for => {
                let cands = locals.iter().map(|s| s.as_str());
                let d = unknown_variable(&name, cands, f.range(span));
                f.push(d);
                Value::dynamic()
            }
            _ => {
                let d = variables_not_allowed(f.range(span));
                f.push(d);
                Value::dynamic()
            }
        }
    })
}

fn build_traverse(source: &Node, steps: &[Step]) -> Code {
    let src = build(source);
    let steps: Box<[Step]> = steps.into();
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let mut cur = src(f);
        if f.errors > e0 && matches!(cur.ty(), Type::Dynamic) {
            return cur;
        }
        for step in steps.iter() {
            let (r, span) = match step {
                Step::Attr(name, span) => (traversal::get_attr(&cur, name), *span),
                Step::Index(key, span) => (traversal::index(&cur, key), *span),
            };
            match r {
                Ok(v) => cur = v,
                Err(e) => {
                    let d = e.into_diag(f.range(span));
                    f.push(d);
                    return Value::dynamic();
                }
            }
        }
        cur
    })
}

fn build_index(coll: &Node, key: &Node, bracket: Span) -> Code {
    let coll = build(coll);
    let key = build(key);
    code!(move |f: &mut Frame<'_>| {
        let c = coll(f);
        let k = key(f);
        match traversal::index(&c, &k) {
            Ok(v) => v,
            Err(e) => {
                let d = e.into_diag(f.range(bracket));
                f.push(d);
                Value::dynamic()
            }
        }
    })
}

fn build_tuple(items: &[Node]) -> Code {
    let items: Vec<Code> = items.iter().map(build).collect();
    code!(move |f: &mut Frame<'_>| {
        let mut vals = Vec::with_capacity(items.len());
        for i in &items {
            vals.push(i(f));
        }
        Value::tuple(vals)
    })
}

enum KeyCode {
    Name(Value),
    Ambiguous(Span),
    Expr(Code, Span),
}

fn build_object(items: &[(ObjKey, Node)]) -> Code {
    let items: Vec<(KeyCode, Code, Span)> = items
        .iter()
        .map(|(k, v)| {
            let k = match k {
                ObjKey::Name(n) => KeyCode::Name(Value::string(n.as_str())),
                ObjKey::Ambiguous(s) => KeyCode::Ambiguous(*s),
                ObjKey::Expr(e) => KeyCode::Expr(build(e), e.span),
            };
            (k, build(v), v.span)
        })
        .collect();
    code!(move |f: &mut Frame<'_>| {
        let mut vals: Vec<(SmolStr, Value)> = Vec::with_capacity(items.len());
        let mut marks = Marks::new();
        let mut known = true;
        for (k, v, vspan) in &items {
            let e0 = f.errors;
            let (key, kspan) = match k {
                KeyCode::Name(n) => (n.clone(), Span::default()),
                KeyCode::Ambiguous(s) => {
                    f.error(
                        "Ambiguous attribute key",
                        "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.",
                        *s,
                        None,
                    );
                    (Value::dynamic(), *s)
                }
                KeyCode::Expr(c, s) => (c(f), *s),
            };
            let key_errs = f.errors > e0;
            let val = v(f);
            if key_errs {
                known = false;
                continue;
            }
            if key.is_null() {
                f.error(
                    "Null value as key",
                    "Can't use a null value as a key.",
                    *vspan,
                    None,
                );
                known = false;
                continue;
            }
            let (key, km) = key.unmark();
            marks.extend_from(&km);
            let key = match convert(&key, &Type::String) {
                Ok(k) => k,
                Err(e) => {
                    f.error(
                        "Incorrect key type",
                        format!("Can't use this value as a key: {e}."),
                        kspan,
                        None,
                    );
                    known = false;
                    continue;
                }
            };
            if !key.is_known() {
                known = false;
                continue;
            }
            let ks: SmolStr = key.as_str().unwrap_or("").into();
            vals.push((ks, val));
        }
        if !known {
            return Value::dynamic();
        }
        Value::object(vals).with_marks(&marks)
    })
}
