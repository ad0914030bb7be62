//! serde: decode the input (native syntax) into a few derived types with `hcl2::from_str`
//! — structs with labelled blocks, enums from block labels, optional and defaulted fields,
//! maps, deferred expressions and remaining bodies — and, when decoding succeeds, write
//! the value back with `hcl2::to_string` and decode that again.
#![no_main]
#![allow(dead_code)]

use hcl2::de::{Body, Expr, Spanned};
use libfuzzer_sys::fuzz_target;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

#[derive(Deserialize, Serialize, Debug, PartialEq)]
struct Job {
    datacenters: Vec<String>,
    #[serde(default)]
    group: BTreeMap<String, Group>,
    #[serde(default)]
    meta: HashMap<String, String>,
    priority: Option<u8>,
}

#[derive(Deserialize, Serialize, Debug, PartialEq)]
struct Group {
    count: u8,
    #[serde(default)]
    task: Vec<Task>,
}

#[derive(Deserialize, Serialize, Debug, PartialEq)]
struct Task {
    #[serde(rename = "label:name")]
    name: String,
    driver: String,
    #[serde(default)]
    config: BTreeMap<String, f64>,
    kind: Option<Kind>,
}

#[derive(Deserialize, Serialize, Debug, PartialEq)]
#[serde(rename_all = "lowercase")]
enum Kind {
    Service,
    Batch,
    Weighted { weight: i64 },
}

#[derive(Deserialize, Debug)]
struct Prims {
    s: Option<String>,
    b: Option<bool>,
    i: Option<i64>,
    u: Option<u128>,
    f: Option<f32>,
    c: Option<char>,
    t: Option<(i8, String)>,
    bytes: Option<Vec<u8>>,
}

#[derive(Deserialize, Debug)]
struct Deferred {
    when: Option<Expr>,
    spanned: Option<Spanned<String>>,
    #[serde(flatten)]
    rest: HashMap<String, Expr>,
}

#[derive(Deserialize, Debug)]
struct Module {
    source: String,
    #[serde(rename = "remain:")]
    body: Option<Body>,
}

#[derive(Deserialize, Debug)]
struct Modules {
    #[serde(default)]
    module: BTreeMap<String, Module>,
    #[serde(default)]
    variable: Vec<Variable>,
}

#[derive(Deserialize, Debug)]
struct Variable {
    #[serde(rename = "label:name")]
    name: String,
    default: Option<Expr>,
    #[serde(default)]
    validation: Vec<Validation>,
}

#[derive(Deserialize, Debug)]
struct Validation {
    condition: Expr,
    error_message: String,
}

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        let _ = hcl2::from_slice::<Job>(data);
        return;
    };
    if let Ok(job) = hcl2::from_str::<Job>(src) {
        if let Ok(text) = hcl2::to_string(&job) {
            let back: Job = hcl2::from_str(&text)
                .unwrap_or_else(|e| panic!("written value decodes: {e}\n{text}"));
            assert_eq!(back, job, "round trip through to_string\n{text}");
        }
    }
    let _ = hcl2::from_str::<Kind>(src);
    let _ = hcl2::from_str::<Prims>(src);
    let _ = hcl2::from_str::<Deferred>(src);
    let _ = hcl2::from_str::<Modules>(src);
    let _ = hcl2::from_str::<BTreeMap<String, Vec<HashMap<String, String>>>>(src);
});
