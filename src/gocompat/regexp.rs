//! Go's regular expression syntax (`regexp/syntax` with `regexp`'s Perl
//! flags, as in Go 1.19, the reference's toolchain), checked the way Go's
//! parser checks it and translated into an equivalent pattern for the
//! `regex` crate.
//!
//! The checker follows the parser's structure: a stack of parsed items and
//! the two pseudo-items `(` and `|` decide where a repetition has an
//! argument; nested repetition counts are limited to 1,000 copies; escapes,
//! classes, Unicode class names (Go's Unicode 13 categories and scripts),
//! group flags and capture names are Go's. Errors carry Go's error code and
//! the offending text, so messages read like Go's
//! ("error parsing regexp: missing closing ): `(a`").
//!
//! The translation emits every literal as `\x{...}` (so nothing Rust gives
//! a meaning to, such as `\<`, leaks through), Go's ASCII Perl classes and
//! word boundaries as ASCII sets, `\Q...\E` as literals, assertions as
//! groups (Go allows `^*`), and every capture unnamed: the Go names are
//! returned separately (Go allows names Rust does not, such as `1a`, and
//! duplicates).

use std::fmt::Write;

/// A Go syntax error: its code text and the offending expression.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SyntaxError {
    pub code: &'static str,
    pub expr: String,
}

/// A checked pattern: the `regex` crate's equivalent and the Go capture
/// names by group number (from 1; `None` for unnamed groups).
#[derive(Debug)]
pub(crate) struct Translated {
    pub rust: String,
    pub names: Vec<Option<String>>,
}

const INVALID_CHAR_RANGE: &str = "invalid character class range";
const INVALID_ESCAPE: &str = "invalid escape sequence";
const INVALID_NAMED_CAPTURE: &str = "invalid named capture";
const INVALID_PERL_OP: &str = "invalid or unsupported Perl syntax";
const INVALID_REPEAT_OP: &str = "invalid nested repetition operator";
const INVALID_REPEAT_SIZE: &str = "invalid repeat count";
const MISSING_BRACKET: &str = "missing closing ]";
const MISSING_PAREN: &str = "missing closing )";
const MISSING_REPEAT_ARGUMENT: &str = "missing argument to repetition operator";
const TRAILING_BACKSLASH: &str = "trailing backslash at end of expression";
const UNEXPECTED_PAREN: &str = "unexpected )";
const NESTING_DEPTH: &str = "expression nests too deeply";

/// Go's Unicode general categories (`unicode.Categories`).
const CATEGORIES: &[&str] = &[
    "C", "Cc", "Cf", "Co", "Cs", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn", "N",
    "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk", "Sm", "So",
    "Z", "Zl", "Zp", "Zs",
];

