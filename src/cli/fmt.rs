//! `hcl fmt [OPTIONS] [PATH|-]...`: format files with the reference
//! `hclfmt`'s rules.
//!
//! - one file (or `-`, or no path: standard input) and no option: the
//!   formatted text on standard output;
//! - `-w`/`--write`: files that change are rewritten in place, atomically
//!   (a temporary file in the same folder, given the original's permissions,
//!   then renamed over it);
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
//! processed. Exit status: 0 when all is well, 1 when `--check` found a file
//! that would change, 2 when a file had errors (syntax or I/O) or the
//! command line was wrong.

use crate::diagnostic::render::{render, Files};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Options of `hcl fmt`.
#[derive(Clone, Debug, Default)]
pub struct FmtOptions {
    pub write: bool,
    pub check: bool,
    pub diff: bool,
}

/// What formatting one input gave.
#[derive(Debug)]
pub enum Outcome {
    /// Formatted (the new text, and whether it differs from the input).
    Formatted { out: Vec<u8>, changed: bool },
    /// Syntax errors: the rendered diagnostics.
    Invalid(String),
    /// The file could not be read or written.
    Io(String),
}

/// One input and what became of it.
#[derive(Debug)]
pub struct FileResult {
    pub name: String,
    pub input: Vec<u8>,
    pub outcome: Outcome,
}

const EXTENSIONS: &[&str] = &[".hcl", ".tf", ".tfvars", ".nomad"];

/// Whether a file met while walking a folder is formatted.
pub fn is_config_file(name: &str) -> bool {
    EXTENSIONS.iter().any(|e| name.ends_with(e)) && !name.starts_with('.')
}

/// The files under `dir`, recursively, in path order (hidden folders and
/// `.terraform` skipped; symbolic links to folders not followed).
pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name();
        let name = name.to_string_lossy();
        let ft = e.file_type()?;
        let path = e.path();
        if ft.is_dir() {
            if name.starts_with('.') {
                continue;
            }
            walk(&path, out)?;
        } else if is_config_file(&name) {
            let is_file = if ft.is_symlink() {
                std::fs::metadata(&path)
                    .map(|m| m.is_file())
                    .unwrap_or(false)
            } else {
                ft.is_file()
            };
            if is_file {
                out.push(path);
            }
        }
    }
    Ok(())
}

/// Format the bytes of one input named `name`.
pub fn format_bytes(name: &str, input: &[u8], color: bool) -> Outcome {
    match crate::write::format_bytes_checked(input, name) {
        Err((file, diags)) => {
            let mut files = Files::new();
            files.add(file.source.clone());
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
pub fn write_atomic(path: &Path, data: &[u8]) -> std::io::Result<()> {
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

fn process_path(path: &Path, opts: &FmtOptions, color: bool) -> FileResult {
    let name = path.to_string_lossy().into_owned();
    let input = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            return FileResult {
                name: name.clone(),
                input: Vec::new(),
                outcome: Outcome::Io(format!("{name}: {e}")),
            }
        }
    };
    let mut outcome = format_bytes(&name, &input, color);
    if opts.write {
        if let Outcome::Formatted { out, changed: true } = &outcome {
            if let Err(e) = write_atomic(path, out) {
                outcome = Outcome::Io(format!("{name}: {e}"));
            }
        }
    }
    FileResult {
        name,
        input,
        outcome,
    }
}

/// Process `paths` (files) with up to `threads` threads; results in order.
pub fn process_all(paths: &[PathBuf], opts: &FmtOptions, color: bool) -> Vec<FileResult> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(paths.len())
        .max(1);
    if threads == 1 {
        return paths.iter().map(|p| process_path(p, opts, color)).collect();
    }
    let next = AtomicUsize::new(0);
    let mut slots: Vec<Option<FileResult>> = Vec::new();
    slots.resize_with(paths.len(), || None);
    let done: Vec<Vec<(usize, FileResult)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= paths.len() {
                            break;
                        }
                        mine.push((i, process_path(&paths[i], opts, color)));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("formatting thread"))
            .collect()
    });
    for (i, r) in done.into_iter().flatten() {
        slots[i] = Some(r);
    }
    slots
        .into_iter()
        .map(|r| r.expect("every path processed"))
        .collect()
}

