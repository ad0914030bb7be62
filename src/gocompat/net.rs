//! IP addresses and networks as Terraform's CIDR functions see them: Go's
//! `net.IP`/`net.IPMask` byte slices (4 or 16 bytes, or empty), parsed the
//! Go 1.16 way Terraform keeps (IPv4 octets with leading zeros are decimal;
//! IPv6 groups may have leading zeros), with the subnet/host arithmetic of
//! the `go-cidr` package those functions use, quirks included (an IPv4
//! address written in IPv6 form keeps 128-bit masks; hosts of such a network
//! are numbered from bit 32; numbers are taken by their low 64 bits in
//! range checks). Results print like Go's `IP.String` and `IPNet.String`.

use dashu_int::{IBig, UBig};
use std::fmt::Write;

/// A Go `net.IP` or `net.IPMask`: 0, 4 or 16 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Bytes {
    b: [u8; 16],
    len: u8,
}

/// A Go `net.IPNet`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Net {
    pub ip: Bytes,
    pub mask: Bytes,
}

/// The message of a Go runtime panic (go-cty reports it as "panic in
/// function implementation: ...").
pub(crate) struct Panic(pub String);

const V4_IN_V6: [u8; 12] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

impl Bytes {
    pub const EMPTY: Bytes = Bytes { b: [0; 16], len: 0 };

    fn from_slice(s: &[u8]) -> Bytes {
        let mut b = [0u8; 16];
        b[..s.len()].copy_from_slice(s);
        Bytes {
            b,
            len: s.len() as u8,
        }
    }
    pub fn as_slice(&self) -> &[u8] {
        &self.b[..self.len as usize]
    }
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// `net.IPv4(a, b, c, d)`: the 16-byte form.
    fn v4(p: [u8; 4]) -> Bytes {
        let mut b = [0u8; 16];
        b[..12].copy_from_slice(&V4_IN_V6);
        b[12..].copy_from_slice(&p);
        Bytes { b, len: 16 }
    }

    /// `IP.To4`.
    pub fn to4(&self) -> Option<Bytes> {
        match self.len {
            4 => Some(*self),
            16 if self.b[..12] == V4_IN_V6 => Some(Bytes::from_slice(&self.b[12..16])),
            _ => None,
        }
    }

    /// go-cidr's `checkIPv4`: the 4-byte form when there is one.
    fn check_v4(&self) -> Bytes {
        self.to4().unwrap_or(*self)
    }

    /// `IP.Mask(mask)`: empty when the lengths do not fit.
    pub fn mask(&self, mask: &Bytes) -> Bytes {
        let mut ip = *self;
        let mut m = *mask;
        if m.len == 16 && ip.len == 4 && m.b[..12].iter().all(|&x| x == 0xff) {
            m = Bytes::from_slice(&m.b[12..16]);
        }
        if m.len == 4 && ip.len == 16 && ip.b[..12] == V4_IN_V6 {
            ip = Bytes::from_slice(&ip.b[12..16]);
        }
        if ip.len != m.len {
            return Bytes::EMPTY;
        }
        let mut out = ip;
        for i in 0..ip.len() {
            out.b[i] = ip.b[i] & m.b[i];
        }
        out
    }

    /// `IP.Equal`.
    fn equal(&self, x: &Bytes) -> bool {
        if self.len == x.len {
            return self.as_slice() == x.as_slice();
        }
        match (self.len, x.len) {
            (4, 16) => x.b[..12] == V4_IN_V6 && x.b[12..16] == self.b[..4],
            (16, 4) => self.b[..12] == V4_IN_V6 && self.b[12..16] == x.b[..4],
            _ => false,
        }
    }

    /// `IPMask.Size`: (ones, bits), (0, 0) for a non-canonical mask.
    pub fn mask_size(&self) -> (i64, i64) {
        match simple_mask_length(self.as_slice()) {
            Some(ones) => (ones, 8 * self.len() as i64),
            None => (0, 0),
        }
    }

    /// go-cidr's `Inc`/`Dec` on the `checkIPv4` form.
    fn step(&self, up: bool) -> Bytes {
        let mut ip = self.check_v4();
        for j in (0..ip.len()).rev() {
            if up {
                ip.b[j] = ip.b[j].wrapping_add(1);
                if ip.b[j] > 0 {
                    break;
                }
            } else {
                ip.b[j] = ip.b[j].wrapping_sub(1);
                if ip.b[j] < 255 {
                    break;
                }
            }
        }
        ip
    }
}

