//! The requests: dispatch, formatting, semantic tokens, symbols, folding,
//! highlight, hover, completion, signature help, and the navigation ones
//! (through [`super::nav`]).

use super::classify::{Class, Classified};
use super::document::{Doc, Snapshot};
use super::index::SymKind;
use super::text::{units, Encoding};
use super::{funcdoc, nav, Cancel, Cancelled, Outcome};
use hcl2::write::{Kind, Token};
use lsp_server::{ErrorCode, Request};
use lsp_types::request::{self as req, Request as _};
use lsp_types::*;
use serde_json::Value;
use std::sync::Arc;

/// Answers one request.
pub fn handle(r: &Request, snap: &Snapshot, cancel: &Cancel) -> Outcome {
    macro_rules! on {
        ($ty:ty, $f:expr) => {
            if r.method == <$ty>::METHOD {
                let p = match parse::<$ty>(&r.params) {
                    Ok(p) => p,
                    Err(e) => return Outcome::Err(ErrorCode::InvalidParams, e),
                };
                return $f(p, snap, cancel).into();
            }
        };
    }
    on!(req::Formatting, formatting);
    on!(req::RangeFormatting, range_formatting);
    on!(req::SemanticTokensFullRequest, semantic_tokens);
    on!(req::DocumentSymbolRequest, document_symbols);
    on!(req::FoldingRangeRequest, folding);
    on!(req::DocumentHighlightRequest, highlight);
    on!(req::HoverRequest, hover);
    on!(req::Completion, completion);
    on!(req::SignatureHelpRequest, signature_help);
    on!(req::GotoDefinition, definition);
    on!(req::References, references);
    on!(req::PrepareRenameRequest, prepare_rename);
    if r.method == req::Rename::METHOD {
        let p = match parse::<req::Rename>(&r.params) {
            Ok(p) => p,
            Err(e) => return Outcome::Err(ErrorCode::InvalidParams, e),
        };
        return rename(p, snap, cancel);
    }
    if r.method == "hcl/debugPanic" && snap.config.debug_panic {
        panic!("hcl/debugPanic was requested");
    }
    Outcome::Err(
        ErrorCode::MethodNotFound,
        format!("unsupported request {}", r.method),
    )
}

fn parse<R: req::Request>(v: &Value) -> Result<R::Params, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("invalid parameters: {e}"))
}

/// A result as JSON.
macro_rules! json {
    ($v:expr) => {
        Ok::<Value, Cancelled>(serde_json::to_value($v).unwrap_or(Value::Null))
    };
}

fn doc<'s>(snap: &'s Snapshot, uri: &Uri) -> Option<&'s Arc<Doc>> {
    snap.doc(uri)
}

fn enc(snap: &Snapshot) -> Encoding {
    snap.config.enc
}

// ---- formatting

/// The one edit turning `old` into `new`: the bytes between their common
/// prefix and suffix.
fn minimal_edit(d: &Doc, new: &str, enc: Encoding) -> Vec<TextEdit> {
    let old = d.text.as_str();
    if old == new {
        return Vec::new();
    }
    let (ob, nb) = (old.as_bytes(), new.as_bytes());
    let mut pre = ob.iter().zip(nb).take_while(|(a, b)| a == b).count();
    // on character boundaries, and never between the two bytes of a `\r\n`
    // (no position names that place)
    while pre > 0
        && (!old.is_char_boundary(pre) || !new.is_char_boundary(pre) || ob[pre - 1] == b'\r')
    {
        pre -= 1;
    }
    let max_suf = ob.len().min(nb.len()) - pre;
    let mut suf = ob
        .iter()
        .rev()
        .zip(nb.iter().rev())
        .take(max_suf)
        .take_while(|(a, b)| a == b)
        .count();
    while suf > 0 && {
        let e = ob.len() - suf;
        !old.is_char_boundary(e)
            || !new.is_char_boundary(nb.len() - suf)
            || (ob[e] == b'\n' && e > 0 && ob[e - 1] == b'\r')
    } {
        suf -= 1;
    }
    let (a, b) = (pre, ob.len() - suf);
    vec![TextEdit {
        range: d.lines.range(old, a, b, enc),
        new_text: new[pre..nb.len() - suf].to_string(),
    }]
}

