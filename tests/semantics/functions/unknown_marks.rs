//! go-cty's calling convention as the library functions apply it, for
//! what the oracle corpus cannot express (it has no unknown or marked
//! values): unknown arguments give unknown results of the declared type
//! unless a parameter takes unknowns; marks move from arguments to
//! results; functions that take marked or unknown arguments handle them
//! themselves (`length`, `keys`, `element`, `lookup`, `contains`,
//! `formatlist`, `coalesce`, ...).

use hcl2::function::{lib, Function};
use hcl2::value::{Type, Value};

fn f(name: &str) -> Function {
    lib::by_name(name).unwrap_or_else(|| panic!("no function {name}"))
}

fn call(name: &str, args: Vec<Value>) -> Value {
    f(name).call(args).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn s(x: &str) -> Value {
    Value::string(x)
}

fn n(x: i64) -> Value {
    Value::from(x)
}

fn strs(xs: &[&str]) -> Value {
    Value::list_of(Type::String, xs.iter().map(|x| s(x)).collect())
}

#[test]
fn unknown_arguments_give_unknown_results() {
    let v = call("upper", vec![Value::unknown(Type::String)]);
    assert!(!v.is_known());
    assert_eq!(v.ty(), &Type::String);
    let v = call(
        "join",
        vec![s(","), Value::unknown(Type::list(Type::String))],
    );
    assert!(!v.is_known());
    // An unknown element inside a known list: join checks wholly-known.
    let l = Value::list_of(Type::String, vec![s("a"), Value::unknown(Type::String)]);
    assert!(!call("join", vec![s(","), l.clone()]).is_known());
    // sort: the order waits for the elements, the length is known, and a
    // not-null list of known length is a list of unknown elements (go-cty
    // refinements).
    let sorted = call("sort", vec![l.clone()]);
    assert!(!sorted.is_wholly_known());
    assert_eq!(sorted.elements().map(|e| e.len()), Some(2));
    assert!(!call("format", vec![s("%s"), Value::unknown(Type::String)]).is_known());
    let fl = call("formatlist", vec![s("<%s>"), l]);
    let es = fl.elements().unwrap();
    assert_eq!(es[0], s("<a>"));
    assert!(!es[1].is_known());
    assert!(!call(
        "jsonencode",
        vec![Value::object([("a", Value::unknown(Type::Number))])]
    )
    .is_known());
    // coalesce stops at the first unknown argument.
    let v = call(
        "coalesce",
        vec![
            Value::null(Type::String),
            Value::unknown(Type::String),
            s("x"),
        ],
    );
    assert!(!v.is_known());
    // keys of an unknown object: the names are known from the type.
    let ot = Type::object([("b", Type::Number), ("a", Type::String)]);
    let v = call("keys", vec![Value::unknown(ot)]);
    assert_eq!(v, Value::tuple(vec![s("a"), s("b")]));
    let v = call("keys", vec![Value::unknown(Type::map(Type::String))]);
    assert!(!v.is_known());
    assert_eq!(v.ty(), &Type::list(Type::String));
    // contains: unknown element that could match.
    let l = Value::list_of(Type::String, vec![s("a"), Value::unknown(Type::String)]);
    assert!(!call("contains", vec![l.clone(), s("z")]).is_known());
    assert_eq!(call("contains", vec![l, s("a")]), Value::TRUE);
    // Set operations: union keeps unknown elements, the others wait.
    let us = Value::set_of(Type::String, vec![Value::unknown(Type::String)]);
    let known = Value::set_of(Type::String, vec![s("a")]);
    assert!(call("setunion", vec![us.clone(), known.clone()]).is_known());
    assert!(!call("setintersection", vec![us, known]).is_known());
}

#[test]
fn marks_move_to_results() {
    let v = call("upper", vec![s("a").mark("sensitive")]);
    assert_eq!(v.unmarked(), &s("A"));
    assert!(v.has_mark(&"sensitive".into()));
    let v = call("abs", vec![n(-3).mark("m")]);
    assert_eq!(v.unmarked(), &n(3));
    assert!(v.has_mark(&"m".into()));
    let v = call("length", vec![strs(&["a", "b"]).mark("m")]);
    assert_eq!(v.unmarked(), &n(2));
    assert!(v.has_mark(&"m".into()));
    let v = call("element", vec![strs(&["a", "b"]).mark("m"), n(3)]);
    assert_eq!(v.unmarked(), &s("b"));
    assert!(v.has_mark(&"m".into()));
    let m = Value::map_of(Type::String, [("k", s("v"))]);
    let v = call("lookup", vec![m, s("k").mark("key"), s("d")]);
    assert_eq!(v.unmarked(), &s("v"));
    assert!(v.has_mark(&"key".into()));
    // A marked element deep inside an argument marks the whole result of a
    // function that does not take marks.
    let l = Value::list_of(Type::String, vec![s("b"), s("a").mark("deep")]);
    let v = call("sort", vec![l]);
    assert!(v.has_mark(&"deep".into()));
    assert_eq!(v.unmarked(), &strs(&["a", "b"]));
    let v = call("concat", vec![strs(&["a"]).mark("x"), strs(&["b"])]);
    assert!(v.has_mark(&"x".into()));
}

#[test]
fn null_arguments() {
    let e = f("upper")
        .call(vec![Value::null(Type::String)])
        .unwrap_err();
    assert_eq!(e.message(), "argument must not be null");
    assert_eq!(
        call("tostring", vec![Value::null(Type::String)]),
        Value::null(Type::String)
    );
    assert_eq!(
        call("jsonencode", vec![Value::null(Type::Dynamic)]),
        s("null")
    );
    let v = call(
        "merge",
        vec![
            Value::null(Type::map(Type::String)),
            Value::object([("a", n(1))]),
        ],
    );
    assert_eq!(v, Value::object([("a", n(1))]));
    assert_eq!(
        call("coalesce", vec![Value::null(Type::String), s("x")]),
        s("x")
    );
}