/// `hcl json FILE`: the file in HCL's JSON syntax on standard output (see
/// `hcl2::write::json`); 2 for a file that cannot be read or has errors.
pub fn run_json(path: &str) -> i32 {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            return 2;
        }
    };
    let color = std::io::stderr().is_terminal();
    let (file, diags) = crate::parser::parse_config_bytes(&bytes, path);
    if diags.has_errors() {
        let mut files = Files::new();
        files.add(file.source.clone());
        eprint!("{}", render(&diags, &files, color));
        return 2;
    }
    let src = String::from_utf8_lossy(&bytes);
    match crate::write::json::to_json(&src, path) {
        Ok(s) => {
            print!("{s}");
            0
        }
        Err(_) => 2,
    }
}

const USAGE: &str = "usage: hcl fmt [-w|--write] [--check] [--diff] [PATH|-]...";

/// Run `hcl fmt` with `args` (after `fmt`); returns the exit status.
pub fn run(args: &[String]) -> i32 {
    let mut opts = FmtOptions::default();
    let mut inputs: Vec<String> = Vec::new();
    let mut only_paths = false;
    for a in args {
        match a.as_str() {
            _ if only_paths => inputs.push(a.clone()),
            "-w" | "--write" => opts.write = true,
            "--check" => opts.check = true,
            "--diff" | "-d" => opts.diff = true,
            "--" => only_paths = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return 0;
            }
            s if s.starts_with('-') && s != "-" => {
                eprintln!("hcl fmt: unknown option {s}\n{USAGE}");
                return 2;
            }
            _ => inputs.push(a.clone()),
        }
    }
    if inputs.is_empty() {
        inputs.push("-".into());
    }
    let color = std::io::stderr().is_terminal();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut errors = false;
    let mut changed_any = false;
    // expand folders, keeping the order of the command line
    let mut groups: Vec<Result<Vec<PathBuf>, String>> = Vec::new();
    for inp in &inputs {
        if inp == "-" {
            groups.push(Err(String::new()));
            continue;
        }
        let p = Path::new(inp);
        match std::fs::metadata(p) {
            Ok(m) if m.is_dir() => {
                let mut v = Vec::new();
                if let Err(e) = walk(p, &mut v) {
                    eprintln!("{inp}: {e}");
                    errors = true;
                }
                groups.push(Ok(v));
            }
            Ok(_) => groups.push(Ok(vec![p.to_path_buf()])),
            Err(e) => {
                eprintln!("{inp}: {e}");
                errors = true;
            }
        }
    }
    let print_text = !opts.write && !opts.check && !opts.diff;
    for g in groups {
        let results = match g {
            Err(_) => {
                let mut input = Vec::new();
                if let Err(e) = std::io::stdin().read_to_end(&mut input) {
                    eprintln!("<stdin>: {e}");
                    errors = true;
                    continue;
                }
                if opts.write {
                    eprintln!("hcl fmt: cannot rewrite standard input in place");
                    errors = true;
                    continue;
                }
                let outcome = format_bytes("<stdin>", &input, color);
                vec![FileResult {
                    name: "<stdin>".into(),
                    input,
                    outcome,
                }]
            }
            Ok(paths) => process_all(&paths, &opts, color),
        };
        for r in results {
            match r.outcome {
                Outcome::Formatted { out: text, changed } => {
                    changed_any |= changed;
                    if print_text {
                        let _ = out.write_all(&text);
                    }
                    if changed && opts.check {
                        let _ = writeln!(out, "{}", r.name);
                    }
                    if changed && opts.diff {
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
    }
    let _ = out.flush();
    if errors {
        2
    } else if opts.check && changed_any {
        1
    } else {
        0
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
