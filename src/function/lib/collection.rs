//! Collection functions (go-cty `stdlib/collection.go`, `sequence.go`,
//! `general.go`): chunklist, coalesce, coalescelist, compact, concat,
//! contains, distinct, element, flatten, hasindex, keys, length, lookup,
//! merge, range, reverse, setproduct, slice, values, zipmap.

use super::{go_int, param};
use crate::function::{FuncError, Function};
use crate::value::{convert, go_quote, unify_unsafe, Marks, Number, Type, Value};
use smol_str::SmolStr;

fn list_or_empty(ety: Type, elems: Vec<Value>) -> Value {
    Value::list_of(ety, elems)
}

/// `chunklist(list, size)`.
pub fn chunklist() -> Function {
    Function::with_type_fn(
        vec![
            param("list", Type::list(Type::Dynamic)).allow_marked(),
            param("size", Type::Number).allow_marked(),
        ],
        None,
        |args| Ok(Type::list(args[0].ty().clone())),
        |args, _| {
            let (list, lm) = args[0].unmark();
            let (size, sm) = args[1].unmark();
            let mut marks = lm;
            marks.extend_from(&sm);
            let size = go_int(&size).map_err(|e| FuncError::call(format!("invalid size: {e}")))?;
            if size < 0 {
                return Err(FuncError::call("the size argument must be positive"));
            }
            let lty = list.ty().clone();
            let elems = list.elements().unwrap_or(&[]);
            if elems.is_empty() {
                return Ok(Value::empty_list(lty).with_marks(&marks));
            }
            if size == 0 {
                return Ok(Value::list_of(lty, vec![list.clone()]).with_marks(&marks));
            }
            let ety = lty.element_type().cloned().unwrap_or(Type::Dynamic);
            crate::limits::check_elements(elems.len().saturating_mul(2))?;
            let out: Vec<Value> = elems
                .chunks(usize::try_from(size).unwrap_or(usize::MAX))
                .map(|c| Value::list_of(ety.clone(), c.to_vec()))
                .collect();
            Ok(Value::list_of(lty, out).with_marks(&marks))
        },
    )
}

/// `coalesce(vals...)`: the first non-null argument, converted to the
/// arguments' unified type.
pub fn coalesce() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(
            param("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        ),
        |args| {
            let tys: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
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
    )
}

/// `coalescelist(vals...)`: the first non-empty list or tuple.
pub fn coalescelist() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(
            param("vals", Type::Dynamic)
                .allow_unknown()
                .allow_dynamic_type()
                .allow_null(),
        ),
        |args| {
            if args.is_empty() {
                return Err(FuncError::call("at least one argument is required"));
            }
            for a in args {
                if !a.is_known() {
                    return Ok(Type::Dynamic);
                }
                let t = a.ty();
                if !t.is_list() && !t.is_tuple() {
                    return Err(FuncError::call(
                        "coalescelist arguments must be lists or tuples",
                    ));
                }
            }
            let first = args[0].ty();
            if args[1..].iter().all(|a| a.ty() == first) {
                Ok(first.clone())
            } else {
                Ok(Type::Dynamic)
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
                if a.length_int().unwrap_or(0) > 0 {
                    return Ok(a.clone());
                }
            }
            Err(FuncError::call("no non-null arguments"))
        },
    )
}

/// `compact(list)`: drops null and empty strings.
pub fn compact() -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::String))],
        None,
        Type::list(Type::String),
        |args, ret| {
            let l = &args[0];
            if !l.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let out: Vec<Value> = l
                .elements()
                .unwrap_or(&[])
                .iter()
                .filter(|v| !v.is_null() && v.as_str() != Some(""))
                .cloned()
                .collect();
            Ok(list_or_empty(Type::String, out))
        },
    )
}

