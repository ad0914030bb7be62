//! `Limits::max_nesting` counts what users count: the delimiters `(`, `[`, `{`, `${`, `%{`
//! open inside one another (native syntax), the objects and arrays open inside one another,
//! root included (JSON syntax). `max_nesting = N` accepts exactly N levels; N + 1 is a
//! "Nesting too deep" error of kind `LimitExceeded`, at the delimiter that opens one level
//! too many, naming the limit.

use hcl2::{DiagnosticKind, Diagnostics, Limits};

fn limits(n: u64) -> Limits {
    Limits {
        max_nesting: n,
        ..Limits::default()
    }
}

fn native(src: &str, n: u64) -> Diagnostics {
    hcl2::syntax_diagnostics(src.as_bytes(), "n.hcl", false, &limits(n)).1
}

fn json(src: &str, n: u64) -> Diagnostics {
    hcl2::syntax_diagnostics(src.as_bytes(), "n.json", true, &limits(n)).1
}

/// `diags` is exactly the nesting error for limit `n`, its subject starting at byte `at`.
fn assert_too_deep(what: &str, diags: &Diagnostics, n: u64, at: usize) {
    assert_eq!(diags.len(), 1, "{what}: {diags}");
    assert_too_deep_first(what, diags, n, at);
}

/// The first of `diags` is the nesting error for limit `n` at byte `at`.
fn assert_too_deep_first(what: &str, diags: &Diagnostics, n: u64, at: usize) {
    let d = diags
        .iter()
        .next()
        .unwrap_or_else(|| panic!("{what}: no diagnostic at max_nesting {n}"));
    assert_eq!(d.summary, "Nesting too deep", "{what}");
    assert_eq!(d.kind, DiagnosticKind::LimitExceeded, "{what}");
    assert!(
        d.detail
            .contains(&format!("more than {n} levels deep (limit max_nesting)"))
            || d.detail.contains(&format!(
                "nested deeper than {n} levels (limit max_nesting)"
            )),
        "{what}: {}",
        d.detail
    );
    let r = d.subject.as_ref().expect("a range");
    assert_eq!(r.start.byte, at, "{what}: {r:?}");
    assert_eq!(
        r.filename.as_ref(),
        if what.starts_with("json") {
            "n.json"
        } else {
            "n.hcl"
        }
    );
}

/// Native-syntax constructs: the piece repeated to nest, what closes it, the levels one
/// piece opens, and where the last delimiter it opens starts within it.
const NATIVE: &[(&str, &str, &str, usize, usize)] = &[
    ("brackets", "[", "]", 1, 0),
    ("parentheses", "(", ")", 1, 0),
    ("objects", "{a=", "}", 1, 0),
    ("objects over lines", "{\na=", "\n}", 1, 0),
    ("interpolations", "\"${", "}\"", 1, 1),
    ("calls", "f(", ")", 1, 1),
    ("calls with arguments", "f(1, ", ")", 1, 1),
    ("index", "x[", "]", 1, 1),
    ("tuple for", "[for x in ", ": x]", 1, 0),
    ("object for", "{for k, v in ", ": k => v}", 1, 0),
    ("heredocs", "<<E\n${", "}\nE\n", 1, 4),
    ("directive conditions", "\"%{if ", "}%{endif}\"", 1, 1),
    ("mixed", "[{a=(f(-x[", "]))}]", 5, 9),
];

#[test]
fn native_limit_is_exact_for_every_delimiter() {
    let mut checked = 0;
    for &(what, open, close, per, last) in NATIVE {
        for reps in 1..=4 {
            let body = format!("{}x{}", open.repeat(reps), close.repeat(reps));
            let src = format!("a = {body}\n");
            let levels = (per * reps) as u64;
            let d = native(&src, levels);
            assert!(d.is_empty(), "{what} x{reps} at {levels}: {d}");
            let at = 4 + (reps - 1) * open.len() + last;
            assert_too_deep(
                &format!("{what} x{reps}"),
                &native(&src, levels - 1),
                levels - 1,
                at,
            );
            // the same as a standalone expression
            let (_, d) = hcl2::parse_expression(&body, "n.hcl", &limits(levels));
            assert!(d.is_empty(), "{what} x{reps}: expression at {levels}: {d}");
            let (_, d) = hcl2::parse_expression(&body, "n.hcl", &limits(levels - 1));
            assert_too_deep(
                &format!("{what} x{reps}: expression"),
                &d,
                levels - 1,
                at - 4,
            );
            checked += 1;
        }
    }
    assert_eq!(checked, NATIVE.len() * 4);
}

