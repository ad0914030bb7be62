//! The closure tree: every IR node becomes one boxed closure of a single
//! type, [`Code`], evaluated against a [`Frame`] (the host context, the
//! frame slots of `for` variables and splat items, and the diagnostics
//! collected so far).
//!
//! Each node kind is built by its own `build_*` function so the closures
//! are named after it in profiles.

use super::context::{name_suggestion, EvalContext};
use super::ir::{Call, For, Kind, Node, ObjKey, Step};
use super::traversal::{self, unknown_variable, variables_not_allowed};
use crate::ast::{BinaryOperator, UnaryOperator};
use crate::diagnostic::{Diagnostic, Range, SourceFile, Span};
use crate::function::FuncError;
use crate::value::{
    convert, get_conversion_unsafe, go_quote, refine, unify_unsafe, Marks, Type, Value,
};
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The state one evaluation threads through the closure tree.
pub(crate) struct Frame<'a> {
    pub ctx: Option<&'a EvalContext>,
    pub src: &'a SourceFile,
    pub slots: Vec<Value>,
    pub diags: Vec<Diagnostic>,
    /// Number of error diagnostics in `diags`.
    pub errors: usize,
}

/// The one closure type of the tree.
pub(crate) type Code = Box<dyn Fn(&mut Frame<'_>) -> Value + Send + Sync>;

/// Boxes a closure as [`Code`] (one place to change the closure type).
macro_rules! code {
    ($f:expr) => {
        Box::new($f) as Code
    };
}

impl<'a> Frame<'a> {
    pub fn new(ctx: Option<&'a EvalContext>, src: &'a SourceFile, nslots: usize) -> Frame<'a> {
        Frame {
            ctx,
            src,
            slots: vec![Value::dynamic(); nslots],
            diags: Vec::new(),
            errors: 0,
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
                const WHOLE_CALL: &[&str] = &[
                    "Call to unknown function",
                    "Not enough function arguments",
                    "Too many function arguments",
                    "Error in function call",
                ];
                let r = if WHOLE_CALL.contains(&d.summary.as_str()) {
                    d.context.clone().or_else(|| d.subject.clone())
                } else {
                    d.subject.clone()
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
        let mut d = Diagnostic::error(summary, detail).with_subject(self.range(subject));
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
        let inner = GrowCode(Some(crate::value::deep(|| build_node(n))));
        return code!(move |f: &mut Frame<'_>| {
            let c = inner.0.as_ref().expect("present until dropped");
            crate::value::deep(|| c(f))
        });
    }
    build_node(n)
}

/// A subtree's closure, dropped on a stack with room.
struct GrowCode(Option<Code>);

impl Drop for GrowCode {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            crate::value::deep(move || drop(c));
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

/// String conversion of a template part value; `Err` with the conversion
/// error message.
fn template_string(v: &Value) -> Result<Value, String> {
    if matches!(v.ty(), Type::String) {
        return Ok(v.clone());
    }
    convert(v, &Type::String).map_err(|e| e.to_string())
}

fn build_template(parts: &[Node], span: Span) -> Code {
    enum Part {
        Lit(Arc<str>),
        Code(Code, Span),
    }
    let parts: Vec<Part> = parts
        .iter()
        .map(|p| match p.is_const().and_then(|v| v.as_arc_str()) {
            Some(s) if !p.is_const().is_some_and(|v| v.is_marked()) => Part::Lit(s.clone()),
            _ => Part::Code(build(p), p.span),
        })
        .collect();
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let mut buf = String::new();
        let mut marks = Marks::new();
        let mut known = true;
        for p in &parts {
            let (v, pspan) = match p {
                Part::Lit(s) => {
                    if known {
                        buf.push_str(s);
                    }
                    continue;
                }
                Part::Code(c, s) => (c(f), *s),
            };
            if v.is_null() {
                f.error(
                    "Invalid template interpolation value",
                    "The expression result is null. Cannot include a null value in a string template.",
                    pspan,
                    Some(span),
                );
                continue;
            }
            let (u, m) = v.unmark();
            marks.extend_from(&m);
            if !u.is_known() {
                known = false;
                continue;
            }
            match template_string(&u) {
                Ok(s) if known => buf.push_str(s.as_str().unwrap_or("")),
                Ok(_) => {}
                Err(e) => f.error(
                    "Invalid template interpolation value",
                    format!("Cannot include the given value in a string template: {e}."),
                    pspan,
                    Some(span),
                ),
            }
        }
        let ret = if known {
            Value::string(buf)
        } else if f.errors == e0 {
            // hcl: the text before the first unknown part is the result's
            // prefix (at most 128 bytes, then shortened as go-cty's
            // `StringPrefix` shortens it)
            refine::template_prefix(&buf)
        } else {
            Value::unknown_not_null(Type::String)
        };
        ret.with_marks(&marks)
    })
}

fn build_join(for_node: &Node) -> Code {
    if let Kind::For(fe) = &for_node.kind {
        if fe.key.is_none() && fe.cond.is_none() {
            return build_template_for(fe, for_node.own);
        }
    }
    let tuple = build(for_node);
    let span = for_node.span;
    code!(move |f: &mut Frame<'_>| {
        let t = tuple(f);
        if t.ty().is_dynamic() || !t.is_known() || t.is_null() {
            return Value::unknown(Type::String);
        }
        let (t, marks) = t.unmark();
        let mut all = marks.clone();
        let mut buf = String::new();
        for v in t.elements().unwrap_or(&[]) {
            if v.is_null() {
                f.error(
                    "Invalid template interpolation value",
                    "An iteration result is null. Cannot include a null value in a string template.",
                    span,
                    None,
                );
                continue;
            }
            if v.ty().is_dynamic() {
                return Value::unknown(Type::String).with_marks(&marks);
            }
            let s = match template_string(v) {
                Ok(s) => s,
                Err(e) => {
                    f.error(
                        "Invalid template interpolation value",
                        format!("Cannot include one of the interpolation results into the string template: {e}."),
                        span,
                        None,
                    );
                    continue;
                }
            };
            if !v.is_known() {
                return Value::unknown(Type::String).with_marks(&marks);
            }
            let (s, m) = s.unmark();
            all.extend_from(&m);
            buf.push_str(s.as_str().unwrap_or(""));
        }
        Value::string(buf).with_marks(&all)
    })
}

