//! `hcl fmt` and `hcl json` through the `hcl` program (tests/syntax/write/cli.rs
//! holds the formatter's detailed process tests): `--check` lists and exits
//! 1, syntax errors exit 1, `json` converts files and standard input,
//! `--to-hcl` (with and without `--spec`) converts JSON back to the native syntax.

use super::tool::scratch;
use crate::common::{hcl, hcl_with};

const UGLY: &str = "a=1\nbbb   =   2\n";
const PRETTY: &str = "a   = 1\nbbb = 2\n";

#[test]
fn fmt_check_lists_and_exits_1() {
    let d = scratch("fmt-check");
    std::fs::write(d.join("ugly.hcl"), UGLY).unwrap();
    std::fs::write(d.join("pretty.tf"), PRETTY).unwrap();
    let o = hcl(&d, &["fmt", "--check", "."]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stdout, "./ugly.hcl\n");
    let o = hcl(&d, &["fmt", "--check", "pretty.tf"]);
    assert_eq!(o.status, 0);
    assert!(o.stdout.is_empty());
    let o = hcl(&d, &["fmt", "ugly.hcl"]);
    assert_eq!((o.status, o.stdout.as_str()), (0, PRETTY));
    let o = hcl_with(&d, &["fmt", "-"], Some(UGLY.as_bytes()), &[]);
    assert_eq!((o.status, o.stdout.as_str()), (0, PRETTY));
    let o = hcl_with(&d, &["fmt", "--check", "-"], Some(UGLY.as_bytes()), &[]);
    assert_eq!((o.status, o.stdout.as_str()), (1, "<stdin>\n"));
    // syntax errors: reported, exit 1; a missing file too
    std::fs::write(d.join("bad.hcl"), "a = = 1\n").unwrap();
    let o = hcl(&d, &["fmt", "bad.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("bad.hcl:1:5"), "{}", o.stderr);
    let o = hcl(&d, &["fmt", "missing.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.starts_with("missing.hcl: "), "{}", o.stderr);
}

#[test]
fn json_converts_files_and_stdin() {
    let d = scratch("json");
    std::fs::write(
        d.join("f.hcl"),
        "a = 1\nb = var.x\nr \"l\" {\n  c = true\n}\n",
    )
    .unwrap();
    let want = "{\n  \"a\": 1,\n  \"b\": \"${ var.x }\",\n  \"r\": {\n    \"l\": {\n      \"c\": true\n    }\n  }\n}\n";
    let o = hcl(&d, &["json", "f.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, want);
    let text = std::fs::read(d.join("f.hcl")).unwrap();
    let o = hcl_with(&d, &["json", "-"], Some(&text), &[]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, want);
    // errors in the input: exit 1
    std::fs::write(d.join("bad.hcl"), "a = = 1\n").unwrap();
    let o = hcl(&d, &["json", "bad.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("bad.hcl:1:5"), "{}", o.stderr);
    let o = hcl(&d, &["json", "missing.hcl"]);
    assert_eq!(o.status, 1);
    // one file only
    let o = hcl(&d, &["json", "f.hcl", "f.hcl"]);
    assert_eq!(o.status, 2);
}

/// `--to-hcl` converts the JSON syntax back to the native syntax: with a
/// spec (or `--schema terraform`), the keys it names as blocks become
/// blocks; without one, every key is an attribute; invalid JSON and a bad
/// spec file are errors in the input (status 1).
#[test]
fn to_hcl_converts_back() {
    let d = scratch("json-to-hcl");
    std::fs::write(
        d.join("f.json"),
        r#"{"a": 1, "name": "${var.x}", "tags": {"k": "v"}}"#,
    )
    .unwrap();
    std::fs::write(
        d.join("s.hcldec"),
        "object {\n  attr \"a\" {\n    type = number\n  }\n  attr \"name\" {\n    type = string\n  }\n  attr \"tags\" {\n    type = map(string)\n  }\n}\n",
    )
    .unwrap();
    std::fs::write(d.join("bad.hcldec"), "object {\n").unwrap();
    std::fs::write(d.join("bad.json"), "{\"a\": ").unwrap();
    // with the spec, `tags` is an attribute holding an object
    for args in [
        &["json", "--to-hcl", "--spec", "s.hcldec", "f.json"][..],
        &["json", "--spec=s.hcldec", "--to-hcl", "f.json"][..],
    ] {
        let o = hcl(&d, args);
        assert_eq!(o.status, 0, "{args:?}: {}", o.stderr);
        assert_eq!(
            o.stdout, "a    = 1\nname = var.x\ntags = {\n  k = \"v\"\n}\n",
            "{args:?}"
        );
    }
    // without a spec nothing is guessed: `tags` stays an attribute; a
    // `.json` FILE needs no `--to-hcl`
    for args in [&["json", "--to-hcl", "f.json"][..], &["json", "f.json"][..]] {
        let o = hcl(&d, args);
        assert_eq!(o.status, 0, "{args:?}: {}", o.stderr);
        assert_eq!(
            o.stdout, "a    = 1\nname = var.x\ntags = {\n  k = \"v\"\n}\n",
            "{args:?}"
        );
    }
    // --schema terraform: Terraform's block types are blocks, the objects
    // of attributes stay objects
    std::fs::write(
        d.join("main.tf.json"),
        r#"{"resource": {"aws_vpc": {"main": {"cidr_block": "10.0.0.0/16", "tags": {"Name": "main"}, "lifecycle": {"prevent_destroy": true}}}}, "provider": {"aws": {"region": "${var.region}"}}}"#,
    )
    .unwrap();
    let o = hcl(&d, &["json", "--schema", "terraform", "main.tf.json"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout,
        "resource \"aws_vpc\" \"main\" {\n  cidr_block = \"10.0.0.0/16\"\n  tags = {\n    Name = \"main\"\n  }\n\n  lifecycle {\n    prevent_destroy = true\n  }\n}\n\nprovider \"aws\" {\n  region = var.region\n}\n"
    );
    let o = hcl(&d, &["json", "--to-hcl", "--schema", "nomad", "f.json"]);
    assert_eq!(o.status, 2, "{}", o.stderr);
    let o = hcl(
        &d,
        &[
            "json",
            "--spec",
            "s.hcldec",
            "--schema",
            "terraform",
            "f.json",
        ],
    );
    assert_eq!(o.status, 2, "{}", o.stderr);
    // --spec on native input is a usage error, not a silent no-op
    std::fs::write(d.join("n.hcl"), "a = 1\n").unwrap();
    let o = hcl(&d, &["json", "--spec", "s.hcldec", "n.hcl"]);
    assert_eq!(o.status, 2, "{}", o.stderr);
    let o = hcl(&d, &["json", "--to-hcl", "bad.json"]);
    assert_eq!(o.status, 1, "{}", o.stderr);
    assert!(o.stdout.is_empty());
    let o = hcl(&d, &["json", "--to-hcl", "--spec", "bad.hcldec", "f.json"]);
    assert_eq!(o.status, 1, "{}", o.stderr);
    assert!(o.stderr.contains("bad.hcldec"), "{}", o.stderr);
}
