//! Types of the information model: primitives, collections, structural
//! types, the dynamic pseudo-type and host capsule types.

use super::val::Value;
use crate::gocompat::json::write_json_string;
use smol_str::SmolStr;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// A type (or, when it contains [`Type::Dynamic`] or optional attributes,
/// a type constraint). Cloning is cheap: composite types share their parts.
///
/// Types compare structurally, except capsule types (equal only to
/// themselves). `Display` gives the reference's JSON type encoding;
/// [`crate::typeexpr::type_string`] gives the type expression.
///
/// ```
/// use hcl2::Type;
/// let service = Type::object([("name", Type::String), ("ports", Type::list(Type::Number))]);
/// let t = Type::map(service);
/// assert!(t.is_map() && t.is_collection());
/// let elem = t.element_type().unwrap();
/// assert_eq!(elem.attribute_type("ports"), Some(&Type::list(Type::Number)));
/// assert_eq!(hcl2::typeexpr::type_string(&t), "map(object({name=string,ports=list(number)}))");
/// assert_eq!(t.to_string(), r#"["map",["object",{"name":"string","ports":["list","number"]}]]"#);
/// assert_eq!(Type::list(Type::String).friendly_name(), "list of string");
/// ```
#[derive(Clone)]
pub enum Type {
    /// The type of `true` and `false`.
    Bool,
    /// The type of numbers: arbitrary-precision (512-bit binary floats with an
    /// exact small-integer fast path), as go-cty's `cty.Number`.
    Number,
    /// The type of Unicode strings (NFC-normalized, as go-cty keeps them).
    String,
    /// The dynamic pseudo-type: "any type" in constraints, the type of a
    /// wholly unknown value.
    Dynamic,
    /// A list of elements of one type, in order.
    List(Arc<Type>),
    /// A set of distinct elements of one type (go-cty's set order when
    /// iterated).
    Set(Arc<Type>),
    /// A map from string keys to elements of one type (iterated in key
    /// order).
    Map(Arc<Type>),
    /// An object: named attributes, each of its own type (see [`ObjectType`]).
    Object(Arc<ObjectType>),
    /// A tuple: a fixed sequence of elements, each of its own type.
    Tuple(Arc<Vec<Type>>),
    /// An opaque host type (see [`Type::capsule`]).
    Capsule(Arc<CapsuleType>),
}

/// Types nest as deep as the values they describe: dropping one takes the
/// parts it alone owns apart with an explicit stack instead of recursing.
impl Drop for Type {
    #[inline]
    fn drop(&mut self) {
        if matches!(
            self,
            Type::List(_) | Type::Set(_) | Type::Map(_) | Type::Object(_) | Type::Tuple(_)
        ) {
            drop_composite(self);
        }
    }
}

#[inline(never)]
fn drop_composite(t: &mut Type) {
    let mut stack = Vec::new();
    take_owned_parts(t, &mut stack);
    while let Some(mut t) = stack.pop() {
        take_owned_parts(&mut t, &mut stack);
    }
}

/// Moves the composite parts of a type this one alone owns onto `stack`.
fn take_owned_parts(t: &mut Type, stack: &mut Vec<Type>) {
    fn composite(t: &Type) -> bool {
        matches!(
            t,
            Type::List(_) | Type::Set(_) | Type::Map(_) | Type::Object(_) | Type::Tuple(_)
        )
    }
    match t {
        Type::List(a) | Type::Set(a) | Type::Map(a) => {
            if let Some(e) = Arc::get_mut(a) {
                if composite(e) {
                    stack.push(std::mem::replace(e, Type::Dynamic));
                }
            }
        }
        Type::Tuple(a) => {
            if let Some(v) = Arc::get_mut(a) {
                if v.iter().any(composite) {
                    stack.append(v);
                }
            }
        }
        Type::Object(a) => {
            if let Some(o) = Arc::get_mut(a) {
                for at in o.attrs.iter_mut() {
                    if composite(&at.ty) {
                        stack.push(std::mem::replace(&mut at.ty, Type::Dynamic));
                    }
                }
            }
        }
        _ => {}
    }
}

/// The attributes of an object type, sorted by name, each possibly optional
/// (optional attributes only appear in type constraints).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ObjectType {
    attrs: Vec<ObjectAttr>,
}

