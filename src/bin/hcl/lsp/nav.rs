//! Navigation in a folder read as one module body, as Terraform, Packer
//! and Nomad read it: definitions, references and rename of `var.X`,
//! `local.Y`, `module.M`, `data.T.N` and `T.N` across its files (open
//! documents as the editor holds them, the others from disk).

use super::document::{path_uri, Doc, Snapshot};
use super::index::{FileIndex, SymKind};
use super::text::LineIndex;
use super::{Cancel, Cancelled};
use lsp_types::{Location, TextEdit, Uri};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

/// A file of a module read from disk.
#[derive(Debug)]
pub struct DiskFile {
    stamp: (Option<SystemTime>, u64),
    /// Its text.
    pub text: String,
    /// Its lines.
    pub lines: LineIndex,
    /// Its index.
    pub index: Arc<FileIndex>,
}

/// Files read from disk, by path, re-read when their modification time or
/// size changes.
#[derive(Debug, Default)]
pub struct DiskCache {
    files: Mutex<HashMap<PathBuf, Arc<DiskFile>>>,
}

impl DiskCache {
    /// Forget `path` (it changed on disk, or its editor closed it).
    pub fn forget(&self, path: &Path) {
        self.files.lock().expect("cache").remove(path);
    }

    fn get(&self, path: &Path) -> Option<Arc<DiskFile>> {
        let meta = std::fs::metadata(path).ok()?;
        let stamp = (meta.modified().ok(), meta.len());
        if let Some(f) = self.files.lock().expect("cache").get(path) {
            if f.stamp == stamp {
                return Some(f.clone());
            }
        }
        let bytes = std::fs::read(path).ok()?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let index = Arc::new(FileIndex::build(&text, &path.to_string_lossy()));
        let f = Arc::new(DiskFile {
            stamp,
            lines: LineIndex::new(&text),
            text,
            index,
        });
        self.files
            .lock()
            .expect("cache")
            .insert(path.to_path_buf(), f.clone());
        Some(f)
    }
}

/// The extensions of the files read together with a file named `name`
/// (Terraform's variables files with its modules: they set the variables).
fn family(name: &str) -> &'static [&'static str] {
    if name.ends_with(".tf") || name.ends_with(".tf.json") || name.ends_with(".tfvars") {
        &[".tf", ".tfvars"]
    } else if name.ends_with(".pkr.hcl") || name.ends_with(".pkr.json") {
        &[".pkr.hcl"]
    } else if name.ends_with(".nomad") || name.ends_with(".nomad.hcl") {
        &[".nomad", ".nomad.hcl"]
    } else if name.ends_with(".hcl") {
        &[".hcl"]
    } else {
        &[]
    }
}

/// One file of a module, open or from disk.
#[derive(Clone)]
pub enum ModFile {
    /// An open document.
    Open(Arc<Doc>),
    /// A file read from disk.
    Disk(PathBuf, Arc<DiskFile>),
}

impl ModFile {
    /// Its text.
    pub fn text(&self) -> &str {
        match self {
            ModFile::Open(d) => &d.text,
            ModFile::Disk(_, f) => &f.text,
        }
    }
    /// Its lines.
    pub fn lines(&self) -> &LineIndex {
        match self {
            ModFile::Open(d) => &d.lines,
            ModFile::Disk(_, f) => &f.lines,
        }
    }
    /// Its index.
    pub fn index(&self) -> Arc<FileIndex> {
        match self {
            ModFile::Open(d) => d.index(),
            ModFile::Disk(_, f) => f.index.clone(),
        }
    }
    /// Its URI.
    pub fn uri(&self) -> Option<Uri> {
        match self {
            ModFile::Open(d) => Some(d.uri.clone()),
            ModFile::Disk(p, _) => path_uri(p),
        }
    }
    /// The LSP range of bytes `s`.
    pub fn range(&self, s: (usize, usize), snap: &Snapshot) -> lsp_types::Range {
        self.lines().range(self.text(), s.0, s.1, snap.config.enc)
    }
}

