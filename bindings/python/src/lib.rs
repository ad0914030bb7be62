//! `hcl2rs._hcl2rs`: the native half of the `hcl2rs` Python package.
//!
//! The Python half (`python/hcl2rs/__init__.py`) holds `SerializationOptions`,
//! `load` and the documentation; everything that touches HCL is here, over
//! the `hcl2` crate. Parsing and the dict-shape walk run without the GIL.
//!
//! The public API serves everything but `loads`: python-hcl2's dict shape
//! re-renders expressions (operators, traversal steps, literal source text,
//! comment positions), so [`shape`] walks the crate's syntax tree through
//! its doc-hidden `hcl2::internal` module (`ast`, and the parser's
//! `parse_config_bytes`) and finds comments with the public
//! `hcl2::write::token::lex_tokens`. A change to that tree shows up here at
//! compile time and in the differential test.

#![deny(unsafe_code)]

pub mod shape;

use hcl2::diagnostic::render::{render, Files};
use hcl2::diagnostic::SourceFile;
use hcl2::internal::parser::parse_config_bytes;
use hcl2::value::Value;
use hcl2::{Diagnostics, EvalContext, Limits, Number, Severity};
use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use shape::{Options, Out};
use std::sync::Arc;

create_exception!(
    hcl2rs,
    HCLError,
    PyValueError,
    "Invalid HCL, or an error evaluating it. `.diagnostics` lists the Diagnostic objects; str(err) is the rendered report."
);

/// Default limits for the Python API: large enough for any real
/// configuration, small enough that hostile input is refused quickly.
const DEFAULT_MAX_INPUT_BYTES: u64 = 64 << 20;
const DEFAULT_MAX_NESTING: u64 = 10_000;

/// One diagnostic: severity, summary, detail and where.
#[pyclass(frozen, get_all, module = "hcl2rs")]
#[derive(Clone)]
struct Diagnostic {
    /// "error" or "warning".
    severity: String,
    summary: String,
    detail: String,
    filename: Option<String>,
    start_line: Option<usize>,
    start_column: Option<usize>,
    start_byte: Option<usize>,
    end_line: Option<usize>,
    end_column: Option<usize>,
    end_byte: Option<usize>,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "Diagnostic({}, {:?}, {}:{}:{})",
            self.severity,
            self.summary,
            self.filename.as_deref().unwrap_or("?"),
            self.start_line.unwrap_or(0),
            self.start_column.unwrap_or(0)
        )
    }
}

fn diag_objects(diags: &Diagnostics) -> Vec<Diagnostic> {
    diags
        .iter()
        .map(|d| {
            let r = d.subject.as_ref();
            Diagnostic {
                severity: match d.severity {
                    Severity::Error => "error",
                    _ => "warning",
                }
                .into(),
                summary: d.summary.clone(),
                detail: d.detail.clone(),
                filename: r.map(|r| r.filename.to_string()),
                start_line: r.map(|r| r.start.line),
                start_column: r.map(|r| r.start.column),
                start_byte: r.map(|r| r.start.byte),
                end_line: r.map(|r| r.end.line),
                end_column: r.map(|r| r.end.column),
                end_byte: r.map(|r| r.end.byte),
            }
        })
        .collect()
}

/// An `HCLError` for `diags`, rendered with the sources in `files`.
fn hcl_error(py: Python<'_>, diags: &Diagnostics, sources: &[Arc<SourceFile>]) -> PyErr {
    let mut files = Files::new();
    for s in sources {
        files.add(s.clone());
    }
    let text = render(diags, &files, false);
    let text = if text.trim().is_empty() {
        diags.to_string()
    } else {
        text.trim_end().to_string()
    };
    let err = HCLError::new_err(text);
    let list: Vec<Py<Diagnostic>> = diag_objects(diags)
        .into_iter()
        .filter_map(|d| Py::new(py, d).ok())
        .collect();
    if let Ok(l) = PyList::new(py, list) {
        let _ = err.value(py).setattr("diagnostics", l);
    }
    err
}

