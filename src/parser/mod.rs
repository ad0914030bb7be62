//! The parser facade: source to AST plus diagnostics. Two parsers build
//! the same AST through one set of constructors (`actions`):
//!
//! - **The generated parser** (LALRPOP, `grammar/hcl.lalrpop`), for valid
//!   input: [`parse_config`] tries its `Config` start symbol first, one pass
//!   over the lexer's compound-token stream. It reports nothing: on a syntax error, a
//!   lexical or decoding diagnostic, a nesting-limit hit or a duplicate
//!   argument it gives up, and the file is parsed again, from the start, by
//! - **the recovery parser** (`recovery/`): a recursive-descent parser
//!   modelled on the reference's `hclsyntax` parser, whose diagnostics are
//!   the reference's by construction (see its module documentation).
//!   Standalone expressions, templates and traversals are always parsed by
//!   it.
//!
//! The lib test `recovery::tests::recovery_parser_builds_the_grammars_tree`
//! holds the two equal on every valid configuration file of the tests.
//! Nothing here panics on bad input.
//!
//! A caller that only wants to know whether a whole file is clean (`hcl
//! check`, `hcl fmt`, [`crate::check_syntax`]) takes a third way
//! through the same grammar, [`check_config_source`]: the grammar's
//! actions are a trait (`actions::Build`), and its second implementation,
//! `recognize::Recognizer`, builds no tree at all. It keeps only what
//! decides whether the tree builder would report anything, and hands a
//! group of items it is unsure of to the builder. The unit test
//! `corpus_tests::clean_check::tree_free_check_agrees_with_the_parse`
//! holds it equal to the one-pass parse over the syntax corpus, the mutants
//! of real files and every configuration file of the tests (through
//! `hooks`, which only the lib's tests and `--cfg fuzzing` builds have).
//!
//! When it says no, such a caller wants only the diagnostics: the recovery
//! parser starts at the first group of items the check found not clean
//! (`Restart`), and drops each body item's nodes once parsed
//! ([`config_diagnostics`]). The parser test `diagnostics_only`
//! and the unit tests `corpus_tests::restarts` hold its diagnostics equal
//! to the full parse's.

mod actions;
#[cfg(test)]
mod corpus_tests;
#[cfg(any(test, fuzzing))]
pub mod hooks;
mod recognize;
mod recovery;
mod template;

lalrpop_util::lalrpop_mod!(
    #[allow(
        clippy::all,
        clippy::pedantic,
        unused,
        missing_docs,
        unused_qualifications
    )]
    grammar,
    "/hcl.rs"
);

use crate::ast::{self, Expr, ExprKind, Literal};
use crate::diagnostic::{Diagnostic, Diagnostics, SourceFile, Span};
use crate::lexer::{Lexer, StartMode, Tok};
use std::sync::Arc;

/// The generated parser's token: the lexer's [`Tok`], with an (empty)
/// destructor, so that taking a token off the parser's symbol stack moves
/// it out; for a type without one, the compiler copies it and then drops
/// the whole stack entry (an out-of-line call per terminal in every
/// reduction).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PTok(pub Tok);

impl Drop for PTok {
    #[inline]
    fn drop(&mut self) {}
}

/// Tokens for the generated parser.
fn wrap_tokens(
    buf: &[crate::lexer::Spanned],
) -> impl Iterator<Item = Result<(u64, PTok, u64), ()>> + '_ {
    buf.iter()
        .map(|&(l, t, r)| Ok((l as u64, PTok(t), r as u64)))
}

/// Parse a whole configuration file.
pub fn parse_config(src: &str, filename: &str) -> (ast::File, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    parse_config_file(file, false)
}

