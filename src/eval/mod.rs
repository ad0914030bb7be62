//! Evaluation: the [`Expression`] interface every syntax implements, the
//! native syntax's compiler (AST → IR with slots and folded constants →
//! a tree of closures), [`EvalContext`], traversals and the static
//! analysis helpers.
//!
//! ```text
//! let expr = NativeExpr::new(ast_expr, source);
//! let (value, diags) = expr.value(Some(&ctx));
//! ```

pub mod cli;
mod closure;
mod context;
mod exec;
mod ir;
mod static_analysis;
mod traversal;

pub use closure::{can_function, expression_closure_type, try_function, ExprClosure};
pub use context::{EvalContext, Variables};
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
    pub value: Value,
    pub range: Range,
}

impl StaticExpr {
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
    /// Deeply nested: evaluated on a thread with a large stack.
    deep: bool,
}

/// Nesting depth above which compilation and evaluation run on a thread
/// with a large stack (the closure tree and the lowering are recursive).
const DEEP: u32 = 64;
/// Source length above which compilation runs on a large stack (the depth
/// is not known before lowering; it is at most the length).
const LONG: u32 = 64;
const BIG_STACK: usize = 256 << 20;

/// Runs `f` on a scoped thread with a large stack (inline if the thread
/// cannot be created).
fn with_big_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    let mut f = Some(f);
    let r = std::thread::scope(|s| {
        let f2 = &mut f;
        match std::thread::Builder::new()
            .stack_size(BIG_STACK)
            .spawn_scoped(s, move || (f2.take().expect("once"))())
        {
            Ok(h) => h.join().ok(),
            Err(_) => None,
        }
    });
    match r {
        Some(r) => r,
        None => (f.take().expect("not run"))(),
    }
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
        if self.deep {
            return with_big_stack(|| self.eval_here(ctx));
        }
        self.eval_here(ctx)
    }

    fn eval_here(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        let mut f = exec::Frame::new(ctx, &self.src, self.nslots);
        let v = (self.code)(&mut f);
        (v, Diagnostics(f.diags))
    }
    /// The source file the expression was compiled from.
    pub fn source(&self) -> &Arc<SourceFile> {
        &self.src
    }
}

/// Compiles a native-syntax expression of the file `src`.
pub fn compile(expr: &ast::Expr, src: &Arc<SourceFile>) -> Compiled {
    compile_with(expr, src, true, |l| l.lower(expr))
}

/// Compiles without constant folding (for tests comparing both paths).
pub fn compile_unfolded(expr: &ast::Expr, src: &Arc<SourceFile>) -> Compiled {
    compile_with(expr, src, false, |l| l.lower(expr))
}

/// Compiles an object constructor key: a bare name is a literal string.
fn compile_object_key(key: &ast::ObjectKey, src: &Arc<SourceFile>) -> Compiled {
    compile_with(&key.expr, src, true, |l| l.lower_object_key(key))
}

fn compile_with(
    expr: &ast::Expr,
    src: &Arc<SourceFile>,
    fold: bool,
    lower: impl FnOnce(&mut ir::Lowerer<'_>) -> ir::Node + Send,
) -> Compiled {
    let run = || {
        let mut l = ir::Lowerer::new(src);
        l.fold = fold;
        let node = l.lower_root(lower);
        let c = Compiled {
            code: exec::build(&node),
            nslots: l.max_slots as usize,
            src: src.clone(),
            deep: l.max_depth > DEEP,
        };
        drop(node);
        c
    };
    if expr.span.len() > LONG {
        with_big_stack(run)
    } else {
        run()
    }
}

/// A native-syntax expression with its source file, compiled on first
/// evaluation.
pub struct NativeExpr {
    expr: Arc<ast::Expr>,
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
    pub fn new(expr: ast::Expr, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr::from_arc(Arc::new(expr), src)
    }
    pub fn from_arc(expr: Arc<ast::Expr>, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr {
            expr,
            src,
            key: None,
            compiled: OnceLock::new(),
        }
    }
    /// An object constructor key (go-hcl `ObjectConsKeyExpr`).
    pub fn object_key(key: &ast::ObjectKey, src: Arc<SourceFile>) -> NativeExpr {
        NativeExpr {
            expr: Arc::new(key.expr.clone()),
            src,
            key: Some(key.force_non_literal),
            compiled: OnceLock::new(),
        }
    }
    pub fn ast(&self) -> &ast::Expr {
        &self.expr
    }
    pub fn source(&self) -> &Arc<SourceFile> {
        &self.src
    }
    /// The compiled form (compiled on first use).
    pub fn compiled(&self) -> &Compiled {
        self.compiled.get_or_init(|| match self.key {
            Some(force) => compile_object_key(
                &ast::ObjectKey {
                    expr: (*self.expr).clone(),
                    force_non_literal: force,
                },
                &self.src,
            ),
            None => compile(&self.expr, &self.src),
        })
    }
    fn sub(&self, e: &ast::Expr) -> ExprRef {
        Arc::new(NativeExpr::new(e.clone(), self.src.clone()))
    }
}

impl Expression for NativeExpr {
    fn value(&self, ctx: Option<&EvalContext>) -> (Value, Diagnostics) {
        self.compiled().eval(ctx)
    }
    fn variables(&self) -> Vec<Traversal> {
        let mut out = Vec::new();
        let mut scope = Vec::new();
        match self.key {
            Some(false) if object_key_literal(&self.expr) => {}
            _ if self.expr.span.len() > LONG => {
                out = with_big_stack(|| {
                    let mut out = Vec::new();
                    static_analysis::collect_variables(&self.expr, &self.src, &mut scope, &mut out);
                    out
                })
            }
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
            ExprKind::Tuple(t) => Some(t.items.iter().map(|e| self.sub(e)).collect()),
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
                    .map(|i| KeyValuePair {
                        key: Arc::new(NativeExpr::object_key(&i.key, self.src.clone())),
                        value: self.sub(&i.value),
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
                arguments: c.args.iter().map(|a| self.sub(a)).collect(),
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

/// Whether a (non-forced) object key is read as a literal name.
fn object_key_literal(e: &ast::Expr) -> bool {
    matches!(
        &e.kind,
        ExprKind::ScopeTraversal(t) if t.steps.is_empty()
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
            ExprKind::Tuple(t) => return t.open_span,
            ExprKind::Object(o) => return o.open_span,
            ExprKind::FunctionCall(c) => return c.name_span.to(c.open_paren),
            ExprKind::Index(i) => return i.open_span,
            ExprKind::Splat(s) => return s.marker_span,
            ExprKind::Unary(u) => return u.symbol_span,
            ExprKind::For(f) => return f.open_span,
            ExprKind::Template(t) => {
                if t.wrap && t.parts.len() == 1 {
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
                    Some(TemplatePart::Interp { expr, .. }) => start_span(expr),
                    Some(TemplatePart::If(i)) => start_span(&i.condition),
                    Some(TemplatePart::For(f)) => f.for_span,
                };
            }
            _ => return e.span,
        }
    }
}

impl<'a> ir::Lowerer<'a> {
    fn lower_root(&mut self, f: impl FnOnce(&mut ir::Lowerer<'a>) -> ir::Node) -> ir::Node {
        f(self)
    }

    /// Lowers an object key alone (for [`NativeExpr::object_key`]).
    pub(crate) fn lower_object_key(&mut self, key: &ast::ObjectKey) -> ir::Node {
        self.lower_key_node(key)
    }
}
