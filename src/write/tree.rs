//! The lossless tree: a file's tokens grouped into bodies, attributes and
//! blocks, with every comment, blank line and blank kept, and editing.
//!
//! A [`Document`] is built from a file the native parser accepts (a file
//! with errors is refused). Its tokens point into one text buffer that
//! edits append to; writing an unedited document back gives the file byte
//! for byte. Edits produce formatted tokens (the formatter's rules applied
//! to the new part, indented for its place); everything else keeps its
//! bytes. [`Document::format`] formats the whole tree as `hcl fmt` would.
//!
//! Grouping (for a file the parser accepted, so brackets balance):
//! - comment lines directly above an item (no blank line between) are its
//!   *lead* comments and move with it;
//! - an attribute is its name, `=`, the expression tokens up to the line
//!   break at bracket depth 0, and its *tail*: a trailing comment and the
//!   line break;
//! - a block is its header (type, labels), `{`, a nested body, `}` and its
//!   tail;
//! - anything else between items (blank lines, detached comments) is kept
//!   as trivia in place.
//!
//! # Editing
//! [`Document::body_mut`] gives a [`BodyMut`]; [`BodyMut::block_mut`],
//! [`BodyMut::find_block`] and the block insertions give a [`BlockMut`],
//! whose [`BlockMut::body`] is a `BodyMut` again; [`BodyMut::expr_mut`]
//! gives an [`ExprMut`] on one attribute's expression. Every method:
//!
//! | handle | method | what |
//! | --- | --- | --- |
//! | [`Document`] | [`parse`](Document::parse), [`parse_named`](Document::parse_named) | the tree of a file (refused with its diagnostics when it has errors) |
//! | | [`render`](Document::render), [`format`](Document::format) | the text; the whole tree formatted as `hcl fmt` formats |
//! | | [`rename_variable_prefix`](Document::rename_variable_prefix) | rename references (`var.a` to `local.b`) in every expression and template |
//! | [`BodyMut`] | [`attribute_names`](BodyMut::attribute_names), [`attribute_expr`](BodyMut::attribute_expr), [`attribute_index`](BodyMut::attribute_index) | read attributes |
//! | | [`set_attribute_expr`](BodyMut::set_attribute_expr), [`set_attribute_value`](BodyMut::set_attribute_value), [`set_attribute_traversal`](BodyMut::set_attribute_traversal) | set (or append) an attribute |
//! | | [`rename_attribute`](BodyMut::rename_attribute), [`remove_attribute`](BodyMut::remove_attribute) | rename, remove (with its lead comment) |
//! | | [`blocks`](BodyMut::blocks), [`block_indices`](BodyMut::block_indices), [`block_index`](BodyMut::block_index) | list and find blocks |
//! | | [`block_mut`](BodyMut::block_mut), [`find_block`](BodyMut::find_block) | the `n`th block of a type; the block of a type and labels |
//! | | [`append_block`](BodyMut::append_block), [`insert_block`](BodyMut::insert_block), [`remove_block`](BodyMut::remove_block) | add and remove blocks |
//! | | [`insert_comment`](BodyMut::insert_comment), [`insert_blank_line`](BodyMut::insert_blank_line), [`len`](BodyMut::len) | comments and blank lines between items |
//! | | [`rename_variable_prefix`](BodyMut::rename_variable_prefix) | rename references in the body, nested blocks included |
//! | [`BlockMut`] | [`block_type`](BlockMut::block_type), [`labels`](BlockMut::labels), [`set_type`](BlockMut::set_type), [`set_labels`](BlockMut::set_labels), [`body`](BlockMut::body) | a block's header and body |
//! | [`ExprMut`] | [`source`](ExprMut::source), [`set`](ExprMut::set), [`kind`](ExprMut::kind), [`len`](ExprMut::len), [`item`](ExprMut::item) | read or replace an expression |
//! | | [`set_item`](ExprMut::set_item), [`push_item`](ExprMut::push_item), [`remove_item`](ExprMut::remove_item) | tuple elements, call arguments, object items |
//! | | [`object_key_index`](ExprMut::object_key_index), [`set_object_item`](ExprMut::set_object_item), [`remove_object_item`](ExprMut::remove_object_item) | object items by key |
//! | | [`rename_variable_prefix`](ExprMut::rename_variable_prefix) | rename references in this expression |
//!
//! **Alignment.** An edit that changes a run of aligned `=` (consecutive
//! one-line attributes: a blank line, a comment line, a block or a
//! multi-line value ends a run) realigns that run as `hcl fmt` would: a new
//! or renamed attribute, a removed one, a value that becomes (or stops
//! being) multi-line, a comment, blank line or block inserted inside a run.
//! Nothing else moves; an edit of a value that keeps its run keeps its
//! spacing.
//!
//! ```
//! use hcl2::{Document, Value};
//! let src = "# service\nname = \"web\"\nport = 80 # public\n\nlistener \"http\" {\n  tls = false\n}\n";
//! let mut doc = Document::parse(src).unwrap();
//! let mut body = doc.body_mut();
//! // a new attribute joins the run of `name` and `port`, realigned
//! body.set_attribute_value("replicas", &Value::from(3)).unwrap();
//! // comments and blank lines
//! let at = body.attribute_index("port").unwrap();
//! body.insert_comment(at, "the port").unwrap();
//! // blocks by type and labels
//! let mut http = body.find_block("listener", &["http"]).unwrap();
//! http.body().set_attribute_expr("tls", "var.tls_enabled").unwrap();
//! // references renamed everywhere
//! doc.rename_variable_prefix(&["var", "tls_enabled"], &["local", "tls"]).unwrap();
//! assert_eq!(
//!     doc.render(),
//!     "# service\nname = \"web\"\n# the port\nport     = 80 # public\nreplicas = 3\n\nlistener \"http\" {\n  tls = local.tls\n}\n"
//! );
//! ```

use super::format;
use super::token::{lex, Kind, Token, RAW};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::value::Value;

/// A body: its items in source order.
#[derive(Clone, Debug, Default)]
pub struct BodyNode {
    /// The attributes, blocks and free-standing comments and blank lines, in
    /// source order.
    pub items: Vec<Item>,
}

/// One item of a body.
#[derive(Clone, Debug)]
pub enum Item {
    /// An attribute `name = expr`.
    Attribute(AttributeNode),
    /// A block `type "label" { ... }`.
    Block(BlockNode),
    /// Blank lines and comments that belong to no item.
    Trivia(Vec<Token>),
}

/// An attribute `name = expr`.
#[derive(Clone, Debug)]
pub struct AttributeNode {
    /// Comment lines right above it.
    pub lead: Vec<Token>,
    /// The name, anything up to the `=`, and the `=` (last).
    pub head: Vec<Token>,
    /// The expression's tokens.
    pub expr: Vec<Token>,
    /// A trailing comment and the line break (empty inside a one-line block).
    pub tail: Vec<Token>,
}

/// A block `type "label"... { body }`.
#[derive(Clone, Debug)]
pub struct BlockNode {
    /// Comment lines right above it.
    pub lead: Vec<Token>,
    /// The type name, the labels (and any comment between), up to the `{`.
    pub header: Vec<Token>,
    /// `{`
    pub open: Token,
    /// The line break after `{` (empty for a one-line block).
    pub open_tail: Vec<Token>,
    /// The block's body.
    pub body: BodyNode,
    /// `}`
    pub close: Token,
    /// A trailing comment and the line break after `}`.
    pub tail: Vec<Token>,
}

