//! Dynamic blocks (the reference's `ext/dynblock`): a body wrapper that
//! expands
//!
//! ```text
//! dynamic "setting" {
//!   for_each = var.settings
//!   iterator = s            # optional, defaults to the block type name
//!   labels   = [s.key]      # for block types with labels
//!   content { name = s.key  value = s.value }
//! }
//! ```
//!
//! into one `setting` block per element of `for_each`, with the iterator
//! object `{key, value}` in scope for the labels and the content (nested
//! `dynamic` blocks see the iterators of the blocks around them). Use
//! [`expand`] on a body before decoding it, with a schema or with serde
//! (`hcl2::from_body`, which lists the body's items without a schema: a
//! generated block then has as many labels as its `labels` lists).
//! Variables analysis: [`variables_hcldec`] lists every variable the body
//! needs (through the dynamic blocks, without iterator references),
//! [`expand_variables_hcldec`] only those the expansion itself needs
//! (`for_each` and `labels`); [`walk_variables`] /
//! [`walk_expand_variables`] are the schema-driven walkers behind them.
//!
//! ```
//! use hcl2::ext::dynblock;
//! use hcl2::{BodySchema, EvalContext, Value};
//! use std::sync::Arc;
//! let (body, _) = hcl2::parse(r#"
//! dynamic "listener" {
//!   for_each = ports
//!   labels   = ["port-${listener.value}"]
//!   content {
//!     index = listener.key
//!   }
//! }
//! "#, "app.hcl");
//! let ctx = EvalContext::new().with_variable(
//!     "ports",
//!     Value::list(vec![Value::from(80), Value::from(443)]).unwrap(),
//! );
//! let expanded = dynblock::expand(body, Arc::new(ctx));
//! let (content, diags) = expanded.content(&BodySchema::new().block("listener", ["name"]));
//! assert!(diags.is_empty(), "{diags}");
//! let labels: Vec<&str> = content.blocks.iter().map(|b| b.labels[0].as_str()).collect();
//! assert_eq!(labels, ["port-80", "port-443"]);
//! let (inner, _) = content.blocks[1].body.content(&BodySchema::new().attribute("index", true));
//! assert_eq!(inner.attributes["index"].expr.value(None).0, Value::from(1));
//! ```

use crate::body::{
    Attribute, AttributeSchema, Attributes, Block, BlockHeaderSchema, Body, BodyContent, BodyItem,
    BodyRef, BodySchema, Shape, Undecided, UndecidedItem, UndecidedRef,
};
use crate::diagnostic::{Diagnostic, Diagnostics, Range};
use crate::eval::{
    abs_traversal_for_expr, expr_list, EvalContext, ExprRef, Expression, StaticExpr, Traversal,
};
use crate::value::{convert, Type, Value};
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Wraps `body` so that its `dynamic` blocks are expanded; `for_each` and
/// `labels` are evaluated in `ctx`.
pub fn expand(body: BodyRef, ctx: Arc<EvalContext>) -> BodyRef {
    Arc::new(ExpandBody {
        original: body,
        for_each_ctx: ctx,
        iteration: None,
        hidden_attrs: Vec::new(),
        hidden_blocks: Vec::new(),
    })
}

/// One iteration of a dynamic block, with the iterations around it.
#[derive(Debug)]
struct Iteration {
    name: SmolStr,
    key: Value,
    value: Value,
    inherited: BTreeMap<SmolStr, Arc<Iteration>>,
}

impl Iteration {
    fn object(&self) -> Value {
        Value::object([("key", self.key.clone()), ("value", self.value.clone())])
    }

    fn make_child(
        parent: Option<&Arc<Iteration>>,
        name: SmolStr,
        key: Value,
        value: Value,
    ) -> Arc<Iteration> {
        let mut inherited = BTreeMap::new();
        if let Some(p) = parent {
            inherited.clone_from(&p.inherited);
            inherited.insert(p.name.clone(), p.clone());
        }
        Arc::new(Iteration {
            name,
            key,
            value,
            inherited,
        })
    }
}

