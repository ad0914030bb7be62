//! `for` expressions (tuple and object forms, grouping) and splats.

use super::{build, Code, Frame};
use crate::diagnostic::Span;
use crate::eval::ir::{For, Node};
use crate::value::{convert, go_quote, Marks, Type, Value};
use smol_str::SmolStr;
use std::collections::BTreeMap;

/// Whether go-cty can iterate values of this type.
fn iterable(t: &Type) -> bool {
    matches!(
        t,
        Type::List(_) | Type::Map(_) | Type::Set(_) | Type::Tuple(_) | Type::Object(_)
    )
}

/// The collection of a `for` expression or directive, unmarked, with its
/// marks; `None` when the result is an unknown placeholder (a null or
/// non-iterable collection, reported here, or an unknown one).
pub(super) fn for_collection(
    f: &mut Frame<'_>,
    c: Value,
    coll_span: Span,
    span: Span,
) -> Option<(Value, Marks)> {
    if c.is_null() {
        f.error(
            "Iteration over null value",
            "A null value cannot be used as the collection in a 'for' expression.",
            coll_span,
            Some(span),
        );
        return None;
    }
    if c.ty().is_dynamic() {
        return None;
    }
    let (c, marks) = c.unmark();
    if !iterable(c.ty()) {
        f.error(
            "Iteration over non-iterable value",
            format!(
                "A value of type {} cannot be used as the collection in a 'for' expression.",
                c.ty().friendly_name()
            ),
            coll_span,
            Some(span),
        );
        return None;
    }
    if !c.is_known() {
        return None;
    }
    Some((c, marks))
}

