//! LALRPOP errors to diagnostics with the reference's summaries and subjects.

use super::body::BodyParser;
use super::{is_close, is_open};
use crate::diagnostic::{Diagnostic, DiagnosticKind, Span};
use crate::lexer::{Spanned, Tok};
use lalrpop_util::ParseError;

fn sp(t: Spanned) -> Span {
    Span::new(t.0, t.2)
}

/// The detail of "Missing false expression in conditional".
pub(super) const MISSING_FALSE_DETAIL: &str =
    "The conditional operator (...?...:...) requires a false expression, delimited by a colon.";

/// The detail of "Unterminated function call".
pub(super) const UNTERMINATED_CALL_DETAIL: &str = "There is no closing parenthesis for this function call before the end of the file. This may be caused by incorrect parenthesis nesting elsewhere in this file.";

/// The detail of "Extra characters after interpolation expression" (v2.24 wording).
pub(super) const EXTRA_AFTER_INTERP: &str = "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can happen when you include interpolation syntax for another language, such as shell scripting, but forget to escape the interpolation start token. If this is an embedded sequence for another language, escape it by starting with \"$${\" instead of just \"${\".";

fn diag(p: &BodyParser<'_>, summary: &str, detail: &str, subject: Span) -> Diagnostic {
    Diagnostic::error(summary, detail).with_subject(p.file().range(subject))
}

/// An attribute with nothing after its `=`.
pub fn missing_expression(p: &BodyParser<'_>, term: Spanned) -> Diagnostic {
    if term.1 == Tok::Eof {
        diag(
            p,
            "Missing expression",
            "Expected the start of an expression, but found the end of the file.",
            sp(term),
        )
    } else {
        diag(
            p,
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            sp(term),
        )
    }
}

/// The innermost bracket opened before token `i` and not closed by then.
pub(super) fn unmatched_open(buf: &[Spanned], i: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut j = i;
    while j > 0 {
        j -= 1;
        let t = buf[j].1;
        if is_close(t) {
            depth += 1;
        } else if is_open(t) {
            if depth == 0 {
                return Some(j);
            }
            depth -= 1;
        }
    }
    None
}

/// The first token of the name of the call whose `(` is `buf[open]` (a
/// namespaced name `ns::f` starts at its namespace).
pub(super) fn call_name_start(buf: &[Spanned], open: usize) -> usize {
    let mut k = open - 1;
    while k >= 2 && buf[k - 1].1 == Tok::DoubleColon && buf[k - 2].1 == Tok::Ident {
        k -= 2;
    }
    k
}

/// A dot ends `buf[..idx]`: the star of the attribute-only splat (`x.*.a`)
/// that dot continues, if it does.
fn splat_star(buf: &[Spanned], idx: usize) -> Option<Spanned> {
    let mut k = idx - 1;
    while k >= 2 && matches!(buf[k - 1].1, Tok::Ident | Tok::Number) && buf[k - 2].1 == Tok::Dot {
        k -= 2;
    }
    (k >= 1 && buf[k - 1].1 == Tok::Star).then(|| buf[k - 1])
}

/// Whether the token `tok` at `buf[idx]` (the end of the buffer: the token
/// after it) follows a dot of a traversal without being a name: the
/// reference reports that "Invalid attribute name" even in recovery mode
/// (unlike the same error inside an attribute-only splat).
pub(super) fn dot_without_name(buf: &[Spanned], idx: usize, tok: Tok) -> bool {
    idx > 0
        && idx <= buf.len()
        && buf[idx - 1].1 == Tok::Dot
        && !matches!(tok, Tok::Ident | Tok::Number | Tok::Star)
        && splat_star(buf, idx).is_none()
}

/// The bracket structure of a token buffer, found in one pass: the closer
/// of each opening token and the innermost bracket open before each
/// position, so that [`matching_close`] and [`unmatched_open`] take
/// constant time in the recovery walks that ask them at every level of a
/// deep nest (which would otherwise take time quadratic in the buffer).
pub(super) struct Brackets {
    /// For each token: the index of its closer, for an opening token
    /// closed in the buffer; [`NONE`] otherwise.
    close: Vec<u32>,
    /// For each position `0..=len`: the innermost bracket open before it.
    open_before: Vec<u32>,
}

