//! Set functions (go-cty `stdlib/set.go`): sethaselement, setunion,
//! setintersection, setsubtract, setsymmetricdifference.

use super::param;
use crate::function::{FuncError, Function};
use crate::value::{convert, unify_unsafe, Type, Value};

/// `sethaselement(set, elem)`.
pub fn sethaselement() -> Function {
    Function::with_static_type(
        vec![
            param("set", Type::set(Type::Dynamic)).allow_dynamic_type(),
            param("elem", Type::Dynamic).allow_dynamic_type(),
        ],
        None,
        Type::Bool,
        |args, _| Ok(args[0].has_element(&args[1])),
    )
}

fn set_return_type(args: &[Value]) -> Result<Type, FuncError> {
    let mut etys = Vec::new();
    for a in args {
        let ety = a.ty().element_type().cloned().unwrap_or(Type::Dynamic);
        if a.is_known() && a.length_int() == Some(0) && ety.is_dynamic() {
            continue;
        }
        etys.push(ety);
    }
    if etys.is_empty() {
        return Ok(Type::set(Type::Dynamic));
    }
    match unify_unsafe(&etys) {
        Some((t, _)) => Ok(Type::set(t)),
        None => Err(FuncError::call(
            "given sets must all have compatible element types",
        )),
    }
}

#[derive(Clone, Copy)]
enum Op {
    Union,
    Intersection,
    Subtract,
    SymmetricDifference,
}

fn contains(set: &[Value], v: &Value) -> bool {
    set.iter().any(|e| e.raw_equals(v))
}

fn set_impl(op: Op, args: &[Value], ret: &Type) -> Result<Value, FuncError> {
    let allow_unknowns = matches!(op, Op::Union);
    let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
    let first = convert(&args[0], ret).map_err(|e| FuncError::arg(0, e.to_string()))?;
    if !allow_unknowns && !first.is_wholly_known() {
        return Ok(Value::unknown(ret.clone()));
    }
    let mut acc: Vec<Value> = first.elements().unwrap_or(&[]).to_vec();
    for (i, a) in args[1..].iter().enumerate() {
        let a = convert(a, ret).map_err(|e| FuncError::arg(i + 1, e.to_string()))?;
        if !allow_unknowns && !a.is_wholly_known() {
            return Ok(Value::unknown(ret.clone()));
        }
        let other = a.elements().unwrap_or(&[]);
        acc = match op {
            Op::Union => {
                let mut v = acc;
                v.extend(other.iter().cloned());
                v
            }
            Op::Intersection => acc.into_iter().filter(|e| contains(other, e)).collect(),
            Op::Subtract => acc.into_iter().filter(|e| !contains(other, e)).collect(),
            Op::SymmetricDifference => {
                let mut v: Vec<Value> = acc
                    .iter()
                    .filter(|e| !contains(other, e))
                    .cloned()
                    .collect();
                v.extend(other.iter().filter(|e| !contains(&acc, e)).cloned());
                v
            }
        };
    }
    Ok(Value::set_of(ety, acc))
}

fn set_op(op: Op, two: bool) -> Function {
    let p = |n: &'static str| param(n, Type::set(Type::Dynamic)).allow_dynamic_type();
    let (params, var) = if two {
        (vec![p("a"), p("b")], None)
    } else {
        (vec![p("first_set")], Some(p("other_sets")))
    };
    Function::with_type_fn(params, var, set_return_type, move |args, ret| {
        set_impl(op, args, ret)
    })
}

/// `setunion(first_set, other_sets...)`.
pub fn setunion() -> Function {
    set_op(Op::Union, false)
}
/// `setintersection(first_set, other_sets...)`.
pub fn setintersection() -> Function {
    set_op(Op::Intersection, false)
}
/// `setsubtract(a, b)`.
pub fn setsubtract() -> Function {
    set_op(Op::Subtract, true)
}
/// `setsymmetricdifference(first_set, other_sets...)`.
pub fn setsymmetricdifference() -> Function {
    set_op(Op::SymmetricDifference, false)
}
