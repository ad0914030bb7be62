//! Evaluated values into Rust types, converted as go-cty converts (gocty's
//! `FromCtyValue` after `convert.Convert` to the implied type): strings,
//! numbers and bools convert into each other where go-cty allows it,
//! integers must be whole and in range, null only goes into `Option`.

use super::special::{hand_over, Handoff, EXPR_TOKEN, SPANNED_TOKEN};
use super::{Error, Session, Signal, ZeroDe};
use crate::diagnostic::{Diagnostic, Range};
use crate::eval::StaticExpr;
use crate::value::{convert, Number, Type, Value};
use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};
use std::sync::Arc;

/// Where a value came from: gohcl reports a conversion error at the start
/// of the expression, within the whole expression.
pub(crate) struct Loc {
    pub subject: Range,
    pub context: Range,
}

pub(crate) struct ValueDe<'a, 'c> {
    pub sess: &'a Session<'c>,
    pub v: Value,
    pub loc: &'a Loc,
}

impl<'a, 'c> ValueDe<'a, 'c> {
    pub fn new(sess: &'a Session<'c>, v: Value, loc: &'a Loc) -> ValueDe<'a, 'c> {
        let v = if v.is_marked() { v.unmark_deep().0 } else { v };
        ValueDe { sess, v, loc }
    }

    fn child(&self, v: Value) -> ValueDe<'a, 'c> {
        ValueDe {
            sess: self.sess,
            v,
            loc: self.loc,
        }
    }

    pub fn unsuitable_diag(&self, msg: &str) -> Diagnostic {
        Diagnostic::error("Unsuitable value type", format!("Unsuitable value: {msg}"))
            .with_subject(self.loc.subject.clone())
            .with_context(self.loc.context.clone())
    }

    /// Records a conversion error for this pass; the caller then gives the
    /// visitor a zero value and decoding carries on.
    fn fail(&self, msg: &str) -> ZeroDe<'a, 'c> {
        self.sess.pass_error(self.unsuitable_diag(msg));
        ZeroDe::silent(self.sess)
    }

    /// The value converted to a primitive type, or the reason it can't be.
    fn primitive(&self, ty: &Type) -> Result<Value, String> {
        if !self.v.is_known() {
            return Err("value must be known".into());
        }
        if self.v.is_null() {
            return Err("null value is not allowed".into());
        }
        match convert(&self.v, ty) {
            Ok(v) if !v.is_known() => Err("value must be known".into()),
            Ok(v) => Ok(v),
            Err(e) => Err(e.message),
        }
    }

    fn number(&self) -> Result<Number, String> {
        let v = self.primitive(&Type::Number)?;
        Ok(v.as_number().cloned().unwrap_or_else(Number::zero))
    }

    /// A whole number in `min..=max`; the error names the range (as go-cty
    /// words it for the integer types Go has; `i128` and `u128` bounds as
    /// powers of two rather than 39 digits).
    fn int(&self, min: i128, max: i128, signed: bool) -> Result<i128, String> {
        let n = self.number()?;
        let fits = if n.is_integer() { n.to_i128() } else { None };
        match fits {
            Some(i) if i >= min && i <= max => Ok(i),
            _ => Err(int_range(min, max, signed)),
        }
    }

    fn string(&self) -> Result<Arc<str>, String> {
        let v = self.primitive(&Type::String)?;
        Ok(v.as_arc_str().cloned().unwrap_or_else(|| Arc::from("")))
    }

    /// The elements of a list, set or tuple (null: none, as a nil slice).
    pub(super) fn elements(&self) -> Result<Vec<Value>, String> {
        if !self.v.is_known() {
            return Err("value must be known".into());
        }
        if self.v.is_null() {
            return Ok(Vec::new());
        }
        match self.v.ty() {
            Type::List(_) | Type::Set(_) | Type::Tuple(_) => {
                Ok(self.v.element_iter().map(|(_, v)| v.clone()).collect())
            }
            _ => Err("list or set value is required".into()),
        }
    }