/// `net.CIDRMask(ones, bits)`: empty unless bits is 32 or 128 and ones fits.
pub(crate) fn cidr_mask(ones: i64, bits: i64) -> Bytes {
    if (bits != 32 && bits != 128) || ones < 0 || ones > bits {
        return Bytes::EMPTY;
    }
    let mut m = Bytes {
        b: [0; 16],
        len: (bits / 8) as u8,
    };
    let mut n = ones;
    for i in 0..m.len() {
        if n >= 8 {
            m.b[i] = 0xff;
            n -= 8;
        } else {
            m.b[i] = !(0xffu8 >> n);
            n = 0;
        }
    }
    m
}

/// The number of leading ones of a canonical mask (ones then zeros).
fn simple_mask_length(m: &[u8]) -> Option<i64> {
    let mut n = 0i64;
    let mut zeros = false;
    for &v in m {
        if zeros {
            if v != 0 {
                return None;
            }
            continue;
        }
        if v == 0xff {
            n += 8;
            continue;
        }
        let ones = v.leading_ones();
        if v << ones != 0 {
            return None;
        }
        n += ones as i64;
        zeros = true;
    }
    Some(n)
}

/// Decimal digits (Go's `dtoi`): value, digits used; fails without digits
/// or at 0xFFFFFF.
fn dtoi(s: &[u8]) -> Option<(u32, usize)> {
    let mut n = 0u32;
    let mut i = 0;
    while i < s.len() && s[i].is_ascii_digit() {
        n = n * 10 + (s[i] - b'0') as u32;
        if n >= 0xFF_FFFF {
            return None;
        }
        i += 1;
    }
    (i > 0).then_some((n, i))
}

/// Hexadecimal digits (Go's `xtoi`).
fn xtoi(s: &[u8]) -> Option<(u32, usize)> {
    let mut n = 0u32;
    let mut i = 0;
    while i < s.len() {
        let d = match s[i] {
            c @ b'0'..=b'9' => c - b'0',
            c @ b'a'..=b'f' => c - b'a' + 10,
            c @ b'A'..=b'F' => c - b'A' + 10,
            _ => break,
        };
        n = n * 16 + d as u32;
        if n >= 0xFF_FFFF {
            return None;
        }
        i += 1;
    }
    (i > 0).then_some((n, i))
}

/// Dotted IPv4 (16-byte form); leading zeros are decimal.
fn parse_v4(mut s: &[u8]) -> Option<Bytes> {
    let mut p = [0u8; 4];
    for (i, o) in p.iter_mut().enumerate() {
        if s.is_empty() {
            return None;
        }
        if i > 0 {
            if s[0] != b'.' {
                return None;
            }
            s = &s[1..];
        }
        let (n, c) = dtoi(s)?;
        if n > 0xff {
            return None;
        }
        s = &s[c..];
        *o = n as u8;
    }
    s.is_empty().then(|| Bytes::v4(p))
}

/// IPv6, with `::` and a trailing dotted IPv4 part; no zone.
fn parse_v6(mut s: &[u8]) -> Option<Bytes> {
    let mut ip = [0u8; 16];
    let mut ellipsis: Option<usize> = None;
    if s.len() >= 2 && s[0] == b':' && s[1] == b':' {
        ellipsis = Some(0);
        s = &s[2..];
        if s.is_empty() {
            return Some(Bytes { b: ip, len: 16 });
        }
    }
    let mut i = 0;
    while i < 16 {
        let (n, c) = xtoi(s)?;
        if n > 0xffff {
            return None;
        }
        if c < s.len() && s[c] == b'.' {
            if ellipsis.is_none() && i != 12 {
                return None;
            }
            if i + 4 > 16 {
                return None;
            }
            let v4 = parse_v4(s)?;
            ip[i..i + 4].copy_from_slice(&v4.b[12..16]);
            s = &[];
            i += 4;
            break;
        }
        ip[i] = (n >> 8) as u8;
        ip[i + 1] = n as u8;
        i += 2;
        s = &s[c..];
        if s.is_empty() {
            break;
        }
        if s[0] != b':' || s.len() == 1 {
            return None;
        }
        s = &s[1..];
        if s[0] == b':' {
            if ellipsis.is_some() {
                return None;
            }
            ellipsis = Some(i);
            s = &s[1..];
            if s.is_empty() {
                break;
            }
        }
    }
    if !s.is_empty() {
        return None;
    }
    if i < 16 {
        let e = ellipsis?;
        let n = 16 - i;
        for j in (e..i).rev() {
            ip[j + n] = ip[j];
        }
        for b in ip.iter_mut().skip(e).take(n) {
            *b = 0;
        }
    } else if ellipsis.is_some() {
        return None;
    }
    Some(Bytes { b: ip, len: 16 })
}

