//! `Lexer::with_compound_tokens`: a plain quoted string (no escape, template
//! sequence, line break, U+001A or non-ASCII character) is one `QuotedLit`
//! token, and a name with `.name` steps written without space one
//! `IdentPath`. Checked against the default token stream, in which the same
//! string is `OQuote`, `TemplateLit` (absent for `""`), `CQuote` and the
//! same path `Ident`, then `Dot` and a name per step: on every `.hcl` file
//! under tests/ (tests/data/compound_tokens.hcl holds the edge cases, and
//! the fast-path test in src/parser checks its AST), the golden lexer
//! inputs and inputs at the nesting limit,
//! the two streams are the same once those tokens are merged, with the
//! same frame depths, diagnostics, grapheme-cluster breaks and
//! nesting-limit position.

use hcl2::lexer::{Lexer, StartMode, Tok, MAX_NESTING};
use std::path::Path;

type Lexed = (
    Vec<(u32, Tok, u32, usize)>,
    Vec<String>,
    Vec<u32>,
    Option<(u32, u32)>,
);

fn lex(src: &str, mode: StartMode, compound: bool) -> Lexed {
    let mut lx = Lexer::new(src, mode);
    if compound {
        lx = lx.with_compound_tokens();
    }
    let mut toks = Vec::new();
    while let Some((lo, t, hi)) = lx.next_token() {
        toks.push((lo, t, hi, lx.token_depth()));
    }
    let diags = lx
        .diags
        .iter()
        .map(|d| format!("{}..{} {} {}", d.span.lo, d.span.hi, d.summary, d.detail))
        .collect();
    let too_deep = lx.too_deep.map(|s| (s.lo, s.hi));
    (toks, diags, lx.cluster_breaks().to_vec(), too_deep)
}

fn plain(text: &str) -> bool {
    !text
        .bytes()
        .any(|b| matches!(b, b'\\' | b'$' | b'%' | b'\n' | b'\r' | 0x1a) || b >= 0x80)
}

/// The default stream with each plain quoted string merged into one token.
fn merged(src: &str, toks: &[(u32, Tok, u32, usize)]) -> Vec<(u32, Tok, u32, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        if t.1 == Tok::OQuote {
            let close = match toks.get(i + 1) {
                Some(c) if c.1 == Tok::CQuote => Some((i + 1, c)),
                Some(l) if l.1 == Tok::TemplateLit && plain(&src[l.0 as usize..l.2 as usize]) => {
                    toks.get(i + 2)
                        .filter(|c| c.1 == Tok::CQuote)
                        .map(|c| (i + 2, c))
                }
                _ => None,
            };
            if let Some((j, c)) = close {
                out.push((t.0, Tok::QuotedLit, c.2, c.3));
                i = j + 1;
                continue;
            }
        }
        if t.1 == Tok::Ident {
            let head = &src[t.0 as usize..t.2 as usize];
            let ascii = |s: &str| s.bytes().all(|b| b < 0x80);
            let mut end = None;
            let mut j = i;
            let before = src[..t.0 as usize].trim_end_matches([' ', '\t', '\n', '\r']);
            if ascii(head) && !matches!(head, "true" | "false" | "null") && !before.ends_with('.') {
                // `.name` steps right after it, each an ASCII name not
                // followed by a non-ASCII character
                while let (Some(d), Some(n)) = (toks.get(j + 1), toks.get(j + 2)) {
                    let name = &src[n.0 as usize..n.2 as usize];
                    let word = matches!(
                        n.1,
                        Tok::Ident
                            | Tok::KwFor
                            | Tok::KwIn
                            | Tok::KwIf
                            | Tok::KwElse
                            | Tok::KwEndif
                            | Tok::KwEndfor
                    );
                    let after = src.as_bytes().get(n.2 as usize);
                    if d.1 != Tok::Dot
                        || d.0 != toks[j].2
                        || n.0 != d.2
                        || !word
                        || !ascii(name)
                        || !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                        || after.is_some_and(|&b| b >= 0x80)
                    {
                        break;
                    }
                    j += 2;
                    end = Some(n);
                }
            }
            if let Some(n) = end {
                out.push((t.0, Tok::IdentPath, n.2, n.3));
                i = j + 1;
                continue;
            }
        }
        out.push(t);
        i += 1;
    }
    out
}

fn check(name: &str, src: &str, mode: StartMode) -> usize {
    let old = lex(src, mode, false);
    let new = lex(src, mode, true);
    let want = merged(src, &old.0);
    // a name after `.` is never the head of a path
    for w in new.0.windows(2) {
        assert!(
            !(w[0].1 == Tok::Dot && w[1].1 == Tok::IdentPath),
            "{name}: a path after a dot at {}",
            w[1].0
        );
    }
    assert_eq!(new.0, want, "{name}: tokens");
    assert_eq!(new.1, old.1, "{name}: diagnostics");
    assert_eq!(new.2, old.2, "{name}: cluster breaks");
    assert_eq!(new.3, old.3, "{name}: nesting limit");
    new.0
        .iter()
        .filter(|t| matches!(t.1, Tok::QuotedLit | Tok::IdentPath))
        .count()
}

fn hcl_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            hcl_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "hcl") {
            out.push(p);
        }
    }
}

