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

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub(crate) fn new(src: &'s str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
        }
    }

    /// The source bytes.
    pub(crate) fn bytes(&self) -> &'s [u8] {
        self.src
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Skips whitespace and `//` comments.
    pub(crate) fn skip_trivia(&mut self) {
        loop {
            match self.peek_at(self.pos) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.peek_at(self.pos + 1) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub(crate) fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let tok = |kind, end| Token { kind, start, end };
        if start >= self.src.len() {
            return tok(Tok::Eof, start);
        }
        let b = self.src[start];
        self.pos += 1;
        let kind = match b {
            b'(' | b')' | b'{' | b'}' | b'[' | b']' | b'<' | b'>' | b':' | b',' | b'=' | b'?'
            | b'*' | b'+' | b'|' => Tok::Punct(b),
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
            b'%' | b'^' | b'#' | b'!' => {
                let s = self.pos;
                let c = self.peek_at(s);
                let ok = if b == b'%' || b == b'^' {
                    is_suffix_char(c)
                } else {
                    c.is_ascii_alphabetic() || c == b'_' || c.is_ascii_digit() || c == b'$'
                };
                if !ok {
                    Tok::Error
                } else {
                    // `%` and `^` names may contain `-`; `#` and `!` ones not.
                    let class = if b == b'%' || b == b'^' {
                        SUFFIX
                    } else {
                        IDENT
                    };
                    while CLASS[self.peek_at(self.pos) as usize] & class != 0 {
                        self.pos += 1;
                    }
                    match b {
                        b'%' => Tok::PercentIdent,
                        b'^' => Tok::CaretIdent,
                        b'#' => Tok::HashIdent,
                        _ => Tok::BangIdent,
                    }
                }
            }
            b'0'..=b'9' => self.lex_number(start),
            b if b.is_ascii_alphabetic() || b == b'_' => {
                while is_ident_char(self.peek_at(self.pos)) {
                    self.pos += 1;
                }
                Tok::BareIdent
            }
            _ => Tok::Error,
        };
        tok(kind, self.pos)
    }

    fn lex_string_body(&mut self) -> Tok {
        loop {
            match self.src.get(self.pos) {
                None | Some(b'\n') | Some(b'\r') => return Tok::Error,
                Some(b'"') => {
                    self.pos += 1;
                    return Tok::String;
                }
                Some(b'\\') => {
                    self.pos += 2;
                    if self.pos > self.src.len() {
                        self.pos = self.src.len();
                        return Tok::Error;
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
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
    fn unescapes() {
        assert_eq!(unescape(br#"a\"\\\n\0A\FF"#).unwrap(), b"a\"\\\n\n\xff");
        assert!(unescape(br"\q").is_err());
    }
}