/// Terraform's `ipaddr.ParseCIDR`; the error is Go's `ParseError` text.
pub(crate) fn parse_cidr(s: &str) -> Result<Net, String> {
    let err = || format!("invalid CIDR address: {s}");
    let bytes = s.as_bytes();
    let slash = bytes.iter().position(|&c| c == b'/').ok_or_else(err)?;
    let (addr, mask) = (&bytes[..slash], &bytes[slash + 1..]);
    let (ip, iplen) = match parse_v4(addr) {
        Some(ip) => (ip, 4),
        None => (parse_v6(addr).ok_or_else(err)?, 16),
    };
    let (n, used) = dtoi(mask).ok_or_else(err)?;
    if used != mask.len() || n as i64 > 8 * iplen {
        return Err(err());
    }
    let m = cidr_mask(n as i64, 8 * iplen);
    Ok(Net {
        ip: ip.mask(&m),
        mask: m,
    })
}

/// `IP.String`.
pub(crate) fn ip_string(ip: &Bytes) -> String {
    if ip.len == 0 {
        return "<nil>".into();
    }
    if let Some(v4) = ip.to4() {
        let b = v4.as_slice();
        return format!("{}.{}.{}.{}", b[0], b[1], b[2], b[3]);
    }
    if ip.len != 16 {
        let mut s = String::from("?");
        for b in ip.as_slice() {
            let _ = write!(s, "{b:02x}");
        }
        return s;
    }
    // The longest run of two or more zero groups (the first on ties)
    // becomes "::".
    let g: Vec<u16> = (0..8)
        .map(|i| u16::from_be_bytes([ip.b[2 * i], ip.b[2 * i + 1]]))
        .collect();
    let (mut best, mut best_len) = (8usize, 0usize);
    let mut i = 0;
    while i < 8 {
        let mut j = i;
        while j < 8 && g[j] == 0 {
            j += 1;
        }
        if j - i > best_len {
            best = i;
            best_len = j - i;
        }
        i = j.max(i + 1);
    }
    if best_len < 2 {
        best = 8;
    }
    let mut s = String::new();
    let mut i = 0;
    while i < 8 {
        if i == best {
            s.push_str("::");
            i += best_len;
            continue;
        }
        if i > 0 && i != best + best_len {
            s.push(':');
        }
        let _ = write!(s, "{:x}", g[i]);
        i += 1;
    }
    s
}

/// `networkNumberAndMask`: None where Go returns nil.
fn number_and_mask(n: &Net) -> Option<(Bytes, Bytes)> {
    let ip = match n.ip.to4() {
        Some(v4) => v4,
        None if n.ip.len == 16 => n.ip,
        None => return None,
    };
    let m = match n.mask.len {
        4 if ip.len != 4 => return None,
        4 => n.mask,
        16 if ip.len == 4 => Bytes::from_slice(&n.mask.b[12..16]),
        16 => n.mask,
        _ => return None,
    };
    Some((ip, m))
}

/// `IPNet.String`.
pub(crate) fn net_string(n: &Net) -> String {
    let Some((ip, m)) = number_and_mask(n) else {
        return "<nil>".into();
    };
    match simple_mask_length(m.as_slice()) {
        Some(l) => format!("{}/{}", ip_string(&ip), l),
        None => {
            let mut s = format!("{}/", ip_string(&ip));
            for b in m.as_slice() {
                let _ = write!(s, "{b:02x}");
            }
            s
        }
    }
}

