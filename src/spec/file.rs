//! The hcldec spec-file format: a native-syntax file whose single root
//! block (`object`, `array`, `attr`, `block`, `block_list`, `block_set`,
//! `block_map`, `literal`, `default`, `transform`) describes a [`Spec`],
//! with optional `variables` and `function` blocks.

use super::{funcs, userfunc, AttrSpec, BlockAttrsSpec, BlockListSpec, BlockMapSpec, BlockSpec};
use super::{implied_type, Spec};
use crate::body::{Attribute, Block, Body, BodyContent, BodyRef, BodySchema, NativeBody};
use crate::diagnostic::{Diagnostic, Diagnostics, Range, SourceFile};
use crate::eval::{EvalContext, ExprRef, StaticExpr};
use crate::function::{Function, Functions, Param};
use crate::value::{convert, Type, Value};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// What a spec file defines.
#[derive(Clone, Debug)]
pub struct SpecFile {
    /// Variables from `variables` blocks, for the input's evaluation.
    pub variables: HashMap<SmolStr, Value>,
    /// User functions from `function` blocks, callable from the input.
    pub functions: Functions,
    /// The root spec: how the input body is decoded.
    pub root: Spec,
    /// The parsed spec file (for rendering diagnostics).
    pub source: Option<Arc<SourceFile>>,
}

/// The spec used when a spec file is broken: decodes to null.
pub fn err_spec() -> Spec {
    Spec::Literal(Value::null(Type::Dynamic))
}

/// The context spec-file expressions are evaluated in: the spec functions.
pub fn spec_ctx() -> Arc<EvalContext> {
    static CTX: OnceLock<Arc<EvalContext>> = OnceLock::new();
    CTX.get_or_init(|| Arc::new(EvalContext::new().with_functions(funcs::spec_functions())))
        .clone()
}

/// Reads and loads a spec file.
pub fn load_spec_file(path: &str) -> (SpecFile, Diagnostics) {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            load_spec_source(&text, path)
        }
        Err(_) => (
            SpecFile {
                variables: HashMap::new(),
                functions: Functions::new(),
                root: err_spec(),
                source: None,
            },
            Diagnostics::from(Diagnostic::error(
                "Failed to read file",
                format!(
                    "The file {} could not be read.",
                    crate::value::go_quote(path)
                ),
            )),
        ),
    }
}

/// Loads a spec file from its text (the reference `hcldec`'s spec
/// format: one root spec block, plus optional `variables` and `function`
/// blocks). A broken spec file gives diagnostics and a root spec that
/// decodes to null.
///
/// ```
/// use hcl2::spec::{decode, file::load_spec_source};
/// use hcl2::EvalContext;
/// let (spec, diags) = load_spec_source(r#"
/// variables { suffix = "prod" }
/// function "tagged" {
///   params = [key, value]
///   result = "${key}=${value}"
/// }
/// object {
///   attr "name" {
///     type     = string
///     required = true
///   }
///   block_map "backend" {
///     labels = ["name"]
///     object {
///       attr "weight" { type = number }
///     }
///   }
/// }
/// "#, "app.hcldec");
/// assert!(diags.is_empty(), "{diags}");
/// // The input is evaluated with the spec file's variables and functions.
/// let mut ctx = EvalContext::new();
/// for (name, v) in &spec.variables {
///     ctx.set_variable(name.clone(), v.clone());
/// }
/// ctx.set_functions(Some(spec.functions.clone()));
/// let (body, _) = hcl2::parse(r#"
/// name = tagged("web", suffix)
/// backend "a" { weight = 1 }
/// backend "b" {}
/// "#, "app.hcl");
/// let (v, diags) = decode(&*body, &spec.root, Some(&ctx));
/// assert!(diags.is_empty(), "{diags}");
/// assert_eq!(
///     hcl2::value::json::marshal(&v, v.ty()).unwrap(),
///     r#"{"backend":{"a":{"weight":1},"b":{"weight":null}},"name":"web=prod"}"#
/// );
/// ```
pub fn load_spec_source(src: &str, filename: &str) -> (SpecFile, Diagnostics) {
    let (file, mut diags) = crate::parser::parse_config(src, filename);
    let source = file.source.clone();
    let mut out = SpecFile {
        variables: HashMap::new(),
        functions: Functions::new(),
        root: err_spec(),
        source: Some(source),
    };
    if diags.has_errors() {
        return (out, diags);
    }
    let body: BodyRef = Arc::new(NativeBody::new(file));

    let (funcs, rest, d) = userfunc::decode_user_functions(body.as_ref(), "function", spec_ctx);
    diags.extend(d);
    out.functions = funcs;

    let schema = BodySchema::new().block("variables", Vec::<SmolStr>::new());
    let (content, rest, d) = rest.partial_content(&schema);
    diags.extend(d);
    let ctx = spec_ctx();
    for block in &content.blocks {
        let (attrs, d) = block.body.just_attributes();
        diags.extend(d);
        for (name, attr) in attrs {
            let (v, d) = attr.expr.value(Some(&ctx));
            diags.extend(d);
            out.variables.insert(name, v);
        }
    }

    let (root, d) = decode_spec_root(rest.as_ref());
    diags.extend(d);
    out.root = root;
    (out, diags)
}