/// go-hcl `iteration.EvalContext`: a child of `base` with the iterator
/// objects as variables.
fn iteration_ctx(i: Option<&Arc<Iteration>>, base: &Arc<EvalContext>) -> Arc<EvalContext> {
    let Some(i) = i else {
        return base.clone();
    };
    let mut c = EvalContext::child_of(base.clone());
    for (name, other) in &i.inherited {
        c.set_variable(name.clone(), other.object());
    }
    c.set_variable(i.name.clone(), i.object());
    Arc::new(c)
}

/// `child` (a block's body) with its dynamic blocks expanded, inside
/// iteration `i` of the blocks around it (`ctx`: the context `for_each`
/// and `labels` are evaluated in, around it).
fn expand_child(ctx: &Arc<EvalContext>, child: BodyRef, i: Option<Arc<Iteration>>) -> BodyRef {
    Arc::new(ExpandBody {
        original: child,
        for_each_ctx: iteration_ctx(i.as_ref(), ctx),
        iteration: i,
        hidden_attrs: Vec::new(),
        hidden_blocks: Vec::new(),
    })
}

/// An expression inside iteration `i` (when there is one), which it sees.
fn in_iteration(expr: ExprRef, i: &Option<Arc<Iteration>>) -> ExprRef {
    match i {
        Some(i) => Arc::new(ExprWrap {
            inner: expr,
            iteration: i.clone(),
        }),
        None => expr,
    }
}

#[derive(Debug)]
struct ExpandBody {
    original: BodyRef,
    for_each_ctx: Arc<EvalContext>,
    iteration: Option<Arc<Iteration>>,
    hidden_attrs: Vec<SmolStr>,
    hidden_blocks: Vec<BlockHeaderSchema>,
}

fn dynamic_header() -> BlockHeaderSchema {
    BlockHeaderSchema {
        type_name: "dynamic".into(),
        label_names: vec!["type".into()],
    }
}

/// The schema of a `dynamic` block's body, for a generated block type with
/// `labels` labels: `labels` required when it has some, not allowed when it
/// has none; optional when the number is not known (no schema names the
/// type: [`Body::items_in_order`]).
fn dynamic_body_schema(labels: Option<usize>) -> BodySchema {
    let mut s = BodySchema::new()
        .attribute("for_each", true)
        .attribute("iterator", false);
    match labels {
        Some(0) => {}
        Some(_) => s = s.attribute("labels", true),
        None => s = s.attribute("labels", false),
    }
    s.block("content", Vec::<SmolStr>::new())
}

struct ExpandSpec {
    block_type: SmolStr,
    block_type_range: Range,
    def_range: Range,
    for_each: Value,
    iterator_name: SmolStr,
    label_exprs: Vec<ExprRef>,
    content_body: BodyRef,
}

impl ExpandBody {
    fn extend_schema(&self, schema: &BodySchema) -> BodySchema {
        let mut ext = schema.clone();
        ext.blocks.push(dynamic_header());
        ext.blocks.extend(self.hidden_blocks.iter().cloned());
        for name in &self.hidden_attrs {
            ext.attributes.push(AttributeSchema {
                name: name.clone(),
                required: false,
            });
        }
        ext
    }

    fn prepare_attributes(&self, raw: Attributes) -> Attributes {
        if self.hidden_attrs.is_empty() && self.iteration.is_none() {
            return raw;
        }
        let mut out = Attributes::new();
        for (name, mut attr) in raw {
            if self.hidden_attrs.contains(&name) {
                continue;
            }
            attr.expr = in_iteration(attr.expr, &self.iteration);
            out.insert(name, attr);
        }
        out
    }

    fn expand_child(&self, child: BodyRef, i: Option<Arc<Iteration>>) -> BodyRef {
        expand_child(&self.for_each_ctx, child, i)
    }