fn formatting(
    p: DocumentFormattingParams,
    snap: &Snapshot,
    _: &Cancel,
) -> Result<Value, Cancelled> {
    let Some(d) = doc(snap, &p.text_document.uri) else {
        return json!(Value::Null);
    };
    if d.json {
        return json!(Value::Null);
    }
    match hcl2::write::format_bytes_checked(d.text.as_bytes(), &d.name, &hcl2::Limits::unlimited())
    {
        Ok(out) => {
            let new = String::from_utf8_lossy(&out);
            json!(minimal_edit(d, &new, enc(snap)))
        }
        // a file with syntax errors is not formatted, as with `hcl fmt`
        Err(_) => json!(Value::Null),
    }
}

/// The tokens of an item of a body, in order.
fn item_tokens(item: &hcl2::write::Item, out: &mut Vec<Token>) {
    use hcl2::write::Item;
    match item {
        Item::Attribute(a) => {
            out.extend(&a.lead);
            out.extend(&a.head);
            out.extend(&a.expr);
            out.extend(&a.tail);
        }
        Item::Block(b) => {
            out.extend(&b.lead);
            out.extend(&b.header);
            out.push(b.open);
            out.extend(&b.open_tail);
            for i in &b.body.items {
                item_tokens(i, out);
            }
            out.push(b.close);
            out.extend(&b.tail);
        }
        Item::Trivia(t) => out.extend(t),
    }
}

fn range_formatting(
    p: DocumentRangeFormattingParams,
    snap: &Snapshot,
    _: &Cancel,
) -> Result<Value, Cancelled> {
    let Some(d) = doc(snap, &p.text_document.uri) else {
        return json!(Value::Null);
    };
    if d.json {
        return json!(Value::Null);
    }
    let Ok(orig) = hcl2::Document::parse(&d.text) else {
        return json!(Value::Null);
    };
    let mut formatted = orig.clone();
    formatted.format();
    let (a, b) = d.lines.span(&d.text, p.range, enc(snap));
    let mut edits = Vec::new();
    for (io, inew) in orig.body.items.iter().zip(&formatted.body.items) {
        if matches!(io, hcl2::write::Item::Trivia(_)) {
            continue;
        }
        let (mut to, mut tn) = (Vec::new(), Vec::new());
        item_tokens(io, &mut to);
        item_tokens(inew, &mut tn);
        let (Some(first), Some(last)) = (to.first(), to.last()) else {
            continue;
        };
        let (start, end) = (first.ws as usize, last.end as usize);
        // the items the range touches, whole
        if end < a || start > b || (end == a && a != b) {
            continue;
        }
        let mut new_text = String::new();
        hcl2::write::token::write_tokens(&formatted.text, &tn, &mut new_text);
        let old_text = &d.text[start..end];
        if new_text != old_text {
            edits.push(TextEdit {
                range: d.lines.range(&d.text, start, end, enc(snap)),
                new_text,
            });
        }
    }
    json!(edits)
}

// ---- semantic tokens

/// The token types, in the legend's order.
const TOKEN_TYPES: &[(Class, &str)] = &[
    (Class::Keyword, "keyword"),
    (Class::BlockType, "type"),
    (Class::Label, "class"),
    (Class::AttrName, "property"),
    (Class::Variable, "variable"),
    (Class::Step, "property"),
    (Class::Function, "function"),
    (Class::Key, "property"),
    (Class::String, "string"),
    (Class::Number, "number"),
    (Class::Comment, "comment"),
    (Class::Template, "macro"),
    (Class::Operator, "operator"),
];

/// The legend's types (distinct, in order).
fn type_names() -> Vec<&'static str> {
    let mut v: Vec<&str> = Vec::new();
    for (_, n) in TOKEN_TYPES {
        if !v.contains(n) {
            v.push(n);
        }
    }
    v
}

/// The semantic-tokens legend.
pub fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: type_names()
            .into_iter()
            .map(SemanticTokenType::new)
            .collect(),
        token_modifiers: vec![SemanticTokenModifier::DECLARATION],
    }
}

