//! JSON syntax: parse a document and evaluate every attribute of the root object (strings
//! are templates there) with the full function library, some variables and the default
//! limits; bodies are also read through a schema with one labelled block type.
#![no_main]

mod common;

use hcl2::body::BodySchema;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (file, _diags) =
        hcl2::internal::json::parse_bytes(data, "fuzz.json", &hcl2::Limits::unlimited());
    let ctx = common::context();
    let body = file.body();
    let (attrs, _d) = body.just_attributes();
    for (_name, a) in attrs {
        common::eval_and_spell(a.expr.as_ref(), &ctx);
    }
    // The same document as a body with attributes and `block "label" {}` blocks.
    let schema = BodySchema::new()
        .attribute("a", false)
        .block("block", ["label"]);
    let (content, _d) = body.content(&schema);
    for (_name, a) in content.attributes {
        common::eval_and_spell(a.expr.as_ref(), &ctx);
    }
    for b in content.blocks {
        let (attrs, _d) = b.body.just_attributes();
        for (_name, a) in attrs {
            common::eval_and_spell(a.expr.as_ref(), &ctx);
        }
    }
});