    fn expand_blocks(
        &self,
        schema: &BodySchema,
        raw: Vec<Block>,
        partial: bool,
        diags: &mut Diagnostics,
    ) -> Vec<Block> {
        let mut blocks = Vec::new();
        for raw_block in raw {
            if raw_block.type_name != "dynamic" {
                if !self
                    .hidden_blocks
                    .iter()
                    .any(|h| h.type_name == raw_block.type_name)
                {
                    let mut b = raw_block.clone();
                    b.body = self.expand_child(raw_block.body.clone(), self.iteration.clone());
                    blocks.push(b);
                }
                continue;
            }
            let Some(real_type) = raw_block.labels.first().cloned() else {
                continue;
            };
            if self.hidden_blocks.iter().any(|h| h.type_name == real_type) {
                continue;
            }
            let Some(block_s) = schema.blocks.iter().find(|b| b.type_name == real_type) else {
                if !partial {
                    let mut d = Diagnostic::error(
                        "Unsupported block type",
                        format!(
                            "Blocks of type {} are not expected here.",
                            crate::value::go_quote(&real_type)
                        ),
                    );
                    if let Some(r) = raw_block.label_ranges.first() {
                        d = d.with_subject(r.clone());
                    }
                    diags.push(d);
                }
                continue;
            };
            let want = Some(block_s.label_names.len());
            if let Some(spec) = self.decode_spec(&real_type, want, &raw_block, diags) {
                self.generate(&spec, &mut blocks, diags);
            }
        }
        blocks
    }

    /// The blocks a `dynamic` block generates: one for each element of
    /// `for_each`, or one of unknown content when it is not known.
    fn generate(&self, spec: &ExpandSpec, blocks: &mut Vec<Block>, diags: &mut Diagnostics) {
        if spec.for_each.is_known() {
            for (key, value) in spec.for_each.element_iter() {
                let i = Iteration::make_child(
                    self.iteration.as_ref(),
                    spec.iterator_name.clone(),
                    key,
                    value.clone(),
                );
                if let Some(mut b) = self.new_block(spec, &i, diags) {
                    b.body = self.expand_child(b.body.clone(), Some(i));
                    blocks.push(b);
                }
            }
        } else {
            let i = Iteration::make_child(
                self.iteration.as_ref(),
                spec.iterator_name.clone(),
                Value::dynamic(),
                Value::dynamic(),
            );
            if let Some(mut b) = self.new_block(spec, &i, diags) {
                b.body = Arc::new(UnknownBody {
                    template: self.expand_child(b.body.clone(), Some(i)),
                });
                blocks.push(b);
            }
        }
    }

    /// The blocks a `dynamic` block (with its one label) generates, in a
    /// listing without a schema: `labels` sets as many labels as it lists.
    fn generate_unschemed(&self, raw: &Block, items: &mut Vec<BodyItem>, diags: &mut Diagnostics) {
        let real_type = &raw.labels[0];
        if self.hidden_blocks.iter().any(|h| h.type_name == *real_type) {
            return;
        }
        if let Some(spec) = self.decode_spec(real_type, None, raw, diags) {
            let mut blocks = Vec::new();
            self.generate(&spec, &mut blocks, diags);
            items.extend(blocks.into_iter().map(BodyItem::Block));
        }
    }

