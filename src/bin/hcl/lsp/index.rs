//! The index of one native-syntax file, built from its syntax tree (the
//! partial tree of a file with errors included): the symbols a module
//! defines (variables, locals, modules, resources, data sources), every
//! traversal its expressions refer to (inside templates and heredocs too,
//! as `hcldec --var-refs` reports them), and the block/attribute tree for
//! document symbols.

use hcl2::body::NativeBody;
use hcl2::eval::Traverser;

/// What kind of module-level symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymKind {
    /// `variable "X"`, referred to as `var.X`.
    Variable,
    /// An attribute of a `locals` block (or Packer's `local "X"` block),
    /// referred to as `local.X`.
    Local,
    /// `module "M"`, referred to as `module.M`.
    Module,
    /// `resource "T" "N"`, referred to as `T.N`.
    Resource,
    /// `data "T" "N"`, referred to as `data.T.N`.
    Data,
}

impl SymKind {
    /// Whether symbols of this kind can be renamed.
    pub fn renamable(self) -> bool {
        matches!(self, SymKind::Variable | SymKind::Local | SymKind::Module)
    }
}

/// A definition.
#[derive(Clone, Debug)]
pub struct Def {
    /// Its kind.
    pub kind: SymKind,
    /// Its name (`T.N` for resources and data sources).
    pub name: String,
    /// The bytes of the name as written (inside the quotes of a label): what
    /// a rename replaces; for resources and data sources, the whole header.
    pub span: (usize, usize),
    /// The whole declaration (the block, or the local's `name = expr`), as
    /// hover shows it.
    pub decl: (usize, usize),
}

/// A reference to a module-level symbol.
#[derive(Clone, Debug)]
pub struct Ref {
    /// What it refers to.
    pub kind: SymKind,
    /// The name referred to (`T.N` for resources and data sources).
    pub name: String,
    /// From the traversal's start through the step that names the symbol
    /// (`var.X`, `data.T.N`).
    pub span: (usize, usize),
    /// The bytes of the name alone (what a rename replaces).
    pub name_span: (usize, usize),
}

/// One traversal of an expression.
#[derive(Clone, Debug)]
pub struct Trav {
    /// The root name.
    pub root: String,
    /// Each step: its name (attribute steps) or `None`, and its bytes.
    pub steps: Vec<(Option<String>, (usize, usize))>,
    /// The root's bytes.
    pub root_span: (usize, usize),
}

/// A node of the document-symbol tree.
#[derive(Clone, Debug)]
pub struct Sym {
    /// `resource "a" "b"` or the attribute's name.
    pub name: String,
    /// Whether this is a block.
    pub block: bool,
    /// The whole item.
    pub span: (usize, usize),
    /// The name (block type or attribute name).
    pub name_span: (usize, usize),
    /// Nested items.
    pub children: Vec<Sym>,
}

/// The index of one file.
#[derive(Debug, Default)]
pub struct FileIndex {
    /// Definitions, in source order.
    pub defs: Vec<Def>,
    /// References to module symbols, in source order.
    pub refs: Vec<Ref>,
    /// Every traversal of every expression.
    pub travs: Vec<Trav>,
    /// The top-level items.
    pub symbols: Vec<Sym>,
}

fn span(r: &hcl2::Range) -> (usize, usize) {
    (r.start.byte, r.end.byte)
}

/// The bytes of a quoted label's text (without the quotes), when the label
/// is written as a plain quoted name.
fn label_name_span(text: &str, r: &hcl2::Range, name: &str) -> (usize, usize) {
    let (a, b) = span(r);
    let inner = (a + 1, b.saturating_sub(1));
    if b >= a + 2
        && text.get(a..b).is_some_and(|s| s.starts_with('"'))
        && text.get(inner.0..inner.1) == Some(name)
    {
        return inner;
    }
    (a, b)
}

/// The bytes of the name of an attribute step `.name` (or `["name"]`).
fn step_name_span(text: &str, st: &Traverser) -> Option<(String, (usize, usize))> {
    match st {
        Traverser::Attr { name, range } => {
            let (_, b) = span(range);
            let a = b.checked_sub(name.len())?;
            (text.get(a..b) == Some(name.as_str())).then(|| (name.to_string(), (a, b)))
        }
        Traverser::Index { key, range } => {
            let name = key.as_str()?.to_string();
            let (a, b) = span(range);
            let inner = (a + 2, b.checked_sub(2)?);
            let plain = text.get(a..a + 2) == Some("[\"")
                && text.get(inner.1..b) == Some("\"]")
                && text.get(inner.0..inner.1) == Some(name.as_str());
            plain.then_some((name, inner))
        }
        _ => None,
    }
}

