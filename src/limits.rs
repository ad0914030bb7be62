//! Limits for evaluating untrusted configuration.
//!
//! A configuration of a few kilobytes can ask for gigabytes (`format("%999999999d", 1)`,
//! string doubling through nested `for`, `setproduct` of many lists) or for hours of work
//! (nested `for` over large ranges, numbers with millions of decimal digits). [`Limits`]
//! bounds what one evaluation may build and do:
//!
//! | limit | counts | default |
//! | --- | --- | --- |
//! | [`Limits::max_string_bytes`] | bytes of every string the evaluation builds (templates, function results) | 64 MiB |
//! | [`Limits::max_elements`] | elements of every collection the evaluation builds (`for` results, function results) | 4 Mi |
//! | [`Limits::max_steps`] | units of work: function calls, `for`, splat and template-`for` iterations | 10 M |
//! | [`Limits::max_number_digits`] | decimal digits of one number converted to text | 200 000 |
//! | [`Limits::deadline`] | wall-clock time (checked every few thousand steps) | none |
//! | [`Limits::cancel`] | a flag another thread sets to stop the evaluation | none |
//! | [`Limits::max_input_bytes`] | size of one source file given to the parser | 256 MiB |
//! | [`Limits::max_nesting`] | delimiters open inside one another in one file: `(`, `[`, `{`, `${`, `%{` | 50 000 |
//!
//! Amounts are counted as values are built (a string that is built and then thrown away
//! still counts), so the budget also bounds the time spent. Functions whose result can be
//! much larger than their arguments (`format`, `formatlist`, `indent`, `setproduct`,
//! `range`, `join`, `replace`, `chunklist`, `flatten`, `jsonencode`, ...) check before
//! allocating. Exceeding a limit is an error diagnostic ("Evaluation limit exceeded", or
//! "Error in function call" inside a function) whose detail names the limit, at the range of
//! the expression that exceeded it; evaluation never aborts. Once a budget is exhausted it
//! stays exhausted for the rest of the evaluation: `can` and `try` report the limit instead
//! of treating it as an ordinary failure.
//!
//! A host sets limits on its [`EvalContext`](crate::eval::EvalContext) with
//! [`EvalContext::set_limits`](crate::eval::EvalContext::set_limits); every evaluation in that
//! context (and in its child contexts) then draws on one shared budget, which
//! [`EvalContext::reset_budget`](crate::eval::EvalContext::reset_budget) refills. Without
//! limits set, each top-level evaluation gets a fresh budget with the defaults, which every
//! realistic configuration stays far below.
//!
//! ```
//! use hcl2::eval::EvalContext;
//! use hcl2::limits::Limits;
//! let mut ctx = EvalContext::with_tables();
//! ctx.set_limits(Limits {
//!     max_string_bytes: 1 << 20,
//!     max_steps: 100_000,
//!     ..Limits::default()
//! });
//! ```
//!
//! The meter of the running evaluation lives in a thread-local, so function implementations
//! (which only see their arguments) can consult it through [`charge_bytes`],
//! [`charge_elements`] and [`step`]. Outside any evaluation these use the default limits
//! for each call.
//!
//! # Parse limits
//!
//! The two parse limits ([`Limits::max_input_bytes`], [`Limits::max_nesting`]) act where a
//! host parses with them: the functions that take a `&Limits`
//! ([`parse_expression`](crate::parse_expression),
//! [`syntax_diagnostics`](crate::syntax_diagnostics), [`check_syntax`](crate::check_syntax),
//! [`body::parse_native_bytes`](crate::body::parse_native_bytes),
//! [`loader::parse_native_source`](crate::loader::parse_native_source) and
//! [`loader::parse_json_source`](crate::loader::parse_json_source),
//! [`write::format_bytes_checked`](crate::write::format_bytes_checked)), a
//! [`Loader`](crate::Loader) given them with [`Loader::set_limits`](crate::Loader::set_limits),
//! and the `hcl` and `hcldec` programs' flags. A file over the size limit is not parsed
//! ("Input too large"); nesting deeper than the limit stops the parse ("Nesting too deep");
//! both name the limit and have the kind [`DiagnosticKind::LimitExceeded`](crate::DiagnosticKind::LimitExceeded)
//! (as have "Evaluation limit exceeded" errors).
//!
//! What `max_nesting` counts: in the native syntax, the delimiters open inside one another
//! at any point — parentheses `(`, brackets `[` (tuples, indexes, `[for`), braces `{`
//! (objects, block bodies, `{for`) and the template sequences `${` and `%{`. A quoted string
//! or heredoc is not a level itself, nor is the body of a `%{if}` or `%{for}` directive;
//! interpolations and directives inside them are. Operators do not count. The error's range
//! is the delimiter that opens one level too many. So `a = [[1]]` needs 2, `b { c = {d = (1)} }` 3 and
//! `a = "${x["k"]}"` 2, and `max_nesting = N` accepts exactly N nested delimiters. In the
//! JSON syntax it counts the objects and arrays open inside one another, the root object
//! included (`{"a": [[1]]}` needs 3); expressions inside JSON strings are parsed when they
//! are evaluated, without it. Whatever the limit, the native parser also stops where
//! delimiters and operator chains together nest 50 000 levels deep (a `[` counting twice,
//! as a bracket and an index) or blocks 128 deep, to keep every later walk of the tree safe
//! on the stack; that bound is not configurable and its "Nesting too deep" error does not
//! name `max_nesting`.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Bounds for one evaluation (or for every evaluation in a context). See the
/// [module documentation](self) for what each counts.
///
/// `Limits::default()` holds the defaults of the module documentation's
/// table; [`Limits::unlimited`] none at all. Exceeding a limit is an error
/// diagnostic naming it, never a panic:
///
/// ```
/// use hcl2::{EvalContext, Limits};
/// let ctx = EvalContext::new()
///     .with_functions(hcl2::ext::library::stdlib())
///     .with_limits(Limits { max_steps: 100, ..Limits::default() });
/// let (expr, _) = hcl2::parse_expression(
///     "[for i in range(1000) : i * 2]",
///     "<expr>",
///     &hcl2::Limits::default(),
/// );
/// let (_, diags) = expr.value(Some(&ctx));
/// assert!(diags.has_errors());
/// assert!(diags.to_string().contains("max_steps"), "{diags}");
/// assert_eq!(ctx.budget().unwrap().exceeded().unwrap().kind, hcl2::limits::LimitKind::Steps);
/// ```
#[derive(Clone, Debug)]
pub struct Limits {
    /// Bytes of strings built, in total.
    pub max_string_bytes: u64,
    /// Collection elements built, in total.
    pub max_elements: u64,
    /// Units of work: function calls and iterations.
    pub max_steps: u64,
    /// Decimal digits of one number converted to text.
    pub max_number_digits: u64,
    /// Stop once this instant has passed.
    pub deadline: Option<Instant>,
    /// Stop once this flag is set.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Size of one source file (or expression) the parser accepts, in bytes.
    pub max_input_bytes: u64,
    /// Delimiters the parser accepts open inside one another: `(`, `[`, `{`, `${`, `%{` in
    /// the native syntax (quotes, heredocs and operators are not levels), objects and
    /// arrays in the JSON syntax (see the [module documentation](self#parse-limits)).
    pub max_nesting: u64,
}

