//! JSON values read as HCL structure (the reference's `json/structure.go`):
//! [`JsonBody`] interprets objects as bodies under a schema, [`JsonExpr`]
//! evaluates values, with strings as templates when a context is given.

use super::ast::{Node, NodeKind, ObjectAttr, Span2, TemplateCache};
use crate::ast;
use crate::body::{
    name_suggestion, range_string, Attribute, Attributes, Block, Body, BodyContent, BodyItem,
    BodyRef, BodySchema, Shape, Undecided, UndecidedItem, UndecidedRef,
};
use crate::diagnostic::{Diagnostic, Diagnostics, Pos, Range, SourceFile, Span};
use crate::eval::{
    expr_call, EvalContext, ExprRef, Expression, KeyValuePair, NativeExpr, StaticCall, Traversal,
};
use crate::value::{convert, go_quote, Type, Value};
use smol_str::SmolStr;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// A body backed by a JSON value (normally an object; an array of objects
/// for repeated blocks).
#[derive(Clone)]
pub struct JsonBody {
    val: Arc<Node>,
    file: Arc<str>,
    /// Properties already consumed by `partial_content`: treated as absent.
    hidden: Option<Arc<HashSet<SmolStr>>>,
}

impl fmt::Debug for JsonBody {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JsonBody({}:{:?})", self.file, self.val.span.start)
    }
}

impl JsonBody {
    pub fn new(val: Arc<Node>, file: Arc<str>) -> JsonBody {
        JsonBody {
            val,
            file,
            hidden: None,
        }
    }

    fn range(&self, s: Span2) -> Range {
        s.range(&self.file)
    }

    /// Whether a property was consumed by an earlier `partial_content`.
    fn is_hidden(&self, name: &str) -> bool {
        self.hidden.as_ref().is_some_and(|h| h.contains(name))
    }

    fn expr(&self, n: &Arc<Node>) -> ExprRef {
        Arc::new(JsonExpr::new(n.clone(), self.file.clone()))
    }

