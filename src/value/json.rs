//! JSON forms of types and values (go-cty's `cty/json` package): the type
//! encoding, `Marshal`/`Unmarshal` of a value given its type, the
//! `{"value":...,"type":...}` form for dynamic values, and `ImpliedType`.

use super::convert::convert;
use super::ty::Type;
use super::val::Value;
use super::{Number, Path, PathError, PathStep};
use crate::gocompat::json::write_json_string;
use crate::gocompat::strconv::quote;
use smol_str::SmolStr;

// ----- a small JSON reader with Go's error texts ---------------------------

/// A parsed JSON document; numbers keep their literal text. Dropped with
/// an explicit stack (see its `Drop`), so a tree as deep as the reader
/// allows never recurses on the thread's stack; neither `Clone` nor `Debug`
/// is derived for the same reason.
pub(crate) enum Json<'a> {
    Null,
    Bool(bool),
    Number(&'a str),
    String(String),
    Array(Vec<Json<'a>>),
    /// Members in document order (duplicates kept).
    Object(Vec<(String, Json<'a>)>),
}

impl<'a> Json<'a> {
    fn has_children(&self) -> bool {
        match self {
            Json::Array(items) => !items.is_empty(),
            Json::Object(members) => !members.is_empty(),
            _ => false,
        }
    }
    /// Moves the composite children onto `stack`; leaves are dropped here.
    fn take_children(&mut self, stack: &mut Vec<Json<'a>>) {
        match self {
            Json::Array(items) => stack.extend(items.drain(..).filter(Json::has_children)),
            Json::Object(members) => {
                stack.extend(members.drain(..).map(|(_, v)| v).filter(Json::has_children))
            }
            _ => {}
        }
    }
}

/// Iterative, like the syntax trees' and types' drops: a document nested
/// [`MAX_JSON_VALUE_NESTING`](crate::depth::MAX_JSON_VALUE_NESTING) deep
/// (or, for [`implied_type`], any depth) is freed without deep recursion.
impl Drop for Json<'_> {
    fn drop(&mut self) {
        let nested = match self {
            Json::Array(items) => items.iter().any(Json::has_children),
            Json::Object(members) => members.iter().any(|(_, v)| v.has_children()),
            _ => false,
        };
        if !nested {
            return;
        }
        let mut stack = Vec::new();
        self.take_children(&mut stack);
        while let Some(mut j) = stack.pop() {
            j.take_children(&mut stack);
        }
    }
}

/// What the reader builds from what it reads: the [`Json`] tree, or
/// directly a [`Type`] (go-cty's `ImpliedType`, which needs no tree).
trait Build<'a>: Sized {
    /// `null`, a boolean, a number or a string.
    fn leaf(j: Json<'a>) -> Self;
    fn array(items: Vec<Self>) -> Self;
    /// Members in document order (duplicates kept).
    fn object(members: Vec<(String, Self)>) -> Self;
}

impl<'a> Build<'a> for Json<'a> {
    fn leaf(j: Json<'a>) -> Self {
        j
    }
    fn array(items: Vec<Self>) -> Self {
        Json::Array(items)
    }
    fn object(members: Vec<(String, Self)>) -> Self {
        Json::Object(members)
    }
}

/// go-cty's implied types: objects give object types (the last of
/// duplicate keys wins), arrays tuples, `null` the dynamic pseudo-type.
impl<'a> Build<'a> for Type {
    fn leaf(j: Json<'a>) -> Self {
        match j {
            Json::Bool(_) => Type::Bool,
            Json::Number(_) => Type::Number,
            Json::String(_) => Type::String,
            _ => Type::Dynamic,
        }
    }
    fn array(items: Vec<Self>) -> Self {
        Type::tuple(items)
    }
    fn object(members: Vec<(String, Self)>) -> Self {
        Type::object(
            members
                .into_iter()
                .map(|(k, t)| (SmolStr::from(k.as_str()), t)),
        )
    }
}

/// The reader: Go's `encoding/json` syntax and error texts. Nesting is
/// counted from where a read starts, as Go's scanner counts it for each
/// value it validates, and refused past `max_depth`.
struct Reader<'a> {
    src: &'a str,
    pos: usize,
    depth: usize,
    max_depth: usize,
}

/// Go's `quoteChar` form used in syntax errors.
fn go_char(c: char) -> String {
    match c {
        '\'' => "'\\''".to_string(),
        '"' => "'\"'".to_string(),
        _ => {
            let q = quote(&c.to_string());
            format!("'{}'", &q[1..q.len() - 1])
        }
    }
}