/// The default string budget: 64 MiB.
pub const DEFAULT_MAX_STRING_BYTES: u64 = 64 << 20;
/// The default element budget: 4 Mi elements.
pub const DEFAULT_MAX_ELEMENTS: u64 = 4 << 20;
/// The default work budget.
pub const DEFAULT_MAX_STEPS: u64 = 10_000_000;
/// The default bound on the digits of one number converted to text.
pub const DEFAULT_MAX_NUMBER_DIGITS: u64 = 200_000;
/// The default bound on the size of one source file.
pub const DEFAULT_MAX_INPUT_BYTES: u64 = 256 << 20;
/// The default bound on nesting depth, as many delimiters as the parser's own bound on
/// nesting takes (the crate's one nesting policy, in the internal `depth` module): by
/// default only that bound decides.
pub const DEFAULT_MAX_NESTING: u64 = crate::depth::MAX_NESTING as u64;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_string_bytes: DEFAULT_MAX_STRING_BYTES,
            max_elements: DEFAULT_MAX_ELEMENTS,
            max_steps: DEFAULT_MAX_STEPS,
            max_number_digits: DEFAULT_MAX_NUMBER_DIGITS,
            deadline: None,
            cancel: None,
            max_input_bytes: DEFAULT_MAX_INPUT_BYTES,
            max_nesting: DEFAULT_MAX_NESTING,
        }
    }
}

