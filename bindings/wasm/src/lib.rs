//! `hcl2-wasm`: the hcl2 crate for JavaScript, through wasm-bindgen.
//!
//! Every export takes strings and returns a string of JSON, which the
//! package's `index.js` parses (one `JSON.parse` is much cheaper than
//! building objects across the boundary). Nothing here panics on any
//! input: every problem is a diagnostic in the result, and the parse and
//! evaluation limits ([`Options`]) bound what an input can cost.
//!
//! - [`check`]: a file's syntax diagnostics (byte, line, column and UTF-16 offsets);
//! - [`format`]: `hcl fmt`;
//! - [`to_json`] / [`from_json`]: `hcl json` and `hcl json --to-hcl`;
//! - [`evaluate`]: one expression, with variables and the standard functions;
//! - [`decode`]: an hcldec spec file applied to a file;
//! - [`parse_cdktf`]: the shape of `@cdktf/hcl2json`'s `parse` ([`cdktf`]).

use hcl2::diagnostic::Diagnostics;
use hcl2::value::{Number, Value};
use hcl2::{EvalContext, Limits, Severity};
use wasm_bindgen::prelude::*;

pub mod cdktf;
mod out;

// talc instead of dlmalloc: the parse allocates many small nodes and strings
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use out::JsonOut;

/// Default input size in the browser: 32 MiB (the native default is 256 MiB).
pub const DEFAULT_MAX_INPUT_BYTES: u64 = 32 << 20;
/// Default nesting: 500 delimiters inside one another. The WebAssembly call
/// stack of a browser is far smaller than a native thread's, and an engine
/// stack overflow is a trap, not a diagnostic, so the default is far below
/// the native 50,000 (the tests hold that twice this depth still does not
/// trap).
pub const DEFAULT_MAX_NESTING: u64 = 500;
/// Default evaluation steps: 2 million (the native default is 10 million),
/// so that a runaway expression ends in about a second.
pub const DEFAULT_MAX_STEPS: u64 = 2_000_000;
/// Default string bytes one evaluation may build: 16 MiB.
pub const DEFAULT_MAX_STRING_BYTES: u64 = 16 << 20;
/// Default elements one evaluation may build: 1 Mi.
pub const DEFAULT_MAX_ELEMENTS: u64 = 1 << 20;
/// Default digits of one number spelled out: 10,000.
pub const DEFAULT_MAX_NUMBER_DIGITS: u64 = 10_000;

/// The limits of one call, from the JSON of the JavaScript options object
/// (`{"maxInputBytes": N, "maxNesting": N, "maxSteps": N, "maxStringBytes": N,
/// "maxElements": N, "maxNumberDigits": N}`); absent fields take the
/// defaults above, an invalid field is an error.
fn limits_from(options: &str) -> Result<Limits, String> {
    let mut l = Limits {
        max_input_bytes: DEFAULT_MAX_INPUT_BYTES,
        max_nesting: DEFAULT_MAX_NESTING,
        max_steps: DEFAULT_MAX_STEPS,
        max_string_bytes: DEFAULT_MAX_STRING_BYTES,
        max_elements: DEFAULT_MAX_ELEMENTS,
        max_number_digits: DEFAULT_MAX_NUMBER_DIGITS,
        ..Limits::default()
    };
    if options.trim().is_empty() {
        return Ok(l);
    }
    let v: serde_json::Value =
        serde_json::from_str(options).map_err(|e| format!("options: {e}"))?;
    let Some(obj) = v.as_object() else {
        return Err("options: expected an object".into());
    };
    for (k, v) in obj {
        let field = match k.as_str() {
            "maxInputBytes" => &mut l.max_input_bytes,
            "maxNesting" => &mut l.max_nesting,
            "maxSteps" => &mut l.max_steps,
            "maxStringBytes" => &mut l.max_string_bytes,
            "maxElements" => &mut l.max_elements,
            "maxNumberDigits" => &mut l.max_number_digits,
            // options of the JavaScript layer (filename, variables, ...)
            _ => continue,
        };
        if v.is_null() {
            continue;
        }
        *field = v
            .as_u64()
            .ok_or_else(|| format!("options.{k}: expected a non-negative integer"))?;
    }
    Ok(l)
}

/// A result: `{"ok":true,"value":...,"diagnostics":[...]}` or `ok:false`.
fn result(value: Option<&str>, diags: &Diagnostics, text: &str) -> String {
    let mut o = JsonOut::with_capacity(value.map_or(64, |v| v.len() + 64));
    o.raw("{\"ok\":");
    o.raw(if value.is_some() && !diags.has_errors() {
        "true"
    } else {
        "false"
    });
    o.raw(",\"value\":");
    o.raw(value.unwrap_or("null"));
    o.raw(",\"diagnostics\":");
    diagnostics_json(&mut o, diags, text);
    o.raw("}");
    o.finish()
}

