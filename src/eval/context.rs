//! The evaluation context: host variables and functions, with parent
//! contexts (go-hcl `EvalContext`).

use crate::function::{Function, Functions};
use crate::value::Value;
use smol_str::SmolStr;
use std::collections::HashMap;
use std::sync::Arc;

/// Root variables by name.
pub type Variables = HashMap<SmolStr, Value>;

/// Variables and functions available to an expression. `None` for either
/// table means "not allowed here" (a reference then reports "Variables not
/// allowed" / "Function calls not allowed" unless a parent context has a
/// table); an empty table means "allowed, but none defined".
///
/// Cloning is cheap (the tables are shared until modified).
///
/// ```
/// use hcl2::{EvalContext, Value};
/// use std::sync::Arc;
/// let ctx = EvalContext::new()
///     .with_variable("env", Value::string("prod"))
///     .with_variable("ports", Value::list(vec![Value::from(80), Value::from(443)]).unwrap())
///     .with_functions(hcl2::ext::library::stdlib());
/// let (expr, _) = hcl2::parse_expression(
///     r#"upper(env) == "PROD" && length(ports) == 2"#,
///     "<expr>",
///     &hcl2::Limits::default(),
/// );
/// assert_eq!(expr.value(Some(&ctx)).0, Value::TRUE);
///
/// // A child context adds names and falls back to its parent for the rest.
/// let mut child = EvalContext::child_of(Arc::new(ctx));
/// child.set_variable("port", Value::from(8080));
/// let (expr, _) = hcl2::parse_expression(
///     r#""${env}:${port}""#,
///     "<expr>",
///     &hcl2::Limits::default(),
/// );
/// assert_eq!(expr.value(Some(&child)).0, Value::string("prod:8080"));
///
/// // Without a variable table, references are errors.
/// let (expr, _) = hcl2::parse_expression("env", "<expr>", &hcl2::Limits::default());
/// let (_, diags) = expr.value(Some(&EvalContext::new()));
/// assert_eq!(diags.iter().next().unwrap().summary, "Variables not allowed");
/// // With one, an unknown name is an error that suggests the closest known name.
/// let (expr, _) = hcl2::parse_expression("envv", "<expr>", &hcl2::Limits::default());
/// let (_, diags) = expr.value(Some(&child));
/// assert_eq!(diags.iter().next().unwrap().summary, "Unknown variable");
/// assert!(diags.iter().next().unwrap().detail.contains("env"));
/// ```
#[derive(Clone, Debug, Default)]
pub struct EvalContext {
    variables: Option<Arc<Variables>>,
    functions: Option<Functions>,
    parent: Option<Arc<EvalContext>>,
    /// Limits and the budget every evaluation in this context draws on
    /// (`None`: the parent's, or fresh defaults per evaluation).
    budget: Option<Arc<crate::limits::SharedBudget>>,
}

impl EvalContext {
    /// A context with neither variables nor functions allowed.
    pub fn new() -> EvalContext {
        EvalContext::default()
    }

    /// A context with (empty) variable and function tables.
    pub fn with_tables() -> EvalContext {
        EvalContext {
            variables: Some(Arc::new(Variables::new())),
            functions: Some(Functions::new()),
            parent: None,
            budget: None,
        }
    }

    /// A child context (tables unset) that falls back to `parent`.
    pub fn child_of(parent: Arc<EvalContext>) -> EvalContext {
        EvalContext {
            variables: None,
            functions: None,
            parent: Some(parent),
            budget: None,
        }
    }

    /// The context this one falls back to for unset tables and names it does
    /// not define.
    pub fn parent(&self) -> Option<&EvalContext> {
        self.parent.as_deref()
    }

    /// This context's own variable table (`None`: not set).
    pub fn variables(&self) -> Option<&Variables> {
        self.variables.as_deref()
    }

    /// This context's own function table (`None`: not set).
    pub fn functions(&self) -> Option<&Functions> {
        self.functions.as_ref()
    }

    /// Replaces the variable table (`None`: variables not allowed here).
    pub fn set_variables(&mut self, vars: Option<Variables>) {
        self.variables = vars.map(Arc::new);
    }

    /// Replaces the function table (`None`: calls not allowed here).
    pub fn set_functions(&mut self, funcs: Option<Functions>) {
        self.functions = funcs;
    }

    /// Sets a variable (creating the variable table if needed).
    pub fn set_variable(&mut self, name: impl Into<SmolStr>, v: Value) {
        let vars = self
            .variables
            .get_or_insert_with(|| Arc::new(Variables::new()));
        Arc::make_mut(vars).insert(name.into(), v);
    }

    /// Builder form of [`EvalContext::set_variable`].
    pub fn with_variable(mut self, name: impl Into<SmolStr>, v: Value) -> EvalContext {
        self.set_variable(name, v);
        self
    }