impl Limits {
    /// No bound at all (the reference's behaviour: it runs out of memory).
    pub fn unlimited() -> Limits {
        Limits {
            max_string_bytes: u64::MAX,
            max_elements: u64::MAX,
            max_steps: u64::MAX,
            max_number_digits: u64::MAX,
            deadline: None,
            cancel: None,
            max_input_bytes: u64::MAX,
            max_nesting: u64::MAX,
        }
    }
}

/// Which limit was exceeded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitKind {
    /// [`Limits::max_string_bytes`]: too many bytes of strings were built.
    StringBytes,
    /// [`Limits::max_elements`]: too many collection elements were built.
    Elements,
    /// [`Limits::max_steps`]: too many function calls or iterations.
    Steps,
    /// [`Limits::max_number_digits`]: a number converted to text would have
    /// too many digits.
    NumberDigits,
    /// [`Limits::deadline`]: the deadline has passed.
    Deadline,
    /// [`Limits::cancel`]: the cancel flag was set.
    Cancelled,
    /// [`Limits::max_input_bytes`]: a source file is too large for the parser.
    InputBytes,
    /// [`Limits::max_nesting`]: a source file nests too deep for the parser.
    Nesting,
}

impl LimitKind {
    /// The limit's name, as the `Limits` field and the command-line flag spell it.
    pub fn name(self) -> &'static str {
        match self {
            LimitKind::StringBytes => "max_string_bytes",
            LimitKind::Elements => "max_elements",
            LimitKind::Steps => "max_steps",
            LimitKind::NumberDigits => "max_number_digits",
            LimitKind::Deadline => "deadline",
            LimitKind::Cancelled => "cancel",
            LimitKind::InputBytes => "max_input_bytes",
            LimitKind::Nesting => "max_nesting",
        }
    }
}

/// A limit was exceeded: which one and its configured value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LimitExceeded {
    /// Which limit was exceeded.
    pub kind: LimitKind,
    /// The configured value of that limit (bytes, elements, steps, digits or
    /// levels; 0 for the deadline and the cancel flag).
    pub limit: u64,
}

impl fmt::Display for LimitExceeded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            LimitKind::StringBytes => write!(
                f,
                "the evaluation would build more than {} bytes of strings (limit max_string_bytes)",
                self.limit
            ),
            LimitKind::Elements => write!(
                f,
                "the evaluation would build more than {} collection elements (limit max_elements)",
                self.limit
            ),
            LimitKind::Steps => write!(
                f,
                "the evaluation would take more than {} steps (limit max_steps)",
                self.limit
            ),
            LimitKind::NumberDigits => write!(
                f,
                "a number would need more than {} decimal digits as text (limit max_number_digits)",
                self.limit
            ),
            LimitKind::Deadline => {
                f.write_str("the evaluation ran past its deadline (limit deadline)")
            }
            LimitKind::Cancelled => f.write_str("the evaluation was cancelled (limit cancel)"),
            LimitKind::InputBytes => write!(
                f,
                "the source is larger than {} bytes (limit max_input_bytes)",
                self.limit
            ),
            LimitKind::Nesting => write!(
                f,
                "the source is nested deeper than {} levels (limit max_nesting)",
                self.limit
            ),
        }
    }
}

