//! The conformance-suite runner (the reference's cmd/hclspecsuite): walks a
//! directory of tests — `NAME.t` expectations, `NAME.hcldec` spec, inputs
//! `NAME.hcl` and/or `NAME.hcl.json` — decodes each input with an hcldec
//! (this library directly, or an hcldec program) and reports every
//! difference from the expectations as a diagnostic.

use crate::cli::parse_file;
use hcl2::body::{Block, Body, BodyRef, BodySchema};
use hcl2::diagnostic::{Diagnostic, Diagnostics, Pos, Range, Severity};
use hcl2::eval::{abs_traversal_for_expr, EvalContext, Traversal, Traverser};
use hcl2::spec::file::load_spec_file;
use hcl2::spec::{decode, variables, Spec};
use hcl2::typeexpr::{type_constraint, type_string};
use hcl2::value::{convert, json as vjson, Type, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

/// Something that runs hcldec on a spec and an input.
pub trait Decoder {
    /// The decoded value (as `--with-type --keep-nulls` gives it), or the
    /// diagnostics of a failed run.
    fn transform(&self, spec: &Path, input: &Path) -> Result<Value, Diagnostics>;
    /// The `--var-refs` traversals.
    fn variables(&self, spec: &Path, input: &Path) -> Result<Vec<Traversal>, Diagnostics>;
}

/// Decodes with this library, the way our hcldec program does.
pub struct LibraryDecoder;

/// Runs an hcldec program.
pub struct ProgramDecoder(pub PathBuf);

fn harness(summary: &str, detail: String) -> Diagnostics {
    Diagnostic::error(summary, detail).into()
}

struct Loaded {
    body: BodyRef,
    spec: Spec,
    ctx: Option<EvalContext>,
}

fn load(spec: &Path, input: &Path) -> Result<Loaded, Diagnostics> {
    let (sf, mut diags) = load_spec_file(&spec.to_string_lossy());
    if diags.has_errors() {
        return Err(diags);
    }
    let p = parse_file(&input.to_string_lossy(), &hcl2::limits::Limits::unlimited());
    diags.extend(p.diags);
    if diags.has_errors() {
        return Err(diags);
    }
    let body = p.body.unwrap_or_else(hcl2::body::empty_body);
    let ctx = if sf.variables.is_empty() && sf.functions.is_empty() {
        None
    } else {
        let mut c = EvalContext::new();
        if !sf.variables.is_empty() {
            c.set_variables(Some(sf.variables.clone().into_iter().collect()));
        }
        if !sf.functions.is_empty() {
            c.set_functions(Some(sf.functions.clone()));
        }
        Some(c)
    };
    Ok(Loaded {
        body,
        spec: sf.root,
        ctx,
    })
}

impl Decoder for LibraryDecoder {
    fn transform(&self, spec: &Path, input: &Path) -> Result<Value, Diagnostics> {
        let l = load(spec, input)?;
        let (v, d) = decode(l.body.as_ref(), &l.spec, l.ctx.as_ref());
        if d.has_errors() {
            return Err(d);
        }
        // Round-trip through the program's output form, as the reference
        // harness sees it.
        let text = vjson::marshal_with_type(&v)
            .map_err(|e| harness("Failed to encode result", e.to_string()))?;
        vjson::unmarshal(&text, &Type::Dynamic).map_err(|e| {
            harness(
                "Failed to parse hcldec result",
                format!("Sub-program hcldec produced an invalid result: {e}."),
            )
        })
    }

    fn variables(&self, spec: &Path, input: &Path) -> Result<Vec<Traversal>, Diagnostics> {
        let l = load(spec, input)?;
        Ok(variables(l.body.as_ref(), &l.spec))
    }
}

fn decode_json_diagnostics(src: &[u8]) -> Diagnostics {
    let mut out = Diagnostics::new();
    let v: serde_json::Value = match serde_json::from_slice(src) {
        Ok(v) => v,
        Err(e) => {
            return harness(
                "Failed to parse hcldec diagnostics result",
                format!("Sub-program hcldec produced invalid diagnostics: {e}."),
            )
        }
    };
    let Some(list) = v.get("diagnostics").and_then(|d| d.as_array()) else {
        return out;
    };
    for d in list {
        let sev = if d.get("severity").and_then(|s| s.as_str()) == Some("warning") {
            Severity::Warning
        } else {
            Severity::Error
        };
        let s = |k: &str| {
            d.get(k)
                .and_then(|x| x.as_str())
                .unwrap_or_default()
                .to_string()
        };
        let mut diag = Diagnostic::error(s("summary"), s("detail"));
        diag.severity = sev;
        if let Some(r) = d.get("subject") {
            diag.subject = Some(json_range(r));
        }
        out.push(diag);
    }
    out
}

/// A property of a JSON object read with the crate's reader
/// (`vjson::unmarshal_implied`); absent or null: `None`.
fn field(v: &Value, k: &str) -> Option<Value> {
    v.get_attr(k).ok().filter(|x| !x.is_null())
}

/// A string property (absent: empty).
fn field_str(v: &Value, k: &str) -> String {
    field(v, k)
        .and_then(|x| x.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The elements of a JSON array (a tuple); none for anything else.
fn items(v: Option<&Value>) -> &[Value] {
    match v {
        Some(v) if matches!(v.ty(), Type::Tuple(_)) => v.elements().unwrap_or(&[]),
        _ => &[],
    }
}

fn value_pos(v: Option<&Value>) -> Pos {
    let g = |k: &str| {
        v.and_then(|p| field(p, k))
            .and_then(|n| n.as_number().and_then(|n| n.to_u64()))
            .unwrap_or(0) as usize
    };
    Pos {
        line: g("line"),
        column: g("column"),
        byte: g("byte"),
    }
}

fn value_range(r: Option<&Value>) -> Range {
    Range {
        filename: Arc::from(r.map(|r| field_str(r, "filename")).unwrap_or_default()),
        start: value_pos(r.and_then(|r| field(r, "start")).as_ref()),
        end: value_pos(r.and_then(|r| field(r, "end")).as_ref()),
    }
}

fn json_pos(v: Option<&serde_json::Value>) -> Pos {
    let g = |k: &str| {
        v.and_then(|p| p.get(k))
            .and_then(|x| x.as_u64())
            .unwrap_or(0) as usize
    };
    Pos {
        line: g("line"),
        column: g("column"),
        byte: g("byte"),
    }
}

fn json_range(r: &serde_json::Value) -> Range {
    Range {
        filename: Arc::from(r.get("filename").and_then(|f| f.as_str()).unwrap_or("")),
        start: json_pos(r.get("start")),
        end: json_pos(r.get("end")),
    }
}

impl ProgramDecoder {
    fn run(&self, args: &[String]) -> Result<(bool, Vec<u8>, Vec<u8>), Diagnostics> {
        let out = Command::new(&self.0).args(args).output().map_err(|e| {
            harness(
                "Failed to run hcldec",
                format!("Sub-program hcldec failed to start: {e}."),
            )
        })?;
        Ok((out.status.success(), out.stdout, out.stderr))
    }
}

impl Decoder for ProgramDecoder {
    fn transform(&self, spec: &Path, input: &Path) -> Result<Value, Diagnostics> {
        let (ok, stdout, stderr) = self.run(&[
            format!("--spec={}", spec.display()),
            "--diags=json".into(),
            "--with-type".into(),
            "--keep-nulls".into(),
            input.display().to_string(),
        ])?;
        if !ok {
            return Err(decode_json_diagnostics(&stderr));
        }
        let text = String::from_utf8_lossy(&stdout);
        vjson::unmarshal(text.trim_end(), &Type::Dynamic).map_err(|e| {
            harness(
                "Failed to parse hcldec result",
                format!("Sub-program hcldec produced an invalid result: {e}."),
            )
        })
    }

    fn variables(&self, spec: &Path, input: &Path) -> Result<Vec<Traversal>, Diagnostics> {
        let (ok, stdout, stderr) = self.run(&[
            format!("--spec={}", spec.display()),
            "--diags=json".into(),
            "--var-refs".into(),
            input.display().to_string(),
        ])?;
        if !ok {
            return Err(decode_json_diagnostics(&stderr));
        }
        let bad = |e: String| {
            harness(
                "Failed to parse hcldec result",
                format!("Sub-program hcldec (with --var-refs) produced an invalid result: {e}."),
            )
        };
        // Read once with the crate's own JSON reader, which keeps every digit of an
        // index key (serde_json without its `arbitrary_precision` feature, as in a plain
        // build of this program, rounds a key like 123456789012345678901234 to an f64).
        let all = std::str::from_utf8(&stdout)
            .map_err(|e| bad(e.to_string()))
            .and_then(|s| vjson::unmarshal_implied(s).map_err(|e| bad(e.to_string())))?;
        let mut out = Vec::new();
        for (ti, t) in items(Some(&all)).iter().enumerate() {
            let mut steps = Vec::new();
            for (si, s) in items(field(t, "steps").as_ref()).iter().enumerate() {
                let range = value_range(field(s, "range").as_ref());
                let name = field_str(s, "name").into();
                match field(s, "kind").as_ref().and_then(|k| k.as_str()) {
                    Some("root") => steps.push(Traverser::Root { name, range }),
                    Some("attr") => steps.push(Traverser::Attr { name, range }),
                    Some("index") => {
                        let key = s.get_attr("key").map_err(|_| {
                            bad(format!("traversal {ti} step {si} has no index key"))
                        })?;
                        steps.push(Traverser::Index { key, range });
                    }
                    other => {
                        return Err(bad(format!(
                            "traversal step of unsupported kind {:?}",
                            other.unwrap_or("")
                        )))
                    }
                }
            }
            out.push(Traversal::new(steps));
        }
        Ok(out)
    }
}

// ---- test files ----

struct ExpectTraversal {
    traversal: Traversal,
    range: Range,
}

struct ExpectDiag {
    severity: Severity,
    range: Range,
    decl: Range,
}

struct TestFile {
    result: Option<Value>,
    result_type: Type,
    result_range: Option<Range>,
    checks_traversals: bool,
    traversals: Vec<ExpectTraversal>,
    diags: Vec<ExpectDiag>,
}

fn int_attr(body: &dyn Body, diags: &mut Diagnostics) -> Pos {
    let schema = BodySchema::new()
        .attribute("byte", true)
        .attribute("column", true)
        .attribute("line", true);
    let (c, d) = body.content(&schema);
    diags.extend(d);
    let mut get = |n: &str| -> usize {
        let Some(a) = c.attributes.get(n) else {
            return 0;
        };
        let (v, d) = a.expr.value(None);
        diags.extend(d);
        match convert(&v, &Type::Number)
            .ok()
            .and_then(|v| v.as_number().and_then(|n| n.to_i64()))
        {
            Some(i) if i >= 0 => i as usize,
            _ => {
                diags.push(
                    Diagnostic::error(
                        "Unsuitable value type",
                        "Unsuitable value: a number is required",
                    )
                    .with_subject(a.expr.range()),
                );
                0
            }
        }
    };
    let line = get("line");
    let column = get("column");
    let byte = get("byte");
    Pos { line, column, byte }
}

/// gohcl's decoding of `from { ... } to { ... }` with the rest of the body.
fn decode_range(body: &dyn Body) -> (Range, BodyRef, Diagnostics) {
    let schema = BodySchema::new()
        .block("from", Vec::<&str>::new())
        .block("to", Vec::<&str>::new());
    let (c, rest, mut diags) = body.partial_content(&schema);
    let pos = |name: &str, diags: &mut Diagnostics| -> Pos {
        let blocks: Vec<&Block> = c.blocks_of_type(name).collect();
        match blocks.as_slice() {
            [] => {
                diags.push(
                    Diagnostic::error(
                        format!("Missing {name} block"),
                        format!("A {name} block is required."),
                    )
                    .with_subject(body.missing_item_range()),
                );
                Pos::default()
            }
            [b] => int_attr(b.body.as_ref(), diags),
            [first, second, ..] => {
                diags.push(
                    Diagnostic::error(
                        format!("Duplicate {name} block"),
                        format!(
                            "Only one {name} block is allowed. Another was defined at {}.",
                            hcl2::body::range_string(&first.def_range)
                        ),
                    )
                    .with_subject(second.def_range.clone()),
                );
                Pos::default()
            }
        }
    };
    let start = pos("from", &mut diags);
    let end = pos("to", &mut diags);
    (
        Range {
            filename: Arc::from(""),
            start,
            end,
        },
        rest,
        diags,
    )
}

fn load_test_file(path: &Path) -> Result<TestFile, Diagnostics> {
    let text = std::fs::read(path).map_err(|_| {
        harness(
            "Failed to read file",
            format!(
                "The configuration file {:?} could not be read.",
                path.display()
            ),
        )
    })?;
    let (body, _source, mut diags) = hcl2::loader::parse_native_source(
        &text,
        &path.to_string_lossy(),
        &hcl2::Limits::unlimited(),
    );
    if diags.has_errors() {
        return Err(diags);
    }
    let schema = BodySchema::new()
        .attribute("result", false)
        .attribute("result_type", false)
        .block("traversals", Vec::<&str>::new())
        .block("diagnostics", Vec::<&str>::new());
    let (content, d) = body.content(&schema);
    let bad = d.has_errors();
    diags.extend(d);
    if bad {
        return Err(diags);
    }
    let mut tf = TestFile {
        result: None,
        result_type: Type::Dynamic,
        result_range: None,
        checks_traversals: false,
        traversals: Vec::new(),
        diags: Vec::new(),
    };
    if let Some(a) = content.attributes.get("result_type") {
        let (t, d) = type_constraint(a.expr.as_ref());
        if !d.has_errors() {
            tf.result_type = t;
        }
        diags.extend(d);
    }
    if let Some(a) = content.attributes.get("result") {
        let (v, d) = a.expr.value(None);
        let bad = d.has_errors();
        diags.extend(d);
        if !bad {
            match convert(&v, &tf.result_type) {
                Ok(v) => tf.result = Some(v),
                Err(e) => diags.push(
                    Diagnostic::error(
                        "Invalid result value",
                        format!("The result value does not conform to the given result type: {e}."),
                    )
                    .with_subject(a.expr.range()),
                ),
            }
        }
        tf.result_range = Some(a.expr.range());
    }
    for block in &content.blocks {
        match block.type_name.as_str() {
            "traversals" => {
                if tf.checks_traversals {
                    diags.push(
                        Diagnostic::error(
                            "Duplicate \"traversals\" block",
                            "Only one traversals block is expected.",
                        )
                        .with_subject(block.type_range.clone()),
                    );
                    continue;
                }
                let ts = BodySchema::new().block("expect", Vec::<&str>::new());
                let (c, d) = block.body.content(&ts);
                let bad = d.has_errors();
                diags.extend(d);
                if bad {
                    continue;
                }
                let mut ok = true;
                for e in &c.blocks {
                    let (range, rest, d) = decode_range(e.body.as_ref());
                    diags.extend(d);
                    let es = BodySchema::new()
                        .attribute("ref", true)
                        .block("range", Vec::<&str>::new());
                    let (ec, d) = rest.content(&es);
                    let bad = d.has_errors();
                    diags.extend(d);
                    if bad {
                        ok = false;
                        continue;
                    }
                    match abs_traversal_for_expr(ec.attributes["ref"].expr.as_ref()) {
                        Ok(t) => tf.traversals.push(ExpectTraversal {
                            traversal: t,
                            range,
                        }),
                        Err(d) => {
                            diags.extend(d);
                            ok = false;
                        }
                    }
                }
                if ok {
                    tf.checks_traversals = true;
                }
            }
            "diagnostics" => {
                if !tf.diags.is_empty() {
                    diags.push(
                        Diagnostic::error(
                            "Duplicate \"diagnostics\" block",
                            "Only one diagnostics block is expected.",
                        )
                        .with_subject(block.type_range.clone()),
                    );
                    continue;
                }
                let ds = BodySchema::new()
                    .block("error", Vec::<&str>::new())
                    .block("warning", Vec::<&str>::new());
                let (c, d) = block.body.content(&ds);
                let bad = d.has_errors();
                diags.extend(d);
                if bad {
                    continue;
                }
                if c.blocks.is_empty() {
                    diags.push(
                        Diagnostic::error(
                            "Empty diagnostics block",
                            "If a diagnostics block is present, at least one expectation statement (\"error\" or \"warning\" block) must be included.",
                        )
                        .with_subject(block.type_range.clone()),
                    );
                    continue;
                }
                for e in &c.blocks {
                    let (range, rest, d) = decode_range(e.body.as_ref());
                    diags.extend(d);
                    if diags.has_errors() {
                        continue;
                    }
                    let (_, d) = rest.content(&BodySchema::new());
                    diags.extend(d);
                    tf.diags.push(ExpectDiag {
                        severity: if e.type_name == "warning" {
                            Severity::Warning
                        } else {
                            Severity::Error
                        },
                        range,
                        decl: e.type_range.clone(),
                    });
                }
            }
            _ => {}
        }
    }
    if tf.result.is_some() && !tf.diags.is_empty() {
        diags.push(
            Diagnostic::error(
                "Conflicting spec expectations",
                "This test spec includes expected diagnostics, so it may not also include an expected result.",
            )
            .with_subject(content.attributes["result"].range.clone()),
        );
    }
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(tf)
}

fn traversals_equivalent(a: &Traversal, b: &Traversal) -> bool {
    a.len() == b.len()
        && a.steps().iter().zip(b.steps()).all(|(x, y)| match (x, y) {
            (Traverser::Root { name: n1, .. }, Traverser::Root { name: n2, .. })
            | (Traverser::Attr { name: n1, .. }, Traverser::Attr { name: n2, .. }) => n1 == n2,
            (Traverser::Index { key: k1, .. }, Traverser::Index { key: k2, .. }) => {
                k1.raw_equals(k2)
            }
            _ => false,
        })
}

fn sev_name(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

fn range_desc(r: &Range) -> String {
    format!(
        "from line {} column {} byte {} to line {} column {} byte {}",
        r.start.line, r.start.column, r.start.byte, r.end.line, r.end.column, r.end.byte
    )
}

fn run_input(d: &dyn Decoder, spec: &Path, input: &Path, tf: &TestFile) -> Diagnostics {
    let mut diags = Diagnostics::new();
    let input_name: Arc<str> = Arc::from(input.to_string_lossy().as_ref());
    if tf.checks_traversals {
        match d.variables(spec, input) {
            Err(e) => diags.extend(e),
            Ok(got) => {
                for g in &got {
                    match tf
                        .traversals
                        .iter()
                        .find(|e| traversals_equivalent(&e.traversal, g))
                    {
                        None => diags.push(
                            Diagnostic::error(
                                "Unexpected traversal",
                                "Detected traversal that is not indicated as expected in the test file.",
                            )
                            .with_subject(g.source_range()),
                        ),
                        Some(e) => {
                            let gr = g.source_range();
                            if gr.filename != input_name {
                                diags.push(
                                    Diagnostic::error(
                                        "Incorrect filename in detected traversal",
                                        format!(
                                            "Filename was reported as {:?}, but was expecting {:?}.",
                                            gr.filename, input_name
                                        ),
                                    )
                                    .with_subject(e.traversal.source_range()),
                                );
                                continue;
                            }
                            let mut want = e.range.clone();
                            want.filename = input_name.clone();
                            for (what, gp, wp) in
                                [("start", gr.start, want.start), ("end", gr.end, want.end)]
                            {
                                if gp != wp {
                                    diags.push(
                                        Diagnostic::error(
                                            format!("Incorrect {what} position in detected traversal"),
                                            format!(
                                                "{} position was reported as line {} column {} byte {}, but was expecting line {} column {} byte {}.",
                                                if what == "start" { "Start" } else { "End" },
                                                gp.line, gp.column, gp.byte, wp.line, wp.column, wp.byte
                                            ),
                                        )
                                        .with_subject(want.clone()),
                                    );
                                }
                            }
                        }
                    }
                }
                for e in &tf.traversals {
                    if !got.iter().any(|g| traversals_equivalent(g, &e.traversal)) {
                        diags.push(
                            Diagnostic::error(
                                "Missing expected traversal",
                                "This expected traversal was not detected.",
                            )
                            .with_subject(e.traversal.source_range()),
                        );
                    }
                }
            }
        }
    }
    let result = d.transform(spec, input);
    if tf.diags.is_empty() {
        let val = match result {
            Err(e) => {
                diags.extend(e);
                return diags;
            }
            Ok(v) => v,
        };
        if !val.ty().test_conformance(&tf.result_type).is_empty() {
            diags.push(Diagnostic::error(
                "Incorrect result type",
                format!(
                    "Input file {} produced {}, but was expecting {}.",
                    input.display(),
                    type_string(val.ty()),
                    type_string(&tf.result_type)
                ),
            ));
        }
        if let Some(want) = &tf.result {
            match convert(want, &tf.result_type) {
                Err(e) => {
                    let mut d = Diagnostic::error(
                        "Incorrect type for result value",
                        format!("Result does not conform to the given result type: {e}."),
                    );
                    if let Some(r) = &tf.result_range {
                        d = d.with_subject(r.clone());
                    }
                    diags.push(d);
                }
                Ok(cmp) => {
                    if !val.raw_equals(&cmp) {
                        diags.push(Diagnostic::error(
                            "Incorrect result value",
                            format!(
                                "Input file {} produced {:?}, but was expecting {:?}.",
                                input.display(),
                                val,
                                want
                            ),
                        ));
                    }
                }
            }
        }
    } else {
        let got_diags = match result {
            Err(e) => e,
            Ok(_) => Diagnostics::new(),
        };
        let mut got: Vec<(Severity, Range, Diagnostic)> = Vec::new();
        for g in got_diags {
            match &g.subject {
                Some(r) if r.filename == input_name => {
                    let key = (g.severity, r.clone());
                    if !got.iter().any(|(s, r, _)| (*s, r.clone()) == key) {
                        got.push((key.0, key.1, g));
                    }
                }
                _ => diags.push(g),
            }
        }
        let want: Vec<(Severity, Range, Range)> = tf
            .diags
            .iter()
            .map(|e| {
                let mut r = e.range.clone();
                r.filename = input_name.clone();
                (e.severity, r, e.decl.clone())
            })
            .collect();
        for (s, r, g) in &got {
            if !want.iter().any(|(ws, wr, _)| ws == s && wr == r) {
                diags.push(g.clone());
                diags.push(
                    Diagnostic::error(
                        "Unexpected diagnostic",
                        format!(
                            "No {} diagnostic was expected {}. The unexpected diagnostic was shown above.",
                            sev_name(*s),
                            range_desc(r)
                        ),
                    )
                    .with_subject(r.clone()),
                );
            }
        }
        for (s, r, decl) in &want {
            if !got.iter().any(|(gs, gr, _)| gs == s && gr == r) {
                diags.push(
                    Diagnostic::error(
                        "Missing expected diagnostic",
                        format!(
                            "No {} diagnostic was generated {}.",
                            sev_name(*s),
                            range_desc(r)
                        ),
                    )
                    .with_subject(decl.clone()),
                );
            }
        }
    }
    diags
}

/// The outcome of one test.
#[derive(Debug)]
pub struct TestReport {
    /// The test's path relative to the tests directory, without `.t`.
    pub name: String,
    pub problems: Diagnostics,
}

/// Runs one `.t` test.
pub fn run_test(d: &dyn Decoder, t_path: &Path, name: String) -> TestReport {
    let tf = match load_test_file(t_path) {
        Ok(tf) => tf,
        Err(problems) => return TestReport { name, problems },
    };
    let base = t_path.to_string_lossy();
    let base = &base[..base.len() - 2];
    let spec = PathBuf::from(format!("{base}.hcldec"));
    let native = PathBuf::from(format!("{base}.hcl"));
    let json = PathBuf::from(format!("{base}.hcl.json"));
    let mut problems = Diagnostics::new();
    if !spec.exists() {
        problems.push(Diagnostic::error(
            "Missing .hcldec file",
            format!("No specification file for test {name}."),
        ));
        return TestReport { name, problems };
    }
    if native.exists() {
        problems.extend(run_input(d, &spec, &native, &tf));
    }
    if json.exists() {
        problems.extend(run_input(d, &spec, &json, &tf));
    }
    TestReport { name, problems }
}

/// Runs every test under `dir` (tests of a directory first, sorted, then
/// its subdirectories, sorted; names starting with `.` are skipped).
pub fn run_dir(d: &dyn Decoder, dir: &Path) -> Vec<TestReport> {
    let mut out = Vec::new();
    walk(d, dir, dir, &mut out);
    out
}

fn walk(d: &dyn Decoder, base: &Path, dir: &Path, out: &mut Vec<TestReport>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        out.push(TestReport {
            name: dir.display().to_string(),
            problems: harness(
                "Failed to read test directory",
                format!("The directory {:?} could not be opened.", dir.display()),
            ),
        });
        return;
    };
    let mut tests = Vec::new();
    let mut subdirs = Vec::new();
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let p = e.path();
        if p.is_dir() {
            subdirs.push(name.clone());
        }
        if name.ends_with(".t") {
            tests.push(name);
        }
    }
    tests.sort();
    subdirs.sort();
    for t in tests {
        let p = dir.join(&t);
        let rel = p
            .strip_prefix(base)
            .unwrap_or(&p)
            .to_string_lossy()
            .into_owned();
        let name = rel[..rel.len() - 2].to_string();
        out.push(run_test(d, &p, name));
    }
    for s in subdirs {
        walk(d, base, &dir.join(s), out);
    }
}
