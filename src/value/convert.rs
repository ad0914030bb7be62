//! Type conversion with the rules of go-cty's `convert` package: safe and
//! unsafe conversions, conversion to type constraints containing dynamic,
//! object conversion with optional attributes, and mismatch messages.

use super::ty::{ObjectAttr, Type};
use super::unify::unify_impl;
use super::val::{common_element_type, Repr, Value};
use super::{Number, PathError, PathStep};
use crate::gocompat::strconv::quote;
use smol_str::SmolStr;
use std::sync::Arc;

/// A conversion from values of one type to another, as returned by
/// [`get_conversion`], [`get_conversion_unsafe`] and unification. Cheap to
/// clone.
#[derive(Clone)]
pub struct Conversion(pub(crate) Arc<Conv>);

impl std::fmt::Debug for Conversion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0.out {
            Some(t) => write!(f, "Conversion(to {t:?})"),
            None => f.write_str("Conversion"),
        }
    }
}

pub(crate) struct Conv {
    /// The target type for conversions made by `getConversion` (which wrap
    /// the work in the standard mark/unknown/null handling); `None` for the
    /// bare conversions unification builds.
    pub(crate) out: Option<Type>,
    pub(crate) kind: Kind,
}

pub(crate) enum Kind {
    Passthrough,
    DynamicFixup,
    NumberToString,
    BoolToString,
    StringToNumber,
    StringToBool,
    ObjectToObject(Vec<OutAttr>),
    TupleToTuple(Vec<Option<Conversion>>),
    CollectionToList(Type, Option<Conversion>),
    CollectionToSet(Type, Option<Conversion>),
    CollectionToMap(Type, Option<Conversion>),
    EmptyList(Type),
    EmptySet(Type),
    EmptyMap(Type),
    TupleToList(Vec<Option<Conversion>>, bool),
    TupleToSet(Vec<Option<Conversion>>),
    ObjectToMap(Type, Vec<(SmolStr, Option<Conversion>)>, bool),
    MapToObject(Vec<MapAttr>),
    /// Unification of anything with dynamic: always `DynamicVal`.
    AllDynamic,
    /// Host conversions into and out of capsule types.
    ToCapsule(Type, super::ty::CapsuleToFn),
    FromCapsule(super::ty::CapsuleFromFn),
    /// Unification wrappers: run the first for its errors, then the second
    /// on the original input (as the reference does).
    Chain(Conversion, Conversion),
}

pub(crate) struct OutAttr {
    name: SmolStr,
    ty: Type,
    /// `None`: the attribute is optional and absent from the input type.
    conv: Option<Option<Conversion>>,
}

pub(crate) struct MapAttr {
    name: SmolStr,
    ty: Type,
    optional: bool,
    conv: MapAttrConv,
}

enum MapAttrConv {
    Same,
    Conv(Conversion),
    Impossible,
}

impl Conversion {
    fn wrapped(out: Type, kind: Kind) -> Conversion {
        Conversion(Arc::new(Conv {
            out: Some(out),
            kind,
        }))
    }
    pub(crate) fn bare(kind: Kind) -> Conversion {
        Conversion(Arc::new(Conv { out: None, kind }))
    }

    /// Convert `v` (of the conversion's source type, or dynamic).
    pub fn apply(&self, v: &Value) -> Result<Value, PathError> {
        let Some(out) = &self.0.out else {
            return self.run(v);
        };
        if let Repr::Marked(m) = &v.0 {
            return Ok(self.apply(&m.0)?.with_marks(&m.1));
        }
        if out.is_dynamic() {
            return Ok(v.clone());
        }
        match &v.0 {
            Repr::Unknown(t) => Ok(prepare_unknown_result(
                v,
                dynamic_replace(t, &out.without_optional_attributes_deep()),
            )),
            Repr::Refined(r) => Ok(prepare_unknown_result(
                v,
                dynamic_replace(&r.0, &out.without_optional_attributes_deep()),
            )),
            Repr::Null(t) => Ok(Value::null(dynamic_replace(
                t,
                &out.without_optional_attributes_deep(),
            ))),
            _ => self.run(v),
        }
    }

    fn run(&self, v: &Value) -> Result<Value, PathError> {
        match &self.0.kind {
            Kind::ObjectToObject(_)
            | Kind::TupleToTuple(_)
            | Kind::CollectionToList(..)
            | Kind::CollectionToSet(..)
            | Kind::CollectionToMap(..)
            | Kind::TupleToList(..)
            | Kind::TupleToSet(_)
            | Kind::ObjectToMap(..)
            | Kind::MapToObject(_)
            | Kind::Chain(..) => super::deep(|| self.run_here(v)),
            _ => self.run_here(v),
        }
    }