impl<'a> Reader<'a> {
    /// A reader refusing nesting past Go's limit.
    fn new(src: &'a str) -> Reader<'a> {
        Reader::with_max_depth(src, crate::depth::MAX_JSON_VALUE_NESTING)
    }
    fn with_max_depth(src: &'a str, max_depth: usize) -> Reader<'a> {
        Reader {
            src,
            pos: 0,
            depth: 0,
            max_depth,
        }
    }
    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }
    fn skip_ws(&mut self) {
        let b = self.src.as_bytes();
        while self.pos < b.len() && matches!(b[self.pos], b' ' | b'\t' | b'\n' | b'\r') {
            self.pos += 1;
        }
    }
    /// A syntax error at the current character, or Go's `EOF` when the
    /// input ends where a new token should start.
    fn bad(&self, context: &str) -> String {
        // Go reports the offending byte, read as a Latin-1 character.
        match self.src.as_bytes().get(self.pos) {
            None => "EOF".to_string(),
            Some(&b) if context.is_empty() => format!("invalid character {}", go_char(b as char)),
            Some(&b) => format!("invalid character {} {}", go_char(b as char), context),
        }
    }
    /// The next value as a [`Json`] tree.
    fn value(&mut self) -> Result<Json<'a>, String> {
        self.build()
    }
    fn build<B: Build<'a>>(&mut self) -> Result<B, String> {
        self.skip_ws();
        let Some(c) = self.peek() else {
            return Err("EOF".into());
        };
        match c {
            // The one recursion of the reader: on a fresh stack segment
            // when the thread's is nearly used up.
            '{' => crate::depth::deep(|| self.object()),
            '[' => crate::depth::deep(|| self.array()),
            '"' => self.string().map(|s| B::leaf(Json::String(s))),
            '-' | '0'..='9' => self.number().map(B::leaf),
            't' => self.literal("true", Json::Bool(true)).map(B::leaf),
            'f' => self.literal("false", Json::Bool(false)).map(B::leaf),
            'n' => self.literal("null", Json::Null).map(B::leaf),
            _ => Err(self.bad("looking for beginning of value")),
        }
    }
    fn literal(&mut self, word: &str, v: Json<'a>) -> Result<Json<'a>, String> {
        let start = self.pos;
        for (i, expect) in word.bytes().enumerate() {
            match self.src.as_bytes().get(start + i) {
                None => return Err("unexpected EOF".into()),
                Some(&b) if b == expect => {}
                Some(_) => {
                    self.pos = start + i;
                    return Err(self.bad(&format!(
                        "in literal {word} (expecting {})",
                        go_char(expect as char)
                    )));
                }
            }
        }
        self.pos = start + word.len();
        Ok(v)
    }
    fn number(&mut self) -> Result<Json<'a>, String> {
        let b = self.src.as_bytes();
        let start = self.pos;
        let digits = |r: &mut Reader<'a>| {
            let s = r.pos;
            while r.pos < b.len() && b[r.pos].is_ascii_digit() {
                r.pos += 1;
            }
            r.pos > s
        };
        if b[self.pos] == b'-' {
            self.pos += 1;
        }
        match b.get(self.pos) {
            None => return Err("unexpected EOF".into()),
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => {
                digits(self);
            }
            Some(_) => return Err(self.bad("in numeric literal")),
        }
        if b.get(self.pos) == Some(&b'.') {
            self.pos += 1;
            if b.get(self.pos).is_none() {
                return Err("unexpected EOF".into());
            }
            if !digits(self) {
                return Err(self.bad("after decimal point in numeric literal"));
            }
        }
        if matches!(b.get(self.pos), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(b.get(self.pos), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if b.get(self.pos).is_none() {
                return Err("unexpected EOF".into());
            }
            if !digits(self) {
                return Err(self.bad("in exponent of numeric literal"));
            }
        }
        Ok(Json::Number(&self.src[start..self.pos]))
    }
    fn string(&mut self) -> Result<String, String> {
        self.pos += 1; // opening quote
        let mut out = String::new();
        loop {
            let rest = &self.src[self.pos..];
            let stop = rest.find(|c: char| c == '"' || c == '\\' || (c as u32) < 0x20);
            let Some(stop) = stop else {
                return Err("unexpected EOF".into());
            };
            out.push_str(&rest[..stop]);
            self.pos += stop;
            let c = self.peek().unwrap_or('"');
            match c {
                '"' => {
                    self.pos += 1;
                    return Ok(out);
                }
                '\\' => {
                    self.pos += 1;
                    let Some(e) = self.peek() else {
                        return Err("unexpected EOF".into());
                    };
                    self.pos += e.len_utf8();
                    match e {
                        '"' => out.push('"'),
                        '\\' => out.push('\\'),
                        '/' => out.push('/'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'n' => out.push('\n'),
                        'r' => out.push('\r'),
                        't' => out.push('\t'),
                        'u' => {
                            let u = self.hex4()?;
                            if (0xd800..0xdc00).contains(&u)
                                && self.src[self.pos..].starts_with("\\u")
                            {
                                let save = self.pos;
                                self.pos += 2;
                                let lo = self.hex4()?;
                                if (0xdc00..0xe000).contains(&lo) {
                                    let c = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
                                    out.push(char::from_u32(c).unwrap_or('\u{fffd}'));
                                } else {
                                    out.push('\u{fffd}');
                                    self.pos = save;
                                }
                            } else {
                                out.push(char::from_u32(u).unwrap_or('\u{fffd}'));
                            }
                        }
                        _ => {
                            self.pos -= e.len_utf8();
                            return Err(self.bad("in string escape code"));
                        }
                    }
                }
                _ => return Err(self.bad("in string literal")),
            }
        }
    }
    fn hex4(&mut self) -> Result<u32, String> {
        let mut v = 0u32;
        for _ in 0..4 {
            let Some(c) = self.peek() else {
                return Err("unexpected EOF".into());
            };
            let Some(d) = c.to_digit(16) else {
                return Err(self.bad("in \\u hexadecimal character escape"));
            };
            v = v * 16 + d;
            self.pos += 1;
        }
        Ok(v)
    }
    /// One level deeper, at the opening bracket; past the limit, Go's
    /// scanner error naming that bracket.
    fn enter(&mut self) -> Result<(), String> {
        self.depth += 1;
        if self.depth > self.max_depth {
            return Err(self.bad("exceeded max depth"));
        }
        Ok(())
    }
    fn array<B: Build<'a>>(&mut self) -> Result<B, String> {
        self.enter()?;
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(']') {
            self.pos += 1;
            self.depth -= 1;
            return Ok(B::array(items));
        }
        loop {
            items.push(self.build()?);
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    self.depth -= 1;
                    return Ok(B::array(items));
                }
                _ => return Err(self.bad("after array element")),
            }
        }
    }
    fn object<B: Build<'a>>(&mut self) -> Result<B, String> {
        self.enter()?;
        self.pos += 1;
        let mut members = Vec::new();
        self.skip_ws();
        if self.peek() == Some('}') {
            self.pos += 1;
            self.depth -= 1;
            return Ok(B::object(members));
        }
        let mut first = true;
        loop {
            self.skip_ws();
            if self.peek() != Some('"') {
                // Go's decoder gives no context right after `{`.
                return Err(self.bad(if first {
                    ""
                } else {
                    "looking for beginning of object key string"
                }));
            }
            first = false;
            let k = self.string()?;
            self.skip_ws();
            if self.peek() != Some(':') {
                return Err(self.bad("after object key"));
            }
            self.pos += 1;
            let v = self.build()?;
            members.push((k, v));
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some('}') => {
                    self.pos += 1;
                    self.depth -= 1;
                    return Ok(B::object(members));
                }
                _ => return Err(self.bad("after object key:value pair")),
            }
        }
    }
}