/// A template `for` directive: the reference builds a tuple with a `for`
/// expression and joins its strings; this streams the bodies' strings
/// into one buffer with the same results and diagnostics (bodies are
/// templates, so never null and always strings).
fn build_template_for(fe: &For, span: Span) -> Code {
    let coll_span = fe.coll.span;
    let coll = build(&fe.coll);
    let key_slot = fe.key_slot.map(|s| s as usize);
    let val_slot = fe.val_slot as usize;
    let body = build(&fe.val);
    code!(move |f: &mut Frame<'_>| {
        let c = coll(f);
        let Some((c, marks)) = for_collection(f, c, coll_span, span) else {
            return Value::unknown(Type::String);
        };
        let mut buf = String::new();
        let mut all = marks.clone();
        let mut known = true;
        let mut each = |f: &mut Frame<'_>, v: &Value| {
            f.slots[val_slot] = v.clone();
            let s = body(f);
            if known {
                if !s.is_known() {
                    known = false;
                } else {
                    let (s, m) = s.unmark();
                    all.extend_from(&m);
                    buf.push_str(s.as_str().unwrap_or(""));
                }
            }
        };
        match (key_slot, c.elements()) {
            (None, Some(elems)) if !c.ty().is_object() => {
                for v in elems {
                    each(f, v);
                }
            }
            _ => {
                for (k, v) in c.element_iter() {
                    if let Some(ks) = key_slot {
                        f.slots[ks] = k;
                    }
                    each(f, v);
                }
            }
        }
        if !known {
            return Value::unknown(Type::String).with_marks(&marks);
        }
        Value::string(buf).with_marks(&all)
    })
}

/// One argument of a call as evaluated: its value source and ranges.
struct ArgCode {
    code: Code,
    span: Span,
    start: Span,
}

fn build_call(c: &Call, span: Span, start: Span) -> Code {
    let args: Vec<ArgCode> = c
        .args
        .iter()
        .map(|a| ArgCode {
            code: build(a),
            span: a.span,
            start: a.start,
        })
        .collect();
    let arg_exprs = c.arg_exprs.clone();
    let locals = c.locals.clone();
    let name = c.name.clone();
    let name_span = c.name_span;
    let close = c.close_paren;
    let expand = c.expand_final;
    let in_for = c.in_for;
    code!(move |f: &mut Frame<'_>| {
        let func = match f.ctx.map(|ctx| ctx.lookup_function(&name)) {
            Some(Ok(func)) => func.clone(),
            Some(Err(true)) => {
                unknown_function(f, &name, name_span, span, in_for);
                return Value::dynamic();
            }
            _ => {
                f.error(
                    "Function calls not allowed",
                    "Functions may not be called here.",
                    span,
                    None,
                );
                return Value::dynamic();
            }
        };
        let params = func.params();
        let var_param = func.var_param();

        // (value if already evaluated, range, start range) per argument.
        let mut eff: Vec<(Option<Value>, Span, Span)> = Vec::with_capacity(args.len());
        let fixed = if expand { args.len() - 1 } else { args.len() };
        for a in &args[..fixed] {
            eff.push((None, a.span, a.start));
        }
        if expand {
            let ex = &args[fixed];
            let e0 = f.errors;
            let v = (ex.code)(f);
            if f.errors > e0 {
                return Value::dynamic();
            }
            let ty = v.ty();
            if ty.is_dynamic() || ty.is_tuple() || ty.is_list() || ty.is_set() {
                if v.is_null() {
                    f.error(
                        "Invalid expanding argument value",
                        "The expanding argument (indicated by ...) must not be null.",
                        ex.span,
                        Some(span),
                    );
                    return Value::dynamic();
                }
                if ty.is_dynamic() || !v.is_known() {
                    return Value::dynamic();
                }
                let (v, marks) = v.unmark();
                for e in v.elements().unwrap_or(&[]) {
                    eff.push((Some(e.clone().with_marks(&marks)), ex.span, ex.span));
                }
            } else {
                f.error(
                    "Invalid expanding argument value",
                    "The expanding argument (indicated by ...) must be of a tuple, list, or set type.",
                    ex.span,
                    Some(span),
                );
                return Value::dynamic();
            }
        }

        if eff.len() < params.len() {
            let missing = &params[eff.len()];
            let qual = if var_param.is_some() { " at least" } else { "" };
            f.error(
                "Not enough function arguments",
                format!(
                    "Function {} expects{} {} argument(s). Missing value for {}.",
                    go_quote(&name),
                    qual,
                    params.len(),
                    go_quote(&missing.name)
                ),
                close,
                Some(span),
            );
            return Value::dynamic();
        }
        if var_param.is_none() && eff.len() > params.len() {
            f.error(
                "Too many function arguments",
                format!(
                    "Function {} expects only {} argument(s).",
                    go_quote(&name),
                    params.len()
                ),
                eff[params.len()].2,
                Some(span),
            );
            return Value::dynamic();
        }

        let e0 = f.errors;
        let closure_ty = super::closure::expression_closure_type();
        let mut vals = Vec::with_capacity(eff.len());
        for (i, (pre, _aspan, astart)) in eff.iter().enumerate() {
            let param = func.param_for_arg(i).expect("arity checked");
            if param.ty == closure_ty {
                let expr: super::ExprRef = match pre {
                    Some(v) => Arc::new(super::StaticExpr::new(v.clone(), f.range(*_aspan))),
                    None => arg_exprs[i].clone(),
                };
                let ctx = closure_context(f, &locals);
                vals.push(super::closure::ExprClosure::new(expr, ctx).into_value());
                continue;
            }
            let v = match pre {
                Some(v) => v.clone(),
                None => (args[i].code)(f),
            };
            let v = if param.ty.is_dynamic() {
                v
            } else {
                match convert(&v, &param.ty) {
                    Ok(v) => v,
                    Err(e) => {
                        f.error(
                            "Invalid function argument",
                            format!(
                                "Invalid value for {} parameter: {e}.",
                                go_quote(&param.name)
                            ),
                            *astart,
                            Some(span),
                        );
                        v
                    }
                }
            };
            vals.push(v);
        }
        if f.errors > e0 {
            return Value::dynamic();
        }
        let nargs = vals.len();
        match func.call(vals) {
            Ok(v) => v,
            Err(FuncError::Arg { index, message }) => {
                let param = func.param_for_arg(index);
                match param {
                    Some(p) if index < nargs => f.error(
                        "Invalid function argument",
                        format!(
                            "Invalid value for {} parameter: {message}.",
                            go_quote(&p.name)
                        ),
                        eff[index].2,
                        Some(span),
                    ),
                    Some(p) => f.error(
                        "Invalid function argument",
                        format!(
                            "Invalid value for {} parameter: {message}.",
                            go_quote(&p.name)
                        ),
                        span,
                        None,
                    ),
                    None => f.error(
                        "Error in function call",
                        format!("Call to function {} failed: {message}.", go_quote(&name)),
                        start,
                        Some(span),
                    ),
                }
                Value::dynamic()
            }
            Err(FuncError::Call(message)) => {
                f.error(
                    "Error in function call",
                    format!("Call to function {} failed: {message}.", go_quote(&name)),
                    start,
                    Some(span),
                );
                Value::dynamic()
            }
        }
    })
}

