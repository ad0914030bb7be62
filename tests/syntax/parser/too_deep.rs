//! Input nested deeper than the parser's limit (50,000 levels of brackets,
//! templates and operators) ends in a "Nesting too deep" diagnostic, never
//! a stack overflow: every construct that nests, well past the limit, on a
//! thread with a 1 MiB stack, through both `parse_config` and
//! `parse_expression` (which take different paths through the parser).

fn cases(n: usize) -> Vec<(&'static str, String)> {
    let r = |s: &str| s.repeat(n);
    vec![
        ("brackets", format!("{}1{}", r("["), r("]"))),
        ("parens", format!("{}1{}", r("("), r(")"))),
        ("objects", format!("{}1{}", r("{a="), r("}"))),
        ("objects over lines", format!("{}1{}", r("{\na="), r("\n}"))),
        ("interpolations", format!("{}1{}", r("\"${"), r("}\""))),
        ("negation", format!("{}1", r("-"))),
        ("not", format!("{}x", r("!"))),
        ("conditional chain", format!("{}x", r("x ? y : "))),
        (
            "conditional in parens",
            format!("{}x{}", r("x ? ("), r(") : y")),
        ),
        ("calls", format!("{}1{}", r("f("), r(")"))),
        ("calls with arguments", format!("{}1{}", r("f(1, "), r(")"))),
        ("index", format!("{}1{}", r("x["), r("]"))),
        ("tuple for", format!("{}x{}", r("[for x in "), r(": x]"))),
        (
            "object for",
            format!("{}x{}", r("{for k, v in "), r(": k => v}")),
        ),
        (
            "if directives",
            format!("\"{}x{}\"", r("%{if x}"), r("%{endif}")),
        ),
        (
            "for directives",
            format!("\"{}x{}\"", r("%{for x in y}"), r("%{endfor}")),
        ),
        ("unclosed if directives", format!("\"{}x\"", r("%{if x}"))),
        (
            "unclosed for directives",
            format!("\"{}x\"", r("%{for x in y}")),
        ),
        ("mixed", format!("{}1{}", r("[{a=(f(-x["), r("]))}]"))),
        ("heredocs", format!("{}x{}", r("<<E\n${"), r("}\nE\n"))),
    ]
}

fn too_deep_on_small_stack(name: &'static str, expr: String) {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let (_, diags) =
                hcl2::internal::parser::parse_config(&format!("a = {expr}\n"), "deep.hcl");
            assert!(
                diags.iter().any(|d| d.summary == "Nesting too deep"),
                "{name}: {:?}",
                diags.iter().next()
            );
            let (_, diags) = hcl2::internal::parser::parse_expression(&expr, "deep.hcl");
            assert!(diags.has_errors(), "{name}: expression");
        })
        .expect("spawn")
        .join()
        .unwrap_or_else(|_| panic!("{name}: no stack overflow or panic"));
}

#[test]
fn past_the_limit() {
    for n in [60_000] {
        for (name, expr) in cases(n) {
            too_deep_on_small_stack(name, expr);
        }
    }
}

/// Just under the limit the parser builds the tree, and the tree's derived
/// traits (which recurse through `ast::Node`/`ast::NodeSlice`) run on a
/// small stack too: `Debug`, `Clone` and `==` of trees 3,000 repetitions of each construct deep.
#[test]
fn deep_trees_format_clone_and_compare() {
    // the unclosed directives are errors at any depth
    for (name, expr) in cases(3_000)
        .into_iter()
        .filter(|(n, _)| !n.starts_with("unclosed"))
    {
        std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || {
                let (e, diags) = hcl2::internal::parser::parse_expression(&expr, "deep.hcl");
                assert!(!diags.has_errors(), "{name}: {:?}", diags.iter().next());
                let text = format!("{e:?}");
                assert!(text.len() > 3_000, "{name}");
                let copy = e.clone();
                assert!(copy == e, "{name}");
                let (file, diags) =
                    hcl2::internal::parser::parse_config(&format!("a = {expr}\n"), "deep.hcl");
                assert!(!diags.has_errors(), "{name}: config");
                assert!(format!("{:?}", file.body).len() > 3_000, "{name}");
                assert!(file.body.clone() == file.body, "{name}");
            })
            .expect("spawn")
            .join()
            .unwrap_or_else(|_| panic!("{name}: no stack overflow or panic"));
    }
}
