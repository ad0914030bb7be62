//! hcldec: decoding a [`Body`] into a value as a [`Spec`] describes (the
//! reference's `hcldec` package), the hcldec spec-file format
//! ([`file::load_spec_file`]) and the conformance-suite runner.
//!
//! ```text
//! let spec = Spec::object([("name", Spec::attr("name", Type::String, true))]);
//! let (value, diags) = decode(&body, &spec, Some(&ctx));
//! ```

pub mod file;
pub mod funcs;
mod nulls;
pub mod userfunc;

use crate::body::{
    AttributeSchema, Block, BlockHeaderSchema, Body, BodyContent, BodyRef, BodySchema,
};
use crate::diagnostic::{Diagnostic, Diagnostics, Pos, Range};
use crate::eval::{EvalContext, ExprRef, Traversal};
use crate::function::Function;
use crate::value::{convert, go_quote, unify_unsafe, Type, Value};
pub use nulls::strip_null_properties;
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

/// A validation callback for [`Spec::Validate`]: diagnostics without a
/// subject get the wrapped spec's source range.
pub type ValidateFn = Arc<dyn Fn(&Value) -> Diagnostics + Send + Sync>;

/// How to decode a body (or part of it) into a value.
#[derive(Clone)]
pub enum Spec {
    /// An object whose attributes are decoded from the same body.
    Object(Vec<(SmolStr, Spec)>),
    /// A tuple whose elements are decoded from the same body.
    Tuple(Vec<Spec>),
    /// The value of one attribute, converted to a type.
    Attr(AttrSpec),
    /// A constant.
    Literal(Value),
    /// An expression evaluated in the decoding context.
    Expr(ExprRef),
    /// A single nested block, decoded with its nested spec (null if absent).
    Block(BlockSpec),
    /// Nested blocks of one type as a list.
    BlockList(BlockListSpec),
    /// Nested blocks of one type as a tuple (elements may differ in type).
    BlockTuple(BlockListSpec),
    /// Nested blocks of one type as a set.
    BlockSet(BlockListSpec),
    /// Nested blocks as a map keyed by their labels (one map level per label).
    BlockMap(BlockMapSpec),
    /// Like [`Spec::BlockMap`], as objects (elements may differ in type).
    BlockObject(BlockMapSpec),
    /// The attributes of a single nested block as a map.
    BlockAttrs(BlockAttrsSpec),
    /// A label of the block whose body is being decoded, as a string.
    BlockLabel {
        /// The label's position, from 0.
        index: usize,
        /// The label's name, used in messages about missing labels.
        name: SmolStr,
    },
    /// The primary spec's value, or the default spec's when that is null.
    Default {
        /// The spec whose value is used when it is not null.
        primary: Box<Spec>,
        /// The spec decoded when `primary` gives null.
        default: Box<Spec>,
    },
    /// An expression applied to the wrapped spec's value (bound to
    /// `var_name` in a child of `ctx`).
    TransformExpr {
        /// The spec whose value is transformed.
        wrapped: Box<Spec>,
        /// The expression computing the result, with the wrapped value bound to
        /// `var_name`.
        expr: ExprRef,
        /// The context the expression is evaluated in (a child of it binds
        /// `var_name`).
        ctx: Arc<EvalContext>,
        /// The name the wrapped value is bound to.
        var_name: SmolStr,
    },
    /// A function applied to the wrapped spec's value.
    TransformFunc {
        /// The spec whose value is transformed.
        wrapped: Box<Spec>,
        /// A function of one parameter: the wrapped value.
        func: Function,
    },
    /// The wrapped spec's value, checked by a callback.
    Validate {
        /// The spec whose value is checked.
        wrapped: Box<Spec>,
        /// Returns the problems found (empty: the value is accepted).
        func: ValidateFn,
    },
    /// Decodes nothing (null): the nested spec of [`Spec::BlockAttrs`].
    Noop,
}

/// The [`Spec::Attr`] form: one attribute, converted to a type (hcldec's
/// `attr` block).
#[derive(Clone, Debug)]
pub struct AttrSpec {
    /// The attribute's name in the body.
    pub name: SmolStr,
    /// The type the value is converted to (`any`: [`Type::Dynamic`], no
    /// conversion).
    pub ty: Type,
    /// Whether the attribute must be present ("Missing required argument"
    /// otherwise); an absent optional attribute decodes to null of `ty`.
    pub required: bool,
}

/// The [`Spec::Block`] form: one nested block (hcldec's `block`).
#[derive(Clone, Debug)]
pub struct BlockSpec {
    /// The block type, e.g. `listener`.
    pub type_name: SmolStr,
    /// The spec for the block's body.
    pub nested: Box<Spec>,
    /// Whether the block must be present; an absent optional block decodes to
    /// null, and a second block is an error either way.
    pub required: bool,
}

