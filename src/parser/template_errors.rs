//! Syntax errors inside template directives (`%{ ... }`), reported the way
//! the reference's template parser reports them.
//!
//! The LALRPOP grammar rejects a template with a malformed directive as a
//! whole. The reference instead reads a template as a flat list of parts,
//! reports a malformed directive (and skips to its closing brace), keeps
//! reading the remaining parts, and then checks that the directives it kept
//! are balanced. This module replays that walk over the tokens of the
//! template the error is in, so one bad directive yields the reference's
//! diagnostics: the directive's own error plus, for instance, the `endfor`
//! that no longer has a `for`.

use super::body::BodyParser;
use super::{is_close, is_open};
use crate::diagnostic::{Diagnostic, Span};
use crate::lexer::{Spanned, Tok};

fn sp(t: Spanned) -> Span {
    Span::new(t.0, t.2)
}

/// A directive kept for the balance check.
#[derive(Clone, Copy)]
enum Ctrl {
    If(Span),
    For(Span),
    Else(Span),
    EndIf(Span),
    EndFor(Span),
}

fn is_name(t: Tok) -> bool {
    matches!(
        t,
        Tok::Ident
            | Tok::KwIf
            | Tok::KwFor
            | Tok::KwIn
            | Tok::KwElse
            | Tok::KwEndif
            | Tok::KwEndfor
    )
}

struct Walk<'p, 'a> {
    p: &'p mut BodyParser<'a>,
    term: Spanned,
    /// Once one directive error is reported, later ones are not (the
    /// reference's recovery mode), but the balance check still reports.
    quiet: bool,
    /// A directive error was found (reported or not).
    found: bool,
    diags: Vec<Diagnostic>,
}

impl Walk<'_, '_> {
    fn tok(&self, i: usize) -> Spanned {
        self.p.buf().get(i).copied().unwrap_or(self.term)
    }

    fn report(&mut self, summary: &str, detail: String, subject: Span, context: Option<Span>) {
        self.found = true;
        if self.quiet {
            return;
        }
        self.quiet = true;
        let f = self.p.file();
        let mut d = Diagnostic::error(summary, detail).with_subject(f.range(subject));
        if let Some(c) = context {
            d = d.with_context(f.range(c));
        }
        self.diags.push(d);
    }

    /// The index of the `}` ending the sequence whose content starts at
    /// `from`, counting nested `${`/`%{` as the reference's recovery does;
    /// `None` when the buffer ends first.
    fn seq_end(&self, from: usize) -> Option<usize> {
        let buf = self.p.buf();
        let mut nest = 0usize;
        for (i, t) in buf.iter().enumerate().skip(from) {
            match t.1 {
                Tok::TemplateInterp | Tok::TemplateControl => nest += 1,
                Tok::TemplateSeqEnd if nest == 0 => return Some(i),
                Tok::TemplateSeqEnd => nest -= 1,
                _ => {}
            }
        }
        None
    }

    /// The extent of the expression starting at `s` inside a sequence: the
    /// index of the first token after it (the sequence's closing brace when
    /// all is well). `None` when the expression itself is malformed.
    fn expr_end(&mut self, s: usize) -> Option<usize> {
        let buf = self.p.buf();
        let n = buf.len();
        let mut depth = 0usize;
        let mut r = n;
        for (i, t) in buf.iter().enumerate().skip(s) {
            if is_close(t.1) {
                if depth == 0 {
                    r = i;
                    break;
                }
                depth -= 1;
            } else if is_open(t.1) {
                depth += 1;
            }
        }
        if r == s {
            return None;
        }
        match self.p.try_parse_range(s, r) {
            Ok(()) => Some(r),
            Err(Some(m)) if m > s && m < r && self.p.try_parse_range(s, m).is_ok() => Some(m),
            Err(_) => None,
        }
    }

    /// Checks the token after a directive's content is its closing brace;
    /// returns the index to continue from.
    fn close(&mut self, at: usize, kw: &str, start: Span) -> Option<usize> {
        let t = self.tok(at);
        if t.1 == Tok::TemplateSeqEnd {
            return Some(at + 1);
        }
        self.report(
            &format!("Extra characters in {kw} marker"),
            "Expected a closing brace to end the sequence, but found extra characters.".into(),
            sp(t),
            Some(start.to(sp(t))),
        );
        self.seq_end(at).map(|i| i + 1)
    }
}