/// A lossless configuration file.
///
/// ```
/// use hcl2::{Document, Value};
/// let src = "# The service\nname = \"web\" # its name\n\nlistener \"http\" {\n  port = 80\n}\n";
/// let mut doc = Document::parse(src).unwrap();
/// assert_eq!(doc.render(), src); // written back byte for byte
///
/// let mut body = doc.body_mut();
/// body.set_attribute_expr("name", "\"api\"").unwrap();
/// body.set_attribute_value("replicas", &Value::from(3)).unwrap();
/// body.block_mut("listener", 0).unwrap().body().set_attribute_expr("port", "8080").unwrap();
/// let mut tls = body.append_block("listener", &["https"]).unwrap();
/// tls.body().set_attribute_value("port", &Value::from(443)).unwrap();
/// assert_eq!(
///     doc.render(),
///     "# The service\nname     = \"api\" # its name\nreplicas = 3\n\nlistener \"http\" {\n  port = 8080\n}\nlistener \"https\" {\n  port = 443\n}\n"
/// );
///
/// // Source with syntax errors is refused, with its diagnostics.
/// assert!(doc.body_mut().set_attribute_expr("name", "1 +").is_err());
/// assert!(Document::parse("a = ").is_err());
/// ```
#[derive(Clone, Debug)]
pub struct Document {
    /// The original text, then the text of every token added by edits.
    pub text: String,
    /// The top-level body.
    pub body: BodyNode,
    /// The end of input (it carries the blanks at the end of the file).
    pub eof: Token,
}

impl Document {
    /// Build the tree of a file; a file with syntax errors is refused (its
    /// diagnostics name the source `<input>`: see [`Document::parse_named`]).
    pub fn parse(src: &str) -> Result<Document, Diagnostics> {
        Document::parse_named(src, "<input>")
    }

    /// Like [`Document::parse`], with `filename` naming the source in the
    /// diagnostics of a file with syntax errors.
    ///
    /// ```
    /// let diags = hcl2::Document::parse_named("a = {\n", "main.tf").unwrap_err();
    /// assert_eq!(&*diags.0[0].subject.as_ref().unwrap().filename, "main.tf");
    /// ```
    pub fn parse_named(src: &str, filename: &str) -> Result<Document, Diagnostics> {
        let (_, diags) = crate::parser::parse_config(src, filename);
        if diags.has_errors() {
            return Err(diags);
        }
        let t = lex(src);
        let toks = t.toks;
        let mut p = TreeParser { toks: &toks, i: 0 };
        let body = p.body(false);
        let eof = *toks.last().expect("lex ends with Eof");
        Ok(Document {
            text: t.text,
            body,
            eof,
        })
    }

    /// The document written back.
    pub fn render(&self) -> String {
        let mut out = String::with_capacity(self.text.len());
        let mut w = |t: &Token| write_tok(&self.text, t, &mut out);
        visit_body(&self.body, &mut w);
        w(&self.eof);
        out
    }

    /// Format the whole document with the formatter's rules.
    pub fn format(&mut self) {
        let mut flat: Vec<Token> = Vec::new();
        visit_body(&self.body, &mut |t| flat.push(*t));
        flat.push(self.eof);
        format::format(&self.text, &mut flat);
        let mut it = flat.into_iter();
        visit_body_mut(&mut self.body, &mut |t| {
            *t = it.next().expect("same tokens");
        });
        self.eof = it.next().expect("eof");
    }

    /// Rename the references that start with `search` in every expression
    /// and template of the file (see [`BodyMut::rename_variable_prefix`]).
    ///
    /// ```
    /// let mut doc = hcl2::Document::parse("x {\n  y = var.a.b[0]\n}\n").unwrap();
    /// doc.rename_variable_prefix(&["var", "a"], &["local", "c"]).unwrap();
    /// assert_eq!(doc.render(), "x {\n  y = local.c.b[0]\n}\n");
    /// ```
    pub fn rename_variable_prefix(
        &mut self,
        search: &[&str],
        replacement: &[&str],
    ) -> Result<usize, Diagnostics> {
        self.body_mut().rename_variable_prefix(search, replacement)
    }

    /// A handle on the top-level body for editing.
    pub fn body_mut(&mut self) -> BodyMut<'_> {
        BodyMut {
            text: &mut self.text,
            body: &mut self.body,
            depth: 0,
        }
    }

    /// The source text of tokens (the first token's blanks left out).
    pub fn text_of(&self, toks: &[Token]) -> String {
        tokens_text(&self.text, toks)
    }
}

fn tokens_text(text: &str, toks: &[Token]) -> String {
    let mut s = String::new();
    for (k, t) in toks.iter().enumerate() {
        if k == 0 {
            s.push_str(&text[t.start as usize..t.end as usize]);
        } else {
            write_tok(text, t, &mut s);
        }
    }
    s
}

#[inline]
fn write_tok(text: &str, t: &Token, out: &mut String) {
    if t.spaces == RAW {
        out.push_str(&text[t.ws as usize..t.end as usize]);
    } else {
        super::token::push_spaces(out, t.spaces as usize);
        out.push_str(&text[t.start as usize..t.end as usize]);
    }
}

fn visit_body(b: &BodyNode, f: &mut impl FnMut(&Token)) {
    for it in &b.items {
        match it {
            Item::Trivia(ts) => ts.iter().for_each(&mut *f),
            Item::Attribute(a) => {
                for t in a.lead.iter().chain(&a.head).chain(&a.expr).chain(&a.tail) {
                    f(t)
                }
            }
            Item::Block(bl) => {
                bl.lead.iter().chain(&bl.header).for_each(&mut *f);
                f(&bl.open);
                bl.open_tail.iter().for_each(&mut *f);
                visit_body(&bl.body, f);
                f(&bl.close);
                bl.tail.iter().for_each(&mut *f);
            }
        }
    }
}

fn visit_body_mut(b: &mut BodyNode, f: &mut impl FnMut(&mut Token)) {
    for it in &mut b.items {
        match it {
            Item::Trivia(ts) => ts.iter_mut().for_each(&mut *f),
            Item::Attribute(a) => {
                for t in a
                    .lead
                    .iter_mut()
                    .chain(&mut a.head)
                    .chain(&mut a.expr)
                    .chain(&mut a.tail)
                {
                    f(t)
                }
            }
            Item::Block(bl) => {
                bl.lead.iter_mut().chain(&mut bl.header).for_each(&mut *f);
                f(&mut bl.open);
                bl.open_tail.iter_mut().for_each(&mut *f);
                visit_body_mut(&mut bl.body, f);
                f(&mut bl.close);
                bl.tail.iter_mut().for_each(&mut *f);
            }
        }
    }
}

struct TreeParser<'a> {
    toks: &'a [Token],
    i: usize,
}

