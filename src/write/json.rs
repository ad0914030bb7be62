//! Native syntax → HCL's JSON syntax, so that a hcldec spec decodes the
//! JSON as it decodes the native file.
//!
//! The mapping:
//! - an attribute whose expression is a literal value becomes that JSON
//!   value: `null`, `true`, `false`, a number a JSON number holds exactly
//!   ([`json_number`]), a string or heredoc without template sequences (in
//!   a string, `${` and `%{` are doubled, because JSON strings are
//!   templates), a tuple constructor (`[1, 2]`) as an array and an object
//!   constructor whose keys are literal (`{a = 1, "b c" = 2}`) as an object,
//!   their elements converted by these same rules;
//! - a template (quoted or heredoc) with interpolations or directives
//!   becomes the same template as a JSON string (its literal text decoded,
//!   `${` and `%{` doubled; its sequences as written);
//! - any other expression (and a number no JSON number holds exactly)
//!   becomes the template `"${ SOURCE }"`, which the JSON syntax evaluates
//!   as the expression itself (a template that is one interpolation returns
//!   its value unconverted), with the same variable references; a newline
//!   ends SOURCE when it ends with a heredoc, whose closing marker must be
//!   alone on its line;
//! - a block becomes an object under its type, nested one object per label
//!   (`"resource": {"aws_instance": {"web": {...}}}`), as [`BlockLayout`]
//!   says (shared with serde's `deserialize_any`): blocks with the same
//!   label share its object; several blocks at one place are an array; the
//!   source order of blocks of one type is kept;
//! - comments are dropped.
//!
//! [`to_json`] writes the text itself: objects keep their members in the
//! order above whatever features `serde_json` is built with, and a
//! character that the reference's JSON scanner would join with the closing
//! quote of a string (a grapheme-cluster Prepend character such as U+0D4E)
//! is escaped (`\u0d4e`), so every output reads back.

use crate::ast::{Body, Expr, ExprKind, Literal, TemplatePart};
use crate::diagnostic::Diagnostics;
use serde_json::{Map, Value as J};

/// Convert a native configuration file to HCL's JSON syntax (pretty-printed
/// with two-space indents, members in source order); a file with syntax
/// errors is refused.
pub fn to_json(src: &str, filename: &str) -> Result<String, Diagnostics> {
    let (file, diags) = crate::parser::parse_config(src, filename);
    if diags.has_errors() {
        return Err(diags);
    }
    let v = body_out(&file.body, src, true);
    let mut s = String::with_capacity(src.len() + src.len() / 2);
    v.write(&mut s, 0);
    s.push('\n');
    Ok(s)
}

/// [`to_json`] as a `serde_json` value. Its objects follow `serde_json`'s
/// map order (sorted by key unless its `preserve_order` feature is on), so
/// where that would reorder blocks of one type their labels are written as
/// an array of one-member objects instead (which the JSON syntax reads the
/// same way).
pub fn to_json_value(src: &str, filename: &str) -> Result<J, Diagnostics> {
    let (file, diags) = crate::parser::parse_config(src, filename);
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(body_out(&file.body, src, map_keeps_order()).to_serde())
}

/// A JSON value as [`to_json`] writes it: objects keep their members in
/// order, numbers are their text.
#[derive(Clone, Debug, PartialEq)]
enum Out {
    Null,
    Bool(bool),
    Num(String),
    Str(String),
    Arr(Vec<Out>),
    Obj(Vec<(String, Out)>),
}

