//! What the targets share: the evaluation context a host evaluating untrusted configuration
//! would build (the full function library, a few variables, hcl2's default limits scaled
//! down; see [`limits`]).

#![allow(dead_code)]

use hcl2::eval::{EvalContext, Expression};
use hcl2::limits::Limits;
use hcl2::value::{Number, Value};

/// The context every evaluating target uses: `terraform_like()` functions (the standard
/// library, `try`/`can` and the Terraform-style additions), variables of each kind, and
/// the default limits as one budget shared by every expression of the input.
pub fn context() -> EvalContext {
    let mut ctx = EvalContext::with_tables().with_functions(hcl2::ext::library::terraform_like());
    ctx.set_variable("s", Value::string("hello"));
    ctx.set_variable("n", Value::number(Number::from_i64(42)));
    ctx.set_variable("b", Value::bool(true));
    ctx.set_variable(
        "l",
        Value::list(vec![
            Value::string("a"),
            Value::string("b"),
            Value::string("c"),
        ])
        .expect("one element type"),
    );
    ctx.set_variable(
        "m",
        Value::map([
            ("x", Value::number(Number::from_i64(1))),
            ("y", Value::number(Number::from_i64(2))),
        ])
        .expect("one element type"),
    );
    ctx.set_variable(
        "o",
        Value::object([
            ("name", Value::string("web")),
            (
                "ports",
                Value::tuple(vec![Value::number(Number::from_i64(80))]),
            ),
        ]),
    );
    ctx.set_variable("nul", Value::null(hcl2::value::Type::String));
    ctx.set_variable("unk", Value::unknown(hcl2::value::Type::Dynamic));
    ctx.set_limits(limits());
    ctx
}

/// hcl2's default limits with the work and size budgets divided by `HCL2_FUZZ_LIMIT_DIVISOR`
/// (default 10; 1 gives the defaults). An input that exhausts the default budget runs for
/// about 2 s in a release build and four times as long in the instrumented build, over
/// libFuzzer's 2 s timeout; with a tenth of the budget, an input that still times out does
/// work the budget does not count, which is what the campaign looks for.
pub fn limits() -> Limits {
    let d = std::env::var("HCL2_FUZZ_LIMIT_DIVISOR")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|&d| d > 0)
        .unwrap_or(10);
    let l = Limits::default();
    Limits {
        max_string_bytes: l.max_string_bytes / d,
        max_elements: l.max_elements / d,
        max_steps: l.max_steps / d,
        ..l
    }
}

/// Evaluates `expr` in `ctx`, then spells the value out as JSON the way `hcl eval` does
/// (bounded by the same budget), so the output path is exercised too.
pub fn eval_and_spell(expr: &dyn Expression, ctx: &EvalContext) {
    let (v, _diags) = expr.value(Some(ctx));
    spell(&v, ctx);
}

/// Spells `v` out as JSON within the context's budget.
/// Decodes `body` with a loaded spec file as hcldec does: the spec's variables and
/// functions in a context with the fuzzing limits, the spec's variable references first,
/// then the decoded value spelled out.
pub fn decode_with_spec(body: &dyn hcl2::body::Body, spec: &hcl2::spec::file::SpecFile) {
    let mut ctx = EvalContext::new();
    ctx.set_variables(Some(spec.variables.clone().into_iter().collect()));
    ctx.set_functions(Some(spec.functions.clone()));
    ctx.set_limits(limits());
    let _refs = hcl2::spec::variables(body, &spec.root);
    let (v, _d) = hcl2::spec::decode(body, &spec.root, Some(&ctx));
    spell(&v, &ctx);
}

pub fn spell(v: &Value, ctx: &EvalContext) {
    hcl2::limits::metered(ctx.budget(), || {
        if hcl2::function::lib::check_spelled(v).is_ok() {
            let _ = hcl2::value::json::marshal(v, v.ty());
        }
    });
}
