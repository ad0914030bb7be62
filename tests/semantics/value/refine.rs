//! The refinement API on `Value` (go-cty ≥ 1.13 `Refine`/`Range`): what the
//! builder records, when refinements make a value known, how ranges read,
//! and the decisions refinements allow (equality, comparisons, length).
//! Behaviour through expressions is checked against the Go oracle by
//! `refine_corpus.rs`.

use hcl2::value::refine::{greater_than_or_equal, less_than, safe_known_prefix, MAX_LENGTH};
use hcl2::value::{Mark, Number, Type, Value};

fn n(i: i64) -> Number {
    Number::from_i64(i)
}

#[test]
fn builder_records_refinements_and_range_reads_them() {
    let s = Value::unknown(Type::String)
        .refine()
        .not_null()
        .string_prefix_full("https://")
        .new_value();
    assert!(!s.is_known());
    let r = s.range();
    assert!(r.definitely_not_null());
    assert_eq!(r.string_prefix(), "https://");

    let x = Value::unknown(Type::Number)
        .refine()
        .number_lower_bound(n(1), true)
        .number_upper_bound(n(5), false)
        .new_value();
    let r = x.range();
    assert!(r.could_be_null());
    assert_eq!(r.number_lower_bound(), Some((n(1), true)));
    assert_eq!(r.number_upper_bound(), Some((n(5), false)));
    // a looser bound does not replace a tighter one
    let y = x.refine().number_lower_bound(n(0), true).new_value();
    assert_eq!(y.range().number_lower_bound(), Some((n(1), true)));
    // a contradicting prefix is ignored
    let t = s.refine().string_prefix_full("ftp").new_value();
    assert_eq!(t.range().string_prefix(), "https://");

    let l = Value::unknown(Type::list(Type::String))
        .refine()
        .collection_length_lower_bound(1)
        .collection_length_upper_bound(3)
        .new_value();
    let r = l.range();
    assert_eq!((r.length_lower_bound(), r.length_upper_bound()), (1, 3));
    let u = Value::unknown(Type::set(Type::Number)).range();
    assert_eq!(
        (u.length_lower_bound(), u.length_upper_bound()),
        (0, MAX_LENGTH)
    );
}

#[test]
fn refinements_that_pin_a_value_make_it_known() {
    let four = Value::unknown(Type::Number)
        .refine()
        .not_null()
        .number_range_inclusive(Some(n(4)), Some(n(4)))
        .new_value();
    assert_eq!(four, Value::from(4));
    // without "not null" it could still be null
    let maybe = Value::unknown(Type::Number)
        .refine()
        .number_range_inclusive(Some(n(4)), Some(n(4)))
        .new_value();
    assert!(!maybe.is_known());
    let empty = Value::unknown(Type::map(Type::String))
        .refine()
        .not_null()
        .collection_length(0)
        .new_value();
    assert_eq!(empty, Value::empty_map(Type::String));
    let two = Value::unknown(Type::list(Type::Bool))
        .refine()
        .not_null()
        .collection_length(2)
        .new_value();
    assert_eq!(two.elements().map(|e| e.len()), Some(2));
    assert!(two.elements().unwrap().iter().all(|e| !e.is_known()));
    let null = Value::unknown(Type::Bool).refine().null().new_value();
    assert_eq!(null, Value::null(Type::Bool));
}

#[test]
fn known_and_dynamic_values_are_not_changed() {
    let k = Value::from("x");
    assert_eq!(k.refine().not_null().string_prefix_full("y").new_value(), k);
    let d = Value::dynamic();
    let r = d.refine().not_null().new_value();
    assert!(r.ty().is_dynamic() && r.refinement().is_none());
    // a known value is its own range
    let r = Value::from(7).range();
    assert_eq!(r.number_lower_bound(), Some((n(7), true)));
    assert_eq!(r.number_upper_bound(), Some((n(7), true)));
    assert_eq!(Value::from("abc").range().string_prefix(), "abc");
}

#[test]
fn marks_survive_refinement() {
    let v = Value::unknown(Type::String).mark(Mark::new("sensitive"));
    let r = v.refine_not_null();
    assert!(r.has_mark(&Mark::new("sensitive")));
    assert!(r.range().definitely_not_null());
}

#[test]
fn refinements_decide_equality_and_comparisons() {
    let s = Value::unknown(Type::String)
        .refine()
        .not_null()
        .string_prefix_full("https://")
        .new_value();
    assert_eq!(s.equals(&Value::from("ftp://x")), Value::FALSE);
    assert!(!s.equals(&Value::from("https://x")).is_known());
    assert_eq!(s.equals(&Value::null(Type::String)), Value::FALSE);
    // an undecided comparison is an unknown bool that is not null
    assert!(s
        .equals(&Value::from("https://x"))
        .range()
        .definitely_not_null());

    let x = Value::unknown(Type::Number)
        .refine()
        .number_lower_bound(n(1), true)
        .number_upper_bound(n(5), false)
        .new_value();
    assert_eq!(less_than(&x, &Value::from(10)), Value::TRUE);
    assert_eq!(less_than(&Value::from(6), &x), Value::FALSE);
    // bounds are compared as values only: 5 < x is not decided although
    // x < 5
    assert!(!less_than(&Value::from(5), &x).is_known());
    assert_eq!(x.equals(&Value::from(5)), Value::FALSE);
    // go-cty treats bounds as exclusive when comparing: `x >= 1` stays unknown
    assert!(!greater_than_or_equal(&x, &Value::from(1)).is_known());
}

#[test]
fn length_of_a_refined_collection_is_bounded() {
    let l = Value::unknown(Type::list(Type::String))
        .refine()
        .collection_length_lower_bound(2)
        .new_value();
    let len = l.length().expect("a length");
    let r = len.range();
    assert!(r.definitely_not_null());
    assert_eq!(r.number_lower_bound(), Some((n(2), true)));
    assert_eq!(
        r.number_upper_bound(),
        Some((Number::from_u64(MAX_LENGTH), true))
    );
}

#[test]
fn safe_prefixes_drop_what_later_text_could_change() {
    assert_eq!(safe_known_prefix("https://"), "https://");
    assert_eq!(safe_known_prefix("abc"), "ab");
    assert_eq!(safe_known_prefix("abc-"), "abc-");
    assert_eq!(safe_known_prefix("é"), "");
    assert_eq!(safe_known_prefix(""), "");
    assert_eq!(safe_known_prefix("a\r\n"), "a");
}
