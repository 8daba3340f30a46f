//! The lexer of MLIR's textual IR: bytes in, one [`Token`] at a time out.
//!
//! Tokens are byte ranges into the source (no allocation per token); string
//! literals are unescaped only when the parser asks for their value. The
//! lexer works on bytes rather than `char`s because every token-starting
//! character of the grammar is ASCII, which keeps the hot loop a table-free
//! `match`. A generated (logos-style) lexer was rejected: shapes such as
//! `4x8xf32` need the parser to re-lex at the character level, which a
//! cursor the parser can move is simpler to support.

/// The kind of a token.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    /// End of input.
    Eof,
    /// A character that starts no token, or an unterminated construct.
    Error,
    /// `foo`, `i32`, `x8xf32`, `loc`
    BareIdent,
    /// `@foo`, `@"foo"`
    AtIdent,
    /// `%foo`, `%0`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `#foo`, `#foo.bar`
    HashIdent,
    /// `!foo`, `!foo.bar`
    BangIdent,
    /// `42`, `0x2A`
    Integer,
    /// `1.5`, `1.0e-3`
    Float,
    /// `"text"`
    String,
    /// `->`
    Arrow,
    /// `...`
    Ellipsis,
    /// One punctuation character: `( ) { } [ ] < > : , = ? * + -`
    Punct(u8),
}

/// A token: its kind and byte range.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Token {
    /// The kind.
    pub(crate) kind: Tok,
    /// Byte offset of the first byte.
    pub(crate) start: usize,
    /// Byte offset one past the last byte.
    pub(crate) end: usize,
}

/// A cursor over the source bytes.
#[derive(Debug, Clone)]
pub(crate) struct Lexer<'s> {
    src: &'s [u8],
    /// The next byte to look at.
    pub(crate) pos: usize,
    /// Where and why the last string literal failed to lex, for the
    /// parser's report of the `Tok::Error` it gave (MLIR's texts).
    pub(crate) string_error: Option<(usize, &'static str)>,
}

/// Byte classes, one bit each, looked up in [`CLASS`]: a table lookup is
/// one load where the predicates are several compares, in the loops that
/// run over every identifier byte.
const IDENT: u8 = 1;
const SUFFIX: u8 = 2;

/// `IDENT` for `[a-zA-Z0-9_$.]`; `SUFFIX` for those and `-`.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' {
            t[b] = IDENT | SUFFIX;
        }
        b += 1;
    }
    t[b'-' as usize] = SUFFIX;
    t
};

#[inline]
fn is_ident_char(b: u8) -> bool {
    CLASS[b as usize] & IDENT != 0
}

#[inline]
fn is_suffix_char(b: u8) -> bool {
    CLASS[b as usize] & SUFFIX != 0
}

