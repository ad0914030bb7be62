//! The `for` expression's `if` clause: the reference (go-hcl
//! `ForExpr.Value`) checks a condition value in a different order in its
//! two forms. Both reject null first; then the object form converts to
//! bool before looking at unknowns, while the tuple form skips unknown
//! values before converting. So an unknown condition of a type that can't
//! become bool is an error only in the object form. The early check (the
//! condition evaluated once with the `for` variables unknown) sees neither
//! difference, hence conditions that are unknown only for some elements
//! (`[ulist, true][x]`). Expected results from the reference (a Go program
//! evaluating the same expressions with the same variables); "after an
//! unknown, no further errors" follows from the reference's `known` flag.

use hcl2::eval::{EvalContext, Expression};
use hcl2::value::{Type, Value};

fn ctx() -> EvalContext {
    EvalContext::with_tables()
        .with_variable("ulist", Value::unknown(Type::list(Type::String)))
        .with_variable("ustr", Value::unknown(Type::String))
        .with_variable("nb", Value::null(Type::Bool))
        .with_variable("mt", Value::TRUE.mark("m"))
        .with_variable("mf", Value::FALSE.mark("m"))
        .with_variable("yes", Value::string("yes"))
        .with_variable("umark", Value::unknown(Type::list(Type::String)).mark("m"))
        .with_variable("ybm", Value::string("yes").mark("m"))
        .with_variable("ubm", Value::unknown(Type::Bool).mark("m"))
}

/// (value, error details) of `expr`.
fn eval(expr: &str) -> (Value, Vec<String>) {
    let (f, d) = hcl2::internal::parser::parse_config(&format!("a = {expr}\n"), "t.hcl");
    assert!(!d.has_errors(), "{expr}");
    let a = f.body.attributes.into_iter().next().unwrap();
    let (v, diags) = hcl2::internal::native_expr(a.expr, f.source).value(Some(&ctx()));
    let details = diags
        .iter()
        .map(|d| format!("{}: {}", d.summary, d.detail))
        .collect();
    (v, details)
}

const BOOL_REQUIRED: &str =
    "Invalid 'for' condition: The 'if' clause value is invalid: bool required, but have list of string.";
const A_BOOL: &str =
    "Invalid 'for' condition: The 'if' clause value is invalid: a bool is required.";
const NULL: &str = "Invalid 'for' condition: The value of the 'if' clause must not be null.";

/// (condition, tuple-form errors, object-form errors); the value is
/// always the unknown `DynamicVal` (unmarked).
const CASES: &[(&str, &[&str], &[&str])] = &[
    // unknown and not convertible to bool: the two orders differ
    ("[ulist, true][x]", &[], &[BOOL_REQUIRED]),
    ("[true, ulist][x]", &[], &[BOOL_REQUIRED]),
    ("[umark, true][x]", &[], &[BOOL_REQUIRED]),
    // unknown first: the tuple form reports nothing more afterwards
    ("[ulist, nb][x]", &[], &[BOOL_REQUIRED]),
    ("[ulist, yes][x]", &[], &[BOOL_REQUIRED]),
    // unknown but convertible: no error in either form
    ("[ubm, true][x]", &[], &[]),
    ("[ustr, true][x]", &[], &[]),
    // null is checked first in both forms
    ("[nb, ulist][x]", &[NULL], &[NULL]),
    // known and not convertible: an error in both
    ("[ybm, true][x]", &[A_BOOL], &[A_BOOL]),
    ("[yes, ulist][x]", &[A_BOOL], &[A_BOOL]),
    ("[\"no\", true][x]", &[A_BOOL], &[A_BOOL]),
    ("[mf, ulist][x]", &[], &[BOOL_REQUIRED]),
];

#[test]
fn condition_check_order_per_form() {
    for (cond, tuple_errs, object_errs) in CASES {
        let (v, d) = eval(&format!("[for x in [0, 1]: x if {cond}]"));
        assert!(
            v == Value::dynamic() && !v.is_marked(),
            "tuple form {cond}: {v:?}"
        );
        assert_eq!(&d, tuple_errs, "tuple form {cond}");
        let (v, d) = eval(&format!("{{for x in [0, 1]: x => x if {cond}}}"));
        assert!(
            v == Value::dynamic() && !v.is_marked(),
            "object form {cond}: {v:?}"
        );
        assert_eq!(&d, object_errs, "object form {cond}");
    }
}

#[test]
fn marked_conditions_mark_the_result() {
    let (v, d) = eval("[for x in [1, 2]: x if mt]");
    assert!(d.is_empty());
    assert_eq!(
        v,
        Value::tuple(vec![Value::from(1), Value::from(2)]).mark("m")
    );
    let (v, d) = eval("{for x in [1, 2]: x => x if mf}");
    assert!(d.is_empty());
    assert_eq!(v, Value::empty_object().mark("m"));
}

#[test]
fn early_check_with_unknown_loop_variables() {
    // unknown list for every element: caught by the early check in both
    // forms, once
    for form in [
        "[for x in [1, 2]: x if ulist]",
        "{for x in [1, 2]: x => x if ulist}",
    ] {
        let (v, d) = eval(form);
        assert!(v == Value::dynamic(), "{form}");
        assert_eq!(d, [BOOL_REQUIRED], "{form}");
    }
    for form in [
        "[for x in [1, 2]: x if nb]",
        "{for x in [1, 2]: x => x if nb}",
    ] {
        let (_, d) = eval(form);
        assert_eq!(
            d,
            ["Condition is null: The value of the 'if' clause must not be null."],
            "{form}"
        );
    }
}

#[test]
fn unknown_marked_collection_gives_plain_dynamic() {
    // go-hcl returns `cty.DynamicVal` (no marks) for an unknown collection.
    for form in ["[for x in umark: x]", "{for x in umark: x => x}"] {
        let (v, d) = eval(form);
        assert!(d.is_empty(), "{form}");
        assert!(v == Value::dynamic() && !v.is_marked(), "{form}: {v:?}");
    }
}
