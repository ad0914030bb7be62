//! String functions (go-cty `stdlib/string.go`, `string_replace.go`):
//! chomp, indent, join, lower, upper, replace, regex_replace (in
//! `super::regex`, with the `regex` feature), split, strrev, strlen, substr, title, trim,
//! trimprefix, trimsuffix, trimspace, sort.

use super::{go_int, param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{Type, Value};
use unicode_segmentation::UnicodeSegmentation;

fn str_fn(
    name: &'static str,
    dyn_ok: bool,
    f: impl Fn(&str) -> String + Send + Sync + 'static,
) -> Function {
    let mut p = param(name, Type::String);
    if dyn_ok {
        p = p.allow_dynamic_type();
    }
    Function::with_static_type(vec![p], None, Type::String, move |args, _| {
        Ok(Value::string(f(str_arg(&args[0]))))
    })
}

/// `upper(str)`: Go's `strings.ToUpper` (simple, per-character mapping).
pub fn upper() -> Function {
    str_fn("str", true, |s| s.chars().map(simple_upper).collect())
}

/// `lower(str)`: Go's `strings.ToLower`.
pub fn lower() -> Function {
    str_fn("str", true, |s| s.chars().map(simple_lower).collect())
}

/// Go's `unicode.ToUpper`: the simple (one-to-one) case mapping.
pub(crate) fn simple_upper(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_uppercase();
    }
    let u = c as u32;
    // Greek letters with ypogegrammeni: their simple uppercase is the
    // titlecase letter with prosgegrammeni.
    match u {
        0x1F80..=0x1F87 | 0x1F90..=0x1F97 | 0x1FA0..=0x1FA7 => {
            return char::from_u32(u + 8).unwrap_or(c)
        }
        0x1FB3 => return '\u{1FBC}',
        0x1FC3 => return '\u{1FCC}',
        0x1FF3 => return '\u{1FFC}',
        _ => {}
    }
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(x), None) => x,
        _ => c,
    }
}

/// Go's `unicode.ToLower`.
pub(crate) fn simple_lower(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    if c == '\u{130}' {
        return 'i';
    }
    let mut it = c.to_lowercase();
    match (it.next(), it.next()) {
        (Some(x), None) => x,
        _ => c,
    }
}

/// Go's `unicode.ToTitle`.
fn simple_title(c: char) -> char {
    match c {
        '\u{1C4}'..='\u{1C6}' => '\u{1C5}',
        '\u{1C7}'..='\u{1C9}' => '\u{1C8}',
        '\u{1CA}'..='\u{1CC}' => '\u{1CB}',
        '\u{1F1}'..='\u{1F3}' => '\u{1F2}',
        '\u{1F80}'..='\u{1FAF}'
        | '\u{1FB3}'
        | '\u{1FBC}'
        | '\u{1FC3}'
        | '\u{1FCC}'
        | '\u{1FF3}'
        | '\u{1FFC}' => {
            let u = c as u32;
            match u {
                0x1F80..=0x1F87 | 0x1F90..=0x1F97 | 0x1FA0..=0x1FA7 => {
                    char::from_u32(u + 8).unwrap_or(c)
                }
                0x1FB3 => '\u{1FBC}',
                0x1FC3 => '\u{1FCC}',
                0x1FF3 => '\u{1FFC}',
                _ => c,
            }
        }
        _ => simple_upper(c),
    }
}

/// `strrev(str)`: reverses the grapheme clusters.
pub fn strrev() -> Function {
    str_fn("str", true, |s| s.graphemes(true).rev().collect())
}

/// `strlen(str)`: the number of grapheme clusters.
pub fn strlen() -> Function {
    Function::with_static_type(
        vec![param("str", Type::String)
            .allow_dynamic_type()
            .allow_unknown()],
        None,
        Type::Number,
        |args, _| {
            if !args[0].is_known() {
                // at least as long as the known prefix
                let r = args[0].range();
                let mut v = Value::unknown(Type::Number);
                if r.type_constraint() == &Type::String {
                    let n = r.string_prefix().graphemes(true).count() as i64;
                    v = v
                        .refine()
                        .number_lower_bound(crate::value::Number::from_i64(n), true)
                        .new_value();
                }
                return Ok(v);
            }
            Ok(Value::from(str_arg(&args[0]).graphemes(true).count() as i64))
        },
    )
    .with_refine_result(|b| {
        b.not_null()
            .number_lower_bound(crate::value::Number::from_i64(0), true)
    })
}