    /// A single object's properties, or those of every object in an array
    /// (in order); `label` tailors the error messages to block labels.
    fn collect_deep_attrs<'n>(
        &self,
        v: &'n Node,
        label: Option<&str>,
        diags: &mut Diagnostics,
    ) -> Vec<&'n ObjectAttr> {
        let mut attrs = Vec::new();
        match &v.kind {
            NodeKind::Null => {}
            NodeKind::Object(o) => attrs.extend(o.attrs.iter()),
            NodeKind::Array(a) => {
                for ev in &a.values {
                    match &ev.kind {
                        NodeKind::Object(o) => attrs.extend(o.attrs.iter()),
                        _ => {
                            let detail = match label {
                                Some(l) => format!("A JSON object is required here, to specify {l} labels for this block."),
                                None => "A JSON object is required here, to define arguments and child blocks.".to_string(),
                            };
                            diags.push(
                                Diagnostic::error("Incorrect JSON value type", detail)
                                    .with_subject(self.range(ev.start_span())),
                            );
                        }
                    }
                }
            }
            _ => {
                let detail = match label {
                    Some(l) => format!("Either a JSON object or JSON array of objects is required here, to specify {l} labels for this block."),
                    None => "Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.".to_string(),
                };
                diags.push(
                    Diagnostic::error("Incorrect JSON value type", detail)
                        .with_subject(self.range(v.start_span())),
                );
            }
        }
        attrs
    }

    #[allow(clippy::too_many_arguments)]
    fn unpack_block(
        &self,
        v: &Arc<Node>,
        type_name: &SmolStr,
        type_range: &Range,
        labels_left: &[SmolStr],
        labels: &mut Vec<SmolStr>,
        label_ranges: &mut Vec<Range>,
        blocks: &mut Vec<Block>,
        diags: &mut Diagnostics,
    ) {
        if let Some((label_name, rest)) = labels_left.split_first() {
            let attrs = self.collect_deep_attrs(v, Some(label_name), diags);
            if attrs.is_empty() {
                diags.push(
                    Diagnostic::error(
                        "Missing block label",
                        format!("At least one object property is required, whose name represents the {type_name} block's {label_name}."),
                    )
                    .with_subject(self.range(v.start_span())),
                );
                return;
            }
            for p in attrs {
                labels.push(SmolStr::new(p.name()));
                label_ranges.push(self.range(p.name_span()));
                self.unpack_block(
                    &p.value,
                    type_name,
                    type_range,
                    rest,
                    labels,
                    label_ranges,
                    blocks,
                    diags,
                );
                labels.pop();
                label_ranges.pop();
            }
            return;
        }
        let block = |val: &Arc<Node>, def: Span2| Block {
            type_name: type_name.clone(),
            labels: labels.clone(),
            body: Arc::new(JsonBody::new(val.clone(), self.file.clone())),
            def_range: self.range(def),
            type_range: type_range.clone(),
            label_ranges: label_ranges.clone(),
        };
        match &v.kind {
            NodeKind::Null => {}
            NodeKind::Object(o) => blocks.push(block(v, o.open)),
            NodeKind::Array(a) => {
                for av in &a.values {
                    blocks.push(block(av, a.open));
                }
            }
            _ => diags.push(
                Diagnostic::error(
                    "Incorrect JSON value type",
                    format!("Either a JSON object or a JSON array is required, representing the contents of one or more {} blocks.", go_quote(type_name)),
                )
                .with_subject(self.range(v.start_span())),
            ),
        }
    }

    fn partial(&self, schema: &BodySchema) -> (BodyContent, HashSet<SmolStr>, Diagnostics) {
        let mut diags = Diagnostics::new();
        let attrs = self.collect_deep_attrs(&self.val, None, &mut diags);
        let mut used: HashSet<SmolStr> = self.hidden.as_deref().cloned().unwrap_or_default();
        let mut content = BodyContent {
            attributes: Attributes::new(),
            blocks: Vec::new(),
            missing_item_range: self.missing_item_range(),
        };
        for ja in attrs {
            let name = ja.name();
            if self.is_hidden(name) {
                continue;
            }
            if let Some(a) = schema.attributes.iter().find(|a| a.name == name) {
                let name_range = self.range(ja.name_span());
                if let Some(existing) = content.attributes.get(name) {
                    diags.push(
                        Diagnostic::error(
                            "Duplicate argument",
                            format!(
                                "The argument {} was already set at {}.",
                                go_quote(name),
                                range_string(&existing.range)
                            ),
                        )
                        .with_subject(name_range.clone())
                        .with_context(name_range),
                    );
                    continue;
                }
                content.attributes.insert(
                    a.name.clone(),
                    Attribute {
                        name: a.name.clone(),
                        expr: self.expr(&ja.value),
                        range: self.range(ja.name_span().between(ja.value.span)),
                        name_range,
                    },
                );
                used.insert(SmolStr::new(name));
            } else if let Some(b) = schema.blocks.iter().find(|b| b.type_name == name) {
                let type_range = self.range(ja.name_span());
                self.unpack_block(
                    &ja.value,
                    &b.type_name,
                    &type_range,
                    &b.label_names,
                    &mut Vec::new(),
                    &mut Vec::new(),
                    &mut content.blocks,
                    &mut diags,
                );
                used.insert(SmolStr::new(name));
            }
        }
        for a in &schema.attributes {
            if a.required && !content.attributes.contains_key(&a.name) {
                diags.push(
                    Diagnostic::error(
                        "Missing required argument",
                        format!(
                            "The argument {} is required, but no definition was found.",
                            go_quote(&a.name)
                        ),
                    )
                    .with_subject(self.missing_item_range()),
                );
            }
        }
        (content, used, diags)
    }
}

