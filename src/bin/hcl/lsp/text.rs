//! Positions: LSP's (line, character) in the negotiated encoding against
//! byte offsets into a document's UTF-8 text, and edits applied to it.
//!
//! A line ends at `\n` (a `\r` before it belongs to the line break, as LSP
//! says); LSP also ends lines at a lone `\r`, which HCL does not, so a lone
//! `\r` is counted as a line break here too and positions agree with the
//! client's. A character offset past the end of its line means the end of
//! the line; a line past the last means the end of the text. An offset in
//! the middle of a character (a UTF-16 offset between the two halves of a
//! surrogate pair, a byte offset inside a UTF-8 sequence) goes to the start
//! of that character.

use lsp_types::{Position, Range};

/// How `Position::character` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 code units (bytes), when the client offers `utf-8`.
    Utf8,
    /// UTF-16 code units, LSP's default.
    Utf16,
}

/// The byte offset where each line of a text starts.
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    starts: Vec<u32>,
    len: u32,
}

impl LineIndex {
    /// The index of `text` (texts longer than 4 GiB are refused before they
    /// get here: see `MAX_TEXT`).
    pub fn new(text: &str) -> LineIndex {
        let b = text.as_bytes();
        let mut starts = Vec::with_capacity(b.len() / 32 + 1);
        starts.push(0);
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'\n' => starts.push(i as u32 + 1),
                b'\r' if b.get(i + 1) != Some(&b'\n') => starts.push(i as u32 + 1),
                _ => {}
            }
            i += 1;
        }
        LineIndex {
            starts,
            len: b.len() as u32,
        }
    }

    /// How many lines (a text ending in a line break has an empty last one).
    #[cfg(test)]
    pub fn lines(&self) -> usize {
        self.starts.len()
    }

    /// The byte range of line `line` without its line break.
    pub fn line_span(&self, text: &str, line: usize) -> (usize, usize) {
        let start = self.starts[line] as usize;
        let mut end = match self.starts.get(line + 1) {
            Some(&n) => n as usize,
            None => self.len as usize,
        };
        let b = text.as_bytes();
        if end > start && b[end - 1] == b'\n' {
            end -= 1;
        }
        if end > start && b[end - 1] == b'\r' {
            end -= 1;
        }
        (start, end)
    }

    /// The line holding byte `offset` (clamped to the text).
    pub fn line_of(&self, offset: usize) -> usize {
        let o = offset.min(self.len as usize) as u32;
        match self.starts.binary_search(&o) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The byte offset of an LSP position.
    pub fn offset(&self, text: &str, pos: Position, enc: Encoding) -> usize {
        let line = pos.line as usize;
        if line >= self.starts.len() {
            return text.len();
        }
        let (start, end) = self.line_span(text, line);
        let s = &text[start..end];
        let want = pos.character as usize;
        match enc {
            Encoding::Utf8 => {
                let mut o = want.min(s.len());
                while !s.is_char_boundary(o) {
                    o -= 1;
                }
                start + o
            }
            Encoding::Utf16 => {
                let mut units = 0;
                for (i, c) in s.char_indices() {
                    let n = c.len_utf16();
                    if units + n > want {
                        return start + i;
                    }
                    units += n;
                }
                end
            }
        }
    }

    /// The LSP position of byte `offset` (clamped to the text; an offset
    /// inside a character or a line break goes back to its start).
    pub fn position(&self, text: &str, offset: usize, enc: Encoding) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_of(offset);
        let (start, end) = self.line_span(text, line);
        let offset = offset.min(end);
        let character = match enc {
            Encoding::Utf8 => offset - start,
            Encoding::Utf16 => text[start..offset].encode_utf16().count(),
        };
        Position {
            line: line as u32,
            character: character as u32,
        }
    }

    /// The LSP range of bytes `start..end`.
    pub fn range(&self, text: &str, start: usize, end: usize, enc: Encoding) -> Range {
        Range {
            start: self.position(text, start, enc),
            end: self.position(text, end.max(start), enc),
        }
    }

    /// The byte span of an LSP range (start and end ordered).
    pub fn span(&self, text: &str, r: Range, enc: Encoding) -> (usize, usize) {
        let a = self.offset(text, r.start, enc);
        let b = self.offset(text, r.end, enc);
        (a.min(b), a.max(b))
    }
}

