//! Template fix-ups after parsing: escape decoding, strip markers (`~`),
//! `<<-` de-indentation and the nesting of `if`/`for` directives, done the
//! way the reference does them (on its literal-token granularity).

use super::actions::{Ctx, RawDirective, RawPart};
use crate::ast::*;
use crate::diagnostic::Span;
use unicode_segmentation::UnicodeSegmentation;

/// A template item before directives are nested (kept on `Ctx::flats`).
pub(crate) enum Flat {
    Lit {
        value: SmolStr,
        span: Span,
    },
    Interp {
        expr: Expr,
        span: Span,
    },
    If {
        cond: Expr,
        span: Span,
    },
    For {
        key: Option<Ident>,
        value: Ident,
        coll: Expr,
        span: Span,
    },
    Else(Span),
    Endif(Span),
    Endfor(Span),
    End(Span),
}

fn has_tilde_open(src: &str, s: Span) -> bool {
    s.len() == 3 && src.as_bytes()[s.lo as usize + 2] == b'~'
}

fn has_tilde_close(src: &str, s: Span) -> bool {
    s.len() == 2 && src.as_bytes()[s.lo as usize] == b'~'
}

/// Whether [`decode_literal`] of a quoted literal's `text` reports
/// nothing: every backslash starts a valid escape.
pub(crate) fn escapes_valid_quoted(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(k) = b[i..].iter().position(|&c| c == b'\\') {
        let at = i + k;
        i = match b.get(at + 1) {
            Some(b'n' | b'r' | b't' | b'"' | b'\\') => at + 2,
            Some(&sel @ (b'u' | b'U')) => {
                let max = if sel == b'u' { 4 } else { 8 };
                let hex = &b[at + 2..];
                if hex.len() < max || !hex[..max].iter().all(u8::is_ascii_hexdigit) {
                    return false;
                }
                let n = u32::from_str_radix(&text[at + 2..at + 2 + max], 16).unwrap_or(u32::MAX);
                if char::from_u32(n).is_none() {
                    return false;
                }
                at + 2 + max
            }
            _ => return false,
        };
    }
    true
}

/// Decode one literal token's text (up to 23 bytes of it without allocating).
pub fn decode_literal(ctx: &mut Ctx, text: &str, base: u32, quoted: bool) -> SmolStr {
    if text == "$${" || text == "%%{" {
        return SmolStr::new(&text[1..]);
    }
    if !quoted || !text.contains('\\') {
        return super::actions::smol(text);
    }
    let mut out = smol_str::SmolStrBuilder::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            let j = text[i..].find('\\').map_or(b.len(), |k| i + k);
            out.push_str(&text[i..j]);
            i = j;
            continue;
        }
        let start = i;
        if i + 1 >= b.len() {
            ctx.error(
                "Invalid escape sequence",
                "Backslash must be followed by an escape sequence selector character.",
                Span::new(base + start as u32, base + b.len() as u32),
            );
            out.push('\\');
            break;
        }
        let sel = b[i + 1];
        match sel {
            b'n' => out.push('\n'),
            b'r' => out.push('\r'),
            b't' => out.push('\t'),
            b'"' => out.push('"'),
            b'\\' => out.push('\\'),
            b'u' | b'U' => {
                let max = if sel == b'u' { 4 } else { 8 };
                let mut j = i + 2;
                while j < b.len() && j < i + 2 + max && b[j].is_ascii_hexdigit() {
                    j += 1;
                }
                let esc = Span::new(base + start as u32, base + j as u32);
                if j - (i + 2) != max {
                    let detail = if sel == b'u' {
                        "The \\u escape sequence must be followed by four hexadecimal digits."
                    } else {
                        "The \\U escape sequence must be followed by eight hexadecimal digits."
                    };
                    ctx.error("Invalid escape sequence", detail, esc);
                    out.push_str(&text[i..j]);
                    i = j;
                    continue;
                }
                let n = u32::from_str_radix(&text[i + 2..j], 16).unwrap_or(u32::MAX);
                match char::from_u32(n) {
                    Some(c) => out.push(c),
                    None => {
                        ctx.error(
                            "Invalid escape sequence",
                            format!("Cannot encode character U+{n:04x} in UTF-8."),
                            esc,
                        );
                        out.push_str(&text[i..j]);
                    }
                }
                i = j;
                continue;
            }
            _ => {
                let c = text[i + 1..].chars().next().expect("non-empty");
                let end = i + 1 + c.len_utf8();
                ctx.error(
                    "Invalid escape sequence",
                    format!(
                        "The symbol {:?} is not a valid escape sequence selector.",
                        c.to_string()
                    ),
                    Span::new(base + start as u32, base + end as u32),
                );
                out.push(c);
                i = end;
                continue;
            }
        }
        i += 2;
    }
    out.finish()
}

