//! Test binary `hcldec` (see tests/README.md for the grouping).
//! Bodies and hcldec decoding: the hcldec corpus, the Body interface on native and merged
//! bodies, JSON bodies through hcldec.

#[path = "../common/mod.rs"]
mod common;

mod body_api;
mod corpus;
mod json_bodies;
