//! Value marks: opaque labels a host attaches to values (e.g. "sensitive").

use smol_str::SmolStr;
use std::fmt;

/// One mark. Marks compare by their text.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Mark(SmolStr);

impl Mark {
    /// A mark named `name` (e.g. `"sensitive"`); marks with the same name are
    /// the same mark.
    pub fn new(name: impl Into<SmolStr>) -> Mark {
        Mark(name.into())
    }
    /// The mark's name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0.as_str())
    }
}

impl From<&str> for Mark {
    fn from(s: &str) -> Mark {
        Mark::new(s)
    }
}

/// A set of marks (sorted, without duplicates).
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Marks(Vec<Mark>);

impl Marks {
    /// The empty set of marks.
    pub fn new() -> Marks {
        Marks(Vec::new())
    }
    /// Whether there is no mark.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The number of distinct marks.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether `m` is in the set.
    pub fn contains(&self, m: &Mark) -> bool {
        self.0.binary_search(m).is_ok()
    }
    /// Adds `m` (nothing happens if it is there already).
    pub fn insert(&mut self, m: Mark) {
        if let Err(i) = self.0.binary_search(&m) {
            self.0.insert(i, m);
        }
    }
    /// Adds every mark of `other`.
    pub fn extend_from(&mut self, other: &Marks) {
        if self.0.is_empty() {
            self.0.clone_from(&other.0);
            return;
        }
        for m in &other.0 {
            self.insert(m.clone());
        }
    }
    /// The marks in sorted order.
    pub fn iter(&self) -> std::slice::Iter<'_, Mark> {
        self.0.iter()
    }
}

impl fmt::Debug for Marks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.0.iter()).finish()
    }
}

impl<M: Into<Mark>> FromIterator<M> for Marks {
    fn from_iter<I: IntoIterator<Item = M>>(iter: I) -> Marks {
        let mut v = Marks::new();
        for m in iter {
            v.insert(m.into());
        }
        v
    }
}

impl<'a> IntoIterator for &'a Marks {
    type Item = &'a Mark;
    type IntoIter = std::slice::Iter<'a, Mark>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