impl Out {
    /// Pretty-printed as `serde_json::to_string_pretty` prints.
    fn write(&self, out: &mut String, depth: usize) {
        let indent = |out: &mut String, d: usize| {
            for _ in 0..d {
                out.push_str("  ");
            }
        };
        match self {
            Out::Null => out.push_str("null"),
            Out::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Out::Num(n) => out.push_str(n),
            Out::Str(s) => write_string(out, s),
            Out::Arr(v) if v.is_empty() => out.push_str("[]"),
            Out::Obj(v) if v.is_empty() => out.push_str("{}"),
            Out::Arr(v) => {
                out.push_str("[\n");
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        out.push_str(",\n");
                    }
                    indent(out, depth + 1);
                    crate::depth::deep(|| x.write(out, depth + 1));
                }
                out.push('\n');
                indent(out, depth);
                out.push(']');
            }
            Out::Obj(v) => {
                out.push_str("{\n");
                for (i, (k, x)) in v.iter().enumerate() {
                    if i > 0 {
                        out.push_str(",\n");
                    }
                    indent(out, depth + 1);
                    write_string(out, k);
                    out.push_str(": ");
                    crate::depth::deep(|| x.write(out, depth + 1));
                }
                out.push('\n');
                indent(out, depth);
                out.push('}');
            }
        }
    }

    fn to_serde(&self) -> J {
        match self {
            Out::Null => J::Null,
            Out::Bool(b) => J::Bool(*b),
            Out::Num(n) => serde_json::from_str(n).unwrap_or(J::Null),
            Out::Str(s) => J::String(s.clone()),
            Out::Arr(v) => J::Array(
                v.iter()
                    .map(|x| crate::depth::deep(|| x.to_serde()))
                    .collect(),
            ),
            Out::Obj(v) => J::Object(
                (v.iter())
                    .map(|(k, x)| (k.clone(), crate::depth::deep(|| x.to_serde())))
                    .collect(),
            ),
        }
    }
}

impl Drop for Out {
    /// Iteratively: a value as deep as the deepest native expression drops
    /// on any thread's stack.
    fn drop(&mut self) {
        let mut stack: Vec<Out> = Vec::new();
        let take = |o: &mut Out, stack: &mut Vec<Out>| match o {
            Out::Arr(v) => stack.append(v),
            Out::Obj(v) => stack.extend(v.drain(..).map(|(_, x)| x)),
            _ => {}
        };
        take(self, &mut stack);
        while let Some(mut o) = stack.pop() {
            take(&mut o, &mut stack);
        }
    }
}

