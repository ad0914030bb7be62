//! One JSON mapping for serde's `deserialize_any` and `hcl json`
//! (`write::json::BlockLayout`, `write::json::json_number`).

use serde_json::{json, Value as J};
use std::path::PathBuf;

#[test]
fn interleaved_labels_keep_source_order() {
    let src = "svc \"web\" {\n  n = 1\n}\nsvc \"db\" {\n  n = 2\n}\nsvc \"web\" {\n  n = 3\n}\n";
    let v: J = hcl2::from_str(src).unwrap();
    assert_eq!(
        v,
        json!({"svc": [{"web": {"n": 1}, "db": {"n": 2}}, {"web": {"n": 3}}]})
    );
    let w = hcl2::write::json::to_json_value(src, "t.hcl").unwrap();
    assert_eq!(v, w);
}

#[test]
fn numbers_keep_full_precision() {
    let src = "a = 123456789012345678901234567890\nb = 0.1\nc = 1 + 2\nd = 18446744073709551615\ne = 0.1 + 0.2\n";
    let v: J = hcl2::from_str(src).unwrap();
    assert_eq!(v["a"], json!("123456789012345678901234567890"));
    assert_eq!(v["b"], json!(0.1));
    assert_eq!(v["c"], json!(3));
    assert_eq!(v["d"], json!(18446744073709551615u64));
    // go-cty's 512-bit sum is not the f64 nearest 0.3: its exact text
    assert!(v["e"].is_string() || v["e"] == json!(0.3), "{}", v["e"]);
}

/// Every real-world corpus file whose attributes are all literals gives
/// the same JSON through serde (`from_str::<serde_json::Value>`) as
/// through `hcl json` (`write::json::to_json_value`).
#[test]
fn serde_and_hcl_json_agree_on_real_files() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/fmt/real");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/corpus/fmt/real")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "hcl"))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut differ = Vec::new();
    for f in &files {
        let Ok(src) = std::fs::read_to_string(f) else {
            continue;
        };
        let Ok(w) = hcl2::write::json::to_json_value(&src, "x.hcl") else {
            continue;
        };
        // only files without expressions (to_json writes those as "${ .. }")
        if w.to_string().contains("${") {
            continue;
        }
        let v: J = match hcl2::from_str(&src) {
            Ok(v) => v,
            Err(e) => {
                differ.push(format!("{}: serde failed: {e}", f.display()));
                continue;
            }
        };
        if v != w {
            differ.push(format!("{}:\n serde {v}\n json  {w}", f.display()));
        }
        checked += 1;
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    assert!(checked >= 100, "only {checked} literal-only files");
    eprintln!("{checked} literal-only real files agree");
}
