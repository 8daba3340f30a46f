//! The syntax check of a POSIX extended regular expression as LLVM's
//! `llvm::Regex` (Henry Spencer's `regcomp`) performs it, for the
//! `invalid regex: ...` error of an `expected-*-re` comment: mlir-opt
//! validates each `{{...}}` part with it and prints `regerror`'s words.
//!
//! This is the check; matching is `posix_match.rs`'s. Taking the `regex`
//! crate's own errors was rejected: its messages and its rules differ (it
//! accepts `a**`, which POSIX rejects). Collating elements of more than
//! one character (`[[.space.]]`) are looked up in POSIX's names.

/// The first syntax error of `pattern` as `regerror` words it, or `None`
/// when `llvm::Regex` accepts it.
pub fn posix_ere_error(pattern: &str) -> Option<&'static str> {
    let mut p = Parser {
        s: pattern.as_bytes(),
        pos: 0,
        groups_opened: 0,
        groups_closed: Vec::new(),
    };
    p.alternation(None).err()
}

const EMPTY: &str = "empty (sub)expression";
const BADRPT: &str = "repetition-operator operand invalid";
const EPAREN: &str = "parentheses not balanced";
const EBRACK: &str = "brackets ([ ]) not balanced";
const EBRACE: &str = "braces not balanced";
const BADBR: &str = "invalid repetition count(s)";
const ERANGE: &str = "invalid character range";
const ECTYPE: &str = "invalid character class";
const ECOLLATE: &str = "invalid collating element";
const EESCAPE: &str = "trailing backslash (\\)";
const ESUBREG: &str = "invalid backreference number";

/// The largest repetition count (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// The character classes `[:name:]` of the C locale.
const CLASSES: &[&str] = &[
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit",
];

type Check = Result<(), &'static str>;

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    /// Groups opened so far (their numbers are 1..=this).
    groups_opened: usize,
    /// The numbers of the groups whose `)` has been read.
    groups_closed: Vec<usize>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn peek2(&self) -> Option<u8> {
        self.s.get(self.pos + 1).copied()
    }

    fn more(&self) -> bool {
        self.pos < self.s.len()
    }

    fn eat(&mut self, c: u8) -> bool {
        let hit = self.peek() == Some(c);
        self.pos += usize::from(hit);
        hit
    }

    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        let hit = self.peek() == Some(a) && self.peek2() == Some(b);
        if hit {
            self.pos += 2;
        }
        hit
    }

    /// `p_ere`: branches separated by `|`, up to `stop`; each nonempty.
    fn alternation(&mut self, stop: Option<u8>) -> Check {
        loop {
            let start = self.pos;
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                self.expression()?;
            }
            if self.pos == start {
                return Err(EMPTY);
            }
            if !self.eat(b'|') {
                return Ok(());
            }
        }
    }

    /// Whether a repetition operator starts here (`{` only before a digit).
    fn at_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// `p_ere_exp`: one atom and at most one repetition of it.
    fn expression(&mut self) -> Check {
        let c = self.s[self.pos];
        self.pos += 1;
        let mut was_caret = false;
        match c {
            b'(' => {
                if !self.more() {
                    return Err(EPAREN);
                }
                self.groups_opened += 1;
                let group = self.groups_opened;
                if self.peek() != Some(b')') {
                    self.alternation(Some(b')'))?;
                }
                if !self.eat(b')') {
                    return Err(EPAREN);
                }
                self.groups_closed.push(group);
            }
            b')' => return Err(EPAREN),
            b'^' => was_caret = true,
            b'|' => return Err(EMPTY),
            b'*' | b'+' | b'?' => return Err(BADRPT),
            b'[' => self.bracket()?,
            b'\\' => {
                let Some(e) = self.peek() else {
                    return Err(EESCAPE);
                };
                self.pos += 1;
                if (b'1'..=b'9').contains(&e)
                    && !self.groups_closed.contains(&usize::from(e - b'0'))
                {
                    return Err(ESUBREG);
                }
            }
            b'{' if self.peek().is_some_and(|d| d.is_ascii_digit()) => return Err(BADRPT),
            _ => {}
        }
        if !self.at_repetition() {
            return Ok(());
        }
        let op = self.s[self.pos];
        self.pos += 1;
        if was_caret {
            return Err(BADRPT);
        }
        if op == b'{' {
            let low = self.count()?;
            if self.eat(b',') {
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    let high = self.count()?;
                    if low > high {
                        return Err(BADBR);
                    }
                }
            }
            if !self.eat(b'}') {
                while self.more() && self.peek() != Some(b'}') {
                    self.pos += 1;
                }
                return Err(if self.more() { BADBR } else { EBRACE });
            }
        }
        if self.at_repetition() {
            return Err(BADRPT);
        }
        Ok(())
    }

    /// `p_count`: a repetition count, at most [`DUP_MAX`].
    fn count(&mut self) -> Result<u32, &'static str> {
        let (mut n, mut digits) = (0u32, 0);
        while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(d - b'0');
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(BADBR);
        }
        Ok(n)
    }

    /// `p_bracket`: `[...]`, after its `[`.
    fn bracket(&mut self) -> Check {
        let rest = &self.s[self.pos..];
        if rest.starts_with(b"[:<:]]") || rest.starts_with(b"[:>:]]") {
            self.pos += 6;
            return Ok(());
        }
        self.eat(b'^');
        if !self.eat(b']') {
            self.eat(b'-');
        }
        while self.more() && self.peek() != Some(b']') && !self.at_two(b'-', b']') {
            self.bracket_term()?;
        }
        self.eat(b'-');
        if self.eat(b']') { Ok(()) } else { Err(EBRACK) }
    }

    fn at_two(&self, a: u8, b: u8) -> bool {
        self.peek() == Some(a) && self.peek2() == Some(b)
    }

    /// `p_b_term`: a class, an equivalence class, a symbol or a range.
    fn bracket_term(&mut self) -> Check {
        match (self.peek(), self.peek2()) {
            (Some(b'-'), _) => Err(ERANGE),
            (Some(b'['), Some(kind @ (b':' | b'='))) => {
                self.pos += 2;
                let error = if kind == b':' { ECTYPE } else { ECOLLATE };
                match self.peek() {
                    None => return Err(EBRACK),
                    Some(b'-' | b']') => return Err(error),
                    Some(_) => {}
                }
                if kind == b':' {
                    let start = self.pos;
                    while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                        self.pos += 1;
                    }
                    let name = &self.s[start..self.pos];
                    if !CLASSES.iter().any(|c| c.as_bytes() == name) {
                        return Err(ECTYPE);
                    }
                } else {
                    self.collating_element(b'=')?;
                }
                if !self.more() {
                    return Err(EBRACK);
                }
                if self.eat_two(kind, b']') {
                    Ok(())
                } else {
                    Err(error)
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.pos += 1;
                    if self.eat(b'-') { b'-' } else { self.symbol()? }
                } else {
                    start
                };
                if start <= finish { Ok(()) } else { Err(ERANGE) }
            }
        }
    }

    /// `p_b_symbol`: one character or a collating symbol `[.c.]`.
    fn symbol(&mut self) -> Result<u8, &'static str> {
        let Some(c) = self.peek() else {
            return Err(EBRACK);
        };
        if !self.eat_two(b'[', b'.') {
            self.pos += 1;
            return Ok(c);
        }
        let value = self.collating_element(b'.')?;
        if self.eat_two(b'.', b']') {
            Ok(value)
        } else {
            Err(ECOLLATE)
        }
    }

    /// `p_b_coll_elem`: the element up to `end]`: one character or a
    /// POSIX name (`space`).
    fn collating_element(&mut self, end: u8) -> Result<u8, &'static str> {
        let start = self.pos;
        while self.more() && !self.at_two(end, b']') {
            self.pos += 1;
        }
        if !self.more() {
            return Err(EBRACK);
        }
        super::posix_match::collating_value(&self.s[start..self.pos]).ok_or(ECOLLATE)
    }
}

