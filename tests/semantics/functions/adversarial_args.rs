//! Every function of the complete library called with hostile arguments:
//! numbers at and past every integer width, huge and tiny exponents,
//! format verbs with enormous widths, JSON documents with huge numbers,
//! durations and timestamps out of range, odd Unicode, empty and nested
//! collections. Each call must end with a value or a diagnostic, within
//! the default evaluation limits, without a function implementation
//! panicking (a panic is caught at the function boundary as a last
//! resort; here it is a failure, with the call that caused it).
//!
//! Calls are built from each function's signature: every argument
//! position in turn runs through the whole pool while the other positions
//! hold an ordinary value of their parameter's type, and then a seeded
//! sample of calls draws every argument from the pool.

use hcl2::ext::library;
use hcl2::function::Function;
use hcl2::{EvalContext, Type};
use std::time::{Duration, Instant};

/// Argument expressions: each is valid HCL on its own.
const POOL: &[&str] = &[
    // numbers around the integer widths, and extreme magnitudes
    "0",
    "-1",
    "1.5",
    "-0.5",
    "0.1",
    "2147483647",
    "2147483648",
    "-2147483649",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551616",
    "123456789012345678901234567890123456789",
    "1e308",
    "-1e308",
    "1e309",
    "1e-320",
    "1e9999999",
    "-1e9999999",
    "1e-9999999",
    "1/0",
    "-1/0",
    // strings: format verbs, templates, JSON, time, regex, encodings
    "\"\"",
    "\"a\"",
    "\"%\"",
    "\"%d\"",
    "\"%99999999999999999999d\"",
    "\"%.99999999999f\"",
    "\"%-1000001s%v\"",
    "\"%[99999999999]d\"",
    "\"%*d\"",
    "\"%%{\"",
    "\"$${x}\"",
    "\"\\u0000\"",
    "\"é\\u0301🎉\"",
    "\"\\n\\n\\t\"",
    "\"-1\"",
    "\"1e400\"",
    "\"1e99999999\"",
    "\"0x7fffffffffffffffff\"",
    "\"[1e99999999, -1e-99999999, 123456789012345678901234567890]\"",
    "\"{\\\"a\\\": [[[[1]]]], \\\"b\\\": null}\"",
    "\"[[[[[[[[[[[[[[[[[[[[\"",
    "\"2006-01-02T15:04:05Z\"",
    "\"9999-12-31T23:59:59+23:59\"",
    "\"0000-01-01T00:00:00Z\"",
    "\"99999999999999999999h\"",
    "\"-9223372036854775808ns\"",
    "\"1.5h2m\"",
    "\"(?<n>a)\"",
    "\"a{99999}{99999}\"",
    "\"(((((((((((((((((((((a)))))))))))))))))))))\"",
    "\"10.0.0.0/8\"",
    "\"::/0\"",
    "\"255.255.255.255/33\"",
    "\"YWJj\"",
    "\"====\"",
    "\"DD MMM YYYY hh:mm ZZZZZ\"",
    // bools and null
    "true",
    "false",
    "null",
    // collections
    "[]",
    "{}",
    "[1, 2, 3]",
    "[\"a\", \"b\", \"a\"]",
    "[[1, 2], [3]]",
    "[[], [[]], [[[]]]]",
    "[1, \"a\", true, null]",
    "{a = 1, b = \"x\"}",
    "{a = [1], b = {c = 2}}",
    "tolist([])",
    "toset([\"a\", \"b\"])",
    "tomap({a = \"b\"})",
    "[for i in range(64) : [i, -i]]",
    "[9223372036854775807, -9223372036854775808, 1e308]",
    // large collections and strings built from a few bytes of source
    "range(20000)",
    "[for i in range(20000) : \"x${i % 5000}\"]",
    "{for i in range(5000) : \"k${i}\" => [i]}",
    "join(\"\", [for i in range(20000) : \"ab\\n\"])",
];

/// Calls per function and arity whose every argument is drawn from the pool.
const SAMPLE: usize = 300;