/// `s` as a JSON string literal that both HCL JSON scanners read back as
/// `s`: the escapes of `serde_json`, plus every grapheme-cluster Prepend
/// character as `\uXXXX` (a surrogate pair above U+FFFF). The reference's
/// scanner steps over a string's non-ASCII text one grapheme cluster at a
/// time, and a Prepend character joins whatever follows it, the closing
/// quote or an escaping backslash included.
pub fn write_string(out: &mut String, s: &str) {
    use std::fmt::Write as _;
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c if crate::diagnostic::source::is_prepend(c as u32) => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{:04x}", u);
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn body_out(b: &Body, src: &str, ordered: bool) -> Out {
    let mut m = Vec::new();
    for a in b.attributes.iter() {
        m.push((a.name.name.to_string(), expr_out(&a.expr, src)));
    }
    // blocks grouped by type, in order of first appearance
    let mut order: Vec<(&str, Vec<&crate::ast::Block>)> = Vec::new();
    for bl in b.blocks.iter() {
        let ty = bl.ty.name.as_str();
        match order.iter_mut().find(|(t, _)| *t == ty) {
            Some((_, v)) => v.push(bl),
            None => order.push((ty, vec![bl])),
        }
    }
    for (ty, blocks) in order {
        let labels: Vec<Vec<&str>> = (blocks.iter())
            .map(|bl| bl.labels.iter().map(|l| l.value.as_str()).collect())
            .collect();
        let layout = block_layout(&labels);
        m.push((ty.to_string(), layout_out(&layout, &blocks, src, ordered)));
    }
    Out::Obj(m)
}

/// `ordered`: the objects written keep their members' order (else a label
/// level whose labels are not sorted is an array of one-member objects).
fn layout_out(l: &BlockLayout, blocks: &[&crate::ast::Block], src: &str, ordered: bool) -> Out {
    match l {
        BlockLayout::Body(i) => body_out(&blocks[*i].body, src, ordered),
        BlockLayout::Labels(items) => {
            let sorted = items.windows(2).all(|w| w[0].0 < w[1].0);
            if sorted || ordered {
                Out::Obj(
                    (items.iter())
                        .map(|(k, v)| (k.clone(), layout_out(v, blocks, src, ordered)))
                        .collect(),
                )
            } else {
                Out::Arr(
                    (items.iter())
                        .map(|(k, v)| {
                            Out::Obj(vec![(k.clone(), layout_out(v, blocks, src, ordered))])
                        })
                        .collect(),
                )
            }
        }
        BlockLayout::Array(items) => Out::Arr(
            (items.iter())
                .map(|v| layout_out(v, blocks, src, ordered))
                .collect(),
        ),
    }
}

/// Whether `serde_json::Map` keeps insertion order (its `preserve_order`
/// feature, which some other crate of the build may turn on).
fn map_keeps_order() -> bool {
    static KEEPS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *KEEPS.get_or_init(|| {
        let mut m = Map::new();
        m.insert("b".into(), J::Null);
        m.insert("a".into(), J::Null);
        m.keys().next().is_some_and(|k| k == "b")
    })
}

/// How the blocks of one type appear in HCL's JSON syntax — the one
/// mapping [`to_json`] and serde's `deserialize_any` (`hcl2::de`) share.
///
/// Blocks nest one object level per label (`"service": {"web": {...}}`);
/// blocks that share a label at a level share its object
/// (`{"web": {"x": {...}, "y": {...}}}`); several blocks at one place
/// (no labels left) are an array of bodies. Source order is kept: where
/// merging by label would reorder the blocks (`web`, `db`, `web`), the
/// level is an array of objects, one per run of blocks with the same
/// label (`[{"web": ..}, {"db": ..}, {"web": ..}]`), which the JSON syntax
/// reads the same way. So every schema decodes the JSON as it decodes
/// the blocks, in the same order.
#[derive(Clone, Debug, PartialEq)]
pub enum BlockLayout {
    /// The body of the block at this index (of the blocks laid out).
    Body(usize),
    /// One label level: each label with the layout of its blocks.
    Labels(Vec<(String, BlockLayout)>),
    /// Several items in order.
    Array(Vec<BlockLayout>),
}

impl BlockLayout {
    /// The index of the first block this layout holds.
    pub fn first(&self) -> Option<usize> {
        match self {
            BlockLayout::Body(i) => Some(*i),
            BlockLayout::Labels(v) => v.first().and_then(|(_, l)| l.first()),
            BlockLayout::Array(v) => v.first().and_then(BlockLayout::first),
        }
    }
}

/// The layout of blocks of one type, given each block's labels in source
/// order (see [`BlockLayout`]). No blocks: an empty array.
pub fn block_layout<S: AsRef<str>>(labels: &[Vec<S>]) -> BlockLayout {
    let idx: Vec<usize> = (0..labels.len()).collect();
    layout_at(labels, &idx, 0)
}

fn layout_at<S: AsRef<str>>(labels: &[Vec<S>], idx: &[usize], depth: usize) -> BlockLayout {
    let key = |i: usize| labels[i].get(depth).map(|s| s.as_ref());
    // segments: runs of label-less blocks (each its own item) and runs of
    // labelled blocks that can share one object without reordering
    let mut items: Vec<BlockLayout> = Vec::new();
    let mut seg: Vec<(&str, Vec<usize>)> = Vec::new();
    let flush = |seg: &mut Vec<(&str, Vec<usize>)>, items: &mut Vec<BlockLayout>| {
        if !seg.is_empty() {
            let obj = (seg.drain(..))
                .map(|(k, v)| (k.to_string(), layout_at(labels, &v, depth + 1)))
                .collect();
            items.push(BlockLayout::Labels(obj));
        }
    };
    for &i in idx {
        match key(i) {
            None => {
                flush(&mut seg, &mut items);
                items.push(BlockLayout::Body(i));
            }
            Some(k) => {
                let last = seg.last().map(|(l, _)| *l);
                if last == Some(k) {
                    seg.last_mut().expect("last").1.push(i);
                } else if seg.iter().any(|(l, _)| *l == k) {
                    // merging would move this block before others
                    flush(&mut seg, &mut items);
                    seg.push((k, vec![i]));
                } else {
                    seg.push((k, vec![i]));
                }
            }
        }
    }
    flush(&mut seg, &mut items);
    if items.len() == 1 {
        items.pop().expect("one")
    } else {
        BlockLayout::Array(items)
    }
}

/// A number as a JSON number when one holds it exactly: an `i64`/`u64`
/// integer, or a float whose nearest `f64` is the same number at go-cty's
/// precision; `None` for the others (such as
/// `123456789012345678901234567890.125`), which callers write some other
/// exact way.
pub fn json_number(n: &crate::value::Number) -> Option<serde_json::Number> {
    if n.is_integer() {
        if let Some(i) = n.to_i64() {
            return Some(i.into());
        }
        if let Some(u) = n.to_u64() {
            return Some(u.into());
        }
    }
    let f = n.to_f64();
    if !f.is_finite() {
        return None;
    }
    let exact = crate::value::Number::parse(&format!("{f}"))
        .zip(crate::value::Number::parse(&n.to_string()))
        .is_some_and(|(a, b)| a == b);
    if exact {
        serde_json::Number::from_f64(f)
    } else {
        None
    }
}

/// The JSON form of an expression (see the module documentation).
pub fn expr_json(e: &Expr, src: &str) -> J {
    expr_out(e, src).to_serde()
}

fn expr_out(e: &Expr, src: &str) -> Out {
    match &e.kind {
        ExprKind::Literal(Literal::Null) => return Out::Null,
        ExprKind::Literal(Literal::Bool(b)) => return Out::Bool(*b),
        ExprKind::Literal(Literal::Number(n)) => {
            // a number a JSON number can't hold exactly stays `${ N }`
            if let Some(v) = crate::value::Number::parse(n)
                .as_ref()
                .and_then(json_number)
            {
                let text = if is_json_number(n) {
                    n.to_string()
                } else {
                    v.to_string()
                };
                return Out::Num(text);
            }
        }
        ExprKind::Template(t) => {
            // literal text only (an escape such as `$${` splits it in parts)
            let mut text = String::new();
            let literal = t.parts.iter().all(|p| match p {
                TemplatePart::Literal { value, .. } => {
                    text.push_str(value);
                    true
                }
                _ => false,
            });
            if literal {
                return Out::Str(escape_template(&text));
            }
            // the template itself: a JSON string is a template too
            let mut out = String::new();
            template_text(t, src, &mut out);
            return Out::Str(out);
        }
        ExprKind::Tuple(t) => {
            return Out::Arr(
                (t.items.iter())
                    .map(|x| crate::depth::deep(|| expr_out(x, src)))
                    .collect(),
            );
        }
        ExprKind::Object(o) => {
            let keys: Option<Vec<String>> = o.items.iter().map(|i| literal_key(&i.key)).collect();
            if let Some(keys) = keys {
                let distinct = (keys.iter().enumerate()).all(|(i, k)| !keys[..i].contains(k));
                // duplicates: the native syntax keeps the last, the JSON
                // syntax refuses them
                if distinct {
                    return Out::Obj(
                        (keys.into_iter().zip(o.items.iter()))
                            .map(|(k, i)| {
                                let v = crate::depth::deep(|| expr_out(&i.value, src));
                                (escape_template(&k), v)
                            })
                            .collect(),
                    );
                }
            }
        }
        _ => {}
    }
    let text = &src[e.span.lo as usize..e.span.hi as usize];
    if ends_with_heredoc(text) {
        Out::Str(format!("${{ {text}\n}}"))
    } else {
        Out::Str(format!("${{ {text} }}"))
    }
}

/// The string an object constructor's key stands for when it is literal: a
/// bare identifier (not in parentheses) or a string without template
/// sequences.
fn literal_key(k: &crate::ast::ObjectKey) -> Option<String> {
    match &k.expr.kind {
        ExprKind::ScopeTraversal(t) if !k.force_non_literal && t.steps().is_empty() => {
            Some(t.root_name().to_string())
        }
        ExprKind::Template(t) => {
            let mut text = String::new();
            for p in t.parts.iter() {
                match p {
                    TemplatePart::Literal { value, .. } => text.push_str(value),
                    _ => return None,
                }
            }
            Some(text)
        }
        _ => None,
    }
}

/// Whether expression source text may end with a heredoc's closing marker
/// (then `}` must not follow on that line): it holds `<<` and its last line
/// is a lone identifier.
fn ends_with_heredoc(text: &str) -> bool {
    let Some((_, last)) = text.rsplit_once('\n') else {
        return false;
    };
    let last = last.trim();
    text.contains("<<")
        && !last.is_empty()
        && (last.chars()).all(|c| c.is_alphanumeric() || c == '_' || c == '-')
}

/// A native template (quoted or heredoc) as the text of a JSON string
/// template: literal parts as decoded (`${` and `%{` doubled),
/// interpolations and directives as written.
fn template_text(t: &crate::ast::Template, src: &str, out: &mut String) {
    let text = |s: crate::diagnostic::Span| &src[s.lo as usize..s.hi as usize];
    for p in t.parts.iter() {
        match p {
            TemplatePart::Literal { value, .. } => out.push_str(&escape_template(value)),
            TemplatePart::Interp { span, .. } => out.push_str(text(*span)),
            TemplatePart::If(i) => {
                out.push_str(text(i.if_span));
                template_text(&i.then_template, src, out);
                if let Some(s) = i.else_span {
                    out.push_str(text(s));
                }
                if let Some(e) = &i.else_template {
                    template_text(e, src, out);
                }
                out.push_str(text(i.endif_span));
            }
            TemplatePart::For(f) => {
                out.push_str(text(f.for_span));
                template_text(&f.body, src, out);
                out.push_str(text(f.endfor_span));
            }
        }
    }
}

/// Whether `s` is a number as JSON writes them.
fn is_json_number(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let st = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > st
    };
    if b.first() == Some(&b'0') && b.get(1).is_some_and(u8::is_ascii_digit) {
        return false;
    }
    if !digits(&mut i) {
        return false;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        if !digits(&mut i) {
            return false;
        }
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

/// Literal text as JSON template text: `${` and `%{` doubled.
fn escape_template(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    for (i, c) in s.char_indices() {
        if (c == '$' || c == '%') && b.get(i + 1) == Some(&b'{') {
            out.push(c);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `to_json`'s text, compacted (whitespace outside strings dropped).
    fn compact(src: &str) -> String {
        let text = to_json(src, "t.hcl").unwrap();
        let mut out = String::new();
        let (mut in_str, mut esc) = (false, false);
        for c in text.chars() {
            if in_str {
                out.push(c);
                match c {
                    _ if esc => esc = false,
                    '\\' => esc = true,
                    '"' => in_str = false,
                    _ => {}
                }
            } else if c == '"' {
                in_str = true;
                out.push(c);
            } else if !c.is_whitespace() {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn mapping() {
        let src = "a = 1\nb = \"x$${y}\"\nc = var.z\nd = \"p${q}\"\nblk \"l1\" \"l2\" {\n  e = true\n}\nr {}\nr {\n  f = null\n}\n";
        assert_eq!(
            compact(src),
            r#"{"a":1,"b":"x$${y}","c":"${ var.z }","d":"p${q}","blk":{"l1":{"l2":{"e":true}}},"r":[{},{"f":null}]}"#
        );
        assert!(to_json("a = = 1\n", "t.hcl").is_err());
        assert!(is_json_number("1.5e3") && !is_json_number("01") && !is_json_number("1."));
        assert_eq!(
            compact("a = 123456789012345678901234567890\nb = 0.1\nc = 1e400\nd = 6.e0\ne = 007\n"),
            r#"{"a":"${ 123456789012345678901234567890 }","b":0.1,"c":"${ 1e400 }","d":6,"e":7}"#
        );
    }

    #[test]
    fn literal_collections_are_json_values() {
        assert_eq!(
            compact("a = [1, 2]\nb = {x = \"s\", \"k l\" = [true, null]}\nc = []\nd = {}\n"),
            r#"{"a":[1,2],"b":{"x":"s","k l":[true,null]},"c":[],"d":{}}"#
        );
        // only what needs evaluation stays a template
        assert_eq!(
            compact("a = [var.x, 1]\nb = {k = f(1), \"$${l}\" = \"${v}\"}\n"),
            r#"{"a":["${ var.x }",1],"b":{"k":"${ f(1) }","$${l}":"${v}"}}"#
        );
        // keys that are not literal, or repeat: the expression
        assert_eq!(
            compact("a = {(k) = 1}\nb = {x = 1, x = 2}\nc = {\"${k}\" = 1}\n"),
            r#"{"a":"${ {(k) = 1} }","b":"${ {x = 1, x = 2} }","c":"${ {\"${k}\" = 1} }"}"#
        );
    }

    #[test]
    fn an_expression_ending_in_a_heredoc_ends_its_line() {
        let src =
            "a = (x ? <<-EOT\n  hi\n  EOT\n  : \"no\")\nb = y ? \"no\" : <<-EOT\n  hi\n  EOT\n";
        let v: J = serde_json::from_str(&to_json(src, "t.hcl").unwrap()).unwrap();
        assert_eq!(v["a"], "${ (x ? <<-EOT\n  hi\n  EOT\n  : \"no\") }");
        assert_eq!(v["b"], "${ y ? \"no\" : <<-EOT\n  hi\n  EOT\n}");
    }

    #[test]
    fn prepend_characters_are_escaped() {
        let mut s = String::new();
        write_string(&mut s, "\u{d4e}");
        assert_eq!(s, r#""\u0d4e""#);
        s.clear();
        write_string(&mut s, "a\u{110bd}\\\u{600}\"\n\u{1}é");
        assert_eq!(s, r#""a\ud804\udcbd\\\u0600\"\n\u0001é""#);
        assert_eq!(
            compact("a = {\"\u{d4e}\" = \"x\u{d4e}\"}\n"),
            r#"{"a":{"\u0d4e":"x\u0d4e"}}"#
        );
    }

    #[test]
    fn blocks_keep_source_order_whatever_serde_json_does() {
        // unsorted labels: an object in source order in the text; the
        // `serde_json` value of a build whose maps sort keys gets the
        // array form instead
        let src = "s \"web\" {\n}\ns \"db\" {\n  x = 1\n}\n";
        assert_eq!(compact(src), r#"{"s":{"web":{},"db":{"x":1}}}"#);
        let (file, _) = crate::parser::parse_config(src, "t.hcl");
        assert_eq!(
            body_out(&file.body, src, false).to_serde().to_string(),
            r#"{"s":[{"web":{}},{"db":{"x":1}}]}"#
        );
    }

    #[test]
    fn layout_keeps_order_and_shares_labels() {
        use BlockLayout::*;
        let l = |v: &[&[&str]]| block_layout(&v.iter().map(|x| x.to_vec()).collect::<Vec<_>>());
        assert_eq!(l(&[&[]]), Body(0));
        assert_eq!(l(&[&[], &[]]), Array(vec![Body(0), Body(1)]));
        assert_eq!(
            l(&[&["web", "x"], &["web", "y"], &["db", "x"]]),
            Labels(vec![
                (
                    "web".into(),
                    Labels(vec![("x".into(), Body(0)), ("y".into(), Body(1))])
                ),
                ("db".into(), Labels(vec![("x".into(), Body(2))])),
            ])
        );
        assert_eq!(
            l(&[&["web"], &["db"], &["web"]]),
            Array(vec![
                Labels(vec![("web".into(), Body(0)), ("db".into(), Body(1))]),
                Labels(vec![("web".into(), Body(2))]),
            ])
        );
        assert_eq!(
            l(&[&["a"], &["a"], &[]]),
            Array(vec![
                Labels(vec![("a".into(), Array(vec![Body(0), Body(1)]))]),
                Body(2)
            ])
        );
    }
}
