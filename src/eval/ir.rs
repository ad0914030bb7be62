//! The intermediate representation between the AST and the closure tree:
//! names of `for` variables and splat items are resolved to frame slots,
//! constant subtrees are folded to values, and every node keeps the two
//! source ranges the reference reports (`Range` and `StartRange`).

use crate::ast::{self, BinaryOperator, ExprKind, IndexKey, TemplatePart, UnaryOperator};
use crate::diagnostic::{Diagnostic, SourceFile, Span};
use crate::value::{Number, Value};
use smol_str::SmolStr;
use std::sync::Arc;

/// A node: what it computes and where it is.
#[derive(Clone)]
pub(crate) struct Node {
    pub kind: Kind,
    /// The reference's `Range()` as the parent sees it (parentheses and a
    /// lone-interpolation template wrapper widen it).
    pub span: Span,
    /// The node's own range, for its own diagnostics.
    pub own: Span,
    /// The reference's `StartRange()`.
    pub start: Span,
    /// Uses host variables or functions (not foldable).
    pub host: bool,
    /// Lowest frame slot read (`u32::MAX` if none): a node is closed over
    /// the slots it binds itself when this is at least the slot count at
    /// its start.
    pub min_slot: u32,
    /// A subtree failed to fold (it reports diagnostics): folding is not
    /// attempted again above it, which keeps lowering linear.
    pub nofold: bool,
    /// The node's closure runs on a fresh stack segment when the stack is
    /// nearly used up (set every [`GROW_EVERY`] levels of nesting).
    pub grow: bool,
}

#[derive(Clone)]
pub(crate) enum Kind {
    Const(Value),
    /// A diagnostic reported at every evaluation (e.g. a number literal the
    /// value system rejects); the value is dynamic.
    Fail(Box<Diagnostic>),
    /// A `for` variable or splat item.
    Local(u32),
    /// A host variable. `locals` are the `for` variable names in scope
    /// (innermost first), for suggestions; `in_for` records that a `for`
    /// scope encloses the reference.
    Var {
        name: SmolStr,
        locals: Arc<[SmolStr]>,
        in_for: bool,
    },
    /// Constant traversal steps applied to a source value.
    Traverse {
        source: Box<Node>,
        steps: Box<[Step]>,
    },
    Index {
        coll: Box<Node>,
        key: Box<Node>,
        /// The brackets: the subject of index errors.
        bracket: Span,
    },
    Tuple(Vec<Node>),
    Object(Vec<(ObjKey, Node)>),
    /// A template with literal text, interpolations and directives.
    Template(Vec<Node>),
    /// A template `for` directive: joins the strings of the tuple a `for`
    /// node produces.
    Join(Box<Node>),
    Call(Box<Call>),
    Unary {
        op: UnaryOperator,
        operand: Box<Node>,
    },
    Binary {
        op: BinaryOperator,
        lhs: Box<Node>,
        rhs: Box<Node>,
    },
    Cond {
        cond: Box<Node>,
        t: Box<Node>,
        f: Box<Node>,
    },
    /// A template `if` directive: a conditional whose branches are
    /// templates (always strings, so only the taken branch is evaluated).
    TemplateIf {
        cond: Box<Node>,
        t: Box<Node>,
        f: Box<Node>,
    },
    For(Box<For>),
    Splat {
        source: Box<Node>,
        each: Box<Node>,
        slot: u32,
        marker: Span,
    },
}

#[derive(Clone)]
pub(crate) enum Step {
    Attr(SmolStr, Span),
    Index(Value, Span),
}

#[derive(Clone)]
pub(crate) enum ObjKey {
    /// A bare identifier (or `null`/`true`/`false`) key: a literal name.
    Name(SmolStr),
    /// A bare multi-step traversal key: "Ambiguous attribute key".
    Ambiguous(Span),
    Expr(Node),
}