    fn run_here(&self, v: &Value) -> Result<Value, PathError> {
        let out = self.0.out.as_ref();
        match &self.0.kind {
            Kind::Passthrough => Ok(v.clone()),
            Kind::DynamicFixup => convert(v, out.unwrap_or(&Type::Dynamic)),
            Kind::AllDynamic => Ok(Value::dynamic()),
            Kind::ToCapsule(t, f) => Ok(Value::capsule(t.clone(), f(v)?)),
            Kind::FromCapsule(f) => match v.as_capsule() {
                Some(raw) => f(raw),
                None => Err(PathError::root("capsule value required")),
            },
            Kind::Chain(a, b) => {
                a.apply(v)?;
                b.apply(v)
            }
            Kind::NumberToString => match v.as_number() {
                Some(n) => Ok(Value::string(n.to_string())),
                None => convert(v, &Type::String),
            },
            Kind::BoolToString => match v.as_bool() {
                Some(b) => Ok(Value::string(if b { "true" } else { "false" })),
                None => convert(v, &Type::String),
            },
            Kind::StringToNumber => match v.as_str() {
                Some(s) => match Number::parse(s) {
                    Some(n) => Ok(Value::number(n)),
                    None => Err(PathError::root("a number is required")),
                },
                None => convert(v, &Type::Number),
            },
            Kind::StringToBool => match v.as_str() {
                Some("true" | "1") => Ok(Value::TRUE),
                Some("false" | "0") => Ok(Value::FALSE),
                Some(s) => Err(PathError::root(match s.to_lowercase().as_str() {
                    "true" => "a bool is required; to convert from string, use lowercase \"true\"",
                    "false" => {
                        "a bool is required; to convert from string, use lowercase \"false\""
                    }
                    _ => "a bool is required",
                })),
                None => convert(v, &Type::Bool),
            },
            Kind::ObjectToObject(attrs) => {
                let in_ty = v.ty().object_type();
                let elems = v.elements().unwrap_or(&[]);
                let mut out_vals = Vec::with_capacity(attrs.len());
                for a in attrs {
                    let found = in_ty.and_then(|o| o.index_of(&a.name)).map(|i| &elems[i]);
                    let val = match (&a.conv, found) {
                        (Some(conv), Some(iv)) => {
                            let mut val = match conv {
                                Some(c) => c
                                    .apply(iv)
                                    .map_err(|e| e.within(PathStep::GetAttr(a.name.clone())))?,
                                None => iv.clone(),
                            };
                            if val.is_null() {
                                val = null_without_optional(&val);
                            }
                            val
                        }
                        _ => Value::null(a.ty.without_optional_attributes_deep()),
                    };
                    out_vals.push(val);
                }
                Ok(Value::object_like(out.unwrap_or(&Type::Dynamic), out_vals))
            }
            Kind::TupleToTuple(convs) => {
                let elems = v.elements().unwrap_or(&[]);
                let mut out = Vec::with_capacity(elems.len());
                for (i, e) in elems.iter().enumerate() {
                    out.push(match convs.get(i).and_then(|c| c.as_ref()) {
                        Some(c) => c.apply(e).map_err(|err| err.within(idx_step(i)))?,
                        None => e.clone(),
                    });
                }
                Ok(Value::tuple(out))
            }
            Kind::EmptyList(t) => Ok(Value::empty_list(t.clone())),
            Kind::EmptySet(t) => Ok(Value::empty_set(t.clone())),
            Kind::EmptyMap(t) => Ok(Value::empty_map(t.clone())),
            Kind::CollectionToList(ety, conv) => {
                let in_ety = v.ty().element_type().cloned().unwrap_or(Type::Dynamic);
                if !v.length().is_some_and(|l| l.is_known()) {
                    return Ok(Value::unknown(Type::list(in_ety)));
                }
                let elems = convert_elems(v.elements().unwrap_or(&[]), conv.as_ref(), true)?;
                if elems.is_empty() {
                    if ety.is_dynamic() {
                        return Ok(Value::empty_list(in_ety));
                    }
                    return Ok(Value::empty_list(ety.without_optional_attributes_deep()));
                }
                match Value::list(elems) {
                    Some(l) => Ok(l),
                    None => Err(PathError::root(
                        "element types must all match for conversion to list",
                    )),
                }
            }
            Kind::CollectionToSet(ety, conv) => {
                let in_ety = v.ty().element_type().cloned().unwrap_or(Type::Dynamic);
                let elems = convert_elems(v.elements().unwrap_or(&[]), conv.as_ref(), true)?;
                if elems.is_empty() {
                    if ety.is_dynamic() {
                        return Ok(Value::empty_set(in_ety));
                    }
                    return Ok(Value::empty_set(ety.without_optional_attributes_deep()));
                }
                match Value::set(elems) {
                    Some(s) => Ok(s),
                    None => Err(PathError::root(
                        "element types must all match for conversion to set",
                    )),
                }
            }
            Kind::CollectionToMap(ety, conv) => {
                let in_ety = v.ty().element_type().cloned().unwrap_or(Type::Dynamic);
                let mut entries: Vec<(SmolStr, Value)> = Vec::new();
                for (k, e) in v.element_iter() {
                    let ks: SmolStr = match k.as_str() {
                        Some(s) => s.into(),
                        None => match convert(&k, &Type::String) {
                            Ok(s) => s.as_str().unwrap_or("").into(),
                            Err(_) => {
                                return Err(PathError::root(format!(
                                    "cannot convert key type {} to string for map",
                                    k.ty().friendly_name()
                                ))
                                .within(PathStep::Index(k.clone())))
                            }
                        },
                    };
                    let val = match conv {
                        Some(c) => c.apply(e).map_err(|err| err.within(PathStep::Index(k)))?,
                        None => e.clone(),
                    };
                    entries.push((ks, val));
                }
                if entries.is_empty() {
                    if ety.is_dynamic() {
                        return Ok(Value::empty_map(in_ety));
                    }
                    return Ok(Value::empty_map(ety.clone()));
                }
                let entries = if ety.is_collection() || ety.is_object() {
                    unify_map_elements(entries, false)?
                } else {
                    entries
                };
                finish_map(
                    entries,
                    "element types must all match for conversion to map",
                )
            }
            Kind::TupleToList(convs, unsafe_) => {
                let elems = v.elements().unwrap_or(&[]);
                let out = if convs.is_empty() {
                    elems.to_vec()
                } else {
                    let mut out = Vec::with_capacity(elems.len());
                    for (i, e) in elems.iter().enumerate() {
                        out.push(match convs.get(i).and_then(|c| c.as_ref()) {
                            Some(c) => c.apply(e).map_err(|err| err.within(idx_step(i)))?,
                            None => e.clone(),
                        });
                    }
                    out
                };
                let last = out.len().saturating_sub(1);
                let out =
                    unify_list_elements(out, *unsafe_).map_err(|e| e.within(idx_step(last)))?;
                match Value::list(out) {
                    Some(l) => Ok(l),
                    None => Err(PathError::root(
                        "element types must all match for conversion to list",
                    )),
                }
            }
            Kind::TupleToSet(convs) => {
                let elems = v.elements().unwrap_or(&[]);
                let mut out = Vec::with_capacity(elems.len());
                for (i, e) in elems.iter().enumerate() {
                    let mut val = match convs.get(i).and_then(|c| c.as_ref()) {
                        Some(c) => c.apply(e).map_err(|err| err.within(idx_step(i)))?,
                        None => e.clone(),
                    };
                    if val.is_null() {
                        val = null_without_optional(&val);
                    }
                    out.push(val);
                }
                match Value::set(out) {
                    Some(s) => Ok(s),
                    None => Err(PathError::root(
                        "element types must all match for conversion to set",
                    )),
                }
            }
            Kind::ObjectToMap(ety, convs, unsafe_) => {
                let mut entries = Vec::new();
                for (k, e) in v.element_iter() {
                    let name = k.as_str().unwrap_or("");
                    let conv = convs
                        .binary_search_by(|(n, _)| n.as_str().cmp(name))
                        .ok()
                        .and_then(|i| convs[i].1.as_ref());
                    let val = match conv {
                        Some(c) => c
                            .apply(e)
                            .map_err(|err| err.within(PathStep::Index(k.clone())))?,
                        None => e.clone(),
                    };
                    entries.push((SmolStr::from(name), val));
                }
                let entries = if ety.is_collection() || ety.is_object() {
                    unify_map_elements(entries, *unsafe_)?
                } else {
                    entries
                };
                finish_map(
                    entries,
                    "attribute types must all match for conversion to map",
                )
            }
            Kind::MapToObject(attrs) => {
                let entries = v.map_entries().unwrap_or(&[]);
                let mut out_vals = Vec::with_capacity(attrs.len());
                // Entries first (sorted by key), errors in key order.
                let mut found: Vec<Option<Value>> = vec![None; attrs.len()];
                for (k, e) in entries {
                    let Ok(ai) = attrs.binary_search_by(|a| a.name.as_str().cmp(k)) else {
                        continue;
                    };
                    let a = &attrs[ai];
                    let mut val = match &a.conv {
                        MapAttrConv::Same => e.clone(),
                        MapAttrConv::Conv(c) => c.apply(e).map_err(|err| {
                            err.within(PathStep::Index(Value::string(k.as_str())))
                        })?,
                        MapAttrConv::Impossible => {
                            return Err(PathError::root(format!(
                                "map element type is incompatible with attribute {}: {}",
                                quote(k),
                                mismatch_message(e.ty(), &a.ty)
                            )))
                        }
                    };
                    if val.is_null() {
                        val = null_without_optional(&val);
                    }
                    found[ai] = Some(val);
                }
                for (a, f) in attrs.iter().zip(found) {
                    let val = match f {
                        Some(v) => v,
                        None if a.optional => Value::null(a.ty.clone()),
                        None => {
                            return Err(PathError::root(format!(
                                "map has no element for required attribute {}",
                                quote(&a.name)
                            )))
                        }
                    };
                    out_vals.push(val);
                }
                Ok(Value::object_like(out.unwrap_or(&Type::Dynamic), out_vals))
            }
        }
    }
}

