//! Unit tests of the value API: constructors, accessors, iteration order,
//! marks, capsules and access errors. Expectations follow go-cty (see the
//! comments for the reference behaviour each one pins down).

use hcl2::value::{self, json, Mark, Marks, Number, PathStep, Type, Value};
use std::sync::Arc;

fn s(x: &str) -> Value {
    Value::string(x)
}
fn n(x: i64) -> Value {
    Value::from(x)
}

#[test]
fn maps_and_objects_iterate_in_key_order() {
    let m = Value::map_of(Type::String, [("b", s("2")), ("a", s("1")), ("c", s("3"))]);
    let keys: Vec<&str> = m
        .map_entries()
        .unwrap()
        .iter()
        .map(|(k, _)| k.as_str())
        .collect();
    assert_eq!(keys, ["a", "b", "c"]);
    let o = Value::object([("z", n(1)), ("a", s("x")), ("z", n(2))]);
    let attrs: Vec<(String, String)> = o
        .object_attrs()
        .unwrap()
        .map(|(k, v)| (k.to_string(), format!("{v:?}")))
        .collect();
    // a later duplicate replaces an earlier one
    assert_eq!(attrs[0].0, "a");
    assert_eq!(attrs[1].0, "z");
    assert!(o.get_attr("z").unwrap().raw_equals(&n(2)));
    assert_eq!(
        json::type_to_json(o.ty()).unwrap(),
        r#"["object",{"a":"string","z":"number"}]"#
    );
    // element_iter gives keys as string values, lists give index numbers
    let keys: Vec<String> = m
        .element_iter()
        .map(|(k, _)| k.as_str().unwrap().to_string())
        .collect();
    assert_eq!(keys, ["a", "b", "c"]);
    let l = Value::list(vec![s("x"), s("y")]).unwrap();
    let idx: Vec<i64> = l
        .element_iter()
        .map(|(k, _)| k.as_number().unwrap().to_i64().unwrap())
        .collect();
    assert_eq!(idx, [0, 1]);
}

#[test]
fn list_and_map_constructors_infer_element_types() {
    // ListVal takes the first non-dynamic element type
    let l = Value::list(vec![Value::dynamic(), s("a")]).unwrap();
    assert_eq!(l.ty(), &Type::list(Type::String));
    // ... and the dynamic element takes the list's element type
    assert_eq!(l.elements().unwrap()[0].ty(), &Type::String);
    assert!(Value::list(vec![s("a"), n(1)]).is_none());
    assert!(Value::list(vec![]).is_none());
    assert!(Value::map([("a", n(1)), ("b", s("x"))]).is_none());
    assert_eq!(Value::empty_list(Type::Bool).length_int(), Some(0));
    let t = Value::tuple(vec![n(1), s("a")]);
    assert_eq!(
        json::type_to_json(t.ty()).unwrap(),
        r#"["tuple",["number","string"]]"#
    );
}

#[test]
fn known_unknown_null() {
    let u = Value::unknown(Type::list(Type::String));
    assert!(!u.is_known() && !u.is_null());
    let nl = Value::null(Type::String);
    assert!(nl.is_known() && nl.is_null());
    assert!(nl.as_str().is_none());
    let t = Value::tuple(vec![s("a"), Value::unknown(Type::Number)]);
    assert!(t.is_known() && !t.is_wholly_known());
    assert!(Value::dynamic().ty().is_dynamic());
    // the length of an unknown tuple is still known
    let ut = Value::unknown(Type::tuple(vec![Type::String, Type::Bool]));
    assert!(ut.length().unwrap().raw_equals(&n(2)));
}

#[test]
fn marks_are_carried() {
    let sensitive = Mark::new("sensitive");
    let v = s("secret").mark("sensitive");
    assert!(v.is_marked() && v.has_mark(&sensitive));
    assert_eq!(v.as_str(), Some("secret")); // accessors look through marks
    let both = v
        .clone()
        .with_marks(&["other"].into_iter().collect::<Marks>());
    assert_eq!(both.marks().len(), 2);
    let (plain, marks) = both.unmark();
    assert!(!plain.is_marked());
    assert!(marks.contains(&sensitive));
    // nested marks stay on elements of lists; sets lift them to the set
    let l = Value::list(vec![v.clone(), s("x")]).unwrap();
    assert!(!l.is_marked() && l.contains_marked());
    let st = Value::set(vec![v.clone(), s("x")]).unwrap();
    assert!(st.has_mark(&sensitive));
    assert!(!st.elements().unwrap().iter().any(|e| e.is_marked()));
    let (deep, dm) = l.unmark_deep();
    assert!(!deep.contains_marked() && dm.contains(&sensitive));
    // operations carry marks of their operands
    assert!(l.index(&n(0)).unwrap().has_mark(&sensitive));
    assert!(l.index(&n(1).mark("k")).unwrap().has_mark(&Mark::new("k")));
    assert!(v.equals(&s("secret")).has_mark(&sensitive));
    assert!(value::convert(&v, &Type::String)
        .unwrap()
        .has_mark(&sensitive));
    // raw equality compares marks
    assert!(!v.raw_equals(&s("secret")));
    assert!(v.raw_equals(&s("secret").mark("sensitive")));
    // JSON refuses marked values
    let err = json::marshal(&l, l.ty()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "value has marks, so it cannot be serialized as JSON"
    );
    assert_eq!(err.path, vec![PathStep::Index(n(0))]);
}

