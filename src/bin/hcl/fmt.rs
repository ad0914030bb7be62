//! `hcl fmt [OPTIONS] [PATH|-]...`: format files with the reference
//! `hclfmt`'s rules.
//!
//! - one file (or `-`, or no path: standard input) and no option: the
//!   formatted text on standard output;
//! - `-w`/`--write`: files that change are rewritten in place, atomically
//!   (a temporary file in the same folder, given the original's permissions,
//!   then renamed over it), and their paths listed, one a line (as
//!   `terraform fmt` lists them);
//! - several files, or a folder, and no option: what `terraform fmt` does
//!   by default, `-w` (rewritten in place and listed), never formatted
//!   texts run together on standard output; standard input cannot be
//!   one of several inputs then;
//! - a file named explicitly whose name ends in `.json` is not formatted:
//!   an error says so (JSON-syntax files have no canonical layout here);
//! - `--check`: the paths of the files that would change, one a line; exit
//!   status 1 if there is any;
//! - `--diff`: a unified diff of each file that would change;
//! - a folder is walked recursively for `.hcl`, `.tf`, `.tfvars` and
//!   `.nomad` files (so `.pkr.hcl` too), skipping hidden folders (which
//!   includes `.terraform`); files are processed in parallel, output comes
//!   in path order.
//!
//! A file with syntax errors is never formatted nor rewritten: its
//! diagnostics go to standard error and the other files are still
//! processed. Exit status: 0 when all is well, 1 when a file had errors
//! (syntax or I/O) or `--check` found a file that would change, 2 when the
//! command line was wrong.

use crate::files::{expand, par_map, Input, ParseLimitArgs, NATIVE_EXTENSIONS};
use crate::{usage_error, EXIT_INPUT, EXIT_OK};
use clap::Args;
use hcl2::diagnostic::render::{render, Files};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Format files as the reference `hclfmt` does.
///
/// With one input and no option the formatted text goes to standard
/// output. With several files, or a folder, and no option, files are
/// rewritten in place and listed, as with -w (terraform fmt's default).
/// Folders are walked for .hcl, .tf, .tfvars and .nomad files (hidden
/// folders and .terraform skipped); no path or `-` reads standard input.
/// A file with syntax errors is never formatted: its diagnostics are
/// printed and the other files processed. JSON files are not formatted.
#[derive(Args, Debug)]
#[command(
    after_help = "A file or standard input over --max-input-bytes, or nested deeper than \
--max-nesting, is an error naming the limit (standard input is not read past the size).

Exit status: 0 success, 1 errors in the input (syntax errors, \
unreadable files, a limit exceeded) or, with --check, files that would change, 2 usage errors."
)]
pub struct FmtArgs {
    /// Rewrite files that change in place (atomically, keeping permissions)
    /// and list them.
    #[arg(short, long)]
    write: bool,
    /// List the files that would change; exit status 1 if any.
    #[arg(long)]
    check: bool,
    /// Print a unified diff of each file that would change.
    #[arg(short, long)]
    diff: bool,
    /// Files or folders; `-` (or nothing) reads standard input.
    #[arg(value_name = "PATH")]
    paths: Vec<String>,
    #[command(flatten)]
    limits: ParseLimitArgs,
}

/// What formatting one input gave.
#[derive(Debug)]
enum Outcome {
    /// Formatted (the new text, and whether it differs from the input).
    Formatted { out: Vec<u8>, changed: bool },
    /// Syntax errors: the rendered diagnostics.
    Invalid(String),
    /// The input could not be read or written.
    Io(String),
}

/// One input and what became of it.
#[derive(Debug)]
struct FileResult {
    name: String,
    input: Vec<u8>,
    outcome: Outcome,
}