/// The length of `s` in `enc`'s code units.
pub fn units(s: &str, enc: Encoding) -> u32 {
    match enc {
        Encoding::Utf8 => s.len() as u32,
        Encoding::Utf16 => s.encode_utf16().count() as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(line: u32, character: u32) -> Position {
        Position { line, character }
    }

    #[test]
    fn ascii_lines_in_both_encodings() {
        let t = "a = 1\nbb = 2\n";
        let ix = LineIndex::new(t);
        assert_eq!(ix.lines(), 3);
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            assert_eq!(ix.offset(t, p(0, 0), enc), 0);
            assert_eq!(ix.offset(t, p(1, 3), enc), 9);
            assert_eq!(ix.position(t, 9, enc), p(1, 3));
            // past the end of a line: its end, before the line break
            assert_eq!(ix.offset(t, p(0, 99), enc), 5);
            // past the last line: the end of the text
            assert_eq!(ix.offset(t, p(7, 0), enc), t.len());
            assert_eq!(ix.position(t, t.len(), enc), p(2, 0));
            assert_eq!(ix.position(t, 1000, enc), p(2, 0));
        }
    }

    #[test]
    fn multibyte_characters_count_differently() {
        // é: 2 bytes, 1 UTF-16 unit; 😀: 4 bytes, 2 UTF-16 units
        let t = "x = \"é😀z\"\n";
        let ix = LineIndex::new(t);
        let z = t.find('z').unwrap();
        assert_eq!(ix.position(t, z, Encoding::Utf8), p(0, z as u32));
        assert_eq!(ix.position(t, z, Encoding::Utf16), p(0, 8));
        assert_eq!(ix.offset(t, p(0, 8), Encoding::Utf16), z);
        assert_eq!(ix.offset(t, p(0, z as u32), Encoding::Utf8), z);
        // inside the surrogate pair: the start of the emoji
        let emoji = t.find('😀').unwrap();
        assert_eq!(ix.offset(t, p(0, 7), Encoding::Utf16), emoji);
        // inside the UTF-8 sequence: the start of the emoji
        assert_eq!(ix.offset(t, p(0, emoji as u32 + 2), Encoding::Utf8), emoji);
        assert_eq!(ix.position(t, emoji + 1, Encoding::Utf16), p(0, 6));
        assert_eq!(units("é😀", Encoding::Utf16), 3);
        assert_eq!(units("é😀", Encoding::Utf8), 6);
    }

    #[test]
    fn crlf_and_lone_cr_end_lines() {
        let t = "a\r\nb\rc\n";
        let ix = LineIndex::new(t);
        assert_eq!(ix.lines(), 4);
        assert_eq!(ix.offset(t, p(1, 0), Encoding::Utf16), 3);
        assert_eq!(ix.offset(t, p(2, 0), Encoding::Utf16), 5);
        // the end of line 0 is before its \r\n
        assert_eq!(ix.offset(t, p(0, 5), Encoding::Utf8), 1);
        // an offset inside the \r\n goes to the line's end
        assert_eq!(ix.position(t, 2, Encoding::Utf8), p(0, 1));
        assert_eq!(ix.line_span(t, 0), (0, 1));
    }

    #[test]
    fn positions_round_trip_on_every_boundary() {
        let t = "é\n😀a\r\n\tb = \"ü\"\n\nlast";
        let ix = LineIndex::new(t);
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            for (o, _) in t.char_indices() {
                let b = t.as_bytes()[o];
                if b == b'\n' || b == b'\r' {
                    continue;
                }
                let pos = ix.position(t, o, enc);
                assert_eq!(ix.offset(t, pos, enc), o, "{enc:?} at {o}");
            }
        }
    }

    #[test]
    fn empty_text() {
        let ix = LineIndex::new("");
        assert_eq!(ix.lines(), 1);
        assert_eq!(ix.offset("", p(0, 3), Encoding::Utf16), 0);
        assert_eq!(ix.position("", 0, Encoding::Utf8), p(0, 0));
        assert_eq!(
            ix.range("", 0, 0, Encoding::Utf8),
            Range {
                start: p(0, 0),
                end: p(0, 0)
            }
        );
    }
}
