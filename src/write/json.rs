//! Native syntax → HCL's JSON syntax, so that a hcldec spec decodes the
//! JSON as it decodes the native file.
//!
//! The mapping:
//! - an attribute whose expression is a literal (`null`, `true`, `false`, a
//!   number written as JSON writes numbers, a string or heredoc without
//!   template sequences) becomes that JSON value; in a string, `${` and
//!   `%{` are doubled, because JSON strings are templates;
//! - a template (quoted or heredoc) with interpolations or directives
//!   becomes the same template as a JSON string (its literal text decoded,
//!   `${` and `%{` doubled; its sequences as written);
//! - any other expression becomes the template `"${ SOURCE }"`, which the
//!   JSON syntax evaluates as the expression itself (a template that is one
//!   interpolation returns its value unconverted), with the same variable
//!   references;
//! - a number becomes a JSON number when one holds it exactly
//!   ([`json_number`]), else the template `"${ N }"`;
//! - a block becomes an object under its type, nested one object per label
//!   (`"resource": {"aws_instance": {"web": {...}}}`), as [`BlockLayout`]
//!   says (shared with serde's `deserialize_any`): blocks with the same
//!   label share its object; several blocks at one place are an array; the
//!   source order of blocks of one type is kept;
//! - comments are dropped.

use crate::ast::{Body, Expr, ExprKind, Literal, TemplatePart};
use crate::diagnostic::Diagnostics;
use serde_json::{Map, Value as J};

/// Convert a native configuration file to HCL's JSON syntax (pretty-printed
/// with two-space indents); a file with syntax errors is refused.
pub fn to_json(src: &str, filename: &str) -> Result<String, Diagnostics> {
    let v = to_json_value(src, filename)?;
    let mut s = serde_json::to_string_pretty(&v).expect("JSON values serialize");
    s.push('\n');
    Ok(s)
}

/// [`to_json`] as a JSON value.
pub fn to_json_value(src: &str, filename: &str) -> Result<J, Diagnostics> {
    let (file, diags) = crate::parser::parse_config(src, filename);
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(body_json(&file.body, src))
}

fn body_json(b: &Body, src: &str) -> J {
    let mut m = Map::new();
    for a in b.attributes.iter() {
        m.insert(a.name.name.to_string(), expr_json(&a.expr, src));
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
        m.insert(ty.to_string(), layout_json(&layout, &blocks, src));
    }
    J::Object(m)
}

fn layout_json(l: &BlockLayout, blocks: &[&crate::ast::Block], src: &str) -> J {
    match l {
        BlockLayout::Body(i) => body_json(&blocks[*i].body, src),
        BlockLayout::Labels(items) => {
            let sorted = items.windows(2).all(|w| w[0].0 < w[1].0);
            if sorted || map_keeps_order() {
                J::Object(
                    (items.iter())
                        .map(|(k, v)| (k.clone(), layout_json(v, blocks, src)))
                        .collect(),
                )
            } else {
                // serde_json's map sorts its keys (no `preserve_order`):
                // one object per label keeps the blocks' order
                J::Array(
                    (items.iter())
                        .map(|(k, v)| {
                            J::Object(Map::from_iter([(k.clone(), layout_json(v, blocks, src))]))
                        })
                        .collect(),
                )
            }
        }
        BlockLayout::Array(items) => {
            J::Array(items.iter().map(|v| layout_json(v, blocks, src)).collect())
        }
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

/// The JSON form of an expression.
pub fn expr_json(e: &Expr, src: &str) -> J {
    match &e.kind {
        ExprKind::Literal(Literal::Null) => return J::Null,
        ExprKind::Literal(Literal::Bool(b)) => return J::Bool(*b),
        ExprKind::Literal(Literal::Number(n)) if is_json_number(n) => {
            // a number a JSON number can't hold exactly stays `${ N }`
            if let Some(v) = crate::value::Number::parse(n)
                .as_ref()
                .and_then(json_number)
            {
                return J::Number(v);
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
                return J::String(escape_template(&text));
            }
            // the template itself: a JSON string is a template too
            let mut out = String::new();
            template_text(t, src, &mut out);
            return J::String(out);
        }
        _ => {}
    }
    let text = &src[e.span.lo as usize..e.span.hi as usize];
    J::String(format!("${{ {text} }}"))
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

    #[test]
    fn mapping() {
        let src = "a = 1\nb = \"x$${y}\"\nc = var.z\nd = \"p${q}\"\nblk \"l1\" \"l2\" {\n  e = true\n}\nr {}\nr {\n  f = null\n}\n";
        let v = to_json_value(src, "t.hcl").unwrap();
        assert_eq!(
            v.to_string(),
            r#"{"a":1,"b":"x$${y}","c":"${ var.z }","d":"p${q}","blk":{"l1":{"l2":{"e":true}}},"r":[{},{"f":null}]}"#
        );
        assert!(to_json_value("a = = 1\n", "t.hcl").is_err());
        assert!(is_json_number("1.5e3") && !is_json_number("01") && !is_json_number("1."));
        let big = to_json_value(
            "a = 123456789012345678901234567890\nb = 0.1\nc = 1e400\n",
            "t.hcl",
        );
        assert_eq!(
            big.unwrap().to_string(),
            r#"{"a":"${ 123456789012345678901234567890 }","b":0.1,"c":"${ 1e400 }"}"#
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
