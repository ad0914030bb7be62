//! Expression closures: function parameters that receive the argument
//! expression and its context unevaluated (go-hcl `ext/customdecode`'s
//! `ExpressionClosureType`), and the `try` and `can` functions built on
//! them (go-hcl `ext/tryfunc`).

use super::{EvalContext, ExprRef};
use crate::diagnostic::{Diagnostics, Range};
use crate::function::{FuncError, Function, Param};
use crate::value::{Type, Value};
use std::fmt::Write;
use std::sync::{Arc, OnceLock};

/// An argument expression with the context it appears in (including the
/// `for` variables in scope there).
#[derive(Clone)]
pub struct ExprClosure {
    /// The argument expression, unevaluated.
    pub expr: ExprRef,
    /// The context at the call site (`None`: evaluated without one).
    pub ctx: Option<Arc<EvalContext>>,
    /// The result of the first evaluation: `try`'s return type and its
    /// value both need it, and nested `try` would otherwise evaluate
    /// exponentially often.
    result: OnceLock<(Value, Diagnostics)>,
    unknowns: OnceLock<bool>,
}

impl std::fmt::Debug for ExprClosure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ExprClosure({:?})", self.expr)
    }
}

impl ExprClosure {
    /// A closure over `expr` in `ctx`; nothing is evaluated yet.
    pub fn new(expr: ExprRef, ctx: Option<Arc<EvalContext>>) -> ExprClosure {
        ExprClosure {
            expr,
            ctx,
            result: OnceLock::new(),
            unknowns: OnceLock::new(),
        }
    }
    /// Evaluates the expression in its context (once; later calls return
    /// the same result).
    pub fn value(&self) -> (Value, Diagnostics) {
        self.result
            .get_or_init(|| self.expr.value(self.ctx.as_deref()))
            .clone()
    }
    /// The closure inside a value of [`expression_closure_type`].
    pub fn from_value(v: &Value) -> Option<&ExprClosure> {
        v.as_capsule()?.downcast_ref::<ExprClosure>()
    }
    /// Wraps the closure as a capsule value.
    pub fn into_value(self) -> Value {
        Value::capsule(expression_closure_type(), Arc::new(self))
    }
    /// Whether a variable the expression refers to is not wholly known
    /// (go-hcl tryfunc's `dependsOnUnknowns`).
    pub fn depends_on_unknowns(&self) -> bool {
        *self.unknowns.get_or_init(|| self.find_unknowns())
    }

    fn find_unknowns(&self) -> bool {
        for t in self.expr.variables() {
            let (v, d) = t.traverse_abs(self.ctx.as_deref());
            if d.has_errors() {
                continue;
            }
            if !v.is_wholly_known() {
                return true;
            }
        }
        false
    }
}

/// The capsule type of parameters that take an [`ExprClosure`]: a call
/// passes such arguments unevaluated.
pub fn expression_closure_type() -> Type {
    static T: OnceLock<Type> = OnceLock::new();
    T.get_or_init(|| Type::capsule("expression closure", None))
        .clone()
}

/// go-hcl `Range.String()`.
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

/// An error that `try` and `can` must not treat as an ordinary failure of their argument:
/// an exhausted evaluation budget, or a function implementation that panicked.
fn poisoned() -> Option<FuncError> {
    if let Some(e) = crate::limits::exceeded() {
        return Some(FuncError::call(e.to_string()));
    }
    if crate::limits::panicked() {
        return Some(FuncError::call(
            "a function implementation failed unexpectedly while evaluating the argument",
        ));
    }
    None
}

fn try_values(args: &[Value]) -> Result<Value, FuncError> {
    if args.is_empty() {
        return Err(FuncError::call("at least one argument is required"));
    }
    let mut diags = Diagnostics::new();
    for a in args {
        let Some(c) = ExprClosure::from_value(a) else {
            return Err(FuncError::call("value is not an expression closure"));
        };
        if c.depends_on_unknowns() {
            return Ok(Value::dynamic());
        }
        let (v, d) = c.value();
        if let Some(e) = poisoned() {
            return Err(e);
        }
        let failed = d.has_errors();
        diags.extend(d);
        if failed {
            continue;
        }
        return Ok(v);
    }
    let mut buf = String::from("no expression succeeded:\n");
    for d in diags.iter() {
        match &d.subject {
            Some(r) => {
                let _ = writeln!(
                    buf,
                    "- {} (at {})\n  {}",
                    d.summary,
                    range_string(r),
                    d.detail
                );
            }
            None => {
                let _ = writeln!(buf, "- {}\n  {}", d.summary, d.detail);
            }
        }
    }
    buf.push_str("\nAt least one expression must produce a successful result");
    Err(FuncError::call(buf))
}

/// `try(expr...)`: the value of the first argument expression that
/// evaluates without errors.
pub fn try_function() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(Param::new("expressions", expression_closure_type())),
        |args| try_values(args).map(|v| v.ty().clone()),
        |args, _| try_values(args),
    )
}

/// `can(expr)`: whether the argument expression evaluates without errors.
pub fn can_function() -> Function {
    Function::with_static_type(
        vec![Param::new("expression", expression_closure_type())],
        None,
        Type::Bool,
        |args, _| {
            let Some(c) = ExprClosure::from_value(&args[0]) else {
                return Err(FuncError::call("value is not an expression closure"));
            };
            if c.depends_on_unknowns() {
                return Ok(Value::unknown(Type::Bool));
            }
            let (_, d) = c.value();
            if let Some(e) = poisoned() {
                return Err(e);
            }
            Ok(Value::bool(!d.has_errors()))
        },
    )
}
