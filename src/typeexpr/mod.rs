//! Type expressions (the reference's `ext/typeexpr`): reading `string`,
//! `list(number)`, `map(object({a = string, b = optional(number, 5)}))`,
//! `tuple([bool, any])` from an expression by static analysis (it is never
//! evaluated, except for optional attributes' default values), and applying
//! the defaults of optional attributes to a value.
//!
//! ```
//! use hcl2::typeexpr::{get_type, type_constraint_with_defaults, type_string};
//! use hcl2::value::convert;
//! use hcl2::{Type, Value};
//! let (expr, _) = hcl2::parse_expression(
//!     "list(object({name = string, port = optional(number, 80)}))",
//!     "<type>",
//!     &hcl2::Limits::default(),
//! );
//! let (ty, defaults, diags) = type_constraint_with_defaults(&*expr);
//! assert!(diags.is_empty());
//! assert_eq!(type_string(&ty), "list(object({name=string,port=optional(number)}))");
//!
//! // Conversion fills absent optional attributes with null; the defaults
//! // then replace those nulls.
//! let given = Value::tuple(vec![
//!     Value::object([("name", Value::string("web"))]),
//!     Value::object([("name", Value::string("db")), ("port", Value::from(5432))]),
//! ]);
//! let v = defaults.unwrap().apply(convert(&given, &ty).unwrap());
//! let port = |i: i64| v.index(&Value::from(i)).unwrap().get_attr("port").unwrap();
//! assert_eq!((port(0), port(1)), (Value::from(80), Value::from(5432)));
//!
//! // An exact type refuses `any`; every error is an "Invalid type specification".
//! let (expr, _) = hcl2::parse_expression("map(any)", "<type>", &hcl2::Limits::default());
//! let (_, diags) = get_type(&*expr);
//! assert_eq!(diags.iter().next().unwrap().summary, "Invalid type specification");
//! ```

use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::eval::{expr_as_keyword, expr_call, expr_list, expr_map, Expression};
use crate::value::{convert, go_quote, Type, Value};
use smol_str::SmolStr;
use std::collections::BTreeMap;

const INVALID: &str = "Invalid type specification";

/// Default values for the optional attributes of an object type
/// constraint, and for nested types (go-hcl `typeexpr.Defaults`).
#[derive(Clone, Debug, PartialEq)]
pub struct Defaults {
    /// The type constraint these defaults belong to.
    pub ty: Type,
    /// Defaults of this object's optional attributes, by name.
    pub default_values: BTreeMap<SmolStr, Value>,
    /// Defaults of nested types: by attribute name (objects), element index
    /// as a decimal string (tuples), or `""` (collection elements).
    pub children: BTreeMap<SmolStr, Defaults>,
}

/// An exact type: `any` and `optional(...)` are not allowed.
pub fn get_type(expr: &dyn Expression) -> (Type, Diagnostics) {
    let (t, _, d) = get(expr, false, false);
    (t, d)
}

/// A type constraint: `any` and `optional(T)` are allowed, defaults are not.
pub fn type_constraint(expr: &dyn Expression) -> (Type, Diagnostics) {
    let (t, _, d) = get(expr, true, false);
    (t, d)
}

/// A type constraint with `optional(T, default)` defaults.
pub fn type_constraint_with_defaults(
    expr: &dyn Expression,
) -> (Type, Option<Defaults>, Diagnostics) {
    get(expr, true, true)
}

fn err(detail: impl Into<String>, subject: crate::diagnostic::Range) -> Diagnostics {
    Diagnostic::error(INVALID, detail)
        .with_subject(subject)
        .into()
}

fn one_arg_detail(name: &str) -> Option<String> {
    match name {
        "list" | "map" | "set" => Some(format!(
            "The {name} type constructor requires one argument specifying the element type."
        )),
        "object" => Some(
            "The object type constructor requires one argument specifying the attribute types and values as a map."
                .into(),
        ),
        "tuple" => Some(
            "The tuple type constructor requires one argument specifying the element types as a list."
                .into(),
        ),
        _ => None,
    }
}