    /// A `dynamic` block's content, for generated blocks of `block_type`
    /// with `labels` labels (`None`: as many as its `labels` lists).
    fn decode_spec(
        &self,
        block_type: &SmolStr,
        labels: Option<usize>,
        raw: &Block,
        diags: &mut Diagnostics,
    ) -> Option<ExpandSpec> {
        let schema = dynamic_body_schema(labels);
        let (content, d) = raw.body.content(&schema);
        let failed = d.has_errors();
        diags.extend(d);
        if failed {
            return None;
        }
        let each = content.attributes.get("for_each")?;
        let (each_val, d) = each.expr.value(Some(&self.for_each_ctx));
        diags.extend(d);
        let t = each_val.ty();
        let iterable = !each_val.is_marked()
            && (t.is_list() || t.is_map() || t.is_set() || t.is_tuple() || t.is_object());
        if !iterable && !t.is_dynamic() {
            diags.push(
                Diagnostic::error(
                    "Invalid dynamic for_each value",
                    format!(
                        "Cannot use a {} value in for_each. An iterable collection is required.",
                        t.friendly_name()
                    ),
                )
                .with_subject(each.expr.range()),
            );
            return None;
        }
        if each_val.is_null() {
            diags.push(
                Diagnostic::error(
                    "Invalid dynamic for_each value",
                    "Cannot use a null value in for_each.",
                )
                .with_subject(each.expr.range()),
            );
            return None;
        }
        let mut iterator_name = block_type.clone();
        if let Some(it) = content.attributes.get("iterator") {
            let t: Traversal = match abs_traversal_for_expr(&*it.expr) {
                Ok(t) => t,
                Err(d) => {
                    diags.extend(d);
                    return None;
                }
            };
            if t.len() != 1 {
                diags.push(
                    Diagnostic::error(
                        "Invalid dynamic iterator name",
                        "Dynamic iterator must be a single variable name.",
                    )
                    .with_subject(t.source_range()),
                );
                return None;
            }
            iterator_name = SmolStr::from(t.root_name().unwrap_or(""));
        }
        let mut label_exprs = Vec::new();
        if let Some(la) = content.attributes.get("labels") {
            label_exprs = match expr_list(&*la.expr) {
                Ok(l) => l,
                Err(d) => {
                    diags.extend(d);
                    return None;
                }
            };
            let want = labels.unwrap_or(label_exprs.len());
            if label_exprs.len() > want {
                diags.push(
                    Diagnostic::error(
                        "Extraneous dynamic block label",
                        format!(
                            "Blocks of type {} require {} label(s).",
                            crate::value::go_quote(block_type),
                            want
                        ),
                    )
                    .with_subject(label_exprs[want].range()),
                );
                return None;
            } else if label_exprs.len() < want {
                diags.push(
                    Diagnostic::error(
                        "Insufficient dynamic block labels",
                        format!(
                            "Blocks of type {} require {} label(s).",
                            crate::value::go_quote(block_type),
                            want
                        ),
                    )
                    .with_subject(la.expr.range()),
                );
                return None;
            }
        }
        if content.blocks.is_empty() {
            diags.push(
                Diagnostic::error(
                    "Missing dynamic content block",
                    "A dynamic block must have a nested block of type \"content\" to describe the body of each generated block.",
                )
                .with_subject(content.missing_item_range.clone()),
            );
            return None;
        }
        if content.blocks.len() > 1 {
            diags.push(
                Diagnostic::error(
                    "Extraneous dynamic content block",
                    "Only one nested content block is allowed for each dynamic block.",
                )
                .with_subject(content.blocks[1].def_range.clone()),
            );
            return None;
        }
        Some(ExpandSpec {
            block_type: block_type.clone(),
            block_type_range: raw
                .label_ranges
                .first()
                .cloned()
                .unwrap_or_else(|| raw.type_range.clone()),
            def_range: raw.def_range.clone(),
            for_each: each_val,
            iterator_name,
            label_exprs,
            content_body: content.blocks[0].body.clone(),
        })
    }

    fn new_block(
        &self,
        spec: &ExpandSpec,
        i: &Arc<Iteration>,
        diags: &mut Diagnostics,
    ) -> Option<Block> {
        let lctx = iteration_ctx(Some(i), &self.for_each_ctx);
        let mut labels = Vec::new();
        let mut label_ranges = Vec::new();
        for le in &spec.label_exprs {
            let (v, d) = le.value(Some(&lctx));
            let failed = d.has_errors();
            diags.extend(d);
            if failed {
                return None;
            }
            let bad = |detail: String| {
                Diagnostic::error("Invalid dynamic block label", detail).with_subject(le.range())
            };
            let v = match convert(&v, &Type::String) {
                Ok(v) => v,
                Err(e) => {
                    diags.push(bad(format!(
                        "Cannot use this value as a dynamic block label: {e}."
                    )));
                    return None;
                }
            };
            if v.is_null() {
                diags.push(bad(
                    "Cannot use a null value as a dynamic block label.".into()
                ));
                return None;
            }
            if !v.is_known() {
                diags.push(bad("This value is not yet known. Dynamic block labels must be immediately-known values.".into()));
                return None;
            }
            labels.push(SmolStr::from(v.as_str().unwrap_or("")));
            label_ranges.push(le.range());
        }
        Some(Block {
            type_name: spec.block_type.clone(),
            labels,
            body: spec.content_body.clone(),
            def_range: spec.def_range.clone(),
            type_range: spec.block_type_range.clone(),
            label_ranges,
        })
    }
}

