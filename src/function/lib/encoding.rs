//! Encoding functions (go-cty `stdlib/json.go`, `csv.go`): jsonencode,
//! jsondecode, csvdecode.

use super::{param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{go_quote, json, Type, Value};
use smol_str::SmolStr;

/// `jsonencode(val)`.
pub fn jsonencode() -> Function {
    Function::with_static_type(
        vec![param("val", Type::Dynamic)
            .allow_dynamic_type()
            .allow_null()
            .allow_unknown()],
        None,
        Type::String,
        |args, ret| {
            let v = &args[0];
            if !v.is_wholly_known() {
                // go-cty: a value that cannot be null starts with the
                // character its JSON form opens with
                let rng = v.range();
                if rng.could_be_null() {
                    return Ok(Value::unknown(ret.clone()));
                }
                let open = match rng.type_constraint() {
                    Type::String => "\"",
                    Type::Object(_) | Type::Map(_) => "{",
                    Type::Tuple(_) | Type::List(_) | Type::Set(_) => "[",
                    _ => "",
                };
                return Ok(Value::unknown(ret.clone())
                    .refine()
                    .string_prefix_full(open)
                    .new_value());
            }
            if v.is_null() {
                return Ok(Value::string("null"));
            }
            super::check_spelled(v)?;
            json::marshal(v, v.ty())
                .map(Value::string)
                .map_err(|e| FuncError::call(e.to_string()))
        },
    )
}

/// `jsondecode(str)`.
pub fn jsondecode() -> Function {
    Function::with_type_fn(
        vec![param("str", Type::String)],
        None,
        |args| {
            if !args[0].is_known() {
                return Ok(Type::Dynamic);
            }
            json::implied_type(str_arg(&args[0])).map_err(FuncError::call)
        },
        |args, ret| {
            json::unmarshal(str_arg(&args[0]), ret).map_err(|e| FuncError::call(e.to_string()))
        },
    )
}

/// `csvdecode(str)`: a list of objects, one per record after the header.
pub fn csvdecode() -> Function {
    Function::with_type_fn(
        vec![param("str", Type::String)],
        None,
        |args| {
            if !args[0].is_known() {
                return Ok(Type::Dynamic);
            }
            let mut r = CsvReader::new(str_arg(&args[0]), 0);
            let headers = match r.read() {
                Ok(Some(h)) => h,
                Ok(None) => return Err(FuncError::call("missing header line")),
                Err(e) => return Err(FuncError::call(e.wrapped())),
            };
            let mut names: Vec<&str> = Vec::with_capacity(headers.len());
            for h in &headers {
                if names.contains(&h.as_str()) {
                    return Err(FuncError::call(format!(
                        "duplicate column name {}",
                        go_quote(h)
                    )));
                }
                names.push(h);
            }
            Ok(Type::list(Type::object(
                headers
                    .iter()
                    .map(|h| (SmolStr::from(h.as_str()), Type::String)),
            )))
        },
        |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let n = ety.object_type().map(|o| o.len()).unwrap_or(0);
            let mut r = CsvReader::new(str_arg(&args[0]), n);
            let headers = match r.read() {
                Ok(Some(h)) => h,
                Ok(None) => return Err(FuncError::call("EOF")),
                Err(e) => return Err(FuncError::call(e.plain())),
            };
            let mut rows = Vec::new();
            loop {
                match r.read() {
                    Ok(None) => break,
                    Ok(Some(cols)) => {
                        let obj =
                            Value::object(cols.into_iter().enumerate().map(|(i, s)| {
                                (SmolStr::from(headers[i].as_str()), Value::string(s))
                            }));
                        rows.push(obj);
                    }
                    Err(e) => return Err(FuncError::call(e.wrapped())),
                }
            }
            Ok(Value::list_of(ety, rows))
        },
    )
}

/// A parse error of Go's `encoding/csv`.
struct CsvError {
    start_line: usize,
    line: usize,
    column: usize,
    kind: CsvErrKind,
}

enum CsvErrKind {
    BareQuote,
    Quote,
    FieldCount,
}

