use super::{Pos, Range, Span};
use std::sync::{Arc, Mutex, OnceLock};
use unicode_segmentation::UnicodeSegmentation;

/// A named source text with a line index (built on first use, so a file
/// that never reports a range never pays for it), turning byte spans into
/// [`Range`]s.
///
/// Columns count grapheme clusters the way the reference's scanner does:
/// token by token, so a cluster never spans a token boundary (a combining
/// mark that starts a new token starts a new column). The lexer reports the
/// few token boundaries that fall inside a cluster of the plain text (see
/// [`SourceFile::add_cluster_break`]); every other column is the plain
/// count of clusters from the start of the line.
#[derive(Debug)]
pub struct SourceFile {
    name: Arc<str>,
    text: Arc<str>,
    /// Byte offset where each line starts; `line_starts[0] == 0`.
    line_starts: OnceLock<Vec<u32>>,
    /// The position of the text's first byte (line 1, column 1, byte 0
    /// unless the text was taken from inside another file).
    start: Pos,
    /// Byte offsets where a cluster is cut (token boundaries next to
    /// non-ASCII characters), ascending, without duplicates. Empty for an
    /// ASCII text. Filled while the text is lexed, so behind a lock (the
    /// parser turns spans into ranges while lexing goes on).
    breaks: Mutex<Vec<u32>>,
    /// Where the last count on a non-ASCII line ended, to count the next one on from:
    /// `(line start, the start of the last cluster counted, clusters from the line start to
    /// it, breaks at or before it)`.
    /// Many ranges on one long line (a minified file, a template of thousands of
    /// directives) then cost the text between them, not the whole prefix each time.
    last_column: Mutex<Option<(usize, usize, usize, usize)>>,
}

impl Clone for SourceFile {
    fn clone(&self) -> SourceFile {
        SourceFile {
            name: self.name.clone(),
            text: self.text.clone(),
            line_starts: self.line_starts.clone(),
            start: self.start,
            breaks: Mutex::new(self.breaks_locked().clone()),
            last_column: Mutex::new(None),
        }
    }
}

