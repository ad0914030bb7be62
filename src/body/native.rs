//! [`Body`] for the native syntax (the reference's `hclsyntax.Body`).

use super::{
    name_suggestion, Attribute, Attributes, Block, Body, BodyContent, BodyItem, BodyRef, BodySchema,
};
use crate::ast;
use crate::diagnostic::{Diagnostic, Diagnostics, Range, SourceFile, Span};
use crate::eval::{ExprRef, NativeExpr};
use crate::value::go_quote;
use smol_str::SmolStr;
use std::sync::Arc;

/// A native-syntax body, shared and immutable; `partial_content` returns a
/// view of the same data with the consumed names hidden.
#[derive(Clone)]
pub struct NativeBody {
    data: Arc<BodyData>,
    hidden_attrs: Arc<[SmolStr]>,
    hidden_blocks: Arc<[SmolStr]>,
}

impl std::fmt::Debug for NativeBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NativeBody")
            .field("file", self.data.src.name())
            .field("span", &self.data.span)
            .field("attributes", &self.data.attrs.len())
            .field("blocks", &self.data.blocks.len())
            .finish()
    }
}

struct BodyData {
    src: Arc<SourceFile>,
    /// Attributes in source order; a redefined name keeps its first
    /// definition (the parser reports the redefinition).
    attrs: Vec<AttrData>,
    blocks: Vec<BlockData>,
    span: Span,
    end_span: Span,
}

struct AttrData {
    name: SmolStr,
    expr: ExprRef,
    span: Span,
    name_span: Span,
}

struct BlockData {
    ty: SmolStr,
    ty_span: Span,
    labels: Vec<SmolStr>,
    label_spans: Vec<Span>,
    open_brace: Span,
    body: Arc<NativeBody>,
}

impl NativeBody {
    /// The body of a parsed file (the file's AST is moved, not copied).
    pub fn new(file: ast::File) -> NativeBody {
        NativeBody::from_ast(file.body, &file.source)
    }

    /// A body from its AST and the file it was parsed from.
    pub fn from_ast(body: ast::Body, src: &Arc<SourceFile>) -> NativeBody {
        NativeBody::wrap(build(body, src))
    }

    fn wrap(data: Arc<BodyData>) -> NativeBody {
        NativeBody {
            data,
            hidden_attrs: Arc::from(Vec::new()),
            hidden_blocks: Arc::from(Vec::new()),
        }
    }

    /// The source file the body was parsed from.
    pub fn source(&self) -> &Arc<SourceFile> {
        &self.data.src
    }

    /// The range of the whole body.
    pub fn range(&self) -> Range {
        self.data.src.range(self.data.span)
    }

    /// The zero-length range of the body's final token.
    pub fn end_range(&self) -> Range {
        self.data.src.range(self.data.end_span)
    }

    /// The attributes and blocks not hidden by an earlier
    /// `partial_content`, each in source order, without a schema (a block
    /// keeps the labels it was written with).
    pub fn items(&self) -> (Vec<Attribute>, Vec<Block>) {
        let attrs = (self.data.attrs.iter())
            .filter(|a| !self.attr_hidden(&a.name))
            .map(|a| self.attribute(a))
            .collect();
        let blocks = (self.data.blocks.iter())
            .filter(|b| !self.block_hidden(&b.ty))
            .map(|b| self.block(b))
            .collect();
        (attrs, blocks)
    }

    /// The blocks [`NativeBody::items`] lists, each with its body as the
    /// native body it is (for walking a file's tree of native bodies).
    pub fn native_blocks(&self) -> Vec<(Block, &NativeBody)> {
        (self.data.blocks.iter())
            .filter(|b| !self.block_hidden(&b.ty))
            .map(|b| (self.block(b), &*b.body))
            .collect()
    }

    fn attr_hidden(&self, name: &str) -> bool {
        self.hidden_attrs.iter().any(|h| h == name)
    }

    fn block_hidden(&self, name: &str) -> bool {
        self.hidden_blocks.iter().any(|h| h == name)
    }

    fn attribute(&self, a: &AttrData) -> Attribute {
        Attribute {
            name: a.name.clone(),
            expr: a.expr.clone(),
            range: self.data.src.range(a.span),
            name_range: self.data.src.range(a.name_span),
        }
    }

    fn block(&self, b: &BlockData) -> Block {
        let src = &self.data.src;
        let last = b.label_spans.last().copied().unwrap_or(b.ty_span);
        Block {
            type_name: b.ty.clone(),
            labels: b.labels.clone(),
            body: b.body.clone(),
            def_range: src.range(b.ty_span.to(last)),
            type_range: src.range(b.ty_span),
            label_ranges: b.label_spans.iter().map(|s| src.range(*s)).collect(),
        }
    }