#[test]
fn access_errors_instead_of_panics() {
    let l = Value::list(vec![s("a")]).unwrap();
    assert!(l.index(&n(1)).is_err());
    assert!(l
        .index(&Value::number(Number::parse("0.5").unwrap()))
        .is_err());
    assert!(l.index(&s("0")).is_err());
    assert!(s("x").get_attr("a").is_err());
    assert!(Value::object([("a", n(1))]).get_attr("b").is_err());
    assert!(Value::null(Type::list(Type::String)).index(&n(0)).is_err());
    assert!(s("x").length().is_none());
    assert!(Value::null(Type::list(Type::String)).length().is_none());
    // unknown keys and collections give unknown results
    assert!(!l.index(&Value::unknown(Type::Number)).unwrap().is_known());
    assert_eq!(l.has_index(&n(3)).as_bool(), Some(false));
}

#[test]
fn capsules_compare_by_identity() {
    let t1 = Type::capsule("widget", None);
    let t2 = Type::capsule("widget", None);
    assert_ne!(t1, t2);
    assert_eq!(t1, t1.clone());
    assert_eq!(t1.friendly_name(), "widget");
    let data: Arc<dyn std::any::Any + Send + Sync> = Arc::new(42u32);
    let a = Value::capsule(t1.clone(), data.clone());
    let b = Value::capsule(t1.clone(), data);
    let c = Value::capsule(t1.clone(), Arc::new(42u32));
    assert_eq!(a.equals(&b).as_bool(), Some(true));
    assert_eq!(a.equals(&c).as_bool(), Some(false));
    assert_eq!(a.as_capsule().unwrap().downcast_ref::<u32>(), Some(&42));
    assert_eq!(
        json::type_to_json(&t1).unwrap_err(),
        "type not allowed: widget"
    );
    assert!(value::get_conversion_unsafe(&t1, &Type::String).is_none());
}

#[test]
fn conformance_messages() {
    let obj = Type::object([("a", Type::String), ("b", Type::Number)]);
    let want = Type::object([("a", Type::Bool), ("c", Type::Number)]);
    let msgs: Vec<String> = obj
        .test_conformance(&want)
        .iter()
        .map(|e| e.to_string())
        .collect();
    assert_eq!(
        msgs,
        [
            "unsupported attribute \"b\"",
            "missing required attribute \"c\"",
            "bool required, but received string"
        ]
    );
    assert!(obj.test_conformance(&Type::Dynamic).is_empty());
    let t = Type::tuple(vec![Type::String]);
    let msgs: Vec<String> = t
        .test_conformance(&Type::tuple(vec![]))
        .iter()
        .map(|e| e.to_string())
        .collect();
    assert_eq!(msgs, ["0 elements are required, but got 1"]);
}

#[test]
fn conversion_errors_carry_paths() {
    let v = Value::object([("tags", Value::tuple(vec![s("1"), s("x")]))]);
    let want = Type::object([("tags", Type::list(Type::Number))]);
    let err = value::convert(&v, &want).unwrap_err();
    assert_eq!(err.message, "a number is required");
    assert_eq!(
        err.path,
        vec![PathStep::GetAttr("tags".into()), PathStep::Index(n(1))]
    );
}

#[test]
fn optional_attributes_in_type_json_and_friendly_names() {
    let t = Type::object_with_optional([("a", Type::String), ("b", Type::Number)], ["b"]);
    assert_eq!(
        json::type_to_json(&t).unwrap(),
        r#"["object",{"a":"string","b":"number"},["b"]]"#
    );
    assert_ne!(t, t.without_optional_attributes_deep());
    assert_eq!(
        Type::list(Type::Dynamic).friendly_name_for_constraint(),
        "list of any single type"
    );
    assert_eq!(Type::map(t.clone()).friendly_name(), "map of object");
}

