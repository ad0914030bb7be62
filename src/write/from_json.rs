//! HCL's JSON syntax → native syntax ([`json_to_hcl`]).
//!
//! JSON alone does not say which properties are attributes and which are
//! blocks: HCL's JSON syntax leaves that to the schema the body is decoded
//! with. Given an hcldec [`Spec`], the conversion is exact: the spec's
//! block types (with their label counts, nested specs, `block_attrs`
//! bodies) become blocks, every other property an attribute, so decoding
//! the result with that spec gives what decoding the JSON gives. Without a
//! spec, a heuristic decides (see [`json_to_hcl`]).
//!
//! Attribute values keep the JSON syntax's meaning: every JSON string is a
//! template, so `"${var.x}"` (exactly one interpolation) becomes the bare
//! expression `var.x`, and any other string the quoted template with the
//! same literal text and sequences (`"web-${var.env}"`); object keys are
//! templates too. Numbers keep their exact text. The result is formatted
//! with [`format_source`](super::format_source)'s rules.

use crate::ast::{ExprKind, Template, TemplatePart};
use crate::body::BodySchema;
use crate::diagnostic::{Diagnostic, Diagnostics, Range};
use crate::json::ast::{Node, NodeKind};
use crate::spec::{child_block_types, implied_schema, Spec};
use std::fmt::Write as _;
use std::sync::Arc;

/// Convert a file in HCL's JSON syntax to the native syntax, formatted as
/// `hclfmt` formats.
///
/// **With a spec** (an hcldec spec, e.g. the root of
/// [`load_spec_file`](crate::spec::file::load_spec_file)), a property is a
/// block exactly when the spec's schema at that level names its block type;
/// its labels are the object levels the block type's label count asks for
/// (an array at any level holds several), `null` stands for no block, and
/// the nested spec decides the block's body. Decoding the result with that
/// spec gives what decoding the JSON gives.
///
/// **Without a spec**, this heuristic decides:
/// - a property is a **block** when its name is an identifier and its
///   value is an object or a non-empty array of objects whose bodies
///   (below) name their properties with identifiers only; anything else
///   is an attribute;
/// - a block's **labels** are peeled off while the value is a non-empty
///   object whose every property value is an object or a non-empty array
///   of objects (`"resource": {"aws_instance": {"web": {"ami": "x"}}}` is
///   `resource "aws_instance" "web" { ami = "x" }`); the first object that
///   holds anything else, or is empty, is the block's body.
///
/// The heuristic is right for bodies written by [`to_json`](super::json::to_json)
/// (which writes every non-literal expression as a string) except for a
/// block whose body holds only blocks, whose inner block types read as
/// labels; and it takes a map-valued attribute written as a JSON object
/// (`"tags": {"Name": "x"}`) for a block. Pass a spec where that matters.
///
/// Properties named `"//"` (comments in the JSON syntax) are dropped.
/// Invalid JSON, a string that is not a valid template, or a name the
/// native syntax cannot hold (an attribute or block type that is not an
/// identifier) give diagnostics with the range of the offending JSON.
pub fn json_to_hcl(src: &str, filename: &str, spec: Option<&Spec>) -> Result<String, Diagnostics> {
    let (file, diags) = crate::json::parse(src, filename);
    if diags.has_errors() {
        return Err(diags);
    }
    let mut w = Writer {
        src,
        file: file.filename.clone(),
        out: String::with_capacity(src.len()),
        diags: Diagnostics::new(),
    };
    let level = spec.map(Level::of);
    w.body(&file.root, level.as_ref(), 0);
    if w.diags.has_errors() {
        return Err(w.diags);
    }
    match super::format_source(&w.out, filename) {
        Ok(s) => Ok(s),
        // a bug of ours: say so rather than return text that doesn't parse
        Err(d) => {
            let mut out = Diagnostics::new();
            for x in d.iter() {
                out.push(Diagnostic::error(
                    "Conversion produced invalid native syntax",
                    format!("{}: {}", x.summary, x.detail),
                ));
            }
            Err(out)
        }
    }
}

/// What a spec says about one body: its schema and each block type's
/// nested spec.
struct Level {
    schema: BodySchema,
    nested: Vec<(smol_str::SmolStr, Spec)>,
}