impl TreeParser<'_> {
    fn peek(&self) -> Kind {
        self.toks[self.i].kind
    }

    /// A body, up to the end of input or (nested) its `}`.
    fn body(&mut self, nested: bool) -> BodyNode {
        let mut items = Vec::new();
        let mut trivia: Vec<Token> = Vec::new();
        loop {
            match self.peek() {
                Kind::Eof => break,
                Kind::CBrace if nested => break,
                Kind::Ident => {
                    let lead = split_lead(&mut trivia);
                    if !trivia.is_empty() {
                        items.push(Item::Trivia(std::mem::take(&mut trivia)));
                    }
                    let item = self.item(lead);
                    items.push(item);
                }
                _ => {
                    trivia.push(self.toks[self.i]);
                    self.i += 1;
                }
            }
        }
        if !trivia.is_empty() {
            items.push(Item::Trivia(trivia));
        }
        BodyNode { items }
    }

    fn item(&mut self, lead: Vec<Token>) -> Item {
        // the head: up to `=` or `{`
        let mut head = Vec::new();
        loop {
            let t = self.toks[self.i];
            match t.kind {
                Kind::Equal => {
                    head.push(t);
                    self.i += 1;
                    return self.attribute(lead, head);
                }
                Kind::OBrace => {
                    self.i += 1;
                    return self.block(lead, head, t);
                }
                Kind::Eof => {
                    // cannot happen in a parsed file: keep the bytes
                    let mut all = lead;
                    all.extend(head);
                    return Item::Trivia(all);
                }
                _ => {
                    head.push(t);
                    self.i += 1;
                }
            }
        }
    }

    fn attribute(&mut self, lead: Vec<Token>, head: Vec<Token>) -> Item {
        let mut expr = Vec::new();
        let mut depth = 0i32;
        loop {
            let t = self.toks[self.i];
            if depth == 0 {
                let ends = matches!(
                    t.kind,
                    Kind::Newline | Kind::Eof | Kind::CBrace | Kind::LineComment
                );
                if ends {
                    break;
                }
            }
            depth += t.kind.bracket_change();
            expr.push(t);
            self.i += 1;
        }
        // trailing block comments belong to the tail
        let mut tail = Vec::new();
        while expr.last().is_some_and(|t| t.kind.is_comment()) {
            tail.insert(0, expr.pop().expect("checked"));
        }
        self.line_tail(&mut tail);
        Item::Attribute(AttributeNode {
            lead,
            head,
            expr,
            tail,
        })
    }

    /// The line break (with comments before it) that ends an item's line.
    fn line_tail(&mut self, tail: &mut Vec<Token>) {
        loop {
            let t = self.toks[self.i];
            match t.kind {
                Kind::Newline => {
                    tail.push(t);
                    self.i += 1;
                    return;
                }
                Kind::LineComment => {
                    tail.push(t);
                    self.i += 1;
                    return;
                }
                Kind::Comment => {
                    tail.push(t);
                    self.i += 1;
                }
                _ => return,
            }
        }
    }

    fn block(&mut self, lead: Vec<Token>, header: Vec<Token>, open: Token) -> Item {
        let mut open_tail = Vec::new();
        self.line_tail(&mut open_tail);
        let body = self.body(true);
        let close = self.toks[self.i];
        if close.kind == Kind::CBrace {
            self.i += 1;
        }
        let mut tail = Vec::new();
        self.line_tail(&mut tail);
        Item::Block(BlockNode {
            lead,
            header,
            open,
            open_tail,
            body,
            close,
            tail,
        })
    }
}

/// Move the comment lines at the end of `trivia` that sit right above the
/// next item (no blank line between) into a new vector.
fn split_lead(trivia: &mut Vec<Token>) -> Vec<Token> {
    let mut k = trivia.len();
    while k > 0 {
        let t = &trivia[k - 1];
        match t.kind {
            Kind::LineComment => k -= 1,
            Kind::Newline if k >= 2 && trivia[k - 2].kind == Kind::Comment => k -= 2,
            _ => break,
        }
    }
    trivia.split_off(k)
}

// ----- alignment of edited runs ---------------------------------------------

/// Whether an item takes part in a run of aligned `=`: an attribute on one
/// line (a heredoc counts as one line, as for the formatter).
fn alignable(it: &Item) -> bool {
    match it {
        Item::Attribute(a) => !a
            .expr
            .iter()
            .any(|t| matches!(t.kind, Kind::Newline | Kind::LineComment)),
        _ => false,
    }
}

/// An item's lead comment lines (a comment line ends a run).
fn lead_of(it: &Item) -> &[Token] {
    match it {
        Item::Attribute(a) => &a.lead,
        Item::Block(b) => &b.lead,
        Item::Trivia(_) => &[],
    }
}

/// Align the `=` of the run of attributes that item `i` belongs to (if it
/// is in one) as the formatter aligns them: one column after the longest
/// name, counting indentation. Runs are consecutive one-line attributes
/// with no comment line, blank line or block between them. Nothing else
/// is touched.
fn realign(text: &str, items: &mut [Item], i: usize) {
    if i >= items.len() || !alignable(&items[i]) {
        return;
    }
    let mut from = i;
    while from > 0 && lead_of(&items[from]).is_empty() && alignable(&items[from - 1]) {
        from -= 1;
    }
    let mut to = i + 1;
    while to < items.len() && alignable(&items[to]) && lead_of(&items[to]).is_empty() {
        to += 1;
    }
    let width = |it: &Item| match it {
        Item::Attribute(a) => format::columns(text, &a.head[..a.head.len() - 1]),
        _ => 0,
    };
    let max = items[from..to].iter().map(width).max().unwrap_or(0);
    for it in &mut items[from..to] {
        let w = width(it);
        if let Item::Attribute(a) = it {
            if let Some(eq) = a.head.last_mut() {
                eq.spaces = (max - w + 1) as u32;
            }
        }
    }
}

// ----- renaming references ----------------------------------------------------

fn check_prefixes(search: &[&str], replacement: &[&str]) -> Result<(), Diagnostics> {
    let mut d = Diagnostics::new();
    if search.is_empty() || search.len() != replacement.len() {
        d.push(Diagnostic::error(
            "Invalid prefix",
            format!(
                "The search and replacement prefixes must be of the same non-zero length \
                 ({} and {}).",
                search.len(),
                replacement.len()
            ),
        ));
        return Err(d);
    }
    for r in replacement {
        check_name(r)?;
    }
    Ok(())
}

fn rename_in_body(text: &mut String, body: &mut BodyNode, search: &[&str], rep: &[&str]) -> usize {
    let mut n = 0;
    for it in &mut body.items {
        match it {
            Item::Attribute(a) => n += rename_in_tokens(text, &mut a.expr, search, rep),
            Item::Block(b) => n += rename_in_body(text, &mut b.body, search, rep),
            Item::Trivia(_) => {}
        }
    }
    n
}

