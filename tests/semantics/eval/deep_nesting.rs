//! Expressions nested as deep as the parser accepts compile, evaluate,
//! convert, compare, print and drop without overflowing the stack. Every
//! case runs the `hcl eval` program (`--hcleval --functions=cty`) with a
//! 2 MiB stack (`ulimit -s 2048`, the default size of test threads). Expected values are derived from the construction (and
//! agree with the reference `hcleval` where it copes, see each case).

use crate::common::{hcl_bin, Output};

/// The deepest `n` for which `make(n)` parses (the parser's limit is
/// 50,000 levels of brackets and operators in all; constructs use one or
/// more levels each). Found by bisection, so every case runs exactly at
/// the limit.
///
/// `HCL2_TEST_MAX_DEPTH=N` caps the depth at `N` (the limit is still
/// found and checked): `.ci/sanitize` sets it, because under
/// AddressSanitizer or valgrind one process at the full depth runs for
/// many minutes, and those runs look for memory errors, not for the
/// stack's size.
fn limit(make: impl Fn(usize) -> String) -> usize {
    let cap = std::env::var("HCL2_TEST_MAX_DEPTH")
        .ok()
        .map(|v| v.parse::<usize>().expect("HCL2_TEST_MAX_DEPTH is a number"));
    let n = limit_uncapped(make);
    cap.map_or(n, |cap| n.min(cap))
}

