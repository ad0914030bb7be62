//! The native syntax's abstract syntax tree: plain data, every node spanned.
//!
//! Spans are byte offsets into the file the node was parsed from; the
//! [`SourceFile`](crate::diagnostic::SourceFile) kept in [`File`] turns them
//! into line/column ranges. Names are [`SmolStr`] (inline up to 23 bytes, so
//! most identifiers cost no allocation). Number literals keep their source
//! text: the value system parses them (the AST never depends on values).
//!
//! Child nodes and lists are [`Node`]s and [`NodeSlice`]s (owning pointers
//! like `Box<T>`/`Box<[T]>`, read through `Deref`) bumped out of the chunked
//! arena in [`arena`]: a parse makes few heap allocations, and dropping the
//! tree frees whole chunks. One live node keeps its chunk (64 KiB) alive.

use crate::diagnostic::{SourceFile, Span};
pub use smol_str::SmolStr;
use std::sync::Arc;

// the crate's only `unsafe` code (see the module's docs and `.ci/sanitize`)
#[allow(unsafe_code)]
pub mod arena;
mod list;
pub use arena::{Node, NodeSlice};
pub use list::SmallList;

/// A parsed configuration file: its body and its source (for ranges).
#[derive(Clone, Debug)]
pub struct File {
    pub body: Body,
    pub source: Arc<SourceFile>,
}

/// A body: attributes and blocks, each kept in source order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Body {
    pub attributes: NodeSlice<Attribute>,
    pub blocks: NodeSlice<Block>,
    /// The whole body, as the reference's `Body.SrcRange`: for a block, from
    /// its opening brace to its closing brace (both included); at top level,
    /// from the first token to the end of the file.
    pub span: Span,
    /// Zero-length span just after the body's final token (closing brace or EOF).
    pub end_span: Span,
}

/// An identifier with its range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: SmolStr,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    pub name: Ident,
    pub expr: Expr,
    /// From the name to the end of the expression.
    pub span: Span,
    pub equals_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub ty: Ident,
    pub labels: SmallList<BlockLabel>,
    pub body: Body,
    pub open_brace: Span,
    pub close_brace: Span,
}

impl Block {
    /// From the type name to the closing brace.
    pub fn span(&self) -> Span {
        self.ty.span.to(self.close_brace)
    }
}

/// A block label: `"quoted"` or a bare identifier; `value` is decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockLabel {
    pub value: SmolStr,
    pub span: Span,
    pub quoted: bool,
}

/// An expression and its source range.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `null`, `true`, `false`, or a number literal.
    Literal(Literal),
    /// A quoted or heredoc template (also a lone interpolation: see `Template::wrap`).
    Template(Template),
    /// A traversal rooted at a variable: `a.b[0]["k"].c` (literal keys only).
    ScopeTraversal(Traversal),
    /// A traversal applied to another expression's result: `f(x).a[0]`.
    RelTraversal(Node<RelTraversal>),
    /// `[a, b]`: the opening bracket is the first byte of the expression's span.
    Tuple(TupleCons),
    /// `{a = b}`: the opening brace is the first byte of the expression's span.
    Object(ObjectCons),
    FunctionCall(Node<FunctionCall>),
    /// `collection[key]` with a non-literal key.
    Index(Node<IndexExpr>),
    Splat(Node<Splat>),
    /// The placeholder for the current element inside a splat's `each`.
    AnonSymbol,
    Unary(Node<UnaryOp>),
    Binary(Node<BinaryOp>),
    Conditional(Node<Conditional>),
    For(Node<ForExpr>),
    Parens(Node<Expr>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    Null,
    Bool(bool),
    /// The literal's source text, e.g. `1.5e3`.
    Number(SmolStr),
}

