//! Templates: parse the input as a bare template (what a host does with a template file,
//! `templatefile` or a JSON string) and evaluate it with the full function library, some
//! variables and the default limits.
#![no_main]

mod common;

use hcl2::diagnostic::SourceFile;
use libfuzzer_sys::fuzz_target;
use std::sync::Arc;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let src = Arc::new(SourceFile::new("fuzz.tmpl", &*text));
    let (expr, _diags) = hcl2::internal::parser::parse_template_in(src.clone());
    let ctx = common::context();
    common::eval_and_spell(&hcl2::internal::native_expr(expr, src), &ctx);
});