fn idx_step(i: usize) -> PathStep {
    PathStep::Index(Value::from(i as i64))
}

fn null_without_optional(v: &Value) -> Value {
    let t = v.ty();
    let stripped = t.without_optional_attributes_deep();
    let out = Value::null(stripped);
    out.with_marks(&v.marks())
}

fn convert_elems(
    elems: &[Value],
    conv: Option<&Conversion>,
    strip_null: bool,
) -> Result<Vec<Value>, PathError> {
    let mut out = Vec::with_capacity(elems.len());
    for (i, e) in elems.iter().enumerate() {
        let mut val = match conv {
            Some(c) => c.apply(e).map_err(|err| err.within(idx_step(i)))?,
            None => e.clone(),
        };
        if strip_null && val.is_null() {
            val = null_without_optional(&val);
        }
        out.push(val);
    }
    Ok(out)
}

fn finish_map(entries: Vec<(SmolStr, Value)>, msg: &str) -> Result<Value, PathError> {
    match common_element_type(entries.iter().map(|(_, v)| v)) {
        Some(ety) => Ok(Value::map_from_sorted(ety, entries)),
        None => Err(PathError::root(msg)),
    }
}

fn unify_map_elements(
    entries: Vec<(SmolStr, Value)>,
    unsafe_: bool,
) -> Result<Vec<(SmolStr, Value)>, PathError> {
    let tys: Vec<Type> = entries.iter().map(|(_, v)| v.ty().clone()).collect();
    let Some((uty, _)) = unify_impl(&tys, unsafe_) else {
        return Err(PathError::root(
            "cannot find a common base type for all elements",
        ));
    };
    let mut out = Vec::with_capacity(entries.len());
    for (k, v) in entries {
        if *v.ty() == uty {
            out.push((k, v));
            continue;
        }
        let Some(conv) = get_conversion_impl(v.ty(), &uty, unsafe_) else {
            return Err(PathError::root(
                "cannot find a common base type for all elements",
            ));
        };
        let cv = conv
            .apply(&v)
            .map_err(|e| e.within(PathStep::Index(Value::string(k.as_str()))))?;
        out.push((k, cv));
    }
    Ok(out)
}

