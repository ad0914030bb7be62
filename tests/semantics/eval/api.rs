//! The evaluation API beyond what `hcleval` can show: unknown values,
//! marks, the function interface's parameter flags, static analysis,
//! variables, ranges, thread safety and deep nesting. Expectations follow
//! the reference's code paths (hclsyntax `expression*.go`, go-cty
//! `function.go`), cited per test.

use hcl2::diagnostic::Diagnostics;
use hcl2::eval::{
    abs_traversal_for_expr, expr_as_keyword, expr_call, expr_list, expr_map,
    rel_traversal_for_expr, EvalContext, Expression, NativeExpr, Traverser,
};
use hcl2::function::{FuncError, Function, Functions, Param};
use hcl2::value::{Mark, Type, Value};
use std::sync::Arc;

fn expr(src: &str) -> NativeExpr {
    let (file, d) = hcl2::internal::parser::parse_config(&format!("x = {src}\n"), "t.hcl");
    assert!(!d.has_errors(), "{src}: {d:?}");
    let a = file.body.attributes.into_iter().next().expect("attribute");
    hcl2::internal::native_expr(a.expr, file.source)
}

fn eval(src: &str, ctx: &EvalContext) -> (Value, Diagnostics) {
    expr(src).value(Some(ctx))
}

fn ok(src: &str, ctx: &EvalContext) -> Value {
    let (v, d) = eval(src, ctx);
    assert!(d.is_empty(), "{src}: {d:?}");
    v
}

fn sensitive() -> Mark {
    Mark::new("sensitive")
}

fn ctx() -> EvalContext {
    EvalContext::with_tables()
        .with_variable("us", Value::unknown(Type::String))
        .with_variable("ub", Value::unknown(Type::Bool))
        .with_variable("ul", Value::unknown(Type::list(Type::Number)))
        .with_variable("dyn", Value::dynamic())
        .with_variable("secret", Value::string("hunter2").mark(sensitive()))
        .with_variable("n", Value::from(3))
        .with_variable("nums", Value::tuple(vec![Value::from(1), Value::from(2)]))
}

#[test]
fn unknowns_propagate() {
    let c = ctx();
    // TemplateExpr: any unknown part makes the result an unknown string;
    // TemplateWrapExpr returns the value itself.
    assert_eq!(ok("\"a${us}b\"", &c), Value::unknown_not_null(Type::String));
    assert_eq!(ok("\"${us}\"", &c), Value::unknown(Type::String));
    assert_eq!(ok("\"${dyn}\"", &c), Value::dynamic());
    // Operators: unknown operands give unknowns of the operation's type,
    // refined as not null (go-cty's operator functions refine results).
    assert_eq!(ok("us + 1", &c), Value::unknown_not_null(Type::Number));
    assert_eq!(ok("dyn == 1", &c), Value::unknown_not_null(Type::Bool));
    assert_eq!(ok("!ub", &c), Value::unknown_not_null(Type::Bool));
    // Short-circuit (upstream): a known controlling operand decides.
    assert_eq!(ok("ub && false", &c), Value::FALSE);
    assert_eq!(ok("true || ub", &c), Value::TRUE);
    assert_eq!(ok("ub || false", &c), Value::unknown_not_null(Type::Bool));
    // Conditional: unknown predicate → unknown of the unified type (not
    // null when neither branch can be).
    assert_eq!(
        ok("ub ? 1 : \"x\"", &c),
        Value::unknown_not_null(Type::String)
    );
    assert_eq!(ok("ub ? null : 2", &c), Value::unknown(Type::Number));
    // for over an unknown collection: DynamicVal.
    assert_eq!(ok("[for v in ul : v]", &c), Value::dynamic());
    // Splat of an unknown list: unknown list of the item result type.
    assert_eq!(
        ok("ul[*]", &c),
        Value::unknown_not_null(Type::list(Type::Number))
    );
    // Index of an unknown list: unknown element.
    assert_eq!(ok("ul[0]", &c), Value::unknown(Type::Number));
    // Object constructor with an unknown key: DynamicVal.
    assert_eq!(ok("{(us) = 1}", &c), Value::dynamic());
}

