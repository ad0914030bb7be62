//! Which characters start an identifier, continue one, or are invalid, for
//! every Unicode scalar value, against the reference scanner.
//!
//! `tests/corpus/idchars/reference.txt` is the output of
//! `tests/oracle/idchars` (a Go probe calling `hclsyntax.LexConfig` of
//! hashicorp/hcl v2.14.1): runs `LO HI FLAGS` of code points with equal
//! results, FLAGS being five characters, each `-` when it does not hold:
//! `S` "a = <c>y" lexes "<c>y" as one identifier, `C` "a = x<c>y" lexes
//! "x<c>y" as one identifier, `I` "<c>" alone is one invalid-character token,
//! `H` "a = <<x<c>y\n…" opens a heredoc with marker "x<c>y", `h` "a = <<<c>y\n…"
//! opens one with marker "<c>y".

use crate::common::{
    assert_ran, body_json, diag_detail_rows, files_ending, read_expect, reference_diag_detail_rows,
    same,
};
use hcl2::internal::lexer::{Lexer, StartMode, Tok};
use std::path::Path;

fn toks(src: &str) -> Vec<(u32, Tok, u32)> {
    let mut lx = Lexer::new(src, StartMode::Config);
    let mut v = Vec::new();
    while let Some(t) = lx.next_token() {
        v.push(t);
    }
    v
}

fn has(v: &[(u32, Tok, u32)], tok: Tok, lo: usize, hi: usize) -> bool {
    v.iter()
        .any(|&(l, t, h)| t == tok && l as usize == lo && h as usize == hi)
}

/// Our lexer's flags for `c`, in the probe's format.
fn flags(c: char) -> String {
    let cs = c.to_string();
    let n = cs.len();
    let mut f = *b"-----";
    if has(&toks(&format!("a = {cs}y")), Tok::Ident, 4, 5 + n) {
        f[0] = b'S';
    }
    if has(&toks(&format!("a = x{cs}y")), Tok::Ident, 4, 6 + n) {
        f[1] = b'C';
    }
    if has(&toks(&cs), Tok::Invalid, 0, n) {
        f[2] = b'I';
    }
    if has(
        &toks(&format!("a = <<x{cs}y\nz\nx{cs}y\n")),
        Tok::OHeredoc,
        4,
        4 + 2 + 2 + n + 1,
    ) {
        f[3] = b'H';
    }
    if has(
        &toks(&format!("a = <<{cs}y\nz\n{cs}y\n")),
        Tok::OHeredoc,
        4,
        4 + 2 + 1 + n + 1,
    ) {
        f[4] = b'h';
    }
    String::from_utf8(f.to_vec()).unwrap()
}

fn load() -> Vec<(u32, u32, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/idchars/reference.txt");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| {
            let mut it = l.split(' ');
            let lo = u32::from_str_radix(it.next().unwrap(), 16).unwrap();
            let hi = u32::from_str_radix(it.next().unwrap(), 16).unwrap();
            (lo, hi, it.next().unwrap().to_string())
        })
        .collect()
}

#[test]
fn every_code_point_lexes_like_the_reference() {
    let runs = load();
    // the runs cover every scalar value exactly once, in order
    let mut next = 0u32;
    for &(lo, hi, _) in &runs {
        let want = if next == 0xD800 { 0xE000 } else { next };
        assert_eq!(lo, want, "gap or overlap before {lo:04X}");
        assert!(hi >= lo);
        next = hi + 1;
    }
    assert_eq!(next, 0x11_0000);
    // mismatches, as runs "LO..HI ours/reference"
    let mut bad: Vec<(u32, u32, String)> = Vec::new();
    let mut count = 0usize;
    for (lo, hi, want) in &runs {
        for cp in *lo..=*hi {
            let c = char::from_u32(cp).unwrap();
            let got = flags(c);
            if &got != want {
                count += 1;
                let d = format!("ours {got} reference {want}");
                match bad.last_mut() {
                    Some(last) if last.1 + 1 == cp && last.2 == d => last.1 = cp,
                    _ => bad.push((cp, cp, d)),
                }
            }
        }
    }
    let shown: Vec<String> = bad
        .iter()
        .take(200)
        .map(|(lo, hi, d)| format!("{lo:04X}..{hi:04X} {d}"))
        .collect();
    assert!(
        count == 0,
        "{count} code points in {} runs differ:\n{}",
        bad.len(),
        shown.join("\n")
    );
}

