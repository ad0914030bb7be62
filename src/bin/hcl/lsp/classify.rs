//! What each token of a native-syntax file is, from the lossless token
//! stream alone (so it works on any text, broken or not): block types,
//! labels, attribute names, variables, functions, keywords, object keys,
//! template text and sequences. Semantic tokens, completion contexts and
//! function lookups are read from it.

use hcl2::write::token::lex_tokens;
use hcl2::write::{Kind, Token};

/// The role of one token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A block's type name.
    BlockType,
    /// A block label (bare or the quotes and text of a quoted one).
    Label,
    /// An attribute's name.
    AttrName,
    /// The root name of a traversal in an expression.
    Variable,
    /// A step name after `.` in a traversal.
    Step,
    /// A function name (and the `::` of a namespaced one).
    Function,
    /// `true`, `false`, `null`, `for`, `in`, `if` and the template
    /// directive words.
    Keyword,
    /// An object key written as a bare name.
    Key,
    /// Quotes, heredoc markers and literal template text.
    String,
    /// A number.
    Number,
    /// A comment.
    Comment,
    /// `${`, `%{` and the `}` that closes them.
    Template,
    /// Operators and punctuation of expressions (`+`, `==`, `?`, `=>`, ...).
    Operator,
    /// Brackets, `=`, commas, line breaks: nothing to colour.
    Plain,
}

/// One entry of the frame stack while scanning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Frame {
    /// A body (the file's or a block's): items start at line starts.
    Body,
    /// `{` of an object constructor.
    Object,
    /// `[` or `(`.
    Bracket,
    /// A quoted template or a heredoc.
    Template,
    /// `${ ... }`.
    Interp,
    /// `%{ ... }`.
    Directive,
}

/// Where a body item is in its header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ItemState {
    /// At the start of an item.
    Start,
    /// After the first name of a block header (labels may follow).
    Header,
    /// In the expression of an attribute.
    Expr,
}

/// The classified tokens of a file.
#[derive(Debug, Default)]
pub struct Classified {
    /// The lossless tokens (ending with `Eof`).
    pub toks: Vec<Token>,
    /// The class of each token.
    pub class: Vec<Class>,
    /// For each token, the block types of the bodies it is inside, outermost
    /// first, as indices of their `BlockType` tokens.
    body_path_at: Vec<u32>,
    /// The block-type token indices of each distinct body path (index 0: the
    /// file's body).
    paths: Vec<Vec<u32>>,
    /// For each token, whether it is in an expression (an attribute value,
    /// template sequence or anything nested in one).
    in_expr: Vec<bool>,
}

