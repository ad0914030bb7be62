use super::{Pos, Range, Span};
use std::sync::Arc;
use unicode_segmentation::UnicodeSegmentation;

/// A named source text with a line index (built on first use, so a file
/// that never reports a range never pays for it), turning byte spans into
/// [`Range`]s. Columns count grapheme clusters, as the reference does.
#[derive(Clone, Debug)]
pub struct SourceFile {
    name: Arc<str>,
    text: Arc<str>,
    /// Byte offset where each line starts; `line_starts[0] == 0`.
    line_starts: std::sync::OnceLock<Vec<u32>>,
    /// The position of the text's first byte (line 1, column 1, byte 0
    /// unless the text was taken from inside another file).
    start: Pos,
}

impl SourceFile {
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
            line_starts: std::sync::OnceLock::new(),
            start: Pos::default(),
        }
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
            prefix.graphemes(true).count() + 1
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
}