impl std::error::Error for LimitExceeded {}

/// A budget shared by every evaluation in one context: the limits and what has been used.
#[derive(Debug)]
pub struct SharedBudget {
    limits: Limits,
    used: Mutex<Usage>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Usage {
    bytes: u64,
    elements: u64,
    steps: u64,
    exceeded: Option<LimitExceeded>,
}

impl SharedBudget {
    /// A fresh budget for `limits`, with nothing used yet.
    pub fn new(limits: Limits) -> SharedBudget {
        SharedBudget {
            limits,
            used: Mutex::new(Usage::default()),
        }
    }
    /// The limits this budget enforces.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }
    /// Gives the whole budget back.
    pub fn reset(&self) {
        *self.used.lock().unwrap_or_else(|e| e.into_inner()) = Usage::default();
    }
    /// The limit exceeded so far, if any.
    pub fn exceeded(&self) -> Option<LimitExceeded> {
        self.used.lock().unwrap_or_else(|e| e.into_inner()).exceeded
    }
}

/// The running evaluation's meter (one per thread).
struct Meter {
    depth: Cell<u32>,
    bytes_left: Cell<u64>,
    elems_left: Cell<u64>,
    steps_left: Cell<u64>,
    /// Steps until the next deadline/cancel check.
    tick: Cell<u32>,
    max: Cell<(u64, u64, u64, u64)>,
    timed: Cell<bool>,
    deadline: Cell<Option<Instant>>,
    cancel: RefCell<Option<Arc<AtomicBool>>>,
    exceeded: Cell<Option<LimitExceeded>>,
    panicked: Cell<bool>,
}

const TICK: u32 = 4096;

thread_local! {
    static METER: Meter = const { Meter {
        depth: Cell::new(0),
        bytes_left: Cell::new(0),
        elems_left: Cell::new(0),
        steps_left: Cell::new(0),
        tick: Cell::new(TICK),
        max: Cell::new((0, 0, 0, 0)),
        timed: Cell::new(false),
        deadline: Cell::new(None),
        cancel: RefCell::new(None),
        exceeded: Cell::new(None),
        panicked: Cell::new(false),
    } };
}

struct Exit<'a> {
    shared: Option<&'a SharedBudget>,
}

impl Drop for Exit<'_> {
    fn drop(&mut self) {
        METER.with(|m| {
            if let Some(s) = self.shared {
                let (mb, me, ms, _) = m.max.get();
                let mut u = s.used.lock().unwrap_or_else(|e| e.into_inner());
                u.bytes = mb - m.bytes_left.get();
                u.elements = me - m.elems_left.get();
                u.steps = ms - m.steps_left.get();
                if u.exceeded.is_none() {
                    u.exceeded = m.exceeded.get();
                }
            }
            m.depth.set(0);
            m.exceeded.set(None);
            m.panicked.set(false);
            m.cancel.borrow_mut().take();
        });
    }
}