/// For block lists, tuples and sets; `max_items == 0` means no maximum.
#[derive(Clone, Debug)]
pub struct BlockListSpec {
    /// The block type.
    pub type_name: SmolStr,
    /// The spec for each block's body.
    pub nested: Box<Spec>,
    /// The fewest blocks accepted ("Insufficient ... blocks" otherwise).
    pub min_items: usize,
    /// The most blocks accepted (0: no maximum).
    pub max_items: usize,
}

/// The [`Spec::BlockMap`] and [`Spec::BlockObject`] form: blocks keyed by
/// their labels (hcldec's `block_map`/`block_object`).
#[derive(Clone, Debug)]
pub struct BlockMapSpec {
    /// The block type.
    pub type_name: SmolStr,
    /// The names of the labels that key the result, outer map first; each
    /// block must have exactly these labels (plus any its nested
    /// [`Spec::BlockLabel`] specs name).
    pub label_names: Vec<SmolStr>,
    /// The spec for each block's body.
    pub nested: Box<Spec>,
}

/// The [`Spec::BlockAttrs`] form: the attributes of one nested block as a
/// map (hcldec's `block_attrs`).
#[derive(Clone, Debug)]
pub struct BlockAttrsSpec {
    /// The block type.
    pub type_name: SmolStr,
    /// The type every attribute's value is converted to.
    pub element_type: Type,
    /// Whether the block must be present (otherwise absent decodes to null).
    pub required: bool,
}

impl fmt::Debug for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spec::Object(m) => f
                .debug_map()
                .entries(m.iter().map(|(k, v)| (k, v)))
                .finish(),
            Spec::Tuple(v) => f.debug_list().entries(v).finish(),
            Spec::Attr(a) => a.fmt(f),
            Spec::Literal(v) => write!(f, "Literal({v:?})"),
            Spec::Expr(e) => write!(f, "Expr({e:?})"),
            Spec::Block(b) => b.fmt(f),
            Spec::BlockList(b) => write!(f, "BlockList({b:?})"),
            Spec::BlockTuple(b) => write!(f, "BlockTuple({b:?})"),
            Spec::BlockSet(b) => write!(f, "BlockSet({b:?})"),
            Spec::BlockMap(b) => write!(f, "BlockMap({b:?})"),
            Spec::BlockObject(b) => write!(f, "BlockObject({b:?})"),
            Spec::BlockAttrs(b) => b.fmt(f),
            Spec::BlockLabel { index, name } => write!(f, "BlockLabel({index}, {name:?})"),
            Spec::Default { primary, default } => f
                .debug_struct("Default")
                .field("primary", primary)
                .field("default", default)
                .finish(),
            Spec::TransformExpr {
                wrapped,
                expr,
                var_name,
                ..
            } => f
                .debug_struct("TransformExpr")
                .field("wrapped", wrapped)
                .field("expr", expr)
                .field("var_name", var_name)
                .finish(),
            Spec::TransformFunc { wrapped, .. } => f
                .debug_struct("TransformFunc")
                .field("wrapped", wrapped)
                .finish(),
            Spec::Validate { wrapped, .. } => f
                .debug_struct("Validate")
                .field("wrapped", wrapped)
                .finish(),
            Spec::Noop => f.write_str("Noop"),
        }
    }
}

impl Spec {
    /// An object spec; a later duplicate name replaces an earlier one.
    pub fn object<N: Into<SmolStr>>(items: impl IntoIterator<Item = (N, Spec)>) -> Spec {
        let mut v: Vec<(SmolStr, Spec)> = Vec::new();
        for (k, s) in items {
            let k = k.into();
            match v.iter_mut().find(|(n, _)| *n == k) {
                Some(slot) => slot.1 = s,
                None => v.push((k, s)),
            }
        }
        Spec::Object(v)
    }
    /// A [`Spec::Attr`]: attribute `name` converted to `ty`.
    pub fn attr(name: impl Into<SmolStr>, ty: Type, required: bool) -> Spec {
        Spec::Attr(AttrSpec {
            name: name.into(),
            ty,
            required,
        })
    }
    /// A [`Spec::Block`]: at most one block of `type_name`, decoded with
    /// `nested`.
    pub fn block(type_name: impl Into<SmolStr>, nested: Spec, required: bool) -> Spec {
        Spec::Block(BlockSpec {
            type_name: type_name.into(),
            nested: Box::new(nested),
            required,
        })
    }
    /// A [`Spec::BlockList`]: every block of `type_name` as a list, at least
    /// `min` and at most `max` of them (0: no maximum).
    pub fn block_list(type_name: impl Into<SmolStr>, nested: Spec, min: usize, max: usize) -> Spec {
        Spec::BlockList(BlockListSpec {
            type_name: type_name.into(),
            nested: Box::new(nested),
            min_items: min,
            max_items: max,
        })
    }

