//! The function interface: parameters with flags, an optional variadic
//! parameter, a return type (fixed or computed from the arguments) and an
//! implementation closure, with go-cty's calling convention (null, unknown,
//! dynamic and marked arguments handled before the implementation runs).
//!
//! Hosts register functions by name in a [`Functions`] table, including
//! namespaced names such as `provider::aws::arn_parse`.

pub mod lib;

use crate::value::{Marks, Type, Value};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// One parameter of a function: its name, type constraint and the flags
/// that decide which argument values reach the implementation.
#[derive(Clone, Debug)]
pub struct Param {
    /// The parameter's name, shown in signatures and documentation (go-cty
    /// `Parameter.Name`); arguments are passed by position, not by name.
    pub name: SmolStr,
    /// A description of the parameter for documentation and editor help
    /// (empty when none was given); evaluation never reads it.
    pub description: String,
    /// The type constraint arguments are converted to (may contain
    /// [`Type::Dynamic`]).
    pub ty: Type,
    /// Null arguments are passed to the implementation (otherwise they are
    /// an argument error "argument must not be null").
    pub allow_null: bool,
    /// Unknown arguments are passed to the implementation (otherwise the
    /// call returns an unknown value of the return type without calling it).
    pub allow_unknown: bool,
    /// Arguments of dynamic type reach the return-type function (otherwise
    /// the return type is dynamic).
    pub allow_dynamic_type: bool,
    /// Marked arguments are passed with their marks (otherwise marks are
    /// removed, deeply, and applied to the result).
    pub allow_marked: bool,
}

impl Param {
    /// A parameter with all flags off.
    pub fn new(name: impl Into<SmolStr>, ty: Type) -> Param {
        Param {
            name: name.into(),
            description: String::new(),
            ty,
            allow_null: false,
            allow_unknown: false,
            allow_dynamic_type: false,
            allow_marked: false,
        }
    }
    /// This parameter with [`Param::allow_null`] set: null arguments reach
    /// the implementation.
    pub fn allow_null(mut self) -> Param {
        self.allow_null = true;
        self
    }
    /// This parameter with [`Param::allow_unknown`] set: unknown arguments
    /// reach the implementation, which must then handle them.
    pub fn allow_unknown(mut self) -> Param {
        self.allow_unknown = true;
        self
    }
    /// This parameter with [`Param::allow_dynamic_type`] set: arguments of
    /// dynamic type reach the return-type function.
    pub fn allow_dynamic_type(mut self) -> Param {
        self.allow_dynamic_type = true;
        self
    }
    /// This parameter with [`Param::allow_marked`] set: marked arguments
    /// reach the implementation with their marks.
    pub fn allow_marked(mut self) -> Param {
        self.allow_marked = true;
        self
    }
    /// This parameter with a description (see [`Param::description`](field@Param::description)).
    pub fn description(mut self, d: impl Into<String>) -> Param {
        self.description = d.into();
        self
    }
}

/// An error from a function: about one argument (go-cty `ArgError`, shown
/// by evaluation as "Invalid function argument" at that argument), or
/// about the call as a whole.
#[derive(Clone, Debug, PartialEq)]
pub enum FuncError {
    /// Argument `index` (counted from 0 over all arguments, variadic ones
    /// included) is wrong; evaluation puts the diagnostic on that argument.
    Arg {
        /// The position of the argument in the call, from 0.
        index: usize,
        /// What is wrong with it, e.g. "argument must not be null".
        message: String,
    },
    /// The call as a whole failed (wrong number of arguments, a failure of
    /// the implementation); evaluation reports "Error in function call".
    Call(String),
}

impl FuncError {
    /// A [`FuncError::Arg`] about argument `index` (from 0).
    pub fn arg(index: usize, message: impl Into<String>) -> FuncError {
        FuncError::Arg {
            index,
            message: message.into(),
        }
    }
    /// A [`FuncError::Call`] about the whole call.
    pub fn call(message: impl Into<String>) -> FuncError {
        FuncError::Call(message.into())
    }
    /// The message, without the argument index.
    pub fn message(&self) -> &str {
        match self {
            FuncError::Arg { message, .. } | FuncError::Call(message) => message,
        }
    }
}

