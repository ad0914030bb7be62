//! Regular expression functions (go-cty `stdlib/regexp.go`,
//! `string_replace.go`): regex, regexall, regex_replace. Patterns use Go's
//! RE2 syntax, checked with Go's rules and error messages and translated
//! for the `regex` crate by the crate's `gocompat::regexp`.

use super::{param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{Type, Value};
use smol_str::SmolStr;

use crate::gocompat::regexp::{self as goregex, SyntaxError};

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

/// A compiled Go regexp: the `regex` crate's equivalent and the Go capture
/// names by group number (from 1).
pub(crate) struct GoRegex {
    pub re: regex::Regex,
    pub names: Vec<Option<String>>,
}

/// Compiles a Go regexp: checked with Go's syntax rules and error
/// messages, then translated (see [`goregex`]).
pub(crate) fn compile(p: &str) -> Result<GoRegex, CompileError> {
    let t = goregex::translate(p).map_err(CompileError::Syntax)?;
    let re = regex::RegexBuilder::new(&t.rust)
        .size_limit(1 << 26)
        .nest_limit(2000)
        .build()
        .map_err(|e| {
            let s = e.to_string();
            let last = s.lines().last().unwrap_or("").trim();
            let last = last.strip_prefix("error: ").unwrap_or(last);
            CompileError::Other(last.to_string())
        })?;
    Ok(GoRegex { re, names: t.names })
}

/// go-cty `regexPatternResultType`.
fn pattern_result_type(p: &str) -> Result<(Type, GoRegex), String> {
    let re = match compile(p) {
        Ok(r) => r,
        Err(CompileError::Syntax(e)) => {
            return Err(format!("invalid regexp pattern: {} in {}", e.code, e.expr))
        }
        Err(e) => return Err(format!("error parsing pattern: {}", e.go_text())),
    };
    let mut unnamed = 0;
    let mut names: Vec<SmolStr> = Vec::new();
    for n in &re.names {
        match n {
            None => unnamed += 1,
            Some(n) => names.push(SmolStr::from(n.as_str())),
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

fn pattern_result(re: &GoRegex, caps: &regex::Captures<'_>, ret: &Type) -> Value {
    let get = |i: usize| match caps.get(i) {
        Some(m) => Value::string(m.as_str()),
        None => Value::null(Type::String),
    };
    match ret {
        Type::Tuple(ts) => Value::tuple((1..=ts.len()).map(get).collect()),
        Type::Object(_) => {
            // Go allows a name twice: the last group of a name wins.
            let mut attrs: Vec<(SmolStr, Value)> = Vec::new();
            for (i, n) in re.names.iter().enumerate() {
                let n = n.as_deref().unwrap_or("");
                let v = get(i + 1);
                match attrs.iter_mut().find(|(k, _)| k == n) {
                    Some(slot) => slot.1 = v,
                    None => attrs.push((SmolStr::from(n), v)),
                }
            }
            Value::object(attrs)
        }
        _ => get(0),
    }
}

/// Go's `Regexp.Expand` template syntax: `$name`, `${name}`, `$$`; a
/// number refers to a group by index, a name to the first participating
/// group of that name; anything else after `$` leaves the `$` as it is.
fn go_expand(
    out: &mut String,
    template: &str,
    caps: &regex::Captures<'_>,
    names: &[Option<String>],
) {
    let mut t = template;
    while let Some(k) = t.find('$') {
        out.push_str(&t[..k]);
        t = &t[k + 1..];
        if let Some(r) = t.strip_prefix('$') {
            out.push('$');
            t = r;
            continue;
        }
        let (brace, body) = match t.strip_prefix('{') {
            Some(b) => (true, b),
            None => (false, t),
        };
        let len: usize = body
            .chars()
            .take_while(|c| c.is_alphabetic() || c.is_numeric() || *c == '_')
            .map(char::len_utf8)
            .sum();
        if len == 0 || (brace && !body[len..].starts_with('}')) {
            out.push('$');
            continue;
        }
        let name = &body[..len];
        t = &body[len + usize::from(brace)..];
        let mut num: i64 = 0;
        for d in name.bytes() {
            if !d.is_ascii_digit() || num >= 100_000_000 {
                num = -1;
                break;
            }
            num = num * 10 + (d - b'0') as i64;
        }
        if name.len() > 1 && name.starts_with('0') {
            num = -1;
        }
        let group = if num >= 0 {
            caps.get(num as usize)
        } else {
            names
                .iter()
                .enumerate()
                .filter(|(_, n)| n.as_deref() == Some(name))
                .find_map(|(i, _)| caps.get(i + 1))
        };
        if let Some(m) = group {
            out.push_str(m.as_str());
        }
    }
    out.push_str(t);
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
            match re.re.captures(s) {
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
                .re
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
            let s = str_arg(&args[0]);
            let template = str_arg(&args[2]);
            let mut out = String::with_capacity(s.len());
            let mut last = 0;
            for caps in re.re.captures_iter(s) {
                let m = caps.get(0).expect("whole match");
                out.push_str(&s[last..m.start()]);
                go_expand(&mut out, template, &caps, &re.names);
                last = m.end();
            }
            out.push_str(&s[last..]);
            Ok(Value::string(out))
        },
    )
}