    fn partial(&self, schema: &BodySchema) -> (BodyContent, NativeBody, Diagnostics) {
        let src = &self.data.src;
        let mut attrs = Attributes::new();
        let mut diags = Diagnostics::new();
        let mut hidden_attrs: Vec<SmolStr> = self.hidden_attrs.to_vec();
        let mut hidden_blocks: Vec<SmolStr> = self.hidden_blocks.to_vec();

        for s in &schema.attributes {
            // Names consumed earlier in this same schema count as hidden too,
            // as in the reference (a repeated required name is "missing").
            let found = if hidden_attrs.contains(&s.name) {
                None
            } else {
                self.data.attrs.iter().find(|a| a.name == s.name)
            };
            match found {
                None => {
                    if s.required {
                        diags.push(
                            Diagnostic::error(
                                "Missing required argument",
                                format!(
                                    "The argument {} is required, but no definition was found.",
                                    go_quote(&s.name)
                                ),
                            )
                            .with_subject(self.missing_item_range()),
                        );
                    }
                }
                Some(a) => {
                    hidden_attrs.push(s.name.clone());
                    attrs.insert(s.name.clone(), self.attribute(a));
                }
            }
        }

        let mut blocks = Vec::new();
        for b in &self.data.blocks {
            if self.block_hidden(&b.ty) {
                continue;
            }
            let Some(bs) = schema.blocks.iter().find(|bs| bs.type_name == b.ty) else {
                continue;
            };
            let want = bs.label_names.len();
            let header = || src.range(b.ty_span.to(b.open_brace));
            if b.labels.len() > want {
                let detail = if want == 0 {
                    format!("No labels are expected for {} blocks.", b.ty)
                } else {
                    format!(
                        "Only {} labels ({}) are expected for {} blocks.",
                        want,
                        bs.label_names.join(", "),
                        b.ty
                    )
                };
                diags.push(
                    Diagnostic::error(format!("Extraneous label for {}", b.ty), detail)
                        .with_subject(src.range(b.label_spans[want]))
                        .with_context(header()),
                );
                continue;
            }
            if b.labels.len() < want {
                diags.push(
                    Diagnostic::error(
                        format!("Missing {} for {}", bs.label_names[b.labels.len()], b.ty),
                        format!(
                            "All {} blocks must have {} labels ({}).",
                            b.ty,
                            want,
                            bs.label_names.join(", ")
                        ),
                    )
                    .with_subject(src.range(b.open_brace))
                    .with_context(header()),
                );
                continue;
            }
            blocks.push(self.block(b));
        }
        for bs in &schema.blocks {
            if !hidden_blocks.contains(&bs.type_name) {
                hidden_blocks.push(bs.type_name.clone());
            }
        }

        let remain = NativeBody {
            data: self.data.clone(),
            hidden_attrs: hidden_attrs.into(),
            hidden_blocks: hidden_blocks.into(),
        };
        let content = BodyContent {
            attributes: attrs,
            blocks,
            missing_item_range: self.missing_item_range(),
        };
        (content, remain, diags)
    }
}

impl Body for NativeBody {
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let (content, remain, mut diags) = self.partial(schema);
        for a in &self.data.attrs {
            if remain.attr_hidden(&a.name) {
                continue;
            }
            let candidates = schema
                .attributes
                .iter()
                .filter(|s| !content.attributes.contains_key(&s.name))
                .map(|s| s.name.as_str());
            let suggestion = match name_suggestion(&a.name, candidates) {
                Some(s) => format!(" Did you mean {}?", go_quote(s)),
                None if schema.blocks.iter().any(|b| b.type_name == a.name) => format!(
                    " Did you mean to define a block of type {}?",
                    go_quote(&a.name)
                ),
                None => String::new(),
            };
            diags.push(
                Diagnostic::error(
                    "Unsupported argument",
                    format!(
                        "An argument named {} is not expected here.{}",
                        go_quote(&a.name),
                        suggestion
                    ),
                )
                .with_subject(self.data.src.range(a.name_span)),
            );
        }
        for b in &self.data.blocks {
            if remain.block_hidden(&b.ty) {
                continue;
            }
            let candidates = schema.blocks.iter().map(|s| s.type_name.as_str());
            let suggestion = match name_suggestion(&b.ty, candidates) {
                Some(s) => format!(" Did you mean {}?", go_quote(s)),
                None if schema.attributes.iter().any(|a| a.name == b.ty) => format!(
                    " Did you mean to define argument {}? If so, use the equals sign to assign it a value.",
                    go_quote(&b.ty)
                ),
                None => String::new(),
            };
            diags.push(
                Diagnostic::error(
                    "Unsupported block type",
                    format!(
                        "Blocks of type {} are not expected here.{}",
                        go_quote(&b.ty),
                        suggestion
                    ),
                )
                .with_subject(self.data.src.range(b.ty_span)),
            );
        }
        (content, diags)
    }

    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics) {
        let (content, remain, diags) = self.partial(schema);
        (content, Arc::new(remain), diags)
    }

    fn just_attributes(&self) -> (Attributes, Diagnostics) {
        let mut diags = Diagnostics::new();
        if let Some(b) = self.data.blocks.first() {
            diags.push(
                Diagnostic::error(
                    format!("Unexpected {} block", go_quote(&b.ty)),
                    "Blocks are not allowed here.",
                )
                .with_subject(self.data.src.range(b.ty_span)),
            );
        }
        let mut attrs = Attributes::with_capacity(self.data.attrs.len());
        for a in &self.data.attrs {
            if self.attr_hidden(&a.name) {
                continue;
            }
            attrs.insert(a.name.clone(), self.attribute(a));
        }
        (attrs, diags)
    }

    fn missing_item_range(&self) -> Range {
        self.data.src.range(self.data.span.start())
    }

    fn items_in_order(&self) -> (Vec<BodyItem>, Diagnostics) {
        let mut attrs = (self.data.attrs.iter())
            .filter(|a| !self.attr_hidden(&a.name))
            .peekable();
        let mut blocks = (self.data.blocks.iter())
            .filter(|b| !self.block_hidden(&b.ty))
            .peekable();
        let mut items = Vec::with_capacity(self.data.attrs.len() + self.data.blocks.len());
        loop {
            let attr_first = match (attrs.peek(), blocks.peek()) {
                (None, None) => break,
                (Some(a), Some(b)) => a.span.lo < b.ty_span.lo,
                (a, _) => a.is_some(),
            };
            items.push(if attr_first {
                BodyItem::Attribute(self.attribute(attrs.next().expect("peeked")))
            } else {
                BodyItem::Block(self.block(blocks.next().expect("peeked")))
            });
        }
        (items, Diagnostics::new())
    }
}

