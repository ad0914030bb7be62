//! The functions available to hcldec spec-file expressions (the
//! reference's cmd/hcldec/spec_funcs.go, a subset of go-cty's stdlib):
//! `abs coalesce concat hasindex int jsondecode jsonencode length lower max
//! min reverse strlen substr upper`.

use crate::function::{FuncError, Function, Functions, Param};
use crate::value::{convert, json, unify_unsafe, Number, Type, Value};
use unicode_segmentation::UnicodeSegmentation;

fn dyn_param(name: &str, ty: Type) -> Param {
    Param::new(name, ty).allow_dynamic_type()
}

fn string_fn(f: fn(&str) -> String) -> Function {
    Function::with_static_type(
        vec![dyn_param("str", Type::String)],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(args[0].as_str().unwrap_or_default()))),
    )
}

fn num(v: &Value) -> Number {
    v.as_number().cloned().unwrap_or_else(Number::zero)
}

fn to_int(v: &Value) -> Result<i64, FuncError> {
    let n = num(v);
    match n.to_i64() {
        Some(i) if n.is_integer() => Ok(i),
        _ => Err(FuncError::call(
            "value must be a whole number, between -9223372036854775808 and 9223372036854775807",
        )),
    }
}

fn extreme(want_greater: bool) -> Function {
    Function::with_static_type(
        Vec::new(),
        Some(dyn_param("numbers", Type::Number)),
        Type::Number,
        move |args, _| {
            if args.is_empty() {
                return Err(FuncError::call("must pass at least one number"));
            }
            let mut best = if want_greater {
                Number::neg_infinity()
            } else {
                Number::pos_infinity()
            };
            let mut best_v = Value::number(best.clone());
            for a in args {
                let n = num(a);
                let better = if want_greater { n > best } else { n < best };
                if better {
                    best = n;
                    best_v = a.clone();
                }
            }
            Ok(best_v)
        },
    )
}

