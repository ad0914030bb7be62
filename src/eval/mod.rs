//! Evaluation: the [`Expression`] interface every syntax implements, the
//! native syntax's compiler (AST → IR with slots and folded constants →
//! a tree of closures), [`EvalContext`], traversals and the static
//! analysis helpers.
//!
//! ```
//! use hcl2::{EvalContext, Expression, Value};
//! let (expr, _) = hcl2::parse_expression("1 + x", "<expr>", &hcl2::Limits::default());
//! let ctx = EvalContext::new().with_variable("x", Value::from(2));
//! let (value, diags) = expr.value(Some(&ctx));
//! assert!(diags.is_empty());
//! assert_eq!(value, Value::from(3));
//! ```

mod argexpr;
mod closure;
mod context;
mod exec;
mod ir;
mod limits;
mod static_analysis;
mod traversal;

pub use closure::{can_function, expression_closure_type, try_function, ExprClosure};
pub use context::{EvalContext, FunctionLookup, Variables};
pub use static_analysis::{
    abs_traversal_for_expr, expr_as_keyword, expr_call, expr_list, expr_map,
    rel_traversal_for_expr, KeyValuePair, StaticCall,
};
pub use traversal::{get_attr_value, index_value, Traversal, Traverser};

use crate::ast::{self, ExprKind, TemplatePart};
use crate::diagnostic::{Diagnostics, Range, SourceFile, Span};
use crate::value::Value;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// A shared, dynamically typed expression.
pub type ExprRef = Arc<dyn Expression>;

/// An expression of any syntax (go-hcl `hcl.Expression`): something that
/// evaluates to a value in a context, knows the variables it refers to and
/// its source range. The `as_*` hooks serve the static analysis helpers
/// ([`expr_list`], [`expr_map`], [`expr_call`], [`abs_traversal_for_expr`],
/// [`expr_as_keyword`]); syntaxes that don't support one keep the default.
pub trait Expression: Send + Sync + fmt::Debug {
    /// Evaluates the expression; always returns a value (a placeholder,
    /// often unknown, when there are errors) and the diagnostics.
    fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics);
    /// Every absolute traversal the expression refers to (excluding names
    /// bound by `for` scopes inside it).
    fn variables(&self) -> Vec<Traversal>;
    /// The whole expression.
    fn range(&self) -> Range;
    /// The start of the expression, for diagnostics about its beginning.
    fn start_range(&self) -> Range;

    /// The elements of a static list (a tuple constructor).
    fn as_expr_list(&self) -> Option<Vec<ExprRef>> {
        None
    }
    /// The items of a static map (an object constructor).
    fn as_expr_map(&self) -> Option<Vec<KeyValuePair>> {
        None
    }
    /// A static function call.
    fn as_expr_call(&self) -> Option<StaticCall> {
        None
    }
    /// The expression read as a traversal (`a.b[0]`; also the keywords
    /// `null`, `true`, `false` as root names).
    fn as_traversal(&self) -> Option<Traversal> {
        None
    }
    /// An expression this one wraps (for syntaxes whose wrappers should be
    /// looked through by static analysis).
    fn unwrap_expression(&self) -> Option<ExprRef> {
        None
    }
    /// The native-syntax expression behind this one, if it is one.
    fn as_native(&self) -> Option<&NativeExpr> {
        None
    }
}

/// A constant expression (go-hcl `StaticExpr`).
#[derive(Clone, Debug)]
pub struct StaticExpr {
    /// The constant value.
    pub value: Value,
    /// The source range the value is reported at.
    pub range: Range,
}

impl StaticExpr {
    /// A constant expression that evaluates to `value` and refers to no
    /// variable.
    pub fn new(value: Value, range: Range) -> StaticExpr {
        StaticExpr { value, range }
    }
}

impl Expression for StaticExpr {
    fn value(&self, _ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        (self.value.clone(), Diagnostics::new())
    }
    fn variables(&self) -> Vec<Traversal> {
        Vec::new()
    }
    fn range(&self) -> Range {
        self.range.clone()
    }
    fn start_range(&self) -> Range {
        self.range.clone()
    }
}

/// A compiled native-syntax expression: evaluate it any number of times,
/// from any thread, against different contexts.
pub struct Compiled {
    code: exec::Code,
    nslots: usize,
    src: Arc<SourceFile>,
    /// Nested deeper than [`ir::GROW_EVERY`]: evaluation starts with a
    /// stack check (deeper levels check again as they go).
    deep: bool,
    /// The whole expression (for a limit reported against it).
    span: Span,
}