/// The context an expression closure evaluates in: the host context plus
/// the `for` variables in scope at the call.
fn closure_context(f: &Frame<'_>, locals: &[(SmolStr, u32)]) -> Option<Arc<EvalContext>> {
    let host = f.ctx.map(|c| Arc::new(c.clone()));
    if locals.is_empty() {
        return host;
    }
    let mut vars = super::Variables::new();
    for (n, s) in locals {
        vars.insert(n.clone(), f.slots[*s as usize].clone());
    }
    let mut child = match host {
        Some(h) => EvalContext::child_of(h),
        None => EvalContext::new(),
    };
    child.set_variables(Some(vars));
    Some(Arc::new(child))
}

#[cold]
fn unknown_function(f: &mut Frame<'_>, name: &str, name_span: Span, span: Span, in_for: bool) {
    // The reference suggests names from the innermost context's own table
    // only (a `for` scope's context has none).
    let avail: Vec<&str> = if in_for {
        Vec::new()
    } else {
        f.ctx
            .and_then(|c| c.functions())
            .map(|fs| fs.names())
            .unwrap_or_default()
    };
    if let Some(sep) = name.rfind("::") {
        let namespace = &name[..sep + 2];
        let short = &name[sep + 2..];
        let in_ns: Vec<&str> = avail
            .iter()
            .copied()
            .filter(|n| n.starts_with(namespace))
            .collect();
        let detail = if in_ns.is_empty() {
            format!(
                "There are no functions in namespace {}.",
                go_quote(namespace)
            )
        } else {
            let sugg = match name_suggestion(short, in_ns.iter().copied()) {
                Some(s) => format!(" Did you mean {namespace}{s}?"),
                None => String::new(),
            };
            format!(
                "There is no function named {} in namespace {namespace}.{sugg}",
                go_quote(short)
            )
        };
        f.error("Call to unknown function", detail, name_span, Some(span));
        return;
    }
    let sugg = match name_suggestion(name, avail.iter().copied()) {
        Some(s) => format!(" Did you mean {}?", go_quote(s)),
        None => String::new(),
    };
    f.error(
        "Call to unknown function",
        format!("There is no function named {}.{sugg}", go_quote(name)),
        name_span,
        Some(span),
    );
}

fn build_unary(op: UnaryOperator, operand: &Node, span: Span) -> Code {
    let operand_span = operand.span;
    let operand = build(operand);
    let (want, res_ty) = match op {
        UnaryOperator::Not => (Type::Bool, Type::Bool),
        UnaryOperator::Negate => (Type::Number, Type::Number),
    };
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let v = operand(f);
        if f.errors == e0 && !v.is_marked() {
            match op {
                UnaryOperator::Not => {
                    if let Some(b) = v.as_bool() {
                        return Value::bool(!b);
                    }
                }
                UnaryOperator::Negate => {
                    if let Some(n) = v.as_number() {
                        return Value::number(n.neg());
                    }
                }
            }
        }
        let v = match convert(&v, &want) {
            Ok(v) => v,
            Err(e) => {
                f.error(
                    "Invalid operand",
                    format!("Unsuitable value for unary operand: {e}."),
                    operand_span,
                    Some(span),
                );
                v
            }
        };
        if f.errors > e0 {
            return Value::unknown(res_ty.clone());
        }
        let (u, marks) = v.unmark();
        if u.is_null() {
            operation_failed(f, "argument must not be null", span);
            return Value::unknown(res_ty.clone());
        }
        if !u.is_known() {
            return Value::unknown_not_null(res_ty.clone()).with_marks(&marks);
        }
        let r = match op {
            UnaryOperator::Not => Value::bool(!u.as_bool().unwrap_or(false)),
            UnaryOperator::Negate => match u.as_number() {
                Some(n) => Value::number(n.neg()),
                None => Value::unknown(Type::Number),
            },
        };
        r.with_marks(&marks)
    })
}

#[cold]
fn operation_failed(f: &mut Frame<'_>, msg: &str, span: Span) {
    f.error(
        "Operation failed",
        format!("Error during operation: {msg}."),
        span,
        None,
    );
}

#[derive(Clone, Copy)]
enum OpClass {
    Arith,
    Compare,
    Equality,
    Logic,
}

fn classify(op: BinaryOperator) -> OpClass {
    use BinaryOperator::*;
    match op {
        Add | Subtract | Multiply | Divide | Modulo => OpClass::Arith,
        GreaterThan | GreaterThanOrEqual | LessThan | LessThanOrEqual => OpClass::Compare,
        Equal | NotEqual => OpClass::Equality,
        And | Or => OpClass::Logic,
    }
}