/// `substr(str, offset, length)`: grapheme-cluster substring; a negative
/// offset counts from the end, a negative length means "to the end".
pub fn substr() -> Function {
    Function::with_static_type(
        vec![
            param("str", Type::String).allow_dynamic_type(),
            param("offset", Type::Number).allow_dynamic_type(),
            param("length", Type::Number).allow_dynamic_type(),
        ],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(&args[0]);
            let mut offset = go_int(&args[1]).map_err(FuncError::call)?;
            let length = go_int(&args[2]).map_err(FuncError::call)?;
            let clusters: Vec<&str> = s.graphemes(true).collect();
            if offset < 0 {
                offset = offset.wrapping_add(clusters.len() as i64);
            } else if length == 0 {
                return Ok(Value::string(""));
            }
            // Skip `offset` clusters (the reference's loop runs at least
            // once when offset > 0 and the string is non-empty).
            let mut start = 0usize;
            if offset > 0 {
                let mut pos = 0i64;
                let mut i = 0usize;
                while i < clusters.len() {
                    i += 1;
                    pos += 1;
                    if pos == offset {
                        break;
                    }
                    if i >= clusters.len() {
                        return Ok(Value::string(""));
                    }
                }
                start = i;
            }
            let sub = &clusters[start..];
            if length < 0 {
                return Ok(Value::string(sub.concat()));
            }
            let mut pos = 0i64;
            let mut i = 0usize;
            while i < sub.len() {
                i += 1;
                pos += 1;
                if pos == length {
                    break;
                }
            }
            Ok(Value::string(sub[..i].concat()))
        },
    )
}

/// `join(separator, lists...)`.
pub fn join() -> Function {
    Function::with_static_type(
        vec![param("separator", Type::String)],
        Some(param("lists", Type::list(Type::String))),
        Type::String,
        |args, _| {
            let sep = str_arg(&args[0]);
            let lists = &args[1..];
            if lists.is_empty() {
                return Err(FuncError::call("at least one list is required"));
            }
            for l in lists {
                if !l.is_wholly_known() {
                    return Ok(Value::unknown(Type::String));
                }
            }
            let mut total = 0usize;
            for l in lists {
                for (_, v) in l.element_iter() {
                    total = total
                        .saturating_add(v.as_str().map_or(0, str::len))
                        .saturating_add(sep.len());
                }
            }
            crate::limits::check_bytes(total)?;
            let mut items: Vec<&str> = Vec::new();
            for (ai, l) in lists.iter().enumerate() {
                for (ei, (_, v)) in l.element_iter().enumerate() {
                    if v.is_null() {
                        let msg = if lists.len() > 1 {
                            format!(
                                "element {ei} of list {} is null; cannot concatenate null values",
                                ai + 1
                            )
                        } else {
                            format!("element {ei} is null; cannot concatenate null values")
                        };
                        return Err(FuncError::arg(ai + 1, msg));
                    }
                    items.push(v.as_str().unwrap_or(""));
                }
            }
            Ok(Value::string(items.join(sep)))
        },
    )
}

/// `sort(list)`: lexicographic sort of a list of strings.
pub fn sort() -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::String)).allow_unknown()],
        None,
        Type::list(Type::String),
        |args, ret| {
            let l = &args[0];
            if !l.is_wholly_known() {
                // the order is not known yet, the length is
                let mut b = Value::unknown(ret.clone()).refine();
                if l.ty().is_list() {
                    let r = l.range();
                    b = b
                        .collection_length_lower_bound(r.length_lower_bound())
                        .collection_length_upper_bound(r.length_upper_bound());
                }
                return Ok(b.new_value());
            }
            let elems = l.elements().unwrap_or(&[]);
            if elems.is_empty() {
                return Ok(l.clone());
            }
            let mut v: Vec<&str> = Vec::with_capacity(elems.len());
            for (i, e) in elems.iter().enumerate() {
                if e.is_null() {
                    return Err(FuncError::call(format!(
                        "given list element {i} is null; a null string cannot be sorted"
                    )));
                }
                v.push(e.as_str().unwrap_or(""));
            }
            v.sort_unstable();
            Ok(Value::list_of(
                Type::String,
                v.into_iter().map(Value::string).collect(),
            ))
        },
    )
}