impl fmt::Display for FuncError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for FuncError {}

/// Computes the return type from the (converted) argument values; unknown
/// values stand for arguments whose value is not known yet.
pub type TypeFn = Arc<dyn Fn(&[Value]) -> Result<Type, FuncError> + Send + Sync>;
/// The implementation: argument values and the return type computed for
/// them. May capture host state.
pub type ImplFn = Arc<dyn Fn(&[Value], &Type) -> Result<Value, FuncError> + Send + Sync>;

/// Refines a function's unknown result (go-cty `Spec.RefineResult`).
pub type RefineFn =
    Arc<dyn Fn(crate::value::RefinementBuilder) -> crate::value::RefinementBuilder + Send + Sync>;

/// How a function's return type is decided.
#[derive(Clone)]
pub enum ReturnType {
    /// Always this type, whatever the arguments.
    Static(Type),
    /// Computed from the arguments by this function (go-cty `Spec.Type`),
    /// which may also reject them with a [`FuncError`].
    Computed(TypeFn),
}

/// The full description of a function, turned into a [`Function`] with
/// [`Function::new`].
#[derive(Clone)]
pub struct FunctionSpec {
    /// What the function does, for documentation and editor help (one
    /// sentence for every function of the library, as its tables build
    /// them: see the function reference in [`crate::ext::library`]).
    pub description: String,
    /// The positional parameters: a call needs exactly one argument per
    /// parameter, plus any number for `var_param`.
    pub params: Vec<Param>,
    /// The variadic parameter, if any: every argument after `params` is
    /// bound to it (zero or more).
    pub var_param: Option<Param>,
    /// The return type, fixed or computed from the arguments.
    pub return_type: ReturnType,
    /// The implementation, called with arguments already converted to the
    /// parameter types and with the computed return type.
    pub imp: ImplFn,
    /// Applied to every unknown result not of dynamic type (go-cty
    /// `RefineResult`): e.g. "never null".
    pub refine_result: Option<RefineFn>,
}

/// A function value: cheap to clone, `Send + Sync`.
///
/// Evaluation converts every argument to its parameter's type before the
/// call and reports a failed conversion at that argument; null, unknown
/// and marked arguments are handled by the parameter flags (see [`Param`])
/// so the implementation only sees what it declared it can take.
///
/// ```
/// use hcl2::function::{FuncError, Param};
/// use hcl2::{EvalContext, Function, Type, Value};
/// // greet(name string, suffix... string) -> string
/// let greet = Function::with_static_type(
///     vec![Param::new("name", Type::String)],
///     Some(Param::new("suffix", Type::String)),
///     Type::String,
///     |args: &[Value], _ret: &Type| {
///         let name = args[0].as_str().unwrap_or_default();
///         if name.is_empty() {
///             return Err(FuncError::arg(0, "the name must not be empty"));
///         }
///         let rest: String = args[1..].iter().filter_map(Value::as_str).collect();
///         Ok(Value::string(format!("Hello, {name}{rest}")))
///     },
/// );
/// let ctx = EvalContext::new().with_function("greet", greet);
/// let limits = hcl2::Limits::default();
/// let eval = |src: &str| hcl2::parse_expression(src, "<expr>", &limits).0.value(Some(&ctx));
/// assert_eq!(eval(r#"greet("Ada", "!", "!")"#).0, Value::string("Hello, Ada!!"));
/// // Arguments are converted to the parameter types first...
/// assert_eq!(eval("greet(42)").0, Value::string("Hello, 42"));
/// // ...and errors are reported at the argument.
/// let (_, diags) = eval(r#"greet("")"#);
/// assert_eq!(diags.iter().next().unwrap().summary, "Invalid function argument");
/// assert!(diags.iter().next().unwrap().detail.contains("must not be empty"));
/// let (_, diags) = eval("greet()");
/// assert!(diags.has_errors());
///
/// // An unknown argument gives an unknown result of the return type
/// // without calling the implementation.
/// let f = ctx.functions().unwrap().get("greet").unwrap();
/// let r = f.call(vec![Value::unknown(Type::String)]).unwrap();
/// assert!(!r.is_known() && r.ty() == &Type::String);
/// ```
#[derive(Clone)]
pub struct Function(Arc<FunctionSpec>);