fn semantic_tokens(
    p: SemanticTokensParams,
    snap: &Snapshot,
    cancel: &Cancel,
) -> Result<Value, Cancelled> {
    let Some(d) = doc(snap, &p.text_document.uri) else {
        return json!(Value::Null);
    };
    let c = d.classified();
    let names = type_names();
    let ty_of = |cl: Class| -> Option<u32> {
        let n = TOKEN_TYPES.iter().find(|(k, _)| *k == cl)?.1;
        names.iter().position(|x| *x == n).map(|i| i as u32)
    };
    let text = d.text.as_str();
    let e = enc(snap);
    let mut data: Vec<SemanticToken> = Vec::new();
    let (mut last_line, mut last_col) = (0u32, 0u32);
    for (i, t) in c.toks.iter().enumerate() {
        if i % 4096 == 0 {
            cancel.check()?;
        }
        let Some(ty) = ty_of(c.class[i]) else {
            continue;
        };
        let modifiers = match c.class[i] {
            Class::AttrName | Class::Label | Class::BlockType => 1,
            _ => 0,
        };
        // a token over several lines: one piece per line (without the
        // line breaks)
        let (mut s, end) = (t.start as usize, t.end as usize);
        while s < end {
            let line_end = text[s..end]
                .find(['\n', '\r'])
                .map(|k| s + k)
                .unwrap_or(end);
            if line_end > s {
                let pos = d.lines.position(text, s, e);
                let len = units(&text[s..line_end], e);
                let delta_line = pos.line - last_line;
                let delta_start = if delta_line == 0 {
                    pos.character - last_col
                } else {
                    pos.character
                };
                data.push(SemanticToken {
                    delta_line,
                    delta_start,
                    length: len,
                    token_type: ty,
                    token_modifiers_bitset: modifiers,
                });
                last_line = pos.line;
                last_col = pos.character;
            }
            s = line_end;
            while s < end && matches!(text.as_bytes()[s], b'\n' | b'\r') {
                s += 1;
            }
        }
    }
    json!(SemanticTokensResult::Tokens(SemanticTokens {
        result_id: None,
        data,
    }))
}

// ---- symbols and folding

fn document_symbols(
    p: DocumentSymbolParams,
    snap: &Snapshot,
    _: &Cancel,
) -> Result<Value, Cancelled> {
    let Some(d) = doc(snap, &p.text_document.uri) else {
        return json!(Value::Null);
    };
    let ix = d.index();
    fn conv(s: &super::index::Sym, d: &Doc, e: Encoding) -> DocumentSymbol {
        let ty = s.name.split(' ').next().unwrap_or("");
        let kind = if !s.block {
            SymbolKind::PROPERTY
        } else {
            match ty {
                "variable" => SymbolKind::VARIABLE,
                "output" => SymbolKind::EVENT,
                "module" => SymbolKind::MODULE,
                "locals" => SymbolKind::NAMESPACE,
                "resource" | "data" => SymbolKind::CLASS,
                _ => SymbolKind::STRUCT,
            }
        };
        #[allow(deprecated)]
        DocumentSymbol {
            name: s.name.clone(),
            detail: None,
            kind,
            tags: None,
            deprecated: None,
            range: d.lines.range(&d.text, s.span.0, s.span.1, e),
            selection_range: d.lines.range(&d.text, s.name_span.0, s.name_span.1, e),
            children: Some(s.children.iter().map(|c| conv(c, d, e)).collect()),
        }
    }
    let out: Vec<DocumentSymbol> = ix.symbols.iter().map(|s| conv(s, d, enc(snap))).collect();
    json!(DocumentSymbolResponse::Nested(out))
}