/// No token.
const NONE: u32 = u32::MAX;

impl Brackets {
    pub(super) fn new(buf: &[Spanned]) -> Brackets {
        let mut close = vec![NONE; buf.len()];
        let mut open_before = Vec::with_capacity(buf.len() + 1);
        let mut stack: Vec<u32> = Vec::new();
        for (k, t) in buf.iter().enumerate() {
            open_before.push(stack.last().copied().unwrap_or(NONE));
            if is_open(t.1) {
                stack.push(k as u32);
            } else if is_close(t.1) {
                if let Some(o) = stack.pop() {
                    close[o as usize] = k as u32;
                }
            }
        }
        open_before.push(stack.last().copied().unwrap_or(NONE));
        Brackets { close, open_before }
    }

    /// The number of tokens of the buffer it was made for.
    pub(super) fn len(&self) -> usize {
        self.close.len()
    }

    /// [`matching_close`] of the buffer it was made for (`buf`).
    pub(super) fn matching_close(&self, buf: &[Spanned], j: usize) -> Option<usize> {
        match buf.get(j) {
            Some(t) if is_open(t.1) => {
                let c = self.close[j];
                (c != NONE).then_some(c as usize)
            }
            // (a token that opens nothing: the first unmatched closer after it)
            _ => matching_close(buf, j),
        }
    }

    /// [`unmatched_open`] of the buffer it was made for.
    pub(super) fn unmatched_open(&self, i: usize) -> Option<usize> {
        let o = self.open_before[i.min(self.close.len())];
        (o != NONE).then_some(o as usize)
    }
}

/// The token closing the bracket opened at `j`, if it is in the buffer.
pub(super) fn matching_close(buf: &[Spanned], j: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, t) in buf.iter().enumerate().skip(j + 1) {
        if is_open(t.1) {
            depth += 1;
        } else if is_close(t.1) {
            if depth == 0 {
                return Some(k);
            }
            depth -= 1;
        }
    }
    None
}

/// Whether `buf[from..to]` holds a colon outside brackets (and not one of
/// a conditional's: a `?` before it pairs with it).
fn level_colon(buf: &[Spanned], from: usize, to: usize) -> bool {
    let mut questions = 0usize;
    let mut k = from;
    while k < to.min(buf.len()) {
        let t = buf[k].1;
        if is_open(t) {
            match matching_close(buf, k) {
                Some(c) => k = c + 1,
                None => return false,
            }
            continue;
        }
        if t == Tok::Question {
            questions += 1;
        } else if t == Tok::Colon && questions > 0 {
            questions -= 1;
        } else if t == Tok::Colon {
            return true;
        }
        k += 1;
    }
    false
}

fn has(expected: &[String], s: &str) -> bool {
    expected.iter().any(|e| e.trim_matches('"') == s)
}

