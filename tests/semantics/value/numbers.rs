//! Number corpus: every case of tests/corpus/numbers/cases.txt (expectations
//! produced by the reference implementation, see gen.py there) is evaluated
//! with `hcl2::value::Number` by a tiny expression evaluator (literals,
//! strings, unary minus, `+ - * / %`, comparisons, parentheses and the stdlib
//! number functions the corpus uses), and the printed result must be the
//! reference's text exactly.

use hcl2::value::{Number, NumberError};

#[derive(Clone, Debug)]
enum V {
    Num(Number),
    Bool(bool),
    Str(String),
}

type R = Result<V, String>;

struct P<'a> {
    s: &'a [u8],
    i: usize,
}

fn num_err(e: NumberError) -> String {
    e.to_string()
}

fn num(v: &V) -> Result<&Number, String> {
    match v {
        V::Num(n) => Ok(n),
        _ => Err(format!("number expected, got {v:?}")),
    }
}

fn go_int(n: &Number) -> Result<i64, String> {
    n.to_i64().ok_or_else(|| {
        "value must be a whole number, between -9223372036854775808 and 9223372036854775807"
            .to_string()
    })
}

fn go_float(n: &Number) -> Result<f64, String> {
    n.to_go_float64().ok_or_else(|| {
        format!(
            "value must be between {:.6} and {:.6} inclusive",
            -f64::MAX,
            f64::MAX
        )
    })
}

impl<'a> P<'a> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i] == b' ' {
            self.i += 1;
        }
    }

    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(t.as_bytes()) {
            self.i += t.len();
            true
        } else {
            false
        }
    }

    // precedence (low to high): == !=, < > <= >=, + -, * / %, unary -
    fn expr(&mut self) -> R {
        let l = self.cmp()?;
        if self.eat("==") {
            let r = self.cmp()?;
            return Ok(V::Bool(num(&l)?.raw_equals(num(&r)?)));
        }
        if self.eat("!=") {
            let r = self.cmp()?;
            return Ok(V::Bool(!num(&l)?.raw_equals(num(&r)?)));
        }
        Ok(l)
    }

    fn cmp(&mut self) -> R {
        let l = self.add()?;
        for op in ["<=", ">=", "<", ">"] {
            if self.eat(op) {
                let r = self.add()?;
                let o = num(&l)?.cmp(num(&r)?);
                return Ok(V::Bool(match op {
                    "<=" => o.is_le(),
                    ">=" => o.is_ge(),
                    "<" => o.is_lt(),
                    _ => o.is_gt(),
                }));
            }
        }
        Ok(l)
    }

    fn add(&mut self) -> R {
        let mut l = self.mul()?;
        loop {
            if self.eat("+") {
                let r = self.mul()?;
                l = V::Num(num(&l)?.add(num(&r)?).map_err(num_err)?);
            } else if self.eat("-") {
                let r = self.mul()?;
                l = V::Num(num(&l)?.sub(num(&r)?).map_err(num_err)?);
            } else {
                return Ok(l);
            }
        }
    }

    fn mul(&mut self) -> R {
        let mut l = self.unary()?;
        loop {
            if self.eat("*") {
                let r = self.unary()?;
                l = V::Num(num(&l)?.mul(num(&r)?).map_err(num_err)?);
            } else if self.eat("/") {
                let r = self.unary()?;
                l = V::Num(num(&l)?.div(num(&r)?).map_err(num_err)?);
            } else if self.eat("%") {
                let r = self.unary()?;
                l = V::Num(num(&l)?.rem(num(&r)?).map_err(num_err)?);
            } else {
                return Ok(l);
            }
        }
    }

    fn unary(&mut self) -> R {
        if self.eat("-") {
            let v = self.unary()?;
            return Ok(V::Num(num(&v)?.neg()));
        }
        self.primary()
    }

    fn primary(&mut self) -> R {
        self.ws();
        let c = self.s[self.i];
        if c == b'(' {
            self.i += 1;
            let v = self.expr()?;
            assert!(self.eat(")"), "missing )");
            return Ok(v);
        }
        if c == b'"' {
            let start = self.i + 1;
            let end = start
                + self.s[start..]
                    .iter()
                    .position(|&b| b == b'"')
                    .expect("string end");
            self.i = end + 1;
            return Ok(V::Str(
                String::from_utf8(self.s[start..end].to_vec()).unwrap(),
            ));
        }
        if c.is_ascii_digit() {
            // HCL number token: digits, optional fraction, optional exponent
            let start = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                self.i += 1;
            }
            if self.i + 1 < self.s.len()
                && self.s[self.i] == b'.'
                && self.s[self.i + 1].is_ascii_digit()
            {
                self.i += 1;
                while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
            }
            if self.i < self.s.len() && (self.s[self.i] == b'e' || self.s[self.i] == b'E') {
                self.i += 1;
                if self.s[self.i] == b'+' || self.s[self.i] == b'-' {
                    self.i += 1;
                }
                while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
            }
            let text = std::str::from_utf8(&self.s[start..self.i]).unwrap();
            return Ok(V::Num(Number::parse(text).expect("literal parses")));
        }
        // function call
        let start = self.i;
        while self.i < self.s.len() && self.s[self.i].is_ascii_alphabetic() {
            self.i += 1;
        }
        let name = std::str::from_utf8(&self.s[start..self.i])
            .unwrap()
            .to_string();
        assert!(self.eat("("), "call expected at {start}");
        let mut args = Vec::new();
        if !self.eat(")") {
            loop {
                args.push(self.expr()?);
                if self.eat(")") {
                    break;
                }
                assert!(self.eat(","), "comma expected");
            }
        }
        call(&name, &args)
    }
}