/// `concat(seqs...)`: joins lists or tuples.
pub fn concat() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(param("seqs", Type::Dynamic).allow_marked()),
        |args| {
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
                let t = v.ty();
                match t {
                    Type::Tuple(ts) => etys.extend(ts.iter().cloned()),
                    Type::List(e) => {
                        if !v.is_known() {
                            return Ok(Type::Dynamic);
                        }
                        let n = v.length_int().unwrap_or(0);
                        for _ in 0..n {
                            etys.push((**e).clone());
                        }
                    }
                    _ => {
                        return Err(FuncError::arg(
                            i,
                            format!(
                                "all arguments must be lists or tuples; got {}",
                                t.friendly_name()
                            ),
                        ))
                    }
                }
            }
            Ok(Type::tuple(etys))
        },
        |args, ret| {
            let mut marks = Marks::new();
            let mut vals = Vec::new();
            if ret.is_list() {
                for (i, l) in args.iter().enumerate() {
                    let l = convert(l, ret).map_err(|e| FuncError::arg(i, e.to_string()))?;
                    let (l, m) = l.unmark();
                    marks.extend_from(&m);
                    vals.extend(l.elements().unwrap_or(&[]).iter().cloned());
                }
                let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
                return Ok(Value::list_of(ety, vals).with_marks(&marks));
            }
            for s in args {
                let (s, m) = s.unmark();
                marks.extend_from(&m);
                vals.extend(s.elements().unwrap_or(&[]).iter().cloned());
            }
            Ok(Value::tuple(vals).with_marks(&marks))
        },
    )
}

/// `contains(list, value)`.
pub fn contains() -> Function {
    Function::with_static_type(
        vec![param("list", Type::Dynamic), param("value", Type::Dynamic)],
        None,
        Type::Bool,
        |args, _| {
            let l = &args[0];
            let t = l.ty();
            if !t.is_list() && !t.is_tuple() && !t.is_set() {
                return Err(FuncError::call("argument must be list, tuple, or set"));
            }
            if l.is_null() {
                return Err(FuncError::call("cannot search a nil list or set"));
            }
            if l.length_int() == Some(0) {
                return Ok(Value::FALSE);
            }
            if !l.is_known() || !args[1].is_known() {
                return Ok(Value::unknown(Type::Bool));
            }
            let mut unknown = false;
            for (_, v) in l.element_iter() {
                let eq = args[1].equals(v);
                match eq.as_bool() {
                    None => unknown = true,
                    Some(true) => return Ok(Value::TRUE),
                    Some(false) => {}
                }
            }
            if unknown {
                return Ok(Value::unknown(Type::Bool));
            }
            Ok(Value::FALSE)
        },
    )
}

/// `distinct(list)`: removes later duplicates.
pub fn distinct() -> Function {
    Function::with_type_fn(
        vec![param("list", Type::list(Type::Dynamic))],
        None,
        |args| Ok(args[0].ty().clone()),
        |args, ret| {
            let l = &args[0];
            if !l.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut out: Vec<Value> = Vec::new();
            // Kept elements by hash string: linear instead of comparing
            // each element with every kept one.
            let mut seen: std::collections::HashMap<Vec<u8>, Vec<usize>> =
                std::collections::HashMap::new();
            for v in l.elements().unwrap_or(&[]) {
                let bucket = seen.entry(super::set::key(v)).or_default();
                if !bucket
                    .iter()
                    .any(|&i| out[i].equals(v).as_bool() == Some(true))
                {
                    bucket.push(out.len());
                    out.push(v.clone());
                }
            }
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            Ok(Value::list_of(ety, out))
        },
    )
}