/// Parse a configuration file given as bytes, within a host's parse limits
/// ([`Limits::max_input_bytes`] and [`Limits::max_nesting`]; the other fields are for
/// evaluation): invalid UTF-8 is reported (like the reference, once, at the first bad
/// byte) and parsing goes on; a larger input is not parsed at all, and deeper nesting
/// stops the parse where the limit is crossed, each with an error diagnostic that names
/// the limit. `max_nesting` counts the delimiters `(`, `[`, `{`, `${` and `%{` open
/// inside one another (see [`crate::limits`]). [`Limits::unlimited`] bounds nothing but
/// the parser's own nesting, as [`parse_config`] does.
///
/// ```
/// use hcl2::limits::Limits;
/// let limits = Limits { max_nesting: 3, ..Limits::default() };
/// let (_, diags) = hcl2::internal::parser::parse_config_bytes(b"a = [[[1]]]\n", "a.hcl", &limits);
/// assert!(diags.is_empty());
/// let (_, diags) = hcl2::internal::parser::parse_config_bytes(b"a = [[[[1]]]]\n", "a.hcl", &limits);
/// assert!(diags.has_errors());
/// assert!(diags.iter().any(|d| d.detail.contains("max_nesting")));
/// ```
///
/// [`Limits::max_input_bytes`]: crate::limits::Limits::max_input_bytes
/// [`Limits::max_nesting`]: crate::limits::Limits::max_nesting
/// [`Limits::unlimited`]: crate::limits::Limits::unlimited
pub fn parse_config_bytes(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> (ast::File, Diagnostics) {
    if let Some(d) = input_too_large(src.len(), filename, limits) {
        let file = Arc::new(SourceFile::new(filename, ""));
        return (
            ast::File {
                body: ast::Body::default(),
                source: file,
            },
            d,
        );
    }
    match std::str::from_utf8(src) {
        Ok(s) => parse_config_file_nested(
            Arc::new(SourceFile::new(filename, s)),
            false,
            limits.max_nesting,
        ),
        Err(_) => parse_config_file_nested(
            Arc::new(SourceFile::new(filename, sanitize_utf8(src))),
            true,
            limits.max_nesting,
        ),
    }
}

/// The diagnostics [`parse_config_bytes`] gives for `src`, for a file
/// that the clean check found not clean ([`crate::check_syntax`]
/// asks it first): the one-pass
/// parse, which would fail, is not tried, and the recovery parser drops
/// each body item's nodes once it is parsed (the names of the attributes
/// are kept for the duplicate check), so that neither the file's syntax
/// tree nor all its tokens are ever held. The diagnostics are the full
/// parse's (the parser test `diagnostics_only` holds them equal over the
/// error corpora).
pub fn config_diagnostics(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> (Arc<SourceFile>, Diagnostics) {
    config_diagnostics_from(src, filename, limits, None)
}

/// [`config_diagnostics`] from where the clean check found the
/// first group of items that is not clean ([`Restart`]; from the start
/// without one).
pub(crate) fn config_diagnostics_from(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
    restart: Restart,
) -> (Arc<SourceFile>, Diagnostics) {
    if let Some(d) = input_too_large(src.len(), filename, limits) {
        return (Arc::new(SourceFile::new(filename, "")), d);
    }
    let (file, bad_bytes) = match std::str::from_utf8(src) {
        Ok(s) => (Arc::new(SourceFile::new(filename, s)), false),
        Err(_) => (
            Arc::new(SourceFile::new(filename, sanitize_utf8(src))),
            true,
        ),
    };
    let goal = recovery::Config {
        bad_bytes,
        drop_items: true,
        // (a check of invalid UTF-8 gives none)
        restart: if bad_bytes { None } else { restart },
    };
    let (_, diags) = recovery::parse(file.clone(), goal, limits.max_nesting);
    (file, diags)
}

/// The error for an input of `len` bytes over [`Limits::max_input_bytes`]
/// (`None` when it fits), at the start of the file.
///
/// [`Limits::max_input_bytes`]: crate::limits::Limits::max_input_bytes
pub fn input_too_large(
    len: usize,
    filename: &str,
    limits: &crate::limits::Limits,
) -> Option<Diagnostics> {
    if len as u64 <= limits.max_input_bytes {
        return None;
    }
    Some(input_too_large_diag(
        filename,
        &format!("is {len} bytes"),
        limits,
    ))
}

/// "Input too large" at the start of `filename`, whose detail says how
/// large the file `is` ("is 12 bytes", "is longer than the limit") and
/// names the limit.
pub(crate) fn input_too_large_diag(
    filename: &str,
    is: &str,
    limits: &crate::limits::Limits,
) -> Diagnostics {
    let e = crate::limits::LimitExceeded {
        kind: crate::limits::LimitKind::InputBytes,
        limit: limits.max_input_bytes,
    };
    let start = crate::diagnostic::Pos {
        line: 1,
        column: 1,
        byte: 0,
    };
    Diagnostic::error(
        "Input too large",
        format!("The file {filename:?} {is}: {e}."),
    )
    .with_kind(crate::diagnostic::DiagnosticKind::LimitExceeded)
    .with_subject(crate::diagnostic::Range {
        filename: filename.into(),
        start,
        end: start,
    })
    .into()
}

/// Make invalid UTF-8 parseable without moving any byte offset: a sequence
/// the reference's scanner takes as one character (a lead byte with the
/// right number of continuation bytes, even if overlong or a surrogate)
/// becomes a valid character of the same length; any other byte becomes
/// U+001A, which the lexer reports as bad encoding.
pub fn sanitize_utf8(src: &[u8]) -> String {
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        let b = src[i];
        if b < 0x80 {
            out.push(b as char);
            i += 1;
            continue;
        }
        let n = match b {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF7 => 4,
            _ => 0,
        };
        let complete = n > 0
            && i + n <= src.len()
            && src[i + 1..i + n].iter().all(|c| (0x80..=0xBF).contains(c));
        if !complete {
            out.push('\u{1a}');
            i += 1;
            continue;
        }
        match std::str::from_utf8(&src[i..i + n]) {
            Ok(s) => out.push_str(s),
            Err(_) => out.push(match n {
                2 => '\u{80}',
                3 => '\u{fffd}',
                _ => '\u{10fffd}',
            }),
        }
        i += n;
    }
    out
}

fn parse_config_file(file: Arc<SourceFile>, bad_bytes: bool) -> (ast::File, Diagnostics) {
    parse_config_file_nested(file, bad_bytes, crate::depth::MAX_NESTING as u64)
}

fn parse_config_file_nested(
    file: Arc<SourceFile>,
    bad_bytes: bool,
    max_nesting: u64,
) -> (ast::File, Diagnostics) {
    if !bad_bytes {
        if let Some(body) = fast_parse_with(&file, true, max_nesting) {
            return (ast::File { body, source: file }, Diagnostics::new());
        }
    }
    let (body, diags) = recovery::parse(
        file.clone(),
        recovery::Config {
            bad_bytes,
            ..Default::default()
        },
        max_nesting,
    );
    (ast::File { body, source: file }, diags)
}

/// Parse a clean file in one pass with the generated `Config` parser.
/// Returns None if there is anything to report; the caller then parses
/// again with the recovery parser, which produces the reference's diagnostics.
#[cfg(test)]
fn fast_parse(file: &Arc<SourceFile>) -> Option<ast::Body> {
    fast_parse_with(file, true, crate::depth::MAX_NESTING as u64)
}

/// The one-pass parse of a clean file (None if there is anything to
/// report), with or without the lexer's compound tokens (the tests check
/// that they change nothing but the speed), stopping at `max_nesting`.
fn fast_parse_with(file: &Arc<SourceFile>, compound: bool, max_nesting: u64) -> Option<ast::Body> {
    let src = file.text();
    let end = src.len() as u32;
    let mut lx = Lexer::new(src, StartMode::Config)
        .with_max_nesting(max_nesting)
        .with_source(file.clone());
    if compound {
        lx = lx.with_compound_tokens();
    }
    let mut ctx = actions::Ctx::new(file.clone());
    let mut first: Option<u32> = None;
    let mut last_newline = true;
    let mut done = false;
    let tokens = std::iter::from_fn(|| {
        if done {
            return None;
        }
        match lx.next_token() {
            Some(t) => {
                first.get_or_insert(t.0);
                last_newline = t.1 == Tok::Newline;
                Some(Ok((t.0 as u64, PTok(t.1), t.2 as u64)))
            }
            None => {
                done = true;
                // the grammar wants every item followed by a newline
                (!last_newline).then_some(Ok((end as u64, PTok(Tok::Newline), end as u64)))
            }
        }
    });
    let start = grammar::ConfigParser::new()
        .parse(src, &mut ctx, tokens)
        .ok()?;
    if !lx.diags.is_empty() || lx.too_deep.is_some() || !ctx.diags.is_empty() {
        return None;
    }
    let (attrs, blocks) = ctx.take_body(start);
    if ctx.duplicate_attr {
        return None;
    }
    let lo = first.unwrap_or(end);
    Some(actions::new_body(attrs, blocks, Span::new(lo, end)))
}

/// Whether token `t`, the first to reach `*cut` (which it then clears, so
/// that the question is asked once), is the top-level newline ending at
/// the cut between two items: then a lexer started at the cut yields the
/// rest of this lexer's tokens (see [`clean_split`]).
fn settles_cut(t: crate::lexer::Spanned, cut: &mut u64, depth: i64, lx: &Lexer<'_>) -> bool {
    if u64::from(t.2) < *cut {
        return false;
    }
    let c = std::mem::replace(cut, u64::MAX);
    u64::from(t.2) == c && t.1 == Tok::Newline && depth == 0 && lx.at_item_boundary()
}

/// The one-pass parse's groups of top-level items are cut after the first
/// top-level newline at least this many bytes after the previous cut.
const GROUP_BYTES: u32 = 64 * 1024;

/// Inputs at least this large are checked in two halves on two threads
/// (when the machine has two and a second thread can be started).
const SPLIT_BYTES: usize = 1 << 20;

/// [`check_config_source`]'s answer alone (for the tests).
#[cfg(test)]
pub(crate) fn clean_config_source(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> Option<Arc<SourceFile>> {
    check_config_source(src, filename, limits).ok()
}

/// Whether the one-pass parse accepts `src` with nothing to report (what
/// [`parse_config_bytes`] would return with no diagnostics), found
/// without building the syntax tree: one lexer runs over the file, and the
/// generated `Config` parser is started afresh on each group of top-level
/// items (cut after a newline outside every bracket, quote, heredoc and
/// template sequence) with the recognizer's actions, which build nothing
/// (recognize.rs); a group the recognizer cannot vouch for is parsed again
/// with the tree builder's, whose nodes are dropped before the next group
/// is read. `Config` is a sequence of newline-terminated items, so the
/// groups all parse exactly when the whole token stream does; the top
/// level's attribute names are checked for duplicates across groups. The
/// memory stays near the size of a group's tokens instead of seven times
/// the file: `hcl check` and `hcl fmt` take this path first and look
/// for diagnostics only when it says no.
///
/// An input of [`SPLIT_BYTES`] or more is checked in two halves at once
/// (see [`clean_split`]); the answer is the same.
///
/// `Ok` with the source file of a clean file (for a caller that renders or
/// keeps it), else `Err` with where the recovery parser may start
/// ([`config_diagnostics_from`]); an input over the limit or with invalid
/// UTF-8 is not checked (`Err(None)`: the full parse reports those).
pub(crate) fn check_config_source(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> Result<Arc<SourceFile>, Restart> {
    let Some(text) = checkable_text(src, limits) else {
        return Err(None);
    };
    let file = Arc::new(SourceFile::new(filename, text));
    match check_text(file.text(), &file, limits.max_nesting) {
        (true, _) => Ok(file),
        (false, restart) => Err(restart),
    }
}

/// Whether `src` is clean, as [`check_config`] finds it (for its tests).
#[cfg(test)]
pub(crate) fn config_is_clean(src: &[u8], filename: &str, limits: &crate::limits::Limits) -> bool {
    check_config(src, filename, limits).is_none()
}

/// [`check_config_source`] without making a copy of the text for a source
/// file: for a caller that needs nothing more of a clean file (`hcl
/// check`), it saves copying and then freeing the whole input. `None` for
/// a clean file, else where the recovery parser may start.
pub(crate) fn check_config(
    src: &[u8],
    filename: &str,
    limits: &crate::limits::Limits,
) -> Option<Restart> {
    let Some(text) = checkable_text(src, limits) else {
        return Some(None);
    };
    // only the answer is kept: a diagnostic made on the way means "not
    // clean", and the full parse then reports with the real source file
    let name_only = Arc::new(SourceFile::new(filename, ""));
    let (clean, restart) = check_text(text, &name_only, limits.max_nesting);
    (!clean).then_some(restart)
}

/// `src` as text, unless it is over the size limit or not UTF-8 (the full
/// parse reports those).
fn checkable_text<'a>(src: &'a [u8], limits: &crate::limits::Limits) -> Option<&'a str> {
    if src.len() as u64 > limits.max_input_bytes {
        return None;
    }
    std::str::from_utf8(src).ok()
}

/// The check of [`check_config_source`] on `text`, with where the recovery
/// parser may start on a text that is not clean; `file` is the source file
/// the lexer tells about cluster breaks and the grammar's actions make
/// (unkept) diagnostics in: `text`'s own, or one that only names it.
fn check_text(text: &str, file: &Arc<SourceFile>, max_nesting: u64) -> (bool, Restart) {
    let split = (text.len() >= SPLIT_BYTES && two_cores())
        .then(|| split_point(text.as_bytes()))
        .flatten();
    match split {
        Some(cut) => {
            let (clean, restart, _) = check_split(text, file, max_nesting, GROUP_BYTES, cut);
            (clean, restart)
        }
        None => check_in_groups(text, file, max_nesting, GROUP_BYTES),
    }
}

/// The machine runs two threads at once.
fn two_cores() -> bool {
    std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
}

/// Where to cut a text for the parallel check: the first line start after
/// the middle that looks like the start of a top-level item (a name in the
/// first column after a line that is just `}` and maybe blank lines, or
/// failing that after any line), or `None`. Only a guess: the check
/// verifies it.
fn split_point(src: &[u8]) -> Option<usize> {
    let mid = src.len() / 2;
    let rest = &src[mid..];
    let name_at = |i: usize| {
        src.get(i)
            .is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_')
    };
    let window = &rest[..rest.len().min(1 << 20)];
    let mut from = 0;
    while let Some(i) = window[from..].windows(3).position(|w| w == b"\n}\n") {
        // (blank lines may follow)
        let mut at = mid + from + i + 3;
        while src.get(at) == Some(&b'\n') {
            at += 1;
        }
        if name_at(at) {
            return Some(at);
        }
        from += i + 1;
    }
    let mut from = 0;
    while let Some(i) = rest[from..].iter().position(|&b| b == b'\n') {
        let at = mid + from + i + 1;
        if name_at(at) {
            return Some(at);
        }
        from += i + 1;
    }
    None
}

/// [`check_config_source`]'s check, cutting groups every `group_bytes` bytes
/// (the tests cut after every top-level item).
#[cfg_attr(not(any(test, fuzzing)), allow(dead_code))]
fn clean_in_groups(text: &str, file: &Arc<SourceFile>, max_nesting: u64, group_bytes: u32) -> bool {
    check_in_groups(text, file, max_nesting, group_bytes).0
}

/// [`clean_in_groups`], with where the recovery parser may start on a text
/// that is not clean.
fn check_in_groups(
    text: &str,
    file: &Arc<SourceFile>,
    max_nesting: u64,
    group_bytes: u32,
) -> (bool, Restart) {
    let never = std::sync::atomic::AtomicBool::new(false);
    let g = Grouping {
        max_nesting,
        group_bytes,
    };
    match check_groups(text, file, g, 0, None, &never) {
        Groups::End(clean, names, _, at) => (clean, at.map(|at| (at, names))),
        Groups::AtCut(_) => unreachable!("no cut asked for"),
    }
}

/// Where the recovery parser may start on a file the clean check found not
/// clean: the start of the first group of items that failed (a line start
/// after a top-level newline, the lexer between items), with the top-level
/// attribute names of the clean items before it. Those items parse with
/// nothing to report, so the recovery parser, whose recovery flag is still
/// off there, would leave them exactly as it finds the restart point.
pub(crate) type Restart = Option<(u32, Names)>;

/// How the parallel check went (for the tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SplitUse {
    /// The cut was an item boundary: the halves' answers were taken.
    Taken,
    /// The cut was not (or no second thread started): the first half's
    /// thread checked on to the end alone.
    Fallback,
}

