//! Test binary `functions` (see tests/README.md for the grouping).
//! The function library: the function corpus, calls in the eval corpus, unknowns and marks,
//! the Terraform-style additions, the generated function reference.

#[path = "../common/mod.rs"]
mod common;

mod corpus;
mod reference;
mod terraform;
mod terraform_docs;
mod unknown_marks;
