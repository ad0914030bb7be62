//! Our `hcldec` program against the reference's recorded outputs for the
//! corpus tests/corpus/hcldec_own (see its gen.py): exit code, stdout, and
//! the `--diags=json` document (its diagnostics compared as a multiset, since
//! the reference's order follows Go map iteration in places), for decoding
//! (`--with-type --keep-nulls`) and for `--var-refs` (traversals compared as
//! a multiset for the same reason). Also checks flags and failure modes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/hcldec_own")
}

fn hcldec(args: &[&str], cwd: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hcldec"))
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("run hcldec");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn sorted_items(json: &str, key: Option<&str>) -> Vec<String> {
    if json.trim().is_empty() {
        return Vec::new();
    }
    let v: serde_json::Value = serde_json::from_str(json).expect("JSON");
    let list = match key {
        Some(k) => v[k].as_array().cloned().unwrap_or_default(),
        None => v.as_array().cloned().unwrap_or_default(),
    };
    let mut items: Vec<String> = list.iter().map(|x| x.to_string()).collect();
    items.sort();
    items
}

fn check_case(group: &str, case: &str, refs: bool) -> Result<(), String> {
    let dir = corpus();
    let input = format!("{group}/{case}");
    let own_spec = format!("{input}.hcldec");
    let spec = if dir.join(&own_spec).exists() {
        own_spec
    } else {
        format!("{group}/spec.hcldec")
    };
    let expect_path = dir.join(format!(
        "{input}{}",
        if refs { ".refs.expect" } else { ".expect" }
    ));
    let expect = std::fs::read_to_string(&expect_path).map_err(|e| e.to_string())?;
    let (head, rest) = expect.split_once('\n').unwrap();
    let want_code: i32 = head.trim_start_matches("exit ").parse().unwrap();
    let (want_out, want_err) = rest.split_once("--- stderr\n").unwrap();
    let spec_arg = format!("--spec={spec}");
    let mut args = vec![spec_arg.as_str(), "--diags=json"];
    if refs {
        args.push("--var-refs");
    } else {
        args.extend(["--with-type", "--keep-nulls"]);
    }
    args.push(&input);
    let (code, out, err) = hcldec(&args, &dir);
    if code != want_code {
        return Err(format!("exit {code}, want {want_code}; stderr {err}"));
    }
    if refs && code == 0 {
        if sorted_items(&out, None) != sorted_items(want_out, None) {
            return Err(format!("traversals differ:\n{out}\nwant\n{want_out}"));
        }
    } else if out != want_out {
        return Err(format!("stdout {out:?}, want {want_out:?}"));
    }
    if sorted_items(&err, Some("diagnostics")) != sorted_items(want_err, Some("diagnostics")) {
        return Err(format!("diagnostics differ:\n{err}\nwant\n{want_err}"));
    }
    Ok(())
}

#[test]
fn corpus_matches_reference_outputs() {
    let mut failures = Vec::new();
    let mut n = 0;
    for g in std::fs::read_dir(corpus()).unwrap().flatten() {
        if !g.path().is_dir() {
            continue;
        }
        let group = g.file_name().to_string_lossy().into_owned();
        let mut cases: Vec<String> = std::fs::read_dir(g.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".hcl"))
            .collect();
        cases.sort();
        for c in cases {
            for refs in [false, true] {
                n += 1;
                if let Err(e) = check_case(&group, &c, refs) {
                    failures.push(format!("{group}/{c} (var-refs: {refs}): {e}"));
                }
            }
        }
    }
    crate::common::assert_ran("tests/corpus/hcldec_own (decode + var-refs)", n, 152);
    assert!(
        failures.is_empty(),
        "{} of {n} differ:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn flags_and_failures() {
    let dir = corpus();
    // -v / --version
    assert_eq!(
        hcldec(&["-v"], &dir),
        (0, "0.0.1-dev\n".into(), String::new())
    );
    // missing --spec
    let (code, out, err) = hcldec(&["x.hcl"], &dir);
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, "Error: the --spec=... argument is required\n\n");
    // bad --diags
    let (code, _, err) = hcldec(&["--diags=xml", "-s", "x"], &dir);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "Invalid diagnostics format \"xml\": only \"json\" is supported.\n"
    );
    // unknown flag: usage, exit 2
    let (code, _, err) = hcldec(&["--bogus"], &dir);
    assert_eq!(code, 2);
    assert!(err.starts_with(
        "unknown flag: --bogus\nusage: hcldec --spec=<spec-file> [options] [hcl-file ...]\n"
    ));
    // null stripping (default) and -o
    let tmp = std::env::temp_dir().join(format!("hcldec-cli-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::write(
        tmp.join("s.hcldec"),
        "object {\n  attr \"a\" { type = any }\n  attr \"b\" { type = any }\n}\n",
    )
    .unwrap();
    std::fs::write(tmp.join("i.hcl"), "a = { x = null, y = [null, \"<&>\"] }\n").unwrap();
    let (code, out, _) = hcldec(&["-s", "s.hcldec", "i.hcl"], &tmp);
    assert_eq!(code, 0);
    assert_eq!(out, "{\"a\":{\"y\":[null,\"\\u003c\\u0026\\u003e\"]}}\n");
    let (code, out, _) = hcldec(
        &[
            "--spec",
            "s.hcldec",
            "--keep-nulls",
            "-o",
            "out.json",
            "i.hcl",
        ],
        &tmp,
    );
    assert_eq!((code, out.as_str()), (0, ""));
    assert_eq!(
        std::fs::read_to_string(tmp.join("out.json")).unwrap(),
        "{\"a\":{\"x\":null,\"y\":[null,\"\\u003c\\u0026\\u003e\"]},\"b\":null}\n"
    );
    // -V: JSON literal and HCL file, later wins; two inputs merged
    std::fs::write(tmp.join("v.hcl"), "k = \"from-file\"\n").unwrap();
    std::fs::write(tmp.join("j.hcl"), "a = k\n").unwrap();
    std::fs::write(tmp.join("j2.hcl"), "b = n\n").unwrap();
    let (code, out, err) = hcldec(
        &[
            "-s",
            "s.hcldec",
            "-V",
            "{\"k\": \"json\", \"n\": 2}",
            "-V",
            "v.hcl",
            "j.hcl",
            "j2.hcl",
        ],
        &tmp,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "{\"a\":\"from-file\",\"b\":2}\n");
    // duplicate argument across merged files
    let (code, _, err) = hcldec(&["-s", "s.hcldec", "--diags=json", "j.hcl", "j.hcl"], &tmp);
    assert_eq!(code, 2);
    assert!(err.contains("\"summary\": \"Duplicate argument\""), "{err}");
    let _ = std::fs::remove_dir_all(&tmp);
}