/// Rename the references of one expression's tokens (see
/// [`BodyMut::rename_variable_prefix`]): the expression is parsed from
/// its tokens' text, and each name its references' steps cover is replaced
/// in place (keeping the blanks before it).
fn rename_in_tokens(text: &mut String, toks: &mut [Token], search: &[&str], rep: &[&str]) -> usize {
    use crate::eval::Traverser;
    // the expression's text, and where each token starts in it
    let mut src = String::new();
    let mut offs = Vec::with_capacity(toks.len());
    for (k, t) in toks.iter().enumerate() {
        if k > 0 {
            if t.spaces == RAW {
                src.push_str(&text[t.ws as usize..t.start as usize]);
            } else {
                super::token::push_spaces(&mut src, t.spaces as usize);
            }
        }
        offs.push(src.len());
        src.push_str(&text[t.start as usize..t.end as usize]);
    }
    // (a heredoc's closing marker ends its line)
    src.push('\n');
    let file = std::sync::Arc::new(crate::diagnostic::SourceFile::new("<expr>", src));
    let (ast, diags) =
        crate::parser::parse_expression_in(file.clone(), &crate::limits::Limits::unlimited());
    if diags.has_errors() {
        return 0;
    }
    let expr = crate::eval::NativeExpr::new(ast, file);
    use crate::eval::Expression as _;
    let mut n = 0;
    'refs: for tr in expr.variables() {
        let steps = tr.steps();
        if steps.len() < search.len() {
            continue;
        }
        let mut at = Vec::with_capacity(search.len());
        for (i, want) in search.iter().enumerate() {
            let (name, range) = match &steps[i] {
                Traverser::Root { name, range } if i == 0 => (name, range),
                Traverser::Attr { name, range } if i > 0 => (name, range),
                _ => continue 'refs,
            };
            if name.as_str() != *want {
                continue 'refs;
            }
            let (lo, hi) = (range.start.byte, range.end.byte);
            let Some(k) = (0..toks.len()).find(|&k| {
                toks[k].kind == Kind::Ident
                    && offs[k] >= lo
                    && offs[k] < hi
                    && &text[toks[k].start as usize..toks[k].end as usize] == *want
            }) else {
                continue 'refs;
            };
            at.push(k);
        }
        for (k, new) in at.into_iter().zip(rep) {
            let t = &mut toks[k];
            let blanks = if t.spaces == RAW {
                text[t.ws as usize..t.start as usize].to_string()
            } else {
                String::new()
            };
            let ws = text.len() as u32;
            text.push_str(&blanks);
            let start = text.len() as u32;
            text.push_str(new);
            t.ws = ws;
            t.start = start;
            t.end = text.len() as u32;
        }
        n += 1;
    }
    n
}

// ----- editing ------------------------------------------------------------

/// Lex `src` into new tokens appended to `text`, formatted as a fragment
/// and indented by `indent` spaces on every line after the first (the
/// first token's blanks are the caller's). The end-of-input token is dropped.
fn new_tokens(text: &mut String, src: &str, indent: u32) -> Vec<Token> {
    let t = lex(src);
    let base = text.len() as u32;
    text.push_str(&t.text);
    let mut toks: Vec<Token> = t
        .toks
        .into_iter()
        .filter(|t| t.kind != Kind::Eof)
        .map(|mut t| {
            t.start += base;
            t.end += base;
            t.ws += base;
            t
        })
        .collect();
    format::format(text, &mut toks);
    let mut line_start = false;
    for t in &mut toks {
        if line_start && t.kind != Kind::Newline {
            t.spaces += indent;
        }
        line_start = matches!(t.kind, Kind::Newline | Kind::LineComment);
    }
    toks
}

fn check_expr(src: &str) -> Result<(), Diagnostics> {
    let (_, diags) = crate::parser::parse_expression(src, "<expr>");
    if diags.has_errors() {
        Err(diags)
    } else {
        Ok(())
    }
}

fn check_name(name: &str) -> Result<(), Diagnostics> {
    if is_identifier(name) {
        Ok(())
    } else {
        let mut d = Diagnostics::new();
        d.push(Diagnostic::error(
            "Invalid name",
            format!("{name:?} is not a valid identifier."),
        ));
        Err(d)
    }
}

/// Whether `s` is a valid identifier (as an attribute or block name).
pub fn is_identifier(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(crate::lexer::is_ident_start) && cs.all(crate::lexer::is_ident_continue)
}

/// The native source of a value, as the reference's writer renders it:
/// `null`, `true`/`false`, numbers in shortest decimal form, strings quoted
/// and escaped (`${` and `%{` doubled), lists, sets and tuples as `[a, b]`,
/// maps and objects as `{` one `key = value` a line `}` (keys that are not
/// identifiers quoted). Unknown values cannot be rendered.
pub fn value_source(v: &Value) -> Result<String, String> {
    let mut s = String::new();
    render_value(v, &mut s)?;
    Ok(s)
}

fn render_value(v: &Value, out: &mut String) -> Result<(), String> {
    let v = v.unmarked();
    if !v.is_known() {
        return Err("cannot render an unknown value".into());
    }
    if v.is_null() {
        out.push_str("null");
        return Ok(());
    }
    if let Some(b) = v.as_bool() {
        out.push_str(if b { "true" } else { "false" });
    } else if let Some(n) = v.as_number() {
        out.push_str(&n.to_string());
    } else if let Some(s) = v.as_str() {
        quote_string(s, out);
    } else if let Some(attrs) = v.object_attrs() {
        render_entries(attrs.map(|(k, v)| (k.as_str(), v)), out)?;
    } else if let Some(entries) = v.map_entries() {
        render_entries(entries.iter().map(|(k, v)| (k.as_str(), v)), out)?;
    } else if let Some(elems) = v.elements() {
        out.push('[');
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            render_value(e, out)?;
        }
        out.push(']');
    } else {
        return Err(format!("cannot render a value of type {:?}", v.ty()));
    }
    Ok(())
}

fn render_entries<'v>(
    entries: impl Iterator<Item = (&'v str, &'v Value)>,
    out: &mut String,
) -> Result<(), String> {
    out.push('{');
    let mut any = false;
    for (k, v) in entries {
        if !any {
            out.push('\n');
            any = true;
        }
        if is_identifier(k) {
            out.push_str(k);
        } else {
            quote_string(k, out);
        }
        out.push_str(" = ");
        render_value(v, out)?;
        out.push('\n');
    }
    out.push('}');
    Ok(())
}

/// `s` as a quoted string literal (the reference writer's escapes).
pub fn quote_string(s: &str, out: &mut String) {
    out.push('"');
    let mut cs = s.chars().peekable();
    while let Some(c) = cs.next() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '$' | '%' => {
                out.push(c);
                if cs.peek() == Some(&'{') {
                    out.push(c);
                }
            }
            c if !is_print(c) => {
                let n = c as u32;
                if n < 0x10000 {
                    out.push_str(&format!("\\u{n:04x}"));
                } else {
                    out.push_str(&format!("\\U{n:08x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Printable in Go's sense (`unicode.IsPrint`), approximated: not a
/// control or format character, and no blank other than the ASCII space.
fn is_print(c: char) -> bool {
    c == ' '
        || !(c.is_control()
            || c.is_whitespace()
            || matches!(c, '\u{ad}' | '\u{600}'..='\u{605}' | '\u{61c}' | '\u{6dd}' | '\u{70f}' | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206f}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}' | '\u{e000}'..='\u{f8ff}'))
}

impl AttributeNode {
    /// The attribute's name.
    pub fn name<'t>(&self, text: &'t str) -> &'t str {
        let t = &self.head[0];
        &text[t.start as usize..t.end as usize]
    }
}

impl BlockNode {
    /// The block's type name.
    pub fn block_type<'t>(&self, text: &'t str) -> &'t str {
        let t = &self.header[0];
        &text[t.start as usize..t.end as usize]
    }

    /// The labels' values (quoted labels without their quotes, escapes as
    /// written).
    pub fn labels(&self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut cur: Option<String> = None;
        for t in &self.header[1..] {
            let s = &text[t.start as usize..t.end as usize];
            match t.kind {
                Kind::OQuote => cur = Some(String::new()),
                Kind::CQuote => out.extend(cur.take()),
                Kind::Lit => {
                    if let Some(c) = &mut cur {
                        c.push_str(s)
                    }
                }
                Kind::Ident if cur.is_none() => out.push(s.to_string()),
                _ => {}
            }
        }
        out
    }
}

/// A handle on a body for editing.
pub struct BodyMut<'d> {
    text: &'d mut String,
    body: &'d mut BodyNode,
    depth: u32,
}