impl Level {
    fn of(spec: &Spec) -> Level {
        Level {
            schema: implied_schema(spec),
            nested: child_block_types(spec),
        }
    }
    /// The label count and nested level of a block type, if it is one.
    fn block(&self, name: &str) -> Option<(usize, Level)> {
        let h = self.schema.blocks.iter().find(|b| b.type_name == name)?;
        let nested = match self.nested.iter().find(|(n, _)| n == name) {
            Some((_, s)) => Level::of(s),
            None => Level::of(&Spec::Noop),
        };
        Some((h.label_names.len(), nested))
    }
}

struct Writer<'s> {
    src: &'s str,
    file: Arc<str>,
    out: String,
    diags: Diagnostics,
}

fn is_ident(s: &str) -> bool {
    super::tree::is_identifier(s)
}

/// Whether an object key can be written bare (keywords that the native
/// syntax reads as values or a `for` expression are quoted).
fn bare_key(s: &str) -> bool {
    is_ident(s) && !matches!(s, "null" | "true" | "false" | "for" | "in" | "if")
}

/// A JSON object's properties that are not `"//"` comments; an array of
/// objects flattened (the JSON syntax reads both as one body).
fn props(n: &Node) -> Vec<(&Arc<Node>, &Arc<Node>)> {
    let mut out = Vec::new();
    fn walk<'n>(n: &'n Node, out: &mut Vec<(&'n Arc<Node>, &'n Arc<Node>)>) {
        match &n.kind {
            NodeKind::Object(o) => {
                for a in &o.attrs {
                    if a.name() != "//" {
                        out.push((&a.name, &a.value));
                    }
                }
            }
            NodeKind::Array(a) => {
                for v in &a.values {
                    walk(v, out);
                }
            }
            _ => {}
        }
    }
    walk(n, &mut out);
    out
}

fn is_object(n: &Node) -> bool {
    matches!(n.kind, NodeKind::Object(_))
}

/// The heuristic's block value: an object or a non-empty array of objects.
fn blockish(n: &Node) -> bool {
    match &n.kind {
        NodeKind::Object(_) => true,
        NodeKind::Array(a) => !a.values.is_empty() && a.values.iter().all(|v| is_object(v)),
        _ => false,
    }
}