impl fmt::Debug for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Function")
            .field("params", &self.0.params)
            .field("var_param", &self.0.var_param)
            .finish_non_exhaustive()
    }
}

impl Function {
    /// The function described by `spec` (the general form of
    /// [`Function::with_static_type`] and [`Function::with_type_fn`], for
    /// a description or a result refinement from the start).
    pub fn new(spec: FunctionSpec) -> Function {
        Function(Arc::new(spec))
    }

    /// A function with a fixed return type.
    pub fn with_static_type(
        params: Vec<Param>,
        var_param: Option<Param>,
        ret: Type,
        imp: impl Fn(&[Value], &Type) -> Result<Value, FuncError> + Send + Sync + 'static,
    ) -> Function {
        Function::new(FunctionSpec {
            description: String::new(),
            params,
            var_param,
            return_type: ReturnType::Static(ret),
            imp: Arc::new(imp),
            refine_result: None,
        })
    }

    /// A function whose return type is computed from its arguments.
    pub fn with_type_fn(
        params: Vec<Param>,
        var_param: Option<Param>,
        ty: impl Fn(&[Value]) -> Result<Type, FuncError> + Send + Sync + 'static,
        imp: impl Fn(&[Value], &Type) -> Result<Value, FuncError> + Send + Sync + 'static,
    ) -> Function {
        Function::new(FunctionSpec {
            description: String::new(),
            params,
            var_param,
            return_type: ReturnType::Computed(Arc::new(ty)),
            imp: Arc::new(imp),
            refine_result: None,
        })
    }

    /// This function with a description (see [`Function::description`]).
    ///
    /// ```
    /// use hcl2::{Function, Type};
    /// let f = Function::with_static_type(vec![], None, Type::Bool, |_, _| Ok(true.into()))
    ///     .with_description("Always true.");
    /// assert_eq!(f.description(), "Always true.");
    /// let upper = hcl2::ext::library::by_name("upper").unwrap();
    /// assert!(!upper.description().is_empty());
    /// ```
    pub fn with_description(self, description: impl Into<String>) -> Function {
        let mut spec = (*self.0).clone();
        spec.description = description.into();
        Function::new(spec)
    }

    /// This function with `f` refining its unknown results (go-cty
    /// `RefineResult`).
    pub fn with_refine_result(
        self,
        f: impl Fn(crate::value::RefinementBuilder) -> crate::value::RefinementBuilder
            + Send
            + Sync
            + 'static,
    ) -> Function {
        let mut spec = (*self.0).clone();
        spec.refine_result = Some(Arc::new(f));
        Function::new(spec)
    }

    /// This function with its unknown results refined as not null (the
    /// `refineNonNull` most go-cty library functions declare).
    pub fn with_not_null_result(self) -> Function {
        self.with_refine_result(|b| b.not_null())
    }

    /// `v` refined by the function's `refine_result` (unknown results of a
    /// known type only).
    fn refined(&self, v: Value) -> Value {
        match &self.0.refine_result {
            Some(r) if !v.is_known() && !v.ty().is_dynamic() => r(v.refine()).new_value(),
            _ => v,
        }
    }

    /// The full description of the function.
    pub fn spec(&self) -> &FunctionSpec {
        &self.0
    }
    /// The positional parameters, in order.
    pub fn params(&self) -> &[Param] {
        &self.0.params
    }
    /// The variadic parameter, if the function takes any number of
    /// trailing arguments.
    pub fn var_param(&self) -> Option<&Param> {
        self.0.var_param.as_ref()
    }
    /// The function's description: one sentence for the library's functions
    /// (as [`crate::ext::library`] builds them), empty when none was given.
    pub fn description(&self) -> &str {
        &self.0.description
    }

    /// The parameter that argument `i` is bound to.
    pub fn param_for_arg(&self, i: usize) -> Option<&Param> {
        self.0.params.get(i).or(self.0.var_param.as_ref())
    }

    /// The return type for arguments of the given types.
    pub fn return_type(&self, arg_types: &[Type]) -> Result<Type, FuncError> {
        let vals: Vec<Value> = arg_types
            .iter()
            .map(|t| Value::unknown(t.clone()))
            .collect();
        self.return_type_for_values(&vals)
    }

