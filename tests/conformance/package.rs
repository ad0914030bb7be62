//! The package as published (`cargo package`): every file the packaged code
//! reads at compile time (`#[path]` modules, `include_str!`,
//! `include_bytes!`) is among the files `Cargo.toml`'s `include` ships, and
//! the crate documentation (the README) points at nothing outside the
//! package. `.ci/run` also builds the examples of the unpacked `.crate`.

use std::path::{Component, Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `include` patterns of `[package]` (`"/src/**"`, `"/README.md"`).
fn include_patterns() -> Vec<String> {
    let toml = std::fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let start = toml
        .find("include = [")
        .expect("an include list in Cargo.toml");
    let list = &toml[start..];
    let list = &list[..list.find(']').expect("the include list ends")];
    let pats: Vec<String> = (list.lines().skip(1))
        .filter_map(|l| {
            let l = l.trim().trim_end_matches(',');
            l.strip_prefix('"')?.strip_suffix('"').map(str::to_string)
        })
        .collect();
    assert!(pats.len() >= 5, "include patterns: {pats:?}");
    pats
}

/// Whether the repository-relative path `rel` (with `/`) is shipped.
fn shipped(pats: &[String], rel: &str) -> bool {
    pats.iter().any(|p| match p.strip_suffix("/**") {
        Some(dir) => rel.starts_with(&format!("{}/", dir.trim_start_matches('/'))),
        None => p.trim_start_matches('/') == rel,
    })
}

fn normalize(p: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for c in p.components() {
        match c {
            Component::ParentDir => {
                parts.pop();
            }
            Component::Normal(s) => parts.push(s.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    parts.join("/")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let p = e.expect("entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The quoted argument after `marker` at each of its occurrences.
fn quoted_after<'a>(text: &'a str, marker: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(marker) {
        rest = &rest[i + marker.len()..];
        if let Some(q) = rest.find('"') {
            let after = &rest[q + 1..];
            if let Some(end) = after.find('"') {
                out.push(&after[..end]);
            }
        }
    }
    out
}

#[test]
fn packaged_code_reads_only_packaged_files() {
    let pats = include_patterns();
    let root = root();
    let mut files = Vec::new();
    for dir in ["src", "examples", "tests/examples"] {
        if root.join(dir).is_dir() {
            rust_files(&root.join(dir), &mut files);
        }
    }
    let mut checked = 0;
    let mut missing = Vec::new();
    for f in &files {
        let rel = normalize(f.strip_prefix(&root).expect("inside the repository"));
        if !shipped(&pats, &rel) {
            continue; // not in the package: reads nothing there
        }
        let text = std::fs::read_to_string(f).expect("source");
        let dir = f.parent().expect("a folder");
        let mut refs = Vec::new();
        for m in ["include_str!(", "include_bytes!("] {
            refs.extend(quoted_after(&text, m).into_iter().map(|r| dir.join(r)));
        }
        for r in quoted_after(&text, "#[path = ") {
            // a `#[path]` of a module declared in `mod.rs`/`lib.rs`/`main.rs`
            // is relative to its folder, else to the file's own module folder
            let base = match f.file_name().and_then(|n| n.to_str()) {
                Some("mod.rs" | "lib.rs" | "main.rs") => dir.to_path_buf(),
                _ => dir.join(f.file_stem().expect("a name")),
            };
            let p = if base.join(r).exists() {
                base.join(r)
            } else {
                dir.join(r)
            };
            refs.push(p);
        }
        for r in refs {
            checked += 1;
            let target = normalize(r.strip_prefix(&root).unwrap_or(&r));
            if !shipped(&pats, &target) {
                missing.push(format!(
                    "{rel} reads {target}, which the package leaves out"
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    // today: the README as the crate docs, the function reference (twice:
    // ext::library's docs and the language server's hover) and hcl-specsuite's
    // `#[path]` to hcldec's cli.rs
    assert!(checked >= 4, "only {checked} compile-time file references");
}

#[test]
fn crate_docs_point_inside_the_package() {
    // the README is the crate documentation on docs.rs
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let bad: Vec<&str> = readme.lines().filter(|l| l.contains("../shared")).collect();
    assert!(
        bad.is_empty(),
        "README.md names ../shared:\n{}",
        bad.join("\n")
    );
}

#[test]
fn changelog_has_a_dated_section_for_the_version() {
    let toml = std::fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let version = (toml.lines())
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .expect("the package version");
    let log = std::fs::read_to_string(root().join("CHANGELOG.md")).expect("CHANGELOG.md");
    let heading = format!("## [{version}] - ");
    let line = (log.lines())
        .find(|l| l.starts_with(&heading))
        .unwrap_or_else(|| panic!("CHANGELOG.md has no `{heading}YYYY-MM-DD` section"));
    let date = &line[heading.len()..];
    let b = date.as_bytes();
    assert!(
        b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && (b.iter().enumerate()).all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit()),
        "not a date: {line}"
    );
}