impl fmt::Debug for Compiled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Compiled")
            .field("nslots", &self.nslots)
            .field("file", &self.src.name())
            .finish_non_exhaustive()
    }
}

impl Compiled {
    /// Evaluates against `ctx` (`None`: no variables or functions allowed).
    pub fn eval(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        crate::limits::metered(ctx.and_then(|c| c.budget()), || {
            if self.deep {
                return crate::depth::deep(|| self.eval_here(ctx));
            }
            self.eval_here(ctx)
        })
    }

    fn eval_here(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let before = crate::limits::exceeded();
        let mut f = exec::Frame::new(ctx, &self.src, self.nslots);
        let v = (self.code)(&mut f);
        if before.is_none() && f.errors == 0 {
            // A limit hit where no diagnostic could be reported (a number
            // too long to print inside a conversion): the value is not
            // trustworthy.
            if let Some(e) = crate::limits::exceeded() {
                limits::exceeded(&mut f, e, self.span);
                return (Value::dynamic(), Diagnostics(f.diags));
            }
        }
        (v, Diagnostics(f.diags))
    }
    /// The source file the expression was compiled from.
    pub fn source(&self) -> &Arc<SourceFile> {
        &self.src
    }
}

/// Compiles a native-syntax expression of the file `src`.
pub fn compile(expr: &ast::Expr, src: &Arc<SourceFile>) -> Compiled {
    compile_with(src, true, None, |l| l.lower(expr))
}

/// Compiles without constant folding (for tests comparing both paths).
pub fn compile_unfolded(expr: &ast::Expr, src: &Arc<SourceFile>) -> Compiled {
    compile_with(src, false, None, |l| l.lower(expr))
}

fn compile_with(
    src: &Arc<SourceFile>,
    fold: bool,
    root: Option<AstRef>,
    lower: impl FnOnce(&mut ir::Lowerer<'_>) -> ir::Node,
) -> Compiled {
    // Constant folding evaluates closed subexpressions: metered like an evaluation.
    crate::limits::metered(None, || {
        crate::depth::deep(|| {
            let mut l = ir::Lowerer::new(src);
            l.fold = fold;
            l.root = root;
            let node = lower(&mut l);
            Compiled {
                code: exec::build(&node),
                nslots: l.max_slots as usize,
                src: src.clone(),
                deep: l.max_depth >= ir::GROW_EVERY,
                span: node.span,
            }
        })
    })
}

/// A shared handle on one expression inside an AST that an `Arc` keeps
/// alive: sub-expressions (call arguments, list items) are handed out
/// without copying the tree under them. The handle is the root and the
/// number of the expression in the tree's [`Shape`] (made once per tree, on
/// the first handle below the root), so a handle costs the same at any
/// depth; an access walks down from the root along the node's path (the
/// tree is immutable, so a node found once stays there).
#[derive(Clone)]
pub(crate) struct AstRef {
    root: Arc<ast::Expr>,
    shape: Arc<std::sync::OnceLock<Shape>>,
    /// The node's number in the shape (the root is 0).
    id: u32,
}

/// The shape of an expression tree, found by one walk: for each node (the
/// root is 0), its parent, its index among the parent's children
/// ([`ast::Expr::child`]), its first child and its number of children (the
/// children of a node are numbered one after another); and the call
/// arguments by address. Arguments are told apart by address: the lowerer
/// walks the same tree the handles share, so an argument it meets is found
/// here (and one it built itself is not, and gets copied instead).
pub(crate) struct Shape {
    nodes: Vec<[u32; 4]>,
    call_args: std::collections::HashMap<usize, u32>,
}

impl Shape {
    fn new(root: &ast::Expr) -> Shape {
        let mut nodes = vec![[u32::MAX, 0, 0, 0]];
        let mut call_args = std::collections::HashMap::new();
        let mut work = vec![(root, 0u32)];
        while let Some((e, id)) = work.pop() {
            let is_call = matches!(e.kind, ast::ExprKind::FunctionCall(_));
            let children = e.children();
            nodes[id as usize][2] = nodes.len() as u32;
            nodes[id as usize][3] = children.len() as u32;
            for (i, c) in children.into_iter().enumerate() {
                let cid = nodes.len() as u32;
                nodes.push([id, i as u32, 0, 0]);
                if is_call {
                    call_args.insert(std::ptr::from_ref(c) as usize, cid);
                }
                work.push((c, cid));
            }
        }
        Shape { nodes, call_args }
    }

    /// Child `i` of node `id`.
    fn child(&self, id: u32, i: u32) -> Option<u32> {
        let n = self.nodes[id as usize];
        (i < n[3]).then(|| n[2] + i)
    }

    /// The child indices from the root down to node `id`.
    fn path(&self, mut id: u32) -> Vec<u32> {
        let mut path = Vec::new();
        while id != 0 {
            let n = self.nodes[id as usize];
            path.push(n[1]);
            id = n[0];
        }
        path.reverse();
        path
    }
}

impl AstRef {
    pub(crate) fn new(root: Arc<ast::Expr>) -> AstRef {
        AstRef {
            root,
            shape: Arc::new(std::sync::OnceLock::new()),
            id: 0,
        }
    }
    fn shape(&self) -> &Shape {
        self.shape.get_or_init(|| Shape::new(&self.root))
    }
    fn at(&self, id: u32) -> AstRef {
        AstRef {
            root: self.root.clone(),
            shape: self.shape.clone(),
            id,
        }
    }
    /// The handle on the expression at `path` below this one, if there is
    /// one.
    pub(crate) fn descend(&self, path: &[u32]) -> Option<AstRef> {
        let shape = self.shape();
        let mut id = self.id;
        for &i in path {
            id = shape.child(id, i)?;
        }
        Some(self.at(id))
    }
    /// The handle on `a`, if it is a call argument in this handle's tree
    /// (the very node, found by its address).
    pub(crate) fn call_arg(&self, a: &ast::Expr) -> Option<AstRef> {
        let id = *self
            .shape()
            .call_args
            .get(&(std::ptr::from_ref(a) as usize))?;
        Some(self.at(id))
    }
}

impl std::ops::Deref for AstRef {
    type Target = ast::Expr;
    fn deref(&self) -> &ast::Expr {
        let mut e: &ast::Expr = &self.root;
        if self.id == 0 {
            return e;
        }
        for i in self.shape().path(self.id) {
            e = e
                .child(i as usize)
                .expect("a node of the tree's shape is in the tree");
        }
        e
    }
}

/// A native-syntax expression with its source file, compiled on first
/// evaluation.
pub struct NativeExpr {
    expr: AstRef,
    src: Arc<SourceFile>,
    /// `Some(force_non_literal)` for an object constructor key.
    key: Option<bool>,
    compiled: OnceLock<Compiled>,
}

impl fmt::Debug for NativeExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NativeExpr({:?})", self.src.slice(self.expr.span))
    }
}