/// An ordinary argument of type `ty`.
fn ordinary(ty: &Type) -> String {
    match ty {
        Type::Number => "2".into(),
        Type::String => "\"ab\"".into(),
        Type::Bool => "true".into(),
        Type::List(e) | Type::Set(e) => format!("[{0}, {0}]", ordinary(e)),
        Type::Map(e) => format!("{{a = {0}, b = {0}}}", ordinary(e)),
        Type::Tuple(ts) => {
            let parts: Vec<String> = ts.iter().map(ordinary).collect();
            format!("[{}]", parts.join(", "))
        }
        Type::Object(o) => {
            let parts: Vec<String> = o
                .attrs()
                .iter()
                .map(|a| format!("{} = {}", a.name, ordinary(&a.ty)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        _ => "[\"a\", \"b\"]".into(),
    }
}

/// The parameter types of a call with `n` arguments.
fn param_types(f: &Function, n: usize) -> Vec<Type> {
    (0..n)
        .map(|i| {
            f.param_for_arg(i)
                .map(|p| p.ty.clone())
                .unwrap_or(Type::Dynamic)
        })
        .collect()
}

/// A small deterministic generator (the sample is the same on every run).
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

struct Outcome {
    calls: usize,
    slowest: (Duration, String),
    failures: Vec<String>,
}

fn run(ctx: &EvalContext, src: &str, out: &mut Outcome) {
    let (expr, diags) = hcl2::parse_expression(src, "<call>", &hcl2::Limits::default());
    assert!(!diags.has_errors(), "{src}: does not parse: {diags:?}");
    let t = Instant::now();
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        hcl2::limits::metered(None, || {
            let (_value, _diags) = expr.value(Some(ctx));
            hcl2::limits::panicked()
        })
    }));
    let took = t.elapsed();
    out.calls += 1;
    match caught {
        Ok(false) => {}
        Ok(true) => out
            .failures
            .push(format!("{src}: a function implementation panicked")),
        Err(_) => out.failures.push(format!("{src}: the evaluation panicked")),
    }
    if took > out.slowest.0 {
        out.slowest = (took, src.to_string());
    }
}

#[test]
fn every_function_survives_hostile_arguments() {
    let functions = library::terraform_like();
    let ctx = EvalContext::new().with_functions(functions.clone());
    let mut out = Outcome {
        calls: 0,
        slowest: (Duration::ZERO, String::new()),
        failures: Vec::new(),
    };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut names = functions.names();
    names.sort_unstable();
    let mut functions_called = 0;
    for name in names {
        let f = functions.get(name).expect("listed function");
        let fixed = f.params().len();
        let arities: Vec<usize> = if f.var_param().is_some() {
            vec![fixed, fixed + 1, fixed + 2]
        } else {
            vec![fixed]
        };
        functions_called += 1;
        for n in arities {
            if n == 0 {
                run(&ctx, &format!("{name}()"), &mut out);
                continue;
            }
            let tys = param_types(f, n);
            let base: Vec<String> = tys.iter().map(ordinary).collect();
            for pos in 0..n {
                for arg in POOL {
                    let mut args = base.clone();
                    args[pos] = (*arg).to_string();
                    run(&ctx, &format!("{name}({})", args.join(", ")), &mut out);
                }
            }
            for _ in 0..SAMPLE {
                let args: Vec<&str> = (0..n).map(|_| POOL[rng.below(POOL.len())]).collect();
                run(&ctx, &format!("{name}({})", args.join(", ")), &mut out);
            }
        }
    }
    eprintln!(
        "{} calls of {functions_called} functions; slowest {:?}: {}",
        out.calls, out.slowest.0, out.slowest.1
    );
    // every function of the library with every feature on (91), fewer
    // when a function group is left out of the build
    assert!(functions_called >= 60, "only {functions_called} functions");
    assert!(out.calls >= 45_000, "only {} calls", out.calls);
    assert!(
        out.failures.is_empty(),
        "{} calls panicked:\n{}",
        out.failures.len(),
        out.failures.join("\n")
    );
    // the bound of the adversarial suite (tests/adversarial): a few
    // seconds per input at most, under the default limits
    assert!(
        out.slowest.0 < Duration::from_secs(5),
        "{} took {:?}",
        out.slowest.1,
        out.slowest.0
    );
}