pub(super) fn build_for(fe: &For, span: Span) -> Code {
    let coll_span = fe.coll.span;
    let coll = build(&fe.coll);
    let key_slot = fe.key_slot.map(|s| s as usize);
    let val_slot = fe.val_slot as usize;
    let key = fe.key.as_ref().map(|k| (build(k), k.span));
    let val = build(&fe.val);
    let cond = fe.cond.as_ref().map(|c| (build(c), c.span));
    let group = fe.group;
    code!(move |f: &mut Frame<'_>| {
        // Unknown results are the plain `DynamicVal`: the reference drops
        // the collection's and the conditions' marks then.
        let c = coll(f);
        let Some((c, cmarks)) = for_collection(f, c, coll_span, span) else {
            return Value::dynamic();
        };
        if !crate::eval::limits::iterations(f, c.length_int().unwrap_or(0), true, span) {
            return Value::dynamic();
        }
        let mut marks = cmarks;

        // Early check of the condition's type with dynamic variables.
        if let Some((cc, cspan)) = &cond {
            if let Some(k) = key_slot {
                f.slots[k] = Value::dynamic();
            }
            f.slots[val_slot] = Value::dynamic();
            let e0 = f.errors;
            let r = cc(f);
            if r.is_null() {
                f.error(
                    "Condition is null",
                    "The value of the 'if' clause must not be null.",
                    *cspan,
                    Some(span),
                );
                return Value::dynamic();
            }
            if let Err(e) = convert(&r, &Type::Bool) {
                f.error(
                    "Invalid 'for' condition",
                    format!("The 'if' clause value is invalid: {e}."),
                    *cspan,
                    Some(span),
                );
                return Value::dynamic();
            }
            if f.errors > e0 {
                return Value::dynamic();
            }
        }

        let mut known = true;
        if let Some((kc, kspan)) = &key {
            let mut vals: BTreeMap<SmolStr, Value> = BTreeMap::new();
            let mut groups: BTreeMap<SmolStr, Vec<Value>> = BTreeMap::new();
            for (k, v) in c.element_iter() {
                if let Some(ks) = key_slot {
                    f.slots[ks] = k;
                }
                f.slots[val_slot] = v.clone();
                // The object form converts the condition to bool before
                // looking at unknowns (so an unknown of a type that is not
                // convertible is an error here); the tuple form below skips
                // unknowns first. The reference (`ForExpr.Value`) differs
                // between its two forms in just this way, so the check is
                // written twice; tests/eval_for_condition.rs pins both.
                if let Some((cc, cspan)) = &cond {
                    let inc = cc(f);
                    if inc.is_null() {
                        if known {
                            f.error(
                                "Invalid 'for' condition",
                                "The value of the 'if' clause must not be null.",
                                *cspan,
                                Some(span),
                            );
                        }
                        known = false;
                        continue;
                    }
                    let inc = match convert(&inc, &Type::Bool) {
                        Ok(i) => i,
                        Err(e) => {
                            if known {
                                f.error(
                                    "Invalid 'for' condition",
                                    format!("The 'if' clause value is invalid: {e}."),
                                    *cspan,
                                    Some(span),
                                );
                            }
                            known = false;
                            continue;
                        }
                    };
                    if !inc.is_known() {
                        known = false;
                        continue;
                    }
                    let (inc, im) = inc.unmark();
                    marks.extend_from(&im);
                    if inc.as_bool() == Some(false) {
                        continue;
                    }
                }
                let kr = kc(f);
                if kr.is_null() {
                    if known {
                        f.error(
                            "Invalid object key",
                            "Key expression in 'for' expression must not produce a null value.",
                            *kspan,
                            Some(span),
                        );
                    }
                    known = false;
                    continue;
                }
                if !kr.is_known() {
                    known = false;
                    continue;
                }
                let kv = match convert(&kr, &Type::String) {
                    Ok(k) => k,
                    Err(e) => {
                        if known {
                            f.error(
                                "Invalid object key",
                                format!("The key expression produced an invalid result: {e}."),
                                *kspan,
                                Some(span),
                            );
                        }
                        known = false;
                        continue;
                    }
                };
                let (kv, km) = kv.unmark();
                marks.extend_from(&km);
                let ks: SmolStr = kv.as_str().unwrap_or("").into();
                let v = val(f);
                if group {
                    groups.entry(ks).or_default().push(v);
                } else if let std::collections::btree_map::Entry::Vacant(slot) =
                    vals.entry(ks.clone())
                {
                    slot.insert(v);
                } else {
                    f.error(
                        "Duplicate object key",
                        format!(
                            "Two different items produced the key {} in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.",
                            go_quote(&ks)
                        ),
                        *kspan,
                        Some(span),
                    );
                }
            }
            if !known {
                return Value::dynamic();
            }
            let attrs: Vec<(SmolStr, Value)> = if group {
                groups
                    .into_iter()
                    .map(|(k, vs)| (k, Value::tuple(vs)))
                    .collect()
            } else {
                vals.into_iter().collect()
            };
            Value::object_from_sorted(attrs).with_marks(&marks)
        } else {
            let mut vals = Vec::with_capacity(c.length_int().unwrap_or(0));
            let keyless = key_slot.is_none() && !c.ty().is_object() && !c.ty().is_map();
            let direct: &[Value] = if keyless {
                c.elements().unwrap_or(&[])
            } else {
                &[]
            };
            let mut keyed = if keyless {
                None
            } else {
                Some(c.element_iter())
            };
            let mut idx = 0;
            loop {
                let v = if let Some(it) = keyed.as_mut() {
                    match it.next() {
                        Some((k, v)) => {
                            if let Some(ks) = key_slot {
                                f.slots[ks] = k;
                            }
                            v
                        }
                        None => break,
                    }
                } else {
                    match direct.get(idx) {
                        Some(v) => {
                            idx += 1;
                            v
                        }
                        None => break,
                    }
                };
                f.slots[val_slot] = v.clone();
                // Unknowns are skipped before the conversion (see the
                // object form above for why the order differs).
                if let Some((cc, cspan)) = &cond {
                    let inc = cc(f);
                    if inc.is_null() {
                        if known {
                            f.error(
                                "Invalid 'for' condition",
                                "The value of the 'if' clause must not be null.",
                                *cspan,
                                Some(span),
                            );
                        }
                        known = false;
                        continue;
                    }
                    if !inc.is_known() {
                        known = false;
                        continue;
                    }
                    let inc = match convert(&inc, &Type::Bool) {
                        Ok(i) => i,
                        Err(e) => {
                            if known {
                                f.error(
                                    "Invalid 'for' condition",
                                    format!("The 'if' clause value is invalid: {e}."),
                                    *cspan,
                                    Some(span),
                                );
                            }
                            known = false;
                            continue;
                        }
                    };
                    let (inc, im) = inc.unmark();
                    marks.extend_from(&im);
                    if inc.as_bool() == Some(false) {
                        continue;
                    }
                }
                vals.push(val(f));
            }
            if !known {
                return Value::dynamic();
            }
            Value::tuple(vals).with_marks(&marks)
        }
    })
}

