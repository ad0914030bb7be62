//! AST construction for the grammar's actions: traversal steps, splats,
//! literal index keys, object keys, `for` expressions and templates; and
//! the body nodes (attributes, blocks, labels) and the duplicate-name
//! check that the one-pass `Config` grammar and the recovery parser
//! (`recovery/`) share.

use super::template::TemplateKind;
use crate::ast::*;
use crate::diagnostic::{Diagnostic, SourceFile, Span};
use std::sync::Arc;

/// Parse context shared with the grammar: the source map (for diagnostic
/// ranges), the diagnostics found while building the AST, and the scratch
/// stacks the grammar collects lists on (see the grammar's header: a list
/// nonterminal is the index where its items start on one of these stacks,
/// and the action closing the list drains them into an exactly sized Vec).
pub struct Ctx {
    pub file: Arc<SourceFile>,
    pub diags: Vec<Diagnostic>,
    pub steps: Vec<RawStep>,
    pub parts: Vec<RawPart>,
    pub exprs: Vec<Expr>,
    pub bins: Vec<(BinaryOperator, Span, Expr)>,
    pub items: Vec<ObjectItem>,
    pub attrs: Vec<Attribute>,
    pub blocks: Vec<Block>,
    pub labels: Vec<BlockLabel>,
    pub spans: Vec<Span>,
    /// Literal traversal steps collected before they are applied.
    pub lits: Vec<TraverseStep>,
    /// Template items being nested (see `template::build`).
    pub(crate) flats: Vec<super::template::Flat>,
    /// Full splats still being built by `apply_steps`.
    splats: Vec<(Expr, Span, u32)>,
    /// The variables of `for` expressions and directives being parsed.
    pub for_vars: Vec<(Option<Ident>, Ident)>,
    /// The parts after `for` of `for` expressions being parsed.
    for_tails: Vec<ForTail>,
    /// A body built by the `Config` grammar has two attributes of one name.
    pub duplicate_attr: bool,
    /// The recovery parser is in recovery mode: errors the reference reports
    /// only outside it are not reported.
    pub recovery: bool,
    /// An action hit an error after which the reference turns recovery on.
    pub enter_recovery: bool,
    operands: Vec<Expr>,
    operators: Vec<(BinaryOperator, Span)>,
    /// Expressions the generated parser refers to by [`Parked`] index.
    parked: Vec<Option<Expr>>,
    /// A template directive between its reduction and its part's.
    pub dirs: Vec<RawDirective>,
}

/// An expression value of the generated parser: the index of the
/// expression on [`Ctx`]'s parked list. Keeping expressions off LALRPOP's
/// symbol stack makes its entries 16 bytes instead of 48, so a token's
/// entry is built and copied in registers (an entry assembled from narrow
/// stores and copied with wide loads stalled every shift).
pub struct Parked(u32);

impl Drop for Parked {
    #[inline]
    fn drop(&mut self) {}
}

impl Parked {
    /// The value of a builder that keeps no expressions.
    #[inline]
    pub(crate) fn none() -> Parked {
        Parked(0)
    }
}

/// A grammar value with an (empty) destructor: the start of a list on one
/// of `Ctx`'s stacks, say. The generated parser then moves it off its
/// symbol stack; a value of a type without a destructor is copied, and the
/// whole stack entry is then dropped by an out-of-line call, in every
/// reduction that takes one.
pub struct Start<T>(pub T);

impl<T> Drop for Start<T> {
    #[inline]
    fn drop(&mut self) {}
}

/// The start index of an empty list.
pub const EMPTY: u32 = u32::MAX;

/// Move the items of a list starting at `start` (or none, for [`EMPTY`])
/// into the AST arena.
fn take_nodes<T>(v: &mut Vec<T>, start: u32) -> NodeSlice<T> {
    if start == EMPTY || start as usize >= v.len() {
        return NodeSlice::new();
    }
    NodeSlice::take_tail(v, start as usize)
}

/// [`take_nodes`] as a [`SmallList`] (a single item is not allocated).
fn take_small<T>(v: &mut Vec<T>, start: u32) -> SmallList<T> {
    if start == EMPTY || start as usize >= v.len() {
        return SmallList::new();
    }
    SmallList::take_tail(v, start as usize)
}

impl Ctx {
    pub fn new(file: Arc<SourceFile>) -> Ctx {
        Ctx {
            file,
            diags: Vec::new(),
            steps: Vec::new(),
            parts: Vec::new(),
            exprs: Vec::new(),
            bins: Vec::new(),
            items: Vec::new(),
            attrs: Vec::new(),
            blocks: Vec::new(),
            labels: Vec::new(),
            spans: Vec::new(),
            lits: Vec::new(),
            for_vars: Vec::new(),
            splats: Vec::new(),
            flats: Vec::new(),
            for_tails: Vec::new(),
            duplicate_attr: false,
            recovery: false,
            enter_recovery: false,
            operands: Vec::new(),
            operators: Vec::new(),
            parked: Vec::new(),
            dirs: Vec::new(),
        }
    }
    /// Park an expression for the generated parser.
    #[inline]
    pub fn park(&mut self, e: Expr) -> Parked {
        self.parked.push(Some(e));
        Parked(self.parked.len() as u32 - 1)
    }
    /// Take a parked expression back (each is taken once). Parsing takes
    /// them almost in the reverse order of parking, so the list shrinks
    /// from its end.
    #[inline]
    pub fn take(&mut self, p: Parked) -> Expr {
        let i = p.0 as usize;
        if i + 1 == self.parked.len() {
            // the usual case: the last one parked, popped (no `None` left
            // behind to pop again)
            let e = self.parked.pop().flatten();
            while matches!(self.parked.last(), Some(None)) {
                self.parked.pop();
            }
            return e.expect("a parked expression is taken once");
        }
        self.parked[i]
            .take()
            .expect("a parked expression is taken once")
    }
    pub fn push_bin(&mut self, op: BinaryOperator, sym: Span, e: Expr) -> u32 {
        self.bins.push((op, sym, e));
        self.bins.len() as u32 - 1
    }
    pub fn push_expr(&mut self, e: Expr) -> u32 {
        self.exprs.push(e);
        self.exprs.len() as u32 - 1
    }
    /// The attributes and blocks of a body whose items start at `start`.
    /// Drop the attributes and blocks of a body whose items start at
    /// `start` where they are, checking the attributes' names for
    /// duplicates as [`Ctx::take_body`] does; their names are passed to
    /// `name` first. For a check that wants no tree: the items are not
    /// moved into the AST arena only to be dropped there.
    pub fn drop_body(&mut self, start: (u32, u32), mut name: impl FnMut(&SmolStr, Span)) {
        let from = (start.0 as usize).min(self.attrs.len());
        let attrs = &self.attrs[from..];
        if has_duplicate_names(attrs) {
            self.duplicate_attr = true;
        }
        attrs.iter().for_each(|a| name(&a.name.name, a.name.span));
        self.attrs.truncate(from);
        self.blocks.truncate(start.1 as usize);
    }
    pub fn take_body(&mut self, start: (u32, u32)) -> (NodeSlice<Attribute>, NodeSlice<Block>) {
        let attrs = take_nodes(&mut self.attrs, start.0);
        if has_duplicate_names(&attrs) {
            self.duplicate_attr = true;
        }
        (attrs, take_nodes(&mut self.blocks, start.1))
    }
    pub fn error(&mut self, summary: &str, detail: impl Into<String>, subject: Span) {
        let r = self.file.range(subject);
        self.diags
            .push(Diagnostic::error(summary, detail).with_subject(r));
    }
    pub fn error_ctx(
        &mut self,
        summary: &str,
        detail: impl Into<String>,
        subject: Span,
        context: Span,
    ) {
        let r = self.file.range(subject);
        let c = self.file.range(context);
        self.diags.push(
            Diagnostic::error(summary, detail)
                .with_subject(r)
                .with_context(c),
        );
    }
    pub fn range_str(&self, s: Span) -> String {
        self.file.range(s).to_string()
    }
}

