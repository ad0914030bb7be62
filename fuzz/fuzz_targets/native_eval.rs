//! Native syntax: parse a configuration file and evaluate every attribute, at every block
//! depth, with the full function library, some variables and the default limits.
#![no_main]

mod common;

use hcl2::eval::EvalContext;
use hcl2::internal::ast::Body;
use libfuzzer_sys::fuzz_target;
use std::sync::Arc;

fn eval_body(body: &Body, src: &Arc<hcl2::diagnostic::SourceFile>, ctx: &EvalContext) {
    for a in body.attributes.iter() {
        let e = hcl2::internal::native_expr(a.expr.clone(), src.clone());
        common::eval_and_spell(&e, ctx);
    }
    for b in body.blocks.iter() {
        eval_body(&b.body, src, ctx);
    }
}

fuzz_target!(|data: &[u8]| {
    let (file, diags) =
        hcl2::internal::parser::parse_config_bytes(data, "fuzz.hcl", &hcl2::Limits::unlimited());
    // A file with errors still has a partial tree: evaluate what was built.
    let _ = diags.has_errors();
    let ctx = common::context();
    eval_body(&file.body, &file.source, &ctx);
});
