//! The `hcldec` program's logic (main.rs parses the flags):
//! spec file, variables, inputs, decoding, and the reference's output
//! formats and exit codes.

use hcl2::body::{empty_body, merge_bodies, Body, BodyRef};
use hcl2::diagnostic::json::{diagnostics_json, write_go_string};
use hcl2::diagnostic::render::render;
use hcl2::diagnostic::{Diagnostics, Files, Range, SourceFile};
use hcl2::eval::{EvalContext, Traversal, Traverser};
use hcl2::spec::file::load_spec_file;
use hcl2::spec::{decode, variables};
use hcl2::value::{json as vjson, Type, Value};
use smol_str::SmolStr;
use std::collections::HashMap;
use std::io::{IsTerminal, Read, Write};
use std::sync::Arc;

/// The program's options, as the flags give them.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub spec: Option<String>,
    pub out: Option<String>,
    pub vars: Vec<String>,
    pub diags_format: String,
    pub var_refs: bool,
    pub with_type: bool,
    pub keep_nulls: bool,
    /// Input files; stdin when empty.
    pub inputs: Vec<String>,
    /// Parse and evaluation limits (`--max-...` flags, see `hcl2::limits`): every input
    /// and variables file is parsed within the parse limits, and the whole decoding draws
    /// on one budget.
    pub limits: hcl2::limits::Limits,
}

struct DiagWriter {
    json: bool,
    files: Files,
}

impl DiagWriter {
    fn write(&self, diags: &Diagnostics) {
        let text = if self.json {
            diagnostics_json(diags)
        } else {
            render(diags, &self.files, std::io::stderr().is_terminal())
        };
        let mut e = std::io::stderr().lock();
        let _ = e.write_all(text.as_bytes());
        let _ = e.flush();
    }
}

/// A parsed input: its body (if it parsed without errors) and diagnostics.
pub struct Parsed {
    pub body: Option<BodyRef>,
    pub diags: Diagnostics,
    pub source: Option<Arc<SourceFile>>,
}

/// Native-syntax source text within `limits`' parse limits.
pub fn parse_native(src: &[u8], name: &str, limits: &hcl2::limits::Limits) -> Parsed {
    let (body, source, diags) = hcl2::loader::parse_native_source(src, name, limits);
    Parsed {
        body: Some(body),
        diags,
        source: Some(source),
    }
}

/// JSON-syntax source text within `limits`' parse limits.
pub fn parse_json(src: &[u8], name: &str, limits: &hcl2::limits::Limits) -> Parsed {
    let (body, source, diags) = hcl2::loader::parse_json_source(src, name, limits);
    Parsed {
        body: Some(body),
        diags,
        source: Some(source),
    }
}

/// Reads and parses a file, by its extension (`.json`: JSON syntax), within `limits`'
/// parse limits (a file over the size limit is not read). The conformance runner of
/// `hcl-specsuite` reads its test inputs with it, with no limits
/// ([`Limits::unlimited`](hcl2::limits::Limits::unlimited)).
pub fn parse_file(path: &str, limits: &hcl2::limits::Limits) -> Parsed {
    if let Ok(meta) = std::fs::metadata(path) {
        let len = usize::try_from(meta.len()).unwrap_or(usize::MAX);
        if let Some(diags) = hcl2::loader::input_too_large(len, path, limits) {
            return Parsed {
                body: None,
                diags,
                source: None,
            };
        }
    }
    match std::fs::read(path) {
        Err(_) => Parsed {
            body: None,
            diags: hcl2::loader::read_failed(path),
            source: None,
        },
        Ok(bytes) => {
            if hcl2::loader::is_json_name(path) {
                parse_json(&bytes, path, limits)
            } else {
                parse_native(&bytes, path, limits)
            }
        }
    }
}

fn vars_from_body(body: &dyn Body, out: &mut Vec<(SmolStr, Value)>) -> Diagnostics {
    let (attrs, mut diags) = body.just_attributes();
    for (name, attr) in attrs {
        let (v, d) = attr.expr.value(None);
        diags.extend(d);
        out.push((name, v));
    }
    diags
}

/// Runs hcldec; returns the exit code.
pub fn run(o: &Options) -> u8 {
    let json = match o.diags_format.as_str() {
        "" => false,
        "json" => true,
        other => {
            eprintln!(
                "Invalid diagnostics format {}: only \"json\" is supported.",
                hcl2::value::go_quote(other)
            );
            return 2;
        }
    };
    let mut w = DiagWriter {
        json,
        files: Files::new(),
    };
    match real_main(o, &mut w) {
        Ok(code) => code,
        Err(msg) => {
            eprint!("Error: {msg}\n\n");
            1
        }
    }
}