/// One attribute of an object type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ObjectAttr {
    /// The attribute's name (NFC-normalized).
    pub name: SmolStr,
    /// The attribute's type.
    pub ty: Type,
    /// Whether the attribute may be omitted (a type constraint's
    /// `optional(...)`): conversion then fills it with null.
    pub optional: bool,
}

/// An opaque host type. Two capsule types are equal only if they are the
/// same instance.
pub struct CapsuleType {
    name: String,
    /// Host data describing the type (not interpreted here).
    pub ext: Option<Arc<dyn Any + Send + Sync>>,
    /// Optional conversion operations (go-cty `CapsuleOps.ConversionTo` /
    /// `ConversionFrom`).
    pub ops: CapsuleOps,
}

/// Converts a (known, non-null, unmarked) value into a capsule's payload.
pub type CapsuleToFn =
    Arc<dyn Fn(&Value) -> Result<Arc<dyn Any + Send + Sync>, super::PathError> + Send + Sync>;
/// Converts a capsule's payload into a value of another type.
pub type CapsuleFromFn =
    Arc<dyn Fn(&Arc<dyn Any + Send + Sync>) -> Result<Value, super::PathError> + Send + Sync>;

/// Finds the conversion from a source type to a capsule type.
pub type CapsuleConversionTo = Arc<dyn Fn(&Type) -> Option<CapsuleToFn> + Send + Sync>;
/// Finds the conversion from a capsule type to a target type.
pub type CapsuleConversionFrom = Arc<dyn Fn(&Type) -> Option<CapsuleFromFn> + Send + Sync>;

/// Host-provided conversion operations of a capsule type. Like go-cty,
/// they take part only in unsafe conversions, never in conversions
/// between two equal types.
#[derive(Clone, Default)]
pub struct CapsuleOps {
    /// Given a source type, a conversion from it to this capsule type, or
    /// `None` when there is none.
    pub conversion_to: Option<CapsuleConversionTo>,
    /// Given a target type, a conversion from this capsule type to it, or
    /// `None` when there is none.
    pub conversion_from: Option<CapsuleConversionFrom>,
}

impl CapsuleType {
    /// The name the capsule was created with, used in messages and in
    /// [`crate::typeexpr::type_string`].
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl fmt::Debug for CapsuleType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "capsule({:?} @{:p})", self.name, self as *const _)
    }
}

impl ObjectType {
    /// The attributes, sorted by name.
    pub fn attrs(&self) -> &[ObjectAttr] {
        &self.attrs
    }
    /// The number of attributes.
    pub fn len(&self) -> usize {
        self.attrs.len()
    }
    /// Whether the object type has no attribute (`{}`).
    pub fn is_empty(&self) -> bool {
        self.attrs.is_empty()
    }
    /// Position of the attribute `name` in [`ObjectType::attrs`].
    /// The name is NFC-normalized first, as go-cty does.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        let name = super::nfc::normalize_string(name);
        let name: &str = &name;
        self.attrs
            .binary_search_by(|a| a.name.as_str().cmp(name))
            .ok()
    }
    /// Like [`ObjectType::index_of`] but without normalizing `name`
    /// (go-cty's JSON decoder looks attribute names up this way).
    pub fn index_of_exact(&self, name: &str) -> Option<usize> {
        self.attrs
            .binary_search_by(|a| a.name.as_str().cmp(name))
            .ok()
    }
    /// The attribute `name` (NFC-normalized first, like [`ObjectType::index_of`]).
    pub fn get(&self, name: &str) -> Option<&ObjectAttr> {
        self.index_of(name).map(|i| &self.attrs[i])
    }
    /// Whether any attribute is optional (only type constraints have such
    /// attributes).
    pub fn has_optional(&self) -> bool {
        self.attrs.iter().any(|a| a.optional)
    }
}

static EMPTY_TUPLE: std::sync::OnceLock<Arc<Vec<Type>>> = std::sync::OnceLock::new();
static EMPTY_OBJECT: std::sync::OnceLock<Arc<ObjectType>> = std::sync::OnceLock::new();