#[test]
fn marks_propagate() {
    let c = ctx();
    let m = sensitive();
    assert!(ok("\"pw: ${secret}\"", &c).has_mark(&m));
    assert!(ok("secret == \"x\"", &c).has_mark(&m));
    assert!(ok(
        "length_of_marked == null",
        &c.clone()
            .with_variable("length_of_marked", Value::from(1).mark(m.clone()))
    )
    .has_mark(&m));
    assert!(ok("{(secret) = 1}", &c).has_mark(&m));
    assert!(ok("[for v in [1] : v if secret != \"\"]", &c).has_mark(&m));
    assert!(ok("secret != \"\" ? 1 : 2", &c).has_mark(&m));
    let marked_list = Value::tuple(vec![Value::from(1)]).mark(m.clone());
    let c2 = c.clone().with_variable("ml", marked_list);
    assert!(ok("ml[*]", &c2).has_mark(&m));
    assert!(ok("[for v in ml : v]", &c2).has_mark(&m));
    assert!(ok("ml[0]", &c2).has_mark(&m));
    // The element itself is not marked, but indexing carries the
    // collection's marks (go-cty Index).
    let inner = Value::tuple(vec![Value::from(1)]);
    assert!(!inner.is_marked());
}

fn funcs() -> Functions {
    let strict = Function::with_static_type(
        vec![Param::new("a", Type::Number)],
        None,
        Type::Number,
        |args: &[Value], _: &Type| Ok(args[0].clone()),
    );
    let lenient = Function::with_static_type(
        vec![Param::new("a", Type::Number)
            .allow_null()
            .allow_unknown()
            .allow_marked()],
        None,
        Type::Bool,
        |args: &[Value], _: &Type| Ok(Value::bool(args[0].is_null())),
    );
    let var = Function::with_static_type(
        vec![Param::new("first", Type::String)],
        Some(Param::new("rest", Type::Number)),
        Type::Number,
        |args: &[Value], _: &Type| Ok(Value::from(args.len() as i64)),
    );
    let picky = Function::with_static_type(
        vec![Param::new("a", Type::Number), Param::new("b", Type::Number)],
        None,
        Type::Number,
        |_: &[Value], _: &Type| Err(FuncError::arg(1, "b is never right")),
    );
    let host_state = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let hs = host_state.clone();
    let counter = Function::with_static_type(vec![], None, Type::Number, move |_, _| {
        let n = hs.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Ok(Value::from(n as i64))
    });
    Functions::new()
        .with("strict", strict)
        .with("lenient", lenient)
        .with("var", var)
        .with("picky", picky)
        .with("counter", counter)
        .with(
            "provider::demo::strict",
            Function::with_static_type(
                vec![Param::new("a", Type::String)],
                None,
                Type::String,
                |args: &[Value], _: &Type| Ok(args[0].clone()),
            ),
        )
}

