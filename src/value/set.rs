//! Set membership and ordering with go-cty's rules.
//!
//! The reference keeps set elements in hash buckets (CRC-32 of a textual
//! "hash string") and iterates them by a stable sort with its `Less` rule:
//! known values first (strings by bytes, numbers numerically, `false` before
//! `true`, anything else by its hash string), then unknowns in insertion
//! order, then null. Ties under `Less` only happen between values with the
//! same hash string, which share a bucket in insertion order, so the final
//! order is fully determined by `Less` plus insertion order; that is what
//! [`build_set`] computes directly. Duplicates (by `==` being true) keep
//! their first occurrence.

use super::ty::Type;
use super::val::{Repr, Value};
use crate::gocompat::strconv as gostr;
use std::cmp::Ordering;

/// Deduplicate and order set elements (already deeply unmarked).
pub(crate) fn build_set(ety: &Type, elems: Vec<Value>) -> Vec<Value> {
    if elems.len() <= 1 {
        return elems;
    }
    let mut known = Vec::with_capacity(elems.len());
    let mut unknown = Vec::new();
    let mut null: Option<Value> = None;
    for e in elems {
        if !e.is_known() {
            unknown.push(e);
        } else if e.is_null() {
            if null.is_none() {
                null = Some(e);
            }
        } else {
            known.push(e);
        }
    }
    match ety {
        Type::String => {
            known.sort_unstable_by(|a, b| a.as_str().unwrap_or("").cmp(b.as_str().unwrap_or("")));
            known.dedup_by(|a, b| a.as_str() == b.as_str());
        }
        Type::Number => {
            known.sort_by(|a, b| match (a.as_number(), b.as_number()) {
                (Some(x), Some(y)) => x.cmp(y),
                _ => Ordering::Equal,
            });
            known.dedup_by(|a, b| match (a.as_number(), b.as_number()) {
                (Some(x), Some(y)) => x.raw_equals(y),
                _ => false,
            });
        }
        Type::Bool => {
            known.sort_by_key(|v| v.as_bool());
            known.dedup_by(|a, b| a.as_bool() == b.as_bool());
        }
        _ => {
            let mut keyed: Vec<(Vec<u8>, Value)> = known
                .into_iter()
                .map(|v| {
                    let mut buf = Vec::new();
                    hash_bytes(&v, &mut buf);
                    (buf, v)
                })
                .collect();
            keyed.sort_by(|a, b| a.0.cmp(&b.0));
            known = Vec::with_capacity(keyed.len());
            let mut run_start = 0;
            for (i, (k, v)) in keyed.iter().enumerate() {
                if i > 0 && keyed[i - 1].0 != *k {
                    run_start = known.len();
                }
                let dup = known[run_start..]
                    .iter()
                    .any(|kept: &Value| kept.equals(v).as_bool() == Some(true));
                if !dup {
                    known.push(v.clone());
                }
            }
        }
    }
    known.extend(unknown);
    known.extend(null);
    known
}

/// Whether the set value's elements contain `v` (go-cty `set.Has`).
pub(crate) fn set_has(elems: &[Value], v: &Value) -> bool {
    elems.iter().any(|e| e.equals(v).as_bool() == Some(true))
}

/// go-cty's set hash string of a value.
pub(crate) fn hash_bytes(v: &Value, buf: &mut Vec<u8>) {
    super::deep_if(v.ty().is_composite_type(), || {
        let v = v.unmarked();
        match &v.0 {
            Repr::Unknown(_) | Repr::Refined(_) => buf.push(b'?'),
            Repr::Null(_) => buf.push(b'~'),
            Repr::Number(n) => buf.extend_from_slice(n.to_go_string().as_bytes()),
            Repr::Bool(b) => buf.push(if *b { b'T' } else { b'F' }),
            Repr::String(s) => {
                let mut q = String::new();
                gostr::quote_into(s, &mut q);
                buf.extend_from_slice(q.as_bytes());
            }
            Repr::Map(m) => {
                buf.push(b'{');
                for (k, e) in &m.entries {
                    let mut q = String::new();
                    gostr::quote_into(k, &mut q);
                    buf.extend_from_slice(q.as_bytes());
                    buf.push(b':');
                    hash_bytes(e, buf);
                    buf.push(b';');
                }
                buf.push(b'}');
            }
            Repr::List(s) | Repr::Set(s) => {
                buf.push(b'[');
                for e in &s.elems {
                    hash_bytes(e, buf);
                    buf.push(b';');
                }
                buf.push(b']');
            }
            Repr::Object(s) | Repr::Tuple(s) => {
                buf.push(b'<');
                for e in &s.elems {
                    hash_bytes(e, buf);
                    buf.push(b';');
                }
                buf.push(b'>');
            }
            Repr::Capsule(_) => buf.extend_from_slice("«?»".as_bytes()),
            Repr::Marked(_) => unreachable!("unmarked above"),
        }
    })
}
