//! Equality, indexing, attribute access and length with go-cty's rules.

use super::set;
use super::ty::Type;
use super::val::{Repr, Value};
use super::Number;

/// Why [`Value::index`] or [`Value::get_attr`] could not produce a value
/// (these are caller errors: the reference panics on them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessError(pub String);

impl std::fmt::Display for AccessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for AccessError {}

fn err<T>(s: &str) -> Result<T, AccessError> {
    Err(AccessError(s.to_string()))
}

/// The unknown bool go-cty's comparisons return: refined as not null.
fn unknown_bool() -> Value {
    super::refine::unknown_bool_not_null()
}

/// A non-negative exact integer index from a number.
fn index_of(n: &Number) -> Option<usize> {
    n.to_i64().filter(|i| *i >= 0).map(|i| i as usize)
}

impl Value {
    /// The `==` operator (go-cty `Equals`): a bool, or an unknown bool when
    /// the answer depends on unknown values. Marks of both operands (at any
    /// depth) are carried to the result.
    pub fn equals(&self, other: &Value) -> Value {
        if self.contains_marked() || other.contains_marked() {
            let (a, am) = self.unmark_deep();
            let (b, bm) = other.unmark_deep();
            return a.equals(&b).with_marks(&am).with_marks(&bm);
        }
        match self.equals_unmarked(other) {
            Some(b) => Value::bool(b),
            None => unknown_bool(),
        }
    }

    /// `==` on values without marks; `None` means unknown.
    fn equals_unmarked(&self, other: &Value) -> Option<bool> {
        self.equals_impl(other, false)
    }

    /// `types_checked`: an enclosing comparison already found the types
    /// equal and wholly known (so nested levels skip re-walking them, which
    /// keeps comparing deeply nested values linear).
    fn equals_impl(&self, other: &Value, types_checked: bool) -> Option<bool> {
        // Fast path: two known primitives of the same type.
        match (&self.0, &other.0) {
            (Repr::String(a), Repr::String(b)) => return Some(a == b),
            (Repr::Number(a), Repr::Number(b)) => return Some(a.raw_equals(b)),
            (Repr::Bool(a), Repr::Bool(b)) => return Some(a == b),
            _ => {}
        }
        let (sk, ok) = (self.is_known(), other.is_known());
        // Refinements can decide what the unknown side could not: a null
        // against a value that is certainly not null, a known value outside
        // the unknown side's range.
        if (sk && self.is_null() && other.definitely_not_null())
            || (ok && other.is_null() && self.definitely_not_null())
        {
            return Some(false);
        }
        if sk && !ok && !other.range().may_include(self) {
            return Some(false);
        }
        if ok && !sk && !self.range().may_include(other) {
            return Some(false);
        }
        if !sk && !ok {
            return None;
        }
        if sk && !ok {
            if self.is_null() || other.ty().has_dynamic_types() || self.ty() == other.ty() {
                return None;
            }
            return Some(false);
        }
        if ok && !sk {
            if other.is_null() || self.ty().has_dynamic_types() || self.ty() == other.ty() {
                return None;
            }
            return Some(false);
        }
        match (self.is_null(), other.is_null()) {
            (true, true) => return Some(true),
            (true, false) | (false, true) => return Some(false),
            _ => {}
        }
        if !types_checked && (!self.has_wholly_known_type() || !other.has_wholly_known_type()) {
            if !self.ty().test_conformance(other.ty()).is_empty()
                && !other.ty().test_conformance(self.ty()).is_empty()
            {
                return Some(false);
            }
            return None;
        }
        if !types_checked && self.ty() != other.ty() {
            return Some(false);
        }
        if self.ptr_eq(other) && self.is_wholly_known() {
            return Some(true);
        }
        match (&self.0, &other.0) {
            (Repr::Number(a), Repr::Number(b)) => Some(a.raw_equals(b)),
            (Repr::Bool(a), Repr::Bool(b)) => Some(a == b),
            (Repr::String(a), Repr::String(b)) => Some(a == b),
            (Repr::Object(a), Repr::Object(b)) | (Repr::Tuple(a), Repr::Tuple(b)) => {
                super::deep(|| seq_equals(&a.elems, &b.elems))
            }
            (Repr::List(a), Repr::List(b)) => {
                if a.elems.len() != b.elems.len() {
                    return Some(false);
                }
                super::deep(|| seq_equals(&a.elems, &b.elems))
            }
            (Repr::Set(a), Repr::Set(b)) => {
                let mut equal = true;
                for e in &a.elems {
                    if !e.is_known() {
                        return None;
                    }
                    if equal && !set_contains(&a.ty, &b.elems, e) {
                        equal = false;
                    }
                }
                for e in &b.elems {
                    if !e.is_known() {
                        return None;
                    }
                    if equal && !set_contains(&a.ty, &a.elems, e) {
                        equal = false;
                    }
                }
                Some(equal)
            }
            (Repr::Map(a), Repr::Map(b)) => {
                if a.entries.len() != b.entries.len() {
                    return Some(false);
                }
                for ((ka, va), (kb, vb)) in a.entries.iter().zip(b.entries.iter()) {
                    if ka != kb {
                        return Some(false);
                    }
                    match super::deep(|| va.equals_impl(vb, true)) {
                        None => return None,
                        Some(false) => return Some(false),
                        Some(true) => {}
                    }
                }
                Some(true)
            }
            (Repr::Capsule(_), Repr::Capsule(_)) => Some(self.capsule_data_eq(other)),
            _ => Some(false),
        }
    }