    /// The return type for the given argument values (go-cty
    /// `ReturnTypeForValues`): checks the argument count, null arguments
    /// and conformance to the parameter types.
    pub fn return_type_for_values(&self, args: &[Value]) -> Result<Type, FuncError> {
        let spec = &*self.0;
        let np = spec.params.len();
        match &spec.var_param {
            None if args.len() != np => {
                return Err(FuncError::call(format!(
                    "wrong number of arguments ({} required; {} given)",
                    np,
                    args.len()
                )))
            }
            Some(_) if args.len() < np => {
                return Err(FuncError::call(format!(
                    "wrong number of arguments (at least {} required; {} given)",
                    np,
                    args.len()
                )))
            }
            _ => {}
        }
        // Arguments given to the type function: marks removed where the
        // parameter does not allow them.
        let mut unmarked: Option<Vec<Value>> = None;
        for (i, val) in args.iter().enumerate() {
            let (p, err_index) = if i < np {
                (&spec.params[i], i)
            } else {
                // go-cty reports conformance errors of variadic arguments
                // with the index relative to the variadic part.
                (spec.var_param.as_ref().expect("checked above"), i - np)
            };
            if !p.allow_marked && val.contains_marked() {
                let v = unmarked.get_or_insert_with(|| args.to_vec());
                v[i] = val.unmark_deep().0;
            }
            if val.is_null() && !p.allow_null {
                return Err(FuncError::arg(i, "argument must not be null"));
            }
            if val.ty().is_dynamic() {
                if !p.allow_dynamic_type {
                    return Ok(Type::Dynamic);
                }
            } else {
                let errs = val.ty().test_conformance(&p.ty);
                if let Some(e) = errs.into_iter().next() {
                    return Err(FuncError::arg(err_index, e.to_string()));
                }
            }
        }
        let args = unmarked.as_deref().unwrap_or(args);
        match &spec.return_type {
            ReturnType::Static(t) => Ok(t.clone()),
            ReturnType::Computed(f) => {
                let f = f.clone();
                match crate::limits::catch_silently(|| f(args)) {
                    Ok(r) => r,
                    Err(p) => Err(panic_error(p)),
                }
            }
        }
    }

    /// Calls the function (go-cty `Function.Call`): the arguments must
    /// already be converted to the parameter types (evaluation does that).
    /// An unknown argument for a parameter without `allow_unknown` gives an
    /// unknown result without calling the implementation; marks of
    /// parameters without `allow_marked` move to the result.
    pub fn call(&self, mut args: Vec<Value>) -> Result<Value, FuncError> {
        let expected = self.return_type_for_values(&args)?;
        let spec = &*self.0;
        let np = spec.params.len();
        let mut result_marks = Marks::new();
        for (i, val) in args.iter_mut().enumerate() {
            let p = if i < np {
                &spec.params[i]
            } else {
                spec.var_param.as_ref().expect("count checked")
            };
            if !val.is_known() && !p.allow_unknown {
                return Ok(self.refined(Value::unknown(expected)));
            }
            if !p.allow_marked && val.contains_marked() {
                let (u, m) = val.unmark_deep();
                result_marks.extend_from(&m);
                *val = u;
            }
        }
        let imp = spec.imp.clone();
        let ret = crate::limits::metered(None, || {
            crate::limits::step(1)?;
            match crate::limits::catch_silently(|| imp(&args, &expected)) {
                Ok(r) => {
                    let v = r?;
                    charge_result(&v)?;
                    Ok(v)
                }
                Err(p) => Err(panic_error(p)),
            }
        })?;
        let ret = self.refined(ret.with_marks(&result_marks));
        let errs = ret.ty().test_conformance(&expected);
        if let Some(e) = errs.first() {
            return Err(FuncError::call(format!(
                "panic in function implementation: returned value {:?} does not conform to expected return type {:?}: {}",
                ret, expected, e
            )));
        }
        Ok(ret)
    }
}