/// Go's encoding/json limit: 10 000 levels in one value it reads. Typed
/// decoding reads the outermost collection element by element (so 10 001
/// levels pass and 10 002 fail, as `jsondecode` in the reference does);
/// implied types have no limit; a whole-document read (type descriptions,
/// implied values) allows 10 000. All of it on a thread with a small stack.
#[test]
fn deep_json_follows_go_without_overflowing() {
    small_stack(|| {
        let arr = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        let obj = |n: usize| format!("{}1{}", r#"{"a":"#.repeat(n), "}".repeat(n));
        for n in [600, 10_000, 10_001] {
            for doc in [arr(n), obj(n)] {
                let t = json::implied_type(&doc).unwrap();
                let v = json::unmarshal(&doc, &t).unwrap();
                assert_eq!(json::marshal(&v, &t).unwrap(), doc);
                assert!(value::convert(&v, &t).is_ok());
                assert_eq!(v.equals(&v).as_bool(), Some(true));
            }
        }
        let deep = arr(10_002);
        let t = json::implied_type(&deep).unwrap();
        assert_eq!(
            json::unmarshal(&deep, &t).unwrap_err().message,
            "failed to read tuple value: invalid character '[' exceeded max depth"
        );
        let deep = obj(10_002);
        let t = json::implied_type(&deep).unwrap();
        assert_eq!(
            json::unmarshal(&deep, &t).unwrap_err().message,
            "failed to read object value: invalid character '{' exceeded max depth"
        );
        // The dynamic form reads its "value" member as one element, before
        // looking at the type.
        let typed = format!(r#"{{"value":{},"type":"string"}}"#, arr(10_001));
        assert_eq!(
            json::unmarshal(&typed, &Type::Dynamic).unwrap_err().message,
            "failed to read dynamic type descriptor value: invalid character '[' exceeded max depth"
        );
        // Whole-document reads: Go's json.Unmarshal checks the document first.
        assert!(json::unmarshal_implied(&arr(10_000)).is_ok());
        assert_eq!(
            json::unmarshal_implied(&arr(10_001)).unwrap_err().message,
            "invalid character '[' exceeded max depth"
        );
        let list_type = |n: usize| format!("{}\"string\"{}", "[\"list\",".repeat(n), "]".repeat(n));
        assert!(json::type_from_json(&list_type(10_000)).is_ok());
        assert_eq!(
            json::type_from_json(&list_type(10_001)).unwrap_err(),
            "invalid character '[' exceeded max depth"
        );
        // No limit on implied types; an unterminated document is an error.
        let huge = "[".repeat(200_000);
        assert_eq!(json::implied_type(&huge).unwrap_err(), "EOF");
        let huge = arr(200_000);
        let t = json::implied_type(&huge).unwrap();
        assert!(json::unmarshal(&huge, &t).is_err());
    });
}

/// Runs `f` on a thread with a 256 KiB stack.
fn small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn unmarshal_errors_carry_paths() {
    let t = json::type_from_json(
        r#"["object",{"a":["object",{"x":["list","number"]}],"t":["tuple",["number","number"]]}]"#,
    )
    .unwrap();
    let err = json::unmarshal(r#"{"a":{"x":[1,"q"]}}"#, &t).unwrap_err();
    assert_eq!(err.message, "a number is required");
    assert_eq!(
        err.path,
        vec![
            PathStep::GetAttr("a".into()),
            PathStep::GetAttr("x".into()),
            PathStep::Index(n(1))
        ]
    );
    let err = json::unmarshal(r#"{"t":[1,2,3]}"#, &t).unwrap_err();
    assert_eq!(err.message, "too many tuple elements (need 2)");
    assert_eq!(err.path, vec![PathStep::GetAttr("t".into())]);
    let err = json::unmarshal(
        r#"{"value":{"k":[true]},"type":["map",["list","string"]]}"#,
        &Type::Dynamic,
    )
    .map(|v| v.index(&s("k")).unwrap())
    .unwrap();
    assert_eq!(err.index(&n(0)).unwrap().as_str(), Some("true"));
}

/// What HCL's `hcl.Index` needs for a missing key: it asks `HasIndex`
/// first and reports "Invalid index" ("The given key does not identify an
/// element in this collection value.") when that is false, so go-cty's
/// `Index` is never reached with a missing key (the reference `hcleval`
/// reports that diagnostic for both `{a=1}["b"]` and `tomap({a=1})["b"]`).
#[test]
fn missing_map_key_is_reported_by_has_index() {
    let m = Value::map([("a", n(1))]).unwrap();
    assert_eq!(m.has_index(&s("b")).as_bool(), Some(false));
    assert_eq!(m.has_index(&s("a")).as_bool(), Some(true));
    assert_eq!(m.has_index(&n(0)).as_bool(), Some(false));
    assert!(m.index(&s("b")).is_err());
    // an unknown map or key: unknown answer, never an error
    let um = Value::unknown(Type::map(Type::Number));
    assert!(!um.has_index(&s("b")).is_known());
    assert!(!m.has_index(&Value::unknown(Type::String)).is_known());
    // objects: go-cty's `HasIndex` panics ("not a list, map, or tuple
    // type"); ours answers false. hcl.Index never asks it for objects: it
    // looks the attribute up by name (`get_attr`) instead.
    let o = Value::object([("a", n(1))]);
    assert_eq!(o.has_index(&s("a")).as_bool(), Some(false));
    assert!(o.get_attr("b").is_err());
}

/// Capsule conversions through host operations. Expectations from a Go
/// program using go-cty's `CapsuleWithOps` (ConversionTo from string,
/// ConversionFrom to string) and `convert.Convert`.
#[test]
fn capsule_conversion_operations() {
    use std::any::Any;
    use value::{
        CapsuleConversionFrom, CapsuleConversionTo, CapsuleFromFn, CapsuleOps, CapsuleToFn,
        PathError,
    };
    let plain = Type::capsule("plain", None);
    let to: CapsuleConversionTo = Arc::new(|src: &Type| {
        if *src != Type::String {
            return None;
        }
        let f: CapsuleToFn = Arc::new(|v: &Value| {
            let s = v.as_str().unwrap().to_string();
            if s == "bad" {
                return Err(PathError::root("bad payload"));
            }
            Ok(Arc::new(s) as Arc<dyn Any + Send + Sync>)
        });
        Some(f)
    });
    let from: CapsuleConversionFrom = Arc::new(|dst: &Type| {
        if *dst != Type::String {
            return None;
        }
        let f: CapsuleFromFn = Arc::new(|raw: &Arc<dyn Any + Send + Sync>| {
            Ok(Value::string(format!(
                "from:{}",
                raw.downcast_ref::<String>().unwrap()
            )))
        });
        Some(f)
    });
    let ops = Type::capsule_with_ops(
        "withops",
        None,
        CapsuleOps {
            conversion_to: Some(to),
            conversion_from: Some(from),
        },
    );
    assert!(value::get_conversion(&Type::String, &ops).is_none());
    assert!(value::get_conversion_unsafe(&Type::String, &ops).is_some());
    assert!(value::get_conversion_unsafe(&Type::Number, &ops).is_none());
    assert!(value::get_conversion_unsafe(&ops, &Type::String).is_some());
    assert!(value::get_conversion_unsafe(&ops, &Type::Number).is_none());
    assert!(value::get_conversion_unsafe(&plain, &ops).is_none());
    let err = |v: &Value, t: &Type| value::convert(v, t).unwrap_err().to_string();
    assert_eq!(err(&s("x"), &plain), "plain required, but have string");
    let c = value::convert(&s("x"), &ops).unwrap();
    assert_eq!(c.ty(), &ops);
    let raw = c.as_capsule().unwrap().clone();
    assert_eq!(raw.downcast_ref::<String>().map(|s| s.as_str()), Some("x"));
    assert_eq!(err(&s("bad"), &ops), "bad payload");
    assert_eq!(err(&n(1), &ops), "withops required, but have number");
    let u = value::convert(&Value::unknown(Type::String), &ops).unwrap();
    assert!(!u.is_known() && u.ty() == &ops);
    let nl = value::convert(&Value::null(Type::String), &ops).unwrap();
    assert!(nl.is_null() && nl.ty() == &ops);
    let back = value::convert(&c, &Type::String).unwrap();
    assert_eq!(back.as_str(), Some("from:x"));
    let pc = Value::capsule(plain.clone(), Arc::new(1u8));
    assert_eq!(err(&pc, &Type::String), "string required, but have plain");
    let l = value::convert(
        &Value::list(vec![s("a")]).unwrap(),
        &Type::list(ops.clone()),
    )
    .unwrap();
    assert_eq!(l.ty(), &Type::list(ops.clone()));
    // identity: the same capsule type converts as itself
    assert!(value::convert(&c, &ops).unwrap().raw_equals(&c));
}

/// A type shown with `Display` is the reference's JSON encoding with
/// capsules written as `capsule("name")`, optional attributes included even
/// when a capsule sits beside them.
#[test]
fn type_display_with_capsules_and_optional_attributes() {
    let cap = Type::capsule("blob", None);
    let t = Type::object_with_optional([("a", cap.clone()), ("b", Type::String)], ["b"]);
    assert_eq!(
        t.to_string(),
        r#"["object",{"a":capsule("blob"),"b":"string"},["b"]]"#
    );
    assert_eq!(
        Type::list(Type::tuple(vec![cap, Type::Number])).to_string(),
        r#"["list",["tuple",[capsule("blob"),"number"]]]"#
    );
    assert!(hcl2::value::json::type_to_json(&t).is_err());
}
