//! `hcl eval` with the tool's conventions (no `--hcleval`): files with
//! blocks, `-e`, `--var`, `--var-file`, `-V`, their order, standard input,
//! the JSON syntax, exit statuses 0/1/2.

use super::tool::scratch;
use crate::common::{hcl, hcl_with, Output};
use std::path::Path;

fn eval(d: &Path, args: &[&str]) -> Output {
    let mut all = vec!["eval"];
    all.extend_from_slice(args);
    hcl(d, &all)
}

#[test]
fn file_with_blocks_evaluates_top_level_attributes() {
    let d = scratch("eval-blocks");
    std::fs::write(
        d.join("main.tf"),
        "region = \"eu-${zone}\"\nresource \"aws_instance\" \"web\" {\n  ami = nope\n}\n\
         variable \"zone\" {}\ncount = length([1, 2])\nresource \"x\" \"y\" {}\n",
    )
    .unwrap();
    let o = eval(&d, &["--var", "zone=west", "main.tf"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"count\":2,\"region\":\"eu-west\"}\n");
    // the blocks are named in a note (the `nope` inside one is never seen)
    assert_eq!(
        o.stderr,
        "note: main.tf: blocks are not evaluated: resource (2), variable (1)\n"
    );
    // --diags=json keeps standard error for JSON: no note
    let o = eval(&d, &["--var", "zone=west", "--diags=json", "main.tf"]);
    assert_eq!(o.status, 0);
    assert!(o.stderr.is_empty(), "{}", o.stderr);
    // the reference's behaviour on request
    let o = eval(&d, &["--hcleval", "--var", "zone=west", "main.tf"]);
    assert_eq!(o.status, 2);
    assert!(
        o.stderr.contains("Unexpected \"resource\" block"),
        "{}",
        o.stderr
    );
}

#[test]
fn expression_flag() {
    let d = scratch("eval-expr");
    let o = eval(&d, &["-e", "1 + 2"]);
    assert_eq!((o.status, o.stdout.as_str()), (0, "3\n"), "{}", o.stderr);
    let o = eval(&d, &["--expr", "upper(\"a\")", "--with-type"]);
    assert_eq!(o.stdout, "{\"value\":\"A\",\"type\":\"string\"}\n");
    // the variables of every source are visible
    let o = eval(
        &d,
        &["-e", "[n * 2, x]", "--var", "n=4", "-V", r#"{"x": "j"}"#],
    );
    assert_eq!(o.stdout, "[8,\"j\"]\n", "{}", o.stderr);
    // errors in the expression: status 1, rendered with its source
    let o = eval(&d, &["-e", "nope + 1"]);
    assert_eq!(o.status, 1);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("Unknown variable"), "{}", o.stderr);
    assert!(o.stderr.contains("<expr>:1:1"), "{}", o.stderr);
    let o = eval(&d, &["-e", "1 +"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("Error"), "{}", o.stderr);
    // a value JSON cannot hold: status 1 (the reference's 1 too)
    let o = eval(&d, &["-e", "1/0"]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stderr, "Error: cannot serialize infinity as JSON\n");
}

#[test]
fn var_values_are_strings_unless_literals_that_round_trip() {
    let d = scratch("eval-var");
    let show_with = |flag: &str, var: &str| {
        let o = eval(&d, &["-e", "v", "--with-type", flag, var]);
        assert_eq!(o.status, 0, "{var}: {}", o.stderr);
        o.stdout.trim_end().to_string()
    };
    let show = |var: &str| show_with("--var", var);
    let string = |s: &str| format!(r#"{{"value":{},"type":"string"}}"#, serde_json::json!(s));
    // literals whose text round-trips
    assert_eq!(show("v=3"), r#"{"value":3,"type":"number"}"#);
    assert_eq!(show("v=-2"), r#"{"value":-2,"type":"number"}"#);
    assert_eq!(show("v=0.5"), r#"{"value":0.5,"type":"number"}"#);
    assert_eq!(show("v=true"), r#"{"value":true,"type":"bool"}"#);
    assert_eq!(show("v=\"true\""), string("true"));
    assert_eq!(show("v=null"), r#"{"value":null,"type":"dynamic"}"#);
    // never losing data: these are strings
    assert_eq!(show("v=01234"), string("01234"));
    assert_eq!(show("v=1.10"), string("1.10"));
    assert_eq!(show("v=1e3"), string("1e3"));
    assert_eq!(show("v=+1"), string("+1"));
    assert_eq!(show("v=2 * 21"), string("2 * 21"));
    assert_eq!(show("v={a=1}"), string("{a=1}"));
    assert_eq!(show("v=prod"), string("prod"));
    assert_eq!(show("v=us-east-1"), string("us-east-1"));
    assert_eq!(show("v=a b"), string("a b"));
    assert_eq!(show("v=[1,"), string("[1,"));
    assert_eq!(show("v=upper(\"a\")"), string("upper(\"a\")"));
    assert_eq!(show("v="), string(""));
    // only the first `=` splits
    assert_eq!(show("v=a=b"), string("a=b"));
    // --var-expr: an expression
    let expr = |var: &str| show_with("--var-expr", var);
    assert_eq!(expr("v=2 * 21"), r#"{"value":42,"type":"number"}"#);
    assert_eq!(expr("v=1.10"), r#"{"value":1.1,"type":"number"}"#);
    assert_eq!(
        expr("v={a=1}"),
        r#"{"value":{"a":1},"type":["object",{"a":"number"}]}"#
    );
    assert_eq!(
        expr("v=[1, \"x\"]"),
        r#"{"value":[1,"x"],"type":["tuple",["number","string"]]}"#
    );
    // ... that must parse and needs no functions or variables
    for (bad, why) in [
        ("v=upper(\"a\")", "Function calls not allowed"),
        ("v=[1,", "Error"),
        ("v=prod", "Variables not allowed"),
    ] {
        let o = eval(&d, &["-e", "v", "--var-expr", bad]);
        assert_eq!(o.status, 1, "{bad}");
        assert!(o.stderr.contains(why), "{bad}: {}", o.stderr);
        assert!(o.stderr.contains("--var-expr v"), "{}", o.stderr);
    }
    // later ones win, in command-line order across both flags
    let o = eval(&d, &["-e", "v", "--var-expr", "v=1 + 1", "--var", "v=x"]);
    assert_eq!(o.stdout, "\"x\"\n");
    let o = eval(&d, &["-e", "v", "--var", "v=x", "--var-expr", "v=1 + 1"]);
    assert_eq!(o.stdout, "2\n");
}

#[test]
fn var_files_and_order() {
    let d = scratch("eval-var-file");
    std::fs::write(d.join("prod.tfvars"), "env = \"prod\"\nn = 2\n").unwrap();
    std::fs::write(d.join("over.json"), r#"{"n": 7, "t": "${x}"}"#).unwrap();
    std::fs::write(d.join("main.hcl"), "r = \"${env}-${n}\"\n").unwrap();
    let o = eval(&d, &["--var-file", "prod.tfvars", "main.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"r\":\"prod-2\"}\n");
    // a .json var file holds values as they are (no templates)
    let o = eval(&d, &["--var-file=over.json", "-e", "t"]);
    assert_eq!(o.stdout, "\"${x}\"\n", "{}", o.stderr);
    // later sources win, whatever their kind
    for (args, want) in [
        (
            &["--var-file", "prod.tfvars", "--var-file", "over.json"][..],
            "prod-7",
        ),
        (
            &["--var-file", "over.json", "--var-file", "prod.tfvars"][..],
            "prod-2",
        ),
        (&["--var", "n=5", "--var-file", "prod.tfvars"][..], "prod-2"),
        (&["--var-file", "prod.tfvars", "--var", "n=5"][..], "prod-5"),
        (
            &["--var-file", "prod.tfvars", "-V", r#"{"n": 9}"#][..],
            "prod-9",
        ),
        (
            &["-V", r#"{"n": 9}"#, "--var-file", "prod.tfvars"][..],
            "prod-2",
        ),
        (
            &["-V", "prod.tfvars", "--var", "env=dev", "--var", "n=1"][..],
            "dev-1",
        ),
    ] {
        let mut all = args.to_vec();
        all.push("main.hcl");
        let o = eval(&d, &all);
        assert_eq!(o.status, 0, "{args:?}: {}", o.stderr);
        assert_eq!(o.stdout, format!("{{\"r\":\"{want}\"}}\n"), "{args:?}");
    }
    // a missing var file, or one with a block: errors in the input
    let o = eval(&d, &["--var-file", "missing.tfvars", "main.hcl"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("missing.tfvars"), "{}", o.stderr);
    std::fs::write(d.join("blk.tfvars"), "env = \"x\"\nb {}\n").unwrap();
    let o = eval(&d, &["--var-file", "blk.tfvars", "-e", "env"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("Unexpected \"b\" block"), "{}", o.stderr);
}

#[test]
fn dash_v_keeps_the_hcleval_meaning() {
    let d = scratch("eval-dash-v");
    std::fs::write(d.join("v.hcl"), "a = 1\n").unwrap();
    std::fs::write(d.join("v.json"), r#"{"b": 2}"#).unwrap();
    let o = eval(
        &d,
        &[
            "-V",
            "v.hcl",
            "-V",
            "v.json",
            "-V",
            r#"{"c": 3}"#,
            "-e",
            "a + b + c",
        ],
    );
    assert_eq!((o.status, o.stdout.as_str()), (0, "6\n"), "{}", o.stderr);
    // NAME=VALUE is not what -V takes: it is a file name
    let o = eval(&d, &["-V", "env=prod", "-e", "1"]);
    assert_eq!(o.status, 1);
    assert!(
        o.stderr.contains("\"env=prod\" could not be read"),
        "{}",
        o.stderr
    );
}

#[test]
fn standard_input_and_json_syntax() {
    let d = scratch("eval-stdin");
    let run = |args: &[&str], input: &str| {
        let mut all = vec!["eval"];
        all.extend_from_slice(args);
        hcl_with(&d, &all, Some(input.as_bytes()), &[])
    };
    // (attributes do not see each other: only variables are in scope)
    let o = run(&["-"], "a = 1 + 2\nb = \"x-${2}\"\n");
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"a\":3,\"b\":\"x-2\"}\n");
    // no path at all: standard input too, as check and fmt read it
    let o = run(&[], "a = 1 + 2\n");
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"a\":3}\n");
    let o = run(&["--var", "z=01234"], "a = z\n");
    assert_eq!(o.stdout, "{\"a\":\"01234\"}\n", "{}", o.stderr);
    let o = run(&["-", "--var", "a=5"], "b = \"v${a}\"\n");
    assert_eq!(o.stdout, "{\"b\":\"v5\"}\n", "{}", o.stderr);
    let o = run(&["--json", "-", "--var", "a=5"], r#"{"b": "${a + 1}"}"#);
    assert_eq!(o.stdout, "{\"b\":6}\n", "{}", o.stderr);
    let o = run(&["-"], "a = \n");
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("<stdin>:1:"), "{}", o.stderr);
    // a .json file is read in the JSON syntax
    std::fs::write(d.join("c.json"), r#"{"x": "${1 + 1}", "y": [true]}"#).unwrap();
    let o = eval(&d, &["c.json"]);
    assert_eq!(o.stdout, "{\"x\":2,\"y\":[true]}\n", "{}", o.stderr);
    // errors with --diags=json: the reference's document, status 1
    let o = eval(&d, &["--diags=json", "-e", "nope"]);
    assert_eq!(o.status, 1);
    let v: serde_json::Value = serde_json::from_str(&o.stderr).expect("JSON diagnostics");
    assert_eq!(v["diagnostics"][0]["summary"], "Unknown variable");
}

#[test]
fn limit_flags() {
    let d = scratch("eval-limits");
    let o = eval(&d, &["--max-steps=10", "-e", "[for i in range(100): i]"]);
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("(limit max_steps"), "{}", o.stderr);
    let o = eval(
        &d,
        &[
            "--max-steps",
            "1000",
            "-e",
            "length([for i in range(100): i])",
        ],
    );
    assert_eq!((o.status, o.stdout.as_str()), (0, "100\n"), "{}", o.stderr);
    let o = eval(
        &d,
        &["--max-string-bytes=4", "-e", "\"${\"abc\"}${\"def\"}\""],
    );
    assert_eq!(o.status, 1);
    assert!(o.stderr.contains("(limit max_string_bytes"), "{}", o.stderr);
}