impl NativeExpr {
    /// A native-syntax expression from a node of the (internal) AST and the
    /// file it was parsed from; hosts get expressions from
    /// [`crate::parse_expression`] or a body's attributes instead.
    pub(crate) fn new(expr: ast::Expr, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr::from_arc(Arc::new(expr), src)
    }
    /// Like [`NativeExpr::new`], from a shared AST node.
    pub(crate) fn from_arc(expr: Arc<ast::Expr>, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr::from_ref(AstRef::new(expr), src)
    }
    pub(crate) fn from_ref(expr: AstRef, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr {
            expr,
            src,
            key: None,
            compiled: OnceLock::new(),
        }
    }
    /// An object constructor key (go-hcl `ObjectConsKeyExpr`).
    pub fn object_key(key: &ast::ObjectKey, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr::object_key_ref(
            AstRef::new(Arc::new(key.expr.clone())),
            key.force_non_literal,
            src,
        )
    }
    fn object_key_ref(expr: AstRef, force_non_literal: bool, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr {
            expr,
            src,
            key: Some(force_non_literal),
            compiled: OnceLock::new(),
        }
    }
    /// The expression's node of the internal syntax tree.
    pub fn ast(&self) -> &ast::Expr {
        &self.expr
    }
    /// The source file the expression was parsed from.
    pub fn source(&self) -> &Arc<SourceFile> {
        &self.src
    }
    /// The compiled form (compiled on first use).
    pub fn compiled(&self) -> &Compiled {
        self.compiled.get_or_init(|| {
            let root = Some(self.expr.clone());
            match self.key {
                Some(force) => compile_with(&self.src, true, root, |l| {
                    l.lower_object_key(&self.expr, force)
                }),
                None => compile_with(&self.src, true, root, |l| l.lower(&self.expr)),
            }
        })
    }
    /// Child `i` of this expression ([`ast::Expr::child`]; shares the tree).
    fn sub(&self, i: usize) -> ExprRef {
        Arc::new(NativeExpr::from_ref(self.child_ref(i), self.src.clone()))
    }
    fn child_ref(&self, i: usize) -> AstRef {
        self.expr
            .descend(&[i as u32])
            .expect("a child index of this expression")
    }
}