/// What the grammar's actions do with what they recognise: every action
/// is one call of this trait on the grammar's `ctx`. [`Ctx`] builds the
/// syntax tree (through the constructors of this module, which the
/// recovery parser calls too);
/// [`Recognizer`](super::recognize::Recognizer) builds nothing and only
/// finds out whether [`Ctx`] would report anything, for the check of a
/// whole file that wants no tree. Expressions are [`Parked`] indices and
/// lists are the start indices of the builder's own stacks, so the
/// generated parser's values are the same for both.
pub trait Build {
    fn conditional(&mut self, c: Parked, t: Parked, f: Parked) -> Parked;
    /// The binary chain `first op1 e1 op2 e2 …` whose operators and
    /// right operands start at `start` ([`Build::bin_operand`]).
    fn binary_chain(&mut self, first: Parked, start: u32) -> Parked;
    /// One operator and right operand of a binary chain; its index.
    fn bin_operand(&mut self, op: BinaryOperator, sym: Span, e: Parked) -> u32;
    fn unary(&mut self, op: UnaryOperator, sym: Span, e: Parked) -> Parked;
    /// A name alone (or `true`, `false`, `null`).
    fn ident_term(&mut self, src: &str, s: Span) -> Parked;
    /// A name and the postfix steps from `steps` on.
    fn ident_postfix(&mut self, src: &str, s: Span, steps: u32) -> Parked;
    /// A dotted name (one token) and the postfix steps from `steps` on (or
    /// none, for [`EMPTY`]).
    fn path_postfix(&mut self, src: &str, s: Span, steps: u32) -> Parked;
    /// Any other term and the postfix steps from `steps` on.
    fn postfix(&mut self, src: &str, e: Parked, steps: u32) -> Parked;
    /// The index of the step just pushed.
    fn last_step(&self) -> u32;
    fn step_attr(&mut self, span: Span, name: Span);
    fn step_legacy(&mut self, src: &str, span: Span, num: Span);
    fn step_attr_splat(&mut self, span: Span, star: Span);
    fn step_full_splat(&mut self, span: Span);
    fn step_index(&mut self, key: Parked, open: Span, span: Span);
    fn number(&mut self, src: &str, s: Span) -> Parked;
    fn parens(&mut self, e: Parked, span: Span) -> Parked;
    /// A plain quoted string, one `QuotedLit` token.
    fn quoted_lit(&mut self, src: &str, s: Span) -> Parked;
    fn call(
        &mut self,
        src: &str,
        name: Span,
        open: Span,
        args: u32,
        expand_final: bool,
        close: Span,
    ) -> Parked;
    /// One argument or tuple item; its index.
    fn arg(&mut self, e: Parked) -> u32;
    fn tuple(&mut self, items: u32, span: Span) -> Parked;
    /// Where the next object's items start.
    fn items_start(&self) -> u32;
    fn object(&mut self, items: u32, open: Span, close: Span) -> Parked;
    fn object_item(&mut self, src: &str, key: Parked, value: Parked);
    /// An object item whose `name =` is one `IdentEq` token.
    fn object_item_eq(&mut self, src: &str, name_eq: Span, value: Parked);
    fn for_vars(&mut self, src: &str, key: Option<Span>, value: Span) -> u32;
    fn for_tail(
        &mut self,
        coll: Parked,
        e1: Parked,
        e2: Option<Parked>,
        group: Option<Span>,
        cond: Option<Parked>,
    ) -> u32;
    fn for_expr(&mut self, is_obj: bool, open: Span, close: Span) -> Parked;
    #[allow(clippy::too_many_arguments)]
    fn template(
        &mut self,
        src: &str,
        parts: u32,
        open: Span,
        close: Span,
        heredoc: bool,
        flush: bool,
    ) -> Parked;
    fn bare_template(&mut self, src: &str, parts: u32, span: Span) -> Parked;
    /// The index of the template part just pushed.
    fn last_part(&self) -> u32;
    fn part_lit(&mut self, s: Span);
    fn part_interp(&mut self, e: Parked, open: Span, close: Span);
    /// The directive just read ([`Build::dir_if`] …) as a part.
    fn part_directive(&mut self, open: Span, close: Span);
    fn dir_if(&mut self, cond: Parked);
    fn dir_else(&mut self);
    fn dir_endif(&mut self);
    fn dir_for(&mut self, coll: Parked);
    fn dir_endfor(&mut self);
    /// Where the next body's attributes and blocks start.
    fn body_start(&self) -> (u32, u32);
    fn attribute(&mut self, src: &str, name: Span, eq: Span, e: Parked);
    /// An attribute whose `name =` is one `IdentEq` token.
    fn attribute_eq(&mut self, src: &str, s: Span, e: Parked);
    #[allow(clippy::too_many_arguments)]
    fn block(
        &mut self,
        src: &str,
        ty: Span,
        labels: u32,
        open: Span,
        items: Option<(u32, u32)>,
        close: Span,
    );
    /// A block whose body is the one attribute just read.
    fn one_line_block(&mut self, src: &str, ty: Span, labels: u32, open: Span, close: Span);
    /// Where the next block's labels start.
    fn labels_start(&self) -> u32;
    fn bare_label(&mut self, src: &str, s: Span);
    fn quoted_lit_label(&mut self, src: &str, s: Span);
    /// A quoted label whose literal tokens start at `lits`
    /// ([`Build::label_lit`]).
    fn quoted_label(&mut self, src: &str, open: Span, lits: u32, close: Span);
    /// One literal token of a quoted label; its index.
    fn label_lit(&mut self, s: Span) -> u32;
}