impl SourceFile {
    /// A source file named `name` with its text; line starts and grapheme
    /// tables are computed lazily, when a position is first asked for.
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
            line_starts: OnceLock::new(),
            start: Pos::default(),
            breaks: Mutex::new(Vec::new()),
            last_column: Mutex::new(None),
        }
    }

    fn breaks_locked(&self) -> std::sync::MutexGuard<'_, Vec<u32>> {
        self.breaks.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A token of the text starts or ends at byte `at`, inside what the
    /// plain text would make one grapheme cluster: columns count the
    /// clusters on either side separately (as the reference's scanner
    /// counts each token's clusters). `at` must be a character boundary;
    /// recording one twice, or one that is no cluster boundary, is harmless
    /// (the lexer may record some that are not needed).
    pub fn add_cluster_break(&self, at: u32) {
        self.add_cluster_breaks(&[at]);
    }

    /// [`add_cluster_break`](Self::add_cluster_break) for each of `at`
    /// (ascending).
    pub fn add_cluster_breaks(&self, at: &[u32]) {
        if at.is_empty() {
            return;
        }
        let mut v = self.breaks_locked();
        for &b in at {
            match v.last() {
                Some(&last) if last >= b => {
                    if let Err(i) = v.binary_search(&b) {
                        v.insert(i, b);
                    }
                }
                _ => v.push(b),
            }
        }
    }

    /// The recorded cluster breaks, ascending.
    pub fn cluster_breaks(&self) -> Vec<u32> {
        self.breaks_locked().clone()
    }

    /// A text whose first byte is at `start` of its file (as the
    /// reference's parsers take a start position): positions on the first
    /// line are offset by `start`'s column, all by its line and byte. Spans
    /// stay relative to `text`.
    pub fn with_start(
        name: impl Into<Arc<str>>,
        text: impl Into<Arc<str>>,
        start: Pos,
    ) -> SourceFile {
        let mut f = SourceFile::new(name, text);
        f.start = start;
        f
    }

    /// Byte offset where each line starts.
    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = Vec::with_capacity(self.text.len() / 32 + 1);
            v.push(0);
            v.extend(
                self.text
                    .bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| (i + 1) as u32),
            );
            v
        })
    }

    /// The file's name, as diagnostics' ranges give it.
    pub fn name(&self) -> &Arc<str> {
        &self.name
    }

    /// The whole source text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The whole source text, shared.
    pub fn text_arc(&self) -> &Arc<str> {
        &self.text
    }

    /// The source text a span covers (empty when out of bounds).
    pub fn slice(&self, span: Span) -> &str {
        self.text
            .get(span.lo as usize..span.hi as usize)
            .unwrap_or("")
    }

    /// The position of a byte offset (clamped to the text).
    pub fn pos(&self, byte: u32) -> Pos {
        let byte = (byte as usize).min(self.text.len());
        let line_starts = self.line_starts();
        let line_idx = match line_starts.binary_search(&(byte as u32)) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = line_starts[line_idx] as usize;
        let mut b = byte;
        while !self.text.is_char_boundary(b) {
            b -= 1;
        }
        let prefix = &self.text[start..b];
        let mut column = if prefix.is_ascii() {
            prefix.len() + 1
        } else {
            self.clusters(start, b) + 1
        };
        // A leading byte-order mark is skipped by the reference's scanner
        // and takes no column.
        if line_idx == 0 && b >= 3 && self.text.starts_with('\u{feff}') {
            column -= 1;
        }
        if self.start == Pos::default() {
            return Pos {
                line: line_idx + 1,
                column,
                byte,
            };
        }
        Pos {
            line: line_idx + self.start.line,
            column: if line_idx == 0 {
                column + self.start.column - 1
            } else {
                column
            },
            byte: byte + self.start.byte,
        }
    }

    /// The number of grapheme clusters in `text[lo..hi]` (a non-ASCII part
    /// of one line), cut at the recorded breaks.
    fn clusters(&self, lo: usize, hi: usize) -> usize {
        let breaks = self.breaks_locked();
        let below = |x: usize| breaks.partition_point(|&b| (b as usize) <= x);
        let mut last = self.last_column.lock().unwrap_or_else(|e| e.into_inner());
        // count on from the cluster boundary kept from the last count on this line, if it
        // lies before `hi` and no break was recorded before it since
        let (mut at, mut n) = (lo, 0);
        if let Some((line, byte, count, nb)) = *last {
            if line == lo && byte <= hi && below(byte) == nb {
                (at, n) = (byte, count);
            }
        }
        let first = below(at);
        for &b in breaks[first..].iter().take_while(|&&b| (b as usize) < hi) {
            let b = b as usize;
            if self.text.is_char_boundary(b) {
                n += count_clusters(&self.text[at..b]);
                at = b;
            }
        }
        // the start of the last cluster before `hi` is a boundary whatever follows `hi`
        // (no segmentation rule looks further ahead than the next character)
        let tail = &self.text[at..hi];
        let (before_last, last_start) = match tail.grapheme_indices(true).next_back() {
            Some((i, _)) => (count_clusters(&tail[..i]), at + i),
            None => (0, at),
        };
        let total = n + before_last + count_clusters(&self.text[last_start..hi]);
        *last = Some((lo, last_start, n + before_last, below(last_start)));
        total
    }

    /// The full range (file name, line, column, byte) of a span of this file.
    pub fn range(&self, span: Span) -> Range {
        Range {
            filename: self.name.clone(),
            start: self.pos(span.lo),
            end: self.pos(span.hi),
        }
    }
}

/// The number of grapheme clusters of `s` under the reference's rules
/// (Unicode 13 segmentation, as go-textseg v13; upstream hcl's v15 agrees):
/// the `unicode-segmentation` crate's, except that its newer rule GB9c
/// (Unicode 15.1: an Indic conjunct, consonant + virama + consonant, is one
/// cluster) does not apply, so each consonant that rule joined starts a
/// cluster of its own.
fn count_clusters(s: &str) -> usize {
    s.graphemes(true).map(|g| 1 + conjunct_joins(g)).sum()
}

/// The length in bytes of the reference's first cluster within the
/// `unicode-segmentation` cluster `g`: all of it, unless GB9c joined a
/// consonant to it (see [`conjunct_joins`]).
pub(crate) fn first_cluster_len(g: &str) -> usize {
    if g.len() < 6 {
        return g.len();
    }
    let mut prev: Option<char> = None;
    for (i, c) in g.char_indices() {
        if let Some(p) = prev {
            if is_incb_consonant(c as u32) && !is_prepend(p as u32) {
                return i;
            }
        }
        prev = Some(c);
    }
    g.len()
}

/// How many consonants inside the cluster `g` were joined to it by GB9c
/// only: an InCB=Consonant character after anything but a Prepend
/// character (a consonant is never joined to what precedes it otherwise).
fn conjunct_joins(g: &str) -> usize {
    // the shortest conjunct is three characters of two or more bytes
    if g.len() < 6 {
        return 0;
    }
    let mut n = 0;
    let mut prev: Option<char> = None;
    for c in g.chars() {
        if let Some(p) = prev {
            if is_incb_consonant(c as u32) && !is_prepend(p as u32) {
                n += 1;
            }
        }
        prev = Some(c);
    }
    n
}