fn build_binary(op: BinaryOperator, lhs: &Node, rhs: &Node, span: Span) -> Code {
    match classify(op) {
        OpClass::Logic => build_logic(op, lhs, rhs, span),
        _ => build_value_op(op, lhs, rhs, span),
    }
}

/// Converts an operand, reporting "Invalid operand" on failure (the
/// unconverted value is returned then).
#[inline]
fn operand(
    f: &mut Frame<'_>,
    v: Value,
    want: &Type,
    side: &str,
    subject: Span,
    span: Span,
) -> Value {
    if want.is_dynamic() || v.ty() == want {
        return v;
    }
    match convert(&v, want) {
        Ok(c) => c,
        Err(e) => {
            f.error(
                "Invalid operand",
                format!("Unsuitable value for {side} operand: {e}."),
                subject,
                Some(span),
            );
            v
        }
    }
}

fn build_value_op(op: BinaryOperator, lhs: &Node, rhs: &Node, span: Span) -> Code {
    let (lspan, rspan) = (lhs.span, rhs.span);
    let lhs = build(lhs);
    let rhs = build(rhs);
    let class = classify(op);
    let (want, res_ty) = match class {
        OpClass::Arith => (Type::Number, Type::Number),
        OpClass::Compare => (Type::Number, Type::Bool),
        _ => (Type::Dynamic, Type::Bool),
    };
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let l = lhs(f);
        let r = rhs(f);
        // Fast path: two known, unmarked numbers.
        if !l.is_marked() && !r.is_marked() {
            if let (Some(a), Some(b)) = (l.as_number(), r.as_number()) {
                if f.errors > e0 {
                    return Value::unknown(res_ty.clone());
                }
                let res = match op {
                    BinaryOperator::Add => a.add(b).map(Value::number),
                    BinaryOperator::Subtract => a.sub(b).map(Value::number),
                    BinaryOperator::Multiply => a.mul(b).map(Value::number),
                    BinaryOperator::Divide => a.div(b).map(Value::number),
                    BinaryOperator::Modulo => a.rem(b).map(Value::number),
                    BinaryOperator::GreaterThan => Ok(Value::bool(a > b)),
                    BinaryOperator::GreaterThanOrEqual => Ok(Value::bool(a >= b)),
                    BinaryOperator::LessThan => Ok(Value::bool(a < b)),
                    BinaryOperator::LessThanOrEqual => Ok(Value::bool(a <= b)),
                    BinaryOperator::Equal => Ok(Value::bool(a == b)),
                    BinaryOperator::NotEqual => Ok(Value::bool(a != b)),
                    BinaryOperator::And | BinaryOperator::Or => unreachable!("logic"),
                };
                return match res {
                    Ok(v) => v,
                    Err(e) => {
                        operation_failed(f, &e.to_string(), span);
                        Value::unknown(res_ty.clone())
                    }
                };
            }
        }
        let l = operand(f, l, &want, "left", lspan, span);
        let r = operand(f, r, &want, "right", rspan, span);
        if f.errors > e0 {
            return Value::unknown(res_ty.clone());
        }
        if let OpClass::Equality = class {
            let eq = l.equals(&r);
            return if op == BinaryOperator::NotEqual {
                let (u, m) = eq.unmark();
                match u.as_bool() {
                    Some(b) => Value::bool(!b).with_marks(&m),
                    None => u.with_marks(&m),
                }
            } else {
                eq
            };
        }
        let (l, lm) = l.unmark();
        let (r, rm) = r.unmark();
        if l.is_null() || r.is_null() {
            operation_failed(f, "argument must not be null", span);
            return Value::unknown(res_ty.clone());
        }
        let mut marks = lm;
        marks.extend_from(&rm);
        let (Some(a), Some(b)) = (l.as_number(), r.as_number()) else {
            // go-cty: comparisons may be decided by refined bounds; any
            // other unknown result is refined as not null.
            let v = match op {
                BinaryOperator::LessThan => refine::less_than(&l, &r),
                BinaryOperator::GreaterThan => refine::greater_than(&l, &r),
                BinaryOperator::LessThanOrEqual => refine::less_than_or_equal(&l, &r),
                BinaryOperator::GreaterThanOrEqual => refine::greater_than_or_equal(&l, &r),
                _ => Value::unknown_not_null(res_ty.clone()),
            };
            return v.with_marks(&marks);
        };
        let res = match op {
            BinaryOperator::Add => a.add(b).map(Value::number),
            BinaryOperator::Subtract => a.sub(b).map(Value::number),
            BinaryOperator::Multiply => a.mul(b).map(Value::number),
            BinaryOperator::Divide => a.div(b).map(Value::number),
            BinaryOperator::Modulo => a.rem(b).map(Value::number),
            BinaryOperator::GreaterThan => Ok(Value::bool(a > b)),
            BinaryOperator::GreaterThanOrEqual => Ok(Value::bool(a >= b)),
            BinaryOperator::LessThan => Ok(Value::bool(a < b)),
            BinaryOperator::LessThanOrEqual => Ok(Value::bool(a <= b)),
            _ => unreachable!("not a value operator"),
        };
        match res {
            Ok(v) => v.with_marks(&marks),
            Err(e) => {
                operation_failed(f, &e.to_string(), span);
                Value::unknown(res_ty.clone())
            }
        }
    })
}