const SPEC_BLOCK_TYPES: [&str; 10] = [
    "object",
    "array",
    "literal",
    "attr",
    "block",
    "block_list",
    "block_map",
    "block_set",
    "default",
    "transform",
];

fn spec_schema(labelled: bool) -> BodySchema {
    let mut s = BodySchema::new();
    for t in SPEC_BLOCK_TYPES {
        s = if labelled {
            s.block(t, ["key"])
        } else {
            s.block(t, Vec::<SmolStr>::new())
        };
    }
    s
}

fn exactly_one(
    body: &dyn Body,
    missing_detail: &str,
    extra_detail: &str,
) -> (Option<Block>, Diagnostics) {
    let (content, mut diags) = body.content(&spec_schema(false));
    if content.blocks.is_empty() {
        if diags.has_errors() {
            return (None, diags);
        }
        diags.push(
            Diagnostic::error("Missing spec block", missing_detail)
                .with_subject(body.missing_item_range()),
        );
        return (None, diags);
    }
    if content.blocks.len() > 1 {
        diags.push(
            Diagnostic::error("Extraneous spec block", extra_detail)
                .with_subject(content.blocks[1].def_range.clone()),
        );
        return (None, diags);
    }
    (content.blocks.into_iter().next(), diags)
}

fn decode_spec_root(body: &dyn Body) -> (Spec, Diagnostics) {
    const D: &str =
        "A spec file must have exactly one root block specifying how to map to a JSON value.";
    let (block, mut diags) = exactly_one(body, D, D);
    match block {
        None => (err_spec(), diags),
        Some(b) => {
            let (s, d) = decode_spec_block(&b);
            diags.extend(d);
            (s, diags)
        }
    }
}

/// Decodes one spec block (the block's first label, if any, is the
/// implied name of `attr` and the block kinds).
pub fn decode_spec_block(block: &Block) -> (Spec, Diagnostics) {
    let implied = block.labels.first().cloned().unwrap_or_default();
    let body = block.body.as_ref();
    match block.type_name.as_str() {
        "object" => decode_object_spec(body),
        "array" => decode_array_spec(body),
        "attr" => decode_attr_spec(body, implied),
        "block" => decode_block_spec(body, implied),
        "block_list" => decode_block_list_spec(body, implied, "block_list"),
        "block_set" => decode_block_list_spec(body, implied, "block_set"),
        "block_map" => decode_block_map_spec(body, implied),
        "block_attrs" => decode_block_attrs_spec(body, implied),
        "default" => decode_default_spec(body),
        "transform" => decode_transform_spec(body),
        "literal" => decode_literal_spec(body),
        other => (
            err_spec(),
            Diagnostics::from(
                Diagnostic::error(
                    "Invalid spec block",
                    format!(
                        "Blocks of type {} are not expected here.",
                        crate::value::go_quote(other)
                    ),
                )
                .with_subject(block.type_range.clone()),
            ),
        ),
    }
}

