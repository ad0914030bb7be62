//! Deep input, one policy: every nesting limit of the crate and its one
//! stack-growth helper live here.
//!
//! - **Limits on input.** The native syntax's lexer driver stops input that
//!   nests brackets, templates, `if`/`for` directives or operator chains more
//!   than [`MAX_NESTING`] levels deep, or blocks more than
//!   [`MAX_BLOCK_NESTING`], with one "Nesting too deep" diagnostic. These
//!   bounds are the parser's own, not configurable. A host's limit
//!   (`Limits::max_nesting`, default [`MAX_NESTING`]) counts something
//!   simpler, what users count: the delimiters `(`, `[`, `{`, `${`, `%{` open
//!   inside one another (the lexer driver checks it beside these bounds); the
//!   JSON syntax applies the same field to its objects and arrays. The value
//!   codec's JSON reader (`jsondecode`, typed JSON
//!   values and type descriptions) stops where Go's `encoding/json` does,
//!   at [`MAX_JSON_VALUE_NESTING`] levels counted from where a read starts
//!   (each element of a streamed outermost collection starts afresh, so
//!   `jsondecode` takes documents one level deeper); go-cty's `ImpliedType`
//!   has no limit, and neither has ours.
//! - **Recursion over what got through.** Everything that recurses over an
//!   accepted tree — cloning, comparing, hashing, compiling and evaluating
//!   expressions, walking types and values — calls [`deep`] (or [`deep_if`])
//!   at its recursion points, so depth is bounded by memory, never by the
//!   thread's stack. The value codec's JSON reader does too (its descent into
//!   arrays and objects, and the walks over the tree it builds: implied
//!   types, type descriptions, typed decoding). Dropping syntax trees, the
//!   JSON reader's tree, types and values takes deep parts apart with an
//!   explicit stack instead (a `Drop` cannot take a closure).
//!
//! Go-compatibility limits that are behaviour, not stack safety (Go's
//! regexp syntax nesting of 1000) stay with the code that reproduces them.
//!
//! A leaf: it imports nothing from the crate.

/// The deepest nesting (brackets, templates, directives and operator
/// chains, a `[` counting twice: as a bracket and as an index) the lexer's
/// driver lets through; deeper input ends in a diagnostic. Also the default
/// of `Limits::max_nesting`, which counts delimiters only.
#[cfg(not(target_arch = "wasm32"))]
pub const MAX_NESTING: u32 = 50_000;
/// On wasm32 the stack-growth helper cannot grow the engine's own call
/// stack (a browser's is about 1 MB, and overflowing it is a trap), so the
/// bound is far lower there: deep enough for any real file, shallow enough
/// that evaluating a conditional or operator chain this deep fits.
#[cfg(target_arch = "wasm32")]
pub const MAX_NESTING: u32 = 1_000;

/// The deepest nesting of blocks the lexer's driver lets through.
pub const MAX_BLOCK_NESTING: u32 = 128;

/// The deepest nesting of arrays and objects the value codec's JSON reader
/// accepts in one read, Go's `encoding/json` scanner limit; one more level
/// is refused with Go's message (``invalid character '[' exceeded max
/// depth``, naming the bracket). The reader descends through [`deep`] and
/// its tree drops iteratively, so any thread's stack suffices.
pub const MAX_JSON_VALUE_NESTING: usize = 10_000;

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
