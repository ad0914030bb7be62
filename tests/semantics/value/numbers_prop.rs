//! Property tests for `hcl2::value::Number`: laws that hold for Go's
//! `big.Float` arithmetic, parse/print round trips, and agreement of the
//! inline small-integer fast path with the general path.

use hcl2::value::Number;
use proptest::prelude::*;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

fn hash(n: &Number) -> u64 {
    let mut h = DefaultHasher::new();
    n.hash(&mut h);
    h.finish()
}

/// Numbers from every construction path, hence every common precision.
fn number() -> impl Strategy<Value = Number> {
    prop_oneof![
        any::<i64>().prop_map(Number::from_i64),
        (-1000i64..1000).prop_map(Number::from_i64),
        any::<f64>().prop_filter_map("finite", |f| if f.is_finite() {
            Number::from_f64(f)
        } else {
            None
        }),
        decimal().prop_map(|s| Number::parse(&s).unwrap()),
        (-1000i64..1000, -1000i64..1000).prop_map(|(a, b)| Number::from_i64(a)
            .div(&Number::from_i64(b))
            .unwrap_or_else(|_| Number::from_i64(0))),
    ]
}

/// Decimal literals: sign, digits, fraction, exponent.
fn decimal() -> impl Strategy<Value = String> {
    (
        any::<bool>(),
        "[0-9]{1,40}",
        proptest::option::of("[0-9]{1,40}"),
        proptest::option::of(-400i32..400),
    )
        .prop_map(|(neg, int, frac, exp)| {
            let mut s = String::new();
            if neg {
                s.push('-');
            }
            s.push_str(&int);
            if let Some(f) = frac {
                s.push('.');
                s.push_str(&f);
            }
            if let Some(e) = exp {
                s.push_str(&format!("e{e}"));
            }
            s
        })
}

fn same(a: &Number, b: &Number) -> bool {
    a.to_string() == b.to_string()
        && a.precision() == b.precision()
        && a.is_sign_negative() == b.is_sign_negative()
}

proptest! {
    #![proptest_config(crate::common::proptest_config(512))]

    #[test]
    fn add_and_mul_commute(a in number(), b in number()) {
        prop_assert!(same(&a.add(&b).unwrap(), &b.add(&a).unwrap()));
        prop_assert!(same(&a.mul(&b).unwrap(), &b.mul(&a).unwrap()));
    }

    #[test]
    fn identities(a in number()) {
        let zero = Number::from_i64(0);
        let one = Number::from_i64(1);
        prop_assert_eq!(a.add(&zero).unwrap(), a.clone());
        prop_assert_eq!(a.mul(&one).unwrap(), a.clone());
        if a.is_infinite() {
            // inf - inf has no value (go-cty panics; we return an error)
            prop_assert!(a.sub(&a).is_err());
        } else {
            let d = a.sub(&a).unwrap();
            prop_assert!(d.is_zero() && !d.is_sign_negative());
        }
        prop_assert!(same(&a.neg().neg(), &a));
        prop_assert_eq!(a.abs(), if a.is_sign_negative() { a.neg() } else { a.clone() });
        prop_assert_eq!(a.sub(&a.neg()).unwrap(), a.add(&a).unwrap());
    }

    #[test]
    fn subtraction_sign_is_comparison(a in number(), b in number()) {
        let d = a.sub(&b).unwrap();
        prop_assert_eq!(d.signum(), a.cmp(&b) as i32);
        prop_assert_eq!(a == b, d.is_zero());
    }

    #[test]
    fn equal_numbers_hash_equal(a in number()) {
        let g = a.to_general_form();
        prop_assert_eq!(&g, &a);
        prop_assert_eq!(hash(&g), hash(&a));
        prop_assert!(same(&g, &a));
        prop_assert_eq!(g.to_go_string(), a.to_go_string());
    }

    #[test]
    fn print_parse_round_trip(s in decimal()) {
        let n = Number::parse(&s).unwrap();
        let text = n.to_string();
        let back = Number::parse(&text).unwrap();
        prop_assert_eq!(&back, &n);
        prop_assert_eq!(back.to_string(), text);
        prop_assert!(back.raw_equals(&n));
    }

    #[test]
    fn float_print_round_trip(f in any::<f64>().prop_filter("finite", |f| f.is_finite())) {
        let n = Number::from_f64(f).unwrap();
        prop_assert_eq!(n.to_f64().to_bits(), f.to_bits());
        let text = n.to_string();
        prop_assert_eq!(text.parse::<f64>().unwrap(), f);
        prop_assert!(!text.contains('e'));
    }

    #[test]
    fn parse_to_f64_is_nearest(int in "[1-9][0-9]{0,17}", frac in "[0-9]{0,10}", exp in -300i32..300) {
        let s = format!("{int}.{frac}0e{exp}");
        prop_assert_eq!(Number::parse(&s).unwrap().to_f64(), s.parse::<f64>().unwrap());
    }

    #[test]
    fn integers_convert_exactly(v in any::<i64>()) {
        let n = Number::parse(&v.to_string()).unwrap();
        prop_assert_eq!(n.to_i64(), Some(v));
        prop_assert_eq!(n.to_i128(), Some(v as i128));
        prop_assert_eq!(n.to_u64(), u64::try_from(v).ok());
        prop_assert!(n.is_integer());
        prop_assert_eq!(n.to_string(), v.to_string());
    }

    #[test]
    fn fast_path_agrees_with_general_path(a in any::<i64>(), b in any::<i64>(), pa in 0usize..3, pb in 0usize..3,
                                          small_a in -70i64..70, small_b in -70i64..70, pick in 0usize..3) {
        let (a, b) = match pick {
            0 => (a, b),
            1 => (small_a, small_b),
            _ => (a >> 20, small_b),
        };
        let make = |v: i64, p: usize| match p {
            0 => Number::from_i64(v),
            1 => Number::parse(&v.to_string()).unwrap(),
            _ => Number::from_f64(v as f64).unwrap(),
        };
        let (x, y) = (make(a, pa), make(b, pb));
        let (gx, gy) = (x.to_general_form(), y.to_general_form());
        type Op = fn(&Number, &Number) -> Result<Number, hcl2::value::NumberError>;
        let ops: [Op; 5] = [Number::add, Number::sub, Number::mul, Number::div, Number::rem];
        for op in ops {
            let fast = op(&x, &y);
            let slow = op(&gx, &gy);
            match (&fast, &slow) {
                (Ok(f), Ok(s)) => prop_assert!(same(f, s), "{:?} vs {:?}", f, s),
                _ => prop_assert_eq!(fast.is_err(), slow.is_err()),
            }
        }
        prop_assert!(same(&x.neg(), &gx.neg()));
        prop_assert!(same(&x.abs(), &gx.abs()));
        prop_assert_eq!(x.cmp(&y), gx.cmp(&gy));
        prop_assert_eq!(x.raw_equals(&y), gx.raw_equals(&gy));
        prop_assert_eq!(x.to_string(), gx.to_string());
    }
}