fn decode_object_spec(body: &dyn Body) -> (Spec, Diagnostics) {
    let (content, mut diags) = body.content(&spec_schema(true));
    let mut items: Vec<(SmolStr, Spec)> = Vec::new();
    for block in &content.blocks {
        let (s, d) = decode_spec_block(block);
        diags.extend(d);
        let key = block.labels[0].clone();
        match items.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = s,
            None => items.push((key, s)),
        }
    }
    (Spec::Object(items), diags)
}

fn decode_array_spec(body: &dyn Body) -> (Spec, Diagnostics) {
    let (content, mut diags) = body.content(&spec_schema(false));
    let mut items = Vec::with_capacity(content.blocks.len());
    for block in &content.blocks {
        let (s, d) = decode_spec_block(block);
        diags.extend(d);
        items.push(s);
    }
    (Spec::Tuple(items), diags)
}

// ---- a small gohcl: typed arguments of spec blocks ----

/// The arguments of one spec block, decoded as the reference's gohcl
/// decodes its argument structs.
struct Args {
    content: BodyContent,
    rest: Option<BodyRef>,
    missing: Range,
}

/// Argument kinds: `required` marks arguments gohcl requires (non-pointer
/// fields).
fn args(body: &dyn Body, names: &[(&str, bool)], remain: bool) -> (Args, Diagnostics) {
    let mut sorted: Vec<(&str, bool)> = names.to_vec();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    let mut schema = BodySchema::new();
    for (n, req) in sorted {
        schema = schema.attribute(n, req);
    }
    let (content, rest, diags) = if remain {
        let (c, r, d) = body.partial_content(&schema);
        (c, Some(r), d)
    } else {
        let (c, d) = body.content(&schema);
        (c, None, d)
    };
    (
        Args {
            content,
            rest,
            missing: body.missing_item_range(),
        },
        diags,
    )
}

fn unsuitable(attr: &Attribute, msg: &str) -> Diagnostic {
    Diagnostic::error("Unsuitable value type", format!("Unsuitable value: {msg}"))
        .with_subject(attr.expr.start_range())
        .with_context(attr.expr.range())
}

impl Args {
    fn attr(&self, name: &str) -> Option<&Attribute> {
        self.content.attributes.get(name)
    }

    /// The value of an argument converted to `ty`; `None` if absent or null.
    fn value(
        &self,
        name: &str,
        ty: &Type,
        ctx: Option<&EvalContext>,
        diags: &mut Diagnostics,
    ) -> Option<Value> {
        let attr = self.attr(name)?;
        let (v, d) = attr.expr.value(ctx);
        diags.extend(d);
        let v = match convert(&v, ty) {
            Ok(v) => v,
            Err(e) => {
                diags.push(unsuitable(attr, &e.to_string()));
                return None;
            }
        };
        if v.is_null() && !ty.is_list() {
            return None;
        }
        if !v.is_known() {
            diags.push(unsuitable(attr, "value must be known"));
            return None;
        }
        Some(v)
    }

    fn string(&self, name: &str, diags: &mut Diagnostics) -> Option<SmolStr> {
        self.value(name, &Type::String, None, diags)
            .and_then(|v| v.as_str().map(SmolStr::from))
    }

    fn bool(&self, name: &str, diags: &mut Diagnostics) -> Option<bool> {
        self.value(name, &Type::Bool, None, diags)
            .and_then(|v| v.as_bool())
    }

    fn int(&self, name: &str, diags: &mut Diagnostics) -> Option<i64> {
        let v = self.value(name, &Type::Number, None, diags)?;
        let n = v.as_number()?;
        match n.to_i64() {
            Some(i) if n.is_integer() => Some(i),
            _ => {
                diags.push(unsuitable(
                    self.attr(name).expect("present"),
                    "value must be a whole number, between -9223372036854775808 and 9223372036854775807",
                ));
                None
            }
        }
    }