impl<'d> BodyMut<'d> {
    /// The names of the attributes, in order.
    pub fn attribute_names(&self) -> Vec<String> {
        self.body
            .items
            .iter()
            .filter_map(|it| match it {
                Item::Attribute(a) => Some(a.name(self.text).to_string()),
                _ => None,
            })
            .collect()
    }

    fn attr_index(&self, name: &str) -> Option<usize> {
        self.body
            .items
            .iter()
            .position(|it| matches!(it, Item::Attribute(a) if a.name(self.text) == name))
    }

    /// The expression source of attribute `name`.
    pub fn attribute_expr(&self, name: &str) -> Option<String> {
        let i = self.attr_index(name)?;
        match &self.body.items[i] {
            Item::Attribute(a) => Some(tokens_text(self.text, &a.expr)),
            _ => None,
        }
    }

    /// Set attribute `name` to the expression `src` (checked): an existing
    /// attribute keeps its place, name, comments and `=`; a new one is
    /// appended after the body's last attribute (or at the end).
    pub fn set_attribute_expr(&mut self, name: &str, src: &str) -> Result<(), Diagnostics> {
        check_name(name)?;
        check_expr(src)?;
        let indent = self.depth * 2;
        if let Some(i) = self.attr_index(name) {
            let frag = new_tokens(self.text, &format!("x = {src}\n"), indent);
            let was = alignable(&self.body.items[i]);
            let Item::Attribute(a) = &mut self.body.items[i] else {
                unreachable!("an attribute's index")
            };
            let mut expr: Vec<Token> = frag[2..frag.len() - 1].to_vec();
            if let Some(first) = expr.first_mut() {
                first.spaces = 1;
            }
            a.expr = expr;
            if was != alignable(&self.body.items[i]) {
                // it joins or leaves the run of its neighbours
                for k in [i.wrapping_sub(1), i, i + 1] {
                    realign(self.text, &mut self.body.items, k);
                }
            }
            return Ok(());
        }
        let mut toks = new_tokens(self.text, &format!("{name} = {src}\n"), indent);
        toks[0].spaces = indent;
        let tail = vec![toks.pop().expect("a line break")];
        let expr = toks.split_off(2);
        let attr = Item::Attribute(AttributeNode {
            lead: Vec::new(),
            head: toks,
            expr,
            tail,
        });
        let at = self
            .body
            .items
            .iter()
            .rposition(|it| matches!(it, Item::Attribute(_)))
            .map_or(self.body.items.len(), |i| i + 1);
        self.ensure_line_break_before(at);
        self.body.items.insert(at, attr);
        realign(self.text, &mut self.body.items, at);
        Ok(())
    }

    /// Set attribute `name` to a value, rendered as the reference's writer
    /// renders values (see [`value_source`]).
    pub fn set_attribute_value(&mut self, name: &str, v: &Value) -> Result<(), Diagnostics> {
        let src = value_source(v).map_err(|e| {
            let mut d = Diagnostics::new();
            d.push(Diagnostic::error("Cannot render value", e));
            d
        })?;
        self.set_attribute_expr(name, &src)
    }

    /// Set attribute `name` to a traversal such as `var.region` or
    /// `module.x.ids[0]` (checked to be one).
    pub fn set_attribute_traversal(&mut self, name: &str, path: &str) -> Result<(), Diagnostics> {
        let (_, diags) = crate::parser::parse_traversal_abs(path, "<traversal>");
        if diags.has_errors() {
            return Err(diags);
        }
        self.set_attribute_expr(name, path)
    }

    /// Remove attribute `name` with its lead and trailing comments; whether
    /// it was there.
    pub fn remove_attribute(&mut self, name: &str) -> bool {
        match self.attr_index(name) {
            Some(i) => {
                self.remove_item(i);
                true
            }
            None => false,
        }
    }

    /// Remove item `i`, realigning the run it leaves (or the runs its
    /// removal joins).
    fn remove_item(&mut self, i: usize) {
        let items = &mut self.body.items;
        let gone = items.remove(i);
        let in_run = alignable(&gone) && lead_of(&gone).is_empty();
        let prev = i.checked_sub(1).is_some_and(|p| alignable(&items[p]));
        let next = i < items.len() && alignable(&items[i]) && lead_of(&items[i]).is_empty();
        if prev && in_run {
            realign(self.text, items, i - 1);
        }
        if next && (alignable(&gone) || prev) {
            realign(self.text, items, i);
        }
    }

    /// Insert an item at `at`, realigning the two runs it splits.
    fn insert_item(&mut self, at: usize, item: Item) {
        self.ensure_line_break_before(at);
        let items = &mut self.body.items;
        items.insert(at, item);
        let prev = at.checked_sub(1).is_some_and(|p| alignable(&items[p]));
        let next =
            at + 1 < items.len() && alignable(&items[at + 1]) && lead_of(&items[at + 1]).is_empty();
        if prev && next {
            realign(self.text, items, at - 1);
            realign(self.text, items, at + 1);
        }
    }

    /// Rename attribute `old` to `new` in place; whether it was there.
    pub fn rename_attribute(&mut self, old: &str, new: &str) -> Result<bool, Diagnostics> {
        check_name(new)?;
        let Some(i) = self.attr_index(old) else {
            return Ok(false);
        };
        let start = self.text.len() as u32;
        self.text.push_str(new);
        let end = self.text.len() as u32;
        let Item::Attribute(a) = &mut self.body.items[i] else {
            unreachable!("an attribute's index")
        };
        let t = &mut a.head[0];
        let sp = t.spaces_before();
        *t = Token {
            kind: Kind::Ident,
            start,
            end,
            ws: start,
            spaces: sp,
        };
        realign(self.text, &mut self.body.items, i);
        Ok(true)
    }