impl Build for Ctx {
    #[inline]
    fn conditional(&mut self, c: Parked, t: Parked, f: Parked) -> Parked {
        let f = self.take(f);
        let t = self.take(t);
        let c = self.take(c);
        let e = conditional(c, t, f);
        self.park(e)
    }
    #[inline]
    fn binary_chain(&mut self, first: Parked, start: u32) -> Parked {
        let first = self.take(first);
        let e = binary_chain(self, first, start);
        self.park(e)
    }
    #[inline]
    fn bin_operand(&mut self, op: BinaryOperator, sym: Span, e: Parked) -> u32 {
        let e = self.take(e);
        self.push_bin(op, sym, e)
    }
    #[inline]
    fn unary(&mut self, op: UnaryOperator, sym: Span, e: Parked) -> Parked {
        let e = self.take(e);
        let e = unary(op, sym, e);
        self.park(e)
    }
    #[inline]
    fn ident_term(&mut self, src: &str, s: Span) -> Parked {
        let e = ident_term(src, s);
        self.park(e)
    }
    #[inline]
    fn ident_postfix(&mut self, src: &str, s: Span, steps: u32) -> Parked {
        let e = ident_postfix(src, self, s, steps);
        self.park(e)
    }
    #[inline]
    fn path_postfix(&mut self, src: &str, s: Span, steps: u32) -> Parked {
        let e = path_postfix(src, self, s, steps);
        self.park(e)
    }
    #[inline]
    fn postfix(&mut self, src: &str, e: Parked, steps: u32) -> Parked {
        let e = self.take(e);
        let e = postfix(src, self, e, steps);
        self.park(e)
    }
    #[inline]
    fn last_step(&self) -> u32 {
        self.steps.len() as u32 - 1
    }
    #[inline]
    fn step_attr(&mut self, span: Span, name: Span) {
        self.steps.push(RawStep::Attr { span, name });
    }
    #[inline]
    fn step_legacy(&mut self, _: &str, span: Span, num: Span) {
        self.steps.push(RawStep::Legacy { span, num });
    }
    #[inline]
    fn step_attr_splat(&mut self, span: Span, star: Span) {
        self.steps.push(RawStep::AttrSplat { span, star });
    }
    #[inline]
    fn step_full_splat(&mut self, span: Span) {
        self.steps.push(RawStep::FullSplat { span });
    }
    #[inline]
    fn step_index(&mut self, key: Parked, open: Span, span: Span) {
        let key = self.take(key);
        self.steps.push(RawStep::Index { key, open, span });
    }
    #[inline]
    fn number(&mut self, src: &str, s: Span) -> Parked {
        let e = number(src, self, s);
        self.park(e)
    }
    #[inline]
    fn parens(&mut self, e: Parked, span: Span) -> Parked {
        let e = self.take(e);
        let e = parens(e, span);
        self.park(e)
    }
    #[inline]
    fn quoted_lit(&mut self, src: &str, s: Span) -> Parked {
        let e = quoted_lit(src, s);
        self.park(e)
    }
    #[inline]
    fn call(
        &mut self,
        src: &str,
        name: Span,
        open: Span,
        args: u32,
        expand_final: bool,
        close: Span,
    ) -> Parked {
        let e = call(src, self, name, open, args, expand_final, close);
        self.park(e)
    }
    #[inline]
    fn arg(&mut self, e: Parked) -> u32 {
        let e = self.take(e);
        self.push_expr(e)
    }
    #[inline]
    fn tuple(&mut self, items: u32, span: Span) -> Parked {
        let e = tuple(self, items, span);
        self.park(e)
    }
    #[inline]
    fn items_start(&self) -> u32 {
        self.items.len() as u32
    }
    #[inline]
    fn object(&mut self, items: u32, open: Span, close: Span) -> Parked {
        let e = object(self, items, open, close);
        self.park(e)
    }
    #[inline]
    fn object_item(&mut self, src: &str, key: Parked, value: Parked) {
        let v = self.take(value);
        let k = self.take(key);
        object_item(src, self, k, v);
    }
    #[inline]
    fn object_item_eq(&mut self, src: &str, name_eq: Span, value: Parked) {
        let v = self.take(value);
        object_item(src, self, ident_eq_key(src, name_eq), v);
    }
    #[inline]
    fn for_vars(&mut self, src: &str, key: Option<Span>, value: Span) -> u32 {
        let k = key.map(|k| ident(src, k));
        for_vars(self, k, ident(src, value))
    }
    #[inline]
    fn for_tail(
        &mut self,
        coll: Parked,
        e1: Parked,
        e2: Option<Parked>,
        group: Option<Span>,
        cond: Option<Parked>,
    ) -> u32 {
        let c = cond.map(|c| self.take(c));
        let e2 = e2.map(|e| self.take(e));
        let e1 = self.take(e1);
        let coll = self.take(coll);
        for_tail(self, coll, e1, e2, group, c)
    }
    #[inline]
    fn for_expr(&mut self, is_obj: bool, open: Span, close: Span) -> Parked {
        let e = for_expr(self, is_obj, open, close);
        self.park(e)
    }
    #[inline]
    fn template(
        &mut self,
        src: &str,
        parts: u32,
        open: Span,
        close: Span,
        heredoc: bool,
        flush: bool,
    ) -> Parked {
        let e = template(src, self, parts, open, close, heredoc, flush);
        self.park(e)
    }
    #[inline]
    fn bare_template(&mut self, src: &str, parts: u32, span: Span) -> Parked {
        let e = bare_template(src, self, parts, span);
        self.park(e)
    }
    #[inline]
    fn last_part(&self) -> u32 {
        self.parts.len() as u32 - 1
    }
    #[inline]
    fn part_lit(&mut self, s: Span) {
        self.parts.push(RawPart::Lit(s));
    }
    #[inline]
    fn part_interp(&mut self, e: Parked, open: Span, close: Span) {
        let expr = self.take(e);
        self.parts.push(RawPart::Interp { expr, open, close });
    }
    #[inline]
    fn part_directive(&mut self, open: Span, close: Span) {
        let dir = self.dirs.pop().expect("a directive was parsed");
        self.parts.push(RawPart::Directive { dir, open, close });
    }
    #[inline]
    fn dir_if(&mut self, cond: Parked) {
        let e = self.take(cond);
        self.dirs.push(RawDirective::If(e));
    }
    #[inline]
    fn dir_else(&mut self) {
        self.dirs.push(RawDirective::Else);
    }
    #[inline]
    fn dir_endif(&mut self) {
        self.dirs.push(RawDirective::Endif);
    }
    #[inline]
    fn dir_for(&mut self, coll: Parked) {
        let e = self.take(coll);
        let d = for_directive(self, e);
        self.dirs.push(d);
    }
    #[inline]
    fn dir_endfor(&mut self) {
        self.dirs.push(RawDirective::Endfor);
    }
    #[inline]
    fn body_start(&self) -> (u32, u32) {
        (self.attrs.len() as u32, self.blocks.len() as u32)
    }
    #[inline]
    fn attribute(&mut self, src: &str, name: Span, eq: Span, e: Parked) {
        let e = self.take(e);
        attribute(src, self, name, eq, e);
    }
    #[inline]
    fn attribute_eq(&mut self, src: &str, s: Span, e: Parked) {
        let e = self.take(e);
        attribute_eq(src, self, s, e);
    }
    #[inline]
    fn block(
        &mut self,
        src: &str,
        ty: Span,
        labels: u32,
        open: Span,
        items: Option<(u32, u32)>,
        close: Span,
    ) {
        block(src, self, ty, labels, open, items, close);
    }
    #[inline]
    fn one_line_block(&mut self, src: &str, ty: Span, labels: u32, open: Span, close: Span) {
        one_line_block(src, self, ty, labels, open, close);
    }
    #[inline]
    fn labels_start(&self) -> u32 {
        self.labels.len() as u32
    }
    #[inline]
    fn bare_label(&mut self, src: &str, s: Span) {
        bare_label(src, self, s);
    }
    #[inline]
    fn quoted_lit_label(&mut self, src: &str, s: Span) {
        quoted_lit_label(src, self, s);
    }
    #[inline]
    fn quoted_label(&mut self, src: &str, open: Span, lits: u32, close: Span) {
        quoted_label(src, self, open, lits, close);
    }
    #[inline]
    fn label_lit(&mut self, s: Span) -> u32 {
        self.spans.push(s);
        self.spans.len() as u32 - 1
    }
}