/// The spec-file function table.
pub fn spec_functions() -> Functions {
    let abs = Function::with_static_type(
        vec![dyn_param("num", Type::Number).allow_marked()],
        None,
        Type::Number,
        |args, _| {
            let (v, marks) = args[0].unmark();
            Ok(Value::number(num(&v).abs()).with_marks(&marks))
        },
    );
    let int = Function::with_static_type(
        vec![dyn_param("num", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            let n = num(&args[0]);
            if n.is_integer() || n.is_infinite() {
                return Ok(args[0].clone());
            }
            n.truncate()
                .map(Value::number)
                .map_err(|e| FuncError::call(format!("{e:?}")))
        },
    );
    let coalesce = Function::with_type_fn(
        Vec::new(),
        Some(
            Param::new("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        ),
        |args| {
            let tys: Vec<Type> = args.iter().map(|v| v.ty().clone()).collect();
            match unify_unsafe(&tys) {
                Some((t, _)) => Ok(t),
                None => Err(FuncError::call("all arguments must have the same type")),
            }
        },
        |args, ret| {
            for a in args {
                if !a.is_known() {
                    return Ok(Value::unknown(ret.clone()));
                }
                if a.is_null() {
                    continue;
                }
                return convert(a, ret).map_err(|e| FuncError::call(e.to_string()));
            }
            Err(FuncError::call("no non-null arguments"))
        },
    );
    let concat = Function::with_type_fn(
        Vec::new(),
        Some(Param::new("seqs", Type::Dynamic).allow_marked()),
        concat_type,
        concat_impl,
    );
    let hasindex = Function::with_type_fn(
        vec![
            dyn_param("collection", Type::Dynamic),
            dyn_param("key", Type::Dynamic),
        ],
        None,
        |args| {
            let t = args[0].ty();
            if t.is_tuple() || t.is_list() || t.is_map() || t.is_dynamic() {
                Ok(Type::Bool)
            } else {
                Err(FuncError::call(
                    "collection must be a list, a map or a tuple",
                ))
            }
        },
        |args, _| Ok(args[0].has_index(&args[1])),
    );
    let length = Function::with_type_fn(
        vec![dyn_param("collection", Type::Dynamic).allow_marked()],
        None,
        |args| {
            let t = args[0].ty();
            if t.is_tuple() || t.is_list() || t.is_map() || t.is_set() || t.is_dynamic() {
                Ok(Type::Number)
            } else {
                Err(FuncError::call(
                    "collection must be a list, a map or a tuple",
                ))
            }
        },
        |args, _| {
            let (v, marks) = args[0].unmark();
            Ok(v.length()
                .unwrap_or_else(|| Value::unknown(Type::Number))
                .with_marks(&marks))
        },
    );
    let jsonencode = Function::with_static_type(
        vec![dyn_param("val", Type::Dynamic).allow_null()],
        None,
        Type::String,
        |args, ret| {
            let v = &args[0];
            if !v.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            if v.is_null() {
                return Ok(Value::string("null"));
            }
            json::marshal(v, v.ty())
                .map(Value::string)
                .map_err(|e| FuncError::call(e.to_string()))
        },
    );
    let jsondecode = Function::with_type_fn(
        vec![Param::new("str", Type::String)],
        None,
        |args| {
            if !args[0].is_known() {
                return Ok(Type::Dynamic);
            }
            json::implied_type(args[0].as_str().unwrap_or_default()).map_err(FuncError::call)
        },
        |args, ret| {
            json::unmarshal(args[0].as_str().unwrap_or_default(), ret)
                .map_err(|e| FuncError::call(e.to_string()))
        },
    );
    let strlen = Function::with_static_type(
        vec![dyn_param("str", Type::String)],
        None,
        Type::Number,
        |args, _| {
            let n = args[0].as_str().unwrap_or_default().graphemes(true).count();
            Ok(Value::number(Number::from_i64(n as i64)))
        },
    );
    let substr = Function::with_static_type(
        vec![
            dyn_param("str", Type::String),
            dyn_param("offset", Type::Number),
            dyn_param("length", Type::Number),
        ],
        None,
        Type::String,
        |args, _| {
            let s = args[0].as_str().unwrap_or_default();
            let mut offset = to_int(&args[1])?;
            let length = to_int(&args[2])?;
            let clusters: Vec<&str> = s.graphemes(true).collect();
            if offset < 0 {
                offset += clusters.len() as i64;
            } else if length == 0 {
                return Ok(Value::string(""));
            }
            let start = if offset > 0 {
                if offset as usize > clusters.len() {
                    return Ok(Value::string(""));
                }
                offset as usize
            } else {
                0
            };
            let rest = &clusters[start..];
            // A zero length only reaches here with a negative offset, where
            // the reference's scan never stops: the whole rest.
            let take = if length <= 0 {
                rest.len()
            } else {
                (length as usize).min(rest.len())
            };
            Ok(Value::string(rest[..take].concat()))
        },
    );
    Functions::new()
        .with("abs", abs)
        .with("coalesce", coalesce)
        .with("concat", concat)
        .with("hasindex", hasindex)
        .with("int", int)
        .with("jsondecode", jsondecode)
        .with("jsonencode", jsonencode)
        .with("length", length)
        .with("lower", string_fn(|s| s.to_lowercase()))
        .with("max", extreme(true))
        .with("min", extreme(false))
        .with(
            "reverse",
            string_fn(|s| s.graphemes(true).rev().collect::<String>()),
        )
        .with("strlen", strlen)
        .with("substr", substr)
        .with("upper", string_fn(|s| s.to_uppercase()))
}

fn concat_type(args: &[Value]) -> Result<Type, FuncError> {
    if args.is_empty() {
        return Err(FuncError::call("at least one argument is required"));
    }
    if args[0].ty().is_list() && args.iter().all(|a| a.ty().is_list()) {
        let tys: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
        if let Some((t, _)) = unify_unsafe(&tys) {
            return Ok(t);
        }
    }
    let mut etys = Vec::new();
    for (i, a) in args.iter().enumerate() {
        let (v, _) = a.unmark_deep();
        let t = v.ty().clone();
        if let Some(ts) = t.tuple_types() {
            etys.extend(ts.iter().cloned());
        } else if let Some(et) = t.element_type().filter(|_| t.is_list()) {
            if !v.is_known() {
                return Ok(Type::Dynamic);
            }
            let n = v.length_int().unwrap_or(0);
            etys.extend(std::iter::repeat_n(et.clone(), n));
        } else {
            return Err(FuncError::arg(
                i,
                format!(
                    "all arguments must be lists or tuples; got {}",
                    t.friendly_name()
                ),
            ));
        }
    }
    Ok(Type::tuple(etys))
}

fn concat_impl(args: &[Value], ret: &Type) -> Result<Value, FuncError> {
    let mut marks = crate::value::Marks::new();
    let mut vals = Vec::new();
    if ret.is_list() {
        for (i, a) in args.iter().enumerate() {
            let l = convert(a, ret).map_err(|e| FuncError::arg(i, e.to_string()))?;
            let (l, m) = l.unmark();
            marks.extend_from(&m);
            vals.extend(l.element_iter().map(|(_, v)| v.clone()));
        }
        let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
        return Ok(Value::list_of(ety, vals).with_marks(&marks));
    }
    for a in args {
        let (s, m) = a.unmark();
        marks.extend_from(&m);
        vals.extend(s.element_iter().map(|(_, v)| v.clone()));
    }
    Ok(Value::tuple(vals).with_marks(&marks))
}
