//! A fixed hcldec spec (every spec kind) decoding fuzzed configuration, in the native
//! syntax, or in the JSON syntax when the input starts with `{`; with the spec's variables
//! and user functions and the default limits, as `hcldec` runs.
#![no_main]

mod common;

use hcl2::spec::file::{load_spec_source, SpecFile};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

const SPEC: &str = r#"
variables {
  env   = "prod"
  sizes = { small = 1, large = 4 }
}

function "double" {
  params = [x]
  result = x * 2
}

function "greet" {
  params         = [name]
  variadic_param = rest
  result         = "hello ${name}${length(rest) > 0 ? "!" : ""}"
}

object {
  attr "name" {
    type     = string
    required = true
  }
  attr "count" { type = number }
  attr "enabled" { type = bool }
  attr "tags" { type = list(string) }
  attr "labels" { type = map(string) }
  attr "shape" { type = object({ a = number, b = string }) }
  attr "pair" { type = tuple([string, number]) }
  attr "anything" { type = any }
  attr "uniq" { type = set(number) }
  literal "const" { value = { a = 1, b = ["x"] } }
  default "port" {
    attr {
      name = "port"
      type = number
    }
    literal { value = 8080 }
  }
  transform "doubled" {
    attr {
      name = "half"
      type = number
    }
    result = nested == null ? null : nested * 2
  }
  block "listen" {
    object {
      attr "address" { type = string }
      attr "port" { type = number }
    }
  }
  block_list "rule" {
    min_items = 0
    max_items = 5
    object {
      attr "match" { type = string }
      attr "weight" { type = number }
    }
  }
  block_set "label" {
    attr {
      name = "text"
      type = string
    }
  }
  block_map "backend" {
    labels = ["name"]
    object {
      attr "url" {
        type     = string
        required = false
      }
      attr "retries" { type = number }
    }
  }
  block_map "route" {
    labels = ["from", "to"]
    attr {
      name = "via"
      type = string
    }
  }
  array "arr" {
    attr {
      name = "first"
      type = string
    }
    literal { value = "lit" }
  }
}
"#;

fn spec() -> &'static SpecFile {
    static SPEC_FILE: OnceLock<SpecFile> = OnceLock::new();
    SPEC_FILE.get_or_init(|| {
        let (s, diags) = load_spec_source(SPEC, "fixed.hcldec");
        assert!(!diags.has_errors(), "the fixed spec loads: {diags:?}");
        s
    })
}

fuzz_target!(|data: &[u8]| {
    let spec = spec();
    let (body, _source, diags) = if data.first() == Some(&b'{') {
        hcl2::loader::parse_json_source(data, "fuzz.json", &hcl2::Limits::unlimited())
    } else {
        hcl2::loader::parse_native_source(data, "fuzz.hcl", &hcl2::Limits::unlimited())
    };
    if diags.has_errors() {
        return;
    }
    common::decode_with_spec(body.as_ref(), spec);
});
