//! The `Value` type: known, unknown and null values of every type, with marks.

use super::marks::{Mark, Marks};
use super::ty::{ObjectType, Type};
use super::Number;
use smol_str::SmolStr;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// A value of the information model. Cloning is cheap: strings and
/// collections are shared behind `Arc`.
///
/// Every value has a [`Type`]; it may be known, unknown (not decided yet,
/// possibly with refinements) or null, and may carry [`Marks`]. `==` is
/// go-cty's `RawEquals` (identity of the structure, unknowns included);
/// [`Value::equals`] is HCL's `==` (unknown when either side is).
/// Accessors such as [`Value::as_str`] return `None` for unknown, null and
/// other-typed values, and never panic.
///
/// ```
/// use hcl2::{Number, Type, Value};
/// let service = Value::object([
///     ("name", Value::string("web")),
///     ("port", Value::from(8080)),
///     ("tags", Value::list(vec![Value::string("a"), Value::string("b")]).unwrap()),
/// ]);
/// assert_eq!(
///     service.ty(),
///     &Type::object([("name", Type::String), ("port", Type::Number), ("tags", Type::list(Type::String))])
/// );
/// assert_eq!(service.get_attr("name").unwrap().as_str(), Some("web"));
/// let port = service.get_attr("port").unwrap();
/// assert_eq!(port.as_number().and_then(Number::to_i64), Some(8080));
/// let tags = service.get_attr("tags").unwrap();
/// assert_eq!(tags.index(&Value::from(1)).unwrap(), Value::string("b"));
/// assert_eq!(tags.length_int(), Some(2));
///
/// // Attribute names iterate in lexical order.
/// let names: Vec<&str> = service.object_attrs().unwrap().map(|(k, _)| k.as_str()).collect();
/// assert_eq!(names, ["name", "port", "tags"]);
///
/// // Unknown and null values keep their type.
/// let pending = Value::unknown(Type::String);
/// assert!(!pending.is_known() && pending.as_str().is_none());
/// assert!(!Value::string("x").equals(&pending).is_known());
/// assert!(Value::null(Type::Number).is_null());
///
/// // `list` needs one element type; a tuple takes any.
/// assert!(Value::list(vec![Value::from(1), Value::string("a")]).is_none());
/// let t = Value::tuple(vec![Value::from(1), Value::string("a")]);
/// assert_eq!(t.ty(), &Type::tuple([Type::Number, Type::String]));
/// ```
#[derive(Clone)]
pub struct Value(pub(crate) Repr);

#[derive(Clone)]
pub(crate) enum Repr {
    Null(Type),
    Unknown(Type),
    /// An unknown value with refinements (never of dynamic type).
    Refined(Arc<(Type, super::refine::Refinement)>),
    Bool(bool),
    Number(Number),
    String(Arc<str>),
    /// List, set or tuple: `ty` is the whole value's type.
    List(Arc<Seq>),
    Set(Arc<Seq>),
    Tuple(Arc<Seq>),
    /// Entries sorted by key.
    Map(Arc<MapData>),
    /// Values in the order of the object type's (sorted) attributes.
    Object(Arc<Seq>),
    Capsule(Arc<CapsuleData>),
    Marked(Arc<(Value, Marks)>),
}

/// Values nest as deep as the expressions that build them (tens of
/// thousands of levels): dropping one takes the collections it owns alone
/// apart with an explicit stack instead of recursing.
impl Drop for Repr {
    #[inline]
    fn drop(&mut self) {
        if self.is_composite() {
            drop_composite(self);
        }
    }
}

#[inline(never)]
fn drop_composite(r: &mut Repr) {
    let mut stack = Vec::new();
    take_owned_children(r, &mut stack);
    while let Some(mut v) = stack.pop() {
        take_owned_children(&mut v.0, &mut stack);
    }
}

impl Repr {
    #[inline]
    fn is_composite(&self) -> bool {
        !matches!(
            self,
            Repr::Null(_)
                | Repr::Unknown(_)
                | Repr::Refined(_)
                | Repr::Bool(_)
                | Repr::Number(_)
                | Repr::String(_)
        )
    }
}