impl Classified {
    /// Classify the tokens of `text`.
    pub fn new(text: &str) -> Classified {
        let toks = lex_tokens(text);
        let n = toks.len();
        let mut class = vec![Class::Plain; n];
        let mut in_expr = vec![false; n];
        let mut body_path_at = vec![0u32; n];
        let mut paths: Vec<Vec<u32>> = vec![Vec::new()];
        // the body-path index of each open Body frame
        let mut body_paths: Vec<u32> = vec![0];
        let mut stack: Vec<Frame> = vec![Frame::Body];
        // item state of each open Body frame
        let mut items: Vec<ItemState> = vec![ItemState::Start];
        // the block-type token of the header being read
        let mut header_type: Option<u32> = None;
        // an object frame's item start (key position) flags
        let mut key_pos: Vec<bool> = Vec::new();
        let s = |t: &Token| &text[t.start as usize..t.end as usize];
        let next_sig = |i: usize| -> Option<usize> {
            (i + 1..n).find(|&j| !matches!(toks[j].kind, Kind::Comment | Kind::LineComment))
        };
        for i in 0..n {
            let t = toks[i];
            body_path_at[i] = *body_paths.last().unwrap_or(&0);
            let top = *stack.last().unwrap_or(&Frame::Body);
            let expr = top != Frame::Body || items.last() == Some(&ItemState::Expr);
            in_expr[i] = expr && !matches!(top, Frame::Template);
            match t.kind {
                Kind::LineComment | Kind::Comment => {
                    class[i] = Class::Comment;
                    continue;
                }
                Kind::Number => class[i] = Class::Number,
                Kind::Lit | Kind::OQuote | Kind::CQuote | Kind::OHeredoc | Kind::CHeredoc => {
                    class[i] = Class::String
                }
                Kind::TemplateInterp | Kind::TemplateControl | Kind::TemplateSeqEnd => {
                    class[i] = Class::Template
                }
                Kind::Plus
                | Kind::Minus
                | Kind::Star
                | Kind::Slash
                | Kind::Percent
                | Kind::EqualOp
                | Kind::NotEqual
                | Kind::Lt
                | Kind::Le
                | Kind::Gt
                | Kind::Ge
                | Kind::And
                | Kind::Or
                | Kind::Bang
                | Kind::Question
                | Kind::Colon
                | Kind::FatArrow
                | Kind::Ellipsis => class[i] = Class::Operator,
                _ => {}
            }
            if top == Frame::Body && items.last() != Some(&ItemState::Expr) {
                // an item's header
                let st = items.last_mut().expect("a state per body");
                match t.kind {
                    Kind::Ident if *st == ItemState::Start => {
                        let is_attr = next_sig(i).is_some_and(|j| toks[j].kind == Kind::Equal);
                        if is_attr {
                            class[i] = Class::AttrName;
                        } else {
                            class[i] = Class::BlockType;
                            header_type = Some(i as u32);
                            *st = ItemState::Header;
                        }
                    }
                    Kind::Ident if *st == ItemState::Header => class[i] = Class::Label,
                    Kind::OQuote if *st == ItemState::Header => {
                        // the label's text and closing quote follow (below)
                        class[i] = Class::Label;
                        stack.push(Frame::Template);
                    }
                    Kind::Equal => *st = ItemState::Expr,
                    Kind::OBrace => {
                        *st = ItemState::Start;
                        let mut path = paths[*body_paths.last().unwrap_or(&0) as usize].clone();
                        path.extend(header_type.take());
                        paths.push(path);
                        body_paths.push((paths.len() - 1) as u32);
                        stack.push(Frame::Body);
                        items.push(ItemState::Start);
                    }
                    Kind::CBrace => {
                        if stack.len() > 1 {
                            stack.pop();
                            items.pop();
                            body_paths.pop();
                        }
                        if let Some(st) = items.last_mut() {
                            *st = ItemState::Start;
                        }
                    }
                    Kind::Newline => {
                        *st = ItemState::Start;
                        header_type = None;
                    }
                    _ => {}
                }
                continue;
            }
            // labels inside quotes in a header
            if top == Frame::Template
                && stack.len() >= 2
                && stack[stack.len() - 2] == Frame::Body
                && items.last() == Some(&ItemState::Header)
            {
                match t.kind {
                    Kind::CQuote => {
                        class[i] = Class::Label;
                        stack.pop();
                    }
                    Kind::Lit => class[i] = Class::Label,
                    Kind::TemplateInterp | Kind::TemplateControl => stack.push(Frame::Interp),
                    _ => {}
                }
                continue;
            }
            // expressions and templates
            match t.kind {
                Kind::OQuote | Kind::OHeredoc => stack.push(Frame::Template),
                Kind::CQuote | Kind::CHeredoc if top == Frame::Template => {
                    stack.pop();
                }
                Kind::TemplateInterp => stack.push(Frame::Interp),
                Kind::TemplateControl => {
                    stack.push(Frame::Directive);
                    if let Some(j) = next_sig(i) {
                        if toks[j].kind == Kind::Ident {
                            class[j] = Class::Keyword;
                        }
                    }
                }
                Kind::TemplateSeqEnd => {
                    if matches!(top, Frame::Interp | Frame::Directive) {
                        stack.pop();
                    }
                }
                Kind::OBrace => {
                    stack.push(Frame::Object);
                    key_pos.push(true);
                    continue;
                }
                Kind::OBrack | Kind::OParen => stack.push(Frame::Bracket),
                Kind::CBrack | Kind::CParen if top == Frame::Bracket => {
                    stack.pop();
                }
                Kind::CBrace => {
                    if top == Frame::Object {
                        stack.pop();
                        key_pos.pop();
                    } else if top == Frame::Body {
                        // `}` ending a one-line block after an attribute
                        if stack.len() > 1 {
                            stack.pop();
                            items.pop();
                            body_paths.pop();
                        }
                        if let Some(st) = items.last_mut() {
                            *st = ItemState::Start;
                        }
                        in_expr[i] = false;
                        class[i] = Class::Plain;
                        continue;
                    }
                }
                Kind::Newline => {
                    if top == Frame::Body {
                        if let Some(st) = items.last_mut() {
                            *st = ItemState::Start;
                        }
                        in_expr[i] = false;
                    }
                    if top == Frame::Object {
                        if let Some(k) = key_pos.last_mut() {
                            *k = true;
                        }
                    }
                    continue;
                }
                Kind::Comma => {
                    if top == Frame::Object {
                        if let Some(k) = key_pos.last_mut() {
                            *k = true;
                        }
                    }
                    continue;
                }
                Kind::Ident => {
                    let word = s(&t);
                    let prev = (0..i)
                        .rev()
                        .find(|&j| !matches!(toks[j].kind, Kind::Comment | Kind::LineComment));
                    let next = next_sig(i).map(|j| toks[j].kind);
                    let after_dot = prev.is_some_and(|j| toks[j].kind == Kind::Dot);
                    let at_key = top == Frame::Object && key_pos.last() == Some(&true);
                    let call = matches!(next, Some(Kind::OParen) | Some(Kind::DoubleColon))
                        || prev.is_some_and(|j| toks[j].kind == Kind::DoubleColon);
                    let keyword = matches!(word, "true" | "false" | "null")
                        || (matches!(word, "for" | "in" | "if")
                            && for_keyword(&toks, &class, i, prev, top, text))
                        // a template directive's word, marked at its `%{`
                        || class[i] == Class::Keyword;
                    class[i] = if after_dot {
                        Class::Step
                    } else if call {
                        Class::Function
                    } else if at_key && matches!(next, Some(Kind::Equal) | Some(Kind::Colon)) {
                        Class::Key
                    } else if keyword {
                        Class::Keyword
                    } else {
                        Class::Variable
                    };
                }
                Kind::DoubleColon => class[i] = Class::Function,
                _ => {}
            }
            if top == Frame::Object && !matches!(t.kind, Kind::Comment | Kind::LineComment) {
                if let Some(k) = key_pos.last_mut() {
                    *k = false;
                }
            }
        }
        Classified {
            toks,
            class,
            body_path_at,
            paths,
            in_expr,
        }
    }

