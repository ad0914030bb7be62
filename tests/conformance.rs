//! Runs the conformance suites with the library decoder: the project's own
//! fixture tree (conformance/tests) and the upstream tree
//! (../shared/specsuite/tests, skipped with a message when absent).

use hcl2::spec::suite::{run_dir, LibraryDecoder, TestReport};
use std::path::Path;

fn check(reports: &[TestReport]) {
    let mut failures = Vec::new();
    for r in reports {
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
