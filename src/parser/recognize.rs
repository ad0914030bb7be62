//! The grammar's actions for a check that wants no tree.
//!
//! [`Recognizer`] is the second implementation of the grammar's actions
//! ([`Build`]), beside the tree builder [`Ctx`](super::actions::Ctx): the
//! generated `Config` parser runs with it over a group of top-level items
//! and builds nothing. What it keeps is what decides whether the tree
//! builder would report anything once the tokens parse: the kinds of
//! postfix steps (a nested attribute splat), the shape of each `for`
//! (a key or `...` where they are not allowed, or no key where one is
//! needed), the template parts (invalid escapes in quoted literals,
//! unbalanced directives), the number tokens, the attribute names of each
//! body (duplicates) and the literal tokens of quoted labels.
//!
//! It answers for sure only that the builder would report nothing; where
//! it meets anything the builder might report, it says [`unsure`], and
//! the caller parses the group again with the builder, whose answer is
//! the one that counts. So a wrong answer can only come from a condition
//! the builder reports that is missing here; the lib test
//! `recognizer_agrees_with_builder` runs both over the corpora to hold them
//! equal.
//!
//! [`unsure`]: Recognizer::unsure

use super::actions::{ident_eq_spans, valid_number, Build, Parked, EMPTY};
use super::template::escapes_valid_quoted;
use crate::ast::{BinaryOperator, UnaryOperator};
use crate::diagnostic::Span;

/// A postfix step, as far as the checks need it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    /// `.name` or a legacy index `.0` (checked when read).
    AttrOrLegacy,
    /// `.*`
    AttrSplat,
    /// `[*]` or `[key]`
    Other,
}

/// A template part, as far as the checks need it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Lit(Span),
    Interp,
    If,
    Else,
    Endif,
    For,
    Endfor,
}

/// The grammar's actions that build nothing (see the module's docs).
#[derive(Default)]
pub(crate) struct Recognizer {
    /// Something was read that the tree builder might report: only a
    /// parse with it can tell.
    pub unsure: bool,
    steps: Vec<Step>,
    parts: Vec<Part>,
    /// A directive between its reduction and its part's.
    dirs: Vec<Part>,
    /// Of each `for` expression being read: whether it has a key
    /// expression (`k => v`) and a grouping `...`.
    for_tails: Vec<(bool, bool)>,
    /// The attribute names of the bodies being read.
    names: Vec<Span>,
    /// The literal tokens of the quoted label being read.
    label_lits: Vec<Span>,
}

/// Whether two of `names` (spans of `src`) are the same name.
fn has_duplicate(src: &str, names: &[Span]) -> bool {
    let text = |s: &Span| &src[s.lo as usize..s.hi as usize];
    if names.len() < 16 {
        return names
            .iter()
            .enumerate()
            .any(|(i, a)| names[..i].iter().any(|b| text(a) == text(b)));
    }
    let mut seen = std::collections::HashSet::with_capacity(names.len());
    !names.iter().all(|s| seen.insert(text(s)))
}

/// Whether a template's `if`/`for` directives nest: the builder reports
/// every other sequence.
fn directives_nest(parts: &[Part]) -> bool {
    // each open directive, and for an `if` whether its `else` was read
    let mut open: Vec<(Part, bool)> = Vec::new();
    for p in parts {
        match p {
            Part::Lit(_) | Part::Interp => {}
            Part::If | Part::For => open.push((*p, false)),
            Part::Else => match open.last_mut() {
                Some((Part::If, seen @ false)) => *seen = true,
                _ => return false,
            },
            Part::Endif => {
                if !matches!(open.pop(), Some((Part::If, _))) {
                    return false;
                }
            }
            Part::Endfor => {
                if !matches!(open.pop(), Some((Part::For, _))) {
                    return false;
                }
            }
        }
    }
    open.is_empty()
}

impl Recognizer {
    /// Forget everything of a group (after a failed or unsure parse); the
    /// recognizer is then as new.
    pub fn reset(&mut self) {
        self.unsure = false;
        self.steps.clear();
        self.parts.clear();
        self.dirs.clear();
        self.for_tails.clear();
        self.names.clear();
        self.label_lits.clear();
    }