/// Moves the composite children of a collection this value alone owns
/// onto `stack` (nothing when none is composite).
fn take_owned_children(r: &mut Repr, stack: &mut Vec<Value>) {
    match r {
        Repr::List(a) | Repr::Set(a) | Repr::Tuple(a) | Repr::Object(a) => {
            if let Some(seq) = Arc::get_mut(a) {
                if seq.elems.iter().any(|e| e.0.is_composite()) {
                    stack.append(&mut seq.elems);
                }
            }
        }
        Repr::Map(a) => {
            if let Some(m) = Arc::get_mut(a) {
                if m.entries.iter().any(|(_, e)| e.0.is_composite()) {
                    stack.extend(m.entries.drain(..).map(|(_, v)| v));
                }
            }
        }
        Repr::Marked(a) => {
            if let Some(p) = Arc::get_mut(a) {
                if p.0 .0.is_composite() {
                    stack.push(std::mem::replace(&mut p.0, Value::dynamic()));
                }
            }
        }
        _ => {}
    }
}

pub(crate) struct Seq {
    pub(crate) ty: Type,
    pub(crate) elems: Vec<Value>,
}

pub(crate) struct MapData {
    pub(crate) ty: Type,
    pub(crate) entries: Vec<(SmolStr, Value)>,
}

pub(crate) struct CapsuleData {
    ty: Type,
    data: Arc<dyn Any + Send + Sync>,
}

static BOOL: Type = Type::Bool;
static NUMBER: Type = Type::Number;
static STRING: Type = Type::String;

impl Value {
    // ----- constructors -------------------------------------------------

    /// A known `bool` value.
    pub fn bool(b: bool) -> Value {
        Value(Repr::Bool(b))
    }
    /// The known `bool` value `true` (a constant, for patterns and statics).
    pub const TRUE: Value = Value(Repr::Bool(true));
    /// The known `bool` value `false`.
    pub const FALSE: Value = Value(Repr::Bool(false));

    /// A known `number` value.
    pub fn number(n: Number) -> Value {
        Value(Repr::Number(n))
    }
    /// A string value; the text is NFC-normalized as go-cty's `StringVal`
    /// does (no work for ASCII or already-normalized text).
    pub fn string(s: impl Into<Arc<str>>) -> Value {
        Value(Repr::String(super::nfc::nfc_arc(s.into())))
    }
    /// A null value of type `ty` (go-cty `NullVal`): null still has a type,
    /// which decides how it converts and unifies.
    pub fn null(ty: Type) -> Value {
        Value(Repr::Null(ty))
    }
    /// A wholly unknown value of type `ty` (go-cty `UnknownVal`), without
    /// refinements; see [`Value::refine`] to add some.
    pub fn unknown(ty: Type) -> Value {
        Value(Repr::Unknown(ty))
    }
    /// The wholly unknown value of dynamic type (go-cty `DynamicVal`).
    pub fn dynamic() -> Value {
        Value(Repr::Unknown(Type::Dynamic))
    }

    /// A list with element type `ety`. Elements must have type `ety` or be
    /// of dynamic type (not checked).
    pub fn list_of(ety: Type, elems: Vec<Value>) -> Value {
        let elems = retype_dynamic(&ety, elems);
        Value(Repr::List(Arc::new(Seq {
            ty: Type::list(ety),
            elems,
        })))
    }
    /// go-cty `ListVal`: the element type is taken from the elements; `None`
    /// if `elems` is empty or the element types differ.
    pub fn list(elems: Vec<Value>) -> Option<Value> {
        let ety = common_element_type(elems.iter())?;
        Some(Value::list_of(ety, elems))
    }
    /// The empty list of element type `ety` (go-cty `ListValEmpty`).
    pub fn empty_list(ety: Type) -> Value {
        Value::list_of(ety, Vec::new())
    }

    /// go-cty `SetVal`/`SetValEmpty` with a known element type: elements are
    /// deduplicated and ordered as the reference orders them; element marks
    /// move to the set itself.
    pub fn set_of(ety: Type, elems: Vec<Value>) -> Value {
        let mut marks = Marks::new();
        let mut elems = elems;
        for e in elems.iter_mut() {
            if e.contains_marked() {
                let (u, m) = e.unmark_deep();
                *e = u;
                marks.extend_from(&m);
            }
        }
        let elems = super::set::build_set(&ety, retype_dynamic(&ety, elems));
        let v = Value(Repr::Set(Arc::new(Seq {
            ty: Type::set(ety),
            elems,
        })));
        v.with_marks(&marks)
    }
    /// go-cty `SetVal`: `None` if `elems` is empty or the types differ.
    pub fn set(elems: Vec<Value>) -> Option<Value> {
        let ety = common_element_type(elems.iter())?;
        Some(Value::set_of(ety, elems))
    }
    /// The empty set of element type `ety` (go-cty `SetValEmpty`).
    pub fn empty_set(ety: Type) -> Value {
        Value(Repr::Set(Arc::new(Seq {
            ty: Type::set(ety),
            elems: Vec::new(),
        })))
    }

