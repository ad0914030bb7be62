//! Set functions (go-cty `stdlib/set.go`): sethaselement, setunion,
//! setintersection, setsubtract, setsymmetricdifference.

use super::param;
use crate::function::{FuncError, Function};
use crate::value::{convert, unify_unsafe, Type, Value};
use std::collections::HashMap;

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

/// Elements bucketed by go-cty's set hash string, so membership costs one
/// hash and a few comparisons instead of a scan (equal values have equal
/// hash strings).
pub(crate) struct Index<'a> {
    buckets: HashMap<Vec<u8>, Vec<&'a Value>>,
}

impl<'a> Index<'a> {
    pub(crate) fn new(elems: &'a [Value]) -> Index<'a> {
        let mut buckets: HashMap<Vec<u8>, Vec<&'a Value>> = HashMap::with_capacity(elems.len());
        for e in elems {
            buckets.entry(key(e)).or_default().push(e);
        }
        Index { buckets }
    }
    /// Whether some element `e` satisfies `eq(e, v)`.
    pub(crate) fn contains(&self, v: &Value, eq: impl Fn(&Value, &Value) -> bool) -> bool {
        self.buckets
            .get(&key(v))
            .is_some_and(|b| b.iter().any(|e| eq(e, v)))
    }
}

pub(crate) fn key(v: &Value) -> Vec<u8> {
    let mut buf = Vec::new();
    crate::value::hash_bytes(v, &mut buf);
    buf
}

fn raw_eq(a: &Value, b: &Value) -> bool {
    a.raw_equals(b)
}

fn set_impl(op: Op, args: &[Value], ret: &Type) -> Result<Value, FuncError> {
    let allow_unknowns = matches!(op, Op::Union);
    let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
    let first = convert(&args[0], ret).map_err(|e| FuncError::arg(0, e.to_string()))?;
    if !allow_unknowns && !first.is_wholly_known() {
        return Ok(Value::unknown(ret.clone()));
    }
    // Converting to a set of the dynamic type leaves each set as it was, so
    // sets of different element types can meet here; go-cty's set operations
    // then panic on their differing rules (the first set's rules are kept).
    let rules = first.ty().element_type().cloned().unwrap_or(Type::Dynamic);
    let mut acc: Vec<Value> = first.elements().unwrap_or(&[]).to_vec();
    for (i, a) in args[1..].iter().enumerate() {
        let a = convert(a, ret).map_err(|e| FuncError::arg(i + 1, e.to_string()))?;
        if !allow_unknowns && !a.is_wholly_known() {
            return Ok(Value::unknown(ret.clone()));
        }
        let other_rules = a.ty().element_type().cloned().unwrap_or(Type::Dynamic);
        if other_rules != rules {
            return Err(FuncError::call(format!(
                "panic in function implementation: incompatible set rules: cty.setRules{{Type:{}}}, cty.setRules{{Type:{}}}",
                go_type(&rules),
                go_type(&other_rules)
            )));
        }
        let other = a.elements().unwrap_or(&[]);
        acc = match op {
            Op::Union => {
                let mut v = acc;
                v.extend(other.iter().cloned());
                v
            }
            Op::Intersection => {
                let other = Index::new(other);
                acc.into_iter()
                    .filter(|e| other.contains(e, raw_eq))
                    .collect()
            }
            Op::Subtract => {
                let other = Index::new(other);
                acc.into_iter()
                    .filter(|e| !other.contains(e, raw_eq))
                    .collect()
            }
            Op::SymmetricDifference => {
                let oi = Index::new(other);
                let mut v: Vec<Value> = acc
                    .iter()
                    .filter(|e| !oi.contains(e, raw_eq))
                    .cloned()
                    .collect();
                let ai = Index::new(&acc);
                v.extend(other.iter().filter(|e| !ai.contains(e, raw_eq)).cloned());
                v
            }
        };
    }
    Ok(Value::set_of(ety, acc))
}

/// A type as go-cty's `GoString` prints it (`cty.List(cty.String)`,
/// `cty.Object(map[string]cty.Type{"a":cty.Number})`).
fn go_type(t: &Type) -> String {
    let mut out = String::new();
    write_go_type(t, &mut out);
    out
}

fn write_go_type(t: &Type, out: &mut String) {
    crate::depth::deep(|| match t {
        Type::Bool => out.push_str("cty.Bool"),
        Type::Number => out.push_str("cty.Number"),
        Type::String => out.push_str("cty.String"),
        Type::Dynamic => out.push_str("cty.DynamicPseudoType"),
        Type::List(e) | Type::Set(e) | Type::Map(e) => {
            out.push_str(match t {
                Type::List(_) => "cty.List(",
                Type::Set(_) => "cty.Set(",
                _ => "cty.Map(",
            });
            write_go_type(e, out);
            out.push(')');
        }
        Type::Tuple(es) if es.is_empty() => out.push_str("cty.EmptyTuple"),
        Type::Tuple(es) => {
            out.push_str("cty.Tuple([]cty.Type{");
            for (i, e) in es.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_go_type(e, out);
            }
            out.push_str("})");
        }
        Type::Object(o) if o.attrs().is_empty() => out.push_str("cty.EmptyObject"),
        Type::Object(o) => {
            let optional = o.has_optional();
            out.push_str(if optional {
                "cty.ObjectWithOptionalAttrs(map[string]cty.Type{"
            } else {
                "cty.Object(map[string]cty.Type{"
            });
            for (i, a) in o.attrs().iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                crate::gocompat::strconv::quote_into(&a.name, out);
                out.push(':');
                write_go_type(&a.ty, out);
            }
            out.push('}');
            if optional {
                out.push_str(", []string{");
                let names = o.attrs().iter().filter(|a| a.optional);
                for (i, a) in names.enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    crate::gocompat::strconv::quote_into(&a.name, out);
                }
                out.push('}');
            }
            out.push(')');
        }
        Type::Capsule(_) => out.push_str(&format!("{t:?}")),
    })
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
