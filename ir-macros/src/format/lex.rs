//! Tokens of a format string: `` `literal` ``, `$variable`, directive
//! keywords (`attr-dict`, `functional-type`, ...) and the punctuation of
//! optional groups (`( ) ? ^ , :`).
//!
//! A hand-written scanner over the string's characters; reusing
//! `proc_macro2`'s tokenizer was rejected because `attr-dict` and
//! `` `:` `` are not Rust tokens.

/// One token of a format string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Token {
    Literal(String),
    Variable(String),
    Keyword(String),
    LParen,
    RParen,
    Question,
    Caret,
    Comma,
    Colon,
    /// Any other punctuation (`<`, `>`, ...), reported by the parser.
    Other(char),
}

impl Token {
    /// How an error names the token.
    pub fn describe(&self) -> String {
        match self {
            Token::Literal(s) => format!("literal `{s}`"),
            Token::Variable(s) => format!("`${s}`"),
            Token::Keyword(s) => format!("`{s}`"),
            Token::LParen => "`(`".into(),
            Token::RParen => "`)`".into(),
            Token::Question => "`?`".into(),
            Token::Caret => "`^`".into(),
            Token::Comma => "`,`".into(),
            Token::Colon => "`:`".into(),
            Token::Other(c) => format!("`{c}`"),
        }
    }
}

fn ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

/// Splits a format string into tokens, each with its byte range in `s`.
pub fn lex(s: &str) -> Result<Vec<(Token, std::ops::Range<usize>)>, String> {
    let mut out = Vec::new();
    let mut ranges = Vec::new();
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let before = out.len();
        match c {
            c if c.is_whitespace() => {}
            '`' => {
                let mut lit = String::new();
                loop {
                    match it.next() {
                        Some((_, '`')) => break,
                        Some((_, c)) => lit.push(c),
                        None => return Err("unexpected end of file in literal".into()),
                    }
                }
                // A line break written as one (a Rust `"\n"` escape) is
                // MLIR's `\n` (backslash, `n`), as TableGen spells it.
                if lit == "\n" {
                    lit = "\\n".into();
                }
                out.push(Token::Literal(lit));
            }
            '$' => {
                let mut name = String::new();
                while let Some(&(_, c)) = it.peek() {
                    if c.is_ascii_alphanumeric() || c == '_' {
                        name.push(c);
                        it.next();
                    } else {
                        break;
                    }
                }
                if name.is_empty() || !name.starts_with(ident_start) {
                    return Err(format!("expected variable name after '$' at offset {i}"));
                }
                out.push(Token::Variable(name));
            }
            '(' => out.push(Token::LParen),
            ')' => out.push(Token::RParen),
            '?' => out.push(Token::Question),
            '^' => out.push(Token::Caret),
            ',' => out.push(Token::Comma),
            ':' => out.push(Token::Colon),
            c if ident_start(c) => {
                let mut kw = String::from(c);
                while let Some(&(_, c)) = it.peek() {
                    if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                        kw.push(c);
                        it.next();
                    } else {
                        break;
                    }
                }
                out.push(Token::Keyword(kw));
            }
            c if c.is_ascii_punctuation() => out.push(Token::Other(c)),
            c => return Err(format!("unexpected character '{c}' in format")),
        }
        if out.len() > before {
            let end = it.peek().map_or(s.len(), |&(j, _)| j);
            ranges.push(i..end);
        }
    }
    Ok(out.into_iter().zip(ranges).collect())
}

/// Whether a literal is a keyword (not punctuation).
pub fn is_keyword(s: &str) -> bool {
    s.starts_with(ident_start)
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
}

/// MLIR's `isValidLiteral`: punctuation, `->`, `...`, or a keyword.
pub fn check_literal(s: &str) -> Result<(), String> {
    if s.is_empty() || s == " " || s == "\\n" || s == "->" || s == "..." {
        return Ok(());
    }
    let mut cs = s.chars();
    let first = cs.next().unwrap_or(' ');
    if s.len() == 1 && "_:,=<>()[]{}?+*".contains(first) {
        return Ok(());
    }
    if ident_start(first)
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
    {
        return Ok(());
    }
    Err(format!(
        "expected valid literal but got '{s}': keywords should contain only alphanum, '_', '$', or '.' characters"
    ))
}
