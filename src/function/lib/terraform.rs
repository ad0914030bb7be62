//! Commonly used Terraform-style functions, as Terraform documents them:
//! base64encode, base64decode, urlencode, sha1, sha256, sha512, md5,
//! uuidv5, cidrhost, cidrnetmask, cidrsubnet, cidrsubnets, alltrue,
//! anytrue, sum, one, index, startswith, endswith, strcontains, transpose,
//! matchkeys. All pure: nothing reads files, the clock or randomness.

use super::{go_int, param, str_arg};
use crate::function::{FuncError, Function};
use crate::value::{convert, go_quote, unify, Number, Type, Value};
use base64::Engine;
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
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// `base64encode(str)`: standard Base64 of the UTF-8 bytes.
pub fn base64encode() -> Function {
    str_to_str(|s| Ok(base64::engine::general_purpose::STANDARD.encode(s)))
}

/// `base64decode(str)`: the decoded bytes, which must be UTF-8.
pub fn base64decode() -> Function {
    str_to_str(|s| {
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(s)
            .map_err(|_| {
                FuncError::arg(0, format!("failed to decode base64 data {}", go_quote(s)))
            })?;
        String::from_utf8(bytes).map_err(|_| {
            FuncError::arg(
                0,
                "the result of decoding the provided string is not valid UTF-8",
            )
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
                _ => out.push_str(&format!("%{b:02X}")),
            }
        }
        Ok(out)
    })
}

/// `sha1(str)`: lowercase hex digest.
pub fn sha1() -> Function {
    str_to_str(|s| Ok(hex(&sha1::Sha1::digest(s.as_bytes()))))
}
/// `sha256(str)`.
pub fn sha256() -> Function {
    str_to_str(|s| Ok(hex(&sha2::Sha256::digest(s.as_bytes()))))
}
/// `sha512(str)`.
pub fn sha512() -> Function {
    str_to_str(|s| Ok(hex(&sha2::Sha512::digest(s.as_bytes()))))
}
/// `md5(str)`.
pub fn md5() -> Function {
    str_to_str(|s| Ok(hex(&md5::Md5::digest(s.as_bytes()))))
}