    /// Calls `cb` on each child spec that decodes from the same body.
    fn visit_same_body_children<'a>(&'a self, cb: &mut dyn FnMut(&'a Spec)) {
        match self {
            Spec::Object(m) => m.iter().for_each(|(_, s)| cb(s)),
            Spec::Tuple(v) => v.iter().for_each(&mut *cb),
            Spec::Default { primary, default } => {
                cb(primary);
                cb(default);
            }
            Spec::TransformExpr { wrapped, .. }
            | Spec::TransformFunc { wrapped, .. }
            | Spec::Validate { wrapped, .. } => cb(wrapped),
            _ => {}
        }
    }

    /// The attribute schemata of an attribute-consuming spec.
    fn attr_schemata(&self) -> Option<Vec<AttributeSchema>> {
        match self {
            Spec::Attr(a) => Some(vec![AttributeSchema {
                name: a.name.clone(),
                required: a.required,
            }]),
            Spec::Default { primary, default } => {
                let mut v = primary.attr_schemata().unwrap_or_default();
                v.extend(default.attr_schemata().unwrap_or_default());
                Some(v)
            }
            _ => None,
        }
    }

    /// The block header schemata and the nested spec of a block-consuming
    /// spec.
    fn block_schemata(&self) -> Option<(Vec<BlockHeaderSchema>, Option<&Spec>)> {
        let header = |t: &SmolStr, labels: Vec<SmolStr>| BlockHeaderSchema {
            type_name: t.clone(),
            label_names: labels,
        };
        match self {
            Spec::Block(b) => Some((
                vec![header(&b.type_name, find_label_specs(&b.nested))],
                Some(&b.nested),
            )),
            Spec::BlockList(b) | Spec::BlockTuple(b) | Spec::BlockSet(b) => Some((
                vec![header(&b.type_name, find_label_specs(&b.nested))],
                Some(&b.nested),
            )),
            Spec::BlockMap(b) | Spec::BlockObject(b) => {
                let mut labels = b.label_names.clone();
                labels.extend(find_label_specs(&b.nested));
                Some((vec![header(&b.type_name, labels)], Some(&b.nested)))
            }
            Spec::BlockAttrs(b) => {
                Some((vec![header(&b.type_name, Vec::new())], Some(&Spec::Noop)))
            }
            Spec::Default { primary, .. } => match primary.block_schemata() {
                Some(x) => Some(x),
                None => Some((Vec::new(), None)),
            },
            _ => None,
        }
    }
}

/// A block label as seen by [`Spec::BlockLabel`].
#[derive(Clone, Debug)]
pub(crate) struct BlockLabel {
    pub value: SmolStr,
    pub range: Range,
}

fn labels_for_block(b: &Block) -> Vec<BlockLabel> {
    b.labels
        .iter()
        .zip(&b.label_ranges)
        .map(|(v, r)| BlockLabel {
            value: v.clone(),
            range: r.clone(),
        })
        .collect()
}

fn find_label_specs(spec: &Spec) -> Vec<SmolStr> {
    let mut names: BTreeMap<usize, SmolStr> = BTreeMap::new();
    fn visit(s: &Spec, names: &mut BTreeMap<usize, SmolStr>) {
        if let Spec::BlockLabel { index, name } = s {
            names.insert(*index, name.clone());
        }
        s.visit_same_body_children(&mut |c| visit(c, names));
    }
    visit(spec, &mut names);
    let Some((&max, _)) = names.iter().next_back() else {
        return Vec::new();
    };
    (0..=max)
        .map(|i| match names.get(&i) {
            Some(n) if !n.is_empty() => n.clone(),
            _ => SmolStr::from(format!("missing{i:02}")),
        })
        .collect()
}

/// The body schema a spec decodes against.
pub fn implied_schema(spec: &Spec) -> BodySchema {
    let mut schema = BodySchema::default();
    fn visit(s: &Spec, schema: &mut BodySchema) {
        if let Some(a) = s.attr_schemata() {
            schema.attributes.extend(a);
        }
        if let Some((b, _)) = s.block_schemata() {
            schema.blocks.extend(b);
        }
        s.visit_same_body_children(&mut |c| visit(c, schema));
    }
    visit(spec, &mut schema);
    schema
}

