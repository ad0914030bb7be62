//! Test binary `eval` (see tests/README.md for the grouping).
//! Evaluation: the eval corpora, focused expression cases, the evaluation API, variables and
//! ranges, for-expression conditions, failed-expression notes, dynamic blocks, type
//! expressions, deep nesting.

#[path = "../common/mod.rs"]
mod common;

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