    /// The entries of a map or object (null: none).
    fn entries(&self) -> Result<Vec<(String, Value)>, String> {
        if !self.v.is_known() {
            return Err("value must be known".into());
        }
        if self.v.is_null() {
            return Ok(Vec::new());
        }
        match self.v.ty() {
            Type::Map(_) | Type::Object(_) => Ok(self
                .v
                .element_iter()
                .map(|(k, v)| (k.as_str().unwrap_or_default().to_string(), v.clone()))
                .collect()),
            _ => Err("map or object value is required".into()),
        }
    }
}

macro_rules! int_method {
    ($name:ident, $visit:ident, $t:ty, $signed:expr) => {
        fn $name<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            match self.int(<$t>::MIN as i128, <$t>::MAX as i128, $signed) {
                Ok(i) => visitor.$visit(i as $t),
                Err(m) => self.fail(&m).$name(visitor),
            }
        }
    };
}

impl<'de> de::Deserializer<'de> for ValueDe<'_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if !self.v.is_known() {
            return self.fail("value must be known").deserialize_any(visitor);
        }
        if self.v.is_null() {
            return visitor.visit_unit();
        }
        match self.v.ty() {
            Type::Bool => visitor.visit_bool(self.v.as_bool().unwrap_or(false)),
            Type::Number => {
                let n = self.v.as_number().cloned().unwrap_or_else(Number::zero);
                // the JSON mapping's numbers (`write::json::json_number`):
                // a number no JSON number holds exactly is its exact text
                match crate::write::json::json_number(&n) {
                    Some(j) => match (j.as_i64(), j.as_u64(), j.as_f64()) {
                        (Some(i), _, _) => visitor.visit_i64(i),
                        (None, Some(u), _) => visitor.visit_u64(u),
                        (_, _, Some(f)) => visitor.visit_f64(f),
                        _ => visitor.visit_f64(n.to_f64()),
                    },
                    None if n.is_infinite() => visitor.visit_f64(n.to_f64()),
                    None => visitor.visit_string(n.to_string()),
                }
            }
            Type::String => visitor.visit_str(self.v.as_str().unwrap_or_default()),
            Type::List(_) | Type::Set(_) | Type::Tuple(_) => self.deserialize_seq(visitor),
            Type::Map(_) | Type::Object(_) => self.deserialize_map(visitor),
            _ => self
                .fail("a value of a host type cannot be decoded")
                .deserialize_any(visitor),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.primitive(&Type::Bool) {
            Ok(v) => visitor.visit_bool(v.as_bool().unwrap_or(false)),
            Err(m) => self.fail(&m).deserialize_bool(visitor),
        }
    }

    int_method!(deserialize_i8, visit_i8, i8, true);
    int_method!(deserialize_i16, visit_i16, i16, true);
    int_method!(deserialize_i32, visit_i32, i32, true);
    int_method!(deserialize_i64, visit_i64, i64, true);
    int_method!(deserialize_u8, visit_u8, u8, false);
    int_method!(deserialize_u16, visit_u16, u16, false);
    int_method!(deserialize_u32, visit_u32, u32, false);
    int_method!(deserialize_u64, visit_u64, u64, false);

    fn deserialize_i128<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.int(i128::MIN, i128::MAX, true) {
            Ok(i) => visitor.visit_i128(i),
            Err(m) => self.fail(&m).deserialize_i128(visitor),
        }
    }

    fn deserialize_u128<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let n = self.number();
        let big = n.as_ref().ok().and_then(|n| {
            let i = n.is_integer().then(|| n.to_big_int()).flatten()?;
            u128::try_from(&i).ok()
        });
        match (n, big) {
            (_, Some(u)) => visitor.visit_u128(u),
            (Err(m), None) => self.fail(&m).deserialize_u128(visitor),
            (Ok(_), None) => self.fail(&int_range(0, 0, false)).deserialize_u128(visitor),
        }
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.number() {
            Ok(n) => match n.to_go_float64() {
                Some(f) if f.is_infinite() || (f as f32).is_finite() => visitor.visit_f32(f as f32),
                _ => self.fail(&float_range("f32")).deserialize_f32(visitor),
            },
            Err(m) => self.fail(&m).deserialize_f32(visitor),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.number() {
            Ok(n) => match n.to_go_float64() {
                Some(f) => visitor.visit_f64(f),
                None => self.fail(&float_range("f64")).deserialize_f64(visitor),
            },
            Err(m) => self.fail(&m).deserialize_f64(visitor),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.string() {
            Ok(s) => {
                let mut chars = s.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => visitor.visit_char(c),
                    _ => self
                        .fail("a string of exactly one character is required")
                        .deserialize_char(visitor),
                }
            }
            Err(m) => self.fail(&m).deserialize_char(visitor),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.string() {
            Ok(s) => visitor.visit_str(&s),
            Err(m) => self.fail(&m).deserialize_str(visitor),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.v.ty() {
            Type::List(_) | Type::Set(_) | Type::Tuple(_) => self.deserialize_seq(visitor),
            _ => match self.string() {
                Ok(s) => visitor.visit_bytes(s.as_bytes()),
                Err(m) => self.fail(&m).deserialize_bytes(visitor),
            },
        }
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_bytes(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.v.is_known() && self.v.is_null() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let empty = match self.v.ty() {
            _ if !self.v.is_known() => false,
            _ if self.v.is_null() => true,
            Type::Object(_) | Type::Tuple(_) => self.v.length_int() == Some(0),
            _ => false,
        };
        if empty {
            visitor.visit_unit()
        } else {
            self.fail("null value is required")
                .deserialize_unit(visitor)
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match name {
            EXPR_TOKEN => {
                let e = StaticExpr::new(self.v.clone(), self.loc.context.clone());
                hand_over(Handoff::Expr(Arc::new(e)));
                visitor.visit_unit()
            }
            SPANNED_TOKEN => {
                hand_over(Handoff::Range(self.loc.context.clone()));
                visitor.visit_newtype_struct(self)
            }
            super::special::BODY_TOKEN => self
                .fail("a body is required, not a value")
                .deserialize_newtype_struct(name, visitor),
            _ => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.elements() {
            Ok(elems) => {
                let seq = ValueSeq {
                    de: &self,
                    it: elems.into_iter(),
                };
                visitor.visit_seq(seq)
            }
            Err(m) => self.fail(&m).deserialize_seq(visitor),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        match self.elements() {
            Ok(elems) if elems.len() == len => {
                let seq = ValueSeq {
                    de: &self,
                    it: elems.into_iter(),
                };
                visitor.visit_seq(seq)
            }
            Ok(_) => self
                .fail(&format!("a tuple of {len} elements is required"))
                .deserialize_tuple(len, visitor),
            Err(m) => self.fail(&m).deserialize_tuple(len, visitor),
        }
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_tuple(len, visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.entries() {
            Ok(entries) => visitor.visit_map(ValueMap {
                de: &self,
                it: entries.into_iter(),
                next: None,
            }),
            Err(m) => self.fail(&m).deserialize_map(visitor),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if self.v.is_known() && self.v.is_null() {
            return self
                .fail("null value is not allowed")
                .deserialize_struct(name, fields, visitor);
        }
        let entries = match self.entries() {
            Ok(e) => e,
            Err(m) => return self.fail(&m).deserialize_struct(name, fields, visitor),
        };
        let r = visitor.visit_map(ValueMap {
            de: &self,
            it: entries.into_iter(),
            next: None,
        });
        r.map_err(|e| {
            let msg = match &e.signal {
                Signal::MissingField(f) => {
                    format!("missing required attribute {}", crate::value::go_quote(f))
                }
                Signal::UnknownField(f, _) => {
                    format!("unsupported attribute {}", crate::value::go_quote(f))
                }
                Signal::Custom(m) => m.clone(),
                Signal::Done | Signal::Retry | Signal::Probed => return e,
            };
            self.sess.failed(self.unsuitable_diag(&msg))
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if self.v.is_known() && !self.v.is_null() {
            if let Type::String = self.v.ty() {
                let s = self.v.as_str().unwrap_or_default().to_string();
                return visitor
                    .visit_enum(s.into_deserializer())
                    .map_err(|e| self.placed(e));
            }
            if let Ok(mut entries) = self.entries() {
                if let (1, Some((k, v))) = (entries.len(), entries.pop()) {
                    let access = ValueEnum {
                        key: k,
                        de: self.child(v),
                    };
                    return visitor.visit_enum(access).map_err(|e| self.placed(e));
                }
            }
        }
        self.fail("a string naming a variant, or an object of one attribute naming it, is required")
            .deserialize_enum(name, variants, visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }
}

impl ValueDe<'_, '_> {
    /// An error from a visitor given this value, placed at its range.
    fn placed(&self, e: Error) -> Error {
        match e.unplaced_diag() {
            Some(d) => self.sess.failed(self.unsuitable_diag(&d.detail)),
            None => e,
        }
    }
}

/// The error of a number out of a float type's range: the type and its
/// largest value in short form (`f64::MAX` written out has 309 digits).
fn float_range(ty: &str) -> String {
    let max = if ty == "f32" {
        format!("{:e}", f32::MAX)
    } else {
        format!("{:e}", f64::MAX)
    };
    format!("value must be a number within the range of {ty}, between -{max} and {max} inclusive")
}

/// The error of a number that is not a whole number in `min..=max`:
/// go-cty's wording, the bounds in digits for 64 bits and less, as powers
/// of two for 128 (`max` 0 with `signed` false stands for `u128`).
fn int_range(min: i128, max: i128, signed: bool) -> String {
    match (signed, min, max) {
        (true, i128::MIN, i128::MAX) => {
            "value must be a whole number, between -2^127 and 2^127-1 (i128)".into()
        }
        (false, 0, 0) => {
            "value must be a whole number, between 0 and 2^128-1 inclusive (u128)".into()
        }
        (true, ..) => format!("value must be a whole number, between {min} and {max}"),
        (false, ..) => format!("value must be a whole number, between 0 and {max} inclusive"),
    }
}

struct ValueSeq<'b, 'a, 'c> {
    de: &'b ValueDe<'a, 'c>,
    it: std::vec::IntoIter<Value>,
}

impl<'de> de::SeqAccess<'de> for ValueSeq<'_, '_, '_> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        match self.it.next() {
            None => Ok(None),
            Some(v) => seed.deserialize(self.de.child(v)).map(Some),
        }
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct ValueMap<'b, 'a, 'c> {
    de: &'b ValueDe<'a, 'c>,
    it: std::vec::IntoIter<(String, Value)>,
    next: Option<Value>,
}

impl<'de> de::MapAccess<'de> for ValueMap<'_, '_, '_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.it.next() {
            None => Ok(None),
            Some((k, v)) => {
                self.next = Some(v);
                seed.deserialize(super::KeyDe(&k)).map(Some)
            }
        }
    }
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        let v = self
            .next
            .take()
            .unwrap_or_else(|| Value::null(Type::Dynamic));
        seed.deserialize(self.de.child(v))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.it.len())
    }
}

struct ValueEnum<'a, 'c> {
    key: String,
    de: ValueDe<'a, 'c>,
}

impl<'de, 'a, 'c> de::EnumAccess<'de> for ValueEnum<'a, 'c> {
    type Error = Error;
    type Variant = ValueDe<'a, 'c>;
    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, ValueDe<'a, 'c>), Error> {
        let v = seed.deserialize(super::KeyDe(&self.key))?;
        Ok((v, self.de))
    }
}

impl<'de> de::VariantAccess<'de> for ValueDe<'_, '_> {
    type Error = Error;
    fn unit_variant(self) -> Result<(), Error> {
        de::Deserializer::deserialize_unit(self, serde::de::IgnoredAny).map(|_| ())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_tuple(self, len, visitor)
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(self, "", fields, visitor)
    }
}
