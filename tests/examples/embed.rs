//! Embedding hcl2: read a configuration file, pick out its blocks with a
//! schema, evaluate attributes with host variables and the function
//! library, and print diagnostics with source snippets on failure.
//!
//! `cargo run --release --example embed [FILE]` (default:
//! tests/examples/app.hcl) prints one JSON object per `service` block.

use hcl2::body::BodySchema;
use hcl2::diagnostic::Diagnostics;
use hcl2::eval::EvalContext;
use hcl2::function::Functions;
use hcl2::value::{json, Value};
use hcl2::Parser;
use std::io::IsTerminal;
use std::process::ExitCode;

fn main() -> ExitCode {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/tests/examples/app.hcl").into());
    let mut parser = Parser::new();
    let mut diags = Diagnostics::new();

    // The variables and functions expressions may use.
    let ctx = EvalContext::with_tables()
        .with_variable("version", Value::string("1.4.2"))
        .with_variable(
            "regions",
            Value::tuple(vec![Value::string("eu-west-1"), Value::string("us-east-1")]),
        )
        .with_variable("debug", Value::from(false))
        .with_functions(Functions::stdlib());

    let (body, d) = parser.parse_file(&path);
    diags.extend(d);
    let mut out = Vec::new();
    if let Some(body) = body {
        let top = BodySchema::new().block("service", ["name"]);
        let (content, d) = body.content(&top);
        diags.extend(d);
        let service = BodySchema::new()
            .attribute("image", true)
            .attribute("replicas", false)
            .attribute("ports", false)
            .attribute("env", false);
        for block in content.blocks_of_type("service") {
            let (attrs, d) = block.body.content(&service);
            diags.extend(d);
            let mut fields = vec![("name".to_string(), Value::string(block.labels[0].as_str()))];
            for (name, attr) in &attrs.attributes {
                let (v, d) = attr.expr.value(Some(&ctx));
                diags.extend(d);
                fields.push((name.to_string(), v));
            }
            out.push(Value::object(fields));
        }
    }

    if diags.has_errors() {
        eprint!("{}", parser.render(&diags, std::io::stderr().is_terminal()));
        return ExitCode::FAILURE;
    }
    for v in out {
        match json::marshal(&v, v.ty()) {
            Ok(text) => println!("{text}"),
            Err(e) => {
                eprintln!("cannot print {v:?}: {e:?}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