/// A result that failed before any input was read (bad options).
fn usage_error(msg: &str) -> String {
    let mut d = Diagnostics::new();
    d.push(hcl2::Diagnostic::error("Invalid options", msg.to_string()));
    result(None, &d, "")
}

/// Diagnostics as a JSON array, each with its range's positions and their
/// UTF-16 offsets in `text` (the source the positions point into).
fn diagnostics_json(o: &mut JsonOut, diags: &Diagnostics, text: &str) {
    // the UTF-16 offsets of every byte offset named, in one pass over the text
    let mut bytes: Vec<usize> = Vec::new();
    for d in diags.iter() {
        if let Some(r) = &d.subject {
            bytes.push(r.start.byte);
            bytes.push(r.end.byte);
        }
    }
    let utf16 = utf16_offsets(text, &mut bytes);
    let at = |b: usize| -> usize {
        match bytes.binary_search(&b) {
            Ok(i) => utf16[i],
            Err(_) => 0,
        }
    };
    // `bytes` is sorted by `utf16_offsets`
    o.raw("[");
    for (i, d) in diags.iter().enumerate() {
        if i > 0 {
            o.raw(",");
        }
        o.raw("{\"severity\":");
        o.raw(match d.severity {
            Severity::Error => "\"error\"",
            Severity::Warning => "\"warning\"",
        });
        o.raw(",\"summary\":");
        o.string(&d.summary);
        o.raw(",\"detail\":");
        o.string(&d.detail);
        o.raw(",\"kind\":");
        o.string(d.kind.name());
        match &d.subject {
            None => o.raw(",\"range\":null"),
            Some(r) => {
                o.raw(",\"range\":{\"filename\":");
                o.string(&r.filename);
                for (name, p) in [("start", &r.start), ("end", &r.end)] {
                    o.raw(",\"");
                    o.raw(name);
                    o.raw("\":{\"line\":");
                    o.raw(&p.line.to_string());
                    o.raw(",\"column\":");
                    o.raw(&p.column.to_string());
                    o.raw(",\"byte\":");
                    o.raw(&p.byte.to_string());
                    o.raw(",\"utf16\":");
                    o.raw(&at(p.byte).to_string());
                    o.raw("}");
                }
                o.raw("}");
            }
        }
        o.raw("}");
    }
    o.raw("]");
}

/// Sorts and dedups `bytes` and returns the UTF-16 offset of each in
/// `text` (an offset past the end, or inside a character, counts the
/// characters that start before it).
fn utf16_offsets(text: &str, bytes: &mut Vec<usize>) -> Vec<usize> {
    bytes.sort_unstable();
    bytes.dedup();
    let mut out = Vec::with_capacity(bytes.len());
    let mut units = 0usize;
    let mut chars = text.char_indices().peekable();
    for &b in bytes.iter() {
        while let Some(&(i, c)) = chars.peek() {
            if i >= b {
                break;
            }
            units += c.len_utf16();
            chars.next();
        }
        out.push(units);
    }
    out
}

/// Whether a file name means HCL's JSON syntax (`.json`).
fn is_json_name(filename: &str) -> bool {
    hcl2::loader::is_json_name(filename)
}

/// The syntax diagnostics of `text` (HCL's JSON syntax when `filename`
/// ends in `.json`): `{"ok":bool,"value":null,"diagnostics":[...]}`.
#[wasm_bindgen]
pub fn check(text: &str, filename: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    let (_, diags) =
        hcl2::syntax_diagnostics(text.as_bytes(), filename, is_json_name(filename), &limits);
    let mut o = JsonOut::with_capacity(256);
    o.raw("{\"ok\":");
    o.raw(if diags.has_errors() { "false" } else { "true" });
    o.raw(",\"value\":null,\"diagnostics\":");
    diagnostics_json(&mut o, &diags, text);
    o.raw("}");
    o.finish()
}

/// The file formatted as `hcl fmt` formats it (`value` is the text); a
/// file with syntax errors is not formatted.
#[wasm_bindgen]
pub fn format(text: &str, filename: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    // the parse limits first, as `hcl fmt --max-input-bytes` does
    let (_, diags) = hcl2::syntax_diagnostics(text.as_bytes(), filename, false, &limits);
    if diags.has_errors() {
        return result(None, &diags, text);
    }
    match hcl2::write::format_source(text, filename) {
        Ok(s) => result(Some(&out::quote(&s)), &Diagnostics::new(), text),
        Err(diags) => result(None, &diags, text),
    }
}

