//! One-way layering: no module of the crate imports a module above it in
//! the declared order (docs DESIGN's module table, lowest last). Reads
//! every `src/**/*.rs` file, strips comments, maps each `crate::X` path
//! (including `use crate::{X, ...}` groups) to its top-level module `X`,
//! and fails on any path from a module to one listed above it, or on a
//! module missing from the table.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// Top-level modules, highest first; each may import only modules after it.
const ORDER: &[&str] = &[
    "ser",
    "de",
    "write",
    "ext",
    "spec",
    "loader",
    "typeexpr",
    "json",
    "body",
    "eval",
    "function",
    "value",
    "parser",
    "lexer",
    "ast",
    "diagnostic",
    "gocompat",
    "limits",
    "depth",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The source without `//` comments (doc comments may name any module).
fn strip_comments(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    for line in src.lines() {
        let mut in_str = false;
        let mut cut = line.len();
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'\\' if in_str => i += 1,
                b'"' => in_str = !in_str,
                b'/' if !in_str && b.get(i + 1) == Some(&b'/') => {
                    cut = i;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        out.push_str(&line[..cut]);
        out.push('\n');
    }
    out
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// Every top-level module named by a `crate::` path in `src`.
fn targets(src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(i) = rest.find("crate::") {
        let before = rest[..i].chars().next_back();
        rest = &rest[i + "crate::".len()..];
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue; // `hcl2crate::` or similar, not the crate root
        }
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a, b::c, d::{e, f}}`: the first segment of each item.
            let mut depth = 0;
            let mut item_start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if c.is_whitespace() => {}
                    _ if item_start && depth == 0 => {
                        item_start = false;
                        let name = ident_at(&group[j..]);
                        if !name.is_empty() && name != "self" {
                            out.push(name.to_string());
                        }
                    }
                    _ => {}
                }
            }
        } else {
            let name = ident_at(rest);
            if !name.is_empty() {
                out.push(name.to_string());
            }
        }
    }
    out
}

#[test]
fn no_module_imports_one_above_it() {
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src_dir, &mut files);
    assert!(files.len() > 50, "found only {} source files", files.len());

    let rank = |m: &str| ORDER.iter().position(|o| *o == m);
    let mut edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut unknown = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src_dir).expect("under src");
        let first = rel.components().next().expect("component");
        let first = first.as_os_str().to_string_lossy();
        if first == "bin" || rel == Path::new("lib.rs") || rel == Path::new("internal.rs") {
            // binaries and the facade sit above everything; internal.rs
            // only declares where the syntax modules live
            continue;
        }
        let module = first.trim_end_matches(".rs").to_string();
        if rank(&module).is_none() {
            unknown.push(module.clone());
            continue;
        }
        let text = fs::read_to_string(f).expect("read");
        for t in targets(&strip_comments(&text)) {
            if t != module {
                edges
                    .entry((module.clone(), t))
                    .or_default()
                    .push(rel.display().to_string());
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "modules missing from ORDER: {unknown:?}"
    );
    // The check must see the crate's real structure, not an empty one.
    assert!(edges.len() >= 40, "only {} module edges found", edges.len());

    let mut upward = Vec::new();
    for ((from, to), at) in &edges {
        let Some(rt) = rank(to) else {
            upward.push(format!("{from} -> {to} (not a module in ORDER) in {at:?}"));
            continue;
        };
        if rt < rank(from).expect("known") {
            upward.push(format!("{from} -> {to} in {at:?}"));
        }
    }
    assert!(
        upward.is_empty(),
        "imports pointing up the module order:\n{}",
        upward.join("\n")
    );
}

#[test]
fn the_scanner_sees_paths_and_groups() {
    let src = strip_comments(
        "use crate::value::Value; // crate::cli\nuse crate::{ast::{self, Expr}, lexer};\nlet s = \"//\"; crate::depth::deep(f);",
    );
    assert_eq!(targets(&src), ["value", "ast", "lexer", "depth"]);
}