fn real_main(o: &Options, w: &mut DiagWriter) -> Result<u8, String> {
    let Some(spec_path) = o.spec.as_deref().filter(|s| !s.is_empty()) else {
        return Err("the --spec=... argument is required".into());
    };
    let mut diags = Diagnostics::new();
    let (spec, sd) = load_spec_file(spec_path);
    if let Some(src) = &spec.source {
        w.files.add(src.clone());
    }
    let spec_errors = sd.has_errors();
    diags.extend(sd);
    if spec_errors {
        w.write(&diags);
        return Ok(2);
    }

    let mut vars: HashMap<SmolStr, Value> = spec.variables.clone();
    for (i, v) in o.vars.iter().enumerate() {
        let mut vals = Vec::new();
        let parsed = if v.trim_start().starts_with('{') {
            parse_json(v.as_bytes(), &format!("<vars argument {i}>"), &o.limits)
        } else {
            parse_file(v, &o.limits)
        };
        if let Some(s) = &parsed.source {
            w.files.add(s.clone());
        }
        diags.extend(parsed.diags);
        if let Some(b) = &parsed.body {
            diags.extend(vars_from_body(b.as_ref(), &mut vals));
        }
        vars.extend(vals);
    }
    let ctx = if vars.is_empty() && spec.functions.is_empty() {
        None
    } else {
        let mut c = EvalContext::new();
        if !vars.is_empty() {
            c.set_variables(Some(vars.into_iter().collect()));
        }
        if !spec.functions.is_empty() {
            c.set_functions(Some(spec.functions.clone()));
        }
        Some(c)
    };

    let mut bodies: Vec<BodyRef> = Vec::new();
    let inputs: Vec<Parsed> = if o.inputs.is_empty() {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| format!("failed to read stdin: {e}"))?;
        vec![parse_native(&buf, "<stdin>", &o.limits)]
    } else {
        o.inputs.iter().map(|f| parse_file(f, &o.limits)).collect()
    };
    for p in inputs {
        if let Some(s) = &p.source {
            w.files.add(s.clone());
        }
        let bad = p.diags.has_errors();
        diags.extend(p.diags);
        if !bad {
            if let Some(b) = p.body {
                bodies.push(b);
            }
        }
    }
    if diags.has_errors() {
        w.write(&diags);
        return Ok(2);
    }
    let body: BodyRef = match bodies.len() {
        0 => empty_body(),
        1 => bodies.pop().expect("one body"),
        _ => merge_bodies(bodies),
    };

    if o.var_refs {
        let refs = variables(body.as_ref(), &spec.root);
        let out = var_refs_json(&refs, ctx.as_ref());
        write_out(o, &out)?;
        return Ok(0);
    }

    // One budget for the whole decoding and for spelling the result out.
    let budget = hcl2::limits::SharedBudget::new(o.limits.clone());
    let (val, dd) = hcl2::limits::metered(Some(&budget), || {
        decode(body.as_ref(), &spec.root, ctx.as_ref())
    });
    diags.extend(dd);
    if diags.has_errors() {
        w.write(&diags);
        return Ok(2);
    }
    let want = if o.with_type {
        Type::Dynamic
    } else {
        val.ty().clone()
    };
    let mut out = hcl2::limits::metered(Some(&budget), || {
        hcl2::function::lib::check_spelled(&val)
            .map_err(|e| e.to_string())
            .and_then(|()| vjson::marshal(&val, &want).map_err(|e| e.to_string()))
            .and_then(|j| match hcl2::limits::exceeded() {
                Some(e) => Err(e.to_string()),
                None => Ok(j),
            })
    })?;
    if !o.keep_nulls {
        out = hcl2::spec::strip_null_properties(&out);
    }
    out.push('\n');
    write_out(o, &out)?;
    Ok(0)
}

fn write_out(o: &Options, text: &str) -> Result<(), String> {
    match &o.out {
        Some(path) if !path.is_empty() => {
            let mut opts = std::fs::OpenOptions::new();
            opts.write(true).create(true).truncate(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                opts.mode(0o777);
            }
            let mut f = opts
                .open(path)
                .map_err(|e| format!("can't open {path} for writing: {}", go_io_error(path, &e)))?;
            f.write_all(text.as_bytes()).map_err(|e| e.to_string())?;
        }
        _ => {
            let mut s = std::io::stdout().lock();
            let _ = s.write_all(text.as_bytes());
            let _ = s.flush();
        }
    }
    Ok(())
}

/// An I/O error as Go's `*PathError` prints it (`open NAME: reason`).
fn go_io_error(path: &str, e: &std::io::Error) -> String {
    let reason = match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => {
            let s = e.to_string();
            match s.find(" (os error") {
                Some(i) => s[..i].to_lowercase(),
                None => s,
            }
        }
    };
    format!("open {path}: {reason}")
}