/// [`clean_in_groups`] in two halves on two threads: the second half from
/// `cut` (a line start, a guess at a top-level item boundary) with a fresh
/// lexer, the first half up to `cut`. The second half's answer is taken
/// only when the first half's lexer gets to `cut` with a top-level newline,
/// between items (no open bracket, quote, heredoc or template sequence,
/// nothing held, no diagnostic), so that the second half's tokens are the
/// whole file's from there on; the top-level attribute names of both halves
/// are checked for duplicates together. Otherwise the first half's thread
/// checks on to the end, exactly as [`clean_in_groups`] does, and the
/// second half is stopped. The answer is [`clean_in_groups`]'s either way.
#[cfg_attr(not(test), allow(dead_code))]
fn clean_split(
    text: &str,
    file: &Arc<SourceFile>,
    max_nesting: u64,
    group_bytes: u32,
    cut: usize,
) -> (bool, SplitUse) {
    let (clean, _, used) = check_split(text, file, max_nesting, group_bytes, cut);
    (clean, used)
}

/// [`clean_split`], with where the recovery parser may start on a text
/// that is not clean.
fn check_split(
    text: &str,
    file: &Arc<SourceFile>,
    max_nesting: u64,
    group_bytes: u32,
    cut: usize,
) -> (bool, Restart, SplitUse) {
    use std::sync::atomic::{AtomicBool, Ordering};
    let stop = AtomicBool::new(false);
    let g = Grouping {
        max_nesting,
        group_bytes,
    };
    std::thread::scope(|s| {
        let second = || check_groups(text, file, g, cut, None, &stop);
        let Ok(h) = std::thread::Builder::new().spawn_scoped(s, second) else {
            let (clean, restart) = check_in_groups(text, file, max_nesting, group_bytes);
            return (clean, restart, SplitUse::Fallback);
        };
        let never = AtomicBool::new(false);
        let first = check_groups(text, file, g, 0, Some(cut), &never);
        match first {
            Groups::End(clean, names, _, at) => {
                // the first half checked the whole file itself
                stop.store(true, Ordering::Relaxed);
                let _ = h.join();
                (clean, at.map(|at| (at, names)), SplitUse::Fallback)
            }
            Groups::AtCut(mut names) => {
                let second = h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
                let Groups::End(clean, later, breaks, at) = second else {
                    return (false, None, SplitUse::Taken);
                };
                let disjoint = later.keys().all(|n| !names.contains_key(n));
                if clean && disjoint {
                    // the second half's cluster breaks are the file's
                    file.add_cluster_breaks(&breaks);
                    return (true, None, SplitUse::Taken);
                }
                // not clean: from the second half's failing group, or from
                // the cut when a name before that is set in both halves
                let restart = match at {
                    Some(at) if disjoint => {
                        names.extend(later);
                        Some((at, names))
                    }
                    _ => Some((cut as u32, names)),
                };
                (false, restart, SplitUse::Taken)
            }
        }
    })
}