/// Parse the first JSON value of `src` (trailing text is not examined),
/// nested at most Go's limit deep, as Go's `json.Unmarshal` checks a whole
/// document before decoding it.
pub(crate) fn parse_first(src: &str) -> Result<(Json<'_>, usize), String> {
    let mut r = Reader::new(src);
    let v = r.value()?;
    Ok((v, r.pos))
}

// ----- types ----------------------------------------------------------------

/// The reference's JSON encoding of a type (`"string"`, `["list","number"]`,
/// `["object",{"a":"bool"},["a"]]`, `"dynamic"`); capsule types have none.
pub fn type_to_json(t: &Type) -> Result<String, String> {
    let mut s = String::new();
    super::ty::write_type(t, &mut s, false)?;
    Ok(s)
}

/// Decode the reference's JSON type encoding.
pub fn type_from_json(src: &str) -> Result<Type, String> {
    let (j, end) = parse_first(src)?;
    let t = type_from_tree(&j)?;
    if !src[end..]
        .trim_start_matches([' ', '\t', '\n', '\r'])
        .is_empty()
    {
        return Err(match j {
            Json::String(_) => "extraneous data after type description".into(),
            _ => "unexpected extra data in type description".into(),
        });
    }
    Ok(t)
}

pub(crate) fn type_from_tree(j: &Json<'_>) -> Result<Type, String> {
    super::deep_if(j.has_children(), || type_from_tree_at(j))
}