/// Whether `cp` is a grapheme-cluster Prepend character (the only kind
/// that joins the character after it into its cluster; the tables of the
/// `unicode-segmentation` crate, checked by a test).
#[inline]
pub(crate) fn is_prepend(cp: u32) -> bool {
    matches!(
        cp,
        0x600..=0x605
            | 0x6DD
            | 0x70F
            | 0x890..=0x891
            | 0x8E2
            | 0xD4E
            | 0x110BD
            | 0x110CD
            | 0x111C2..=0x111C3
            | 0x1193F
            | 0x11941
            | 0x113D1
            | 0x11A84..=0x11A89
            | 0x11D46
            | 0x11F02
    )
}

/// Indic_Conjunct_Break=Consonant (the `unicode-segmentation` crate's
/// table; checked by a test).
fn is_incb_consonant(cp: u32) -> bool {
    matches!(
        cp,
        0x915..=0x939
            | 0x958..=0x95F
            | 0x978..=0x97F
            | 0x995..=0x9A8
            | 0x9AA..=0x9B0
            | 0x9B2
            | 0x9B6..=0x9B9
            | 0x9DC..=0x9DD
            | 0x9DF
            | 0x9F0..=0x9F1
            | 0xA95..=0xAA8
            | 0xAAA..=0xAB0
            | 0xAB2..=0xAB3
            | 0xAB5..=0xAB9
            | 0xAF9
            | 0xB15..=0xB28
            | 0xB2A..=0xB30
            | 0xB32..=0xB33
            | 0xB35..=0xB39
            | 0xB5C..=0xB5D
            | 0xB5F
            | 0xB71
            | 0xC15..=0xC28
            | 0xC2A..=0xC39
            | 0xC58..=0xC5A
            | 0xD15..=0xD3A
            | 0x1000..=0x102A
            | 0x103F
            | 0x1050..=0x1055
            | 0x105A..=0x105D
            | 0x1061
            | 0x1065..=0x1066
            | 0x106E..=0x1070
            | 0x1075..=0x1081
            | 0x108E
            | 0x1780..=0x17B3
            | 0x1A20..=0x1A54
            | 0x1B0B..=0x1B0C
            | 0x1B13..=0x1B33
            | 0x1B45..=0x1B4C
            | 0x1B83..=0x1BA0
            | 0x1BAE..=0x1BAF
            | 0x1BBB..=0x1BBD
            | 0xA989..=0xA98B
            | 0xA98F..=0xA9B2
            | 0xA9E0..=0xA9E4
            | 0xA9E7..=0xA9EF
            | 0xA9FA..=0xA9FE
            | 0xAA60..=0xAA6F
            | 0xAA71..=0xAA73
            | 0xAA7A
            | 0xAA7E..=0xAA7F
            | 0xAAE0..=0xAAEA
            | 0xABC0..=0xABDA
            | 0x10A00
            | 0x10A10..=0x10A13
            | 0x10A15..=0x10A17
            | 0x10A19..=0x10A35
            | 0x11103..=0x11126
            | 0x11144
            | 0x11147
            | 0x11380..=0x11389
            | 0x1138B
            | 0x1138E
            | 0x11390..=0x113B5
            | 0x11900..=0x11906
            | 0x11909
            | 0x1190C..=0x11913
            | 0x11915..=0x11916
            | 0x11918..=0x1192F
            | 0x11A00
            | 0x11A0B..=0x11A32
            | 0x11A50
            | 0x11A5C..=0x11A83
            | 0x11F04..=0x11F10
            | 0x11F12..=0x11F33
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Columns counted on from the last one asked for (forwards, backwards, across
    /// combining marks, emoji sequences, CR LF and recorded breaks) equal columns counted
    /// from the line start in a fresh file.
    #[test]
    fn columns_counted_on_from_the_last_equal_fresh_counts() {
        let line = "a = \"e\u{301}x \u{1F469}\u{200D}\u{1F467} \u{1F1EB}\u{1F1F7}\u{1F1EB}y\r\n";
        let text = format!(
            "{}\nz = \"\u{915}\u{94D}\u{937} \u{1100}\u{1161}\"\n",
            line.repeat(6)
        );
        let cuts: Vec<u32> = (0..text.len() as u32)
            .filter(|&i| text.is_char_boundary(i as usize))
            .filter(|i| i % 7 == 3)
            .collect();
        let f = SourceFile::new("a.hcl", text.as_str());
        f.add_cluster_breaks(&cuts);
        let mut order: Vec<u32> = (0..=text.len() as u32).collect();
        // forwards, then backwards, then hopping
        order.extend((0..=text.len() as u32).rev());
        order.extend((0..=text.len() as u32).map(|i| (i * 37) % (text.len() as u32 + 1)));
        for &b in &order {
            let fresh = SourceFile::new("a.hcl", text.as_str());
            fresh.add_cluster_breaks(&cuts);
            assert_eq!(f.pos(b), fresh.pos(b), "byte {b}");
        }
    }

    /// Many positions on one long non-ASCII line cost the text between them.
    #[test]
    fn many_columns_on_one_long_line_are_linear() {
        let text = format!("a = \"\u{e9}{}\"\n", "%{if x}".repeat(40_000));
        let f = SourceFile::new("a.hcl", text.as_str());
        let t = std::time::Instant::now();
        let mut last = 0;
        for b in (0..text.len() as u32).step_by(7) {
            let c = f.pos(b).column;
            assert!(c >= last);
            last = c;
        }
        // 40,000 positions over a 280 KB line: quadratic counting takes minutes
        assert!(
            t.elapsed() < std::time::Duration::from_secs(5),
            "{:?}",
            t.elapsed()
        );
    }

    #[test]
    fn positions_count_lines_and_graphemes() {
        let f = SourceFile::new("a.hcl", "ab\nx = \"e\u{301}z\"\n");
        assert_eq!(
            f.pos(0),
            Pos {
                line: 1,
                column: 1,
                byte: 0
            }
        );
        assert_eq!(
            f.pos(3),
            Pos {
                line: 2,
                column: 1,
                byte: 3
            }
        );
        // 'e' + combining acute is one grapheme cluster
        let z = f.text().find('z').unwrap() as u32;
        assert_eq!(
            f.pos(z),
            Pos {
                line: 2,
                column: 7,
                byte: z as usize
            }
        );
        let end = f.text().len() as u32;
        assert_eq!(
            f.pos(end),
            Pos {
                line: 3,
                column: 1,
                byte: end as usize
            }
        );
    }

    #[test]
    fn cluster_breaks_cut_columns() {
        // "1" + U+0301 is one cluster of the text but two tokens
        let f = SourceFile::new("a.hcl", "a = 1\u{301} + b\nc = \u{301}\u{301}\n");
        let b = f.text().find('b').unwrap() as u32;
        assert_eq!(f.pos(b).column, 9);
        f.add_cluster_break(5);
        assert_eq!(f.pos(b).column, 10);
        // a break before the position's line, twice, or out of order is harmless
        f.add_cluster_break(5);
        f.add_cluster_break(2);
        assert_eq!(f.cluster_breaks(), vec![2, 5]);
        assert_eq!(f.pos(b).column, 10);
        assert_eq!(f.pos(5).column, 6);
        // on the next line: the space and the marks are one cluster...
        let end = f.text().len() as u32 - 1;
        assert_eq!(f.pos(end).column, 5);
        // ...until each mark is its own token
        f.add_cluster_breaks(&[end - 4, end - 2]);
        assert_eq!(f.pos(end).column, 7);
        // a clone keeps them; with_start offsets the first line only
        assert_eq!(f.clone().pos(end).column, 7);
        let g = SourceFile::with_start(
            "b",
            "\u{301}x",
            Pos {
                line: 3,
                column: 7,
                byte: 20,
            },
        );
        g.add_cluster_break(2);
        assert_eq!(g.pos(2).column, 8);
    }

    /// `is_incb_consonant` is exactly the set of characters that GB9c (any
    /// script) joins after a consonant + virama, other than those joined to
    /// anything (marks).
    #[test]
    fn conjunct_consonants_table() {
        let mut bad = Vec::new();
        for cp in 0x80..=0x10_FFFFu32 {
            let Some(c) = char::from_u32(cp) else {
                continue;
            };
            let after_virama = format!("\u{915}\u{94d}{c}").graphemes(true).count() == 1;
            let extends = format!("a{c}").graphemes(true).count() == 1;
            if (after_virama && !extends) != is_incb_consonant(cp) {
                bad.push(format!("{cp:04X}"));
            }
        }
        assert!(bad.is_empty(), "{}", bad.join(", "));
        // Devanagari KSSA: one cluster in Unicode 15.1+, two in the reference's
        let f = SourceFile::new("a", "\"\u{915}\u{94d}\u{937}\" x");
        let x = f.text().find('x').unwrap() as u32;
        assert_eq!(f.pos(x).column, 6);
    }
}
