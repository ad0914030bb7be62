//! An argument expression handed to an expression-closure parameter (`try`, `can`) that
//! runs the closure the enclosing call already built, instead of compiling the argument
//! again: nested `can(can(can(...)))` then compiles and evaluates in time linear in its size
//! (compiling each level's argument afresh made it quadratic).

use super::exec::{Code, Frame};
use super::{EvalContext, Expression, KeyValuePair, NativeExpr, StaticCall, Traversal};
use crate::diagnostic::{Diagnostics, Range};
use crate::value::Value;
use std::fmt;
use std::sync::Arc;

/// The built argument, the frame slots it reads (the `for` variables in scope at the call),
/// and the argument's syntax (for its range, variables and static analysis).
pub(crate) struct ArgExpr {
    code: Arc<Code>,
    slots: Vec<Value>,
    native: Arc<NativeExpr>,
}

impl ArgExpr {
    pub(crate) fn new(code: Arc<Code>, slots: &[Value], native: Arc<NativeExpr>) -> ArgExpr {
        ArgExpr {
            code,
            slots: slots.to_vec(),
            native,
        }
    }
}

impl fmt::Debug for ArgExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.native, f)
    }
}

impl Expression for ArgExpr {
    fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let src = self.native.source().clone();
        let (v, mut diags) = crate::limits::metered(ctx.and_then(|c| c.budget()), || {
            crate::value::deep(|| {
                let mut f = Frame::new(ctx, &src, 0);
                f.slots.clone_from(&self.slots);
                let v = (*self.code)(&mut f);
                (v, Diagnostics(f.diags))
            })
        });
        if diags.has_errors() {
            self.native.describe_failed(ctx, &mut diags);
        }
        (v, diags)
    }
    fn variables(&self) -> Vec<Traversal> {
        self.native.variables()
    }
    fn range(&self) -> Range {
        self.native.range()
    }
    fn start_range(&self) -> Range {
        self.native.start_range()
    }
    fn as_expr_list(&self) -> Option<Vec<super::ExprRef>> {
        self.native.as_expr_list()
    }
    fn as_expr_map(&self) -> Option<Vec<KeyValuePair>> {
        self.native.as_expr_map()
    }
    fn as_expr_call(&self) -> Option<StaticCall> {
        self.native.as_expr_call()
    }
    fn as_traversal(&self) -> Option<Traversal> {
        self.native.as_traversal()
    }
    fn unwrap_expression(&self) -> Option<super::ExprRef> {
        self.native.unwrap_expression()
    }
    fn as_native(&self) -> Option<&NativeExpr> {
        Some(&self.native)
    }
}
