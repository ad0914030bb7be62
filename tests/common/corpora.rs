// The corpus readers of the parser's corpus tests, shared by the
// integration tests (`crate::common::corpora`) and the lib's unit tests
// under `src/parser/corpus_tests/` (which `include!` this file: the two
// kinds of test cannot share a module). Plain `//` comments at the top, as
// an included file cannot carry inner attributes.

use serde_json::Value;
use std::path::{Path, PathBuf};

/// Every mutant of the repository folder `dir` of the mutant corpus (its
/// `mutants.jsonl` over the files in `files/`): its line number (from 0),
/// its line and its source.
pub fn each_mutant(dir: &Path, mut f: impl FnMut(usize, &Value, Vec<u8>)) {
    let text = std::fs::read_to_string(dir.join("mutants.jsonl"))
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut cache: Option<(String, Vec<u8>)> = None;
    for (n, line) in text.lines().enumerate() {
        let c: Value = serde_json::from_str(line).expect("mutant line");
        let path = c[0].as_str().unwrap();
        if cache.as_ref().is_none_or(|(p, _)| p != path) {
            let bytes = std::fs::read(dir.join("files").join(path))
                .unwrap_or_else(|e| panic!("{}/{path}: {e}", dir.display()));
            cache = Some((path.to_string(), bytes));
        }
        let orig = &cache.as_ref().unwrap().1;
        let (start, end) = (
            c[2].as_u64().unwrap() as usize,
            c[3].as_u64().unwrap() as usize,
        );
        let mut src = orig[..start].to_vec();
        src.extend_from_slice(c[4].as_str().unwrap().as_bytes());
        src.extend_from_slice(&orig[end..]);
        f(n, &c, src);
    }
}

/// The repository folders under `root` holding `list` (`mutants.jsonl` for
/// the mutant corpus, `cases.jsonl` for the multi-error corpus), in order.
pub fn repo_dirs(root: &Path, list: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join(list).is_file())
        .collect();
    v.sort();
    v
}

/// The source of case `c` of the multi-error corpus's repository folder
/// `dir`: its original with the case's splices made.
pub fn spliced(dir: &Path, c: &Value) -> Vec<u8> {
    let path = c[0].as_str().unwrap();
    let mut src = std::fs::read(dir.join("files").join(path))
        .unwrap_or_else(|e| panic!("{}/files/{path}: {e}", dir.display()));
    let mut splices: Vec<&Value> = c[1].as_array().unwrap().iter().collect();
    splices.sort_by_key(|s| std::cmp::Reverse(s[1].as_u64().unwrap()));
    for s in splices {
        let (a, b) = (
            s[1].as_u64().unwrap() as usize,
            s[2].as_u64().unwrap() as usize,
        );
        let mut out = src[..a].to_vec();
        out.extend_from_slice(s[3].as_str().unwrap().as_bytes());
        out.extend_from_slice(&src[b..]);
        src = out;
    }
    src
}

/// A diagnostic as the corpora record it: severity, subject range (line,
/// column, byte of start and end), summary.
pub type Row = (String, Option<[u64; 6]>, String);

/// The reference's recorded diagnostics (a corpus line's list of
/// `[SEVERITY, SUMMARY, START_LINE, START_COLUMN, START_BYTE, END_LINE,
/// END_COLUMN, END_BYTE]`, the range left out where there is none) as
/// sorted rows.
pub fn reference_rows(v: &Value) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .as_array()
        .expect("diagnostics list")
        .iter()
        .map(|d| {
            let d = d.as_array().expect("diagnostic row");
            let range = (d.len() == 8).then(|| {
                let mut r = [0u64; 6];
                for (i, x) in d[2..8].iter().enumerate() {
                    r[i] = x.as_u64().expect("position");
                }
                r
            });
            (
                d[0].as_str().unwrap().to_string(),
                range,
                d[1].as_str().unwrap().to_string(),
            )
        })
        .collect();
    rows.sort();
    rows
}

/// The severities and ranges of `rows`, sorted.
pub fn ranges(rows: &[Row]) -> Vec<(String, Option<[u64; 6]>)> {
    let mut v: Vec<_> = rows.iter().map(|(s, r, _)| (s.clone(), *r)).collect();
    v.sort();
    v
}

/// How the cases of the multi-error corpus went.
#[derive(Default)]
pub struct MultiTally {
    pub cases: usize,
    /// Cases with more than one diagnostic (the reference's).
    pub multi: usize,
    /// Cases with the same ranges, and with the same ranges and summaries.
    pub agree: (usize, usize),
    pub failures: Vec<String>,
}

impl MultiTally {
    /// The committed corpus: at least 1,000 cases, 500 of them with more
    /// than one diagnostic, and at least `floor` agreeing on every range
    /// and summary.
    pub fn assert_committed(&self, floor: usize) {
        assert!(self.cases >= 1000, "only {} cases", self.cases);
        assert!(
            self.multi >= 500,
            "only {} cases with several diagnostics",
            self.multi
        );
        assert!(self.agree.1 >= floor, "{} cases agree", self.agree.1);
    }