    /// `!=`.
    pub fn not_equals(&self, other: &Value) -> Value {
        let eq = self.equals(other);
        match eq.as_bool() {
            Some(b) => Value::bool(!b).with_marks(&eq.marks()),
            None => eq,
        }
    }

    /// Structural identity (go-cty `RawEquals`): same type, same marks, and
    /// unknowns/nulls in the same places.
    pub fn raw_equals(&self, other: &Value) -> bool {
        if self.ty() != other.ty() {
            return false;
        }
        if self.marks_ref() != other.marks_ref() {
            return false;
        }
        let (a, b) = (self.unmarked(), other.unmarked());
        match (a.is_known(), b.is_known()) {
            (false, false) => return a.refinement() == b.refinement(),
            (true, false) | (false, true) => return false,
            _ => {}
        }
        match (a.is_null(), b.is_null()) {
            (true, true) => return true,
            (true, false) | (false, true) => return false,
            _ => {}
        }
        if a.ptr_eq(b) {
            return true;
        }
        match (&a.0, &b.0) {
            (Repr::Number(x), Repr::Number(y)) => x.raw_equals(y),
            (Repr::Bool(x), Repr::Bool(y)) => x == y,
            (Repr::String(x), Repr::String(y)) => x == y,
            (Repr::List(x), Repr::List(y))
            | (Repr::Set(x), Repr::Set(y))
            | (Repr::Tuple(x), Repr::Tuple(y))
            | (Repr::Object(x), Repr::Object(y)) => {
                x.elems.len() == y.elems.len()
                    && super::deep(|| {
                        x.elems
                            .iter()
                            .zip(y.elems.iter())
                            .all(|(p, q)| p.raw_equals(q))
                    })
            }
            (Repr::Map(x), Repr::Map(y)) => {
                x.entries.len() == y.entries.len()
                    && super::deep(|| {
                        x.entries
                            .iter()
                            .zip(y.entries.iter())
                            .all(|((ka, va), (kb, vb))| ka == kb && va.raw_equals(vb))
                    })
            }
            (Repr::Capsule(_), Repr::Capsule(_)) => a.capsule_data_eq(b),
            _ => false,
        }
    }

    /// go-cty `GetAttr`: the attribute `name` of an object value (unknown
    /// objects give unknown attributes; dynamic gives `DynamicVal`).
    pub fn get_attr(&self, name: &str) -> Result<Value, AccessError> {
        if let Repr::Marked(m) = &self.0 {
            return Ok(m.0.get_attr(name)?.with_marks(&m.1));
        }
        let ty = self.ty();
        if ty.is_dynamic() {
            return Ok(Value::dynamic());
        }
        let Some(o) = ty.object_type() else {
            return err("value is not an object");
        };
        let Some(i) = o.index_of(name) else {
            return err("value has no attribute of that name");
        };
        match &self.0 {
            Repr::Unknown(_) | Repr::Refined(_) => Ok(Value::unknown(o.attrs()[i].ty.clone())),
            Repr::Object(s) => Ok(s.elems[i].clone()),
            _ => err("value is null"),
        }
    }