fn unify_list_elements(elems: Vec<Value>, unsafe_: bool) -> Result<Vec<Value>, PathError> {
    let first = elems.first().map(|e| e.ty().clone());
    if let Some(f) = &first {
        if elems.iter().all(|e| e.ty() == f) {
            return Ok(elems);
        }
    }
    let tys: Vec<Type> = elems.iter().map(|v| v.ty().clone()).collect();
    let Some((uty, _)) = unify_impl(&tys, unsafe_) else {
        return Err(PathError::root(
            "cannot find a common base type for all elements",
        ));
    };
    let mut out = Vec::with_capacity(elems.len());
    for (i, v) in elems.into_iter().enumerate() {
        if *v.ty() == uty {
            out.push(v);
            continue;
        }
        let Some(conv) = get_conversion_impl(v.ty(), &uty, unsafe_) else {
            return Err(PathError::root(
                "cannot find a common base type for all elements",
            ));
        };
        out.push(conv.apply(&v).map_err(|e| e.within(idx_step(i)))?);
    }
    Ok(out)
}

/// go-cty `convert.Convert`: convert `v` to `want` with safe or unsafe
/// conversions; the error is a mismatch message when no conversion exists.
pub fn convert(v: &Value, want: &Type) -> Result<Value, PathError> {
    if *v.ty() == want.without_optional_attributes_deep() {
        return Ok(v.clone());
    }
    match get_conversion_impl(v.ty(), want, true) {
        Some(c) => c.apply(v),
        None => Err(PathError::root(mismatch_message(v.ty(), want))),
    }
}

