//! An optional hcldec spec: schema diagnostics (what `content` reports
//! for each body against the spec's implied schema: "Unsupported argument",
//! "Missing required argument", unsupported blocks, wrong labels), and the
//! block types and attributes offered by completion and shown by hover.

use hcl2::spec::{child_block_types, implied_schema, Spec};
use hcl2::{Body, Diagnostics};
use std::path::Path;

/// A loaded spec.
pub struct Schema {
    /// The spec file's path (for messages).
    pub path: String,
    /// Its root spec.
    pub root: Spec,
}

impl std::fmt::Debug for Schema {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Schema").field("path", &self.path).finish()
    }
}

/// An attribute the spec knows.
#[derive(Clone, Debug)]
pub struct AttrInfo {
    /// Its name.
    pub name: String,
    /// Its type, as a type expression.
    pub ty: String,
    /// Whether it is required.
    pub required: bool,
}

/// The file name looked for at the workspace root.
pub const SPEC_FILE: &str = ".hcl-spec.hcldec";

impl Schema {
    /// The spec named by the initialization option `spec` (relative to the
    /// workspace root), else `.hcl-spec.hcldec` at the root; and the error
    /// to show when a named spec does not load.
    pub fn find(opts: &serde_json::Value, root: Option<&Path>) -> (Option<Schema>, Option<String>) {
        let named = opts.get("spec").and_then(|v| v.as_str());
        let path = match named {
            Some(p) => {
                let p = Path::new(p);
                match root {
                    Some(r) if p.is_relative() => r.join(p),
                    _ => p.to_path_buf(),
                }
            }
            None => match root.map(|r| r.join(SPEC_FILE)) {
                Some(p) if p.is_file() => p,
                _ => return (None, None),
            },
        };
        let name = path.to_string_lossy().into_owned();
        let (file, diags) = hcl2::spec::file::load_spec_file(&name);
        if diags.has_errors() {
            let first = diags
                .iter()
                .find(|d| d.is_error())
                .map(|d| format!("{}: {}", d.summary, d.detail))
                .unwrap_or_default();
            return (
                None,
                Some(format!("hcl lsp: the spec {name} does not load: {first}")),
            );
        }
        (
            Some(Schema {
                path: name,
                root: file.root,
            }),
            None,
        )
    }

    /// The schema diagnostics of a native-syntax text.
    pub fn check(&self, text: &str, name: &str) -> Diagnostics {
        let (body, _) = hcl2::body::parse_native_file(text, name);
        let mut out = Diagnostics::new();
        walk(&body, &self.root, &mut out);
        out
    }

    /// The spec of the body inside blocks `path` (block types, outermost
    /// first), if the spec describes it.
    pub fn at(&self, path: &[String]) -> Option<Spec> {
        let mut spec = self.root.clone();
        for ty in path {
            let (_, nested) = child_block_types(&spec)
                .into_iter()
                .find(|(n, _)| n.as_str() == ty)?;
            spec = nested;
        }
        Some(spec)
    }

    /// The attributes and block types of the body at `path`.
    pub fn items(&self, path: &[String]) -> (Vec<AttrInfo>, Vec<String>) {
        let Some(spec) = self.at(path) else {
            return (Vec::new(), Vec::new());
        };
        let schema = implied_schema(&spec);
        let mut attrs = Vec::new();
        for a in &schema.attributes {
            let ty = attr_type(&spec, &a.name).unwrap_or_else(|| "any".into());
            attrs.push(AttrInfo {
                name: a.name.to_string(),
                ty,
                required: a.required,
            });
        }
        let blocks = schema
            .blocks
            .iter()
            .map(|b| b.type_name.to_string())
            .collect();
        (attrs, blocks)
    }
}

/// The type of attribute `name` among the specs that read the same body.
fn attr_type(spec: &Spec, name: &str) -> Option<String> {
    match spec {
        Spec::Attr(a) if a.name == name => Some(hcl2::typeexpr::type_string(&a.ty)),
        Spec::Object(items) => items.iter().find_map(|(_, s)| attr_type(s, name)),
        Spec::Tuple(items) => items.iter().find_map(|s| attr_type(s, name)),
        Spec::Default { primary, default } => {
            attr_type(primary, name).or_else(|| attr_type(default, name))
        }
        Spec::TransformExpr { wrapped, .. }
        | Spec::TransformFunc { wrapped, .. }
        | Spec::Validate { wrapped, .. } => attr_type(wrapped, name),
        _ => None,
    }
}

fn walk(body: &dyn Body, spec: &Spec, out: &mut Diagnostics) {
    let schema = implied_schema(spec);
    let (content, diags) = body.content(&schema);
    out.extend(diags);
    for (ty, nested) in child_block_types(spec) {
        for b in content.blocks_of_type(&ty) {
            walk(b.body.as_ref(), &nested, out);
        }
    }
}
