//! Embedding hcl2: decode a configuration file into your own types with
//! `#[derive(Deserialize)]`, evaluating expressions with host variables and
//! the function library, and print every diagnostic with source snippets
//! on failure.
//!
//! `cargo run --release --example embed [FILE]` (default:
//! tests/examples/app.hcl) prints one JSON object per `service` block.

use hcl2::eval::EvalContext;
use hcl2::function::Functions;
use hcl2::value::Value;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;

/// The file: `service "NAME" { ... }` blocks.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct App {
    #[serde(default)]
    service: Vec<Service>,
}

/// One service; its label lands in `name` (a field named `label:NAME`).
#[derive(Deserialize, Serialize, Debug)]
#[serde(deny_unknown_fields)]
struct Service {
    #[serde(rename = "label:name")]
    name: String,
    image: String,
    #[serde(default = "one")]
    replicas: u32,
    #[serde(default)]
    ports: Vec<Port>,
    #[serde(default)]
    env: BTreeMap<String, String>,
}

#[derive(Deserialize, Serialize, Debug)]
struct Port {
    container: u16,
    host: u16,
}

fn one() -> u32 {
    1
}

fn main() -> ExitCode {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/tests/examples/app.hcl").into());
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };

    // The variables and functions expressions may use.
    let ctx = EvalContext::with_tables()
        .with_variable("version", Value::string("1.4.2"))
        .with_variable(
            "regions",
            Value::tuple(vec![Value::string("eu-west-1"), Value::string("us-east-1")]),
        )
        .with_variable("debug", Value::from(false))
        .with_functions(Functions::stdlib());

    let app: App = match hcl2::from_str_with(&src, &path, &ctx) {
        Ok(app) => app,
        Err(e) => {
            // every error of the file, each with its snippet
            eprint!("{}", e.render(std::io::stderr().is_terminal()));
            return ExitCode::FAILURE;
        }
    };
    for s in &app.service {
        match serde_json::to_string(s) {
            Ok(text) => println!("{text}"),
            Err(e) => {
                eprintln!("cannot print {s:?}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