fn folding(p: FoldingRangeParams, snap: &Snapshot, cancel: &Cancel) -> Result<Value, Cancelled> {
    let Some(d) = doc(snap, &p.text_document.uri) else {
        return json!(Value::Null);
    };
    let c = d.classified();
    let text = d.text.as_str();
    let line = |o: u32| d.lines.line_of(o as usize) as u32;
    let mut out = Vec::new();
    // whole lines only (no characters), which every client takes
    let mut push = |start: u32, close: u32, kind: Option<FoldingRangeKind>| {
        // the closing line stays visible
        if close > start + 1 || (kind == Some(FoldingRangeKind::Comment) && close > start) {
            let end = if kind == Some(FoldingRangeKind::Comment) {
                close
            } else {
                close - 1
            };
            out.push(FoldingRange {
                start_line: start,
                start_character: None,
                end_line: end,
                end_character: None,
                kind,
                collapsed_text: None,
            });
        }
    };
    let mut open: Vec<u32> = Vec::new();
    // a run of line comments: its first and last line
    let mut run: Option<(u32, u32)> = None;
    for (i, t) in c.toks.iter().enumerate() {
        if i % 4096 == 0 {
            cancel.check()?;
        }
        if t.kind != Kind::LineComment && t.kind != Kind::Newline {
            if let Some((a, b)) = run.take() {
                push(a, b, Some(FoldingRangeKind::Comment));
            }
        }
        match t.kind {
            Kind::OBrace | Kind::OBrack | Kind::OParen | Kind::OHeredoc => open.push(i as u32),
            Kind::CBrace | Kind::CBrack | Kind::CParen | Kind::CHeredoc => {
                if let Some(o) = open.pop() {
                    push(line(c.toks[o as usize].start), line(t.start), None);
                }
            }
            Kind::LineComment => {
                let l = line(t.start);
                run = match run {
                    Some((a, b)) if l == b + 1 => Some((a, l)),
                    Some((a, b)) => {
                        push(a, b, Some(FoldingRangeKind::Comment));
                        Some((l, l))
                    }
                    None => Some((l, l)),
                };
            }
            Kind::Comment => {
                let body = &text[t.start as usize..t.end as usize];
                if body.starts_with("/*") {
                    push(
                        line(t.start),
                        line(t.end.saturating_sub(1)),
                        Some(FoldingRangeKind::Comment),
                    );
                }
            }
            _ => {}
        }
    }
    if let Some((a, b)) = run {
        push(a, b, Some(FoldingRangeKind::Comment));
    }
    json!(out)
}

// ---- navigation

fn position_offset(d: &Doc, pos: Position, e: Encoding) -> usize {
    d.lines.offset(&d.text, pos, e)
}

fn definition(
    p: GotoDefinitionParams,
    snap: &Snapshot,
    cancel: &Cancel,
) -> Result<Value, Cancelled> {
    let tp = p.text_document_position_params;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return json!(Value::Null);
    };
    let o = position_offset(d, tp.position, enc(snap));
    let Some((kind, name, _)) = nav::symbol_at(&d.index(), o) else {
        return json!(Value::Null);
    };
    let files = nav::module(d, snap, cancel)?;
    let locs = nav::definitions(&files, kind, &name, snap);
    json!(GotoDefinitionResponse::Array(locs))
}

fn references(p: ReferenceParams, snap: &Snapshot, cancel: &Cancel) -> Result<Value, Cancelled> {
    let tp = p.text_document_position;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return json!(Value::Null);
    };
    let o = position_offset(d, tp.position, enc(snap));
    let Some((kind, name, _)) = nav::symbol_at(&d.index(), o) else {
        return json!(Value::Null);
    };
    let files = nav::module(d, snap, cancel)?;
    let locs = nav::references(
        &files,
        kind,
        &name,
        p.context.include_declaration,
        snap,
        cancel,
    )?;
    json!(locs)
}

fn prepare_rename(
    p: TextDocumentPositionParams,
    snap: &Snapshot,
    _: &Cancel,
) -> Result<Value, Cancelled> {
    let Some(d) = doc(snap, &p.text_document.uri) else {
        return json!(Value::Null);
    };
    let o = position_offset(d, p.position, enc(snap));
    match nav::symbol_at(&d.index(), o) {
        Some((kind, name, span)) if kind.renamable() => {
            json!(PrepareRenameResponse::RangeWithPlaceholder {
                range: d.lines.range(&d.text, span.0, span.1, enc(snap)),
                placeholder: name,
            })
        }
        _ => json!(Value::Null),
    }
}

// (lsp-types' `WorkspaceEdit::changes` is keyed by `Uri`)
#[allow(clippy::mutable_key_type)]
fn rename(p: RenameParams, snap: &Snapshot, cancel: &Cancel) -> Outcome {
    let tp = p.text_document_position;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return Outcome::Ok(Value::Null);
    };
    if !hcl2::write::tree::is_identifier(&p.new_name) {
        return Outcome::Err(
            ErrorCode::InvalidParams,
            format!("{:?} is not a valid HCL identifier", p.new_name),
        );
    }
    let o = position_offset(d, tp.position, enc(snap));
    let Some((kind, name, _)) = nav::symbol_at(&d.index(), o) else {
        return Outcome::Err(
            ErrorCode::InvalidParams,
            "no variable, local or module here".into(),
        );
    };
    if !kind.renamable() {
        return Outcome::Err(
            ErrorCode::InvalidParams,
            "only variables, locals and modules can be renamed".into(),
        );
    }
    let r = (|| {
        let files = nav::module(d, snap, cancel)?;
        let changes = nav::rename(&files, kind, &name, &p.new_name, snap, cancel)?;
        json!(WorkspaceEdit {
            changes: Some(changes),
            ..Default::default()
        })
    })();
    r.into()
}

