//! `hcl eval` command-line logic: variables from HCL files, JSON files and
//! JSON literals (later ones win), `--with-type`, exit statuses, blocks in
//! the input, values JSON cannot hold. Expected outputs are the reference
//! `hcleval`'s on the same files.

use hcl2::cli::eval::{available_functions, execute, parse_args, Options, Output};

fn dir() -> std::path::PathBuf {
    static ONCE: std::sync::Once = std::sync::Once::new();
    let d = std::env::temp_dir().join(format!("hcl2-eval-cli-{}", std::process::id()));
    ONCE.call_once(|| write_files(&d));
    d
}

fn write_files(d: &std::path::Path) {
    std::fs::create_dir_all(d).unwrap();
    std::fs::write(d.join("v.hcl"), "a = 1\nb = \"x\"\nc = [1, 2]\n").unwrap();
    std::fs::write(d.join("v.json"), r#"{"j": {"k": [1, "${x}"]}, "a": 5}"#).unwrap();
    std::fs::write(d.join("m.hcl"), "r1 = a + c[1]\nr2 = b\nr3 = j.k\n").unwrap();
    std::fs::write(d.join("inf.hcl"), "x = 1/0\n").unwrap();
    std::fs::write(d.join("blk.hcl"), "blk {}\nx = 1\n").unwrap();
}

fn run(args: &[&str]) -> Output {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut o: Options = parse_args(&args).expect("args");
    o.dir = Some(dir());
    execute(&o, &available_functions())
}

#[test]
fn variables_later_sources_win() {
    let o = run(&["-V", "v.hcl", "-V", "v.json", "m.hcl"]);
    assert_eq!(o.status, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "{\"r1\":7,\"r2\":\"x\",\"r3\":[1,\"${x}\"]}\n");
    let o = run(&["-V", "v.json", "-V", "v.hcl", "--with-type", "m.hcl"]);
    assert_eq!(
        o.stdout,
        "{\"value\":{\"r1\":3,\"r2\":\"x\",\"r3\":[1,\"${x}\"]},\"type\":[\"object\",{\"r1\":\"number\",\"r2\":\"string\",\"r3\":[\"tuple\",[\"number\",\"string\"]]}]}\n"
    );
    let o = run(&["-V", r#"{"j": {"k": null}}"#, "-V", "v.hcl", "m.hcl"]);
    assert_eq!(o.stdout, "{\"r1\":3,\"r2\":\"x\",\"r3\":null}\n");
}

#[test]
fn errors_and_statuses() {
    let o = run(&["m.hcl"]);
    assert_eq!(o.status, 2);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("Unknown variable"), "{}", o.stderr);
    let o = run(&["inf.hcl"]);
    assert_eq!(o.status, 1);
    assert_eq!(o.stderr, "Error: cannot serialize infinity as JSON\n");
    let o = run(&["--diags=json", "blk.hcl"]);
    assert_eq!(o.status, 2);
    assert_eq!(
        o.stderr,
        "{\n  \"diagnostics\": [\n    {\n      \"severity\": \"error\",\n      \"summary\": \"Unexpected \\\"blk\\\" block\",\n      \"detail\": \"Blocks are not allowed here.\",\n      \"subject\": {\n        \"filename\": \"blk.hcl\",\n        \"start\": {\n          \"line\": 1,\n          \"column\": 1,\n          \"byte\": 0\n        },\n        \"end\": {\n          \"line\": 1,\n          \"column\": 4,\n          \"byte\": 3\n        }\n      }\n    }\n  ]\n}\n"
    );
    assert!(parse_args(&[]).is_err());
    assert!(parse_args(&["a.hcl".into(), "b.hcl".into()]).is_err());
    let o = parse_args(&[
        "--vars=x.json".into(),
        "-V".into(),
        "{}".into(),
        "f.hcl".into(),
    ])
    .unwrap();
    assert_eq!(o.vars, vec!["x.json".to_string(), "{}".to_string()]);
}