/// `element(list, index)`: the element at `index` modulo the length.
pub fn element() -> Function {
    Function::with_type_fn(
        vec![
            param("list", Type::Dynamic).allow_marked(),
            param("index", Type::Number),
        ],
        None,
        |args| {
            let index = &args[1];
            match args[0].ty() {
                Type::List(e) => Ok((**e).clone()),
                Type::Tuple(ts) => {
                    if !index.is_known() {
                        return Ok(Type::Dynamic);
                    }
                    let i = go_int(index)
                        .map_err(|e| FuncError::call(format!("invalid index: {e}")))?;
                    if ts.is_empty() {
                        return Err(FuncError::call(
                            "cannot use element function with an empty list",
                        ));
                    }
                    Ok(ts[(i.rem_euclid(ts.len() as i64)) as usize].clone())
                }
                t => Err(FuncError::call(format!(
                    "cannot read elements from {}",
                    t.friendly_name()
                ))),
            }
        },
        |args, ret| {
            // go-cty >= 1.15: a negative index counts from the end (modulo the length)
            let i = go_int(&args[1]).map_err(|e| FuncError::call(format!("invalid index: {e}")))?;
            let (input, marks) = args[0].unmark();
            if !input.is_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let l = input.length_int().unwrap_or(0);
            if l == 0 {
                return Err(FuncError::call(
                    "cannot use element function with an empty list",
                ));
            }
            let idx = i.rem_euclid(l as i64) as usize;
            let e = input.elements().and_then(|es| es.get(idx)).cloned();
            Ok(e.unwrap_or_else(|| Value::unknown(ret.clone()))
                .with_marks(&marks))
        },
    )
}

/// go-cty's `flattener`: (values, marks, known).
fn flattener(v: &Value, marks: &mut Marks) -> Option<Vec<Value>> {
    let (list, m) = v.unmark();
    marks.extend_from(&m);
    if let Some(len) = list.length() {
        if !len.is_known() {
            return None;
        }
    }
    let mut out = Vec::new();
    let mut known = true;
    for (_, val) in list.element_iter() {
        if !val.is_marked() && !val.is_known() && val.ty().is_dynamic() {
            known = false;
        }
        let t = val.ty();
        if !val.is_null() && (t.is_list() || t.is_set() || t.is_tuple()) {
            if !val.is_known() {
                known = false;
                marks.extend_from(&val.marks());
                continue;
            }
            match flattener(val, marks) {
                Some(r) => out.extend(r),
                None => known = false,
            }
        } else {
            out.push(val.clone());
        }
    }
    if known {
        Some(out)
    } else {
        None
    }
}

/// Checks that flattening `v` (whose nested lists may be shared many times over)
/// builds no more elements than the budget allows.
fn check_flat_size(v: &Value) -> Result<(), FuncError> {
    let cap = crate::limits::elements_left();
    let n = super::size_walk(v, cap, false);
    crate::limits::check_elements(usize::try_from(n).unwrap_or(usize::MAX))?;
    Ok(())
}

/// `flatten(list)`: nested lists, sets and tuples into one tuple.
pub fn flatten() -> Function {
    Function::with_type_fn(
        vec![param("list", Type::Dynamic).allow_marked()],
        None,
        |args| {
            if !args[0].is_wholly_known() {
                return Ok(Type::Dynamic);
            }
            let t = args[0].ty();
            if !t.is_list() && !t.is_set() && !t.is_tuple() {
                return Err(FuncError::call("can only flatten lists, sets and tuples"));
            }
            let mut m = Marks::new();
            check_flat_size(&args[0])?;
            match flattener(&args[0], &mut m) {
                Some(vals) => Ok(Type::tuple(
                    vals.iter().map(|v| v.ty().clone()).collect::<Vec<_>>(),
                )),
                None => Ok(Type::Dynamic),
            }
        },
        |args, ret| {
            let (u, marks) = args[0].unmark();
            if u.length_int() == Some(0) {
                return Ok(Value::empty_tuple().with_marks(&marks));
            }
            let mut m = Marks::new();
            check_flat_size(&args[0])?;
            match flattener(&args[0], &mut m) {
                Some(vals) => Ok(Value::tuple(vals).with_marks(&m)),
                None => Ok(Value::unknown(ret.clone()).with_marks(&m)),
            }
        },
    )
}

/// `hasindex(collection, key)`.
pub fn hasindex() -> Function {
    Function::with_type_fn(
        vec![
            param("collection", Type::Dynamic).allow_dynamic_type(),
            param("key", Type::Dynamic).allow_dynamic_type(),
        ],
        None,
        |args| {
            let t = args[0].ty();
            if !(t.is_tuple() || t.is_list() || t.is_map() || t.is_dynamic()) {
                return Err(FuncError::call(
                    "collection must be a list, a map or a tuple",
                ));
            }
            Ok(Type::Bool)
        },
        |args, _| Ok(args[0].has_index(&args[1])),
    )
}