#[test]
fn function_parameter_flags() {
    let c = ctx().with_functions(funcs());
    // Unknown argument without allow_unknown: unknown result, impl not run.
    assert_eq!(ok("strict(us)", &c), Value::unknown(Type::Number));
    // Null argument without allow_null: argument error at the argument.
    let (_, d) = eval("strict(null)", &c);
    assert_eq!(d.len(), 1);
    let d0 = &d.0[0];
    assert_eq!(d0.summary, "Invalid function argument");
    assert_eq!(
        d0.detail,
        "Invalid value for \"a\" parameter: argument must not be null."
    );
    assert_eq!(d0.subject.as_ref().unwrap().start.column, 12);
    // Marked argument without allow_marked: marks move to the result.
    let c2 = c
        .clone()
        .with_variable("mn", Value::from(5).mark(sensitive()));
    let v = ok("strict(mn)", &c2);
    assert!(v.has_mark(&sensitive()));
    // With the flags the implementation sees null and unknown values.
    assert_eq!(ok("lenient(null)", &c), Value::TRUE);
    assert_eq!(ok("lenient(1)", &c), Value::FALSE);
    // Conversion of arguments to the parameter type.
    assert_eq!(ok("strict(\"12\")", &c), Value::from(12));
    let (_, d) = eval("strict(\"x\")", &c);
    assert_eq!(d.0[0].summary, "Invalid function argument");
    assert_eq!(
        d.0[0].detail,
        "Invalid value for \"a\" parameter: a number is required."
    );
    // Variadic parameter and expansion of the final argument.
    assert_eq!(ok("var(\"a\")", &c), Value::from(1));
    assert_eq!(ok("var(\"a\", 1, 2)", &c), Value::from(3));
    assert_eq!(ok("var(\"a\", nums...)", &c), Value::from(3));
    assert_eq!(ok("var([\"a\", 1, 2, 3]...)", &c), Value::from(4));
    let (_, d) = eval("var()", &c);
    assert_eq!(d.0[0].summary, "Not enough function arguments");
    assert_eq!(
        d.0[0].detail,
        "Function \"var\" expects at least 1 argument(s). Missing value for \"first\"."
    );
    // An argument error from the implementation points at that argument.
    let (_, d) = eval("picky(1, 2)", &c);
    assert_eq!(d.0[0].summary, "Invalid function argument");
    assert_eq!(
        d.0[0].detail,
        "Invalid value for \"b\" parameter: b is never right."
    );
    assert_eq!(d.0[0].subject.as_ref().unwrap().start.column, 14);
    // Host state captured by the implementation.
    assert_eq!(ok("counter()", &c), Value::from(0));
    assert_eq!(ok("counter()", &c), Value::from(1));
    // Namespaced names.
    assert_eq!(ok("provider::demo::strict(\"x\")", &c), Value::string("x"));
    let (_, d) = eval("provider::demo::strikt(\"x\")", &c);
    // Upstream compares the short name with the full names of the
    // namespace's functions, so in practice it never suggests one.
    assert_eq!(
        d.0[0].detail,
        "There is no function named \"strikt\" in namespace provider::demo::."
    );
    // Calls with no function table anywhere.
    let (_, d) = eval(
        "strict(1)",
        &EvalContext::with_tables().with_functions(Functions::new()),
    );
    assert_eq!(d.0[0].summary, "Call to unknown function");
    let mut no_funcs = EvalContext::new();
    no_funcs.set_variable("a", Value::from(1));
    let (_, d) = eval("strict(1)", &no_funcs);
    assert_eq!(d.0[0].summary, "Function calls not allowed");
    let (_, d) = expr("a").value(None);
    assert_eq!(d.0[0].summary, "Variables not allowed");
    // Inside a for expression the scope has variables, so an unknown name
    // is "Unknown variable" even without host variables.
    let (_, d) = expr("[for v in [1] : w]").value(None);
    assert_eq!(d.0[0].summary, "Unknown variable");
    assert_eq!(
        d.0[0].detail,
        "There is no variable named \"w\". Did you mean \"v\"?"
    );
}

#[test]
fn static_analysis_helpers() {
    let e = expr("[a, b.c, 1]");
    let items = expr_list(&e).expect("list");
    assert_eq!(items.len(), 3);
    assert_eq!(expr_as_keyword(&*items[0]).as_deref(), Some("a"));
    assert_eq!(expr_as_keyword(&*items[1]), None);
    let t = abs_traversal_for_expr(&*items[1]).expect("traversal");
    assert_eq!(t.root_name(), Some("b"));
    assert!(matches!(&t.0[1], Traverser::Attr { name, .. } if name == "c"));
    let r = rel_traversal_for_expr(&*items[1]).expect("rel");
    assert!(r.is_relative());
    let d = abs_traversal_for_expr(&*items[2]).unwrap_err();
    assert_eq!(d.0[0].summary, "Invalid expression");
    let d = expr_list(&expr("x")).unwrap_err();
    assert_eq!(d.0[0].detail, "A static list expression is required.");

    let m = expr_map(&expr("{a = 1, \"b\" = 2, null = 3, (c) = 4}")).expect("map");
    let kws: Vec<Option<String>> = m.iter().map(|kv| expr_as_keyword(&*kv.key)).collect();
    assert_eq!(kws, vec![Some("a".into()), None, Some("null".into()), None]);
    let (k, d) = m[0].key.value(None);
    assert!(d.is_empty());
    assert_eq!(k, Value::string("a"));
    let (k, _) = m[2].key.value(None);
    assert_eq!(k, Value::string("null"));

    let call = expr_call(&expr("f(1, x)")).expect("call");
    assert_eq!(call.name, "f");
    assert_eq!(call.arguments.len(), 2);
    assert_eq!(call.name_range.start.column, 5);
    assert_eq!(expr_as_keyword(&expr("true")).as_deref(), Some("true"));
    let t = abs_traversal_for_expr(&expr("a.b[0][\"k\"]")).expect("t");
    assert_eq!(t.len(), 4);
    assert!(matches!(&t.0[2], Traverser::Index { key, .. } if *key == Value::from(0)));
}

