//! `write::json_to_hcl`: JSON syntax → native syntax.
//! - golden cases (`tests/golden/from_json/NAME.json`, with `NAME.hcldec`
//!   when the case uses a spec, or `NAME.schema` naming a preset
//!   (`write::schema_preset`); expected output `NAME.hcl`, or
//!   `NAME.err` for the diagnostics of a refused input; `HCL2_BLESS=1`
//!   rewrites them);
//! - the round trip over every native corpus file that parses: `to_json`,
//!   then `json_to_hcl` with a spec, decodes like the original with that
//!   spec (the corpus's own spec for `tests/corpus/hcldec`, else a spec
//!   derived from the file's structure that takes every attribute as `any`
//!   and every block type as a tuple of its blocks with their labels).

use hcl2::body::{BodyRef, NativeBody};
use hcl2::eval::{EvalContext, Traverser};
use hcl2::function::Functions;
use hcl2::internal::ast::Body as AstBody;
use hcl2::spec::{AttrSpec, BlockListSpec, Spec};
use hcl2::value::{Type, Value};
use hcl2::write::{json::to_json, json_to_hcl};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bless() -> bool {
    std::env::var_os("HCL2_BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

fn sorted_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

fn diags_text(d: &hcl2::diagnostic::Diagnostics) -> String {
    let mut s = String::new();
    for x in d.iter() {
        let r = x.subject.as_ref().map(|r| {
            format!(
                "{}:{}-{}:{} (bytes {}-{})",
                r.start.line, r.start.column, r.end.line, r.end.column, r.start.byte, r.end.byte
            )
        });
        s.push_str(&format!(
            "{}: {}; {}\n",
            r.unwrap_or_else(|| "-".into()),
            x.summary,
            x.detail
        ));
    }
    s
}

fn load_spec(path: &Path) -> Spec {
    let (sf, d) = hcl2::spec::file::load_spec_file(path.to_str().expect("utf-8 path"));
    assert!(!d.has_errors(), "{}: {d:?}", path.display());
    sf.root
}

#[test]
fn golden_cases() {
    let dir = root().join("tests/golden/from_json");
    let cases = sorted_files(&dir, "json");
    let mut failed = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_str().unwrap();
        let src = std::fs::read_to_string(case).unwrap();
        let spec_path = case.with_extension("hcldec");
        let schema_path = case.with_extension("schema");
        let spec = if spec_path.exists() {
            Some(load_spec(&spec_path))
        } else if schema_path.exists() {
            // a named preset (`--schema NAME`)
            let name = std::fs::read_to_string(&schema_path).unwrap();
            Some(hcl2::write::schema_preset(name.trim()).expect("a known preset"))
        } else {
            None
        };
        let (got, out) = match json_to_hcl(&src, name, spec.as_ref()) {
            Ok(s) => {
                // the output is formatted and parses
                if hcl2::format(&s).as_deref() != Ok(s.as_str()) {
                    failed.push(format!("{name}: not formatted or invalid:\n{s}"));
                }
                (s, case.with_extension("hcl"))
            }
            Err(d) => (diags_text(&d), case.with_extension("err")),
        };
        if bless() {
            let _ = std::fs::remove_file(case.with_extension("hcl"));
            let _ = std::fs::remove_file(case.with_extension("err"));
            std::fs::write(&out, &got).unwrap();
            continue;
        }
        let want =
            std::fs::read_to_string(&out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
        if got != want {
            failed.push(format!("{name}:\n--- want\n{want}--- got\n{got}"));
        }
    }
    assert!(cases.len() >= 20, "only {} golden cases", cases.len());
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The spec a file's own structure implies: every attribute (type `any`),
/// every block type (a tuple of its blocks, labels as `block_label`s),
/// nested likewise. Object keys are prefixed so that an attribute and a
/// block type of one name don't collide.
pub fn structure_spec(body: &AstBody) -> Spec {
    fn collect(bodies: &[&AstBody]) -> Spec {
        let mut attrs: Vec<String> = Vec::new();
        let mut blocks: BTreeMap<String, (usize, Vec<&AstBody>)> = BTreeMap::new();
        for b in bodies {
            for a in b.attributes.iter() {
                let n = a.name.name.to_string();
                if !attrs.contains(&n) {
                    attrs.push(n);
                }
            }
            for bl in b.blocks.iter() {
                let e = blocks.entry(bl.ty.name.to_string()).or_default();
                e.0 = e.0.max(bl.labels.len());
                e.1.push(&bl.body);
            }
        }
        let mut out: Vec<(String, Spec)> = Vec::new();
        for a in &attrs {
            out.push((
                format!("a:{a}"),
                Spec::Attr(AttrSpec {
                    name: a.as_str().into(),
                    ty: Type::Dynamic,
                    required: false,
                }),
            ));
        }
        for (ty, (labels, bodies)) in &blocks {
            let mut nested = collect(bodies);
            if let Spec::Object(items) = &mut nested {
                for i in 0..*labels {
                    items.push((
                        format!("l:{i}").into(),
                        Spec::BlockLabel {
                            index: i,
                            name: format!("label{i}").into(),
                        },
                    ));
                }
            }
            out.push((
                format!("b:{ty}"),
                Spec::BlockTuple(BlockListSpec {
                    type_name: ty.as_str().into(),
                    nested: Box::new(nested),
                    min_items: 0,
                    max_items: 0,
                }),
            ));
        }
        Spec::object(out)
    }
    collect(&[body])
}

/// Whether some body of the file has an attribute and a block of one name.
fn same_name_attr_and_block(b: &AstBody) -> bool {
    b.blocks.iter().any(|bl| {
        b.attributes.iter().any(|a| a.name.name == bl.ty.name) || same_name_attr_and_block(&bl.body)
    })
}

/// What decoding a body with a spec gives: the value (JSON with its type,
/// or its debug form when it has no JSON form), the error summaries, and
/// the variables the spec would evaluate (steps without ranges).
fn outcome(body: &BodyRef, spec: &Spec) -> (String, Vec<String>, Vec<String>) {
    // every variable the spec would evaluate is unknown; functions are
    // Terraform's
    let mut ctx = EvalContext::new().with_functions(Functions::terraform_like());
    for t in hcl2::spec::variables(&**body, spec) {
        if let Some(Traverser::Root { name, .. }) = t.steps().first() {
            ctx.set_variable(name.clone(), Value::unknown(Type::Dynamic));
        }
    }
    let (v, d) = hcl2::spec::decode(&**body, spec, Some(&ctx));
    let value = hcl2::value::json::marshal_with_type(&v).unwrap_or_else(|_| format!("{v:?}"));
    let mut errs: Vec<String> = d
        .iter()
        .filter(|x| x.is_error())
        .map(|x| x.summary.to_string())
        .collect();
    errs.sort();
    let refs = hcl2::spec::variables(&**body, spec)
        .iter()
        .map(|t| {
            t.steps()
                .iter()
                .map(|s| match s {
                    Traverser::Root { name, .. } => name.to_string(),
                    Traverser::Attr { name, .. } => format!(".{name}"),
                    Traverser::Index { key, .. } => format!("[{key:?}]"),
                    other => format!("{other:?}"),
                })
                .collect::<String>()
        })
        .collect();
    (value, errs, refs)
}

fn native_body(src: &str, name: &str) -> Option<BodyRef> {
    let (file, d) = hcl2::internal::parser::parse_config(src, name);
    (!d.has_errors()).then(|| Arc::new(NativeBody::new(file)) as BodyRef)
}

/// The native corpus files: `(path, spec file if the corpus has one)`.
fn native_corpus() -> Vec<(PathBuf, Option<PathBuf>)> {
    let c = root().join("tests/corpus");
    let mut out = Vec::new();
    for sub in ["syntax", "fmt/real", "dynblock", "eval"] {
        out.extend(
            sorted_files(&c.join(sub), "hcl")
                .into_iter()
                .map(|p| (p, None)),
        );
    }
    for group in std::fs::read_dir(c.join("hcldec")).expect("tests/corpus/hcldec") {
        let g = group.expect("entry").path();
        let spec = g.join("spec.hcldec");
        assert!(spec.exists(), "{}", spec.display());
        out.extend(
            sorted_files(&g, "hcl")
                .into_iter()
                .map(|p| (p, Some(spec.clone()))),
        );
    }
    out
}

#[test]
fn native_to_json_to_native_decodes_alike() {
    let mut checked = 0;
    let mut with_corpus_spec = 0;
    let mut skipped = 0;
    let mut invalid = 0;
    let mut ambiguous = 0;
    let mut failed = Vec::new();
    for (path, spec_file) in native_corpus() {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let Ok(src) = std::fs::read_to_string(&path) else {
            skipped += 1;
            continue;
        };
        let (file, d) = hcl2::internal::parser::parse_config(&src, &name);
        if d.has_errors() {
            skipped += 1;
            continue;
        }
        if same_name_attr_and_block(&file.body) {
            // JSON holds one value per name: the syntax's JSON form can't
            ambiguous += 1;
            continue;
        }
        let spec = match &spec_file {
            Some(f) => {
                with_corpus_spec += 1;
                load_spec(f)
            }
            None => structure_spec(&file.body),
        };
        let orig = Arc::new(NativeBody::new(file)) as BodyRef;
        let a = outcome(&orig, &spec);
        let json = to_json(&src, &name).expect("to_json of a file that parses");
        let converted = json_to_hcl(&json, "conv.json", Some(&spec));
        if !a.1.is_empty() {
            // the file does not fit the spec (mixed label counts, an
            // attribute where a block is expected...): not comparable
            invalid += 1;
            continue;
        }
        let hcl = match converted {
            Ok(h) => h,
            Err(d) => {
                failed.push(format!("{}: refused: {}", path.display(), diags_text(&d)));
                continue;
            }
        };
        let Some(back) = native_body(&hcl, &name) else {
            failed.push(format!("{}: output does not parse:\n{hcl}", path.display()));
            continue;
        };
        let b = outcome(&back, &spec);
        if a != b {
            failed.push(format!(
                "{}:\n  native {a:?}\n  converted {b:?}\n{hcl}",
                path.display()
            ));
        }
        checked += 1;
    }
    if let Ok(f) = std::env::var("HCL2_CONV_FAILURES") {
        std::fs::write(f, failed.join("\n")).unwrap();
    }
    assert!(
        failed.is_empty(),
        "{} of {checked} differ:\n{}",
        failed.len(),
        failed[..failed.len().min(5)].join("\n")
    );
    eprintln!(
        "{checked} native files round-tripped ({with_corpus_spec} with the corpus spec); \
         {invalid} decode with errors with their spec, {ambiguous} use a name for an \
         attribute and a block, {skipped} have syntax errors"
    );
    assert!(checked >= 3800, "only {checked} files");
    assert!(
        with_corpus_spec >= 50,
        "only {with_corpus_spec} with a corpus spec"
    );
}

/// The JSON corpus: every file that decodes without errors with its spec
/// decodes to the same value, with the same variables, after conversion.
#[test]
fn json_corpus_converts_exactly_with_its_spec() {
    let dir = root().join("tests/corpus/json");
    let spec = load_spec(&dir.join("spec.hcldec"));
    let mut checked = 0;
    let mut failed = Vec::new();
    for path in sorted_files(&dir, "json") {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if name.ends_with(".expect.json") {
            continue;
        }
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        let (jf, d) = hcl2::internal::json::parse(&src, &name);
        if d.has_errors() {
            assert!(json_to_hcl(&src, &name, Some(&spec)).is_err(), "{name}");
            continue;
        }
        let jbody = jf.body();
        let want = outcome(&jbody, &spec);
        if !want.1.is_empty() {
            continue;
        }
        match json_to_hcl(&src, &name, Some(&spec)) {
            Ok(h) => match native_body(&h, "conv.hcl") {
                Some(b) => {
                    let got = outcome(&b, &spec);
                    if got != want {
                        failed.push(format!("{name}: json {want:?}\n  native {got:?}\n{h}"));
                    }
                }
                None => failed.push(format!("{name}: output does not parse:\n{h}")),
            },
            Err(d) => failed.push(format!("{name}: refused: {}", diags_text(&d))),
        }
        checked += 1;
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    assert!(checked >= 130, "only {checked} JSON files decode");
}
