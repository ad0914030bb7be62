//! Module `serde` of the test binary `semantics`: serde decoding and encoding: every mapping rule and error with its range, the round trip
//! (fixed cases and a proptest), and the differential test against the reference's gohcl.

mod de;
mod flatten;
mod gohcl;
mod json_labels;
mod json_mapping;
mod merged;
mod ser;