/// The reference's diagnostics for a template whose directives are
/// malformed, when the parse error at token `err` lies inside such a
/// template. `None` when the error is of another kind (the caller then maps
/// the parser error as usual).
pub fn directive_errors(
    p: &mut BodyParser<'_>,
    err: usize,
    term: Spanned,
    recovery: bool,
) -> Option<Vec<Diagnostic>> {
    let j = innermost_template(p, err)?;
    walk_template(p, j, err, term, recovery, None, None).map(|(ds, _)| ds)
}

/// After a parse error at token `err` inside the expression of an `if` or
/// `for` directive's header (reported by the caller): the reference keeps
/// that directive, skips to the end of its sequence and still checks the
/// balance of the template's directives ("Unexpected end of template" when
/// the file ends first, unexpected `else`/`endif`/`endfor`).
///
/// Likewise after "Extra characters after interpolation expression" (a
/// complete expression inside `${` followed by another token): the
/// reference's skip to the sequence's end stops at the first `}` closing a
/// sequence at its level (`${` and `%{` count, other braces do not), which
/// may be a `~}` or `}` the scanner read as code when a brace was open in
/// the interpolation; its template goes on from there, and a token that is
/// no template part then skips to the template's closing marker, where
/// the directives left open are reported.
pub fn broken_header_balance(
    p: &mut BodyParser<'_>,
    err: usize,
    term: Spanned,
) -> Option<Vec<Diagnostic>> {
    let buf = p.buf();
    let c = p.open_around(err.min(buf.len()))?;
    if buf[c].1 == Tok::TemplateInterp {
        if err <= c + 1
            || err >= buf.len()
            || !matches!(
                p.open_around(c).map(|j| buf[j].1),
                Some(Tok::OQuote | Tok::OHeredoc)
            )
            || p.try_parse_range(c + 1, err).is_err()
        {
            return None;
        }
        let j = p.open_around(c)?;
        return broken_walk(p, j, err, term, c);
    }
    if buf[c].1 != Tok::TemplateControl {
        return None;
    }
    let kw = buf.get(c + 1)?;
    let word = &p.src()[kw.0 as usize..kw.2 as usize];
    // (an error inside a bracket of the header recovers to that bracket's
    // end first: see `unclosed_at_eof` when that end is the file's)
    if !is_name(kw.1)
        || !matches!(word, "if" | "for")
        || err <= c + 1
        || p.open_around(err.min(buf.len())) != Some(c)
    {
        return None;
    }
    let j = innermost_template(p, err)?;
    broken_walk(p, j, err, term, c)
}

/// The walk of the template opened at `buf[j]` whose sequence `buf[c]`
/// broke at `err`, then of the templates around it ([`outward`]).
fn broken_walk(
    p: &mut BodyParser<'_>,
    j: usize,
    err: usize,
    term: Spanned,
    c: usize,
) -> Option<Vec<Diagnostic>> {
    let (mut ds, after) = walk_template(p, j, err, term, true, Some(c), None)?;
    outward(p, j, after, term, &mut ds);
    Some(ds)
}

/// After a parse error at token `err` inside a bracket whose recovery (the
/// reference's skip to the bracket's closer, counting only its own kind)
/// runs to the end of the file: every template around it is cut there, so
/// the reference reports each template's `if`/`for` directives left open
/// (the one whose header holds the bracket included) as "Unexpected end of
/// template" at `eof`, innermost template first, and the other
/// imbalances of the directives it read before.
pub fn unclosed_at_eof(p: &mut BodyParser<'_>, err: usize, eof: Span) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut child = err.min(p.buf().len());
    while let Some(j) = p.open_around(child) {
        if matches!(p.buf()[j].1, Tok::OQuote | Tok::OHeredoc) {
            let at_eof = (eof.lo, Tok::Eof, eof.hi);
            if let Some((ds, _)) = walk_template(p, j, err, at_eof, true, None, Some((child, eof)))
            {
                out.extend(ds);
            }
        }
        child = j;
    }
    out
}

/// After a bracket inside the `if`/`for` directive's header or the
/// interpolation opened at `buf[c]` recovered to its closer, the sequence's
/// expression having stopped before `buf[at]`: the reference skips from
/// there to the sequence's end (as after extra characters), keeps the
/// directive, and its template goes on; the balance of the template's
/// directives is checked as [`broken_header_balance`] does.
pub fn after_bracket_recovery(
    p: &mut BodyParser<'_>,
    c: usize,
    at: usize,
    term: Spanned,
) -> Vec<Diagnostic> {
    let buf = p.buf();
    let Some(j) = p.open_around(c) else {
        return Vec::new();
    };
    if !matches!(buf[j].1, Tok::OQuote | Tok::OHeredoc) || at <= c + 1 {
        return Vec::new();
    }
    if !sequence_kept(p, c) {
        return Vec::new();
    }
    broken_walk(p, j, at, term, c).unwrap_or_default()
}

