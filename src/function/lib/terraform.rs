//! Commonly used Terraform-style functions, with Terraform's parameter
//! names, types, null/unknown handling and error messages
//! (`internal/lang/funcs` of hashicorp/terraform): base64encode,
//! base64decode, urlencode, sha1, sha256, sha512, md5, uuidv5, cidrhost,
//! cidrnetmask, cidrsubnet, cidrsubnets, alltrue, anytrue, sum, one, index,
//! startswith, endswith, strcontains, transpose, matchkeys. All pure:
//! nothing reads files, the clock or randomness.
//!
//! Errors Terraform returns as plain Go errors are call errors ("Error in
//! function call"); its `function.NewArgError`s are argument errors
//! ("Invalid function argument").

use super::{go_int, param, str_arg};
use crate::function::{FuncError, Function};
use crate::gocompat::net as netaddr;
use crate::value::{convert, go_quote, unify_unsafe, Number, Type, Value};
use dashu_int::IBig;
#[cfg(feature = "crypto")]
use sha1::Digest;
use smol_str::SmolStr;

fn str_to_str(f: impl Fn(&str) -> Result<String, FuncError> + Send + Sync + 'static) -> Function {
    Function::with_static_type(
        vec![param("str", Type::String)],
        None,
        Type::String,
        move |args, _| f(str_arg(&args[0])).map(Value::string),
    )
}

fn hex(b: &[u8]) -> String {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(2 * b.len());
    for x in b {
        s.push(D[(x >> 4) as usize] as char);
        s.push(D[(x & 15) as usize] as char);
    }
    s
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `base64encode(str)`: standard Base64 (with padding) of the UTF-8 bytes.
pub fn base64encode() -> Function {
    str_to_str(|s| {
        let b = s.as_bytes();
        let mut out = String::with_capacity(b.len().div_ceil(3) * 4);
        for c in b.chunks(3) {
            let n = (c[0] as u32) << 16
                | (*c.get(1).unwrap_or(&0) as u32) << 8
                | *c.get(2).unwrap_or(&0) as u32;
            for i in 0..4 {
                if i <= c.len() {
                    out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
                } else {
                    out.push('=');
                }
            }
        }
        Ok(out)
    })
}

/// Go's `base64.StdEncoding.DecodeString`: padding required, `\r` and
/// `\n` ignored anywhere, unused trailing bits ignored.
fn go_base64_decode(s: &str) -> Option<Vec<u8>> {
    let t: Vec<u8> = s.bytes().filter(|&c| c != b'\r' && c != b'\n').collect();
    if !t.len().is_multiple_of(4) {
        return None;
    }
    let val = |c: u8| B64.iter().position(|&x| x == c).map(|v| v as u32);
    let mut out = Vec::with_capacity(t.len() / 4 * 3);
    let quads = t.len() / 4;
    for (qi, q) in t.chunks(4).enumerate() {
        let pad = match (q[2], q[3]) {
            (b'=', b'=') => 2,
            (_, b'=') => 1,
            _ => 0,
        };
        if pad > 0 && qi + 1 != quads {
            return None;
        }
        let mut n = 0u32;
        for &c in &q[..4 - pad] {
            n = n << 6 | val(c)?;
        }
        n <<= 6 * pad as u32;
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..3 - pad]);
    }
    Some(out)
}

/// `base64decode(str)`: the decoded bytes, which must be UTF-8.
pub fn base64decode() -> Function {
    str_to_str(|s| {
        let bytes = go_base64_decode(s).ok_or_else(|| {
            FuncError::call(format!("failed to decode base64 data {}", go_quote(s)))
        })?;
        String::from_utf8(bytes).map_err(|_| {
            FuncError::call("the result of decoding the provided string is not valid UTF-8")
        })
    })
}