fn type_from_tree_at(j: &Json<'_>) -> Result<Type, String> {
    match j {
        Json::String(s) => match s.as_str() {
            "bool" => Ok(Type::Bool),
            "number" => Ok(Type::Number),
            "string" => Ok(Type::String),
            "dynamic" => Ok(Type::Dynamic),
            _ => Err(format!("invalid primitive type name {}", quote(s))),
        },
        Json::Array(items) => {
            let Some(Json::String(kind)) = items.first() else {
                return Err("invalid complex type kind name".into());
            };
            let arg = items.get(1).ok_or_else(|| "unexpected EOF".to_string())?;
            let (t, used) = match kind.as_str() {
                "list" => (Type::list(type_from_tree(arg)?), 2),
                "set" => (Type::set(type_from_tree(arg)?), 2),
                "map" => (Type::map(type_from_tree(arg)?), 2),
                "tuple" => {
                    let Json::Array(es) = arg else {
                        return Err(
                            "json: cannot unmarshal into Go value of type []cty.Type".into()
                        );
                    };
                    let ts = es
                        .iter()
                        .map(type_from_tree)
                        .collect::<Result<Vec<_>, _>>()?;
                    (Type::tuple(ts), 2)
                }
                "object" => {
                    let Json::Object(ms) = arg else {
                        return Err(
                            "json: cannot unmarshal into Go value of type map[string]cty.Type"
                                .into(),
                        );
                    };
                    let mut attrs = Vec::with_capacity(ms.len());
                    for (k, v) in ms {
                        attrs.push((SmolStr::from(k.as_str()), type_from_tree(v)?));
                    }
                    match items.get(2) {
                        Some(Json::Array(opts)) => {
                            let mut names = Vec::new();
                            for o in opts {
                                let Json::String(o) = o else {
                                    return Err(
                                        "json: cannot unmarshal into Go value of type string"
                                            .into(),
                                    );
                                };
                                if !attrs.iter().any(|(n, _)| n == o) {
                                    return Err(format!(
                                        "optional contains undeclared attribute {}",
                                        quote(o)
                                    ));
                                }
                                names.push(o.clone());
                            }
                            (Type::object_with_optional(attrs, names), 3)
                        }
                        Some(Json::Null) => (Type::object(attrs), 3),
                        Some(_) => {
                            return Err(
                                "json: cannot unmarshal into Go value of type []string".into()
                            )
                        }
                        None => (Type::object(attrs), 2),
                    }
                }
                _ => return Err("invalid complex type kind name".into()),
            };
            if items.len() > used {
                return Err("unexpected extra data in type description".into());
            }
            Ok(t)
        }
        Json::Object(_) => Err("invalid complex type description".into()),
        _ => Err("invalid type description".into()),
    }
}

// ----- marshal --------------------------------------------------------------

/// go-cty `json.Marshal`: the JSON text of `v` as type `t` (converting first
/// if `v`'s type does not conform). Where `t` is dynamic the value is
/// written as `{"value":...,"type":...}`. Unknown values cannot be written
/// (an error), as in go-cty.
///
/// ```
/// use hcl2::value::json::{marshal, marshal_with_type, unmarshal, unmarshal_implied};
/// use hcl2::{Type, Value};
/// let v = Value::object([
///     ("name", Value::string("web")),
///     ("ports", Value::list(vec![Value::from(80), Value::from(443)]).unwrap()),
/// ]);
/// let text = marshal(&v, v.ty()).unwrap();
/// assert_eq!(text, r#"{"name":"web","ports":[80,443]}"#);
/// assert_eq!(unmarshal(&text, v.ty()).unwrap(), v);
/// assert_eq!(
///     marshal_with_type(&Value::from(1)).unwrap(),
///     r#"{"value":1,"type":"number"}"#
/// );
/// // Without a type, JSON objects are objects and arrays tuples.
/// let implied = unmarshal_implied(&text).unwrap();
/// assert!(implied.get_attr("ports").unwrap().ty().is_tuple());
/// // Converting to the wanted type is part of marshalling.
/// assert_eq!(marshal(&Value::from(5), &Type::String).unwrap(), r#""5""#);
/// assert!(marshal(&Value::unknown(Type::String), &Type::String).is_err());
/// ```
pub fn marshal(v: &Value, t: &Type) -> Result<String, PathError> {
    let conv;
    let v = if !v.ty().test_conformance(t).is_empty() {
        conv = convert(v, t)?;
        &conv
    } else {
        v
    };
    let mut out = String::new();
    let mut path = Path::new();
    marshal_into(v, t, &mut path, &mut out)?;
    Ok(out)
}

/// The `{"value":...,"type":...}` form of a value (go-cty's marshalling of
/// a value as the dynamic pseudo-type; hcldec's `--with-type` output).
pub fn marshal_with_type(v: &Value) -> Result<String, PathError> {
    marshal(v, &Type::Dynamic)
}

fn perr(path: &Path, msg: impl Into<String>) -> PathError {
    PathError::new(path.clone(), msg)
}

