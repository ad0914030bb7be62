//! Module `functions` of the test binary `semantics`: the function library: the function corpus, calls in the eval corpus, unknowns and marks,
//! the Terraform-style additions, the generated function reference, every function called
//! with hostile arguments.

mod adversarial_args;
#[cfg(feature = "cli")]
mod corpus;
mod reference;
#[cfg(feature = "cli")]
mod terraform;
#[cfg(feature = "cli")]
mod terraform_docs;
mod unknown_marks;

/// The modules above that run the `hcl` program need the `cli` feature; a
/// build without it fails here rather than passing with them left out.
#[cfg(not(feature = "cli"))]
#[test]
fn program_tests_need_the_cli_feature() {
    panic!(
        "these tests run the `hcl` program: run them with `--features cli` (or `--all-features`)"
    );
}