use actions::Names;

/// What [`check_groups`] found.
enum Groups {
    /// It checked to the end of the text: clean or not, the top-level
    /// attribute names (of a clean text; of the items before the restart
    /// point of one that is not), for a check that started after the start
    /// the cluster breaks it found (it does not tell the file: it may have
    /// started at a wrong guess), and for a text that is not clean where
    /// the recovery parser may start (see [`Restart`]).
    End(bool, Names, Vec<u32>, Option<u32>),
    /// It stopped at the cut, a verified item boundary, clean so far.
    AtCut(Names),
}

/// The host's nesting limit and the group size of [`check_groups`].
#[derive(Clone, Copy)]
struct Grouping {
    max_nesting: u64,
    group_bytes: u32,
}

/// The grouped check of `text` (the lexer tells `file` about cluster breaks,
/// see [`check_text`]) from `from` (0, or a line start), to the end or, with `cut`, to a
/// top-level newline ending at `cut` (if the lexer gets past `cut`
/// otherwise, on to the end). A set `stop` ends the check (not clean).
fn check_groups(
    text: &str,
    file: &Arc<SourceFile>,
    g: Grouping,
    from: usize,
    cut: Option<usize>,
    stop: &std::sync::atomic::AtomicBool,
) -> Groups {
    let src = text;
    let (max_nesting, group_bytes) = (g.max_nesting, g.group_bytes);
    let end = src.len() as u32;
    let mut lx = Lexer::new(src, StartMode::Config)
        .with_max_nesting(max_nesting)
        .with_compound_tokens();
    if from > 0 {
        lx = lx.starting_at(from);
    } else {
        lx = lx.with_source(file.clone());
    }
    // (no cut: past every token's end)
    let mut cut = cut.map_or(u64::MAX, |c| c as u64);
    let mut ctx = actions::Ctx::new(file.clone());
    let mut rec = recognize::Recognizer::default();
    let mut names = Names::default();
    // the names the group being read added (forgotten if it fails)
    let mut added: Vec<smol_str::SmolStr> = Vec::new();
    let mut buf: Vec<crate::lexer::Spanned> = Vec::with_capacity(16 * 1024);
    let mut depth = 0i64;
    let mut group_lo = from as u32;
    // every cut so far was at an item boundary: the failing group's start
    // is a place to restart from
    let mut restartable = true;
    let stopped = || Groups::End(false, Names::default(), Vec::new(), None);
    // not clean from the group starting at `group_lo`
    let failed = |mut names: Names, added: &[smol_str::SmolStr], group_lo: u32, ok: bool| {
        for n in added {
            names.remove(n);
        }
        Groups::End(false, names, Vec::new(), ok.then_some(group_lo))
    };
    while let Some(t) = lx.next_token() {
        if is_open(t.1) {
            depth += 1;
        } else if is_close(t.1) {
            depth -= 1;
        }
        buf.push(t);
        if settles_cut(t, &mut cut, depth, &lx) {
            let ok = parse_group(src, &mut rec, &mut ctx, &buf, &mut names, &mut added);
            if !ok || !ctx.diags.is_empty() || ctx.duplicate_attr {
                return failed(names, &added, group_lo, restartable);
            }
            return Groups::AtCut(names);
        }
        if t.1 == Tok::Newline && depth == 0 && t.2 - group_lo >= group_bytes {
            let ok = parse_group(src, &mut rec, &mut ctx, &buf, &mut names, &mut added);
            if stop.load(std::sync::atomic::Ordering::Relaxed) {
                return stopped();
            }
            if !ok || !lx.diags.is_empty() || !ctx.diags.is_empty() {
                return failed(names, &added, group_lo, restartable);
            }
            restartable &= lx.at_item_boundary();
            buf.clear();
            added.clear();
            group_lo = t.2;
        } else if buf.len() & 0xfff == 0 && stop.load(std::sync::atomic::Ordering::Relaxed) {
            return stopped();
        }
    }
    // the grammar wants every item followed by a newline
    if buf.last().is_some_and(|t| t.1 != Tok::Newline) {
        buf.push((end, Tok::Newline, end));
    }
    if !buf.is_empty() && !parse_group(src, &mut rec, &mut ctx, &buf, &mut names, &mut added) {
        return failed(names, &added, group_lo, restartable);
    }
    let clean =
        lx.diags.is_empty() && lx.too_deep.is_none() && ctx.diags.is_empty() && !ctx.duplicate_attr;
    if !clean {
        return failed(names, &added, group_lo, restartable);
    }
    let breaks = if from > 0 {
        lx.cluster_breaks().to_vec()
    } else {
        Vec::new()
    };
    Groups::End(true, names, breaks, None)
}