/// `urlencode(str)`: Go's `url.QueryEscape`.
pub fn urlencode() -> Function {
    str_to_str(|s| {
        let mut out = String::with_capacity(s.len());
        for b in s.bytes() {
            match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                    out.push(b as char)
                }
                b' ' => out.push('+'),
                _ => {
                    out.push('%');
                    out.push_str(&hex(&[b]).to_ascii_uppercase());
                }
            }
        }
        Ok(out)
    })
}

#[cfg(feature = "crypto")]
/// `sha1(str)`: lowercase hex digest.
pub fn sha1() -> Function {
    str_to_str(|s| Ok(hex(&sha1::Sha1::digest(s.as_bytes()))))
}
#[cfg(feature = "crypto")]
/// `sha256(str)`.
pub fn sha256() -> Function {
    str_to_str(|s| Ok(hex(&sha2::Sha256::digest(s.as_bytes()))))
}
#[cfg(feature = "crypto")]
/// `sha512(str)`.
pub fn sha512() -> Function {
    str_to_str(|s| Ok(hex(&sha2::Sha512::digest(s.as_bytes()))))
}
#[cfg(feature = "crypto")]
/// `md5(str)`.
pub fn md5() -> Function {
    str_to_str(|s| Ok(hex(&md5::Md5::digest(s.as_bytes()))))
}

#[cfg(feature = "crypto")]
/// Go's `%q` of a byte string that may not be valid UTF-8.
fn quote_bytes(b: &[u8]) -> String {
    let mut s = String::from("\"");
    for chunk in b.utf8_chunks() {
        let q = go_quote(chunk.valid());
        s.push_str(&q[1..q.len() - 1]);
        for x in chunk.invalid() {
            s.push_str(&format!("\\x{x:02x}"));
        }
    }
    s.push('"');
    s
}

#[cfg(feature = "crypto")]
fn hex_pair(a: u8, b: u8) -> Option<u8> {
    let d = |c: u8| (c as char).to_digit(16).map(|v| v as u8);
    Some(d(a)? << 4 | d(b)?)
}

#[cfg(feature = "crypto")]
/// github.com/google/uuid's `Parse` (v1.6): `xxxxxxxx-xxxx-xxxx-xxxx-
/// xxxxxxxxxxxx`, optionally with a `urn:uuid:` prefix or one character
/// either side (not checked to be braces), or 32 hex digits.
fn parse_uuid(s: &str) -> Result<[u8; 16], String> {
    let mut b = s.as_bytes();
    let mut out = [0u8; 16];
    let bad = || "invalid UUID format".to_string();
    match b.len() {
        36 => {}
        45 => {
            if !b[..9].eq_ignore_ascii_case(b"urn:uuid:") {
                return Err(format!("invalid urn prefix: {}", quote_bytes(&b[..9])));
            }
            b = &b[9..];
        }
        38 => b = &b[1..],
        32 => {
            for (i, o) in out.iter_mut().enumerate() {
                *o = hex_pair(b[2 * i], b[2 * i + 1]).ok_or_else(bad)?;
            }
            return Ok(out);
        }
        n => return Err(format!("invalid UUID length: {n}")),
    }
    if b[8] != b'-' || b[13] != b'-' || b[18] != b'-' || b[23] != b'-' {
        return Err(bad());
    }
    const AT: [usize; 16] = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
    for (o, &x) in out.iter_mut().zip(AT.iter()) {
        *o = hex_pair(b[x], b[x + 1]).ok_or_else(bad)?;
    }
    Ok(out)
}