impl Type {
    /// `list(ety)`.
    pub fn list(ety: Type) -> Type {
        Type::List(Arc::new(ety))
    }
    /// `set(ety)`.
    pub fn set(ety: Type) -> Type {
        Type::Set(Arc::new(ety))
    }
    /// `map(ety)`.
    pub fn map(ety: Type) -> Type {
        Type::Map(Arc::new(ety))
    }
    /// `tuple([etys...])`; an empty list of element types gives the shared
    /// [`Type::empty_tuple`].
    pub fn tuple(etys: impl Into<Vec<Type>>) -> Type {
        let v: Vec<Type> = etys.into();
        if v.is_empty() {
            return Type::empty_tuple();
        }
        Type::Tuple(Arc::new(v))
    }
    /// The empty tuple type `tuple([])`, the type of `[]` (one shared
    /// allocation).
    pub fn empty_tuple() -> Type {
        Type::Tuple(EMPTY_TUPLE.get_or_init(|| Arc::new(Vec::new())).clone())
    }
    /// The empty object type `object({})`, the type of `{}` (one shared
    /// allocation).
    pub fn empty_object() -> Type {
        Type::Object(
            EMPTY_OBJECT
                .get_or_init(|| Arc::new(ObjectType { attrs: Vec::new() }))
                .clone(),
        )
    }
    /// An object type; a later duplicate name replaces an earlier one.
    pub fn object<N: Into<SmolStr>>(attrs: impl IntoIterator<Item = (N, Type)>) -> Type {
        Type::object_with_optional(attrs, std::iter::empty::<&str>())
    }
    /// An object type constraint with optional attributes. Names in
    /// `optional` that are not attributes are ignored.
    pub fn object_with_optional<N: Into<SmolStr>, O: AsRef<str>>(
        attrs: impl IntoIterator<Item = (N, Type)>,
        optional: impl IntoIterator<Item = O>,
    ) -> Type {
        let mut v: Vec<ObjectAttr> = attrs
            .into_iter()
            .map(|(n, ty)| ObjectAttr {
                name: super::nfc::nfc_smol(n.into()),
                ty,
                optional: false,
            })
            .collect();
        // Stable sort keeps insertion order among duplicates; keep the last.
        v.sort_by(|a, b| a.name.cmp(&b.name));
        let mut out: Vec<ObjectAttr> = Vec::with_capacity(v.len());
        for a in v {
            match out.last_mut() {
                Some(l) if l.name == a.name => *l = a,
                _ => out.push(a),
            }
        }
        for o in optional {
            let o = super::nfc::normalize_string(o.as_ref());
            let o: &str = &o;
            if let Ok(i) = out.binary_search_by(|a| a.name.as_str().cmp(o)) {
                out[i].optional = true;
            }
        }
        Type::object_from_sorted(out)
    }
    /// An object type from attributes already sorted by name, without
    /// duplicates.
    /// Names that are not NFC are normalized (and the list re-sorted).
    pub fn object_from_sorted(attrs: Vec<ObjectAttr>) -> Type {
        if !attrs.iter().all(|a| super::nfc::is_nfc(&a.name)) {
            let optional: Vec<SmolStr> = attrs
                .iter()
                .filter(|a| a.optional)
                .map(|a| a.name.clone())
                .collect();
            return Type::object_with_optional(attrs.into_iter().map(|a| (a.name, a.ty)), optional);
        }
        debug_assert!(attrs.windows(2).all(|w| w[0].name < w[1].name));
        if attrs.is_empty() {
            return Type::empty_object();
        }
        Type::Object(Arc::new(ObjectType { attrs }))
    }
    /// A new capsule type, distinct from every other capsule type.
    pub fn capsule(name: impl Into<String>, ext: Option<Arc<dyn Any + Send + Sync>>) -> Type {
        Type::capsule_with_ops(name, ext, CapsuleOps::default())
    }
    /// A new capsule type with conversion operations.
    pub fn capsule_with_ops(
        name: impl Into<String>,
        ext: Option<Arc<dyn Any + Send + Sync>>,
        ops: CapsuleOps,
    ) -> Type {
        Type::Capsule(Arc::new(CapsuleType {
            name: name.into(),
            ext,
            ops,
        }))
    }