fn limits(max_input_bytes: Option<u64>, max_nesting: Option<u64>) -> Limits {
    Limits {
        max_input_bytes: max_input_bytes.unwrap_or(DEFAULT_MAX_INPUT_BYTES),
        max_nesting: max_nesting.unwrap_or(DEFAULT_MAX_NESTING),
        ..Limits::default()
    }
}

/// Parses `text` (native syntax) within `limits`, without the GIL.
fn parse_file(
    py: Python<'_>,
    text: &str,
    filename: &str,
    limits: &Limits,
) -> PyResult<hcl2::internal::ast::File> {
    let (file, diags) = py.allow_threads(|| parse_config_bytes(text.as_bytes(), filename, limits));
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, std::slice::from_ref(&file.source)));
    }
    Ok(file)
}

/// python-hcl2's `loads`: the body of `text` as python-hcl2 8.x shapes it.
#[pyfunction]
#[pyo3(signature = (text, options, filename="<input>", max_input_bytes=None, max_nesting=None))]
fn _loads(
    py: Python<'_>,
    text: &str,
    options: (bool, bool, bool, bool, bool, bool, bool, bool, bool),
    filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
) -> PyResult<PyObject> {
    let o = Options {
        with_comments: options.0,
        with_meta: options.1,
        wrap_objects: options.2,
        wrap_tuples: options.3,
        explicit_blocks: options.4,
        preserve_heredocs: options.5,
        force_operation_parentheses: options.6,
        preserve_scientific_notation: options.7,
        strip_string_quotes: options.8,
    };
    let lim = limits(max_input_bytes, max_nesting);
    let file = parse_file(py, text, filename, &lim)?;
    let out = py.allow_threads(|| {
        let out = shape::shape_file(text, &file.body, o);
        drop(file);
        out
    });
    let obj = to_py(py, &out);
    py.allow_threads(move || drop(out));
    obj
}

fn to_py(py: Python<'_>, v: &Out) -> PyResult<PyObject> {
    stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || {
        Ok(match v {
            Out::Null => py.None(),
            Out::Bool(b) => PyBool::new(py, *b).to_owned().into_any().unbind(),
            Out::Int(i) => i.into_pyobject(py)?.into_any().unbind(),
            Out::BigInt(s) => py
                .get_type::<PyInt>()
                .call1((s.as_str(),))?
                .into_any()
                .unbind(),
            Out::Float(f) => PyFloat::new(py, *f).into_any().unbind(),
            Out::Str(s) => PyString::new(py, s).into_any().unbind(),
            Out::List(l) => {
                let items = l
                    .iter()
                    .map(|x| to_py(py, x))
                    .collect::<PyResult<Vec<_>>>()?;
                PyList::new(py, items)?.into_any().unbind()
            }
            Out::Dict(d) => {
                let dict = PyDict::new(py);
                for (k, x) in &d.items {
                    dict.set_item(k, to_py(py, x)?)?;
                }
                dict.into_any().unbind()
            }
        })
    })
}

/// A source range: file name, and 1-based line and column (columns count
/// grapheme clusters) and 0-based byte offset of its start and end.
#[pyclass(frozen, get_all, module = "hcl2rs")]
#[derive(Clone)]
struct Range {
    filename: String,
    start_line: usize,
    start_column: usize,
    start_byte: usize,
    end_line: usize,
    end_column: usize,
    end_byte: usize,
}

#[pymethods]
impl Range {
    fn __repr__(&self) -> String {
        format!(
            "Range({}:{}:{}-{}:{})",
            self.filename, self.start_line, self.start_column, self.end_line, self.end_column
        )
    }
}

/// An attribute: `name = expression`.
#[pyclass(frozen, get_all, module = "hcl2rs")]
struct Attribute {
    name: String,
    /// The expression's source text.
    expr: String,
    /// The whole attribute, from its name to the end of the expression.
    range: Py<Range>,
    /// The expression alone.
    expr_range: Py<Range>,
}

#[pymethods]
impl Attribute {
    fn __repr__(&self) -> String {
        format!("Attribute({} = {})", self.name, self.expr)
    }
}