#[cfg(feature = "crypto")]
/// `uuidv5(namespace, name)`: a name-based (SHA-1) UUID; the namespace is
/// `dns`, `url`, `oid`, `x500` or a UUID.
pub fn uuidv5() -> Function {
    Function::with_static_type(
        vec![
            param("namespace", Type::String),
            param("name", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let ns = str_arg(&args[0]);
            let known = match ns {
                "dns" => Some(0x10),
                "url" => Some(0x11),
                "oid" => Some(0x12),
                "x500" => Some(0x14),
                _ => None,
            };
            let nsb = match known {
                Some(b) => {
                    let mut u = [
                        0x6b, 0xa7, 0xb8, 0x00, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0,
                        0x4f, 0xd4, 0x30, 0xc8,
                    ];
                    u[3] = b;
                    u
                }
                None => parse_uuid(ns).map_err(|e| {
                    FuncError::call(format!("uuidv5() doesn't support namespace {ns} ({e})"))
                })?,
            };
            let mut h = sha1::Sha1::new();
            h.update(nsb);
            h.update(str_arg(&args[1]).as_bytes());
            let d = h.finalize();
            let mut u = [0u8; 16];
            u.copy_from_slice(&d[..16]);
            u[6] = (u[6] & 0x0f) | 0x50;
            u[8] = (u[8] & 0x3f) | 0x80;
            let x = hex(&u);
            Ok(Value::string(format!(
                "{}-{}-{}-{}-{}",
                &x[0..8],
                &x[8..12],
                &x[12..16],
                &x[16..20],
                &x[20..32]
            )))
        },
    )
}

fn cidr_err(e: netaddr::CidrError) -> FuncError {
    match e {
        netaddr::CidrError::Msg(m) => FuncError::call(m),
        netaddr::CidrError::Panic(p) => panic_err(p),
    }
}

fn panic_err(p: netaddr::Panic) -> FuncError {
    FuncError::call(format!("panic in function implementation: {}", p.0))
}

/// go-cty's conversion of a number into a Go `*big.Int`.
fn big_int_arg(v: &Value) -> Result<IBig, String> {
    v.as_number()
        .and_then(Number::to_big_int)
        .ok_or_else(|| "value must be a whole number".to_string())
}

fn parse_prefix(s: &str) -> Result<netaddr::Net, String> {
    netaddr::parse_cidr(s).map_err(|e| format!("invalid CIDR expression: {e}"))
}

/// `cidrhost(prefix, hostnum)`: the address of host `hostnum` (negative:
/// from the end) in the network.
pub fn cidrhost() -> Function {
    Function::with_static_type(
        vec![
            param("prefix", Type::String),
            param("hostnum", Type::Number),
        ],
        None,
        Type::String,
        |args, _| {
            let n = big_int_arg(&args[1]).map_err(FuncError::call)?;
            let net = parse_prefix(str_arg(&args[0])).map_err(FuncError::call)?;
            let ip = netaddr::host(&net, &n).map_err(cidr_err)?;
            Ok(Value::string(netaddr::ip_string(&ip)))
        },
    )
}

/// `cidrnetmask(prefix)`: the netmask of an IPv4 network, as an address.
pub fn cidrnetmask() -> Function {
    Function::with_static_type(
        vec![param("prefix", Type::String)],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(&args[0]);
            let net = parse_prefix(s).map_err(FuncError::call)?;
            if net.ip.to4().is_none() {
                return Err(FuncError::call(format!(
                    "IPv6 addresses cannot have a netmask: {s}"
                )));
            }
            Ok(Value::string(netaddr::ip_string(&net.mask)))
        },
    )
}

/// `cidrsubnet(prefix, newbits, netnum)`.
pub fn cidrsubnet() -> Function {
    Function::with_static_type(
        vec![
            param("prefix", Type::String),
            param("newbits", Type::Number),
            param("netnum", Type::Number),
        ],
        None,
        Type::String,
        |args, _| {
            let nb = go_int(&args[1]).map_err(FuncError::call)?;
            let nn = big_int_arg(&args[2]).map_err(FuncError::call)?;
            let net = parse_prefix(str_arg(&args[0])).map_err(FuncError::call)?;
            let s = netaddr::subnet(&net, nb, &nn).map_err(cidr_err)?;
            Ok(Value::string(netaddr::net_string(&s)))
        },
    )
}