    /// Whether this is `bool`, `number` or `string`.
    pub fn is_primitive(&self) -> bool {
        matches!(self, Type::Bool | Type::Number | Type::String)
    }
    /// Whether this is the dynamic pseudo-type ([`Type::Dynamic`], `any`).
    pub fn is_dynamic(&self) -> bool {
        matches!(self, Type::Dynamic)
    }
    /// Whether this is a list type.
    pub fn is_list(&self) -> bool {
        matches!(self, Type::List(_))
    }
    /// Whether this is a set type.
    pub fn is_set(&self) -> bool {
        matches!(self, Type::Set(_))
    }
    /// Whether this is a map type.
    pub fn is_map(&self) -> bool {
        matches!(self, Type::Map(_))
    }
    /// Whether this is an object type.
    pub fn is_object(&self) -> bool {
        matches!(self, Type::Object(_))
    }
    /// Whether this is a tuple type.
    pub fn is_tuple(&self) -> bool {
        matches!(self, Type::Tuple(_))
    }
    /// Whether this is a capsule type.
    pub fn is_capsule(&self) -> bool {
        matches!(self, Type::Capsule(_))
    }
    /// List, set or map.
    pub fn is_collection(&self) -> bool {
        matches!(self, Type::List(_) | Type::Set(_) | Type::Map(_))
    }
    /// The element type of a list, set or map.
    pub fn element_type(&self) -> Option<&Type> {
        match self {
            Type::List(e) | Type::Set(e) | Type::Map(e) => Some(e),
            _ => None,
        }
    }
    /// The attributes of an object type (`None` for any other type).
    pub fn object_type(&self) -> Option<&ObjectType> {
        match self {
            Type::Object(o) => Some(o),
            _ => None,
        }
    }
    /// The element types of a tuple type (`None` for any other type).
    pub fn tuple_types(&self) -> Option<&[Type]> {
        match self {
            Type::Tuple(t) => Some(t),
            _ => None,
        }
    }
    /// The type of attribute `name` of an object type.
    pub fn attribute_type(&self, name: &str) -> Option<&Type> {
        self.object_type().and_then(|o| o.get(name)).map(|a| &a.ty)
    }

    /// A collection or structural type (one with element or attribute
    /// types to walk into).
    #[inline]
    pub(crate) fn is_composite_type(&self) -> bool {
        matches!(
            self,
            Type::List(_) | Type::Set(_) | Type::Map(_) | Type::Object(_) | Type::Tuple(_)
        )
    }

    /// Whether the dynamic pseudo-type appears anywhere in this type.
    pub fn has_dynamic_types(&self) -> bool {
        super::deep_if(self.is_composite_type(), || match self {
            Type::Dynamic => true,
            Type::Bool | Type::Number | Type::String | Type::Capsule(_) => false,
            Type::List(e) | Type::Set(e) | Type::Map(e) => e.has_dynamic_types(),
            Type::Object(o) => o.attrs.iter().any(|a| a.ty.has_dynamic_types()),
            Type::Tuple(t) => t.iter().any(|t| t.has_dynamic_types()),
        })
    }

    fn has_optional_deep(&self) -> bool {
        super::deep_if(self.is_composite_type(), || match self {
            Type::List(e) | Type::Set(e) | Type::Map(e) => e.has_optional_deep(),
            Type::Object(o) => o
                .attrs
                .iter()
                .any(|a| a.optional || a.ty.has_optional_deep()),
            Type::Tuple(t) => t.iter().any(|t| t.has_optional_deep()),
            _ => false,
        })
    }

    /// This type with every optional-attribute marker removed (recursively).
    pub fn without_optional_attributes_deep(&self) -> Type {
        super::deep_if(self.is_composite_type(), || {
            if !self.has_optional_deep() {
                return self.clone();
            }
            match self {
                Type::List(e) => Type::list(e.without_optional_attributes_deep()),
                Type::Set(e) => Type::set(e.without_optional_attributes_deep()),
                Type::Map(e) => Type::map(e.without_optional_attributes_deep()),
                Type::Tuple(t) => Type::Tuple(
                    t.iter()
                        .map(|t| t.without_optional_attributes_deep())
                        .collect::<Vec<_>>()
                        .into(),
                ),
                Type::Object(o) => Type::object_from_sorted(
                    o.attrs
                        .iter()
                        .map(|a| ObjectAttr {
                            name: a.name.clone(),
                            ty: a.ty.without_optional_attributes_deep(),
                            optional: false,
                        })
                        .collect(),
                ),
                _ => self.clone(),
            }
        })
    }

