//! Unicode NFC normalization of strings entering the value system, as
//! go-cty does for string values, map keys and object attribute names.
//!
//! ASCII text and text the quick check already proves to be NFC pass
//! through without allocating.

use smol_str::SmolStr;
use std::borrow::Cow;
use std::sync::Arc;
use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};

/// Whether `s` certainly needs no normalization (cheap: ASCII scan, then
/// the quick-check tables).
#[inline]
fn already_nfc(s: &str) -> bool {
    s.is_ascii() || is_nfc_quick(s.chars()) == IsNormalized::Yes
}

/// `s` in Unicode Normalization Form C (go-cty `NormalizeString`); borrows
/// when `s` is already normalized.
pub fn normalize_string(s: &str) -> Cow<'_, str> {
    if already_nfc(s) {
        Cow::Borrowed(s)
    } else {
        let n: String = s.nfc().collect();
        if n == s {
            Cow::Borrowed(s)
        } else {
            Cow::Owned(n)
        }
    }
}

/// Normalize a shared string, reusing it when it is already NFC.
#[inline]
pub(crate) fn nfc_arc(s: Arc<str>) -> Arc<str> {
    match normalize_string(&s) {
        Cow::Borrowed(_) => s,
        Cow::Owned(n) => Arc::from(n),
    }
}

/// Normalize a key or attribute name, reusing it when it is already NFC.
#[inline]
pub(crate) fn nfc_smol(s: SmolStr) -> SmolStr {
    match normalize_string(&s) {
        Cow::Borrowed(_) => s,
        Cow::Owned(n) => SmolStr::from(n),
    }
}

/// Whether `s` is ASCII or quickly proven NFC (no normalization needed).
#[inline]
pub(crate) fn is_nfc_fast(s: &str) -> bool {
    already_nfc(s)
}

/// Whether `s` is NFC: the quick check, and a full normalization where the
/// quick check cannot tell (e.g. a combining mark that composes with
/// nothing before it).
pub(crate) fn is_nfc(s: &str) -> bool {
    matches!(normalize_string(s), Cow::Borrowed(_))
}
