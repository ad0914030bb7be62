//! Property tests of the value system: conversion round trips, set
//! ordering and deduplication, equality laws, unification and JSON.

use hcl2::value::{self, json, Number, Type, Value};
use proptest::prelude::*;
use smol_str::SmolStr;

fn prim_type() -> impl Strategy<Value = Type> {
    prop_oneof![Just(Type::String), Just(Type::Number), Just(Type::Bool)]
}

fn any_type() -> impl Strategy<Value = Type> {
    prim_type().prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            inner.clone().prop_map(Type::list),
            inner.clone().prop_map(Type::set),
            inner.clone().prop_map(Type::map),
            prop::collection::vec(inner.clone(), 0..4).prop_map(Type::tuple),
            prop::collection::btree_map("[a-d]", inner, 0..4)
                .prop_map(|m| Type::object(m.into_iter().map(|(k, t)| (SmolStr::from(k), t)))),
        ]
    })
}

fn number() -> impl Strategy<Value = Number> {
    prop_oneof![
        (-1000i64..1000).prop_map(Number::from_i64),
        any::<i64>().prop_map(Number::from_i64),
        (-100000i64..100000, 0u32..6).prop_map(|(m, e)| {
            Number::parse(&format!("{}e-{}", m, e)).expect("decimal literal")
        }),
    ]
}

fn short_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-c]{0,3}".prop_map(String::from),
        "[ -~é\u{1F600}\n\"\\\\]{0,5}".prop_map(String::from),
    ]
}

/// A wholly known value of type `t` (with some nulls when `nulls`).
fn value_of(t: &Type, nulls: bool) -> BoxedStrategy<Value> {
    let base: BoxedStrategy<Value> = match t {
        Type::String => short_string().prop_map(Value::string).boxed(),
        Type::Number => number().prop_map(Value::number).boxed(),
        Type::Bool => any::<bool>().prop_map(Value::bool).boxed(),
        Type::List(e) | Type::Set(e) => {
            let ety = (**e).clone();
            let is_set = t.is_set();
            prop::collection::vec(value_of(e, nulls), 0..5)
                .prop_map(move |elems| {
                    if is_set {
                        Value::set_of(ety.clone(), elems)
                    } else {
                        Value::list_of(ety.clone(), elems)
                    }
                })
                .boxed()
        }
        Type::Map(e) => {
            let ety = (**e).clone();
            prop::collection::btree_map("[a-e]{1,2}", value_of(e, nulls), 0..4)
                .prop_map(move |m| Value::map_of(ety.clone(), m))
                .boxed()
        }
        Type::Tuple(ts) => {
            let parts: Vec<BoxedStrategy<Value>> = ts.iter().map(|t| value_of(t, nulls)).collect();
            parts.prop_map(Value::tuple).boxed()
        }
        Type::Object(o) => {
            let names: Vec<SmolStr> = o.attrs().iter().map(|a| a.name.clone()).collect();
            let parts: Vec<BoxedStrategy<Value>> =
                o.attrs().iter().map(|a| value_of(&a.ty, nulls)).collect();
            parts
                .prop_map(move |vals| Value::object(names.clone().into_iter().zip(vals)))
                .boxed()
        }
        _ => Just(Value::dynamic()).boxed(),
    };
    if nulls {
        let t = t.clone();
        prop_oneof![9 => base, 1 => Just(Value::null(t))].boxed()
    } else {
        base
    }
}

fn typed_value(nulls: bool) -> impl Strategy<Value = (Type, Value)> {
    any_type().prop_flat_map(move |t| (Just(t.clone()), value_of(&t, nulls)))
}

fn distinct_strings() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(short_string(), 0..12)
}