/// go-cty `GetConversion`: a safe conversion, if one exists.
pub fn get_conversion(from: &Type, to: &Type) -> Option<Conversion> {
    get_conversion_impl(from, to, false)
}

/// go-cty `GetConversionUnsafe`: a safe or unsafe conversion, if one exists.
pub fn get_conversion_unsafe(from: &Type, to: &Type) -> Option<Conversion> {
    get_conversion_impl(from, to, true)
}

pub(crate) fn get_conversion_impl(from: &Type, to: &Type, unsafe_: bool) -> Option<Conversion> {
    let kind = conversion_known(from, to, unsafe_)?;
    Some(Conversion::wrapped(to.clone(), kind))
}

fn conversion_known(from: &Type, to: &Type, unsafe_: bool) -> Option<Kind> {
    super::deep_if(from.is_composite_type() || to.is_composite_type(), || {
        use Type as T;
        match (from, to) {
            (_, T::Dynamic) => Some(Kind::Passthrough),
            (T::Dynamic, _) if unsafe_ => Some(Kind::DynamicFixup),
            (a, b) if a.is_primitive() && b.is_primitive() => match (a, b) {
                (T::Number, T::String) => Some(Kind::NumberToString),
                (T::Bool, T::String) => Some(Kind::BoolToString),
                (T::String, T::Number) if unsafe_ => Some(Kind::StringToNumber),
                (T::String, T::Bool) if unsafe_ => Some(Kind::StringToBool),
                _ => None,
            },
            (T::Object(i), T::Object(o)) => {
                let mut attrs = Vec::with_capacity(o.len());
                for a in o.attrs() {
                    let conv = match i.get(&a.name) {
                        None if a.optional => None,
                        None => return None,
                        Some(ia) if ia.ty == a.ty => Some(None),
                        Some(ia) => Some(Some(get_conversion_impl(&ia.ty, &a.ty, unsafe_)?)),
                    };
                    attrs.push(OutAttr {
                        name: a.name.clone(),
                        ty: a.ty.clone(),
                        conv,
                    });
                }
                Some(Kind::ObjectToObject(attrs))
            }
            (T::Tuple(i), T::Tuple(o)) => {
                if i.len() != o.len() {
                    return None;
                }
                let mut convs = Vec::with_capacity(i.len());
                for (it, ot) in i.iter().zip(o.iter()) {
                    convs.push(if it == ot {
                        None
                    } else {
                        Some(get_conversion_impl(it, ot, unsafe_)?)
                    });
                }
                Some(Kind::TupleToTuple(convs))
            }
            (T::List(ie) | T::Set(ie), T::List(oe)) => {
                if ie == oe {
                    return Some(Kind::CollectionToList((**oe).clone(), None));
                }
                let c = get_conversion_impl(ie, oe, unsafe_)?;
                Some(Kind::CollectionToList((**oe).clone(), Some(c)))
            }
            (T::List(ie) | T::Set(ie), T::Set(oe)) => {
                if from.is_list() && !unsafe_ {
                    return None;
                }
                if ie == oe {
                    return Some(Kind::CollectionToSet((**oe).clone(), None));
                }
                let c = get_conversion_impl(ie, oe, unsafe_)?;
                Some(Kind::CollectionToSet((**oe).clone(), Some(c)))
            }
            (T::Map(ie), T::Map(oe)) => {
                let c = get_conversion_impl(ie, oe, unsafe_)?;
                Some(Kind::CollectionToMap((**oe).clone(), Some(c)))
            }
            (T::Tuple(etys), T::List(oe)) => {
                if etys.is_empty() {
                    return Some(Kind::EmptyList(oe.without_optional_attributes_deep()));
                }
                let convs = tuple_elem_convs(etys, oe, unsafe_)?;
                Some(Kind::TupleToList(convs, unsafe_))
            }
            (T::Tuple(etys), T::Set(oe)) => {
                if etys.is_empty() {
                    return Some(Kind::EmptySet(oe.without_optional_attributes_deep()));
                }
                let convs = tuple_elem_convs(etys, oe, unsafe_)?;
                Some(Kind::TupleToSet(convs))
            }
            (T::Object(o), T::Map(oe)) => {
                if o.is_empty() {
                    return Some(Kind::EmptyMap(oe.without_optional_attributes_deep()));
                }
                let mut ety = (**oe).clone();
                if ety.is_dynamic() {
                    let tys: Vec<Type> = o.attrs().iter().map(|a| a.ty.clone()).collect();
                    ety = unify_impl(&tys, unsafe_)?.0;
                }
                let mut convs = Vec::with_capacity(o.len());
                for a in o.attrs() {
                    let c = if a.ty == ety {
                        None
                    } else {
                        Some(get_conversion_impl(&a.ty, &ety, unsafe_)?)
                    };
                    convs.push((a.name.clone(), c));
                }
                Some(Kind::ObjectToMap(ety, convs, unsafe_))
            }
            (T::Map(me), T::Object(o)) => {
                if !unsafe_ {
                    return None;
                }
                let mut attrs = Vec::with_capacity(o.len());
                for a in o.attrs() {
                    let conv = if a.ty == **me {
                        MapAttrConv::Same
                    } else {
                        match get_conversion_impl(me, &a.ty, unsafe_) {
                            Some(c) => MapAttrConv::Conv(c),
                            None if a.optional => MapAttrConv::Impossible,
                            None => return None,
                        }
                    };
                    attrs.push(MapAttr {
                        name: a.name.clone(),
                        ty: a.ty.clone(),
                        optional: a.optional,
                        conv,
                    });
                }
                Some(Kind::MapToObject(attrs))
            }
            // Capsules: only unsafe conversions, through the host's operations
            // (the target's `conversion_to` first, then the source's
            // `conversion_from`); equal types never get here.
            (_, T::Capsule(_)) | (T::Capsule(_), _) => {
                if !unsafe_ || from == to {
                    return None;
                }
                if let T::Capsule(c) = to {
                    if let Some(f) = &c.ops.conversion_to {
                        return f(from).map(|raw| Kind::ToCapsule(to.clone(), raw));
                    }
                }
                if let T::Capsule(c) = from {
                    if let Some(f) = &c.ops.conversion_from {
                        return f(to).map(Kind::FromCapsule);
                    }
                }
                None
            }
            _ => None,
        }
    })
}