/// Any value, including zeros, infinities and extreme exponents.
fn any_number() -> impl Strategy<Value = Number> {
    prop_oneof![
        number(),
        Just(Number::parse("-0").unwrap()),
        Just(Number::pos_infinity()),
        Just(Number::neg_infinity()),
        Just(Number::parse("Inf").unwrap()),
        Just(Number::parse("-Inf").unwrap()),
        Just(Number::parse("1e-100000").unwrap()),
        Just(Number::parse("7e100000").unwrap()),
        Just(Number::parse("1p2147483646").unwrap()),
    ]
}

proptest! {
    #![proptest_config(crate::common::proptest_config(128))]

    #[test]
    fn parse_never_panics(s in "[-+0-9.eEpP_xInf ]{0,12}") {
        if let Some(n) = Number::parse(&s) {
            // whatever parses prints (finite values here are small) and re-parses
            if n.binary_exponent().abs() < 10_000 {
                let text = n.to_string();
                prop_assert_eq!(Number::parse(&text).map(|m| m == n), Some(true));
            }
        }
    }

    #[test]
    fn operations_never_panic(a in any_number(), b in any_number()) {
        let _ = a.add(&b);
        let _ = a.sub(&b);
        let _ = a.mul(&b);
        let _ = a.div(&b);
        let _ = a.rem(&b);
        let _ = a.floor();
        let _ = a.ceil();
        let _ = a.truncate();
        let _ = a.pow(&b);
        let _ = a.log(&b);
        let _ = a.to_f64();
        let _ = a.to_i64();
        let _ = a.cmp(&b);
        prop_assert_eq!(a.cmp(&b), b.cmp(&a).reverse());
        // printing needs every digit: keep to values of moderate size
        let printable = |n: &Number| n.is_infinite() || n.binary_exponent().abs() < 10_000;
        if printable(&a) {
            let _ = a.to_go_string();
            if printable(&b) {
                prop_assert_eq!(a.raw_equals(&b), a.to_string().trim_start_matches('-') == b.to_string().trim_start_matches('-') && a.signum() == b.signum());
            }
        }
    }
}