/// A block: `type "label" ... { body }`.
#[pyclass(frozen, get_all, module = "hcl2rs")]
struct Block {
    #[pyo3(name = "type")]
    ty: String,
    labels: Vec<String>,
    body: Py<Body>,
    range: Py<Range>,
}

#[pymethods]
impl Block {
    fn __repr__(&self) -> String {
        format!("Block({} {:?})", self.ty, self.labels)
    }
}

/// A body: its attributes and blocks, each in source order.
#[pyclass(frozen, get_all, module = "hcl2rs")]
struct Body {
    attributes: Vec<Py<Attribute>>,
    blocks: Vec<Py<Block>>,
    range: Py<Range>,
}

#[pymethods]
impl Body {
    fn __repr__(&self) -> String {
        format!(
            "Body({} attributes, {} blocks)",
            self.attributes.len(),
            self.blocks.len()
        )
    }
}

struct Walk<'a> {
    src: &'a SourceFile,
    text: &'a str,
}

impl Walk<'_> {
    fn range(&self, py: Python<'_>, lo: u32, hi: u32) -> PyResult<Py<Range>> {
        let r = self.src.range(hcl2::diagnostic::Span::new(lo, hi));
        Py::new(
            py,
            Range {
                filename: r.filename.to_string(),
                start_line: r.start.line,
                start_column: r.start.column,
                start_byte: r.start.byte,
                end_line: r.end.line,
                end_column: r.end.column,
                end_byte: r.end.byte,
            },
        )
    }

    fn body(&self, py: Python<'_>, b: &hcl2::internal::ast::Body) -> PyResult<Py<Body>> {
        let mut attributes = Vec::new();
        for a in b.attributes.iter() {
            let e = &a.expr.span;
            attributes.push(Py::new(
                py,
                Attribute {
                    name: a.name.name.to_string(),
                    expr: self
                        .text
                        .get(e.lo as usize..e.hi as usize)
                        .unwrap_or("")
                        .to_string(),
                    range: self.range(py, a.span.lo, a.span.hi.max(e.hi))?,
                    expr_range: self.range(py, e.lo, e.hi)?,
                },
            )?);
        }
        let mut blocks = Vec::new();
        for bl in b.blocks.iter() {
            blocks.push(Py::new(
                py,
                Block {
                    ty: bl.ty.name.to_string(),
                    labels: bl.labels.iter().map(|l| l.value.to_string()).collect(),
                    body: self.body(py, &bl.body)?,
                    range: self.range(py, bl.ty.span.lo, bl.close_brace.hi)?,
                },
            )?);
        }
        Py::new(
            py,
            Body {
                attributes,
                blocks,
                range: self.range(py, b.span.lo, b.span.hi)?,
            },
        )
    }
}

/// Parses a configuration in the native syntax into a walkable body.
#[pyfunction]
#[pyo3(signature = (text, filename="<input>", *, max_input_bytes=None, max_nesting=None))]
fn parse(
    py: Python<'_>,
    text: &str,
    filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
) -> PyResult<Py<Body>> {
    let lim = limits(max_input_bytes, max_nesting);
    let file = parse_file(py, text, filename, &lim)?;
    let w = Walk {
        src: &file.source,
        text,
    };
    w.body(py, &file.body)
}

/// The sentinel for values that are not known (an unknown variable, or a
/// function of one).
#[pyclass(frozen, module = "hcl2rs")]
struct Unknown;

#[pymethods]
impl Unknown {
    fn __repr__(&self) -> &'static str {
        "hcl2rs.UNKNOWN"
    }
    fn __bool__(&self) -> PyResult<bool> {
        Err(PyTypeError::new_err(
            "an unknown HCL value has no truth value",
        ))
    }
}