fn marshal_into(v: &Value, t: &Type, path: &mut Path, out: &mut String) -> Result<(), PathError> {
    super::deep_if(t.is_composite_type() || v.ty().is_composite_type(), || {
        if v.is_marked() {
            return Err(perr(
                path,
                "value has marks, so it cannot be serialized as JSON",
            ));
        }
        if t.is_dynamic() && !v.ty().is_dynamic() {
            let tj = type_to_json(v.ty())
                .map_err(|e| perr(path, format!("failed to serialize type: {e}")))?;
            out.push_str("{\"value\":");
            // The reference ignores errors here, keeping what was written.
            let _ = marshal_into(v, &v.ty().clone(), path, out);
            out.push_str(",\"type\":");
            out.push_str(&tj);
            out.push('}');
            return Ok(());
        }
        if v.is_null() {
            out.push_str("null");
            return Ok(());
        }
        if !v.is_known() {
            return Err(perr(path, "value is not known"));
        }
        match t {
            Type::String => match v.as_str() {
                Some(s) => write_json_string(out, s),
                None => return Err(perr(path, "string required")),
            },
            Type::Number => match v.as_number() {
                Some(n) if n.is_infinite() => {
                    return Err(perr(path, "cannot serialize infinity as JSON"))
                }
                Some(n) => out.push_str(&n.to_string()),
                None => return Err(perr(path, "number required")),
            },
            Type::Bool => match v.as_bool() {
                Some(b) => out.push_str(if b { "true" } else { "false" }),
                None => return Err(perr(path, "bool required")),
            },
            Type::List(ety) | Type::Set(ety) => {
                out.push('[');
                for (i, (k, e)) in v.element_iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    path.push(PathStep::Index(k));
                    marshal_into(e, ety, path, out)?;
                    path.pop();
                }
                out.push(']');
            }
            Type::Map(ety) => {
                out.push('{');
                for (i, (k, e)) in v.map_entries().unwrap_or(&[]).iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_json_string(out, k);
                    out.push(':');
                    path.push(PathStep::Index(Value::string(k.as_str())));
                    marshal_into(e, ety, path, out)?;
                    path.pop();
                }
                out.push('}');
            }
            Type::Tuple(etys) => {
                out.push('[');
                for (i, e) in v.elements().unwrap_or(&[]).iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    path.push(PathStep::Index(Value::from(i as i64)));
                    marshal_into(e, etys.get(i).unwrap_or(&Type::Dynamic), path, out)?;
                    path.pop();
                }
                out.push(']');
            }
            Type::Object(o) => {
                out.push('{');
                for (i, a) in o.attrs().iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    let av = v.get_attr(&a.name).map_err(|e| perr(path, e.0))?;
                    path.push(PathStep::GetAttr(a.name.clone()));
                    write_json_string(out, &a.name);
                    out.push(':');
                    marshal_into(&av, &a.ty, path, out)?;
                    path.pop();
                }
                out.push('}');
            }
            Type::Capsule(_) | Type::Dynamic => {
                return Err(perr(
                    path,
                    format!("cannot JSON-serialize {}", t.friendly_name()),
                ))
            }
        }
        Ok(())
    })
}

// ----- unmarshal ------------------------------------------------------------

/// go-cty `json.Unmarshal`: decode JSON text as a value of type `t`.
///
/// Like the reference's streaming decoder, the outermost collection is
/// read element by element: each element is read whole (syntax errors in
/// it are prefixed `failed to read list value: ` etc.) and decoded before
/// the next is looked at, so errors come in the reference's order and with
/// its messages (`expected colon after object key`, ...).
pub fn unmarshal(src: &str, t: &Type) -> Result<Value, PathError> {
    let mut r = Reader::new(src);
    r.skip_ws();
    let Some(c) = r.peek() else {
        return Err(PathError::root("EOF"));
    };
    if c != '[' && c != '{' {
        let j = r.value().map_err(PathError::root)?;
        return unmarshal_tree(&j, t);
    }
    match t {
        Type::Dynamic if c == '{' => stream_object(&mut r, t),
        Type::Bool => Err(PathError::root("bool is required")),
        Type::Number => Err(PathError::root("number is required")),
        Type::String => Err(PathError::root("string is required")),
        Type::List(_) | Type::Set(_) | Type::Tuple(_) if c == '[' => stream_array(&mut r, t),
        Type::Map(_) | Type::Object(_) if c == '{' => stream_object(&mut r, t),
        Type::List(_) | Type::Set(_) | Type::Tuple(_) => Err(PathError::root("missing expected [")),
        Type::Map(_) | Type::Object(_) | Type::Dynamic => {
            Err(PathError::root("missing expected {"))
        }
        Type::Capsule(c) => Err(PathError::root(format!("unsupported type {}", c.name()))),
    }
}