/// `keys(inputMap)`: the keys of a map or object, in lexical order.
pub fn keys() -> Function {
    Function::with_type_fn(
        vec![param("inputMap", Type::Dynamic)
            .allow_unknown()
            .allow_marked()],
        None,
        |args| match args[0].ty() {
            Type::Map(_) => Ok(Type::list(Type::String)),
            Type::Object(o) => Ok(Type::tuple(vec![Type::String; o.len()])),
            _ => Err(FuncError::arg(0, "must have map or object type")),
        },
        |args, ret| {
            let (m, marks) = args[0].unmark();
            if let Type::Object(o) = m.ty() {
                let names: Vec<Value> = o
                    .attrs()
                    .iter()
                    .map(|a| Value::string(a.name.as_str()))
                    .collect();
                return Ok(Value::tuple(names).with_marks(&marks));
            }
            if !m.is_known() {
                return Ok(Value::unknown(ret.clone()).with_marks(&marks));
            }
            let keys: Vec<Value> = m.element_iter().map(|(k, _)| k).collect();
            Ok(Value::list_of(Type::String, keys).with_marks(&marks))
        },
    )
}

/// `length(collection)`.
pub fn length() -> Function {
    Function::with_type_fn(
        vec![param("collection", Type::Dynamic)
            .allow_dynamic_type()
            .allow_marked()
            .allow_unknown()],
        None,
        |args| {
            let t = args[0].ty();
            if !(t.is_tuple() || t.is_list() || t.is_map() || t.is_set() || t.is_dynamic()) {
                return Err(FuncError::call(
                    "collection must be a list, a map or a tuple",
                ));
            }
            Ok(Type::Number)
        },
        |args, _| {
            Ok(args[0]
                .length()
                .unwrap_or_else(|| Value::unknown(Type::Number)))
        },
    )
}

/// `lookup(inputMap, key, default)`.
pub fn lookup() -> Function {
    Function::with_type_fn(
        vec![
            param("inputMap", Type::Dynamic).allow_marked(),
            param("key", Type::String).allow_marked(),
            param("default", Type::Dynamic).allow_marked(),
        ],
        None,
        |args| match args[0].ty() {
            Type::Object(o) => {
                if !args[1].is_known() {
                    return Ok(Type::Dynamic);
                }
                let key = args[1].as_str().unwrap_or("");
                match o.get(key) {
                    Some(a) => Ok(a.ty.clone()),
                    None => Ok(args[2].ty().clone()),
                }
            }
            Type::Map(e) => {
                if convert(&args[2], e).is_err() {
                    return Err(FuncError::arg(
                        2,
                        "the default value must have the same type as the map elements",
                    ));
                }
                Ok((**e).clone())
            }
            _ => Err(FuncError::arg(
                0,
                "lookup() requires a map as the first argument",
            )),
        },
        |args, ret| {
            let (m, mut marks) = args[0].unmark();
            let (k, km) = args[1].unmark();
            marks.extend_from(&km);
            let key = k.as_str().unwrap_or("");
            if !m.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()).with_marks(&marks));
            }
            if m.ty().is_object() {
                if let Ok(v) = m.get_attr(key) {
                    if m.ty().attribute_type(key).is_some() {
                        return Ok(v.with_marks(&marks));
                    }
                }
            } else if m.has_index(&Value::string(key)).as_bool() == Some(true) {
                if let Ok(v) = m.index(&Value::string(key)) {
                    return Ok(v.with_marks(&marks));
                }
            }
            let d = convert(&args[2], ret).map_err(|e| FuncError::call(e.to_string()))?;
            Ok(d.with_marks(&marks))
        },
    )
}