#[derive(Clone)]
pub(crate) struct Call {
    pub name: SmolStr,
    pub name_span: Span,
    pub args: Vec<Node>,
    pub expand_final: bool,
    /// The call's own start range (name to open parenthesis): a lone
    /// interpolation wrapper widens the node's `start`, not this.
    pub start: Span,
    pub close_paren: Span,
    /// A `for` scope encloses the call (the reference then suggests no
    /// function names: its child context has no function table).
    pub in_for: bool,
    /// The arguments as standalone expressions, for parameters that take
    /// expression closures (compiled only if such a function is called).
    pub arg_exprs: Vec<Arc<super::NativeExpr>>,
    /// The `for` variables in scope (name, slot), innermost last: an
    /// expression closure's context binds them.
    pub locals: Arc<[(SmolStr, u32)]>,
}

#[derive(Clone)]
pub(crate) struct For {
    pub key_slot: Option<u32>,
    pub val_slot: u32,
    pub coll: Node,
    pub key: Option<Node>,
    pub val: Node,
    pub cond: Option<Node>,
    pub group: bool,
}

impl Node {
    fn new(kind: Kind, span: Span, start: Span) -> Node {
        Node {
            kind,
            span,
            own: span,
            start,
            host: false,
            min_slot: u32::MAX,
            nofold: false,
            grow: false,
        }
    }
    fn with_deps<'a>(mut self, children: impl IntoIterator<Item = &'a Node>) -> Node {
        for c in children {
            self.host |= c.host;
            self.nofold |= c.nofold;
            self.min_slot = self.min_slot.min(c.min_slot);
        }
        self
    }
    /// A childless stand-in, left behind when a subtree is taken out.
    fn hollow() -> Node {
        Node::new(
            Kind::Const(Value::dynamic()),
            Span::default(),
            Span::default(),
        )
    }
    pub fn is_const(&self) -> Option<&Value> {
        match &self.kind {
            Kind::Const(v) => Some(v),
            _ => None,
        }
    }
}

/// A name bound in the current compile-time scope.
enum Binding {
    Var(SmolStr, u32),
    /// The item of the innermost enclosing splat.
    Anon(u32),
}

/// Lowers AST expressions to IR for one source file.
pub(crate) struct Lowerer<'a> {
    pub src: &'a Arc<SourceFile>,
    scope: Vec<Binding>,
    next_slot: u32,
    pub max_slots: u32,
    /// How many `for` scopes enclose the current point.
    for_depth: u32,
    /// Nesting depth of the current point.
    depth: u32,
    /// The deepest nesting seen.
    pub max_depth: u32,
    pub fold: bool,
    /// The whole expression being lowered, when it is shared: argument
    /// expressions of calls then point into it instead of copying it.
    pub root: Option<super::AstRef>,
    /// Frame slots reused by constant folding.
    scratch: Vec<Value>,
}

/// Lowering, building and evaluating recurse along the expression tree:
/// every this many levels of nesting they check the stack and continue on
/// a fresh segment when it is nearly used up (so shallower expressions
/// never pay for the check, and any depth the parser accepts works).
pub(crate) const GROW_EVERY: u32 = 16;