impl Body for JsonBody {
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let (content, hidden, mut diags) = self.partial(schema);
        let mut suggestions: Vec<&str> = schema
            .attributes
            .iter()
            .filter(|a| !hidden.contains(&a.name))
            .map(|a| a.name.as_str())
            .collect();
        suggestions.extend(schema.blocks.iter().map(|b| b.type_name.as_str()));
        let attrs = self.collect_deep_attrs(&self.val, None, &mut diags);
        for a in attrs {
            let k = a.name();
            if k == "//" || hidden.contains(k) {
                continue;
            }
            let dym = name_suggestion(k, suggestions.iter().copied())
                .map(|s| format!(" Did you mean {}?", go_quote(s)))
                .unwrap_or_default();
            let r = self.range(a.name_span());
            diags.push(
                Diagnostic::error(
                    "Extraneous JSON object property",
                    format!("No argument or block type is named {}.{dym}", go_quote(k)),
                )
                .with_subject(r.clone())
                .with_context(r),
            );
        }
        (content, diags)
    }

    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics) {
        let (content, used, diags) = self.partial(schema);
        let rest = JsonBody {
            val: self.val.clone(),
            file: self.file.clone(),
            hidden: Some(Arc::new(used)),
        };
        (content, Arc::new(rest), diags)
    }

    fn just_attributes(&self) -> (Attributes, Diagnostics) {
        let mut diags = Diagnostics::new();
        let mut attrs = Attributes::new();
        let Some(obj) = self.val.as_object() else {
            diags.push(
                Diagnostic::error(
                    "Incorrect JSON value type",
                    "A JSON object is required here, setting the arguments for this block.",
                )
                .with_subject(self.range(self.val.start_span())),
            );
            return (attrs, diags);
        };
        for ja in &obj.attrs {
            let name = ja.name();
            if name == "//" || self.is_hidden(name) {
                continue;
            }
            if let Some(existing) = attrs.get(name) {
                diags.push(
                    Diagnostic::error(
                        "Duplicate attribute definition",
                        format!(
                            "The argument {} was already set at {}.",
                            go_quote(name),
                            range_string(&existing.range)
                        ),
                    )
                    .with_subject(self.range(ja.name_span())),
                );
                continue;
            }
            let name = SmolStr::new(name);
            attrs.insert(
                name.clone(),
                Attribute {
                    name,
                    expr: self.expr(&ja.value),
                    range: self.range(ja.name_span().between(ja.value.span)),
                    name_range: self.range(ja.name_span()),
                },
            );
        }
        (attrs, diags)
    }

    fn missing_item_range(&self) -> Range {
        let s = match &self.val.kind {
            NodeKind::Object(o) => o.close,
            NodeKind::Array(a) => a.open,
            _ => self.val.start_span(),
        };
        self.range(s)
    }

    /// Every property (of the object, or of each object of an array, in
    /// order), as an [`UndecidedItem`]: attribute or blocks, the JSON
    /// syntax cannot tell without a schema. A value of the array that is
    /// not an object (or an array of them) is an error.
    fn items_in_order(&self) -> (Vec<BodyItem>, Diagnostics) {
        let mut items = Vec::new();
        let mut diags = Diagnostics::new();
        let mut stack = vec![&self.val];
        while let Some(node) = stack.pop() {
            match &node.kind {
                NodeKind::Object(o) => {
                    for p in &o.attrs {
                        let name = p.name();
                        if name != "//" && !self.is_hidden(name) {
                            items.push(BodyItem::Undecided(property(p, &self.file)));
                        }
                    }
                }
                NodeKind::Array(a) => stack.extend(a.values.iter().rev()),
                _ => diags.push(
                    Diagnostic::error(
                        "Incorrect JSON value type",
                        "A JSON object is required here, setting the arguments for this block.",
                    )
                    .with_subject(self.range(node.start_span())),
                ),
            }
        }
        (items, diags)
    }
}

/// An object property as an [`UndecidedItem`].
fn property(p: &ObjectAttr, file: &Arc<str>) -> UndecidedItem {
    let name = p.name();
    UndecidedItem {
        name: SmolStr::new(name),
        name_range: p.name_span().range(file),
        range: p.span().range(file),
        comment: name == "//",
        value: Arc::new(JsonValue {
            node: p.value.clone(),
            file: file.clone(),
        }),
    }
}