fn value_to_py(py: Python<'_>, v: &Value, unknown: &PyObject) -> PyResult<PyObject> {
    stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || {
        let v = v.unmarked();
        if !v.is_known() {
            return Ok(unknown.clone_ref(py));
        }
        if v.is_null() {
            return Ok(py.None());
        }
        if let Some(b) = v.as_bool() {
            return Ok(PyBool::new(py, b).to_owned().into_any().unbind());
        }
        if let Some(s) = v.as_str() {
            return Ok(PyString::new(py, s).into_any().unbind());
        }
        if let Some(n) = v.as_number() {
            return number_to_py(py, n);
        }
        if let Some(entries) = v.map_entries() {
            let d = PyDict::new(py);
            for (k, e) in entries {
                d.set_item(k.as_str(), value_to_py(py, e, unknown)?)?;
            }
            return Ok(d.into_any().unbind());
        }
        if let Some(attrs) = v.object_attrs() {
            let d = PyDict::new(py);
            for (k, e) in attrs {
                d.set_item(k.as_str(), value_to_py(py, e, unknown)?)?;
            }
            return Ok(d.into_any().unbind());
        }
        if let Some(es) = v.elements() {
            let items = es
                .iter()
                .map(|e| value_to_py(py, e, unknown))
                .collect::<PyResult<Vec<_>>>()?;
            return Ok(PyList::new(py, items)?.into_any().unbind());
        }
        if v.can_iterate_elements() {
            let items = v
                .element_iter()
                .map(|(_, e)| value_to_py(py, e, unknown))
                .collect::<PyResult<Vec<_>>>()?;
            return Ok(PyList::new(py, items)?.into_any().unbind());
        }
        Err(PyTypeError::new_err(format!(
            "a value of type {} has no Python form",
            v.ty()
        )))
    })
}