    /// A handle on the expression of attribute `name`.
    pub fn expr_mut(&mut self, name: &str) -> Option<ExprMut<'_>> {
        let i = self.attr_index(name)?;
        let depth = self.depth;
        match &mut self.body.items[i] {
            Item::Attribute(a) => Some(ExprMut {
                text: self.text,
                toks: &mut a.expr,
                indent: depth * 2,
            }),
            _ => None,
        }
    }

    /// Indices (into the items) of the blocks, optionally of one type.
    pub fn block_indices(&self, ty: Option<&str>) -> Vec<usize> {
        self.body
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, it)| match it {
                Item::Block(b) if ty.is_none_or(|t| b.block_type(self.text) == t) => Some(i),
                _ => None,
            })
            .collect()
    }

    /// The type and labels of every block, in order.
    pub fn blocks(&self) -> Vec<(String, Vec<String>)> {
        self.body
            .items
            .iter()
            .filter_map(|it| match it {
                Item::Block(b) => Some((b.block_type(self.text).to_string(), b.labels(self.text))),
                _ => None,
            })
            .collect()
    }

    /// A handle on the `n`th block of type `ty` (among the blocks of that
    /// type).
    pub fn block_mut(&mut self, ty: &str, n: usize) -> Option<BlockMut<'_>> {
        let i = *self.block_indices(Some(ty)).get(n)?;
        let depth = self.depth;
        match &mut self.body.items[i] {
            Item::Block(b) => Some(BlockMut {
                text: self.text,
                block: b,
                depth,
            }),
            _ => None,
        }
    }

    /// Append a new empty block `ty "label"... {}` at the end of the body.
    pub fn append_block(&mut self, ty: &str, labels: &[&str]) -> Result<BlockMut<'_>, Diagnostics> {
        let at = self.body.items.len();
        self.insert_block(at, ty, labels)
    }

    /// Insert a new empty block before item `at` (an index into the items,
    /// see [`BodyMut::block_indices`]; clamped to the end).
    pub fn insert_block(
        &mut self,
        at: usize,
        ty: &str,
        labels: &[&str],
    ) -> Result<BlockMut<'_>, Diagnostics> {
        check_name(ty)?;
        let at = at.min(self.body.items.len());
        let indent = self.depth * 2;
        let mut src = ty.to_string();
        for l in labels {
            src.push(' ');
            quote_string(l, &mut src);
        }
        src.push_str(" {\n}\n");
        let mut toks = new_tokens(self.text, &src, indent);
        toks[0].spaces = indent;
        // ty labels... { \n } \n
        let tail = vec![toks.pop().expect("line break")];
        let close = toks.pop().expect("}");
        let open_tail = vec![toks.pop().expect("line break")];
        let open = toks.pop().expect("{");
        self.insert_item(
            at,
            Item::Block(BlockNode {
                lead: Vec::new(),
                header: toks,
                open,
                open_tail,
                body: BodyNode::default(),
                close,
                tail,
            }),
        );
        let depth = self.depth;
        let Item::Block(b) = &mut self.body.items[at] else {
            unreachable!("just inserted")
        };
        Ok(BlockMut {
            text: self.text,
            block: b,
            depth,
        })
    }

    /// Remove the `n`th block of type `ty`; whether it was there.
    pub fn remove_block(&mut self, ty: &str, n: usize) -> bool {
        match self.block_indices(Some(ty)).get(n) {
            Some(&i) => {
                self.remove_item(i);
                true
            }
            None => false,
        }
    }

    /// The index (into the items) of the first block of type `ty` whose
    /// labels are `labels` (hclwrite's `FirstMatchingBlock`).
    ///
    /// ```
    /// let src = "resource \"aws_instance\" \"web\" {\n}\nresource \"aws_instance\" \"db\" {\n}\n";
    /// let mut doc = hcl2::Document::parse(src).unwrap();
    /// let body = doc.body_mut();
    /// assert_eq!(body.block_index("resource", &["aws_instance", "db"]), Some(1));
    /// assert_eq!(body.block_index("resource", &["aws_instance"]), None);
    /// ```
    pub fn block_index(&self, ty: &str, labels: &[&str]) -> Option<usize> {
        self.body.items.iter().position(|it| match it {
            Item::Block(b) => {
                b.block_type(self.text) == ty && b.labels(self.text).iter().eq(labels.iter())
            }
            _ => false,
        })
    }

    /// A handle on the first block of type `ty` whose labels are `labels`.
    ///
    /// ```
    /// let src = "resource \"aws_instance\" \"web\" {\n  ami = \"a\"\n}\n";
    /// let mut doc = hcl2::Document::parse(src).unwrap();
    /// let mut body = doc.body_mut();
    /// let mut web = body.find_block("resource", &["aws_instance", "web"]).unwrap();
    /// web.body().set_attribute_expr("ami", "\"b\"").unwrap();
    /// assert!(doc.body_mut().find_block("resource", &["aws_instance", "db"]).is_none());
    /// assert_eq!(doc.render(), "resource \"aws_instance\" \"web\" {\n  ami = \"b\"\n}\n");
    /// ```
    pub fn find_block(&mut self, ty: &str, labels: &[&str]) -> Option<BlockMut<'_>> {
        let i = self.block_index(ty, labels)?;
        let depth = self.depth;
        match &mut self.body.items[i] {
            Item::Block(b) => Some(BlockMut {
                text: self.text,
                block: b,
                depth,
            }),
            _ => None,
        }
    }

    /// The number of items (attributes, blocks, and runs of blank lines
    /// and comments that belong to no item): the bound of the `at` of the
    /// insertions.
    pub fn len(&self) -> usize {
        self.body.items.len()
    }

    /// Whether the body has no items.
    pub fn is_empty(&self) -> bool {
        self.body.items.is_empty()
    }

    /// The index (into the items) of attribute `name`.
    pub fn attribute_index(&self, name: &str) -> Option<usize> {
        self.attr_index(name)
    }

    /// Insert comment lines before item `at` (clamped to the end): each
    /// line of `comment` becomes a `# line` comment, indented for the body.
    /// They belong to no item (removing the next item leaves them); a run
    /// of attributes they split is realigned.
    ///
    /// ```
    /// let mut doc = hcl2::Document::parse("a   = 1\nbbb = 2\n").unwrap();
    /// let mut body = doc.body_mut();
    /// let at = body.attribute_index("bbb").unwrap();
    /// body.insert_comment(at, "the second\nof two").unwrap();
    /// body.insert_blank_line(at);
    /// assert_eq!(doc.render(), "a = 1\n\n# the second\n# of two\nbbb = 2\n");
    /// ```
    pub fn insert_comment(&mut self, at: usize, comment: &str) -> Result<(), Diagnostics> {
        let at = at.min(self.body.items.len());
        let mut src = String::new();
        for line in comment.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            if line.contains('\r') {
                let mut d = Diagnostics::new();
                d.push(Diagnostic::error(
                    "Invalid comment",
                    "A comment line cannot hold a carriage return.",
                ));
                return Err(d);
            }
            if line.is_empty() {
                src.push_str("#\n");
            } else {
                src.push_str("# ");
                src.push_str(line);
                src.push('\n');
            }
        }
        let indent = self.depth * 2;
        let mut toks = new_tokens(self.text, &src, indent);
        for t in &mut toks {
            t.spaces = indent;
        }
        self.insert_item(at, Item::Trivia(toks));
        Ok(())
    }

    /// Insert a blank line before item `at` (clamped to the end); a run of
    /// attributes it splits is realigned.
    pub fn insert_blank_line(&mut self, at: usize) {
        let at = at.min(self.body.items.len());
        let start = self.text.len() as u32;
        self.text.push('\n');
        let nl = Token {
            kind: Kind::Newline,
            start,
            end: start + 1,
            ws: start,
            spaces: 0,
        };
        self.insert_item(at, Item::Trivia(vec![nl]));
    }

    /// Rename the references that start with `search` in every expression
    /// and template of the body, nested blocks included (hclwrite's
    /// `RenameVariablePrefix`): a reference whose root and first attribute
    /// names are `search` gets `replacement` for them, the rest of it (and
    /// every byte around it) unchanged. `search` and `replacement` have the
    /// same length; the local names of `for` expressions are not
    /// references. Returns how many references were renamed.
    ///
    /// ```
    /// let src = "a = var.region\nb = \"${var.region}-x\"\nc = [for var in xs : var.region]\nd = var.regions\n";
    /// let mut doc = hcl2::Document::parse(src).unwrap();
    /// let n = doc.body_mut().rename_variable_prefix(&["var", "region"], &["local", "zone"]).unwrap();
    /// assert_eq!(n, 2);
    /// assert_eq!(
    ///     doc.render(),
    ///     "a = local.zone\nb = \"${local.zone}-x\"\nc = [for var in xs : var.region]\nd = var.regions\n"
    /// );
    /// ```
    pub fn rename_variable_prefix(
        &mut self,
        search: &[&str],
        replacement: &[&str],
    ) -> Result<usize, Diagnostics> {
        check_prefixes(search, replacement)?;
        Ok(rename_in_body(self.text, self.body, search, replacement))
    }

    /// Make sure the item before `at` ends its line (a file whose last line
    /// has no line break gets one before a new item).
    fn ensure_line_break_before(&mut self, at: usize) {
        if at == 0 {
            return;
        }
        let tail = match &mut self.body.items[at - 1] {
            Item::Attribute(a) => &mut a.tail,
            Item::Block(b) => &mut b.tail,
            Item::Trivia(t) => t,
        };
        if !tail
            .last()
            .is_some_and(|t| matches!(t.kind, Kind::Newline | Kind::LineComment))
        {
            let start = self.text.len() as u32;
            self.text.push('\n');
            tail.push(Token {
                kind: Kind::Newline,
                start,
                end: start + 1,
                ws: start,
                spaces: 0,
            });
        }
    }
}