/// The limit error is the only diagnostic: the blocks left open where the limit cuts the
/// input are not also reported as unclosed.
#[test]
fn blocks_count_their_braces() {
    for n in 1..=5usize {
        let src = format!("{}a = 1\n{}", "b {\n".repeat(n), "}\n".repeat(n));
        assert!(native(&src, n as u64).is_empty(), "{n} blocks");
        let at = (n - 1) * 4 + 2;
        let what = format!("{n} blocks");
        assert_too_deep(&what, &native(&src, n as u64 - 1), n as u64 - 1, at);
        // the innermost block on one line (a single-line block body)
        let src = format!(
            "{}b {{ a = 1 }}\n{}",
            "b {\n".repeat(n - 1),
            "}\n".repeat(n - 1)
        );
        let what = format!("{n} blocks, the last on one line");
        assert!(
            native(&src, n as u64).is_empty(),
            "{what}: {}",
            native(&src, n as u64)
        );
        let at = (n - 1) * 4 + 2;
        assert_too_deep(&what, &native(&src, n as u64 - 1), n as u64 - 1, at);
    }
    // parentheses in an attribute's object inside a block body: three levels
    let src = "b \"label\" {\n  c = {d = (1)}\n}\n";
    assert!(native(src, 3).is_empty());
    assert_too_deep("block, object, parens", &native(src, 2), 2, 23);
}

#[test]
fn quotes_heredocs_directive_bodies_and_operators_are_not_levels() {
    for (src, n) in [
        ("a = 1 + 2 * 3 - -4\n", 0),
        ("a = !!!!!!!!x\n", 0),
        ("a = x ? y : z ? w : v\n", 0),
        ("a = \"text\"\n", 0),
        ("a = <<E\ntext\nE\n", 0),
        ("b \"label\" \"other\" {}\n", 1),
        ("a = [1 + 2 * (3)]\n", 2),
        ("a = \"${\"${1}\"}\"\n", 2),
        ("a = \"%{if x}%{if y}z%{endif}%{endif}\"\n", 1),
        (
            "a = \"%{for x in y}%{for z in x}${z}%{endfor}%{endfor}\"\n",
            1,
        ),
        ("a = \"${x[\"k\"]}\"\n", 2),
    ] {
        assert!(
            native(src, n).is_empty(),
            "{src:?} at {n}: {}",
            native(src, n)
        );
        if n > 0 {
            let d = native(src, n - 1);
            assert_eq!(
                d.iter().next().map(|d| d.kind),
                Some(DiagnosticKind::LimitExceeded),
                "{src:?}"
            );
        }
    }
}

#[test]
fn json_limit_counts_objects_and_arrays_with_the_root() {
    for reps in 1..=4usize {
        let src = format!("{{\"a\": {}1{}}}", "[".repeat(reps), "]".repeat(reps));
        let levels = reps as u64 + 1;
        assert!(json(&src, levels).is_empty(), "json x{reps}");
        let at = 6 + reps - 1;
        assert_too_deep(
            &format!("json arrays x{reps}"),
            &json(&src, levels - 1),
            levels - 1,
            at,
        );
        let src = format!("{}1{}", "{\"a\": ".repeat(reps), "}".repeat(reps));
        assert!(json(&src, reps as u64).is_empty(), "json objects x{reps}");
        let at = (reps - 1) * 6;
        assert_too_deep(
            &format!("json objects x{reps}"),
            &json(&src, reps as u64 - 1),
            reps as u64 - 1,
            at,
        );
    }
    // brackets inside strings are text
    assert!(json("{\"a\": \"[[[${x}]]]\"}", 1).is_empty());
}

#[test]
fn the_default_limit_changes_nothing() {
    let src = format!("a = {}1{}\n", "[".repeat(1000), "]".repeat(1000));
    assert!(native(&src, hcl2::limits::DEFAULT_MAX_NESTING).is_empty());
    let (_, d) = hcl2::internal::parser::parse_config(&src, "n.hcl");
    assert!(d.is_empty());
}
