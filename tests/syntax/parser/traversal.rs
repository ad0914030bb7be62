//! `parse_traversal_abs`: step ranges and diagnostics as the reference's
//! `hclsyntax.ParseTraversalAbs` reports them (expectations taken from it).

use hcl2::internal::parser::parse_traversal_abs;

fn check(src: &str, steps: &[(u32, u32)], diag: Option<(&str, usize, usize)>) {
    let (t, diags) = parse_traversal_abs(src, "t");
    let mut got = Vec::new();
    if !t.root_name().is_empty() {
        got.push((t.root_span().lo, t.root_span().hi));
    }
    got.extend(t.steps().iter().map(|s| (s.span().lo, s.span().hi)));
    assert_eq!(got, steps, "{src}");
    match diag {
        None => assert!(diags.is_empty(), "{src}: {diags:?}"),
        Some((summary, lo, hi)) => {
            let d = diags
                .iter()
                .next()
                .unwrap_or_else(|| panic!("{src}: no diagnostic"));
            assert_eq!(d.summary, summary, "{src}");
            let r = d.subject.as_ref().unwrap();
            assert_eq!((r.start.byte, r.end.byte), (lo, hi), "{src}");
        }
    }
}

#[test]
fn traversals() {
    check("a.b[0][\"k\"]", &[(0, 1), (1, 3), (3, 6), (6, 11)], None);
    check("a.0", &[(0, 1)], Some(("Attribute name required", 2, 3)));
    check("a[*]", &[(0, 1)], Some(("Attribute name required", 2, 3)));
    check("a[b]", &[(0, 1)], Some(("Index value required", 2, 3)));
    check("1", &[], Some(("Variable name required", 0, 1)));
    check(
        "a.b[0",
        &[(0, 1), (1, 3), (3, 5)],
        Some(("Unclosed index brackets", 5, 5)),
    );
    check("a + 1", &[(0, 1)], Some(("Invalid character", 2, 3)));
}
