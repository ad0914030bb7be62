//! The functions available to hcldec spec-file expressions (the
//! reference's cmd/hcldec/spec_funcs.go, a subset of go-cty's stdlib):
//! `abs coalesce concat hasindex int jsondecode jsonencode length lower max
//! min reverse strlen substr upper`. They are the function library's own
//! implementations; in spec files `reverse` is the string reversal (the
//! library's `strrev`), as in the reference.

use crate::function::lib;
use crate::function::Functions;

/// Spec-file name and the library function behind it.
const SPEC_FUNCTIONS: [(&str, &str); 15] = [
    ("abs", "abs"),
    ("coalesce", "coalesce"),
    ("concat", "concat"),
    ("hasindex", "hasindex"),
    ("int", "int"),
    ("jsondecode", "jsondecode"),
    ("jsonencode", "jsonencode"),
    ("length", "length"),
    ("lower", "lower"),
    ("max", "max"),
    ("min", "min"),
    ("reverse", "strrev"),
    ("strlen", "strlen"),
    ("substr", "substr"),
    ("upper", "upper"),
];

/// The function table of spec-file expressions.
pub fn spec_functions() -> Functions {
    let mut funcs = Functions::new();
    for (name, lib_name) in SPEC_FUNCTIONS {
        let f = lib::by_name(lib_name).expect("every spec function is in the library");
        funcs = funcs.with(name, f);
    }
    funcs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spec_function_exists() {
        let f = spec_functions();
        for (name, _) in SPEC_FUNCTIONS {
            assert!(f.get(name).is_some(), "{name}");
        }
    }
}