/// One group of [`check_groups`]: read by the recognizer, and again by the
/// tree builder only when the recognizer cannot tell whether the builder
/// would report anything (see recognize.rs). Its top-level attribute names
/// join `names` (those new to it also `added`); false if it is not clean
/// or sets a name again.
fn parse_group(
    src: &str,
    rec: &mut recognize::Recognizer,
    ctx: &mut actions::Ctx,
    buf: &[crate::lexer::Spanned],
    names: &mut Names,
    added: &mut Vec<smol_str::SmolStr>,
) -> bool {
    let mut unique = true;
    let mut add = |n: smol_str::SmolStr, s: Span| match names.entry(n) {
        std::collections::hash_map::Entry::Occupied(_) => unique = false,
        std::collections::hash_map::Entry::Vacant(v) => {
            added.push(v.key().clone());
            v.insert(s);
        }
    };
    let parser = grammar::ConfigParser::new();
    let Ok(start) = parser.parse(src, rec, wrap_tokens(buf)) else {
        return false;
    };
    if !rec.unsure {
        rec.drop_body(src, start, |n, s| add(actions::smol(n), s));
        return unique;
    }
    rec.reset();
    let Ok(start) = parser.parse(src, ctx, wrap_tokens(buf)) else {
        return false;
    };
    ctx.drop_body(start, |n, s| add(n.clone(), s));
    unique && ctx.diags.is_empty() && !ctx.duplicate_attr
}

/// Parse a standalone expression (newlines are not significant).
pub fn parse_expression(src: &str, filename: &str) -> (Expr, Diagnostics) {
    let file = Arc::new(SourceFile::new(filename, src));
    recovery::parse(file, recovery::Expression, crate::depth::MAX_NESTING as u64)
}

/// Parse a standalone template (literal text with interpolations and
/// directives up to the end of input).
pub fn parse_template(src: &str, filename: &str) -> (Expr, Diagnostics) {
    parse_template_in(Arc::new(SourceFile::new(filename, src)))
}

/// Parse an absolute traversal such as `a.b[0]["c"]`.
pub fn parse_traversal_abs(src: &str, filename: &str) -> (ast::Traversal, Diagnostics) {
    parse_traversal_abs_in(Arc::new(SourceFile::new(filename, src)))
}

/// [`parse_expression`] of a source file's text, within a host's parse limits
/// ([`Limits::max_input_bytes`] and [`Limits::max_nesting`], as [`parse_config_bytes`]
/// applies them): a longer text is not parsed (the expression is a null placeholder),
/// deeper nesting stops the parse, each with an error diagnostic that names the limit;
/// [`Limits::unlimited`] bounds nothing but the parser's own nesting. The file may place
/// the text inside another one ([`SourceFile::with_start`]), as the JSON syntax does for
/// expressions inside strings.
///
/// [`Limits::max_input_bytes`]: crate::limits::Limits::max_input_bytes
/// [`Limits::max_nesting`]: crate::limits::Limits::max_nesting
/// [`Limits::unlimited`]: crate::limits::Limits::unlimited
pub fn parse_expression_in(
    file: Arc<SourceFile>,
    limits: &crate::limits::Limits,
) -> (Expr, Diagnostics) {
    if let Some(d) = input_too_large(file.text().len(), file.name(), limits) {
        return (placeholder(Span::new(0, 0)), d);
    }
    recovery::parse(file, recovery::Expression, limits.max_nesting)
}

/// [`parse_template`] of a source file's text (see [`parse_expression_in`]).
pub fn parse_template_in(file: Arc<SourceFile>) -> (Expr, Diagnostics) {
    recovery::parse(file, recovery::Template, crate::depth::MAX_NESTING as u64)
}