/// A handle on a block for editing.
pub struct BlockMut<'d> {
    text: &'d mut String,
    block: &'d mut BlockNode,
    depth: u32,
}

impl BlockMut<'_> {
    /// The block's type name.
    pub fn block_type(&self) -> &str {
        self.block.block_type(self.text)
    }

    /// The block's labels.
    pub fn labels(&self) -> Vec<String> {
        self.block.labels(self.text)
    }

    /// Replace the labels (each written as a quoted string).
    pub fn set_labels(&mut self, labels: &[&str]) {
        let mut src = String::from("x");
        for l in labels {
            src.push(' ');
            quote_string(l, &mut src);
        }
        let toks = new_tokens(self.text, &src, 0);
        self.block.header.truncate(1);
        self.block.header.extend_from_slice(&toks[1..]);
        // one space before `{`
        self.block.open.spaces = 1;
    }

    /// Rename the block's type.
    pub fn set_type(&mut self, ty: &str) -> Result<(), Diagnostics> {
        check_name(ty)?;
        let start = self.text.len() as u32;
        self.text.push_str(ty);
        let t = &mut self.block.header[0];
        let sp = t.spaces_before();
        *t = Token {
            kind: Kind::Ident,
            start,
            end: start + ty.len() as u32,
            ws: start,
            spaces: sp,
        };
        Ok(())
    }

    /// A handle on the block's body.
    pub fn body(&mut self) -> BodyMut<'_> {
        if self.block.open_tail.is_empty() && self.block.body.items.is_empty() {
            // `x {}`: open the braces over lines so that items can go in
            let start = self.text.len() as u32;
            self.text.push('\n');
            self.block.open_tail.push(Token {
                kind: Kind::Newline,
                start,
                end: start + 1,
                ws: start,
                spaces: 0,
            });
            self.block.close.spaces = self.depth * 2;
        }
        BodyMut {
            text: self.text,
            body: &mut self.block.body,
            depth: self.depth + 1,
        }
    }
}

/// A handle on an expression's tokens, for edits inside it: the items of
/// an object constructor, the elements of a tuple, the arguments of a
/// function call (the expression itself must be that constructor or call).
pub struct ExprMut<'d> {
    text: &'d mut String,
    toks: &'d mut Vec<Token>,
    indent: u32,
}

/// A container's kind, the token ranges of its items and the index of its closing bracket.
type ContainerItems = (Container, Vec<(usize, usize)>, usize);

/// What an expression is, for [`ExprMut`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Container {
    /// An object constructor `{ key = value, ... }`.
    Object,
    /// A tuple constructor `[a, b, ...]`.
    Tuple,
    /// A function call `f(a, b, ...)` (its arguments are the items).
    Call,
}