impl Writer<'_> {
    fn range(&self, n: &Node) -> Range {
        n.start_span().range(&self.file)
    }

    fn error(&mut self, n: &Node, summary: &str, detail: String) {
        self.diags
            .push(Diagnostic::error(summary, detail).with_subject(self.range(n)));
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn body(&mut self, node: &Node, level: Option<&Level>, depth: usize) {
        if !matches!(node.kind, NodeKind::Object(_) | NodeKind::Array(_)) {
            self.error(
                node,
                "Incorrect JSON value type",
                "A JSON object is required here, setting the arguments for this block.".into(),
            );
            return;
        }
        let mut after_block = false;
        for (name, value) in props(node) {
            let key = name.as_str().unwrap_or("");
            let block = match level {
                Some(l) => l.block(key).map(|(n, l)| (Some(n), Some(l))),
                None if is_ident(key) && blockish(value) && bodies_named(value) => {
                    Some((None, None))
                }
                None => None,
            };
            match block {
                Some((labels, nested)) => {
                    if !is_ident(key) {
                        self.error(
                            name,
                            "Invalid block type name",
                            format!("{key:?} is not an identifier, so the native syntax cannot name a block type with it."),
                        );
                        continue;
                    }
                    let mut found = Vec::new();
                    let mut acc = Vec::new();
                    match labels {
                        Some(n) => self.unpack(value, n, &mut acc, &mut found),
                        None => guess_blocks(value, &mut acc, &mut found),
                    }
                    for (labels, body) in found {
                        if !self.out.is_empty() && !self.out.ends_with("{\n") {
                            self.out.push('\n');
                        }
                        self.indent(depth);
                        self.out.push_str(key);
                        for l in labels {
                            self.out.push(' ');
                            quote_literal(&mut self.out, l);
                        }
                        if props(body).is_empty() && is_object(body) {
                            self.out.push_str(" {}\n");
                            continue;
                        }
                        self.out.push_str(" {\n");
                        self.body(body, nested.as_ref(), depth + 1);
                        self.indent(depth);
                        self.out.push_str("}\n");
                    }
                    after_block = true;
                }
                None => {
                    if !is_ident(key) {
                        self.error(
                            name,
                            "Invalid attribute name",
                            format!("{key:?} is not an identifier, so the native syntax cannot name an attribute with it."),
                        );
                        continue;
                    }
                    if after_block {
                        self.out.push('\n');
                        after_block = false;
                    }
                    self.indent(depth);
                    self.out.push_str(key);
                    self.out.push_str(" = ");
                    self.attr_value(value, depth);
                    self.out.push('\n');
                }
            }
        }
    }

    /// The blocks a spec'd block type's JSON value stands for: `labels`
    /// object levels, then a body (object), several (array) or none (null).
    fn unpack<'n>(
        &mut self,
        v: &'n Node,
        labels: usize,
        acc: &mut Vec<&'n str>,
        out: &mut Vec<(Vec<&'n str>, &'n Node)>,
    ) {
        if labels > 0 {
            match &v.kind {
                NodeKind::Object(_) | NodeKind::Array(_) => {
                    if let NodeKind::Array(a) = &v.kind {
                        if let Some(bad) = a.values.iter().find(|x| !is_object(x)) {
                            self.error(
                                bad,
                                "Incorrect JSON value type",
                                "A JSON object is required here, to specify the labels for this block.".into(),
                            );
                            return;
                        }
                    }
                    for (k, x) in props(v) {
                        acc.push(k.as_str().unwrap_or(""));
                        self.unpack(x, labels - 1, acc, out);
                        acc.pop();
                    }
                }
                _ => self.error(
                    v,
                    "Incorrect JSON value type",
                    "Either a JSON object or JSON array of objects is required here, to specify the labels for this block.".into(),
                ),
            }
            return;
        }
        match &v.kind {
            NodeKind::Null => {}
            NodeKind::Object(_) => out.push((acc.clone(), v)),
            NodeKind::Array(a) => {
                for x in &a.values {
                    match &x.kind {
                        NodeKind::Object(_) => out.push((acc.clone(), &**x)),
                        _ => self.error(
                            x,
                            "Incorrect JSON value type",
                            "A JSON object is required here, to define the content of this block.".into(),
                        ),
                    }
                }
            }
            _ => self.error(
                v,
                "Incorrect JSON value type",
                "Either a JSON object or a JSON array is required, representing the contents of one or more blocks.".into(),
            ),
        }
    }

    /// An attribute's value (or an element, or an object item's value) as
    /// a native expression.
    fn attr_value(&mut self, v: &Node, depth: usize) {
        match &v.kind {
            NodeKind::Null => self.out.push_str("null"),
            NodeKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            NodeKind::Number(_) => {
                let text = &self.src[v.span.start.byte..v.span.end.byte];
                self.out.push_str(text);
            }
            NodeKind::String(s, _) => self.template(v, s, false),
            NodeKind::Array(a) => {
                let flat = a.values.iter().all(|x| {
                    matches!(
                        x.kind,
                        NodeKind::Null | NodeKind::Bool(_) | NodeKind::Number(_)
                    ) || x
                        .as_str()
                        .is_some_and(|s| !s.contains('\n') && s.len() < 40)
                });
                if flat && a.values.len() <= 8 {
                    self.out.push('[');
                    for (i, x) in a.values.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.attr_value(x, depth);
                    }
                    self.out.push(']');
                } else {
                    self.out.push_str("[\n");
                    for x in &a.values {
                        self.indent(depth + 1);
                        self.attr_value(x, depth + 1);
                        self.out.push_str(",\n");
                    }
                    self.indent(depth);
                    self.out.push(']');
                }
            }
            NodeKind::Object(o) => {
                if o.attrs.is_empty() {
                    self.out.push_str("{}");
                    return;
                }
                self.out.push_str("{\n");
                for a in &o.attrs {
                    self.indent(depth + 1);
                    let k = a.name();
                    if bare_key(k) {
                        self.out.push_str(k);
                    } else {
                        // a key is a template as well
                        self.template(&a.name, k, true);
                    }
                    self.out.push_str(" = ");
                    self.attr_value(&a.value, depth + 1);
                    self.out.push('\n');
                }
                self.indent(depth);
                self.out.push('}');
            }
            NodeKind::Invalid => self.error(
                v,
                "Invalid JSON value",
                "This value could not be read.".into(),
            ),
        }
    }

    /// A JSON string, which the JSON syntax reads as a template: a lone
    /// interpolation becomes its expression (unless `quoted` is asked
    /// for), anything else a quoted template with the same text.
    fn template(&mut self, node: &Node, s: &str, quoted: bool) {
        if !s.contains("${") && !s.contains("%{") {
            quote_text(&mut self.out, s);
            return;
        }
        let (e, d) = crate::parser::parse_template(s, &self.file);
        if d.has_errors() {
            let first = d.iter().find(|x| x.is_error());
            let (summ, det) = first
                .map(|x| (x.summary.to_string(), x.detail.to_string()))
                .unwrap_or_default();
            self.error(
                node,
                "Invalid template in JSON string",
                format!("{summ}: {det}"),
            );
            return;
        }
        let ExprKind::Template(t) = &e.kind else {
            quote_text(&mut self.out, s);
            return;
        };
        if !quoted && t.wrap() {
            if let Some(TemplatePart::Interp { expr, .. }) = t.parts.first() {
                let text = s[expr.span.lo as usize..expr.span.hi as usize].trim();
                if text.contains('\n') || text.contains('#') || text.contains("//") {
                    let _ = write!(self.out, "(\n{text}\n)");
                } else {
                    self.out.push_str(text);
                }
                return;
            }
        }
        let mut verbatim = Vec::new();
        sequences(t, &mut verbatim);
        verbatim.sort();
        self.out.push('"');
        let mut at = 0;
        for (lo, hi) in verbatim {
            if lo < at {
                continue;
            }
            escape_into(&mut self.out, &s[at..lo]);
            self.out.push_str(&s[lo..hi]);
            at = hi;
        }
        escape_into(&mut self.out, &s[at..]);
        self.out.push('"');
    }
}