/// `cidrsubnets(prefix, newbits...)`: consecutive subnets of the given
/// sizes.
pub fn cidrsubnets() -> Function {
    Function::with_static_type(
        vec![param("prefix", Type::String)],
        Some(param("newbits", Type::Number)),
        Type::list(Type::String),
        |args, _| {
            let net = parse_prefix(str_arg(&args[0])).map_err(|e| FuncError::arg(0, e))?;
            let start = net.mask.mask_size().0;
            let lens = &args[1..];
            if lens.is_empty() {
                return Ok(Value::empty_list(Type::String));
            }
            let first = go_int(&lens[0]).map_err(|e| FuncError::arg(1, e))?;
            let mut current = netaddr::previous_subnet(&net, first.wrapping_add(start));
            let mut out = Vec::with_capacity(lens.len());
            for (i, a) in lens.iter().enumerate() {
                let mut len = go_int(a).map_err(|e| FuncError::arg(i + 1, e))?;
                if len < 1 {
                    return Err(FuncError::arg(
                        i + 1,
                        "must extend prefix by at least one bit",
                    ));
                }
                if len > 32 {
                    return Err(FuncError::arg(
                        i + 1,
                        "may not extend prefix by more than 32 bits",
                    ));
                }
                len += start;
                let bits = 8 * net.ip.len() as i64;
                if len > bits {
                    let proto = match bits {
                        32 => "IPv4",
                        128 => "IPv6",
                        _ => "IP",
                    };
                    return Err(FuncError::arg(
                        i + 1,
                        format!(
                            "would extend prefix to {len} bits, which is too long for an {proto} address"
                        ),
                    ));
                }
                let (next, rollover) = netaddr::next_subnet(&current, len).map_err(panic_err)?;
                if rollover || !netaddr::net_contains(&net, &next.ip) {
                    return Err(FuncError::arg(
                        i + 1,
                        format!(
                            "not enough remaining address space for a subnet with a prefix of {len} bits after {}",
                            netaddr::net_string(&current)
                        ),
                    ));
                }
                current = next;
                out.push(Value::string(netaddr::net_string(&current)));
            }
            Ok(Value::list_of(Type::String, out))
        },
    )
}

/// `alltrue(list)`: true when every element is true (an empty list is true).
pub fn alltrue() -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::Bool))],
        None,
        Type::Bool,
        |args, _| {
            for v in args[0].elements().unwrap_or(&[]) {
                if !v.is_known() {
                    return Ok(Value::unknown(Type::Bool));
                }
                if v.is_null() || v.as_bool() == Some(false) {
                    return Ok(Value::FALSE);
                }
            }
            Ok(Value::TRUE)
        },
    )
}

/// `anytrue(list)`: true when any element is true.
pub fn anytrue() -> Function {
    Function::with_static_type(
        vec![param("list", Type::list(Type::Bool))],
        None,
        Type::Bool,
        |args, _| {
            let mut unknown = false;
            for v in args[0].elements().unwrap_or(&[]) {
                if !v.is_known() {
                    unknown = true;
                    continue;
                }
                if v.as_bool() == Some(true) {
                    return Ok(Value::TRUE);
                }
            }
            if unknown {
                return Ok(Value::unknown(Type::Bool));
            }
            Ok(Value::FALSE)
        },
    )
}

/// `sum(list)`: the total of a list, set or tuple of numbers (elements
/// convertible to numbers).
pub fn sum() -> Function {
    Function::with_static_type(
        vec![param("list", Type::Dynamic)],
        None,
        Type::Number,
        |args, _| {
            let l = &args[0];
            let t = l.ty();
            if !(t.is_list() || t.is_set() || t.is_tuple() || t.is_map() || t.is_object()) {
                return Err(FuncError::arg(0, "cannot sum noniterable"));
            }
            if l.length_int() == Some(0) {
                return Err(FuncError::arg(0, "cannot sum an empty list"));
            }
            if !(t.is_list() || t.is_set() || t.is_tuple()) {
                return Err(FuncError::arg(
                    0,
                    format!(
                        "argument must be list, set, or tuple. Received {}",
                        t.friendly_name()
                    ),
                ));
            }
            if !l.is_wholly_known() {
                return Ok(Value::unknown(Type::Number));
            }
            let bad = || FuncError::arg(0, "argument must be list, set, or tuple of number values");
            let mut acc: Option<Number> = None;
            for e in l.elements().unwrap_or(&[]) {
                if e.is_null() {
                    return Err(bad());
                }
                let n = convert(e, &Type::Number)
                    .ok()
                    .and_then(|v| v.as_number().cloned())
                    .ok_or_else(bad)?;
                acc = Some(match acc {
                    None => n,
                    Some(a) => a
                        .add(&n)
                        .map_err(|_| FuncError::call("can't compute sum of opposing infinities"))?,
                });
            }
            Ok(Value::number(acc.unwrap_or_else(Number::zero)))
        },
    )
}