/// The outermost array of [`unmarshal`], read as Go's `json.Decoder` does
/// with `More`/`Decode`; `t` is a list, set or tuple type.
fn stream_array(r: &mut Reader<'_>, t: &Type) -> Result<Value, PathError> {
    let (kind, ety, etys) = match t {
        Type::List(e) => ("list", Some(&**e), None),
        Type::Set(e) => ("set", Some(&**e), None),
        Type::Tuple(ts) => ("tuple", None, Some(&ts[..])),
        _ => unreachable!("stream_array needs a sequence type"),
    };
    r.pos += 1; // '['
    let mut vals = Vec::new();
    loop {
        r.skip_ws();
        if matches!(r.peek(), None | Some(']' | '}')) {
            break;
        }
        let idx = vals.len();
        let ety = match (ety, etys) {
            (Some(e), _) => e,
            (None, Some(ts)) => match ts.get(idx) {
                Some(e) => e,
                None => {
                    return Err(PathError::root(format!(
                        "too many tuple elements (need {})",
                        ts.len()
                    )))
                }
            },
            _ => unreachable!(),
        };
        let step = if t.is_set() {
            PathStep::Index(Value::unknown(ety.clone()))
        } else {
            PathStep::Index(Value::from(idx as i64))
        };
        let read_err = |e: String| {
            PathError::new(
                vec![step.clone()],
                format!("failed to read {kind} value: {e}"),
            )
        };
        if idx > 0 {
            if r.peek() != Some(',') {
                return Err(read_err("expected comma after array element".into()));
            }
            r.pos += 1;
        }
        let j = r.value().map_err(read_err)?;
        vals.push(unmarshal_tree(&j, ety).map_err(|e| e.within(step.clone()))?);
    }
    let first = vals.is_empty();
    close_delim(
        r,
        ']',
        if first {
            " looking for beginning of value"
        } else {
            " after array element"
        },
    )?;
    match t {
        Type::List(e) if first => Ok(Value::empty_list((**e).clone())),
        Type::Set(e) if first => Ok(Value::empty_set((**e).clone())),
        Type::List(_) => {
            Value::list(vals).ok_or_else(|| PathError::root("inconsistent element types"))
        }
        Type::Set(_) => {
            Value::set(vals).ok_or_else(|| PathError::root("inconsistent element types"))
        }
        _ => {
            let need = etys.map_or(0, |ts| ts.len());
            if vals.len() != need {
                return Err(PathError::root(format!(
                    "not enough tuple elements (need {need})"
                )));
            }
            Ok(Value::tuple(vals))
        }
    }
}

/// The closing delimiter of a streamed collection (Go's `Token` after
/// `More` said no more elements): `EOF`, or the wrong closer.
fn close_delim(r: &mut Reader<'_>, want: char, context: &str) -> Result<(), PathError> {
    r.skip_ws();
    match r.peek() {
        None => Err(PathError::root("EOF")),
        Some(c) if c == want => {
            r.pos += 1;
            Ok(())
        }
        Some(_) => Err(PathError::root(r.bad(context.trim_start()))),
    }
}

/// The outermost object of [`unmarshal`]: `t` is a map, object or the
/// dynamic pseudo-type (the `{"value":...,"type":...}` form).
fn stream_object(r: &mut Reader<'_>, t: &Type) -> Result<Value, PathError> {
    let kind = match t {
        Type::Map(_) => "map",
        Type::Object(_) => "object",
        _ => "dynamic type descriptor",
    };
    r.pos += 1; // '{'
    let mut entries: Vec<(SmolStr, Value)> = Vec::new();
    let mut obj_vals: Vec<Option<Value>> = match t {
        Type::Object(o) => vec![None; o.len()],
        _ => Vec::new(),
    };
    let mut dyn_ty: Option<Type> = None;
    let mut dyn_body: Option<Json<'_>> = None;
    let mut first = true;
    loop {
        r.skip_ws();
        if matches!(r.peek(), None | Some(']' | '}')) {
            break;
        }
        let key_path = match t {
            Type::Map(_) => vec![PathStep::Index(Value::unknown(Type::String))],
            _ => Vec::new(),
        };
        let key_err =
            |e: String| PathError::new(key_path.clone(), format!("failed to read {kind} key: {e}"));
        if !first {
            if r.peek() != Some(',') {
                return Err(key_err(r.bad("after object key:value pair")));
            }
            r.pos += 1;
            r.skip_ws();
            if r.peek().is_none() {
                return Err(key_err("EOF".into()));
            }
            if r.peek() != Some('"') {
                return Err(key_err(r.bad("looking for beginning of object key string")));
            }
        } else if r.peek() != Some('"') {
            return Err(key_err(r.bad("")));
        }
        first = false;
        let k = r.string().map_err(key_err)?;
        let mut attr = None;
        let val_path = match t {
            Type::Map(_) => vec![PathStep::Index(Value::string(k.as_str()))],
            Type::Object(o) => {
                // Looked up as written: go-cty does not normalize here.
                let Some(i) = o.index_of_exact(&k) else {
                    return Err(PathError::root(format!(
                        "unsupported attribute {}",
                        quote(&k)
                    )));
                };
                attr = Some(i);
                vec![PathStep::GetAttr(SmolStr::from(k.as_str()))]
            }
            _ => Vec::new(),
        };
        let val_err = |e: String| {
            PathError::new(
                val_path.clone(),
                format!("failed to read {kind} value: {e}"),
            )
        };
        r.skip_ws();
        match r.peek() {
            None => return Err(val_err("EOF".into())),
            Some(':') => r.pos += 1,
            Some(_) => return Err(val_err("expected colon after object key".into())),
        }
        let j = r.value().map_err(val_err)?;
        let within = |e: PathError| {
            let mut e = e;
            for s in val_path.iter().rev() {
                e = e.within(s.clone());
            }
            e
        };
        match t {
            Type::Map(ety) => {
                let v = unmarshal_tree(&j, ety).map_err(within)?;
                entries.push((SmolStr::from(k.as_str()), v));
            }
            Type::Object(o) => {
                let i = attr.expect("attribute index");
                obj_vals[i] = Some(unmarshal_tree(&j, &o.attrs()[i].ty).map_err(within)?);
            }
            _ => match k.as_str() {
                "type" => {
                    dyn_ty = Some(type_from_tree(&j).map_err(|e| {
                        PathError::root(format!("failed to decode type for dynamic value: {e}"))
                    })?)
                }
                "value" => dyn_body = Some(j),
                _ => {
                    return Err(PathError::root(format!(
                        "invalid key {} in dynamically-typed value",
                        quote(&k)
                    )))
                }
            },
        }
    }
    close_delim(
        r,
        '}',
        if first {
            ""
        } else {
            " after object key:value pair"
        },
    )?;
    match t {
        Type::Map(ety) => {
            if entries.is_empty() {
                return Ok(Value::empty_map((**ety).clone()));
            }
            Value::map(entries).ok_or_else(|| PathError::root("inconsistent map element types"))
        }
        Type::Object(o) => {
            let out = o
                .attrs()
                .iter()
                .zip(obj_vals)
                .map(|(a, v)| v.unwrap_or_else(|| Value::null(a.ty.clone())))
                .collect();
            Ok(Value::object_like(t, out))
        }
        _ => {
            let Some(ty) = dyn_ty else {
                return Err(PathError::root("missing type in dynamically-typed value"));
            };
            let Some(body) = dyn_body else {
                return Err(PathError::root("missing value in dynamically-typed value"));
            };
            unmarshal_tree(&body, &ty)
        }
    }
}