impl ExprMut<'_> {
    /// The expression's source.
    pub fn source(&self) -> String {
        tokens_text(self.text, self.toks)
    }

    /// Replace the whole expression with `src` (checked).
    pub fn set(&mut self, src: &str) -> Result<(), Diagnostics> {
        check_expr(src)?;
        let mut toks = new_tokens(self.text, src, self.indent);
        if let Some(t) = toks.first_mut() {
            t.spaces = 1;
        }
        *self.toks = toks;
        Ok(())
    }

    /// Rename the references that start with `search` in this expression
    /// (see [`BodyMut::rename_variable_prefix`]); how many were renamed.
    ///
    /// ```
    /// let mut doc = hcl2::Document::parse("a = [var.x.id, var.y]\n").unwrap();
    /// let mut body = doc.body_mut();
    /// let mut e = body.expr_mut("a").unwrap();
    /// assert_eq!(e.rename_variable_prefix(&["var", "x"], &["module", "x"]).unwrap(), 1);
    /// assert_eq!(e.source(), "[module.x.id, var.y]");
    /// ```
    pub fn rename_variable_prefix(
        &mut self,
        search: &[&str],
        replacement: &[&str],
    ) -> Result<usize, Diagnostics> {
        check_prefixes(search, replacement)?;
        Ok(rename_in_tokens(self.text, self.toks, search, replacement))
    }

    /// The container kind and the index of its opening bracket.
    fn container(&self) -> Option<(Container, usize)> {
        let k = |i: usize| self.toks.get(i).map(|t| t.kind);
        match k(0)? {
            Kind::OBrace => Some((Container::Object, 0)),
            Kind::OBrack => Some((Container::Tuple, 0)),
            Kind::Ident => {
                let mut i = 1;
                while k(i) == Some(Kind::DoubleColon) && k(i + 1) == Some(Kind::Ident) {
                    i += 2;
                }
                (k(i) == Some(Kind::OParen)).then_some((Container::Call, i))
            }
            _ => None,
        }
    }

    /// What the expression is, if it is a container this handle edits.
    pub fn kind(&self) -> Option<Container> {
        self.container().map(|c| c.0)
    }

    /// The token ranges of the items (without separators, line breaks and
    /// comments around them), and the index of the closing bracket.
    fn items(&self) -> Option<ContainerItems> {
        let (kind, open) = self.container()?;
        let mut items = Vec::new();
        let mut depth = 0i32;
        let mut start: Option<usize> = None;
        let mut last = 0usize;
        let mut i = open + 1;
        // a `for` expression is not a list of items
        if kind != Container::Call
            && self.toks.get(i).is_some_and(|t| {
                t.kind == Kind::Ident && &self.text[t.start as usize..t.end as usize] == "for"
            })
        {
            return None;
        }
        while i < self.toks.len() {
            let t = &self.toks[i];
            if depth == 0 {
                if t.kind.bracket_change() < 0 {
                    if let Some(s) = start.take() {
                        items.push((s, last + 1));
                    }
                    return Some((kind, items, i));
                }
                let sep = t.kind == Kind::Comma
                    || (kind == Container::Object
                        && matches!(t.kind, Kind::Newline | Kind::LineComment));
                if sep {
                    if let Some(s) = start.take() {
                        items.push((s, last + 1));
                    }
                    i += 1;
                    continue;
                }
                if matches!(t.kind, Kind::Newline | Kind::Comment | Kind::LineComment) {
                    i += 1;
                    continue;
                }
            }
            start.get_or_insert(i);
            last = i;
            depth += t.kind.bracket_change();
            i += 1;
        }
        None
    }

    /// The number of items (tuple elements, object items, call arguments).
    pub fn len(&self) -> Option<usize> {
        self.items().map(|(_, v, _)| v.len())
    }

    /// Whether the container has no items.
    pub fn is_empty(&self) -> Option<bool> {
        self.len().map(|n| n == 0)
    }

    /// The source of item `i` (for an object, the whole `key = value`).
    pub fn item(&self, i: usize) -> Option<String> {
        let (_, items, _) = self.items()?;
        let (s, e) = *items.get(i)?;
        Some(tokens_text(self.text, &self.toks[s..e]))
    }

    /// Replace item `i` (an element, an argument, or an object's whole
    /// `key = value`) with `src`.
    pub fn set_item(&mut self, i: usize, src: &str) -> Result<bool, Diagnostics> {
        let Some((kind, items, _)) = self.items() else {
            return Ok(false);
        };
        let Some(&(s, e)) = items.get(i) else {
            return Ok(false);
        };
        if kind == Container::Object {
            check_expr(&format!("{{{src}}}"))?;
        } else {
            check_expr(src)?;
        }
        let mut toks = new_tokens(self.text, src, self.indent + 2);
        if let Some(t) = toks.first_mut() {
            t.spaces = self.toks[s].spaces_before();
        }
        self.toks.splice(s..e, toks);
        Ok(true)
    }

    /// Remove item `i` with its separator.
    pub fn remove_item(&mut self, i: usize) -> bool {
        let Some((kind, items, close)) = self.items() else {
            return false;
        };
        let Some(&(s, mut e)) = items.get(i) else {
            return false;
        };
        let is_break = |t: Option<&Token>| {
            t.is_some_and(|t| matches!(t.kind, Kind::Newline | Kind::LineComment))
        };
        if self.toks.get(e).is_some_and(|t| t.kind == Kind::Comma) {
            // the comma after it; the next item takes its place and blanks
            let sp = self.toks[s].spaces_before();
            self.toks.drain(s..e + 1);
            if let Some(t) = self.toks.get_mut(s) {
                if !matches!(t.kind, Kind::Newline | Kind::LineComment) {
                    t.spaces = sp;
                }
            }
        } else if i > 0 && self.toks[items[i - 1].1].kind == Kind::Comma {
            // the last item: the comma before it
            let prev_end = items[i - 1].1;
            self.toks.drain(prev_end..e);
        } else {
            // a line of a multi-line object: its line break too
            if kind == Container::Object && e < close && is_break(self.toks.get(e)) {
                e += 1;
            }
            self.toks.drain(s..e);
        }
        true
    }

    /// Append an item (an element, an argument, or an object's `key = value`).
    pub fn push_item(&mut self, src: &str) -> Result<bool, Diagnostics> {
        let Some((kind, items, close)) = self.items() else {
            return Ok(false);
        };
        if kind == Container::Object {
            check_expr(&format!("{{{src}}}"))?;
        } else {
            check_expr(src)?;
        }
        let multiline = kind == Container::Object
            && self.toks[..close]
                .iter()
                .any(|t| matches!(t.kind, Kind::Newline | Kind::LineComment));
        if multiline {
            // a line of its own before the closing brace's line
            let at = close;
            let mut toks = new_tokens(self.text, &format!("{src}\n"), self.indent + 2);
            toks[0].spaces = self.indent + 2;
            self.toks.splice(at..at, toks);
            return Ok(true);
        }
        let lead = if items.is_empty() { "" } else { ", " };
        let mut toks = new_tokens(self.text, &format!("{lead}{src}"), self.indent + 2);
        if let Some(t) = toks.first_mut() {
            t.spaces = 0;
        }
        if !items.is_empty() && toks.len() > 1 {
            toks[1].spaces = 1;
        }
        let at = items.last().map_or(close, |&(_, e)| e);
        if kind == Container::Object && items.is_empty() {
            // `{}` becomes `{ key = value }`
            toks[0].spaces = 1;
            self.toks[close].spaces = 1;
        }
        self.toks.splice(at..at, toks);
        Ok(true)
    }

    /// For an object constructor: the index of the item whose key is `key`
    /// (a name, or a quoted string without escapes or templates).
    pub fn object_key_index(&self, key: &str) -> Option<usize> {
        let (kind, items, _) = self.items()?;
        if kind != Container::Object {
            return None;
        }
        items.iter().position(|&(s, e)| {
            let ks: Vec<&Token> = self.toks[s..e]
                .iter()
                .take_while(|t| !matches!(t.kind, Kind::Equal | Kind::Colon))
                .collect();
            let text = |t: &Token| &self.text[t.start as usize..t.end as usize];
            match ks.as_slice() {
                [t] if t.kind == Kind::Ident => text(t) == key,
                [o, l, c] if o.kind == Kind::OQuote && c.kind == Kind::CQuote => text(l) == key,
                [o, c] if o.kind == Kind::OQuote && c.kind == Kind::CQuote => key.is_empty(),
                _ => false,
            }
        })
    }

    /// For an object constructor: set the value of `key` (an existing item
    /// keeps its key and place; a new one is appended).
    pub fn set_object_item(&mut self, key: &str, value_src: &str) -> Result<bool, Diagnostics> {
        let mut k = String::new();
        if is_identifier(key) {
            k.push_str(key);
        } else {
            quote_string(key, &mut k);
        }
        let Some(i) = self.object_key_index(key) else {
            return self.push_item(&format!("{k} = {value_src}"));
        };
        check_expr(value_src)?;
        let Some((_, items, _)) = self.items() else {
            return Ok(false);
        };
        let (s, e) = items[i];
        // the value only: the key, the `=` and their spacing stay
        let Some(eq) = (s..e).find(|&j| matches!(self.toks[j].kind, Kind::Equal | Kind::Colon))
        else {
            return Ok(false);
        };
        let mut toks = new_tokens(self.text, value_src, self.indent + 2);
        if let (Some(t), Some(old)) = (toks.first_mut(), self.toks.get(eq + 1)) {
            t.spaces = old.spaces_before();
        }
        self.toks.splice(eq + 1..e, toks);
        Ok(true)
    }

    /// For an object constructor: remove the item of `key`.
    pub fn remove_object_item(&mut self, key: &str) -> bool {
        match self.object_key_index(key) {
            Some(i) => self.remove_item(i),
            None => false,
        }
    }
}