/// Runs `f` metered: with `shared`'s remaining budget, or a fresh default budget when
/// `shared` is `None`. Inside an evaluation already metered on this thread, `f` simply
/// draws on that one.
pub fn metered<R>(shared: Option<&SharedBudget>, f: impl FnOnce() -> R) -> R {
    if cfg!(hcl2_no_budget) {
        return f();
    }
    let outer = METER.with(|m| m.depth.get() > 0);
    if outer {
        return f();
    }
    METER.with(|m| {
        let default_limits;
        let (limits, used) = match shared {
            Some(s) => (&s.limits, *s.used.lock().unwrap_or_else(|e| e.into_inner())),
            None => {
                default_limits = Limits::default();
                (&default_limits, Usage::default())
            }
        };
        m.depth.set(1);
        m.max.set((
            limits.max_string_bytes,
            limits.max_elements,
            limits.max_steps,
            limits.max_number_digits,
        ));
        m.bytes_left
            .set(limits.max_string_bytes.saturating_sub(used.bytes));
        m.elems_left
            .set(limits.max_elements.saturating_sub(used.elements));
        m.steps_left
            .set(limits.max_steps.saturating_sub(used.steps));
        m.tick.set(TICK);
        m.timed
            .set(limits.deadline.is_some() || limits.cancel.is_some());
        m.deadline.set(limits.deadline);
        *m.cancel.borrow_mut() = limits.cancel.clone();
        m.exceeded.set(used.exceeded);
        m.panicked.set(false);
    });
    let _exit = Exit { shared };
    f()
}

/// Whether an evaluation is metered on this thread.
pub fn is_metered() -> bool {
    METER.with(|m| m.depth.get() > 0)
}

#[cold]
fn exceed(m: &Meter, kind: LimitKind, limit: u64) -> LimitExceeded {
    let e = LimitExceeded { kind, limit };
    if m.exceeded.get().is_none() {
        m.exceeded.set(Some(e));
    }
    e
}

/// Counts `n` bytes of string about to be built.
#[inline]
pub fn charge_bytes(n: usize) -> Result<(), LimitExceeded> {
    if cfg!(hcl2_no_budget) {
        return Ok(());
    }
    METER.with(|m| {
        if m.depth.get() == 0 {
            return fresh_check(n as u64, DEFAULT_MAX_STRING_BYTES, LimitKind::StringBytes);
        }
        let left = m.bytes_left.get();
        if n as u64 > left {
            m.bytes_left.set(0);
            return Err(exceed(m, LimitKind::StringBytes, m.max.get().0));
        }
        m.bytes_left.set(left - n as u64);
        Ok(())
    })
}

/// Counts `n` collection elements about to be built.
#[inline]
pub fn charge_elements(n: usize) -> Result<(), LimitExceeded> {
    if cfg!(hcl2_no_budget) {
        return Ok(());
    }
    METER.with(|m| {
        if m.depth.get() == 0 {
            return fresh_check(n as u64, DEFAULT_MAX_ELEMENTS, LimitKind::Elements);
        }
        let left = m.elems_left.get();
        if n as u64 > left {
            m.elems_left.set(0);
            return Err(exceed(m, LimitKind::Elements, m.max.get().1));
        }
        m.elems_left.set(left - n as u64);
        Ok(())
    })
}

fn fresh_check(n: u64, max: u64, kind: LimitKind) -> Result<(), LimitExceeded> {
    if n > max {
        Err(LimitExceeded { kind, limit: max })
    } else {
        Ok(())
    }
}

/// Counts `n` units of work (and checks the deadline and the cancellation flag every few
/// thousand units).
#[inline]
pub fn step(n: u64) -> Result<(), LimitExceeded> {
    if cfg!(hcl2_no_budget) {
        return Ok(());
    }
    METER.with(|m| {
        if m.depth.get() == 0 {
            return Ok(());
        }
        let left = m.steps_left.get();
        if n > left {
            m.steps_left.set(0);
            return Err(exceed(m, LimitKind::Steps, m.max.get().2));
        }
        m.steps_left.set(left - n);
        if m.timed.get() {
            let t = m.tick.get();
            if (t as u64) <= n {
                m.tick.set(TICK);
                return check_time(m);
            }
            m.tick.set(t - n as u32);
        }
        Ok(())
    })
}

