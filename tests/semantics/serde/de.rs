//! Decoding: every mapping rule of `hcl2::de` and every error, with
//! the ranges errors point at.

use hcl2::de::{Body, Expr, Spanned};
use hcl2::eval::EvalContext;
use hcl2::value::Value;
use indexmap::IndexMap;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};

/// The diagnostics of a failed decode as `(summary, "line:col-line:col")`.
fn errs<T: serde::de::DeserializeOwned + std::fmt::Debug>(src: &str) -> Vec<(String, String)> {
    let e = hcl2::from_str::<T>(src).expect_err("decode should fail");
    e.diagnostics()
        .iter()
        .map(|d| {
            let r = d.subject.as_ref().expect("subject");
            (
                d.summary.clone(),
                format!(
                    "{}:{}-{}:{}",
                    r.start.line, r.start.column, r.end.line, r.end.column
                ),
            )
        })
        .collect()
}

fn details<T: serde::de::DeserializeOwned + std::fmt::Debug>(src: &str) -> Vec<String> {
    let e = hcl2::from_str::<T>(src).expect_err("decode should fail");
    e.diagnostics().iter().map(|d| d.detail.clone()).collect()
}

#[derive(Deserialize, Debug, PartialEq)]
struct Prims {
    s: String,
    b: bool,
    i8: i8,
    u8: u8,
    i16: i16,
    u16: u16,
    i32: i32,
    u32: u32,
    i64: i64,
    u64: u64,
    i128: i128,
    u128: u128,
    f32: f32,
    f64: f64,
    c: char,
    unit: (),
}