impl<'a> Lowerer<'a> {
    pub fn new(src: &'a Arc<SourceFile>) -> Lowerer<'a> {
        Lowerer {
            src,
            scope: Vec::new(),
            next_slot: 0,
            max_slots: 0,
            for_depth: 0,
            depth: 0,
            max_depth: 0,
            fold: true,
            root: None,
            scratch: Vec::new(),
        }
    }

    /// A handle on the call argument `a` inside the shared `root`, if it is
    /// one of its call arguments.
    fn shared_arg(&mut self, a: &ast::Expr) -> Option<super::AstRef> {
        self.root.as_ref()?.call_arg(a)
    }

    fn alloc_slot(&mut self) -> u32 {
        let s = self.next_slot;
        self.next_slot += 1;
        self.max_slots = self.max_slots.max(self.next_slot);
        s
    }

    fn local_names(&self) -> Arc<[SmolStr]> {
        self.scope
            .iter()
            .rev()
            .filter_map(|b| match b {
                Binding::Var(n, _) => Some(n.clone()),
                Binding::Anon(_) => None,
            })
            .collect::<Vec<_>>()
            .into()
    }

    /// Lowers an expression (and folds it when it is constant).
    pub fn lower(&mut self, e: &ast::Expr) -> Node {
        let slots_at_start = self.next_slot;
        let node = self.nested(|l| l.lower_inner(e));
        self.maybe_fold(node, slots_at_start)
    }

    /// Runs `f` one level of nesting deeper; every [`GROW_EVERY`] levels on
    /// a stack with room, marking the node so its closure does the same.
    fn nested(&mut self, f: impl FnOnce(&mut Self) -> Node) -> Node {
        self.depth += 1;
        self.max_depth = self.max_depth.max(self.depth);
        let node = if self.depth.is_multiple_of(GROW_EVERY) {
            let mut n = crate::depth::deep(|| f(self));
            n.grow = true;
            n
        } else {
            f(self)
        };
        self.depth -= 1;
        node
    }

    fn maybe_fold(&mut self, mut node: Node, slots_at_start: u32) -> Node {
        if !self.fold || node.host || node.nofold || node.min_slot < slots_at_start {
            return node;
        }
        match node.kind {
            Kind::Const(_) | Kind::Fail(_) | Kind::Local(_) | Kind::Var { .. } => return node,
            _ => {}
        }
        let code = super::exec::build(&node);
        let nslots = self.max_slots as usize;
        let folded = super::exec::run_detached(&code, self.src, nslots, &mut self.scratch);
        drop(code);
        match folded {
            Some(v) => {
                node.kind = Kind::Const(v);
                node
            }
            None => {
                node.nofold = true;
                node
            }
        }
    }

    fn number(&self, text: &str, span: Span) -> Node {
        match Number::parse(text) {
            Some(n) => Node::new(Kind::Const(Value::number(n)), span, span),
            None => {
                let d = Diagnostic::error(
                    "Invalid number literal",
                    format!("Failed to recognize the value of this number literal: {text:?}."),
                )
                .with_subject(self.src.range(span));
                Node::new(Kind::Fail(Box::new(d)), span, span)
            }
        }
    }

    fn index_key(&self, key: &IndexKey) -> Value {
        match key {
            IndexKey::Number(t) => match Number::parse(t) {
                Some(n) => Value::number(n),
                None => Value::dynamic(),
            },
            IndexKey::String(s) => Value::string(s.as_str()),
            IndexKey::Bool(b) => Value::bool(*b),
            IndexKey::Null => Value::null(crate::value::Type::Dynamic),
        }
    }

    fn steps(&self, steps: &[ast::TraverseStep]) -> Box<[Step]> {
        steps
            .iter()
            .map(|s| match s {
                ast::TraverseStep::Attr { name, span } => Step::Attr(name.clone(), *span),
                ast::TraverseStep::Index { key, span } => Step::Index(self.index_key(key), *span),
            })
            .collect()
    }

    fn root(&self, root: &ast::Ident) -> Node {
        for b in self.scope.iter().rev() {
            if let Binding::Var(n, s) = b {
                if *n == root.name {
                    let mut node = Node::new(Kind::Local(*s), root.span, root.span);
                    node.min_slot = *s;
                    return node;
                }
            }
        }
        let mut node = Node::new(
            Kind::Var {
                name: root.name.clone(),
                locals: self.local_names(),
                in_for: self.for_depth > 0,
            },
            root.span,
            root.span,
        );
        node.host = true;
        node
    }

    fn lower_inner(&mut self, e: &ast::Expr) -> Node {
        let span = e.span;
        match &e.kind {
            ExprKind::Literal(l) => match l {
                ast::Literal::Null => Node::new(
                    Kind::Const(Value::null(crate::value::Type::Dynamic)),
                    span,
                    span,
                ),
                ast::Literal::Bool(b) => Node::new(Kind::Const(Value::bool(*b)), span, span),
                ast::Literal::Number(t) => self.number(t, span),
            },
            ExprKind::Template(t) => self.template_expr(t, span),
            ExprKind::ScopeTraversal(t) => {
                let root = self.root(&t.root());
                if t.steps().is_empty() {
                    return Node {
                        span,
                        start: span,
                        ..root
                    };
                }
                let steps = self.steps(t.steps());
                Node::new(Kind::Tuple(Vec::new()), span, span)
                    .with_deps([&root])
                    .set_kind(Kind::Traverse {
                        source: Box::new(root),
                        steps,
                    })
            }
            ExprKind::RelTraversal(t) => {
                let source = self.lower(&t.source);
                let steps = self.steps(&t.steps);
                Node::new(Kind::Tuple(Vec::new()), span, span)
                    .with_deps([&source])
                    .set_kind(Kind::Traverse {
                        source: Box::new(source),
                        steps,
                    })
            }
            ExprKind::Tuple(t) => {
                let items: Vec<Node> = t.items.iter().map(|i| self.lower(i)).collect();
                let n = Node::new(Kind::Tuple(Vec::new()), span, open_span(span)).with_deps(&items);
                Node {
                    kind: Kind::Tuple(items),
                    ..n
                }
            }
            ExprKind::Object(o) => {
                let mut items = Vec::with_capacity(o.items.len());
                let mut n = Node::new(Kind::Tuple(Vec::new()), span, open_span(span));
                for item in &o.items {
                    let key = self.object_key(&item.key.expr, item.key.force_non_literal);
                    if let ObjKey::Expr(k) = &key {
                        n = n.with_deps([k]);
                    }
                    let v = self.lower(&item.value);
                    n = n.with_deps([&v]);
                    items.push((key, v));
                }
                Node {
                    kind: Kind::Object(items),
                    ..n
                }
            }
            ExprKind::FunctionCall(c) => {
                let args: Vec<Node> = c.args.iter().map(|a| self.lower(a)).collect();
                let arg_exprs = c
                    .args
                    .iter()
                    .map(|a| {
                        let expr = self
                            .shared_arg(a)
                            .unwrap_or_else(|| super::AstRef::new(Arc::new(a.clone())));
                        Arc::new(super::NativeExpr::from_ref(expr, self.src.clone()))
                    })
                    .collect();
                let locals: Arc<[(SmolStr, u32)]> = self
                    .scope
                    .iter()
                    .filter_map(|b| match b {
                        Binding::Var(n, s) => Some((n.clone(), *s)),
                        Binding::Anon(_) => None,
                    })
                    .collect::<Vec<_>>()
                    .into();
                let mut n = Node::new(
                    Kind::Tuple(Vec::new()),
                    c.name_span.to(c.close_paren),
                    c.name_span.to(c.open_paren),
                )
                .with_deps(&args);
                n.host = true;
                Node {
                    kind: Kind::Call(Box::new(Call {
                        name: c.name.clone(),
                        name_span: c.name_span,
                        args,
                        expand_final: c.expand_final && !c.args.is_empty(),
                        start: c.name_span.to(c.open_paren),
                        close_paren: c.close_paren,
                        in_for: self.for_depth > 0,
                        arg_exprs,
                        locals,
                    })),
                    ..n
                }
            }
            ExprKind::Index(ix) => {
                let coll = self.lower(&ix.collection);
                let key = self.lower(&ix.key);
                Node::new(Kind::Tuple(Vec::new()), span, ix.open_span)
                    .with_deps([&coll, &key])
                    .set_kind(Kind::Index {
                        coll: Box::new(coll),
                        key: Box::new(key),
                        bracket: ix.bracket_span,
                    })
            }
            ExprKind::Splat(s) => {
                let source = self.lower(&s.source);
                let saved = self.next_slot;
                let slot = self.alloc_slot();
                self.scope.push(Binding::Anon(slot));
                let each = self.lower(&s.each);
                self.scope.pop();
                self.next_slot = saved;
                let mut n =
                    Node::new(Kind::Tuple(Vec::new()), span, s.marker_span).with_deps([&source]);
                n.host |= each.host;
                n.nofold |= each.nofold;
                if each.min_slot != slot {
                    n.min_slot = n.min_slot.min(each.min_slot);
                }
                Node {
                    kind: Kind::Splat {
                        source: Box::new(source),
                        each: Box::new(each),
                        slot,
                        marker: s.marker_span,
                    },
                    ..n
                }
            }
            ExprKind::AnonSymbol => {
                let slot = self.scope.iter().rev().find_map(|b| match b {
                    Binding::Anon(s) => Some(*s),
                    _ => None,
                });
                match slot {
                    Some(s) => {
                        let mut n = Node::new(Kind::Local(s), span, span);
                        n.min_slot = s;
                        n
                    }
                    None => Node::new(Kind::Const(Value::dynamic()), span, span),
                }
            }
            ExprKind::Unary(u) => {
                let operand = self.lower(&u.operand);
                Node::new(Kind::Tuple(Vec::new()), span, u.symbol_span)
                    .with_deps([&operand])
                    .set_kind(Kind::Unary {
                        op: u.op,
                        operand: Box::new(operand),
                    })
            }
            ExprKind::Binary(b) => {
                let lhs = self.lower(&b.lhs);
                let rhs = self.lower(&b.rhs);
                Node::new(Kind::Tuple(Vec::new()), span, lhs.start)
                    .with_deps([&lhs, &rhs])
                    .set_kind(Kind::Binary {
                        op: b.op,
                        lhs: Box::new(lhs),
                        rhs: Box::new(rhs),
                    })
            }
            ExprKind::Conditional(c) => {
                let cond = self.lower(&c.condition);
                let t = self.lower(&c.true_result);
                let f = self.lower(&c.false_result);
                Node::new(Kind::Tuple(Vec::new()), span, cond.start)
                    .with_deps([&cond, &t, &f])
                    .set_kind(Kind::Cond {
                        cond: Box::new(cond),
                        t: Box::new(t),
                        f: Box::new(f),
                    })
            }
            ExprKind::For(fe) => {
                let coll = self.lower(&fe.collection);
                let saved = self.next_slot;
                let key_slot = fe.key_var.as_ref().map(|k| {
                    let s = self.alloc_slot();
                    self.scope.push(Binding::Var(k.name.clone(), s));
                    s
                });
                let val_slot = self.alloc_slot();
                self.scope
                    .push(Binding::Var(fe.value_var.name.clone(), val_slot));
                self.for_depth += 1;
                let key = fe.key_expr.as_ref().map(|k| self.lower(k));
                let val = self.lower(&fe.value_expr);
                let cond = fe.condition.as_ref().map(|c| self.lower(c));
                self.for_depth -= 1;
                self.scope.pop();
                if key_slot.is_some() {
                    self.scope.pop();
                }
                self.next_slot = saved;
                let mut n =
                    Node::new(Kind::Tuple(Vec::new()), span, fe.open_span).with_deps([&coll]);
                for c in key.iter().chain([&val]).chain(cond.iter()) {
                    n.host |= c.host;
                    n.nofold |= c.nofold;
                    if c.min_slot < saved {
                        n.min_slot = n.min_slot.min(c.min_slot);
                    }
                }
                n.set_kind(Kind::For(Box::new(For {
                    key_slot,
                    val_slot,
                    coll,
                    key,
                    val,
                    cond,
                    group: fe.group,
                })))
            }
            ExprKind::Parens(inner) => {
                let n = self.lower(inner);
                Node { span, ..n }
            }
        }
    }

    /// An object key as a standalone node (a literal name is a string
    /// constant; an ambiguous key reports its error when evaluated).
    pub(crate) fn lower_key_node(&mut self, k: &ast::Expr, force_non_literal: bool) -> Node {
        let span = k.span;
        match self.object_key(k, force_non_literal) {
            ObjKey::Name(n) => Node::new(Kind::Const(Value::string(n.as_str())), span, span),
            ObjKey::Ambiguous(s) => {
                let d = Diagnostic::error(
                    "Ambiguous attribute key",
                    "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.",
                )
                .with_subject(self.src.range(s));
                Node::new(Kind::Fail(Box::new(d)), span, span)
            }
            ObjKey::Expr(n) => n,
        }
    }

    fn object_key(&mut self, k: &ast::Expr, force_non_literal: bool) -> ObjKey {
        if !force_non_literal {
            match &k.kind {
                ExprKind::ScopeTraversal(t) if !t.steps().is_empty() => {
                    return ObjKey::Ambiguous(k.span)
                }
                ExprKind::ScopeTraversal(t) => return ObjKey::Name(t.root_name().clone()),
                ExprKind::Literal(ast::Literal::Null) => return ObjKey::Name("null".into()),
                ExprKind::Literal(ast::Literal::Bool(true)) => return ObjKey::Name("true".into()),
                ExprKind::Literal(ast::Literal::Bool(false)) => {
                    return ObjKey::Name("false".into())
                }
                _ => {}
            }
        }
        ObjKey::Expr(self.lower(k))
    }

    /// A template expression: a lone interpolation is unwrapped.
    fn template_expr(&mut self, t: &ast::Template, span: Span) -> Node {
        if t.wrap() {
            if let TemplatePart::Interp { expr, .. } = &t.parts[0] {
                let n = self.lower(expr);
                return Node {
                    span,
                    start: span,
                    ..n
                };
            }
        }
        self.template(t, span)
    }

    /// A template's parts as a template node with range `span`.
    fn template(&mut self, t: &ast::Template, span: Span) -> Node {
        let mut parts = Vec::with_capacity(t.parts.len().max(1));
        // An empty template: the reference's parser puts its empty literal
        // at the end of the closing quote.
        let empty = matches!(
            &t.parts[..],
            [TemplatePart::Literal { value, span }] if value.is_empty() && span.is_empty()
        );
        if !empty {
            for p in &t.parts {
                parts.push(self.template_part(p));
            }
        }
        if parts.is_empty() {
            let at = Span::new(span.hi, span.hi);
            parts.push(Node::new(Kind::Const(Value::string("")), at, at));
        }
        let start = parts[0].start;
        let n = Node::new(Kind::Tuple(Vec::new()), span, start).with_deps(&parts);
        n.set_kind(Kind::Template(parts))
    }

    fn template_part(&mut self, p: &TemplatePart) -> Node {
        match p {
            TemplatePart::Literal { value, span } => {
                Node::new(Kind::Const(Value::string(value.as_str())), *span, *span)
            }
            TemplatePart::Interp { expr, .. } => self.lower(expr),
            TemplatePart::If(i) => self.nested(|l| l.template_if(i)),
            TemplatePart::For(fd) => self.nested(|l| l.template_for(fd)),
        }
    }

    fn template_if(&mut self, i: &ast::TemplateIf) -> Node {
        let l = self;
        let cond = l.lower(&i.condition);
        let t_span = i.then_template.span;
        let t = l.template(&i.then_template, t_span);
        let f = match &i.else_template {
            Some(e) => l.template(e, e.span),
            None => {
                let at = Span::new(i.endif_span.lo, i.endif_span.lo);
                let lit = Node::new(Kind::Const(Value::string("")), at, at);
                Node::new(Kind::Template(vec![lit]), at, at)
            }
        };
        Node::new(Kind::Tuple(Vec::new()), i.span, cond.start)
            .with_deps([&cond, &t, &f])
            .set_kind(Kind::TemplateIf {
                cond: Box::new(cond),
                t: Box::new(t),
                f: Box::new(f),
            })
    }

    fn template_for(&mut self, fd: &ast::TemplateFor) -> Node {
        let l = self;
        let coll = l.lower(&fd.collection);
        let saved = l.next_slot;
        let key_slot = fd.key_var.as_ref().map(|k| {
            let s = l.alloc_slot();
            l.scope.push(Binding::Var(k.name.clone(), s));
            s
        });
        let val_slot = l.alloc_slot();
        l.scope
            .push(Binding::Var(fd.value_var.name.clone(), val_slot));
        l.for_depth += 1;
        let body_span = fd.body.span;
        let val = l.template(&fd.body, body_span);
        l.for_depth -= 1;
        l.scope.pop();
        if key_slot.is_some() {
            l.scope.pop();
        }
        l.next_slot = saved;
        let mut n = Node::new(Kind::Tuple(Vec::new()), fd.span, fd.for_span).with_deps([&coll]);
        n.host |= val.host;
        n.nofold |= val.nofold;
        if val.min_slot < saved {
            n.min_slot = n.min_slot.min(val.min_slot);
        }
        let for_node = n.set_kind(Kind::For(Box::new(For {
            key_slot,
            val_slot,
            coll,
            key: None,
            val,
            cond: None,
            group: false,
        })));
        let (span, start, host, min_slot, nofold) = (
            for_node.span,
            for_node.start,
            for_node.host,
            for_node.min_slot,
            for_node.nofold,
        );
        Node {
            kind: Kind::Join(Box::new(for_node)),
            span,
            own: span,
            start,
            host,
            min_slot,
            nofold,
            grow: false,
        }
    }
}

impl Node {
    fn set_kind(self, kind: Kind) -> Node {
        Node { kind, ..self }
    }
}

/// IR trees nest as deep as the expressions they come from: dropping one
/// takes its subtree apart with an explicit stack instead of recursing.
impl Drop for Kind {
    fn drop(&mut self) {
        let mut stack = Vec::new();
        take_children(self, &mut stack);
        while let Some(mut n) = stack.pop() {
            take_children(&mut n.kind, &mut stack);
        }
    }
}

/// Moves the child nodes of `k` onto `stack`, leaving it childless.
fn take_children(k: &mut Kind, stack: &mut Vec<Node>) {
    fn boxed(b: &mut Node, stack: &mut Vec<Node>) {
        if !matches!(b.kind, Kind::Const(_) | Kind::Local(_) | Kind::Var { .. }) {
            stack.push(std::mem::replace(b, Node::hollow()));
        }
    }
    match k {
        Kind::Const(_) | Kind::Fail(_) | Kind::Local(_) | Kind::Var { .. } => {}
        Kind::Traverse { source, .. } => boxed(source, stack),
        Kind::Index { coll, key, .. } => {
            boxed(coll, stack);
            boxed(key, stack);
        }
        Kind::Tuple(items) | Kind::Template(items) => stack.append(items),
        Kind::Object(items) => {
            for (key, v) in items.drain(..) {
                if let ObjKey::Expr(k) = key {
                    stack.push(k);
                }
                stack.push(v);
            }
        }
        Kind::Join(n) => boxed(n, stack),
        Kind::Call(c) => stack.append(&mut c.args),
        Kind::Unary { operand, .. } => boxed(operand, stack),
        Kind::Binary { lhs, rhs, .. } => {
            boxed(lhs, stack);
            boxed(rhs, stack);
        }
        Kind::Cond { cond, t, f } | Kind::TemplateIf { cond, t, f } => {
            boxed(cond, stack);
            boxed(t, stack);
            boxed(f, stack);
        }
        Kind::For(fe) => {
            boxed(&mut fe.coll, stack);
            boxed(&mut fe.val, stack);
            stack.extend(fe.key.take());
            stack.extend(fe.cond.take());
        }
        Kind::Splat { source, each, .. } => {
            boxed(source, stack);
            boxed(each, stack);
        }
    }
}

/// The opening bracket or brace of a tuple or object constructor: the
/// first byte of its span.
fn open_span(s: Span) -> Span {
    Span::new(s.lo, s.lo + 1)
}