fn parse_uuid(s: &str) -> Option<[u8; 16]> {
    let h: String = s.chars().filter(|c| *c != '-').collect();
    if h.len() != 32 || s.len() != 36 {
        return None;
    }
    for (i, c) in s.char_indices() {
        let dash = matches!(i, 8 | 13 | 18 | 23);
        if dash != (c == '-') {
            return None;
        }
    }
    let mut out = [0u8; 16];
    for i in 0..16 {
        out[i] = u8::from_str_radix(&h[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

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
            let ns_bytes = match ns {
                "dns" => parse_uuid("6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
                "url" => parse_uuid("6ba7b811-9dad-11d1-80b4-00c04fd430c8"),
                "oid" => parse_uuid("6ba7b812-9dad-11d1-80b4-00c04fd430c8"),
                "x500" => parse_uuid("6ba7b814-9dad-11d1-80b4-00c04fd430c8"),
                other => parse_uuid(other),
            };
            let Some(nsb) = ns_bytes else {
                return Err(FuncError::call(format!(
                    "uuidv5() doesn't support namespace {ns} (invalid UUID length: {})",
                    ns.len()
                )));
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

/// An IP network: address bits, total bits (32 or 128), prefix length.
struct Cidr {
    addr: u128,
    bits: u32,
    prefix: u32,
}

fn parse_ipv4(s: &str) -> Option<u32> {
    let parts: Vec<&str> = s.split('.').collect();
    if parts.len() != 4 {
        return None;
    }
    let mut v = 0u32;
    for p in parts {
        if p.is_empty() || p.len() > 3 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = p.parse().ok()?;
        if n > 255 {
            return None;
        }
        v = (v << 8) | n;
    }
    Some(v)
}

fn parse_cidr(s: &str) -> Result<Cidr, FuncError> {
    let err = || {
        FuncError::arg(
            0,
            format!("invalid CIDR expression: invalid CIDR address: {s}"),
        )
    };
    let (a, p) = s.split_once('/').ok_or_else(err)?;
    if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) || p.len() > 3 {
        return Err(err());
    }
    let prefix: u32 = p.parse().map_err(|_| err())?;
    if let Some(v4) = parse_ipv4(a) {
        if prefix > 32 {
            return Err(err());
        }
        let mask = if prefix == 0 {
            0
        } else {
            u32::MAX << (32 - prefix)
        };
        return Ok(Cidr {
            addr: (v4 & mask) as u128,
            bits: 32,
            prefix,
        });
    }
    let v6: std::net::Ipv6Addr = a.parse().map_err(|_| err())?;
    if prefix > 128 {
        return Err(err());
    }
    let raw = u128::from(v6);
    let mask = if prefix == 0 {
        0
    } else {
        u128::MAX << (128 - prefix)
    };
    Ok(Cidr {
        addr: raw & mask,
        bits: 128,
        prefix,
    })
}

fn fmt_addr(addr: u128, bits: u32) -> String {
    if bits == 32 {
        std::net::Ipv4Addr::from(addr as u32).to_string()
    } else {
        std::net::Ipv6Addr::from(addr).to_string()
    }
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
            let c = parse_cidr(str_arg(&args[0]))?;
            let n = go_int(&args[1]).map_err(|e| FuncError::arg(1, e))?;
            let host_bits = c.bits - c.prefix;
            let max: i128 = if host_bits >= 127 {
                i128::MAX
            } else {
                1i128 << host_bits
            };
            let idx: i128 = if n < 0 { max + n as i128 } else { n as i128 };
            if idx < 0 || idx >= max {
                return Err(FuncError::call(format!(
                    "prefix of {} does not accommodate a host numbered {}",
                    c.prefix, n
                )));
            }
            Ok(Value::string(fmt_addr(c.addr | idx as u128, c.bits)))
        },
    )
}

/// `cidrnetmask(prefix)`: the dotted netmask of an IPv4 network.
pub fn cidrnetmask() -> Function {
    Function::with_static_type(
        vec![param("prefix", Type::String)],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(&args[0]);
            let c = parse_cidr(s)?;
            if c.bits != 32 {
                return Err(FuncError::call(format!(
                    "IPv6 addresses cannot have a netmask: {s}"
                )));
            }
            let mask = if c.prefix == 0 {
                0
            } else {
                u32::MAX << (32 - c.prefix)
            };
            Ok(Value::string(fmt_addr(mask as u128, 32)))
        },
    )
}

fn subnet(c: &Cidr, newbits: i64, netnum: i64) -> Result<Cidr, FuncError> {
    if newbits < 0 || c.prefix as i64 + newbits > c.bits as i64 {
        return Err(FuncError::call(format!(
            "insufficient address space to extend prefix of {} by {}",
            c.prefix, newbits
        )));
    }
    let np = c.prefix + newbits as u32;
    let max: i128 = 1i128 << newbits.min(126);
    if netnum < 0 || netnum as i128 >= max {
        return Err(FuncError::call(format!(
            "prefix extension of {newbits} does not accommodate a subnet numbered {netnum}"
        )));
    }
    let shift = c.bits - np;
    let add = if shift >= 128 {
        0
    } else {
        (netnum as u128) << shift
    };
    Ok(Cidr {
        addr: c.addr | add,
        bits: c.bits,
        prefix: np,
    })
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
            let c = parse_cidr(str_arg(&args[0]))?;
            let nb = go_int(&args[1]).map_err(|e| FuncError::arg(1, e))?;
            let nn = go_int(&args[2]).map_err(|e| FuncError::arg(2, e))?;
            let s = subnet(&c, nb, nn)?;
            Ok(Value::string(format!(
                "{}/{}",
                fmt_addr(s.addr, s.bits),
                s.prefix
            )))
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
            let c = parse_cidr(str_arg(&args[0]))?;
            let mut out = Vec::new();
            let mut next: u128 = c.addr;
            for (i, a) in args[1..].iter().enumerate() {
                let nb = go_int(a).map_err(|e| FuncError::arg(i + 1, e))?;
                if nb < 1 {
                    return Err(FuncError::arg(
                        i + 1,
                        "must extend prefix by at least one bit",
                    ));
                }
                if c.prefix as i64 + nb > c.bits as i64 {
                    return Err(FuncError::arg(
                        i + 1,
                        format!(
                            "would extend prefix to {} bits, which is too long for an IPv{} address",
                            c.prefix as i64 + nb,
                            if c.bits == 32 { 4 } else { 6 }
                        ),
                    ));
                }
                let np = c.prefix + nb as u32;
                let size: u128 = if c.bits - np >= 128 {
                    0
                } else {
                    1u128 << (c.bits - np)
                };
                let mut start = next;
                if size > 0 && !start.is_multiple_of(size) {
                    start = (start / size + 1) * size;
                }
                let net_mask = if c.prefix == 0 {
                    0
                } else {
                    (u128::MAX << (c.bits - c.prefix)) & mask_bits(c.bits)
                };
                if start & net_mask != c.addr || (size > 0 && start.checked_add(size - 1).is_none())
                {
                    return Err(FuncError::arg(
                        i + 1,
                        format!("not enough remaining address space for a subnet with a prefix of {np} bits after {}", out.last().map(|v: &Value| v.as_str().unwrap_or("").to_string()).unwrap_or_default()),
                    ));
                }
                out.push(Value::string(format!("{}/{}", fmt_addr(start, c.bits), np)));
                next = start.wrapping_add(size);
            }
            Ok(Value::list_of(Type::String, out))
        },
    )
}