    /// A map with element type `ety`; a later duplicate key replaces an
    /// earlier one.
    pub fn map_of<K: Into<SmolStr>>(
        ety: Type,
        entries: impl IntoIterator<Item = (K, Value)>,
    ) -> Value {
        let entries = sorted_entries(entries);
        Value::map_from_sorted(ety, entries)
    }
    /// A map from entries sorted by key without duplicates (not checked).
    /// Keys are NFC-normalized (then re-sorted if that changed any).
    pub fn map_from_sorted(ety: Type, entries: Vec<(SmolStr, Value)>) -> Value {
        let mut entries = normalized_keys(entries);
        debug_assert!(entries.windows(2).all(|w| w[0].0 < w[1].0));
        if !ety.is_dynamic() {
            for (_, e) in entries.iter_mut() {
                if e.ty().is_dynamic() {
                    *e = e.retyped(&ety);
                }
            }
        }
        Value(Repr::Map(Arc::new(MapData {
            ty: Type::map(ety),
            entries,
        })))
    }
    /// go-cty `MapVal`: `None` if there are no entries or the types differ.
    pub fn map<K: Into<SmolStr>>(entries: impl IntoIterator<Item = (K, Value)>) -> Option<Value> {
        let entries = sorted_entries(entries);
        let ety = common_element_type(entries.iter().map(|(_, v)| v))?;
        Some(Value::map_from_sorted(ety, entries))
    }
    /// The empty map of element type `ety` (go-cty `MapValEmpty`).
    pub fn empty_map(ety: Type) -> Value {
        Value::map_from_sorted(ety, Vec::new())
    }

    /// A tuple of the given elements, its type made of theirs (go-cty
    /// `TupleVal`); no element type is required to match another.
    pub fn tuple(elems: Vec<Value>) -> Value {
        let ty = Type::tuple(elems.iter().map(|e| e.ty().clone()).collect::<Vec<_>>());
        Value(Repr::Tuple(Arc::new(Seq { ty, elems })))
    }
    /// The empty tuple `[]` (go-cty `EmptyTupleVal`).
    pub fn empty_tuple() -> Value {
        Value::tuple(Vec::new())
    }

    /// An object; a later duplicate attribute replaces an earlier one.
    pub fn object<K: Into<SmolStr>>(attrs: impl IntoIterator<Item = (K, Value)>) -> Value {
        let entries = sorted_entries(attrs);
        Value::object_from_sorted(entries)
    }
    /// An object from attributes sorted by name without duplicates.
    /// Names are NFC-normalized (then re-sorted if that changed any).
    pub fn object_from_sorted(attrs: Vec<(SmolStr, Value)>) -> Value {
        let attrs = normalized_keys(attrs);
        let mut tys = Vec::with_capacity(attrs.len());
        let mut vals = Vec::with_capacity(attrs.len());
        for (k, v) in attrs {
            tys.push(super::ty::ObjectAttr {
                name: k,
                ty: v.ty().clone(),
                optional: false,
            });
            vals.push(v);
        }
        let ty = Type::object_from_sorted(tys);
        Value(Repr::Object(Arc::new(Seq { ty, elems: vals })))
    }
    /// An object of type `ty` (which must be an object type) from values in
    /// the order of its attributes (not checked).
    pub fn object_of_type(ty: Type, vals: Vec<Value>) -> Value {
        debug_assert_eq!(ty.object_type().map(|o| o.len()), Some(vals.len()));
        Value(Repr::Object(Arc::new(Seq { ty, elems: vals })))
    }
    /// An object with the attribute names of the object type `like` (in its
    /// order) and the given values; reuses `like` itself when every value
    /// has the attribute's type and no attribute is optional.
    pub(crate) fn object_like(like: &Type, vals: Vec<Value>) -> Value {
        let o = like.object_type().expect("object type");
        debug_assert_eq!(o.len(), vals.len());
        let same = o
            .attrs()
            .iter()
            .zip(vals.iter())
            .all(|(a, v)| !a.optional && a.ty == *v.ty());
        if same {
            return Value::object_of_type(like.clone(), vals);
        }
        let attrs = o
            .attrs()
            .iter()
            .zip(vals.iter())
            .map(|(a, v)| super::ty::ObjectAttr {
                name: a.name.clone(),
                ty: v.ty().clone(),
                optional: false,
            })
            .collect();
        Value::object_of_type(Type::object_from_sorted(attrs), vals)
    }
    /// The empty object `{}` (go-cty `EmptyObjectVal`).
    pub fn empty_object() -> Value {
        Value::object_of_type(Type::empty_object(), Vec::new())
    }