/// Go 1.19's Unicode 13 scripts (`unicode.Scripts`).
const SCRIPTS: &[&str] = &[
    "Adlam",
    "Ahom",
    "Anatolian_Hieroglyphs",
    "Arabic",
    "Armenian",
    "Avestan",
    "Balinese",
    "Bamum",
    "Bassa_Vah",
    "Batak",
    "Bengali",
    "Bhaiksuki",
    "Bopomofo",
    "Brahmi",
    "Braille",
    "Buginese",
    "Buhid",
    "Canadian_Aboriginal",
    "Carian",
    "Caucasian_Albanian",
    "Chakma",
    "Cham",
    "Cherokee",
    "Chorasmian",
    "Common",
    "Coptic",
    "Cuneiform",
    "Cypriot",
    "Cyrillic",
    "Deseret",
    "Devanagari",
    "Dives_Akuru",
    "Dogra",
    "Duployan",
    "Egyptian_Hieroglyphs",
    "Elbasan",
    "Elymaic",
    "Ethiopic",
    "Georgian",
    "Glagolitic",
    "Gothic",
    "Grantha",
    "Greek",
    "Gujarati",
    "Gunjala_Gondi",
    "Gurmukhi",
    "Han",
    "Hangul",
    "Hanifi_Rohingya",
    "Hanunoo",
    "Hatran",
    "Hebrew",
    "Hiragana",
    "Imperial_Aramaic",
    "Inherited",
    "Inscriptional_Pahlavi",
    "Inscriptional_Parthian",
    "Javanese",
    "Kaithi",
    "Kannada",
    "Katakana",
    "Kayah_Li",
    "Kharoshthi",
    "Khitan_Small_Script",
    "Khmer",
    "Khojki",
    "Khudawadi",
    "Lao",
    "Latin",
    "Lepcha",
    "Limbu",
    "Linear_A",
    "Linear_B",
    "Lisu",
    "Lycian",
    "Lydian",
    "Mahajani",
    "Makasar",
    "Malayalam",
    "Mandaic",
    "Manichaean",
    "Marchen",
    "Masaram_Gondi",
    "Medefaidrin",
    "Meetei_Mayek",
    "Mende_Kikakui",
    "Meroitic_Cursive",
    "Meroitic_Hieroglyphs",
    "Miao",
    "Modi",
    "Mongolian",
    "Mro",
    "Multani",
    "Myanmar",
    "Nabataean",
    "Nandinagari",
    "New_Tai_Lue",
    "Newa",
    "Nko",
    "Nushu",
    "Nyiakeng_Puachue_Hmong",
    "Ogham",
    "Ol_Chiki",
    "Old_Hungarian",
    "Old_Italic",
    "Old_North_Arabian",
    "Old_Permic",
    "Old_Persian",
    "Old_Sogdian",
    "Old_South_Arabian",
    "Old_Turkic",
    "Oriya",
    "Osage",
    "Osmanya",
    "Pahawh_Hmong",
    "Palmyrene",
    "Pau_Cin_Hau",
    "Phags_Pa",
    "Phoenician",
    "Psalter_Pahlavi",
    "Rejang",
    "Runic",
    "Samaritan",
    "Saurashtra",
    "Sharada",
    "Shavian",
    "Siddham",
    "SignWriting",
    "Sinhala",
    "Sogdian",
    "Sora_Sompeng",
    "Soyombo",
    "Sundanese",
    "Syloti_Nagri",
    "Syriac",
    "Tagalog",
    "Tagbanwa",
    "Tai_Le",
    "Tai_Tham",
    "Tai_Viet",
    "Takri",
    "Tamil",
    "Tangut",
    "Telugu",
    "Thaana",
    "Thai",
    "Tibetan",
    "Tifinagh",
    "Tirhuta",
    "Ugaritic",
    "Vai",
    "Wancho",
    "Warang_Citi",
    "Yezidi",
    "Yi",
    "Zanabazar_Square",
];

/// Go's POSIX classes (`[:name:]`, also negated `[:^name:]`).
const POSIX: &[&str] = &[
    "alnum", "alpha", "ascii", "blank", "cntrl", "digit", "graph", "lower", "print", "punct",
    "space", "upper", "word", "xdigit",
];