/// `&&` and `||` with upstream HCL's short-circuit rules: both operands
/// are evaluated, but when one side decides the result, the other side's
/// diagnostics are dropped.
fn build_logic(op: BinaryOperator, lhs: &Node, rhs: &Node, span: Span) -> Code {
    let (lspan, rspan) = (lhs.span, rhs.span);
    let lhs = build(lhs);
    let rhs = build(rhs);
    let is_or = op == BinaryOperator::Or;
    code!(move |f: &mut Frame<'_>| {
        let mark = f.diags.len();
        let e0 = f.errors;
        let l = lhs(f);
        let (ldiags, lerrs) = f.take_since(mark, e0);
        let r = rhs(f);
        // Fast path: two known, unmarked bools and no diagnostics.
        if f.diags.len() == mark && ldiags.is_empty() && !l.is_marked() && !r.is_marked() {
            if let (Some(a), Some(b)) = (l.as_bool(), r.as_bool()) {
                return Value::bool(if is_or { a || b } else { a && b });
            }
        }
        let (rdiags, rerrs) = f.take_since(mark, e0);
        let l = operand(f, l, &Type::Bool, "left", lspan, span);
        let r = operand(f, r, &Type::Bool, "right", rspan, span);
        if f.errors > e0 {
            f.append(ldiags, lerrs);
            f.append(rdiags, rerrs);
            return Value::unknown(Type::Bool);
        }
        let (l, lm) = l.unmark();
        let (r, rm) = r.unmark();
        let mut marks = lm;
        marks.extend_from(&rm);
        let (lk, rk) = (l.is_known(), r.is_known());
        // The controlling value: `true` for `||`, `false` for `&&`.
        let ctl = is_or;
        // go-cty's `True()`/`False()`: a null bool is not true, so it
        // counts as false.
        let lb = if lk {
            Some(l.as_bool() == Some(true))
        } else {
            None
        };
        let rb = if rk {
            Some(r.as_bool() == Some(true))
        } else {
            None
        };
        let forced: Option<(Value, bool)> = if !lk && !rk {
            if lerrs == 0 {
                Some((Value::unknown_not_null(Type::Bool), true))
            } else {
                None
            }
        } else if lb == Some(ctl) {
            Some((Value::bool(ctl), true))
        } else if rb == Some(ctl) {
            Some((Value::bool(ctl), false))
        } else if !lk && rb == Some(!ctl) {
            Some((Value::unknown_not_null(Type::Bool), true))
        } else if !rk && lb == Some(!ctl) {
            Some((Value::unknown_not_null(Type::Bool), false))
        } else {
            None
        };
        if let Some((v, keep_left)) = forced {
            if keep_left {
                f.append(ldiags, lerrs);
            } else {
                f.append(rdiags, rerrs);
            }
            return v.with_marks(&marks);
        }
        f.append(ldiags, lerrs);
        f.append(rdiags, rerrs);
        if f.errors > e0 {
            return Value::unknown(Type::Bool).with_marks(&marks);
        }
        if l.is_null() || r.is_null() {
            operation_failed(f, "argument must not be null", span);
            return Value::unknown(Type::Bool);
        }
        match (lb, rb) {
            (Some(a), Some(b)) => {
                Value::bool(if is_or { a || b } else { a && b }).with_marks(&marks)
            }
            _ => Value::unknown_not_null(Type::Bool).with_marks(&marks),
        }
    })
}

fn build_cond(cond: &Node, t: &Node, fa: &Node, span: Span) -> Code {
    let (cspan, tspan, fspan) = (cond.span, t.span, fa.span);
    let cond = build(cond);
    let tc = build(t);
    let fc = build(fa);
    code!(move |f: &mut Frame<'_>| {
        let mark = f.diags.len();
        let e0 = f.errors;
        let tv = tc(f);
        let (tdiags, terrs) = f.take_since(mark, e0);
        let fv = fc(f);
        // Fast path: no diagnostics so far, same types, a plain bool
        // condition.
        if f.diags.len() == mark
            && tdiags.is_empty()
            && tv.ty() == fv.ty()
            && !tv.is_marked()
            && !fv.is_marked()
            && !(tv.is_null() && tv.ty().is_dynamic())
        {
            let c = cond(f);
            if !c.is_marked() {
                if let Some(b) = c.as_bool() {
                    return if b { tv } else { fv };
                }
            }
            // Slow path with the condition already evaluated.
            return finish_cond(f, c, tv, fv, cspan, tspan, fspan, span);
        }
        let (fdiags, ferrs) = f.take_since(mark, e0);

        let null_dyn = |v: &Value| v.is_null() && v.ty().is_dynamic() && !v.is_marked();
        let (result_ty, tconv, fconv) = if null_dyn(&tv) {
            let rt = fv.ty().clone();
            let c = get_conversion_unsafe(&Type::Dynamic, &rt);
            (Some(rt), c, None)
        } else if null_dyn(&fv) {
            let rt = tv.ty().clone();
            let c = get_conversion_unsafe(&Type::Dynamic, &rt);
            (Some(rt), None, c)
        } else if tv.ty().is_dynamic() || fv.ty().is_dynamic() {
            (Some(Type::Dynamic), None, None)
        } else if tv.ty() == fv.ty() {
            (Some(tv.ty().clone()), None, None)
        } else {
            match unify_unsafe(&[tv.ty().clone(), fv.ty().clone()]) {
                Some((rt, mut convs)) => {
                    let fc = convs.pop().flatten();
                    let tc = convs.pop().flatten();
                    (Some(rt), tc, fc)
                }
                None => (None, None, None),
            }
        };
        let Some(result_ty) = result_ty else {
            let detail = format!(
                "The true and false result expressions must have consistent types. {}.",
                describe_conditional_type_mismatch(tv.ty(), fv.ty())
            );
            f.error(
                "Inconsistent conditional result types",
                detail,
                tspan.to(fspan),
                Some(span),
            );
            return Value::dynamic();
        };

        let c = cond(f);
        if c.is_null() {
            f.error(
                "Null condition",
                "The condition value is null. Conditions must either be true or false.",
                cspan,
                Some(span),
            );
            return Value::unknown(result_ty);
        }
        let (c, cmarks) = c.unmark_deep();
        let mut marks = cmarks;
        marks.extend_from(&tv.marks());
        marks.extend_from(&fv.marks());
        if !c.is_known() {
            return refine::conditional_unknown(&tv, &fv, result_ty).with_marks(&marks);
        }
        let c = match convert(&c, &Type::Bool) {
            Ok(c) => c,
            Err(_) => {
                f.error(
                    "Incorrect condition type",
                    "The condition expression must be of type bool.",
                    cspan,
                    Some(span),
                );
                return Value::unknown(result_ty);
            }
        };
        let (v, conv, diags, errs, which, vspan) = if c.as_bool() == Some(true) {
            (tv, tconv, tdiags, terrs, "true", tspan)
        } else {
            (fv, fconv, fdiags, ferrs, "false", fspan)
        };
        f.append(diags, errs);
        let v = match conv {
            Some(conv) => match conv.apply(&v) {
                Ok(v) => v,
                Err(e) => {
                    f.error(
                        "Inconsistent conditional result types",
                        format!("The {which} result value has the wrong type: {e}."),
                        vspan,
                        Some(span),
                    );
                    Value::unknown(result_ty)
                }
            },
            None => v,
        };
        v.with_marks(&marks)
    })
}