/// One postfix step as written, before splats are resolved.
pub enum RawStep {
    Attr { span: Span, name: Span },
    Legacy { span: Span, num: Span },
    AttrSplat { span: Span, star: Span },
    FullSplat { span: Span },
    Index { key: Expr, open: Span, span: Span },
}

/// A template part as written (directives not yet nested).
pub enum RawPart {
    Lit(Span),
    Interp {
        expr: Expr,
        open: Span,
        close: Span,
    },
    Directive {
        dir: RawDirective,
        open: Span,
        close: Span,
    },
}

pub enum RawDirective {
    If(Expr),
    Else,
    Endif,
    For(Box<(Option<Ident>, Ident, Expr)>),
    Endfor,
}

struct ForTail {
    vars: (Option<Ident>, Ident),
    coll: Expr,
    e1: Expr,
    e2: Option<Expr>,
    group: Option<Span>,
    cond: Option<Expr>,
}

/// Everything after `for` in a `for` expression (its variables are on
/// `ctx.for_vars`); [`for_expr`] takes it.
pub fn for_tail(
    ctx: &mut Ctx,
    coll: Expr,
    e1: Expr,
    e2: Option<Expr>,
    group: Option<Span>,
    cond: Option<Expr>,
) -> u32 {
    let vars = ctx.for_vars.pop().expect("the for expression's variables");
    ctx.for_tails.push(ForTail {
        vars,
        coll,
        e1,
        e2,
        group,
        cond,
    });
    ctx.for_tails.len() as u32
}

/// Push a `for`'s variables (see [`for_tail`], [`for_directive`]).
pub fn for_vars(ctx: &mut Ctx, k: Option<Ident>, v: Ident) -> u32 {
    ctx.for_vars.push((k, v));
    ctx.for_vars.len() as u32
}

/// A `%{ for ... in coll }` directive (its variables are on `ctx.for_vars`).
pub fn for_directive(ctx: &mut Ctx, coll: Expr) -> RawDirective {
    let (k, v) = ctx.for_vars.pop().expect("the for directive's variables");
    RawDirective::For(Box::new((k, v, coll)))
}

fn slice(src: &str, s: Span) -> &str {
    &src[s.lo as usize..s.hi as usize]
}