/// The type of the values a spec decodes to (dynamic parts where it can't
/// be known in advance).
pub fn implied_type(spec: &Spec) -> Type {
    match spec {
        Spec::Object(m) => {
            if m.is_empty() {
                Type::empty_object()
            } else {
                Type::object(m.iter().map(|(k, s)| (k.clone(), implied_type(s))))
            }
        }
        Spec::Tuple(v) => Type::tuple(v.iter().map(implied_type).collect::<Vec<_>>()),
        Spec::Attr(a) => a.ty.clone(),
        Spec::Literal(v) => v.ty().clone(),
        Spec::Expr(_) => Type::Dynamic,
        Spec::Block(b) => implied_type(&b.nested),
        Spec::BlockList(b) => Type::list(implied_type(&b.nested)),
        Spec::BlockTuple(_) => Type::Dynamic,
        Spec::BlockSet(b) => Type::set(implied_type(&b.nested)),
        Spec::BlockMap(b) => {
            let mut t = implied_type(&b.nested);
            for _ in &b.label_names {
                t = Type::map(t);
            }
            t
        }
        Spec::BlockObject(_) => Type::Dynamic,
        Spec::BlockAttrs(b) => Type::map(b.element_type.clone()),
        Spec::BlockLabel { .. } => Type::String,
        Spec::Default { primary, .. } => implied_type(primary),
        Spec::TransformExpr {
            wrapped,
            expr,
            ctx,
            var_name,
        } => {
            let mut child = EvalContext::child_of(ctx.clone());
            child.set_variable(var_name.clone(), Value::unknown(implied_type(wrapped)));
            expr.value(Some(&child)).0.ty().clone()
        }
        Spec::TransformFunc { wrapped, func } => func
            .return_type(&[implied_type(wrapped)])
            .unwrap_or(Type::Dynamic),
        Spec::Validate { wrapped, .. } => implied_type(wrapped),
        Spec::Noop => Type::Dynamic,
    }
}

/// Decodes `body` with `spec`; anything the spec does not consume is an
/// error.
///
/// Always returns a value (of [`implied_type`] where decoding failed,
/// often null or unknown) with the diagnostics, as the reference's
/// `hcldec.Decode` does. A spec can also come from a spec file:
/// see [`file::load_spec_source`].
///
/// ```
/// use hcl2::spec::{decode, Spec};
/// use hcl2::{EvalContext, Type, Value};
/// let (body, _) = hcl2::parse(r#"
/// name = "web-${env}"
/// listener "http" { port = 80 }
/// listener "https" { port = "443" }
/// "#, "app.hcl");
/// let spec = Spec::object([
///     ("name", Spec::attr("name", Type::String, true)),
///     ("listeners", Spec::block_list("listener", Spec::object([
///         ("kind", Spec::BlockLabel { index: 0, name: "kind".into() }),
///         ("port", Spec::attr("port", Type::Number, true)),
///     ]), 1, 0)),
/// ]);
/// let ctx = EvalContext::new().with_variable("env", Value::string("prod"));
/// let (v, diags) = decode(&*body, &spec, Some(&ctx));
/// assert!(diags.is_empty(), "{diags}");
/// assert_eq!(
///     hcl2::value::json::marshal(&v, v.ty()).unwrap(),
///     r#"{"listeners":[{"kind":"http","port":80},{"kind":"https","port":443}],"name":"web-prod"}"#
/// );
///
/// // A missing required attribute is an error; the value is still built.
/// let (body, _) = hcl2::parse("listener \"http\" { port = 80 }\n", "app.hcl");
/// let (v, diags) = decode(&*body, &spec, Some(&ctx));
/// assert_eq!(diags.iter().next().unwrap().summary, "Missing required argument");
/// assert!(v.get_attr("name").unwrap().is_null());
/// ```
pub fn decode(body: &dyn Body, spec: &Spec, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
    let (v, _, d) = decode_body(body, &[], ctx, spec, false);
    (v, d)
}

/// Decodes `body` with `spec`, returning what the spec did not consume.
pub fn partial_decode(
    body: &dyn Body,
    spec: &Spec,
    ctx: Option<&EvalContext>,
) -> (Value, BodyRef, Diagnostics) {
    let (v, rest, d) = decode_body(body, &[], ctx, spec, true);
    (v, rest.unwrap_or_else(crate::body::empty_body), d)
}

/// The range of the source a spec's value would come from.
pub fn source_range(body: &dyn Body, spec: &Spec) -> Range {
    source_range_in(body, &[], spec)
}

