//! Date and time functions (go-cty `stdlib/datetime.go`): formatdate and
//! timeadd, with Go's RFC 3339 parsing and duration syntax reimplemented
//! (pure: no clock, no time zone database).

use super::{param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{go_quote, Type, Value};

/// A parsed timestamp: civil date and time in its own UTC offset.
#[derive(Clone, Copy, Debug)]
struct Time {
    /// Seconds since 1970-01-01T00:00:00 in local (offset) time.
    local_secs: i64,
    nanos: i64,
    offset: i64,
}

fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = if z >= 0 { z } else { z - 146096 } / 146097;
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn days_in(m: i64, y: i64) -> i64 {
    match m {
        2 => {
            if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 {
                29
            } else {
                28
            }
        }
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

impl Time {
    fn parts(&self) -> (i64, i64, i64, i64, i64, i64) {
        let days = self.local_secs.div_euclid(86400);
        let secs = self.local_secs.rem_euclid(86400);
        let (y, m, d) = civil_from_days(days);
        (y, m, d, secs / 3600, secs % 3600 / 60, secs % 60)
    }
    fn weekday(&self) -> usize {
        ((self.local_secs.div_euclid(86400) + 4).rem_euclid(7)) as usize
    }
    /// Go's `-0700` / `-07:00` / `Z07:00` zone formats.
    fn zone(&self, colon: bool, z: bool) -> String {
        if z && self.offset == 0 {
            return "Z".into();
        }
        let sign = if self.offset < 0 { '-' } else { '+' };
        let o = self.offset.abs() / 60;
        if colon {
            format!("{sign}{:02}:{:02}", o / 60, o % 60)
        } else {
            format!("{sign}{:02}{:02}", o / 60, o % 60)
        }
    }
    fn rfc3339(&self) -> String {
        let (y, m, d, h, mi, s) = self.parts();
        let ys = if y < 0 {
            format!("-{:04}", -y)
        } else {
            format!("{y:04}")
        };
        format!(
            "{ys}-{m:02}-{d:02}T{h:02}:{mi:02}:{s:02}{}",
            self.zone(true, true)
        )
    }
}

/// Go's `time.ParseError` fields.
struct ParseError {
    layout_elem: &'static str,
    value_elem: String,
    message: String,
}

fn is_digit(s: &[u8], i: usize) -> bool {
    s.get(i).is_some_and(|c| c.is_ascii_digit())
}

fn getnum(s: &[u8], fixed: bool) -> Option<(i64, usize)> {
    if !is_digit(s, 0) {
        return None;
    }
    if !is_digit(s, 1) {
        if fixed {
            return None;
        }
        return Some(((s[0] - b'0') as i64, 1));
    }
    Some((((s[0] - b'0') * 10 + (s[1] - b'0')) as i64, 2))
}

/// `time.Parse(time.RFC3339, s)`.
fn parse_rfc3339(s: &str) -> Result<Time, ParseError> {
    let b = s.as_bytes();
    let mut pos;
    let rest = |p: usize| String::from_utf8_lossy(&b[p.min(b.len())..]).into_owned();
    let bad = |elem: &'static str, p: usize| ParseError {
        layout_elem: elem,
        value_elem: rest(p),
        message: String::new(),
    };
    let range = |elem: &'static str, p: usize, what: &str| ParseError {
        layout_elem: elem,
        value_elem: rest(p),
        message: format!(": {what} out of range"),
    };
    let lit = |pos: &mut usize, c: u8, elem: &'static str| -> Result<(), ParseError> {
        if b.get(*pos) != Some(&c) {
            return Err(ParseError {
                layout_elem: elem,
                value_elem: rest(*pos),
                message: String::new(),
            });
        }
        *pos += 1;
        Ok(())
    };
    // year
    if b.len() < 4 || !is_digit(b, 0) {
        return Err(bad("2006", 0));
    }
    if !b[..4].iter().all(|c| c.is_ascii_digit()) {
        // Go has consumed the four characters before failing.
        return Err(bad("2006", 4));
    }
    let year: i64 = s[..4].parse().unwrap_or(0);
    pos = 4;
    lit(&mut pos, b'-', "-")?;
    let (month, n) = getnum(&b[pos..], true).ok_or_else(|| bad("01", pos))?;
    pos += n;
    if !(1..=12).contains(&month) {
        return Err(range("01", pos, "month"));
    }
    lit(&mut pos, b'-', "-")?;
    let (day, n) = getnum(&b[pos..], true).ok_or_else(|| bad("02", pos))?;
    pos += n;
    lit(&mut pos, b'T', "T")?;
    let (hour, n) = getnum(&b[pos..], false).ok_or_else(|| bad("15", pos))?;
    pos += n;
    if !(0..24).contains(&hour) {
        return Err(range("15", pos, "hour"));
    }
    lit(&mut pos, b':', ":")?;
    let (min, n) = getnum(&b[pos..], true).ok_or_else(|| bad("04", pos))?;
    pos += n;
    if !(0..60).contains(&min) {
        return Err(range("04", pos, "minute"));
    }
    lit(&mut pos, b':', ":")?;
    let (sec, n) = getnum(&b[pos..], true).ok_or_else(|| bad("05", pos))?;
    pos += n;
    if !(0..60).contains(&sec) {
        return Err(range("05", pos, "second"));
    }
    let mut nanos = 0i64;
    if b.len() >= pos + 2 && (b[pos] == b'.' || b[pos] == b',') && is_digit(b, pos + 1) {
        let mut n = pos + 2;
        while is_digit(b, n) {
            n += 1;
        }
        let digits = &s[pos + 1..n];
        let mut ns = 0i64;
        for (i, c) in digits.bytes().enumerate() {
            if i >= 9 {
                break;
            }
            ns = ns * 10 + (c - b'0') as i64;
        }
        for _ in digits.len()..9 {
            ns *= 10;
        }
        nanos = ns;
        pos = n;
    }
    // zone
    let offset = if b.get(pos) == Some(&b'Z') {
        pos += 1;
        0
    } else {
        let start = pos;
        if b.len() < pos + 6 || b[pos + 3] != b':' {
            return Err(bad("Z07:00", start));
        }
        let hr = getnum(&b[pos + 1..pos + 3], true);
        let mm = getnum(&b[pos + 4..pos + 6], true);
        let (Some((hr, _)), Some((mm, _))) = (hr, mm) else {
            return Err(bad("Z07:00", start));
        };
        let sign = b[pos];
        pos += 6;
        if hr > 24 {
            return Err(range("Z07:00", pos, "time zone offset hour"));
        }
        if mm > 60 {
            return Err(range("Z07:00", pos, "time zone offset minute"));
        }
        let o = (hr * 60 + mm) * 60;
        match sign {
            b'+' => o,
            b'-' => -o,
            _ => return Err(bad("Z07:00", start)),
        }
    };
    if pos < b.len() {
        let r = rest(pos);
        return Err(ParseError {
            layout_elem: "",
            message: format!(": extra text: {}", time_quote(&r)),
            value_elem: r,
        });
    }
    if day < 1 || day > days_in(month, year) {
        return Err(ParseError {
            layout_elem: "",
            value_elem: String::new(),
            message: ": day out of range".into(),
        });
    }
    let local = days_from_civil(year, month, day) * 86400 + hour * 3600 + min * 60 + sec;
    Ok(Time {
        local_secs: local,
        nanos,
        offset,
    })
}