/// Counts a function's result against the evaluation's budget: its string bytes or its
/// number of elements (nested collections were counted when they were built).
fn charge_result(v: &Value) -> Result<(), FuncError> {
    let r = if let Some(s) = v.as_str() {
        crate::limits::charge_bytes(s.len())
    } else if let Some(n) = v.length_int() {
        crate::limits::charge_elements(n)
    } else {
        Ok(())
    };
    r.map_err(|e| FuncError::call(e.to_string()))
}

impl From<crate::limits::LimitExceeded> for FuncError {
    fn from(e: crate::limits::LimitExceeded) -> FuncError {
        FuncError::call(e.to_string())
    }
}

fn panic_error(p: Box<dyn std::any::Any + Send>) -> FuncError {
    let msg = if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_string()
    };
    FuncError::call(format!("panic in function implementation: {msg}"))
}

/// A table of functions by name (namespaced names contain `::`). Cheap to
/// clone: the table is shared until modified.
///
/// ```
/// use hcl2::ext::library;
/// use hcl2::{EvalContext, Functions, Value};
/// let mut funcs: Functions = library::stdlib();
/// assert!(funcs.contains("upper") && funcs.contains("try"));
/// funcs.remove("jsondecode");
/// funcs.insert("provider::acme::shout", library::by_name("upper").unwrap());
/// let ctx = EvalContext::new().with_functions(funcs);
/// let (expr, _) = hcl2::parse_expression(
///     r#"provider::acme::shout("hi")"#,
///     "<expr>",
///     &hcl2::Limits::default(),
/// );
/// assert_eq!(expr.value(Some(&ctx)).0, Value::string("HI"));
/// let (expr, _) = hcl2::parse_expression(
///     r#"jsondecode("1")"#,
///     "<expr>",
///     &hcl2::Limits::default(),
/// );
/// let (_, diags) = expr.value(Some(&ctx));
/// assert_eq!(diags.iter().next().unwrap().summary, "Call to unknown function");
/// ```
#[derive(Clone, Default)]
pub struct Functions {
    map: Arc<HashMap<SmolStr, Function>>,
}

impl fmt::Debug for Functions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<&SmolStr> = self.map.keys().collect();
        names.sort();
        f.debug_set().entries(names).finish()
    }
}

impl Functions {
    /// An empty table.
    pub fn new() -> Functions {
        Functions::default()
    }
    /// Adds or replaces a function.
    pub fn insert(&mut self, name: impl Into<SmolStr>, f: Function) {
        Arc::make_mut(&mut self.map).insert(name.into(), f);
    }
    /// Builder form of [`Functions::insert`].
    pub fn with(mut self, name: impl Into<SmolStr>, f: Function) -> Functions {
        self.insert(name, f);
        self
    }
    /// The function registered under `name` (namespaced names in full,
    /// `provider::aws::arn_parse`).
    pub fn get(&self, name: &str) -> Option<&Function> {
        self.map.get(name)
    }
    /// Whether a function is registered under `name`.
    pub fn contains(&self, name: &str) -> bool {
        self.map.contains_key(name)
    }
    /// Removes the function registered under `name` and returns it.
    pub fn remove(&mut self, name: &str) -> Option<Function> {
        Arc::make_mut(&mut self.map).remove(name)
    }
    /// The number of functions.
    pub fn len(&self) -> usize {
        self.map.len()
    }
    /// Whether the table has no function.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
    /// All names, sorted.
    pub fn names(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.map.keys().map(|k| k.as_str()).collect();
        v.sort_unstable();
        v
    }
    /// Every (name, function) pair, in no particular order (use
    /// [`Functions::names`] for a sorted list).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Function)> {
        self.map.iter().map(|(k, v)| (k.as_str(), v))
    }
    /// Adds every function of `other` (replacing same-named ones).
    pub fn extend(&mut self, other: &Functions) {
        let m = Arc::make_mut(&mut self.map);
        for (k, v) in other.map.iter() {
            m.insert(k.clone(), v.clone());
        }
    }
}

impl<N: Into<SmolStr>> FromIterator<(N, Function)> for Functions {
    fn from_iter<I: IntoIterator<Item = (N, Function)>>(iter: I) -> Functions {
        let mut f = Functions::new();
        for (n, v) in iter {
            f.insert(n, v);
        }
        f
    }
}