/// The innermost quoted template or heredoc open around token `i`.
fn innermost_template(p: &BodyParser<'_>, i: usize) -> Option<usize> {
    let buf = p.buf();
    let mut j = p.open_around(i.min(buf.len()))?;
    while !matches!(buf[j].1, Tok::OQuote | Tok::OHeredoc) {
        j = p.open_around(j)?;
    }
    Some(j)
}

/// The reference's template walk (see [`directive_errors`]) over the
/// template opened at `buf[j]`; `broken`: the `%{` of a directive whose
/// header expression failed at `err`, or the `${` of an interpolation whose
/// expression is followed by extra characters at `err`; `until`: the walk
/// stops at that token (the directive there, if one, is kept open) and the
/// template ends at that span (the end of the file).
fn walk_template(
    p: &mut BodyParser<'_>,
    j: usize,
    err: usize,
    term: Spanned,
    recovery: bool,
    broken: Option<usize>,
    until: Option<(usize, Span)>,
) -> Option<(Vec<Diagnostic>, After)> {
    let buf = p.buf();
    let n = buf.len();
    let end_tok = if buf[j].1 == Tok::OQuote {
        Tok::CQuote
    } else {
        Tok::CHeredoc
    };
    // only templates with directives at their own level
    let mut k = j + 1;
    let mut has_ctrl = false;
    while k < n && buf[k].1 != end_tok {
        if buf[k].1 == Tok::TemplateControl {
            has_ctrl = true;
            break;
        }
        k = if is_open(buf[k].1) {
            p.close_of(k).map_or(n, |c| c + 1)
        } else {
            k + 1
        };
    }
    if !has_ctrl && broken.is_none() && until.is_none() {
        return None;
    }

    let mut w = Walk {
        p,
        term,
        quiet: recovery,
        found: false,
        diags: Vec::new(),
    };
    let mut ctrls: Vec<Ctrl> = Vec::new();
    let end_span;
    let after;
    let mut k = j + 1;
    loop {
        let t = w.tok(k);
        if let Some((c, eof)) = until.filter(|&(c, _)| k >= c) {
            let kw = w.tok(k + 1);
            if k == c && t.1 == Tok::TemplateControl && is_name(kw.1) {
                let s = sp(t).to(eof);
                match &w.p.src()[kw.0 as usize..kw.2 as usize] {
                    "if" => ctrls.push(Ctrl::If(s)),
                    "for" => ctrls.push(Ctrl::For(s)),
                    _ => {}
                }
            }
            w.found = true;
            end_span = eof;
            after = After::Eof;
            break;
        }
        if k >= n {
            if term.1 == Tok::Eof && !ctrls.is_empty() {
                // the file ends inside the template: the reference reports
                // that, then still checks the directives it read
                w.report(
                    "Unterminated template string",
                    "No closing marker was found for the string.".into(),
                    sp(term),
                    None,
                );
            }
            (end_span, after) = beyond_buffer(&w);
            break;
        }
        if t.1 == end_tok {
            end_span = sp(t);
            after = After::At(k);
            break;
        }
        match t.1 {
            Tok::TemplateLit => k += 1,
            Tok::TemplateInterp if broken == Some(k) => {
                w.found = true;
                k = w.seq_end(err).map_or(n, |e| e + 1);
            }
            Tok::TemplateInterp => {
                let close = w.p.close_of(k)?;
                if w.tok(close).1 != Tok::TemplateSeqEnd || close == k + 1 {
                    return None;
                }
                w.p.try_parse_range(k + 1, close).ok()?;
                k = close + 1;
            }
            Tok::TemplateControl if broken == Some(k) => {
                let start = sp(t);
                let is_if = &w.p.src()[w.tok(k + 1).0 as usize..w.tok(k + 1).2 as usize] == "if";
                let s = start.to(sp(w.tok(err)));
                ctrls.push(if is_if { Ctrl::If(s) } else { Ctrl::For(s) });
                w.found = true;
                k = w.seq_end(err).map_or(n, |e| e + 1);
            }
            Tok::TemplateControl => {
                let start = sp(t);
                let kw = w.tok(k + 1);
                if !is_name(kw.1) {
                    w.report(
                        "Invalid template directive",
                        "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.".into(),
                        sp(kw),
                        Some(start.to(sp(kw))),
                    );
                    match w.seq_end(k + 1) {
                        Some(e) => k = e + 1,
                        None => k = n,
                    }
                    continue;
                }
                let src = w.p.src();
                let word = &src[kw.0 as usize..kw.2 as usize];
                let next = match word {
                    "if" => {
                        let e = w.expr_end(k + 2)?;
                        ctrls.push(Ctrl::If(start.to(sp(w.tok(e)))));
                        w.close(e, word, start)
                    }
                    "else" | "endif" | "endfor" => {
                        let s = start.to(sp(w.tok(k + 2)));
                        ctrls.push(match word {
                            "else" => Ctrl::Else(s),
                            "endif" => Ctrl::EndIf(s),
                            _ => Ctrl::EndFor(s),
                        });
                        w.close(k + 2, word, start)
                    }
                    "for" => match for_header(&mut w, k + 2) {
                        Ok(s) => {
                            let e = w.expr_end(s)?;
                            ctrls.push(Ctrl::For(start.to(sp(w.tok(e)))));
                            w.close(e, word, start)
                        }
                        Err(resume) => resume,
                    },
                    _ => {
                        let hint = crate::diagnostic::suggest::name_suggestion(
                            word,
                            ["if", "for", "else", "endif", "endfor"],
                        )
                        .map(|s| format!(" Did you mean \"{s}\"?"))
                        .unwrap_or_default();
                        w.report(
                            "Invalid template control keyword",
                            format!("\"{word}\" is not a valid template control keyword.{hint}"),
                            sp(kw),
                            Some(start.to(sp(kw))),
                        );
                        w.seq_end(k + 1).map(|e| e + 1)
                    }
                };
                k = next.unwrap_or(n);
            }
            _ => {
                // anything else ends the template (a newline in a quoted
                // template, say): the reference skips to the closing quote
                w.report(
                    "Unterminated template string",
                    "No closing marker was found for the string.".into(),
                    sp(t),
                    None,
                );
                let mut nest = 0usize;
                let mut i = k;
                (end_span, after) = loop {
                    let Some(t) = w.p.buf().get(i).copied() else {
                        break beyond_buffer(&w);
                    };
                    if t.1 == end_tok {
                        if nest == 0 {
                            break (sp(t), After::At(i));
                        }
                        nest -= 1;
                    } else if t.1 == w.p.buf()[j].1 {
                        nest += 1;
                    }
                    i += 1;
                };
                break;
            }
        }
    }
    if !w.found {
        return None;
    }
    let mut pos = 0;
    while pos < ctrls.len() {
        balance(&mut w, &ctrls, &mut pos, end_span);
    }
    Some((w.diags, after))
}

