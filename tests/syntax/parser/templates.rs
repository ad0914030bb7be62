//! Template fix-ups: strip markers, `<<-` de-indentation and escape
//! decoding, compared literal by literal (range and value) with what the
//! reference parser produces for the same templates (`hclsyntax` literal
//! parts, visited in order).

use hcl2::internal::ast::*;
use hcl2::internal::parser::parse_expression;

fn lits(t: &Template, out: &mut Vec<String>) {
    for p in &t.parts {
        match p {
            TemplatePart::Literal { value, span } => {
                out.push(format!("{}-{} {:?}", span.lo, span.hi, value.as_str()))
            }
            TemplatePart::Interp { .. } => {}
            TemplatePart::If(i) => {
                lits(&i.then_template, out);
                if let Some(e) = &i.else_template {
                    lits(e, out);
                }
            }
            TemplatePart::For(f) => lits(&f.body, out),
        }
    }
}

fn check(src: &str, want: &[&str]) {
    let (e, diags) = parse_expression(src, "t");
    assert!(!diags.has_errors(), "{src}: {diags:?}");
    let ExprKind::Template(t) = &e.kind else {
        panic!("{src}: not a template")
    };
    let mut got = Vec::new();
    lits(t, &mut got);
    assert_eq!(got, want, "{src}");
}

#[test]
fn strip_markers_in_quoted_templates() {
    check(
        "\"  ${~ x ~}  %{~ if c ~} t %{~ else ~} e %{~ endif ~}  \"",
        &[
            "1-3 \"\"",
            "11-13 \"\"",
            "24-27 \"t\"",
            "38-41 \"e\"",
            "53-55 \"\"",
        ],
    );
    check(
        "\"a %{~ for x in y ~} ${x} %{~ endfor ~} b\"",
        &["1-3 \"a\"", "20-21 \"\"", "25-26 \"\"", "39-41 \"b\""],
    );
}

#[test]
fn strip_marker_trims_only_the_next_heredoc_line_token() {
    check(
        "<<EOT\n  x ${y ~}\n\n  z\nEOT\n",
        // (since v2.19 the reference melds consecutive literals into one)
        &["6-10 \"  x \"", "16-22 \"\\n  z\\n\""],
    );
}

#[test]
fn flush_heredoc_deindents_by_the_least_indented_line() {
    check(
        "<<-EOT\n    a\n  b ${c}\n\n      d\n  EOT\n",
        &["9-17 \"  a\\nb \"", "21-31 \"\\n\\n    d\\n\""],
    );
    // a line starting with an interpolation has no indentation: nothing is removed
    check(
        "<<-EOT\n  a\n${b}\n  EOT\n",
        &["7-11 \"  a\\n\"", "15-16 \"\\n\""],
    );
    // tabs count as one column each, like spaces
    check(
        "<<-EOT\n\t\ttab\n\t  mixed\nEOT\n",
        &["9-22 \"tab\\n mixed\\n\""],
    );
}

#[test]
fn escapes() {
    check(
        "\"\\n\\t\\\"\\\\\\u00e9\\U0001F600 $${x} %%{y}\"",
        &["1-37 \"\\n\\t\\\"\\\\é😀 ${x} %{y}\""],
    );
    // heredocs keep backslashes literally
    check("<<EOT\nq\\n $${x}\nEOT\n", &["6-16 \"q\\\\n ${x}\\n\""]);
}

#[test]
fn invalid_escapes_are_reported() {
    for (src, detail_part) in [
        ("\"\\q\"", "not a valid escape sequence selector"),
        ("\"\\u12\"", "four hexadecimal digits"),
        ("\"\\U0000123\"", "eight hexadecimal digits"),
        ("\"\\ud800\"", "Cannot encode character U+d800"),
    ] {
        let (_e, diags) = parse_expression(src, "t");
        let d = diags
            .iter()
            .next()
            .unwrap_or_else(|| panic!("{src}: no diagnostic"));
        assert_eq!(d.summary, "Invalid escape sequence", "{src}");
        assert!(d.detail.contains(detail_part), "{src}: {}", d.detail);
    }
}

#[test]
fn single_interpolation_is_wrapped() {
    let (e, _) = parse_expression("\"${x}\"", "t");
    let ExprKind::Template(t) = &e.kind else {
        panic!()
    };
    assert!(t.wrap());
    for src in [
        "\"a${x}\"",
        "\"${x}${y}\"",
        "\"%{if a}${x}%{endif}\"",
        "<<EOT\n${x}\nEOT\n",
    ] {
        let (e, _) = parse_expression(src, "t");
        let ExprKind::Template(t) = &e.kind else {
            panic!()
        };
        assert!(!t.wrap(), "{src}");
    }
}