proptest! {
    #![proptest_config(crate::common::proptest_config(200))]

    #[test]
    fn json_round_trip((t, v) in typed_value(true)) {
        let text = json::marshal(&v, &t).unwrap();
        let back = json::unmarshal(&text, &t).unwrap();
        prop_assert!(back.raw_equals(&v), "{text}: {v:?} vs {back:?}");
        // the {"value":...,"type":...} form carries the type along
        let with_type = json::marshal_with_type(&v).unwrap();
        let back = json::unmarshal(&with_type, &Type::Dynamic).unwrap();
        prop_assert!(back.raw_equals(&v));
    }

    #[test]
    fn implied_type_then_convert_recovers((t, v) in typed_value(false)) {
        let text = json::marshal(&v, &t).unwrap();
        let implied = json::implied_type(&text).unwrap();
        let decoded = json::unmarshal(&text, &implied).unwrap();
        let conv = value::convert(&decoded, &t).unwrap();
        prop_assert!(conv.raw_equals(&v), "{text}: {v:?} vs {conv:?}");
    }

    #[test]
    fn type_json_round_trip(t in any_type()) {
        let text = json::type_to_json(&t).unwrap();
        prop_assert_eq!(json::type_from_json(&text).unwrap(), t);
    }

    #[test]
    fn equality_laws((_t, v) in typed_value(true), (_u, w) in typed_value(true)) {
        prop_assert_eq!(v.equals(&v).as_bool(), Some(true));
        prop_assert!(v.raw_equals(&v));
        prop_assert!(v.raw_equals(&v.clone()));
        let a = v.equals(&w).as_bool();
        let b = w.equals(&v).as_bool();
        prop_assert_eq!(a, b);
        if v.raw_equals(&w) {
            prop_assert_eq!(a, Some(true));
        }
        prop_assert_eq!(v.not_equals(&w).as_bool(), a.map(|x| !x));
    }

    #[test]
    fn set_order_ignores_insertion_order(
        (t, elems) in any_type().prop_flat_map(|t| {
            (Just(t.clone()), prop::collection::vec(value_of(&t, true), 0..8))
        }),
        seed in any::<u64>(),
    ) {
        let s1 = Value::set_of(t.clone(), elems.clone());
        let mut shuffled = elems.clone();
        // deterministic shuffle
        let mut x = seed | 1;
        for i in (1..shuffled.len()).rev() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            shuffled.swap(i, (x % (i as u64 + 1)) as usize);
        }
        let s2 = Value::set_of(t.clone(), shuffled);
        prop_assert!(s1.raw_equals(&s2), "{s1:?} vs {s2:?}");
        prop_assert_eq!(s1.equals(&s2).as_bool(), Some(true));
        // no duplicates, and every input element is a member
        let members = s1.elements().unwrap();
        for (i, a) in members.iter().enumerate() {
            for b in &members[i + 1..] {
                prop_assert_ne!(a.equals(b).as_bool(), Some(true));
            }
        }
        for e in &elems {
            prop_assert_eq!(s1.has_element(e).as_bool(), Some(true));
        }
        // building a set from a set's elements changes nothing
        let again = Value::set_of(t.clone(), members.to_vec());
        prop_assert!(again.raw_equals(&s1));
        prop_assert!(members.len() <= elems.len());
    }

    #[test]
    fn string_sets_sort_bytewise(strs in distinct_strings()) {
        let s = Value::set_of(Type::String, strs.iter().map(|s| Value::string(s.as_str())).collect());
        let got: Vec<&str> = s.elements().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        let mut want: Vec<&str> = strs.iter().map(|s| s.as_str()).collect();
        want.sort();
        want.dedup();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn number_sets_sort_numerically(ns in prop::collection::vec(number(), 0..12)) {
        let s = Value::set_of(Type::Number, ns.iter().cloned().map(Value::number).collect());
        let got: Vec<Number> = s.elements().unwrap().iter().map(|v| v.as_number().unwrap().clone()).collect();
        prop_assert!(got.windows(2).all(|w| w[0] < w[1]));
        for n in &ns {
            prop_assert!(got.iter().any(|g| g == n));
        }
    }

    #[test]
    fn primitive_string_round_trips(n in number(), b in any::<bool>()) {
        let s = value::convert(&Value::number(n.clone()), &Type::String).unwrap();
        let back = value::convert(&s, &Type::Number).unwrap();
        prop_assert!(back.equals(&Value::number(n)).as_bool() == Some(true));
        let s = value::convert(&Value::bool(b), &Type::String).unwrap();
        prop_assert_eq!(value::convert(&s, &Type::Bool).unwrap().as_bool(), Some(b));
    }

    #[test]
    fn list_set_tuple_round_trips((t, v) in any_type().prop_flat_map(|t| {
        let lt = Type::list(t.clone());
        (Just(lt.clone()), value_of(&lt, true))
    })) {
        let ety = t.element_type().unwrap().clone();
        // list -> set -> list keeps the set's members, in set order
        let set = value::convert(&v, &Type::set(ety.clone())).unwrap();
        let list = value::convert(&set, &Type::list(ety.clone())).unwrap();
        let set2 = value::convert(&list, &Type::set(ety.clone())).unwrap();
        prop_assert!(set2.raw_equals(&set));
        // list -> tuple-shaped JSON -> list
        if v.is_known() && !v.is_null() {
            let elems = v.elements().unwrap().to_vec();
            let tuple = Value::tuple(elems);
            let back = value::convert(&tuple, &Type::list(ety.clone())).unwrap();
            if !back.elements().unwrap().is_empty() {
                prop_assert!(back.raw_equals(&v), "{back:?} vs {v:?}");
            }
        }
    }

    #[test]
    fn unify_gives_a_common_type(ts in prop::collection::vec(any_type(), 1..4)) {
        if let Some((u, convs)) = value::unify(&ts) {
            prop_assert_eq!(convs.len(), ts.len());
            for (t, c) in ts.iter().zip(&convs) {
                if c.is_none() {
                    prop_assert_eq!(t, &u);
                } else {
                    prop_assert!(value::get_conversion(t, &u).is_some());
                }
            }
        }
        // unifying one type, or copies of it, gives that type
        let (u, convs) = value::unify(&ts[..1]).unwrap();
        prop_assert_eq!(&u, &ts[0]);
        prop_assert!(convs[0].is_none());
    }

    #[test]
    fn unify_conversions_apply(vals in prop::collection::vec(typed_value(false), 1..4)) {
        let tys: Vec<Type> = vals.iter().map(|(t, _)| t.clone()).collect();
        if let Some((u, convs)) = value::unify_unsafe(&tys) {
            for ((_, v), c) in vals.iter().zip(&convs) {
                let out = match c {
                    Some(c) => c.apply(v),
                    None => Ok(v.clone()),
                };
                if let Ok(out) = out {
                    if !u.is_dynamic() {
                        prop_assert!(out.ty().test_conformance(&u).is_empty(),
                            "{:?} does not conform to {:?}", out.ty(), u);
                    }
                }
            }
        }
    }

    #[test]
    fn marks_survive_conversion_and_equality((t, v) in typed_value(false)) {
        let marked = v.mark("secret");
        prop_assert!(marked.has_mark(&"secret".into()));
        let (u, marks) = marked.unmark();
        prop_assert!(u.raw_equals(&v));
        prop_assert_eq!(marks.len(), 1);
        let conv = value::convert(&marked, &t).unwrap();
        prop_assert!(conv.has_mark(&"secret".into()));
        let eq = marked.equals(&v);
        prop_assert!(eq.has_mark(&"secret".into()));
        prop_assert_eq!(eq.unmark().0.as_bool(), Some(true));
        let (deep, _) = marked.unmark_deep();
        prop_assert!(!deep.contains_marked());
    }
}

