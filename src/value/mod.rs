//! The HCL information model (go-cty semantics): types, values, numbers, conversion.