#[cold]
fn check_time(m: &Meter) -> Result<(), LimitExceeded> {
    if let Some(c) = m.cancel.borrow().as_ref() {
        if c.load(Ordering::Relaxed) {
            return Err(exceed(m, LimitKind::Cancelled, 0));
        }
    }
    if let Some(d) = m.deadline.get() {
        if Instant::now() >= d {
            return Err(exceed(m, LimitKind::Deadline, 0));
        }
    }
    Ok(())
}

/// The bound on the decimal digits of one number converted to text.
pub fn max_number_digits() -> u64 {
    METER.with(|m| {
        if m.depth.get() == 0 {
            DEFAULT_MAX_NUMBER_DIGITS
        } else {
            m.max.get().3
        }
    })
}

/// Records that a number needed too many digits (the caller reports it).
pub fn number_digits_exceeded() -> LimitExceeded {
    METER.with(|m| {
        let limit = if m.depth.get() == 0 {
            DEFAULT_MAX_NUMBER_DIGITS
        } else {
            m.max.get().3
        };
        if m.depth.get() == 0 {
            LimitExceeded {
                kind: LimitKind::NumberDigits,
                limit,
            }
        } else {
            exceed(m, LimitKind::NumberDigits, limit)
        }
    })
}

/// The first limit the running evaluation exceeded, if any. Sticky: `can` and `try` use it
/// to tell an exhausted budget from an ordinary failure.
pub fn exceeded() -> Option<LimitExceeded> {
    if cfg!(hcl2_no_budget) {
        return None;
    }
    METER.with(|m| m.exceeded.get())
}

/// Records that a function implementation panicked (caught at the function boundary).
pub(crate) fn note_panic() {
    METER.with(|m| m.panicked.set(true));
}

/// Whether a function implementation panicked during the running evaluation.
pub fn panicked() -> bool {
    METER.with(|m| m.panicked.get())
}

thread_local! {
    static SILENCE: Cell<u32> = const { Cell::new(0) };
}

/// Runs `f`, catching a panic without letting the panic hook print it (the last resort
/// around function implementations; a panic there is a bug, reported as an error).
///
/// Built for fuzzing (`--cfg fuzzing`, as cargo-fuzz and `fuzz/run.sh` build), a panic is
/// not caught, so the fuzzer sees it as the crash it is.
pub(crate) fn catch_silently<R>(f: impl FnOnce() -> R) -> std::thread::Result<R> {
    if cfg!(fuzzing) {
        return Ok(f());
    }
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if SILENCE.with(|s| s.get()) == 0 {
                prev(info);
            }
        }));
    });
    SILENCE.with(|s| s.set(s.get() + 1));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    SILENCE.with(|s| s.set(s.get() - 1));
    if r.is_err() {
        note_panic();
    }
    r
}

/// Checks, without counting, that `n` more bytes of string fit in the budget (for a
/// function about to allocate its result; the result is counted when it is returned).
#[inline]
pub fn check_bytes(n: usize) -> Result<(), LimitExceeded> {
    if cfg!(hcl2_no_budget) {
        return Ok(());
    }
    METER.with(|m| {
        if m.depth.get() == 0 {
            return fresh_check(n as u64, DEFAULT_MAX_STRING_BYTES, LimitKind::StringBytes);
        }
        if n as u64 > m.bytes_left.get() {
            return Err(exceed(m, LimitKind::StringBytes, m.max.get().0));
        }
        Ok(())
    })
}

/// Checks, without counting, that `n` more collection elements fit in the budget.
#[inline]
pub fn check_elements(n: usize) -> Result<(), LimitExceeded> {
    if cfg!(hcl2_no_budget) {
        return Ok(());
    }
    METER.with(|m| {
        if m.depth.get() == 0 {
            return fresh_check(n as u64, DEFAULT_MAX_ELEMENTS, LimitKind::Elements);
        }
        if n as u64 > m.elems_left.get() {
            return Err(exceed(m, LimitKind::Elements, m.max.get().1));
        }
        Ok(())
    })
}

