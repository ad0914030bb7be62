//! Function calls: arity and expansion checks, argument conversion,
//! expression-closure arguments, and the unknown-function diagnostic.

use super::{build, Code, Frame};
use crate::diagnostic::{DiagnosticKind, Span};
use crate::eval::context::{name_suggestion, EvalContext};
use crate::eval::ir::Call;
use crate::eval::FunctionLookup;
use crate::function::FuncError;
use crate::value::{convert, go_quote, Value};
use smol_str::SmolStr;
use std::sync::Arc;

/// One argument of a call as evaluated: its value source and ranges.
struct ArgCode {
    code: Arc<Code>,
    span: Span,
    start: Span,
}

pub(super) fn build_call(c: &Call, span: Span, start: Span) -> Code {
    let args: Vec<ArgCode> = c
        .args
        .iter()
        .map(|a| ArgCode {
            code: Arc::new(build(a)),
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
        if crate::eval::limits::stopped(f, span) {
            return Value::dynamic();
        }
        let func = match f.ctx.map(|ctx| ctx.lookup_function(&name)) {
            Some(FunctionLookup::Found(func)) => func.clone(),
            Some(FunctionLookup::Unknown) => {
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
            let v = (*ex.code)(f);
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
            f.error_of(
                DiagnosticKind::FunctionCall,
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
            f.error_of(
                DiagnosticKind::FunctionCall,
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
        let closure_ty = crate::eval::closure::expression_closure_type();
        let mut vals = Vec::with_capacity(eff.len());
        for (i, (pre, _aspan, astart)) in eff.iter().enumerate() {
            let param = func.param_for_arg(i).expect("arity checked");
            if param.ty == closure_ty {
                let expr: crate::eval::ExprRef = match pre {
                    Some(v) => Arc::new(crate::eval::StaticExpr::new(v.clone(), f.range(*_aspan))),
                    None => Arc::new(crate::eval::argexpr::ArgExpr::new(
                        args[i].code.clone(),
                        &f.slots,
                        arg_exprs[i].clone(),
                    )),
                };
                let ctx = closure_context(f, &locals);
                vals.push(crate::eval::closure::ExprClosure::new(expr, ctx).into_value());
                continue;
            }
            let v = match pre {
                Some(v) => v.clone(),
                None => (*args[i].code)(f),
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
                    None => f.error_of(
                        DiagnosticKind::FunctionCall,
                        "Error in function call",
                        format!("Call to function {} failed: {message}.", go_quote(&name)),
                        start,
                        Some(span),
                    ),
                }
                Value::dynamic()
            }
            Err(FuncError::Call(message)) => {
                f.limit_reported |= crate::limits::exceeded().is_some();
                f.error_of(
                    DiagnosticKind::FunctionCall,
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
    let mut vars = crate::eval::Variables::new();
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
        f.error_of(
            DiagnosticKind::FunctionCall,
            "Call to unknown function",
            detail,
            name_span,
            Some(span),
        );
        return;
    }
    let sugg = match name_suggestion(name, avail.iter().copied()) {
        Some(s) => format!(" Did you mean {}?", go_quote(s)),
        None => String::new(),
    };
    f.error_of(
        DiagnosticKind::FunctionCall,
        "Call to unknown function",
        format!("There is no function named {}.{sugg}", go_quote(name)),
        name_span,
        Some(span),
    );
}
