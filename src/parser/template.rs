//! Template fix-ups after parsing: escape decoding, strip markers (`~`),
//! `<<-` de-indentation and the nesting of `if`/`for` directives, done the
//! way the reference does them (on its literal-token granularity).

use super::actions::{Ctx, RawDirective, RawPart};
use crate::ast::*;
use crate::diagnostic::Span;
use unicode_segmentation::UnicodeSegmentation;

enum Flat {
    Lit {
        value: String,
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

/// Decode one literal token's text.
pub fn decode_literal(ctx: &mut Ctx, text: &str, base: u32, quoted: bool) -> String {
    if text == "$${" || text == "%%{" {
        return text[1..].to_string();
    }
    if !quoted || !text.contains('\\') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
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
    out
}

/// Build a template from its raw parts. `content` is the span between the
/// delimiters; `end` is the closing delimiter (for unbalanced-directive errors).
pub fn build(
    src: &str,
    ctx: &mut Ctx,
    raw: Vec<RawPart>,
    content: Span,
    end: Span,
    heredoc: bool,
    flush: bool,
) -> Template {
    // fast path: one literal needing no decoding, trimming or de-indenting
    if let [RawPart::Lit(sp)] = raw.as_slice() {
        let text = &src[sp.lo as usize..sp.hi as usize];
        if !flush && !text.contains('\\') && text != "$${" && text != "%%{" {
            return Template {
                parts: vec![TemplatePart::Literal {
                    value: SmolStr::new(text),
                    span: *sp,
                }],
                wrap: false,
                heredoc,
                span: content,
            };
        }
    }
    let quoted = !heredoc;
    let mut flat: Vec<Flat> = Vec::with_capacity(raw.len() + 1);
    let mut ltrim_next = false;
    let mut next_can_trim_prev = false;
    for p in raw {
        let ltrim = std::mem::take(&mut ltrim_next);
        let can_trim_prev = std::mem::take(&mut next_can_trim_prev);
        let trim_prev = |flat: &mut Vec<Flat>, open: Span| {
            if can_trim_prev && has_tilde_open(src, open) {
                if let Some(Flat::Lit { value, .. }) = flat.last_mut() {
                    let t = value.trim_end().len();
                    value.truncate(t);
                }
            }
        };
        match p {
            RawPart::Lit(s) => {
                let text = &src[s.lo as usize..s.hi as usize];
                let mut value = decode_literal(ctx, text, s.lo, quoted);
                if ltrim {
                    let t = value.len() - value.trim_start().len();
                    value.drain(..t);
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
        flat.push(Flat::Lit {
            value: String::new(),
            span: Span::new(content.lo, content.lo),
        });
    }
    if flush {
        dedent(&mut flat);
    }
    let wrap = flat.len() == 1 && matches!(flat[0], Flat::Interp { .. });
    flat.push(Flat::End(end));
    let mut it = flat.into_iter().peekable();
    let mut parts = Vec::new();
    while !matches!(it.peek(), Some(Flat::End(_)) | None) {
        parts.push(parse_part(ctx, &mut it));
    }
    Template {
        parts,
        wrap,
        heredoc,
        span: content,
    }
}

fn dedent(flat: &mut [Flat]) {
    let mut min = usize::MAX;
    let mut newline = true;
    let mut adjust: Vec<usize> = Vec::new();
    for (i, t) in flat.iter().enumerate() {
        if newline {
            newline = false;
            let mut spaces = 0;
            if let Flat::Lit { value, .. } = t {
                let trimmed = value.trim_start();
                if trimmed.is_empty() && value.ends_with('\n') {
                    spaces = usize::MAX;
                } else {
                    let ws = &value[..value.len() - trimmed.len()];
                    spaces = ws.graphemes(true).count();
                    adjust.push(i);
                }
            }
            if spaces < min {
                min = spaces;
            }
        }
        if let Flat::Lit { value, .. } = t {
            if value.ends_with('\n') {
                newline = true;
            }
        }
    }
    if min == usize::MAX {
        return;
    }
    for i in adjust {
        if let Flat::Lit { value, span } = &mut flat[i] {
            let cut: usize = value.graphemes(true).take(min).map(str::len).sum();
            value.drain(..cut);
            span.lo += cut as u32;
        }
    }
}

type It = std::iter::Peekable<std::vec::IntoIter<Flat>>;

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
        parts,
        wrap: false,
        heredoc: false,
        span,
    }
}

fn parse_part(ctx: &mut Ctx, it: &mut It) -> TemplatePart {
    match it.next().expect("caller checked") {
        Flat::Lit { value, span } => TemplatePart::Literal {
            value: SmolStr::new(value),
            span,
        },
        Flat::Interp { expr, span } => TemplatePart::Interp { expr, span },
        Flat::If { cond, span } => parse_if(ctx, it, cond, span),
        Flat::For {
            key,
            value,
            coll,
            span,
        } => parse_for(ctx, it, key, value, coll, span),
        Flat::Else(s) => {
            ctx.error(
                "Unexpected else directive",
                "The control directives within this template are unbalanced.",
                s,
            );
            placeholder(s)
        }
        Flat::Endif(s) => {
            ctx.error(
                "Unexpected endif directive",
                "The control directives within this template are unbalanced.",
                s,
            );
            placeholder(s)
        }
        Flat::Endfor(s) => {
            ctx.error(
                "Unexpected endfor directive",
                "The control directives within this template are unbalanced.",
                s,
            );
            placeholder(s)
        }
        Flat::End(s) => {
            ctx.error(
                "Unexpected end of template",
                "The control directives within this template are unbalanced.",
                s,
            );
            placeholder(s)
        }
    }
}

fn parse_if(ctx: &mut Ctx, it: &mut It, cond: Expr, if_span: Span) -> TemplatePart {
    let mut then_parts = Vec::new();
    let mut else_parts = Vec::new();
    let mut else_span = None;
    let endif_span;
    loop {
        match it.peek() {
            Some(Flat::End(_)) | None => {
                let s = s_or(it.peek());
                let at = ctx.range_str(if_span);
                ctx.error(
                    "Unexpected end of template",
                    format!(
                        "The if directive at {at} is missing its corresponding endif directive."
                    ),
                    s,
                );
                let _ = s;
                return placeholder(s);
            }
            Some(Flat::Else(_)) | Some(Flat::Endif(_)) | Some(Flat::Endfor(_)) => {
                let t = it.next().expect("peeked");
                match t {
                    Flat::Else(s) if else_span.is_none() => {
                        else_span = Some(s);
                        continue;
                    }
                    Flat::Else(s) => {
                        let at = ctx.range_str(if_span);
                        ctx.error(
                            "Unexpected else directive",
                            format!("Already in the else clause for the if started at {at}."),
                            s,
                        );
                        return placeholder(s);
                    }
                    Flat::Endif(s) => {
                        endif_span = s;
                        break;
                    }
                    Flat::Endfor(s) => {
                        let at = ctx.range_str(if_span);
                        ctx.error(
                            "Unexpected endfor directive",
                            format!("Expecting an endif directive for the if started at {at}."),
                            s,
                        );
                        return placeholder(s);
                    }
                    _ => unreachable!(),
                }
            }
            Some(_) => {
                let p = parse_part(ctx, it);
                if else_span.is_some() {
                    else_parts.push(p)
                } else {
                    then_parts.push(p)
                }
            }
        }
    }
    if then_parts.is_empty() {
        then_parts.push(empty_lit(if_span.hi));
    }
    let else_template = if else_parts.is_empty() {
        if else_span.is_some() {
            Some(sub_template(vec![empty_lit(endif_span.lo)]))
        } else {
            None
        }
    } else {
        Some(sub_template(else_parts))
    };
    TemplatePart::If(Box::new(TemplateIf {
        condition: cond,
        then_template: sub_template(then_parts),
        else_template,
        if_span,
        else_span,
        endif_span,
        span: if_span.to(endif_span),
    }))
}

fn s_or(f: Option<&Flat>) -> Span {
    match f {
        Some(Flat::End(s)) => *s,
        _ => Span::default(),
    }
}

fn parse_for(
    ctx: &mut Ctx,
    it: &mut It,
    key: Option<Ident>,
    value: Ident,
    coll: Expr,
    for_span: Span,
) -> TemplatePart {
    let mut body = Vec::new();
    let endfor_span;
    loop {
        match it.peek() {
            Some(Flat::End(_)) | None => {
                let s = s_or(it.peek());
                let at = ctx.range_str(for_span);
                ctx.error(
                    "Unexpected end of template",
                    format!(
                        "The for directive at {at} is missing its corresponding endfor directive."
                    ),
                    s,
                );
                return placeholder(s);
            }
            Some(Flat::Else(_)) | Some(Flat::Endif(_)) | Some(Flat::Endfor(_)) => {
                match it.next().expect("peeked") {
                    Flat::Endfor(s) => {
                        endfor_span = s;
                        break;
                    }
                    Flat::Else(s) => {
                        ctx.error(
                            "Unexpected else directive",
                            "An else clause is not expected for a for directive.",
                            s,
                        );
                        return placeholder(s);
                    }
                    Flat::Endif(s) => {
                        let at = ctx.range_str(for_span);
                        ctx.error(
                            "Unexpected endif directive",
                            format!("Expecting an endfor directive corresponding to the for directive at {at}."),
                            s,
                        );
                        return placeholder(s);
                    }
                    _ => unreachable!(),
                }
            }
            Some(_) => body.push(parse_part(ctx, it)),
        }
    }
    if body.is_empty() {
        body.push(empty_lit(for_span.hi));
    }
    TemplatePart::For(Box::new(TemplateFor {
        key_var: key,
        value_var: value,
        collection: coll,
        body: sub_template(body),
        for_span,
        endfor_span,
        span: for_span.to(endfor_span),
    }))
}
