//! User-defined functions from `function "name" { params = [...]
//! variadic_param = ... result = ... }` blocks (the reference's
//! `ext/userfunc`).

use crate::body::{range_string, Body, BodyRef, BodySchema};
use crate::diagnostic::{Diagnostic, Diagnostics, Severity};
use crate::eval::{expr_as_keyword, expr_list, EvalContext, ExprRef};
use crate::function::{FuncError, Function, Functions, Param};
use crate::value::{Type, Value};
use smol_str::SmolStr;
use std::sync::Arc;

/// The text of the reference's `hcl.Diagnostics.Error()`.
pub fn diagnostics_error_string(diags: &Diagnostics) -> String {
    fn one(d: &Diagnostic) -> String {
        let subject = match &d.subject {
            Some(r) => range_string(r),
            None => "%!s(<nil>)".to_string(),
        };
        format!("{}: {}; {}", subject, d.summary, d.detail)
    }
    match diags.0.as_slice() {
        [] => "no diagnostics".to_string(),
        [d] => one(d),
        [d, rest @ ..] => format!("{}, and {} other diagnostic(s)", one(d), rest.len()),
    }
}

/// Decodes the `block_type` blocks of `body` into functions whose results
/// are evaluated in a child of `ctx()`; returns the rest of the body.
pub fn decode_user_functions(
    body: &dyn Body,
    block_type: &str,
    ctx: fn() -> Arc<EvalContext>,
) -> (Functions, BodyRef, Diagnostics) {
    let schema = BodySchema::new().block(block_type, ["name"]);
    let (content, rest, mut diags) = body.partial_content(&schema);
    let mut funcs = Functions::new();
    if diags.has_errors() {
        return (funcs, rest, diags);
    }
    let fschema = BodySchema::new()
        .attribute("params", true)
        .attribute("variadic_param", false)
        .attribute("result", true);
    'blocks: for block in &content.blocks {
        let name = block.labels[0].clone();
        let (fc, fd) = block.body.content(&fschema);
        let bad = fd.has_errors();
        diags.extend(fd);
        if bad {
            continue;
        }
        let params_expr = fc.attributes["params"].expr.clone();
        let result_expr = fc.attributes["result"].expr.clone();
        let var_expr = fc.attributes.get("variadic_param").map(|a| a.expr.clone());

        let param_exprs = match expr_list(params_expr.as_ref()) {
            Ok(l) => l,
            Err(d) => {
                diags.extend(d);
                continue;
            }
        };
        let mut params: Vec<SmolStr> = Vec::new();
        for pe in &param_exprs {
            match expr_as_keyword(pe.as_ref()) {
                Some(k) if !k.is_empty() => params.push(k.into()),
                _ => {
                    diags.push(
                        Diagnostic::error(
                            "Invalid param element",
                            "Each parameter name must be an identifier.",
                        )
                        .with_subject(pe.range()),
                    );
                    continue 'blocks;
                }
            }
        }
        let var_param: Option<SmolStr> = match &var_expr {
            None => None,
            Some(e) => match expr_as_keyword(e.as_ref()) {
                Some(k) if !k.is_empty() => Some(k.into()),
                _ => {
                    diags.push(
                        Diagnostic::error(
                            "Invalid variadic_param",
                            "The variadic parameter name must be an identifier.",
                        )
                        .with_subject(e.range()),
                    );
                    continue;
                }
            },
        };
        let f = user_function(params, var_param, result_expr, ctx);
        funcs.insert(name, f);
    }
    (funcs, rest, diags)
}

fn user_function(
    params: Vec<SmolStr>,
    var_param: Option<SmolStr>,
    result: ExprRef,
    ctx: fn() -> Arc<EvalContext>,
) -> Function {
    let fparams: Vec<Param> = params
        .iter()
        .map(|p| Param::new(p.clone(), Type::Dynamic))
        .collect();
    let fvar = var_param
        .as_ref()
        .map(|p| Param::new(p.clone(), Type::Dynamic));
    let imp = Arc::new(move |args: &[Value]| -> Result<Value, FuncError> {
        let mut child = EvalContext::child_of(ctx());
        child.set_variables(Some(Default::default()));
        for (i, p) in params.iter().enumerate() {
            child.set_variable(p.clone(), args[i].clone());
        }
        if let Some(vp) = &var_param {
            let rest = args.get(params.len()..).unwrap_or(&[]).to_vec();
            child.set_variable(vp.clone(), Value::tuple(rest));
        }
        let (v, diags) = result.value(Some(&child));
        if diags.iter().any(|d| d.severity == Severity::Error) {
            return Err(FuncError::call(diagnostics_error_string(&diags)));
        }
        Ok(v)
    });
    let imp2 = imp.clone();
    Function::with_type_fn(
        fparams,
        fvar,
        move |args| imp(args).map(|v| v.ty().clone()),
        move |args, _| imp2(args),
    )
}