#[test]
fn variables_and_ranges() {
    let e = expr("[for k, v in xs : v + y[k] if z.w]");
    let names: Vec<String> = e
        .variables()
        .iter()
        .map(|t| t.root_name().unwrap().to_string())
        .collect();
    assert_eq!(names, vec!["xs", "y", "z"]);
    let e = expr("{a = b, (c) = d, e.f = g}");
    let names: Vec<String> = e
        .variables()
        .iter()
        .map(|t| t.root_name().unwrap().to_string())
        .collect();
    assert_eq!(names, vec!["b", "c", "d", "e", "g"]);
    let e = expr("foo(1) + 2");
    assert_eq!(e.range().start.column, 5);
    assert_eq!(e.range().end.column, 15);
    assert_eq!(e.start_range().end.column, 9);
}

#[test]
fn compiled_once_evaluated_concurrently() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<NativeExpr>();
    assert_send_sync::<EvalContext>();
    let e = Arc::new(expr("[for i in range : i * k]"));
    let handles: Vec<_> = (0..4)
        .map(|k| {
            let e = e.clone();
            std::thread::spawn(move || {
                let c = EvalContext::with_tables()
                    .with_variable("k", Value::from(k))
                    .with_variable("range", Value::tuple(vec![Value::from(1), Value::from(2)]));
                let (v, d) = e.value(Some(&c));
                assert!(d.is_empty());
                v
            })
        })
        .collect();
    for (k, h) in handles.into_iter().enumerate() {
        let v = h.join().unwrap();
        assert_eq!(
            v,
            Value::tuple(vec![Value::from(k as i64), Value::from(2 * k as i64)])
        );
    }
}

#[test]
fn deep_nesting_evaluates() {
    // Evaluation grows the stack as it goes: a very deep expression
    // evaluates (tests/deep_nesting.rs goes to the parser's limits).
    let depth = 20_000;
    let src = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
    let (file, d) = hcl2::internal::parser::parse_config(&format!("x = {src}\n"), "deep.hcl");
    if d.has_errors() {
        return; // the parser's own limit applies first
    }
    let a = file.body.attributes.into_iter().next().expect("attribute");
    let e = hcl2::internal::native_expr(a.expr, file.source);
    let (v, d) = e.value(None);
    assert!(d.is_empty());
    let mut depth_seen = 0;
    let mut cur = &v;
    while let Some(els) = cur.elements() {
        depth_seen += 1;
        cur = &els[0];
    }
    assert_eq!(depth_seen, depth);
    assert_eq!(*cur, Value::from(1));
    // Expressions as deep as the parser accepts evaluate normally (on a
    // test thread's small stack, unoptimized).
    for open in ["(", "[", "-", "!", "{a = "] {
        let close = match open {
            "(" => ")",
            "[" => "]",
            "{a = " => "}",
            _ => "",
        };
        let src = format!("{}1{}", open.repeat(900), close.repeat(900));
        let (file, d) = hcl2::internal::parser::parse_config(&format!("x = {src}\n"), "deep.hcl");
        if d.has_errors() {
            continue;
        }
        let a = file.body.attributes.into_iter().next().expect("attribute");
        let _ = hcl2::internal::native_expr(a.expr, file.source).value(None);
    }
    let src = format!("{}1{}", "(".repeat(300), ")".repeat(300));
    let (file, _) = hcl2::internal::parser::parse_config(&format!("x = {src}\n"), "deep.hcl");
    let a = file.body.attributes.into_iter().next().expect("attribute");
    let (v, d) = hcl2::internal::native_expr(a.expr, file.source).value(None);
    assert!(d.is_empty());
    assert_eq!(v, Value::from(1));
}