/// A JSON value read as the JSON syntax reads a property's value, which
/// may be an attribute's expression or blocks ([`Undecided`]).
#[derive(Debug)]
struct JsonValue {
    node: Arc<Node>,
    file: Arc<str>,
}

impl Undecided for JsonValue {
    fn range(&self) -> Range {
        self.node.span.range(&self.file)
    }

    fn start_range(&self) -> Range {
        self.node.start_span().range(&self.file)
    }

    fn shape(&self) -> Shape {
        match &self.node.kind {
            NodeKind::Null => Shape::Null,
            NodeKind::Object(o) => Shape::Object(o.attrs.len()),
            NodeKind::Array(a) => Shape::List(a.values.len()),
            _ => Shape::Scalar,
        }
    }

    fn elements(&self) -> Vec<UndecidedRef> {
        let Some(a) = self.node.as_array() else {
            return Vec::new();
        };
        (a.values.iter())
            .map(|v| {
                Arc::new(JsonValue {
                    node: v.clone(),
                    file: self.file.clone(),
                }) as UndecidedRef
            })
            .collect()
    }

    fn properties(&self) -> Vec<UndecidedItem> {
        let Some(o) = self.node.as_object() else {
            return Vec::new();
        };
        o.attrs.iter().map(|p| property(p, &self.file)).collect()
    }

    fn expr(&self) -> ExprRef {
        Arc::new(JsonExpr::new(self.node.clone(), self.file.clone()))
    }

    fn body(&self) -> BodyRef {
        Arc::new(JsonBody::new(self.node.clone(), self.file.clone()))
    }

    fn blocks(
        &self,
        type_name: &SmolStr,
        type_range: &Range,
        label_names: &[SmolStr],
    ) -> (Vec<Block>, Diagnostics) {
        let at = JsonBody::new(self.node.clone(), self.file.clone());
        let mut blocks = Vec::new();
        let mut diags = Diagnostics::new();
        at.unpack_block(
            &self.node,
            type_name,
            type_range,
            label_names,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut blocks,
            &mut diags,
        );
        (blocks, diags)
    }

    fn unsupported(&self, name: &str, name_range: &Range, suggestion: &str) -> Diagnostic {
        Diagnostic::error(
            "Extraneous JSON object property",
            format!(
                "No argument or block type is named {}.{suggestion}",
                go_quote(name)
            ),
        )
        .with_subject(name_range.clone())
    }
}

/// An expression backed by a JSON value.
#[derive(Clone)]
pub struct JsonExpr {
    node: Arc<Node>,
    file: Arc<str>,
}

impl fmt::Debug for JsonExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JsonExpr({}:{:?})", self.file, self.node.span.start)
    }
}

/// A template (or expression, or traversal) parsed from a JSON string, with
/// positions mapped into the JSON file.
fn shifted_source(file: &Arc<str>, text: &str, start: Pos) -> Arc<SourceFile> {
    Arc::new(SourceFile::with_start(file.clone(), text, start))
}

/// A JSON string's content (which starts at `quote`, its opening quote)
/// parsed as a template; positions start just after the quote (escapes
/// removed by JSON decoding are not accounted for, as in the reference).
fn template_at(file: &Arc<str>, s: &str, quote: Pos) -> Template {
    let mut start = quote;
    start.byte += 1;
    start.column += 1;
    let src = shifted_source(file, s, start);
    let (expr, diags) = crate::parser::parse_template_in(src.clone());
    Template {
        failed: diags.has_errors(),
        expr: NativeExpr::new(expr, src),
        diags,
        variables: OnceLock::new(),
    }
}

/// A string parsed as a template, with the parse's diagnostics (and its
/// traversals, found on first use).
pub(crate) struct Template {
    expr: NativeExpr,
    diags: Diagnostics,
    failed: bool,
    variables: OnceLock<Vec<Traversal>>,
}