    /// A fresh folder `dir`: it has cases, and every one agrees.
    pub fn assert_all_agree(&self, dir: &str) {
        assert!(self.cases > 0, "no cases under {dir}");
        assert!(
            self.failures.is_empty(),
            "{} of {} cases differ",
            self.failures.len(),
            self.cases
        );
    }
}

/// Every case of the multi-error corpus's repository folders under `root`
/// (`cases.jsonl` over `files/`), its diagnostics from `ours` (sorted rows)
/// against the reference's. Prints the tally, naming the parser `who`, and
/// the first `MULTI_SHOW` differences.
pub fn compare_multi(root: &Path, who: &str, ours: impl Fn(&[u8]) -> Vec<Row>) -> MultiTally {
    let mut t = MultiTally::default();
    for dir in repo_dirs(root, "cases.jsonl") {
        let text = std::fs::read_to_string(dir.join("cases.jsonl")).expect("cases.jsonl");
        for (n, line) in text.lines().enumerate() {
            let c: Value = serde_json::from_str(line).expect("case line");
            let path = c[0].as_str().unwrap();
            let src = spliced(&dir, &c);
            let theirs = reference_rows(&c[2]);
            t.cases += 1;
            t.multi += usize::from(theirs.len() > 1);
            let ours = ours(&src);
            if ranges(&ours) == ranges(&theirs) {
                t.agree.0 += 1;
                t.agree.1 += usize::from(ours == theirs);
            }
            if ours != theirs {
                t.failures.push(format!(
                    "{}:{} {path} {}\n  {who}: {ours:?}\n  reference: {theirs:?}",
                    dir.file_name().unwrap().to_string_lossy(),
                    n + 1,
                    c[1]
                ));
            }
        }
    }
    let show: usize = std::env::var("MULTI_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for f in t.failures.iter().take(show) {
        eprintln!("MISMATCH {f}");
    }
    let pct = |x: usize| 100.0 * x as f64 / t.cases.max(1) as f64;
    eprintln!(
        "{} cases ({} with more than one diagnostic): {who} agrees on ranges in {} ({:.2}%), also on summaries in {} ({:.2}%)",
        t.cases,
        t.multi,
        t.agree.0,
        pct(t.agree.0),
        t.agree.1,
        pct(t.agree.1),
    );
    t
}

/// The large files of the diagnostics-only tests: a clean file of some
/// 200,000 tokens (6,000 blocks with a list, a template and a heredoc, each
/// followed by a top-level attribute) with errors early, in the middle and
/// at the end, inside a block that runs over many thousand tokens, a
/// duplicate top-level name far from the first, an unclosed block and an
/// unclosed heredoc that run to the end, and (last) a byte that is not
/// UTF-8 before an error.
pub fn large_error_cases() -> Vec<Vec<u8>> {
    let mut clean = String::new();
    for i in 0..6000 {
        clean.push_str(&format!(
            "resource \"x\" \"r{i}\" {{\n  a = [1, 2, {i}]\n  b = \"${{var.c}}-{i}\"\n  c = <<EOT\n  line {i}\n  EOT\n}}\nv{i} = {i}\n"
        ));
    }
    let at = |f: f64| {
        let i = (clean.len() as f64 * f) as usize;
        clean[i..].find("\nv").map(|j| i + j + 1).unwrap()
    };
    let insert = |parts: &[(usize, &str)]| {
        let mut s = clean.clone();
        let mut parts = parts.to_vec();
        parts.sort_by_key(|p| std::cmp::Reverse(p.0));
        for (i, t) in parts {
            s.insert_str(i, t);
        }
        s
    };
    let block = "big {\n".to_string()
        + &(0..3000)
            .map(|i| format!("  k{i} = {i}\n"))
            .collect::<String>()
        + "  k7 = = 1\n  k9 = 2\n}\n";
    let mut bad = insert(&[(at(0.6), "u = \"\u{e9}\"\nx = = 1\n")]).into_bytes();
    let e = bad.iter().position(|&b| b == 0xc3).unwrap();
    bad[e] = 0xff;
    let cases = [
        insert(&[(at(0.1), "x = = 1\n")]),
        insert(&[
            (at(0.1), "x = = 1\n"),
            (at(0.5), "y = (1\n"),
            (at(0.9), "z = [\n"),
        ]),
        insert(&[(at(0.5), "v17 = 1\n"), (at(0.95), "v4000 = 2\n")]),
        insert(&[(at(0.5), &block)]),
        insert(&[(at(0.3), "b {\n")]),
        insert(&[(at(0.3), "h = <<EOT\n")]),
        insert(&[(at(0.7), "q = {value\n")]),
        clean.clone() + "w = = 2",
    ];
    let mut cases: Vec<Vec<u8>> = cases.into_iter().map(String::into_bytes).collect();
    cases.push(bad);
    cases
}