/// Go's ASCII Perl classes as set contents, and their negations.
fn perl_class(c: u8) -> Option<(&'static str, bool)> {
    Some(match c {
        b'd' => ("0-9", false),
        b'D' => ("0-9", true),
        b's' => ("\\t\\n\\f\\r ", false),
        b'S' => ("\\t\\n\\f\\r ", true),
        b'w' => ("0-9A-Za-z_", false),
        b'W' => ("0-9A-Za-z_", true),
        _ => return None,
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Real,
    LeftParen,
    Bar,
}

/// The node kinds Go's parser merges or flattens.
#[derive(Clone, Copy, PartialEq)]
enum Op {
    Other,
    /// A literal, with its case-folding flag (adjacent literals merge).
    Lit(bool),
    Concat,
    Alternate,
}

/// A stack item: its kind, the repeat budget it needs (Go's
/// `repeatIsValid`: the least n for which the item is valid) and its
/// height as a Go syntax tree (limited to 1,000).
#[derive(Clone, Copy)]
struct Item {
    kind: Kind,
    need: u64,
    height: u32,
    op: Op,
    /// For `(`: the `U` and `i` flags before it (restored at `)`).
    ungreedy: bool,
    fold: bool,
    /// Go's `isCharClass`: a one-rune literal or a class (two of them
    /// either side of `|` merge into one class).
    cc: bool,
}

impl Item {
    fn real(need: u64, height: u32, op: Op) -> Item {
        Item {
            kind: Kind::Real,
            need,
            height,
            op,
            ungreedy: false,
            fold: false,
            cc: false,
        }
    }
}

/// Go's `maxHeight`.
const MAX_HEIGHT: u32 = 1000;

struct Parser<'a> {
    p: &'a str,
    b: &'a [u8],
    stack: Vec<Item>,
    out: String,
    names: Vec<Option<String>>,
    /// Flag groups (`(?i)`) not emitted yet: Go lets a repetition after
    /// one apply to the item before it, Rust does not, so they are emitted
    /// after such a repetition.
    pending_flags: String,
    /// Go's `U` flag here, and as the emitted pattern has it (they differ
    /// while flag groups are pending).
    ungreedy: bool,
    emitted_ungreedy: bool,
    /// Go's `i` flag here.
    fold: bool,
    /// A node higher than [`MAX_HEIGHT`] was built.
    too_deep: bool,
}

fn err(code: &'static str, expr: &str) -> SyntaxError {
    SyntaxError {
        code,
        expr: expr.to_string(),
    }
}

fn push_lit(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() {
        out.push(c);
    } else {
        let _ = write!(out, "\\x{{{:X}}}", c as u32);
    }
}

fn unhex(c: char) -> Option<u32> {
    c.to_digit(16)
}

impl<'a> Parser<'a> {
    fn ch(&self, i: usize) -> Option<char> {
        self.p[i..].chars().next()
    }

    /// Go's `maybeConcat(-1)`: the two literals on top merge.
    fn merge_literals(&mut self) {
        let n = self.stack.len();
        if n >= 2 {
            if let (Op::Lit(a), Op::Lit(b)) = (self.stack[n - 1].op, self.stack[n - 2].op) {
                if a == b && self.stack[n - 2].kind == Kind::Real {
                    self.stack.pop();
                    self.stack[n - 2].cc = false;
                }
            }
        }
    }

    /// Go's `push`.
    fn push(&mut self, it: Item) {
        self.merge_literals();
        self.too_deep |= it.height > MAX_HEIGHT;
        self.stack.push(it);
    }

    /// A leaf that is not a class (an assertion).
    fn real(&mut self, need: u64) {
        self.push(Item::real(need, 1, Op::Other));
    }

    /// A class leaf (`[...]`, `\d`, `\pN`, `.`).
    fn class(&mut self) {
        self.push(Item {
            cc: true,
            ..Item::real(0, 1, Op::Other)
        });
    }

    /// Go's `concat` (or `alternate`): the items above the topmost
    /// pseudo-item become one.
    fn collapse(&mut self, op: Op) {
        if op == Op::Concat {
            self.merge_literals();
        }
        let mut i = self.stack.len();
        while i > 0 && self.stack[i - 1].kind == Kind::Real {
            i -= 1;
        }
        let subs: Vec<Item> = self.stack.drain(i..).collect();
        let it = match subs.len() {
            0 => Item::real(0, 1, Op::Other),
            1 => subs[0],
            _ => {
                let need = subs.iter().map(|s| s.need).max().unwrap_or(0);
                let h = subs
                    .iter()
                    .map(|s| if s.op == op { s.height - 1 } else { s.height })
                    .max()
                    .unwrap_or(0);
                Item::real(need, h + 1, op)
            }
        };
        self.push(it);
    }

    /// `swapVerticalBar`: the item above a `|` moves below it.
    fn swap_bar(&mut self) -> bool {
        let n = self.stack.len();
        if n >= 3
            && self.stack[n - 2].kind == Kind::Bar
            && self.stack[n - 1].kind == Kind::Real
            && self.stack[n - 3].kind == Kind::Real
            && self.stack[n - 1].cc
            && self.stack[n - 3].cc
        {
            self.stack[n - 3] = Item {
                cc: true,
                ..Item::real(0, 1, Op::Other)
            };
            self.stack.pop();
            return true;
        }
        if n >= 2 && self.stack[n - 2].kind == Kind::Bar {
            self.stack.swap(n - 2, n - 1);
            return true;
        }
        false
    }

    fn vertical_bar(&mut self) {
        self.collapse(Op::Concat);
        if !self.swap_bar() {
            self.push(Item {
                kind: Kind::Bar,
                ..Item::real(0, 1, Op::Other)
            });
        }
    }

    fn right_paren(&mut self) -> Result<(), SyntaxError> {
        self.collapse(Op::Concat);
        if self.swap_bar() {
            self.stack.pop();
        }
        self.collapse(Op::Alternate);
        let n = self.stack.len();
        if n < 2 || self.stack[n - 2].kind != Kind::LeftParen {
            return Err(err(UNEXPECTED_PAREN, self.p));
        }
        let inner = self.stack[n - 1];
        let capture = self.stack[n - 2].need == 1;
        self.ungreedy = self.stack[n - 2].ungreedy;
        self.fold = self.stack[n - 2].fold;
        self.stack.truncate(n - 2);
        if capture {
            self.push(Item::real(inner.need, inner.height + 1, Op::Other));
        } else {
            self.push(inner);
        }
        Ok(())
    }

    /// A repetition operator from `before` whose text ends at `after`
    /// (before an optional `?`); `count` is `Some((min, max))` for `{}`.
    fn repeat(
        &mut self,
        count: Option<(i64, i64)>,
        before: usize,
        mut after: usize,
        last_repeat: Option<usize>,
    ) -> Result<usize, SyntaxError> {
        if self.b.get(after) == Some(&b'?') {
            after += 1;
        }
        if let Some(lr) = last_repeat {
            return Err(err(INVALID_REPEAT_OP, &self.p[lr..after]));
        }
        let top = match self.stack.last() {
            Some(t) if t.kind == Kind::Real => *t,
            _ => return Err(err(MISSING_REPEAT_ARGUMENT, &self.p[before..after])),
        };
        let need = match count {
            None => top.need,
            Some((min, max)) => {
                let m = if max >= 0 { max } else { min } as u64;
                let need = if m == 0 {
                    0
                } else {
                    m.saturating_mul(top.need.max(1))
                };
                if (min >= 2 || max >= 2) && need > 1000 {
                    return Err(err(INVALID_REPEAT_SIZE, &self.p[before..after]));
                }
                need
            }
        };
        let top = self.stack.last_mut().expect("top");
        *top = Item::real(need, top.height + 1, Op::Other);
        self.too_deep |= top.height > MAX_HEIGHT;
        // Go decides greediness with the flags in force here; the Rust
        // pattern has any pending flag groups after the operator.
        let lazy_suffix = self.b[after - 1] == b'?' && after - 1 > before;
        let op = &self.p[before..if lazy_suffix { after - 1 } else { after }];
        self.out.push_str(op);
        let rust_ungreedy = if self.pending_flags.is_empty() {
            self.ungreedy
        } else {
            self.emitted_ungreedy
        };
        if (self.ungreedy ^ lazy_suffix) ^ rust_ungreedy {
            self.out.push('?');
        }
        Ok(after)
    }

    /// Go's `parseInt` for repeat counts: no leading zeros; -1 when large.
    fn parse_int(&self, mut i: usize) -> Option<(i64, usize)> {
        let b = self.b;
        if i >= b.len() || !b[i].is_ascii_digit() {
            return None;
        }
        if i + 1 < b.len() && b[i] == b'0' && b[i + 1].is_ascii_digit() {
            return None;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let mut n: i64 = 0;
        for &d in &b[start..i] {
            if n >= 100_000_000 {
                n = -1;
                break;
            }
            n = n * 10 + (d - b'0') as i64;
        }
        Some((n, i))
    }

    /// Go's `parseRepeat` at a `{`: (min, max, index after `}`); max is -1
    /// for `{n,}`, min is -1 when a number is too large.
    fn parse_repeat(&self, i: usize) -> Option<(i64, i64, usize)> {
        let b = self.b;
        let (mut min, mut j) = self.parse_int(i + 1)?;
        let max;
        if j >= b.len() {
            return None;
        }
        if b[j] != b',' {
            max = min;
        } else {
            j += 1;
            if j >= b.len() {
                return None;
            }
            if b[j] == b'}' {
                max = -1;
            } else {
                let (m, k) = self.parse_int(j)?;
                j = k;
                max = m;
                if m < 0 {
                    min = -1;
                }
            }
        }
        if j >= b.len() || b[j] != b'}' {
            return None;
        }
        Some((min, max, j + 1))
    }

    /// Go's `parseEscape` at a backslash: the rune and the index after it.
    fn parse_escape(&self, i: usize) -> Result<(char, usize), SyntaxError> {
        let p = self.p;
        let mut t = i + 1;
        let Some(c) = self.ch(t) else {
            return Err(err(TRAILING_BACKSLASH, ""));
        };
        t += c.len_utf8();
        let fail = |t: usize| Err(err(INVALID_ESCAPE, &p[i..t]));
        let is_oct = |t: usize| matches!(self.b.get(t), Some(b'0'..=b'7'));
        match c {
            '1'..='7' | '0' => {
                if c != '0' && !is_oct(t) {
                    return fail(t);
                }
                let mut r = c as u32 - '0' as u32;
                for _ in 1..3 {
                    if !is_oct(t) {
                        break;
                    }
                    r = r * 8 + (self.b[t] - b'0') as u32;
                    t += 1;
                }
                Ok((char::from_u32(r).expect("octal"), t))
            }
            'x' => {
                let Some(c2) = self.ch(t) else {
                    return fail(t);
                };
                t += c2.len_utf8();
                if c2 == '{' {
                    let mut n = 0;
                    let mut r: u32 = 0;
                    loop {
                        let Some(d) = self.ch(t) else {
                            return fail(t);
                        };
                        t += d.len_utf8();
                        if d == '}' {
                            break;
                        }
                        let Some(v) = unhex(d) else {
                            return fail(t);
                        };
                        r = r * 16 + v;
                        if r > 0x10FFFF {
                            return fail(t);
                        }
                        n += 1;
                    }
                    if n == 0 {
                        return fail(t);
                    }
                    // Surrogates are not scalar values: Go keeps them as
                    // runes that match nothing in valid UTF-8.
                    return Ok((char::from_u32(r).unwrap_or('\u{FFFD}'), t));
                }
                let x = unhex(c2);
                let c3 = self.ch(t);
                if let Some(c3) = c3 {
                    t += c3.len_utf8();
                }
                match (x, c3.and_then(unhex)) {
                    (Some(x), Some(y)) => Ok((char::from_u32(x * 16 + y).expect("byte"), t)),
                    _ => fail(t),
                }
            }
            'a' => Ok(('\u{7}', t)),
            'f' => Ok(('\u{c}', t)),
            'n' => Ok(('\n', t)),
            'r' => Ok(('\r', t)),
            't' => Ok(('\t', t)),
            'v' => Ok(('\u{b}', t)),
            c if c.is_ascii() && !c.is_ascii_alphanumeric() => Ok((c, t)),
            _ => fail(t),
        }
    }

    /// Go's `parseUnicodeClass` at `\p`/`\P`: the Rust text and the index
    /// after it.
    fn parse_unicode_class(&self, i: usize) -> Result<(String, usize), SyntaxError> {
        let p = self.p;
        let mut negated = self.b[i + 1] == b'P';
        let mut t = i + 2;
        let c = self.ch(t);
        let (seq_end, name) = if c != Some('{') {
            if let Some(c) = c {
                t += c.len_utf8();
            }
            (t, &p[i + 2..t])
        } else {
            let Some(end) = p[i..].find('}') else {
                return Err(err(INVALID_CHAR_RANGE, &p[i..]));
            };
            (i + end + 1, &p[i + 3..i + end])
        };
        let mut name = name;
        if let Some(n) = name.strip_prefix('^') {
            negated = !negated;
            name = n;
        }
        if !(name == "Any" || CATEGORIES.contains(&name) || SCRIPTS.contains(&name)) {
            return Err(err(INVALID_CHAR_RANGE, &p[i..seq_end]));
        }
        // Surrogates never occur in valid UTF-8 (the `regex` crate has no
        // class for them).
        let s = match (name, negated) {
            ("Cs", false) => "[^\\x{0}-\\x{10FFFF}]".to_string(),
            ("Cs", true) => "[\\x{0}-\\x{10FFFF}]".to_string(),
            _ => format!("\\{}{{{}}}", if negated { 'P' } else { 'p' }, name),
        };
        Ok((s, seq_end))
    }

    /// Go's `parseClass` at `[`: pushes the class, returns the index after.
    fn parse_class(&mut self, i: usize) -> Result<usize, SyntaxError> {
        let p = self.p;
        let b = self.b;
        let mut t = i + 1;
        let mut out = String::from("[");
        if b.get(t) == Some(&b'^') {
            out.push('^');
            t += 1;
        }
        let mut first = true;
        while t >= b.len() || b[t] != b']' || first {
            first = false;
            // POSIX [:alnum:].
            if b.len() - t.min(b.len()) > 2 && b[t] == b'[' && b[t + 1] == b':' {
                if let Some(k) = p[t + 2..].find(":]") {
                    let name = &p[t..t + 2 + k + 2];
                    let inner = &name[2..name.len() - 2];
                    let inner = inner.strip_prefix('^').unwrap_or(inner);
                    if !POSIX.contains(&inner) {
                        return Err(err(INVALID_CHAR_RANGE, name));
                    }
                    out.push_str(name);
                    t += name.len();
                    continue;
                }
            }
            if t + 1 < b.len() && b[t] == b'\\' && (b[t + 1] == b'p' || b[t + 1] == b'P') {
                let (s, nt) = self.parse_unicode_class(t)?;
                out.push_str(&s);
                t = nt;
                continue;
            }
            if t + 1 < b.len() && b[t] == b'\\' {
                if let Some((set, neg)) = perl_class(b[t + 1]) {
                    if neg {
                        let _ = write!(out, "[^{set}]");
                    } else {
                        out.push_str(set);
                    }
                    t += 2;
                    continue;
                }
            }
            let rng = t;
            let (lo, nt) = self.class_char(t, i)?;
            t = nt;
            let mut hi = lo;
            if t + 1 < b.len() && b[t] == b'-' && b[t + 1] != b']' {
                let (h, nt) = self.class_char(t + 1, i)?;
                t = nt;
                hi = h;
                if hi < lo {
                    return Err(err(INVALID_CHAR_RANGE, &p[rng..t]));
                }
            }
            push_lit(&mut out, lo);
            if hi != lo {
                out.push('-');
                push_lit(&mut out, hi);
            }
        }
        out.push(']');
        self.out.push_str(&out);
        self.class();
        Ok(t + 1)
    }

    fn class_char(&self, t: usize, class_start: usize) -> Result<(char, usize), SyntaxError> {
        match self.ch(t) {
            None => Err(err(MISSING_BRACKET, &self.p[class_start..])),
            Some('\\') => self.parse_escape(t),
            Some(c) => Ok((c, t + c.len_utf8())),
        }
    }

    /// Go's `parsePerlFlags` at `(?`: returns the index after it.
    fn parse_perl_flags(&mut self, i: usize) -> Result<usize, SyntaxError> {
        let p = self.p;
        let s = &p[i..];
        // `(?P<name>` and, since Go 1.22, `(?<name>`
        let starts_with_p = s.len() > 4 && &s.as_bytes()[2..4] == b"P<";
        let starts_with_name = s.len() > 3 && s.as_bytes()[2] == b'<';
        if starts_with_p || starts_with_name {
            let Some(end) = s.find('>') else {
                return Err(err(INVALID_NAMED_CAPTURE, s));
            };
            let name = &s[if starts_with_p { 4 } else { 3 }..end];
            if name.is_empty() || !name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric()) {
                return Err(err(INVALID_NAMED_CAPTURE, &s[..end + 1]));
            }
            self.flush_flags();
            self.left_paren(true);
            self.names.push(Some(name.to_string()));
            self.out.push('(');
            return Ok(i + end + 1);
        }
        let mut t = i + 2;
        let mut negative = false;
        let mut saw_flag = false;
        let mut ungreedy = self.ungreedy;
        let mut fold = self.fold;
        while let Some(c) = self.ch(t) {
            t += c.len_utf8();
            match c {
                'U' => {
                    ungreedy = !negative;
                    saw_flag = true;
                }
                'i' => {
                    fold = !negative;
                    saw_flag = true;
                }
                'm' | 's' => saw_flag = true,
                '-' => {
                    if negative {
                        break;
                    }
                    negative = true;
                    saw_flag = false;
                }
                ':' | ')' => {
                    if negative && !saw_flag {
                        break;
                    }
                    let flags = &p[i + 2..t - 1];
                    if c == ':' {
                        self.flush_flags();
                        self.left_paren(false);
                        let _ = write!(self.out, "(?{flags}:");
                    } else if !flags.is_empty() {
                        if self.pending_flags.is_empty() {
                            self.emitted_ungreedy = self.ungreedy;
                        }
                        let _ = write!(self.pending_flags, "(?{flags})");
                    }
                    self.ungreedy = ungreedy;
                    self.fold = fold;
                    return Ok(t);
                }
                _ => break,
            }
        }
        Err(err(INVALID_PERL_OP, &p[i..t]))
    }

    /// A `(`; `capture` says whether its `)` makes a capture node.
    fn left_paren(&mut self, capture: bool) {
        let it = Item {
            kind: Kind::LeftParen,
            ungreedy: self.ungreedy,
            fold: self.fold,
            // Reused as the capture marker.
            need: u64::from(capture),
            ..Item::real(0, 1, Op::Other)
        };
        self.push(it);
    }

    fn flush_flags(&mut self) {
        if !self.pending_flags.is_empty() {
            self.out.push_str(&std::mem::take(&mut self.pending_flags));
        }
    }

    fn literal(&mut self, c: char) {
        push_lit(&mut self.out, c);
        self.push(Item {
            cc: true,
            ..Item::real(0, 1, Op::Lit(self.fold))
        });
    }

    fn assertion(&mut self, s: &str) {
        let _ = write!(self.out, "(?:{s})");
        self.real(0);
    }

    fn run(mut self) -> Result<Translated, SyntaxError> {
        let p = self.p;
        let b = self.b;
        let mut i = 0;
        let mut last_repeat: Option<usize> = None;
        while i < b.len() {
            let mut repeat: Option<usize> = None;
            let is_repeat = matches!(b[i], b'*' | b'+' | b'?')
                || (b[i] == b'{' && self.parse_repeat(i).is_some());
            // Flag groups wait for a repetition that may follow them; any
            // other item (a group opening flushes them itself) comes after.
            let group = b[i] == b'(' && b.get(i + 1) == Some(&b'?');
            if !is_repeat && !group {
                self.flush_flags();
            }
            match b[i] {
                b'(' => {
                    if b.get(i + 1) == Some(&b'?') {
                        i = self.parse_perl_flags(i)?;
                    } else {
                        self.left_paren(true);
                        self.names.push(None);
                        self.out.push('(');
                        i += 1;
                    }
                }
                b'|' => {
                    self.vertical_bar();
                    self.out.push('|');
                    i += 1;
                }
                b')' => {
                    self.right_paren()?;
                    self.out.push(')');
                    i += 1;
                }
                b'^' => {
                    self.assertion("^");
                    i += 1;
                }
                b'$' => {
                    self.assertion("$");
                    i += 1;
                }
                b'.' => {
                    self.out.push('.');
                    self.class();
                    i += 1;
                }
                b'[' => i = self.parse_class(i)?,
                b'*' | b'+' | b'?' => {
                    let after = self.repeat(None, i, i + 1, last_repeat)?;
                    repeat = Some(i);
                    i = after;
                }
                b'{' => match self.parse_repeat(i) {
                    None => {
                        self.literal('{');
                        i += 1;
                    }
                    Some((min, max, after)) => {
                        if !(0..=1000).contains(&min) || max > 1000 || (max >= 0 && min > max) {
                            return Err(err(INVALID_REPEAT_SIZE, &p[i..after]));
                        }
                        let after = self.repeat(Some((min, max)), i, after, last_repeat)?;
                        repeat = Some(i);
                        i = after;
                    }
                },
                b'\\' => i = self.escape(i)?,
                _ => {
                    let c = self.ch(i).expect("char");
                    self.literal(c);
                    i += c.len_utf8();
                }
            }
            if is_repeat {
                self.flush_flags();
            }
            last_repeat = repeat;
            if self.too_deep {
                return Err(err(NESTING_DEPTH, p));
            }
        }
        self.flush_flags();
        self.collapse(Op::Concat);
        if self.swap_bar() {
            self.stack.pop();
        }
        self.collapse(Op::Alternate);
        if self.too_deep {
            return Err(err(NESTING_DEPTH, p));
        }
        if self.stack.len() != 1 {
            return Err(err(MISSING_PAREN, p));
        }
        Ok(Translated {
            rust: self.out,
            names: self.names,
        })
    }

    /// A backslash outside a class.
    fn escape(&mut self, i: usize) -> Result<usize, SyntaxError> {
        let p = self.p;
        let b = self.b;
        if i + 1 < b.len() {
            match b[i + 1] {
                b'A' => {
                    self.assertion("\\A");
                    return Ok(i + 2);
                }
                b'b' => {
                    self.assertion("(?-u:\\b)");
                    return Ok(i + 2);
                }
                b'B' => {
                    self.assertion("(?-u:\\B)");
                    return Ok(i + 2);
                }
                b'C' => return Err(err(INVALID_ESCAPE, &p[i..i + 2])),
                b'Q' => {
                    let rest = &p[i + 2..];
                    let (lit, next) = match rest.find("\\E") {
                        Some(k) => (&rest[..k], i + 2 + k + 2),
                        None => (rest, b.len()),
                    };
                    for c in lit.chars() {
                        self.literal(c);
                    }
                    return Ok(next);
                }
                b'z' => {
                    self.assertion("\\z");
                    return Ok(i + 2);
                }
                b'p' | b'P' => {
                    let (s, next) = self.parse_unicode_class(i)?;
                    self.out.push_str(&s);
                    self.class();
                    return Ok(next);
                }
                c => {
                    if let Some((set, neg)) = perl_class(c) {
                        let _ = write!(self.out, "[{}{set}]", if neg { "^" } else { "" });
                        self.class();
                        return Ok(i + 2);
                    }
                }
            }
        }
        let (c, next) = self.parse_escape(i)?;
        self.literal(c);
        Ok(next)
    }
}

/// Checks a Go pattern and translates it for the `regex` crate.
pub(crate) fn translate(p: &str) -> Result<Translated, SyntaxError> {
    Parser {
        p,
        b: p.as_bytes(),
        stack: Vec::new(),
        out: String::with_capacity(p.len() + 16),
        names: Vec::new(),
        pending_flags: String::new(),
        ungreedy: false,
        emitted_ungreedy: false,
        fold: false,
        too_deep: false,
    }
    .run()
}

#[cfg(test)]
mod tests {
    use super::translate;

    fn e(p: &str) -> String {
        match translate(p) {
            Ok(_) => "ok".into(),
            Err(e) => format!("{}: `{}`", e.code, e.expr),
        }
    }

    #[test]
    fn go_error_codes() {
        assert_eq!(e("(a"), "missing closing ): `(a`");
        assert_eq!(e("a)"), "unexpected ): `a)`");
        assert_eq!(e("[a"), "missing closing ]: `[a`");
        assert_eq!(e("a**"), "invalid nested repetition operator: `**`");
        assert_eq!(e("*a"), "missing argument to repetition operator: `*`");
        assert_eq!(e("a|*"), "missing argument to repetition operator: `*`");
        assert_eq!(e("^*"), "ok");
        assert_eq!(e("a{1001}"), "invalid repeat count: `{1001}`");
        assert_eq!(e("(a{500}){3}"), "invalid repeat count: `{3}`");
        assert_eq!(e("a{2,1}"), "invalid repeat count: `{2,1}`");
        assert_eq!(e("a{,5}"), "ok");
        assert_eq!(e("\\Z"), "invalid escape sequence: `\\Z`");
        assert_eq!(e("\\"), "trailing backslash at end of expression: ``");
        assert_eq!(e("\\pN"), "ok");
        assert_eq!(e("\\p{Foo}"), "invalid character class range: `\\p{Foo}`");
        assert_eq!(e("(?P<n>a)"), "ok");
        assert_eq!(e("(?<n>a)"), "ok");
        assert_eq!(e("(?<>a)"), "invalid named capture: `(?<>`");
        assert_eq!(e("(?P<>a)"), "invalid named capture: `(?P<>`");
        assert_eq!(e("[z-a]"), "invalid character class range: `z-a`");
        assert_eq!(e("[[:foo:]]"), "invalid character class range: `[:foo:]`");
        assert_eq!(e("\\x{110000}"), "invalid escape sequence: `\\x{110000`");
    }

    /// Whatever Go accepts compiles for the `regex` crate, and nothing
    /// panics (random token sequences, multi-byte characters included).
    #[test]
    fn accepted_patterns_compile() {
        const TOKS: &[&str] = &[
            "a",
            "é",
            "αβ",
            "(",
            ")",
            "(?:",
            "(?i)",
            "(?U)",
            "(?P<n>",
            "(?P<é",
            "|",
            "*",
            "+",
            "?",
            "{2}",
            "{1,",
            "}",
            "{",
            "[",
            "]",
            "[^",
            "-",
            "^",
            "$",
            ".",
            "\\",
            "\\d",
            "\\pL",
            "\\p{",
            "\\x{",
            "\\Q",
            "\\E",
            "[:alpha:]",
            "[:",
            ":]",
            "\\b",
            "\\z",
            "\\0",
            "\\7",
            "x",
            "\\é",
        ];
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let n = (next() % 8 + 1) as usize;
            let p: String = (0..n)
                .map(|_| TOKS[(next() % TOKS.len() as u64) as usize])
                .collect();
            if let Ok(t) = translate(&p) {
                let r = regex::RegexBuilder::new(&t.rust)
                    .size_limit(1 << 26)
                    .nest_limit(2000)
                    .build();
                assert!(r.is_ok(), "{p:?} -> {:?}: {:?}", t.rust, r.err());
            }
        }
    }
}