fn highlight(p: DocumentHighlightParams, snap: &Snapshot, _: &Cancel) -> Result<Value, Cancelled> {
    let tp = p.text_document_position_params;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return json!(Value::Null);
    };
    let e = enc(snap);
    let o = position_offset(d, tp.position, e);
    let ix = d.index();
    let hl = |s: (usize, usize), kind| DocumentHighlight {
        range: d.lines.range(&d.text, s.0, s.1, e),
        kind: Some(kind),
    };
    if let Some((kind, name, _)) = nav::symbol_at(&ix, o) {
        let mut out: Vec<DocumentHighlight> = ix
            .defs
            .iter()
            .filter(|x| x.kind == kind && x.name == name)
            .map(|x| hl(x.span, DocumentHighlightKind::WRITE))
            .collect();
        out.extend(
            ix.refs
                .iter()
                .filter(|x| x.kind == kind && x.name == name)
                .map(|x| hl(x.span, DocumentHighlightKind::READ)),
        );
        return json!(out);
    }
    // other names: the same traversal roots, or the same function
    let c = d.classified();
    let Some(i) = c.token_at(o) else {
        return json!(Value::Null);
    };
    let word = c.text(&d.text, i);
    let class = c.class[i];
    if !matches!(class, Class::Variable | Class::Function) || c.toks[i].kind != Kind::Ident {
        return json!(Value::Null);
    }
    let out: Vec<DocumentHighlight> = (0..c.toks.len())
        .filter(|&j| {
            c.class[j] == class && c.toks[j].kind == Kind::Ident && c.text(&d.text, j) == word
        })
        .map(|j| {
            hl(
                (c.toks[j].start as usize, c.toks[j].end as usize),
                DocumentHighlightKind::TEXT,
            )
        })
        .collect();
    json!(out)
}

// ---- hover, completion, signature help

fn func_markdown(f: &funcdoc::FuncDoc) -> String {
    let mut s = format!("```hcl\n{}\n```\n\n{}", f.signature, f.description);
    if !f.example.is_empty() {
        s.push_str(&format!("\n\n```hcl\n{}\n```", f.example));
    }
    s
}

/// The most lines of a declaration hover shows.
const HOVER_LINES: usize = 20;

fn hover(p: HoverParams, snap: &Snapshot, cancel: &Cancel) -> Result<Value, Cancelled> {
    let tp = p.text_document_position_params;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return json!(Value::Null);
    };
    let e = enc(snap);
    let o = position_offset(d, tp.position, e);
    let c = d.classified();
    // a reference to a module symbol: its declaration's source
    if let Some((kind, name, _)) = nav::symbol_at(&d.index(), o) {
        if let Some(r) = d
            .index()
            .refs
            .iter()
            .find(|r| r.span.0 <= o && o <= r.span.1)
        {
            let files = nav::module(d, snap, cancel)?;
            for f in &files {
                let ix = f.index();
                if let Some(def) = ix.defs.iter().find(|x| x.kind == kind && x.name == name) {
                    let src = f.text().get(def.decl.0..def.decl.1).unwrap_or("");
                    let mut lines: Vec<&str> = src.lines().take(HOVER_LINES + 1).collect();
                    if lines.len() > HOVER_LINES {
                        lines.truncate(HOVER_LINES);
                        lines.push("...");
                    }
                    return json!(Hover {
                        contents: HoverContents::Markup(MarkupContent {
                            kind: MarkupKind::Markdown,
                            value: format!("```hcl\n{}\n```", lines.join("\n")),
                        }),
                        range: Some(d.lines.range(&d.text, r.span.0, r.span.1, e)),
                    });
                }
            }
        }
    }
    let Some(i) = c.token_at(o) else {
        return json!(Value::Null);
    };
    let t = c.toks[i];
    let range = Some(d.lines.range(&d.text, t.start as usize, t.end as usize, e));
    let word = c.text(&d.text, i);
    let value = match c.class[i] {
        Class::Function if t.kind == Kind::Ident => match namespaced(&c, &d.text, i) {
            Some(_) => None,
            None => funcdoc::get(word).map(func_markdown),
        },
        Class::AttrName => snap.config.spec.as_ref().and_then(|s| {
            let path = c.body_path(&d.text, i);
            let (attrs, _) = s.items(&path);
            let a = attrs.into_iter().find(|a| a.name == word)?;
            Some(format!(
                "```hcl\n{} = {}\n```\n\n{} argument (from the spec {}).",
                a.name,
                a.ty,
                if a.required { "Required" } else { "Optional" },
                s.path
            ))
        }),
        Class::BlockType => snap.config.spec.as_ref().and_then(|s| {
            let path = c.body_path(&d.text, i);
            let (_, blocks) = s.items(&path);
            blocks
                .contains(&word.to_string())
                .then(|| format!("Block type `{word}` (from the spec {}).", s.path))
        }),
        _ => None,
    };
    match value {
        Some(v) => json!(Hover {
            contents: HoverContents::Markup(MarkupContent {
                kind: MarkupKind::Markdown,
                value: v,
            }),
            range,
        }),
        None => json!(Value::Null),
    }
}

