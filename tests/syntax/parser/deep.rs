//! Pathological nesting ends in a diagnostic or a result, never a stack
//! overflow (tests run on the default 2 MiB test-thread stack).

use hcl2::internal::parser::{parse_config, parse_expression, parse_template};

const N: usize = 100_000;

fn deep(open: &str, mid: &str, close: &str) -> String {
    let mut s = String::with_capacity(N * (open.len() + close.len()) + 16);
    s.push_str("a = ");
    for _ in 0..N {
        s.push_str(open);
    }
    s.push_str(mid);
    for _ in 0..N {
        s.push_str(close);
    }
    s.push('\n');
    s
}

fn assert_nesting_error(src: &str) {
    let (_f, diags) = parse_config(src, "deep.hcl");
    assert!(diags.has_errors());
    assert_eq!(diags.iter().next().unwrap().summary, "Nesting too deep");
}

#[test]
fn deep_parens() {
    assert_nesting_error(&deep("(", "1", ")"));
}

#[test]
fn deep_brackets() {
    assert_nesting_error(&deep("[", "1", "]"));
}

#[test]
fn deep_objects() {
    assert_nesting_error(&deep("{a=", "1", "}"));
}

#[test]
fn deep_templates() {
    assert_nesting_error(&deep("\"${", "1", "}\""));
}

#[test]
fn deep_directives() {
    assert_nesting_error(&deep("\"%{if true}", "x", "%{endif}\""));
}

#[test]
fn deep_blocks() {
    let mut s = String::new();
    for _ in 0..N {
        s.push_str("b {\n");
    }
    for _ in 0..N {
        s.push_str("}\n");
    }
    assert_nesting_error(&s);
}

#[test]
fn long_operator_chains() {
    let mut s = String::from("a = 1");
    for _ in 0..N {
        s.push_str(" + 1");
    }
    assert_nesting_error(&s);
    let mut s = String::from("a = ");
    for _ in 0..N {
        s.push('-');
    }
    s.push('1');
    assert_nesting_error(&s);
    let mut s = String::from("a = x");
    for _ in 0..N {
        s.push_str("[*]");
    }
    assert_nesting_error(&s);
}

#[test]
fn unclosed_deep_nesting() {
    let s = "a = ".to_string() + &"[".repeat(N);
    assert_nesting_error(&s);
}

#[test]
fn nesting_below_the_limit_parses() {
    // 5,000 levels of mixed brackets are fine
    let mut s = String::from("a = ");
    for _ in 0..1250 {
        s.push_str("[{k=(\"${");
    }
    s.push('x');
    for _ in 0..1250 {
        s.push_str("}\")}]");
    }
    s.push('\n');
    let (f, diags) = parse_config(&s, "ok.hcl");
    assert!(!diags.has_errors(), "{diags:?}");
    assert_eq!(f.body.attributes[0].expr.variables().len(), 1);
}

#[test]
fn deep_standalone_expression_and_template() {
    let e = "(".repeat(N) + "1" + &")".repeat(N);
    let (_e, diags) = parse_expression(&e, "e");
    assert_eq!(diags.iter().next().unwrap().summary, "Nesting too deep");
    let t = "${".repeat(N) + "x" + &"}".repeat(N);
    let (_t, diags) = parse_template(&t, "t");
    assert!(diags.has_errors());
}

#[test]
fn wide_input_is_not_deep() {
    // many siblings at every level never hit the limit
    let mut s = String::new();
    for i in 0..20_000 {
        s.push_str(&format!(
            "a{i} = [1 + 2 + 3, {{ k = \"${{x}}\" }}, (4 * 5)]\n"
        ));
    }
    let (f, diags) = parse_config(&s, "wide.hcl");
    assert!(!diags.has_errors(), "{:?}", diags.iter().next());
    assert_eq!(f.body.attributes.len(), 20_000);
}

/// Each body item's nesting counts on its own: items each within the
/// parser's bound are accepted one after the other, at the top level and in
/// a block (their depths were once added up, so the second of two 20,000-deep
/// attributes was "Nesting too deep"), and one over the bound is still refused.
#[test]
fn sibling_items_count_their_nesting_separately() {
    let item = |name: &str, n: usize| format!("{name} = {}1{}\n", "[".repeat(n), "]".repeat(n));
    let n = 20_000;
    let top = format!("{}{}{}", item("a", n), item("b", n), item("c", n));
    let block = format!(
        "blk {{\n{}{}}}\n{}",
        item("a", n),
        item("b", n),
        item("c", n)
    );
    for src in [&top, &block] {
        let (_f, diags) = parse_config(src, "deep.hcl");
        assert!(diags.is_empty(), "{diags}");
        let (_s, diags) =
            hcl2::syntax_diagnostics(src.as_bytes(), "deep.hcl", false, &hcl2::Limits::default());
        assert!(diags.is_empty(), "{diags}");
    }
    // the driver's bound is 50,000 levels, a `[` counting twice (bracket and index)
    let over = 25_001;
    assert_nesting_error(&format!("{}{}", item("a", 10), item("b", over)));
}