/// The files of the module `doc` belongs to (`doc` first); a document
/// without a path, or of a kind read alone, is its own module.
pub fn module(doc: &Arc<Doc>, snap: &Snapshot, cancel: &Cancel) -> Result<Vec<ModFile>, Cancelled> {
    let mut out = vec![ModFile::Open(doc.clone())];
    let Some(path) = &doc.path else {
        return Ok(out);
    };
    let exts = family(&doc.name);
    if exts.is_empty() {
        return Ok(out);
    }
    let Some(dir) = path.parent() else {
        return Ok(out);
    };
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Ok(out);
    };
    let mut paths: Vec<PathBuf> = rd
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| !n.starts_with('.') && exts.iter().any(|e| n.ends_with(e)))
        })
        .filter(|p| p != path)
        .collect();
    // open documents of the folder that are not on disk (yet)
    for d in &snap.docs {
        if let Some(p) = &d.path {
            if p != path
                && p.parent() == Some(dir)
                && exts.iter().any(|e| d.name.ends_with(e))
                && !paths.contains(p)
            {
                paths.push(p.clone());
            }
        }
    }
    paths.sort();
    cancel.check()?;
    let files = crate::files::par_map(&paths, |p| {
        if cancel.check().is_err() {
            return None;
        }
        if let Some(d) = snap.doc_at(p) {
            return Some(ModFile::Open(d.clone()));
        }
        snap.cache.get(p).map(|f| ModFile::Disk(p.clone(), f))
    });
    cancel.check()?;
    out.extend(files.into_iter().flatten());
    Ok(out)
}

/// The module symbol at byte `offset` of a file: a reference's or a
/// definition's kind and name, and the bytes of its name there.
pub fn symbol_at(ix: &FileIndex, offset: usize) -> Option<(SymKind, String, (usize, usize))> {
    let inside = |s: (usize, usize)| s.0 <= offset && offset <= s.1;
    if let Some(r) = ix.refs.iter().find(|r| inside(r.span)) {
        return Some((r.kind, r.name.clone(), r.name_span));
    }
    ix.defs
        .iter()
        .find(|d| inside(d.span))
        .map(|d| (d.kind, d.name.clone(), d.span))
}

/// The definitions of a symbol across the module.
pub fn definitions(files: &[ModFile], kind: SymKind, name: &str, snap: &Snapshot) -> Vec<Location> {
    let mut out = Vec::new();
    for f in files {
        let ix = f.index();
        for d in ix.defs.iter().filter(|d| d.kind == kind && d.name == name) {
            if let Some(uri) = f.uri() {
                out.push(Location {
                    uri,
                    range: f.range(d.span, snap),
                });
            }
        }
    }
    out
}

/// The references to a symbol across the module (and its definitions
/// first, with `declarations`). Resource references count only where the
/// module defines the resource.
pub fn references(
    files: &[ModFile],
    kind: SymKind,
    name: &str,
    declarations: bool,
    snap: &Snapshot,
    cancel: &Cancel,
) -> Result<Vec<Location>, Cancelled> {
    let mut out = Vec::new();
    if declarations {
        out.extend(definitions(files, kind, name, snap));
    }
    if kind == SymKind::Resource && definitions(files, kind, name, snap).is_empty() {
        return Ok(out);
    }
    for f in files {
        cancel.check()?;
        let ix = f.index();
        let Some(uri) = f.uri() else { continue };
        for r in ix.refs.iter().filter(|r| r.kind == kind && r.name == name) {
            out.push(Location {
                uri: uri.clone(),
                range: f.range(r.span, snap),
            });
        }
    }
    Ok(out)
}

/// The edits renaming a symbol to `new_name` across the module: its
/// definitions' names and every reference's name step, nothing else.
// (keyed by `Uri` as lsp-types' `WorkspaceEdit::changes` is; the URIs are
// never changed while in the map)
#[allow(clippy::mutable_key_type)]
pub fn rename(
    files: &[ModFile],
    kind: SymKind,
    name: &str,
    new_name: &str,
    snap: &Snapshot,
    cancel: &Cancel,
) -> Result<HashMap<Uri, Vec<TextEdit>>, Cancelled> {
    #[allow(clippy::mutable_key_type)]
    let mut out: HashMap<Uri, Vec<TextEdit>> = HashMap::new();
    for f in files {
        cancel.check()?;
        let ix = f.index();
        let Some(uri) = f.uri() else { continue };
        let mut spans: Vec<(usize, usize)> = ix
            .defs
            .iter()
            .filter(|d| d.kind == kind && d.name == name)
            .map(|d| d.span)
            .chain(
                ix.refs
                    .iter()
                    .filter(|r| r.kind == kind && r.name == name)
                    .map(|r| r.name_span),
            )
            .collect();
        spans.sort_unstable();
        spans.dedup();
        if spans.is_empty() {
            continue;
        }
        let edits = spans
            .into_iter()
            .map(|s| TextEdit {
                range: f.range(s, snap),
                new_text: new_name.to_string(),
            })
            .collect();
        out.insert(uri, edits);
    }
    Ok(out)
}