    /// go-cty `Index`: element `key` of a list, map or tuple.
    pub fn index(&self, key: &Value) -> Result<Value, AccessError> {
        if self.is_marked() || key.is_marked() {
            let (v, vm) = self.unmark();
            let (k, km) = key.unmark();
            return Ok(v.index(&k)?.with_marks(&vm).with_marks(&km));
        }
        match self.ty() {
            Type::Dynamic => Ok(Value::dynamic()),
            Type::List(ety) => {
                if key.ty().is_dynamic() {
                    return Ok(Value::unknown((**ety).clone()));
                }
                if key.ty() != &Type::Number {
                    return err("element key for list must be number");
                }
                if !key.is_known() || !self.is_known() {
                    return Ok(Value::unknown((**ety).clone()));
                }
                let Some(i) = key.as_number().and_then(index_of) else {
                    return err("element key for list must be non-negative integer");
                };
                match &self.0 {
                    Repr::List(s) => match s.elems.get(i) {
                        Some(v) => Ok(v.clone()),
                        None => err("index out of range"),
                    },
                    _ => err("value is null"),
                }
            }
            Type::Map(ety) => {
                if key.ty().is_dynamic() {
                    return Ok(Value::unknown((**ety).clone()));
                }
                if key.ty() != &Type::String {
                    return err("element key for map must be string");
                }
                if !key.is_known() || !self.is_known() {
                    return Ok(Value::unknown((**ety).clone()));
                }
                let k = key.as_str().unwrap_or("");
                match &self.0 {
                    Repr::Map(m) => match m.entries.binary_search_by(|(e, _)| e.as_str().cmp(k)) {
                        Ok(i) => Ok(m.entries[i].1.clone()),
                        Err(_) => err("no such key"),
                    },
                    _ => err("value is null"),
                }
            }
            Type::Tuple(etys) => {
                if key.ty().is_dynamic() {
                    return Ok(Value::dynamic());
                }
                if key.ty() != &Type::Number {
                    return err("element key for tuple must be number");
                }
                if !key.is_known() {
                    return Ok(Value::dynamic());
                }
                let Some(i) = key.as_number().and_then(index_of) else {
                    return err("element key for list must be non-negative integer");
                };
                let Some(ety) = etys.get(i) else {
                    return err("index out of range");
                };
                match &self.0 {
                    Repr::Unknown(_) | Repr::Refined(_) => Ok(Value::unknown(ety.clone())),
                    Repr::Tuple(s) => Ok(s.elems[i].clone()),
                    _ => err("value is null"),
                }
            }
            _ => err("not a list, map, or tuple type"),
        }
    }

    /// go-cty `HasIndex`: whether `index(key)` would find an element
    /// (an unknown bool when that depends on unknowns).
    pub fn has_index(&self, key: &Value) -> Value {
        if self.is_marked() || key.is_marked() {
            let (v, vm) = self.unmark();
            let (k, km) = key.unmark();
            return v.has_index(&k).with_marks(&vm).with_marks(&km);
        }
        let num_index = |n_elems: Option<usize>, need_known_self: bool| -> Value {
            if key.ty().is_dynamic() {
                return unknown_bool();
            }
            if key.ty() != &Type::Number {
                return Value::FALSE;
            }
            if !key.is_known() || (need_known_self && !self.is_known()) {
                return unknown_bool();
            }
            match key.as_number().and_then(index_of) {
                Some(i) => Value::bool(n_elems.is_some_and(|n| i < n)),
                None => Value::FALSE,
            }
        };
        match self.ty() {
            Type::Dynamic => unknown_bool(),
            Type::List(_) => num_index(self.elements().map(|e| e.len()), true),
            Type::Tuple(t) => num_index(Some(t.len()), false),
            Type::Map(_) => {
                if key.ty().is_dynamic() {
                    return unknown_bool();
                }
                if key.ty() != &Type::String {
                    return Value::FALSE;
                }
                if !key.is_known() || !self.is_known() {
                    return unknown_bool();
                }
                let k = key.as_str().unwrap_or("");
                Value::bool(
                    self.map_entries()
                        .is_some_and(|es| es.binary_search_by(|(e, _)| e.as_str().cmp(k)).is_ok()),
                )
            }
            _ => Value::FALSE,
        }
    }

    /// go-cty `HasElement` for sets.
    pub fn has_element(&self, elem: &Value) -> Value {
        if self.is_marked() || elem.is_marked() {
            let (v, vm) = self.unmark();
            let (e, em) = elem.unmark();
            return v.has_element(&e).with_marks(&vm).with_marks(&em);
        }
        let Type::Set(ety) = self.ty() else {
            return Value::FALSE;
        };
        if !self.is_known() || !elem.is_known() {
            return unknown_bool();
        }
        if **ety != *elem.ty() {
            return Value::FALSE;
        }
        match self.elements() {
            Some(es) => Value::bool(set_contains(self.ty(), es, elem)),
            None => Value::FALSE,
        }
    }

