//! Templates: string interpolation, the `for` directive (streamed into one
//! buffer) and the `if` directive.

use super::for_expr::for_collection;
use super::{build, Code, Frame};
use crate::diagnostic::Span;
use crate::eval::ir::{For, Kind, Node};
use crate::value::{convert, refine, Marks, Type, Value};
use std::sync::Arc;

/// String conversion of a template part value; `Err` with the conversion
/// error message.
fn template_string(v: &Value) -> Result<Value, String> {
    if matches!(v.ty(), Type::String) {
        return Ok(v.clone());
    }
    convert(v, &Type::String).map_err(|e| e.to_string())
}

pub(super) fn build_template(parts: &[Node], span: Span) -> Code {
    enum Part {
        Lit(Arc<str>),
        Code(Code, Span),
    }
    let parts: Vec<Part> = parts
        .iter()
        .map(|p| match p.is_const().and_then(|v| v.as_arc_str()) {
            Some(s) if !p.is_const().is_some_and(|v| v.is_marked()) => Part::Lit(s.clone()),
            _ => Part::Code(build(p), p.span),
        })
        .collect();
    code!(move |f: &mut Frame<'_>| {
        let e0 = f.errors;
        let mut buf = String::new();
        let mut marks = Marks::new();
        let mut known = true;
        for p in &parts {
            let (v, pspan) = match p {
                Part::Lit(s) => {
                    if known {
                        buf.push_str(s);
                    }
                    continue;
                }
                Part::Code(c, s) => (c(f), *s),
            };
            if v.is_null() {
                f.error(
                    "Invalid template interpolation value",
                    "The expression result is null. Cannot include a null value in a string template.",
                    pspan,
                    Some(span),
                );
                continue;
            }
            let (u, m) = v.unmark();
            marks.extend_from(&m);
            if !u.is_known() {
                known = false;
                continue;
            }
            match template_string(&u) {
                Ok(s) if known => {
                    let s = s.as_str().unwrap_or("");
                    if !crate::eval::limits::string_growing(f, buf.len(), s.len(), span) {
                        return Value::unknown(Type::String);
                    }
                    buf.push_str(s)
                }
                Ok(_) => {}
                Err(e) => f.error(
                    "Invalid template interpolation value",
                    format!("Cannot include the given value in a string template: {e}."),
                    pspan,
                    Some(span),
                ),
            }
        }
        let ret = if known {
            if !crate::eval::limits::string_built(f, buf.len(), span) {
                return Value::unknown(Type::String);
            }
            Value::string(buf)
        } else if f.errors == e0 {
            // hcl: the text before the first unknown part is the result's
            // prefix (at most 128 bytes, then shortened as go-cty's
            // `StringPrefix` shortens it)
            refine::template_prefix(&buf)
        } else {
            Value::unknown_not_null(Type::String)
        };
        ret.with_marks(&marks)
    })
}

pub(super) fn build_join(for_node: &Node) -> Code {
    if let Kind::For(fe) = &for_node.kind {
        if fe.key.is_none() && fe.cond.is_none() {
            return build_template_for(fe, for_node.own);
        }
    }
    let tuple = build(for_node);
    let span = for_node.span;
    code!(move |f: &mut Frame<'_>| {
        let t = tuple(f);
        if t.ty().is_dynamic() || !t.is_known() || t.is_null() {
            return Value::unknown(Type::String);
        }
        let (t, marks) = t.unmark();
        let mut all = marks.clone();
        let mut buf = String::new();
        for v in t.elements().unwrap_or(&[]) {
            if v.is_null() {
                f.error(
                    "Invalid template interpolation value",
                    "An iteration result is null. Cannot include a null value in a string template.",
                    span,
                    None,
                );
                continue;
            }
            if v.ty().is_dynamic() {
                return Value::unknown(Type::String).with_marks(&marks);
            }
            let s = match template_string(v) {
                Ok(s) => s,
                Err(e) => {
                    f.error(
                        "Invalid template interpolation value",
                        format!("Cannot include one of the interpolation results into the string template: {e}."),
                        span,
                        None,
                    );
                    continue;
                }
            };
            if !v.is_known() {
                return Value::unknown(Type::String).with_marks(&marks);
            }
            let (s, m) = s.unmark();
            all.extend_from(&m);
            let s = s.as_str().unwrap_or("");
            if !crate::eval::limits::string_growing(f, buf.len(), s.len(), span) {
                return Value::unknown(Type::String);
            }
            buf.push_str(s);
        }
        if !crate::eval::limits::string_built(f, buf.len(), span) {
            return Value::unknown(Type::String);
        }
        Value::string(buf).with_marks(&all)
    })
}