    /// A value of capsule type `ty` wrapping host data.
    pub fn capsule(ty: Type, data: Arc<dyn Any + Send + Sync>) -> Value {
        assert!(ty.is_capsule(), "capsule value needs a capsule type");
        Value(Repr::Capsule(Arc::new(CapsuleData { ty, data })))
    }

    // ----- inspection --------------------------------------------------

    /// The value's type (for a marked value, the type of the marked value).
    pub fn ty(&self) -> &Type {
        match &self.0 {
            Repr::Null(t) | Repr::Unknown(t) => t,
            Repr::Refined(r) => &r.0,
            Repr::Bool(_) => &BOOL,
            Repr::Number(_) => &NUMBER,
            Repr::String(_) => &STRING,
            Repr::List(s) | Repr::Set(s) | Repr::Tuple(s) | Repr::Object(s) => &s.ty,
            Repr::Map(m) => &m.ty,
            Repr::Capsule(c) => &c.ty,
            Repr::Marked(m) => m.0.ty(),
        }
    }

    /// The value without its top-level marks (a borrow, no copy).
    pub fn unmarked(&self) -> &Value {
        match &self.0 {
            Repr::Marked(m) => &m.0,
            _ => self,
        }
    }

    /// Whether the value is known (null counts as known); marks are looked
    /// through. Only the top level is checked: see [`Value::is_wholly_known`].
    pub fn is_known(&self) -> bool {
        !matches!(self.unmarked().0, Repr::Unknown(_) | Repr::Refined(_))
    }
    /// Whether the value is null (marks are looked through); an unknown value
    /// is not null, even when refined as "maybe null".
    pub fn is_null(&self) -> bool {
        matches!(self.unmarked().0, Repr::Null(_))
    }
    /// Known and, for collections and structures, all nested values known.
    pub fn is_wholly_known(&self) -> bool {
        let v = self.unmarked();
        match &v.0 {
            Repr::Unknown(_) | Repr::Refined(_) => false,
            Repr::List(s) | Repr::Set(s) | Repr::Tuple(s) | Repr::Object(s) => {
                super::deep(|| s.elems.iter().all(|e| e.is_wholly_known()))
            }
            Repr::Map(m) => super::deep(|| m.entries.iter().all(|(_, e)| e.is_wholly_known())),
            _ => true,
        }
    }
    /// go-cty `HasWhollyKnownType`.
    pub fn has_wholly_known_type(&self) -> bool {
        let v = self.unmarked();
        match &v.0 {
            Repr::Null(_) => true,
            Repr::Unknown(t) => !t.has_dynamic_types(),
            Repr::Refined(r) => !r.0.has_dynamic_types(),
            Repr::List(s) | Repr::Set(s) | Repr::Tuple(s) | Repr::Object(s) => {
                super::deep(|| s.elems.iter().all(|e| e.has_wholly_known_type()))
            }
            Repr::Map(m) => {
                super::deep(|| m.entries.iter().all(|(_, e)| e.has_wholly_known_type()))
            }
            _ => true,
        }
    }