pub fn map_error(
    p: &mut BodyParser<'_>,
    err: ParseError<u32, Tok, ()>,
    term: Spanned,
) -> Diagnostic {
    let n = p.buf().len();
    let (idx, tok, expected) = match err {
        ParseError::UnrecognizedToken { token, expected } => {
            let i = p
                .buf()
                .iter()
                .position(|t| t.0 == token.0 && t.1 == token.1)
                .unwrap_or(n);
            (i, token, expected)
        }
        ParseError::UnrecognizedEof { expected, .. } => (n, term, expected),
        ParseError::ExtraToken { token } => {
            let i = p
                .buf()
                .iter()
                .position(|t| t.0 == token.0 && t.1 == token.1)
                .unwrap_or(n);
            (i, token, Vec::new())
        }
        ParseError::InvalidToken { location } => {
            (n, (location, Tok::Invalid, location), Vec::new())
        }
        ParseError::User { .. } => (n, term, Vec::new()),
    };
    let at_end = idx >= n;
    let subject = sp(tok);
    // a complete expression followed by more tokens: the reference reports
    // the missing newline (or, inside brackets, the bracket's own error)
    let open = unmatched_open(p.buf(), idx).map(|j| (j, p.buf()[j]));
    if open.is_none() && idx > 0 && !at_end && p.try_parse_prefix(idx) {
        if tok.1 == Tok::Comma {
            return diag(p, "Unexpected comma after argument", "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline.", subject);
        }
        return diag(
            p,
            "Missing newline after argument",
            "An argument definition must end with a newline.",
            subject,
        );
    }
    let eof = tok.1 == Tok::Eof;
    if tok.1 == Tok::QuotedNewline {
        return diag(
            p,
            "Unterminated template string",
            "No closing marker was found for the string.",
            subject,
        );
    }
    let prev = |k: usize| idx.checked_sub(k).and_then(|i| p.buf().get(i)).map(|t| t.1);
    if prev(1) == Some(Tok::Dot) && !matches!(tok.1, Tok::Ident | Tok::Number) {
        // inside an attribute-only splat (`x.*.a.b`) the reference points at
        // the splat's star, and a second star is its own error
        let star = splat_star(p.buf(), idx);
        if star.is_some() && tok.1 == Tok::Star {
            return diag(p, "Nested splat expression not allowed", "A splat expression (*) cannot be used inside another attribute-only splat expression.", subject);
        }
        if tok.1 != Tok::Star || star.is_some() {
            return diag(
                p,
                "Invalid attribute name",
                "An attribute name is required after a dot.",
                star.map(sp).unwrap_or(subject),
            );
        }
    }
    // namespaced function calls (upstream v2.20+): `ns::` then a name, `(`
    if prev(1) == Some(Tok::DoubleColon) && tok.1 != Tok::Ident {
        return diag(p, "Missing function name", "Function scope resolution symbol :: must be followed by a function name in this scope.", subject)
            .with_kind(DiagnosticKind::FunctionCallSyntax);
    }
    if prev(1) == Some(Tok::Ident)
        && prev(2) == Some(Tok::DoubleColon)
        && !matches!(tok.1, Tok::LParen | Tok::DoubleColon)
    {
        return diag(
            p,
            "Missing open parenthesis",
            "Function selector must be followed by an open parenthesis to begin the function call.",
            subject,
        )
        .with_kind(DiagnosticKind::FunctionCallSyntax);
    }
    // `[for "v" in ...]`, `{for k, 1 in ...}`: a name is required
    if let Some((j, o)) = open {
        let after_for = idx == j + 2 && p.buf()[j + 1].1 == Tok::KwFor;
        let after_comma =
            idx == j + 4 && p.buf()[j + 1].1 == Tok::KwFor && p.buf()[j + 3].1 == Tok::Comma;
        if matches!(o.1, Tok::LBrack | Tok::LBrace) && (after_for || after_comma) {
            let detail = if after_for {
                "For expression requires variable name after 'for'."
            } else {
                "For expression requires value variable name after comma."
            };
            return diag(p, "Invalid 'for' expression", detail, subject);
        }
    }
    let wants_expr = has(&expected, "ident") || has(&expected, "number");
    if wants_expr {
        if eof {
            return diag(
                p,
                "Missing expression",
                "Expected the start of an expression, but found the end of the file.",
                subject,
            );
        }
        return diag(
            p,
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            subject,
        );
    }
    // `f(x..., y)`: the reference points at the ellipsis
    if idx > 0 && idx <= n && p.buf()[idx - 1].1 == Tok::Ellipsis && has(&expected, ")") {
        return diag(p, "Missing closing parenthesis", "An expanded function argument (with ...) must be immediately followed by closing parentheses.", sp(p.buf()[idx - 1]));
    }
    // `x[*y]` and `x[0 y`: the reference's subject ends up at the token
    // where its recovery stopped (the matching bracket, or the end)
    if let Some((j, o)) = open {
        let is_for = p.buf().get(j + 1).is_some_and(|t| t.1 == Tok::KwFor);
        if is_for && matches!(o.1, Tok::LBrack | Tok::LBrace) {
            // where the header stops being what the reference expects:
            // the `in` after the names, the colon after the collection
            let buf = p.buf();
            let in_at = if buf.get(j + 3).is_some_and(|t| t.1 == Tok::Comma) {
                j + 5
            } else {
                j + 3
            };
            let (detail, kind) = if idx <= in_at {
                (
                    "For expression requires the 'in' keyword after its name declarations.",
                    DiagnosticKind::Other,
                )
            } else if !level_colon(buf, in_at + 1, idx) {
                (
                    "For expression requires a colon after the collection expression.",
                    DiagnosticKind::Other,
                )
            } else {
                (
                    "Extra characters after the end of the 'for' expression.",
                    DiagnosticKind::ForExtraCharacters,
                )
            };
            return diag(p, "Invalid 'for' expression", detail, subject).with_kind(kind);
        }
        if o.1 == Tok::LBrack && has(&expected, "]") && !has(&expected, ",") {
            let end = p.bracket_recovery_end(idx, term);
            if j + 1 < n && p.buf()[j + 1].1 == Tok::Star && idx == j + 2 {
                return diag(p, "Missing close bracket on splat index", "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").", end);
            }
            return diag(
                p,
                "Missing close bracket on index",
                "The index operator must end with a closing bracket (\"]\").",
                end,
            );
        }
    }
    if let Some((j, o)) = open {
        match o.1 {
            Tok::LBrack if eof && has(&expected, ",") => {
                return diag(p, "Unterminated tuple constructor expression", "There is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file.", sp(o));
            }
            Tok::LBrace if eof && (has(&expected, "}") || has(&expected, "=")) => {
                return diag(p, "Unterminated object constructor expression", "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.", sp(o));
            }
            Tok::LParen
                if eof && has(&expected, ",") && j > 0 && p.buf()[j - 1].1 == Tok::Ident =>
            {
                let name = sp(p.buf()[call_name_start(p.buf(), j)]);
                return diag(
                    p,
                    "Unterminated function call",
                    UNTERMINATED_CALL_DETAIL,
                    name.to(sp(o)),
                )
                .with_kind(DiagnosticKind::FunctionCallSyntax);
            }
            Tok::TemplateInterp | Tok::TemplateControl if has(&expected, "seqend") => {
                if eof || matches!(tok.1, Tok::OQuote | Tok::CQuote) {
                    // the reference points at the start of the template's content
                    if let Some(k) = unmatched_open(p.buf(), j) {
                        let q = p.buf()[k];
                        if q.1 == Tok::OQuote || q.1 == Tok::OHeredoc || eof {
                            let first = p.buf().get(k + 1).copied().map(sp).unwrap_or(sp(tok));
                            if eof || q.1 == Tok::OQuote {
                                let detail = if eof {
                                    "There is no closing brace for this interpolation sequence before the end of the file. This might be caused by incorrect nesting inside the given expression."
                                } else {
                                    "There is no closing brace for this interpolation sequence before the end of the quoted template. This might be caused by incorrect nesting inside the given expression."
                                };
                                return diag(
                                    p,
                                    "Unclosed template interpolation sequence",
                                    detail,
                                    first,
                                )
                                .with_kind(DiagnosticKind::UnclosedInterpolation);
                            }
                        }
                    } else if eof {
                        let first = p.buf().first().copied().map(sp).unwrap_or(sp(tok));
                        return diag(p, "Unclosed template interpolation sequence", "There is no closing brace for this interpolation sequence before the end of the file. This might be caused by incorrect nesting inside the given expression.", first)
                            .with_kind(DiagnosticKind::UnclosedInterpolation);
                    }
                }
                if tok.1 == Tok::Colon {
                    return diag(p, "Extra characters after interpolation expression", "Template interpolation doesn't expect a colon at this location. Did you intend this to be a literal sequence to be processed as part of another language? If so, you can escape it by starting with \"$${\" instead of just \"${\".", subject);
                }
                return diag(
                    p,
                    "Extra characters after interpolation expression",
                    EXTRA_AFTER_INTERP,
                    subject,
                );
            }
            Tok::OQuote | Tok::OHeredoc
                if has(&expected, "cquote") || has(&expected, "cheredoc") || eof =>
            {
                return diag(
                    p,
                    "Unterminated template string",
                    "No closing marker was found for the string.",
                    subject,
                );
            }
            _ => {}
        }
    }
    if has(&expected, "ident") || has(&expected, "number") {
        if eof {
            return diag(
                p,
                "Missing expression",
                "Expected the start of an expression, but found the end of the file.",
                subject,
            );
        }
        return diag(
            p,
            "Invalid expression",
            "Expected the start of an expression, but found an invalid expression token.",
            subject,
        );
    }
    if has(&expected, "=") && has(&expected, ":") {
        if matches!(tok.1, Tok::Newline | Tok::Comma) {
            return diag(
                p,
                "Missing attribute value",
                "Expected an attribute value, introduced by an equals sign (\"=\").",
                subject,
            );
        }
        return diag(
            p,
            "Missing key/value separator",
            "Expected an equals sign (\"=\") to mark the beginning of the attribute value.",
            subject,
        );
    }
    if has(&expected, "}") && has(&expected, "nl") {
        return diag(
            p,
            "Missing attribute separator",
            "Expected a newline or comma to mark the beginning of the next attribute.",
            subject,
        );
    }
    if has(&expected, "]") && has(&expected, ",") {
        return diag(
            p,
            "Missing item separator",
            "Expected a comma to mark the beginning of the next item.",
            subject,
        );
    }
    if has(&expected, ")") && has(&expected, ",") {
        return diag(
            p,
            "Missing argument separator",
            "A comma is required to separate each function argument from the next.",
            subject,
        )
        .with_kind(DiagnosticKind::FunctionCallSyntax);
    }
    if has(&expected, ")") {
        return diag(
            p,
            "Unbalanced parentheses",
            "Expected a closing parenthesis to terminate the expression.",
            subject,
        )
        .with_kind(DiagnosticKind::UnbalancedParentheses);
    }
    if has(&expected, "]") {
        let end = p.bracket_recovery_end(idx, term);
        return diag(
            p,
            "Missing close bracket on index",
            "The index operator must end with a closing bracket (\"]\").",
            end,
        );
    }
    if has(&expected, ":") && has(&expected, "in") {
        return diag(
            p,
            "Invalid 'for' expression",
            "For expression requires a colon after the collection expression.",
            subject,
        );
    }
    if has(&expected, "in") {
        return diag(
            p,
            "Invalid 'for' expression",
            "For expression requires the 'in' keyword after its name declarations.",
            subject,
        );
    }
    if has(&expected, ":") {
        return diag(
            p,
            "Missing false expression in conditional",
            MISSING_FALSE_DETAIL,
            subject,
        )
        .with_kind(DiagnosticKind::MissingFalseExpression);
    }
    if has(&expected, "seqend") {
        return diag(
            p,
            "Extra characters after interpolation expression",
            EXTRA_AFTER_INTERP,
            subject,
        );
    }
    let _ = p.src();
    diag(
        p,
        "Invalid expression",
        "Expected the start of an expression, but found an invalid expression token.",
        subject,
    )
}