/// The byte ranges of a template's interpolations and directives (copied
/// as they are); the text between them is literal.
fn sequences(t: &Template, out: &mut Vec<(usize, usize)>) {
    let sp = |s: crate::diagnostic::Span| (s.lo as usize, s.hi as usize);
    for p in t.parts.iter() {
        match p {
            TemplatePart::Literal { .. } => {}
            TemplatePart::Interp { span, .. } => out.push(sp(*span)),
            TemplatePart::If(i) => {
                out.push(sp(i.if_span));
                sequences(&i.then_template, out);
                if let Some(s) = i.else_span {
                    out.push(sp(s));
                }
                if let Some(e) = &i.else_template {
                    sequences(e, out);
                }
                out.push(sp(i.endif_span));
            }
            TemplatePart::For(f) => {
                out.push(sp(f.for_span));
                sequences(&f.body, out);
                out.push(sp(f.endfor_span));
            }
        }
    }
}

/// Template literal text inside a native quoted string: the escapes of
/// quoted strings; `$${` and `%%{` stay as they are (both syntaxes read
/// them alike).
fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
}

/// A string without template sequences, quoted.
fn quote_text(out: &mut String, s: &str) {
    out.push('"');
    escape_into(out, s);
    out.push('"');
}

/// Literal text (a block label: not a template in the JSON syntax) as a
/// native quoted string: `${` and `%{` doubled.
fn quote_literal(out: &mut String, s: &str) {
    let mut t = String::with_capacity(s.len());
    let b = s.as_bytes();
    for (i, c) in s.char_indices() {
        if (c == '$' || c == '%') && b.get(i + 1) == Some(&b'{') {
            t.push(c);
        }
        t.push(c);
    }
    quote_text(out, &t);
}

/// Whether every body the heuristic would find in a block value has only
/// identifiers as property names (else the value is an attribute).
fn bodies_named(v: &Node) -> bool {
    let mut found = Vec::new();
    guess_blocks(v, &mut Vec::new(), &mut found);
    found.iter().all(|(_, b)| {
        props(b)
            .iter()
            .all(|(k, _)| is_ident(k.as_str().unwrap_or("")))
    })
}

/// The heuristic's blocks for one property value: labels peeled while
/// every property value is block-like.
fn guess_blocks<'n>(v: &'n Node, acc: &mut Vec<&'n str>, out: &mut Vec<(Vec<&'n str>, &'n Node)>) {
    match &v.kind {
        NodeKind::Array(a) => {
            for x in &a.values {
                guess_blocks(x, acc, out);
            }
        }
        NodeKind::Object(o) => {
            let labels = !o.attrs.is_empty()
                && o.attrs
                    .iter()
                    .all(|a| a.name() != "//" && blockish(&a.value));
            if labels {
                for a in &o.attrs {
                    acc.push(a.name());
                    guess_blocks(&a.value, acc, out);
                    acc.pop();
                }
            } else {
                out.push((acc.clone(), v));
            }
        }
        _ => {}
    }
}