#[test]
fn value_is_small() {
    assert!(
        std::mem::size_of::<Value>() <= 24,
        "{}",
        std::mem::size_of::<Value>()
    );
    assert_eq!(std::mem::size_of::<Type>(), 16);
}

proptest! {
    #![proptest_config(crate::common::proptest_config(500))]

    /// Arbitrary text never panics the JSON readers.
    #[test]
    fn json_readers_never_panic(text in prop_oneof![
        any::<String>(),
        "[\\[\\]{}\":,0-9a-z\\\\ .eE+-]{0,24}".prop_map(String::from),
    ]) {
        let _ = json::implied_type(&text);
        let _ = json::unmarshal(&text, &Type::Dynamic);
        let _ = json::unmarshal_implied(&text);
        let _ = json::type_from_json(&text);
        let _ = json::unmarshal(&text, &Type::list(Type::map(Type::Number)));
    }
}

#[test]
fn bad_escape_messages() {
    // checked with go-cty: Go names the first byte, read as Latin-1
    assert_eq!(
        json::implied_type("\"\\é\"").unwrap_err(),
        "invalid character 'Ã' in string escape code"
    );
    assert_eq!(
        json::implied_type("[1é]").unwrap_err(),
        "invalid character 'Ã' after array element"
    );
    assert_eq!(
        json::implied_type("\"a\u{1}\"").unwrap_err(),
        "invalid character '\\x01' in string literal"
    );
}