    /// Sets a function (creating the function table if needed).
    pub fn set_function(&mut self, name: impl Into<SmolStr>, f: Function) {
        self.functions
            .get_or_insert_with(Functions::new)
            .insert(name, f);
    }

    /// Builder form of [`EvalContext::set_function`].
    pub fn with_function(mut self, name: impl Into<SmolStr>, f: Function) -> EvalContext {
        self.set_function(name, f);
        self
    }

    /// Builder: replaces the function table.
    pub fn with_functions(mut self, f: Functions) -> EvalContext {
        self.functions = Some(f);
        self
    }

    /// Bounds every evaluation in this context (and its children) draws on, from one shared
    /// budget: see [`crate::limits`]. Replaces any budget set before, with nothing used.
    pub fn set_limits(&mut self, limits: crate::limits::Limits) {
        self.budget = Some(Arc::new(crate::limits::SharedBudget::new(limits)));
    }

    /// Builder form of [`EvalContext::set_limits`].
    pub fn with_limits(mut self, limits: crate::limits::Limits) -> EvalContext {
        self.set_limits(limits);
        self
    }

    /// The limits in force (this context's or the nearest parent's); `None`: each
    /// evaluation gets a fresh budget with [`crate::limits::Limits::default`].
    pub fn limits(&self) -> Option<&crate::limits::Limits> {
        self.budget().map(|b| b.limits())
    }

    /// The shared budget in force (this context's or the nearest parent's).
    pub fn budget(&self) -> Option<&crate::limits::SharedBudget> {
        let mut c = Some(self);
        while let Some(ctx) = c {
            if let Some(b) = &ctx.budget {
                return Some(b);
            }
            c = ctx.parent.as_deref();
        }
        None
    }

    /// Gives the shared budget back in full (after a limit was exceeded, or between
    /// independent evaluations in one context).
    pub fn reset_budget(&self) {
        if let Some(b) = self.budget() {
            b.reset();
        }
    }

    /// Looks a root variable up through the parent chain: `Ok(value)`,
    /// `Err(true)` when some context has a variable table (so the name is
    /// unknown), `Err(false)` when none has.
    pub fn lookup_variable(&self, name: &str) -> Result<&Value, bool> {
        let mut c = Some(self);
        let mut any = false;
        while let Some(ctx) = c {
            if let Some(vars) = &ctx.variables {
                any = true;
                if let Some(v) = vars.get(name) {
                    return Ok(v);
                }
            }
            c = ctx.parent.as_deref();
        }
        Err(any)
    }

    /// Looks a function up through the parent chain, innermost first.
    ///
    /// ```
    /// use hcl2::eval::{EvalContext, FunctionLookup};
    /// let ctx = EvalContext::new();
    /// assert!(matches!(ctx.lookup_function("upper"), FunctionLookup::NoFunctions));
    /// let ctx = EvalContext::new().with_functions(hcl2::ext::library::stdlib());
    /// assert!(matches!(ctx.lookup_function("upper"), FunctionLookup::Found(_)));
    /// assert!(matches!(ctx.lookup_function("nope"), FunctionLookup::Unknown));
    /// ```
    pub fn lookup_function(&self, name: &str) -> FunctionLookup<'_> {
        let mut c = Some(self);
        let mut any = false;
        while let Some(ctx) = c {
            if let Some(fs) = &ctx.functions {
                any = true;
                if let Some(f) = fs.get(name) {
                    return FunctionLookup::Found(f);
                }
            }
            c = ctx.parent.as_deref();
        }
        if any {
            FunctionLookup::Unknown
        } else {
            FunctionLookup::NoFunctions
        }
    }

    /// Every variable name visible from this context (innermost first).
    pub fn all_variable_names(&self) -> Vec<&str> {
        let mut out = Vec::new();
        let mut c = Some(self);
        while let Some(ctx) = c {
            if let Some(vars) = &ctx.variables {
                let mut names: Vec<&str> = vars.keys().map(|k| k.as_str()).collect();
                names.sort_unstable();
                out.extend(names);
            }
            c = ctx.parent.as_deref();
        }
        out
    }
}

pub(crate) use crate::diagnostic::suggest::name_suggestion;

/// What [`EvalContext::lookup_function`] found.
#[derive(Clone, Copy, Debug)]
pub enum FunctionLookup<'a> {
    /// The function of that name.
    Found(&'a Function),
    /// Some context in the chain has a function table, but no table has
    /// this name (the evaluator reports "Call to unknown function").
    Unknown,
    /// No context in the chain has a function table: function calls are
    /// not allowed here ("Function calls not allowed").
    NoFunctions,
}