/// `IPNet.Contains`.
fn contains(n: &Net, ip: &Bytes) -> bool {
    let Some((nn, m)) = number_and_mask(n) else {
        // Go indexes nil slices here only when the address is empty too.
        return ip.check_v4().len == 0;
    };
    let ip = ip.check_v4();
    if ip.len != nn.len {
        return false;
    }
    (0..ip.len()).all(|i| nn.b[i] & m.b[i] == ip.b[i] & m.b[i])
}

/// go-cidr's `ipToInt`.
fn ip_to_int(ip: &Bytes) -> Result<(IBig, i64), Panic> {
    match ip.len {
        4 => Ok((IBig::from(UBig::from_be_bytes(ip.as_slice())), 32)),
        16 => Ok((IBig::from(UBig::from_be_bytes(ip.as_slice())), 128)),
        n => Err(Panic(format!("Unsupported address length {n}"))),
    }
}

/// go-cidr's `intToIP`: the magnitude's bytes, right-aligned.
fn int_to_ip(v: &IBig, bits: i64) -> Result<Bytes, Panic> {
    let mag = v.clone().into_parts().1;
    let bytes: Box<[u8]> = if mag == UBig::ZERO {
        Box::new([])
    } else {
        mag.to_be_bytes()
    };
    let len = (bits / 8) as usize;
    if bytes.len() > len {
        return Err(Panic("runtime error: index out of range [-1]".into()));
    }
    let mut out = Bytes {
        b: [0; 16],
        len: len as u8,
    };
    out.b[len - bytes.len()..len].copy_from_slice(&bytes);
    Ok(out)
}

/// `big.Int.Lsh` by a Go `uint` computed from a possibly negative int.
fn lsh(num: &IBig, shift: i64) -> Result<IBig, Panic> {
    if *num == IBig::ZERO {
        return Ok(IBig::ZERO);
    }
    if !(0..=1 << 20).contains(&shift) {
        return Err(Panic("runtime error: makeslice: len out of range".into()));
    }
    Ok(num << shift as usize)
}

/// go-cidr's `insertNumIntoIP`.
fn insert_num(ip: &Bytes, num: &IBig, prefix_len: i64) -> Result<Bytes, Panic> {
    let (v, total) = ip_to_int(ip)?;
    let shifted = lsh(num, total.wrapping_sub(prefix_len))?;
    int_to_ip(&(v | shifted), total)
}

/// `big.Int.Uint64`: the low 64 bits of the magnitude.
fn low_u64(v: &IBig) -> u64 {
    let mag = v.clone().into_parts().1;
    let b = mag.to_be_bytes();
    let mut out = 0u64;
    for &x in b.iter().rev().take(8).rev() {
        out = (out << 8) | x as u64;
    }
    out
}

/// An error of go-cidr (a plain error) or a panic.
pub(crate) enum CidrError {
    Msg(String),
    Panic(Panic),
}

impl From<Panic> for CidrError {
    fn from(p: Panic) -> CidrError {
        CidrError::Panic(p)
    }
}

/// go-cidr's `HostBig`.
pub(crate) fn host(n: &Net, num: &IBig) -> Result<Bytes, CidrError> {
    let (parent, addr_len) = n.mask.mask_size();
    let host_len = addr_len - parent;
    let max = (IBig::ONE << host_len as usize) - IBig::ONE;
    let mut num = num.clone();
    // Go converts the low 64 bits to an int64 (it may turn negative).
    let mut check = IBig::from(low_u64(&num) as i64);
    if num < IBig::ZERO {
        check = -num.clone() - IBig::ONE;
        num = &max - &check;
    }
    if check > max {
        return Err(CidrError::Msg(format!(
            "prefix of {parent} does not accommodate a host numbered {num}"
        )));
    }
    let bitlength = if n.ip.to4().is_some() { 32 } else { 128 };
    Ok(insert_num(&n.ip, &num, bitlength)?)
}

/// go-cidr's `SubnetBig`.
pub(crate) fn subnet(n: &Net, new_bits: i64, num: &IBig) -> Result<Net, CidrError> {
    let (parent, addr_len) = n.mask.mask_size();
    let new_len = parent.wrapping_add(new_bits);
    if new_len > addr_len {
        return Err(CidrError::Msg(format!(
            "insufficient address space to extend prefix of {parent} by {new_bits}"
        )));
    }
    let max_net: u64 = if (0..64).contains(&new_bits) {
        (1u64 << new_bits).wrapping_sub(1)
    } else {
        u64::MAX
    };
    if low_u64(num) > max_net {
        return Err(CidrError::Msg(format!(
            "prefix extension of {new_bits} does not accommodate a subnet numbered {num}"
        )));
    }
    Ok(Net {
        ip: insert_num(&n.ip, num, new_len)?,
        mask: cidr_mask(new_len, addr_len),
    })
}

