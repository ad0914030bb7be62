//! hcldec spec files: load the input as a spec file (its `variables` and `function` blocks
//! too) and decode a configuration with it. An input holding a NUL byte is split there:
//! the spec before it, the configuration (native syntax) after; otherwise a fixed
//! configuration is decoded. Also computes the variables the configuration refers to, as
//! `hcldec --var-refs` does.
#![no_main]

mod common;

use hcl2::spec::file::load_spec_source;
use libfuzzer_sys::fuzz_target;

const CONFIG: &str = r#"
name    = "svc-${name_suffix}"
version = 2
count   = 3
enabled = true
tags    = ["a", "b"]
labels  = { team = "core", tier = "web" }
listen {
  address = "0.0.0.0"
  port    = 8080
}
backend "primary" {
  url    = "http://a"
  weight = 3
}
backend "secondary" {
  url = "http://b"
}
nested "x" "y" {
  inner {
    value = [for i in range(3) : i * 2]
  }
}
"#;

fuzz_target!(|data: &[u8]| {
    let (spec_bytes, config) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], String::from_utf8_lossy(&data[i + 1..])),
        None => (data, CONFIG.into()),
    };
    let spec_text = String::from_utf8_lossy(spec_bytes);
    let (spec, diags) = load_spec_source(&spec_text, "fuzz.hcldec");
    if diags.has_errors() {
        return;
    }
    let (body, _source, diags) = hcl2::loader::parse_native_source(
        config.as_bytes(),
        "fuzz.hcl",
        &hcl2::Limits::unlimited(),
    );
    if diags.has_errors() {
        return;
    }
    common::decode_with_spec(body.as_ref(), &spec);
});