/// `one(list)`: the only element of a zero- or one-element collection
/// (null when empty).
pub fn one() -> Function {
    const MSG: &str = "must be a list, set, or tuple value with either zero or one elements";
    Function::with_type_fn(
        vec![param("list", Type::Dynamic)],
        None,
        |args| match args[0].ty() {
            Type::List(e) | Type::Set(e) => Ok((**e).clone()),
            Type::Tuple(ts) if ts.is_empty() => Ok(Type::Dynamic),
            Type::Tuple(ts) if ts.len() == 1 => Ok(ts[0].clone()),
            _ => Err(FuncError::arg(0, MSG)),
        },
        |args, ret| {
            let l = &args[0];
            if l.ty().is_set() && !l.is_wholly_known() {
                // A set with unknown elements has an unknown length.
                return Ok(Value::unknown(ret.clone()));
            }
            let elems = l.elements().unwrap_or(&[]);
            match elems.len() {
                0 => Ok(Value::null(ret.clone())),
                1 => Ok(elems[0].clone()),
                _ => Err(FuncError::arg(0, MSG)),
            }
        },
    )
}

/// `index(list, value)`: the position of the first element equal to
/// `value`.
pub fn index() -> Function {
    Function::with_static_type(
        vec![param("list", Type::Dynamic), param("value", Type::Dynamic)],
        None,
        Type::Number,
        |args, _| {
            let l = &args[0];
            if !(l.ty().is_list() || l.ty().is_tuple()) {
                return Err(FuncError::call("argument must be a list or tuple"));
            }
            let elems = l.elements().unwrap_or(&[]);
            if elems.is_empty() {
                return Err(FuncError::call("cannot search an empty list"));
            }
            for (i, e) in elems.iter().enumerate() {
                match e.equals(&args[1]).as_bool() {
                    None => return Ok(Value::unknown(Type::Number)),
                    Some(true) => return Ok(Value::from(i as i64)),
                    Some(false) => {}
                }
            }
            Err(FuncError::call("item not found"))
        },
    )
}

/// `startswith(str, prefix)`; an unknown string starts with "".
pub fn startswith() -> Function {
    Function::with_static_type(
        vec![
            param("str", Type::String).allow_unknown(),
            param("prefix", Type::String),
        ],
        None,
        Type::Bool,
        |args, _| {
            let prefix = str_arg(&args[1]);
            if !args[0].is_known() {
                return Ok(if prefix.is_empty() {
                    Value::TRUE
                } else {
                    Value::unknown(Type::Bool)
                });
            }
            Ok(Value::bool(str_arg(&args[0]).starts_with(prefix)))
        },
    )
}

fn str_pred(
    a: &'static str,
    b: &'static str,
    f: impl Fn(&str, &str) -> bool + Send + Sync + 'static,
) -> Function {
    Function::with_static_type(
        vec![param(a, Type::String), param(b, Type::String)],
        None,
        Type::Bool,
        move |args, _| Ok(Value::bool(f(str_arg(&args[0]), str_arg(&args[1])))),
    )
}