/// Which kind of template a body of parts comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TemplateKind {
    /// `"..."`: backslash escapes are decoded.
    Quoted,
    /// `<<EOT` (or `<<-EOT` when `flush`): only `$${` and `%%{` are unescaped.
    Heredoc { flush: bool },
    /// A whole input in template mode: unescaped like a heredoc.
    Bare,
}

/// Build a template from its raw parts, which start at `start` on
/// `ctx.parts` (or none, for [`EMPTY`](super::actions::EMPTY)). `content`
/// is the span between the delimiters; `end` is the closing delimiter (for
/// unbalanced-directive errors).
pub fn build(
    src: &str,
    ctx: &mut Ctx,
    start: u32,
    content: Span,
    end: Span,
    kind: TemplateKind,
) -> Template {
    let mut buf = std::mem::take(&mut ctx.parts);
    let from = if start == super::actions::EMPTY {
        buf.len()
    } else {
        start as usize
    };
    let t = build_from(src, ctx, buf.drain(from..), content, end, kind);
    ctx.parts = buf;
    t
}

/// The template of a plain quoted string `s` (quotes included; see
/// `Tok::QuotedLit`): one literal part, its text as it stands, or for
/// `""` the empty literal just after the closing quote that [`build`]
/// stands in for an empty template.
pub fn plain_quoted(src: &str, s: Span) -> Template {
    let content = Span::new(s.lo + 1, s.hi - 1);
    let (value, span) = if content.is_empty() {
        (SmolStr::default(), Span::new(s.hi, s.hi))
    } else {
        (super::actions::smol_span(src, content), content)
    };
    Template {
        parts: NodeSlice::one(TemplatePart::Literal { value, span }),
        span: content,
    }
}

/// Whether a literal token's text is its own value (nothing to decode).
fn plain_literal(text: &str, quoted: bool) -> bool {
    !(quoted && text.contains('\\')) && text != "$${" && text != "%%{"
}