/// [`parse_traversal_abs`] of a source file's text (see
/// [`parse_expression_in`]).
pub fn parse_traversal_abs_in(file: Arc<SourceFile>) -> (ast::Traversal, Diagnostics) {
    recovery::parse(
        file,
        recovery::TraversalAbs,
        crate::depth::MAX_NESTING as u64,
    )
}

/// A placeholder expression for input that could not be parsed.
pub(crate) fn placeholder(span: Span) -> Expr {
    Expr {
        kind: ExprKind::Literal(Literal::Null),
        span,
    }
}

pub(crate) fn is_open(t: Tok) -> bool {
    matches!(
        t,
        Tok::LBrace
            | Tok::LBrack
            | Tok::LParen
            | Tok::OQuote
            | Tok::OHeredoc
            | Tok::TemplateInterp
            | Tok::TemplateControl
    )
}

pub(crate) fn is_close(t: Tok) -> bool {
    matches!(
        t,
        Tok::RBrace | Tok::RBrack | Tok::RParen | Tok::CQuote | Tok::CHeredoc | Tok::TemplateSeqEnd
    )
}

/// Every `.hcl`, `.tf` and `.nomad` file under `tests/` (for the tests
/// that hold the parsing paths equal).
#[cfg(test)]
fn test_configs() -> Vec<std::path::PathBuf> {
    fn configs(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).expect("test folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                configs(&p, out);
            } else if p
                .extension()
                .is_some_and(|x| x == "hcl" || x == "tf" || x == "nomad")
            {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    configs(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    files
}

/// Where the tests cut `src` in two: the guessed point, and three other
/// line starts (inside anything, often).
#[cfg(test)]
fn test_cuts(src: &str) -> Vec<usize> {
    let starts: Vec<usize> = (1..src.len())
        .filter(|&i| src.as_bytes()[i - 1] == b'\n')
        .collect();
    let mut cuts: Vec<usize> = split_point(src.as_bytes()).into_iter().collect();
    if !starts.is_empty() {
        cuts.extend((1..4).map(|k| starts[starts.len() * k / 4]));
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hcl_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                hcl_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "hcl") {
                out.push(p);
            }
        }
    }

    /// The fast path accepts the same files and builds the same AST with
    /// the lexer's compound tokens as without, on every .hcl file under
    /// tests/ (the recovery parser's own test holds its tree to this one).
    #[test]
    fn compound_tokens_change_nothing() {
        let mut files = Vec::new();
        hcl_files(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
            &mut files,
        );
        assert!(files.len() > 100, "found the corpus");
        // more files to compare (the benchmark corpus, say)
        if let Ok(extra) = std::env::var("HCL2_FASTPATH_EXTRA") {
            files.extend(extra.split(':').map(std::path::PathBuf::from));
        }
        let mut fast = 0;
        for f in &files {
            let Ok(src) = std::fs::read_to_string(f) else {
                continue;
            };
            let file = Arc::new(SourceFile::new(f.display().to_string(), src.as_str()));
            let plain = fast_parse_with(&file, false, crate::depth::MAX_NESTING as u64);
            let Some(body) = fast_parse(&file) else {
                assert!(plain.is_none(), "{}: compound tokens", f.display());
                // the compound tokens' edge cases are a valid file
                assert!(!f.ends_with("data/compound_tokens.hcl"), "{}", f.display());
                continue;
            };
            assert_eq!(
                plain.as_ref(),
                Some(&body),
                "{}: compound tokens",
                f.display()
            );
            fast += 1;
        }
        eprintln!("the fast path took {fast} of {} files", files.len());
        assert!(fast > 100, "the fast path took {fast} files");
    }

    /// The check in groups of items says "clean" exactly when the one-pass
    /// parse of the whole file succeeds, on every configuration file under
    /// tests/ (the mutants among them), cutting after every top-level item
    /// and at the default group size; duplicates across groups are found.
    #[test]
    fn grouped_check_matches_fast_path() {
        let files = test_configs();
        assert!(files.len() > 1000, "found the corpus");
        let (mut clean, mut not) = (0, 0);
        let (mut taken, mut fallback) = (0, 0);
        for f in &files {
            let Ok(src) = std::fs::read_to_string(f) else {
                continue;
            };
            let file = Arc::new(SourceFile::new(f.display().to_string(), src.as_str()));
            let whole = fast_parse(&file).is_some();
            for group in [1, GROUP_BYTES] {
                assert_eq!(
                    clean_in_groups(file.text(), &file, crate::depth::MAX_NESTING as u64, group),
                    whole,
                    "{} (groups of {group} bytes)",
                    f.display()
                );
            }
            // the parallel check, whatever the size: at the guessed cut and
            // at three other line starts (inside anything, often)
            let cuts = test_cuts(&src);
            for (i, &cut) in cuts.iter().enumerate() {
                let group = if i % 2 == 0 { 1 } else { GROUP_BYTES };
                let (clean, used) = clean_split(
                    file.text(),
                    &file,
                    crate::depth::MAX_NESTING as u64,
                    group,
                    cut,
                );
                assert_eq!(
                    clean,
                    whole,
                    "{} (cut at {cut}, {used:?}, groups of {group} bytes)",
                    f.display()
                );
                match used {
                    SplitUse::Taken => taken += 1,
                    SplitUse::Fallback => fallback += 1,
                }
            }
            if whole {
                clean += 1;
            } else {
                not += 1;
            }
        }
        eprintln!("{clean} clean files, {not} others");
        assert!(clean > 1000 && not > 100, "{clean} clean, {not} others");
        eprintln!("split checks: {taken} taken, {fallback} fell back");
        assert!(
            taken > 5000 && fallback > 1000,
            "{taken} taken, {fallback} fell back"
        );
        let cases = [
            ("a = 1\nb {}\na = 2\n", false),
            ("a = 1\nb { a = 2 }\nc = 3\n", true),
            ("b {\n  a = 1\n  a = 2\n}\n", false),
            ("a = 1\n\n}\n", false),
            ("a = <<EOT\nx\nEOT\nb = \"${c}\"\n# end", true),
            ("a = [\n1\n]\nb = (\n2)\n", true),
            ("", true),
        ];
        for (src, ok) in cases {
            let file = Arc::new(SourceFile::new("t.hcl", src));
            assert_eq!(fast_parse(&file).is_some(), ok, "{src:?}");
            // a group per item, and all in one group (duplicates within it)
            for group in [1, GROUP_BYTES] {
                assert_eq!(
                    clean_in_groups(file.text(), &file, crate::depth::MAX_NESTING as u64, group),
                    ok,
                    "{src:?} (groups of {group} bytes)"
                );
            }
        }
    }
}