/// go-cty `parseTimestamp` error wording.
fn parse_timestamp(s: &str) -> Result<Time, String> {
    parse_rfc3339(s).map_err(|e| {
        if e.layout_elem.is_empty() && e.value_elem.is_empty() && !e.message.is_empty() {
            return format!("not a valid RFC3339 timestamp{}", e.message);
        }
        let what = match e.layout_elem {
            "2006" => "year",
            "01" => "month",
            "02" => "day of month",
            "15" => "hour",
            "04" => "minute",
            "05" => "second",
            "Z07:00" => "UTC offset",
            "T" => {
                return "not a valid RFC3339 timestamp: missing required time introducer 'T'".into()
            }
            ":" | "-" => {
                return if e.value_elem.is_empty() {
                    format!(
                        "not a valid RFC3339 timestamp: end of string where {} is expected",
                        go_quote(e.layout_elem)
                    )
                } else {
                    format!(
                        "not a valid RFC3339 timestamp: found {} where {} is expected",
                        go_quote(&e.value_elem),
                        go_quote(e.layout_elem)
                    )
                };
            }
            _ => "timestamp segment",
        };
        if e.value_elem.is_empty() {
            format!("not a valid RFC3339 timestamp: end of string before {what}")
        } else {
            format!(
                "not a valid RFC3339 timestamp: cannot use {} as {what}",
                go_quote(&e.value_elem)
            )
        }
    })
}