impl FileIndex {
    /// The index of a native-syntax text.
    pub fn build(text: &str, name: &str) -> FileIndex {
        let (body, _) = hcl2::body::parse_native_file(text, name);
        let mut ix = FileIndex::default();
        let mut symbols = Vec::new();
        ix.body(text, &body, 0, &mut symbols);
        ix.symbols = symbols;
        ix.travs.sort_by_key(|t| t.root_span);
        for t in &ix.travs {
            if let Some(r) = reference(t) {
                ix.refs.push(r);
            }
        }
        // a variables file (`.tfvars`) sets the module's variables: each
        // top-level attribute refers to the variable it names
        if name.ends_with(".tfvars") {
            for a in body.items().0 {
                let sp = span(&a.name_range);
                ix.refs.push(Ref {
                    kind: SymKind::Variable,
                    name: a.name.to_string(),
                    span: sp,
                    name_span: sp,
                });
            }
            ix.refs.sort_by_key(|r| r.span);
        }
        ix
    }

    fn body(&mut self, text: &str, body: &NativeBody, depth: usize, out: &mut Vec<Sym>) {
        let (attrs, _) = body.items();
        let blocks = body.native_blocks();
        let mut items: Vec<(usize, Sym)> = Vec::new();
        for a in attrs {
            for t in a.expr.variables() {
                self.traversal(text, &t);
            }
            items.push((
                a.range.start.byte,
                Sym {
                    name: a.name.to_string(),
                    block: false,
                    span: span(&a.range),
                    name_span: span(&a.name_range),
                    children: Vec::new(),
                },
            ));
        }
        for (b, inner) in blocks {
            let end = inner.range().end.byte;
            if depth == 0 {
                self.top_block(text, &b, inner, (b.type_range.start.byte, end));
            }
            let mut children = Vec::new();
            self.body(text, inner, depth + 1, &mut children);
            let mut name = b.type_name.to_string();
            for l in &b.labels {
                name.push_str(&format!(" {:?}", l.as_str()));
            }
            items.push((
                b.type_range.start.byte,
                Sym {
                    name,
                    block: true,
                    span: (b.type_range.start.byte, end),
                    name_span: span(&b.type_range),
                    children,
                },
            ));
        }
        items.sort_by_key(|(k, _)| *k);
        out.extend(items.into_iter().map(|(_, s)| s));
    }

    fn top_block(
        &mut self,
        text: &str,
        b: &hcl2::body::Block,
        inner: &NativeBody,
        decl: (usize, usize),
    ) {
        let labels = &b.labels;
        let def = |kind, name: String, span| Def {
            kind,
            name,
            span,
            decl,
        };
        match (b.type_name.as_str(), labels.len()) {
            ("variable", 1) => self.defs.push(def(
                SymKind::Variable,
                labels[0].to_string(),
                label_name_span(text, &b.label_ranges[0], &labels[0]),
            )),
            ("module", 1) => self.defs.push(def(
                SymKind::Module,
                labels[0].to_string(),
                label_name_span(text, &b.label_ranges[0], &labels[0]),
            )),
            ("local", 1) => self.defs.push(def(
                SymKind::Local,
                labels[0].to_string(),
                label_name_span(text, &b.label_ranges[0], &labels[0]),
            )),
            ("resource", 2) => self.defs.push(def(
                SymKind::Resource,
                format!("{}.{}", labels[0], labels[1]),
                span(&b.def_range),
            )),
            ("data", 2) => self.defs.push(def(
                SymKind::Data,
                format!("{}.{}", labels[0], labels[1]),
                span(&b.def_range),
            )),
            ("locals", 0) => {
                for a in inner.items().0 {
                    self.defs.push(Def {
                        kind: SymKind::Local,
                        name: a.name.to_string(),
                        span: span(&a.name_range),
                        decl: span(&a.range),
                    });
                }
            }
            _ => {}
        }
    }

    fn traversal(&mut self, text: &str, t: &hcl2::Traversal) {
        let steps = t.steps();
        let Some(Traverser::Root { name, range }) = steps.first() else {
            return;
        };
        let mut out = Vec::new();
        for st in &steps[1..] {
            match step_name_span(text, st) {
                Some((n, sp)) => out.push((Some(n), sp)),
                None => out.push((None, span(st.range()))),
            }
        }
        self.travs.push(Trav {
            root: name.to_string(),
            steps: out,
            root_span: span(range),
        });
    }
}

