//! Regular expression functions (go-cty `stdlib/regexp.go`,
//! `string_replace.go`): regex, regexall, regex_replace. Patterns use Go's
//! RE2 syntax; the `regex` crate implements the same language, with the
//! Perl classes (`\d`, `\w`, `\s`, `\b`) made ASCII-only as in Go.

use super::{param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{Type, Value};
use smol_str::SmolStr;

/// A syntax error with Go's error code and the offending expression.
pub(crate) struct SyntaxError {
    code: &'static str,
    expr: String,
}

/// Compile errors: Go syntax errors, or others (reported by message).
pub(crate) enum CompileError {
    Syntax(SyntaxError),
    Other(String),
}

impl CompileError {
    /// Go's `regexp.Compile` error text.
    pub(crate) fn go_text(&self) -> String {
        match self {
            CompileError::Syntax(e) => format!("error parsing regexp: {}: `{}`", e.code, e.expr),
            CompileError::Other(m) => format!("error parsing regexp: {m}"),
        }
    }
}

/// Checks the errors Go's parser reports most often, with its codes.
fn check_syntax(p: &str) -> Result<(), SyntaxError> {
    let b = p.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    // Whether the previous item can take a repetition operator, and
    // whether it is itself a repetition.
    let mut can_repeat = false;
    let mut last_rep: Option<usize> = None;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\\' => {
                if i + 1 >= b.len() {
                    return Err(SyntaxError {
                        code: "trailing backslash at end of expression",
                        expr: String::new(),
                    });
                }
                let n = b[i + 1];
                if n == b'p' || n == b'P' {
                    if b.get(i + 2) == Some(&b'{') {
                        match p[i..].find('}') {
                            Some(j) => i += j + 1,
                            None => i = b.len(),
                        }
                    } else {
                        i += 3;
                    }
                } else if n == b'Q' {
                    match p[i + 2..].find("\\E") {
                        Some(j) => i += 2 + j + 2,
                        None => i = b.len(),
                    }
                } else {
                    let ch_len = p[i + 1..].chars().next().map(|c| c.len_utf8()).unwrap_or(1);
                    i += 1 + ch_len;
                }
                can_repeat = true;
                last_rep = None;
                continue;
            }
            b'[' => {
                let start = i;
                let mut j = i + 1;
                if b.get(j) == Some(&b'^') {
                    j += 1;
                }
                if b.get(j) == Some(&b']') {
                    j += 1;
                }
                let mut closed = false;
                while j < b.len() {
                    match b[j] {
                        b'\\' => j += 2,
                        b'[' if b.get(j + 1) == Some(&b':') => match p[j + 2..].find(":]") {
                            Some(k) => j += 2 + k + 2,
                            None => j += 1,
                        },
                        b']' => {
                            closed = true;
                            break;
                        }
                        _ => j += 1,
                    }
                }
                if !closed {
                    return Err(SyntaxError {
                        code: "missing closing ]",
                        expr: p[start..].to_string(),
                    });
                }
                i = j + 1;
                can_repeat = true;
                last_rep = None;
                continue;
            }
            b'(' => {
                depth += 1;
                can_repeat = false;
                last_rep = None;
                if b.get(i + 1) == Some(&b'?') {
                    // group flags or a name: skip to its end
                    let mut j = i + 2;
                    while j < b.len() && !matches!(b[j], b')' | b':' | b'>') {
                        j += 1;
                    }
                    if b.get(j) == Some(&b')') {
                        // a flag group "(?i)" closes here
                        depth -= 1;
                    }
                    i = j + 1;
                    continue;
                }
            }
            b')' => {
                if depth == 0 {
                    return Err(SyntaxError {
                        code: "unexpected )",
                        expr: p.to_string(),
                    });
                }
                depth -= 1;
                can_repeat = true;
                last_rep = None;
            }
            b'|' => {
                can_repeat = false;
                last_rep = None;
            }
            b'*' | b'+' | b'?' => {
                let mut end = i + 1;
                if b.get(end) == Some(&b'?') {
                    end += 1;
                }
                if let Some(s) = last_rep {
                    return Err(SyntaxError {
                        code: "invalid nested repetition operator",
                        expr: p[s..end].to_string(),
                    });
                }
                if !can_repeat {
                    return Err(SyntaxError {
                        code: "missing argument to repetition operator",
                        expr: p[i..end].to_string(),
                    });
                }
                last_rep = Some(i);
                i = end;
                continue;
            }
            _ => {
                can_repeat = true;
                last_rep = None;
            }
        }
        i += p[i..].chars().next().map(|c| c.len_utf8()).unwrap_or(1);
    }
    if depth > 0 {
        return Err(SyntaxError {
            code: "missing closing )",
            expr: p.to_string(),
        });
    }
    Ok(())
}

