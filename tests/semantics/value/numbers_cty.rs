//! Differential test against go-cty itself: tests/corpus/numbers/cty_ops.txt
//! holds random operations on numbers of every precision go-cty produces
//! (64-bit ints, 53-bit floats, 512-bit parsed decimals) and random strings
//! for `cty.ParseNumberVal`, evaluated by go-cty (see cty/gen_cty.go there).

use hcl2::value::Number;

fn operand(code: &str) -> Number {
    let (kind, text) = code.split_at(2);
    match kind {
        "i:" => Number::from_i64(text.parse().unwrap()),
        "f:" => Number::from_f64(text.parse().unwrap()).unwrap(),
        "p:" => Number::parse(text).unwrap(),
        _ => panic!("bad operand {code}"),
    }
}

fn show(r: Result<Number, hcl2::value::NumberError>) -> String {
    match r {
        Ok(n) => n.to_string(),
        Err(e) => format!("ERROR: {e}"),
    }
}

#[test]
fn go_cty_operations() {
    let data = include_str!("../../corpus/numbers/cty_ops.txt");
    let mut total = 0;
    let mut failures = Vec::new();
    for line in data.lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let (op, a, b, expected) = (f[0], f[1], f[2], f[3]);
        total += 1;
        let got = match op {
            "parse" => match Number::parse(&a[2..]) {
                Some(n) => n.to_string(),
                None => "ERROR: a number is required".into(),
            },
            _ => {
                let x = operand(a);
                match op {
                    "add" => show(x.add(&operand(b))),
                    "sub" => show(x.sub(&operand(b))),
                    "mul" => show(x.mul(&operand(b))),
                    "div" => show(x.div(&operand(b))),
                    "mod" => show(x.rem(&operand(b))),
                    "eq" => x.raw_equals(&operand(b)).to_string(),
                    "lt" => (x < operand(b)).to_string(),
                    "neg" => x.neg().to_string(),
                    "abs" => x.abs().to_string(),
                    "floor" => x.floor().to_string(),
                    "ceil" => x.ceil().to_string(),
                    "int" => show(x.truncate()),
                    "g10" => x.to_go_string(),
                    "f64" => x.to_f64().to_bits().to_string(),
                    _ => panic!("unknown op {op}"),
                }
            }
        };
        if got != expected {
            failures.push(format!(
                "{op} {a} {b}\n   expected {expected}\n   got      {got}"
            ));
        }
    }
    assert!(total > 3000, "corpus too small: {total}");
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ from go-cty:\n{}",
        failures.len(),
        failures
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