fn tuple_elem_convs(etys: &[Type], want: &Type, unsafe_: bool) -> Option<Vec<Option<Conversion>>> {
    let mut ety = want.clone();
    if ety.is_dynamic() {
        ety = unify_impl(etys, unsafe_)?.0;
        if ety.is_dynamic() && !etys.iter().all(|t| t.is_dynamic()) {
            return None;
        }
    }
    let mut convs = Vec::with_capacity(etys.len());
    let mut prev: Option<(&Type, Option<Conversion>)> = None;
    for t in etys {
        if *t == ety {
            convs.push(None);
            continue;
        }
        // Reuse the conversion of an identical neighbouring element type.
        if let Some((pt, pc)) = &prev {
            if *pt == t {
                convs.push(pc.clone());
                continue;
            }
        }
        let c = get_conversion_impl(t, &ety, unsafe_)?;
        prev = Some((t, Some(c.clone())));
        convs.push(Some(c));
    }
    if convs.iter().all(|c| c.is_none()) {
        // An empty list means "no element needs converting".
        convs = Vec::new();
    }
    Some(convs)
}

/// go-cty's `dynamicReplace`: `out` with dynamic parts replaced by the
/// corresponding parts of `in`.
pub(crate) fn dynamic_replace(inp: &Type, out: &Type) -> Type {
    super::deep_if(inp.is_composite_type() || out.is_composite_type(), || {
        use Type as T;
        if inp.is_dynamic() {
            return out.clone();
        }
        match out {
            T::Dynamic => inp.clone(),
            T::Bool | T::Number | T::String | T::Capsule(_) => out.clone(),
            T::Map(oe) => {
                let ety = match inp {
                    T::Map(ie) => dynamic_replace(ie, oe),
                    T::Object(o) => {
                        let tys: Vec<Type> = o.attrs().iter().map(|a| a.ty.clone()).collect();
                        let u = unify_impl(&tys, true).map(|u| u.0).unwrap_or(T::Dynamic);
                        dynamic_replace(&u, oe)
                    }
                    _ => T::Dynamic,
                };
                Type::map(ety)
            }
            T::Object(o) => {
                let attrs = o
                    .attrs()
                    .iter()
                    .map(|a| {
                        let ty = match inp {
                            T::Map(ie) => dynamic_replace(ie, &a.ty),
                            T::Object(io) => match io.get(&a.name) {
                                Some(ia) => dynamic_replace(&ia.ty, &a.ty),
                                None => a.ty.clone(),
                            },
                            _ => a.ty.clone(),
                        };
                        ObjectAttr {
                            name: a.name.clone(),
                            ty,
                            optional: false,
                        }
                    })
                    .collect();
                Type::object_from_sorted(attrs)
            }
            T::Set(oe) | T::List(oe) => {
                let ety = match inp {
                    T::Set(ie) | T::List(ie) => dynamic_replace(ie, oe),
                    T::Tuple(etys) => {
                        let u = unify_impl(etys, true).map(|u| u.0).unwrap_or(T::Dynamic);
                        dynamic_replace(&u, oe)
                    }
                    _ => T::Dynamic,
                };
                if out.is_set() {
                    Type::set(ety)
                } else {
                    Type::list(ety)
                }
            }
            T::Tuple(oets) => {
                let iets = inp.tuple_types().unwrap_or(&[]);
                Type::tuple(
                    oets.iter()
                        .enumerate()
                        .map(|(i, ot)| match iets.get(i) {
                            Some(it) => dynamic_replace(it, ot),
                            None => ot.clone(),
                        })
                        .collect::<Vec<_>>(),
                )
            }
        }
    })
}