impl Body for ExpandBody {
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let ext = self.extend_schema(schema);
        let (raw, mut diags) = self.original.content(&ext);
        let blocks = self.expand_blocks(schema, raw.blocks, false, &mut diags);
        let attributes = self.prepare_attributes(raw.attributes);
        (
            BodyContent {
                attributes,
                blocks,
                missing_item_range: self.original.missing_item_range(),
            },
            diags,
        )
    }

    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics) {
        let ext = self.extend_schema(schema);
        let (raw, _, mut diags) = self.original.partial_content(&ext);
        let blocks = self.expand_blocks(schema, raw.blocks, true, &mut diags);
        let attributes = self.prepare_attributes(raw.attributes);
        let mut hidden_attrs = self.hidden_attrs.clone();
        let mut hidden_blocks = self.hidden_blocks.clone();
        for a in &schema.attributes {
            if !hidden_attrs.contains(&a.name) {
                hidden_attrs.push(a.name.clone());
            }
        }
        for b in &schema.blocks {
            hidden_blocks.retain(|h| h.type_name != b.type_name);
            hidden_blocks.push(b.clone());
        }
        let remain = Arc::new(ExpandBody {
            original: self.original.clone(),
            for_each_ctx: self.for_each_ctx.clone(),
            iteration: self.iteration.clone(),
            hidden_attrs,
            hidden_blocks,
        });
        (
            BodyContent {
                attributes,
                blocks,
                missing_item_range: self.original.missing_item_range(),
            },
            remain,
            diags,
        )
    }

    fn just_attributes(&self) -> (Attributes, Diagnostics) {
        self.original.just_attributes()
    }

    fn missing_item_range(&self) -> Range {
        self.original.missing_item_range()
    }

    /// The original's items with each `dynamic` block replaced by the
    /// blocks it generates, where it stands (a generated block has as many
    /// labels as its `labels` lists, no schema saying how many it needs);
    /// attributes see the iteration they are in, blocks' bodies are
    /// expanded in turn. A native `dynamic` block needs one label (the
    /// type it generates), as the schema with `dynamic "type"` asks; a
    /// JSON `dynamic` property is read as such blocks.
    fn items_in_order(&self) -> (Vec<BodyItem>, Diagnostics) {
        let (raw, mut diags) = self.original.items_in_order();
        let hidden_block = |name: &str| self.hidden_blocks.iter().any(|h| h.type_name == name);
        let mut items = Vec::with_capacity(raw.len());
        for item in raw {
            match item {
                BodyItem::Attribute(mut a) => {
                    if !self.hidden_attrs.contains(&a.name) {
                        a.expr = in_iteration(a.expr, &self.iteration);
                        items.push(BodyItem::Attribute(a));
                    }
                }
                BodyItem::Block(b) if b.type_name == "dynamic" => {
                    if one_dynamic_label(&b, &mut diags) {
                        self.generate_unschemed(&b, &mut items, &mut diags);
                    }
                }
                BodyItem::Block(mut b) => {
                    if !hidden_block(&b.type_name) {
                        b.body = self.expand_child(b.body, self.iteration.clone());
                        items.push(BodyItem::Block(b));
                    }
                }
                BodyItem::Undecided(u) if u.name == "dynamic" => {
                    let header = dynamic_header();
                    let (blocks, d) = u.value.blocks(&u.name, &u.name_range, &header.label_names);
                    diags.extend(d);
                    for b in &blocks {
                        self.generate_unschemed(b, &mut items, &mut diags);
                    }
                }
                BodyItem::Undecided(mut u) => {
                    if !self.hidden_attrs.contains(&u.name) && !hidden_block(&u.name) {
                        u.value = Arc::new(ExpandValue {
                            inner: u.value,
                            for_each_ctx: self.for_each_ctx.clone(),
                            iteration: self.iteration.clone(),
                        });
                        items.push(BodyItem::Undecided(u));
                    }
                }
            }
        }
        (items, diags)
    }
}

/// Whether a native `dynamic` block has its one label, as the schema with
/// `dynamic "type"` requires (its errors when not).
fn one_dynamic_label(b: &Block, diags: &mut Diagnostics) -> bool {
    match b.label_ranges.get(1) {
        Some(extra) => diags.push(
            Diagnostic::error(
                "Extraneous label for dynamic",
                "Only 1 labels (type) are expected for dynamic blocks.",
            )
            .with_subject(extra.clone())
            .with_context(b.def_range.clone()),
        ),
        None if b.labels.is_empty() => diags.push(
            Diagnostic::error(
                "Missing type for dynamic",
                "All dynamic blocks must have 1 labels (type).",
            )
            .with_subject(b.def_range.clone()),
        ),
        None => return true,
    }
    false
}

