//! Conditional expressions: result type unification and the taken
//! branch's diagnostics.

use super::{build, Code, Frame};
use crate::diagnostic::Span;
use crate::eval::ir::Node;
use crate::value::{convert, get_conversion_unsafe, go_quote, refine, unify_unsafe, Type, Value};

pub(super) fn build_cond(cond: &Node, t: &Node, fa: &Node, span: Span) -> Code {
    let (cspan, tspan, fspan) = (cond.span, t.span, fa.span);
    let cond = build(cond);
    let tc = build(t);
    let fc = build(fa);
    code!(move |f: &mut Frame<'_>| {
        let mark = f.diags.len();
        let e0 = f.errors;
        let tv = tc(f);
        let (tdiags, terrs) = f.take_since(mark, e0);
        let fv = fc(f);
        // Fast path: no diagnostics so far, same types, a plain bool
        // condition.
        if f.diags.len() == mark
            && tdiags.is_empty()
            && tv.ty() == fv.ty()
            && !tv.is_marked()
            && !fv.is_marked()
            && !(tv.is_null() && tv.ty().is_dynamic())
        {
            let c = cond(f);
            if !c.is_marked() {
                if let Some(b) = c.as_bool() {
                    return if b { tv } else { fv };
                }
            }
            // Slow path with the condition already evaluated.
            return finish_cond(f, c, tv, fv, cspan, tspan, fspan, span);
        }
        let (fdiags, ferrs) = f.take_since(mark, e0);

        let null_dyn = |v: &Value| v.is_null() && v.ty().is_dynamic() && !v.is_marked();
        let (result_ty, tconv, fconv) = if null_dyn(&tv) {
            let rt = fv.ty().clone();
            let c = get_conversion_unsafe(&Type::Dynamic, &rt);
            (Some(rt), c, None)
        } else if null_dyn(&fv) {
            let rt = tv.ty().clone();
            let c = get_conversion_unsafe(&Type::Dynamic, &rt);
            (Some(rt), None, c)
        } else if tv.ty().is_dynamic() || fv.ty().is_dynamic() {
            (Some(Type::Dynamic), None, None)
        } else if tv.ty() == fv.ty() {
            (Some(tv.ty().clone()), None, None)
        } else {
            match unify_unsafe(&[tv.ty().clone(), fv.ty().clone()]) {
                Some((rt, mut convs)) => {
                    let fc = convs.pop().flatten();
                    let tc = convs.pop().flatten();
                    (Some(rt), tc, fc)
                }
                None => (None, None, None),
            }
        };
        let Some(result_ty) = result_ty else {
            let detail = format!(
                "The true and false result expressions must have consistent types. {}.",
                describe_conditional_type_mismatch(tv.ty(), fv.ty())
            );
            f.error(
                "Inconsistent conditional result types",
                detail,
                tspan.to(fspan),
                Some(span),
            );
            return Value::dynamic();
        };

        let c = cond(f);
        if c.is_null() {
            f.error(
                "Null condition",
                "The condition value is null. Conditions must either be true or false.",
                cspan,
                Some(span),
            );
            return Value::unknown(result_ty);
        }
        let (c, cmarks) = c.unmark_deep();
        let mut marks = cmarks;
        marks.extend_from(&tv.marks());
        marks.extend_from(&fv.marks());
        if !c.is_known() {
            return refine::conditional_unknown(&tv, &fv, result_ty).with_marks(&marks);
        }
        let c = match convert(&c, &Type::Bool) {
            Ok(c) => c,
            Err(_) => {
                f.error(
                    "Incorrect condition type",
                    "The condition expression must be of type bool.",
                    cspan,
                    Some(span),
                );
                return Value::unknown(result_ty);
            }
        };
        let (v, conv, diags, errs, which, vspan) = if c.as_bool() == Some(true) {
            (tv, tconv, tdiags, terrs, "true", tspan)
        } else {
            (fv, fconv, fdiags, ferrs, "false", fspan)
        };
        f.append(diags, errs);
        let v = match conv {
            Some(conv) => match conv.apply(&v) {
                Ok(v) => v,
                Err(e) => {
                    f.error(
                        "Inconsistent conditional result types",
                        format!("The {which} result value has the wrong type: {e}."),
                        vspan,
                        Some(span),
                    );
                    Value::unknown(result_ty)
                }
            },
            None => v,
        };
        v.with_marks(&marks)
    })
}