#[cfg(test)]
mod split_tests {
    use super::*;

    fn split(src: &str, cut: usize) -> (bool, SplitUse) {
        let file = Arc::new(SourceFile::new("t.hcl", src));
        let whole = fast_parse(&file).is_some();
        assert_eq!(
            clean_in_groups(file.text(), &file, crate::depth::MAX_NESTING as u64, 1),
            whole,
            "{src:?}"
        );
        let r = clean_split(file.text(), &file, crate::depth::MAX_NESTING as u64, 1, cut);
        assert_eq!(r.0, whole, "{src:?} cut at {cut}");
        r
    }

    /// The byte offset of the line `line` (counted from 0).
    fn line(src: &str, line: usize) -> usize {
        src.split_inclusive('\n').take(line).map(str::len).sum()
    }

    /// A guessed cut inside a heredoc, a template, a block or a comment is
    /// found out: the first half's thread checks on alone, and the answer
    /// is the whole file's, also where the second half alone would be
    /// clean and the whole file is not, or the other way round.
    #[test]
    fn split_inside_anything_falls_back() {
        let cases = [
            // (source, line of the cut, clean)
            ("a = <<EOT\n}\nb = 1\nEOT\nc = 2\n", 2, true),
            ("a = <<EOT\n}\nb = 1\n", 2, false),
            ("a = <<-EOT\n  x\n}\nb = 1\n  EOT\n", 3, true),
            (
                "a = \"${merge({\nx = 1\n},\n{ b = 1 })}\"\nc = 3\n",
                3,
                true,
            ),
            (
                "a = \"${merge({\nx = 1\n},\n{ b = 1 })}\"\nc = 3\n",
                2,
                true,
            ),
            (
                "a = <<EOT\n%{ if true }\n}\nb = 1\n%{ endif }\nEOT\n",
                3,
                true,
            ),
            ("b {\n  c {\n}\nd = 1\n}\n", 3, true),
            ("b {\n}\nd = [\n1\n]\n", 4, true),
            ("/*\n}\na = 1\n*/\na = 2\n", 2, true),
            ("/*\n}\na = 1\n", 2, false),
            ("a = (1 +\n}\nb)\n", 2, false),
        ];
        for (src, at, clean) in cases {
            let cut = line(src, at);
            let (ok, used) = split(src, cut);
            assert_eq!(ok, clean, "{src:?}");
            assert_eq!(used, SplitUse::Fallback, "{src:?}");
        }
        // the guess lands in a block, after a line that is just `}`
        let src = "b {\n  c {\n}\nd = 1\n}\n";
        assert_eq!(split_point(src.as_bytes()), Some(line(src, 3)));
        // ... or in a heredoc, after a line start with a name
        let src = "a = 1\nb = <<EOT\nc\nEOT\n";
        assert_eq!(split_point(src.as_bytes()), Some(line(src, 2)));
        assert_eq!(split(src, line(src, 2)), (true, SplitUse::Fallback));
        // blank lines after the `}`; nothing after the middle
        let src = "b {\n}\n\n\nc = 1\n";
        assert_eq!(split_point(src.as_bytes()), Some(line(src, 4)));
        assert_eq!(split(src, line(src, 4)), (true, SplitUse::Taken));
        assert_eq!(split_point(b"a = [\n1,\n2]\n"), None);
    }

    /// A cut between items is taken: each half's answer counts, and the
    /// top-level names of both halves are checked for duplicates together.
    #[test]
    fn split_between_items_is_taken() {
        let cases = [
            ("a = 1\nb {\n}\nc = 2\n", 3, true),
            ("a = 1\nb {\n}\na = 2\n", 3, false),
            ("a = 1\n# note\nb = 2", 2, true),
            ("a = 1\r\nb {\r\n}\r\nc = \"x\"\r\n", 3, true),
            ("a = 1\nb {\n}\nc = = 2\n", 3, false),
            ("a = 1\nb {\n  a = 1\n  a = 2\n}\n", 1, false),
            ("b {\n}\nc {\n  a = 1\n  a = 2\n}\n", 2, false),
            ("a = 1\n\n\n", 2, true),
        ];
        for (src, at, clean) in cases {
            let (ok, used) = split(src, line(src, at));
            assert_eq!(ok, clean, "{src:?}");
            assert_eq!(used, SplitUse::Taken, "{src:?}");
        }
        // an error before the cut ends the check there
        let src = "a = = 1\nb {\n}\nc = 2\n";
        assert_eq!(split(src, line(src, 3)), (false, SplitUse::Fallback));
    }

    /// The source file learns the cluster breaks of both halves when the
    /// cut is taken, and none from a second half lexed from a wrong guess.
    #[test]
    fn split_cluster_breaks() {
        let breaks = |src: &str, cut: usize| {
            let file = Arc::new(SourceFile::new("t.hcl", src));
            let r = clean_split(src, &file, crate::depth::MAX_NESTING as u64, 1, cut);
            let whole = Arc::new(SourceFile::new("t.hcl", src));
            assert!(clean_in_groups(
                src,
                &whole,
                crate::depth::MAX_NESTING as u64,
                1
            ));
            assert_eq!(file.cluster_breaks(), whole.cluster_breaks(), "{src:?}");
            (r, file.cluster_breaks())
        };
        let src = "a = \"${x}\u{301}\"\nb {\n}\nc = \"${y}\u{301}\"\n";
        let (r, b) = breaks(src, line(src, 3));
        assert_eq!(r, (true, SplitUse::Taken));
        assert_eq!(b, [9, 28]);
        // lexed from line 2, `1\u{301}` would cut a cluster; in the heredoc
        // it cuts none
        let src = "a = <<EOT\n}\nb = 1\u{301}\nEOT\n";
        let (r, b) = breaks(src, line(src, 2));
        assert_eq!(r, (true, SplitUse::Fallback));
        assert!(b.is_empty());
    }