// ---- parse corpus: ranges (grapheme-cluster columns) around such characters

use serde_json::{json, Value};

/// `tests/corpus/idchars/syntax/NAME.hcl` against `NAME.expect.json` (the
/// reference parser's dump, written by `tests/oracle/gen_idchars.py
/// --syntax`): acceptance, every diagnostic's severity, summary, detail and subject
/// (line, grapheme-cluster column, byte), and for accepted files the whole
/// body with ranges and variable references.
#[test]
fn parse_ranges_around_identifier_characters() {
    let failures = compare_parse_dir("tests/corpus/idchars/syntax", 28);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Like [`parse_ranges_around_identifier_characters`] over
/// `tests/corpus/clusters/` (written by `tests/oracle/gen_clusters.py`):
/// token boundaries inside a grapheme cluster of the plain text (Prepend
/// characters ending a token, combining marks after `$${~`, regional
/// indicators, joiners, spacing marks, CR LF lines, a byte-order mark) and
/// Indic conjuncts (two clusters for the reference: no rule GB9c).
#[test]
fn parse_ranges_where_tokens_cut_clusters() {
    let failures = compare_parse_dir("tests/corpus/clusters", 27);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every `NAME.hcl` of `dir` against its `NAME.expect.json`; the failures.
fn compare_parse_dir(dir: &str, at_least: usize) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let names = files_ending(&dir, ".hcl", &[]);
    assert_ran(&dir.display().to_string(), names.len(), at_least);
    let mut failures = Vec::new();
    for path in &names {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let expect: Value =
            serde_json::from_str(&read_expect(&path.with_extension("expect.json"))).unwrap();
        let bytes = std::fs::read(path).unwrap();
        let (file, diags) = hcl2::internal::parser::parse_config_bytes(
            &bytes,
            &format!("{name}.hcl"),
            &hcl2::Limits::unlimited(),
        );
        let ok = !diags.has_errors();
        if ok != expect["ok"].as_bool().unwrap() {
            failures.push(format!("{name}: acceptance ours {ok}"));
            continue;
        }
        let mut got = Value::Array(diag_detail_rows(&diags));
        let mut want = Value::Array(reference_diag_detail_rows(&expect));
        if ok {
            got = json!([got, body_json(&file.body, &file.source)]);
            want = json!([want, expect["body"]]);
        }
        if !same(&got, &want) {
            failures.push(format!("{name}:\n  ours:      {got}\n  reference: {want}"));
        }
    }
    failures
}

/// The public class predicates at both ends of every run of the reference
/// data (every class boundary).
#[test]
fn class_predicates_at_every_boundary() {
    let runs = load();
    assert_eq!(runs.len(), 1571);
    for (lo, hi, f) in &runs {
        for cp in [*lo, *hi] {
            let c = char::from_u32(cp).unwrap();
            assert_eq!(
                hcl2::internal::lexer::is_ident_start(c),
                f.as_bytes()[0] == b'S',
                "{cp:04X}"
            );
            assert_eq!(
                hcl2::internal::lexer::is_ident_continue(c),
                f.as_bytes()[1] == b'C',
                "{cp:04X}"
            );
        }
    }
    // the known difference from newer Unicode versions
    assert!(!hcl2::internal::lexer::is_ident_continue('\u{200d}'));
    assert!(!hcl2::internal::lexer::is_ident_continue('\u{200c}'));
    assert!(!hcl2::internal::lexer::is_ident_start('\u{0560}'));
}