/// Runs `f` on the template of a string node (content `s`, cache `cache`,
/// opening quote at `quote`), parsed on first use and kept in the node. A
/// node is parsed for one file; asked for under another file name, the
/// template is parsed afresh (and not kept).
fn with_template<R>(
    file: &Arc<str>,
    s: &str,
    cache: &TemplateCache,
    quote: Pos,
    f: impl FnOnce(&Template) -> R,
) -> R {
    let t = cache
        .0
        .get_or_init(|| Box::new(template_at(file, s, quote)));
    if **t.expr.source().name() == **file {
        f(t)
    } else {
        f(&template_at(file, s, quote))
    }
}

impl JsonExpr {
    pub fn new(node: Arc<Node>, file: Arc<str>) -> JsonExpr {
        JsonExpr { node, file }
    }

    pub fn node(&self) -> &Arc<Node> {
        &self.node
    }

    fn sub(&self, n: &Arc<Node>) -> JsonExpr {
        JsonExpr::new(n.clone(), self.file.clone())
    }

    fn leaf(&self, node: &Node, ctx: Option<&EvalContext>, diags: &mut Diagnostics) -> Value {
        match &node.kind {
            NodeKind::String(s, cache) => match ctx {
                Some(ctx) => with_template(&self.file, s, cache, node.span.start, |t| {
                    diags.0.extend(t.diags.0.iter().cloned());
                    if t.failed {
                        return Value::dynamic();
                    }
                    let (v, d) = t.expr.value(Some(ctx));
                    diags.extend(d);
                    v
                }),
                None => Value::string(s.clone()),
            },
            NodeKind::Number(n) => Value::number(n.clone()),
            NodeKind::Bool(b) => Value::bool(*b),
            NodeKind::Null => Value::null(Type::Dynamic),
            _ => Value::dynamic(),
        }
    }

    /// Evaluates without recursion (documents may nest arbitrarily deep),
    /// in the reference's order: each property's name, then its value.
    fn eval(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        enum Task<'n> {
            Visit(&'n Node),
            Array(usize),
            Attr(&'n ObjectAttr),
            Object,
        }
        struct Acc {
            attrs: Vec<(SmolStr, Value)>,
            ranges: HashMap<SmolStr, Span2>,
            known: bool,
        }
        let mut diags = Diagnostics::new();
        let mut tasks = vec![Task::Visit(&self.node)];
        let mut vals: Vec<Value> = Vec::new();
        let mut accs: Vec<Acc> = Vec::new();
        while let Some(t) = tasks.pop() {
            match t {
                Task::Visit(n) => match &n.kind {
                    NodeKind::Array(a) => {
                        tasks.push(Task::Array(a.values.len()));
                        tasks.extend(a.values.iter().rev().map(|v| Task::Visit(v)));
                    }
                    NodeKind::Object(o) => {
                        accs.push(Acc {
                            attrs: Vec::with_capacity(o.attrs.len()),
                            ranges: HashMap::new(),
                            known: true,
                        });
                        tasks.push(Task::Object);
                        for ja in o.attrs.iter().rev() {
                            tasks.push(Task::Attr(ja));
                            tasks.push(Task::Visit(&ja.value));
                            tasks.push(Task::Visit(&ja.name));
                        }
                    }
                    _ => {
                        let v = self.leaf(n, ctx, &mut diags);
                        vals.push(v);
                    }
                },
                Task::Array(len) => {
                    let elems = vals.split_off(vals.len() - len);
                    vals.push(Value::tuple(elems));
                }
                Task::Attr(ja) => {
                    let val = vals.pop().unwrap_or_else(Value::dynamic);
                    let name = vals.pop().unwrap_or_else(Value::dynamic);
                    let Some(acc) = accs.last_mut() else { continue };
                    let name_range = ja.name_span().range(&self.file);
                    let name = match convert(&name, &Type::String) {
                        Ok(n) => n,
                        Err(e) => {
                            diags.push(
                                Diagnostic::error(
                                    "Invalid object key expression",
                                    format!("Cannot use this expression as an object key: {e}."),
                                )
                                .with_subject(name_range),
                            );
                            continue;
                        }
                    };
                    if name.is_null() {
                        diags.push(
                            Diagnostic::error(
                                "Invalid object key expression",
                                "Cannot use null value as an object key.",
                            )
                            .with_subject(name_range),
                        );
                        continue;
                    }
                    if !name.is_known() {
                        acc.known = false;
                        continue;
                    }
                    let key = SmolStr::new(name.unmarked().as_str().unwrap_or(""));
                    if let Some(prev) = acc.ranges.get(&key) {
                        diags.push(
                            Diagnostic::error(
                                "Duplicate object attribute",
                                format!(
                                    "An attribute named {} was already defined at {}.",
                                    go_quote(&key),
                                    range_string(&prev.range(&self.file))
                                ),
                            )
                            .with_subject(name_range),
                        );
                        continue;
                    }
                    acc.ranges.insert(key.clone(), ja.name_span());
                    acc.attrs.push((key, val));
                }
                Task::Object => {
                    let Some(acc) = accs.pop() else { continue };
                    vals.push(if acc.known {
                        Value::object(acc.attrs)
                    } else {
                        Value::dynamic()
                    });
                }
            }
        }
        (vals.pop().unwrap_or_else(Value::dynamic), diags)
    }

    /// Traversals in templates of strings (keys included), without
    /// recursion.
    fn collect_variables(&self, out: &mut Vec<Traversal>) {
        let mut stack: Vec<&Node> = vec![&self.node];
        while let Some(n) = stack.pop() {
            match &n.kind {
                NodeKind::String(s, cache) => {
                    with_template(&self.file, s, cache, n.span.start, |t| {
                        if !t.failed {
                            out.extend_from_slice(t.variables.get_or_init(|| t.expr.variables()));
                        }
                    })
                }
                NodeKind::Array(a) => stack.extend(a.values.iter().rev().map(|v| &**v)),
                NodeKind::Object(o) => {
                    for ja in o.attrs.iter().rev() {
                        stack.push(&ja.value);
                        stack.push(&ja.name);
                    }
                }
                _ => {}
            }
        }
    }
}

impl Expression for JsonExpr {
    fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        self.eval(ctx)
    }