/// Roots that are never resource types.
const NOT_RESOURCES: &[&str] = &[
    "var",
    "local",
    "module",
    "data",
    "count",
    "each",
    "self",
    "path",
    "terraform",
];

/// The module symbol a traversal refers to. A resource reference `T.N` is
/// returned for any other root followed by a name; it counts only where a
/// resource `T.N` is defined (the caller checks).
fn reference(t: &Trav) -> Option<Ref> {
    let step = |i: usize| -> Option<(&str, (usize, usize))> {
        let (n, sp) = t.steps.get(i)?;
        Some((n.as_deref()?, *sp))
    };
    let start = t.root_span.0;
    let (kind, name, name_span, end) = match t.root.as_str() {
        "var" => {
            let (n, sp) = step(0)?;
            (SymKind::Variable, n.to_string(), sp, sp.1)
        }
        "local" => {
            let (n, sp) = step(0)?;
            (SymKind::Local, n.to_string(), sp, sp.1)
        }
        "module" => {
            let (n, sp) = step(0)?;
            (SymKind::Module, n.to_string(), sp, sp.1)
        }
        "data" => {
            let (ty, _) = step(0)?;
            let (n, sp) = step(1)?;
            (SymKind::Data, format!("{ty}.{n}"), sp, sp.1)
        }
        r if !NOT_RESOURCES.contains(&r) => {
            let (n, sp) = step(0)?;
            (SymKind::Resource, format!("{r}.{n}"), sp, sp.1)
        }
        _ => return None,
    };
    Some(Ref {
        kind,
        name,
        span: (start, end),
        name_span,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn definitions_and_references() {
        let src = "variable \"region\" {}\nlocals {\n  name = \"x-${var.region}\"\n}\nmodule \"m\" {\n  n = local.name\n}\nresource \"aws_s3_bucket\" \"b\" {\n  t = <<EOT\n${module.m.id}\nEOT\n}\noutput \"o\" {\n  value = aws_s3_bucket.b.arn\n}\ndata \"aws_region\" \"r\" {}\nx = data.aws_region.r.name\n";
        let ix = FileIndex::build(src, "a.tf");
        let defs: Vec<_> = ix.defs.iter().map(|d| (d.kind, d.name.as_str())).collect();
        assert_eq!(
            defs,
            [
                (SymKind::Variable, "region"),
                (SymKind::Local, "name"),
                (SymKind::Module, "m"),
                (SymKind::Resource, "aws_s3_bucket.b"),
                (SymKind::Data, "aws_region.r"),
            ]
        );
        let region = &ix.defs[0];
        assert_eq!(&src[region.span.0..region.span.1], "region");
        let refs: Vec<_> = ix
            .refs
            .iter()
            .map(|r| {
                (
                    r.kind,
                    r.name.as_str(),
                    &src[r.span.0..r.span.1],
                    &src[r.name_span.0..r.name_span.1],
                )
            })
            .collect();
        assert_eq!(
            refs,
            [
                (SymKind::Variable, "region", "var.region", "region"),
                (SymKind::Local, "name", "local.name", "name"),
                (SymKind::Module, "m", "module.m", "m"),
                (SymKind::Resource, "aws_s3_bucket.b", "aws_s3_bucket.b", "b"),
                (SymKind::Data, "aws_region.r", "data.aws_region.r", "r"),
            ]
        );
        assert_eq!(ix.symbols.len(), 7);
        assert_eq!(ix.symbols[1].name, "locals");
        assert_eq!(ix.symbols[1].children[0].name, "name");
    }

    #[test]
    fn variables_files_refer_to_variables() {
        let ix = FileIndex::build("region = \"x\"\nport = 80\n", "terraform.tfvars");
        let refs: Vec<_> = ix
            .refs
            .iter()
            .map(|r| (r.kind, r.name.as_str(), r.span))
            .collect();
        assert_eq!(
            refs,
            [
                (SymKind::Variable, "region", (0, 6)),
                (SymKind::Variable, "port", (13, 17))
            ]
        );
        assert!(FileIndex::build("region = 1\n", "a.hcl").refs.is_empty());
    }

    #[test]
    fn broken_text_still_indexes_what_parses() {
        let ix = FileIndex::build("variable \"a\" {}\nb = var.a +\n", "x.tf");
        assert_eq!(ix.defs.len(), 1);
    }
}