    /// The name used in error messages (go-cty `FriendlyName`).
    pub fn friendly_name(&self) -> String {
        let mut s = String::new();
        self.write_friendly(&mut s, false);
        s
    }

    /// The name used for type constraints (go-cty `FriendlyNameForConstraint`).
    pub fn friendly_name_for_constraint(&self) -> String {
        let mut s = String::new();
        self.write_friendly(&mut s, true);
        s
    }

    fn write_friendly(&self, s: &mut String, constraint: bool) {
        super::deep_if(self.is_composite_type(), || {
            let (prefix, e) = match self {
                Type::Bool => return s.push_str("bool"),
                Type::Number => return s.push_str("number"),
                Type::String => return s.push_str("string"),
                Type::Dynamic => {
                    return s.push_str(if constraint { "any type" } else { "dynamic" });
                }
                Type::Object(_) => return s.push_str("object"),
                Type::Tuple(_) => return s.push_str("tuple"),
                Type::Capsule(c) => return s.push_str(&c.name),
                Type::List(e) => ("list of ", e),
                Type::Set(e) => ("set of ", e),
                Type::Map(e) => ("map of ", e),
            };
            s.push_str(prefix);
            if constraint && e.is_dynamic() {
                s.push_str("any single type");
            } else {
                e.write_friendly(s, constraint);
            }
        })
    }

    /// go-cty `TestConformance`: the reasons why a value of type `self`
    /// does not conform to `want` (empty if it does).
    pub fn test_conformance(&self, want: &Type) -> Vec<super::PathError> {
        let mut errs = Vec::new();
        let mut path = super::Path::new();
        conformance(self, want, &mut path, &mut errs);
        errs
    }
}

fn conformance(
    given: &Type,
    want: &Type,
    path: &mut super::Path,
    errs: &mut Vec<super::PathError>,
) {
    super::deep_if(
        given.is_composite_type() || want.is_composite_type(),
        || {
            use super::{PathError, PathStep, Value};
            if want.is_dynamic() || given == want {
                return;
            }
            match (given, want) {
                (Type::Object(g), Type::Object(w)) => {
                    for a in &g.attrs {
                        if w.get(&a.name).is_none() {
                            errs.push(PathError::new(
                                path.clone(),
                                format!(
                                    "unsupported attribute {}",
                                    crate::gocompat::strconv::quote(&a.name)
                                ),
                            ));
                        }
                    }
                    for a in &w.attrs {
                        if g.get(&a.name).is_none() {
                            errs.push(PathError::new(
                                path.clone(),
                                format!(
                                    "missing required attribute {}",
                                    crate::gocompat::strconv::quote(&a.name)
                                ),
                            ));
                        }
                    }
                    for a in &w.attrs {
                        if let Some(ga) = g.get(&a.name) {
                            path.push(PathStep::GetAttr(a.name.clone()));
                            conformance(&ga.ty, &a.ty, path, errs);
                            path.pop();
                        }
                    }
                }
                (Type::Tuple(g), Type::Tuple(w)) => {
                    if g.len() != w.len() {
                        errs.push(PathError::new(
                            path.clone(),
                            format!("{} elements are required, but got {}", w.len(), g.len()),
                        ));
                        return;
                    }
                    for (i, (g, w)) in g.iter().zip(w.iter()).enumerate() {
                        path.push(PathStep::Index(Value::from(i as i64)));
                        conformance(g, w, path, errs);
                        path.pop();
                    }
                }
                (Type::List(g), Type::List(w)) => {
                    path.push(PathStep::Index(Value::unknown(Type::Number)));
                    conformance(g, w, path, errs);
                    path.pop();
                }
                (Type::Map(g), Type::Map(w)) => {
                    path.push(PathStep::Index(Value::unknown(Type::String)));
                    conformance(g, w, path, errs);
                    path.pop();
                }
                (Type::Set(g), Type::Set(w)) => {
                    path.push(PathStep::Index(Value::unknown((**g).clone())));
                    conformance(g, w, path, errs);
                    path.pop();
                }
                _ => errs.push(PathError::new(
                    path.clone(),
                    format!(
                        "{} required, but received {}",
                        want.friendly_name(),
                        given.friendly_name()
                    ),
                )),
            }
        },
    )
}