/// go-cty `convert.MismatchMessage`: why `got` does not convert to `want`.
pub fn mismatch_message(got: &Type, want: &Type) -> String {
    super::deep(|| {
        use Type as T;
        match (got, want) {
            (T::Object(_), T::Object(_)) => mismatch_objects(got, want),
            (T::Tuple(_), T::List(e)) if e.is_dynamic() => {
                "all list elements must have the same type".into()
            }
            (T::Tuple(_), T::Set(e)) if e.is_dynamic() => {
                "all set elements must have the same type".into()
            }
            (T::Object(_), T::Map(e)) if e.is_dynamic() => {
                "all map elements must have the same type".into()
            }
            (T::Tuple(_) | T::Object(_), w) if w.is_collection() => {
                mismatch_from_structural(got, want)
            }
            (g, w) if g.is_collection() && w.is_collection() => mismatch_collections(got, want),
            (g, w) if !likely_to_confuse(g, w) => format!(
                "{} required, but have {}",
                w.friendly_name(),
                g.friendly_name()
            ),
            _ => format!("{} required", want.friendly_name_for_constraint()),
        }
    })
}

/// go-cty (>= 1.14) `typesAreLikelyToCauseConfusion`: whether naming both
/// types ("string required, but have tuple") would mislead rather than help.
fn likely_to_confuse(got: &Type, want: &Type) -> bool {
    if got.is_primitive() != want.is_primitive() {
        return false;
    }
    if want == &Type::String {
        return false;
    }
    if matches!(
        (got, want),
        (Type::Bool, Type::Number) | (Type::Number, Type::Bool)
    ) {
        return false;
    }
    if let (Some(g), Some(w)) = (got.element_type(), want.element_type()) {
        if got.is_collection()
            && want.is_collection()
            && !g.has_dynamic_types()
            && w.has_dynamic_types()
        {
            return false;
        }
    }
    // (go-cty also means to exempt object-vs-tuple here, but its test
    // reads `got` twice, so only tuple-vs-object is exempt)
    if matches!((got, want), (Type::Tuple(_), Type::Object(_))) {
        return false;
    }
    true
}