/// Rewrites Go's ASCII-only Perl classes for the `regex` crate.
fn translate(p: &str) -> String {
    let mut out = String::with_capacity(p.len() + 8);
    let mut chars = p.chars().peekable();
    let mut in_class = false;
    let mut class_start = false;
    while let Some(c) = chars.next() {
        if c == '\\' {
            let Some(n) = chars.next() else {
                out.push(c);
                break;
            };
            let rep: Option<&str> = match (n, in_class) {
                ('d', false) => Some("[0-9]"),
                ('D', false) => Some("[^0-9]"),
                ('w', false) => Some("[0-9A-Za-z_]"),
                ('W', false) => Some("[^0-9A-Za-z_]"),
                ('s', false) => Some("[\\t\\n\\f\\r ]"),
                ('S', false) => Some("[^\\t\\n\\f\\r ]"),
                ('b', false) => Some("(?-u:\\b)"),
                ('B', false) => Some("(?-u:\\B)"),
                ('d', true) => Some("0-9"),
                ('w', true) => Some("0-9A-Za-z_"),
                ('s', true) => Some("\\t\\n\\f\\r "),
                ('D', true) => Some("[^0-9]"),
                ('W', true) => Some("[^0-9A-Za-z_]"),
                ('S', true) => Some("[^\\t\\n\\f\\r ]"),
                _ => None,
            };
            match rep {
                Some(r) => out.push_str(r),
                None => {
                    out.push('\\');
                    out.push(n);
                }
            }
            class_start = false;
            continue;
        }
        if in_class {
            if c == '[' && chars.peek() == Some(&':') {
                // POSIX class: copy through ":]".
                out.push(c);
                for d in chars.by_ref() {
                    out.push(d);
                    if d == ']' {
                        break;
                    }
                }
                class_start = false;
                continue;
            }
            if c == '[' {
                out.push_str("\\[");
                class_start = false;
                continue;
            }
            if c == ']' && !class_start {
                in_class = false;
            }
            if c == '^' && class_start {
                out.push(c);
                continue;
            }
            out.push(c);
            class_start = false;
            continue;
        }
        if c == '[' {
            in_class = true;
            class_start = true;
        }
        out.push(c);
    }
    out
}

/// Compiles a Go regexp.
pub(crate) fn compile(p: &str) -> Result<regex::Regex, CompileError> {
    check_syntax(p).map_err(CompileError::Syntax)?;
    regex::RegexBuilder::new(&translate(p))
        .size_limit(1 << 24)
        .build()
        .map_err(|e| {
            let s = e.to_string();
            let last = s.lines().last().unwrap_or("").trim();
            let last = last.strip_prefix("error: ").unwrap_or(last);
            CompileError::Other(last.to_string())
        })
}