    /// The top-level attribute names of a group whose items start at
    /// `start`, passed to `name`, then forgotten.
    pub fn drop_body(&mut self, src: &str, start: (u32, u32), mut name: impl FnMut(&str, Span)) {
        let from = (start.0 as usize).min(self.names.len());
        for s in self.names.drain(from..) {
            name(&src[s.lo as usize..s.hi as usize], s);
        }
    }

    /// The steps of a postfix expression from `start` on: a nested
    /// attribute splat (`.*` again after `.*` and only names) is reported.
    fn steps_from(&mut self, start: u32) {
        if start == EMPTY {
            return;
        }
        let start = (start as usize).min(self.steps.len());
        let mut in_attr_splat = false;
        for &st in &self.steps[start..] {
            match st {
                Step::AttrSplat if in_attr_splat => {
                    self.unsure = true;
                    break;
                }
                Step::AttrSplat => in_attr_splat = true,
                Step::AttrOrLegacy => {}
                Step::Other => in_attr_splat = false,
            }
        }
        self.steps.truncate(start);
    }
}

impl Build for Recognizer {
    #[inline]
    fn conditional(&mut self, _: Parked, _: Parked, _: Parked) -> Parked {
        Parked::none()
    }
    #[inline]
    fn binary_chain(&mut self, _: Parked, _: u32) -> Parked {
        Parked::none()
    }
    #[inline]
    fn bin_operand(&mut self, _: BinaryOperator, _: Span, _: Parked) -> u32 {
        0
    }
    #[inline]
    fn unary(&mut self, _: UnaryOperator, _: Span, _: Parked) -> Parked {
        Parked::none()
    }
    #[inline]
    fn ident_term(&mut self, _: &str, _: Span) -> Parked {
        Parked::none()
    }
    #[inline]
    fn ident_postfix(&mut self, _: &str, _: Span, steps: u32) -> Parked {
        self.steps_from(steps);
        Parked::none()
    }
    #[inline]
    fn path_postfix(&mut self, _: &str, _: Span, steps: u32) -> Parked {
        self.steps_from(steps);
        Parked::none()
    }
    #[inline]
    fn postfix(&mut self, _: &str, _: Parked, steps: u32) -> Parked {
        self.steps_from(steps);
        Parked::none()
    }
    #[inline]
    fn last_step(&self) -> u32 {
        self.steps.len() as u32 - 1
    }
    #[inline]
    fn step_attr(&mut self, _: Span, _: Span) {
        self.steps.push(Step::AttrOrLegacy);
    }
    #[inline]
    fn step_legacy(&mut self, src: &str, _: Span, num: Span) {
        // `.0.1` (two indexes in one token) or a bad number
        let text = &src[num.lo as usize..num.hi as usize];
        if text.contains('.') || !valid_number(text) {
            self.unsure = true;
        }
        self.steps.push(Step::AttrOrLegacy);
    }
    #[inline]
    fn step_attr_splat(&mut self, _: Span, _: Span) {
        self.steps.push(Step::AttrSplat);
    }
    #[inline]
    fn step_full_splat(&mut self, _: Span) {
        self.steps.push(Step::Other);
    }
    #[inline]
    fn step_index(&mut self, _: Parked, _: Span, _: Span) {
        self.steps.push(Step::Other);
    }
    #[inline]
    fn number(&mut self, src: &str, s: Span) -> Parked {
        if !valid_number(&src[s.lo as usize..s.hi as usize]) {
            self.unsure = true;
        }
        Parked::none()
    }
    #[inline]
    fn parens(&mut self, _: Parked, _: Span) -> Parked {
        Parked::none()
    }
    #[inline]
    fn quoted_lit(&mut self, _: &str, _: Span) -> Parked {
        Parked::none()
    }
    #[inline]
    fn call(&mut self, _: &str, _: Span, _: Span, _: u32, _: bool, _: Span) -> Parked {
        Parked::none()
    }
    #[inline]
    fn arg(&mut self, _: Parked) -> u32 {
        0
    }
    #[inline]
    fn tuple(&mut self, _: u32, _: Span) -> Parked {
        Parked::none()
    }
    #[inline]
    fn items_start(&self) -> u32 {
        0
    }
    #[inline]
    fn object(&mut self, _: u32, _: Span, _: Span) -> Parked {
        Parked::none()
    }
    #[inline]
    fn object_item(&mut self, _: &str, _: Parked, _: Parked) {}
    #[inline]
    fn object_item_eq(&mut self, _: &str, _: Span, _: Parked) {}
    #[inline]
    fn for_vars(&mut self, _: &str, _: Option<Span>, _: Span) -> u32 {
        0
    }
    #[inline]
    fn for_tail(
        &mut self,
        _: Parked,
        _: Parked,
        e2: Option<Parked>,
        group: Option<Span>,
        _: Option<Parked>,
    ) -> u32 {
        self.for_tails.push((e2.is_some(), group.is_some()));
        self.for_tails.len() as u32
    }
    #[inline]
    fn for_expr(&mut self, is_obj: bool, _: Span, _: Span) -> Parked {
        let (key, group) = self.for_tails.pop().unwrap_or_default();
        // a tuple takes neither a key nor `...`; an object needs a key
        if (is_obj && !key) || (!is_obj && (key || group)) {
            self.unsure = true;
        }
        Parked::none()
    }
    #[inline]
    fn template(
        &mut self,
        src: &str,
        parts: u32,
        _: Span,
        _: Span,
        heredoc: bool,
        _: bool,
    ) -> Parked {
        self.template_parts(src, parts, !heredoc);
        Parked::none()
    }
    #[inline]
    fn bare_template(&mut self, src: &str, parts: u32, _: Span) -> Parked {
        self.template_parts(src, parts, false);
        Parked::none()
    }
    #[inline]
    fn last_part(&self) -> u32 {
        self.parts.len() as u32 - 1
    }
    #[inline]
    fn part_lit(&mut self, s: Span) {
        self.parts.push(Part::Lit(s));
    }
    #[inline]
    fn part_interp(&mut self, _: Parked, _: Span, _: Span) {
        self.parts.push(Part::Interp);
    }
    #[inline]
    fn part_directive(&mut self, _: Span, _: Span) {
        let d = self.dirs.pop().unwrap_or(Part::Interp);
        self.parts.push(d);
    }
    #[inline]
    fn dir_if(&mut self, _: Parked) {
        self.dirs.push(Part::If);
    }
    #[inline]
    fn dir_else(&mut self) {
        self.dirs.push(Part::Else);
    }
    #[inline]
    fn dir_endif(&mut self) {
        self.dirs.push(Part::Endif);
    }
    #[inline]
    fn dir_for(&mut self, _: Parked) {
        self.dirs.push(Part::For);
    }
    #[inline]
    fn dir_endfor(&mut self) {
        self.dirs.push(Part::Endfor);
    }
    #[inline]
    fn body_start(&self) -> (u32, u32) {
        (self.names.len() as u32, 0)
    }
    #[inline]
    fn attribute(&mut self, _: &str, name: Span, _: Span, _: Parked) {
        self.names.push(name);
    }
    #[inline]
    fn attribute_eq(&mut self, src: &str, s: Span, _: Parked) {
        self.names.push(ident_eq_spans(src, s).0);
    }
    #[inline]
    fn block(&mut self, src: &str, _: Span, _: u32, _: Span, items: Option<(u32, u32)>, _: Span) {
        if let Some((from, _)) = items {
            let from = (from as usize).min(self.names.len());
            if has_duplicate(src, &self.names[from..]) {
                self.unsure = true;
            }
            self.names.truncate(from);
        }
    }
    #[inline]
    fn one_line_block(&mut self, _: &str, _: Span, _: u32, _: Span, _: Span) {
        self.names.pop();
    }
    #[inline]
    fn labels_start(&self) -> u32 {
        0
    }
    #[inline]
    fn bare_label(&mut self, _: &str, _: Span) {}
    #[inline]
    fn quoted_lit_label(&mut self, _: &str, _: Span) {}
    #[inline]
    fn quoted_label(&mut self, src: &str, _: Span, lits: u32, _: Span) {
        if lits == EMPTY {
            return;
        }
        let from = (lits as usize).min(self.label_lits.len());
        if !self.label_lits[from..]
            .iter()
            .all(|s| escapes_valid_quoted(&src[s.lo as usize..s.hi as usize]))
        {
            self.unsure = true;
        }
        self.label_lits.truncate(from);
    }
    #[inline]
    fn label_lit(&mut self, s: Span) -> u32 {
        self.label_lits.push(s);
        self.label_lits.len() as u32 - 1
    }
}