/// A number: `int` when whole, `float` when a float holds it exactly,
/// `decimal.Decimal` (the shortest decimal that reads back as the same
/// number) otherwise.
fn number_to_py(py: Python<'_>, n: &Number) -> PyResult<PyObject> {
    if n.is_infinite() {
        let f = if n.is_sign_negative() {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        return Ok(PyFloat::new(py, f).into_any().unbind());
    }
    if n.is_integer() {
        if let Some(i) = n.to_i64() {
            return Ok(i.into_pyobject(py)?.into_any().unbind());
        }
        if let Some(b) = n.to_big_int() {
            return Ok(py
                .get_type::<PyInt>()
                .call1((b.to_string(),))?
                .into_any()
                .unbind());
        }
    }
    let f = n.to_f64();
    // exact when the difference from the float is zero (the arithmetic is
    // at the number's own precision, 512 bits for literals)
    let exact = Number::from_f64(f)
        .and_then(|m| n.sub(&m).ok())
        .is_some_and(|d| d.is_zero());
    if exact {
        return Ok(PyFloat::new(py, f).into_any().unbind());
    }
    let text = hcl2::write::json::json_number(n)
        .map(|j| j.to_string())
        .unwrap_or_else(|| n.to_go_string());
    let decimal = py.import("decimal")?.getattr("Decimal")?;
    Ok(decimal.call1((text,))?.into_any().unbind())
}

fn py_to_value(obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    stacker::maybe_grow(64 * 1024, 2 * 1024 * 1024, || {
        if obj.is_none() {
            return Ok(Value::null(hcl2::Type::Dynamic));
        }
        if let Ok(b) = obj.downcast::<PyBool>() {
            return Ok(Value::bool(b.is_true()));
        }
        if obj.is_instance_of::<PyInt>() {
            if let Ok(i) = obj.extract::<i64>() {
                return Ok(Value::number(Number::from_i64(i)));
            }
            let s = obj.str()?.to_string();
            return Number::parse(&s)
                .map(Value::number)
                .ok_or_else(|| PyValueError::new_err(format!("cannot convert {s} to a number")));
        }
        if let Ok(f) = obj.downcast::<PyFloat>() {
            return Number::from_f64(f.value())
                .map(Value::number)
                .ok_or_else(|| PyValueError::new_err("NaN is not an HCL number"));
        }
        if let Ok(s) = obj.downcast::<PyString>() {
            return Ok(Value::string(s.to_cow()?.into_owned()));
        }
        if let Ok(d) = obj.downcast::<PyDict>() {
            let mut attrs = Vec::new();
            for (k, v) in d.iter() {
                let k: String = k
                    .extract()
                    .map_err(|_| PyTypeError::new_err("object keys must be strings"))?;
                attrs.push((k, py_to_value(&v)?));
            }
            return Ok(Value::object(attrs));
        }
        if obj.downcast::<PyList>().is_ok() || obj.downcast::<PyTuple>().is_ok() {
            let items = obj
                .try_iter()?
                .map(|x| py_to_value(&x?))
                .collect::<PyResult<Vec<_>>>()?;
            return Ok(Value::tuple(items));
        }
        let decimal = obj.py().import("decimal")?.getattr("Decimal")?;
        if obj.is_instance(&decimal)? {
            let s = obj.str()?.to_string();
            return Number::parse(&s)
                .map(Value::number)
                .ok_or_else(|| PyValueError::new_err(format!("cannot convert {s} to a number")));
        }
        if obj.is(&obj.py().import("hcl2rs._hcl2rs")?.getattr("UNKNOWN")?) {
            return Ok(Value::dynamic());
        }
        Err(PyTypeError::new_err(format!(
            "cannot convert {} to an HCL value",
            obj.get_type().name()?
        )))
    })
}

/// Evaluates one expression.
#[pyfunction]
#[pyo3(signature = (expr, variables=None, functions="stdlib", *, filename="<expr>", max_input_bytes=None, max_nesting=None, max_steps=None, max_string_bytes=None, max_elements=None))]
#[allow(clippy::too_many_arguments)]
fn evaluate(
    py: Python<'_>,
    expr: &str,
    variables: Option<&Bound<'_, PyDict>>,
    functions: Option<&str>,
    filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
    max_steps: Option<u64>,
    max_string_bytes: Option<u64>,
    max_elements: Option<u64>,
) -> PyResult<PyObject> {
    let mut lim = limits(max_input_bytes, max_nesting);
    if let Some(s) = max_steps {
        lim.max_steps = s;
    }
    if let Some(s) = max_string_bytes {
        lim.max_string_bytes = s;
    }
    if let Some(s) = max_elements {
        lim.max_elements = s;
    }
    let mut ctx = EvalContext::new().with_limits(lim.clone());
    match functions {
        Some("stdlib") => ctx = ctx.with_functions(hcl2::ext::library::stdlib()),
        Some("none") | None => {}
        Some(other) => {
            return Err(PyValueError::new_err(format!(
                "functions must be 'stdlib' or None, not {other:?}"
            )))
        }
    }
    if let Some(vars) = variables {
        for (k, v) in vars.iter() {
            let k: String = k
                .extract()
                .map_err(|_| PyTypeError::new_err("variable names must be strings"))?;
            ctx = ctx.with_variable(k, py_to_value(&v)?);
        }
    }
    let (e, diags, src) = py.allow_threads(|| {
        let (e, diags) = hcl2::parse_expression(expr, filename, &lim);
        (e, diags, Arc::new(SourceFile::new(filename, expr)))
    });
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, &[src]));
    }
    let (v, diags) = py.allow_threads(|| e.value(Some(&ctx)));
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, &[src]));
    }
    let unknown = py.import("hcl2rs._hcl2rs")?.getattr("UNKNOWN")?.unbind();
    value_to_py(py, &v, &unknown)
}

/// Checks the syntax of `text` within the limits (native syntax), without the GIL.
fn check_native(py: Python<'_>, text: &str, filename: &str, lim: &Limits) -> PyResult<()> {
    parse_file(py, text, filename, lim).map(drop)
}

/// Formats a configuration as `hcl fmt` (and the reference's hclfmt) does.
#[pyfunction]
#[pyo3(signature = (text, *, filename="<input>", max_input_bytes=None, max_nesting=None))]
fn format(
    py: Python<'_>,
    text: &str,
    filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
) -> PyResult<String> {
    check_native(py, text, filename, &limits(max_input_bytes, max_nesting))?;
    Ok(py.allow_threads(|| hcl2::write::format_unchecked(text)))
}

