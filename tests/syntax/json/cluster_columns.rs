//! Columns of ranges in JSON files whose strings are templates: the
//! template is parsed from the decoded string with positions inside the
//! JSON file, and its columns count grapheme clusters token by token (a
//! cluster never spans a template token boundary). Our hcldec's raw output
//! (exit code, stdout, stderr) on `tests/corpus/clusters_json/NAME.json`
//! against the reference hcldec's, recorded by `tests/oracle/gen_clusters.py`,
//! byte for byte.

use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn run(dir: &Path, name: &str, mode: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .current_dir(dir)
        .arg("--spec=spec.hcldec")
        .arg("--diags=json")
        .args(mode)
        .arg(name)
        .output()
        .unwrap();
    serde_json::json!([
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    ])
}

#[test]
fn json_templates_count_clusters_per_token() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/clusters_json");
    let names = crate::common::json_cases(&dir);
    crate::common::assert_ran("tests/corpus/clusters_json", names.len(), 11);
    let mut failures = Vec::new();
    for name in &names {
        let stem = name.trim_end_matches(".json");
        let expect: Value = serde_json::from_str(&crate::common::read_expect(
            &dir.join(format!("{stem}.expect.json")),
        ))
        .unwrap();
        for (key, mode) in [
            ("value", &["--with-type", "--keep-nulls"][..]),
            ("varrefs", &["--var-refs"][..]),
        ] {
            let got = run(&dir, name, mode);
            if got != expect[key] {
                failures.push(format!(
                    "{name} {key}:\n  ours:      {got}\n  reference: {}",
                    expect[key]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