/// A key of a traversal's index step, or of a legacy `.0` step.
#[derive(Clone, Debug, PartialEq)]
pub enum IndexKey {
    /// Source text of a number literal.
    Number(SmolStr),
    /// A decoded string literal key.
    String(SmolStr),
    /// `[true]`/`[false]`: the reference keeps any literal key in the traversal.
    Bool(bool),
    /// `[null]`.
    Null,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TraverseStep {
    /// `.name`
    Attr { name: SmolStr, span: Span },
    /// `[key]` with a literal key, or legacy `.0`.
    Index { key: IndexKey, span: Span },
}

impl TraverseStep {
    pub fn span(&self) -> Span {
        match self {
            TraverseStep::Attr { span, .. } | TraverseStep::Index { span, .. } => *span,
        }
    }
}

/// An absolute traversal: a root name and steps. A lone name (a bare
/// variable, an object key) is kept inline; with steps, the root and the
/// steps share one exactly sized allocation (the root is stored as the
/// first element, an `Attr` step).
#[derive(Clone)]
pub struct Traversal(TraversalRepr);

#[derive(Clone)]
enum TraversalRepr {
    /// A root name whose span is `lo..lo + name.len()` and no steps.
    Name { name: SmolStr, lo: u32 },
    /// The root as an `Attr` step, then the steps.
    All(NodeSlice<TraverseStep>),
}

impl Traversal {
    pub fn new(root: Ident, steps: impl IntoIterator<Item = TraverseStep>) -> Traversal {
        let mut steps = steps.into_iter().peekable();
        if steps.peek().is_none() {
            return Traversal::root_only(root.name, root.span);
        }
        let mut all = Vec::with_capacity(1 + steps.size_hint().0);
        all.push(TraverseStep::Attr {
            name: root.name,
            span: root.span,
        });
        all.extend(steps);
        Traversal(TraversalRepr::All(NodeSlice::from_vec(all)))
    }
    /// A traversal from its root (an `Attr` step) and then its steps.
    ///
    /// # Panics
    /// If `all` is empty or its first element is not an `Attr` step.
    pub fn from_steps(mut all: Vec<TraverseStep>) -> Traversal {
        Traversal::take_steps(&mut all, 0)
    }
    /// [`Traversal::from_steps`] from the items of a scratch vector from
    /// `start` on (they are moved out; `v` keeps its first `start` items).
    ///
    /// # Panics
    /// If there is no item from `start` on or the first is not an `Attr`
    /// step.
    #[inline]
    pub fn take_steps(v: &mut Vec<TraverseStep>, start: usize) -> Traversal {
        match &v[start..] {
            [TraverseStep::Attr { .. }] => {
                let Some(TraverseStep::Attr { name, span }) = v.pop() else {
                    unreachable!("matched above")
                };
                Traversal::root_only(name, span)
            }
            [TraverseStep::Attr { .. }, ..] => {
                Traversal(TraversalRepr::All(NodeSlice::take_tail(v, start)))
            }
            _ => panic!("a traversal starts with its root name"),
        }
    }
    /// A traversal of just a root name.
    #[inline]
    pub fn root_only(name: SmolStr, span: Span) -> Traversal {
        if span.hi.checked_sub(span.lo) == Some(name.len() as u32) {
            Traversal(TraversalRepr::Name { name, lo: span.lo })
        } else {
            Traversal(TraversalRepr::All(NodeSlice::from([TraverseStep::Attr {
                name,
                span,
            }])))
        }
    }
    pub fn root_name(&self) -> &SmolStr {
        match &self.0 {
            TraversalRepr::Name { name, .. } => name,
            TraversalRepr::All(all) => match &all[0] {
                TraverseStep::Attr { name, .. } => name,
                TraverseStep::Index { .. } => unreachable!("a traversal's root is a name"),
            },
        }
    }
    pub fn root_span(&self) -> Span {
        match &self.0 {
            TraversalRepr::Name { name, lo } => Span::new(*lo, *lo + name.len() as u32),
            TraversalRepr::All(all) => all[0].span(),
        }
    }
    /// The root name and its range.
    pub fn root(&self) -> Ident {
        Ident {
            name: self.root_name().clone(),
            span: self.root_span(),
        }
    }
    /// The steps after the root.
    pub fn steps(&self) -> &[TraverseStep] {
        match &self.0 {
            TraversalRepr::Name { .. } => &[],
            TraversalRepr::All(all) => &all[1..],
        }
    }
    /// Append steps (the steps are moved to a new, exactly sized slice).
    pub fn extend_steps(&mut self, steps: impl ExactSizeIterator<Item = TraverseStep>) {
        let n = steps.len();
        if n == 0 {
            return;
        }
        let all = match std::mem::replace(&mut self.0, TraversalRepr::All(NodeSlice::new())) {
            TraversalRepr::Name { name, lo } => {
                let span = Span::new(lo, lo + name.len() as u32);
                let root = TraverseStep::Attr { name, span };
                NodeSlice::from_iter_n(1 + n, std::iter::once(root).chain(steps))
            }
            TraversalRepr::All(all) => {
                NodeSlice::from_iter_n(all.len() + n, all.into_iter().chain(steps))
            }
        };
        self.0 = TraversalRepr::All(all);
    }
}

impl PartialEq for Traversal {
    fn eq(&self, other: &Traversal) -> bool {
        self.root_name() == other.root_name()
            && self.root_span() == other.root_span()
            && self.steps() == other.steps()
    }
}

impl std::fmt::Debug for Traversal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Traversal")
            .field("root", &self.root())
            .field("steps", &self.steps())
            .finish()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct RelTraversal {
    pub source: Expr,
    pub steps: NodeSlice<TraverseStep>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TupleCons {
    pub items: NodeSlice<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ObjectCons {
    pub items: NodeSlice<ObjectItem>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ObjectItem {
    pub key: ObjectKey,
    pub value: Expr,
}

/// An object constructor key. A bare identifier key (`a = 1`) is taken as the
/// literal string `"a"`; in parentheses (`(a) = 1`) `force_non_literal` is set
/// and it is evaluated as an expression.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectKey {
    pub expr: Expr,
    pub force_non_literal: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionCall {
    /// The name, namespaced parts joined with `::` (`provider::aws::arn_parse`).
    pub name: SmolStr,
    pub name_span: Span,
    pub args: SmallList<Expr>,
    /// The final argument is followed by `...`.
    pub expand_final: bool,
    pub open_paren: Span,
    pub close_paren: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct IndexExpr {
    pub collection: Expr,
    pub key: Expr,
    /// The `[` token.
    pub open_span: Span,
    /// From `[` to `]`.
    pub bracket_span: Span,
}

/// `source.*.each` or `source[*].each`: `each` is evaluated once per element
/// with [`ExprKind::AnonSymbol`] standing for the element.
#[derive(Clone, Debug, PartialEq)]
pub struct Splat {
    pub source: Expr,
    pub each: Expr,
    /// The `.*` or `[*]` marker.
    pub marker_span: Span,
    /// `[*]` (full splat) rather than `.*` (attribute-only splat).
    pub full: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOperator {
    /// `-x`
    Negate,
    /// `!x`
    Not,
}

#[derive(Clone, Debug, PartialEq)]
pub struct UnaryOp {
    pub op: UnaryOperator,
    pub operand: Expr,
    pub symbol_span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOperator {
    Or,
    And,
    Equal,
    NotEqual,
    GreaterThan,
    GreaterThanOrEqual,
    LessThan,
    LessThanOrEqual,
    Add,
    Subtract,
    Multiply,
    Divide,
    Modulo,
}

impl BinaryOperator {
    pub fn symbol(self) -> &'static str {
        use BinaryOperator::*;
        match self {
            Or => "||",
            And => "&&",
            Equal => "==",
            NotEqual => "!=",
            GreaterThan => ">",
            GreaterThanOrEqual => ">=",
            LessThan => "<",
            LessThanOrEqual => "<=",
            Add => "+",
            Subtract => "-",
            Multiply => "*",
            Divide => "/",
            Modulo => "%",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct BinaryOp {
    pub op: BinaryOperator,
    pub lhs: Expr,
    pub rhs: Expr,
    pub symbol_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Conditional {
    pub condition: Expr,
    pub true_result: Expr,
    pub false_result: Expr,
}

/// `[for k, v in coll : expr if cond]` or `{for k, v in coll : key => value... if cond}`.
#[derive(Clone, Debug, PartialEq)]
pub struct ForExpr {
    pub key_var: Option<Ident>,
    pub value_var: Ident,
    pub collection: Expr,
    /// Present for the object form.
    pub key_expr: Option<Expr>,
    pub value_expr: Expr,
    pub condition: Option<Expr>,
    /// The object form's value is followed by `...` (grouping).
    pub group: bool,
    pub open_span: Span,
    pub close_span: Span,
}

/// A template: literal text, interpolations and directives, with strip
/// markers, heredoc de-indentation and escapes already applied.
#[derive(Clone, Debug, PartialEq)]
pub struct Template {
    /// Never empty once parsed (an empty template has one empty literal).
    pub parts: NodeSlice<TemplatePart>,
    /// The template's content (for a quoted template, inside the quotes).
    pub span: Span,
}

impl Template {
    /// Whether this template, as an expression, is exactly one
    /// interpolation and no literal text (`"${x}"`): evaluation then returns
    /// the interpolated value unconverted. (The bodies of `if`/`for`
    /// directives are never unwrapped, whatever their parts.)
    pub fn wrap(&self) -> bool {
        matches!(&*self.parts, [TemplatePart::Interp { .. }])
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplatePart {
    /// Literal text (decoded; may be empty after stripping).
    Literal { value: SmolStr, span: Span },
    /// `${ expr }`: `span` covers the whole sequence including delimiters.
    Interp { expr: Expr, span: Span },
    /// `%{ if cond }then%{ else }else%{ endif }`.
    If(Node<TemplateIf>),
    /// `%{ for k, v in coll }body%{ endfor }`.
    For(Node<TemplateFor>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateIf {
    pub condition: Expr,
    pub then_template: Template,
    pub else_template: Option<Template>,
    /// The `%{ if ... }` directive.
    pub if_span: Span,
    pub else_span: Option<Span>,
    /// The `%{ endif }` directive.
    pub endif_span: Span,
    /// From `%{ if` to the end of `%{ endif }`.
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateFor {
    pub key_var: Option<Ident>,
    pub value_var: Ident,
    pub collection: Expr,
    pub body: Template,
    pub for_span: Span,
    pub endfor_span: Span,
    pub span: Span,
}

mod visit;

/// Subtrees up to this deep are dropped by plain recursion (no allocation);
/// deeper ones are taken apart with an explicit stack.
const RECURSIVE_DROP_DEPTH: u32 = 64;

/// Expressions can nest tens of thousands of levels deep (long operator
/// chains, deeply nested brackets, nested template directives). Dropping
/// an expression takes its children's contents out ([`dismantle`]) before
/// their boxes are freed, so a child's own `drop` finds nothing left to do;
/// the recursion depth travels as an argument (no thread-local counter),
/// and a subtree found below [`RECURSIVE_DROP_DEPTH`] levels is taken apart
/// with an explicit stack.
impl Drop for Expr {
    #[inline]
    fn drop(&mut self) {
        if has_children(&self.kind) {
            dismantle(std::mem::replace(&mut self.kind, ExprKind::AnonSymbol), 0);
        }
    }
}

/// Take a child expression's contents out and drop them `depth` levels down.
#[inline]
fn drop_child(e: &mut Expr, depth: u32) {
    if has_children(&e.kind) {
        let kind = std::mem::replace(&mut e.kind, ExprKind::AnonSymbol);
        if depth < RECURSIVE_DROP_DEPTH {
            dismantle(kind, depth + 1);
        } else {
            drop_with_stack(Dismantle::Kind(kind));
        }
    }
}

fn drop_template(t: &mut Template, depth: u32) {
    if depth >= RECURSIVE_DROP_DEPTH {
        drop_with_stack(Dismantle::Parts(std::mem::take(&mut t.parts)));
        return;
    }
    for p in t.parts.iter_mut() {
        part_children(p, &mut |c| match c {
            Child::Expr(e) => drop_child(e, depth),
            Child::Template(t) => drop_template(t, depth + 1),
        });
    }
}

/// Drop an expression's contents, emptying its children first.
fn dismantle(mut kind: ExprKind, depth: u32) {
    kind_children(&mut kind, &mut |c| match c {
        Child::Expr(e) => drop_child(e, depth),
        Child::Template(t) => drop_template(t, depth),
    });
}

/// A direct child of an expression or template part.
enum Child<'a> {
    Expr(&'a mut Expr),
    Template(&'a mut Template),
}

/// Calls `f` on each direct child of `kind` (the one list of an
/// expression's children that both ways of dropping use).
#[inline(always)]
fn kind_children(kind: &mut ExprKind, f: &mut impl FnMut(Child<'_>)) {
    let mut e = |x: &mut Expr| f(Child::Expr(x));
    match kind {
        ExprKind::Literal(_) | ExprKind::AnonSymbol | ExprKind::ScopeTraversal(_) => {}
        ExprKind::Template(t) => f(Child::Template(t)),
        ExprKind::RelTraversal(r) => e(&mut r.source),
        ExprKind::Tuple(t) => t.items.iter_mut().for_each(e),
        ExprKind::Object(o) => {
            for it in o.items.iter_mut() {
                e(&mut it.key.expr);
                e(&mut it.value);
            }
        }
        ExprKind::FunctionCall(c) => c.args.iter_mut().for_each(e),
        ExprKind::Index(i) => {
            e(&mut i.collection);
            e(&mut i.key);
        }
        ExprKind::Splat(s) => {
            e(&mut s.source);
            e(&mut s.each);
        }
        ExprKind::Unary(u) => e(&mut u.operand),
        ExprKind::Binary(b) => {
            e(&mut b.lhs);
            e(&mut b.rhs);
        }
        ExprKind::Conditional(c) => {
            e(&mut c.condition);
            e(&mut c.true_result);
            e(&mut c.false_result);
        }
        ExprKind::For(x) => {
            e(&mut x.collection);
            if let Some(k) = &mut x.key_expr {
                e(k);
            }
            e(&mut x.value_expr);
            if let Some(c) = &mut x.condition {
                e(c);
            }
        }
        ExprKind::Parens(p) => e(p),
    }
}

/// Calls `f` on each direct child of a template part.
#[inline(always)]
fn part_children(p: &mut TemplatePart, f: &mut impl FnMut(Child<'_>)) {
    match p {
        TemplatePart::Literal { .. } => {}
        TemplatePart::Interp { expr, .. } => f(Child::Expr(expr)),
        TemplatePart::If(i) => {
            f(Child::Expr(&mut i.condition));
            f(Child::Template(&mut i.then_template));
            if let Some(e) = &mut i.else_template {
                f(Child::Template(e));
            }
        }
        TemplatePart::For(x) => {
            f(Child::Expr(&mut x.collection));
            f(Child::Template(&mut x.body));
        }
    }
}

/// Take a deep subtree apart with an explicit stack (any depth).
#[cold]
fn drop_with_stack(first: Dismantle) {
    let mut stack: Vec<Dismantle> = vec![first];
    while let Some(item) = stack.pop() {
        match item {
            Dismantle::Kind(kind) => take_children(kind, &mut stack),
            Dismantle::Parts(parts) => {
                for p in parts {
                    take_part(p, &mut stack);
                }
            }
        }
    }
}

enum Dismantle {
    Kind(ExprKind),
    Parts(NodeSlice<TemplatePart>),
}

#[inline]
fn has_children(k: &ExprKind) -> bool {
    match k {
        ExprKind::Literal(_) | ExprKind::AnonSymbol | ExprKind::ScopeTraversal(_) => false,
        // the usual quoted string: one literal part, nothing below it
        ExprKind::Template(t) => !matches!(&*t.parts, [TemplatePart::Literal { .. }]),
        _ => true,
    }
}

/// Moves a child out for the explicit stack.
fn take(c: Child<'_>, stack: &mut Vec<Dismantle>) {
    match c {
        Child::Expr(e) if has_children(&e.kind) => stack.push(Dismantle::Kind(std::mem::replace(
            &mut e.kind,
            ExprKind::AnonSymbol,
        ))),
        Child::Expr(_) => {}
        Child::Template(t) => stack.push(Dismantle::Parts(std::mem::take(&mut t.parts))),
    }
}

fn take_part(mut p: TemplatePart, stack: &mut Vec<Dismantle>) {
    part_children(&mut p, &mut |c| take(c, stack));
}

fn take_children(mut kind: ExprKind, stack: &mut Vec<Dismantle>) {
    kind_children(&mut kind, &mut |c| take(c, stack));
}