/// `endswith(str, suffix)`.
pub fn endswith() -> Function {
    str_pred("str", "suffix", |s, p| s.ends_with(p))
}
/// `strcontains(str, substr)`.
pub fn strcontains() -> Function {
    str_pred("str", "substr", |s, p| s.contains(p))
}

/// `transpose(map)`: swaps the keys and the list values of a map of lists
/// of strings (each resulting list sorted).
pub fn transpose() -> Function {
    let t = Type::map(Type::list(Type::String));
    Function::with_static_type(vec![param("values", t.clone())], None, t, |args, ret| {
        if !args[0].is_wholly_known() {
            return Ok(Value::unknown(ret.clone()));
        }
        let mut out: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
        let entries: Vec<(Value, &Value)> = args[0].element_iter().collect();
        for (k, list) in &entries {
            if list.is_null() {
                return Err(FuncError::call("input must not contain null list"));
            }
            for v in list.elements().unwrap_or(&[]) {
                if v.is_null() {
                    return Err(FuncError::call("input list must not contain null string"));
                }
                out.entry(v.as_str().unwrap_or(""))
                    .or_default()
                    .push(str_arg(k));
            }
        }
        Ok(Value::map_of(
            Type::list(Type::String),
            out.into_iter().map(|(k, mut v)| {
                v.sort_unstable_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
                (
                    SmolStr::from(k),
                    Value::list_of(Type::String, v.into_iter().map(Value::string).collect()),
                )
            }),
        ))
    })
}

/// `matchkeys(values, keys, searchset)`: the elements of `values` whose
/// corresponding element of `keys` is in `searchset`.
pub fn matchkeys() -> Function {
    Function::with_type_fn(
        vec![
            param("values", Type::list(Type::Dynamic)),
            param("keys", Type::list(Type::Dynamic)),
            param("searchset", Type::list(Type::Dynamic)),
        ],
        None,
        |args| {
            if unify_unsafe(&[args[1].ty().clone(), args[2].ty().clone()]).is_none() {
                return Err(FuncError::call(
                    "keys and searchset must be of the same type",
                ));
            }
            Ok(args[0].ty().clone())
        },
        |args, ret| {
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let empty = || Ok(Value::empty_list(ety.clone()));
            let vals = args[0].elements().unwrap_or(&[]);
            let keys = args[1].elements().unwrap_or(&[]);
            if vals.len() != keys.len() {
                return Err(FuncError::call("length of keys and values should be equal"));
            }
            let ty = unify_unsafe(&[args[1].ty().clone(), args[2].ty().clone()])
                .map(|u| u.0)
                .unwrap_or(Type::Dynamic);
            let keys_v = convert(&args[1], &ty).unwrap_or_else(|_| args[1].clone());
            let search_v = convert(&args[2], &ty).unwrap_or_else(|_| args[2].clone());
            let keys = keys_v.elements().unwrap_or(&[]);
            let search = search_v.elements().unwrap_or(&[]);
            if search.is_empty() {
                return empty();
            }
            if !args[0].is_wholly_known() || !keys_v.is_wholly_known() {
                return Ok(Value::unknown(ret.clone()));
            }
            let mut out = Vec::new();
            if search.iter().all(Value::is_wholly_known) {
                // Known keys against a known search set: no comparison can
                // be unknown, so a hashed lookup answers the same.
                let index = super::set::Index::new(search);
                for (v, k) in vals.iter().zip(keys) {
                    if index.contains(k, |s, k| k.equals(s).as_bool() == Some(true)) {
                        out.push(v.clone());
                    }
                }
                if out.is_empty() {
                    return empty();
                }
                return Ok(Value::list_of(ety, out));
            }
            for (v, k) in vals.iter().zip(keys) {
                for s in search {
                    match k.equals(s).as_bool() {
                        None => return empty(),
                        Some(true) => {
                            out.push(v.clone());
                            break;
                        }
                        Some(false) => {}
                    }
                }
            }
            if out.is_empty() {
                return empty();
            }
            Ok(Value::list_of(ety, out))
        },
    )
}