fn call(name: &str, args: &[V]) -> R {
    let n = |i: usize| num(&args[i]);
    Ok(V::Num(match name {
        "strlen" => match &args[0] {
            V::Str(s) => Number::from_i64(s.chars().count() as i64),
            _ => panic!("strlen of non-string"),
        },
        "tonumber" => match &args[0] {
            V::Str(s) => Number::parse(s).ok_or_else(|| {
                format!("cannot convert \"{s}\" to number; given string must be a decimal representation of a number")
            })?,
            V::Num(x) => x.clone(),
            V::Bool(_) => panic!("tonumber(bool)"),
        },
        "parseint" => {
            let V::Str(s) = &args[0] else { panic!("parseint of non-string") };
            let base = go_int(n(1)?)?;
            if !(2..=62).contains(&base) {
                return Err("base must be a whole number between 2 and 62 inclusive".into());
            }
            Number::parse_int(s, base as u32).ok_or_else(|| format!("cannot parse \"{s}\" as a base {base} integer"))?
        }
        "floor" => n(0)?.floor(),
        "ceil" => n(0)?.ceil(),
        "int" => n(0)?.truncate().map_err(num_err)?,
        "abs" => n(0)?.abs(),
        "signum" => Number::from_i64(go_int(n(0)?)?.signum()),
        "pow" => {
            let (a, b) = (go_float(n(0)?)?, go_float(n(1)?)?);
            let (a, b) = (Number::from_f64(a).unwrap(), Number::from_f64(b).unwrap());
            a.pow(&b).map_err(num_err)?
        }
        "log" => {
            let (a, b) = (go_float(n(0)?)?, go_float(n(1)?)?);
            let (a, b) = (Number::from_f64(a).unwrap(), Number::from_f64(b).unwrap());
            a.log(&b).map_err(num_err)?
        }
        "min" | "max" => {
            if args.is_empty() {
                return Err("must pass at least one number".into());
            }
            let mut best = if name == "min" {
                Number::pos_infinity()
            } else {
                Number::neg_infinity()
            };
            for a in args {
                let x = num(a)?;
                let better = if name == "min" { x < &best } else { x > &best };
                if better {
                    best = x.clone();
                }
            }
            best
        }
        _ => panic!("unknown function {name}"),
    }))
}

fn eval(expr: &str) -> String {
    let mut p = P {
        s: expr.as_bytes(),
        i: 0,
    };
    let r = p.expr();
    p.ws();
    assert_eq!(p.i, expr.len(), "unparsed input in {expr:?}");
    match r {
        Ok(V::Num(n)) if n.is_infinite() => "ERROR: cannot serialize infinity as JSON".into(),
        Ok(V::Num(n)) => n.to_string(),
        Ok(V::Bool(b)) => b.to_string(),
        Ok(V::Str(s)) => format!("{s:?}"),
        Err(e) => format!("ERROR: {e}"),
    }
}

#[test]
fn corpus_matches_reference() {
    let data = include_str!("../../corpus/numbers/cases.txt");
    let mut total = 0;
    let mut failures = Vec::new();
    for line in data.lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let (expr, expected) = line.split_once('\t').expect("tab-separated case");
        total += 1;
        let got = eval(expr);
        if got != expected {
            failures.push(format!("{expr}\n   expected {expected}\n   got      {got}"));
        }
    }
    assert!(total >= 250, "corpus too small: {total}");
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ from the reference:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