pub(super) fn build_splat(
    source: &Node,
    each: &Node,
    slot: usize,
    marker: Span,
    span: Span,
) -> Code {
    let source_span = source.span;
    let each_span = each.span;
    let source = build(source);
    let each = build(each);
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let sv = source(f);
        if f.errors > e0 {
            return Value::dynamic();
        }
        let sty = sv.ty().clone();
        let auto_upgrade = !(sty.is_tuple() || sty.is_list() || sty.is_set());
        if sv.is_null() {
            if auto_upgrade {
                return Value::empty_tuple();
            }
            f.error(
                "Splat of null value",
                "Splat expressions (with the * symbol) cannot be applied to null sequences.",
                source_span,
                Some(source_span.to(marker)),
            );
            return Value::dynamic();
        }
        if sty.is_dynamic() {
            return Value::dynamic();
        }
        let mut sv = sv;
        let mut upgraded_unknown = false;
        if auto_upgrade {
            // an unknown that may be null could become `[]` as well as a
            // one-element tuple (hcl ≥ 2.17 looks at its refinements)
            upgraded_unknown = !sv.is_known() && sv.range().could_be_null();
            let marks = sv.marks();
            sv = Value::tuple(vec![sv]).with_marks(&marks);
        }
        let sty = sv.ty().clone();
        if !crate::eval::limits::iterations(f, sv.length_int().unwrap_or(0), false, span) {
            return Value::dynamic();
        }

        // The result type, from evaluating `each` with unknown items.
        let result_ty = |f: &mut Frame<'_>| -> Type {
            let saved = std::mem::replace(&mut f.slots[slot], Value::dynamic());
            let t = match &sty {
                Type::List(ety) | Type::Set(ety) => {
                    f.slots[slot] = Value::unknown((**ety).clone());
                    let v = each(f);
                    Type::list(v.ty().clone())
                }
                Type::Tuple(etys) => {
                    let mut tys = Vec::with_capacity(etys.len());
                    for ety in etys.iter() {
                        f.slots[slot] = Value::unknown(ety.clone());
                        let v = each(f);
                        tys.push(v.ty().clone());
                    }
                    Type::tuple(tys)
                }
                _ => Type::Dynamic,
            };
            f.slots[slot] = saved;
            t
        };

        if !sv.is_known() {
            let ty = result_ty(f);
            let mut b = Value::unknown(ty.clone()).refine().not_null();
            if ty.is_list() && sty.is_collection() {
                // as many elements as the source collection
                let r = sv.range();
                b = b
                    .collection_length_lower_bound(r.length_lower_bound())
                    .collection_length_upper_bound(r.length_upper_bound());
            }
            return b.new_value().with_same_marks([&sv]);
        }
        let (sv, marks) = sv.unmark();
        let elems = sv.elements().unwrap_or(&[]);
        let mut vals = Vec::with_capacity(elems.len());
        let mut is_known = true;
        let saved = f.slots[slot].clone();
        for item in elems {
            f.slots[slot] = item.clone();
            let e1 = f.errors;
            let v = each(f);
            if f.errors > e1 {
                is_known = false;
            }
            vals.push(v);
        }
        f.slots[slot] = saved;
        if upgraded_unknown {
            return Value::dynamic().with_marks(&marks);
        }
        if !is_known {
            let mark = f.diags.len();
            let e1 = f.errors;
            let ty = result_ty(f);
            f.take_since(mark, e1);
            return Value::unknown(ty).with_marks(&marks);
        }
        if sty.is_list() || sty.is_set() {
            if vals.is_empty() {
                let ty = result_ty(f);
                let ety = ty.element_type().cloned().unwrap_or(Type::Dynamic);
                return Value::empty_list(ety).with_marks(&marks);
            }
            return match Value::list(vals) {
                Some(l) => l.with_marks(&marks),
                None => {
                    f.error(
                        "Invalid nested splat expressions",
                        "The second level of splat expression produced elements of different types, so it isn't possible to construct a valid list to represent the top-level result.\n\nConsider using a for expression instead, to produce a tuple-typed result which can therefore have non-homogenously-typed elements.",
                        each_span,
                        Some(span),
                    );
                    Value::dynamic()
                }
            };
        }
        Value::tuple(vals).with_marks(&marks)
    })
}
