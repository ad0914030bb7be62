//! Label fields (`"label:NAME"`) from HCL's JSON syntax and from merged
//! native + JSON bodies: the same structs as from the native syntax, the
//! JSON syntax's own errors at their ranges.

use hcl2::de::Spanned;
use serde::Deserialize;
use std::collections::BTreeMap;

fn rng(r: &hcl2::diagnostic::Range) -> String {
    format!(
        "{}:{}-{}:{}",
        r.start.line, r.start.column, r.end.line, r.end.column
    )
}

fn errs_of(e: hcl2::Error) -> Vec<(String, String)> {
    e.diagnostics()
        .iter()
        .map(|d| (d.summary.clone(), rng(d.subject.as_ref().expect("subject"))))
        .collect()
}

fn errs<T: serde::de::DeserializeOwned + std::fmt::Debug>(src: &str) -> Vec<(String, String)> {
    errs_of(hcl2::from_str::<T>(src).expect_err("decode should fail"))
}

#[derive(Deserialize, Debug, PartialEq)]
struct Vars {
    #[serde(default)]
    variable: Vec<Variable>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Variable {
    #[serde(rename = "label:name")]
    name: String,
    default: Option<String>,
}

fn var(name: &str, default: Option<&str>) -> Variable {
    Variable {
        name: name.into(),
        default: default.map(Into::into),
    }
}

#[test]
fn one_label_from_every_json_shape() {
    let native: Vars =
        hcl2::from_str("variable \"a\" {\n}\nvariable \"b\" {\n  default = \"x\"\n}\n").unwrap();
    assert_eq!(native.variable, [var("a", None), var("b", Some("x"))]);
    for src in [
        r#"{"variable": {"a": {}, "b": {"default": "x"}}}"#,
        r#"{"variable": [{"a": {}}, {"b": {"default": "x"}}]}"#,
        r#"{"variable": [{"a": {}, "b": {"default": "x"}}]}"#,
        r#"{"variable": {"a": [{}], "b": [{"default": "x"}]}}"#,
        // a null label value stands for no block
        r#"{"variable": {"z": null, "a": {}, "b": {"default": "x"}}}"#,
    ] {
        let j: Vars = hcl2::from_str(src).unwrap_or_else(|e| panic!("{src}: {e}"));
        assert_eq!(j, native, "{src}");
    }
    // one label, several blocks (an array under it), in order
    let j: Vars =
        hcl2::from_str(r#"{"variable": {"a": [{"default": "1"}, {"default": "2"}]}}"#).unwrap();
    assert_eq!(j.variable, [var("a", Some("1")), var("a", Some("2"))]);
    // nothing but nulls: no blocks
    let j: Vars = hcl2::from_str(r#"{"variable": {"a": null}}"#).unwrap();
    assert_eq!(j.variable, []);
}

#[derive(Deserialize, Debug, PartialEq)]
struct Tf {
    #[serde(default)]
    resource: Vec<Resource>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Resource {
    #[serde(rename = "label:type")]
    ty: String,
    #[serde(rename = "label:name")]
    name: Spanned<String>,
    ami: String,
}

#[test]
fn two_labels_from_nested_objects() {
    let src = r#"{
  "resource": {
    "aws_instance": {"web": {"ami": "a-1"}, "db": {"ami": "a-2"}},
    "aws_eip": {"ip": {"ami": "a-3"}}
  }
}"#;
    let t: Tf = hcl2::from_str(src).unwrap();
    let got: Vec<(&str, &str, &str)> = (t.resource.iter())
        .map(|r| (r.ty.as_str(), r.name.value().as_str(), r.ami.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("aws_instance", "web", "a-1"),
            ("aws_instance", "db", "a-2"),
            ("aws_eip", "ip", "a-3")
        ]
    );
    // a label's range is its property name, quotes included
    assert_eq!(rng(t.resource[1].name.range()), "3:45-3:49");
    // the same from the native syntax
    let n: Tf = hcl2::from_str(
        "resource \"aws_instance\" \"web\" {\n  ami = \"a-1\"\n}\nresource \"aws_instance\" \"db\" {\n  ami = \"a-2\"\n}\nresource \"aws_eip\" \"ip\" {\n  ami = \"a-3\"\n}\n",
    )
    .unwrap();
    assert_eq!(n, t);
}

#[derive(Deserialize, Debug, PartialEq)]
struct ByType {
    resource: BTreeMap<String, Vec<Named>>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Named {
    #[serde(rename = "label:name")]
    name: String,
    ami: String,
}

#[test]
fn map_keys_take_the_first_labels_then_fields_the_rest() {
    let src = r#"{"resource": {"aws_instance": {"web": {"ami": "a-1"}, "db": {"ami": "a-2"}}}}"#;
    let t: ByType = hcl2::from_str(src).unwrap();
    let names: Vec<&str> = t.resource["aws_instance"]
        .iter()
        .map(|n| n.name.as_str())
        .collect();
    assert_eq!(names, ["web", "db"]);
    let native: ByType = hcl2::from_str(
        "resource \"aws_instance\" \"web\" {\n  ami = \"a-1\"\n}\nresource \"aws_instance\" \"db\" {\n  ami = \"a-2\"\n}\n",
    )
    .unwrap();
    assert_eq!(native, t);
}

#[derive(Deserialize, Debug, PartialEq)]
struct One {
    backend: Option<Backend>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Backend {
    #[serde(rename = "label:kind")]
    kind: String,
    bucket: Option<String>,
}

#[test]
fn one_labelled_block_from_json() {
    let o: One = hcl2::from_str(r#"{"backend": {"s3": {"bucket": "b"}}}"#).unwrap();
    assert_eq!(
        o.backend,
        Some(Backend {
            kind: "s3".into(),
            bucket: Some("b".into())
        })
    );
    let o: One = hcl2::from_str(r#"{"backend": null}"#).unwrap();
    assert_eq!(o.backend, None);
    // two label paths where one block is allowed
    assert_eq!(
        errs::<One>(r#"{"backend": {"s3": {}, "gcs": {}}}"#),
        [(
            "Duplicate backend block".to_string(),
            "1:31-1:32".to_string()
        )]
    );
}

#[test]
fn json_label_errors_at_their_ranges() {
    // no property to name the label
    assert_eq!(
        errs::<Vars>("{\"variable\": {}}"),
        [("Missing block label".to_string(), "1:14-1:15".to_string())]
    );
    // a label's value that is no body
    assert_eq!(
        errs::<Vars>("{\"variable\": {\"a\": {}, \"b\": \"x\"}}"),
        [(
            "Incorrect JSON value type".to_string(),
            "1:29-1:32".to_string()
        )]
    );
    // a block type's value that is no object or array: for a `Vec` of
    // structs, the JSON syntax's errors for blocks, as gohcl reports them
    // (the sequence learns its elements are structs from a probe element)
    assert_eq!(
        errs::<Vars>("{\"variable\": true}"),
        [
            (
                "Incorrect JSON value type".to_string(),
                "1:14-1:18".to_string()
            ),
            ("Missing block label".to_string(), "1:14-1:18".to_string())
        ]
    );
    // an error inside one of several blocks of one value: the others decode
    let e = hcl2::from_str::<Tf>(
        r#"{"resource": {"x": {"a": {"ami": "1"}, "b": {"ami": [1]}, "c": {"ami": {}}}}}"#,
    )
    .unwrap_err();
    assert_eq!(
        errs_of(e),
        [
            ("Unsuitable value type".to_string(), "1:53-1:54".to_string()),
            ("Unsuitable value type".to_string(), "1:72-1:73".to_string())
        ]
    );
}

#[test]
fn merged_native_and_json_bodies() {
    let mut p = hcl2::Loader::new();
    let (a, d) = p.parse_hcl(b"variable \"a\" {\n}\n", "a.hcl");
    assert!(d.is_empty());
    let (b, d) = p.parse_json(
        br#"{"variable": {"b": {"default": "x"}, "c": {}}}"#,
        "b.json",
    );
    assert!(d.is_empty());
    let merged = hcl2::body::merge_bodies(vec![a, b]);
    let v: Vars = hcl2::from_body(&*merged, None).unwrap();
    assert_eq!(
        v.variable,
        [var("a", None), var("b", Some("x")), var("c", None)]
    );
    // each syntax's label errors, at their ranges, in one decode
    let (a, _) = p.parse_hcl(b"variable \"a\" \"extra\" {\n}\n", "c.hcl");
    let (b, _) = p.parse_json(br#"{"variable": {"b": 1}}"#, "d.json");
    let merged = hcl2::body::merge_bodies(vec![a, b]);
    let e = hcl2::from_body::<Vars>(&*merged, None).unwrap_err();
    let got: Vec<(String, String, String)> = e
        .diagnostics()
        .iter()
        .map(|d| {
            let r = d.subject.as_ref().unwrap();
            (d.summary.clone(), r.filename.to_string(), rng(r))
        })
        .collect();
    assert_eq!(
        got,
        [
            (
                "Extraneous label for variable".to_string(),
                "c.hcl".to_string(),
                "1:14-1:21".to_string()
            ),
            (
                "Incorrect JSON value type".to_string(),
                "d.json".to_string(),
                "1:20-1:21".to_string()
            )
        ]
    );
    // a single labelled block and a map of labelled blocks over merged bodies
    let (a, _) = p.parse_hcl(b"resource \"t\" \"web\" {\n  ami = \"1\"\n}\n", "e.hcl");
    let (b, _) = p.parse_json(br#"{"resource": {"t": {"db": {"ami": "2"}}}}"#, "f.json");
    let merged = hcl2::body::merge_bodies(vec![a, b]);
    let t: ByType = hcl2::from_body(&*merged, None).unwrap();
    let names: Vec<&str> = t.resource["t"].iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["web", "db"]);
    let t: Tf = hcl2::from_body(&*merged, None).unwrap();
    assert_eq!(t.resource.len(), 2);
    assert_eq!(t.resource[1].name.value(), "db");
}