fn build(body: ast::Body, src: &Arc<SourceFile>) -> Arc<BodyData> {
    let mut attrs: Vec<AttrData> = Vec::with_capacity(body.attributes.len());
    for a in body.attributes {
        if attrs.iter().any(|x| x.name == a.name.name) {
            continue;
        }
        attrs.push(AttrData {
            name: a.name.name,
            span: a.span,
            name_span: a.name.span,
            expr: Arc::new(NativeExpr::new(a.expr, src.clone())),
        });
    }
    let blocks = body
        .blocks
        .into_iter()
        .map(|b| {
            let (labels, label_spans) = b.labels.into_iter().map(|l| (l.value, l.span)).unzip();
            BlockData {
                ty: b.ty.name,
                ty_span: b.ty.span,
                labels,
                label_spans,
                open_brace: b.open_brace,
                body: Arc::new(NativeBody::wrap(build(b.body, src))),
            }
        })
        .collect();
    Arc::new(BodyData {
        src: src.clone(),
        attrs,
        blocks,
        span: body.span,
        end_span: body.end_span,
    })
}

/// Native-syntax bytes to a body, as [`parse_native_file`] (bytes that are
/// not UTF-8 are reported and replaced, as the parser does), within a host's
/// parse limits ([`Limits::max_input_bytes`] and [`Limits::max_nesting`]; the other
/// fields are for evaluation): a larger input is not parsed (its body is empty), deeper
/// nesting stops the parse, each with an error diagnostic naming the limit (`max_nesting`
/// counts the delimiters `(`, `[`, `{`, `${`, `%{` open inside one another: `a = [[1]]`
/// needs 2). [`Limits::unlimited`] parses as [`parse_native_file`] does.
///
/// ```
/// use hcl2::limits::Limits;
/// let limits = Limits { max_nesting: 2, ..Limits::default() };
/// let (body, diags) = hcl2::body::parse_native_bytes(b"a = [[[1]]]\n", "a.hcl", &limits);
/// assert!(diags.iter().any(|d| d.detail.contains("max_nesting")));
/// let (ok, diags) = hcl2::body::parse_native_bytes(b"a = [[[1]]]\n", "a.hcl", &Limits::default());
/// assert!(diags.is_empty());
/// assert_eq!(ok.items().0.len(), 1);
/// # let _ = body;
/// ```
///
/// [`Limits::max_input_bytes`]: crate::limits::Limits::max_input_bytes
/// [`Limits::max_nesting`]: crate::limits::Limits::max_nesting
/// [`Limits::unlimited`]: crate::limits::Limits::unlimited
pub fn parse_native_bytes(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> (NativeBody, Diagnostics) {
    let (file, diags) = crate::parser::parse_config_bytes(src, filename, limits);
    (NativeBody::new(file), diags)
}

/// The former name of [`parse_native_bytes`], which now takes the limits.
#[deprecated(note = "use `parse_native_bytes`, which takes the limits")]
pub fn parse_native_bytes_limited(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> (NativeBody, Diagnostics) {
    parse_native_bytes(src, filename, limits)
}

/// Parses a native-syntax configuration file into a body (with the parse
/// diagnostics; the body holds whatever could be parsed).
pub fn parse_native_file(src: &str, filename: &str) -> (NativeBody, Diagnostics) {
    let (file, diags) = crate::parser::parse_config(src, filename);
    (NativeBody::new(file), diags)
}