impl CsvError {
    fn msg(&self) -> &'static str {
        match self.kind {
            CsvErrKind::BareQuote => "bare \" in non-quoted-field",
            CsvErrKind::Quote => "extraneous or missing \" in quoted-field",
            CsvErrKind::FieldCount => "wrong number of fields",
        }
    }
    /// go-cty's `csvError` wrapping.
    fn wrapped(&self) -> String {
        format!("CSV parse error on line {}: {}", self.line, self.msg())
    }
    /// `csv.ParseError.Error()`.
    fn plain(&self) -> String {
        if matches!(self.kind, CsvErrKind::FieldCount) {
            return format!("record on line {}: {}", self.line, self.msg());
        }
        if self.start_line != self.line {
            return format!(
                "record on line {}; parse error on line {}, column {}: {}",
                self.start_line,
                self.line,
                self.column,
                self.msg()
            );
        }
        format!(
            "parse error on line {}, column {}: {}",
            self.line,
            self.column,
            self.msg()
        )
    }
}

/// Go's `encoding/csv.Reader` with default settings (comma separator, no
/// lazy quotes) and `FieldsPerRecord` as given (0: set by the first record).
struct CsvReader<'a> {
    rest: &'a str,
    num_line: usize,
    fields_per_record: usize,
}

impl<'a> CsvReader<'a> {
    fn new(s: &'a str, fields_per_record: usize) -> CsvReader<'a> {
        CsvReader {
            rest: s,
            num_line: 0,
            fields_per_record,
        }
    }

    /// One physical line with `\r\n` normalised to `\n`; `None` at EOF.
    fn read_line(&mut self) -> Option<String> {
        if self.rest.is_empty() {
            self.num_line += 1;
            return None;
        }
        let (line, rest) = match self.rest.find('\n') {
            Some(i) => (&self.rest[..=i], &self.rest[i + 1..]),
            None => (self.rest, ""),
        };
        self.rest = rest;
        self.num_line += 1;
        let mut l = line.to_string();
        if !l.ends_with('\n') && l.ends_with('\r') {
            l.pop();
        }
        if l.ends_with("\r\n") {
            l.truncate(l.len() - 2);
            l.push('\n');
        }
        Some(l)
    }

    fn read(&mut self) -> Result<Option<Vec<String>>, CsvError> {
        let mut line;
        loop {
            match self.read_line() {
                None => return Ok(None),
                Some(l) => {
                    if l == "\n" {
                        continue;
                    }
                    line = l;
                    break;
                }
            }
        }
        let rec_line = self.num_line;
        let mut fields: Vec<String> = Vec::new();
        let mut pos_line = rec_line;
        let mut at_eof = false;
        'fields: loop {
            if !line.starts_with('"') {
                let (field, more) = match line.find(',') {
                    Some(i) => (line[..i].to_string(), Some(line[i + 1..].to_string())),
                    None => (line.trim_end_matches('\n').to_string(), None),
                };
                if let Some(j) = field.find('"') {
                    return Err(CsvError {
                        start_line: rec_line,
                        line: self.num_line,
                        column: j + 1,
                        kind: CsvErrKind::BareQuote,
                    });
                }
                fields.push(field);
                match more {
                    Some(m) => {
                        line = m;
                        continue 'fields;
                    }
                    None => break 'fields,
                }
            }
            // Quoted field.
            let mut buf = String::new();
            line.remove(0);
            loop {
                if let Some(i) = line.find('"') {
                    buf.push_str(&line[..i]);
                    line = line[i + 1..].to_string();
                    if line.starts_with('"') {
                        buf.push('"');
                        line.remove(0);
                    } else if line.starts_with(',') {
                        line.remove(0);
                        fields.push(buf);
                        continue 'fields;
                    } else if line.is_empty() || line == "\n" {
                        fields.push(buf);
                        break 'fields;
                    } else {
                        return Err(CsvError {
                            start_line: rec_line,
                            line: self.num_line,
                            column: 1,
                            kind: CsvErrKind::Quote,
                        });
                    }
                } else if !line.is_empty() {
                    buf.push_str(&line);
                    if at_eof {
                        fields.push(buf);
                        break 'fields;
                    }
                    match self.read_line() {
                        Some(l) => {
                            line = l;
                            pos_line += 1;
                        }
                        None => {
                            line = String::new();
                        }
                    }
                } else {
                    let _ = &mut at_eof;
                    return Err(CsvError {
                        start_line: rec_line,
                        line: pos_line,
                        column: 1,
                        kind: CsvErrKind::Quote,
                    });
                }
            }
        }
        if self.fields_per_record > 0 {
            if fields.len() != self.fields_per_record {
                return Err(CsvError {
                    start_line: rec_line,
                    line: rec_line,
                    column: 1,
                    kind: CsvErrKind::FieldCount,
                });
            }
        } else {
            self.fields_per_record = fields.len();
        }
        Ok(Some(fields))
    }
}
