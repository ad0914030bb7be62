//! [`ZeroDe`]: the zero value of any type (as Go leaves a field it could
//! not decode), for decoding to carry on after an error; and for an absent
//! required field, the "Missing ..." diagnostic chosen by what the field's
//! type asks for.

use super::special::{hand_over, Handoff, BODY_TOKEN, EXPR_TOKEN, SPANNED_TOKEN};
use super::{Error, Session};
use crate::diagnostic::{Diagnostic, Range};
use crate::eval::StaticExpr;
use crate::value::{go_quote, Type, Value};
use serde::de::{self, DeserializeSeed, Visitor};
use std::sync::Arc;

pub(crate) struct ZeroDe<'a, 'c> {
    sess: &'a Session<'c>,
    /// For an absent required field: its name and where it is missing.
    missing: Option<(&'static str, Range)>,
}

impl<'a, 'c> ZeroDe<'a, 'c> {
    pub fn silent(sess: &'a Session<'c>) -> ZeroDe<'a, 'c> {
        ZeroDe {
            sess,
            missing: None,
        }
    }

    pub fn missing(sess: &'a Session<'c>, name: &'static str, at: Range) -> ZeroDe<'a, 'c> {
        ZeroDe {
            sess,
            missing: Some((name, at)),
        }
    }

    fn argument(&self) {
        if let Some((name, at)) = &self.missing {
            self.sess.pass_error(
                Diagnostic::error(
                    "Missing required argument",
                    format!(
                        "The argument {} is required, but no definition was found.",
                        go_quote(name)
                    ),
                )
                .with_subject(at.clone()),
            );
        }
    }

    fn block(&self) {
        if let Some((name, at)) = &self.missing {
            self.sess.pass_error(
                Diagnostic::error(
                    format!("Missing {name} block"),
                    format!("A {name} block is required."),
                )
                .with_subject(at.clone()),
            );
        }
    }

    fn range(&self) -> Range {
        self.missing
            .as_ref()
            .map(|m| m.1.clone())
            .unwrap_or_default()
    }
}

macro_rules! zero_prim {
    ($($name:ident => $visit:ident($($v:expr)?)),* $(,)?) => {
        $(fn $name<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.argument();
            visitor.$visit($($v)?)
        })*
    };
}

impl<'de> de::Deserializer<'de> for ZeroDe<'_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.argument();
        visitor.visit_unit()
    }

    zero_prim! {
        deserialize_bool => visit_bool(false),
        deserialize_i8 => visit_i8(0),
        deserialize_i16 => visit_i16(0),
        deserialize_i32 => visit_i32(0),
        deserialize_i64 => visit_i64(0),
        deserialize_i128 => visit_i128(0),
        deserialize_u8 => visit_u8(0),
        deserialize_u16 => visit_u16(0),
        deserialize_u32 => visit_u32(0),
        deserialize_u64 => visit_u64(0),
        deserialize_u128 => visit_u128(0),
        deserialize_f32 => visit_f32(0.0),
        deserialize_f64 => visit_f64(0.0),
        deserialize_char => visit_char('\0'),
        deserialize_str => visit_str(""),
        deserialize_string => visit_str(""),
        deserialize_bytes => visit_bytes(&[]),
        deserialize_byte_buf => visit_bytes(&[]),
        deserialize_unit => visit_unit(),
        deserialize_identifier => visit_str(""),
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_none()
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.argument();
        visitor.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        match name {
            EXPR_TOKEN => {
                let e = StaticExpr::new(Value::null(Type::Dynamic), self.range());
                hand_over(Handoff::Expr(Arc::new(e)));
                visitor.visit_unit()
            }
            BODY_TOKEN => {
                hand_over(Handoff::Body(crate::body::empty_body()));
                visitor.visit_unit()
            }
            SPANNED_TOKEN => {
                hand_over(Handoff::Range(self.range()));
                visitor.visit_newtype_struct(self)
            }
            _ => visitor.visit_newtype_struct(self),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_seq(ZeroSeq {
            sess: self.sess,
            left: 0,
        })
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        self.argument();
        visitor.visit_seq(ZeroSeq {
            sess: self.sess,
            left: len,
        })
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
        visitor.visit_map(ZeroMap {
            sess: self.sess,
            fields: &[],
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.block();
        visitor.visit_map(ZeroMap {
            sess: self.sess,
            fields,
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.argument();
        let first = variants.first().copied().unwrap_or("");
        visitor.visit_enum(ZeroEnum {
            sess: self.sess,
            variant: first,
        })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }
}

struct ZeroSeq<'a, 'c> {
    sess: &'a Session<'c>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for ZeroSeq<'_, '_> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(ZeroDe::silent(self.sess)).map(Some)
    }
}

/// Every field of a struct, each with its zero value.
struct ZeroMap<'a, 'c> {
    sess: &'a Session<'c>,
    fields: &'static [&'static str],
}

impl<'de> de::MapAccess<'de> for ZeroMap<'_, '_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.fields.split_first() {
            None => Ok(None),
            Some((f, rest)) => {
                self.fields = rest;
                seed.deserialize(super::KeyDe(f)).map(Some)
            }
        }
    }
    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(ZeroDe::silent(self.sess))
    }
}

struct ZeroEnum<'a, 'c> {
    sess: &'a Session<'c>,
    variant: &'static str,
}

impl<'de, 'a, 'c> de::EnumAccess<'de> for ZeroEnum<'a, 'c> {
    type Error = Error;
    type Variant = ZeroDe<'a, 'c>;
    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, ZeroDe<'a, 'c>), Error> {
        let v = seed.deserialize(super::KeyDe(self.variant))?;
        Ok((v, ZeroDe::silent(self.sess)))
    }
}

impl<'de> de::VariantAccess<'de> for ZeroDe<'_, '_> {
    type Error = Error;
    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
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