/// The nested spec of each block type a spec consumes directly.
pub fn child_block_types(spec: &Spec) -> Vec<(SmolStr, Spec)> {
    let mut out: Vec<(SmolStr, Spec)> = Vec::new();
    fn visit(s: &Spec, out: &mut Vec<(SmolStr, Spec)>) {
        if let Some((headers, Some(nested))) = s.block_schemata() {
            for h in headers {
                match out.iter_mut().find(|(n, _)| *n == h.type_name) {
                    Some(slot) => slot.1 = nested.clone(),
                    None => out.push((h.type_name, nested.clone())),
                }
            }
        }
        s.visit_same_body_children(&mut |c| visit(c, out));
    }
    visit(spec, &mut out);
    out
}

/// Every variable the expressions a spec would evaluate refer to.
pub fn variables(body: &dyn Body, spec: &Spec) -> Vec<Traversal> {
    let schema = implied_schema(spec);
    let (content, _, _) = body.partial_content(&schema);
    let mut vars = Vec::new();
    variables_needed(spec, &content, &mut vars);
    fn visit(s: &Spec, content: &BodyContent, vars: &mut Vec<Traversal>) {
        variables_needed(s, content, vars);
        s.visit_same_body_children(&mut |c| visit(c, content, vars));
    }
    spec.visit_same_body_children(&mut |c| visit(c, &content, &mut vars));
    vars
}

fn variables_needed(spec: &Spec, content: &BodyContent, out: &mut Vec<Traversal>) {
    match spec {
        Spec::Attr(a) => {
            if let Some(attr) = content.attributes.get(&a.name) {
                out.extend(attr.expr.variables());
            }
        }
        Spec::Expr(e) => out.extend(e.variables()),
        Spec::Block(b) => {
            if let Some(child) = content.blocks_of_type(&b.type_name).next() {
                out.extend(variables(child.body.as_ref(), &b.nested));
            }
        }
        Spec::BlockList(b) | Spec::BlockTuple(b) | Spec::BlockSet(b) => {
            for child in content.blocks_of_type(&b.type_name) {
                out.extend(variables(child.body.as_ref(), &b.nested));
            }
        }
        Spec::BlockMap(b) | Spec::BlockObject(b) => {
            for child in content.blocks_of_type(&b.type_name) {
                out.extend(variables(child.body.as_ref(), &b.nested));
            }
        }
        Spec::BlockAttrs(b) => {
            let Some(block) = content.blocks_of_type(&b.type_name).next() else {
                return;
            };
            let (attrs, diags) = block.body.just_attributes();
            if diags.has_errors() {
                return;
            }
            let mut vars: Vec<Traversal> = Vec::new();
            for attr in attrs.values() {
                vars.extend(attr.expr.variables());
            }
            vars.sort_by_key(|t| t.source_range().start.byte);
            out.extend(vars);
        }
        _ => {}
    }
}

fn decode_body(
    body: &dyn Body,
    labels: &[BlockLabel],
    ctx: Option<&EvalContext>,
    spec: &Spec,
    partial: bool,
) -> (Value, Option<BodyRef>, Diagnostics) {
    let schema = implied_schema(spec);
    let (content, rest, mut diags) = if partial {
        let (c, r, d) = body.partial_content(&schema);
        (c, Some(r), d)
    } else {
        let (c, d) = body.content(&schema);
        (c, None, d)
    };
    let (v, d) = decode_spec(spec, &content, labels, ctx);
    diags.extend(d);
    (v, rest, diags)
}

fn source_range_in(body: &dyn Body, labels: &[BlockLabel], spec: &Spec) -> Range {
    let schema = implied_schema(spec);
    let (content, _, _) = body.partial_content(&schema);
    spec_source_range(spec, &content, labels)
}

fn unknown_range(name: &str) -> Range {
    let zero = Pos {
        line: 0,
        column: 0,
        byte: 0,
    };
    Range {
        filename: Arc::from(name),
        start: zero,
        end: zero,
    }
}

