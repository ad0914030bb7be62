//! Type conversion functions (go-cty `stdlib.MakeToFunc`): tostring,
//! tonumber, tobool, tolist, toset, tomap, and [`make_to_func`] for any
//! other target type.

use super::param;
use crate::function::{FuncError, Function};
use crate::value::{convert, get_conversion_unsafe, go_quote, mismatch_message, Type};

/// A function converting its argument to `want` (which may contain
/// [`Type::Dynamic`]), with go-cty's error messages.
pub fn make_to_func(want: Type) -> Function {
    let want2 = want.clone();
    Function::with_type_fn(
        vec![param("v", Type::Dynamic).allow_null()],
        None,
        move |args| {
            let got = args[0].ty();
            if got == &want {
                return Ok(want.clone());
            }
            if get_conversion_unsafe(got, &want).is_none() {
                let msg = match (got, &want) {
                    (Type::Tuple(_), Type::Tuple(_)) => format!(
                        "incompatible tuple type for conversion: {}",
                        mismatch_message(got, &want)
                    ),
                    (Type::Object(_), Type::Object(_)) => format!(
                        "incompatible object type for conversion: {}",
                        mismatch_message(got, &want)
                    ),
                    _ => format!(
                        "cannot convert {} to {}",
                        got.friendly_name(),
                        want.friendly_name_for_constraint()
                    ),
                };
                return Err(FuncError::arg(0, msg));
            }
            Ok(want.clone())
        },
        move |args, ret| match convert(&args[0], ret) {
            Ok(v) => Ok(v),
            Err(_) => {
                let got = args[0].ty();
                let what = || match args[0].as_str() {
                    Some(s) if !args[0].is_null() => go_quote(s),
                    _ => "string".to_string(),
                };
                let msg = match (got, &want2) {
                    (Type::String, Type::Bool) => format!(
                        "cannot convert {} to bool; only the strings \"true\" or \"false\" are allowed",
                        what()
                    ),
                    (Type::String, Type::Number) => format!(
                        "cannot convert {} to number; given string must be a decimal representation of a number",
                        what()
                    ),
                    _ => format!(
                        "cannot convert {} to {}",
                        got.friendly_name(),
                        want2.friendly_name_for_constraint()
                    ),
                };
                Err(FuncError::arg(0, msg))
            }
        },
    )
}

/// `tostring(v)`.
pub fn tostring() -> Function {
    make_to_func(Type::String)
}
/// `tonumber(v)`.
pub fn tonumber() -> Function {
    make_to_func(Type::Number)
}
/// `tobool(v)`.
pub fn tobool() -> Function {
    make_to_func(Type::Bool)
}
/// `tolist(v)`.
pub fn tolist() -> Function {
    make_to_func(Type::list(Type::Dynamic))
}
/// `toset(v)`.
pub fn toset() -> Function {
    make_to_func(Type::set(Type::Dynamic))
}
/// `tomap(v)`.
pub fn tomap() -> Function {
    make_to_func(Type::map(Type::Dynamic))
}
