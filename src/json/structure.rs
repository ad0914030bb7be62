//! JSON values read as HCL structure (the reference's `json/structure.go`):
//! [`JsonBody`] interprets objects as bodies under a schema, [`JsonExpr`]
//! evaluates values, with strings as templates when a context is given.

use super::ast::{Node, NodeKind, ObjectAttr, Span2};
use crate::ast;
use crate::body::{
    name_suggestion, range_string, Attribute, Attributes, Block, Body, BodyContent, BodyRef,
    BodySchema,
};
use crate::diagnostic::{Diagnostic, Diagnostics, Pos, Range, SourceFile, Span};
use crate::eval::{
    expr_call, EvalContext, ExprRef, Expression, KeyValuePair, NativeExpr, StaticCall, Traversal,
};
use crate::value::{convert, go_quote, Type, Value};
use smol_str::SmolStr;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::Arc;

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

    /// The JSON value behind this body.
    pub fn node(&self) -> &Arc<Node> {
        &self.val
    }

    fn range(&self, s: Span2) -> Range {
        s.range(&self.file)
    }

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

/// Moves diagnostics of a parse of `src`'s text alone (positions from line
/// 1, column 1, byte 0) to where `src` places that text.
fn shift_diags(diags: Diagnostics, src: &SourceFile) -> Diagnostics {
    let fix = |r: &mut Range| {
        r.start = src.pos(r.start.byte as u32);
        r.end = src.pos(r.end.byte as u32);
    };
    diags
        .into_iter()
        .map(|mut d| {
            if let Some(r) = &mut d.subject {
                fix(r);
            }
            if let Some(r) = &mut d.context {
                fix(r);
            }
            d
        })
        .collect()
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

    /// The string's content parsed as a template; its positions start just
    /// after the opening quote (escapes removed by JSON decoding are not
    /// accounted for, as in the reference).
    fn template(&self, s: &str) -> (NativeExpr, Diagnostics) {
        let mut start = self.node.span.start;
        start.byte += 1;
        start.column += 1;
        let src = shifted_source(&self.file, s, start);
        let (expr, diags) = crate::parser::parse_template(s, &self.file);
        let diags = shift_diags(diags, &src);
        (NativeExpr::new(expr, src), diags)
    }

    fn eval(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        match &self.node.kind {
            NodeKind::String(s) => match ctx {
                Some(ctx) => {
                    let (expr, mut diags) = self.template(s);
                    if diags.has_errors() {
                        return (Value::dynamic(), diags);
                    }
                    let (v, d) = expr.value(Some(ctx));
                    diags.extend(d);
                    (v, diags)
                }
                None => (Value::string(s.clone()), Diagnostics::new()),
            },
            NodeKind::Number(n) => (Value::number(n.clone()), Diagnostics::new()),
            NodeKind::Bool(b) => (Value::bool(*b), Diagnostics::new()),
            NodeKind::Null => (Value::null(Type::Dynamic), Diagnostics::new()),
            NodeKind::Invalid => (Value::dynamic(), Diagnostics::new()),
            NodeKind::Array(a) => {
                let mut diags = Diagnostics::new();
                let vals = a
                    .values
                    .iter()
                    .map(|v| {
                        let (v, d) = self.sub(v).eval(ctx);
                        diags.extend(d);
                        v
                    })
                    .collect();
                (Value::tuple(vals), diags)
            }
            NodeKind::Object(o) => {
                let mut diags = Diagnostics::new();
                let mut attrs: Vec<(SmolStr, Value)> = Vec::with_capacity(o.attrs.len());
                let mut ranges: HashMap<SmolStr, Span2> = HashMap::new();
                let mut known = true;
                for ja in &o.attrs {
                    let (name, nd) = self.sub(&ja.name).eval(ctx);
                    let (val, vd) = self.sub(&ja.value).eval(ctx);
                    diags.extend(nd);
                    diags.extend(vd);
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
                        known = false;
                        continue;
                    }
                    let key = SmolStr::new(name.unmarked().as_str().unwrap_or(""));
                    if let Some(prev) = ranges.get(&key) {
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
                    ranges.insert(key.clone(), ja.name_span());
                    attrs.push((key, val));
                }
                if !known {
                    return (Value::dynamic(), diags);
                }
                (Value::object(attrs), diags)
            }
        }
    }

    fn collect_variables(&self, out: &mut Vec<Traversal>) {
        match &self.node.kind {
            NodeKind::String(s) => {
                let (expr, diags) = self.template(s);
                if !diags.has_errors() {
                    out.extend(expr.variables());
                }
            }
            NodeKind::Array(a) => {
                for v in &a.values {
                    self.sub(v).collect_variables(out);
                }
            }
            NodeKind::Object(o) => {
                for ja in &o.attrs {
                    self.sub(&ja.name).collect_variables(out);
                    self.sub(&ja.value).collect_variables(out);
                }
            }
            _ => {}
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
        let (expr, diags) = crate::parser::parse_expression(s, &self.file);
        if diags.has_errors() {
            return None;
        }
        let src = shifted_source(&self.file, s, self.node.span.start);
        expr_call(&NativeExpr::new(expr, src)).ok()
    }

    fn as_traversal(&self) -> Option<Traversal> {
        let s = self.node.as_str()?;
        let (t, diags) = crate::parser::parse_traversal_abs(s, &self.file);
        if diags.has_errors() {
            return None;
        }
        let src = shifted_source(&self.file, s, self.node.span.start);
        let span = Span::new(0, s.len() as u32);
        let expr = ast::Expr {
            kind: ast::ExprKind::ScopeTraversal(Box::new(t)),
            span,
        };
        NativeExpr::new(expr, src).as_traversal()
    }
}