/// The file in HCL's JSON syntax, as `hcl json FILE` prints it (`value`
/// is that text).
#[wasm_bindgen]
pub fn to_json(text: &str, filename: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    let (_, diags) = hcl2::syntax_diagnostics(text.as_bytes(), filename, false, &limits);
    if diags.has_errors() {
        return result(None, &diags, text);
    }
    match hcl2::write::json::to_json(text, filename) {
        Ok(s) => result(Some(&out::quote(&s)), &Diagnostics::new(), text),
        Err(diags) => result(None, &diags, text),
    }
}

/// A file in HCL's JSON syntax back in the native syntax, as `hcl json
/// --to-hcl [--spec SPEC]` prints it; `spec_text` (may be empty) is an
/// hcldec spec saying which properties are blocks.
#[wasm_bindgen]
pub fn from_json(text: &str, filename: &str, spec_text: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    let (_, diags) = hcl2::syntax_diagnostics(text.as_bytes(), filename, true, &limits);
    let over: Diagnostics = diags
        .iter()
        .filter(|d| d.kind == hcl2::DiagnosticKind::LimitExceeded)
        .cloned()
        .collect();
    if !over.is_empty() {
        return result(None, &over, text);
    }
    let spec = if spec_text.trim().is_empty() {
        None
    } else {
        let (spec, sd) = load_spec(spec_text, &limits);
        if sd.has_errors() {
            return result(None, &sd, spec_text);
        }
        Some(spec)
    };
    match hcl2::write::json_to_hcl(text, filename, spec.as_ref().map(|s| &s.root)) {
        Ok(s) => result(Some(&out::quote(&s)), &Diagnostics::new(), text),
        Err(diags) => result(None, &diags, text),
    }
}

/// An hcldec spec file from its text, within the parse limits.
fn load_spec(spec_text: &str, limits: &Limits) -> (hcl2::spec::file::SpecFile, Diagnostics) {
    let (_, diags) = hcl2::syntax_diagnostics(spec_text.as_bytes(), "spec.hcldec", false, limits);
    if diags.has_errors() {
        let (spec, _) = hcl2::spec::file::load_spec_source("", "spec.hcldec");
        return (spec, diags);
    }
    hcl2::spec::file::load_spec_source(spec_text, "spec.hcldec")
}

/// Variables from a JSON object (`{"name": value, ...}`, each value with
/// the type JSON implies), into `ctx`.
fn variables_into(ctx: &mut EvalContext, variables: &str) -> Result<(), String> {
    if variables.trim().is_empty() {
        return Ok(());
    }
    let v = hcl2::value::json::unmarshal_implied(variables).map_err(|e| e.to_string())?;
    let Some(attrs) = v.object_attrs() else {
        return Err("variables: expected a JSON object".into());
    };
    let mut map = std::collections::HashMap::new();
    for (k, v) in attrs {
        map.insert(k.clone(), v.clone());
    }
    ctx.set_variables(Some(map.into_iter().collect()));
    Ok(())
}

/// Evaluates one expression with `variables` (a JSON object) and the
/// standard function library: `value` is `{"value": V, "type": T}`, V the
/// value as JSON (numbers a double cannot hold exactly as strings of their
/// exact decimal digits; unknown values as null), T its type in go-cty's
/// JSON type notation.
#[wasm_bindgen]
pub fn evaluate(expr: &str, variables: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    let (e, diags) = hcl2::parse_expression(expr, "<expr>", &limits);
    if diags.has_errors() {
        return result(None, &diags, expr);
    }
    let mut ctx = EvalContext::new()
        .with_functions(hcl2::ext::library::stdlib())
        .with_limits(limits);
    if let Err(msg) = variables_into(&mut ctx, variables) {
        let mut d = Diagnostics::new();
        d.push(hcl2::Diagnostic::error("Invalid variables", msg));
        return result(None, &d, expr);
    }
    let (v, diags) = e.value(Some(&ctx));
    if diags.has_errors() {
        return result(None, &diags, expr);
    }
    let mut o = JsonOut::with_capacity(64);
    o.raw("{\"value\":");
    value_json(&mut o, &v);
    o.raw(",\"type\":");
    match hcl2::value::json::type_to_json(v.ty()) {
        Ok(t) => o.raw(&t),
        Err(_) => o.raw("null"),
    }
    o.raw("}");
    result(Some(&o.finish()), &diags, expr)
}