impl Expression for NativeExpr {
    fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let (v, mut diags) = self.compiled().eval(ctx);
        if diags.has_errors() {
            self.describe_failed(ctx, &mut diags);
        }
        (v, diags)
    }
    fn variables(&self) -> Vec<Traversal> {
        let mut out = Vec::new();
        let mut scope = Vec::new();
        match self.key {
            Some(false) if object_key_literal(&self.expr) => {}
            _ => static_analysis::collect_variables(&self.expr, &self.src, &mut scope, &mut out),
        }
        out
    }
    fn range(&self) -> Range {
        self.src.range(self.expr.span)
    }
    fn start_range(&self) -> Range {
        self.src.range(start_span(&self.expr))
    }
    fn as_expr_list(&self) -> Option<Vec<ExprRef>> {
        if self.key.is_some() {
            return None;
        }
        match &self.expr.kind {
            ExprKind::Tuple(t) => Some((0..t.items.len()).map(|i| self.sub(i)).collect()),
            _ => None,
        }
    }
    fn as_expr_map(&self) -> Option<Vec<KeyValuePair>> {
        if self.key.is_some() {
            return None;
        }
        match &self.expr.kind {
            ExprKind::Object(o) => Some(
                o.items
                    .iter()
                    .enumerate()
                    .map(|(n, i)| KeyValuePair {
                        // an object's children alternate keys and values
                        key: Arc::new(NativeExpr::object_key_ref(
                            self.child_ref(2 * n),
                            i.key.force_non_literal,
                            self.src.clone(),
                        )),
                        value: self.sub(2 * n + 1),
                    })
                    .collect(),
            ),
            _ => None,
        }
    }
    fn as_expr_call(&self) -> Option<StaticCall> {
        if self.key.is_some() {
            return None;
        }
        match &self.expr.kind {
            ExprKind::FunctionCall(c) => Some(StaticCall {
                name: c.name.to_string(),
                name_range: self.src.range(c.name_span),
                arguments: (0..c.args.len()).map(|i| self.sub(i)).collect(),
                args_range: self.src.range(c.open_paren.to(c.close_paren)),
            }),
            _ => None,
        }
    }
    fn as_traversal(&self) -> Option<Traversal> {
        if self.key == Some(true) {
            return None;
        }
        static_analysis::ast_as_traversal(&self.expr, &self.src)
    }
    fn as_native(&self) -> Option<&NativeExpr> {
        Some(self)
    }
}

impl NativeExpr {
    /// Fills in the values of the variables each failing expression refers
    /// to (only called when evaluation reported errors).
    #[cold]
    pub(crate) fn describe_failed(&self, ctx: Option<&EvalContext>, diags: &mut Diagnostics) {
        let mut vars: Option<Vec<(Range, String)>> = None;
        for d in diags.0.iter_mut() {
            let Some(fe) = d.expression.as_mut() else {
                continue;
            };
            if *fe.range.filename != **self.src.name() {
                continue;
            }
            // Each root traversal with its value (skipping those that fail).
            let vars = vars.get_or_insert_with(|| {
                self.variables()
                    .into_iter()
                    .filter_map(|t| {
                        let (v, d) = t.traverse_abs(ctx);
                        (!d.has_errors()).then(|| (t.source_range(), describe_value(&v)))
                    })
                    .collect()
            });
            let mut found: std::collections::BTreeMap<String, String> = Default::default();
            let text = self.src.text();
            for (r, desc) in vars.iter() {
                if r.start.byte >= fe.range.start.byte && r.end.byte <= fe.range.end.byte {
                    if let Some(name) = text.get(r.start.byte..r.end.byte) {
                        found
                            .entry(name.to_string())
                            .or_insert_with(|| desc.clone());
                    }
                }
            }
            fe.values = found.into_iter().collect();
        }
    }
}

/// A short description of a value for diagnostics, as the reference's
/// diagnostic text writer words it: primitives as themselves (`"prod"`,
/// `42`, `true`, `null`), collections by type and size (`list of string
/// with 3 elements`, `empty tuple`, `object with 2 attributes`); unknowns
/// (which the reference leaves out) are `known after apply`.
pub fn describe_value(v: &Value) -> String {
    if v.is_marked() {
        return "a marked value".into();
    }
    if v.is_null() {
        return "null".into();
    }
    if !v.is_known() {
        return "known after apply".into();
    }
    let ty = v.ty();
    if let Some(s) = v.as_str() {
        return crate::value::go_quote(s);
    }
    if let Some(n) = v.as_number() {
        return n.to_string();
    }
    if let Some(b) = v.as_bool() {
        return b.to_string();
    }
    let n = v.length_int().unwrap_or(0);
    let plural = |n: usize, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    if let Some(o) = ty.object_type() {
        return match o.attrs() {
            [] => "object with no attributes".into(),
            [a] => format!(
                "object with 1 attribute {}",
                crate::value::go_quote(&a.name)
            ),
            _ => format!("object with {n} attributes"),
        };
    }
    if ty.is_list() || ty.is_set() || ty.is_map() || ty.is_tuple() {
        let name = ty.friendly_name();
        return if n == 0 {
            format!("empty {name}")
        } else {
            format!("{name} with {}", plural(n, "element", "elements"))
        };
    }
    ty.friendly_name()
}

