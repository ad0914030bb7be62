//! Extreme inputs: exponents at the edges of Go's `big.Float` range (results
//! checked with go-cty: `cty.ParseNumberVal` then `IsInf`, `Sign`, `MantExp`),
//! and long literals, which must stay quick.

use hcl2::value::Number;
use std::time::{Duration, Instant};

/// `Some((is_inf, sign, mant_exp))`, or `None` for a parse error.
type Expect = Option<(bool, i32, i64)>;

#[test]
fn exponent_range_edges_match_go() {
    let cases: &[(&str, Expect)] = &[
        ("1e2000000000", Some((true, 1, 0))),
        ("-1e2000000000", Some((true, -1, 0))),
        ("1e-2000000000", Some((false, 0, 0))),
        ("1e-600000000", Some((false, 1, -1993156856))),
        ("0.5p-2147483648", Some((false, 1, -2147483648))),
        ("1p2147483647", None),
        ("1p2147483646", Some((false, 1, 2147483647))),
        ("1e9223372036854775807", None),
        ("1e-9223372036854775808", None),
        ("1e9223372036854775808", None),
        ("7e646456992", Some((false, 1, 2147483647))),
        ("7e646456993", Some((true, 1, 0))),
        ("1e-646456993", Some((false, 1, -2147483647))),
        ("1e-646456994", Some((false, 0, 0))),
    ];
    for (s, want) in cases {
        let t = Instant::now();
        let got = Number::parse(s).map(|n| (n.is_infinite(), n.signum(), n.binary_exponent()));
        assert_eq!(&got, want, "{s}");
        assert!(
            t.elapsed() < Duration::from_secs(2),
            "{s} took {:?}",
            t.elapsed()
        );
    }
}

#[test]
fn long_literals_are_exact_and_quick() {
    let long = "7".repeat(100_000);
    let t = Instant::now();
    let n = Number::parse(&long).unwrap();
    // rounded to 512 bits: the leading digits survive, the text has the same length
    let text = n.to_string();
    assert_eq!(text.len(), long.len());
    assert!(text.starts_with(&"7".repeat(150)));
    assert!(
        t.elapsed() < Duration::from_secs(20),
        "took {:?}",
        t.elapsed()
    );
}