/// The rest of a conditional whose branches have the same type and no
/// diagnostics, once the condition is evaluated.
#[allow(clippy::too_many_arguments)]
fn finish_cond(
    f: &mut Frame<'_>,
    c: Value,
    tv: Value,
    fv: Value,
    cspan: Span,
    _tspan: Span,
    _fspan: Span,
    span: Span,
) -> Value {
    let result_ty = tv.ty().clone();
    if c.is_null() {
        f.error(
            "Null condition",
            "The condition value is null. Conditions must either be true or false.",
            cspan,
            Some(span),
        );
        return Value::unknown(result_ty);
    }
    let (c, cmarks) = c.unmark_deep();
    if !c.is_known() {
        return refine::conditional_unknown(&tv, &fv, result_ty).with_marks(&cmarks);
    }
    match convert(&c, &Type::Bool) {
        Ok(c) => {
            let v = if c.as_bool() == Some(true) { tv } else { fv };
            v.with_marks(&cmarks)
        }
        Err(_) => {
            f.error(
                "Incorrect condition type",
                "The condition expression must be of type bool.",
                cspan,
                Some(span),
            );
            Value::unknown(result_ty)
        }
    }
}

/// The reference's explanation of why two conditional result types
/// cannot be unified.
fn describe_conditional_type_mismatch(t: &Type, f: &Type) -> String {
    match (t, f) {
        (Type::Object(to), Type::Object(fo)) => {
            for a in to.attrs() {
                match fo.get(&a.name) {
                    None => {
                        return format!(
                            "The 'true' value includes object attribute {}, which is absent in the 'false' value",
                            go_quote(&a.name)
                        )
                    }
                    Some(fa) if fa.ty != a.ty => {
                        return format!(
                            "Type mismatch for object attribute {}: {}",
                            go_quote(&a.name),
                            describe_conditional_type_mismatch(&a.ty, &fa.ty)
                        )
                    }
                    _ => {}
                }
            }
            for a in fo.attrs() {
                if to.get(&a.name).is_none() {
                    return format!(
                        "The 'false' value includes object attribute {}, which is absent in the 'true' value",
                        go_quote(&a.name)
                    );
                }
            }
        }
        (Type::Tuple(te), Type::Tuple(fe)) => {
            if te.len() != fe.len() {
                return format!(
                    "The 'true' tuple has length {}, but the 'false' tuple has length {}",
                    te.len(),
                    fe.len()
                );
            }
            for (i, (a, b)) in te.iter().zip(fe.iter()).enumerate() {
                if a != b {
                    return format!(
                        "Type mismatch for tuple element {i}: {}",
                        describe_conditional_type_mismatch(a, b)
                    );
                }
            }
        }
        (Type::List(te), Type::List(fe))
        | (Type::Map(te), Type::Map(fe))
        | (Type::Set(te), Type::Set(fe))
            if (te.is_object() && fe.is_object()) || (te.is_tuple() && fe.is_tuple()) =>
        {
            let noun = match t {
                Type::List(_) => "list",
                Type::Set(_) => "set",
                _ => "map",
            };
            return format!(
                "Mismatched {noun} element types: {}",
                describe_conditional_type_mismatch(te, fe)
            );
        }
        _ => {}
    }
    let (tn, fname) = (t.friendly_name(), f.friendly_name());
    if tn == fname {
        return "At least one deeply-nested attribute or element is not compatible across both the 'true' and the 'false' value".into();
    }
    format!("The 'true' value is {tn}, but the 'false' value is {fname}")
}