fn get(
    expr: &dyn Expression,
    constraint: bool,
    with_defaults: bool,
) -> (Type, Option<Defaults>, Diagnostics) {
    let dynamic = Type::Dynamic;
    if let Some(kw) = expr_as_keyword(expr) {
        return match kw.as_str() {
            "bool" => (Type::Bool, None, Diagnostics::new()),
            "string" => (Type::String, None, Diagnostics::new()),
            "number" => (Type::Number, None, Diagnostics::new()),
            "any" if constraint => (dynamic, None, Diagnostics::new()),
            "any" => (
                dynamic,
                None,
                err(
                    format!(
                        "The keyword {} cannot be used in this type specification: an exact type is required.",
                        go_quote(&kw)
                    ),
                    expr.range(),
                ),
            ),
            k => match one_arg_detail(k) {
                Some(d) => (dynamic, None, err(d, expr.range())),
                None => (
                    dynamic,
                    None,
                    err(
                        format!("The keyword {} is not a valid type specification.", go_quote(k)),
                        expr.range(),
                    ),
                ),
            },
        };
    }
    let call = match expr_call(expr) {
        Ok(c) => c,
        Err(_) => {
            return (
                dynamic,
                None,
                err(
                    "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string).",
                    expr.range(),
                ),
            )
        }
    };
    match call.name.as_str() {
        "bool" | "string" | "number" => {
            return (
                dynamic,
                None,
                err(
                    format!(
                        "Primitive type keyword {} does not expect arguments.",
                        go_quote(&call.name)
                    ),
                    call.args_range.clone(),
                ),
            )
        }
        "any" => {
            return (
                dynamic,
                None,
                err(
                    format!(
                        "Type constraint keyword {} does not expect arguments.",
                        go_quote(&call.name)
                    ),
                    call.args_range.clone(),
                ),
            )
        }
        _ => {}
    }
    if call.arguments.len() != 1 {
        if let Some(detail) = one_arg_detail(&call.name) {
            let context = call.args_range.clone();
            let subject = if call.arguments.len() > 1 {
                call.arguments[1]
                    .range()
                    .to(&call.arguments[call.arguments.len() - 1].range())
            } else {
                call.args_range.clone()
            };
            return (
                dynamic,
                None,
                Diagnostic::error(INVALID, detail)
                    .with_subject(subject)
                    .with_context(context)
                    .into(),
            );
        }
    }
    match call.name.as_str() {
        "list" | "set" | "map" => {
            let (ety, defaults, diags) = get(call.arguments[0].as_ref(), constraint, with_defaults);
            let ty = match call.name.as_str() {
                "list" => Type::list(ety),
                "set" => Type::set(ety),
                _ => Type::map(ety),
            };
            let defaults = defaults.map(|d| Defaults {
                ty: ty.clone(),
                default_values: BTreeMap::new(),
                children: BTreeMap::from([(SmolStr::default(), d)]),
            });
            (ty, defaults, diags)
        }
        "object" => get_object(expr, &call, constraint, with_defaults),
        "tuple" => {
            let elems = match expr_list(call.arguments[0].as_ref()) {
                Ok(l) => l,
                Err(_) => {
                    return (
                        dynamic,
                        None,
                        Diagnostic::error(
                            INVALID,
                            "Tuple type constructor requires a list of element types.",
                        )
                        .with_subject(call.arguments[0].range())
                        .with_context(expr.range())
                        .into(),
                    )
                }
            };
            let mut diags = Diagnostics::new();
            let mut etys = Vec::with_capacity(elems.len());
            let mut children = BTreeMap::new();
            for (i, e) in elems.iter().enumerate() {
                let (t, d, ed) = get(e.as_ref(), constraint, with_defaults);
                diags.extend(ed);
                etys.push(t);
                if let Some(d) = d {
                    children.insert(SmolStr::from(i.to_string()), d);
                }
            }
            let ty = Type::tuple(etys);
            let defaults = structured(&ty, BTreeMap::new(), children);
            (ty, defaults, diags)
        }
        "optional" => (
            dynamic,
            None,
            err(
                format!(
                    "Keyword {} is valid only as a modifier for object type attributes.",
                    go_quote(&call.name)
                ),
                call.name_range.clone(),
            ),
        ),
        other => (
            dynamic,
            None,
            err(
                format!(
                    "Keyword {} is not a valid type constructor.",
                    go_quote(other)
                ),
                expr.range(),
            ),
        ),
    }
}

fn structured(
    ty: &Type,
    values: BTreeMap<SmolStr, Value>,
    children: BTreeMap<SmolStr, Defaults>,
) -> Option<Defaults> {
    if values.is_empty() && children.is_empty() {
        return None;
    }
    Some(Defaults {
        ty: ty.clone(),
        default_values: values,
        children,
    })
}

