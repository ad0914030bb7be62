//! Runs the conformance suites with the library decoder: the project's own
//! fixture tree (conformance/tests) and the upstream tree
//! (../shared/specsuite/tests). A missing tree is a failure; set
//! `HCL2_SKIP_UPSTREAM_SUITE=1` to skip the upstream one where it is not
//! checked out beside the repository (`HCL2_UPSTREAM_SUITE_DIR=DIR` reads it
//! from elsewhere).

use crate::suite::{run_dir, LibraryDecoder, TestReport};
use std::path::{Path, PathBuf};

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
    crate::common::assert_ran("conformance/tests", reports.len(), 170);
    check(&reports);
}

#[test]
fn upstream_conformance_tree() {
    let dir = match std::env::var_os("HCL2_UPSTREAM_SUITE_DIR") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/specsuite/tests"),
    };
    if std::env::var_os("HCL2_SKIP_UPSTREAM_SUITE").is_some_and(|v| !v.is_empty() && v != "0") {
        eprintln!("HCL2_SKIP_UPSTREAM_SUITE set: upstream suite not run");
        return;
    }
    assert!(
        dir.is_dir(),
        "upstream spec suite not found at {} (set HCL2_SKIP_UPSTREAM_SUITE=1 to skip it)",
        dir.display()
    );
    let reports = run_dir(&LibraryDecoder, &dir);
    crate::common::assert_ran(&dir.display().to_string(), reports.len(), 15);
    check(&reports);
}