/// An undecided value inside an expanded body: read as an expression, it
/// sees the iteration it is in; read as bodies, they are expanded in turn.
#[derive(Debug)]
struct ExpandValue {
    inner: UndecidedRef,
    for_each_ctx: Arc<EvalContext>,
    iteration: Option<Arc<Iteration>>,
}

impl ExpandValue {
    fn wrap(&self, inner: UndecidedRef) -> UndecidedRef {
        Arc::new(ExpandValue {
            inner,
            for_each_ctx: self.for_each_ctx.clone(),
            iteration: self.iteration.clone(),
        })
    }

    fn expand(&self, body: BodyRef) -> BodyRef {
        expand_child(&self.for_each_ctx, body, self.iteration.clone())
    }
}

impl Undecided for ExpandValue {
    fn range(&self) -> Range {
        self.inner.range()
    }
    fn start_range(&self) -> Range {
        self.inner.start_range()
    }
    fn shape(&self) -> Shape {
        self.inner.shape()
    }
    fn elements(&self) -> Vec<UndecidedRef> {
        (self.inner.elements().into_iter())
            .map(|v| self.wrap(v))
            .collect()
    }
    fn properties(&self) -> Vec<UndecidedItem> {
        (self.inner.properties().into_iter())
            .map(|p| UndecidedItem {
                value: self.wrap(p.value),
                ..p
            })
            .collect()
    }
    fn expr(&self) -> ExprRef {
        in_iteration(self.inner.expr(), &self.iteration)
    }
    fn body(&self) -> BodyRef {
        self.expand(self.inner.body())
    }
    fn blocks(
        &self,
        type_name: &SmolStr,
        type_range: &Range,
        label_names: &[SmolStr],
    ) -> (Vec<Block>, Diagnostics) {
        let (blocks, d) = self.inner.blocks(type_name, type_range, label_names);
        let blocks = (blocks.into_iter())
            .map(|b| Block {
                body: self.expand(b.body.clone()),
                ..b
            })
            .collect();
        (blocks, d)
    }
    fn unsupported(&self, name: &str, name_range: &Range, suggestion: &str) -> Diagnostic {
        self.inner.unsupported(name, name_range, suggestion)
    }
}

/// An attribute expression inside an expanded block: evaluated with the
/// iterators in scope; its variables exclude the iterator references.
#[derive(Debug)]
struct ExprWrap {
    inner: ExprRef,
    iteration: Arc<Iteration>,
}

impl Expression for ExprWrap {
    fn value(&self, ctx: Option<&EvalContext>) -> (Value, crate::diagnostic::Diagnostics) {
        let base = Arc::new(ctx.cloned().unwrap_or_default());
        let ext = iteration_ctx(Some(&self.iteration), &base);
        self.inner.value(Some(&ext))
    }
    fn variables(&self) -> Vec<Traversal> {
        self.inner
            .variables()
            .into_iter()
            .filter(|t| {
                let root = t.root_name().unwrap_or("");
                root != self.iteration.name && !self.iteration.inherited.contains_key(root)
            })
            .collect()
    }
    fn range(&self) -> Range {
        self.inner.range()
    }
    fn start_range(&self) -> Range {
        self.inner.start_range()
    }
    fn unwrap_expression(&self) -> Option<ExprRef> {
        Some(self.inner.clone())
    }
}

/// The body of a block generated from an unknown `for_each`: every
/// attribute is an unknown value.
#[derive(Debug)]
struct UnknownBody {
    template: BodyRef,
}

fn unknown_attrs(attrs: Attributes) -> Attributes {
    (attrs.into_iter())
        .map(|(n, a)| (n, unknown_attr(a)))
        .collect()
}

/// The attribute, its value unknown.
fn unknown_attr(a: Attribute) -> Attribute {
    let range = a.expr.range();
    Attribute {
        expr: Arc::new(StaticExpr::new(Value::dynamic(), range)),
        ..a
    }
}

/// The block, every attribute of its body unknown.
fn unknown_block(b: Block) -> Block {
    Block {
        body: Arc::new(UnknownBody {
            template: b.body.clone(),
        }),
        ..b
    }
}