fn get_object(
    expr: &dyn Expression,
    call: &crate::eval::StaticCall,
    constraint: bool,
    with_defaults: bool,
) -> (Type, Option<Defaults>, Diagnostics) {
    let defs = match expr_map(call.arguments[0].as_ref()) {
        Ok(m) => m,
        Err(_) => {
            return (
                Type::Dynamic,
                None,
                Diagnostic::error(
                    INVALID,
                    "Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types.",
                )
                .with_subject(call.arguments[0].range())
                .with_context(expr.range())
                .into(),
            )
        }
    };
    let mut diags = Diagnostics::new();
    let mut atys: Vec<(SmolStr, Type)> = Vec::new();
    let mut defaults: BTreeMap<SmolStr, Value> = BTreeMap::new();
    let mut children: BTreeMap<SmolStr, Defaults> = BTreeMap::new();
    let mut optional: Vec<SmolStr> = Vec::new();
    for def in &defs {
        let Some(name) = expr_as_keyword(def.key.as_ref()) else {
            diags.push(
                Diagnostic::error(
                    INVALID,
                    "Object constructor map keys must be attribute names.",
                )
                .with_subject(def.key.range())
                .with_context(expr.range()),
            );
            continue;
        };
        let name = SmolStr::from(name);
        let mut aty_expr = def.value.clone();
        let mut default_expr = None;
        if let Ok(opt) = expr_call(aty_expr.as_ref()) {
            if opt.name == "optional" {
                let ctx_range = aty_expr.range();
                if opt.arguments.is_empty() {
                    diags.push(
                        Diagnostic::error(
                            INVALID,
                            "Optional attribute modifier requires the attribute type as its argument.",
                        )
                        .with_subject(opt.args_range.clone())
                        .with_context(ctx_range),
                    );
                    continue;
                }
                if constraint {
                    if with_defaults {
                        match opt.arguments.len() {
                            2 => {
                                let de = opt.arguments[1].clone();
                                let (v, dd) = de.value(None);
                                let bad = dd.has_errors();
                                diags.extend(dd);
                                if !bad {
                                    optional.push(name.clone());
                                    defaults.insert(name.clone(), v);
                                }
                                default_expr = Some(de);
                            }
                            1 => optional.push(name.clone()),
                            _ => diags.push(
                                Diagnostic::error(
                                    INVALID,
                                    "Optional attribute modifier expects at most two arguments: the attribute type, and a default value.",
                                )
                                .with_subject(opt.args_range.clone())
                                .with_context(ctx_range),
                            ),
                        }
                    } else if opt.arguments.len() == 1 {
                        optional.push(name.clone());
                    } else {
                        diags.push(
                            Diagnostic::error(
                                INVALID,
                                "Optional attribute modifier expects only one argument: the attribute type.",
                            )
                            .with_subject(opt.args_range.clone())
                            .with_context(ctx_range),
                        );
                    }
                } else {
                    diags.push(
                        Diagnostic::error(
                            INVALID,
                            "Optional attribute modifier is only for type constraints, not for exact types.",
                        )
                        .with_subject(opt.name_range.clone())
                        .with_context(ctx_range),
                    );
                }
                aty_expr = opt.arguments[0].clone();
            }
        }
        let (aty, adef, ad) = get(aty_expr.as_ref(), constraint, with_defaults);
        diags.extend(ad);
        if let Some(dv) = defaults.get(&name).cloned() {
            match convert(&dv, &aty) {
                Ok(v) => {
                    defaults.insert(name.clone(), v);
                }
                Err(e) => {
                    let mut d = Diagnostic::error(
                        "Invalid default value for optional attribute",
                        format!(
                            "This default value is not compatible with the attribute's type constraint: {e}."
                        ),
                    );
                    if let Some(de) = &default_expr {
                        d = d.with_subject(de.range());
                    }
                    diags.push(d);
                    defaults.remove(&name);
                }
            }
        }
        atys.push((name.clone(), aty));
        if let Some(c) = adef {
            children.insert(name, c);
        }
    }
    let ty = Type::object_with_optional(atys, optional);
    let d = structured(&ty, defaults, children);
    (ty, d, diags)
}

/// A path step while applying defaults.
enum Step {
    Attr(SmolStr),
    Index(Value),
}

impl Defaults {
    /// The defaults for the value at `path` below this type.
    fn traverse(&self, path: &[Step]) -> Option<&BTreeMap<SmolStr, Value>> {
        let Some(first) = path.first() else {
            return Some(&self.default_values);
        };
        let child = match first {
            Step::Attr(name) => {
                if self.ty.is_object() {
                    self.children.get(name)
                } else if self.ty.is_map() {
                    self.children.get("")
                } else {
                    None
                }
            }
            Step::Index(key) => {
                if self.ty.is_tuple() {
                    let k = key.as_number().map(|n| n.to_string()).unwrap_or_default();
                    self.children.get(k.as_str())
                } else if self.ty.is_collection() {
                    self.children.get("")
                } else {
                    None
                }
            }
        }?;
        child.traverse(&path[1..])
    }