/// A template `for` directive: the reference builds a tuple with a `for`
/// expression and joins its strings; this streams the bodies' strings
/// into one buffer with the same results and diagnostics (bodies are
/// templates, so never null and always strings).
fn build_template_for(fe: &For, span: Span) -> Code {
    let coll_span = fe.coll.span;
    let coll = build(&fe.coll);
    let key_slot = fe.key_slot.map(|s| s as usize);
    let val_slot = fe.val_slot as usize;
    let body = build(&fe.val);
    code!(move |f: &mut Frame<'_>| {
        let c = coll(f);
        let Some((c, marks)) = for_collection(f, c, coll_span, span) else {
            return Value::unknown(Type::String);
        };
        if !crate::eval::limits::iterations(f, c.length_int().unwrap_or(0), false, span) {
            return Value::unknown(Type::String);
        }
        let mut buf = String::new();
        let mut all = marks.clone();
        let mut known = true;
        let mut over = false;
        let mut each = |f: &mut Frame<'_>, v: &Value| {
            if over {
                return;
            }
            f.slots[val_slot] = v.clone();
            let s = body(f);
            if known {
                if !s.is_known() {
                    known = false;
                } else {
                    let (s, m) = s.unmark();
                    all.extend_from(&m);
                    let s = s.as_str().unwrap_or("");
                    if !crate::eval::limits::string_growing(f, buf.len(), s.len(), span) {
                        over = true;
                        return;
                    }
                    buf.push_str(s);
                }
            }
        };
        match (key_slot, c.elements()) {
            (None, Some(elems)) if !c.ty().is_object() => {
                for v in elems {
                    each(f, v);
                }
            }
            _ => {
                for (k, v) in c.element_iter() {
                    if let Some(ks) = key_slot {
                        f.slots[ks] = k;
                    }
                    each(f, v);
                }
            }
        }
        if !known {
            return Value::unknown(Type::String).with_marks(&marks);
        }
        if over || !crate::eval::limits::string_built(f, buf.len(), span) {
            return Value::unknown(Type::String);
        }
        Value::string(buf).with_marks(&all)
    })
}

/// A template `if` directive. Both branches are templates, whose values
/// are always strings (known or unknown): their types always unify to
/// string, and the untaken branch's diagnostics are dropped, so only the
/// taken branch is evaluated. (As in the reference v2.14.1, the result
/// carries the condition's and the taken branch's marks.)
pub(super) fn build_template_if(cond: &Node, t: &Node, fa: &Node, span: Span) -> Code {
    let cspan = cond.span;
    let cond = build(cond);
    let tc = build(t);
    let fc = build(fa);
    code!(move |f: &mut Frame<'_>| {
        let c = cond(f);
        if c.is_null() {
            f.error(
                "Null condition",
                "The condition value is null. Conditions must either be true or false.",
                cspan,
                Some(span),
            );
            return Value::unknown(Type::String);
        }
        let (c, marks) = c.unmark_deep();
        if !c.is_known() {
            return Value::unknown(Type::String).with_marks(&marks);
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
                return Value::unknown(Type::String);
            }
        };
        let v = if c.as_bool() == Some(true) {
            tc(f)
        } else {
            fc(f)
        };
        v.with_marks(&marks)
    })
}