#[cfg(test)]
mod tests {
    use super::posix_ere_error as check;

    #[test]
    fn valid_patterns() {
        for p in [
            "a",
            "a|b",
            "()",
            "(a)\\1",
            "a{2}",
            "a{2,}",
            "a{,2}",
            "[]a]",
            "[^-a]",
            "[a-]",
            "[[:alpha:]x]",
            "[[.a.]-z]",
            "[[.space.][=hyphen=]]",
            "{",
            "a{",
            "x{a}",
            ".*",
            "^a$",
            "\\(",
        ] {
            assert_eq!(check(p), None, "{p}");
        }
    }

    #[test]
    fn errors_in_regerror_words() {
        for (p, e) in [
            ("", super::EMPTY),
            ("a||b", super::EMPTY),
            ("(a|)", super::EMPTY),
            ("[", super::EBRACK),
            ("[a", super::EBRACK),
            ("(", super::EPAREN),
            ("(a", super::EPAREN),
            ("a)", super::EPAREN),
            ("b**", super::BADRPT),
            ("*a", super::BADRPT),
            ("^*", super::BADRPT),
            ("{1}", super::BADRPT),
            ("x{2,1", super::BADBR),
            ("x{256}", super::BADBR),
            ("x{1", super::EBRACE),
            ("x{1a}", super::BADBR),
            ("[z-a]", super::ERANGE),
            ("[a--]", super::ERANGE),
            ("[[:bogus:]]", super::ECTYPE),
            ("[[.ab.]]", super::ECOLLATE),
            ("[[=spaces=]]", super::ECOLLATE),
            ("a\\", super::EESCAPE),
            ("(a\\1)", super::ESUBREG),
            ("\\2(a)", super::ESUBREG),
        ] {
            assert_eq!(check(p), Some(e), "{p}");
        }
    }
}