    fn variables(&self) -> Vec<Traversal> {
        let mut out = Vec::new();
        self.collect_variables(&mut out);
        out
    }

    fn range(&self) -> Range {
        self.node.span.range(&self.file)
    }

    fn start_range(&self) -> Range {
        self.node.start_span().range(&self.file)
    }

    fn as_expr_list(&self) -> Option<Vec<ExprRef>> {
        let a = self.node.as_array()?;
        Some(
            a.values
                .iter()
                .map(|v| Arc::new(self.sub(v)) as ExprRef)
                .collect(),
        )
    }

    fn as_expr_map(&self) -> Option<Vec<KeyValuePair>> {
        let o = self.node.as_object()?;
        Some(
            o.attrs
                .iter()
                .map(|a| KeyValuePair {
                    key: Arc::new(self.sub(&a.name)),
                    value: Arc::new(self.sub(&a.value)),
                })
                .collect(),
        )
    }

    fn as_expr_call(&self) -> Option<StaticCall> {
        let s = self.node.as_str()?;
        let src = shifted_source(&self.file, s, self.node.span.start);
        let (expr, diags) =
            crate::parser::parse_expression_in(src.clone(), &crate::limits::Limits::unlimited());
        if diags.has_errors() {
            return None;
        }
        expr_call(&NativeExpr::new(expr, src)).ok()
    }

    fn as_traversal(&self) -> Option<Traversal> {
        let s = self.node.as_str()?;
        let src = shifted_source(&self.file, s, self.node.span.start);
        let (t, diags) = crate::parser::parse_traversal_abs_in(src.clone());
        if diags.has_errors() {
            return None;
        }
        let span = Span::new(0, s.len() as u32);
        let expr = ast::Expr {
            kind: ast::ExprKind::ScopeTraversal(t),
            span,
        };
        NativeExpr::new(expr, src).as_traversal()
    }
}