fn unmarshal_tree(j: &Json<'_>, t: &Type) -> Result<Value, PathError> {
    super::deep_if(j.has_children(), || unmarshal_tree_at(j, t))
}

fn unmarshal_tree_at(j: &Json<'_>, t: &Type) -> Result<Value, PathError> {
    if let Json::Null = j {
        return Ok(Value::null(t.clone()));
    }
    match t {
        Type::Dynamic => unmarshal_dynamic(j),
        Type::Bool => match j {
            Json::Bool(b) => Ok(Value::bool(*b)),
            Json::String(s) => convert(&Value::string(s.as_str()), t),
            _ => Err(PathError::root("bool is required")),
        },
        Type::Number => match j {
            Json::Number(s) => parse_number(s),
            Json::String(s) => parse_number(s),
            _ => Err(PathError::root("number is required")),
        },
        Type::String => match j {
            Json::String(s) => Ok(Value::string(s.as_str())),
            Json::Number(s) => Ok(Value::string(*s)),
            Json::Bool(b) => Ok(Value::string(if *b { "true" } else { "false" })),
            _ => Err(PathError::root("string is required")),
        },
        Type::List(ety) | Type::Set(ety) => {
            let Json::Array(items) = j else {
                return Err(PathError::root("missing expected ["));
            };
            let mut vals = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let step = PathStep::Index(if t.is_list() {
                    Value::from(i as i64)
                } else {
                    Value::unknown((**ety).clone())
                });
                vals.push(unmarshal_tree(item, ety).map_err(|e| e.within(step))?);
            }
            if vals.is_empty() {
                return Ok(if t.is_list() {
                    Value::empty_list((**ety).clone())
                } else {
                    Value::empty_set((**ety).clone())
                });
            }
            let made = if t.is_list() {
                Value::list(vals)
            } else {
                Value::set(vals)
            };
            made.ok_or_else(|| PathError::root("inconsistent element types"))
        }
        Type::Map(ety) => {
            let Json::Object(members) = j else {
                return Err(PathError::root("missing expected {"));
            };
            let mut entries: Vec<(SmolStr, Value)> = Vec::with_capacity(members.len());
            for (k, item) in members {
                let v = unmarshal_tree(item, ety)
                    .map_err(|e| e.within(PathStep::Index(Value::string(k.as_str()))))?;
                entries.push((SmolStr::from(k.as_str()), v));
            }
            if entries.is_empty() {
                return Ok(Value::empty_map((**ety).clone()));
            }
            Value::map(entries).ok_or_else(|| PathError::root("inconsistent map element types"))
        }
        Type::Tuple(etys) => {
            let Json::Array(items) = j else {
                return Err(PathError::root("missing expected ["));
            };
            let mut vals = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let Some(ety) = etys.get(i) else {
                    return Err(PathError::root(format!(
                        "too many tuple elements (need {})",
                        etys.len()
                    )));
                };
                let step = PathStep::Index(Value::from(i as i64));
                vals.push(unmarshal_tree(item, ety).map_err(|e| e.within(step))?);
            }
            if vals.len() != etys.len() {
                return Err(PathError::root(format!(
                    "not enough tuple elements (need {})",
                    etys.len()
                )));
            }
            Ok(Value::tuple(vals))
        }
        Type::Object(o) => {
            let Json::Object(members) = j else {
                return Err(PathError::root("missing expected {"));
            };
            let mut vals: Vec<Option<Value>> = vec![None; o.len()];
            for (k, item) in members {
                // Looked up as written: go-cty does not normalize here.
                let Some(i) = o.index_of_exact(k) else {
                    return Err(PathError::root(format!(
                        "unsupported attribute {}",
                        quote(k)
                    )));
                };
                vals[i] = Some(
                    unmarshal_tree(item, &o.attrs()[i].ty)
                        .map_err(|e| e.within(PathStep::GetAttr(SmolStr::from(k.as_str()))))?,
                );
            }
            let out = o
                .attrs()
                .iter()
                .zip(vals)
                .map(|(a, v)| v.unwrap_or_else(|| Value::null(a.ty.clone())))
                .collect();
            Ok(Value::object_like(t, out))
        }
        Type::Capsule(c) => Err(PathError::root(format!("unsupported type {}", c.name()))),
    }
}

