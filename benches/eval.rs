//! The evaluation workload (`benches/data/eval.hcl`, a copy of
//! `shared/bench/eval.hcl` from `gen_corpus.py`): every attribute evaluated
//! with the host variable `xs = [0, 1, ..., 199999]` and the functions
//! `sum` and `length`, by hcl2 (compiled once, evaluated per iteration) and
//! by hcl-rs (`hcl::eval`) side by side.
//!
//! Run: `cargo bench --bench eval`. Besides criterion's report, a summary
//! table with the per-expression median times and the ratio is printed.

use criterion::{criterion_group, criterion_main, Criterion};
use hcl2::eval::{EvalContext, Expression, NativeExpr};
use hcl2::function::{FuncError, Function, Param};
use hcl2::value::{Number, Type, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

const N: i64 = 200_000;

fn source() -> String {
    let p = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data/eval.hcl");
    std::fs::read_to_string(p).expect("benches/data/eval.hcl")
}

fn hcl2_context() -> EvalContext {
    let xs: Vec<Value> = (0..N).map(Value::from).collect();
    let sum = Function::with_static_type(
        vec![Param::new("list", Type::list(Type::Number))],
        None,
        Type::Number,
        |args: &[Value], _| {
            let mut acc = Number::from_i64(0);
            for v in args[0].elements().unwrap_or(&[]) {
                let n = v
                    .as_number()
                    .ok_or_else(|| FuncError::arg(0, "number required"))?;
                acc = acc.add(n).map_err(|e| FuncError::call(e.to_string()))?;
            }
            Ok(Value::number(acc))
        },
    );
    let length = Function::with_static_type(
        vec![Param::new("value", Type::Dynamic).allow_dynamic_type()],
        None,
        Type::Number,
        |args: &[Value], _| {
            let n = args[0]
                .length_int()
                .ok_or_else(|| FuncError::arg(0, "collection required"))?;
            Ok(Value::from(n as i64))
        },
    );
    EvalContext::with_tables()
        .with_variable("xs", Value::list_of(Type::Number, xs))
        .with_function("sum", sum)
        .with_function("length", length)
}

fn hclrs_context() -> hcl::eval::Context<'static> {
    use hcl::eval::{FuncArgs, FuncDef, ParamType};
    let mut ctx = hcl::eval::Context::new();
    let xs: Vec<hcl::Value> = (0..N).map(hcl::Value::from).collect();
    ctx.declare_var("xs", hcl::Value::Array(xs));
    ctx.declare_func(
        "sum",
        FuncDef::builder()
            .param(ParamType::array_of(ParamType::Number))
            .build(|args: FuncArgs| {
                let mut acc = 0f64;
                for v in args[0].as_array().into_iter().flatten() {
                    acc += v.as_f64().unwrap_or(0.0);
                }
                Ok(hcl::Value::from(acc))
            }),
    );
    ctx.declare_func(
        "length",
        FuncDef::builder()
            .param(ParamType::Any)
            .build(|args: FuncArgs| {
                let n = match &args[0] {
                    hcl::Value::Array(a) => a.len(),
                    hcl::Value::Object(o) => o.len(),
                    hcl::Value::String(s) => s.chars().count(),
                    _ => return Err("collection required".into()),
                };
                Ok(hcl::Value::from(n as u64))
            }),
    );
    ctx
}

struct Case {
    name: String,
    ours: NativeExpr,
    theirs: hcl::Expression,
}

fn cases() -> Vec<Case> {
    let text = source();
    let (file, diags) = hcl2::internal::parser::parse_config(&text, "eval.hcl");
    assert!(!diags.has_errors(), "{diags:?}");
    let body = hcl::parse(&text).expect("hcl-rs parses the workload");
    let mut out = Vec::new();
    for a in file.body.attributes {
        let theirs = body
            .attributes()
            .find(|x| x.key.as_str() == a.name.name.as_str())
            .expect("same attribute")
            .expr
            .clone();
        out.push(Case {
            name: a.name.name.to_string(),
            ours: NativeExpr::new(a.expr, file.source.clone()),
            theirs,
        });
    }
    out
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn bench(c: &mut Criterion) {
    use hcl::eval::Evaluate;
    let ctx = Arc::new(hcl2_context());
    // For profiling: `HCL2_EVAL_PROFILE=name cargo bench --bench eval`
    // evaluates only that attribute, repeatedly, with hcl2.
    if let Ok(name) = std::env::var("HCL2_EVAL_PROFILE") {
        let text = source();
        let (file, _) = hcl2::internal::parser::parse_config(&text, "eval.hcl");
        for a in file.body.attributes {
            if a.name.name.as_str() == name {
                let e = NativeExpr::new(a.expr, file.source.clone());
                for _ in 0..20 {
                    std::hint::black_box(e.value(Some(&ctx)));
                }
            }
        }
        return;
    }
    let rs_ctx = hclrs_context();
    let cases = cases();
    // Compile once up front and check both sides succeed.
    for case in &cases {
        let (_, d) = case.ours.value(Some(&ctx));
        assert!(!d.has_errors(), "{}: {d:?}", case.name);
        case.theirs.evaluate(&rs_ctx).expect("hcl-rs evaluates");
    }
    let mut g = c.benchmark_group("eval");
    g.sample_size(10);
    for case in &cases {
        g.bench_function(format!("hcl2/{}", case.name), |b| {
            b.iter(|| case.ours.value(Some(&ctx)))
        });
        g.bench_function(format!("hcl-rs/{}", case.name), |b| {
            b.iter(|| case.theirs.evaluate(&rs_ctx).expect("ok"))
        });
    }
    g.finish();

    // A compact side-by-side table (medians of 7 runs each).
    let mut tot_ours = Duration::ZERO;
    let mut tot_theirs = Duration::ZERO;
    println!(
        "\n{:<10} {:>12} {:>12} {:>8}",
        "expr", "hcl2", "hcl-rs", "speedup"
    );
    for case in &cases {
        let ours = median(
            (0..7)
                .map(|_| {
                    let t = Instant::now();
                    std::hint::black_box(case.ours.value(Some(&ctx)));
                    t.elapsed()
                })
                .collect(),
        );
        let theirs = median(
            (0..7)
                .map(|_| {
                    let t = Instant::now();
                    std::hint::black_box(case.theirs.evaluate(&rs_ctx).expect("ok"));
                    t.elapsed()
                })
                .collect(),
        );
        tot_ours += ours;
        tot_theirs += theirs;
        println!(
            "{:<10} {:>10.2}ms {:>10.2}ms {:>7.2}x",
            case.name,
            ours.as_secs_f64() * 1e3,
            theirs.as_secs_f64() * 1e3,
            theirs.as_secs_f64() / ours.as_secs_f64()
        );
    }
    println!(
        "{:<10} {:>10.2}ms {:>10.2}ms {:>7.2}x",
        "total",
        tot_ours.as_secs_f64() * 1e3,
        tot_theirs.as_secs_f64() * 1e3,
        tot_theirs.as_secs_f64() / tot_ours.as_secs_f64()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