/// The namespace of a namespaced function name (`provider::x::f`), if the
/// name at `i` is one.
fn namespaced(c: &Classified, text: &str, i: usize) -> Option<String> {
    let k = |j: usize| c.toks.get(j).map(|t| t.kind);
    if k(i + 1) == Some(Kind::DoubleColon) || (i > 0 && k(i - 1) == Some(Kind::DoubleColon)) {
        return Some(c.text(text, i).to_string());
    }
    None
}

/// The last token ending at or before `o` that is not a comment or blank.
fn prev_token(c: &Classified, o: usize) -> Option<usize> {
    let i = c.toks.partition_point(|t| (t.end as usize) <= o);
    (0..i)
        .rev()
        .find(|&j| !c.toks[j].kind.is_comment() && c.toks[j].kind != Kind::Eof)
}

fn completion(p: CompletionParams, snap: &Snapshot, cancel: &Cancel) -> Result<Value, Cancelled> {
    let tp = p.text_document_position;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return json!(Value::Null);
    };
    let e = enc(snap);
    let o = position_offset(d, tp.position, e);
    let c = d.classified();
    let text = d.text.as_str();
    // the name being typed, if the cursor is at the end of (or inside) one
    let (word_start, prefix) = match c.token_at(o) {
        Some(i) if c.toks[i].kind == Kind::Ident && (c.toks[i].start as usize) < o => {
            let s = c.toks[i].start as usize;
            (s, &text[s..o])
        }
        _ => (o, ""),
    };
    let before = prev_token(&c, word_start);
    let edit_range = d.lines.range(text, word_start, o, e);
    let item = |label: &str, kind, detail: Option<String>, doc: Option<String>| CompletionItem {
        label: label.to_string(),
        kind: Some(kind),
        detail,
        documentation: doc.map(|v| {
            Documentation::MarkupContent(MarkupContent {
                kind: MarkupKind::Markdown,
                value: v,
            })
        }),
        text_edit: Some(CompletionTextEdit::Edit(TextEdit {
            range: edit_range,
            new_text: label.to_string(),
        })),
        ..Default::default()
    };
    let mut items = Vec::new();
    // `var.`, `local.`, `module.`: the module's names
    if let Some(dot) = before.filter(|&j| c.toks[j].kind == Kind::Dot) {
        let root = prev_token(&c, c.toks[dot].start as usize)
            .filter(|&j| c.toks[j].kind == Kind::Ident && c.class[j] == Class::Variable)
            .map(|j| c.text(text, j));
        let kind = match root {
            Some("var") => Some(SymKind::Variable),
            Some("local") => Some(SymKind::Local),
            Some("module") => Some(SymKind::Module),
            _ => None,
        };
        if let Some(kind) = kind {
            let files = nav::module(d, snap, cancel)?;
            let mut names: Vec<String> = Vec::new();
            for f in &files {
                for def in f.index().defs.iter().filter(|x| x.kind == kind) {
                    if def.name.starts_with(prefix) && !names.contains(&def.name) {
                        names.push(def.name.clone());
                    }
                }
            }
            names.sort();
            for n in names {
                items.push(item(&n, CompletionItemKind::VARIABLE, None, None));
            }
        }
        return json!(CompletionResponse::Array(items));
    }
    let in_expr = match before {
        Some(j) => {
            let k = c.toks[j].kind;
            k == Kind::Equal && !c.in_expr(j)
                || (c.in_expr(j) && k != Kind::Newline && c.class[j] != Class::String)
                || matches!(k, Kind::TemplateInterp | Kind::TemplateControl)
        }
        None => false,
    };
    if in_expr {
        for f in funcdoc::all() {
            if f.name.starts_with(prefix) {
                items.push(item(
                    &f.name,
                    CompletionItemKind::FUNCTION,
                    Some(f.signature.clone()),
                    Some(f.description.clone()),
                ));
            }
        }
        return json!(CompletionResponse::Array(items));
    }
    // at the start of a body item: the spec's block types and attributes
    let at_item_start = match before {
        None => true,
        Some(j) => matches!(c.toks[j].kind, Kind::Newline | Kind::OBrace) && !c.in_expr(j),
    };
    if let (true, Some(s)) = (at_item_start, &snap.config.spec) {
        let path = match before {
            // the body the `{` opens
            Some(j) if c.toks[j].kind == Kind::OBrace => c.body_path(text, j + 1),
            Some(j) => c.body_path(text, j),
            None => Vec::new(),
        };
        let (attrs, blocks) = s.items(&path);
        for a in attrs {
            if a.name.starts_with(prefix) {
                let detail = format!(
                    "{} ({})",
                    a.ty,
                    if a.required { "required" } else { "optional" }
                );
                items.push(item(
                    &a.name,
                    CompletionItemKind::PROPERTY,
                    Some(detail),
                    None,
                ));
            }
        }
        for b in blocks {
            if b.starts_with(prefix) {
                items.push(item(
                    &b,
                    CompletionItemKind::MODULE,
                    Some("block".into()),
                    None,
                ));
            }
        }
    }
    json!(CompletionResponse::Array(items))
}