    fn strings(&self, name: &str, diags: &mut Diagnostics) -> Option<Vec<SmolStr>> {
        let attr = self.attr(name)?;
        let v = self.value(name, &Type::list(Type::String), None, diags)?;
        if v.is_null() {
            return Some(Vec::new());
        }
        let mut out = Vec::new();
        for e in v.element_iter() {
            let e = e.1;
            if e.is_null() {
                diags.push(unsuitable(attr, "null value is not allowed"));
                return None;
            }
            if !e.is_known() {
                diags.push(unsuitable(attr, "value must be known"));
                return None;
            }
            out.push(SmolStr::from(e.as_str().unwrap_or_default()));
        }
        Some(out)
    }

    /// An expression argument (a null placeholder when absent).
    fn expr(&self, name: &str) -> ExprRef {
        match self.attr(name) {
            Some(a) => a.expr.clone(),
            None => Arc::new(StaticExpr::new(
                Value::null(Type::Dynamic),
                self.missing.clone(),
            )),
        }
    }
}

fn decode_attr_spec(body: &dyn Body, implied: SmolStr) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(
        body,
        &[("name", false), ("type", false), ("required", false)],
        false,
    );
    let name = a.string("name", &mut diags);
    let required = a.bool("required", &mut diags);
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    let name = name.unwrap_or(implied);
    let (ty, d) = eval_type_expr(a.expr("type").as_ref());
    diags.extend(d);
    if name.is_empty() {
        diags.push(
            Diagnostic::error(
                "Missing name in attribute spec",
                "The name attribute is required, to specify the attribute name that is expected in an input HCL file.",
            )
            .with_subject(body.missing_item_range()),
        );
        return (err_spec(), diags);
    }
    (
        Spec::Attr(AttrSpec {
            name,
            ty,
            required: required.unwrap_or(false),
        }),
        diags,
    )
}

fn decode_nested(rest: Option<BodyRef>) -> (Spec, Diagnostics) {
    const D: &str =
        "A block spec must have exactly one child spec specifying how to decode block contents.";
    let rest = rest.unwrap_or_else(crate::body::empty_body);
    let (block, mut diags) = exactly_one(rest.as_ref(), D, D);
    match block {
        None => (err_spec(), diags),
        Some(b) => {
            let (s, d) = decode_spec_block(&b);
            diags.extend(d);
            (s, diags)
        }
    }
}

fn decode_block_spec(body: &dyn Body, implied: SmolStr) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(body, &[("block_type", false), ("required", false)], true);
    let type_name = a.string("block_type", &mut diags);
    let required = a.bool("required", &mut diags);
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    let (nested, d) = decode_nested(a.rest);
    diags.extend(d);
    (
        Spec::Block(BlockSpec {
            type_name: type_name.unwrap_or(implied),
            nested: Box::new(nested),
            required: required.unwrap_or(false),
        }),
        diags,
    )
}

fn missing_block_type(kind: &str, body: &dyn Body) -> Diagnostic {
    Diagnostic::error(
        format!("Missing block_type in {kind} spec"),
        "The block_type attribute is required, to specify the block type name that is expected in an input HCL file.",
    )
    .with_subject(body.missing_item_range())
}

fn decode_block_list_spec(body: &dyn Body, implied: SmolStr, kind: &str) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(
        body,
        &[
            ("block_type", false),
            ("min_items", false),
            ("max_items", false),
        ],
        true,
    );
    let type_name = a.string("block_type", &mut diags);
    let min = a.int("min_items", &mut diags);
    let max = a.int("max_items", &mut diags);
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    let (nested, d) = decode_nested(a.rest);
    diags.extend(d);
    let type_name = type_name.unwrap_or(implied);
    if type_name.is_empty() {
        diags.push(missing_block_type(kind, body));
        return (err_spec(), diags);
    }
    // Negative limits behave as zero (the reference compares them with
    // non-negative counts).
    let spec = BlockListSpec {
        type_name,
        nested: Box::new(nested),
        min_items: min.unwrap_or(0).max(0) as usize,
        max_items: max.unwrap_or(0).max(0) as usize,
    };
    let spec = if kind == "block_set" {
        Spec::BlockSet(spec)
    } else {
        Spec::BlockList(spec)
    };
    (spec, diags)
}