    /// Each top-level item's nesting counts on its own: deep items before
    /// the cut neither keep the cut from being taken nor add to the items
    /// after it, and two items each within the driver's bound are clean
    /// together, split or not.
    #[test]
    fn split_after_deep_items() {
        let deep = |n: usize| format!("{}1{}", "[".repeat(n), "]".repeat(n));
        for n in [100, 1000, 20_000] {
            let src = format!("a = {}\nb {{\n}}\nc = {}\n", deep(n), deep(n));
            let (ok, used) = split(&src, line(&src, 3));
            assert!(ok, "{n}");
            assert_eq!(used, SplitUse::Taken, "{n}");
        }
        // one item over the bound is not clean, on either side of the cut
        let over = (crate::depth::MAX_NESTING / 2 + 1) as usize;
        for src in [
            format!("a = {}\nb = 1\n", deep(over)),
            format!("a = 1\nb = {}\n", deep(over)),
        ] {
            assert!(!split(&src, line(&src, 1)).0);
        }
    }

    /// The size threshold and the guess: a large clean file is checked in
    /// two halves, and its answer is the one-pass parse's.
    #[test]
    fn large_input_is_split() {
        let item = "resource \"x\" \"y\" {\n  a = [1, 2]\n  b = \"${var.c}\"\n}\n";
        let mut src = String::new();
        let mut i = 0;
        while src.len() < SPLIT_BYTES + 1000 {
            src.push_str(item);
            src.push_str(&format!("v{i} = {i}\n"));
            i += 1;
        }
        let cut = split_point(src.as_bytes()).expect("a cut");
        assert!(cut >= src.len() / 2 && src[..cut].ends_with("}\n"));
        let limits = crate::limits::Limits::default();
        assert!(clean_config_source(src.as_bytes(), "t.hcl", &limits).is_some());
        assert!(config_is_clean(src.as_bytes(), "t.hcl", &limits));
        assert_eq!(split(&src, cut), (true, SplitUse::Taken));
        // a duplicate across the halves
        src.push_str("v0 = 1\n");
        assert!(clean_config_source(src.as_bytes(), "t.hcl", &limits).is_none());
        assert!(!config_is_clean(src.as_bytes(), "t.hcl", &limits));
        assert_eq!(split(&src, cut), (false, SplitUse::Taken));
        // an error in either half, invalid UTF-8, the size limit
        let bad = src
            .replace("v0 = 1\n", "")
            .replacen("v1 = 1", "v1 = = 1", 1);
        assert!(!config_is_clean(bad.as_bytes(), "t.hcl", &limits));
        let i = src.len() - 100;
        let bad = format!("{}v = = 1\n{}", &src[..i], &src[i..]);
        assert!(!config_is_clean(bad.as_bytes(), "t.hcl", &limits));
        let mut bytes = src.replace("v0 = 1\n", "").into_bytes();
        assert!(config_is_clean(&bytes, "t.hcl", &limits));
        let n = bytes.len();
        bytes[n - 3] = 0xff;
        assert!(!config_is_clean(&bytes, "t.hcl", &limits));
        let small = crate::limits::Limits {
            max_input_bytes: 1000,
            ..crate::limits::Limits::default()
        };
        assert!(!config_is_clean(src.as_bytes(), "t.hcl", &small));
    }
}

#[cfg(test)]
mod limit_tests {
    use super::*;
    use crate::limits::Limits;

    #[test]
    fn parse_limits_stop_deep_and_large_input_naming_the_limit() {
        let src = b"a = [[[1]]]\nb = \"${[[2]]}\"\n";
        let deep = Limits {
            max_nesting: 2,
            ..Limits::default()
        };
        let (_, d) = parse_config_bytes(src, "a.hcl", &deep);
        assert_eq!(d.0[0].summary, "Nesting too deep");
        assert!(d.0[0]
            .detail
            .contains("more than 2 levels deep (limit max_nesting)"));
        // the default limits, and none, parse exactly as parse_config does
        let (f, d) = parse_config_bytes(src, "a.hcl", &Limits::default());
        let (g, e) = parse_config(std::str::from_utf8(src).unwrap(), "a.hcl");
        let (h, u) = parse_config_bytes(src, "a.hcl", &Limits::unlimited());
        assert!(d.is_empty() && e.is_empty() && u.is_empty());
        assert_eq!(f.body, g.body);
        assert_eq!(h.body, g.body);
        // invalid UTF-8 goes through the same path
        let (_, d) = parse_config_bytes(b"a = [[[\"\xff\"]]]\n", "a.hcl", &deep);
        assert!(d.iter().any(|d| d.summary == "Nesting too deep"));
        let small = Limits {
            max_input_bytes: 10,
            ..Limits::default()
        };
        let (f, d) = parse_config_bytes(src, "a.hcl", &small);
        assert_eq!(d.len(), 1);
        assert_eq!(d.0[0].summary, "Input too large");
        assert!(d.0[0].detail.contains("(limit max_input_bytes)"));
        assert!(f.body.attributes.is_empty());
    }

    /// No limits parse exactly as the parser's own nesting bound alone does
    /// (what `parse_config` and `parse_expression` apply): the bound stops
    /// any input before the host's count of delimiters could pass it, so
    /// the callers that took no limits give `Limits::unlimited()`.
    #[test]
    fn no_limits_are_the_parsers_own_bound() {
        let n = crate::depth::MAX_NESTING as usize;
        let unlimited = Limits::unlimited();
        for depth in [n - 1, n, n + 1] {
            let r =
                |open: &str, close: &str| format!("{}1{}", open.repeat(depth), close.repeat(depth));
            for e in [r("[", "]"), r("(", ")"), r("{a=", "}"), r("\"${", "}\"")] {
                let src = format!("a = {e}\n");
                let (f, d) = parse_config(&src, "n.hcl");
                let (g, u) = parse_config_bytes(src.as_bytes(), "n.hcl", &unlimited);
                assert_eq!(d, u, "{depth}: {}", &e[..8]);
                assert_eq!(f.body, g.body, "{depth}: {}", &e[..8]);
                let (x, d) = parse_expression(&e, "n.hcl");
                let (y, u) =
                    parse_expression_in(Arc::new(SourceFile::new("n.hcl", e.as_str())), &unlimited);
                assert_eq!(d, u, "{depth}: {}", &e[..8]);
                assert_eq!(x, y, "{depth}: {}", &e[..8]);
                if depth > n {
                    assert!(d.iter().any(|d| d.summary == "Nesting too deep"), "{depth}");
                }
            }
        }
    }
}