/// Evaluates one expression against a file's top-level attributes (the
/// playground's expression pane): each attribute of `text` is evaluated
/// with the standard functions and no variables, and those that evaluate
/// without errors are the expression's variables (`region` in the file is
/// `region` in the expression). `value` is as [`evaluate`]'s; the
/// diagnostics of the file's attributes come first.
#[wasm_bindgen]
pub fn evaluate_in(expr: &str, text: &str, filename: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    let (file, diags) =
        hcl2::internal::parser::parse_config_bytes(text.as_bytes(), filename, &limits);
    if diags.has_errors() {
        return result(None, &diags, text);
    }
    let names: Vec<String> = file
        .body
        .attributes
        .iter()
        .map(|a| a.name.name.to_string())
        .collect();
    let (body, _, _) = hcl2::loader::parse_native_source(text.as_bytes(), filename, &limits);
    let mut schema = hcl2::BodySchema::new();
    for n in &names {
        schema = schema.attribute(n.as_str(), false);
    }
    let (content, _, _) = body.partial_content(&schema);
    let file_ctx = EvalContext::new()
        .with_functions(hcl2::ext::library::stdlib())
        .with_limits(limits.clone());
    let mut vars = hcl2::eval::Variables::new();
    for (name, attr) in content.attributes.iter() {
        let (v, d) = attr.expr.value(Some(&file_ctx));
        if !d.has_errors() {
            vars.insert(name.clone(), v);
        }
    }
    let (e, diags) = hcl2::parse_expression(expr, "<expr>", &limits);
    if diags.has_errors() {
        return result(None, &diags, expr);
    }
    let mut ctx = EvalContext::new()
        .with_functions(hcl2::ext::library::stdlib())
        .with_limits(limits);
    ctx.set_variables(Some(vars));
    let (v, diags) = e.value(Some(&ctx));
    if diags.has_errors() {
        return result(None, &diags, expr);
    }
    let mut o = JsonOut::with_capacity(64);
    o.raw("{\"value\":");
    value_json(&mut o, &v);
    o.raw(",\"type\":");
    match hcl2::value::json::type_to_json(v.ty()) {
        Ok(t) => o.raw(&t),
        Err(_) => o.raw("null"),
    }
    o.raw("}");
    result(Some(&o.finish()), &diags, expr)
}

/// A value as plain JSON: numbers a double holds exactly as numbers, the
/// others as strings of their decimal digits; unknown values as null.
fn value_json(o: &mut JsonOut, v: &Value) {
    let v = v.unmarked();
    if !v.is_known() || v.is_null() {
        o.raw("null");
    } else if let Some(b) = v.as_bool() {
        o.raw(if b { "true" } else { "false" });
    } else if let Some(s) = v.as_str() {
        o.string(s);
    } else if let Some(n) = v.as_number() {
        number_json(o, n);
    } else if let Some(entries) = v.map_entries() {
        o.raw("{");
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                o.raw(",");
            }
            o.string(k);
            o.raw(":");
            value_json(o, v);
        }
        o.raw("}");
    } else if let Some(attrs) = v.object_attrs() {
        o.raw("{");
        for (i, (k, v)) in attrs.enumerate() {
            if i > 0 {
                o.raw(",");
            }
            o.string(k);
            o.raw(":");
            value_json(o, v);
        }
        o.raw("}");
    } else if let Some(elems) = v.elements() {
        o.raw("[");
        for (i, v) in elems.iter().enumerate() {
            if i > 0 {
                o.raw(",");
            }
            value_json(o, v);
        }
        o.raw("]");
    } else {
        // capsules have no JSON form
        o.raw("null");
    }
}

/// A number: a JSON number when a double holds it, else its exact decimal
/// text as a string (`9007199254740993` comes back as `"9007199254740993"`).
///
/// "Holds" is judged at the number's own precision: a literal `0.1` is
/// the 512-bit binary fraction nearest 0.1, which no double equals, but
/// its shortest decimal text is `0.1`, which `JSON.parse` reads as the
/// double nearest 0.1, and printing that double gives `0.1` again. So a
/// number is a JSON number when its decimal text survives the round trip
/// through a double (`f64` parse and shortest print), and a string when it
/// does not (too many digits, too large, infinities).
fn number_json(o: &mut JsonOut, n: &Number) {
    let text = n.to_string();
    if double_round_trips(&text) {
        o.raw(&text);
    } else {
        o.string(&text);
    }
}

