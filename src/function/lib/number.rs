//! Number functions: abs, ceil, floor, log, max, min, parseint, pow,
//! signum, int (go-cty `stdlib/number.go` semantics).

use super::{go_f64, go_int, nan_panic, param};
use crate::function::{FuncError, Function};
use crate::value::{go_quote, Number, Type, Value};

/// `abs(num)`: the absolute value (marks pass through).
pub fn abs() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number)
            .allow_dynamic_type()
            .allow_marked()],
        None,
        Type::Number,
        |args, _| {
            let (v, marks) = args[0].unmark();
            match v.as_number() {
                Some(n) => Ok(Value::number(n.abs()).with_marks(&marks)),
                None => Ok(Value::unknown(Type::Number).with_marks(&marks)),
            }
        },
    )
}

/// `ceil(num)`: the smallest whole number not below `num`.
pub fn ceil() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number)],
        None,
        Type::Number,
        |args, _| Ok(Value::number(num(&args[0]).ceil())),
    )
}

/// `floor(num)`: the greatest whole number not above `num`.
pub fn floor() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number)],
        None,
        Type::Number,
        |args, _| Ok(Value::number(num(&args[0]).floor())),
    )
}

/// `log(num, base)`: the logarithm in float64 arithmetic.
pub fn log() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number), param("base", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            let n = go_f64(&args[0]).map_err(FuncError::call)?;
            let b = go_f64(&args[1]).map_err(FuncError::call)?;
            float_result(n.ln() / b.ln())
        },
    )
}

/// `pow(num, power)`: exponentiation in float64 arithmetic.
pub fn pow() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number), param("power", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            let n = go_f64(&args[0]).map_err(FuncError::call)?;
            let p = go_f64(&args[1]).map_err(FuncError::call)?;
            let _ = (n, p);
            let (a, b) = (num(&args[0]), num(&args[1]));
            a.pow(&b).map(Value::number).map_err(|_| nan_panic())
        },
    )
}

fn float_result(f: f64) -> Result<Value, FuncError> {
    match Number::from_f64(f) {
        Some(n) if !f.is_nan() => Ok(Value::number(n)),
        _ => Err(nan_panic()),
    }
}

/// `signum(num)`: -1, 0 or 1 (the number must be a whole number in the
/// int64 range, as go-cty converts it to a Go `int`).
pub fn signum() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number)],
        None,
        Type::Number,
        |args, _| {
            let n = go_int(&args[0]).map_err(FuncError::call)?;
            Ok(Value::from(n.signum()))
        },
    )
}

/// `max(numbers...)`.
pub fn max() -> Function {
    Function::with_static_type(
        Vec::new(),
        Some(param("numbers", Type::Number).allow_dynamic_type()),
        Type::Number,
        |args, _| min_max(args, true),
    )
}

/// `min(numbers...)`.
pub fn min() -> Function {
    Function::with_static_type(
        Vec::new(),
        Some(param("numbers", Type::Number).allow_dynamic_type()),
        Type::Number,
        |args, _| min_max(args, false),
    )
}

fn min_max(args: &[Value], want_max: bool) -> Result<Value, FuncError> {
    if args.is_empty() {
        return Err(FuncError::call("must pass at least one number"));
    }
    let mut best: Value = Value::number(if want_max {
        Number::neg_infinity()
    } else {
        Number::pos_infinity()
    });
    for a in args {
        let (Some(n), Some(b)) = (a.as_number(), best.as_number()) else {
            continue;
        };
        let better = if want_max { n > b } else { n < b };
        if better {
            best = a.clone();
        }
    }
    Ok(best)
}

/// `int(num)`: the whole-number part (truncation toward zero).
pub fn int() -> Function {
    Function::with_static_type(
        vec![param("num", Type::Number).allow_dynamic_type()],
        None,
        Type::Number,
        |args, _| {
            let n = num(&args[0]);
            match n.truncate() {
                Ok(t) => {
                    if n.is_integer() {
                        Ok(args[0].clone())
                    } else {
                        Ok(Value::number(t))
                    }
                }
                Err(_) => Err(FuncError::call(
                    "panic in function implementation: runtime error: invalid memory address or nil pointer dereference",
                )),
            }
        },
    )
}

/// `parseint(number, base)`: parses a string of digits in base 2 to 62.
pub fn parseint() -> Function {
    Function::with_type_fn(
        vec![param("number", Type::Dynamic), param("base", Type::Number)],
        None,
        |args| {
            if args[0].ty() != &Type::String {
                return Err(FuncError::arg(
                    0,
                    format!(
                        "first argument must be a string, not {}",
                        args[0].ty().friendly_name()
                    ),
                ));
            }
            Ok(Type::Number)
        },
        |args, _| {
            let s = args[0].as_str().unwrap_or("");
            let base = go_int(&args[1]).map_err(|e| FuncError::arg(1, e))?;
            if !(2..=62).contains(&base) {
                return Err(FuncError::arg(
                    1,
                    "base must be a whole number between 2 and 62 inclusive",
                ));
            }
            match parse_big_int(s, base as u32) {
                Some(n) => Ok(Value::number(n)),
                None => Err(FuncError::arg(
                    0,
                    format!("cannot parse {} as a base {} integer", go_quote(s), base),
                )),
            }
        },
    )
}

/// Go's `big.Int.SetString(s, base)` for bases 2..=62: an optional sign,
/// digits (0-9, a-z, A-Z; case-insensitive up to base 36), with `_`
/// separators not allowed for an explicit base.
fn parse_big_int(s: &str, base: u32) -> Option<Number> {
    use dashu_int::IBig;
    let (neg, digits) = match s.as_bytes().first() {
        Some(b'+') => (false, &s[1..]),
        Some(b'-') => (true, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() {
        return None;
    }
    let mut acc = IBig::ZERO;
    let b = IBig::from(base);
    for c in digits.bytes() {
        let d = match c {
            b'0'..=b'9' => (c - b'0') as u32,
            b'a'..=b'z' => (c - b'a') as u32 + 10,
            b'A'..=b'Z' => {
                if base <= 36 {
                    (c - b'A') as u32 + 10
                } else {
                    (c - b'A') as u32 + 36
                }
            }
            _ => return None,
        };
        if d >= base {
            return None;
        }
        acc = acc * &b + IBig::from(d);
    }
    if neg {
        acc = -acc;
    }
    Some(Number::from_big_int(&acc))
}

fn num(v: &Value) -> Number {
    v.as_number().cloned().unwrap_or_else(Number::zero)
}