/// `merge(maps...)`: later keys win.
pub fn merge() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(
            param("maps", Type::Dynamic)
                .allow_dynamic_type()
                .allow_null()
                .allow_marked(),
        ),
        |args| {
            if args.is_empty() {
                return Ok(Type::empty_object());
            }
            let mut attrs: Vec<(SmolStr, Type)> = Vec::new();
            let mut first = Type::Dynamic;
            let mut matching = true;
            let mut attrs_known = true;
            for (i, a) in args.iter().enumerate() {
                let t = a.ty();
                if t.is_dynamic() {
                    return Ok(Type::Dynamic);
                }
                if !t.is_map() && !t.is_object() {
                    return Err(FuncError::call(format!(
                        "arguments must be maps or objects, got {}",
                        go_quote(&t.friendly_name())
                    )));
                }
                let (a, _) = a.unmark();
                match t {
                    Type::Object(o) if !a.is_null() => {
                        for at in o.attrs() {
                            attrs.push((at.name.clone(), at.ty.clone()));
                        }
                    }
                    Type::Map(e) => {
                        if a.is_null() {
                        } else if a.is_known() {
                            for (k, _) in a.element_iter() {
                                attrs
                                    .push((SmolStr::from(k.as_str().unwrap_or("")), (**e).clone()));
                            }
                        } else {
                            attrs_known = false;
                        }
                    }
                    _ => {}
                }
                if i == 0 {
                    first = t.clone();
                    continue;
                }
                if t != &first {
                    matching = false;
                }
            }
            if matching {
                return Ok(first);
            }
            if !attrs_known {
                return Ok(Type::Dynamic);
            }
            Ok(Type::object(attrs))
        },
        |args, ret| {
            let mut out: Vec<(SmolStr, Value)> = Vec::new();
            let mut marks = Marks::new();
            for a in args {
                if a.is_null() {
                    continue;
                }
                let (a, m) = a.unmark();
                marks.extend_from(&m);
                for (k, v) in a.element_iter() {
                    out.push((SmolStr::from(k.as_str().unwrap_or("")), v.clone()));
                }
            }
            match ret {
                Type::Map(e) => Ok(Value::map_of((**e).clone(), out).with_marks(&marks)),
                _ => Ok(Value::object(out).with_marks(&marks)),
            }
        },
    )
}

/// `range(params...)`: one, two or three numbers.
pub fn range() -> Function {
    Function::with_static_type(
        Vec::new(),
        Some(param("params", Type::Number)),
        Type::list(Type::Number),
        |args, _| {
            let zero = Number::from_i64(0);
            let n = |v: &Value| v.as_number().cloned().unwrap_or_else(Number::zero);
            let (start, end, step) = match args.len() {
                1 => {
                    let e = n(&args[0]);
                    let s = if e < zero { -1 } else { 1 };
                    (Value::number(zero.clone()), e, Number::from_i64(s))
                }
                2 => {
                    let (a, b) = (n(&args[0]), n(&args[1]));
                    let s = if b < a { -1 } else { 1 };
                    (args[0].clone(), b, Number::from_i64(s))
                }
                3 => (args[0].clone(), n(&args[1]), n(&args[2])),
                _ => return Err(FuncError::call("must have one, two, or three arguments")),
            };
            let startn = n(&start);
            let down = step < zero;
            if down {
                if end > startn {
                    return Err(FuncError::arg(
                        1,
                        "end must be less than start when step is negative",
                    ));
                }
            } else if end < startn {
                return Err(FuncError::arg(
                    1,
                    "end must be greater than start when step is positive",
                ));
            }
            let mut vals = Vec::new();
            let mut num = start;
            loop {
                let cur = n(&num);
                if down {
                    if cur <= end {
                        break;
                    }
                } else if cur >= end {
                    break;
                }
                if vals.len() >= 1024 {
                    return Err(FuncError::call("more than 1024 values were generated; either decrease the difference between start and end or use a smaller step"));
                }
                vals.push(num.clone());
                let next = cur.add(&step).map_err(|e| FuncError::call(e.to_string()))?;
                num = Value::number(next);
            }
            Ok(Value::list_of(Type::Number, vals))
        },
    )
}

