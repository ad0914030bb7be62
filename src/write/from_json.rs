//! HCL's JSON syntax → native syntax ([`json_to_hcl`]).
//!
//! JSON alone does not say which properties are attributes and which are
//! blocks: HCL's JSON syntax leaves that to the schema the body is decoded
//! with. Given an hcldec [`Spec`] (a spec file, or a named preset such as
//! [`schema_preset`]`("terraform")`), the conversion is exact for the block
//! types the spec names: they become blocks (with their label counts,
//! nested specs, `block_attrs` bodies), every other property an attribute,
//! so decoding the result with that spec gives what decoding the JSON
//! gives. Without a spec nothing is guessed: every property is an
//! attribute, a JSON object an object constructor.
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
/// [`load_spec_file`](crate::spec::file::load_spec_file), or
/// [`schema_preset`]), a property is a block exactly when the spec's schema
/// at that level names its block type; its labels are the object levels the
/// block type's label count asks for (an array at any level holds several),
/// `null` stands for no block, and the nested spec decides the block's
/// body. Decoding the result with that spec gives what decoding the JSON
/// gives.
///
/// **Without a spec** every property is an attribute (`"tags": {"Name":
/// "x"}` is `tags = { Name = "x" }`): JSON cannot say which objects are
/// blocks, and a guess would turn map-valued attributes into blocks.
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
            let block = level.and_then(|l| l.block(key));
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
                    self.unpack(value, labels, &mut acc, &mut found);
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
                        self.body(body, Some(&nested), depth + 1);
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
                        crate::depth::deep(|| self.attr_value(x, depth));
                    }
                    self.out.push(']');
                } else {
                    self.out.push_str("[\n");
                    for x in &a.values {
                        self.indent(depth + 1);
                        crate::depth::deep(|| self.attr_value(x, depth + 1));
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
                    crate::depth::deep(|| self.attr_value(&a.value, depth + 1));
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
                if reads_alone(text) {
                    self.out.push_str(text);
                } else {
                    // a comment or heredoc must end its line, and the
                    // newlines of `a ? b\n: c` count outside parentheses
                    let _ = write!(self.out, "(\n{text}\n)");
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

/// Whether expression text can be written where an expression goes (an
/// attribute's value, an element followed by `,`) as it is: one line
/// without comments, or several lines whose newlines all fall inside
/// brackets, the last line not a heredoc's closing marker.
fn reads_alone(text: &str) -> bool {
    if text.contains('#') || text.contains("//") || text.contains("/*") {
        return false;
    }
    if !text.contains('\n') {
        return true;
    }
    let last = text.rsplit('\n').next().unwrap_or("").trim();
    if text.contains("<<")
        && last
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-')
    {
        return false;
    }
    // as an attribute's whole value, the expression ends where the text does
    let probe = format!("x = {text}\n");
    let (file, d) = crate::parser::parse_config(&probe, "probe.hcl");
    !d.has_errors()
        && file.body.blocks.is_empty()
        && file.body.attributes.len() == 1
        && (file.body.attributes.iter())
            .all(|a| a.expr.span.lo == 4 && a.expr.span.hi as usize == 4 + text.len())
}

/// The names [`schema_preset`] knows.
pub const SCHEMA_PRESETS: &[&str] = &["terraform"];

/// A named spec for [`json_to_hcl`] that says which properties are blocks:
/// `"terraform"`, Terraform's own block types (`terraform` with
/// `required_providers`, `backend`, `cloud`, `provider_meta`; `provider`,
/// `variable` with `validation`, `output`, `locals`, `module`, `resource`,
/// `data` and `ephemeral` with `lifecycle`, `provisioner`, `connection` and
/// `dynamic`/`content`; `moved`, `import`, `removed`, `check` with `assert`).
/// The blocks that a provider's schema defines inside a resource cannot be
/// known here: they stay attributes. `None` for an unknown name.
pub fn schema_preset(name: &str) -> Option<Spec> {
    let src = match name {
        "terraform" => TERRAFORM_SPEC,
        _ => return None,
    };
    let (sf, d) = crate::spec::file::load_spec_source(src, "terraform.hcldec");
    debug_assert!(!d.has_errors(), "{d:?}");
    Some(sf.root)
}

/// Terraform's block types as an hcldec spec (only the block structure
/// matters to [`json_to_hcl`]).
const TERRAFORM_SPEC: &str = r#"
object {
  block_list "terraform" {
    block_type = "terraform"
    object {
      block_list "required_providers" {
        block_type = "required_providers"
        object {}
      }
      block_map "backend" {
        block_type = "backend"
        labels     = ["type"]
        object {}
      }
      block_list "cloud" {
        block_type = "cloud"
        object {
          block_list "workspaces" {
            block_type = "workspaces"
            object {}
          }
        }
      }
      block_map "provider_meta" {
        block_type = "provider_meta"
        labels     = ["provider"]
        object {}
      }
    }
  }
  block_map "provider" {
    block_type = "provider"
    labels     = ["name"]
    object {
      block_map "dynamic" {
        block_type = "dynamic"
        labels     = ["type"]
        object {
          block_list "content" {
            block_type = "content"
            object {}
          }
        }
      }
    }
  }
  block_map "variable" {
    block_type = "variable"
    labels     = ["name"]
    object {
      block_list "validation" {
        block_type = "validation"
        object {}
      }
    }
  }
  block_map "output" {
    block_type = "output"
    labels     = ["name"]
    object {
      block_list "precondition" {
        block_type = "precondition"
        object {}
      }
    }
  }
  block_list "locals" {
    block_type = "locals"
    object {}
  }
  block_map "module" {
    block_type = "module"
    labels     = ["name"]
    object {}
  }
  block_map "resource" {
    block_type = "resource"
    labels     = ["type", "name"]
    object {
      block_list "lifecycle" {
        block_type = "lifecycle"
        object {
          block_list "precondition" {
            block_type = "precondition"
            object {}
          }
          block_list "postcondition" {
            block_type = "postcondition"
            object {}
          }
        }
      }
      block_map "provisioner" {
        block_type = "provisioner"
        labels     = ["type"]
        object {
          block_list "connection" {
            block_type = "connection"
            object {}
          }
        }
      }
      block_list "connection" {
        block_type = "connection"
        object {}
      }
      block_map "dynamic" {
        block_type = "dynamic"
        labels     = ["type"]
        object {
          block_list "content" {
            block_type = "content"
            object {}
          }
        }
      }
    }
  }
  block_map "data" {
    block_type = "data"
    labels     = ["type", "name"]
    object {
      block_list "lifecycle" {
        block_type = "lifecycle"
        object {
          block_list "precondition" {
            block_type = "precondition"
            object {}
          }
          block_list "postcondition" {
            block_type = "postcondition"
            object {}
          }
        }
      }
      block_map "dynamic" {
        block_type = "dynamic"
        labels     = ["type"]
        object {
          block_list "content" {
            block_type = "content"
            object {}
          }
        }
      }
    }
  }
  block_map "ephemeral" {
    block_type = "ephemeral"
    labels     = ["type", "name"]
    object {
      block_list "lifecycle" {
        block_type = "lifecycle"
        object {
          block_list "precondition" {
            block_type = "precondition"
            object {}
          }
          block_list "postcondition" {
            block_type = "postcondition"
            object {}
          }
        }
      }
    }
  }
  block_list "moved" {
    block_type = "moved"
    object {}
  }
  block_list "import" {
    block_type = "import"
    object {}
  }
  block_list "removed" {
    block_type = "removed"
    object {
      block_list "lifecycle" {
        block_type = "lifecycle"
        object {}
      }
      block_map "provisioner" {
        block_type = "provisioner"
        labels     = ["type"]
        object {
          block_list "connection" {
            block_type = "connection"
            object {}
          }
        }
      }
      block_list "connection" {
        block_type = "connection"
        object {}
      }
    }
  }
  block_map "check" {
    block_type = "check"
    labels     = ["name"]
    object {
      block_map "data" {
        block_type = "data"
        labels     = ["type", "name"]
        object {}
      }
      block_list "assert" {
        block_type = "assert"
        object {}
      }
    }
  }
}
"#;