fn unknown_content(c: BodyContent) -> BodyContent {
    BodyContent {
        attributes: unknown_attrs(c.attributes),
        blocks: c.blocks.into_iter().map(unknown_block).collect(),
        missing_item_range: c.missing_item_range,
    }
}

impl Body for UnknownBody {
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let (c, d) = self.template.content(schema);
        (unknown_content(c), d)
    }
    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics) {
        let (c, r, d) = self.template.partial_content(schema);
        (unknown_content(c), Arc::new(UnknownBody { template: r }), d)
    }
    fn just_attributes(&self) -> (Attributes, Diagnostics) {
        let (a, d) = self.template.just_attributes();
        (unknown_attrs(a), d)
    }
    fn missing_item_range(&self) -> Range {
        self.template.missing_item_range()
    }
    fn items_in_order(&self) -> (Vec<BodyItem>, Diagnostics) {
        let (items, d) = self.template.items_in_order();
        let items = (items.into_iter())
            .map(|i| match i {
                BodyItem::Attribute(a) => BodyItem::Attribute(unknown_attr(a)),
                BodyItem::Block(b) => BodyItem::Block(unknown_block(b)),
                BodyItem::Undecided(u) => BodyItem::Undecided(UndecidedItem {
                    value: Arc::new(UnknownValue(u.value)),
                    ..u
                }),
            })
            .collect();
        (items, d)
    }
}

/// An undecided value inside a block generated from an unknown `for_each`:
/// as an expression, an unknown value; as bodies, every attribute unknown.
#[derive(Debug)]
struct UnknownValue(UndecidedRef);

impl Undecided for UnknownValue {
    fn range(&self) -> Range {
        self.0.range()
    }
    fn start_range(&self) -> Range {
        self.0.start_range()
    }
    fn shape(&self) -> Shape {
        self.0.shape()
    }
    fn elements(&self) -> Vec<UndecidedRef> {
        (self.0.elements().into_iter())
            .map(|v| Arc::new(UnknownValue(v)) as UndecidedRef)
            .collect()
    }
    fn properties(&self) -> Vec<UndecidedItem> {
        (self.0.properties().into_iter())
            .map(|p| UndecidedItem {
                value: Arc::new(UnknownValue(p.value)),
                ..p
            })
            .collect()
    }
    fn expr(&self) -> ExprRef {
        Arc::new(StaticExpr::new(Value::dynamic(), self.0.expr().range()))
    }
    fn body(&self) -> BodyRef {
        Arc::new(UnknownBody {
            template: self.0.body(),
        })
    }
    fn blocks(
        &self,
        type_name: &SmolStr,
        type_range: &Range,
        label_names: &[SmolStr],
    ) -> (Vec<Block>, Diagnostics) {
        let (blocks, d) = self.0.blocks(type_name, type_range, label_names);
        (blocks.into_iter().map(unknown_block).collect(), d)
    }
    fn unsupported(&self, name: &str, name_range: &Range, suggestion: &str) -> Diagnostic {
        self.0.unsupported(name, name_range, suggestion)
    }
}

/// One body in a variables walk, with the dynamic iterators in scope.
#[derive(Clone, Debug)]
pub struct WalkVariablesNode {
    body: BodyRef,
    it: Option<Arc<Iteration>>,
    include_content: bool,
}

/// A nested block found by [`WalkVariablesNode::visit`]: its (real) block
/// type and the node for its body.
#[derive(Clone, Debug)]
pub struct WalkVariablesChild {
    /// The block type the nested block has once expanded (a `dynamic "x"`
    /// block: `x`).
    pub block_type_name: SmolStr,
    /// The walk node for the nested block's body, to visit in turn.
    pub node: WalkVariablesNode,
}

/// A walk over all the variables a body needs, including those inside
/// dynamic blocks' content (iterator references excluded).
pub fn walk_variables(body: BodyRef) -> WalkVariablesNode {
    WalkVariablesNode {
        body,
        it: None,
        include_content: true,
    }
}

/// A walk over only the variables needed to expand the dynamic blocks
/// (`for_each` and `labels`).
pub fn walk_expand_variables(body: BodyRef) -> WalkVariablesNode {
    WalkVariablesNode {
        body,
        it: None,
        include_content: false,
    }
}

