//! Module `value` of the test binary `semantics`: values and numbers against go-cty and Go: the number corpora, value oracle cases, NFC, JSON
//! decoding errors, API unit tests and property tests.

mod api;
mod json_malformed;
mod nfc;
mod numbers;
mod numbers_cty;
mod numbers_gomath;
mod numbers_limits;
mod numbers_prop;
mod oracle;
mod props;
mod refine;
