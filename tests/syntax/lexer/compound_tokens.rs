//! `Lexer::with_compound_tokens`: a plain quoted string (no escape, template
//! sequence, line break, U+001A or non-ASCII character) is one `QuotedLit`
//! token, a name with `.name` steps written without space one `IdentPath`,
//! and an item's `name =` one `IdentEq`. Checked against the default token
//! stream, in which the same string is `OQuote`, `TemplateLit` (absent for
//! `""`), `CQuote`, the same path `Ident`, then `Dot` and a name per step,
//! and `name =` is `Ident`, `Eq`: on every `.hcl` file under tests/
//! (tests/data/compound_tokens.hcl holds the edge cases, and the fast-path
//! test in src/parser checks that the fast path accepts the same files and
//! builds the same AST with and without compound tokens) and on inputs at
//! the nesting limit, each compound token stands for such a run of default
//! tokens, the other tokens are the same, and so are the frame depths,
//! diagnostics, grapheme-cluster breaks and nesting-limit position.

use hcl2::internal::lexer::{Lexer, StartMode, Tok, MAX_NESTING};
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

type Toks = [(u32, Tok, u32, usize)];

fn ascii(s: &str) -> bool {
    s.bytes().all(|b| b < 0x80)
}

/// Whether `old[j]`, `old[j + 1]` are a `.name` step right after the token
/// before `j`, with an ASCII name not followed by a non-ASCII character.
fn path_step(src: &str, old: &Toks, j: usize) -> bool {
    let (Some(d), Some(n)) = (old.get(j), old.get(j + 1)) else {
        return false;
    };
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
    d.1 == Tok::Dot
        && d.0 == old[j - 1].2
        && n.0 == d.2
        && word
        && ascii(name)
        && name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && src.as_bytes().get(n.2 as usize).is_none_or(|&b| b < 0x80)
}

/// A name token that may start a compound token: an ASCII `Ident` not
/// right after a `.` token.
fn head(src: &str, old: &Toks, i: usize) -> bool {
    old[i].1 == Tok::Ident
        && ascii(&src[old[i].0 as usize..old[i].2 as usize])
        && (i == 0 || old[i - 1].1 != Tok::Dot)
}

/// Match the compound stream `new` against the default stream `old`:
/// every `QuotedLit` stands for `OQuote`, a plain `TemplateLit` (or none)
/// and `CQuote`; every `IdentPath` for a name and all the `.name` steps
/// right after it; every `IdentEq` for a name and `=` with only spaces
/// between; any other token is the same. Returns the compound tokens.
fn match_streams(name: &str, src: &str, old: &Toks, new: &Toks) -> usize {
    let (mut i, mut compound) = (0, 0);
    for &t in new {
        let at = format!("{name}: {:?} at {}", t.1, t.0);
        let o = *old
            .get(i)
            .unwrap_or_else(|| panic!("{at}: the default stream ended"));
        match t.1 {
            Tok::QuotedLit => {
                assert_eq!(o.1, Tok::OQuote, "{at}");
                let j = if old[i + 1].1 == Tok::CQuote {
                    i + 1
                } else {
                    i + 2
                };
                if j == i + 2 {
                    let l = old[i + 1];
                    assert_eq!(l.1, Tok::TemplateLit, "{at}");
                    assert!(plain(&src[l.0 as usize..l.2 as usize]), "{at}");
                }
                assert_eq!(old[j].1, Tok::CQuote, "{at}");
                assert_eq!((t.0, t.2, t.3), (o.0, old[j].2, old[j].3), "{at}");
                i = j + 1;
            }
            Tok::IdentPath => {
                assert!(head(src, old, i), "{at}");
                let text = &src[o.0 as usize..o.2 as usize];
                assert!(!matches!(text, "true" | "false" | "null"), "{at}");
                let mut j = i + 1;
                while path_step(src, old, j) {
                    j += 2;
                }
                // every step is taken
                assert!(j > i + 1, "{at}");
                let last = old[j - 1];
                assert_eq!((t.0, t.2, t.3), (o.0, last.2, last.3), "{at}");
                i = j;
            }
            Tok::IdentEq => {
                assert!(head(src, old, i), "{at}");
                let eq = old[i + 1];
                assert_eq!(eq.1, Tok::Eq, "{at}");
                assert!(
                    src[o.2 as usize..eq.0 as usize]
                        .bytes()
                        .all(|b| b == b' ' || b == b'\t'),
                    "{at}"
                );
                assert_eq!((t.0, t.2, t.3), (o.0, eq.2, eq.3), "{at}");
                i += 2;
            }
            _ => {
                assert_eq!(t, o, "{at}");
                i += 1;
                continue;
            }
        }
        compound += 1;
    }
    assert_eq!(i, old.len(), "{name}: the compound stream ended early");
    // every plain quoted string is one token
    for w in new.windows(3) {
        let lit_plain = w[1].1 == Tok::TemplateLit && plain(&src[w[1].0 as usize..w[1].2 as usize]);
        assert!(
            !(w[0].1 == Tok::OQuote
                && (w[1].1 == Tok::CQuote || (lit_plain && w[2].1 == Tok::CQuote))),
            "{name}: a plain string at {} is not one token",
            w[0].0
        );
    }
    compound
}

fn check(name: &str, src: &str, mode: StartMode) -> usize {
    let old = lex(src, mode, false);
    let new = lex(src, mode, true);
    let n = match_streams(name, src, &old.0, &new.0);
    assert_eq!(new.1, old.1, "{name}: diagnostics");
    assert_eq!(new.2, old.2, "{name}: cluster breaks");
    assert_eq!(new.3, old.3, "{name}: nesting limit");
    n
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
        r#"IdentEq "x =""#,
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
        r#"IdentEq "y =""#,
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
    assert_eq!((toks[0].1, toks[1].1), (Tok::IdentEq, Tok::OQuote));
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