    /// go-cty `Length`: the number of elements as a number value (unknown
    /// for unknown collections and for sets containing unknowns with more
    /// than one element). `None` for null collections and non-collections.
    pub fn length(&self) -> Option<Value> {
        if let Repr::Marked(m) = &self.0 {
            return m.0.length().map(|v| v.with_marks(&m.1));
        }
        if let Type::Tuple(t) = self.ty() {
            return Some(Value::from(t.len() as i64));
        }
        if !self.is_known() {
            // bounded by the collection's refined length
            let r = self.range();
            return Some(
                Value::unknown(Type::Number)
                    .refine()
                    .not_null()
                    .number_range_inclusive(
                        Some(Number::from_u64(r.length_lower_bound())),
                        Some(Number::from_u64(r.length_upper_bound())),
                    )
                    .new_value(),
            );
        }
        if let Repr::Set(s) = &self.0 {
            if s.elems.len() == 1 || self.is_wholly_known() {
                return Some(Value::from(s.elems.len() as i64));
            }
            // coalescing unknown elements can only shrink the set
            return Some(
                Value::unknown(Type::Number)
                    .refine()
                    .not_null()
                    .number_range_inclusive(
                        Some(Number::from_i64(1)),
                        Some(Number::from_u64(s.elems.len() as u64)),
                    )
                    .new_value(),
            );
        }
        if self.is_null() && !self.ty().is_object() {
            return None;
        }
        self.length_int().map(|n| Value::from(n as i64))
    }
}

fn seq_equals(a: &[Value], b: &[Value]) -> Option<bool> {
    for (x, y) in a.iter().zip(b.iter()) {
        match x.equals_impl(y, true) {
            None => return None,
            Some(false) => return Some(false),
            Some(true) => {}
        }
    }
    Some(true)
}

/// Membership in a set's (ordered) elements.
fn set_contains(set_ty: &Type, elems: &[Value], v: &Value) -> bool {
    if v.is_known() && !v.is_null() {
        match set_ty.element_type() {
            Some(Type::String) => {
                let k = v.as_str().unwrap_or("");
                let known = elems.partition_point(|e| e.is_known() && !e.is_null());
                return elems[..known]
                    .binary_search_by(|e| e.as_str().unwrap_or("").cmp(k))
                    .is_ok();
            }
            Some(Type::Number) => {
                if let Some(k) = v.as_number() {
                    let known = elems.partition_point(|e| e.is_known() && !e.is_null());
                    let known = &elems[..known];
                    let lo = known.partition_point(|e| e.as_number().is_some_and(|n| n < k));
                    return known[lo..]
                        .iter()
                        .take_while(|e| e.as_number().is_some_and(|n| n == k))
                        .any(|e| e.as_number().is_some_and(|n| n.raw_equals(k)));
                }
            }
            _ => {}
        }
    }
    set::set_has(elems, v)
}

/// Set algebra on known, unmarked sets of the same element type (go-cty's
/// `ValueSet` operations); the results are sets of that element type in the
/// reference's order. `None` when either operand is not such a set.
impl Value {
    fn set_parts<'a>(&'a self, other: &'a Value) -> Option<(&'a Type, &'a [Value], &'a [Value])> {
        let (Repr::Set(a), Repr::Set(b)) = (&self.0, &other.0) else {
            return None;
        };
        if a.ty != b.ty {
            return None;
        }
        Some((a.ty.element_type()?, &a.elems, &b.elems))
    }

    /// Elements in either set.
    pub fn set_union(&self, other: &Value) -> Option<Value> {
        let (ety, a, b) = self.set_parts(other)?;
        Some(Value::set_of(
            ety.clone(),
            a.iter().chain(b).cloned().collect(),
        ))
    }

    /// Elements in both sets.
    pub fn set_intersection(&self, other: &Value) -> Option<Value> {
        let (ety, a, b) = self.set_parts(other)?;
        let st = other.ty();
        let keep = a
            .iter()
            .filter(|e| set_contains(st, b, e))
            .cloned()
            .collect();
        Some(Value::set_of(ety.clone(), keep))
    }

    /// Elements of `self` not in `other`.
    pub fn set_subtract(&self, other: &Value) -> Option<Value> {
        let (ety, a, b) = self.set_parts(other)?;
        let st = other.ty();
        let keep = a
            .iter()
            .filter(|e| !set_contains(st, b, e))
            .cloned()
            .collect();
        Some(Value::set_of(ety.clone(), keep))
    }

    /// Elements in exactly one of the sets.
    pub fn set_symmetric_difference(&self, other: &Value) -> Option<Value> {
        let (ety, a, b) = self.set_parts(other)?;
        let st = self.ty();
        let mut keep: Vec<Value> = a
            .iter()
            .filter(|e| !set_contains(st, b, e))
            .cloned()
            .collect();
        keep.extend(b.iter().filter(|e| !set_contains(st, a, e)).cloned());
        Some(Value::set_of(ety.clone(), keep))
    }
}