fn limit_uncapped(make: impl Fn(usize) -> String) -> usize {
    let parses = |n: usize| {
        let src = format!("a = {}\n", make(n));
        !hcl2::internal::parser::parse_config(&src, "t.hcl")
            .1
            .has_errors()
    };
    let (mut lo, mut hi) = (1usize, 200_000usize);
    assert!(parses(lo) && !parses(hi));
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if parses(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

fn eval_on_small_stack(src: String, extra: &[&str]) -> Output {
    let dir = std::env::temp_dir().join(format!(
        "hcl2-deep-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("in.hcl"), src).unwrap();
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -s 2048 && exec \"$0\" eval --hcleval --functions=cty \"$@\" in.hcl")
        .arg(hcl_bin())
        .args(extra)
        .current_dir(&dir)
        .output()
        .expect("run hcl");
    let _ = std::fs::remove_dir_all(&dir);
    let out = Output::from(out);
    assert!(
        (0..=2).contains(&out.status),
        "no stack overflow or panic: status {}\n{}",
        out.status,
        &out.stderr[..out.stderr.len().min(2000)]
    );
    out
}

fn ok(src: String, extra: &[&str]) -> String {
    let o = eval_on_small_stack(src, extra);
    assert_eq!(o.status, 0, "{}", &o.stderr[..o.stderr.len().min(2000)]);
    o.stdout
}

fn nest(open: &str, mid: &str, close: &str, n: usize) -> String {
    let mut s = String::with_capacity(n * (open.len() + close.len()) + mid.len());
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(mid);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

#[test]
fn brackets() {
    let n = limit(|n| nest("[", "1", "]", n));
    eprintln!("brackets: {n}");
    let e = nest("[", "1", "]", n);
    let out = ok(format!("a = {e}\n"), &[]);
    assert_eq!(out, format!("{{\"a\":{e}}}\n"));
}

/// Runs `make(300)` and checks the output.
fn fixed(name: &str, make: impl Fn(usize) -> String, expect: impl Fn(usize) -> String) {
    let n = 300;
    let t = std::time::Instant::now();
    let out = ok(format!("a = {}\n", make(n)), &[]);
    eprintln!("{name}: depth {n} in {:?}", t.elapsed());
    assert!(out == expect(n), "{name}: {}", &out[..out.len().min(300)]);
}

/// Runs `make(n)` at the parser's limit and checks the output.
fn at_limit(name: &str, make: impl Fn(usize) -> String, expect: impl Fn(usize) -> String) {
    at_limit_with(name, &[], make, expect)
}

fn at_limit_with(
    name: &str,
    extra: &[&str],
    make: impl Fn(usize) -> String,
    expect: impl Fn(usize) -> String,
) {
    let n = limit(&make);
    let t = std::time::Instant::now();
    let out = ok(format!("a = {}\n", make(n)), extra);
    eprintln!("{name}: depth {n} in {:?}", t.elapsed());
    assert!(out == expect(n), "{name}: {}", &out[..out.len().min(300)]);
}

fn tuple_type(n: usize) -> String {
    nest("[\"tuple\",[", "\"number\"", "]]", n)
}

#[test]
fn brackets_with_type() {
    at_limit_with(
        "brackets --with-type",
        &["--with-type"],
        |n| nest("[", "1", "]", n),
        |n| {
            format!(
                "{{\"value\":{{\"a\":{}}},\"type\":[\"object\",{{\"a\":{}}}]}}\n",
                nest("[", "1", "]", n),
                tuple_type(n)
            )
        },
    );
}

#[test]
fn objects() {
    at_limit(
        "objects",
        |n| nest("{a=", "1", "}", n),
        |n| format!("{{\"a\":{}}}\n", nest("{\"a\":", "1", "}", n)),
    );
}

#[test]
fn parens_and_variables() {
    at_limit_with(
        "parens",
        &["-V", r#"{"x": 7}"#],
        |n| nest("(", "x", ")", n),
        |_| "{\"a\":7}\n".into(),
    );
}

#[test]
fn unary_chains() {
    at_limit(
        "negation",
        |n| "-".repeat(n) + "1",
        |n| format!("{{\"a\":{}}}\n", if n % 2 == 1 { "-1" } else { "1" }),
    );
    at_limit(
        "not",
        |n| "!".repeat(n) + "true",
        |n| format!("{{\"a\":{}}}\n", n % 2 == 0),
    );
    at_limit(
        "negation in parens",
        |n| nest("-(", "1", ")", n),
        |n| format!("{{\"a\":{}}}\n", if n % 2 == 1 { "-1" } else { "1" }),
    );
}

#[test]
fn index_and_attribute_chains() {
    at_limit(
        "index chain",
        |n| nest("[", "1", "]", n) + &"[0]".repeat(n),
        |_| "{\"a\":1}\n".into(),
    );
    at_limit(
        "attribute chain",
        |n| nest("{a=", "1", "}", n) + &".a".repeat(n),
        |_| "{\"a\":1}\n".into(),
    );
}

#[test]
fn templates() {
    at_limit(
        "lone interpolations",
        |n| nest("\"${", "1", "}\"", n),
        |_| "{\"a\":1}\n".into(),
    );
    // Each level builds its own copy of the text below it: about n^2/2 bytes
    // (~300 MB at the limit) in all, past the default string budget, so
    // this case (about stack depth, not the budget) raises that limit.
    at_limit_with(
        "interpolations with text",
        &["--max-string-bytes", "1000000000"],
        |n| nest("\"a${", "\"\"", "}\"", n),
        |n| format!("{{\"a\":\"{}\"}}\n", "a".repeat(n)),
    );
    at_limit(
        "if directives",
        |n| format!("\"{}x{}\"", "%{if true}".repeat(n), "%{endif}".repeat(n)),
        |_| "{\"a\":\"x\"}\n".into(),
    );
    at_limit(
        "for directives",
        |n| {
            format!(
                "\"{}x{}\"",
                "%{for i in [1]}".repeat(n),
                "%{endfor}".repeat(n)
            )
        },
        |_| "{\"a\":\"x\"}\n".into(),
    );
}

#[test]
fn for_expressions() {
    at_limit(
        "tuple for",
        |n| nest("[for x in [1]: ", "x", "]", n),
        |n| format!("{{\"a\":{}}}\n", nest("[", "1", "]", n)),
    );
    at_limit(
        "object for",
        |n| nest("{for k, v in {a=1}: k => ", "v", "}", n),
        |n| format!("{{\"a\":{}}}\n", nest("{\"a\":", "1", "}", n)),
    );
    at_limit(
        "for over outer variables",
        |n| {
            let mut s = String::new();
            for i in 0..n {
                s.push_str(&format!("[for x{i} in [{i}]: "));
            }
            s.push_str(&format!("x{}", n / 2));
            s.push_str(&"]".repeat(n));
            s
        },
        |n| format!("{{\"a\":{}}}\n", nest("[", &(n / 2).to_string(), "]", n)),
    );
}

#[test]
fn function_calls() {
    at_limit(
        "abs",
        |n| nest("abs(", "-1", ")", n),
        |_| "{\"a\":1}\n".into(),
    );
    // Each `try` level looks for unknowns among the variables of its whole
    // argument and compiles it on its own (as the reference walks it), so
    // nested `try` is quadratic: it is checked at 2,000 levels.
    let n = 2_000;
    let t = std::time::Instant::now();
    let out = ok(format!("a = {}\n", nest("try(", "1", ")", n)), &[]);
    eprintln!("try: depth {n} in {:?}", t.elapsed());
    assert_eq!(out, "{\"a\":1}\n");
    let out = ok(
        format!("a = {}\n", nest("upper(try(", "\"a\"", "))", n / 2)),
        &[],
    );
    assert_eq!(out, "{\"a\":\"A\"}\n");
}

#[test]
fn operator_chains() {
    at_limit(
        "sum",
        |n| "1".to_string() + &" + 1".repeat(n),
        |n| format!("{{\"a\":{}}}\n", n + 1),
    );
    at_limit(
        "and",
        |n| "true".to_string() + &" && true".repeat(n),
        |_| "{\"a\":true}\n".into(),
    );
    at_limit(
        "right-nested conditionals",
        |n| nest("true ? ", "1", " : 0", n),
        |_| "{\"a\":1}\n".into(),
    );
    at_limit(
        "conditional chain",
        |n| "false ? 0 : ".repeat(n) + "1",
        |_| "{\"a\":1}\n".into(),
    );
}

#[test]
fn splat_chains() {
    at_limit(
        "splats",
        |n| nest("[", "1", "]", n) + &"[*]".repeat(n),
        |n| format!("{{\"a\":{}}}\n", nest("[", "1", "]", n)),
    );
}

#[test]
fn deep_values_compare_and_convert() {
    at_limit(
        "equality",
        |n| format!("{} == {}", nest("[", "1", "]", n), nest("[", "1", "]", n)),
        |_| "{\"a\":true}\n".into(),
    );
    at_limit(
        "unequal",
        |n| format!("{} != {}", nest("[", "1", "]", n), nest("[", "2", "]", n)),
        |_| "{\"a\":true}\n".into(),
    );
    // Unifying the element types converts the number at the bottom. Type
    // unification compares types level by level, and so grows faster than
    // linearly with depth, as the reference's does (400 levels: reference
    // 0.37 s, ours 0.23 s): checked at 300 levels.
    fixed(
        "unify and convert",
        |n| {
            format!(
                "tolist([{}, {}])",
                nest("[", "1", "]", n),
                nest("[", "\"a\"", "]", n)
            )
        },
        |n| {
            format!(
                "{{\"a\":[{},{}]}}\n",
                nest("[", "\"1\"", "]", n),
                nest("[", "\"a\"", "]", n)
            )
        },
    );
    fixed(
        "conditional unification",
        |n| {
            format!(
                "true ? {} : {}",
                nest("{a=", "1", "}", n),
                nest("{a=", "\"a\"", "}", n)
            )
        },
        |n| format!("{{\"a\":{}}}\n", nest("{\"a\":", "\"1\"", "}", n)),
    );
    at_limit(
        "jsonencode",
        |n| format!("jsonencode({})", nest("[", "1", "]", n)),
        |n| format!("{{\"a\":\"{}\"}}\n", nest("[", "1", "]", n)),
    );
}

#[test]
fn errors_deep_inside() {
    for (name, make) in [
        (
            "error at the bottom",
            (|n| nest("[", "1/\"a\"", "]", n)) as fn(usize) -> String,
        ),
        ("failing negations", |n| "-".repeat(n) + "\"a\""),
        ("failing sums", |n| "\"a\"".to_string() + &" + 1".repeat(n)),
    ] {
        let n = limit(make);
        let t = std::time::Instant::now();
        let o = eval_on_small_stack(format!("a = {}\n", make(n)), &["--diags=json"]);
        eprintln!("{name}: depth {n} in {:?}", t.elapsed());
        assert_eq!(o.status, 2);
        assert!(o.stderr.contains("Invalid operand"), "{}", &o.stderr[..300]);
    }
}