fn spec_source_range(spec: &Spec, content: &BodyContent, labels: &[BlockLabel]) -> Range {
    match spec {
        Spec::Object(_) | Spec::Tuple(_) => content.missing_item_range.clone(),
        Spec::Attr(a) => match content.attributes.get(&a.name) {
            Some(attr) => attr.expr.range(),
            None => content.missing_item_range.clone(),
        },
        Spec::Literal(_) => unknown_range("<unknown>"),
        Spec::Expr(e) => e.range(),
        Spec::Block(BlockSpec {
            type_name, nested, ..
        })
        | Spec::BlockList(BlockListSpec {
            type_name, nested, ..
        })
        | Spec::BlockTuple(BlockListSpec {
            type_name, nested, ..
        })
        | Spec::BlockSet(BlockListSpec {
            type_name, nested, ..
        })
        | Spec::BlockMap(BlockMapSpec {
            type_name, nested, ..
        })
        | Spec::BlockObject(BlockMapSpec {
            type_name, nested, ..
        }) => match content.blocks_of_type(type_name).next() {
            Some(child) => source_range_in(child.body.as_ref(), &labels_for_block(child), nested),
            None => content.missing_item_range.clone(),
        },
        Spec::BlockAttrs(b) => match content.blocks_of_type(&b.type_name).next() {
            Some(child) => child.def_range.clone(),
            None => content.missing_item_range.clone(),
        },
        Spec::BlockLabel { index, .. } => match labels.get(*index) {
            Some(l) => l.range.clone(),
            None => content.missing_item_range.clone(),
        },
        Spec::Default { primary, .. } => spec_source_range(primary, content, labels),
        Spec::TransformExpr { wrapped, .. }
        | Spec::TransformFunc { wrapped, .. }
        | Spec::Validate { wrapped, .. } => spec_source_range(wrapped, content, labels),
        Spec::Noop => unknown_range("noopSpec"),
    }
}

fn decode_spec(
    spec: &Spec,
    content: &BodyContent,
    labels: &[BlockLabel],
    ctx: Option<&EvalContext>,
) -> (Value, Diagnostics) {
    let mut diags = Diagnostics::new();
    let v = match spec {
        Spec::Object(m) => {
            let mut vals = Vec::with_capacity(m.len());
            for (k, s) in m {
                let (v, d) = decode_spec(s, content, labels, ctx);
                diags.extend(d);
                vals.push((k.clone(), v));
            }
            Value::object(vals)
        }
        Spec::Tuple(specs) => {
            let mut vals = Vec::with_capacity(specs.len());
            for s in specs {
                let (v, d) = decode_spec(s, content, labels, ctx);
                diags.extend(d);
                vals.push(v);
            }
            Value::tuple(vals)
        }
        Spec::Attr(a) => decode_attr(a, content, ctx, &mut diags),
        Spec::Literal(v) => v.clone(),
        Spec::Expr(e) => {
            let (v, d) = e.value(ctx);
            diags.extend(d);
            v
        }
        Spec::Block(b) => decode_block(b, content, ctx, &mut diags),
        Spec::BlockList(b) => decode_block_seq(b, SeqKind::List, content, ctx, &mut diags),
        Spec::BlockTuple(b) => decode_block_seq(b, SeqKind::Tuple, content, ctx, &mut diags),
        Spec::BlockSet(b) => decode_block_seq(b, SeqKind::Set, content, ctx, &mut diags),
        Spec::BlockMap(b) => decode_block_map(b, false, content, ctx, &mut diags),
        Spec::BlockObject(b) => decode_block_map(b, true, content, ctx, &mut diags),
        Spec::BlockAttrs(b) => decode_block_attrs(b, content, ctx, &mut diags),
        Spec::BlockLabel { index, .. } => match labels.get(*index) {
            Some(l) => Value::string(l.value.as_str()),
            None => Value::unknown(Type::String),
        },
        Spec::Default { primary, default } => {
            let (v, d) = decode_spec(primary, content, labels, ctx);
            diags.extend(d);
            if v.is_null() {
                let (v, d) = decode_spec(default, content, labels, ctx);
                diags.extend(d);
                v
            } else {
                v
            }
        }
        Spec::TransformExpr {
            wrapped,
            expr,
            ctx: tctx,
            var_name,
        } => {
            let (wv, d) = decode_spec(wrapped, content, labels, ctx);
            diags.extend(d);
            if diags.has_errors() {
                Value::unknown(implied_type(spec))
            } else {
                let mut child = EvalContext::child_of(tctx.clone());
                child.set_variable(var_name.clone(), wv);
                let (v, d) = expr.value(Some(&child));
                diags.extend(d);
                v
            }
        }
        Spec::TransformFunc { wrapped, func } => {
            let (wv, d) = decode_spec(wrapped, content, labels, ctx);
            diags.extend(d);
            if diags.has_errors() {
                Value::unknown(implied_type(spec))
            } else {
                match func.call(vec![wv]) {
                    Ok(v) => v,
                    Err(e) => {
                        diags.push(
                            Diagnostic::error(
                                "Transform function failed",
                                format!("Decoder transform returned an error: {e}"),
                            )
                            .with_subject(spec_source_range(spec, content, labels)),
                        );
                        Value::unknown(implied_type(spec))
                    }
                }
            }
        }
        Spec::Validate { wrapped, func } => {
            let (wv, d) = decode_spec(wrapped, content, labels, ctx);
            diags.extend(d);
            if diags.has_errors() {
                Value::unknown(implied_type(spec))
            } else {
                let mut vd = func(&wv);
                for d in &mut vd.0 {
                    if d.subject.is_none() {
                        d.subject = Some(spec_source_range(spec, content, labels));
                    }
                }
                diags.extend(vd);
                wv
            }
        }
        Spec::Noop => Value::null(Type::Dynamic),
    };
    (v, diags)
}