fn mismatch_objects(got: &Type, want: &Type) -> String {
    let (Some(g), Some(w)) = (got.object_type(), want.object_type()) else {
        return format!("{} required", want.friendly_name_for_constraint());
    };
    let mut missing: Vec<&str> = Vec::new();
    let mut unsafe_mismatch: Option<String> = None;
    let mut safe_mismatch: Option<String> = None;
    for a in w.attrs() {
        let Some(ga) = g.get(&a.name) else {
            if !a.optional {
                missing.push(&a.name);
            }
            continue;
        };
        if ga.ty == a.ty {
            continue;
        }
        if unsafe_mismatch.is_some() {
            continue;
        }
        if get_conversion_unsafe(&ga.ty, &a.ty).is_none() {
            unsafe_mismatch = Some(format!(
                "attribute {}: {}",
                quote(&a.name),
                mismatch_message(&ga.ty, &a.ty)
            ));
        }
        if safe_mismatch.is_some() {
            continue;
        }
        if get_conversion(&ga.ty, &a.ty).is_none() {
            safe_mismatch = Some(format!(
                "attribute {}: {}",
                quote(&a.name),
                mismatch_message(&ga.ty, &a.ty)
            ));
        }
    }
    match missing.len() {
        0 => {}
        1 => return format!("attribute {} is required", quote(missing[0])),
        2 => {
            return format!(
                "attributes {} and {} are required",
                quote(missing[0]),
                quote(missing[1])
            )
        }
        n => {
            let mut s = String::new();
            for m in &missing[..n - 1] {
                s.push_str(&quote(m));
                s.push_str(", ");
            }
            s.push_str("and ");
            s.push_str(&quote(missing[n - 1]));
            return format!("attributes {s} are required");
        }
    }
    unsafe_mismatch
        .or(safe_mismatch)
        .unwrap_or_else(|| "incorrect object attributes".into())
}

fn mismatch_from_structural(got: &Type, want: &Type) -> String {
    let required = || format!("{} required", want.friendly_name_for_constraint());
    match (got, want) {
        (T::Tuple(etys), T::List(wety) | T::Set(wety)) => {
            for (i, g) in etys.iter().enumerate() {
                if g == &**wety || get_conversion_impl(g, wety, true).is_some() {
                    continue;
                }
                return format!("element {i}: {}", mismatch_message(g, wety));
            }
            format!(
                "all elements must be {}",
                wety.friendly_name_for_constraint()
            )
        }
        (T::Object(o), T::Map(wety)) => {
            for a in o.attrs() {
                if a.ty == **wety || get_conversion_impl(&a.ty, wety, true).is_some() {
                    continue;
                }
                return format!(
                    "element {}: {}",
                    quote(&a.name),
                    mismatch_message(&a.ty, wety)
                );
            }
            format!(
                "all elements must be {}",
                wety.friendly_name_for_constraint()
            )
        }
        _ => required(),
    }
}

use Type as T;

fn mismatch_collections(got: &Type, want: &Type) -> String {
    let required = || format!("{} required", want.friendly_name_for_constraint());
    let noun = match (got, want) {
        (T::List(_) | T::Set(_), T::List(_)) => "list element type",
        (T::List(_) | T::Set(_), T::Set(_)) => "set element type",
        (T::Map(_), T::Map(_)) => "map element type",
        _ => return required(),
    };
    let (Some(g), Some(w)) = (got.element_type(), want.element_type()) else {
        return required();
    };
    format!("incorrect {noun}: {}", mismatch_message(g, w))
}

/// go-cty `prepareUnknownResult`: the unknown result of converting the
/// unknown `src` to `target`, with what the source's refinements and type
/// say about it (not null stays not null; a map from an object, a list
/// from a tuple and a collection from a collection get length bounds).
fn prepare_unknown_result(src: &Value, target: Type) -> Value {
    let rng = src.range();
    let sty = rng.type_constraint();
    let mut b = Value::unknown(target.clone()).refine();
    if rng.definitely_not_null() {
        b = b.not_null();
    }
    match (sty, &target) {
        (Type::Object(o), Type::Map(_)) => b.collection_length(o.len() as u64),
        (Type::Tuple(t), Type::List(_)) => b.collection_length(t.len() as u64),
        (Type::Tuple(t), Type::Set(_)) => match t.len() {
            n @ (0 | 1) => b.collection_length(n as u64),
            n => b
                .collection_length_lower_bound(1)
                .collection_length_upper_bound(n as u64),
        },
        (s, t) if s.is_collection() && t.is_collection() => {
            if t.is_set() {
                if rng.length_lower_bound() > 0 {
                    b = b.collection_length_lower_bound(1);
                }
            } else {
                b = b.collection_length_lower_bound(rng.length_lower_bound());
            }
            b.collection_length_upper_bound(rng.length_upper_bound())
        }
        _ => b,
    }
    .new_value()
}