pub fn expr(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

pub fn ident(src: &str, s: Span) -> Ident {
    Ident {
        name: smol_span(src, s),
        span: s,
    }
}

pub fn conditional(c: Expr, t: Expr, f: Expr) -> Expr {
    let span = c.span.to(f.span);
    expr(
        ExprKind::Conditional(Node::new(Conditional {
            condition: c,
            true_result: t,
            false_result: f,
        })),
        span,
    )
}

pub fn binary(l: Expr, op: BinaryOperator, sym: Span, r: Expr) -> Expr {
    let span = l.span.to(r.span);
    expr(
        ExprKind::Binary(Node::new(BinaryOp {
            op,
            lhs: l,
            rhs: r,
            symbol_span: sym,
        })),
        span,
    )
}

/// Precedence level of a binary operator (higher binds tighter), as the
/// reference's operator table: `||`, `&&`, equality, comparison, additive,
/// multiplicative.
fn precedence(op: BinaryOperator) -> u8 {
    use BinaryOperator::*;
    match op {
        Or => 0,
        And => 1,
        Equal | NotEqual => 2,
        GreaterThan | GreaterThanOrEqual | LessThan | LessThanOrEqual => 3,
        Add | Subtract => 4,
        Multiply | Divide | Modulo => 5,
    }
}

/// Group `first op1 e1 op2 e2 …` (the chain's operators and operands
/// start at `start` on `ctx.bins`) by precedence, left-associatively.
pub fn binary_chain(ctx: &mut Ctx, first: Expr, start: u32) -> Expr {
    let mut operands = std::mem::take(&mut ctx.operands);
    let mut ops = std::mem::take(&mut ctx.operators);
    let base = (operands.len(), ops.len());
    operands.push(first);
    let reduce = |operands: &mut Vec<Expr>, ops: &mut Vec<(BinaryOperator, Span)>| {
        let (op, sym) = ops.pop().expect("operator");
        let r = operands.pop().expect("rhs");
        let l = operands.pop().expect("lhs");
        operands.push(binary(l, op, sym, r));
    };
    let from = if start == EMPTY {
        ctx.bins.len()
    } else {
        start as usize
    };
    for (op, sym, e) in ctx.bins.drain(from..) {
        while ops.len() > base.1
            && ops
                .last()
                .is_some_and(|(top, _)| precedence(*top) >= precedence(op))
        {
            reduce(&mut operands, &mut ops);
        }
        ops.push((op, sym));
        operands.push(e);
    }
    while ops.len() > base.1 {
        reduce(&mut operands, &mut ops);
    }
    let r = operands.pop().expect("result");
    debug_assert_eq!(operands.len(), base.0);
    ctx.operands = operands;
    ctx.operators = ops;
    r
}

pub fn unary(op: UnaryOperator, sym: Span, e: Expr) -> Expr {
    let span = sym.to(e.span);
    expr(
        ExprKind::Unary(Node::new(UnaryOp {
            op,
            operand: e,
            symbol_span: sym,
        })),
        span,
    )
}

/// Whether a number token is a decimal literal the reference accepts: its
/// scanner makes one token of digits, dots and exponents (`1.2.3`, `1e5.5`),
/// and `cty.ParseNumberVal` (Go's `big.ParseFloat`) takes digits with at most
/// one dot, the fraction possibly empty before an exponent (`6.e0` is 6),
/// then an optional exponent.
pub fn valid_number(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let s = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > s
    };
    if !digits(&mut i) {
        return false;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        // `6.e0`: an empty fraction (a token never ends with the dot)
        digits(&mut i);
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

fn check_number(ctx: &mut Ctx, text: &str, s: Span) {
    if !valid_number(text) {
        ctx.error(
            "Invalid number literal",
            "Failed to recognize the value of this number literal.",
            s,
        );
    }
}

pub fn number(src: &str, ctx: &mut Ctx, s: Span) -> Expr {
    check_number(ctx, slice(src, s), s);
    expr(ExprKind::Literal(Literal::Number(smol_span(src, s))), s)
}

pub fn ident_term(src: &str, s: Span) -> Expr {
    let kind = match slice(src, s) {
        "true" => ExprKind::Literal(Literal::Bool(true)),
        "false" => ExprKind::Literal(Literal::Bool(false)),
        "null" => ExprKind::Literal(Literal::Null),
        _ => ExprKind::ScopeTraversal(Traversal::root_only(smol_span(src, s), s)),
    };
    expr(kind, s)
}

pub fn parens(e: Expr, span: Span) -> Expr {
    expr(ExprKind::Parens(Node::new(e)), span)
}

pub fn call(
    src: &str,
    ctx: &mut Ctx,
    name: Span,
    open: Span,
    args: u32,
    expand_final: bool,
    close: Span,
) -> Expr {
    let span = name.to(close);
    let text = slice(src, name);
    let name_str = if text.bytes().any(|b| b.is_ascii_whitespace()) {
        SmolStr::new(text.split_whitespace().collect::<String>())
    } else {
        SmolStr::new(text)
    };
    expr(
        ExprKind::FunctionCall(Node::new(FunctionCall {
            name: name_str,
            name_span: name,
            args: take_small(&mut ctx.exprs, args),
            expand_final,
            open_paren: open,
            close_paren: close,
        })),
        span,
    )
}

pub fn tuple(ctx: &mut Ctx, items: u32, span: Span) -> Expr {
    expr(
        ExprKind::Tuple(TupleCons {
            items: take_nodes(&mut ctx.exprs, items),
        }),
        span,
    )
}

pub fn object(ctx: &mut Ctx, items: u32, open: Span, close: Span) -> Expr {
    expr(
        ExprKind::Object(ObjectCons {
            items: take_nodes(&mut ctx.items, items),
        }),
        open.to(close),
    )
}

pub fn object_item(src: &str, ctx: &mut Ctx, key: Expr, value: Expr) {
    let force_non_literal = src.as_bytes().get(key.span.lo as usize) == Some(&b'(');
    ctx.items.push(ObjectItem {
        key: ObjectKey {
            expr: key,
            force_non_literal,
        },
        value,
    });
}

/// The literal key of an index step, if the key expression is a literal
/// number or a template that is a single literal string.
fn literal_key(key: &Expr) -> Option<IndexKey> {
    match &key.kind {
        ExprKind::Literal(Literal::Number(n)) => Some(IndexKey::Number(n.clone())),
        ExprKind::Literal(Literal::Bool(b)) => Some(IndexKey::Bool(*b)),
        ExprKind::Literal(Literal::Null) => Some(IndexKey::Null),
        ExprKind::Template(t) if t.parts.len() == 1 => match &t.parts[0] {
            TemplatePart::Literal { value, .. } => Some(IndexKey::String(value.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// Apply the literal steps collected in `lits` to `e`: a traversal gets
/// them appended (one exactly sized allocation), anything else becomes the
/// source of a relative traversal.
fn apply_lits(mut e: Expr, lits: &mut Vec<TraverseStep>) -> Expr {
    if lits.is_empty() {
        return e;
    }
    let span = lits.iter().fold(e.span, |s, st| s.to(st.span()));
    match &mut e.kind {
        ExprKind::ScopeTraversal(t) => {
            t.extend_steps(lits.drain(..));
            e.span = span;
            e
        }
        ExprKind::RelTraversal(t) => {
            let old = std::mem::take(&mut t.steps);
            t.steps = NodeSlice::from_iter_n(
                old.len() + lits.len(),
                old.into_iter().chain(lits.drain(..)),
            );
            e.span = span;
            e
        }
        _ => expr(
            ExprKind::RelTraversal(Node::new(RelTraversal {
                source: e,
                steps: NodeSlice::take_tail(lits, 0),
            })),
            span,
        ),
    }
}

pub(super) fn legacy_step(
    src: &str,
    ctx: &mut Ctx,
    span: Span,
    num: Span,
    in_splat: bool,
) -> TraverseStep {
    let text = slice(src, num);
    if let Some(dot) = text.find('.') {
        let (first, second) = (&text[..dot], &text[dot + 1..]);
        let detail = if in_splat {
            format!("When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax with a full splat expression [*] instead, like [{first}][{second}].")
        } else {
            format!("When using the legacy index syntax, chaining two indexes together is not permitted. Use the proper index syntax instead, like [{first}][{second}].")
        };
        ctx.error("Invalid legacy index syntax", detail, num);
    } else {
        check_number(ctx, text, num);
    }
    TraverseStep::Index {
        key: IndexKey::Number(SmolStr::new(text)),
        span,
    }
}

/// Apply postfix steps to a term, as the reference's traversal loop does:
/// `.*` takes the following attribute/legacy-index steps into its `each`;
/// `[*]` takes every remaining step.
pub fn postfix(src: &str, ctx: &mut Ctx, from: Expr, start: u32) -> Expr {
    let mut buf = std::mem::take(&mut ctx.steps);
    let mut lits = std::mem::take(&mut ctx.lits);
    let r = {
        let mut it = buf.drain(start as usize..).peekable();
        apply_steps(src, ctx, from, &mut it, &mut lits)
    };
    ctx.steps = buf;
    ctx.lits = lits;
    r
}

/// A variable followed by postfix steps (starting at `start` on
/// `ctx.steps`): the leading literal steps go straight into its traversal.
pub fn ident_postfix(src: &str, ctx: &mut Ctx, s: Span, start: u32) -> Expr {
    let name = slice(src, s);
    if matches!(name, "true" | "false" | "null") {
        let from = ident_term(src, s);
        return postfix(src, ctx, from, start);
    }
    traversal_postfix(src, ctx, s, 0, start)
}

/// A dotted name (one `IdentPath` token, `a.b.c`), followed by postfix
/// steps starting at `start` on `ctx.steps` (or none, for [`EMPTY`]): what
/// [`ident_postfix`] builds for its name and `.name` steps.
pub fn path_postfix(src: &str, ctx: &mut Ctx, s: Span, start: u32) -> Expr {
    let start = if start == EMPTY {
        ctx.steps.len() as u32
    } else {
        start
    };
    let dots = slice(src, s).bytes().filter(|&b| b == b'.').count();
    traversal_postfix(src, ctx, s, dots, start)
}

/// [`ident_postfix`] of a name that is not `true`, `false` or `null`; `s`
/// holds the name and, for a dotted name, its `path_steps` `.name` steps.
fn traversal_postfix(src: &str, ctx: &mut Ctx, s: Span, path_steps: usize, start: u32) -> Expr {
    let start = start as usize;
    let mut buf = std::mem::take(&mut ctx.steps);
    // the leading literal steps go into the traversal, built at its final size
    let n = buf[start..]
        .iter()
        .take_while(|st| match st {
            RawStep::Attr { .. } | RawStep::Legacy { .. } => true,
            RawStep::Index { key, .. } => literal_key(key).is_some(),
            _ => false,
        })
        .count();
    // built on the scratch `ctx.lits`, then moved into the arena at its
    // final size
    let mut all = std::mem::take(&mut ctx.lits);
    let base = all.len();
    all.reserve(1 + path_steps + n);
    let text = slice(src, s);
    if path_steps == 0 {
        all.push(TraverseStep::Attr {
            name: smol_span(src, s),
            span: s,
        });
    } else {
        // the names between the dots (a byte loop: `split` is much slower
        // on names this short)
        let b = text.as_bytes();
        let mut from: usize = 0;
        for i in 0..=b.len() {
            if i < b.len() && b[i] != b'.' {
                continue;
            }
            // a step's span starts at its dot
            let lo = s.lo + from.saturating_sub(1) as u32;
            let step = TraverseStep::Attr {
                name: smol_at(src, s.lo as usize + from, s.lo as usize + i),
                span: Span::new(lo, s.lo + i as u32),
            };
            all.push(step);
            from = i + 1;
        }
    }
    let (mut lo, mut hi) = (s.lo, s.hi);
    for step in buf.drain(start..start + n) {
        let st = match step {
            RawStep::Attr { span, name } => TraverseStep::Attr {
                name: smol_span(src, name),
                span,
            },
            RawStep::Legacy { span, num } => legacy_step(src, ctx, span, num, false),
            RawStep::Index { key, span, .. } => TraverseStep::Index {
                key: literal_key(&key).expect("checked above"),
                span,
            },
            _ => unreachable!("checked above"),
        };
        let ss = st.span();
        lo = lo.min(ss.lo);
        hi = hi.max(ss.hi);
        all.push(st);
    }
    if buf.len() == start {
        // the usual case: literal steps only (built in the return slot)
        ctx.steps = buf;
        let r = expr(
            ExprKind::ScopeTraversal(Traversal::take_steps(&mut all, base)),
            Span::new(lo, hi),
        );
        ctx.lits = all;
        return r;
    }
    let from = expr(
        ExprKind::ScopeTraversal(Traversal::take_steps(&mut all, base)),
        Span::new(lo, hi),
    );
    let r = {
        let mut it = buf.drain(start..).peekable();
        apply_steps(src, ctx, from, &mut it, &mut all)
    };
    ctx.lits = all;
    ctx.steps = buf;
    r
}

fn apply_steps(
    src: &str,
    ctx: &mut Ctx,
    from: Expr,
    it: &mut std::iter::Peekable<std::vec::Drain<'_, RawStep>>,
    lits: &mut Vec<TraverseStep>,
) -> Expr {
    // A full splat `[*]` takes every remaining step into its `each`: keep
    // the splats still being built on a stack and fold them at the end.
    // Literal steps are collected in `lits` and applied together, so a
    // traversal's steps take one exactly sized allocation.
    let mut pending = std::mem::take(&mut ctx.splats);
    let mut from_lo = from.span;
    let mut ret = from;
    while let Some(step) = it.next() {
        match step {
            RawStep::Attr { span, name } => lits.push(TraverseStep::Attr {
                name: smol_span(src, name),
                span,
            }),
            RawStep::Legacy { span, num } => {
                let st = legacy_step(src, ctx, span, num, false);
                lits.push(st);
            }
            RawStep::Index { key, open, span } => match literal_key(&key) {
                Some(k) => lits.push(TraverseStep::Index { key: k, span }),
                None => {
                    ret = apply_lits(ret, lits);
                    let s = ret.span.to(span);
                    ret = expr(
                        ExprKind::Index(Node::new(IndexExpr {
                            collection: ret,
                            key,
                            open_span: open,
                            bracket_span: span,
                        })),
                        s,
                    );
                }
            },
            RawStep::AttrSplat {
                span: marker,
                star: _,
            } => {
                ret = apply_lits(ret, lits);
                let mut last = marker;
                let mut first: Option<Span> = None;
                loop {
                    match it.peek() {
                        Some(RawStep::Attr { span, name }) => {
                            let (span, name) = (*span, *name);
                            it.next();
                            first.get_or_insert(span);
                            lits.push(TraverseStep::Attr {
                                name: smol_span(src, name),
                                span,
                            });
                            last = span;
                        }
                        Some(RawStep::Legacy { span, num }) => {
                            let (span, num) = (*span, *num);
                            it.next();
                            first.get_or_insert(span);
                            lits.push(legacy_step(src, ctx, span, num, true));
                            last = span;
                        }
                        Some(RawStep::AttrSplat { star, .. }) => {
                            let star = *star;
                            if !ctx.recovery {
                                ctx.error(
                                    "Nested splat expression not allowed",
                                    "A splat expression (*) cannot be used inside another attribute-only splat expression.",
                                    star,
                                );
                            }
                            ctx.enter_recovery = true;
                            // the reference gives up on the rest of the traversal
                            for _ in it.by_ref() {}
                            break;
                        }
                        _ => break,
                    }
                }
                let item = expr(ExprKind::AnonSymbol, marker);
                let each = if lits.is_empty() {
                    item
                } else {
                    let s = first.unwrap_or(marker).to(last);
                    expr(
                        ExprKind::RelTraversal(Node::new(RelTraversal {
                            source: item,
                            steps: NodeSlice::take_tail(lits, 0),
                        })),
                        s,
                    )
                };
                let s = from_lo.to(ret.span).to(last);
                ret = expr(
                    ExprKind::Splat(Node::new(Splat {
                        source: ret,
                        each,
                        marker_span: marker,
                        full: false,
                    })),
                    s,
                );
            }
            RawStep::FullSplat { span: marker } => {
                ret = apply_lits(ret, lits);
                let lo = ret.span.lo;
                pending.push((ret, marker, lo));
                ret = expr(ExprKind::AnonSymbol, marker);
                from_lo = marker;
            }
        }
    }
    ret = apply_lits(ret, lits);
    ctx.splats = std::mem::take(&mut pending);
    while let Some((source, marker, lo)) = ctx.splats.pop() {
        let s = Span::new(lo, ret.span.hi.max(marker.hi));
        ret = expr(
            ExprKind::Splat(Node::new(Splat {
                source,
                each: ret,
                marker_span: marker,
                full: true,
            })),
            s,
        );
    }
    ret
}

pub fn for_expr(ctx: &mut Ctx, is_obj: bool, open: Span, close: Span) -> Expr {
    let t = ctx.for_tails.pop().expect("the for expression's tail");
    let ForTail {
        vars,
        coll,
        e1,
        e2,
        group,
        cond,
    } = t;
    let whole = open.to(close);
    let (key_expr, value_expr) = match e2 {
        Some(v) => (Some(e1), v),
        None => (None, e1),
    };
    if !is_obj {
        if let Some(k) = &key_expr {
            ctx.error_ctx(
                "Invalid 'for' expression",
                "Key expression is not valid when building a tuple.",
                k.span,
                whole,
            );
        }
        if let Some(g) = group {
            ctx.error_ctx(
                "Invalid 'for' expression",
                "Grouping ellipsis (...) cannot be used when building a tuple.",
                g,
                whole,
            );
        }
    } else if key_expr.is_none() {
        ctx.error_ctx(
            "Invalid 'for' expression",
            "Key expression is required when building an object.",
            value_expr.span,
            whole,
        );
    }
    expr(
        ExprKind::For(Node::new(ForExpr {
            key_var: vars.0,
            value_var: vars.1,
            collection: coll,
            key_expr,
            value_expr,
            condition: cond,
            group: group.is_some(),
            open_span: open,
            close_span: close,
        })),
        whole,
    )
}

pub fn is_flush(src: &str, open: Span) -> bool {
    slice(src, open).starts_with("<<-")
}

pub fn template(
    src: &str,
    ctx: &mut Ctx,
    parts: u32,
    open: Span,
    close: Span,
    heredoc: bool,
    flush: bool,
) -> Expr {
    let content = Span::new(open.hi, close.lo);
    let kind = if heredoc {
        TemplateKind::Heredoc { flush }
    } else {
        TemplateKind::Quoted
    };
    let t = super::template::build(src, ctx, parts, content, close, kind);
    expr(ExprKind::Template(t), open.to(close))
}

/// A plain quoted string, one `QuotedLit` token: the template its three
/// tokens (`"`, literal, `"`) would build.
pub fn quoted_lit(src: &str, s: Span) -> Expr {
    expr(ExprKind::Template(super::template::plain_quoted(src, s)), s)
}

pub fn bare_template(src: &str, ctx: &mut Ctx, parts: u32, span: Span) -> Expr {
    let end = Span::new(span.hi, span.hi);
    let t = super::template::build(src, ctx, parts, span, end, TemplateKind::Bare);
    expr(ExprKind::Template(t), span)
}

// ---- bodies ----
//
// The nodes of a body (attributes, blocks, labels, bodies) are built by the
// constructors below and checked for duplicate names by [`AttrNames`], on
// both paths: the one-pass `Config` grammar calls them through the pushing
// actions after them, the recovery parser (`recovery/`) through the same
// actions.

/// An attribute. `span` runs from the name to the end of the expression
/// (the recovery parser builds it the same way after an error).
pub(crate) fn new_attribute(name: Ident, equals_span: Span, expr: Expr, span: Span) -> Attribute {
    Attribute {
        name,
        expr,
        span,
        equals_span,
    }
}

/// A body spanning `span`; its end is the empty span at `span.hi`.
pub(crate) fn new_body(
    attributes: NodeSlice<Attribute>,
    blocks: NodeSlice<Block>,
    span: Span,
) -> Body {
    Body {
        attributes,
        blocks,
        span,
        end_span: Span::new(span.hi, span.hi),
    }
}

/// The body of a single-line block: its one attribute, spanning it.
pub(crate) fn one_attribute_body(a: Attribute) -> Body {
    let span = a.span;
    new_body(NodeSlice::one(a), NodeSlice::new(), span)
}

pub(crate) fn new_block(
    ty: Ident,
    labels: SmallList<BlockLabel>,
    body: Body,
    open_brace: Span,
    close_brace: Span,
) -> Block {
    Block {
        ty,
        labels,
        body,
        open_brace,
        close_brace,
    }
}

/// A block label: a bare name, or a quoted string (`span` includes the
/// quotes, `value` is decoded).
pub(crate) fn new_label(value: SmolStr, span: Span, quoted: bool) -> BlockLabel {
    BlockLabel {
        value,
        span,
        quoted,
    }
}

/// The duplicate check of a body's attribute names, the one both paths
/// use: the recovery parser asks before adding each attribute (and reports
/// "Attribute redefined" instead), the one-pass path checks each finished
/// body ([`has_duplicate_names`]) and leaves a file with a duplicate to the
/// recovery parser. A linear scan while the body has fewer than 16 attributes,
/// then a hash index built once.
/// A body's attribute names, each with where it is set.
pub(crate) type Names = std::collections::HashMap<SmolStr, Span>;

#[derive(Default)]
pub(crate) struct AttrNames {
    index: Option<std::collections::HashMap<SmolStr, Span>>,
}

impl AttrNames {
    /// Where `attrs` (the body's attributes so far, each passed to
    /// [`AttrNames::add`] after this check) already set `name`.
    pub(crate) fn earlier(&mut self, attrs: &[Attribute], name: &SmolStr) -> Option<Span> {
        if attrs.len() < 16 {
            // as text (SmolStr's `==` first tries its representations'
            // identity, which two names from a source never share)
            let name = name.as_str();
            return attrs
                .iter()
                .find(|x| x.name.name.as_str() == name)
                .map(|x| x.name.span);
        }
        let idx = self.index.get_or_insert_with(|| {
            attrs
                .iter()
                .map(|x| (x.name.name.clone(), x.name.span))
                .collect()
        });
        idx.get(name).copied()
    }
    /// `a` joins the body (it passed [`AttrNames::earlier`]).
    pub(crate) fn add(&mut self, a: &Attribute) {
        if let Some(idx) = self.index.as_mut() {
            idx.insert(a.name.name.clone(), a.name.span);
        }
    }
}

/// Whether two of a body's attributes share a name ([`AttrNames`]).
pub fn has_duplicate_names(a: &[Attribute]) -> bool {
    let mut names = AttrNames::default();
    for (i, x) in a.iter().enumerate() {
        if names.earlier(&a[..i], &x.name.name).is_some() {
            return true;
        }
        names.add(x);
    }
    false
}

/// `name = e` in the `Config` grammar: the attribute goes on `ctx.attrs`.
pub fn attribute(src: &str, ctx: &mut Ctx, name: Span, eq: Span, e: Expr) {
    let span = name.to(e.span);
    let a = new_attribute(ident(src, name), eq, e, span);
    ctx.attrs.push(a);
}

/// The name and `=` spans of an `IdentEq` token (`name =`).
pub(crate) fn ident_eq_spans(src: &str, s: Span) -> (Span, Span) {
    let n = src.as_bytes()[s.lo as usize..s.hi as usize]
        .iter()
        .position(|&c| matches!(c, b' ' | b'\t' | b'='))
        .unwrap_or(s.len() as usize);
    (Span::new(s.lo, s.lo + n as u32), Span::new(s.hi - 1, s.hi))
}

/// An attribute whose `name =` is one `IdentEq` token.
pub fn attribute_eq(src: &str, ctx: &mut Ctx, s: Span, e: Expr) {
    let (name, eq) = ident_eq_spans(src, s);
    attribute(src, ctx, name, eq, e);
}

/// The key of an object item whose `name =` is one `IdentEq` token: the
/// expression the name alone would be.
pub fn ident_eq_key(src: &str, s: Span) -> Expr {
    ident_term(src, ident_eq_spans(src, s).0)
}

/// A block in the `Config` grammar (its labels start at `labels` on
/// `ctx.labels`, its items at `items` on `ctx.attrs` and `ctx.blocks`):
/// the block goes on `ctx.blocks`.
pub fn block(
    src: &str,
    ctx: &mut Ctx,
    ty: Span,
    labels: u32,
    open: Span,
    items: Option<(u32, u32)>,
    close: Span,
) {
    let (attributes, blocks) = match items {
        Some(start) => ctx.take_body(start),
        None => (NodeSlice::new(), NodeSlice::new()),
    };
    let labels = take_small(&mut ctx.labels, labels);
    let body = new_body(attributes, blocks, open.to(close));
    let b = new_block(ident(src, ty), labels, body, open, close);
    ctx.blocks.push(b);
}

/// A block whose body is the one attribute just pushed.
pub fn one_line_block(src: &str, ctx: &mut Ctx, ty: Span, labels: u32, open: Span, close: Span) {
    let a = ctx.attrs.pop().expect("the one-line block's attribute");
    let labels = take_small(&mut ctx.labels, labels);
    let b = new_block(ident(src, ty), labels, one_attribute_body(a), open, close);
    ctx.blocks.push(b);
}

pub fn bare_label(src: &str, ctx: &mut Ctx, s: Span) {
    ctx.labels.push(new_label(smol_span(src, s), s, false));
}

/// A plain quoted label, one `QuotedLit` token (see [`quoted_label`]).
pub fn quoted_lit_label(src: &str, ctx: &mut Ctx, s: Span) {
    let value = smol_at(src, s.lo as usize + 1, s.hi as usize - 1);
    ctx.labels.push(new_label(value, s, true));
}

/// A quoted label; its literal tokens start at `lits` on `ctx.spans`.
pub fn quoted_label(src: &str, ctx: &mut Ctx, open: Span, lits: u32, close: Span) {
    let lits = if lits == EMPTY {
        ctx.spans.len()
    } else {
        lits as usize
    };
    let value = quoted_label_value(src, ctx, lits);
    ctx.labels.push(new_label(value, open.to(close), true));
}

/// The value of a quoted label (or of a legacy quoted index key) from its
/// literal tokens, the spans on `ctx.spans` from `from` on, which it takes
/// off: escapes decoded (invalid ones reported on `ctx.diags`), `$${` and
/// `%%{` undoubled. The one decoder of quoted labels: the grammar's path
/// and the recovering parser both call it.
pub(crate) fn quoted_label_value(src: &str, ctx: &mut Ctx, from: usize) -> SmolStr {
    let value = match &ctx.spans[from..] {
        [] => SmolStr::default(),
        [s] if !slice(src, *s).contains('\\') && !matches!(slice(src, *s), "$${" | "%%{") => {
            smol_span(src, *s)
        }
        _ => {
            let mut v = String::new();
            for i in from..ctx.spans.len() {
                let s = ctx.spans[i];
                v.push_str(&super::template::decode_literal(
                    ctx,
                    slice(src, s),
                    s.lo,
                    true,
                ));
            }
            SmolStr::new(v)
        }
    };
    ctx.spans.truncate(from);
    value
}

/// A name or literal taken from the source: kept inline (no allocation, no
/// call into the general constructor) up to 23 bytes.
#[inline]
pub(crate) fn smol(s: &str) -> SmolStr {
    if s.len() <= 23 {
        SmolStr::new_inline(s)
    } else {
        SmolStr::new(s)
    }
}

/// [`smol`] of `src[lo..hi]`.
#[inline(always)]
pub(crate) fn smol_at(src: &str, lo: usize, hi: usize) -> SmolStr {
    smol(&src[lo..hi])
}

/// [`smol`] of a span's text.
#[inline(always)]
pub(crate) fn smol_span(src: &str, s: Span) -> SmolStr {
    smol_at(src, s.lo as usize, s.hi as usize)
}

/// The span between two of the generated parser's locations.
#[inline(always)]
pub fn sp(lo: u64, hi: u64) -> Span {
    Span::new(lo as u32, hi as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_tokens_as_the_reference_reads_them() {
        // every shape the reference's scanner makes one token of, with
        // big.ParseFloat's verdict
        for (text, ok) in [
            ("6.e0", true),
            ("1.e5", true),
            ("1.E+5", true),
            ("1.e-5", true),
            ("1.5e3", true),
            ("15", true),
            ("1.2.3", false),
            ("1..2", false),
            ("1e5.5", false),
            ("1e5e5", false),
            ("1.2e3.4", false),
        ] {
            // (`Number::parse` agrees: its tests in value/number/text.rs)
            assert_eq!(valid_number(text), ok, "{text}");
        }
    }

    #[test]
    fn smol_at_matches_the_generic_constructor() {
        // every length up to past the inline limit, at every offset,
        // including near the end (fewer than 23 bytes left) and around
        // multi-byte characters
        let src = "abc.déf_ghi-jkl€mnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP";
        for lo in 0..=src.len() {
            for hi in lo..=src.len() {
                if !src.is_char_boundary(lo) || !src.is_char_boundary(hi) {
                    continue;
                }
                let s = smol_at(src, lo, hi);
                assert_eq!(s.as_str(), &src[lo..hi]);
                assert_eq!(s, SmolStr::new(&src[lo..hi]));
                assert_eq!(s.is_heap_allocated(), hi - lo > 23);
            }
        }
    }
}
