//! The recovery parser (`src/parser/recovery/`) on every input of the
//! corpora recorded from the reference that the reference rejects: the
//! syntax corpus (every diagnostic's severity, range, summary and detail)
//! and the recovering variants (severity, range and summary). They are
//! read through `parse_config_bytes`, which hands a file to the recovery
//! parser, from the start, whenever the one-pass parse finds anything to
//! report, and otherwise reports nothing: so each input, whose reference
//! diagnostics are asserted not to be empty, agrees only if the recovery
//! parser's diagnostics are the reference's. The mutants of real files and
//! the multi-error cases, some of which are clean, are read by the
//! recovery parser alone in the lib's unit tests
//! (`parser::corpus_tests::recovery`). The agreement is printed and held
//! above the floor measured when the parser was written; `RECOVERY_SHOW=N`
//! prints the first N differences.

use crate::common::corpora::{reference_rows, Row};
use crate::common::{
    diag_detail_rows, diag_rows, files_ending, read_expect, reference_diag_detail_rows,
    reference_diag_rows,
};
use crate::parser::multi_corpus::rows;
use serde_json::Value;
use std::path::Path;

/// The diagnostics of `src` as rows; an input the one-pass parse takes has
/// none.
fn ours(src: &[u8]) -> Vec<Row> {
    let (_, diags) =
        hcl2::internal::parser::parse_config_bytes(src, "m.hcl", &hcl2::Limits::unlimited());
    rows(&diags)
}

fn show() -> usize {
    std::env::var("RECOVERY_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// (cases, agreeing) over the corpus, printing the first differences.
fn report(what: &str, total: usize, failures: &[String]) -> f64 {
    for f in failures.iter().take(show()) {
        eprintln!("RECOVERY MISMATCH {what}: {f}");
    }
    let agree = total - failures.len();
    let pct = 100.0 * agree as f64 / total.max(1) as f64;
    eprintln!("recovery parser, {what}: {agree} of {total} agree ({pct:.2}%)");
    pct
}

#[test]
fn recovery_parser_on_the_syntax_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/syntax");
    let (mut total, mut failures) = (0usize, Vec::new());
    for path in files_ending(&dir, ".hcl", &[]) {
        let expect: Value =
            serde_json::from_str(&read_expect(&path.with_extension("expect.json"))).unwrap();
        if expect["ok"].as_bool().unwrap() {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(&path).unwrap();
        let (_, diags) =
            hcl2::internal::parser::parse_config_bytes(&bytes, &name, &hcl2::Limits::unlimited());
        total += 1;
        let (o, t) = (diag_rows(&diags), reference_diag_rows(&expect));
        assert!(
            !t.is_empty(),
            "{name}: the reference rejects it with no diagnostic"
        );
        if o != t {
            failures.push(format!("{name}\n  ours:      {o:?}\n  reference: {t:?}"));
        } else if diag_detail_rows(&diags) != reference_diag_detail_rows(&expect) {
            failures.push(format!("{name} (details)"));
        }
    }
    assert!(total >= 391, "only {total} inputs with errors");
    let pct = report("syntax corpus", total, &failures);
    assert!(pct >= FLOOR_SYNTAX, "{pct:.2}% < {FLOOR_SYNTAX}%");
}

#[test]
fn recovery_parser_on_the_recovering_variants() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let text = std::fs::read_to_string(root.join("recovering.jsonl"))
        .unwrap_or_else(|e| panic!("tests/corpus/recovering.jsonl: {e}"));
    let (mut total, mut failures) = (0usize, Vec::new());
    for line in text.lines() {
        let c: Value = serde_json::from_str(line).expect("variant line");
        let name = c[0].as_str().unwrap();
        let prefix = c[1].as_str().unwrap();
        let input = std::fs::read(root.join("syntax").join(name))
            .unwrap_or_else(|e| panic!("tests/corpus/syntax/{name}: {e}"));
        let mut src = prefix.as_bytes().to_vec();
        src.extend_from_slice(&input);
        total += 1;
        let (o, t) = (ours(&src), reference_rows(&c[2]));
        assert!(
            !t.is_empty(),
            "{prefix:?} + {name}: the reference reports nothing"
        );
        if o != t {
            failures.push(format!(
                "{prefix:?} + {name}\n  ours:      {o:?}\n  reference: {t:?}"
            ));
        }
    }
    assert!(total >= 3068, "only {total} variants");
    let pct = report("recovering variants", total, &failures);
    assert!(pct >= FLOOR_RECOVERING, "{pct:.2}% < {FLOOR_RECOVERING}%");
}

/// The agreement measured when the recovery parser was written (percent).
const FLOOR_SYNTAX: f64 = 100.0;
const FLOOR_RECOVERING: f64 = 100.0;