/// The `time` package's own `quote`.
fn time_quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        if (c as u32) >= 0x80 || c < ' ' {
            let mut b = [0u8; 4];
            for byte in c.encode_utf8(&mut b).bytes() {
                out.push_str(&format!("\\x{byte:02x}"));
            }
        } else {
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
    }
    out.push('"');
    out
}

/// `time.ParseDuration`: nanoseconds.
fn parse_duration(orig: &str) -> Result<i64, String> {
    let invalid = || format!("time: invalid duration {}", time_quote(orig));
    let mut s = orig.as_bytes();
    let mut neg = false;
    if let Some(&c) = s.first() {
        if c == b'-' || c == b'+' {
            neg = c == b'-';
            s = &s[1..];
        }
    }
    if s == b"0" {
        return Ok(0);
    }
    if s.is_empty() {
        return Err(invalid());
    }
    let mut d: u64 = 0;
    while !s.is_empty() {
        if !(s[0] == b'.' || s[0].is_ascii_digit()) {
            return Err(invalid());
        }
        // leading int
        let mut v: u64 = 0;
        let mut i = 0;
        while i < s.len() && s[i].is_ascii_digit() {
            if v > (1u64 << 63) / 10 {
                return Err(invalid());
            }
            v = v * 10 + (s[i] - b'0') as u64;
            if v > 1u64 << 63 {
                return Err(invalid());
            }
            i += 1;
        }
        let pre = i > 0;
        s = &s[i..];
        let mut f: u64 = 0;
        let mut scale = 1f64;
        let mut post = false;
        if s.first() == Some(&b'.') {
            s = &s[1..];
            let mut i = 0;
            let mut overflow = false;
            while i < s.len() && s[i].is_ascii_digit() {
                if !overflow {
                    if f > ((1u64 << 63) - 1) / 10 {
                        overflow = true;
                    } else {
                        let y = f * 10 + (s[i] - b'0') as u64;
                        if y > 1u64 << 63 {
                            overflow = true;
                        } else {
                            f = y;
                            scale *= 10.0;
                        }
                    }
                }
                i += 1;
            }
            post = i > 0;
            s = &s[i..];
        }
        if !pre && !post {
            return Err(invalid());
        }
        let mut i = 0;
        while i < s.len() && !(s[i] == b'.' || s[i].is_ascii_digit()) {
            i += 1;
        }
        if i == 0 {
            return Err(format!(
                "time: missing unit in duration {}",
                time_quote(orig)
            ));
        }
        let u = &s[..i];
        s = &s[i..];
        let unit: u64 = match u {
            b"ns" => 1,
            b"us" | [0xC2, 0xB5, b's'] | [0xCE, 0xBC, b's'] => 1_000,
            b"ms" => 1_000_000,
            b"s" => 1_000_000_000,
            b"m" => 60_000_000_000,
            b"h" => 3_600_000_000_000,
            _ => {
                return Err(format!(
                    "time: unknown unit {} in duration {}",
                    time_quote(&String::from_utf8_lossy(u)),
                    time_quote(orig)
                ))
            }
        };
        if v > (1u64 << 63) / unit {
            return Err(invalid());
        }
        v *= unit;
        if f > 0 {
            v += (f as f64 * (unit as f64 / scale)) as u64;
            if v > 1u64 << 63 {
                return Err(invalid());
            }
        }
        d += v;
        if d > 1u64 << 63 {
            return Err(invalid());
        }
    }
    if neg {
        return Ok((d as i64).wrapping_neg());
    }
    if d > (1u64 << 63) - 1 {
        return Err(invalid());
    }
    Ok(d as i64)
}