fn mask_bits(bits: u32) -> u128 {
    if bits == 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
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

/// `sum(list)`: the total of a list, set or tuple of numbers.
pub fn sum() -> Function {
    Function::with_static_type(
        vec![param("list", Type::Dynamic)],
        None,
        Type::Number,
        |args, _| {
            let l = &args[0];
            let t = l.ty();
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
            let elems = l.elements().unwrap_or(&[]);
            if elems.is_empty() {
                return Err(FuncError::arg(0, "cannot sum an empty list"));
            }
            let mut acc: Option<Number> = None;
            for e in elems {
                let n = convert(e, &Type::Number)
                    .ok()
                    .filter(|v| !v.is_null())
                    .and_then(|v| v.as_number().cloned())
                    .ok_or_else(|| {
                        FuncError::arg(0, "argument must be list, set, or tuple of number values")
                    })?;
                acc = Some(match acc {
                    None => n,
                    Some(a) => a.add(&n).map_err(|e| FuncError::call(e.to_string()))?,
                });
            }
            Ok(Value::number(acc.unwrap_or_else(Number::zero)))
        },
    )
}

/// `one(list)`: the only element of a zero- or one-element collection
/// (null when empty).
pub fn one() -> Function {
    Function::with_type_fn(
        vec![param("list", Type::Dynamic)],
        None,
        |args| match args[0].ty() {
            Type::List(e) | Type::Set(e) => Ok((**e).clone()),
            Type::Tuple(ts) => match ts.len() {
                0 => Ok(Type::Dynamic),
                1 => Ok(ts[0].clone()),
                _ => Err(FuncError::arg(
                    0,
                    "must be a list, set, or tuple value with either zero or one elements",
                )),
            },
            _ => Err(FuncError::arg(
                0,
                "must be a list, set, or tuple value with either zero or one elements",
            )),
        },
        |args, ret| {
            let l = &args[0];
            let elems = l.elements().unwrap_or(&[]);
            match elems.len() {
                0 => Ok(Value::null(ret.clone())),
                1 => Ok(elems[0].clone()),
                _ => Err(FuncError::arg(
                    0,
                    "must be a list, set, or tuple value with either zero or one elements",
                )),
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
                return Err(FuncError::arg(0, "argument must be a list or tuple"));
            }
            if !l.is_known() {
                return Ok(Value::unknown(Type::Number));
            }
            for (i, e) in l.elements().unwrap_or(&[]).iter().enumerate() {
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

/// `startswith(str, prefix)`.
pub fn startswith() -> Function {
    str_pred("str", "prefix", |s, p| s.starts_with(p))
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
/// of strings.
pub fn transpose() -> Function {
    let t = Type::map(Type::list(Type::String));
    Function::with_static_type(vec![param("values", t.clone())], None, t, |args, _| {
        let mut out: std::collections::BTreeMap<String, Vec<Value>> = Default::default();
        for (k, list) in args[0].element_iter() {
            if !list.is_wholly_known() {
                return Ok(Value::unknown(Type::map(Type::list(Type::String))));
            }
            for v in list.elements().unwrap_or(&[]) {
                if v.is_null() {
                    return Err(FuncError::call("input strings must not be null"));
                }
                out.entry(v.as_str().unwrap_or("").to_string())
                    .or_default()
                    .push(k.clone());
            }
        }
        Ok(Value::map_of(
            Type::list(Type::String),
            out.into_iter()
                .map(|(k, v)| (SmolStr::from(k), Value::list_of(Type::String, v))),
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
            let kt = args[1]
                .ty()
                .element_type()
                .cloned()
                .unwrap_or(Type::Dynamic);
            let st = args[2]
                .ty()
                .element_type()
                .cloned()
                .unwrap_or(Type::Dynamic);
            if unify(&[kt, st]).is_none() {
                return Err(FuncError::arg(
                    2,
                    "keys and searchset must be of the same type",
                ));
            }
            Ok(args[0].ty().clone())
        },
        |args, ret| {
            if !args.iter().all(|a| a.is_wholly_known()) {
                return Ok(Value::unknown(ret.clone()));
            }
            let vals = args[0].elements().unwrap_or(&[]);
            let keys = args[1].elements().unwrap_or(&[]);
            let search = args[2].elements().unwrap_or(&[]);
            if vals.len() != keys.len() {
                return Err(FuncError::call("length of keys and values should be equal"));
            }
            let mut out = Vec::new();
            for (v, k) in vals.iter().zip(keys) {
                if search.iter().any(|s| s.equals(k).as_bool() == Some(true)) {
                    out.push(v.clone());
                }
            }
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            Ok(Value::list_of(ety, out))
        },
    )
}
