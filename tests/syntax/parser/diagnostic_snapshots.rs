//! Snapshots of diagnostics for broken inputs (tests/snapshots/diagnostics):
//! the `--diags=json` document must equal the reference hcldec's output
//! byte for byte, and the ariadne rendering must equal the reviewed
//! snapshot (`HCL2_BLESS=1` rewrites those; the `--diags=json` documents
//! come from the reference and are never rewritten).

use hcl2::diagnostic::json::diagnostics_json;
use hcl2::Loader;
use std::path::Path;

#[test]
fn diagnostics_match_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/diagnostics");
    let update = crate::common::bless();
    let names: Vec<String> = crate::common::files_ending(&dir, ".hcl", &[])
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    crate::common::assert_ran("tests/snapshots/diagnostics", names.len(), 12);
    let mut failures = Vec::new();
    for name in &names {
        let file = format!("{name}.hcl");
        let src = std::fs::read(dir.join(&file)).unwrap();
        let mut p = Loader::new();
        let (_, diags) = p.parse_hcl(&src, &file);
        assert!(diags.has_errors(), "{file} should be rejected");

        let json = diagnostics_json(&diags);
        let want = crate::common::read_expect(&dir.join(format!("{name}.diags.json")));
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
            let want = crate::common::read_expect(&snap);
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
