//! [`SmallList`]: an exactly sized list that keeps a single item inline.

use super::arena::{self, NodeSlice};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// An immutable-length list: one item is stored inline (no allocation),
/// any other number in one exactly sized [`NodeSlice`] in the AST arena. Most AST lists (a
/// quoted string's template parts, a call's arguments, a block's labels)
/// have exactly one item. Reads go through the slice (`Deref`).
#[derive(Clone, PartialEq)]
pub struct SmallList<T>(Repr<T>);

#[derive(Clone, PartialEq)]
enum Repr<T> {
    One(T),
    Many(NodeSlice<T>),
}

impl<T> SmallList<T> {
    /// An empty list (no allocation).
    pub fn new() -> SmallList<T> {
        SmallList(Repr::Many(NodeSlice::new()))
    }
    /// A list of one item (no allocation).
    pub fn one(item: T) -> SmallList<T> {
        SmallList(Repr::One(item))
    }
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Repr::One(t) => std::slice::from_ref(t),
            Repr::Many(b) => b,
        }
    }
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.0 {
            Repr::One(t) => std::slice::from_mut(t),
            Repr::Many(b) => b,
        }
    }
    pub fn into_vec(self) -> Vec<T> {
        match self.0 {
            Repr::One(t) => vec![t],
            Repr::Many(b) => b.into_vec(),
        }
    }
}

impl<T> Default for SmallList<T> {
    fn default() -> Self {
        SmallList::new()
    }
}

impl<T> Deref for SmallList<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T> DerefMut for SmallList<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: fmt::Debug> fmt::Debug for SmallList<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T> SmallList<T> {
    /// The items of `v` from `start` on (moved out; `v` keeps its first
    /// `start` items and its capacity), for building from a scratch vector.
    ///
    /// # Panics
    /// If `start > v.len()`.
    pub fn take_tail(v: &mut Vec<T>, start: usize) -> SmallList<T> {
        if v.len() == start + 1 {
            SmallList::one(v.pop().expect("one item"))
        } else {
            SmallList(Repr::Many(NodeSlice::take_tail(v, start)))
        }
    }
}

impl<T> From<Vec<T>> for SmallList<T> {
    fn from(mut v: Vec<T>) -> Self {
        SmallList::take_tail(&mut v, 0)
    }
}

impl<T> From<NodeSlice<T>> for SmallList<T> {
    fn from(b: NodeSlice<T>) -> Self {
        if b.len() == 1 {
            SmallList::one(b.into_iter().next().expect("one item"))
        } else {
            SmallList(Repr::Many(b))
        }
    }
}

impl<T> FromIterator<T> for SmallList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut it = iter.into_iter();
        if it.size_hint() == (1, Some(1)) {
            if let Some(t) = it.next() {
                return SmallList::one(t);
            }
        }
        let v: Vec<T> = it.collect();
        SmallList::from(v)
    }
}

/// The owning iterator of a [`SmallList`].
pub enum IntoIter<T> {
    One(Option<T>),
    Many(arena::IntoIter<T>),
}

impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        match self {
            IntoIter::One(t) => t.take(),
            IntoIter::Many(it) => it.next(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            IntoIter::One(t) => (t.is_some() as usize, Some(t.is_some() as usize)),
            IntoIter::Many(it) => it.size_hint(),
        }
    }
}

impl<T> ExactSizeIterator for IntoIter<T> {}

impl<T> IntoIterator for SmallList<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> {
        match self.0 {
            Repr::One(t) => IntoIter::One(Some(t)),
            Repr::Many(b) => IntoIter::Many(b.into_iter()),
        }
    }
}

impl<'a, T> IntoIterator for &'a SmallList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut SmallList<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::SmallList;

    #[test]
    fn lengths() {
        let e: SmallList<u8> = SmallList::new();
        assert!(e.is_empty());
        let one: SmallList<String> = vec!["a".to_string()].into();
        assert_eq!(&one[..], ["a"]);
        let many: SmallList<u8> = (1..=3).collect();
        assert_eq!(&many[..], [1, 2, 3]);
        assert_eq!(many.clone().into_iter().collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!(one.into_iter().len(), 1);
        let from_iter: SmallList<u8> = std::iter::once(7).collect();
        assert_eq!(from_iter, SmallList::one(7));
        assert_eq!(format!("{many:?}"), "[1, 2, 3]");
    }
}