fn decode_block_map_spec(body: &dyn Body, implied: SmolStr) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(body, &[("block_type", false), ("labels", true)], true);
    let type_name = a.string("block_type", &mut diags);
    let labels = a.strings("labels", &mut diags);
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    let (nested, d) = decode_nested(a.rest);
    diags.extend(d);
    let type_name = type_name.unwrap_or(implied);
    if type_name.is_empty() {
        diags.push(missing_block_type("block_map", body));
        return (err_spec(), diags);
    }
    let labels = labels.unwrap_or_default();
    if labels.is_empty() {
        diags.push(
            Diagnostic::error(
                "Invalid block label name list",
                "A block_map must have at least one label specified.",
            )
            .with_subject(body.missing_item_range()),
        );
        return (err_spec(), diags);
    }
    let spec = Spec::BlockMap(BlockMapSpec {
        type_name,
        label_names: labels,
        nested: Box::new(nested),
    });
    if implied_type(&spec).has_dynamic_types() {
        diags.push(
            Diagnostic::error(
                "Invalid block_map spec",
                "A block_map spec may not contain attributes with type 'any'.",
            )
            .with_subject(body.missing_item_range()),
        );
    }
    (spec, diags)
}

fn decode_block_attrs_spec(body: &dyn Body, implied: SmolStr) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(
        body,
        &[
            ("block_type", false),
            ("element_type", false),
            ("required", false),
        ],
        false,
    );
    let type_name = a.string("block_type", &mut diags);
    let required = a.bool("required", &mut diags);
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    let (ety, d) = eval_type_expr(a.expr("element_type").as_ref());
    diags.extend(d);
    let type_name = type_name.unwrap_or(implied);
    if type_name.is_empty() {
        diags.push(missing_block_type("block_attrs", body));
        return (err_spec(), diags);
    }
    (
        Spec::BlockAttrs(BlockAttrsSpec {
            type_name,
            element_type: ety,
            required: required.unwrap_or(false),
        }),
        diags,
    )
}

fn decode_literal_spec(body: &dyn Body) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(body, &[("value", true)], false);
    let ctx = spec_ctx();
    let mut value = Value::null(Type::Dynamic);
    if let Some(attr) = a.attr("value") {
        let (v, d) = attr.expr.value(Some(&ctx));
        diags.extend(d);
        value = v;
    }
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    (Spec::Literal(value), diags)
}

fn decode_default_spec(body: &dyn Body) -> (Spec, Diagnostics) {
    let (content, mut diags) = body.content(&spec_schema(false));
    if content.blocks.is_empty() {
        if diags.has_errors() {
            return (err_spec(), diags);
        }
        diags.push(
            Diagnostic::error(
                "Missing spec block",
                "A default block must have at least one nested spec, each specifying a possible outcome.",
            )
            .with_subject(body.missing_item_range()),
        );
        return (err_spec(), diags);
    }
    if content.blocks.len() == 1 && !diags.has_errors() {
        // (The reference crashes here, indexing a second block that does
        // not exist; we report the warning at the only block.)
        diags.push(
            Diagnostic::warning(
                "Useless default block",
                "A default block with only one spec is equivalent to using that spec alone.",
            )
            .with_subject(content.blocks[0].def_range.clone()),
        );
    }
    let mut spec: Option<Spec> = None;
    for block in &content.blocks {
        let (s, d) = decode_spec_block(block);
        let bad = d.has_errors();
        diags.extend(d);
        if bad {
            continue;
        }
        spec = Some(match spec {
            None => s,
            Some(p) => Spec::Default {
                primary: Box::new(p),
                default: Box::new(s),
            },
        });
    }
    (spec.unwrap_or_else(err_spec), diags)
}