/// A native-syntax configuration as HCL's JSON syntax (as `hcl json`).
#[pyfunction]
#[pyo3(signature = (text, filename="<input>", *, max_input_bytes=None, max_nesting=None))]
fn to_json(
    py: Python<'_>,
    text: &str,
    filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
) -> PyResult<String> {
    check_native(py, text, filename, &limits(max_input_bytes, max_nesting))?;
    let r = py.allow_threads(|| hcl2::write::json::to_json(text, filename));
    r.map_err(|d| hcl_error(py, &d, &[Arc::new(SourceFile::new(filename, text))]))
}

/// A configuration in HCL's JSON syntax as native syntax.
#[pyfunction]
#[pyo3(signature = (text, filename="<input.json>", *, max_input_bytes=None, max_nesting=None))]
fn from_json(
    py: Python<'_>,
    text: &str,
    filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
) -> PyResult<String> {
    let lim = limits(max_input_bytes, max_nesting);
    let (_, source, diags) =
        py.allow_threads(|| hcl2::loader::parse_json_source(text.as_bytes(), filename, &lim));
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, &[source]));
    }
    let r = py.allow_threads(|| hcl2::write::json_to_hcl(text, filename, None));
    r.map_err(|d| hcl_error(py, &d, &[source]))
}

/// Decodes a configuration with an hcldec spec (the spec file's text).
#[pyfunction]
#[pyo3(signature = (text, spec, filename="<input>", *, spec_filename="<spec>", max_input_bytes=None, max_nesting=None))]
fn decode(
    py: Python<'_>,
    text: &str,
    spec: &str,
    filename: &str,
    spec_filename: &str,
    max_input_bytes: Option<u64>,
    max_nesting: Option<u64>,
) -> PyResult<PyObject> {
    let lim = limits(max_input_bytes, max_nesting);
    let (sf, diags) = py.allow_threads(|| hcl2::spec::file::load_spec_source(spec, spec_filename));
    let spec_src = Arc::new(SourceFile::new(spec_filename, spec));
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, &[spec_src]));
    }
    let (body, source, diags) =
        py.allow_threads(|| hcl2::loader::parse_native_source(text.as_bytes(), filename, &lim));
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, &[source]));
    }
    let (v, diags) = py.allow_threads(|| {
        let mut ctx = EvalContext::new()
            .with_functions(hcl2::ext::library::stdlib())
            .with_limits(lim.clone());
        for (k, v) in &sf.variables {
            ctx = ctx.with_variable(k.clone(), v.clone());
        }
        hcl2::spec::decode(&*body, &sf.root, Some(&ctx))
    });
    if diags.has_errors() {
        return Err(hcl_error(py, &diags, &[source, spec_src]));
    }
    let unknown = py.import("hcl2rs._hcl2rs")?.getattr("UNKNOWN")?.unbind();
    value_to_py(py, &v, &unknown)
}

#[pymodule]
fn _hcl2rs(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("HCLError", py.get_type::<HCLError>())?;
    m.add_class::<Diagnostic>()?;
    m.add_class::<Range>()?;
    m.add_class::<Attribute>()?;
    m.add_class::<Block>()?;
    m.add_class::<Body>()?;
    m.add_class::<Unknown>()?;
    m.add("UNKNOWN", Py::new(py, Unknown)?)?;
    m.add("DEFAULT_MAX_INPUT_BYTES", DEFAULT_MAX_INPUT_BYTES)?;
    m.add("DEFAULT_MAX_NESTING", DEFAULT_MAX_NESTING)?;
    m.add_function(wrap_pyfunction!(_loads, m)?)?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate, m)?)?;
    m.add_function(wrap_pyfunction!(format, m)?)?;
    m.add_function(wrap_pyfunction!(to_json, m)?)?;
    m.add_function(wrap_pyfunction!(from_json, m)?)?;
    m.add_function(wrap_pyfunction!(decode, m)?)?;
    Ok(())
}