/// `reverse(list)`: a list, set or tuple reversed.
pub fn reverse() -> Function {
    Function::with_type_fn(
        vec![param("list", Type::Dynamic).allow_marked()],
        None,
        |args| match args[0].ty() {
            Type::Tuple(ts) => Ok(Type::tuple(ts.iter().rev().cloned().collect::<Vec<_>>())),
            Type::List(e) | Type::Set(e) => Ok(Type::list((**e).clone())),
            t => Err(FuncError::arg(
                0,
                format!(
                    "can only reverse list or tuple values, not {}",
                    t.friendly_name()
                ),
            )),
        },
        |args, ret| {
            let (v, marks) = args[0].unmark();
            let mut out: Vec<Value> = v.elements().unwrap_or(&[]).to_vec();
            out.reverse();
            match ret {
                Type::Tuple(_) => Ok(Value::tuple(out).with_marks(&marks)),
                _ => {
                    let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
                    Ok(Value::list_of(ety, out).with_marks(&marks))
                }
            }
        },
    )
}

/// go-cty's unknown `setproduct` result: at most the product of the
/// arguments' greatest lengths (tracked up to 1024 per argument and 2048 in
/// all), at least one element unless that is zero.
fn setproduct_unknown(args: &[Value], ret: &Type) -> Value {
    let unknown = Value::unknown(ret.clone());
    let mut max_len: u64 = 1;
    for a in args {
        let r = a.range();
        let arg_max = match r.type_constraint() {
            t if t.is_collection() => r.length_upper_bound(),
            Type::Tuple(ts) => ts.len() as u64,
            _ => return unknown,
        };
        if arg_max > 1024 {
            return unknown;
        }
        max_len *= arg_max;
        if max_len > 2048 {
            return unknown;
        }
    }
    if max_len == 0 {
        unknown.refine().collection_length(0).new_value()
    } else {
        unknown
            .refine()
            .collection_length_lower_bound(1)
            .collection_length_upper_bound(max_len)
            .new_value()
    }
}

/// `setproduct(sets...)`: the Cartesian product: every combination of one
/// element from each argument, as a list (or set) of tuples (or lists).
pub fn setproduct() -> Function {
    Function::with_type_fn(
        Vec::new(),
        Some(param("sets", Type::Dynamic).allow_marked().allow_unknown()),
        |args| {
            if args.len() < 2 {
                return Err(FuncError::call("at least two arguments are required"));
            }
            let mut lists = 0;
            let mut etys = Vec::with_capacity(args.len());
            for (i, a) in args.iter().enumerate() {
                match a.ty() {
                    Type::Set(e) => etys.push((**e).clone()),
                    Type::List(e) => {
                        etys.push((**e).clone());
                        lists += 1;
                    }
                    Type::Tuple(ts) => {
                        if ts.is_empty() {
                            etys.push(Type::Dynamic);
                        } else {
                            match unify_unsafe(ts) {
                                Some((t, _)) => etys.push(t),
                                None => {
                                    return Err(FuncError::arg(
                                        i,
                                        "all elements must be of the same type",
                                    ))
                                }
                            }
                        }
                        lists += 1;
                    }
                    _ => return Err(FuncError::arg(i, "a set or a list is required")),
                }
            }
            if lists == args.len() {
                Ok(Type::list(Type::tuple(etys)))
            } else {
                Ok(Type::set(Type::tuple(etys)))
            }
        },
        |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let mut marks = Marks::new();
            let mut total: usize = 1;
            let mut unknown_len = false;
            let mut vals: Vec<Vec<Value>> = Vec::with_capacity(args.len());
            for a in args {
                let (a, m) = a.unmark();
                marks.extend_from(&m);
                match a.length() {
                    Some(l) if l.is_known() => {
                        let n = a.length_int().unwrap_or(0);
                        total = total.saturating_mul(n);
                    }
                    _ => unknown_len = true,
                }
                vals.push(a.elements().unwrap_or(&[]).to_vec());
            }
            if unknown_len {
                return Ok(setproduct_unknown(args, ret).with_marks(&marks));
            }
            if total == 0 {
                return Ok(if ret.is_list() {
                    Value::empty_list(ety)
                } else {
                    Value::empty_set(ety)
                }
                .with_marks(&marks));
            }
            if total > 10_000_000 {
                return Err(FuncError::call("product too large"));
            }
            // Every row is a tuple of one element per argument.
            crate::limits::check_elements(total.saturating_mul(args.len() + 1))?;
            let sub = ety.tuple_types().map(|t| t.to_vec()).unwrap_or_default();
            let mut idx = vec![0usize; args.len()];
            let mut product = Vec::with_capacity(total);
            for _ in 0..total {
                let mut row = Vec::with_capacity(args.len());
                for (j, &n) in idx.iter().enumerate() {
                    let mut v = vals[j][n].clone();
                    if let Some(t) = sub.get(j) {
                        if v.ty() != t {
                            v = convert(&v, t).map_err(|_| {
                                FuncError::call(format!(
                                    "failed to convert argVals[{j}][{n}] to {}; this is a bug in cty",
                                    t.friendly_name()
                                ))
                            })?;
                        }
                    }
                    row.push(v);
                }
                product.push(Value::tuple(row));
                for j in (0..idx.len()).rev() {
                    idx[j] += 1;
                    if idx[j] < vals[j].len() {
                        break;
                    }
                    idx[j] = 0;
                }
            }
            Ok(if ret.is_list() {
                Value::list_of(ety, product)
            } else {
                Value::set_of(ety, product)
            }
            .with_marks(&marks))
        },
    )
}

