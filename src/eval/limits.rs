//! The closure tree's side of [`crate::limits`]: loops count their iterations before they
//! run, `for` expressions their elements, templates the bytes they build; exceeding a limit
//! is an "Evaluation limit exceeded" error at the expression's range.

use super::exec::Frame;
use crate::diagnostic::{Diagnostic, DiagnosticKind, Span};
use crate::limits::{self, LimitExceeded};

/// A string buffer longer than this asks the budget before growing further (shorter ones
/// are counted once, when the string is done, to keep templates cheap).
pub(crate) const LARGE_STRING: usize = 1 << 20;

#[cold]
pub(crate) fn exceeded(f: &mut Frame<'_>, e: LimitExceeded, span: Span) {
    if f.limit_reported {
        return;
    }
    f.limit_reported = true;
    let r = f.range(span);
    f.push(
        Diagnostic::error(
            "Evaluation limit exceeded",
            format!("Cannot evaluate this expression: {e}."),
        )
        .with_kind(DiagnosticKind::LimitExceeded)
        .with_subject(r),
    );
}

/// Whether a limit was already exceeded in this evaluation: work stops (reported once per
/// frame, at `span`).
#[inline]
pub(crate) fn stopped(f: &mut Frame<'_>, span: Span) -> bool {
    match limits::exceeded() {
        None => false,
        Some(e) => {
            exceeded(f, e, span);
            true
        }
    }
}

/// Counts `n` iterations of a loop (and `elements` results it builds) before it runs;
/// `false` (with an error reported at `span`) when they do not fit.
#[inline]
pub(crate) fn iterations(f: &mut Frame<'_>, n: usize, elements: bool, span: Span) -> bool {
    if stopped(f, span) {
        return false;
    }
    let r = limits::step(n as u64).and_then(|()| {
        if elements {
            limits::charge_elements(n)
        } else {
            Ok(())
        }
    });
    match r {
        Ok(()) => true,
        Err(e) => {
            exceeded(f, e, span);
            false
        }
    }
}

/// Counts a finished string of `len` bytes; `false` (with an error) when it does not fit.
#[inline]
pub(crate) fn string_built(f: &mut Frame<'_>, len: usize, span: Span) -> bool {
    match limits::charge_bytes(len) {
        Ok(()) => true,
        Err(e) => {
            exceeded(f, e, span);
            false
        }
    }
}

/// Before appending `add` bytes to a buffer of `len`: when the result is large, checks it
/// still fits in the budget (`false`, with an error, when not).
#[inline]
pub(crate) fn string_growing(f: &mut Frame<'_>, len: usize, add: usize, span: Span) -> bool {
    let total = len.saturating_add(add);
    if total < LARGE_STRING {
        return true;
    }
    match limits::check_bytes(total) {
        Ok(()) => true,
        Err(e) => {
            exceeded(f, e, span);
            false
        }
    }
}