fn build_from(
    src: &str,
    ctx: &mut Ctx,
    raw: std::vec::Drain<'_, RawPart>,
    content: Span,
    end: Span,
    kind: TemplateKind,
) -> Template {
    let flush = matches!(kind, TemplateKind::Heredoc { flush: true });
    let quoted = kind == TemplateKind::Quoted;
    // fast path: literals needing no decoding, trimming or de-indenting and
    // interpolations without strip markers, as the general path would
    // build them (one literal part per literal token)
    let simple = !flush
        && raw.len() > 0
        && !raw
            .as_slice()
            .windows(2)
            .any(|w| matches!(w, [RawPart::Lit(_), RawPart::Lit(_)]))
        && raw.as_slice().iter().all(|p| match p {
            RawPart::Lit(sp) => plain_literal(&src[sp.lo as usize..sp.hi as usize], quoted),
            RawPart::Interp { open, close, .. } => {
                !has_tilde_open(src, *open) && !has_tilde_close(src, *close)
            }
            RawPart::Directive { .. } => false,
        });
    if simple {
        let part = |p: RawPart| match p {
            RawPart::Lit(sp) => TemplatePart::Literal {
                value: super::actions::smol_span(src, sp),
                span: sp,
            },
            RawPart::Interp { expr, open, close } => TemplatePart::Interp {
                expr,
                span: open.to(close),
            },
            RawPart::Directive { .. } => unreachable!("checked above"),
        };
        return Template {
            parts: NodeSlice::from_exact_iter(raw.map(part)),
            span: content,
        };
    }
    let mut flat = std::mem::take(&mut ctx.flats);
    flat.reserve(raw.len() + 1);
    let mut ltrim_next = false;
    let mut next_can_trim_prev = false;
    for p in raw {
        let ltrim = std::mem::take(&mut ltrim_next);
        let can_trim_prev = std::mem::take(&mut next_can_trim_prev);
        let trim_prev = |flat: &mut Vec<Flat>, open: Span| {
            if can_trim_prev && has_tilde_open(src, open) {
                if let Some(Flat::Lit { value, .. }) = flat.last_mut() {
                    if value.trim_end().len() != value.len() {
                        *value = SmolStr::new(value.trim_end());
                    }
                }
            }
        };
        match p {
            RawPart::Lit(s) => {
                let text = &src[s.lo as usize..s.hi as usize];
                let mut value = decode_literal(ctx, text, s.lo, quoted);
                if ltrim && value.trim_start().len() != value.len() {
                    value = SmolStr::new(value.trim_start());
                }
                flat.push(Flat::Lit { value, span: s });
                next_can_trim_prev = true;
            }
            RawPart::Interp { expr, open, close } => {
                trim_prev(&mut flat, open);
                ltrim_next = has_tilde_close(src, close);
                flat.push(Flat::Interp {
                    expr,
                    span: open.to(close),
                });
            }
            RawPart::Directive { dir, open, close } => {
                trim_prev(&mut flat, open);
                ltrim_next = has_tilde_close(src, close);
                let span = open.to(close);
                flat.push(match dir {
                    RawDirective::If(cond) => Flat::If { cond, span },
                    RawDirective::Else => Flat::Else(span),
                    RawDirective::Endif => Flat::Endif(span),
                    RawDirective::For(b) => {
                        let (key, value, coll) = *b;
                        Flat::For {
                            key,
                            value,
                            coll,
                            span,
                        }
                    }
                    RawDirective::Endfor => Flat::Endfor(span),
                });
            }
        }
    }
    if flat.is_empty() {
        // The reference stands an empty literal in for an empty template,
        // placed just after the closing delimiter.
        flat.push(Flat::Lit {
            value: SmolStr::default(),
            span: Span::new(end.hi, end.hi),
        });
    }
    if flush {
        dedent(&mut flat);
    }
    meld_literals(&mut flat);
    flat.push(Flat::End(end));
    let parts = nest(ctx, &mut flat);
    ctx.flats = flat;
    // a lone interpolation (`Template::wrap`) is one `Interp` part exactly
    // when `flat` was
    Template {
        parts: NodeSlice::from_vec(parts),
        span: content,
    }
}

/// Joins consecutive literal parts into one (after trimming and
/// de-indenting), as the reference does since v2.19 (hcl #584): a quoted
/// `"50%x"` or `"a$b"` is one literal, so an error about it covers all of it.
fn meld_literals(flat: &mut Vec<Flat>) {
    if !flat
        .windows(2)
        .any(|w| matches!(w, [Flat::Lit { .. }, Flat::Lit { .. }]))
    {
        return;
    }
    let mut out: Vec<Flat> = Vec::with_capacity(flat.len());
    for f in flat.drain(..) {
        if let (
            Some(Flat::Lit { value, span }),
            Flat::Lit {
                value: v2,
                span: s2,
            },
        ) = (out.last_mut(), &f)
        {
            let mut joined = String::with_capacity(value.len() + v2.len());
            joined.push_str(value);
            joined.push_str(v2);
            *value = SmolStr::new(joined);
            span.hi = s2.hi;
            continue;
        }
        out.push(f);
    }
    *flat = out;
}

