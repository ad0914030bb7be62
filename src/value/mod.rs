//! The HCL information model (go-cty semantics): types, values, numbers, conversion.

mod number;
pub use number::{Number, NumberError};