/// After a quoted template was abandoned at the token starting at `at`,
/// the `if`/`for` directives it opened before that point and never closed,
/// reported as the reference's template parser does: innermost first, at
/// the closing quote its recovery stopped on.
pub fn unclosed_directives(p: &BodyParser<'_>, at: u32, term: Spanned) -> Vec<Diagnostic> {
    let buf = p.buf();
    let Some(idx) = buf
        .iter()
        .position(|t| t.0 == at && t.1 == Tok::QuotedNewline)
    else {
        return Vec::new();
    };
    let Some(j) = unmatched_open(buf, idx) else {
        return Vec::new();
    };
    if buf[j].1 != Tok::OQuote {
        return Vec::new();
    }
    let end = matching_close(buf, j)
        .map(|k| sp(buf[k]))
        .unwrap_or(sp(term));
    directives_open_before(p, j, idx, end)
}

/// After an interpolation left open at the end of the file, the `if`/`for`
/// directives of the template around it that were never closed, reported
/// at the end of the file as the reference's template parser does.
pub fn unclosed_directives_at_eof(p: &BodyParser<'_>, term: Spanned) -> Vec<Diagnostic> {
    let buf = p.buf();
    let idx = buf.len();
    let mut level = unmatched_open(buf, idx);
    while let Some(j) = level {
        match buf[j].1 {
            Tok::TemplateInterp | Tok::TemplateControl => level = unmatched_open(buf, j),
            Tok::OQuote | Tok::OHeredoc => return directives_open_before(p, j, idx, sp(term)),
            _ => return Vec::new(),
        }
    }
    Vec::new()
}

