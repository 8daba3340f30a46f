//! Source buffers that diagnostics point into, like LLVM's `SourceMgr`.
//!
//! A [`SourceMgr`] holds named text buffers (the input file, and any file a
//! location names that can be read from disk later) with a line index, and
//! answers the two questions the renderer asks: "which byte does
//! `file:line:col` denote" and "what is the text of that line". Locations
//! stay plain `(file, line, col)` data: pointer-based locations (LLVM's
//! `SMLoc`) were rejected because IR outlives and crosses buffers, and
//! `--split-input-file` chunks are parsed from sub-slices of one buffer.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// One named text buffer. Its line index (the byte offset of each line
/// start) is built on first use, so a large input that produces no
/// diagnostic never pays for it.
#[derive(Debug)]
pub struct SourceBuffer {
    name: String,
    text: String,
    line_starts: OnceLock<Vec<usize>>,
}

impl SourceBuffer {
    /// A buffer named `name` (the file name locations refer to).
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceBuffer {
        SourceBuffer {
            name: name.into(),
            text: text.into(),
            line_starts: OnceLock::new(),
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0];
            v.extend(
                self.text
                    .bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i + 1),
            );
            v
        })
    }

    /// The buffer's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The byte offset `line:col` (both 1-based) denotes, if it lies on that
    /// line (the line's end counts). Line or column 0 means "unknown".
    pub fn offset_of(&self, line: u32, col: u32) -> Option<usize> {
        if line == 0 || col == 0 {
            return None;
        }
        let start = *self.line_starts().get(line as usize - 1)?;
        let col = col as usize - 1;
        if start + col > self.text.len() {
            return None;
        }
        let between = &self.text.as_bytes()[start..start + col];
        if between.iter().any(|&b| b == b'\n' || b == b'\r') {
            return None;
        }
        Some(start + col)
    }

    /// The 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let starts = self.line_starts();
        let line = starts.partition_point(|&s| s <= offset);
        let start = starts[line - 1];
        (line as u32, (offset - start + 1) as u32)
    }

    /// The text of the line containing `offset`, without its end of line,
    /// and the offset's column (0-based) in it.
    pub fn line_around(&self, offset: usize) -> (&str, usize) {
        let bytes = self.text.as_bytes();
        let start = bytes[..offset.min(bytes.len())]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |p| p + 1);
        let end = bytes[offset.min(bytes.len())..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(bytes.len(), |p| offset + p);
        (
            std::str::from_utf8(&bytes[start..end]).unwrap_or(""),
            offset - start,
        )
    }
}

/// The buffers diagnostics may point into, looked up by file name.
#[derive(Debug, Default)]
pub struct SourceMgr {
    buffers: Vec<Arc<SourceBuffer>>,
    by_name: HashMap<String, Option<usize>>,
    load_from_disk: bool,
}

impl SourceMgr {
    /// An empty manager. Unknown file names are not read from disk.
    pub fn new() -> SourceMgr {
        SourceMgr::default()
    }

    /// Also read a file from disk the first time a location names it, as
    /// mlir-opt does when it prints a diagnostic's source line.
    pub fn with_disk_lookup(mut self) -> SourceMgr {
        self.load_from_disk = true;
        self
    }

    /// Adds a buffer and returns its index.
    pub fn add(&mut self, buffer: impl Into<Arc<SourceBuffer>>) -> usize {
        let buffer = buffer.into();
        let i = self.buffers.len();
        self.by_name.entry(buffer.name.clone()).or_insert(Some(i));
        self.buffers.push(buffer);
        i
    }

    /// The buffer at an index returned by [`SourceMgr::add`].
    pub fn buffer(&self, i: usize) -> &Arc<SourceBuffer> {
        &self.buffers[i]
    }

    /// The buffer named `name`, reading it from disk if allowed and needed.
    pub fn find(&mut self, name: &str) -> Option<&SourceBuffer> {
        let idx = match self.by_name.get(name) {
            Some(i) => *i,
            None => {
                let loaded = if self.load_from_disk {
                    std::fs::read(name)
                        .ok()
                        .map(|b| String::from_utf8_lossy(&b).into_owned())
                } else {
                    None
                };
                let i = loaded.map(|t| {
                    self.buffers.push(Arc::new(SourceBuffer::new(name, t)));
                    self.buffers.len() - 1
                });
                self.by_name.insert(name.to_owned(), i);
                i
            }
        };
        idx.map(|i| &*self.buffers[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_follow_llvm_rules() {
        let b = SourceBuffer::new("f", "ab\ncd\n");
        assert_eq!(b.offset_of(1, 1), Some(0));
        assert_eq!(b.offset_of(1, 3), Some(2), "the end of line is a position");
        assert_eq!(b.offset_of(1, 4), None, "past the end of line");
        assert_eq!(b.offset_of(2, 2), Some(4));
        assert_eq!(b.offset_of(3, 1), Some(6), "the empty last line exists");
        assert_eq!(b.offset_of(4, 1), None);
        assert_eq!(b.offset_of(0, 1), None);
        assert_eq!(b.line_col(4), (2, 2));
        assert_eq!(b.line_around(4), ("cd", 1));
    }
}
