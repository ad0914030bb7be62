//! Test binary `semantics` (see tests/README.md for the grouping).
//! What a configuration means: evaluation, the function library, values and numbers against
//! go-cty, bodies and hcldec decoding, and serde decoding and encoding.

#[path = "../common/mod.rs"]
mod common;

mod eval;
mod functions;
mod hcldec;
mod serde;
mod value;
