//! Runs every input of `tests/corpus/json` through the JSON parser and
//! compares acceptance and the parse diagnostics with the reference's
//! hcldec expectations (`NAME.expect.json`): when the reference failed at
//! parse time (its diagnostics are parse diagnostics), ours must be exactly
//! the same set; when it did not, ours must have no errors.

use crate::common::sorted_diags;
use serde_json::Value as Json;
use std::path::Path;

/// Summaries only the JSON parser produces.
const PARSE_SUMMARIES: &[&str] = &[
    "Root value must be object",
    "Extraneous data after value",
    "Missing JSON value",
    "Missing array element value",
    "Missing value",
    "Invalid start of value",
    "Invalid object property name",
    "Missing object value",
    "Missing property value colon",
    "Trailing comma in object",
    "Unclosed object",
    "Mismatched braces",
    "Missing attribute seperator comma",
    "Trailing comma in array",
    "Invalid array value",
    "Mismatched brackets",
    "Invalid JSON number",
    "Invalid JSON string",
    "Invalid JSON keyword",
];

#[test]
fn parse_agrees_with_reference() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/json");
    let names = crate::common::json_cases(&dir);
    let (mut total, mut parse_fail, mut failures) = (0, 0, Vec::new());
    for name in &names {
        let src = std::fs::read(dir.join(name)).unwrap();
        let exp_path = dir.join(name.replace(".json", ".expect.json"));
        let exp = crate::common::read_expect(&exp_path);
        let exp: Json = serde_json::from_str(&exp).unwrap();
        total += 1;
        let (_file, diags) =
            hcl2::internal::json::parse_bytes(&src, name, &hcl2::Limits::unlimited());
        let ours = sorted_diags(&diags);
        let theirs: Vec<Json> = exp["stderr"]["diagnostics"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let ref_parse_failed = theirs
            .iter()
            .any(|d| PARSE_SUMMARIES.contains(&d["summary"].as_str().unwrap_or("")));
        if ref_parse_failed {
            parse_fail += 1;
            if ours != theirs {
                failures.push(format!(
                    "{name}: diagnostics differ\n ours:   {}\n theirs: {}",
                    serde_json::to_string(&ours).unwrap(),
                    serde_json::to_string(&theirs).unwrap()
                ));
            }
        } else if diags.has_errors() {
            failures.push(format!(
                "{name}: we reject, the reference parses it\n ours: {}",
                serde_json::to_string(&ours).unwrap()
            ));
        }
    }
    eprintln!(
        "json corpus: {total} inputs, {parse_fail} rejected by the reference's parser, {} disagreements",
        failures.len()
    );
    crate::common::assert_ran("tests/corpus/json", total, 340);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