/// Whether a (non-forced) object key is read as a literal name.
fn object_key_literal(e: &ast::Expr) -> bool {
    matches!(
        &e.kind,
        ExprKind::ScopeTraversal(t) if t.steps().is_empty()
    ) || matches!(
        &e.kind,
        ExprKind::Literal(ast::Literal::Null | ast::Literal::Bool(_))
    )
}

/// The reference's `StartRange` of an AST expression.
pub fn start_span(e: &ast::Expr) -> Span {
    let mut e = e;
    // Iterative descent through left-recursive forms.
    loop {
        match &e.kind {
            ExprKind::Binary(b) => e = &b.lhs,
            ExprKind::Conditional(c) => e = &c.condition,
            ExprKind::Parens(inner) => e = inner,
            ExprKind::Tuple(_) | ExprKind::Object(_) => return Span::new(e.span.lo, e.span.lo + 1),
            ExprKind::FunctionCall(c) => return c.name_span.to(c.open_paren),
            ExprKind::Index(i) => return i.open_span,
            ExprKind::Splat(s) => return s.marker_span,
            ExprKind::Unary(u) => return u.symbol_span,
            ExprKind::For(f) => return f.open_span,
            ExprKind::Template(t) => {
                if t.wrap() {
                    return e.span;
                }
                return match t.parts.first() {
                    None => Span::new(e.span.hi, e.span.hi),
                    Some(TemplatePart::Literal { value, span })
                        if t.parts.len() == 1 && value.is_empty() && span.is_empty() =>
                    {
                        Span::new(e.span.hi, e.span.hi)
                    }
                    Some(TemplatePart::Literal { span, .. }) => *span,
                    Some(TemplatePart::Interp { expr, .. }) => {
                        e = expr;
                        continue;
                    }
                    Some(TemplatePart::If(i)) => {
                        e = &i.condition;
                        continue;
                    }
                    Some(TemplatePart::For(f)) => f.for_span,
                };
            }
            _ => return e.span,
        }
    }
}

impl<'a> ir::Lowerer<'a> {
    /// Lowers an object key alone (for [`NativeExpr::object_key`]).
    pub(crate) fn lower_object_key(
        &mut self,
        key: &ast::Expr,
        force_non_literal: bool,
    ) -> ir::Node {
        self.lower_key_node(key, force_non_literal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sub-expression is reached by its path of child indices, and a
    /// handle on it derefs to that very node (no copy); every call argument
    /// of a compiled expression is found in the shared tree.
    #[test]
    fn ast_ref_paths_reach_every_node() {
        let src = r#"[for k, v in f(a, {x = g(b)}) : "${k}%{ if v }${h(v)}%{ else }${i(-v)}%{ endif }" if c ? d[e] : x.*.y]"#;
        let (e, diags) = crate::parser::parse_expression(src, "t.hcl");
        assert!(!diags.has_errors(), "{diags:?}");
        let root = AstRef::new(Arc::new(e));
        let mut work = vec![(root.clone(), Vec::<u32>::new())];
        let (mut nodes, mut calls) = (0, 0);
        while let Some((r, path)) = work.pop() {
            nodes += 1;
            let here: &ast::Expr = &r;
            let via_root: &ast::Expr = &root.descend(&path).expect("path resolves");
            assert!(std::ptr::eq(here, via_root));
            let children = here.children();
            assert!(here.child(children.len()).is_none());
            for (i, c) in children.iter().enumerate() {
                assert!(std::ptr::eq(*c, here.child(i).expect("child")));
                let mut p = path.clone();
                p.push(i as u32);
                if matches!(here.kind, ast::ExprKind::FunctionCall(_)) {
                    calls += 1;
                    let arg = root.call_arg(c).expect("a call argument is found");
                    assert!(std::ptr::eq(&*arg, *c));
                    assert_eq!(root.shape().path(arg.id), p);
                }
                let sub = r.descend(&[i as u32]).expect("child handle");
                assert!(std::ptr::eq(&*sub, *c));
                work.push((sub, p));
            }
        }
        assert!(
            nodes > 20 && calls == 5,
            "{nodes} nodes, {calls} call arguments"
        );
    }
}
