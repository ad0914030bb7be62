//! `#[serde(flatten)]`: plain fields of a flattened struct decode from
//! both syntaxes; `Expr`, `Body` and `Spanned` fields cannot travel
//! through serde's buffer and are a clear error at the body (see the
//! module docs of `hcl2::de`).

use hcl2::de::{Body, Expr, Spanned};
use serde::Deserialize;
use std::collections::BTreeMap;

fn rng(r: &hcl2::diagnostic::Range) -> String {
    format!(
        "{}:{}-{}:{}",
        r.start.line, r.start.column, r.end.line, r.end.column
    )
}

#[derive(Deserialize, Debug, PartialEq)]
struct Outer {
    name: String,
    #[serde(flatten)]
    common: Common,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Common {
    port: u16,
    tags: Vec<String>,
    limits: Limits,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Limits {
    cpu: u8,
}

#[test]
fn plain_fields_of_a_flattened_struct_from_both_syntaxes() {
    let want = Outer {
        name: "a".into(),
        common: Common {
            port: 80,
            tags: vec!["x".into(), "y".into()],
            limits: Limits { cpu: 2 },
        },
    };
    let native: Outer = hcl2::from_str(
        "name = \"a\"\nport = 40 + 40\ntags = [\"x\", \"y\"]\nlimits {\n  cpu = 2\n}\n",
    )
    .unwrap();
    assert_eq!(native, want);
    let json: Outer =
        hcl2::from_str(r#"{"name": "a", "port": 80, "tags": ["x", "y"], "limits": {"cpu": 2}}"#)
            .unwrap();
    assert_eq!(json, want);
    // buffered values are the plain data of `deserialize_any`, so the
    // type-driven conversions of a field read directly (the string "80"
    // into a u16) do not apply in a flattened struct
    let e =
        hcl2::from_str::<Outer>("name = \"a\"\nport = \"80\"\ntags = []\nlimits {\n  cpu = 2\n}\n")
            .unwrap_err();
    assert!(e.diagnostics().0[0].detail.contains("expected u16"), "{e}");
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct WithExpr {
    name: String,
    #[serde(flatten)]
    rest: FlatExpr,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct FlatExpr {
    value: Expr,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct WithSpanned {
    #[serde(flatten)]
    rest: FlatSpanned,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct FlatSpanned {
    port: Spanned<u16>,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct WithBody {
    #[serde(flatten)]
    rest: FlatBody,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct FlatBody {
    inner: Body,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct Blocks {
    svc: BTreeMap<String, WithExpr>,
}

fn errs<T: serde::de::DeserializeOwned + std::fmt::Debug>(src: &str) -> Vec<(String, String)> {
    let e = hcl2::from_str::<T>(src).expect_err("decode should fail");
    (e.diagnostics().iter())
        .filter(|d| d.summary == "Unsupported field type")
        .map(|d| {
            let at = d.subject.as_ref().map(rng).unwrap_or_default();
            assert!(
                d.detail.contains("#[serde(flatten)]") && d.detail.contains("hcl2::de::"),
                "{}",
                d.detail
            );
            (d.summary.clone(), at)
        })
        .collect()
}

#[test]
fn deferred_and_spanned_fields_in_a_flattened_struct_are_a_clear_error() {
    let unsupported = |at: &str| vec![("Unsupported field type".to_string(), at.to_string())];
    // native syntax: at the body that holds the flattened fields
    assert_eq!(
        errs::<WithExpr>("name = \"a\"\nvalue = 1 + 1\n"),
        unsupported("1:1-1:1")
    );
    assert_eq!(errs::<WithSpanned>("port = 1\n"), unsupported("1:1-1:1"));
    assert_eq!(
        errs::<WithBody>("inner {\n  a = 1\n}\n"),
        unsupported("1:1-1:1")
    );
    // in a block: at the block's header
    assert_eq!(
        errs::<Blocks>("svc \"web\" {\n  name = \"a\"\n  value = 1\n}\n"),
        unsupported("1:1-1:10")
    );
    // JSON syntax
    assert_eq!(
        errs::<WithExpr>(r#"{"name": "a", "value": "x"}"#),
        unsupported("1:27-1:28")
    );
    assert_eq!(
        errs::<WithSpanned>(r#"{"port": 1}"#),
        unsupported("1:11-1:12")
    );
    assert_eq!(
        errs::<Blocks>(r#"{"svc": {"web": {"name": "a", "value": 1}}}"#),
        unsupported("1:17-1:42")
    );
    // outside an hcl2 decode an Expr is still an ordinary newtype
    #[derive(Deserialize)]
    struct J {
        #[serde(flatten)]
        rest: FlatExpr,
    }
    let j: J = serde_json::from_str(r#"{"value": 3}"#).unwrap();
    assert_eq!(j.rest.value.value(None).0, hcl2::value::Value::from(3));
}