impl PartialEq for Type {
    fn eq(&self, other: &Type) -> bool {
        match (self, other) {
            (Type::Bool, Type::Bool)
            | (Type::Number, Type::Number)
            | (Type::String, Type::String)
            | (Type::Dynamic, Type::Dynamic) => true,
            (Type::List(a), Type::List(b))
            | (Type::Set(a), Type::Set(b))
            | (Type::Map(a), Type::Map(b)) => Arc::ptr_eq(a, b) || super::deep(|| a == b),
            (Type::Object(a), Type::Object(b)) => {
                Arc::ptr_eq(a, b) || super::deep(|| a.attrs == b.attrs)
            }
            (Type::Tuple(a), Type::Tuple(b)) => Arc::ptr_eq(a, b) || super::deep(|| a[..] == b[..]),
            (Type::Capsule(a), Type::Capsule(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}
impl Eq for Type {}

impl std::hash::Hash for Type {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Type::List(e) | Type::Set(e) | Type::Map(e) => super::deep(|| e.hash(state)),
            Type::Object(o) => super::deep(|| {
                for a in &o.attrs {
                    a.name.hash(state);
                    a.ty.hash(state);
                    a.optional.hash(state);
                }
            }),
            Type::Tuple(t) => super::deep(|| t.hash(state)),
            Type::Capsule(c) => (Arc::as_ptr(c) as *const u8 as usize).hash(state),
            _ => {}
        }
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        // with capsules written out, the writer has nothing to refuse
        let _ = write_type(self, &mut s, true);
        f.write_str(&s)
    }
}

/// The one writer of the reference's JSON type encoding (`"string"`,
/// `["list","number"]`, `["object",{"a":"bool"},["a"]]`), used by
/// `Display` here and by the JSON codec's `type_to_json`; a capsule type is an error unless
/// `capsules` asks for it to be written as `capsule("name")`.
pub(crate) fn write_type(t: &Type, s: &mut String, capsules: bool) -> Result<(), String> {
    super::deep_if(t.is_composite_type(), || {
        match t {
            Type::Bool => s.push_str("\"bool\""),
            Type::Number => s.push_str("\"number\""),
            Type::String => s.push_str("\"string\""),
            Type::Dynamic => s.push_str("\"dynamic\""),
            Type::List(e) | Type::Set(e) | Type::Map(e) => {
                s.push_str(match t {
                    Type::List(_) => "[\"list\",",
                    Type::Set(_) => "[\"set\",",
                    _ => "[\"map\",",
                });
                write_type(e, s, capsules)?;
                s.push(']');
            }
            Type::Tuple(ts) => {
                s.push_str("[\"tuple\",[");
                for (i, e) in ts.iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    write_type(e, s, capsules)?;
                }
                s.push_str("]]");
            }
            Type::Object(o) => {
                s.push_str("[\"object\",{");
                for (i, a) in o.attrs().iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    write_json_string(s, &a.name);
                    s.push(':');
                    write_type(&a.ty, s, capsules)?;
                }
                s.push('}');
                if o.has_optional() {
                    s.push_str(",[");
                    let mut first = true;
                    for a in o.attrs().iter().filter(|a| a.optional) {
                        if !first {
                            s.push(',');
                        }
                        first = false;
                        write_json_string(s, &a.name);
                    }
                    s.push(']');
                }
                s.push(']');
            }
            Type::Capsule(c) if capsules => {
                s.push_str("capsule(");
                write_json_string(s, c.name());
                s.push(')');
            }
            Type::Capsule(c) => return Err(format!("type not allowed: {}", c.name())),
        }
        Ok(())
    })
}

/// Displays the reference's JSON type encoding (`["list","string"]`);
/// capsule types, which have none, show as `capsule("name")`.
impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
