//! The `hcl` program's conventions: `--help`, `-h`, `SUB --help` and
//! `--version` exit 0 (and the help documents the exit statuses); usage
//! errors exit 2; `--color` and `NO_COLOR` decide whether diagnostics carry
//! ANSI escapes.

use crate::common::{hcl, hcl_with};
use std::path::PathBuf;

/// A fresh folder under the target folder for one test.
pub fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("hcl-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch folder");
    d
}

/// Writes `files` (relative path, content) under `dir`.
pub fn write_tree(dir: &std::path::Path, files: &[(&str, &str)]) {
    for (p, s) in files {
        let f = dir.join(p);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(&f, s).unwrap();
    }
}

#[test]
fn help_and_version_exit_0() {
    let d = scratch("help");
    for args in [&["--help"][..], &["-h"][..], &["help"][..]] {
        let o = hcl(&d, args);
        assert_eq!(o.status, 0, "{args:?}: {}", o.stderr);
        for sub in ["check", "eval", "fmt", "json", "lsp"] {
            assert!(o.stdout.contains(sub), "{args:?} lists {sub}: {}", o.stdout);
        }
        // the exit statuses are documented
        assert!(o.stdout.contains("Exit status:"), "{}", o.stdout);
        assert!(o.stdout.contains("0  success"), "{}", o.stdout);
        assert!(o.stdout.contains("1  errors in the input"), "{}", o.stdout);
        assert!(o.stdout.contains("2  usage errors"), "{}", o.stdout);
        assert!(o.stdout.contains("NO_COLOR"), "{}", o.stdout);
    }
    for sub in ["check", "eval", "fmt", "json", "lsp"] {
        for flag in ["--help", "-h"] {
            let o = hcl(&d, &[sub, flag]);
            assert_eq!(o.status, 0, "{sub} {flag}: {}", o.stderr);
            assert!(
                o.stdout.contains(&format!("Usage: hcl {sub}")),
                "{sub} {flag}: {}",
                o.stdout
            );
            assert!(o.stdout.contains("Exit status: 0 "), "{sub}: {}", o.stdout);
            assert!(o.stdout.contains("2 usage errors"), "{sub}: {}", o.stdout);
        }
    }
    let o = hcl(&d, &["eval", "--help"]);
    assert!(o.stdout.contains("--var <NAME=VALUE>"), "{}", o.stdout);
    assert!(o.stdout.contains("Exit status:"), "{}", o.stdout);
    for flag in ["--version", "-V"] {
        let o = hcl(&d, &[flag]);
        assert_eq!(o.status, 0);
        assert_eq!(o.stdout, format!("hcl {}\n", env!("CARGO_PKG_VERSION")));
    }
}

#[test]
fn usage_errors_exit_2() {
    let d = scratch("usage");
    std::fs::write(d.join("a.hcl"), "a = 1\n").unwrap();
    for args in [
        &[][..],
        &["bogus"][..],
        &["--bogus", "check", "a.hcl"][..],
        &["check", "--bogus", "a.hcl"][..],
        &["eval", "--var-expr", "novalue", "-e", "1"][..],
        &["eval", "--hcleval", "a.hcl", "a.hcl"][..],
        &["eval", "--max-nesting=deep", "a.hcl"][..],
        &["check", "--max-input-bytes", "1k", "a.hcl"][..],
        &["eval", "-e", "1", "a.hcl"][..],
        &["eval", "--var", "novalue", "-e", "1"][..],
        &["eval", "--var", "9x=1", "-e", "1"][..],
        &["eval", "--functions=bogus", "a.hcl"][..],
        &["eval", "--diags=xml", "a.hcl"][..],
        &["eval", "--max-steps=many", "a.hcl"][..],
        &["fmt", "--bogus"][..],
        &["fmt", "-w", "-"][..],
        &["fmt", "-w"][..],
        &["json"][..],
        &["json", "--spec", "s.hcldec", "a.hcl"][..],
        &["--color=sometimes", "check", "a.hcl"][..],
    ] {
        let o = hcl(&d, args);
        assert_eq!(o.status, 2, "{args:?}: {}{}", o.stdout, o.stderr);
        assert!(o.stdout.is_empty(), "{args:?}: {}", o.stdout);
        assert!(o.stderr.contains("error"), "{args:?}: {}", o.stderr);
    }
    // clap's own messages follow --color too
    let o = hcl(&d, &["--color=always", "check", "--bogus"]);
    assert_eq!(o.status, 2);
    assert!(o.stderr.contains(ESC), "{}", o.stderr);
    let o = hcl(&d, &["check", "--bogus", "--color=never"]);
    assert_eq!(o.status, 2);
    assert!(!o.stderr.contains(ESC), "{}", o.stderr);
    // nothing was rewritten or read from stdin by mistake
    assert_eq!(std::fs::read_to_string(d.join("a.hcl")).unwrap(), "a = 1\n");
}