/// Re-indents compact JSON text as Go's `json.Indent` does (`prefix` "",
/// two-space indent): empty arrays and objects stay `[]` / `{}`.
pub fn go_indent(src: &str, level: usize, out: &mut String) {
    let b = src.as_bytes();
    let mut depth = level;
    let mut in_str = false;
    let mut esc = false;
    let mut i = 0;
    let newline = |out: &mut String, d: usize| {
        out.push('\n');
        for _ in 0..d {
            out.push_str("  ");
        }
    };
    while i < b.len() {
        let c = b[i];
        if in_str {
            out.push(c as char);
            if esc {
                esc = false;
            } else if c == b'\\' {
                esc = true;
            } else if c == b'"' {
                in_str = false;
            }
            i += 1;
            // Multi-byte UTF-8: copy the remaining bytes of this char.
            if c >= 0x80 {
                out.pop();
                let s = &src[i - 1..];
                let ch = s.chars().next().unwrap_or('\u{fffd}');
                out.push(ch);
                i += ch.len_utf8() - 1;
            }
            continue;
        }
        match c {
            b'"' => {
                in_str = true;
                out.push('"');
            }
            b'{' | b'[' => {
                let close = if c == b'{' { b'}' } else { b']' };
                if b.get(i + 1) == Some(&close) {
                    out.push(c as char);
                    out.push(close as char);
                    i += 2;
                    continue;
                }
                out.push(c as char);
                depth += 1;
                newline(out, depth);
            }
            b'}' | b']' => {
                depth = depth.saturating_sub(1);
                newline(out, depth);
                out.push(c as char);
            }
            b',' => {
                out.push(',');
                newline(out, depth);
            }
            b':' => out.push_str(": "),
            b' ' | b'\n' | b'\t' | b'\r' => {}
            _ => out.push(c as char),
        }
        i += 1;
    }
}

fn write_range_json(out: &mut String, r: &Range, level: usize) {
    let ind = "  ".repeat(level);
    out.push_str("{\n");
    out.push_str(&ind);
    out.push_str("  \"filename\": ");
    write_go_string(out, &r.filename);
    for (name, p, last) in [("start", &r.start, false), ("end", &r.end, true)] {
        out.push_str(&format!(
            ",\n{ind}  \"{name}\": {{\n{ind}    \"line\": {},\n{ind}    \"column\": {},\n{ind}    \"byte\": {}\n{ind}  }}",
            p.line, p.column, p.byte
        ));
        let _ = last;
    }
    out.push('\n');
    out.push_str(&ind);
    out.push('}');
}

/// The `--var-refs` document (Go `json.MarshalIndent` of the traversal
/// list), with a trailing newline.
pub fn var_refs_json(refs: &[Traversal], ctx: Option<&EvalContext>) -> String {
    if refs.is_empty() {
        return "[]\n".to_string();
    }
    let mut out = String::from("[\n");
    for (ti, t) in refs.iter().enumerate() {
        if ti > 0 {
            out.push_str(",\n");
        }
        out.push_str("  {\n    \"root_name\": ");
        let root = match t.steps().first() {
            Some(Traverser::Root { name, .. }) => name.to_string(),
            _ => String::new(),
        };
        write_go_string(&mut out, &root);
        let (val, vd) = t.traverse_abs(ctx);
        if !vd.has_errors() {
            if let Ok(enc) = vjson::marshal(&val, val.ty()) {
                out.push_str(",\n    \"value\": ");
                go_indent(&enc, 2, &mut out);
            }
        }
        out.push_str(",\n    \"steps\": ");
        if t.steps().is_empty() {
            out.push_str("[]");
        } else {
            out.push('[');
            for (si, s) in t.steps().iter().enumerate() {
                if si > 0 {
                    out.push(',');
                }
                out.push_str("\n      {\n        \"kind\": ");
                let (kind, name, key) = match s {
                    Traverser::Root { name, .. } => ("root", Some(name.to_string()), None),
                    Traverser::Attr { name, .. } => ("attr", Some(name.to_string()), None),
                    Traverser::Index { key, .. } => {
                        ("index", None, vjson::marshal(key, key.ty()).ok())
                    }
                    _ => ("(unknown)", None, None),
                };
                write_go_string(&mut out, kind);
                if let Some(n) = name.filter(|n| !n.is_empty()) {
                    out.push_str(",\n        \"name\": ");
                    write_go_string(&mut out, &n);
                }
                if let Some(k) = key {
                    out.push_str(",\n        \"key\": ");
                    go_indent(&k, 4, &mut out);
                }
                out.push_str(",\n        \"range\": ");
                write_range_json(&mut out, s.range(), 4);
                out.push_str("\n      }");
            }
            out.push_str("\n    ]");
        }
        out.push_str(",\n    \"range\": ");
        write_range_json(&mut out, &t.source_range(), 2);
        out.push_str("\n  }");
    }
    out.push_str("\n]\n");
    out
}