fn dedent(flat: &mut [Flat]) {
    // a literal at the start of a line, unless it is a blank line: the
    // lines that set the indentation and lose it
    fn indented(value: &str) -> bool {
        !(value.trim_start().is_empty() && value.ends_with('\n'))
    }
    let mut min = usize::MAX;
    let mut newline = true;
    for t in flat.iter() {
        if std::mem::take(&mut newline) {
            let spaces = match t {
                Flat::Lit { value, .. } if !indented(value) => usize::MAX,
                Flat::Lit { value, .. } => {
                    let ws = &value[..value.len() - value.trim_start().len()];
                    ws.graphemes(true).count()
                }
                _ => 0,
            };
            min = min.min(spaces);
        }
        if let Flat::Lit { value, .. } = t {
            newline = value.ends_with('\n');
        }
    }
    if min == usize::MAX {
        return;
    }
    // cutting at most the leading whitespace keeps each literal's final
    // newline, so this pass sees the same line starts
    let mut newline = true;
    for t in flat.iter_mut() {
        if let Flat::Lit { value, span } = t {
            if std::mem::take(&mut newline) && indented(value) {
                let cut: usize = value.graphemes(true).take(min).map(str::len).sum();
                *value = SmolStr::new(&value[cut..]);
                span.lo += cut as u32;
            }
            newline = value.ends_with('\n');
        } else {
            newline = false;
        }
    }
}

fn empty_lit(at: u32) -> TemplatePart {
    TemplatePart::Literal {
        value: SmolStr::default(),
        span: Span::new(at, at),
    }
}

fn placeholder(span: Span) -> TemplatePart {
    TemplatePart::Literal {
        value: SmolStr::default(),
        span,
    }
}

fn part_span(p: &TemplatePart) -> Span {
    match p {
        TemplatePart::Literal { span, .. } | TemplatePart::Interp { span, .. } => *span,
        TemplatePart::If(i) => i.span,
        TemplatePart::For(f) => f.span,
    }
}

fn sub_template(parts: Vec<TemplatePart>) -> Template {
    let span = part_span(&parts[0]).to(part_span(&parts[parts.len() - 1]));
    Template {
        parts: NodeSlice::from_vec(parts),
        span,
    }
}

enum Open {
    If {
        cond: Expr,
        if_span: Span,
        then_parts: Vec<TemplatePart>,
        else_part: Option<(Span, Vec<TemplatePart>)>,
    },
    For {
        key: Option<Ident>,
        value: Ident,
        coll: Expr,
        for_span: Span,
        body: Vec<TemplatePart>,
    },
}

impl Open {
    fn parts(&mut self) -> &mut Vec<TemplatePart> {
        match self {
            Open::If {
                then_parts,
                else_part: None,
                ..
            } => then_parts,
            Open::If {
                else_part: Some((_, e)),
                ..
            } => e,
            Open::For { body, .. } => body,
        }
    }
}

