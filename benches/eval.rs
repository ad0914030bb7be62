//! The evaluation workload (`benches/data/eval.hcl`, a copy of
//! `shared/bench/eval.hcl` from `gen_corpus.py`): every attribute evaluated
//! with the host variable `xs = [0, 1, ..., 199999]` and the functions
//! `sum` and `length`, by hcl2 (compiled once, evaluated per iteration) and
//! by hcl-rs (`hcl::eval`) side by side.
//!
//! Run: `cargo bench --bench eval`. Besides criterion's report, a summary
//! table with the per-expression median times and the ratio is printed.
//!
//! The cost of the evaluation budget (`hcl2::limits`): the group `limits` evaluates each
//! attribute in a context with the default limits set and in one with `Limits::unlimited()`
//! (the budget is refilled before each evaluation in both), and a second table gives the
//! medians of interleaved runs (default, unlimited, no limits set, hcl-rs, in turn) with
//! the difference: `cargo bench --bench eval -- limits`.

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
            ours: hcl2::internal::native_expr(a.expr, file.source.clone()),
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
                let e = hcl2::internal::native_expr(a.expr, file.source.clone());
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

    limits_overhead(c, &cases, &rs_ctx);

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

/// The workload in three hcl2 contexts: default limits set (one budget, refilled before
/// each evaluation), `Limits::unlimited()` set (likewise: the same counting, bounds never
/// reached), and no limits set (each evaluation metered with a fresh default budget);
/// hcl-rs beside them.
fn limits_overhead(c: &mut Criterion, cases: &[Case], rs_ctx: &hcl::eval::Context<'static>) {
    use hcl::eval::Evaluate;
    use hcl2::limits::Limits;
    let with = |l: Limits| {
        let mut ctx = hcl2_context();
        ctx.set_limits(l);
        Arc::new(ctx)
    };
    let default = with(Limits::default());
    let unlimited = with(Limits::unlimited());
    let unset = Arc::new(hcl2_context());
    let eval = |ctx: &EvalContext, case: &Case| {
        ctx.reset_budget();
        let r = case.ours.value(Some(ctx));
        debug_assert!(!r.1.has_errors());
        r
    };
    for case in cases {
        for ctx in [&default, &unlimited] {
            let (_, d) = eval(ctx, case);
            assert!(!d.has_errors(), "{}: {d:?}", case.name);
        }
    }
    let mut g = c.benchmark_group("limits");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(2));
    for case in cases {
        g.bench_function(format!("default/{}", case.name), |b| {
            b.iter(|| eval(&default, case))
        });
        g.bench_function(format!("unlimited/{}", case.name), |b| {
            b.iter(|| eval(&unlimited, case))
        });
    }
    g.finish();

    let runs: usize = std::env::var("HCL2_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    let time = |f: &dyn Fn()| {
        let t = Instant::now();
        f();
        t.elapsed()
    };
    println!(
        "\nbudget overhead (medians of {runs} interleaved runs)\n{:<10} {:>11} {:>11} {:>11} {:>11} {:>9}",
        "expr", "default", "unlimited", "unset", "hcl-rs", "def/unl"
    );
    let mut tot = [Duration::ZERO; 4];
    for case in cases {
        let mut t: [Vec<Duration>; 4] = Default::default();
        for _ in 0..runs {
            t[0].push(time(&|| {
                std::hint::black_box(eval(&default, case));
            }));
            t[1].push(time(&|| {
                std::hint::black_box(eval(&unlimited, case));
            }));
            t[2].push(time(&|| {
                std::hint::black_box(case.ours.value(Some(&unset)));
            }));
            t[3].push(time(&|| {
                std::hint::black_box(case.theirs.evaluate(rs_ctx).expect("ok"));
            }));
        }
        let m: Vec<Duration> = t.into_iter().map(median).collect();
        for (a, b) in tot.iter_mut().zip(&m) {
            *a += *b;
        }
        println!(
            "{:<10} {:>9.3}ms {:>9.3}ms {:>9.3}ms {:>9.3}ms {:>+8.1}%",
            case.name,
            m[0].as_secs_f64() * 1e3,
            m[1].as_secs_f64() * 1e3,
            m[2].as_secs_f64() * 1e3,
            m[3].as_secs_f64() * 1e3,
            (m[0].as_secs_f64() / m[1].as_secs_f64() - 1.0) * 100.0
        );
    }
    println!(
        "{:<10} {:>9.3}ms {:>9.3}ms {:>9.3}ms {:>9.3}ms {:>+8.1}%",
        "total",
        tot[0].as_secs_f64() * 1e3,
        tot[1].as_secs_f64() * 1e3,
        tot[2].as_secs_f64() * 1e3,
        tot[3].as_secs_f64() * 1e3,
        (tot[0].as_secs_f64() / tot[1].as_secs_f64() - 1.0) * 100.0
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
