//! A forgiving MLIR-ish tokenizer for the mutator and the minimizer: it
//! cuts any text (valid or not) into pieces that concatenate back to the
//! text exactly, one piece per identifier, SSA/block/symbol/alias name,
//! number, string, comment, whitespace run or punctuation mark.
//!
//! The project's own lexer was rejected for this: it is private to
//! `ir::text`, stops at the first bad byte, and the fuzzer must not depend
//! on the code it tests being right. This one never fails.

/// Cuts `src` into tokens; `tokens(src).concat() == src`.
pub fn tokens(src: &str) -> Vec<&str> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let c = b[i];
        i += 1;
        if c.is_ascii_whitespace() {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
        } else if c == b'/' && b.get(i) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'"' {
            i = skip_string(b, i);
        } else if matches!(c, b'%' | b'^' | b'@' | b'#' | b'!') {
            if b.get(i) == Some(&b'"') {
                i = skip_string(b, i + 1);
            } else {
                while i < b.len() && is_name_byte(b[i]) {
                    i += 1;
                }
            }
        } else if c.is_ascii_digit() {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                // `1.0e-5`: a sign right after an exponent stays in the number.
                i += 1;
                if i < b.len() && matches!(b[i], b'-' | b'+') && matches!(b[i - 1], b'e' | b'E') {
                    i += 1;
                }
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && is_name_byte(b[i]) {
                i += 1;
            }
        } else if (c == b'-' && b.get(i) == Some(&b'>')) || (c == b':' && b.get(i) == Some(&b':')) {
            i += 1;
        } else if c >= 0x80 {
            // A whole UTF-8 character.
            while i < b.len() && (b[i] & 0xC0) == 0x80 {
                i += 1;
            }
        }
        out.push(&src[start..i]);
    }
    out
}

fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

/// The index just past the string starting before `i` (its opening quote
/// already consumed), or the end of the line for an unterminated one.
fn skip_string(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' if i + 1 < b.len() && b[i + 1] != b'\n' => {
                i += 2;
                // Keep char boundaries: skip continuation bytes.
                while i < b.len() && (b[i] & 0xC0) == 0x80 {
                    i += 1;
                }
            }
            b'"' => return i + 1,
            b'\n' => return i,
            _ => i += 1,
        }
    }
    i
}

/// Whether a token is only whitespace or a comment (the minimizer drops
/// those first, the mutator rarely picks them).
pub fn is_trivia(t: &str) -> bool {
    t.bytes().all(|c| c.is_ascii_whitespace()) || t.starts_with("//")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn concatenates_back() {
        for s in [
            "%0 = \"foo.bar\"(%a#1) {x = 1.0e-5 : f32} : (i32) -> i32 // c\n",
            "\"unterminated\n^bb0(%x: i1):",
            "@\"q s\"::@x -> \u{e9}\u{10ffff}\\",
            "",
        ] {
            assert_eq!(tokens(s).concat(), s);
        }
        assert_eq!(tokens("a -> b"), ["a", " ", "->", " ", "b"]);
    }
}
