//! `try` and `can` (the reference's `ext/tryfunc`): functions that see the
//! diagnostics of their argument expressions.
//!
//! They need cooperation from the evaluator, like the reference's
//! `customdecode` extension: a parameter whose type is
//! [`expression_result_type`] receives, instead of the argument's value, an
//! [`ExprResult`] capsule built by the evaluator with
//! [`expression_result_value`]: the argument's value, the diagnostics its
//! evaluation produced (which the evaluator must NOT report itself), and
//! whether any variable the expression refers to is not wholly known
//! (go-hcl's `dependsOnUnknowns`: each of the expression's variable
//! traversals is evaluated in the call's scope; traversals that fail are
//! ignored; one whose value is not wholly known makes it true).
//! Without that cooperation a call gets an ordinary value and `try`/`can`
//! report "Invalid value" errors.

use crate::diagnostic::{Diagnostics, Range};
use crate::function::{FuncError, Function, Param};
use crate::value::{Type, Value};
use std::sync::{Arc, OnceLock};

/// The outcome of evaluating one argument expression of `try`/`can`.
#[derive(Debug, Clone)]
pub struct ExprResult {
    pub value: Value,
    pub diags: Diagnostics,
    pub depends_on_unknowns: bool,
}

static TYPE: OnceLock<Type> = OnceLock::new();

/// The capsule type marking parameters that receive [`ExprResult`]s
/// (go-hcl `customdecode.ExpressionClosureType`).
pub fn expression_result_type() -> Type {
    TYPE.get_or_init(|| Type::capsule("expression closure", None))
        .clone()
}

/// Whether a parameter wants the expression result instead of a value.
pub fn is_expression_param(p: &Param) -> bool {
    p.ty == expression_result_type()
}

/// Wraps an [`ExprResult`] as an argument value.
pub fn expression_result_value(r: ExprResult) -> Value {
    Value::capsule(expression_result_type(), Arc::new(r))
}

/// The [`ExprResult`] inside an argument value, if it is one.
pub fn expression_result(v: &Value) -> Option<&ExprResult> {
    v.as_capsule()?.downcast_ref::<ExprResult>()
}

fn closure(v: &Value) -> Result<&ExprResult, FuncError> {
    expression_result(v).ok_or_else(|| {
        FuncError::call("this function needs an evaluator that passes argument expressions")
    })
}

/// go-hcl `Range.String`.
fn range_string(r: &Range) -> String {
    if r.start.line == r.end.line {
        format!(
            "{}:{},{}-{}",
            r.filename, r.start.line, r.start.column, r.end.column
        )
    } else {
        format!(
            "{}:{},{}-{},{}",
            r.filename, r.start.line, r.start.column, r.end.line, r.end.column
        )
    }
}

fn try_impl(args: &[Value]) -> Result<Value, FuncError> {
    if args.is_empty() {
        return Err(FuncError::call("at least one argument is required"));
    }
    let mut all = Vec::new();
    for a in args {
        let c = closure(a)?;
        if c.depends_on_unknowns {
            return Ok(Value::dynamic());
        }
        if c.diags.has_errors() {
            all.extend(c.diags.iter().cloned());
            continue;
        }
        return Ok(c.value.clone());
    }
    let mut msg = String::from("no expression succeeded:\n");
    for d in &all {
        match &d.subject {
            Some(r) => msg.push_str(&format!(
                "- {} (at {})\n  {}\n",
                d.summary,
                range_string(r),
                d.detail
            )),
            None => msg.push_str(&format!("- {}\n  {}\n", d.summary, d.detail)),
        }
    }
    msg.push_str("\nAt least one expression must produce a successful result");
    Err(FuncError::call(msg))
}

/// `try(expressions...)`: the value of the first argument expression that
/// evaluates without errors.
pub fn try_func() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(Param::new("expressions", expression_result_type())),
        |args| try_impl(args).map(|v| v.ty().clone()),
        |args, _| try_impl(args),
    )
}

/// `can(expression)`: whether the argument expression evaluates without
/// errors.
pub fn can_func() -> Function {
    Function::with_static_type(
        vec![Param::new("expression", expression_result_type())],
        None,
        Type::Bool,
        |args, _| {
            let c = closure(&args[0])?;
            if c.depends_on_unknowns {
                return Ok(Value::unknown(Type::Bool));
            }
            Ok(Value::bool(!c.diags.has_errors()))
        },
    )
}