/// `timeadd(timestamp, duration)`.
pub fn timeadd() -> Function {
    Function::with_static_type(
        vec![
            param("timestamp", Type::String),
            param("duration", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let t = parse_timestamp(str_arg(&args[0])).map_err(FuncError::call)?;
            let d = parse_duration(str_arg(&args[1])).map_err(FuncError::call)?;
            let total = t.nanos as i128 + d as i128;
            let secs = total.div_euclid(1_000_000_000) as i64;
            let nanos = total.rem_euclid(1_000_000_000) as i64;
            let t2 = Time {
                local_secs: t.local_secs + secs,
                nanos,
                offset: t.offset,
            };
            Ok(Value::string(t2.rfc3339()))
        },
    )
}

fn is_verb(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

/// `formatdate(format, time)`.
pub fn formatdate() -> Function {
    Function::with_static_type(
        vec![param("format", Type::String), param("time", Type::String)],
        None,
        Type::String,
        |args, _| {
            let f = str_arg(&args[0]).as_bytes();
            let t = parse_timestamp(str_arg(&args[1])).map_err(|e| FuncError::arg(1, e))?;
            let (y, mo, d, h, mi, s) = t.parts();
            let mut out: Vec<u8> = Vec::new();
            let mut i = 0;
            let verb_err = |tok: &[u8], rest: &str| {
                FuncError::arg(
                    0,
                    format!(
                        "invalid date format verb {}{rest}",
                        go_quote(&String::from_utf8_lossy(tok))
                    ),
                )
            };
            while i < f.len() {
                // tokenise
                let tok: &[u8];
                if f[i] == b'\'' {
                    if f.get(i + 1) == Some(&b'\'') {
                        tok = &f[i..i + 2];
                    } else {
                        let mut j = i + 1;
                        let mut end = f.len();
                        while j < f.len() {
                            if f[j] == b'\'' {
                                if j + 1 == f.len() {
                                    end = f.len();
                                    break;
                                }
                                if f[j + 1] == b'\'' {
                                    j += 2;
                                    continue;
                                }
                                end = j + 1;
                                break;
                            }
                            j += 1;
                        }
                        tok = &f[i..end];
                    }
                } else if is_verb(f[i]) {
                    let mut j = i + 1;
                    while j < f.len() && f[j] == f[i] {
                        j += 1;
                    }
                    tok = &f[i..j];
                } else {
                    let mut j = i + 1;
                    while j < f.len() && f[j] != b'\'' && !is_verb(f[j]) {
                        j += 1;
                    }
                    tok = &f[i..j];
                }
                i += tok.len();
                let n = tok.len();
                if tok[0] == b'\'' {
                    if tok[n - 1] != b'\'' || n == 1 {
                        return Err(FuncError::arg(0, "unterminated literal '"));
                    }
                    if n == 2 {
                        out.push(b'\'');
                    } else {
                        let raw = &tok[1..n - 1];
                        let mut k = 0;
                        while k < raw.len() {
                            out.push(raw[k]);
                            if raw[k] == b'\'' {
                                k += 1;
                            }
                            k += 1;
                        }
                    }
                    continue;
                }
                if !is_verb(tok[0]) {
                    out.extend_from_slice(tok);
                    continue;
                }
                let w = |out: &mut Vec<u8>, s: String| out.extend_from_slice(s.as_bytes());
                match tok[0] {
                    b'Y' => match n {
                        2 => w(&mut out, format!("{:02}", y.rem_euclid(100))),
                        4 => w(&mut out, format!("{y:04}")),
                        _ => return Err(verb_err(tok, ": year must either be \"YY\" or \"YYYY\"")),
                    },
                    b'M' => match n {
                        1 => w(&mut out, format!("{mo}")),
                        2 => w(&mut out, format!("{mo:02}")),
                        3 => w(&mut out, MONTHS[(mo - 1) as usize][..3].to_string()),
                        4 => w(&mut out, MONTHS[(mo - 1) as usize].to_string()),
                        _ => {
                            return Err(verb_err(
                                tok,
                                ": month must be \"M\", \"MM\", \"MMM\", or \"MMMM\"",
                            ))
                        }
                    },
                    b'D' => match n {
                        1 => w(&mut out, format!("{d}")),
                        2 => w(&mut out, format!("{d:02}")),
                        _ => {
                            return Err(verb_err(
                                tok,
                                ": day of month must either be \"D\" or \"DD\"",
                            ))
                        }
                    },
                    b'E' => match n {
                        3 => w(&mut out, WEEKDAYS[t.weekday()][..3].to_string()),
                        4 => w(&mut out, WEEKDAYS[t.weekday()].to_string()),
                        _ => {
                            return Err(verb_err(
                                tok,
                                ": day of week must either be \"EEE\" or \"EEEE\"",
                            ))
                        }
                    },
                    b'h' => match n {
                        1 => w(&mut out, format!("{h}")),
                        2 => w(&mut out, format!("{h:02}")),
                        _ => return Err(verb_err(tok, ": 24-hour must either be \"h\" or \"hh\"")),
                    },
                    b'H' => {
                        let h12 = if h % 12 == 0 { 12 } else { h % 12 };
                        match n {
                            1 => w(&mut out, format!("{h12}")),
                            2 => w(&mut out, format!("{h12:02}")),
                            _ => {
                                return Err(verb_err(
                                    tok,
                                    ": 12-hour must either be \"H\" or \"HH\"",
                                ))
                            }
                        }
                    }
                    b'A' | b'a' => {
                        if n != 2 {
                            let c = tok[0] as char;
                            return Err(verb_err(tok, &format!(": must be \"{c}{c}\"")));
                        }
                        let pm = h / 12 == 1;
                        let s = match (tok[0] == b'A', pm) {
                            (true, false) => "AM",
                            (true, true) => "PM",
                            (false, false) => "am",
                            (false, true) => "pm",
                        };
                        w(&mut out, s.to_string());
                    }
                    b'm' => match n {
                        1 => w(&mut out, format!("{mi}")),
                        2 => w(&mut out, format!("{mi:02}")),
                        _ => return Err(verb_err(tok, ": minute must either be \"m\" or \"mm\"")),
                    },
                    b's' => match n {
                        1 => w(&mut out, format!("{s}")),
                        2 => w(&mut out, format!("{s:02}")),
                        _ => return Err(verb_err(tok, ": second must either be \"s\" or \"ss\"")),
                    },
                    b'Z' => match n {
                        1 => w(&mut out, t.zone(true, true)),
                        3 => {
                            let z = t.zone(false, false);
                            w(&mut out, if z == "+0000" { "UTC".into() } else { z });
                        }
                        4 => w(&mut out, t.zone(false, false)),
                        5 => w(&mut out, t.zone(true, false)),
                        _ => return Err(verb_err(tok, ": timezone must be Z, ZZZZ, or ZZZZZ")),
                    },
                    _ => return Err(verb_err(tok, "")),
                }
            }
            Ok(Value::string(String::from_utf8_lossy(&out).into_owned()))
        },
    )
}