fn detection_schema() -> BodySchema {
    BodySchema::new()
        .attribute("for_each", false)
        .attribute("labels", false)
        .attribute("iterator", false)
        .block("content", Vec::<SmolStr>::new())
}

impl WalkVariablesNode {
    /// The body of this node.
    pub fn body(&self) -> &BodyRef {
        &self.body
    }

    /// The variables of this body's attributes (as `schema` selects them)
    /// and of its dynamic blocks' `for_each`/`labels`, and the nested
    /// blocks to visit next.
    pub fn visit(&self, schema: &BodySchema) -> (Vec<Traversal>, Vec<WalkVariablesChild>) {
        let mut ext = schema.clone();
        ext.blocks.push(dynamic_header());
        let (container, _, _) = self.body.partial_content(&ext);
        let mut vars = Vec::new();
        let mut children = Vec::new();
        let scoped = |root: &str, it: Option<&Arc<Iteration>>| match it {
            Some(i) => root == i.name || i.inherited.contains_key(root),
            None => false,
        };
        if self.include_content {
            for attr in container.attributes.values() {
                for t in attr.expr.variables() {
                    if !scoped(t.root_name().unwrap_or(""), self.it.as_ref()) {
                        vars.push(t);
                    }
                }
            }
        }
        for block in container.blocks {
            if block.type_name != "dynamic" {
                children.push(WalkVariablesChild {
                    block_type_name: block.type_name.clone(),
                    node: WalkVariablesNode {
                        body: block.body.clone(),
                        it: self.it.clone(),
                        include_content: self.include_content,
                    },
                });
                continue;
            }
            let Some(type_name) = block.labels.first().cloned() else {
                continue;
            };
            let (inner, _, _) = block.body.partial_content(&detection_schema());
            let mut iterator_name = type_name.clone();
            if let Some(attr) = inner.attributes.get("iterator") {
                match abs_traversal_for_expr(&*attr.expr) {
                    Ok(t) if !t.is_empty() => {
                        iterator_name = SmolStr::from(t.root_name().unwrap_or(""));
                    }
                    _ => continue,
                }
            }
            let block_it = Iteration::make_child(
                self.it.as_ref(),
                iterator_name.clone(),
                Value::dynamic(),
                Value::dynamic(),
            );
            if let Some(attr) = inner.attributes.get("for_each") {
                for t in attr.expr.variables() {
                    if !block_it.inherited.contains_key(t.root_name().unwrap_or("")) {
                        vars.push(t);
                    }
                }
            }
            if let Some(attr) = inner.attributes.get("labels") {
                for t in attr.expr.variables() {
                    if !scoped(t.root_name().unwrap_or(""), Some(&block_it)) {
                        vars.push(t);
                    }
                }
            }
            for content in inner.blocks {
                children.push(WalkVariablesChild {
                    block_type_name: type_name.clone(),
                    node: WalkVariablesNode {
                        body: content.body.clone(),
                        it: Some(block_it.clone()),
                        include_content: self.include_content,
                    },
                });
            }
        }
        (vars, children)
    }
}

fn walk_with_spec(node: &WalkVariablesNode, spec: &crate::spec::Spec) -> Vec<Traversal> {
    let (mut vars, children) = node.visit(&crate::spec::implied_schema(spec));
    if !children.is_empty() {
        let child_specs = crate::spec::child_block_types(spec);
        for child in &children {
            if let Some((_, s)) = child_specs
                .iter()
                .find(|(n, _)| *n == child.block_type_name)
            {
                vars.extend(walk_with_spec(&child.node, s));
            }
        }
    }
    vars
}

/// Every variable `body` needs when decoded with `spec` after expansion
/// (go-hcl `dynblock.VariablesHCLDec`).
pub fn variables_hcldec(body: BodyRef, spec: &crate::spec::Spec) -> Vec<Traversal> {
    walk_with_spec(&walk_variables(body), spec)
}

/// The variables needed to expand the dynamic blocks of `body` (go-hcl
/// `dynblock.ExpandVariablesHCLDec`).
pub fn expand_variables_hcldec(body: BodyRef, spec: &crate::spec::Spec) -> Vec<Traversal> {
    walk_with_spec(&walk_expand_variables(body), spec)
}
