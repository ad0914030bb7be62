//! Merged bodies of both syntaxes (`hcl2::body::merge_bodies`, decoded
//! with `from_body`): `deserialize_any` gives what `hcl json` gives for
//! the files written one after another; blocks come file by file in merge
//! order (as the reference's merged bodies and gohcl list them); an
//! argument defined in two files is "Duplicate argument".

use hcl2::body::{merge_bodies, BodyRef};
use hcl2::EvalContext;
use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::{json, Value as J};

fn rng(r: &hcl2::diagnostic::Range) -> String {
    format!(
        "{}:{}-{}:{}",
        r.start.line, r.start.column, r.end.line, r.end.column
    )
}

/// A file of the merge: native source, or native source to be written in
/// the JSON syntax (with `hcl json`'s conversion) and parsed as JSON.
#[derive(Clone, Copy)]
enum F {
    Hcl(&'static str),
    Json(&'static str),
}

fn parse(files: &[F]) -> BodyRef {
    let bodies = (files.iter().enumerate())
        .map(|(i, f)| {
            let (body, d) = match f {
                F::Hcl(src) => hcl2::parse(src, &format!("f{i}.hcl")),
                F::Json(src) => {
                    let json = hcl2::write::json::to_json(src, "x.hcl").unwrap();
                    hcl2::parse_json(&json, &format!("f{i}.json"))
                }
            };
            assert!(d.is_empty(), "{d:?}");
            body
        })
        .collect();
    merge_bodies(bodies)
}

/// `deserialize_any` over the merged bodies equals `hcl json` of the
/// files' native sources one after another (and serde's own reading of
/// that one file); `compared` counts the cases checked against `hcl json`
/// (those whose arguments are all literals).
fn assert_same_as_concatenation(files: &[F], compared: &mut usize) -> J {
    let merged = parse(files);
    let ctx = EvalContext::new();
    let got: J = match hcl2::from_body(&*merged, Some(&ctx)) {
        Ok(v) => v,
        Err(e) => panic!("{}", e.render(false)),
    };
    let all: String = (files.iter())
        .map(|f| match f {
            F::Hcl(s) | F::Json(s) => *s,
        })
        .collect();
    let native: J = hcl2::from_str(&all).unwrap();
    assert_eq!(got, native, "merged bodies vs serde's reading of\n{all}");
    // `hcl json` writes other expressions than literals as templates
    let converted = hcl2::write::json::to_json_value(&all, "all.hcl").unwrap();
    if !converted.to_string().contains("${") {
        assert_eq!(got, converted, "merged bodies vs hcl json of\n{all}");
        *compared += 1;
    }
    got
}

#[test]
fn deserialize_any_of_merged_bodies_is_hcl_json_of_the_files_in_order() {
    use F::*;
    let cases: &[&[F]] = &[
        // arguments from each file
        &[Hcl("a = 1\n"), Json("b = \"x\"\nc = [1, true]\n")],
        // labelled blocks of one type, interleaved across the files
        &[
            Hcl("svc \"web\" {\n  n = 1\n}\nsvc \"db\" {\n  n = 2\n}\n"),
            Json("svc \"web\" {\n  n = 3\n}\n"),
        ],
        &[
            Hcl("svc \"web\" {\n  n = 1\n}\n"),
            Json("svc \"db\" {\n  n = 2\n}\nsvc \"api\" {\n  n = 4\n}\n"),
        ],
        // blocks without labels: one array, file by file
        &[
            Hcl("r {\n  a = 1\n}\n"),
            Json("r {\n  a = 2\n}\nr {\n  b = [1, 2]\n}\n"),
        ],
        // two labels
        &[
            Hcl("resource \"t\" \"x\" {\n  v = 1\n}\n"),
            Json("resource \"t\" \"y\" {\n  v = 2\n}\nresource \"u\" \"z\" {}\n"),
        ],
        // the JSON file first
        &[
            Json("svc \"web\" {\n  n = 3\n}\nr {}\n"),
            Hcl("svc \"db\" {\n  n = 1\n}\nsvc \"web\" {\n  n = 2\n}\nr {\n  q = null\n}\n"),
        ],
        // nested blocks inside a JSON-syntax block
        &[
            Hcl("svc \"web\" {\n  listener {\n    port = 80\n  }\n}\n"),
            Json(
                "svc \"api\" {\n  listener {\n    port = 1\n  }\n  listener {\n    port = 2\n  }\n}\n",
            ),
        ],
        // a block type only the JSON file has
        &[Hcl("a = 1\n"), Json("only \"x\" {\n  y = \"z\"\n}\n")],
        // three files
        &[
            Hcl("svc \"a\" {}\n"),
            Json("svc \"b\" {}\nsvc \"a\" {\n  k = 1\n}\n"),
            Hcl("svc \"c\" {}\nx = 0.5\n"),
        ],
    ];
    let mut compared = 0;
    for files in cases {
        assert_same_as_concatenation(files, &mut compared);
    }
    // every case, list values included (`hcl json` writes them as JSON arrays)
    assert_eq!(compared, cases.len(), "literal-only cases");
    let v = assert_same_as_concatenation(cases[1], &mut compared);
    assert_eq!(
        v,
        json!({"svc": [{"web": {"n": 1}, "db": {"n": 2}}, {"web": {"n": 3}}]})
    );
}

/// A JSON value whose levels don't fit the native blocks' labels is the
/// JSON syntax's error, at the value.
#[test]
fn deserialize_any_of_merged_bodies_reports_json_values_without_labels() {
    let (a, _) = hcl2::parse("svc \"web\" {}\n", "a.hcl");
    let (b, _) = hcl2::parse_json(r#"{"svc": {"db": 1}}"#, "b.json");
    let e = hcl2::from_body::<J>(&*merge_bodies(vec![a, b]), None).unwrap_err();
    let got: Vec<(String, String, String)> = (e.diagnostics().iter())
        .map(|d| {
            let r = d.subject.as_ref().unwrap();
            (d.summary.clone(), r.filename.to_string(), rng(r))
        })
        .collect();
    assert_eq!(
        got,
        [(
            "Incorrect JSON value type".to_string(),
            "b.json".to_string(),
            "1:16-1:17".to_string()
        )]
    );
}

#[derive(Deserialize, Debug, PartialEq)]
struct Unlabelled {
    #[serde(default)]
    svc: Vec<N>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct N {
    n: i64,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Labelled {
    #[serde(default)]
    svc: Vec<Named>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Named {
    #[serde(rename = "label:name")]
    name: String,
    n: i64,
}

#[test]
fn vec_of_blocks_follows_merge_order() {
    let (a, _) = hcl2::parse_json(r#"{"svc": [{"n": 1}, {"n": 2}]}"#, "a.json");
    let (b, _) = hcl2::parse("svc {\n  n = 3\n}\nsvc {\n  n = 4\n}\n", "b.hcl");
    let (c, _) = hcl2::parse_json(r#"{"svc": {"n": 5}}"#, "c.json");
    let (d, _) = hcl2::parse("svc {\n  n = 6\n}\n", "d.hcl");
    let merged = merge_bodies(vec![a, b, c, d]);
    let u: Unlabelled = hcl2::from_body(&*merged, None).unwrap();
    let ns: Vec<i64> = u.svc.iter().map(|s| s.n).collect();
    assert_eq!(ns, [1, 2, 3, 4, 5, 6]);

    // labelled: a JSON value stands for several blocks, in its order
    let (a, _) = hcl2::parse("svc \"a\" {\n  n = 1\n}\n", "a.hcl");
    let (b, _) = hcl2::parse_json(r#"{"svc": {"b": {"n": 2}, "c": {"n": 3}}}"#, "b.json");
    let (c, _) = hcl2::parse("svc \"d\" {\n  n = 4\n}\n", "c.hcl");
    let (d, _) = hcl2::parse_json(r#"{"svc": [{"e": {"n": 5}}]}"#, "d.json");
    let merged = merge_bodies(vec![a, b, c, d]);
    let l: Labelled = hcl2::from_body(&*merged, None).unwrap();
    let names: Vec<(&str, i64)> = l.svc.iter().map(|s| (s.name.as_str(), s.n)).collect();
    assert_eq!(names, [("a", 1), ("b", 2), ("c", 3), ("d", 4), ("e", 5)]);

    // the same with the JSON file first
    let (a, _) = hcl2::parse_json(r#"{"svc": {"x": {"n": 1}}}"#, "a.json");
    let (b, _) = hcl2::parse("svc \"y\" {\n  n = 2\n}\n", "b.hcl");
    let l: Labelled = hcl2::from_body(&*merge_bodies(vec![a, b]), None).unwrap();
    let names: Vec<&str> = l.svc.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["x", "y"]);
}

#[test]
fn maps_of_blocks_follow_merge_order() {
    #[derive(Deserialize, Debug)]
    struct M {
        svc: IndexMap<String, N>,
    }
    let (a, _) = hcl2::parse_json(r#"{"svc": {"z": {"n": 1}}}"#, "a.json");
    let (b, _) = hcl2::parse("svc \"a\" {\n  n = 2\n}\n", "b.hcl");
    let (c, _) = hcl2::parse_json(r#"{"svc": {"m": {"n": 3}}}"#, "c.json");
    let m: M = hcl2::from_body(&*merge_bodies(vec![a, b, c]), None).unwrap();
    let keys: Vec<(&str, i64)> = m.svc.iter().map(|(k, v)| (k.as_str(), v.n)).collect();
    assert_eq!(keys, [("z", 1), ("a", 2), ("m", 3)]);
}

#[test]
fn one_block_is_the_first_in_merge_order() {
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)] // only the errors are looked at
    struct One {
        svc: N,
    }
    let (a, _) = hcl2::parse_json(r#"{"svc": {"n": 1}}"#, "a.json");
    let (b, _) = hcl2::parse("svc {\n  n = 2\n}\n", "b.hcl");
    let e = hcl2::from_body::<One>(&*merge_bodies(vec![a, b]), None).unwrap_err();
    let d = &e.diagnostics().0;
    assert_eq!(d.len(), 1, "{e}");
    assert_eq!(d[0].summary, "Duplicate svc block");
    let r = d[0].subject.as_ref().unwrap();
    assert_eq!((&*r.filename, rng(r).as_str()), ("b.hcl", "1:1-1:4"));
    assert!(d[0].detail.contains("a.json:1,9"), "{}", d[0].detail);
}

#[test]
fn an_argument_in_two_files_is_a_duplicate() {
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)] // only the errors are looked at
    struct A {
        a: i64,
        #[serde(default)]
        b: Option<String>,
    }
    let errs = |files: Vec<(&str, &str)>| -> Vec<(String, String, String)> {
        let bodies = (files.into_iter())
            .map(|(name, src)| {
                let (b, d) = if name.ends_with(".json") {
                    hcl2::parse_json(src, name)
                } else {
                    hcl2::parse(src, name)
                };
                assert!(d.is_empty());
                b
            })
            .collect();
        let merged = merge_bodies(bodies);
        let e = hcl2::from_body::<A>(&*merged, None).unwrap_err();
        let any = hcl2::from_body::<J>(&*merged, None).unwrap_err();
        let of = |e: &hcl2::Error| -> Vec<(String, String, String)> {
            (e.diagnostics().iter())
                .map(|d| {
                    let r = d.subject.as_ref().unwrap();
                    (d.summary.clone(), r.filename.to_string(), rng(r))
                })
                .collect()
        };
        assert_eq!(of(&e), of(&any), "typed and deserialize_any");
        of(&e)
    };
    let dup = |file: &str, at: &str| ("Duplicate argument".to_string(), file.into(), at.into());
    assert_eq!(
        errs(vec![("a.hcl", "a = 1\n"), ("b.json", r#"{"a": 2}"#)]),
        [dup("b.json", "1:2-1:5")]
    );
    assert_eq!(
        errs(vec![("a.json", r#"{"a": 2}"#), ("b.hcl", "a = 1\n")]),
        [dup("b.hcl", "1:1-1:2")]
    );
    assert_eq!(
        errs(vec![("a.json", r#"{"a": 1}"#), ("b.json", r#"{"a": 2}"#)]),
        [dup("b.json", "1:2-1:5")]
    );
    assert_eq!(
        errs(vec![
            ("a.hcl", "a = 1\n"),
            ("b.hcl", "a = 2\n"),
            ("c.json", r#"{"b": "x"}"#),
            ("d.json", r#"{"b": "y"}"#)
        ]),
        [dup("b.hcl", "1:1-1:2"), dup("d.json", "1:2-1:5")]
    );
    // the message names where the first was set, as the reference's
    // merged bodies do
    let (a, _) = hcl2::parse("a = 1\n", "a.hcl");
    let (b, _) = hcl2::parse_json(r#"{"a": 2}"#, "b.json");
    let e = hcl2::from_body::<A>(&*merge_bodies(vec![a, b]), None).unwrap_err();
    assert_eq!(
        e.diagnostics().0[0].detail,
        "Argument \"a\" was already set at a.hcl:1,1-2"
    );
}
