//! The README's example: our hcldec decodes tests/examples/service.hcl with
//! its spec and variables to exactly the bytes the reference hcldec printed
//! (tests/examples/service.expected.json).

use std::path::Path;
use std::process::Command;

#[test]
fn readme_example_matches_reference_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/examples");
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .arg("--spec")
        .arg(dir.join("service.hcldec"))
        .arg("-V")
        .arg(dir.join("vars.json"))
        .arg(dir.join("service.hcl"))
        .output()
        .expect("hcldec runs");
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read(dir.join("service.expected.json")).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&expected)
    );
}

#[test]
fn missing_variables_are_diagnosed_with_exit_status_2() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/examples");
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .arg("--spec")
        .arg(dir.join("service.hcldec"))
        .arg("--diags=json")
        .arg(dir.join("service.hcl"))
        .output()
        .expect("hcldec runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("\"summary\": \"Unknown variable\""),
        "{stderr}"
    );
    assert!(
        stderr.contains("There is no variable named \\\"var\\\"."),
        "{stderr}"
    );
}