fn decode_attr(
    a: &AttrSpec,
    content: &BodyContent,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
) -> Value {
    let Some(attr) = content.attributes.get(&a.name) else {
        return Value::null(a.ty.clone());
    };
    let (v, d) = attr.expr.value(ctx);
    diags.extend(d);
    match convert(&v, &a.ty) {
        Ok(v) => v,
        Err(e) => {
            let r = attr.expr.range();
            diags.push(
                Diagnostic::error(
                    "Incorrect attribute value type",
                    format!(
                        "Inappropriate value for attribute {}: {}.",
                        go_quote(&a.name),
                        e
                    ),
                )
                .with_subject(r.clone())
                .with_context(attr.name_range.to(&r)),
            );
            Value::unknown(a.ty.clone())
        }
    }
}

fn dup_single_block(type_name: &str, first: &Block, other: &Block) -> Diagnostic {
    Diagnostic::error(
        format!("Duplicate {type_name} block"),
        format!(
            "Only one block of type {} is allowed. Previous definition was at {}.",
            go_quote(type_name),
            crate::body::range_string(&first.def_range)
        ),
    )
    .with_subject(other.def_range.clone())
}

fn missing_block(type_name: &str, content: &BodyContent) -> Diagnostic {
    Diagnostic::error(
        format!("Missing {type_name} block"),
        format!("A block of type {} is required here.", go_quote(type_name)),
    )
    .with_subject(content.missing_item_range.clone())
}

fn decode_block(
    b: &BlockSpec,
    content: &BodyContent,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
) -> Value {
    let mut blocks = content.blocks_of_type(&b.type_name);
    let Some(child) = blocks.next() else {
        if b.required {
            diags.push(missing_block(&b.type_name, content));
        }
        return Value::null(implied_type(&b.nested));
    };
    if let Some(other) = blocks.next() {
        diags.push(dup_single_block(&b.type_name, child, other));
    }
    let (v, _, d) = decode_body(
        child.body.as_ref(),
        &labels_for_block(child),
        ctx,
        &b.nested,
        false,
    );
    diags.extend(d);
    v
}

#[derive(Clone, Copy, PartialEq)]
enum SeqKind {
    List,
    Tuple,
    Set,
}

fn decode_block_seq(
    b: &BlockListSpec,
    kind: SeqKind,
    content: &BodyContent,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
) -> Value {
    let mut elems = Vec::new();
    let mut ranges = Vec::new();
    for child in content.blocks_of_type(&b.type_name) {
        let labels = labels_for_block(child);
        let (v, _, d) = decode_body(child.body.as_ref(), &labels, ctx, &b.nested, false);
        diags.extend(d);
        elems.push(v);
        ranges.push(source_range_in(child.body.as_ref(), &labels, &b.nested));
    }
    if elems.len() < b.min_items {
        diags.push(
            Diagnostic::error(
                format!("Insufficient {} blocks", b.type_name),
                format!(
                    "At least {} {} blocks are required.",
                    b.min_items,
                    go_quote(&b.type_name)
                ),
            )
            .with_subject(content.missing_item_range.clone()),
        );
    } else if b.max_items > 0 && elems.len() > b.max_items {
        diags.push(
            Diagnostic::error(
                format!("Too many {} blocks", b.type_name),
                format!(
                    "No more than {} {} blocks are allowed",
                    b.max_items,
                    go_quote(&b.type_name)
                ),
            )
            .with_subject(ranges[b.max_items].clone()),
        );
    }
    if kind == SeqKind::Tuple {
        return Value::tuple(elems);
    }
    if elems.is_empty() {
        let ety = implied_type(&b.nested);
        return match kind {
            SeqKind::Set => Value::empty_set(ety),
            _ => Value::empty_list(ety),
        };
    }
    let tys: Vec<Type> = elems.iter().map(|v| v.ty().clone()).collect();
    let inconsistent = |detail: String, r: &Range| {
        Diagnostic::error(
            format!("Unconsistent argument types in {} blocks", b.type_name),
            detail,
        )
        .with_subject(r.clone())
    };
    let Some((ety, convs)) = unify_unsafe(&tys) else {
        diags.push(inconsistent(
            "Corresponding attributes in all blocks of this type must be the same.".into(),
            &ranges[0],
        ));
        return Value::dynamic();
    };
    for (i, conv) in convs.iter().enumerate() {
        if let Some(c) = conv {
            match c.apply(&elems[i]) {
                Ok(v) => elems[i] = v,
                Err(e) => {
                    diags.push(inconsistent(
                        format!("Block with index {i} has inconsistent argument types: {e}."),
                        &ranges[i],
                    ));
                    return Value::dynamic();
                }
            }
        }
    }
    match kind {
        SeqKind::Set => Value::set_of(ety, elems),
        _ => Value::list_of(ety, elems),
    }
}

