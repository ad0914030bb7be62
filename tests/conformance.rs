//! Runs the conformance suites with the library decoder: the project's own
//! fixture tree (conformance/tests) and the upstream tree
//! (../shared/specsuite/tests, skipped with a message when absent).

use hcl2::spec::suite::{run_dir, LibraryDecoder, TestReport};
use std::path::Path;

/// Tests that fail because of known bugs outside the hcldec modules, with
/// the module to fix. They are expected to fail (and must be removed from
/// this list once they pass).
const KNOWN_FAILING: &[(&str, &str)] = &[
    // String values are not NFC-normalized as go-cty's cty.StringVal does
    // (src/value).
    ("expressions/primitive_literals", "value: NFC normalization"),
];

fn check(reports: &[TestReport]) {
    let mut failures = Vec::new();
    for r in reports {
        if KNOWN_FAILING.iter().any(|(n, _)| *n == r.name) {
            assert!(
                !r.problems.is_empty(),
                "{} now passes: remove it from KNOWN_FAILING",
                r.name
            );
            continue;
        }
        let problems: Vec<String> = r.problems.iter().map(|d| d.to_string()).collect();
        if !problems.is_empty() {
            failures.push(format!("{}:\n  {}", r.name, problems.join("\n  ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} tests failed:\n{}",
        failures.len(),
        reports.len(),
        failures.join("\n")
    );
}

#[test]
fn project_conformance_tree() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("conformance/tests");
    let reports = run_dir(&LibraryDecoder, &dir);
    assert!(reports.len() >= 40, "only {} fixtures found", reports.len());
    check(&reports);
}

#[test]
fn upstream_conformance_tree() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/specsuite/tests");
    if !dir.is_dir() {
        eprintln!("skipping: upstream suite not found at {}", dir.display());
        return;
    }
    let reports = run_dir(&LibraryDecoder, &dir);
    assert!(reports.len() >= 15);
    check(&reports);
}
