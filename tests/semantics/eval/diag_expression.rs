//! Evaluation errors carry the expression that failed (`FailedExpr`):
//! its range and the values of the variables inside it, rendered as notes
//! ("var.env is \"prod\""). The `--diags=json` form is unchanged (the
//! reference's shape, checked byte for byte against `hcleval`).

use crate::common::{hcleval, Output};
use hcl2::diagnostic::FailedExpr;
use hcl2::eval::{EvalContext, Expression};
use hcl2::value::{Type, Value};

/// `src` as `in.hcl` through `hcl eval --hcleval --functions=cty ARGS`.
fn run(src: &str, args: &[&str]) -> Output {
    let dir = std::env::temp_dir().join(format!(
        "hcl2-diag-expr-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("in.hcl"), src).unwrap();
    let mut a = vec!["--functions=cty"];
    a.extend_from_slice(args);
    a.push("in.hcl");
    let out = hcleval(&dir, &a);
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn failed(src: &str, ctx: &EvalContext) -> Vec<Option<FailedExpr>> {
    let (f, d) = hcl2::internal::parser::parse_config(src, "t.hcl");
    assert!(!d.has_errors());
    let a = f.body.attributes.into_iter().next().unwrap();
    let e = hcl2::internal::native_expr(a.expr, f.source);
    let (_, diags) = e.value(Some(ctx));
    diags
        .iter()
        .map(|d| d.expression.as_deref().cloned())
        .collect()
}

fn ctx() -> EvalContext {
    EvalContext::with_tables()
        .with_variable(
            "var",
            Value::object([
                ("env", Value::string("prod")),
                (
                    "zones",
                    Value::list_of(
                        Type::String,
                        vec![Value::string("a"), Value::string("b"), Value::string("c")],
                    ),
                ),
                ("nothing", Value::null(Type::String)),
                ("later", Value::unknown(Type::Number)),
            ]),
        )
        .with_variable("n", Value::from(2))
}

fn values(fe: &Option<FailedExpr>) -> Vec<(&str, &str)> {
    fe.as_ref()
        .unwrap()
        .values
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect()
}

#[test]
fn binary_operand_error_names_the_variables_of_the_operand() {
    // as the reference: the failing expression is the operand `var.env`
    let f = failed("a = var.env + n + var.env\n", &ctx());
    // (the second `+` fails on its right operand too)
    assert_eq!(f.len(), 2);
    let fe = f[0].as_ref().unwrap();
    assert_eq!((fe.range.start.column, fe.range.end.column), (5, 12));
    assert_eq!(values(&f[0]), [("var.env", "\"prod\"")]);
}

#[test]
fn call_errors_name_the_whole_call() {
    let f = failed("a = upper(var.env, n) + n\n", &ctx());
    assert_eq!(f.len(), 1);
    assert_eq!(values(&f[0]), [("n", "2"), ("var.env", "\"prod\"")]);
}

#[test]
fn descriptions_of_values() {
    let f = failed(
        "a = [var.zones, var.nothing, var.later, var.env, {k = n}][0] + var.zones\n",
        &ctx(),
    );
    assert_eq!(
        values(&f[0]),
        [
            ("n", "2"),
            ("var.env", "\"prod\""),
            ("var.later", "known after apply"),
            ("var.nothing", "null"),
            ("var.zones", "list of string with 3 elements"),
        ]
    );
}

#[test]
fn only_variables_inside_the_failing_expression() {
    let f = failed("a = [n, var.env, upper(var.zones)]\n", &ctx());
    assert_eq!(f.len(), 1);
    assert_eq!(
        values(&f[0]),
        [("var.zones", "list of string with 3 elements")]
    );
}

#[test]
fn no_expression_without_errors() {
    let (f, _) = hcl2::internal::parser::parse_config("a = var.env\n", "t.hcl");
    let a = f.body.attributes.into_iter().next().unwrap();
    let (v, d) = hcl2::internal::native_expr(a.expr, f.source).value(Some(&ctx()));
    assert!(d.is_empty());
    assert_eq!(v, Value::string("prod"));
}

const VARS: &str = r#"{"var": {"env": "prod", "zones": ["a", "b"], "none": null}}"#;

#[test]
fn rendered_notes() {
    let o = run("a = var.env * 2\n", &["-V", VARS]);
    assert_eq!(o.status, 2);
    assert_eq!(
        o.stderr,
        "Error: Invalid operand
   ╭─[ in.hcl:1:5 ]
   │
 1 │ a = var.env * 2
   │     ───┬───  
   │        ╰───── Unsuitable value for left operand: a number is required.
   │ 
   │ Note: var.env is \"prod\"
───╯
"
    );
}

#[test]
fn rendered_notes_are_sorted_and_deduplicated() {
    let o = run(
        "a = \"${var.none}${var.zones}${var.none}\"\nb = [var.zones, var.env, var.zones, var.none][0] * 2\n",
        &["-V", VARS],
    );
    assert_eq!(o.status, 2);
    // one diagnostic per failing part, each naming only its variable
    assert_eq!(
        o.stderr.matches("Note: var.none is null").count(),
        2,
        "{}",
        o.stderr
    );
    // the tuple operand: sorted, each variable once
    assert!(
        o.stderr.contains(
            "Note 1: var.env is \"prod\"\n   │ \n   │ Note 2: var.none is null\n   │ \n   │ Note 3: var.zones is tuple with 2 elements\n"
        ),
        "{}",
        o.stderr
    );
}

/// The JSON form has no trace of the expression: byte-identical to the
/// reference's (`hcleval --diags=json` on the same input gives this).
#[test]
fn json_diagnostics_unchanged() {
    let o = run("a = var.env * 2\n", &["-V", VARS, "--diags=json"]);
    assert_eq!(o.status, 2);
    assert!(!o.stderr.contains("expression"), "{}", o.stderr);
    assert!(!o.stderr.contains("prod"), "{}", o.stderr);
}
