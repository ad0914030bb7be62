//! Go's behaviour, reproduced: the parts of Go's standard library whose
//! exact output the reference shows to users, kept apart so that "this is
//! Go, not HCL" is visible at the import. A leaf: it imports nothing from
//! the crate.
//!
//! - [`strconv`]: `strconv.Quote` (`%q`).
//! - [`json`]: `encoding/json` string escaping (the crate's one escaper).
//! - [`math`]: float64 `exp` and `ln` bit-identical with Go's amd64 `math`.
//! - [`regexp`]: Go `regexp/syntax` patterns translated for the `regex`
//!   crate, with Go's syntax errors.
//! - [`net`]: `net.ParseCIDR`, IP and network printing and the
//!   `go-cidr` subnet arithmetic behind the `cidr*` functions.

pub mod json;
pub mod math;
#[cfg(feature = "terraform")]
pub mod net;
#[cfg(feature = "regex")]
pub mod regexp;
pub mod strconv;