/// Checks that a result of `n` bytes, built from `parts`, fits: the product saturates
/// instead of overflowing.
pub fn check_bytes_product(n: usize, parts: usize) -> Result<(), LimitExceeded> {
    check_bytes(n.saturating_mul(parts))
}

/// Bytes of string the running evaluation may still build.
pub fn bytes_left() -> u64 {
    METER.with(|m| {
        if m.depth.get() == 0 {
            DEFAULT_MAX_STRING_BYTES
        } else {
            m.bytes_left.get()
        }
    })
}

/// Collection elements the running evaluation may still build.
pub fn elements_left() -> u64 {
    METER.with(|m| {
        if m.depth.get() == 0 {
            DEFAULT_MAX_ELEMENTS
        } else {
            m.elems_left.get()
        }
    })
}

/// The command-line flags that set limits (`hcl eval`, `hcldec`): `--max-string-bytes`,
/// `--max-elements`, `--max-steps`, `--max-number-digits`, `--timeout-ms`, each with `=N`
/// or the number as the next argument.
pub const FLAGS: &[&str] = &[
    "--max-string-bytes",
    "--max-elements",
    "--max-steps",
    "--max-number-digits",
    "--timeout-ms",
];

/// The command-line flags that set parse limits (`hcldec`): `--max-input-bytes` and
/// `--max-nesting`, each with `=N` or the number as the next argument. Separate from
/// [`FLAGS`] because only a program that parses with
/// [`body::parse_native_bytes`](crate::body::parse_native_bytes) (or another parse
/// function that takes a `&Limits`, or a [`Loader`](crate::Loader) with limits set)
/// honours them.
pub const PARSE_FLAGS: &[&str] = &["--max-input-bytes", "--max-nesting"];

/// [`apply_flag`] for the [`PARSE_FLAGS`].
pub fn apply_parse_flag(
    limits: &mut Limits,
    arg: &str,
    next: Option<&str>,
) -> Result<Option<usize>, String> {
    let Some((name, n, used)) = flag_value(PARSE_FLAGS, arg, next)? else {
        return Ok(None);
    };
    if name == "--max-input-bytes" {
        limits.max_input_bytes = n;
    } else {
        limits.max_nesting = n;
    }
    Ok(Some(used))
}

/// A flag of `flags` with its number: `(name, value, arguments used)`.
fn flag_value<'a>(
    flags: &[&str],
    arg: &'a str,
    next: Option<&str>,
) -> Result<Option<(&'a str, u64, usize)>, String> {
    let (name, value, used) = match arg.split_once('=') {
        Some((n, v)) if flags.contains(&n) => (n, v, 1),
        None if flags.contains(&arg) => match next {
            Some(v) => (arg, v, 2),
            None => return Err(format!("flag needs an argument: {arg}")),
        },
        _ => return Ok(None),
    };
    let n: u64 = value.parse().map_err(|_| {
        format!("invalid argument {value:?} for {name:?} flag: a whole number is required")
    })?;
    Ok(Some((name, n, used)))
}

/// Applies one limit flag to `limits`: `Ok(None)` when `arg` is not a limit flag,
/// `Ok(Some(consumed))` with the number of arguments used (1 or 2; `next` is the argument
/// after `arg`), `Err` for a missing or malformed number.
pub fn apply_flag(
    limits: &mut Limits,
    arg: &str,
    next: Option<&str>,
) -> Result<Option<usize>, String> {
    let Some((name, n, used)) = flag_value(FLAGS, arg, next)? else {
        return Ok(None);
    };
    match name {
        "--max-string-bytes" => limits.max_string_bytes = n,
        "--max-elements" => limits.max_elements = n,
        "--max-steps" => limits.max_steps = n,
        "--max-number-digits" => limits.max_number_digits = n,
        _ => {
            limits.deadline = Instant::now().checked_add(std::time::Duration::from_millis(n));
        }
    }
    Ok(Some(used))
}