fn signature_help(p: SignatureHelpParams, snap: &Snapshot, _: &Cancel) -> Result<Value, Cancelled> {
    let tp = p.text_document_position_params;
    let Some(d) = doc(snap, &tp.text_document.uri) else {
        return json!(Value::Null);
    };
    let o = position_offset(d, tp.position, enc(snap));
    let c = d.classified();
    // the innermost call open at the cursor, and the commas before it
    let end = c.toks.partition_point(|t| (t.end as usize) <= o);
    let mut depth = 0i32;
    let mut commas = 0u32;
    let mut found = None;
    for j in (0..end).rev().take(100_000) {
        match c.toks[j].kind {
            Kind::CParen | Kind::CBrack | Kind::CBrace | Kind::TemplateSeqEnd => depth += 1,
            Kind::OBrack | Kind::OBrace | Kind::TemplateInterp | Kind::TemplateControl => {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            }
            Kind::OParen => {
                if depth == 0 {
                    found = Some(j);
                    break;
                }
                depth -= 1;
            }
            Kind::Comma if depth == 0 => commas += 1,
            _ => {}
        }
    }
    let Some(open) = found else {
        return json!(Value::Null);
    };
    let Some(fi) = open.checked_sub(1) else {
        return json!(Value::Null);
    };
    if c.class[fi] != Class::Function || namespaced(&c, &d.text, fi).is_some() {
        return json!(Value::Null);
    }
    let Some(f) = funcdoc::get(c.text(&d.text, fi)) else {
        return json!(Value::Null);
    };
    let n = f.params.len() as u32;
    let active = if f.variadic && n > 0 {
        commas.min(n - 1)
    } else {
        commas
    };
    json!(SignatureHelp {
        signatures: vec![SignatureInformation {
            label: f.signature.clone(),
            documentation: Some(Documentation::MarkupContent(MarkupContent {
                kind: MarkupKind::Markdown,
                value: f.description.clone(),
            })),
            parameters: Some(
                f.params
                    .iter()
                    .map(|p| ParameterInformation {
                        label: ParameterLabel::Simple(p.clone()),
                        documentation: None,
                    })
                    .collect(),
            ),
            active_parameter: Some(active),
        }],
        active_signature: Some(0),
        active_parameter: Some(active),
    })
}