const ESC: &str = "\u{1b}[";

#[test]
fn color_flag_and_no_color() {
    let d = scratch("color");
    std::fs::write(d.join("bad.hcl"), "a = = 1\n").unwrap();
    let run =
        |args: &[&str], no_color: Option<&str>| hcl_with(&d, args, None, &[("NO_COLOR", no_color)]);
    for sub in [
        &["check", "bad.hcl"][..],
        &["eval", "bad.hcl"][..],
        &["fmt", "bad.hcl"][..],
        &["json", "bad.hcl"][..],
    ] {
        // --color=always: escapes even into a pipe, whatever NO_COLOR says
        let mut args = vec!["--color=always"];
        args.extend_from_slice(sub);
        for nc in [None, Some("1")] {
            let o = run(&args, nc);
            assert_eq!(o.status, 1, "{args:?}");
            assert!(o.stderr.contains(ESC), "{args:?} {nc:?}: {}", o.stderr);
            assert!(o.stderr.contains("Error"), "{}", o.stderr);
        }
        // the flag after the subcommand too, and its value as the next argument
        let mut args = sub.to_vec();
        args.push("--color=always");
        assert!(run(&args, None).stderr.contains(ESC), "{args:?}");
        let mut args = vec!["--color", "always"];
        args.extend_from_slice(sub);
        assert!(run(&args, Some("1")).stderr.contains(ESC), "{args:?}");
        let mut args = vec!["--color", "never"];
        args.extend_from_slice(sub);
        args.extend_from_slice(&["--color", "never"]);
        assert!(!run(&args, None).stderr.contains(ESC), "{args:?}");
        // never, and auto (standard error is a pipe here): no escapes
        for flag in ["--color=never", "--color=auto"] {
            let mut args = vec![flag];
            args.extend_from_slice(sub);
            for nc in [None, Some("1"), Some("")] {
                let o = run(&args, nc);
                assert_eq!(o.status, 1);
                assert!(!o.stderr.contains(ESC), "{args:?} {nc:?}: {}", o.stderr);
                assert!(o.stderr.contains("Error"), "{}", o.stderr);
            }
        }
    }
}

/// In auto mode colour needs a terminal and no `NO_COLOR`: run under a
/// pseudo-terminal with `script` (util-linux) when the machine has it.
#[test]
fn auto_colors_a_terminal_unless_no_color() {
    let d = scratch("tty");
    std::fs::write(d.join("bad.hcl"), "a = = 1\n").unwrap();
    let has_script = std::process::Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_script {
        eprintln!("skipped: no `script` program to give hcl a terminal");
        return;
    }
    let bin = crate::common::hcl_bin();
    let run = |no_color: &str| {
        let cmd = format!("NO_COLOR={no_color} '{}' check bad.hcl", bin.display());
        let o = std::process::Command::new("script")
            .args(["-qec", &cmd, "/dev/null"])
            .current_dir(&d)
            .output()
            .expect("script");
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let colored = run("");
    assert!(colored.contains("Error"), "{colored}");
    assert!(colored.contains(ESC), "a terminal gets colour: {colored}");
    let plain = run("1");
    assert!(plain.contains("Error"), "{plain}");
    assert!(!plain.contains(ESC), "NO_COLOR=1 turns it off: {plain}");
}