/// go-cty `regexPatternResultType`.
fn pattern_result_type(p: &str) -> Result<(Type, regex::Regex), String> {
    let re = match compile(p) {
        Ok(r) => r,
        Err(CompileError::Syntax(e)) => {
            return Err(format!("invalid regexp pattern: {} in {}", e.code, e.expr))
        }
        Err(e) => return Err(format!("error parsing pattern: {}", e.go_text())),
    };
    let mut unnamed = 0;
    let mut names: Vec<SmolStr> = Vec::new();
    for n in re.capture_names().skip(1) {
        match n {
            None => unnamed += 1,
            Some(n) => names.push(SmolStr::from(n)),
        }
    }
    let t = match (unnamed, names.len()) {
        (0, 0) => Type::String,
        (u, n) if u > 0 && n > 0 => {
            return Err(
                "invalid regexp pattern: cannot mix both named and unnamed capture groups".into(),
            )
        }
        (u, 0) => Type::tuple(vec![Type::String; u]),
        _ => Type::object(names.into_iter().map(|n| (n, Type::String))),
    };
    Ok((t, re))
}

fn pattern_result(re: &regex::Regex, caps: &regex::Captures<'_>, ret: &Type) -> Value {
    let get = |i: usize| match caps.get(i) {
        Some(m) => Value::string(m.as_str()),
        None => Value::null(Type::String),
    };
    match ret {
        Type::Tuple(ts) => Value::tuple((1..=ts.len()).map(get).collect()),
        Type::Object(_) => Value::object(
            re.capture_names()
                .enumerate()
                .skip(1)
                .map(|(i, n)| (SmolStr::from(n.unwrap_or("")), get(i))),
        ),
        _ => get(0),
    }
}

/// `regex(pattern, string)`: the first match.
pub fn regex() -> Function {
    Function::with_type_fn(
        vec![
            param("pattern", Type::String),
            param("string", Type::String),
        ],
        None,
        |args| {
            if !args[0].is_known() {
                return Ok(Type::Dynamic);
            }
            pattern_result_type(str_arg(&args[0]))
                .map(|(t, _)| t)
                .map_err(|e| FuncError::arg(0, e))
        },
        |args, ret| {
            if ret.is_dynamic() {
                return Ok(Value::dynamic());
            }
            let (_, re) =
                pattern_result_type(str_arg(&args[0])).map_err(|e| FuncError::arg(0, e))?;
            let s = str_arg(&args[1]);
            match re.captures(s) {
                Some(c) => Ok(pattern_result(&re, &c, ret)),
                None => Err(FuncError::call(
                    "pattern did not match any part of the given string",
                )),
            }
        },
    )
}

/// `regexall(pattern, string)`: every match.
pub fn regexall() -> Function {
    Function::with_type_fn(
        vec![
            param("pattern", Type::String),
            param("string", Type::String),
        ],
        None,
        |args| {
            if !args[0].is_known() {
                return Ok(Type::list(Type::Dynamic));
            }
            pattern_result_type(str_arg(&args[0]))
                .map(|(t, _)| Type::list(t))
                .map_err(|e| FuncError::arg(0, e))
        },
        |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            if ety.is_dynamic() {
                return Ok(Value::dynamic());
            }
            let (_, re) =
                pattern_result_type(str_arg(&args[0])).map_err(|e| FuncError::arg(0, e))?;
            let s = str_arg(&args[1]);
            let vals: Vec<Value> = re
                .captures_iter(s)
                .map(|c| pattern_result(&re, &c, &ety))
                .collect();
            Ok(Value::list_of(ety, vals))
        },
    )
}

/// `regex_replace(str, pattern, replace)`: `$1`/`${name}` expansion.
pub fn regex_replace() -> Function {
    Function::with_static_type(
        vec![
            param("str", Type::String),
            param("pattern", Type::String),
            param("replace", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let re = compile(str_arg(&args[1])).map_err(|e| FuncError::call(e.go_text()))?;
            let out = re.replace_all(str_arg(&args[0]), str_arg(&args[2]));
            Ok(Value::string(out.into_owned()))
        },
    )
}