/// The rest of a conditional whose branches have the same type and no
/// diagnostics, once the condition is evaluated.
#[allow(clippy::too_many_arguments)]
fn finish_cond(
    f: &mut Frame<'_>,
    c: Value,
    tv: Value,
    fv: Value,
    cspan: Span,
    _tspan: Span,
    _fspan: Span,
    span: Span,
) -> Value {
    let result_ty = tv.ty().clone();
    if c.is_null() {
        f.error(
            "Null condition",
            "The condition value is null. Conditions must either be true or false.",
            cspan,
            Some(span),
        );
        return Value::unknown(result_ty);
    }
    let (c, cmarks) = c.unmark_deep();
    if !c.is_known() {
        return refine::conditional_unknown(&tv, &fv, result_ty).with_marks(&cmarks);
    }
    match convert(&c, &Type::Bool) {
        Ok(c) => {
            let v = if c.as_bool() == Some(true) { tv } else { fv };
            v.with_marks(&cmarks)
        }
        Err(_) => {
            f.error(
                "Incorrect condition type",
                "The condition expression must be of type bool.",
                cspan,
                Some(span),
            );
            Value::unknown(result_ty)
        }
    }
}

/// A template `if` directive. Both branches are templates, whose values
/// are always strings (known or unknown): their types always unify to
/// string, and the untaken branch's diagnostics are dropped, so only the
/// taken branch is evaluated. (As in the reference v2.14.1, the result
/// carries the condition's and the taken branch's marks.)
fn build_template_if(cond: &Node, t: &Node, fa: &Node, span: Span) -> Code {
    let cspan = cond.span;
    let cond = build(cond);
    let tc = build(t);
    let fc = build(fa);
    code!(move |f: &mut Frame<'_>| {
        let c = cond(f);
        if c.is_null() {
            f.error(
                "Null condition",
                "The condition value is null. Conditions must either be true or false.",
                cspan,
                Some(span),
            );
            return Value::unknown(Type::String);
        }
        let (c, marks) = c.unmark_deep();
        if !c.is_known() {
            return Value::unknown(Type::String).with_marks(&marks);
        }
        let c = match convert(&c, &Type::Bool) {
            Ok(c) => c,
            Err(_) => {
                f.error(
                    "Incorrect condition type",
                    "The condition expression must be of type bool.",
                    cspan,
                    Some(span),
                );
                return Value::unknown(Type::String);
            }
        };
        let v = if c.as_bool() == Some(true) {
            tc(f)
        } else {
            fc(f)
        };
        v.with_marks(&marks)
    })
}

/// The reference's explanation of why two conditional result types
/// cannot be unified.
fn describe_conditional_type_mismatch(t: &Type, f: &Type) -> String {
    match (t, f) {
        (Type::Object(to), Type::Object(fo)) => {
            for a in to.attrs() {
                match fo.get(&a.name) {
                    None => {
                        return format!(
                            "The 'true' value includes object attribute {}, which is absent in the 'false' value",
                            go_quote(&a.name)
                        )
                    }
                    Some(fa) if fa.ty != a.ty => {
                        return format!(
                            "Type mismatch for object attribute {}: {}",
                            go_quote(&a.name),
                            describe_conditional_type_mismatch(&a.ty, &fa.ty)
                        )
                    }
                    _ => {}
                }
            }
            for a in fo.attrs() {
                if to.get(&a.name).is_none() {
                    return format!(
                        "The 'false' value includes object attribute {}, which is absent in the 'true' value",
                        go_quote(&a.name)
                    );
                }
            }
        }
        (Type::Tuple(te), Type::Tuple(fe)) => {
            if te.len() != fe.len() {
                return format!(
                    "The 'true' tuple has length {}, but the 'false' tuple has length {}",
                    te.len(),
                    fe.len()
                );
            }
            for (i, (a, b)) in te.iter().zip(fe.iter()).enumerate() {
                if a != b {
                    return format!(
                        "Type mismatch for tuple element {i}: {}",
                        describe_conditional_type_mismatch(a, b)
                    );
                }
            }
        }
        (Type::List(te), Type::List(fe))
        | (Type::Map(te), Type::Map(fe))
        | (Type::Set(te), Type::Set(fe))
            if (te.is_object() && fe.is_object()) || (te.is_tuple() && fe.is_tuple()) =>
        {
            let noun = match t {
                Type::List(_) => "list",
                Type::Set(_) => "set",
                _ => "map",
            };
            return format!(
                "Mismatched {noun} element types: {}",
                describe_conditional_type_mismatch(te, fe)
            );
        }
        _ => {}
    }
    let (tn, fname) = (t.friendly_name(), f.friendly_name());
    if tn == fname {
        return "At least one deeply-nested attribute or element is not compatible across both the 'true' and the 'false' value".into();
    }
    format!("The 'true' value is {tn}, but the 'false' value is {fname}")
}

/// Whether go-cty can iterate values of this type.
fn iterable(t: &Type) -> bool {
    matches!(
        t,
        Type::List(_) | Type::Map(_) | Type::Set(_) | Type::Tuple(_) | Type::Object(_)
    )
}

