//! Deep input, one policy: one nesting limit for the front end and one
//! stack-growth helper for every recursive walk.
//!
//! - The lexer's driver stops input that nests brackets, templates, `if`/`for`
//!   directives or operator chains more than [`MAX_NESTING`] levels deep
//!   (blocks: [`MAX_BLOCK_NESTING`]), with one "Nesting too deep" diagnostic.
//! - Everything that recurses over what got through — cloning, comparing,
//!   hashing and dropping trees, compiling and evaluating expressions,
//!   walking types and values — calls [`deep`] (or [`deep_if`]) at its
//!   recursion points, so depth is bounded by memory, never by the thread's
//!   stack.
//!
//! A leaf: it imports nothing from the crate.

/// The deepest nesting (brackets, templates, directives and operator
/// chains) the lexer's driver lets through; deeper input ends in a
/// diagnostic.
pub const MAX_NESTING: u32 = 50_000;

/// The deepest nesting of blocks the lexer's driver lets through.
pub const MAX_BLOCK_NESTING: u32 = 128;

/// Stack left below which [`deep`] switches to a fresh stack segment.
pub(crate) const RED_ZONE: usize = 256 * 1024;
/// Size of each stack segment [`deep`] allocates.
pub(crate) const STACK_SEGMENT: usize = 4 << 20;

/// Runs `f`, on a fresh stack segment if the current one is nearly used
/// up (a check of the stack pointer when there is room). The crate's one
/// stack-growth helper.
#[inline]
pub(crate) fn deep<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, f)
}

/// [`deep`] only when `nested` (a walk about to descend into a composite
/// type or value); leaves run `f` directly, so hot paths over primitives
/// never check the stack.
#[inline(always)]
pub(crate) fn deep_if<R>(nested: bool, f: impl FnOnce() -> R) -> R {
    if nested {
        deep(f)
    } else {
        f()
    }
}
