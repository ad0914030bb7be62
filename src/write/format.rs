//! Canonical formatting of a token sequence: the rules of the reference's
//! `hclwrite.Format` (v2.24), which only ever change the blanks before
//! tokens.
//!
//! The tokens are cut into lines (a line ends with a line break or with a
//! `#`/`//` comment, which holds its line break; heredoc text and block
//! comments stay inside the line they start on). Each line has up to three
//! cells: the *lead*, the *assign* cell (from an `=` after the first token,
//! when the brackets from there on balance) and the *comment* cell (a line
//! comment ending a line that has something else). Then:
//!
//! 1. indentation: two spaces per open level; a line that opens brackets
//!    remembers how many, and closing brackets pop whole levels;
//! 2. spacing between neighbouring tokens of a cell (`space_after`);
//! 3. alignment: the `=` of consecutive assign lines line up one column
//!    after the longest lead; trailing comments of consecutive lines line up
//!    one column after the longest code.

use super::token::{Kind, Token, Tokens};
use unicode_segmentation::UnicodeSegmentation;

/// Format every token of `tokens` (a whole file or a fragment).
pub fn format_tokens(tokens: &mut Tokens) {
    let Tokens { text, toks } = tokens;
    format(text, toks);
}

#[derive(Clone, Copy, Debug)]
struct Line {
    /// First token of the line.
    start: u32,
    /// First token of the assign cell (== `comment` if none).
    assign: u32,
    /// The comment cell's token (== `end` if none).
    comment: u32,
    /// One past the line's last token.
    end: u32,
    has_assign: bool,
}

/// Format `toks` (pointing into `text`) in place.
pub fn format(text: &str, toks: &mut [Token]) {
    let lines = lines(toks);
    indent(&lines, toks);
    spaces(text, &lines, toks);
    cells(text, &lines, toks);
}

fn lines(toks: &[Token]) -> Vec<Line> {
    let mut lines = Vec::with_capacity(toks.len() / 6 + 1);
    let mut start = 0usize;
    let n = toks.len();
    let mut i = 0usize;
    while i < n {
        let t = &toks[i];
        if t.kind == Kind::Eof {
            break;
        }
        if matches!(t.kind, Kind::Newline | Kind::LineComment) {
            lines.push(cells_of(toks, start, i + 1));
            start = i + 1;
        }
        i += 1;
    }
    if start < i {
        lines.push(cells_of(toks, start, i));
    }
    lines
}

fn cells_of(toks: &[Token], start: usize, end: usize) -> Line {
    let mut lead_end = end;
    let mut comment = end;
    if end - start > 1 && toks[end - 1].kind.is_comment() {
        comment = end - 1;
        lead_end = end - 1;
    }
    let mut assign = lead_end;
    let mut has_assign = false;
    for i in start + 1..lead_end {
        if toks[i].kind == Kind::Equal {
            let net: i32 = toks[i..lead_end]
                .iter()
                .map(|t| t.kind.bracket_change())
                .sum();
            if net == 0 {
                assign = i;
                has_assign = true;
            }
            break;
        }
    }
    Line {
        start: start as u32,
        assign: assign as u32,
        comment: comment as u32,
        end: end as u32,
        has_assign,
    }
}

fn indent(lines: &[Line], toks: &mut [Token]) {
    let mut levels: Vec<i32> = Vec::with_capacity(16);
    for l in lines {
        let (s, a, c) = (l.start as usize, l.assign as usize, l.comment as usize);
        if s == a {
            continue;
        }
        if toks[s].kind == Kind::Newline {
            toks[s].spaces = 0;
            continue;
        }
        let mut net = 0i32;
        for t in &toks[s..a] {
            net += t.kind.bracket_change();
            if t.kind == Kind::OHeredoc {
                break;
            }
        }
        for t in &toks[a..c] {
            net += t.kind.bracket_change();
        }
        if net > 0 {
            toks[s].spaces = 2 * levels.len() as u32;
            levels.push(net);
        } else {
            if net < 0 {
                let mut closed = -net;
                while closed > 0 {
                    let Some(top) = levels.last_mut() else {
                        break;
                    };
                    if closed > *top {
                        closed -= *top;
                        levels.pop();
                    } else if closed < *top {
                        *top -= closed;
                        closed = 0;
                    } else {
                        levels.pop();
                        closed = 0;
                    }
                }
            }
            toks[s].spaces = 2 * levels.len() as u32;
        }
    }
}

fn spaces(text: &str, lines: &[Line], toks: &mut [Token]) {
    for l in lines {
        let (s, a, c) = (l.start as usize, l.assign as usize, l.comment as usize);
        space_cell(text, toks, s, a);
        if l.has_assign {
            toks[a].spaces = 1;
            space_cell(text, toks, a, c);
        }
    }
}