/// The collection of a `for` expression or directive, unmarked, with its
/// marks; `None` when the result is an unknown placeholder (a null or
/// non-iterable collection, reported here, or an unknown one).
fn for_collection(
    f: &mut Frame<'_>,
    c: Value,
    coll_span: Span,
    span: Span,
) -> Option<(Value, Marks)> {
    if c.is_null() {
        f.error(
            "Iteration over null value",
            "A null value cannot be used as the collection in a 'for' expression.",
            coll_span,
            Some(span),
        );
        return None;
    }
    if c.ty().is_dynamic() {
        return None;
    }
    let (c, marks) = c.unmark();
    if !iterable(c.ty()) {
        f.error(
            "Iteration over non-iterable value",
            format!(
                "A value of type {} cannot be used as the collection in a 'for' expression.",
                c.ty().friendly_name()
            ),
            coll_span,
            Some(span),
        );
        return None;
    }
    if !c.is_known() {
        return None;
    }
    Some((c, marks))
}

fn build_for(fe: &For, span: Span) -> Code {
    let coll_span = fe.coll.span;
    let coll = build(&fe.coll);
    let key_slot = fe.key_slot.map(|s| s as usize);
    let val_slot = fe.val_slot as usize;
    let key = fe.key.as_ref().map(|k| (build(k), k.span));
    let val = build(&fe.val);
    let cond = fe.cond.as_ref().map(|c| (build(c), c.span));
    let group = fe.group;
    code!(move |f: &mut Frame<'_>| {
        // Unknown results are the plain `DynamicVal`: the reference drops
        // the collection's and the conditions' marks then.
        let c = coll(f);
        let Some((c, cmarks)) = for_collection(f, c, coll_span, span) else {
            return Value::dynamic();
        };
        let mut marks = cmarks;

        // Early check of the condition's type with dynamic variables.
        if let Some((cc, cspan)) = &cond {
            if let Some(k) = key_slot {
                f.slots[k] = Value::dynamic();
            }
            f.slots[val_slot] = Value::dynamic();
            let e0 = f.errors;
            let r = cc(f);
            if r.is_null() {
                f.error(
                    "Condition is null",
                    "The value of the 'if' clause must not be null.",
                    *cspan,
                    Some(span),
                );
                return Value::dynamic();
            }
            if let Err(e) = convert(&r, &Type::Bool) {
                f.error(
                    "Invalid 'for' condition",
                    format!("The 'if' clause value is invalid: {e}."),
                    *cspan,
                    Some(span),
                );
                return Value::dynamic();
            }
            if f.errors > e0 {
                return Value::dynamic();
            }
        }

        let mut known = true;
        if let Some((kc, kspan)) = &key {
            let mut vals: BTreeMap<SmolStr, Value> = BTreeMap::new();
            let mut groups: BTreeMap<SmolStr, Vec<Value>> = BTreeMap::new();
            for (k, v) in c.element_iter() {
                if let Some(ks) = key_slot {
                    f.slots[ks] = k;
                }
                f.slots[val_slot] = v.clone();
                // The object form converts the condition to bool before
                // looking at unknowns (so an unknown of a type that is not
                // convertible is an error here); the tuple form below skips
                // unknowns first. The reference (`ForExpr.Value`) differs
                // between its two forms in just this way, so the check is
                // written twice; tests/eval_for_condition.rs pins both.
                if let Some((cc, cspan)) = &cond {
                    let inc = cc(f);
                    if inc.is_null() {
                        if known {
                            f.error(
                                "Invalid 'for' condition",
                                "The value of the 'if' clause must not be null.",
                                *cspan,
                                Some(span),
                            );
                        }
                        known = false;
                        continue;
                    }
                    let inc = match convert(&inc, &Type::Bool) {
                        Ok(i) => i,
                        Err(e) => {
                            if known {
                                f.error(
                                    "Invalid 'for' condition",
                                    format!("The 'if' clause value is invalid: {e}."),
                                    *cspan,
                                    Some(span),
                                );
                            }
                            known = false;
                            continue;
                        }
                    };
                    if !inc.is_known() {
                        known = false;
                        continue;
                    }
                    let (inc, im) = inc.unmark();
                    marks.extend_from(&im);
                    if inc.as_bool() == Some(false) {
                        continue;
                    }
                }
                let kr = kc(f);
                if kr.is_null() {
                    if known {
                        f.error(
                            "Invalid object key",
                            "Key expression in 'for' expression must not produce a null value.",
                            *kspan,
                            Some(span),
                        );
                    }
                    known = false;
                    continue;
                }
                if !kr.is_known() {
                    known = false;
                    continue;
                }
                let kv = match convert(&kr, &Type::String) {
                    Ok(k) => k,
                    Err(e) => {
                        if known {
                            f.error(
                                "Invalid object key",
                                format!("The key expression produced an invalid result: {e}."),
                                *kspan,
                                Some(span),
                            );
                        }
                        known = false;
                        continue;
                    }
                };
                let (kv, km) = kv.unmark();
                marks.extend_from(&km);
                let ks: SmolStr = kv.as_str().unwrap_or("").into();
                let v = val(f);
                if group {
                    groups.entry(ks).or_default().push(v);
                } else if let std::collections::btree_map::Entry::Vacant(slot) =
                    vals.entry(ks.clone())
                {
                    slot.insert(v);
                } else {
                    f.error(
                        "Duplicate object key",
                        format!(
                            "Two different items produced the key {} in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.",
                            go_quote(&ks)
                        ),
                        *kspan,
                        Some(span),
                    );
                }
            }
            if !known {
                return Value::dynamic();
            }
            let attrs: Vec<(SmolStr, Value)> = if group {
                groups
                    .into_iter()
                    .map(|(k, vs)| (k, Value::tuple(vs)))
                    .collect()
            } else {
                vals.into_iter().collect()
            };
            Value::object_from_sorted(attrs).with_marks(&marks)
        } else {
            let mut vals = Vec::with_capacity(c.length_int().unwrap_or(0));
            let keyless = key_slot.is_none() && !c.ty().is_object() && !c.ty().is_map();
            let direct: &[Value] = if keyless {
                c.elements().unwrap_or(&[])
            } else {
                &[]
            };
            let mut keyed = if keyless {
                None
            } else {
                Some(c.element_iter())
            };
            let mut idx = 0;
            loop {
                let v = if let Some(it) = keyed.as_mut() {
                    match it.next() {
                        Some((k, v)) => {
                            if let Some(ks) = key_slot {
                                f.slots[ks] = k;
                            }
                            v
                        }
                        None => break,
                    }
                } else {
                    match direct.get(idx) {
                        Some(v) => {
                            idx += 1;
                            v
                        }
                        None => break,
                    }
                };
                f.slots[val_slot] = v.clone();
                // Unknowns are skipped before the conversion (see the
                // object form above for why the order differs).
                if let Some((cc, cspan)) = &cond {
                    let inc = cc(f);
                    if inc.is_null() {
                        if known {
                            f.error(
                                "Invalid 'for' condition",
                                "The value of the 'if' clause must not be null.",
                                *cspan,
                                Some(span),
                            );
                        }
                        known = false;
                        continue;
                    }
                    if !inc.is_known() {
                        known = false;
                        continue;
                    }
                    let inc = match convert(&inc, &Type::Bool) {
                        Ok(i) => i,
                        Err(e) => {
                            if known {
                                f.error(
                                    "Invalid 'for' condition",
                                    format!("The 'if' clause value is invalid: {e}."),
                                    *cspan,
                                    Some(span),
                                );
                            }
                            known = false;
                            continue;
                        }
                    };
                    let (inc, im) = inc.unmark();
                    marks.extend_from(&im);
                    if inc.as_bool() == Some(false) {
                        continue;
                    }
                }
                vals.push(val(f));
            }
            if !known {
                return Value::dynamic();
            }
            Value::tuple(vals).with_marks(&marks)
        }
    })
}