impl Recognizer {
    /// A template's parts from `start` on (or none, for [`EMPTY`]): the
    /// escapes of a quoted one's literals, and its directives' nesting.
    fn template_parts(&mut self, src: &str, start: u32, quoted: bool) {
        if start == EMPTY {
            return;
        }
        let start = (start as usize).min(self.parts.len());
        let parts = &self.parts[start..];
        let mut directives = false;
        for p in parts {
            match p {
                Part::Lit(s) => {
                    if quoted && !escapes_valid_quoted(&src[s.lo as usize..s.hi as usize]) {
                        self.unsure = true;
                    }
                }
                Part::Interp => {}
                _ => directives = true,
            }
        }
        if directives && !directives_nest(parts) {
            self.unsure = true;
        }
        self.parts.truncate(start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::SourceFile;
    use std::sync::Arc;

    /// `escapes_valid_quoted` says yes exactly when decoding reports
    /// nothing: every string of up to five pieces of an alphabet of escape
    /// parts, and the long `\u`/`\U` forms at and around their limits.
    #[test]
    fn escape_check_matches_the_decoder() {
        let pieces = [
            "\\", "n", "u", "U", "0", "D", "8", "F", "x", "é", "\"", "t", "{",
        ];
        let mut inputs: Vec<String> = vec![String::new()];
        let mut level = inputs.clone();
        for _ in 0..5 {
            level = level
                .iter()
                .flat_map(|s| pieces.iter().map(move |p| format!("{s}{p}")))
                .collect();
            inputs.extend(level.iter().cloned());
        }
        for long in [
            "\\U0010FFFF",
            "\\U00110000",
            "\\UFFFFFFFF",
            "\\U0001F600x",
            "\\U0001F60",
            "\\uD800",
            "\\uDFFF",
            "\\uE000",
            "\\u00e9\\u00E9",
            "a\\u12",
            "\\\\u1234",
        ] {
            inputs.push(long.to_string());
        }
        let (mut valid, mut invalid) = (0, 0);
        for s in &inputs {
            let file = Arc::new(SourceFile::new("t.hcl", s.as_str()));
            let mut ctx = super::super::actions::Ctx::new(file);
            super::super::template::decode_literal(&mut ctx, s, 0, true);
            let ok = ctx.diags.is_empty();
            assert_eq!(escapes_valid_quoted(s), ok, "{s:?}");
            if ok {
                valid += 1;
            } else {
                invalid += 1;
            }
        }
        assert!(
            valid > 1000 && invalid > 1000,
            "{valid} valid, {invalid} not"
        );
    }

    #[test]
    fn directives_nest_as_the_builder_requires() {
        use Part::*;
        let ok: &[&[Part]] = &[
            &[],
            &[If, Endif],
            &[If, Else, Endif],
            &[For, If, Endif, Endfor],
            &[If, For, Endfor, Else, For, Endfor, Endif],
        ];
        let bad: &[&[Part]] = &[
            &[If],
            &[Endif],
            &[Else],
            &[If, Else, Else, Endif],
            &[For, Else, Endfor],
            &[For, Endif],
            &[If, Endfor],
            &[For, If, Endfor, Endif],
        ];
        for p in ok {
            assert!(directives_nest(p));
        }
        for p in bad {
            assert!(!directives_nest(p));
        }
    }

    #[test]
    fn duplicates_by_text() {
        let src = "a b a c";
        let s = |lo: u32| Span::new(lo, lo + 1);
        assert!(has_duplicate(src, &[s(0), s(2), s(4)]));
        assert!(!has_duplicate(src, &[s(0), s(2), s(6)]));
        // the hashed form, past 16 names
        let many: String = (0..40).map(|i| format!("n{i:02} ")).collect();
        let spans: Vec<Span> = (0..40).map(|i| Span::new(i * 4, i * 4 + 3)).collect();
        assert!(!has_duplicate(&many, &spans));
        let mut dup = spans.clone();
        dup.push(Span::new(12, 15));
        assert!(has_duplicate(&many, &dup));
    }
}
