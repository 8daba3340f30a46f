//! Reading the tool's input: stdin, or a file, memory-mapped when it is
//! a large regular file.
//!
//! mlir-opt reads its input through LLVM's `MemoryBuffer`, which maps a
//! regular file of four pages or more rather than copying it. Mapping
//! spares the copy out of the page cache and the faulting-in of a fresh
//! buffer as large as the file: on the 5 MB module of
//! `bench/opt_vs_mlir.py loops` that was a tenth of the page faults of a
//! whole round trip.

use std::borrow::Cow;
use std::io::Read;

/// The smallest file that is mapped rather than read (LLVM's threshold:
/// four pages).
const MAP_MIN: u64 = 16 << 10;

/// The input's text, owned or mapped.
pub(super) enum InputText {
    /// Read into memory (stdin, a small or special file, or a file whose
    /// mapping failed); invalid UTF-8 was replaced already.
    Owned(String),
    /// A regular file mapped read-only.
    Mapped(memmap2::Mmap),
}

impl InputText {
    /// The text; a mapped file that is not valid UTF-8 is copied with the
    /// invalid sequences replaced, as a read one is.
    pub(super) fn text(&self) -> Cow<'_, str> {
        match self {
            InputText::Owned(s) => Cow::Borrowed(s),
            // `from_utf8` checks valid text several times faster than
            // `from_utf8_lossy` walks it, and valid is the common case.
            InputText::Mapped(m) => match std::str::from_utf8(m) {
                Ok(s) => Cow::Borrowed(s),
                Err(_) => String::from_utf8_lossy(m),
            },
        }
    }

    /// The bytes, not yet checked to be UTF-8.
    pub(super) fn bytes(&self) -> &[u8] {
        match self {
            InputText::Owned(s) => s.as_bytes(),
            InputText::Mapped(m) => m,
        }
    }

    /// The text as an owned string.
    pub(super) fn into_string(self) -> String {
        match self {
            InputText::Owned(s) => s,
            InputText::Mapped(m) => String::from_utf8_lossy(&m).into_owned(),
        }
    }
}

/// Reads the input file, `-` meaning stdin; returns the buffer name and
/// the text.
pub(super) fn read_input(path: &str) -> Result<(String, InputText), String> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::stdin()
            .read_to_end(&mut v)
            .map_err(|e| format!("cannot read stdin: {}", super::io_message(&e)))?;
        return Ok(("<stdin>".to_owned(), owned(v)));
    }
    read_file(path)
        .map(|t| (path.to_owned(), t))
        .map_err(|e| format!("cannot open input file '{path}': {}", super::io_message(&e)))
}

fn owned(bytes: Vec<u8>) -> InputText {
    InputText::Owned(
        String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
    )
}

/// Maps a large regular file; reads anything else.
fn read_file(path: &str) -> std::io::Result<InputText> {
    let mut file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file()
        && meta.len() >= MAP_MIN
        && let Some(map) = map(&file)
    {
        return Ok(InputText::Mapped(map));
    }
    let mut v = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.read_to_end(&mut v)?;
    Ok(owned(v))
}

/// Maps `file` read-only, or `None` where the system will not.
#[allow(unsafe_code)]
fn map(file: &std::fs::File) -> Option<memmap2::Mmap> {
    // SAFETY: the mapping is read-only and private to this process, which
    // never writes the file. Another process truncating or rewriting the
    // file while the tool runs would change or remove the mapped bytes
    // under the parser; LLVM's `MemoryBuffer`, which mlir-opt reads its
    // input with, accepts the same risk for the same gain. The text is
    // validated as UTF-8 once, just before it is parsed.
    unsafe { memmap2::Mmap::map(file) }.ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("ir-opt-input-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn small_files_are_read_and_large_ones_mapped() {
        let small = temp_file("small.mlir", b"module {}\n");
        let big_text = "// padding\n".repeat(2000) + "module {}\n";
        let big = temp_file("big.mlir", big_text.as_bytes());
        let (name, t) = read_input(small.to_str().unwrap()).unwrap();
        assert_eq!(name, small.to_str().unwrap());
        assert!(matches!(t, InputText::Owned(_)));
        assert_eq!(t.text(), "module {}\n");
        let (_, t) = read_input(big.to_str().unwrap()).unwrap();
        assert!(matches!(t, InputText::Mapped(_)));
        assert_eq!(t.text(), big_text);
        assert_eq!(t.into_string(), big_text);
        let _ = std::fs::remove_file(small);
        let _ = std::fs::remove_file(big);
    }

    #[test]
    fn invalid_utf8_is_replaced_in_both_kinds() {
        let mut bytes = b"// \xff\n".to_vec();
        let small = temp_file("bad-small.mlir", &bytes);
        bytes.extend("// padding\n".repeat(2000).as_bytes());
        let big = temp_file("bad-big.mlir", &bytes);
        let (_, t) = read_input(small.to_str().unwrap()).unwrap();
        assert_eq!(t.text(), "// \u{fffd}\n");
        let (_, t) = read_input(big.to_str().unwrap()).unwrap();
        assert!(t.text().starts_with("// \u{fffd}\n// padding\n"));
        let _ = std::fs::remove_file(small);
        let _ = std::fs::remove_file(big);
    }

    #[test]
    fn a_missing_file_is_reported_with_its_name() {
        let err = read_input("/nonexistent/dir/x.mlir").err().unwrap();
        assert_eq!(
            err,
            "cannot open input file '/nonexistent/dir/x.mlir': No such file or directory"
        );
    }
}