    /// The string of a known, non-null string value (marks are looked through).
    pub fn as_str(&self) -> Option<&str> {
        match &self.unmarked().0 {
            Repr::String(s) => Some(s),
            _ => None,
        }
    }
    /// The shared text of a known, non-null string value (a clone of it is a
    /// reference count, not a copy).
    pub fn as_arc_str(&self) -> Option<&Arc<str>> {
        match &self.unmarked().0 {
            Repr::String(s) => Some(s),
            _ => None,
        }
    }
    /// The number of a known, non-null number value (marks are looked through).
    pub fn as_number(&self) -> Option<&Number> {
        match &self.unmarked().0 {
            Repr::Number(n) => Some(n),
            _ => None,
        }
    }
    /// The boolean of a known, non-null bool value (marks are looked through).
    pub fn as_bool(&self) -> Option<bool> {
        match &self.unmarked().0 {
            Repr::Bool(b) => Some(*b),
            _ => None,
        }
    }
    /// The wrapped host data of a known capsule value.
    pub fn as_capsule(&self) -> Option<&Arc<dyn Any + Send + Sync>> {
        match &self.unmarked().0 {
            Repr::Capsule(c) => Some(&c.data),
            _ => None,
        }
    }
    /// The elements of a known list, set or tuple (sets in the reference's
    /// iteration order), or the attribute values of a known object in
    /// attribute-name order.
    pub fn elements(&self) -> Option<&[Value]> {
        match &self.unmarked().0 {
            Repr::List(s) | Repr::Set(s) | Repr::Tuple(s) | Repr::Object(s) => Some(&s.elems),
            _ => None,
        }
    }
    /// The entries of a known map, sorted by key.
    pub fn map_entries(&self) -> Option<&[(SmolStr, Value)]> {
        match &self.unmarked().0 {
            Repr::Map(m) => Some(&m.entries),
            _ => None,
        }
    }
    /// The attributes of a known object, sorted by name.
    pub fn object_attrs(&self) -> Option<impl ExactSizeIterator<Item = (&SmolStr, &Value)> + '_> {
        match &self.unmarked().0 {
            Repr::Object(s) => {
                let o: &ObjectType = s.ty.object_type().expect("object type");
                Some(o.attrs().iter().map(|a| &a.name).zip(s.elems.iter()))
            }
            _ => None,
        }
    }
    /// Whether this is a known collection or structure whose elements can
    /// be iterated with [`Value::element_iter`].
    pub fn can_iterate_elements(&self) -> bool {
        matches!(
            self.unmarked().0,
            Repr::List(_) | Repr::Set(_) | Repr::Tuple(_) | Repr::Map(_) | Repr::Object(_)
        )
    }
    /// go-cty `ElementIterator`: (key, element) pairs of a known collection
    /// or structure (lists and tuples: index numbers; maps and objects:
    /// string keys in lexical order; sets: the element itself as the key).
    /// Empty for anything else.
    pub fn element_iter(&self) -> ElementIter<'_> {
        match &self.unmarked().0 {
            Repr::List(s) | Repr::Tuple(s) => ElementIter::Indexed(s.elems.iter().enumerate()),
            Repr::Set(s) => ElementIter::Set(s.elems.iter()),
            Repr::Map(m) => ElementIter::Map(m.entries.iter()),
            Repr::Object(s) => {
                let o = s.ty.object_type().expect("object type");
                ElementIter::Object(o.attrs().iter().zip(s.elems.iter()))
            }
            _ => ElementIter::Empty,
        }
    }
    /// Number of elements of a known collection or structure (the length of
    /// a tuple or object type even when unknown); `None` otherwise.
    pub fn length_int(&self) -> Option<usize> {
        let v = self.unmarked();
        match (v.ty(), &v.0) {
            (Type::Tuple(t), _) => Some(t.len()),
            (Type::Object(o), _) => Some(o.len()),
            (_, Repr::List(s) | Repr::Set(s)) => Some(s.elems.len()),
            (_, Repr::Map(m)) => Some(m.entries.len()),
            _ => None,
        }
    }

    // ----- marks -------------------------------------------------------

    /// Whether the value carries marks at its top level (nested values may
    /// have their own: see [`Value::contains_marked`]).
    pub fn is_marked(&self) -> bool {
        matches!(self.0, Repr::Marked(_))
    }
    /// The top-level marks of this value.
    pub fn marks(&self) -> Marks {
        match &self.0 {
            Repr::Marked(m) => m.1.clone(),
            _ => Marks::new(),
        }
    }
    /// The top-level marks, borrowed (`None` when unmarked): [`Value::marks`]
    /// without the clone.
    pub fn marks_ref(&self) -> Option<&Marks> {
        match &self.0 {
            Repr::Marked(m) => Some(&m.1),
            _ => None,
        }
    }
    /// Whether `mark` is among the top-level marks.
    pub fn has_mark(&self, mark: &Mark) -> bool {
        self.marks_ref().is_some_and(|m| m.contains(mark))
    }
    /// This value with `mark` added.
    pub fn mark(&self, mark: impl Into<Mark>) -> Value {
        let mut marks = self.marks();
        marks.insert(mark.into());
        Value(Repr::Marked(Arc::new((self.unmarked().clone(), marks))))
    }
    /// This value with all of `marks` added.
    pub fn with_marks(self, marks: &Marks) -> Value {
        if marks.is_empty() {
            return self;
        }
        let mut this = self;
        match &mut this.0 {
            Repr::Marked(m) => {
                match Arc::get_mut(m) {
                    Some((_, own)) => own.extend_from(marks),
                    None => {
                        let (v, mut own) = (**m).clone();
                        own.extend_from(marks);
                        *m = Arc::new((v, own));
                    }
                }
                this
            }
            _ => Value(Repr::Marked(Arc::new((this, marks.clone())))),
        }
    }
    /// This value with the top-level marks of all `srcs` added.
    pub fn with_same_marks<'a>(self, srcs: impl IntoIterator<Item = &'a Value>) -> Value {
        let mut v = self;
        for s in srcs {
            if let Some(m) = s.marks_ref() {
                v = v.with_marks(m);
            }
        }
        v
    }
    /// The value without top-level marks, and those marks.
    pub fn unmark(&self) -> (Value, Marks) {
        match &self.0 {
            Repr::Marked(m) => (m.0.clone(), m.1.clone()),
            _ => (self.clone(), Marks::new()),
        }
    }
    /// Whether this value or any nested value is marked.
    pub fn contains_marked(&self) -> bool {
        match &self.0 {
            Repr::Marked(_) => true,
            Repr::List(s) | Repr::Set(s) | Repr::Tuple(s) | Repr::Object(s) => {
                super::deep(|| s.elems.iter().any(|e| e.contains_marked()))
            }
            Repr::Map(m) => super::deep(|| m.entries.iter().any(|(_, e)| e.contains_marked())),
            _ => false,
        }
    }
    /// The value with all marks removed at every depth, and the union of them.
    pub fn unmark_deep(&self) -> (Value, Marks) {
        let mut marks = Marks::new();
        let v = self.unmark_deep_into(&mut marks);
        (v, marks)
    }

    fn unmark_deep_into(&self, marks: &mut Marks) -> Value {
        if !self.contains_marked() {
            return self.clone();
        }
        let v = match &self.0 {
            Repr::Marked(m) => {
                marks.extend_from(&m.1);
                &m.0
            }
            _ => self,
        };
        match &v.0 {
            Repr::List(s) | Repr::Set(s) | Repr::Tuple(s) | Repr::Object(s) => {
                let elems =
                    super::deep(|| s.elems.iter().map(|e| e.unmark_deep_into(marks)).collect());
                let seq = Arc::new(Seq {
                    ty: s.ty.clone(),
                    elems,
                });
                Value(match &v.0 {
                    Repr::List(_) => Repr::List(seq),
                    // Unmarking elements never changes set membership.
                    Repr::Set(_) => Repr::Set(seq),
                    Repr::Tuple(_) => Repr::Tuple(seq),
                    _ => Repr::Object(seq),
                })
            }
            Repr::Map(m) => {
                let entries = super::deep(|| {
                    m.entries
                        .iter()
                        .map(|(k, e)| (k.clone(), e.unmark_deep_into(marks)))
                        .collect()
                });
                Value(Repr::Map(Arc::new(MapData {
                    ty: m.ty.clone(),
                    entries,
                })))
            }
            _ => v.clone(),
        }
    }

    /// Identity of the shared payload, for cheap equality shortcuts.
    pub(crate) fn ptr_eq(&self, other: &Value) -> bool {
        match (&self.0, &other.0) {
            (Repr::List(a), Repr::List(b))
            | (Repr::Set(a), Repr::Set(b))
            | (Repr::Tuple(a), Repr::Tuple(b))
            | (Repr::Object(a), Repr::Object(b)) => Arc::ptr_eq(a, b),
            (Repr::Map(a), Repr::Map(b)) => Arc::ptr_eq(a, b),
            (Repr::String(a), Repr::String(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    pub(crate) fn capsule_data_eq(&self, other: &Value) -> bool {
        match (&self.unmarked().0, &other.unmarked().0) {
            (Repr::Capsule(a), Repr::Capsule(b)) => Arc::ptr_eq(&a.data, &b.data),
            _ => false,
        }
    }
}

/// Iterator of [`Value::element_iter`].
pub enum ElementIter<'a> {
    /// Not a collection or structure: nothing to iterate.
    Empty,
    /// List and tuple elements, keyed by index.
    Indexed(std::iter::Enumerate<std::slice::Iter<'a, Value>>),
    /// Set elements, each keyed by itself.
    Set(std::slice::Iter<'a, Value>),
    /// Map entries, keyed by their string key.
    Map(std::slice::Iter<'a, (SmolStr, Value)>),
    /// Object attributes, keyed by their name.
    Object(
        std::iter::Zip<std::slice::Iter<'a, super::ty::ObjectAttr>, std::slice::Iter<'a, Value>>,
    ),
}

impl<'a> Iterator for ElementIter<'a> {
    type Item = (Value, &'a Value);
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            ElementIter::Empty => None,
            ElementIter::Indexed(it) => it.next().map(|(i, v)| (Value::from(i as i64), v)),
            ElementIter::Set(it) => it.next().map(|v| (v.clone(), v)),
            ElementIter::Map(it) => it.next().map(|(k, v)| (Value::string(k.as_str()), v)),
            ElementIter::Object(it) => it.next().map(|(a, v)| (Value::string(a.name.as_str()), v)),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = match self {
            ElementIter::Empty => 0,
            ElementIter::Indexed(it) => it.len(),
            ElementIter::Set(it) => it.len(),
            ElementIter::Map(it) => it.len(),
            ElementIter::Object(it) => it.len(),
        };
        (n, Some(n))
    }
}

impl ExactSizeIterator for ElementIter<'_> {}

/// The element type go-cty's `ListVal`/`SetVal`/`MapVal` infer: the first
/// non-dynamic element type; every other element must have that type or be
/// of dynamic type.
pub(crate) fn common_element_type<'a>(elems: impl Iterator<Item = &'a Value>) -> Option<Type> {
    let mut ety: Option<Type> = None;
    let mut any = false;
    for e in elems {
        any = true;
        let t = e.ty();
        match &ety {
            None | Some(Type::Dynamic) => ety = Some(t.clone()),
            Some(et) => {
                if !t.is_dynamic() && et != t {
                    return None;
                }
            }
        }
    }
    if !any {
        return None;
    }
    ety
}

/// Elements of dynamic type inside a collection take the collection's
/// element type (the reference stores elements without their own type).
fn retype_dynamic(ety: &Type, mut elems: Vec<Value>) -> Vec<Value> {
    if !ety.is_dynamic() {
        for e in elems.iter_mut() {
            if e.ty().is_dynamic() {
                *e = e.retyped(ety);
            }
        }
    }
    elems
}

impl Value {
    /// An unknown or null of dynamic type as one of type `ty` (keeping marks).
    fn retyped(&self, ty: &Type) -> Value {
        match &self.0 {
            Repr::Unknown(_) => Value::unknown(ty.clone()),
            Repr::Null(_) => Value::null(ty.clone()),
            Repr::Marked(m) => m.0.retyped(ty).with_marks(&m.1),
            _ => self.clone(),
        }
    }
}

fn sorted_entries<K: Into<SmolStr>>(
    entries: impl IntoIterator<Item = (K, Value)>,
) -> Vec<(SmolStr, Value)> {
    let mut v: Vec<(SmolStr, Value)> = entries
        .into_iter()
        .map(|(k, v)| (super::nfc::nfc_smol(k.into()), v))
        .collect();
    if v.windows(2).all(|w| w[0].0 < w[1].0) {
        return v;
    }
    sort_dedup(&mut v);
    v
}

/// Entries with NFC-normalized keys; the vector is returned untouched when
/// every key already is (the usual case), else re-sorted and deduplicated.
fn normalized_keys(entries: Vec<(SmolStr, Value)>) -> Vec<(SmolStr, Value)> {
    if entries.iter().all(|(k, _)| super::nfc::is_nfc_fast(k)) {
        return entries;
    }
    sorted_entries(entries)
}

/// Sort by key (stably) and keep the last of equal keys.
fn sort_dedup(v: &mut Vec<(SmolStr, Value)>) {
    v.sort_by(|a, b| a.0.cmp(&b.0));
    let mut out: Vec<(SmolStr, Value)> = Vec::with_capacity(v.len());
    for e in v.drain(..) {
        match out.last_mut() {
            Some(l) if l.0 == e.0 => *l = e,
            _ => out.push(e),
        }
    }
    *v = out;
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::bool(b)
    }
}
impl From<i64> for Value {
    fn from(i: i64) -> Value {
        Value::number(Number::from_i64(i))
    }
}
/// (So that an integer literal, `Value::from(3)`, has a type to default to
/// among the integer conversions.)
impl From<i32> for Value {
    fn from(i: i32) -> Value {
        Value::number(Number::from_i64(i64::from(i)))
    }
}
impl From<u32> for Value {
    fn from(u: u32) -> Value {
        Value::number(Number::from_i64(i64::from(u)))
    }
}
/// ```
/// use hcl2::Value;
/// assert_eq!(Value::from(u64::MAX).as_number().unwrap().to_string(), "18446744073709551615");
/// assert_eq!(Value::from(3), Value::from(3i64));
/// ```
impl From<u64> for Value {
    fn from(u: u64) -> Value {
        Value::number(Number::from_u64(u))
    }
}
/// go-cty's `NumberFloatVal`: the float's exact value (`0.1` is the binary
/// float nearest 0.1, as in Go); infinities are kept. go-cty cannot hold
/// NaN: it becomes a null number.
///
/// ```
/// use hcl2::{Type, Value};
/// assert_eq!(Value::from(1.5).as_number().unwrap().to_string(), "1.5");
/// assert_eq!(Value::from(f64::NAN), Value::null(Type::Number));
/// ```
impl From<f64> for Value {
    fn from(f: f64) -> Value {
        match Number::from_f64(f) {
            Some(n) => Value::number(n),
            None => Value::null(Type::Number),
        }
    }
}
/// A tuple of the elements (what `[a, b]` gives in HCL; no element type
/// needs to match another).
///
/// ```
/// use hcl2::Value;
/// let v = Value::from(vec![Value::from(1i64), Value::from("a")]);
/// assert_eq!(v, Value::tuple(vec![Value::from(1i64), Value::string("a")]));
/// assert_eq!(Value::from(vec!["x", "y"]).elements().unwrap().len(), 2);
/// ```
impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(v: Vec<T>) -> Value {
        Value::tuple(v.into_iter().map(Into::into).collect())
    }
}
impl From<Number> for Value {
    fn from(n: Number) -> Value {
        Value::number(n)
    }
}
impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::string(s)
    }
}
impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::string(s)
    }
}

