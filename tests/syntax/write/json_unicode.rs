//! `to_json` (`hcl json`) on arbitrary Unicode: every string it writes
//! reads back (a grapheme-cluster Prepend character such as U+0D4E, which
//! the reference's JSON scanner joins with the closing quote, is escaped),
//! and an expression that ends in a heredoc is written so that the closing
//! marker stays alone on its line. Each converted file evaluates as the
//! native one does, and so does its conversion back (`json_to_hcl`).

use hcl2::{EvalContext, Value};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// `s` as the content of a native quoted string (literal text: `${` and
/// `%{` escaped).
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    let b = s.as_bytes();
    for (i, c) in s.char_indices() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            '$' | '%' if b.get(i + 1) == Some(&b'{') => {
                out.push(c);
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn ctx() -> EvalContext {
    EvalContext::new()
        .with_variable("x", Value::bool(true))
        .with_variable("y", Value::bool(false))
}

/// Every attribute of a body, evaluated.
fn values(body: &hcl2::body::BodyRef) -> BTreeMap<String, Value> {
    let (attrs, d) = body.just_attributes();
    assert!(!d.has_errors(), "{d:?}");
    let ctx = ctx();
    (attrs.iter())
        .map(|(k, a)| {
            let (v, d) = a.expr.value(Some(&ctx));
            assert!(!d.has_errors(), "{k}: {d:?}");
            (k.to_string(), v)
        })
        .collect()
}

/// Native `src` → JSON → back: the JSON parses in the JSON syntax and
/// evaluates as the native file does, and so does the native file
/// `json_to_hcl` writes from it.
fn check(src: &str) -> Result<(), TestCaseError> {
    let (native, d) = hcl2::parse(src, "t.hcl");
    prop_assert!(!d.has_errors(), "{src}\n{d:?}");
    let want = values(&native);
    let json = hcl2::write::json::to_json(src, "t.hcl").expect("to_json");
    let (jb, d) = hcl2::parse_json(&json, "t.json");
    prop_assert!(!d.has_errors(), "{json}\n{d:?}");
    prop_assert_eq!(&values(&jb), &want, "{}", json);
    let back = hcl2::write::json_to_hcl(&json, "t.json", None);
    let back = match back {
        Ok(b) => b,
        Err(d) => return Err(TestCaseError::fail(format!("{json}\n{d:?}"))),
    };
    let (nb, d) = hcl2::parse(&back, "back.hcl");
    prop_assert!(!d.has_errors(), "{back}\n{d:?}");
    prop_assert_eq!(&values(&nb), &want, "{}", back);
    Ok(())
}

/// Characters that stress the JSON scanners: Prepend characters, combining
/// marks, zero-width joiners, regional indicators, Hangul jamo, quotes,
/// backslashes, template introducers, control characters, anything.
fn text() -> impl Strategy<Value = String> {
    let special = prop::sample::select(vec![
        '\u{d4e}',
        '\u{600}',
        '\u{605}',
        '\u{6dd}',
        '\u{70f}',
        '\u{890}',
        '\u{8e2}',
        '\u{110bd}',
        '\u{111c2}',
        '\u{11a84}',
        '\u{301}',
        '\u{200d}',
        '\u{1f1e6}',
        '\u{1100}',
        '\u{1161}',
        '"',
        '\\',
        '$',
        '%',
        '{',
        '}',
        '\n',
        '\t',
        '\u{1}',
        '\u{7f}',
        'é',
        '👍',
        '\u{feff}',
    ]);
    let c = prop_oneof![3 => special, 2 => any::<char>()];
    // a JSON string is a template, and a template loses a leading U+FEFF
    // (the reference's too): not a round trip to expect
    prop::collection::vec(c, 0..8).prop_map(|v| {
        let s: String = v.into_iter().collect();
        s.trim_start_matches('\u{feff}').to_string()
    })
}

/// Heredoc content lines: no template sequences, never the marker alone,
/// and no U+FEFF right after the leading white space (a flush heredoc's value
/// could then start with one, and a JSON string loses a leading U+FEFF, as
/// `text` says).
fn heredoc_line() -> impl Strategy<Value = String> {
    text().prop_map(|s| {
        let s = s
            .replace(['\n', '\r'], " ")
            .replace("${", "$${")
            .replace("%{", "%%{");
        let rest = s.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        let blanks = s[..s.len() - rest.len()].replace('\u{feff}', "");
        format!("{blanks}{rest}")
    })
}

proptest! {
    #![proptest_config(crate::common::proptest_config(256))]

    #[test]
    fn strings_and_keys_read_back(k in text(), v in text(), l in text()) {
        let src = format!(
            "a = {}\nb = {{ {} = {} }}\nc = [{}, 1]\nblk {} {{\n  d = {}\n}}\n",
            quote(&v), quote(&k), quote(&v), quote(&v), quote(&l), quote(&k)
        );
        // the block is not an attribute: only its JSON is checked here
        let json = hcl2::write::json::to_json(&src, "t.hcl").expect("to_json");
        let (_, d) = hcl2::parse_json(&json, "t.json");
        prop_assert!(!d.has_errors(), "{json}\n{d:?}");
        let attrs_only = format!(
            "a = {}\nb = {{ {} = {} }}\nc = [{}, 1]\n",
            quote(&v), quote(&k), quote(&v), quote(&v)
        );
        check(&attrs_only)?;
    }

    #[test]
    fn expressions_ending_in_heredocs_read_back(
        lines in prop::collection::vec(heredoc_line(), 0..3),
        other in text(),
        strip in any::<bool>(),
    ) {
        let intro = if strip { "<<-EOT" } else { "<<EOT" };
        let body: String = lines.iter().map(|l| format!("{l}\n")).collect();
        let src = format!(
            "a = y ? {} : {intro}\n{body}EOT\nb = (x ? {intro}\n{body}  EOT\n  : {})\nc = [1, y ? {} : {intro}\n{body}EOT\n]\nd = {{ k = y ? {} : {intro}\n{body}  EOT\n}}\ne = {intro}\n{body}EOT\n",
            quote(&other), quote(&other), quote(&other), quote(&other)
        );
        check(&src)?;
    }
}

/// The failures the property tests found, kept as plain tests.
#[test]
fn regressions() {
    // a key ending in a Prepend character swallowed its closing quote
    check("b = { \"\u{d4e}\" = 1 }\n").unwrap();
    check("a = \"x\u{d4e}\"\nb = \"\u{110bd}\\\\\"\n").unwrap();
    // the closing marker was followed by ` }` on its line
    check("b = y ? \"no\" : <<-EOT\n  hi\n  EOT\n").unwrap();
}