fn decode_transform_spec(body: &dyn Body) -> (Spec, Diagnostics) {
    let (a, mut diags) = args(body, &[("result", false)], true);
    if diags.has_errors() {
        return (err_spec(), diags);
    }
    let expr = a.expr("result");
    let rest = a.rest.unwrap_or_else(crate::body::empty_body);
    let (content, nd) = rest.content(&spec_schema(false));
    let nested_errors = nd.has_errors();
    diags.extend(nd);
    if content.blocks.len() != 1 {
        if nested_errors {
            return (err_spec(), diags);
        }
        diags.push(
            Diagnostic::error(
                "Invalid transform spec",
                "A transform spec block must have exactly one nested spec block.",
            )
            .with_subject(body.missing_item_range()),
        );
        return (err_spec(), diags);
    }
    let (nested, d) = decode_spec_block(&content.blocks[0]);
    diags.extend(d);
    (
        Spec::TransformExpr {
            wrapped: Box::new(nested),
            expr,
            ctx: spec_ctx(),
            var_name: "nested".into(),
        },
        diags,
    )
}

// ---- type expressions in spec files ----

/// The capsule type whose values are types (`string`, `list(number)`...).
pub fn type_type() -> Type {
    static T: OnceLock<Type> = OnceLock::new();
    T.get_or_init(|| Type::capsule("type", None)).clone()
}

fn wrap_type(t: Type) -> Value {
    Value::capsule(type_type(), Arc::new(t))
}

fn unwrap_type(v: &Value) -> Type {
    v.as_capsule()
        .and_then(|c| c.downcast_ref::<Type>())
        .cloned()
        .unwrap_or(Type::Dynamic)
}

fn type_eval_ctx() -> &'static EvalContext {
    static CTX: OnceLock<EvalContext> = OnceLock::new();
    CTX.get_or_init(|| {
        let tt = type_type();
        let unary = |name: &str, ctor: fn(Type) -> Type| {
            Function::with_static_type(
                vec![Param::new(name, type_type())],
                None,
                type_type(),
                move |args, _| Ok(wrap_type(ctor(unwrap_type(&args[0])))),
            )
        };
        let funcs = Functions::new()
            .with("list", unary("element_type", Type::list))
            .with("set", unary("element_type", Type::set))
            .with("map", unary("element_type", Type::map))
            .with(
                "tuple",
                Function::with_static_type(
                    vec![Param::new("element_types", Type::list(tt.clone()))],
                    None,
                    tt.clone(),
                    |args, _| {
                        let etys: Vec<Type> = args[0]
                            .element_iter()
                            .map(|(_, v)| unwrap_type(v))
                            .collect();
                        Ok(wrap_type(Type::tuple(etys)))
                    },
                ),
            )
            .with(
                "object",
                Function::with_static_type(
                    vec![Param::new("attribute_types", Type::map(tt.clone()))],
                    None,
                    tt.clone(),
                    |args, _| {
                        let atys: Vec<(SmolStr, Type)> = args[0]
                            .element_iter()
                            .map(|(k, v)| {
                                (
                                    SmolStr::from(k.as_str().unwrap_or_default()),
                                    unwrap_type(v),
                                )
                            })
                            .collect();
                        Ok(wrap_type(Type::object(atys)))
                    },
                ),
            );
        EvalContext::new()
            .with_variable("string", wrap_type(Type::String))
            .with_variable("bool", wrap_type(Type::Bool))
            .with_variable("number", wrap_type(Type::Number))
            .with_variable("any", wrap_type(Type::Dynamic))
            .with_functions(funcs)
    })
}

/// Evaluates a spec file's type expression (`string`, `list(number)`,
/// `object({a = string})`, `tuple([bool])`, `any`).
pub fn eval_type_expr(expr: &dyn crate::eval::Expression) -> (Type, Diagnostics) {
    let (v, mut diags) = expr.value(Some(type_eval_ctx()));
    if v.is_null() {
        return (Type::Dynamic, diags);
    }
    if *v.ty() != type_type() {
        diags.push(Diagnostic::error(
            "Invalid type expression",
            format!("A type is required, not {}.", v.ty().friendly_name()),
        ));
        return (Type::Dynamic, diags);
    }
    (unwrap_type(&v), diags)
}
