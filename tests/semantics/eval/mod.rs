//! Module `eval` of the test binary `semantics`: evaluation: the eval corpora, focused expression cases, the evaluation API, variables and
//! ranges, for-expression conditions, failed-expression notes, dynamic blocks, type
//! expressions, deep nesting.

mod api;
#[cfg(feature = "cli")]
mod corpus;
#[cfg(feature = "cli")]
mod deep_nesting;
#[cfg(feature = "cli")]
mod diag_expression;
mod dynblock_corpus;
#[cfg(feature = "cli")]
mod exprs;
mod for_condition;
mod refine_corpus;
mod typeexpr_oracle;
mod variables;

/// The modules above that run the `hcl` program need the `cli` feature; a
/// build without it fails here rather than passing with them left out.
#[cfg(not(feature = "cli"))]
#[test]
fn program_tests_need_the_cli_feature() {
    panic!(
        "these tests run the `hcl` program: run them with `--features cli` (or `--all-features`)"
    );
}
