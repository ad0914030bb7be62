//! Unary and binary operators, with `&&`/`||` short-circuiting.

use super::{build, Code, Frame};
use crate::ast::{BinaryOperator, UnaryOperator};
use crate::diagnostic::Span;
use crate::eval::ir::Node;
use crate::value::{convert, refine, Type, Value};

pub(super) fn build_unary(op: UnaryOperator, operand: &Node, span: Span) -> Code {
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

pub(super) fn build_binary(op: BinaryOperator, lhs: &Node, rhs: &Node, span: Span) -> Code {
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
