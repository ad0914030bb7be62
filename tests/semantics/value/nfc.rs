//! Unicode NFC normalization of strings, map keys and object attribute
//! names, as go-cty applies it. Every expectation below was produced by a
//! small Go program calling go-cty (`cty.StringVal`, `cty.MapVal`,
//! `cty.ObjectVal`, `GetAttr`, `Index`, `ctyjson.Marshal`/`Unmarshal`,
//! `SimpleJSONValue`), and the HCL-level ones by the reference `hcleval`.

use hcl2::value::{self, json, Type, Value};

fn s(x: &str) -> Value {
    Value::string(x)
}
fn n(i: i64) -> Value {
    Value::from(i)
}
fn marshal(v: &Value) -> String {
    json::marshal(v, v.ty()).unwrap()
}

#[test]
fn string_values_are_normalized() {
    // (input, cty.StringVal(input) marshalled as JSON)
    let cases = [
        ("e\u{301}", "\"\u{e9}\""),
        ("\u{1100}\u{1161}\u{11a8}", "\"\u{ac01}\""),
        ("\u{212b}", "\"\u{c5}\""),
        ("A\u{2126}B", "\"A\u{3a9}B\""),
        ("caf\u{e9}", "\"caf\u{e9}\""),
        ("a\u{323}\u{307}", "\"\u{1ea1}\u{307}\""),
        ("a\u{307}\u{323}", "\"\u{1ea1}\u{307}\""),
        ("plain ascii", "\"plain ascii\""),
    ];
    for (input, want) in cases {
        assert_eq!(marshal(&s(input)), want, "input {input:?}");
    }
    // the two spellings are one value
    assert!(s("e\u{301}").raw_equals(&s("\u{e9}")));
    assert!(s("e\u{301}").equals(&s("\u{e9}")).as_bool().unwrap());
    assert_eq!(s("e\u{301}").as_str(), Some("\u{e9}"));
    assert_eq!(value::normalize_string("e\u{301}"), "\u{e9}");
    assert!(matches!(
        value::normalize_string("abc"),
        std::borrow::Cow::Borrowed("abc")
    ));
}

#[test]
fn already_normalized_strings_are_shared() {
    let a: std::sync::Arc<str> = "caf\u{e9} \u{4e16}\u{754c}".into();
    let v = Value::string(a.clone());
    assert!(std::sync::Arc::ptr_eq(&a, v.as_arc_str().unwrap()));
    let a: std::sync::Arc<str> = "ascii".into();
    let v = Value::string(a.clone());
    assert!(std::sync::Arc::ptr_eq(&a, v.as_arc_str().unwrap()));
}

#[test]
fn map_keys_and_attribute_names_are_normalized() {
    let m = Value::map([("e\u{301}", n(1)), ("z", n(2))]).unwrap();
    assert_eq!(marshal(&m), "{\"z\":2,\"\u{e9}\":1}");
    let o = Value::object([("e\u{301}", n(1)), ("f", n(2))]);
    assert_eq!(marshal(&o), "{\"f\":2,\"\u{e9}\":1}");
    assert_eq!(
        json::type_to_json(o.ty()).unwrap(),
        "[\"object\",{\"f\":\"number\",\"\u{e9}\":\"number\"}]"
    );
    // the sorted-input constructors normalize (and re-sort) as well
    let o2 = Value::object_from_sorted(vec![("e\u{301}".into(), n(1)), ("f".into(), n(2))]);
    assert!(o2.raw_equals(&o));
    let m2 = Value::map_from_sorted(
        Type::Number,
        vec![("e\u{301}".into(), n(1)), ("z".into(), n(2))],
    );
    assert!(m2.raw_equals(&m));
    // lookups by either spelling (cty GetAttr, HasAttribute, Index)
    let o = Value::object([("\u{e9}", n(1))]);
    assert!(o.get_attr("e\u{301}").unwrap().raw_equals(&n(1)));
    assert!(o.ty().attribute_type("e\u{301}").is_some());
    let m = Value::map([("\u{e9}", n(1))]).unwrap();
    assert!(m.index(&s("e\u{301}")).unwrap().raw_equals(&n(1)));
    assert!(m.has_index(&s("e\u{301}")).as_bool().unwrap());
    // object type constraints, with optional attributes named either way
    let ot = Type::object_with_optional([("e\u{301}", Type::String)], ["e\u{301}"]);
    let oa = ot.object_type().unwrap().get("\u{e9}").unwrap();
    assert!(oa.optional);
    assert_eq!(oa.name, "\u{e9}");
    // two spellings of one key collapse to one entry
    let m = Value::map([("e\u{301}", n(1)), ("\u{e9}", n(2))]).unwrap();
    assert_eq!(m.length_int(), Some(1));
}

#[test]
fn json_decoding_normalizes_values_but_not_lookups() {
    let t = |src: &str| json::type_from_json(src).unwrap();
    // (json, type, expected marshalled result or ERR: message)
    let cases = [
        (r#""e\u0301""#, r#""string""#, "\"\u{e9}\""),
        ("\"e\u{301}\"", r#""string""#, "\"\u{e9}\""),
        (r#"{"e\u0301":1}"#, r#"["map","number"]"#, "{\"\u{e9}\":1}"),
        (
            r#"{"e\u0301":1}"#,
            "[\"object\",{\"\u{e9}\":\"number\"}]",
            "ERR: unsupported attribute \"e\u{301}\"",
        ),
        (
            "{\"\u{e9}\":1}",
            "[\"object\",{\"\u{e9}\":\"number\"}]",
            "{\"\u{e9}\":1}",
        ),
        (
            "{\"value\":{\"e\\u0301\":\"e\\u0301\"},\"type\":[\"object\",{\"\u{e9}\":\"string\"}]}",
            r#""dynamic""#,
            "ERR: unsupported attribute \"e\u{301}\"",
        ),
    ];
    for (src, ty, want) in cases {
        let got = match json::unmarshal(src, &t(ty)) {
            Ok(v) => marshal(&v),
            Err(e) => format!("ERR: {e}"),
        };
        assert_eq!(got, want, "unmarshal {src} as {ty}");
    }
    // SimpleJSONValue: the implied type's names are normalized, the
    // decoder's lookup is not, so a decomposed key fails.
    assert_eq!(
        json::unmarshal_implied(r#"{"e\u0301":1}"#)
            .unwrap_err()
            .to_string(),
        "unsupported attribute \"e\u{301}\""
    );
    let v = json::unmarshal_implied(r#"{"a":"e\u0301","b":["\u212b"]}"#).unwrap();
    assert_eq!(marshal(&v), "{\"a\":\"\u{e9}\",\"b\":[\"\u{c5}\"]}");
    assert_eq!(
        json::type_to_json(&json::implied_type(r#"{"e\u0301":1}"#).unwrap()).unwrap(),
        "[\"object\",{\"\u{e9}\":\"number\"}]"
    );
}

/// A name the quick check cannot prove NFC but that is NFC (a combining
/// mark that composes with nothing before it) builds an object type and
/// value; it used to send the type constructor round in a loop until the
/// stack overflowed.
#[test]
fn quick_check_maybe_names_that_are_nfc() {
    let name = "\u{e9}\u{301}";
    let t = Type::object([(name, Type::Number)]);
    assert_eq!(t.attribute_type(name), Some(&Type::Number));
    let v = Value::object([(name, n(2))]);
    assert_eq!(v.ty(), &t);
}
