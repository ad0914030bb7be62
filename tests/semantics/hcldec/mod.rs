//! Module `hcldec` of the test binary `semantics`: bodies and hcldec decoding: the hcldec corpus, the Body interface on native and merged
//! bodies, JSON bodies through hcldec.

mod body_api;
mod corpus;
mod json_bodies;
