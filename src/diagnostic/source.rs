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
}

impl Clone for SourceFile {
    fn clone(&self) -> SourceFile {
        SourceFile {
            name: self.name.clone(),
            text: self.text.clone(),
            line_starts: self.line_starts.clone(),
            start: self.start,
            breaks: Mutex::new(self.breaks_locked().clone()),
        }
    }
}

impl SourceFile {
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
            line_starts: OnceLock::new(),
            start: Pos::default(),
            breaks: Mutex::new(Vec::new()),
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

    pub fn name(&self) -> &Arc<str> {
        &self.name
    }

    pub fn text(&self) -> &str {
        &self.text
    }

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
        let first = breaks.partition_point(|&b| (b as usize) <= lo);
        let mut n = 0;
        let mut at = lo;
        for &b in breaks[first..].iter().take_while(|&&b| (b as usize) < hi) {
            let b = b as usize;
            if self.text.is_char_boundary(b) {
                n += self.text[at..b].graphemes(true).count();
                at = b;
            }
        }
        n + self.text[at..hi].graphemes(true).count()
    }

    pub fn range(&self, span: Span) -> Range {
        Range {
            filename: self.name.clone(),
            start: self.pos(span.lo),
            end: self.pos(span.hi),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
