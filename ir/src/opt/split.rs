//! `--split-input-file`: cutting one buffer into independently processed
//! chunks, with mlir-opt's exact rules.
//!
//! The buffer is split on the marker minus its last two characters; a
//! piece is a real split only if it starts with those two characters (and
//! the next one is not `0`, a quirk kept for fidelity); otherwise it is a
//! "near miss", warned about and glued back. Chunks are sub-slices of the
//! original buffer, so diagnostics keep the original file's line numbers
//! and can show its source lines. Copying each chunk into its own named
//! buffer (older mlir-opt versions) was rejected for that reason.

use crate::semantics::diag::Severity;
use crate::text::diagnostics::SourceBuffer;
use crate::text::diagnostics::render::write_message;

/// One chunk: its text and where it starts in the whole buffer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text.
    pub text: &'a str,
    /// Byte offset of its start in the whole buffer.
    pub offset: usize,
    /// Line (1-based) of its first character.
    pub first_line: u32,
    /// Column (1-based) of its first character.
    pub first_col: u32,
}

/// Splits `buf` on `marker`; near misses are warned about into `warnings`.
pub fn split_input<'a>(
    buf: &'a SourceBuffer,
    marker: &str,
    warnings: &mut String,
) -> Vec<Chunk<'a>> {
    let text = buf.text();
    let whole = |t: &'a str, off: usize| {
        let (first_line, first_col) = buf.line_col(off);
        Chunk {
            text: t,
            offset: off,
            first_line,
            first_col,
        }
    };
    let check_len = if marker.len() > 2 && marker.is_char_boundary(marker.len() - 2) {
        2
    } else {
        0
    };
    let (head, tail) = marker.split_at(marker.len() - check_len);
    if head.is_empty() {
        return vec![whole(text, 0)];
    }
    // (offset, len) of each raw piece.
    let mut raw = Vec::new();
    let mut start = 0;
    for (pos, _) in text.match_indices(head) {
        raw.push((start, pos - start));
        start = pos + head.len();
    }
    raw.push((start, text.len() - start));

    let mut chunks = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (off, len) in raw {
        let Some((poff, plen)) = prev.filter(|&(_, l)| l != 0) else {
            prev = Some((off, len));
            continue;
        };
        let piece = &text.as_bytes()[off..off + len];
        let expected_suffix = piece.starts_with(tail.as_bytes())
            && piece.len() > check_len
            && (check_len == 0 || piece[check_len] != b'0');
        if expected_suffix {
            chunks.push(whole(&text[poff..poff + plen], poff));
            prev = Some((off + check_len, len - check_len));
        } else {
            write_message(
                warnings,
                Some((buf, off)),
                Severity::Warning,
                "near miss with file split marker",
                None,
            );
            prev = Some((poff, plen + head.len() + len));
        }
    }
    if let Some((off, len)) = prev.filter(|&(_, l)| l != 0) {
        chunks.push(whole(&text[off..off + len], off));
    }
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> (Vec<(String, u32)>, String) {
        let buf = SourceBuffer::new("s.mlir", src);
        let mut w = String::new();
        let c = split_input(&buf, "// -----", &mut w)
            .into_iter()
            .map(|c| (c.text.to_owned(), c.first_line))
            .collect();
        (c, w)
    }

    #[test]
    fn splits_like_mlir_opt() {
        let (c, w) = texts("a\n// -----\nb\n// -----\nc\n");
        assert_eq!(
            c,
            [("a\n".into(), 1), ("\nb\n".into(), 2), ("\nc\n".into(), 4)]
        );
        assert_eq!(w, "");
    }

    #[test]
    fn near_misses_are_warned_and_glued() {
        let (c, w) = texts("x\n// ----\ny\n");
        assert_eq!(c, [("x\n// ----\ny\n".into(), 1)]);
        assert_eq!(
            w,
            "s.mlir:2:7: warning: near miss with file split marker\n// ----\n      ^\n"
        );
    }

    #[test]
    fn leading_markers_match_mlir_opt_quirks() {
        // mlir-opt parses "--\n" (from line 1, column 7) and then "\n".
        let (c, _) = texts("// -----\n// -----\n");
        assert_eq!(c, [("--\n".into(), 1), ("\n".into(), 2)]);
    }
}
