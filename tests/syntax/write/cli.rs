//! `hcl fmt` as a process: standard output, `--check`, `--diff`, `-w`
//! (atomic, permissions kept), folders, standard input, files with syntax
//! errors (never rewritten, reported, the others still processed). Exit
//! status: 1 for errors in the input or files `--check` would change, 2 for
//! usage errors.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn hcl(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hcl"))
        .arg("fmt")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run hcl")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("hcl-fmt-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

const UGLY: &str = "a=1\nbbb   =   2\nblock   \"x\" {\nc=[1,2]\n}\n";
const PRETTY: &str = "a   = 1\nbbb = 2\nblock \"x\" {\n  c = [1, 2]\n}\n";
const BROKEN: &str = "a = = 1\n";

#[test]
fn one_file_prints_formatted_text() {
    let d = scratch("one");
    std::fs::write(d.join("f.hcl"), UGLY).unwrap();
    let o = hcl(&["f.hcl"], &d);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), PRETTY);
    // unchanged on disk
    assert_eq!(std::fs::read_to_string(d.join("f.hcl")).unwrap(), UGLY);
}

#[test]
fn check_lists_files_that_would_change() {
    let d = scratch("check");
    std::fs::write(d.join("ugly.hcl"), UGLY).unwrap();
    std::fs::write(d.join("pretty.hcl"), PRETTY).unwrap();
    let o = hcl(&["--check", "ugly.hcl", "pretty.hcl"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "ugly.hcl\n");
    let o = hcl(&["--check", "pretty.hcl"], &d);
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty());
}

#[test]
fn diff_is_unified() {
    let d = scratch("diff");
    std::fs::write(d.join("f.hcl"), "a=1\nb = 2\n").unwrap();
    let o = hcl(&["--diff", "f.hcl"], &d);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "--- a/f.hcl\n+++ b/f.hcl\n@@ -1,2 +1,2 @@\n-a=1\n+a = 1\n b = 2\n"
    );
}

#[test]
fn write_rewrites_in_place_keeping_permissions() {
    let d = scratch("write");
    let f = d.join("f.tf");
    std::fs::write(&f, UGLY).unwrap();
    std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o640)).unwrap();
    let o = hcl(&["-w", "f.tf"], &d);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // the files it changed are listed, as terraform fmt lists them
    assert_eq!(String::from_utf8_lossy(&o.stdout), "f.tf\n");
    assert_eq!(std::fs::read_to_string(&f).unwrap(), PRETTY);
    let o = hcl(&["-w", "f.tf"], &d);
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty(), "nothing changed, nothing listed");
    let mode = std::fs::metadata(&f).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    // no temporary file left behind
    let names: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

