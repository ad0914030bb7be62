//! Templates in JSON strings are parsed once per string, however often the
//! expression is evaluated: repeated `value()` / `variables()` calls give the
//! same values, diagnostics (with ranges mapped into the JSON file) and
//! traversals as the first, and the expression stays shareable across
//! threads. `cargo test --release --test syntax json::template_once -- --nocapture`
//! prints the time of 10,000 evaluations.

use hcl2::eval::{EvalContext, Expression};
use hcl2::internal::json::{self, JsonExpr};
use hcl2::value::{Number, Value};
use std::sync::Arc;
use std::time::Instant;

const SRC: &str = r#"{
  "greeting": "Hello, ${name}! %{ for i, x in items }${i}:${upper_ok ? x : x}%{ if i < 2 },%{ endif }%{ endfor }",
  "sum": "${1 + 2 * length_hint}",
  "list": ["${name}", "plain", "${items[1]}"],
  "${name}-key": {"nested": "${items[0]}-${name}"}
}"#;

fn ctx() -> EvalContext {
    EvalContext::new()
        .with_variable("name", Value::string("world"))
        .with_variable(
            "items",
            Value::tuple(vec![
                Value::string("a"),
                Value::string("b"),
                Value::string("c"),
            ]),
        )
        .with_variable("upper_ok", Value::bool(true))
        .with_variable("length_hint", Value::number(Number::from_i64(3)))
}

fn parse() -> JsonExpr {
    let (e, d) = json::parse_expression(SRC, "t.json");
    assert!(!d.has_errors(), "{d:?}");
    e
}

fn render(e: &JsonExpr, ctx: &EvalContext) -> String {
    let (v, d) = e.value(Some(ctx));
    format!("{v:?} {:?}", d.0)
}

#[test]
fn repeated_evaluation_is_stable() {
    let e = parse();
    let ctx = ctx();
    let first = render(&e, &ctx);
    assert!(first.contains("Hello, world! 0:a,1:b,2:c"), "{first}");
    assert!(first.contains("world-key"), "{first}");
    let vars: Vec<String> = e.variables().iter().map(|t| format!("{t:?}")).collect();
    assert_eq!(vars.len(), 9, "{vars:?}");
    for _ in 0..50 {
        assert_eq!(render(&e, &ctx), first);
        let again: Vec<String> = e.variables().iter().map(|t| format!("{t:?}")).collect();
        assert_eq!(again, vars);
    }
    // Without a context strings are literal, before and after templates
    // were parsed.
    let (lit, d) = e.value(None);
    assert!(!d.has_errors());
    assert!(format!("{lit:?}").contains("${name}-key"));
}

#[test]
fn diagnostics_repeat_with_mapped_ranges() {
    // A template syntax error and an evaluation error: each reported on
    // every evaluation, at the same position in the JSON file (as the
    // reference hcldec reports them for this input).
    let src = "{\n  \"bad\": \"${1 +}\",\n  \"var\": \"${nope}\"\n}";
    let (e, d) = json::parse_expression(src, "d.json");
    assert!(!d.has_errors());
    let ctx = ctx();
    let (_, first) = e.value(Some(&ctx));
    let ranges: Vec<String> = first
        .0
        .iter()
        .map(|d| {
            let r = d.subject.as_ref().expect("subject");
            format!(
                "{} {}:{}-{}:{} bytes {}-{}",
                d.summary,
                r.start.line,
                r.start.column,
                r.end.line,
                r.end.column,
                r.start.byte,
                r.end.byte
            )
        })
        .collect();
    assert_eq!(
        ranges,
        [
            "Invalid expression 2:16-2:17 bytes 17-18",
            "Unknown variable 3:13-3:17 bytes 33-37"
        ]
    );
    for _ in 0..20 {
        let (_, again) = e.value(Some(&ctx));
        assert_eq!(format!("{again:?}"), format!("{first:?}"));
    }
}

#[test]
fn shared_across_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<JsonExpr>();
    let e = Arc::new(parse());
    let expected = render(&e, &ctx());
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let e = e.clone();
            std::thread::spawn(move || {
                let ctx = ctx();
                (0..100).map(|_| render(&e, &ctx)).collect::<Vec<_>>()
            })
        })
        .collect();
    for h in handles {
        for got in h.join().unwrap() {
            assert_eq!(got, expected);
        }
    }
}

#[test]
fn measure_ten_thousand_evaluations() {
    let e = parse();
    let ctx = ctx();
    let n = 10_000;
    let t = Instant::now();
    for _ in 0..n {
        let (v, d) = e.value(Some(&ctx));
        assert!(!d.has_errors());
        std::hint::black_box(v);
    }
    let dt = t.elapsed();
    let t2 = Instant::now();
    for _ in 0..n {
        std::hint::black_box(e.variables());
    }
    let dt2 = t2.elapsed();
    println!(
        "json template: {n} value() calls in {:.1} ms ({:.2} us each); {n} variables() calls in {:.1} ms",
        dt.as_secs_f64() * 1e3,
        dt.as_secs_f64() * 1e6 / n as f64,
        dt2.as_secs_f64() * 1e3
    );
}