/// Format the bytes of one input named `name`.
fn format_bytes(name: &str, input: &[u8], limits: &hcl2::Limits, color: bool) -> Outcome {
    match hcl2::write::format_bytes_checked(input, name, limits) {
        Err((source, diags)) => {
            let mut files = Files::new();
            files.add(source);
            Outcome::Invalid(render(&diags, &files, color))
        }
        Ok(out) => {
            let changed = out != input;
            Outcome::Formatted { out, changed }
        }
    }
}

/// Replace `path`'s content with `data`: a temporary file beside it, with
/// its permissions, renamed over it.
fn write_atomic(path: &Path, data: &[u8]) -> std::io::Result<()> {
    let meta = std::fs::metadata(path)?;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let base = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut n = 0u32;
    let (tmp, mut f) = loop {
        let tmp = dir.join(format!(".{base}.hclfmt-{}-{n}", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(f) => break (tmp, f),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 100 => n += 1,
            Err(e) => return Err(e),
        }
    };
    let r = (|| {
        f.write_all(data)?;
        f.set_permissions(meta.permissions())?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if r.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    r
}

fn process(input: &Input, write: bool, limits: &hcl2::Limits, color: bool) -> FileResult {
    let name = input.name();
    if name.ends_with(".json") && matches!(input, Input::File(_)) {
        return FileResult {
            name: name.clone(),
            input: Vec::new(),
            outcome: Outcome::Io(format!(
                "{name}: not formatted: hcl fmt formats the native syntax, not JSON files"
            )),
        };
    }
    let bytes = match input.read_limited(limits) {
        Ok(Ok(b)) => b,
        Ok(Err(diags)) => {
            return FileResult {
                name,
                input: Vec::new(),
                outcome: Outcome::Invalid(render(&diags, &Files::new(), color)),
            }
        }
        Err(e) => {
            return FileResult {
                name: name.clone(),
                input: Vec::new(),
                outcome: Outcome::Io(format!("{name}: {e}")),
            }
        }
    };
    let mut outcome = format_bytes(&name, &bytes, limits, color);
    if let (true, Input::File(path)) = (write, input) {
        if let Outcome::Formatted { out, changed: true } = &outcome {
            if let Err(e) = write_atomic(path, out) {
                outcome = Outcome::Io(format!("{name}: {e}"));
            }
        }
    }
    FileResult {
        name,
        input: bytes,
        outcome,
    }
}

/// Runs `hcl fmt`.
pub fn run(a: &FmtArgs, color: bool) -> ExitCode {
    let mut paths = a.paths.clone();
    if paths.is_empty() {
        paths.push("-".into());
    }
    let stdin = paths.iter().any(|p| p == "-");
    if a.write && stdin {
        return usage_error("fmt", "--write cannot rewrite standard input in place");
    }
    // several inputs (or a folder) and no option: terraform fmt's default,
    // rewrite in place and list, rather than texts run together
    let several = paths.len() > 1 || paths.iter().any(|p| Path::new(p).is_dir());
    let print_text = !a.write && !a.check && !a.diff && !several;
    if !a.write && !a.check && !a.diff && several && stdin {
        return usage_error(
            "fmt",
            "standard input cannot be formatted with other inputs (format it alone, \
             or give --check or --diff)",
        );
    }
    let write = a.write || (several && !a.check && !a.diff);
    let inputs = expand(&paths, NATIVE_EXTENSIONS);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut errors = false;
    let mut changed_any = false;
    let mut limits = hcl2::Limits::default();
    a.limits.apply(&mut limits);
    let results = par_map(&inputs, |i| match i {
        Ok(input) => process(input, write, &limits, color),
        Err(e) => FileResult {
            name: String::new(),
            input: Vec::new(),
            outcome: Outcome::Io(e.clone()),
        },
    });
    for r in results {
        match r.outcome {
            Outcome::Formatted { out: text, changed } => {
                changed_any |= changed;
                if print_text {
                    let _ = out.write_all(&text);
                }
                if changed && (a.check || write) {
                    let _ = writeln!(out, "{}", r.name);
                }
                if changed && a.diff {
                    let old = String::from_utf8_lossy(&r.input);
                    let new = String::from_utf8_lossy(&text);
                    let _ = out.write_all(unified_diff(&r.name, &old, &new).as_bytes());
                }
            }
            Outcome::Invalid(d) => {
                let _ = out.flush();
                eprint!("{d}");
                errors = true;
            }
            Outcome::Io(e) => {
                let _ = out.flush();
                eprintln!("{e}");
                errors = true;
            }
        }
    }
    let _ = out.flush();
    if errors || (a.check && changed_any) {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::from(EXIT_OK)
    }
}

/// A unified diff (three lines of context) from `old` to `new`, with
/// `a/NAME` and `b/NAME` headers; empty if they are equal.
pub fn unified_diff(name: &str, old: &str, new: &str) -> String {
    let a: Vec<&str> = old.split_inclusive('\n').collect();
    let b: Vec<&str> = new.split_inclusive('\n').collect();
    let ops = diff_lines(&a, &b);
    if ops.iter().all(|o| matches!(o, Op::Same(..))) {
        return String::new();
    }
    let mut s = format!("--- a/{name}\n+++ b/{name}\n");
    const CTX: usize = 3;
    let mut i = 0;
    while i < ops.len() {
        // find the next change
        let Some(first) = ops[i..].iter().position(|o| !matches!(o, Op::Same(..))) else {
            break;
        };
        let start = (i + first).saturating_sub(CTX).max(i);
        // extend the hunk while changes come within 2*CTX lines
        let mut end = i + first;
        let mut k = end;
        while k < ops.len() {
            if !matches!(ops[k], Op::Same(..)) {
                end = k + 1;
                k += 1;
            } else if k - end < 2 * CTX {
                k += 1;
            } else {
                break;
            }
        }
        let stop = (end + CTX).min(ops.len());
        let (mut ca, mut cb) = (0usize, 0usize);
        let (a0, b0) = position(&ops[..start]);
        for o in &ops[start..stop] {
            match o {
                Op::Same(..) => {
                    ca += 1;
                    cb += 1
                }
                Op::Del(_) => ca += 1,
                Op::Ins(_) => cb += 1,
            }
        }
        let fmt_range = |lo: usize, n: usize| {
            if n == 0 {
                format!("{lo},0")
            } else if n == 1 {
                format!("{}", lo + 1)
            } else {
                format!("{},{n}", lo + 1)
            }
        };
        s.push_str(&format!(
            "@@ -{} +{} @@\n",
            fmt_range(a0, ca),
            fmt_range(b0, cb)
        ));
        for o in &ops[start..stop] {
            let (mark, line) = match o {
                Op::Same(x, _) => (' ', a[*x]),
                Op::Del(x) => ('-', a[*x]),
                Op::Ins(y) => ('+', b[*y]),
            };
            s.push(mark);
            s.push_str(line);
            if !line.ends_with('\n') {
                s.push_str("\n\\ No newline at end of file\n");
            }
        }
        i = stop;
    }
    s
}

#[derive(Clone, Copy, Debug)]
enum Op {
    /// A line of both texts (its index in the old one, in the new one).
    Same(usize, #[allow(dead_code)] usize),
    Del(usize),
    Ins(usize),
}

fn position(ops: &[Op]) -> (usize, usize) {
    let (mut x, mut y) = (0, 0);
    for o in ops {
        match o {
            Op::Same(..) => {
                x += 1;
                y += 1
            }
            Op::Del(_) => x += 1,
            Op::Ins(_) => y += 1,
        }
    }
    (x, y)
}

/// A shortest edit script between two line lists (Myers' O(ND) greedy
/// algorithm, common prefix and suffix taken off first).
fn diff_lines(a: &[&str], b: &[&str]) -> Vec<Op> {
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suf = a[pre..]
        .iter()
        .rev()
        .zip(b[pre..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    let mut ops: Vec<Op> = (0..pre).map(|i| Op::Same(i, i)).collect();
    let n = am.len() as isize;
    let m = bm.len() as isize;
    let max = (n + m) as usize;
    let off = max as isize + 1;
    let mut v = vec![0isize; 2 * max + 3];
    let mut trace: Vec<Vec<isize>> = Vec::new();
    'outer: for d in 0..=max as isize {
        trace.push(v.clone());
        let mut k = -d;
        while k <= d {
            let idx = (k + off) as usize;
            let mut x = if k == -d || (k != d && v[idx - 1] < v[idx + 1]) {
                v[idx + 1]
            } else {
                v[idx - 1] + 1
            };
            let mut y = x - k;
            while x < n && y < m && am[x as usize] == bm[y as usize] {
                x += 1;
                y += 1;
            }
            v[idx] = x;
            if x >= n && y >= m {
                break 'outer;
            }
            k += 2;
        }
    }
    // walk back through the trace (trace[d] is `v` before step d)
    let mut rev: Vec<Op> = Vec::new();
    let (mut x, mut y) = (n, m);
    for d in (0..trace.len() as isize).rev() {
        let v = &trace[d as usize];
        let k = x - y;
        let at = |k: isize| v[(k + off) as usize];
        let prev_k = if k == -d || (k != d && at(k - 1) < at(k + 1)) {
            k + 1
        } else {
            k - 1
        };
        let prev_x = at(prev_k);
        let prev_y = prev_x - prev_k;
        while x > prev_x && y > prev_y && x > 0 && y > 0 {
            rev.push(Op::Same(pre + x as usize - 1, pre + y as usize - 1));
            x -= 1;
            y -= 1;
        }
        if d > 0 {
            if x == prev_x {
                rev.push(Op::Ins(pre + y as usize - 1));
            } else {
                rev.push(Op::Del(pre + x as usize - 1));
            }
        }
        x = prev_x;
        y = prev_y;
    }
    ops.extend(rev.into_iter().rev());
    let (la, lb) = (a.len() - suf, b.len() - suf);
    ops.extend((0..suf).map(|i| Op::Same(la + i, lb + i)));
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(a: &[&str], b: &[&str], ops: &[Op]) -> Vec<String> {
        let mut out = Vec::new();
        for o in ops {
            match o {
                Op::Same(x, y) => {
                    assert_eq!(a[*x], b[*y]);
                    out.push(a[*x].to_string())
                }
                Op::Del(_) => {}
                Op::Ins(y) => out.push(b[*y].to_string()),
            }
        }
        out
    }

    #[test]
    fn diff_script_rebuilds_the_new_text() {
        let cases = [
            ("a\nb\nc\n", "a\nB\nc\n"),
            ("", "x\n"),
            ("x\n", ""),
            (
                "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n",
                "a\nc\nd\nE\nf\ng\nh\ni\nJ\nk\n",
            ),
            ("1\n2\n3\n", "3\n2\n1\n"),
        ];
        for (old, new) in cases {
            let a: Vec<&str> = old.split_inclusive('\n').collect();
            let b: Vec<&str> = new.split_inclusive('\n').collect();
            let ops = diff_lines(&a, &b);
            assert_eq!(apply(&a, &b, &ops).concat(), new);
            let dels = ops.iter().filter(|o| matches!(o, Op::Del(_))).count();
            assert_eq!(
                dels + ops.iter().filter(|o| matches!(o, Op::Same(..))).count(),
                a.len()
            );
        }
    }

    #[test]
    fn unified_diff_hunk_header() {
        let d = unified_diff("f.hcl", "a=1\nb = 2\n", "a = 1\nb = 2\n");
        assert_eq!(
            d,
            "--- a/f.hcl\n+++ b/f.hcl\n@@ -1,2 +1,2 @@\n-a=1\n+a = 1\n b = 2\n"
        );
    }
}
