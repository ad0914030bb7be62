//! Diagnostics from the actions that build templates and traversals (escape
//! sequences, legacy index syntax) come in source order and before a later
//! syntax error, as the reference reports them: the grammar reduces such a
//! term as soon as it ends instead of deferring its action to the end of the
//! enclosing expression. Expected lists from the reference parser
//! (`hclsyntax.ParseConfig`, tests/oracle/parsedump), in its order.

fn diags(src: &str) -> Vec<(String, usize, usize)> {
    let (_, d) = hcl2::internal::parser::parse_config(src, "x.hcl");
    d.iter()
        .map(|d| {
            let r = d.subject.as_ref().expect("a subject");
            (d.summary.clone(), r.start.byte, r.end.byte)
        })
        .collect()
}

fn check(src: &str, want: &[(&str, usize, usize)]) {
    let want: Vec<(String, usize, usize)> = want
        .iter()
        .map(|&(s, lo, hi)| (s.to_string(), lo, hi))
        .collect();
    assert_eq!(diags(src), want, "{src:?}");
}

#[test]
fn escape_error_before_a_syntax_error() {
    check(
        "r = sort([\"\\b\"?, null])\n",
        &[
            ("Invalid escape sequence", 11, 13),
            ("Invalid expression", 15, 16),
        ],
    );
    check(
        "a = \"\\q\"?\n",
        &[
            ("Invalid escape sequence", 5, 7),
            ("Invalid expression", 9, 10),
        ],
    );
    check(
        "a = f(\"\\w\")[0.1] \"\\v\"\n",
        &[
            ("Invalid escape sequence", 7, 9),
            ("Missing newline after argument", 17, 18),
        ],
    );
}

#[test]
fn errors_in_operands_in_source_order() {
    check(
        "a = \"\\q\" + \"\\z\" + 1.e\n",
        &[
            ("Invalid escape sequence", 5, 7),
            ("Invalid escape sequence", 12, 14),
        ],
    );
    check(
        "a = [1.e, \"\\w\"] ? x.0.1 : \"\\y\"\n",
        &[
            ("Invalid escape sequence", 11, 13),
            ("Invalid legacy index syntax", 20, 23),
            ("Invalid escape sequence", 27, 29),
        ],
    );
}