/// The offset of the first byte at or after `pos` that is not whitespace,
/// a NUL byte or part of a `//` comment (see [`Lexer::skip_trivia`]);
/// for scanners that step over bytes without lexing tokens.
pub(crate) fn trivia_end(src: &[u8], mut pos: usize) -> usize {
    while let Some(&b) = src.get(pos) {
        match b {
            b' ' | b'\t' | b'\n' | b'\r' | 0 => pos += 1,
            b'/' if src.get(pos + 1) == Some(&b'/') => {
                pos = memchr::memchr2(b'\n', b'\r', &src[pos..]).map_or(src.len(), |i| pos + i);
            }
            _ => break,
        }
    }
    pos
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub(crate) fn new(src: &'s str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            string_error: None,
        }
    }

    /// The source bytes.
    pub(crate) fn bytes(&self) -> &'s [u8] {
        self.src
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Skips whitespace, NUL bytes and `//` comments, as MLIR's lexer: a
    /// NUL byte is skipped like a space (only the buffer's end stops it),
    /// and a comment ends at a line feed or a carriage return.
    pub(crate) fn skip_trivia(&mut self) {
        self.pos = trivia_end(self.src, self.pos);
    }

    /// Lexes the next token.
    ///
    /// The frequent tokens (punctuation, SSA and other sigil names, bare
    /// identifiers) are lexed here; the rest go through [`Lexer::rare`],
    /// kept out of line so that this stays small: the parser calls it once
    /// per token, and a large body here costs every call its register
    /// saves. Inlined into the parser's `bump`, its one caller per token.
    #[inline(always)]
    pub(crate) fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let tok = |kind, end| Token { kind, start, end };
        let Some(&b) = self.src.get(start) else {
            return tok(Tok::Eof, start);
        };
        self.pos += 1;
        let kind = match b {
            b'(' | b')' | b'{' | b'}' | b'[' | b']' | b'<' | b'>' | b':' | b',' | b'=' | b'?'
            | b'*' | b'+' | b'|' => Tok::Punct(b),
            b'%' | b'^' | b'#' | b'!' => {
                // MLIR's suffix-id: digits only when it starts with a digit
                // (`%1x` is `%1` then `x`), else letters, digits and
                // `$._-`, for all four sigils alike.
                let c = self.peek_at(self.pos);
                if c.is_ascii_digit() {
                    while self.peek_at(self.pos).is_ascii_digit() {
                        self.pos += 1;
                    }
                } else if is_suffix_char(c) {
                    while is_suffix_char(self.peek_at(self.pos)) {
                        self.pos += 1;
                    }
                } else {
                    return tok(Tok::Error, self.pos);
                }
                match b {
                    b'%' => Tok::PercentIdent,
                    b'^' => Tok::CaretIdent,
                    b'#' => Tok::HashIdent,
                    _ => Tok::BangIdent,
                }
            }
            b if b.is_ascii_alphabetic() || b == b'_' => {
                while is_ident_char(self.peek_at(self.pos)) {
                    self.pos += 1;
                }
                Tok::BareIdent
            }
            _ => self.rare(b, start),
        };
        tok(kind, self.pos)
    }

    /// The kinds of token [`Lexer::next_token`] leaves out of line: `->`
    /// and `-`, `...`, strings, `@` names and numbers, and errors; `b` at
    /// `start` has been consumed.
    #[inline(never)]
    fn rare(&mut self, b: u8, start: usize) -> Tok {
        match b {
            b'-' => {
                if self.peek_at(self.pos) == b'>' {
                    self.pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Punct(b'-')
                }
            }
            b'.' => {
                if self.peek_at(self.pos) == b'.' && self.peek_at(self.pos + 1) == b'.' {
                    self.pos += 2;
                    Tok::Ellipsis
                } else {
                    Tok::Error
                }
            }
            b'"' => self.lex_string_body(),
            b'@' => {
                if self.peek_at(self.pos) == b'"' {
                    self.pos += 1;
                    match self.lex_string_body() {
                        Tok::String => Tok::AtIdent,
                        t => t,
                    }
                } else {
                    let s = self.pos;
                    let c = self.peek_at(s);
                    if c.is_ascii_alphabetic() || c == b'_' {
                        while is_ident_char(self.peek_at(self.pos)) {
                            self.pos += 1;
                        }
                        Tok::AtIdent
                    } else {
                        Tok::Error
                    }
                }
            }
            b'0'..=b'9' => self.lex_number(start),
            _ => Tok::Error,
        }
    }

    /// Lexes a string literal's body and closing quote, as MLIR's
    /// `lexString`: a line feed, vertical tab, form feed or the end of the
    /// input ends it in error, a carriage return or NUL byte is part of it,
    /// and only the escapes `unescape` knows are accepted.
    fn lex_string_body(&mut self) -> Tok {
        loop {
            let Some(&b) = self.src.get(self.pos) else {
                return self.string_failed(self.pos, "expected '\"' in string literal");
            };
            match b {
                b'"' => {
                    self.pos += 1;
                    return Tok::String;
                }
                b'\n' | 0x0B | 0x0C => {
                    return self.string_failed(self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let c = self.peek_at(self.pos + 1);
                    if matches!(c, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if c.is_ascii_hexdigit()
                        && self.peek_at(self.pos + 2).is_ascii_hexdigit()
                    {
                        self.pos += 3;
                    } else {
                        return self.string_failed(self.pos, "unknown escape in string literal");
                    }
                }
                _ => self.pos += 1,
            }
        }
    }

    fn string_failed(&mut self, at: usize, msg: &'static str) -> Tok {
        self.string_error = Some((at, msg));
        Tok::Error
    }

    fn lex_number(&mut self, start: usize) -> Tok {
        if self.src[start] == b'0'
            && self.peek_at(self.pos) == b'x'
            && self.peek_at(self.pos + 1).is_ascii_hexdigit()
        {
            self.pos += 1;
            while self.peek_at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Integer;
        }
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_at(self.pos) != b'.' {
            return Tok::Integer;
        }
        self.pos += 1;
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_at(self.pos), b'e' | b'E') {
            let d = self.peek_at(self.pos + 1);
            let d2 = self.peek_at(self.pos + 2);
            if d.is_ascii_digit() || (matches!(d, b'+' | b'-') && d2.is_ascii_digit()) {
                self.pos += 2;
                while self.peek_at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        Tok::Float
    }
}

/// Unescapes the body of a string literal (without its quotes): `\n`,
/// `\t`, `\"`, `\\` and two-hex-digit escapes. Returns `Err(offset)` of a
/// bad escape relative to the body start.
pub(crate) fn unescape(body: &[u8]) -> Result<Vec<u8>, usize> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let b = body[i];
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        let c = body.get(i + 1).copied().unwrap_or(0);
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            _ => {
                let h = |x: u8| (x as char).to_digit(16);
                match (h(c), body.get(i + 2).and_then(|&d| h(d))) {
                    (Some(a), Some(b)) => {
                        out.push((a * 16 + b) as u8);
                        i += 3;
                        continue;
                    }
                    _ => return Err(i),
                }
            }
        }
        i += 2;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_the_basic_kinds() {
        use Tok::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) -> ^bb0 @f #loc !t 0x1F 1.5e3 // c\n..."),
            vec![
                PercentIdent,
                Punct(b':'),
                Integer,
                Punct(b'='),
                String,
                Punct(b'('),
                PercentIdent,
                HashIdent,
                Punct(b')'),
                Arrow,
                CaretIdent,
                AtIdent,
                HashIdent,
                BangIdent,
                Integer,
                Float,
                Ellipsis,
                Eof
            ]
        );
        assert_eq!(kinds("\"abc"), vec![Error]);
    }

    #[test]
    fn cuts_tokens_as_mlir_does() {
        use Tok::*;
        // A suffix-id starting with a digit is all digits.
        assert_eq!(
            kinds("%1x ^2y #3 !a-b"),
            vec![
                PercentIdent,
                BareIdent,
                CaretIdent,
                BareIdent,
                HashIdent,
                BangIdent,
                Eof
            ]
        );
        // NUL bytes are skipped; a comment ends at a carriage return.
        assert_eq!(
            kinds("a\0b // c\0d\re"),
            vec![BareIdent, BareIdent, BareIdent, Eof]
        );
        // A string holds CR and NUL, and ends in error at LF, VT and FF.
        assert_eq!(kinds("\"a\r\0b\""), vec![String, Eof]);
        for bad in ["\"a\nb\"", "\"a\x0bb\"", "\"a\x0cb\"", "\"a\\qb\""] {
            let mut l = Lexer::new(bad);
            assert_eq!(l.next_token().kind, Error, "{bad:?}");
            let (at, msg) = l.string_error.expect("a reason");
            assert_eq!(at, 2, "{bad:?}");
            let escape = bad.contains('q');
            assert_eq!(msg.starts_with("unknown escape"), escape, "{bad:?}");
        }
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape(br#"a\"\\\n\0A\FF"#).unwrap(), b"a\"\\\n\n\xff");
        assert!(unescape(br"\q").is_err());
    }
}