/// Debug form close to go-cty's GoString (`cty.StringVal("a")`, ...).
impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Marked(m) => write!(f, "{:?}.WithMarks({:?})", m.0, m.1),
            Repr::Null(t) => write!(f, "cty.NullVal({t:?})"),
            Repr::Unknown(Type::Dynamic) => write!(f, "cty.DynamicVal"),
            Repr::Unknown(t) => write!(f, "cty.UnknownVal({t:?})"),
            Repr::Refined(r) => write!(f, "cty.UnknownVal({:?}).Refine({:?})", r.0, r.1),
            Repr::Bool(b) => f.write_str(if *b { "cty.True" } else { "cty.False" }),
            Repr::Number(n) => write!(f, "cty.NumberVal({n})"),
            Repr::String(s) => write!(f, "cty.StringVal({s:?})"),
            Repr::List(s) => write!(f, "cty.ListVal({:?}: {:?})", s.ty, s.elems),
            Repr::Set(s) => write!(f, "cty.SetVal({:?}: {:?})", s.ty, s.elems),
            Repr::Tuple(s) => write!(f, "cty.TupleVal({:?})", s.elems),
            Repr::Map(m) => {
                write!(f, "cty.MapVal({:?}: ", m.ty)?;
                f.debug_map()
                    .entries(m.entries.iter().map(|(k, v)| (k, v)))
                    .finish()?;
                f.write_str(")")
            }
            Repr::Object(_) => {
                f.write_str("cty.ObjectVal(")?;
                f.debug_map()
                    .entries(self.object_attrs().into_iter().flatten())
                    .finish()?;
                f.write_str(")")
            }
            Repr::Capsule(c) => write!(f, "cty.CapsuleVal({:?})", c.ty),
        }
    }
}

/// Structural identity (go-cty `RawEquals`).
impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.raw_equals(other)
    }
}
