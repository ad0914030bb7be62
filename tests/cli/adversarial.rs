//! Inputs written to explode (huge format widths, numbers with millions of digits, string
//! and list doubling through nested `for`, nested `can`/`try`, quadratic set functions,
//! deep nesting): each must end with a value or a diagnostic, without a panic, within
//! 5 seconds, and — run through the `hcl` binary under a 1 GiB address-space cap — without
//! running out of memory. Inputs that exceed a default limit must say which limit.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// How many cases tests/adversarial holds (a missing or extra file fails the run).
const CASES: usize = 57;
const TIME: Duration = Duration::from_secs(5);

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/adversarial");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "hcl"))
        .collect();
    v.sort();
    assert_eq!(v.len(), CASES, "case count in {}", dir.display());
    v
}

/// Cases whose result must be a diagnostic naming a limit.
const MUST_HIT_LIMIT: &[&str] = &[
    "format_string_width_20digits",
    "format_string_width_1e9",
    "format_v_width_1e9",
    "format_q_width_1e9",
    "formatlist_string_width",
    "format_f_huge_number",
    "format_b_huge_number",
    "format_d_huge_integer",
    "number_tiny_literal",
    "number_huge_literal",
    "number_tiny_template",
    "number_huge_template",
    "indent_over_guard",
    "indent_large",
    "setproduct_23",
    "for_triple_range",
    "for_triple_range_vars",
    "template_for_triple",
    "for_string_doubling",
    "for_list_doubling",
    "join_doubling",
    "replace_doubling",
    "flatten_shared",
    "jsonencode_shared",
    "output_shared",
    "can_of_limit",
    "try_of_limit",
    "can_for_explosion",
];

/// Cases whose result must be a value (no error at all).
const MUST_SUCCEED: &[&str] = &[
    "format_width_20digits",
    "format_prec_20digits",
    "format_zero_float",
    "format_width_1e9",
    "format_prec_1e9_float",
    "formatlist_width",
    "can_nested_2000",
    "can_nested_5000",
    "try_nested_2000",
    "try_nested_5000",
    "can_nested_failing",
    "distinct_32k",
    "setintersection_32k",
    "setsubtract_32k",
    "setsymmetricdifference_32k",
    "setunion_32k",
    "matchkeys_32k",
    "chunklist_big",
    "range_many",
];

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().into_owned()
}

fn check(name: &str, status: i32, stdout: &str, stderr: &str, took: Duration) {
    assert!(took < TIME, "{name}: took {took:?}");
    // 0: a value; 2: diagnostics; 1: the value could not be written out.
    assert!(
        (0..=2).contains(&status),
        "{name}: status {status}\n{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    if status == 0 {
        assert!(stdout.starts_with('{'), "{name}: {stdout}");
    } else {
        assert!(stderr.contains("Error"), "{name}: {stderr}");
    }
    if MUST_HIT_LIMIT.contains(&name) {
        assert!(
            status != 0 && stderr.contains("(limit max_"),
            "{name}: expected a limit diagnostic, got status {status}\n{stdout:.300}\n{stderr:.600}"
        );
    }
    if MUST_SUCCEED.contains(&name) {
        assert_eq!(status, 0, "{name}: {stderr:.600}");
    }
}

#[test]
fn binary_under_memory_cap() {
    let bin = env!("CARGO_BIN_EXE_hcl");
    let mut n = 0;
    for p in cases() {
        let name = stem(&p);
        let t = Instant::now();
        // 1 GiB of address space (ulimit -v counts KiB), the 2 MiB stack
        // of a test thread; the reference hcleval's statuses.
        let out = Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 1048576 && ulimit -s 2048 && exec \"$0\" eval --hcleval \"$1\"")
            .arg(bin)
            .arg(&p)
            .output()
            .expect("run hcl");
        let took = t.elapsed();
        let status = out.status.code().unwrap_or(-1);
        check(
            &name,
            status,
            &String::from_utf8_lossy(&out.stdout),
            &String::from_utf8_lossy(&out.stderr),
            took,
        );
        n += 1;
    }
    assert_eq!(n, CASES);
}