#[test]
fn same_stream_as_three_tokens_on_the_corpus() {
    let mut files = Vec::new();
    hcl_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    assert!(files.len() > 100);
    let mut merged_strings = 0;
    for f in &files {
        let Ok(src) = std::fs::read_to_string(f) else {
            continue;
        };
        let name = f.display().to_string();
        for mode in [
            StartMode::Config,
            StartMode::Expression,
            StartMode::Template,
        ] {
            merged_strings += check(&name, &src, mode);
        }
    }
    assert!(merged_strings > 1000, "{merged_strings}");
}

#[test]
fn which_paths_are_one_token() {
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/compound_tokens.hcl"),
    )
    .unwrap();
    let (toks, diags, _, _) = lex(&src, StartMode::Config, true);
    assert!(diags.is_empty(), "{diags:?}");
    let paths: Vec<&str> = toks
        .iter()
        .filter(|t| t.1 == Tok::IdentPath)
        .map(|t| &src[t.0 as usize..t.2 as usize])
        .collect();
    let want = [
        "var.region",
        "a.b.c",
        "a.b",
        "x.in.if.for.else.endif.endfor",
        "var.m",
        "v.if",
        "v.in",
        "a.b",
        "k.c",
        "a.b.c",
        "k.for",
        "a-b.c_d.e-1",
        "a.b",
        "c.d",
        "x.y",
        "a.b",
        "c.d",
        "e.f",
        "a.b",
        "c.d",
        "a.b",
        "c.d",
        "a.b",
    ];
    assert_eq!(paths, want);
}

#[test]
fn which_strings_are_one_token() {
    let src = "a \"b\" \"\" \"c d=1\" {\n  x = [\"p\", \"q${r}\", \"s\\n\", \"é\", \"t%u\", \"$\"]\n  y = \"open\n}\n";
    let (toks, diags, _, _) = lex(src, StartMode::Config, true);
    let got: Vec<String> = toks
        .iter()
        .map(|t| format!("{:?} {:?}", t.1, &src[t.0 as usize..t.2 as usize]))
        .collect();
    let want = [
        r#"Ident "a""#,
        r#"QuotedLit "\"b\"""#,
        r#"QuotedLit "\"\"""#,
        r#"QuotedLit "\"c d=1\"""#,
        r#"LBrace "{""#,
        r#"Newline "\n""#,
        r#"Ident "x""#,
        r#"Eq "=""#,
        r#"LBrack "[""#,
        r#"QuotedLit "\"p\"""#,
        r#"Comma ",""#,
        r#"OQuote "\"""#,
        r#"TemplateLit "q""#,
        r#"TemplateInterp "${""#,
        r#"Ident "r""#,
        r#"TemplateSeqEnd "}""#,
        r#"CQuote "\"""#,
        r#"Comma ",""#,
        r#"OQuote "\"""#,
        r#"TemplateLit "s\\n""#,
        r#"CQuote "\"""#,
        r#"Comma ",""#,
        r#"OQuote "\"""#,
        r#"TemplateLit "é""#,
        r#"CQuote "\"""#,
        r#"Comma ",""#,
        r#"OQuote "\"""#,
        r#"TemplateLit "t""#,
        r#"TemplateLit "%""#,
        r#"TemplateLit "u""#,
        r#"CQuote "\"""#,
        r#"Comma ",""#,
        r#"OQuote "\"""#,
        r#"TemplateLit "$""#,
        r#"CQuote "\"""#,
        r#"RBrack "]""#,
        r#"Newline "\n""#,
        r#"Ident "y""#,
        r#"Eq "=""#,
        r#"OQuote "\"""#,
        r#"TemplateLit "open""#,
        r#"QuotedNewline "\n""#,
        r#"TemplateLit "}""#,
        r#"QuotedNewline "\n""#,
    ];
    assert_eq!(got, want);
    assert_eq!(diags.len(), 2, "{diags:?}");
    // an unterminated string stays on the template path
    let (toks, _, _, _) = lex("a = \"abc", StartMode::Config, true);
    assert_eq!(toks[2].1, Tok::OQuote);
}

/// Strings at the nesting limit: a string that would open the frame over
/// the limit is not merged, and the limit is hit where it was.
#[test]
fn nesting_limit_with_strings() {
    let wrappers: [fn(usize, &str) -> String; 3] = [
        |d, item| format!("a = {}{item}{}\n", "[".repeat(d), "]".repeat(d)),
        |d, item| format!("a = {}{item}{}\n", "(".repeat(d), ")".repeat(d)),
        |d, item| format!("a = {}{item}\n", "-".repeat(d)),
    ];
    let mut hit = 0;
    for wrap in wrappers {
        for item in ["\"x\"", "\"\"", "\"x\", \"y\"", "\"x\" + \"y\""] {
            // the least depth at which the limit is hit
            let (mut lo, mut hi) = (1, MAX_NESTING as usize + 2);
            while lo < hi {
                let mid = (lo + hi) / 2;
                if lex(&wrap(mid, item), StartMode::Config, false).3.is_some() {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            assert!(lo <= MAX_NESTING as usize, "the limit is reached");
            for d in lo - 2..=lo + 1 {
                let src = wrap(d, item);
                check(&format!("{item} at {d}"), &src, StartMode::Config);
                let old = lex(&src, StartMode::Config, false).3;
                // the limit falls on the string's quote at this depth
                if old.is_some_and(|(l, _)| src.as_bytes()[l as usize] == b'"') {
                    hit += 1;
                }
            }
        }
    }
    assert!(hit > 0, "some limit falls on a quote");
}