/// Where the reference's parse goes on after a template walked by
/// [`walk_template`].
#[derive(Clone, Copy)]
enum After {
    /// After the template's closing marker, the buffer's token at this index.
    At(usize),
    /// Its skip ran to the end of the file.
    Eof,
    /// Past the buffer, somewhere this walk does not follow.
    Unknown,
}

/// The template runs past the buffer: the end of the file when the buffer
/// ends there or no `}` closing a sequence comes later (the reference's
/// skip to a sequence's end then consumes the rest of the file).
fn beyond_buffer(w: &Walk<'_, '_>) -> (Span, After) {
    if w.term.1 == Tok::Eof {
        return (sp(w.term), After::Eof);
    }
    if w.p.no_seq_end_later() {
        let len = w.p.src().len() as u32;
        return (Span::new(len, len), After::Eof);
    }
    (sp(w.term), After::Unknown)
}

/// After the template opened at `buf[j]` was walked (with its broken
/// sequence), the templates around it: a template that ends inside the
/// `if`/`for` header or the interpolation of an outer template leaves that
/// sequence's expression there, so the outer template is walked with that
/// sequence broken at the token after it (the reference skips to the
/// sequence's end if more follows); a template cut at the end of the file
/// cuts every template around it there.
fn outward(
    p: &mut BodyParser<'_>,
    mut j: usize,
    mut after: After,
    term: Spanned,
    out: &mut Vec<Diagnostic>,
) {
    loop {
        match after {
            After::Unknown => return,
            After::Eof => {
                let len = p.src().len() as u32;
                out.extend(unclosed_at_eof(p, j, Span::new(len, len)));
                return;
            }
            After::At(e) => {
                let Some(c) = p.open_around(j) else {
                    return;
                };
                if !sequence_kept(p, c) {
                    return;
                }
                let Some(jj) = p
                    .open_around(c)
                    .filter(|&jj| matches!(p.buf()[jj].1, Tok::OQuote | Tok::OHeredoc))
                else {
                    return;
                };
                match walk_template(p, jj, e + 1, term, true, Some(c), None) {
                    Some((ds, a)) => {
                        out.extend(ds);
                        j = jj;
                        after = a;
                    }
                    None => return,
                }
            }
        }
    }
}