/// Whether the decimal `text` is read by a double and printed back the same
/// (ignoring the form: `1e+21` and `1000000000000000000000` are the same number).
fn double_round_trips(text: &str) -> bool {
    let Ok(f) = text.parse::<f64>() else {
        return false;
    };
    if !f.is_finite() {
        return false;
    }
    let Some(back) = Number::from_f64(f) else {
        return false;
    };
    match Number::parse(text) {
        Some(exact) => exact.to_string() == back.to_string() || exact.raw_equals(&back),
        None => false,
    }
}

/// Decodes `text` (HCL's JSON syntax when `filename` ends in `.json`)
/// with the hcldec spec `spec_text`, with `variables` (a JSON object):
/// `value` is the decoded value as `hcldec` prints it: null properties left
/// out unless `keep_nulls` (`--keep-nulls`), `{"value":V,"type":T}` with
/// `with_type` (`--with-type`).
#[wasm_bindgen]
pub fn decode(
    text: &str,
    filename: &str,
    spec_text: &str,
    variables: &str,
    keep_nulls: bool,
    with_type: bool,
    options: &str,
) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    let (spec, sd) = load_spec(spec_text, &limits);
    if sd.has_errors() {
        return result(None, &sd, spec_text);
    }
    let json = is_json_name(filename);
    let (body, _, diags) = if json {
        hcl2::loader::parse_json_source(text.as_bytes(), filename, &limits)
    } else {
        hcl2::loader::parse_native_source(text.as_bytes(), filename, &limits)
    };
    if diags.has_errors() {
        return result(None, &diags, text);
    }
    let mut ctx = EvalContext::new();
    let mut vars: std::collections::HashMap<_, _> = spec.variables.clone();
    if !variables.trim().is_empty() {
        match hcl2::value::json::unmarshal_implied(variables) {
            Ok(v) => match v.object_attrs() {
                Some(attrs) => {
                    for (k, v) in attrs {
                        vars.insert(k.clone(), v.clone());
                    }
                }
                None => {
                    let mut d = Diagnostics::new();
                    d.push(hcl2::Diagnostic::error(
                        "Invalid variables",
                        "variables: expected a JSON object".to_string(),
                    ));
                    return result(None, &d, text);
                }
            },
            Err(e) => {
                let mut d = Diagnostics::new();
                d.push(hcl2::Diagnostic::error("Invalid variables", e.to_string()));
                return result(None, &d, text);
            }
        }
    }
    let has_ctx = !vars.is_empty() || !spec.functions.is_empty();
    if !vars.is_empty() {
        ctx.set_variables(Some(vars.into_iter().collect()));
    }
    if !spec.functions.is_empty() {
        ctx.set_functions(Some(spec.functions.clone()));
    }
    let budget = hcl2::limits::SharedBudget::new(limits);
    let (val, dd) = hcl2::limits::metered(Some(&budget), || {
        hcl2::spec::decode(body.as_ref(), &spec.root, has_ctx.then_some(&ctx))
    });
    if dd.has_errors() {
        return result(None, &dd, text);
    }
    let out = hcl2::limits::metered(Some(&budget), || {
        hcl2::function::lib::check_spelled(&val)
            .map_err(|e| e.to_string())
            .and_then(|()| {
                let want = if with_type {
                    hcl2::Type::Dynamic
                } else {
                    val.ty().clone()
                };
                hcl2::value::json::marshal(&val, &want).map_err(|e| e.to_string())
            })
            .and_then(|j| match hcl2::limits::exceeded() {
                Some(e) => Err(e.to_string()),
                None => Ok(j),
            })
    });
    match out {
        Ok(j) => {
            let j = if keep_nulls {
                j
            } else {
                hcl2::spec::strip_null_properties(&j)
            };
            result(Some(&j), &dd, text)
        }
        Err(msg) => {
            let mut d = dd;
            d.push(hcl2::Diagnostic::error(
                "Value cannot be written as JSON",
                msg,
            ));
            result(None, &d, text)
        }
    }
}

/// `@cdktf/hcl2json`'s `parse(filename, text)`: `value` is the JSON text
/// of its result ([`cdktf`] describes the shape); a file with syntax errors,
/// or one that the shape cannot hold, is an error.
#[wasm_bindgen]
pub fn parse_cdktf(filename: &str, text: &str, options: &str) -> String {
    let limits = match limits_from(options) {
        Ok(l) => l,
        Err(e) => return usage_error(&e),
    };
    match cdktf::parse(text, filename, &limits) {
        Ok(json) => result(Some(&json), &Diagnostics::new(), text),
        Err(diags) => result(None, &diags, text),
    }
}

/// The version of this package's crate and of the hcl2 crate under it.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