/// The `if`/`for` directives opened in the template starting at `buf[j]`
/// before `buf[idx]` and not closed by then, innermost first, as
/// "Unexpected end of template" at `end`.
fn directives_open_before(p: &BodyParser<'_>, j: usize, idx: usize, end: Span) -> Vec<Diagnostic> {
    let buf = p.buf();
    let mut open: Vec<(bool, Span)> = Vec::new();
    let mut k = j + 1;
    while k < idx {
        let t = buf[k];
        if t.1 == Tok::TemplateControl {
            let close = matching_close(buf, k).unwrap_or(idx).min(idx);
            let whole = sp(t).to(sp(buf[close]));
            match buf.get(k + 1).map(|t| t.1) {
                Some(Tok::KwIf) => open.push((true, whole)),
                Some(Tok::KwFor) => open.push((false, whole)),
                Some(Tok::KwEndif | Tok::KwEndfor) => {
                    open.pop();
                }
                _ => {}
            }
            k = close + 1;
            continue;
        }
        if is_open(t.1) {
            k = matching_close(buf, k).map_or(idx, |c| c + 1);
            continue;
        }
        k += 1;
    }
    open.iter()
        .rev()
        .map(|(is_if, s)| {
            let at = p.file().range(*s).to_string();
            let detail = if *is_if {
                format!("The if directive at {at} is missing its corresponding endif directive.")
            } else {
                format!("The for directive at {at} is missing its corresponding endfor directive.")
            };
            Diagnostic::error("Unexpected end of template", detail)
                .with_subject(p.file().range(end))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table answers as the scans do, at every position of every
    /// buffer of up to eight tokens drawn from two openers, two closers and
    /// a plain token (unmatched closers, unclosed openers, mixed kinds).
    #[test]
    fn brackets_table_matches_the_scans() {
        let kinds = [
            Tok::LParen,
            Tok::TemplateInterp,
            Tok::RParen,
            Tok::TemplateSeqEnd,
            Tok::Ident,
        ];
        let mut checked = 0usize;
        for len in 0..=8u32 {
            for code in 0..5u32.pow(len) {
                let mut c = code;
                let buf: Vec<Spanned> = (0..len)
                    .map(|i| {
                        let t = kinds[(c % 5) as usize];
                        c /= 5;
                        (i, t, i + 1)
                    })
                    .collect();
                let b = Brackets::new(&buf);
                for j in 0..buf.len() {
                    assert_eq!(
                        b.matching_close(&buf, j),
                        matching_close(&buf, j),
                        "{buf:?} {j}"
                    );
                }
                for i in 0..=buf.len() {
                    assert_eq!(b.unmatched_open(i), unmatched_open(&buf, i), "{buf:?} {i}");
                }
                checked += 1;
            }
        }
        assert_eq!(checked, (0..=8).map(|n| 5usize.pow(n)).sum::<usize>());
    }
}