fn build_splat(source: &Node, each: &Node, slot: usize, marker: Span, span: Span) -> Code {
    let source_span = source.span;
    let each_span = each.span;
    let source = build(source);
    let each = build(each);
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let sv = source(f);
        if f.errors > e0 {
            return Value::dynamic();
        }
        let sty = sv.ty().clone();
        let auto_upgrade = !(sty.is_tuple() || sty.is_list() || sty.is_set());
        if sv.is_null() {
            if auto_upgrade {
                return Value::empty_tuple();
            }
            f.error(
                "Splat of null value",
                "Splat expressions (with the * symbol) cannot be applied to null sequences.",
                source_span,
                Some(source_span.to(marker)),
            );
            return Value::dynamic();
        }
        if sty.is_dynamic() {
            return Value::dynamic();
        }
        let mut sv = sv;
        let mut upgraded_unknown = false;
        if auto_upgrade {
            // an unknown that may be null could become `[]` as well as a
            // one-element tuple (hcl ≥ 2.17 looks at its refinements)
            upgraded_unknown = !sv.is_known() && sv.range().could_be_null();
            let marks = sv.marks();
            sv = Value::tuple(vec![sv]).with_marks(&marks);
        }
        let sty = sv.ty().clone();

        // The result type, from evaluating `each` with unknown items.
        let result_ty = |f: &mut Frame<'_>| -> Type {
            let saved = std::mem::replace(&mut f.slots[slot], Value::dynamic());
            let t = match &sty {
                Type::List(ety) | Type::Set(ety) => {
                    f.slots[slot] = Value::unknown((**ety).clone());
                    let v = each(f);
                    Type::list(v.ty().clone())
                }
                Type::Tuple(etys) => {
                    let mut tys = Vec::with_capacity(etys.len());
                    for ety in etys.iter() {
                        f.slots[slot] = Value::unknown(ety.clone());
                        let v = each(f);
                        tys.push(v.ty().clone());
                    }
                    Type::tuple(tys)
                }
                _ => Type::Dynamic,
            };
            f.slots[slot] = saved;
            t
        };

        if !sv.is_known() {
            let ty = result_ty(f);
            let mut b = Value::unknown(ty.clone()).refine().not_null();
            if ty.is_list() && sty.is_collection() {
                // as many elements as the source collection
                let r = sv.range();
                b = b
                    .collection_length_lower_bound(r.length_lower_bound())
                    .collection_length_upper_bound(r.length_upper_bound());
            }
            return b.new_value().with_same_marks([&sv]);
        }
        let (sv, marks) = sv.unmark();
        let elems = sv.elements().unwrap_or(&[]);
        let mut vals = Vec::with_capacity(elems.len());
        let mut is_known = true;
        let saved = f.slots[slot].clone();
        for item in elems {
            f.slots[slot] = item.clone();
            let e1 = f.errors;
            let v = each(f);
            if f.errors > e1 {
                is_known = false;
            }
            vals.push(v);
        }
        f.slots[slot] = saved;
        if upgraded_unknown {
            return Value::dynamic().with_marks(&marks);
        }
        if !is_known {
            let mark = f.diags.len();
            let e1 = f.errors;
            let ty = result_ty(f);
            f.take_since(mark, e1);
            return Value::unknown(ty).with_marks(&marks);
        }
        if sty.is_list() || sty.is_set() {
            if vals.is_empty() {
                let ty = result_ty(f);
                let ety = ty.element_type().cloned().unwrap_or(Type::Dynamic);
                return Value::empty_list(ety).with_marks(&marks);
            }
            return match Value::list(vals) {
                Some(l) => l.with_marks(&marks),
                None => {
                    f.error(
                        "Invalid nested splat expressions",
                        "The second level of splat expression produced elements of different types, so it isn't possible to construct a valid list to represent the top-level result.\n\nConsider using a for expression instead, to produce a tuple-typed result which can therefore have non-homogenously-typed elements.",
                        each_span,
                        Some(span),
                    );
                    Value::dynamic()
                }
            };
        }
        Value::tuple(vals).with_marks(&marks)
    })
}
