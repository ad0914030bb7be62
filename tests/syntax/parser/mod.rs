//! Module `parser` of the test binary `syntax`: the native-syntax parser: the syntax corpus, spans, templates, traversals, diagnostics and
//! their order and snapshots, deep and too-deep nesting, the host's nesting limit (both
//! syntaxes), syntax-error mutants of real files, the diagnostics-only path against the full
//! parse. (The tree-free clean check against the parse, the diagnostics-only path restarted
//! where that check failed, and the recovery parser alone on inputs the one-pass parse takes
//! are unit tests of the lib, `parser::corpus_tests`: what they call is crate-private.)

mod deep;
mod diag_order;
mod diagnostic_snapshots;
mod diagnostics_only;
mod drop_deep;
mod max_nesting;
mod multi_corpus;
mod mutants_corpus;
mod recovery;
mod spans;
mod syntax_corpus;
mod templates;
mod too_deep;
mod traversal;
