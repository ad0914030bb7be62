//! Inputs shared by the subcommands: walking folders, standard input, and
//! processing files in parallel with results kept in input order.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The extensions of native-syntax configuration files met while walking a
/// folder (`.pkr.hcl` ends in `.hcl`).
pub const NATIVE_EXTENSIONS: &[&str] = &[".hcl", ".tf", ".tfvars", ".nomad"];

/// The JSON-syntax files `hcl check` also takes from folders: the HCL JSON
/// conventions of the tools that use HCL (`main.tf.json`,
/// `terraform.tfvars.json`, `x.hcl.json`, `job.nomad.json`). Other `.json`
/// files (package.json, tsconfig.json) are not HCL and are not walked.
pub const JSON_EXTENSIONS: &[&str] = &[".tf.json", ".tfvars.json", ".hcl.json", ".nomad.json"];

/// The parse-limit flags of `check`, `eval`, `fmt` and `json` (`hcldec` has
/// the same): `--max-input-bytes N` and `--max-nesting N`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ParseLimitArgs {
    #[command(flatten)]
    pub input: InputLimitArg,
    /// Limit: stop parsing where more than N delimiters are open inside one
    /// another: brackets [ ], braces { } (objects, blocks), parentheses ( )
    /// and template sequences ${ } and %{ }. Quotes, heredocs and operators
    /// are not levels: `a = [[1]]` needs 2, `a = "${f(x)}"` 2. In the JSON
    /// syntax: objects and arrays, the root included (`{"a": [1]}` needs 2).
    /// Default 50000.
    #[arg(long, value_name = "N", verbatim_doc_comment)]
    pub max_nesting: Option<u64>,
}

impl ParseLimitArgs {
    /// Sets the limits given on the command line in `limits`.
    pub fn apply(&self, limits: &mut hcl2::Limits) {
        self.input.apply(limits);
        if let Some(n) = self.max_nesting {
            limits.max_nesting = n;
        }
    }
}

/// `--max-input-bytes N` (part of [`ParseLimitArgs`]).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct InputLimitArg {
    /// Limit: do not parse an input (a file, standard input, a variables
    /// file, an -e or --var text) larger than N bytes (default 268435456);
    /// standard input is not read past N + 1 bytes.
    #[arg(long, value_name = "N")]
    pub max_input_bytes: Option<u64>,
}

impl InputLimitArg {
    /// Sets the limit given on the command line in `limits`.
    pub fn apply(&self, limits: &mut hcl2::Limits) {
        if let Some(n) = self.max_input_bytes {
            limits.max_input_bytes = n;
        }
    }
}

/// One input named on the command line, or found in a folder.
#[derive(Clone, Debug)]
pub enum Input {
    /// Standard input (`-`).
    Stdin,
    /// A file.
    File(PathBuf),
}

impl Input {
    /// The name used in messages and diagnostics.
    pub fn name(&self) -> String {
        match self {
            Input::Stdin => "<stdin>".into(),
            Input::File(p) => p.to_string_lossy().into_owned(),
        }
    }

    /// The bytes of the input, unless it is larger than
    /// `limits.max_input_bytes`: then `Ok(Err(diagnostics))` names the
    /// limit. A file's size is looked up before it is read; whatever the
    /// size says (standard input, a pipe, a device), nothing is read past
    /// one byte beyond the limit.
    pub fn read_limited(
        &self,
        limits: &hcl2::Limits,
    ) -> std::io::Result<Result<Vec<u8>, hcl2::Diagnostics>> {
        let cap = limits.max_input_bytes.saturating_add(1);
        let mut v = Vec::new();
        match self {
            Input::File(p) => {
                let f = std::fs::File::open(p)?;
                let meta = f.metadata()?;
                let len = meta.len();
                let size = usize::try_from(len).unwrap_or(usize::MAX);
                if let Some(d) = hcl2::loader::input_too_large(size, &self.name(), limits) {
                    return Ok(Err(d));
                }
                // (room for the whole file and the read that finds its end)
                v.reserve_exact(usize::try_from(len.min(cap)).unwrap_or(0).saturating_add(1));
                f.take(cap).read_to_end(&mut v)?;
            }
            Input::Stdin => {
                std::io::stdin().lock().take(cap).read_to_end(&mut v)?;
            }
        }
        if v.len() as u64 > limits.max_input_bytes {
            return Ok(Err(hcl2::loader::input_longer_than_limit(
                &self.name(),
                limits,
            )));
        }
        Ok(Ok(v))
    }
}

/// Whether a file named `name` met in a folder is taken (one of
/// `extensions`, not a hidden file).
fn wanted(name: &str, extensions: &[&str]) -> bool {
    !name.starts_with('.') && extensions.iter().any(|e| name.ends_with(e))
}

/// The files under `dir` with one of `extensions`, recursively, in path
/// order: hidden folders (which includes `.terraform`) skipped, symbolic
/// links to folders not followed.
pub fn walk(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) -> std::io::Result<()> {
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
            walk(&path, extensions, out)?;
        } else if wanted(&name, extensions) {
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

/// The command line's paths expanded: `-` is standard input, a folder is
/// walked for `extensions`, anything else is a file. A path that cannot be
/// read is an `Err` item (its message), in its place.
pub fn expand(paths: &[String], extensions: &[&str]) -> Vec<Result<Input, String>> {
    let mut out = Vec::new();
    for p in paths {
        if p == "-" {
            out.push(Ok(Input::Stdin));
            continue;
        }
        let path = Path::new(p);
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => {
                let mut v = Vec::new();
                let r = walk(path, extensions, &mut v);
                out.extend(v.into_iter().map(|f| Ok(Input::File(f))));
                if let Err(e) = r {
                    out.push(Err(format!("{p}: {e}")));
                }
            }
            Ok(_) => out.push(Ok(Input::File(path.to_path_buf()))),
            Err(e) => out.push(Err(format!("{p}: {e}"))),
        }
    }
    out
}

/// `f` applied to every item, on up to as many threads as the machine
/// has (a shared work queue); results in the order of `items`.
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(items.len())
        .max(1);
    if threads == 1 {
        return items.iter().map(f).collect();
    }
    let next = AtomicUsize::new(0);
    let done: Vec<Vec<(usize, R)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= items.len() {
                            break;
                        }
                        mine.push((i, f(&items[i])));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker thread"))
            .collect()
    });
    let mut slots: Vec<Option<R>> = Vec::new();
    slots.resize_with(items.len(), || None);
    for (i, r) in done.into_iter().flatten() {
        slots[i] = Some(r);
    }
    slots
        .into_iter()
        .map(|r| r.expect("every item processed"))
        .collect()
}