fn parse_number(s: &str) -> Result<Value, PathError> {
    match Number::parse(s) {
        Some(n) => Ok(Value::number(n)),
        None => Err(PathError::root("a number is required")),
    }
}

fn unmarshal_dynamic(j: &Json<'_>) -> Result<Value, PathError> {
    let Json::Object(members) = j else {
        return Err(PathError::root("missing expected {"));
    };
    let mut ty: Option<Type> = None;
    let mut body: Option<&Json<'_>> = None;
    for (k, v) in members {
        match k.as_str() {
            "type" => {
                ty = Some(type_from_tree(v).map_err(|e| {
                    PathError::root(format!("failed to decode type for dynamic value: {e}"))
                })?)
            }
            "value" => body = Some(v),
            _ => {
                return Err(PathError::root(format!(
                    "invalid key {} in dynamically-typed value",
                    quote(k)
                )))
            }
        }
    }
    let Some(ty) = ty else {
        return Err(PathError::root("missing type in dynamically-typed value"));
    };
    let Some(body) = body else {
        return Err(PathError::root("missing value in dynamically-typed value"));
    };
    unmarshal_tree(body, &ty)
}

// ----- implied type ---------------------------------------------------------

/// go-cty `json.ImpliedType`: objects give object types, arrays tuples,
/// `null` the dynamic pseudo-type.
///
/// Like go-cty, which reads token by token and never runs Go's nesting
/// check here, any depth is accepted (memory bounds it; the reader grows
/// its stack as needed). [`unmarshal`] then refuses what is too deep, so
/// `jsondecode` fails with the reference's message.
pub fn implied_type(src: &str) -> Result<Type, String> {
    let mut r = Reader::with_max_depth(src, usize::MAX);
    let t: Type = r.build()?;
    let rest = src[r.pos..].trim_start_matches([' ', '\t', '\n', '\r']);
    if !rest.is_empty() && !rest.starts_with([']', '}']) {
        return Err("extraneous data after JSON object".into());
    }
    Ok(t)
}

pub(crate) fn implied_tree(j: &Json<'_>) -> Type {
    super::deep_if(j.has_children(), || implied_tree_at(j))
}

fn implied_tree_at(j: &Json<'_>) -> Type {
    match j {
        Json::Null => Type::Dynamic,
        Json::Bool(_) => Type::Bool,
        Json::Number(_) => Type::Number,
        Json::String(_) => Type::String,
        Json::Array(items) => Type::tuple(items.iter().map(implied_tree).collect::<Vec<_>>()),
        Json::Object(members) => Type::object(
            members
                .iter()
                .map(|(k, v)| (SmolStr::from(k.as_str()), implied_tree(v))),
        ),
    }
}

/// go-cty `SimpleJSONValue` decoding: the value of the JSON text's implied type.
pub fn unmarshal_implied(src: &str) -> Result<Value, PathError> {
    let (j, end) = parse_first(src).map_err(PathError::root)?;
    let rest = src[end..].trim_start_matches([' ', '\t', '\n', '\r']);
    if !rest.is_empty() && !rest.starts_with([']', '}']) {
        return Err(PathError::root("extraneous data after JSON object"));
    }
    let t = implied_tree(&j);
    unmarshal_tree(&j, &t)
}
