//! Dropping a deep but valid tree never overflows the stack: `Expr::drop`
//! recurses a bounded number of levels and takes the rest apart with an
//! explicit stack. Each tree here parses without errors (it is below the
//! nesting limit) and is dropped on a thread with a small stack.

use hcl2::internal::parser::parse_config;

const DEPTH: usize = 45_000;

fn parse_and_drop_on_small_stack(src: String) {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let (f, diags) = parse_config(&src, "deep.hcl");
            assert!(!diags.has_errors(), "{:?}", diags.iter().next());
            assert_eq!(f.body.attributes.len(), 1);
            drop(f);
        })
        .expect("spawn")
        .join()
        .expect("no stack overflow");
}

#[test]
fn deep_parens_drop() {
    parse_and_drop_on_small_stack(format!("a = {}1{}\n", "(".repeat(DEPTH), ")".repeat(DEPTH)));
}

#[test]
fn deep_unary_drop() {
    parse_and_drop_on_small_stack(format!("a = {}x\n", "-".repeat(DEPTH)));
}

#[test]
fn deep_interpolations_drop() {
    parse_and_drop_on_small_stack(format!(
        "a = {}x{}\n",
        "\"${".repeat(DEPTH / 2),
        "}\"".repeat(DEPTH / 2)
    ));
}

#[test]
fn deep_directives_drop() {
    parse_and_drop_on_small_stack(format!(
        "a = \"{}x{}\"\n",
        "%{ if c }".repeat(DEPTH),
        "%{ endif }".repeat(DEPTH)
    ));
}

#[test]
fn long_operator_chain_drop() {
    let mut s = String::from("a = x");
    for _ in 0..DEPTH {
        s.push_str(" + x");
    }
    s.push('\n');
    parse_and_drop_on_small_stack(s);
}