/// go-cty `sliceIndexes`: (start, end, known).
fn slice_indexes(args: &[Value]) -> Result<(usize, usize, bool), FuncError> {
    let (list, _) = args[0].unmark();
    let length = match list.ty() {
        Type::Tuple(ts) => Some(ts.len() as i64),
        _ if list.is_known() => list.length_int().map(|n| n as i64),
        _ => None,
    };
    let mut start = 0i64;
    let mut end = 0i64;
    let (mut sk, mut ek) = (false, false);
    if args[1].is_known() {
        start =
            go_int(&args[1]).map_err(|e| FuncError::arg(1, format!("invalid start index: {e}")))?;
        if start < 0 {
            return Err(FuncError::arg(1, "start index must not be less than zero"));
        }
        if length.is_some_and(|l| start > l) {
            return Err(FuncError::arg(
                1,
                "start index must not be greater than the length of the list",
            ));
        }
        sk = true;
    }
    if args[2].is_known() {
        end = go_int(&args[2]).map_err(|e| FuncError::arg(2, format!("invalid end index: {e}")))?;
        if end < 0 {
            return Err(FuncError::arg(2, "end index must not be less than zero"));
        }
        if length.is_some_and(|l| end > l) {
            return Err(FuncError::arg(
                2,
                "end index must not be greater than the length of the list",
            ));
        }
        ek = true;
    }
    if sk && ek && start > end {
        return Err(FuncError::arg(
            1,
            "start index must not be greater than end index",
        ));
    }
    Ok((start as usize, end as usize, sk && ek))
}

/// `slice(list, start_index, end_index)`.
pub fn slice() -> Function {
    Function::with_type_fn(
        vec![
            param("list", Type::Dynamic).allow_marked(),
            param("start_index", Type::Number),
            param("end_index", Type::Number),
        ],
        None,
        |args| {
            let t = args[0].ty();
            if t.is_set() {
                return Err(FuncError::arg(0, "cannot slice a set, because its elements do not have indices; explicitly convert to a list if the ordering of the result is not important"));
            }
            if !t.is_list() && !t.is_tuple() {
                return Err(FuncError::arg(0, "must be a list or tuple value"));
            }
            let (s, e, known) = slice_indexes(args)?;
            if t.is_list() {
                return Ok(t.clone());
            }
            if !known {
                return Ok(Type::Dynamic);
            }
            let ts = t.tuple_types().unwrap_or(&[]);
            Ok(Type::tuple(ts[s..e].to_vec()))
        },
        |args, ret| {
            let (input, marks) = args[0].unmark();
            if ret.is_dynamic() {
                return Ok(Value::dynamic().with_marks(&marks));
            }
            let (s, e, _) = slice_indexes(args)?;
            let elems = input.elements().unwrap_or(&[]);
            let out = elems.get(s..e).unwrap_or(&[]).to_vec();
            Ok(tuple_or_list(ret, out).with_marks(&marks))
        },
    )
}