/// Set the blanks between the neighbouring tokens of `toks[from..to]`.
fn space_cell(text: &str, toks: &mut [Token], from: usize, to: usize) {
    let mut before = Kind::Eof; // "no token"
    for i in from..to.saturating_sub(1) {
        let subject = toks[i];
        let after = toks[i + 1].kind;
        toks[i + 1].spaces = space_after(text, &subject, before, after) as u32;
        before = subject.kind;
    }
}

/// Whether a space goes between `subject` and the token of kind `after`,
/// `before` being the kind of the token before `subject` in its cell
/// (`Eof` if none).
fn space_after(text: &str, subject: &Token, before: Kind, after: Kind) -> bool {
    use Kind::*;
    let s = subject.kind;
    if after == Newline || after == Eof {
        return false;
    }
    if s == Ident && after == OParen {
        return false;
    }
    if (s == Ident && after == DoubleColon) || (s == DoubleColon && after == Ident) {
        return false;
    }
    if s == Dot || after == Dot {
        return false;
    }
    if after == Comma || after == Ellipsis {
        return false;
    }
    if s == Comma {
        return true;
    }
    if matches!(s, Lit | OQuote | OHeredoc) || matches!(after, Lit | CQuote | CHeredoc) {
        return false;
    }
    if s == Ident && before == Ident && &text[subject.start as usize..subject.end as usize] == "in"
    {
        return true;
    }
    if after == OBrack && (s == Ident || s == Number || s.bracket_change() < 0) {
        return false;
    }
    if s == Bang {
        return false;
    }
    if s == Minus {
        return !matches!(
            before,
            Eof | OParen
                | OBrace
                | OBrack
                | Equal
                | Colon
                | Comma
                | Question
                | Plus
                | Star
                | Slash
                | Percent
                | Minus
                | EqualOp
                | NotEqual
                | Gt
                | Ge
                | Lt
                | Le
                | And
                | Or
                | Bang
        );
    }
    if s == OBrace || after == CBrace {
        return !(s == OBrace && after == CBrace);
    }
    if (s == TemplateInterp || s == TemplateControl) && after == OBrace {
        return true;
    }
    if s == CBrace && after == TemplateSeqEnd {
        return true;
    }
    if s == TemplateSeqEnd && (after == TemplateInterp || after == TemplateControl) {
        return false;
    }
    if s.bracket_change() > 0 {
        return false;
    }
    if after.bracket_change() < 0 {
        return false;
    }
    true
}

/// Columns (grapheme clusters, a blank each) `toks` take up.
pub(crate) fn columns(text: &str, toks: &[Token]) -> usize {
    let mut n = 0usize;
    for t in toks {
        n += t.spaces_before() as usize;
        let s = &text[t.start as usize..t.end as usize];
        if s.is_ascii() && !s.contains('\r') {
            n += s.len();
        } else {
            n += s.graphemes(true).count();
        }
    }
    n
}

fn cells(text: &str, lines: &[Line], toks: &mut [Token]) {
    // the assign cells first: moving them moves the comments
    let mut chain: Option<usize> = None;
    let mut max = 0usize;
    let close_assign = |toks: &mut [Token], from: usize, to: usize, max: usize| {
        for l in &lines[from..to] {
            let cols = columns(text, &toks[l.start as usize..l.assign as usize]);
            toks[l.assign as usize].spaces = (max - cols + 1) as u32;
        }
    };
    for (i, l) in lines.iter().enumerate() {
        if !l.has_assign {
            if let Some(from) = chain.take() {
                close_assign(toks, from, i, max);
                max = 0;
            }
        } else {
            chain.get_or_insert(i);
            max = max.max(columns(text, &toks[l.start as usize..l.assign as usize]));
        }
    }
    if let Some(from) = chain.take() {
        close_assign(toks, from, lines.len(), max);
    }

    max = 0;
    let close_comment = |toks: &mut [Token], from: usize, to: usize, max: usize| {
        for l in &lines[from..to] {
            let cols = columns(text, &toks[l.start as usize..l.comment as usize]);
            toks[l.comment as usize].spaces = (max - cols + 1) as u32;
        }
    };
    for (i, l) in lines.iter().enumerate() {
        if l.comment == l.end {
            if let Some(from) = chain.take() {
                close_comment(toks, from, i, max);
                max = 0;
            }
        } else {
            chain.get_or_insert(i);
            max = max.max(columns(text, &toks[l.start as usize..l.comment as usize]));
        }
    }
    if let Some(from) = chain.take() {
        close_comment(toks, from, lines.len(), max);
    }
}