#[test]
fn folders_are_walked_and_errors_do_not_stop_the_others() {
    let d = scratch("walk");
    for (p, s) in [
        ("a.hcl", UGLY),
        ("sub/b.tf", UGLY),
        ("sub/c.tfvars", "x=1\n"),
        ("sub/d.nomad", "job \"j\" {\ncount=1\n}\n"),
        ("sub/e.pkr.hcl", "x=1\n"),
        ("sub/broken.hcl", BROKEN),
        ("sub/notes.txt", UGLY),
        (".hidden/h.hcl", UGLY),
        ("sub/.terraform/m.tf", UGLY),
    ] {
        let f = d.join(p);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(&f, s).unwrap();
    }
    let o = hcl(&["--check", "."], &d);
    assert_eq!(
        o.status.code(),
        Some(1),
        "syntax errors and changes: errors in the input"
    );
    let listed = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(
        listed,
        "./a.hcl\n./sub/b.tf\n./sub/c.tfvars\n./sub/d.nomad\n./sub/e.pkr.hcl\n"
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("broken.hcl"), "{err}");

    let o = hcl(&["-w", "."], &d);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&o.stdout), listed);
    assert_eq!(std::fs::read_to_string(d.join("sub/b.tf")).unwrap(), PRETTY);
    assert_eq!(
        std::fs::read_to_string(d.join("sub/c.tfvars")).unwrap(),
        "x = 1\n"
    );
    // never rewritten: the broken file, hidden folders, other extensions
    assert_eq!(
        std::fs::read_to_string(d.join("sub/broken.hcl")).unwrap(),
        BROKEN
    );
    assert_eq!(
        std::fs::read_to_string(d.join(".hidden/h.hcl")).unwrap(),
        UGLY
    );
    assert_eq!(
        std::fs::read_to_string(d.join("sub/.terraform/m.tf")).unwrap(),
        UGLY
    );
    assert_eq!(
        std::fs::read_to_string(d.join("sub/notes.txt")).unwrap(),
        UGLY
    );
    let o = hcl(&["--check", "a.hcl", "sub"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
}

#[test]
fn standard_input() {
    let d = scratch("stdin");
    for args in [vec!["-"], vec![]] {
        let mut c = Command::new(env!("CARGO_BIN_EXE_hcl"))
            .arg("fmt")
            .args(&args)
            .current_dir(&d)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        c.stdin.take().unwrap().write_all(UGLY.as_bytes()).unwrap();
        let o = c.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(String::from_utf8_lossy(&o.stdout), PRETTY);
    }
}

#[test]
fn syntax_errors_are_reported_not_formatted() {
    let d = scratch("broken");
    std::fs::write(d.join("b.hcl"), BROKEN).unwrap();
    let o = hcl(&["b.hcl"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(String::from_utf8_lossy(&o.stderr).contains("b.hcl"));
    let o = hcl(&["--bogus"], &d);
    assert_eq!(o.status.code(), Some(2));
    let o = hcl(&["missing.hcl"], &d);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn json_prints_the_json_syntax() {
    let d = scratch("json");
    std::fs::write(
        d.join("f.hcl"),
        "# dropped\na = 1\nb = var.x\nr \"l\" {\n  c = \"$${lit}\"\n}\n",
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_hcl"))
        .args(["json", "f.hcl"])
        .current_dir(&d)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "{\n  \"a\": 1,\n  \"b\": \"${ var.x }\",\n  \"r\": {\n    \"l\": {\n      \"c\": \"$${lit}\"\n    }\n  }\n}\n"
    );
    std::fs::write(d.join("bad.hcl"), BROKEN).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_hcl"))
        .args(["json", "bad.hcl"])
        .current_dir(&d)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn several_files_without_an_option_are_rewritten_and_listed() {
    // terraform fmt's default: never the formatted texts run together
    let d = scratch("several");
    std::fs::write(d.join("a.hcl"), UGLY).unwrap();
    std::fs::write(d.join("b.tf"), PRETTY).unwrap();
    std::fs::create_dir_all(d.join("dir")).unwrap();
    std::fs::write(d.join("dir/c.tfvars"), "x=1\n").unwrap();
    let o = hcl(&["a.hcl", "b.tf"], &d);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "a.hcl\n");
    assert_eq!(std::fs::read_to_string(d.join("a.hcl")).unwrap(), PRETTY);
    assert_eq!(std::fs::read_to_string(d.join("b.tf")).unwrap(), PRETTY);
    // a folder is several files, even of one
    let o = hcl(&["dir"], &d);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "dir/c.tfvars\n");
    assert_eq!(
        std::fs::read_to_string(d.join("dir/c.tfvars")).unwrap(),
        "x = 1\n"
    );
    // standard input is not one of several inputs then
    let o = hcl(&["a.hcl", "-"], &d);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("standard input"));
}

#[test]
fn json_files_are_not_formatted_and_nesting_is_bounded() {
    let d = scratch("json-nesting");
    let json = "{\"a\":   1}\n";
    std::fs::write(d.join("x.tf.json"), json).unwrap();
    let o = hcl(&["x.tf.json"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("x.tf.json: not formatted") && err.contains("JSON"),
        "{err}"
    );
    let o = hcl(&["-w", "x.tf.json"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(d.join("x.tf.json")).unwrap(), json);

    std::fs::write(d.join("deep.hcl"), "a=[[[1]]]\n").unwrap();
    let o = hcl(&["--max-nesting", "3", "deep.hcl"], &d);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "a = [[[1]]]\n");
    let o = hcl(&["--max-nesting", "2", "deep.hcl"], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("(limit max_nesting)"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
