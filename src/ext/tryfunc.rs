//! `try` and `can` (the reference's `ext/tryfunc`): functions that see the
//! diagnostics of their argument expressions.
//!
//! The evaluator passes arguments of parameters typed
//! [`expression_closure_type`] unevaluated, as [`ExprClosure`] capsules
//! (the reference's `ext/customdecode`); `try` and `can` are built on that
//! in [`crate::eval`] and offered here under the library's names.

pub use crate::eval::{can_function, expression_closure_type, try_function, ExprClosure};

use crate::function::Function;

/// `try(expressions...)`: the value of the first argument expression that
/// evaluates without errors (an unknown value while an expression depends
/// on unknown variables).
pub fn try_func() -> Function {
    try_function()
}

/// `can(expression)`: whether the argument expression evaluates without
/// errors.
pub fn can_func() -> Function {
    can_function()
}