#[test]
fn primitives_convert_as_go_cty_converts() {
    let src = r#"
s = 12
b = "true"
i8 = -128
u8 = "255"
i16 = -32768
u16 = 65535
i32 = -2147483648
u32 = 4294967295
i64 = -9223372036854775808
u64 = 18446744073709551615
i128 = -170141183460469231731687303715884105728
u128 = 340282366920938463463374607431768211455
f32 = 1.5
f64 = 0.1 + 0.2
c = "é"
unit = null
"#;
    let p: Prims = hcl2::from_str(src).unwrap();
    assert_eq!(
        p,
        Prims {
            s: "12".into(),
            b: true,
            i8: -128,
            u8: 255,
            i16: -32768,
            u16: 65535,
            i32: i32::MIN,
            u32: u32::MAX,
            i64: i64::MIN,
            u64: u64::MAX,
            i128: i128::MIN,
            u128: u128::MAX,
            f32: 1.5,
            // 512-bit arithmetic, then the nearest f64
            f64: 0.3,
            c: 'é',
            unit: (),
        }
    );
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct Ints {
    a: u8,
    b: i32,
    c: u16,
    d: String,
}

#[test]
fn integers_are_exact_and_every_error_is_reported() {
    let src = "a = 300\nb = 1.5\nc = -1\nd = [1]\n";
    assert_eq!(
        errs::<Ints>(src),
        [
            ("Unsuitable value type".to_string(), "1:5-1:8".to_string()),
            ("Unsuitable value type".to_string(), "2:5-2:8".to_string()),
            ("Unsuitable value type".to_string(), "3:5-3:6".to_string()),
            ("Unsuitable value type".to_string(), "4:5-4:6".to_string()),
        ]
    );
    assert_eq!(
        details::<Ints>(src),
        [
            "Unsuitable value: value must be a whole number, between 0 and 255 inclusive",
            "Unsuitable value: value must be a whole number, between -2147483648 and 2147483647",
            "Unsuitable value: value must be a whole number, between 0 and 65535 inclusive",
            "Unsuitable value: string required, but have tuple",
        ]
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Opts {
    a: Option<String>,
    b: Option<u32>,
    #[serde(default)]
    c: u32,
}

#[test]
fn options_take_null_and_absence() {
    let o: Opts = hcl2::from_str("a = null\n").unwrap();
    assert_eq!(
        o,
        Opts {
            a: None,
            b: None,
            c: 0
        }
    );
    let o: Opts = hcl2::from_str("a = \"x\"\nb = 2\nc = 3\n").unwrap();
    assert_eq!(
        o,
        Opts {
            a: Some("x".into()),
            b: Some(2),
            c: 3
        }
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Collections {
    list: Vec<String>,
    set: Vec<u8>,
    tuple: (String, u8, bool),
    map: BTreeMap<String, i32>,
    obj: HashMap<String, Vec<u8>>,
    nested: Inner,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Inner {
    x: u8,
    y: Option<String>,
}

#[test]
fn sequences_maps_and_objects() {
    let src = r#"
list = ["a", 1, true]
set = toset([3, 1, 2])
tuple = ["x", "7", "true"]
map = { b = 2, a = 1 }
obj = { k = [1, 2] }
nested = { x = 1 }
"#;
    let ctx = EvalContext::with_tables().with_functions(hcl2::function::Functions::stdlib());
    let c: Collections = hcl2::from_str_with(src, "c.hcl", &ctx).unwrap();
    assert_eq!(c.list, ["a", "1", "true"]);
    assert_eq!(c.set, [1, 2, 3]);
    assert_eq!(c.tuple, ("x".into(), 7, true));
    assert_eq!(c.map, BTreeMap::from([("a".into(), 1), ("b".into(), 2)]));
    assert_eq!(c.obj["k"], [1, 2]);
    assert_eq!(c.nested, Inner { x: 1, y: None });
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(rename_all = "lowercase")]
enum Mode {
    Fast,
    Slow,
    Custom(u32),
    Pair { a: u8, b: u8 },
}

#[derive(Deserialize, Debug, PartialEq)]
struct Modes {
    a: Mode,
    b: Mode,
    c: Mode,
    d: Vec<Mode>,
}

#[test]
fn enums_from_strings_and_one_key_objects() {
    let src = "a = \"fast\"\nb = { custom = 3 }\nc = { pair = { a = 1, b = 2 } }\nd = [\"slow\"]\n";
    let m: Modes = hcl2::from_str(src).unwrap();
    assert_eq!(
        m,
        Modes {
            a: Mode::Fast,
            b: Mode::Custom(3),
            c: Mode::Pair { a: 1, b: 2 },
            d: vec![Mode::Slow],
        }
    );
    let e = errs::<Modes>("a = \"medium\"\nb = \"fast\"\nc = \"slow\"\nd = []\n");
    // a template's start range is its first part, inside the quotes
    assert_eq!(
        e,
        [("Unsuitable value type".to_string(), "1:6-1:12".to_string())]
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Newtypes {
    port: Port,
    pair: Pair,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Port(u16);

#[derive(Deserialize, Debug, PartialEq)]
struct Pair(String, u8);

#[test]
fn newtypes_and_tuple_structs() {
    let n: Newtypes = hcl2::from_str("port = 80\npair = [\"a\", 1]\n").unwrap();
    assert_eq!(
        n,
        Newtypes {
            port: Port(80),
            pair: Pair("a".into(), 1)
        }
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Blocks {
    one: Settings,
    maybe: Option<Settings>,
    many: Vec<Settings>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Settings {
    v: u8,
}

#[test]
fn blocks_into_structs_options_and_vecs() {
    let src = "one {\n  v = 1\n}\nmany {\n  v = 2\n}\nmany {\n  v = 3\n}\n";
    let b: Blocks = hcl2::from_str(src).unwrap();
    assert_eq!(
        b,
        Blocks {
            one: Settings { v: 1 },
            maybe: None,
            many: vec![Settings { v: 2 }, Settings { v: 3 }],
        }
    );
    // a second block for a struct field
    let src = "one {\n  v = 1\n}\none {\n  v = 2\n}\n";
    assert_eq!(
        errs::<Blocks>(src),
        [("Duplicate one block".to_string(), "4:1-4:4".to_string())]
    );
    // absent: a struct field's block is required, Vec and Option are not
    assert_eq!(
        errs::<Blocks>("many {\n  v = 1\n}\n"),
        [("Missing one block".to_string(), "1:1-1:1".to_string())]
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Labelled {
    service: BTreeMap<String, Service>,
    resource: HashMap<String, IndexMap<String, Settings>>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Service {
    image: String,
}

#[test]
fn labelled_blocks_into_maps() {
    let src = r#"
service "web" {
  image = "nginx"
}
service "db" {
  image = "pg"
}
resource "aws_instance" "b" {
  v = 2
}
resource "aws_instance" "a" {
  v = 1
}
"#;
    let l: Labelled = hcl2::from_str(src).unwrap();
    assert_eq!(l.service["web"].image, "nginx");
    assert_eq!(l.service["db"].image, "pg");
    let inst = &l.resource["aws_instance"];
    assert_eq!(inst.keys().collect::<Vec<_>>(), ["b", "a"]);
    assert_eq!(inst["a"], Settings { v: 1 });
}

#[derive(Deserialize, Debug, PartialEq)]
struct WithLabels {
    variable: Vec<Variable>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Variable {
    #[serde(rename = "label:name")]
    name: String,
    default: Option<String>,
}

#[test]
fn labels_into_struct_fields() {
    let src = "variable \"a\" {\n}\nvariable \"b\" {\n  default = \"x\"\n}\n";
    let w: WithLabels = hcl2::from_str(src).unwrap();
    assert_eq!(
        w.variable,
        [
            Variable {
                name: "a".into(),
                default: None
            },
            Variable {
                name: "b".into(),
                default: Some("x".into())
            }
        ]
    );
    let e = hcl2::from_str::<WithLabels>("variable {\n}\nvariable \"a\" \"b\" {\n}\n").unwrap_err();
    let got: Vec<_> = e
        .diagnostics()
        .iter()
        .map(|d| (d.summary.as_str(), d.subject.as_ref().unwrap().start.byte))
        .collect();
    assert_eq!(
        got,
        [
            ("Missing name for variable", 9),
            ("Extraneous label for variable", 26)
        ]
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Terraform {
    backend: Backend,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(rename_all = "lowercase")]
enum Backend {
    S3 { bucket: String },
    Local(Local),
    Remote,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Local {
    path: String,
}

#[test]
fn enum_field_from_a_block_label() {
    let t: Terraform = hcl2::from_str("backend \"s3\" {\n  bucket = \"b\"\n}\n").unwrap();
    assert_eq!(t.backend, Backend::S3 { bucket: "b".into() });
    let t: Terraform = hcl2::from_str("backend \"local\" {\n  path = \"p\"\n}\n").unwrap();
    assert_eq!(t.backend, Backend::Local(Local { path: "p".into() }));
    let t: Terraform = hcl2::from_str("backend \"remote\" {}\n").unwrap();
    assert_eq!(t.backend, Backend::Remote);
    assert_eq!(
        errs::<Terraform>("backend \"gcs\" {}\n"),
        [("Unsuitable value type".to_string(), "1:9-1:14".to_string())]
    );
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct Strict {
    name: String,
    #[serde(default)]
    nested: Vec<Settings>,
}

#[test]
fn deny_unknown_fields_reports_every_unknown_item_with_a_suggestion() {
    let src = "name = \"a\"\nnmae = 1\nnestd {\n}\nzzz = 2\n";
    assert_eq!(
        errs::<Strict>(src),
        [
            ("Unsupported argument".to_string(), "2:1-2:5".to_string()),
            ("Unsupported block type".to_string(), "3:1-3:6".to_string()),
            ("Unsupported argument".to_string(), "5:1-5:4".to_string()),
        ]
    );
    assert_eq!(
        details::<Strict>(src),
        [
            "An argument named \"nmae\" is not expected here. Did you mean \"name\"?",
            "Blocks of type \"nestd\" are not expected here. Did you mean \"nested\"?",
            "An argument named \"zzz\" is not expected here.",
        ]
    );
}

#[test]
fn unknown_items_are_errors_by_default_as_in_gohcl() {
    // without deny_unknown_fields too: a typo must not pass silently
    let src = "v = 1\nother = 2\nblk {}\nvv = 3\n";
    assert_eq!(
        errs::<Settings>(src),
        [
            ("Unsupported argument".to_string(), "2:1-2:6".to_string()),
            ("Unsupported block type".to_string(), "3:1-3:4".to_string()),
            ("Unsupported argument".to_string(), "4:1-4:3".to_string()),
        ]
    );
    assert_eq!(
        details::<Settings>(src),
        [
            "An argument named \"other\" is not expected here.",
            "Blocks of type \"blk\" are not expected here.",
            "An argument named \"vv\" is not expected here. Did you mean \"v\"?",
        ]
    );
    // nested blocks too, and the JSON syntax's wording
    assert_eq!(
        errs::<Strict>("name = \"a\"\nnested {\n  v = 1\n  w = 2\n}\n"),
        [("Unsupported argument".to_string(), "4:3-4:4".to_string())]
    );
    let e = hcl2::from_str::<Settings>("{\"v\": 1, \"x\": 2}").unwrap_err();
    assert_eq!(
        e.diagnostics().0[0].summary,
        "Extraneous JSON object property"
    );
    // the opt-out ignores them
    let s: Settings = hcl2::de::Decoder::new()
        .allow_unknown(true)
        .from_str(src)
        .unwrap();
    assert_eq!(s, Settings { v: 1 });
    // ... but not under deny_unknown_fields
    assert!(hcl2::de::Decoder::new()
        .allow_unknown(true)
        .from_str::<Strict>("name = \"a\"\nx = 1\n")
        .is_err());
    // a field of type IgnoredAny takes its item silently; a map takes all
    #[derive(Deserialize)]
    struct Ign {
        #[allow(dead_code)]
        other: serde::de::IgnoredAny,
    }
    hcl2::from_str::<Ign>("other = 2\n").unwrap();
    let m: std::collections::BTreeMap<String, i64> = hcl2::from_str("a = 1\nb = 2\n").unwrap();
    assert_eq!(m.len(), 2);
}

#[derive(Deserialize, Debug, PartialEq)]
struct Required {
    name: String,
    port: u16,
    #[serde(default)]
    extra: Vec<String>,
}

#[test]
fn missing_required_arguments_at_the_missing_item_range() {
    let src = "service \"x\" {\n  port = \"no\"\n}\n";
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct Top {
        service: BTreeMap<String, Required>,
    }
    assert_eq!(
        errs::<Top>(src),
        [
            (
                "Missing required argument".to_string(),
                "1:13-1:13".to_string()
            ),
            ("Unsuitable value type".to_string(), "2:11-2:13".to_string()),
        ]
    );
    let e = hcl2::from_str::<Top>(src).unwrap_err();
    assert_eq!(
        e.diagnostics().0[0].detail,
        "The argument \"name\" is required, but no definition was found."
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Renamed {
    #[serde(rename = "type")]
    kind: String,
    #[serde(alias = "count")]
    number: u8,
}

#[test]
fn rename_and_alias() {
    let r: Renamed = hcl2::from_str("type = \"t\"\ncount = 2\n").unwrap();
    assert_eq!(
        r,
        Renamed {
            kind: "t".into(),
            number: 2
        }
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Flat {
    name: String,
    #[serde(flatten)]
    rest: BTreeMap<String, serde_json::Value>,
}

#[test]
fn flatten_collects_the_rest() {
    let f: Flat = hcl2::from_str("name = \"n\"\nport = 80\nblk \"l\" {\n  a = true\n}\n").unwrap();
    assert_eq!(f.name, "n");
    assert_eq!(f.rest["port"], serde_json::json!(80));
    assert_eq!(f.rest["blk"], serde_json::json!({"l": {"a": true}}));
}

#[derive(Deserialize)]
struct Deferred {
    value: Expr,
    other: Option<Expr>,
    absent: Expr,
}

#[test]
fn deferred_expressions() {
    let src = "value = var.name\nother = local.x + var.y\n";
    let d: Deferred = hcl2::from_str(src).unwrap();
    assert_eq!(d.value.range().start.byte, 8);
    assert_eq!(d.value.range().end.byte, 16);
    let roots: Vec<_> = d
        .other
        .as_ref()
        .unwrap()
        .variables()
        .iter()
        .map(|t| t.root_name().unwrap().to_string())
        .collect();
    assert_eq!(roots, ["local", "var"]);
    let ctx = EvalContext::with_tables()
        .with_variable("var", Value::object([("name", Value::string("later"))]));
    let (v, diags) = d.value.value(Some(&ctx));
    assert!(diags.is_empty());
    assert_eq!(v, Value::string("later"));
    let s: String = d.value.decode(Some(&ctx)).unwrap();
    assert_eq!(s, "later");
    // an absent expression field is null at the missing-item range
    assert!(d.absent.value(None).0.is_null());
    assert_eq!(d.absent.range().start.byte, 0);
}

#[derive(Deserialize)]
struct Remain {
    name: String,
    #[serde(rename = "remain:")]
    rest: Body,
}

#[derive(Deserialize, Debug, PartialEq)]
struct RestShape {
    port: u16,
    blk: Settings,
}

#[test]
fn remaining_body() {
    let r: Remain = hcl2::from_str("name = \"a\"\nport = 1\nblk {\n  v = 2\n}\n").unwrap();
    assert_eq!(r.name, "a");
    let rest: RestShape = r.rest.decode(None).unwrap();
    assert_eq!(
        rest,
        RestShape {
            port: 1,
            blk: Settings { v: 2 }
        }
    );
    // the rest holds nothing the struct took
    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Only {
        port: u16,
        blk: Settings,
    }
    r.rest.decode::<Only>(None).unwrap();
}

#[derive(Deserialize, Debug)]
struct WithSpans {
    port: Spanned<u16>,
    blk: Spanned<Settings>,
    items: Vec<Spanned<String>>,
}

#[test]
fn spanned_values() {
    let src = "port = 8080\nblk \"x\" {\n  v = 1\n}\nitems = [\"a\"]\n";
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct L {
        #[serde(rename = "label:name")]
        name: Spanned<String>,
        v: u8,
    }
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct T {
        blk: Spanned<L>,
    }
    // (T takes only `blk`: the other items are let through)
    let t: T = hcl2::de::Decoder::new()
        .allow_unknown(true)
        .from_str(src)
        .unwrap();
    assert_eq!(t.blk.range().start.byte, 12);
    assert_eq!(t.blk.value().name.range().start.byte, 16);
    let src = "port = 8080\nblk {\n  v = 1\n}\nitems = [\"a\"]\n";
    let w: WithSpans = hcl2::from_str(src).unwrap();
    assert_eq!(*w.port.value(), 8080);
    assert_eq!(
        (w.port.range().start.byte, w.port.range().end.byte),
        (7, 11)
    );
    assert_eq!(w.blk.range().start.byte, 12);
    assert_eq!(w.items[0].value(), "a");
}

#[test]
fn deserialize_any_follows_the_json_syntax_structure() {
    let src = r#"
a = 1
b = "x"
c = [true, null]
service "web" "x" {
  port = 80
}
service "web" "y" {
  port = 81
}
service "db" "x" {
  port = 5432
}
rule {
  n = 1
}
rule {
  n = 2
}
"#;
    let v: serde_json::Value = hcl2::from_str(src).unwrap();
    assert_eq!(
        v,
        serde_json::json!({
            "a": 1,
            "b": "x",
            "c": [true, null],
            "service": {
                "web": {"x": {"port": 80}, "y": {"port": 81}},
                "db": {"x": {"port": 5432}},
            },
            "rule": [{"n": 1}, {"n": 2}],
        })
    );
    // the same document in JSON syntax decodes to the same value
    let json = serde_json::to_string(&v).unwrap();
    let again: serde_json::Value = hcl2::from_str(&json).unwrap();
    assert_eq!(again, v);
}

#[derive(Deserialize, Debug, PartialEq)]
struct Job {
    name: String,
    group: BTreeMap<String, Group>,
    meta: Option<BTreeMap<String, String>>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Group {
    count: u32,
    task: Vec<Task>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Task {
    #[serde(rename = "label:name")]
    name: String,
    driver: String,
    env: Option<HashMap<String, String>>,
}

const JOB: &str = r#"
name = "shop"
group "web" {
  count = 2
  task "nginx" {
    driver = "docker"
    env = {
      PORT = 80
    }
  }
  task "side" {
    driver = "exec"
  }
}
meta = {
  team = "a"
}
"#;

#[test]
fn the_same_structs_from_the_json_syntax() {
    let native: Job = hcl2::from_str(JOB).unwrap();
    let json = r#"{
  "name": "shop",
  "group": {"web": {"count": 2, "task": {"nginx": {"driver": "docker", "env": {"PORT": 80}}, "side": {"driver": "exec"}}}},
  "meta": {"team": "a"}
}"#;
    // label fields take the JSON syntax's label objects: the same struct
    let from_json: Job = hcl2::from_str(json).unwrap();
    assert_eq!(from_json, native);
    // and the same job through a map:
    #[derive(Deserialize, Debug, PartialEq)]
    struct JGroup {
        count: u32,
        task: BTreeMap<String, JTask>,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct JTask {
        driver: String,
        env: Option<HashMap<String, String>>,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct JJob {
        name: String,
        group: BTreeMap<String, JGroup>,
        meta: Option<BTreeMap<String, String>>,
    }
    let j: JJob = hcl2::from_str(json).unwrap();
    assert_eq!(j.name, native.name);
    assert_eq!(j.group["web"].count, 2);
    assert_eq!(j.group["web"].task["nginx"].driver, "docker");
    assert_eq!(
        j.group["web"].task["nginx"].env.as_ref().unwrap()["PORT"],
        "80"
    );
    assert_eq!(native.group["web"].task[1].name, "side");
    assert_eq!(j.meta, native.meta);
}

#[test]
fn from_body_reads_merged_bodies_of_both_syntaxes() {
    let mut p = hcl2::Loader::new();
    let (a, d) = p.parse_hcl(
        b"name = \"shop\"\ngroup \"web\" {\n  count = 1\n}\n",
        "a.hcl",
    );
    assert!(d.is_empty());
    let (b, d) = p.parse_json(br#"{"group": {"db": {"count": 3}}}"#, "b.json");
    assert!(d.is_empty());
    let merged = hcl2::body::merge_bodies(vec![a, b]);
    #[derive(Deserialize, Debug)]
    struct G {
        count: u32,
    }
    #[derive(Deserialize, Debug)]
    struct M {
        name: String,
        group: BTreeMap<String, G>,
    }
    let m: M = hcl2::from_body(&*merged, None).unwrap();
    assert_eq!(m.name, "shop");
    assert_eq!(m.group["web"].count, 1);
    assert_eq!(m.group["db"].count, 3);
}

#[test]
fn errors_render_with_their_sources() {
    let e = hcl2::from_str::<Ints>("a = 300\nb = 1\nc = 1\nd = \"x\"\n").unwrap_err();
    let text = e.render(false);
    assert!(text.contains("Unsuitable value type"), "{text}");
    assert!(text.contains("a = 300"), "{text}");
    let shown = e.to_string();
    assert!(
        shown.starts_with("<input>:1,5-8: Error: Unsuitable value type"),
        "{shown}"
    );
    let _: &dyn std::error::Error = &e;
}

#[test]
fn context_variables_and_functions() {
    let ctx = EvalContext::with_tables()
        .with_variable("env", Value::string("prod"))
        .with_functions(hcl2::function::Functions::stdlib());
    #[derive(Deserialize, Debug)]
    struct C {
        name: String,
    }
    let c: C = hcl2::from_str_with("name = upper(\"${env}-x\")\n", "c.hcl", &ctx).unwrap();
    assert_eq!(c.name, "PROD-X");
    // an unknown variable is the evaluation's error, at its range
    let e = hcl2::from_str::<C>("name = nope\n").unwrap_err();
    assert_eq!(e.diagnostics().0[0].summary, "Variables not allowed");
}

#[test]
fn parse_errors_are_returned_as_they_are() {
    let e = hcl2::from_str::<Settings>("v = \n").unwrap_err();
    assert_eq!(e.diagnostics().0[0].summary, "Invalid expression");
}

#[test]
fn number_errors_name_the_range_in_short() {
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct F {
        a: f32,
        b: u128,
        c: i128,
        d: f64,
    }
    let src = "a = 1e39\nb = -1\nc = 1e50\nd = 1e400\n";
    let want = [
        "Unsuitable value: value must be a number within the range of f32, between -3.4028235e38 and 3.4028235e38 inclusive",
        "Unsuitable value: value must be a whole number, between 0 and 2^128-1 inclusive (u128)",
        "Unsuitable value: value must be a whole number, between -2^127 and 2^127-1 (i128)",
        "Unsuitable value: value must be a number within the range of f64, between -1.7976931348623157e308 and 1.7976931348623157e308 inclusive",
    ];
    assert_eq!(details::<F>(src), want);
    assert_eq!(
        errs::<F>(src).into_iter().map(|e| e.1).collect::<Vec<_>>(),
        ["1:5-1:9", "2:5-2:6", "3:5-3:9", "4:5-4:10"]
    );
}

#[test]
fn sources_are_named_and_contexts_are_taken_alike() {
    let e = hcl2::from_str_named::<Settings>("v = \"x\"\n", "conf/app.hcl").unwrap_err();
    let at = e.diagnostics().0[0].subject.clone().unwrap();
    assert_eq!(
        (&*at.filename, at.start.line, at.start.column),
        ("conf/app.hcl", 1, 6)
    );
    let d = hcl2::format_named("a = [\n", "conf/bad.hcl").unwrap_err();
    assert_eq!(&*d.0[0].subject.as_ref().unwrap().filename, "conf/bad.hcl");
    let d = hcl2::Document::parse_named("a = [\n", "conf/bad.hcl").unwrap_err();
    assert_eq!(&*d.0[0].subject.as_ref().unwrap().filename, "conf/bad.hcl");
    // `from_str_with` and `from_body` both take `&ctx`, `Some(&ctx)` or `None`
    let ctx = hcl2::EvalContext::new().with_variable("n", hcl2::Value::from(2));
    let a: Settings = hcl2::from_str_with("v = n\n", "a.hcl", &ctx).unwrap();
    let b: Settings = hcl2::from_str_with("v = n\n", "a.hcl", Some(&ctx)).unwrap();
    let c: Settings = hcl2::from_str_with("v = 2\n", "a.hcl", None).unwrap();
    let (body, _) = hcl2::parse("v = n\n", "a.hcl");
    let d: Settings = hcl2::from_body(&*body, &ctx).unwrap();
    let e: Settings = hcl2::from_body(&*body, Some(&ctx)).unwrap();
    assert!([&b, &c, &d, &e].iter().all(|x| **x == a));
    assert!(hcl2::from_body::<Settings>(&*body, None).is_err());
}

#[test]
fn expressions_compare_by_their_text() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct O {
        value: Expr,
    }
    let a: O = hcl2::from_str("value = var.x + 1\n").unwrap();
    let b: O = hcl2::from_str_named("\n# moved\nvalue   = var.x + 1\n", "b.hcl").unwrap();
    let c: O = hcl2::from_str("value = var.x + 2\n").unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    let j: O = hcl2::from_str("{\"value\": 3}").unwrap();
    let n: O = hcl2::from_str("value = 3\n").unwrap();
    assert_eq!(j, n);
}

#[test]
fn bodies_with_dynamic_blocks_expanded() {
    #[derive(Deserialize, Debug, PartialEq)]
    struct Conf {
        name: String,
        #[serde(default)]
        setting: Vec<Setting>,
        #[serde(default)]
        rule: BTreeMap<String, Rule>,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct Setting {
        key: String,
        value: i64,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    struct Rule {
        port: u16,
    }
    let native = r#"
name = "x"
setting {
  key   = "first"
  value = 0
}
dynamic "setting" {
  for_each = { a = 1, b = 2 }
  content {
    key   = setting.key
    value = setting.value
  }
}
dynamic "rule" {
  for_each = ports
  iterator = p
  labels   = ["r${p.key}"]
  content {
    port = p.value
  }
}
"#;
    let json = r#"{
  "name": "x",
  "setting": {"key": "first", "value": 0},
  "dynamic": {
    "setting": {
      "for_each": "${ {a = 1, b = 2} }",
      "content": {"key": "${setting.key}", "value": "${setting.value}"}
    },
    "rule": {
      "for_each": "${ports}",
      "iterator": "p",
      "labels": ["r${p.key}"],
      "content": {"port": "${p.value}"}
    }
  }
}"#;
    let ctx = EvalContext::new().with_variable(
        "ports",
        Value::list(vec![Value::from(80), Value::from(443)]).unwrap(),
    );
    let want = Conf {
        name: "x".into(),
        setting: vec![
            Setting {
                key: "first".into(),
                value: 0,
            },
            Setting {
                key: "a".into(),
                value: 1,
            },
            Setting {
                key: "b".into(),
                value: 2,
            },
        ],
        rule: BTreeMap::from([
            ("r0".to_string(), Rule { port: 80 }),
            ("r1".to_string(), Rule { port: 443 }),
        ]),
    };
    for (src, name) in [(native, "d.hcl"), (json, "d.json")] {
        let (body, d) = hcl2::parse_by_name(src, name);
        assert!(d.is_empty(), "{d:?}");
        let expanded = hcl2::ext::dynblock::expand(body, std::sync::Arc::new(ctx.clone()));
        let got: Conf = hcl2::from_body(&*expanded, &ctx).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(got, want, "{name}");
    }
    // a `dynamic` block names the type it generates
    let (body, _) = hcl2::parse("dynamic {\n}\n", "e.hcl");
    let expanded = hcl2::ext::dynblock::expand(body, std::sync::Arc::new(ctx.clone()));
    let e = hcl2::from_body::<BTreeMap<String, Vec<Setting>>>(&*expanded, &ctx).unwrap_err();
    assert_eq!(e.diagnostics().0[0].summary, "Missing type for dynamic");
}