/// go-cidr's `AddressRange` (the last address).
fn last_address(n: &Net) -> Result<Bytes, Panic> {
    let (prefix, bits) = n.mask.mask_size();
    if prefix == bits {
        return Ok(n.ip);
    }
    let (first, bits) = ip_to_int(&n.ip)?;
    let host_len = bits.wrapping_sub(prefix);
    let ones = lsh(&IBig::ONE, host_len)? - IBig::ONE;
    int_to_ip(&(ones | first), bits)
}

/// go-cidr's `PreviousSubnet` (without its rollover flag).
pub(crate) fn previous_subnet(n: &Net, prefix_len: i64) -> Net {
    let start = n.ip.check_v4();
    let m = cidr_mask(prefix_len, 8 * start.len() as i64);
    Net {
        ip: start.step(false).mask(&m),
        mask: m,
    }
}

/// go-cidr's `NextSubnet`: the subnet and whether the address space
/// rolled over.
pub(crate) fn next_subnet(n: &Net, prefix_len: i64) -> Result<(Net, bool), Panic> {
    let last = last_address(n)?;
    let m = cidr_mask(prefix_len, 8 * last.len() as i64);
    let current = Net {
        ip: last.mask(&m),
        mask: m,
    };
    let last = last_address(&current)?.step(true);
    let next = Net {
        ip: last.mask(&m),
        mask: m,
    };
    let zero4 = Bytes::v4([0; 4]);
    let zero6 = Bytes {
        b: [0; 16],
        len: 16,
    };
    Ok((next, last.equal(&zero4) || last.equal(&zero6)))
}

/// `IPNet.Contains` for a network's address.
pub(crate) fn net_contains(n: &Net, ip: &Bytes) -> bool {
    contains(n, ip)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(s: &str) -> String {
        match parse_cidr(s) {
            Ok(n) => net_string(&n),
            Err(e) => e,
        }
    }

    #[test]
    fn parsing_like_go_1_16() {
        assert_eq!(show("010.001.0.0/24"), "10.1.0.0/24");
        assert_eq!(show("10.256.0.0/8"), "invalid CIDR address: 10.256.0.0/8");
        assert_eq!(show("fe80:00000::/64"), "fe80::/64");
        assert_eq!(show("::ffff:192.168.0.0/112"), "192.168.0.0/16");
        assert_eq!(show("1.2.3.4/33"), "invalid CIDR address: 1.2.3.4/33");
        assert_eq!(show("1.2.3.4/08"), "1.0.0.0/8");
        assert_eq!(show("::/0"), "::/0");
        assert_eq!(show("1:0:0:1::/64"), "1:0:0:1::/64");
        assert_eq!(show("1:0:0:1:0:0:0:1/128"), "1:0:0:1::1/128");
        assert_eq!(show("1:0:1:0:1:0:1:0/128"), "1:0:1:0:1:0:1:0/128");
    }

    /// Random prefixes and numbers: every operation answers (no panic).
    #[test]
    fn no_panics() {
        const ADDRS: &[&str] = &[
            "10.0.0.0",
            "0.0.0.0",
            "255.255.255.255",
            "::",
            "fe80::",
            "::ffff:1.2.3.4",
            "ffff:ffff::",
            "1:2:3:4:5:6:7:8",
            "010.001.2.3",
            "::1",
            "x",
        ];
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let a = ADDRS[(next() % ADDRS.len() as u64) as usize];
            let s = format!("{a}/{}", next() % 131);
            let Ok(net) = parse_cidr(&s) else { continue };
            let num = IBig::from(next() as i64) >> (next() % 64) as usize;
            let num = if next() % 4 == 0 { num << 70 } else { num };
            let _ = net_string(&net);
            let _ = host(&net, &num);
            let _ = subnet(&net, (next() % 140) as i64 - 10, &num);
            let prev = previous_subnet(&net, (next() % 140) as i64 - 4);
            let _ = next_subnet(&prev, (next() % 140) as i64 - 4);
        }
    }
}