    /// Fills null or absent optional attributes of `v` (and of values
    /// nested in it) with their defaults, as the reference's
    /// `Defaults.Apply`.
    pub fn apply(&self, v: Value) -> Value {
        let mut path = Vec::new();
        self.transform(&mut path, v)
    }

    fn enter(&self, path: &[Step], v: Value) -> Value {
        if !v.is_known() {
            return v;
        }
        let Some(defaults) = self.traverse(path) else {
            return v;
        };
        if defaults.is_empty() {
            return v;
        }
        if !v.ty().is_object() && !v.ty().is_map() {
            return v;
        }
        let (raw, marks) = v.unmark();
        let mut attrs: BTreeMap<SmolStr, Value> = BTreeMap::new();
        if !raw.is_null() {
            for (k, e) in raw.element_iter() {
                attrs.insert(SmolStr::from(k.as_str().unwrap_or_default()), e.clone());
            }
        }
        for (name, dv) in defaults {
            match attrs.get(name) {
                Some(cur) if !cur.is_null() => {}
                _ => {
                    attrs.insert(name.clone(), dv.clone());
                }
            }
        }
        Value::object(attrs).with_marks(&marks)
    }

    fn transform(&self, path: &mut Vec<Step>, v: Value) -> Value {
        let v = self.enter(path, v);
        if v.is_null() || !v.is_known() {
            return v;
        }
        let (raw, marks) = v.unmark();
        let ty = raw.ty().clone();
        let seq = ty.is_list() || ty.is_set() || ty.is_tuple();
        if !seq && !ty.is_map() && !ty.is_object() {
            return v;
        }
        let items: Vec<(Value, Value)> = raw.element_iter().map(|(k, v)| (k, v.clone())).collect();
        if items.is_empty() {
            return v;
        }
        if seq {
            let mut out = Vec::with_capacity(items.len());
            for (k, e) in items {
                path.push(Step::Index(k));
                out.push(self.transform(path, e));
                path.pop();
            }
            let nv = if ty.is_tuple() {
                Value::tuple(out)
            } else if ty.is_list() {
                Value::list(out.clone()).unwrap_or_else(|| Value::tuple(out))
            } else {
                Value::set(out.clone()).unwrap_or_else(|| Value::tuple(out))
            };
            return nv.with_marks(&marks);
        }
        let mut out: Vec<(SmolStr, Value)> = Vec::with_capacity(items.len());
        for (k, e) in items {
            let name = SmolStr::from(k.as_str().unwrap_or_default());
            path.push(if ty.is_map() {
                Step::Index(k)
            } else {
                Step::Attr(name.clone())
            });
            let nv = self.transform(path, e);
            path.pop();
            out.push((name, nv));
        }
        let nv = if ty.is_map() {
            Value::map(out.clone()).unwrap_or_else(|| Value::object(out))
        } else {
            Value::object(out)
        };
        nv.with_marks(&marks)
    }
}

/// A type as the reference's `TypeString` writes it: `list(string)`,
/// `object({a=number,"b c"=bool})`, `any`.
pub fn type_string(ty: &Type) -> String {
    match ty {
        Type::String => "string".into(),
        Type::Bool => "bool".into(),
        Type::Number => "number".into(),
        Type::Dynamic => "any".into(),
        Type::List(e) => format!("list({})", type_string(e)),
        Type::Set(e) => format!("set({})", type_string(e)),
        Type::Map(e) => format!("map({})", type_string(e)),
        Type::Tuple(ts) => {
            let parts: Vec<String> = ts.iter().map(type_string).collect();
            format!("tuple([{}])", parts.join(","))
        }
        Type::Object(o) => {
            let parts: Vec<String> = o
                .attrs()
                .iter()
                .map(|a| {
                    let name = if is_identifier(&a.name) {
                        a.name.to_string()
                    } else {
                        go_quote(&a.name)
                    };
                    let t = type_string(&a.ty);
                    if a.optional {
                        format!("{name}=optional({t})")
                    } else {
                        format!("{name}={t}")
                    }
                })
                .collect();
            format!("object({{{}}})", parts.join(","))
        }
        Type::Capsule(c) => c.name().to_string(),
    }
}

/// Whether `s` is one identifier token of the native syntax (the
/// reference asks its scanner, so the lexer's character classes decide).
fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if crate::lexer::is_ident_start(c) => {}
        _ => return false,
    }
    chars.all(crate::lexer::is_ident_continue)
}