/// `split(separator, str)`: Go's `strings.Split`.
pub fn split() -> Function {
    Function::with_static_type(
        vec![param("separator", Type::String), param("str", Type::String)],
        None,
        Type::list(Type::String),
        |args, _| {
            let sep = str_arg(&args[0]);
            let s = str_arg(&args[1]);
            let parts: Vec<Value> = if sep.is_empty() {
                s.chars().map(|c| Value::string(c.to_string())).collect()
            } else {
                s.split(sep).map(Value::string).collect()
            };
            Ok(Value::list_of(Type::String, parts))
        },
    )
}

/// `chomp(str)`: removes trailing newlines (`\n`, `\r\n`, `\r`).
pub fn chomp() -> Function {
    str_fn("str", false, |s| {
        s.trim_end_matches(['\r', '\n']).to_string()
    })
}

/// `indent(spaces, str)`: adds spaces after every newline.
pub fn indent() -> Function {
    Function::with_static_type(
        vec![param("spaces", Type::Number), param("str", Type::String)],
        None,
        Type::String,
        |args, _| {
            let n = go_int(&args[0]).map_err(FuncError::call)?;
            if n < 0 {
                return Err(FuncError::call(
                    "panic in function implementation: strings: negative Repeat count",
                ));
            }
            let s = str_arg(&args[1]);
            let lines = s.matches('\n').count() as i64;
            if lines == 0 {
                // nothing to indent: the padding is never built (a huge count
                // with no newline would otherwise ask for it whole)
                return Ok(Value::string(s));
            }
            if lines > 0 && n.checked_mul(lines).is_none_or(|t| t > (1 << 31)) {
                return Err(FuncError::call(
                    "panic in function implementation: strings: Repeat output length overflow",
                ));
            }
            let n = usize::try_from(n).unwrap_or(usize::MAX);
            crate::limits::check_bytes((lines as usize).saturating_mul(n).saturating_add(s.len()))?;
            let pad = format!("\n{}", " ".repeat(n));
            Ok(Value::string(s.replace('\n', &pad)))
        },
    )
}

/// `title(str)`: Go's `strings.Title`.
pub fn title() -> Function {
    str_fn("str", false, |s| {
        let mut prev = ' ';
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            out.push(if is_separator(prev) {
                simple_title(c)
            } else {
                c
            });
            prev = c;
        }
        out
    })
}

fn is_separator(c: char) -> bool {
    if c.is_ascii() {
        return !(c.is_ascii_alphanumeric() || c == '_');
    }
    if c.is_alphabetic() || c.is_numeric() {
        return false;
    }
    c.is_whitespace()
}

/// `trimspace(str)`.
pub fn trimspace() -> Function {
    str_fn("str", false, |s| {
        s.trim_matches(char::is_whitespace).to_string()
    })
}

fn two_str(
    a: &'static str,
    b: &'static str,
    f: impl Fn(&str, &str) -> String + Send + Sync + 'static,
) -> Function {
    Function::with_static_type(
        vec![param(a, Type::String), param(b, Type::String)],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(str_arg(&args[0]), str_arg(&args[1])))),
    )
}

/// `trim(str, cutset)`.
pub fn trim() -> Function {
    two_str("str", "cutset", |s, cut| {
        s.trim_matches(|c| cut.contains(c)).to_string()
    })
}

/// `trimprefix(str, prefix)`.
pub fn trimprefix() -> Function {
    two_str("str", "prefix", |s, p| {
        s.strip_prefix(p).unwrap_or(s).to_string()
    })
}

/// `trimsuffix(str, suffix)`.
pub fn trimsuffix() -> Function {
    two_str("str", "suffix", |s, p| {
        s.strip_suffix(p).unwrap_or(s).to_string()
    })
}

/// `replace(str, substr, replace)`: replaces every occurrence.
pub fn replace() -> Function {
    Function::with_static_type(
        vec![
            param("str", Type::String),
            param("substr", Type::String),
            param("replace", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(&args[0]);
            let (from, to) = (str_arg(&args[1]), str_arg(&args[2]));
            if to.len() > from.len() {
                // An empty `from` matches between every character.
                let hits = if from.is_empty() {
                    s.chars().count() + 1
                } else {
                    s.matches(from).count()
                };
                crate::limits::check_bytes(
                    hits.saturating_mul(to.len() - from.len())
                        .saturating_add(s.len()),
                )?;
            }
            Ok(Value::string(s.replace(from, to)))
        },
    )
}