/// Nest `if`/`for` directives with an explicit stack (any depth), with the
/// reference's diagnostics for unbalanced directives.
fn nest(ctx: &mut Ctx, flat: &mut Vec<Flat>) -> Vec<TemplatePart> {
    // without directives (the usual case) every item but the end marker
    // is a root part: allocate for exactly that many
    let mut root: Vec<TemplatePart> = Vec::with_capacity(flat.len() - 1);
    let mut stack: Vec<Open> = Vec::new();
    fn current<'a>(
        root: &'a mut Vec<TemplatePart>,
        stack: &'a mut [Open],
    ) -> &'a mut Vec<TemplatePart> {
        match stack.last_mut() {
            Some(o) => o.parts(),
            None => root,
        }
    }
    const UNBALANCED: &str = "The control directives within this template are unbalanced.";
    for t in flat.drain(..) {
        match t {
            Flat::Lit { value, span } => {
                current(&mut root, &mut stack).push(TemplatePart::Literal { value, span })
            }
            Flat::Interp { expr, span } => {
                current(&mut root, &mut stack).push(TemplatePart::Interp { expr, span })
            }
            Flat::If { cond, span } => stack.push(Open::If {
                cond,
                if_span: span,
                then_parts: Vec::new(),
                else_part: None,
            }),
            Flat::For {
                key,
                value,
                coll,
                span,
            } => stack.push(Open::For {
                key,
                value,
                coll,
                for_span: span,
                body: Vec::new(),
            }),
            Flat::Else(s) => match stack.last_mut() {
                Some(Open::If {
                    else_part: e @ None,
                    ..
                }) => *e = Some((s, Vec::new())),
                Some(Open::If { if_span, .. }) => {
                    let at = ctx.range_str(*if_span);
                    ctx.error(
                        "Unexpected else directive",
                        format!("Already in the else clause for the if started at {at}."),
                        s,
                    );
                    stack.pop();
                    current(&mut root, &mut stack).push(placeholder(s));
                }
                Some(Open::For { .. }) => {
                    ctx.error(
                        "Unexpected else directive",
                        "An else clause is not expected for a for directive.",
                        s,
                    );
                    stack.pop();
                    current(&mut root, &mut stack).push(placeholder(s));
                }
                None => {
                    ctx.error("Unexpected else directive", UNBALANCED, s);
                    root.push(placeholder(s));
                }
            },
            Flat::Endif(s) => match stack.pop() {
                Some(Open::If {
                    cond,
                    if_span,
                    then_parts,
                    else_part,
                }) => {
                    let part = finish_if(cond, if_span, then_parts, else_part, s);
                    current(&mut root, &mut stack).push(part);
                }
                Some(Open::For { for_span, .. }) => {
                    let at = ctx.range_str(for_span);
                    ctx.error(
                        "Unexpected endif directive",
                        format!("Expecting an endfor directive corresponding to the for directive at {at}."),
                        s,
                    );
                    current(&mut root, &mut stack).push(placeholder(s));
                }
                None => {
                    ctx.error("Unexpected endif directive", UNBALANCED, s);
                    root.push(placeholder(s));
                }
            },
            Flat::Endfor(s) => match stack.pop() {
                Some(Open::For {
                    key,
                    value,
                    coll,
                    for_span,
                    mut body,
                }) => {
                    if body.is_empty() {
                        body.push(empty_lit(for_span.hi));
                    }
                    let part = TemplatePart::For(Node::new(TemplateFor {
                        key_var: key,
                        value_var: value,
                        collection: coll,
                        body: sub_template(body),
                        for_span,
                        endfor_span: s,
                        span: for_span.to(s),
                    }));
                    current(&mut root, &mut stack).push(part);
                }
                Some(Open::If { if_span, .. }) => {
                    let at = ctx.range_str(if_span);
                    ctx.error(
                        "Unexpected endfor directive",
                        format!("Expecting an endif directive for the if started at {at}."),
                        s,
                    );
                    current(&mut root, &mut stack).push(placeholder(s));
                }
                None => {
                    ctx.error("Unexpected endfor directive", UNBALANCED, s);
                    root.push(placeholder(s));
                }
            },
            Flat::End(s) => {
                while let Some(o) = stack.pop() {
                    match o {
                        Open::If { if_span, .. } => {
                            let at = ctx.range_str(if_span);
                            ctx.error(
                                "Unexpected end of template",
                                format!("The if directive at {at} is missing its corresponding endif directive."),
                                s,
                            );
                        }
                        Open::For { for_span, .. } => {
                            let at = ctx.range_str(for_span);
                            ctx.error(
                                "Unexpected end of template",
                                format!("The for directive at {at} is missing its corresponding endfor directive."),
                                s,
                            );
                        }
                    }
                    current(&mut root, &mut stack).push(placeholder(s));
                }
            }
        }
    }
    root
}

fn finish_if(
    cond: Expr,
    if_span: Span,
    mut then_parts: Vec<TemplatePart>,
    else_part: Option<(Span, Vec<TemplatePart>)>,
    endif_span: Span,
) -> TemplatePart {
    if then_parts.is_empty() {
        then_parts.push(empty_lit(if_span.hi));
    }
    let (else_span, else_template) = match else_part {
        Some((es, parts)) if parts.is_empty() => {
            (Some(es), Some(sub_template(vec![empty_lit(endif_span.lo)])))
        }
        Some((es, parts)) => (Some(es), Some(sub_template(parts))),
        None => (None, None),
    };
    TemplatePart::If(Node::new(TemplateIf {
        condition: cond,
        then_template: sub_template(then_parts),
        else_template,
        if_span,
        else_span,
        endif_span,
        span: if_span.to(endif_span),
    }))
}