enum LabelTree {
    Leaf(Value),
    Branch(BTreeMap<SmolStr, LabelTree>),
}

fn decode_block_map(
    b: &BlockMapSpec,
    as_object: bool,
    content: &BodyContent,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
) -> Value {
    let depth = b.label_names.len();
    let mut root: BTreeMap<SmolStr, LabelTree> = BTreeMap::new();
    for child in content.blocks_of_type(&b.type_name) {
        let labels = labels_for_block(child);
        if depth == 0 || child.labels.len() < depth {
            continue;
        }
        let (v, _, d) = decode_body(child.body.as_ref(), &labels[depth..], ctx, &b.nested, false);
        let mut target = &mut root;
        for key in &child.labels[..depth - 1] {
            let node = target
                .entry(key.clone())
                .or_insert_with(|| LabelTree::Branch(BTreeMap::new()));
            target = match node {
                LabelTree::Branch(m) => m,
                LabelTree::Leaf(_) => unreachable!("uniform label depth"),
            };
        }
        diags.extend(d);
        let key = &child.labels[depth - 1];
        if target.contains_key(key) {
            let quoted: String = child
                .labels
                .iter()
                .map(|l| format!(" {}", go_quote(l)))
                .collect();
            diags.push(
                Diagnostic::error(
                    format!("Duplicate {} block", b.type_name),
                    format!(
                        "A block for {}{} was already defined. The {} labels must be unique.",
                        b.type_name, quoted, b.type_name
                    ),
                )
                .with_subject(child.def_range.clone()),
            );
            continue;
        }
        target.insert(key.clone(), LabelTree::Leaf(v));
    }
    if root.is_empty() {
        return if as_object {
            Value::empty_object()
        } else {
            Value::empty_map(implied_type(&b.nested))
        };
    }
    fn build(m: BTreeMap<SmolStr, LabelTree>, as_object: bool) -> Value {
        let entries: Vec<(SmolStr, Value)> = m
            .into_iter()
            .map(|(k, n)| {
                let v = match n {
                    LabelTree::Leaf(v) => v,
                    LabelTree::Branch(m) => build(m, as_object),
                };
                (k, v)
            })
            .collect();
        if as_object {
            Value::object_from_sorted(entries)
        } else {
            let ety = entries[0].1.ty().clone();
            Value::map(entries.clone()).unwrap_or_else(|| Value::map_from_sorted(ety, entries))
        }
    }
    build(root, as_object)
}

fn decode_block_attrs(
    b: &BlockAttrsSpec,
    content: &BodyContent,
    ctx: Option<&EvalContext>,
    diags: &mut Diagnostics,
) -> Value {
    let mut blocks = content.blocks_of_type(&b.type_name);
    let Some(block) = blocks.next() else {
        if b.required {
            diags.push(missing_block(&b.type_name, content));
        }
        return Value::null(Type::map(b.element_type.clone()));
    };
    if let Some(other) = blocks.next() {
        diags.push(dup_single_block(&b.type_name, block, other));
    }
    let (attrs, d) = block.body.just_attributes();
    diags.extend(d);
    if attrs.is_empty() {
        return Value::empty_map(b.element_type.clone());
    }
    let mut vals: Vec<(SmolStr, Value)> = Vec::with_capacity(attrs.len());
    for (name, attr) in &attrs {
        let (v, d) = attr.expr.value(ctx);
        diags.extend(d);
        let v = match convert(&v, &b.element_type) {
            Ok(v) => v,
            Err(e) => {
                let r = attr.expr.range();
                diags.push(
                    Diagnostic::error(
                        "Invalid attribute value",
                        format!(
                            "Invalid value for attribute of {} block: {}.",
                            go_quote(&b.type_name),
                            e
                        ),
                    )
                    .with_subject(r.clone())
                    .with_context(attr.name_range.to(&r)),
                );
                Value::unknown(b.element_type.clone())
            }
        };
        vals.push((name.clone(), v));
    }
    let ety = vals[0].1.ty().clone();
    Value::map(vals.clone()).unwrap_or_else(|| Value::map_of(ety, vals))
}