    /// The index of the token covering byte `offset`: the token that
    /// contains it, else the one that ends right at it (a cursor just after
    /// a name is on that name).
    pub fn token_at(&self, offset: usize) -> Option<usize> {
        let o = offset as u32;
        let i = self.toks.partition_point(|t| t.end < o);
        if i < self.toks.len() && self.toks[i].start <= o && o <= self.toks[i].end {
            if self.toks[i].start < o || i == 0 || self.toks[i - 1].end != o {
                return Some(i);
            }
            // at a boundary: prefer the name that ends here
            if self.toks[i].kind != Kind::Ident && self.toks[i - 1].kind == Kind::Ident {
                return Some(i - 1);
            }
            return Some(i);
        }
        None
    }

    /// The block types (texts) of the bodies token `i` is inside.
    pub fn body_path(&self, text: &str, i: usize) -> Vec<String> {
        let p = self.body_path_at.get(i).copied().unwrap_or(0) as usize;
        self.paths[p]
            .iter()
            .map(|&k| {
                let t = self.toks[k as usize];
                text[t.start as usize..t.end as usize].to_string()
            })
            .collect()
    }

    /// Whether token `i` is in an expression.
    pub fn in_expr(&self, i: usize) -> bool {
        self.in_expr.get(i).copied().unwrap_or(false)
    }

    /// The text of token `i`.
    pub fn text<'t>(&self, text: &'t str, i: usize) -> &'t str {
        let t = self.toks[i];
        &text[t.start as usize..t.end as usize]
    }
}

/// Whether `for`, `in` or `if` at token `i` is the keyword of a `for`
/// expression (`[for x in xs: x if x]`, `{for k, v in m: k => v}`).
fn for_keyword(
    toks: &[Token],
    class: &[Class],
    i: usize,
    prev: Option<usize>,
    top: Frame,
    text: &str,
) -> bool {
    let word = &text[toks[i].start as usize..toks[i].end as usize];
    let next_is_name = toks
        .get(i + 1)
        .is_some_and(|t| matches!(t.kind, Kind::Ident));
    match word {
        "for" => {
            next_is_name
                && prev.is_some_and(|j| matches!(toks[j].kind, Kind::OBrack | Kind::OBrace))
        }
        // `in` and `if` follow a `for` earlier in the same brackets
        _ => {
            matches!(top, Frame::Bracket | Frame::Object | Frame::Directive)
                && (0..i).rev().take(64).any(|j| {
                    class[j] == Class::Keyword
                        && &text[toks[j].start as usize..toks[j].end as usize] == "for"
                })
        }
    }
}