/// Whether `buf[c]` opens an interpolation or an `if`/`for` directive (the
/// sequences the reference keeps when their expression fails).
fn sequence_kept(p: &BodyParser<'_>, c: usize) -> bool {
    let buf = p.buf();
    match buf[c].1 {
        Tok::TemplateInterp => true,
        Tok::TemplateControl => buf.get(c + 1).is_some_and(|kw| {
            is_name(kw.1) && matches!(&p.src()[kw.0 as usize..kw.2 as usize], "if" | "for")
        }),
        _ => false,
    }
}

/// `for K, V in`: returns the index after `in`, or (after reporting) where
/// to resume.
fn for_header(w: &mut Walk<'_, '_>, mut s: usize) -> Result<usize, Option<usize>> {
    let fail = |w: &mut Walk<'_, '_>, s: usize, detail: &str| {
        w.report("Invalid 'for' directive", detail.into(), sp(w.tok(s)), None);
        Err(w.seq_end(s).map(|e| e + 1))
    };
    if !is_name(w.tok(s).1) {
        return fail(w, s, "For directive requires variable name after 'for'.");
    }
    s += 1;
    if w.tok(s).1 == Tok::Comma {
        s += 1;
        if !is_name(w.tok(s).1) {
            return fail(
                w,
                s,
                "For directive requires value variable name after comma.",
            );
        }
        s += 1;
    }
    let t = w.tok(s);
    let is_in =
        t.1 == Tok::KwIn || (t.1 == Tok::Ident && &w.p.src()[t.0 as usize..t.2 as usize] == "in");
    if !is_in {
        return fail(w, s, "For directive requires 'in' keyword after names.");
    }
    Ok(s + 1)
}

/// The reference's balance check of the kept directives, from `pos`.
fn balance(w: &mut Walk<'_, '_>, ctrls: &[Ctrl], pos: &mut usize, end: Span) {
    let unbalanced = "The control directives within this template are unbalanced.";
    let c = ctrls[*pos];
    *pos += 1;
    let (is_if, open) = match c {
        Ctrl::If(s) => (true, s),
        Ctrl::For(s) => (false, s),
        Ctrl::Else(s) | Ctrl::EndIf(s) | Ctrl::EndFor(s) => {
            let name = match c {
                Ctrl::Else(_) => "else",
                Ctrl::EndIf(_) => "endif",
                _ => "endfor",
            };
            push(
                w,
                &format!("Unexpected {name} directive"),
                unbalanced.into(),
                s,
            );
            return;
        }
    };
    let at = w.p.file().range(open).to_string();
    let mut in_else = false;
    loop {
        let Some(&next) = ctrls.get(*pos) else {
            let what = if is_if { "if" } else { "for" };
            let close = if is_if { "endif" } else { "endfor" };
            push(
                w,
                "Unexpected end of template",
                format!(
                    "The {what} directive at {at} is missing its corresponding {close} directive."
                ),
                end,
            );
            return;
        };
        match next {
            // nested directives recurse as deep as the lexer lets them nest
            Ctrl::If(_) | Ctrl::For(_) => crate::depth::deep(|| balance(w, ctrls, pos, end)),
            Ctrl::Else(s) => {
                *pos += 1;
                if is_if && !in_else {
                    in_else = true;
                    continue;
                }
                let detail = if is_if {
                    format!("Already in the else clause for the if started at {at}.")
                } else {
                    "An else clause is not expected for a for directive.".to_string()
                };
                push(w, "Unexpected else directive", detail, s);
                return;
            }
            Ctrl::EndIf(s) => {
                *pos += 1;
                if !is_if {
                    let detail = format!(
                        "Expecting an endfor directive corresponding to the for directive at {at}."
                    );
                    push(w, "Unexpected endif directive", detail, s);
                }
                return;
            }
            Ctrl::EndFor(s) => {
                *pos += 1;
                if is_if {
                    let detail =
                        format!("Expecting an endif directive for the if started at {at}.");
                    push(w, "Unexpected endfor directive", detail, s);
                }
                return;
            }
        }
    }
}

fn push(w: &mut Walk<'_, '_>, summary: &str, detail: String, subject: Span) {
    let r = w.p.file().range(subject);
    w.diags
        .push(Diagnostic::error(summary, detail).with_subject(r));
}