/// `elems` as a value of the computed return type: a tuple, or a list of
/// its element type.
fn tuple_or_list(ret: &Type, elems: Vec<Value>) -> Value {
    if ret.is_tuple() {
        return Value::tuple(elems);
    }
    let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
    Value::list_of(ety, elems)
}

/// `values(mapping)`: the values of a map or object in key order.
pub fn values() -> Function {
    Function::with_type_fn(
        vec![param("mapping", Type::Dynamic).allow_marked()],
        None,
        |args| match args[0].ty() {
            Type::Map(e) => Ok(Type::list((**e).clone())),
            Type::Object(o) => Ok(Type::tuple(
                o.attrs().iter().map(|a| a.ty.clone()).collect::<Vec<_>>(),
            )),
            _ => Err(FuncError::call(
                "values() requires a map as the first argument",
            )),
        },
        |args, ret| {
            let (m, marks) = args[0].unmark();
            let vals: Vec<Value> = m.element_iter().map(|(_, v)| v.clone()).collect();
            Ok(tuple_or_list(ret, vals).with_marks(&marks))
        },
    )
}

/// `zipmap(keys, values)`.
pub fn zipmap() -> Function {
    Function::with_type_fn(
        vec![
            param("keys", Type::list(Type::String)).allow_marked(),
            param("values", Type::Dynamic).allow_marked(),
        ],
        None,
        |args| {
            let keys = &args[0];
            match args[1].ty() {
                Type::List(e) => Ok(Type::map((**e).clone())),
                Type::Tuple(ts) => {
                    if !keys.is_wholly_known() {
                        return Ok(Type::Dynamic);
                    }
                    let (k, _) = keys.unmark();
                    let ks = k.elements().unwrap_or(&[]);
                    if ks.len() != ts.len() {
                        return Err(FuncError::call(format!(
                            "number of keys ({}) does not match number of values ({})",
                            ks.len(),
                            ts.len()
                        )));
                    }
                    let mut attrs = Vec::with_capacity(ks.len());
                    for (i, kv) in ks.iter().enumerate() {
                        let (kv, _) = kv.unmark();
                        if kv.is_null() {
                            return Err(FuncError::call(format!(
                                "keys list has null value at index {i}"
                            )));
                        }
                        attrs.push((SmolStr::from(kv.as_str().unwrap_or("")), ts[i].clone()));
                    }
                    Ok(Type::object(attrs))
                }
                _ => Err(FuncError::call(
                    "values argument must be a list or tuple value",
                )),
            }
        },
        |args, ret| {
            let (keys, mut marks) = args[0].unmark();
            let (vals, vm) = args[1].unmark();
            marks.extend_from(&vm);
            if !keys.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()).with_marks(&marks));
            }
            let ks = keys.elements().unwrap_or(&[]);
            let vs = vals.elements().unwrap_or(&[]);
            if ks.len() != vs.len() {
                return Err(FuncError::call(format!(
                    "number of keys ({}) does not match number of values ({})",
                    ks.len(),
                    vs.len()
                )));
            }
            let mut out = Vec::with_capacity(ks.len());
            for (k, v) in ks.iter().zip(vs) {
                let (k, km) = k.unmark();
                marks.extend_from(&km);
                if k.is_null() {
                    return Err(FuncError::call(
                        "panic in function implementation: value is null",
                    ));
                }
                out.push((SmolStr::from(k.as_str().unwrap_or("")), v.clone()));
            }
            match ret {
                Type::Map(e) => Ok(Value::map_of((**e).clone(), out).with_marks(&marks)),
                Type::Object(_) => Ok(Value::object(out).with_marks(&marks)),
                t => Err(FuncError::call(format!(
                    "internally selected incorrect result type {} (this is a bug)",
                    t.friendly_name()
                ))),
            }
        },
    )
}
