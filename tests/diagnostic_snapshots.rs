//! Snapshots of diagnostics for broken inputs (tests/snapshots/diagnostics):
//! the `--diags=json` document must equal the reference hcldec's output
//! byte for byte, and the ariadne rendering must equal the reviewed
//! snapshot (`UPDATE_SNAPSHOTS=1` rewrites those).

use hcl2::diagnostic::json::diagnostics_json;
use hcl2::Parser;
use std::path::Path;

#[test]
fn diagnostics_match_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/diagnostics");
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let n = e.ok()?.file_name().to_string_lossy().into_owned();
            n.strip_suffix(".hcl").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 12, "snapshot inputs missing");
    let mut failures = Vec::new();
    for name in &names {
        let file = format!("{name}.hcl");
        let src = std::fs::read(dir.join(&file)).unwrap();
        let mut p = Parser::new();
        let (_, diags) = p.parse_hcl(&src, &file);
        assert!(diags.has_errors(), "{file} should be rejected");

        let json = diagnostics_json(&diags);
        let want = std::fs::read_to_string(dir.join(format!("{name}.diags.json"))).unwrap();
        if json != want {
            failures.push(format!(
                "{file}: --diags=json differs from the reference\n{json}"
            ));
        }

        let rendered = p.render(&diags, false);
        let snap = dir.join(format!("{name}.rendered.txt"));
        if update {
            std::fs::write(&snap, &rendered).unwrap();
        } else {
            let want = std::fs::read_to_string(&snap).unwrap_or_default();
            if rendered != want {
                failures.push(format!(
                    "{file}: rendering differs from {}:\n{rendered}",
                    snap.display()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
