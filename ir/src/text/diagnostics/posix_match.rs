//! Matching an `expected-*-re` pattern as LLVM's `llvm::Regex` matches it:
//! a POSIX extended regular expression (already checked by
//! `posix_regex.rs`) over the bytes of a message, with no flag but
//! `REG_EXTENDED` (`.` matches a newline, `^` and `$` only the ends).
//!
//! The pattern is parsed into a small tree, which keeps POSIX's reading of
//! what the `regex` crate reads otherwise: `\d` is the letter `d`, a
//! backslash in brackets is itself, `[[.space.]]` names a character,
//! `[[=a=]]` is `a`, `[[:<:]]` / `[[:>:]]` are word boundaries. Without a
//! backreference the tree is written back as a byte-mode pattern of the
//! `regex` crate, which matches in linear time; with one (`(a)\1`), which
//! no automaton can match, a backtracking search over the tree decides,
//! within a step and depth budget (a pattern past it matches nothing, as a
//! pathological pattern cannot hang the driver). Writing the whole matcher
//! by backtracking was rejected: `.*` over a long note would recurse once
//! per byte.

use std::fmt::Write;

/// A parsed pattern.
#[derive(Clone, Debug)]
pub(super) enum Node {
    Byte(u8),
    /// Any byte (`.`).
    Any,
    /// A bracket expression: which bytes it matches.
    Set(Box<[bool; 256]>),
    Start,
    End,
    WordStart,
    WordEnd,
    /// A parenthesized group and its number (from 1).
    Group(usize, Box<Node>),
    Backref(usize),
    Repeat(Box<Node>, u32, Option<u32>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
}

/// A compiled `expected-*-re` matcher.
#[derive(Clone, Debug)]
pub(super) enum PosixRegex {
    /// Linear-time matching through the `regex` crate.
    Automaton(regex::bytes::Regex),
    /// Backtracking, for patterns with backreferences.
    Backtrack { root: Node, groups: usize },
    /// A pattern LLVM does not compile (its check failed): it matches
    /// nothing, as `llvm::Regex::match` on a failed pattern.
    Nothing,
}

/// POSIX's names of characters for `[[.name.]]` (those of the C locale
/// that tests write; a name not here is `invalid collating element`).
const NAMES: &[(&str, u8)] = &[
    ("NUL", 0),
    ("tab", b'\t'),
    ("newline", b'\n'),
    ("vertical-tab", 0x0b),
    ("form-feed", 0x0c),
    ("carriage-return", b'\r'),
    ("space", b' '),
    ("exclamation-mark", b'!'),
    ("quotation-mark", b'"'),
    ("number-sign", b'#'),
    ("dollar-sign", b'$'),
    ("percent-sign", b'%'),
    ("ampersand", b'&'),
    ("apostrophe", b'\''),
    ("left-parenthesis", b'('),
    ("right-parenthesis", b')'),
    ("asterisk", b'*'),
    ("plus-sign", b'+'),
    ("comma", b','),
    ("hyphen", b'-'),
    ("hyphen-minus", b'-'),
    ("period", b'.'),
    ("full-stop", b'.'),
    ("slash", b'/'),
    ("solidus", b'/'),
    ("zero", b'0'),
    ("one", b'1'),
    ("two", b'2'),
    ("three", b'3'),
    ("four", b'4'),
    ("five", b'5'),
    ("six", b'6'),
    ("seven", b'7'),
    ("eight", b'8'),
    ("nine", b'9'),
    ("colon", b':'),
    ("semicolon", b';'),
    ("less-than-sign", b'<'),
    ("equals-sign", b'='),
    ("greater-than-sign", b'>'),
    ("question-mark", b'?'),
    ("commercial-at", b'@'),
    ("left-square-bracket", b'['),
    ("backslash", b'\\'),
    ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'),
    ("circumflex", b'^'),
    ("circumflex-accent", b'^'),
    ("underscore", b'_'),
    ("low-line", b'_'),
    ("grave-accent", b'`'),
    ("left-brace", b'{'),
    ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'),
    ("right-brace", b'}'),
    ("right-curly-bracket", b'}'),
    ("tilde", b'~'),
    ("DEL", 0x7f),
];

/// The character a collating element or equivalence class names: one
/// byte, or a name of [`NAMES`].
pub(crate) fn collating_value(name: &[u8]) -> Option<u8> {
    match name {
        [c] => Some(*c),
        _ => NAMES
            .iter()
            .find(|(n, _)| n.as_bytes() == name)
            .map(|&(_, c)| c),
    }
}

/// Whether `c` is in the C locale's class `name`.
fn in_class(name: &[u8], c: u8) -> bool {
    match name {
        b"alnum" => c.is_ascii_alphanumeric(),
        b"alpha" => c.is_ascii_alphabetic(),
        b"blank" => c == b' ' || c == b'\t',
        b"cntrl" => c.is_ascii_control(),
        b"digit" => c.is_ascii_digit(),
        b"graph" => c.is_ascii_graphic(),
        b"lower" => c.is_ascii_lowercase(),
        b"print" => c.is_ascii_graphic() || c == b' ',
        b"punct" => c.is_ascii_punctuation(),
        b"space" => matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b"upper" => c.is_ascii_uppercase(),
        b"xdigit" => c.is_ascii_hexdigit(),
        _ => false,
    }
}

impl PosixRegex {
    /// Compiles `pattern`; one `posix_ere_error` rejects matches nothing.
    pub(crate) fn new(pattern: &str) -> Result<PosixRegex, String> {
        if super::posix_regex::posix_ere_error(pattern).is_some() {
            return Ok(PosixRegex::Nothing);
        }
        let mut p = Parser {
            s: pattern.as_bytes(),
            pos: 0,
            groups: 0,
            backrefs: false,
        };
        let root = p.alternation();
        if p.backrefs {
            return Ok(PosixRegex::Backtrack {
                root,
                groups: p.groups,
            });
        }
        let mut text = String::from("(?s-u)");
        write_node(&mut text, &root);
        regex::bytes::Regex::new(&text)
            .map(PosixRegex::Automaton)
            .map_err(|e| format!("invalid regex: {e}"))
    }

    /// Whether the pattern matches somewhere in `text`.
    pub(crate) fn is_match(&self, text: &str) -> bool {
        match self {
            PosixRegex::Nothing => false,
            PosixRegex::Automaton(r) => r.is_match(text.as_bytes()),
            PosixRegex::Backtrack { root, groups } => {
                let mut m = Backtracker {
                    s: text.as_bytes(),
                    steps: 0,
                    depth: 0,
                };
                let mut caps = vec![None; groups + 1];
                (0..=text.len()).any(|i| m.node(root, i, &mut caps, &mut |_, _, _| true))
            }
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    groups: usize,
    backrefs: bool,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn alternation(&mut self) -> Node {
        let mut alts = vec![self.branch()];
        while self.peek() == Some(b'|') {
            self.pos += 1;
            alts.push(self.branch());
        }
        if alts.len() == 1 {
            alts.pop().expect("one branch")
        } else {
            Node::Alt(alts)
        }
    }

    fn branch(&mut self) -> Node {
        let mut items = Vec::new();
        while let Some(c) = self.peek() {
            if c == b'|' || c == b')' {
                break;
            }
            let atom = self.atom();
            items.push(self.repetitions(atom));
        }
        Node::Concat(items)
    }

    fn atom(&mut self) -> Node {
        let c = self.s[self.pos];
        self.pos += 1;
        match c {
            b'(' => {
                self.groups += 1;
                let n = self.groups;
                let inner = if self.peek() == Some(b')') {
                    Node::Concat(Vec::new())
                } else {
                    self.alternation()
                };
                self.pos += 1;
                Node::Group(n, Box::new(inner))
            }
            b'^' => Node::Start,
            b'$' => Node::End,
            b'.' => Node::Any,
            b'[' => self.bracket(),
            b'\\' => {
                let e = self.s[self.pos];
                self.pos += 1;
                if (b'1'..=b'9').contains(&e) {
                    self.backrefs = true;
                    Node::Backref(usize::from(e - b'0'))
                } else {
                    Node::Byte(e)
                }
            }
            _ => Node::Byte(c),
        }
    }

    fn repetitions(&mut self, mut atom: Node) -> Node {
        loop {
            let (min, max) = match self.peek() {
                Some(b'*') => (0, None),
                Some(b'+') => (1, None),
                Some(b'?') => (0, Some(1)),
                Some(b'{') if self.s.get(self.pos + 1).is_some_and(u8::is_ascii_digit) => {
                    self.pos += 1;
                    let low = self.number();
                    let high = if self.peek() == Some(b',') {
                        self.pos += 1;
                        self.peek()
                            .filter(u8::is_ascii_digit)
                            .map(|_| self.number())
                    } else {
                        Some(low)
                    };
                    // The `}`.
                    (low, high)
                }
                _ => return atom,
            };
            self.pos += 1;
            atom = Node::Repeat(Box::new(atom), min, max);
        }
    }

    fn number(&mut self) -> u32 {
        let mut n = 0u32;
        while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
            n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
            self.pos += 1;
        }
        n
    }

    /// After `[`: the set of the bracket expression.
    fn bracket(&mut self) -> Node {
        let rest = &self.s[self.pos..];
        if rest.starts_with(b"[:<:]]") || rest.starts_with(b"[:>:]]") {
            self.pos += 6;
            return if rest[2] == b'<' {
                Node::WordStart
            } else {
                Node::WordEnd
            };
        }
        let mut set = Box::new([false; 256]);
        let negate = self.peek() == Some(b'^');
        self.pos += usize::from(negate);
        let mut first = true;
        while let Some(c) = self.peek() {
            if c == b']' && !first {
                break;
            }
            first = false;
            if c == b'[' && matches!(self.s.get(self.pos + 1), Some(b':' | b'=')) {
                let kind = self.s[self.pos + 1];
                self.pos += 2;
                let name = self.until(kind);
                if kind == b':' {
                    for b in 0..=255u8 {
                        set[usize::from(b)] |= in_class(name, b);
                    }
                } else if let Some(v) = collating_value(name) {
                    set[usize::from(v)] = true;
                }
                continue;
            }
            let low = self.symbol();
            let high = if self.peek() == Some(b'-') && self.s.get(self.pos + 1) != Some(&b']') {
                self.pos += 1;
                self.symbol()
            } else {
                low
            };
            for b in low..=high {
                set[usize::from(b)] = true;
            }
        }
        self.pos += 1;
        if negate {
            set.iter_mut().for_each(|b| *b = !*b);
        }
        Node::Set(set)
    }

    /// The name up to `kind]`, consumed with it.
    fn until(&mut self, kind: u8) -> &[u8] {
        let start = self.pos;
        while self.pos < self.s.len() && !(self.s[self.pos] == kind && self.peek2() == Some(b']')) {
            self.pos += 1;
        }
        let name = &self.s[start..self.pos.min(self.s.len())];
        self.pos += 2;
        name
    }

    fn peek2(&self) -> Option<u8> {
        self.s.get(self.pos + 1).copied()
    }

    /// One character of a bracket, or a collating symbol `[.x.]`.
    fn symbol(&mut self) -> u8 {
        if self.peek() == Some(b'[') && self.peek2() == Some(b'.') {
            self.pos += 2;
            let name = self.until(b'.');
            return collating_value(name).unwrap_or(0);
        }
        let c = self.s[self.pos];
        self.pos += 1;
        c
    }
}

/// Writes `n` as the `regex` crate's syntax (byte mode, `.` any byte).
fn write_node(out: &mut String, n: &Node) {
    match n {
        Node::Byte(b) => write_byte(out, *b),
        Node::Any => out.push('.'),
        Node::Set(set) => {
            out.push('[');
            let mut b = 0usize;
            let mut any = false;
            while b < 256 {
                if !set[b] {
                    b += 1;
                    continue;
                }
                let start = b;
                while b + 1 < 256 && set[b + 1] {
                    b += 1;
                }
                let _ = write!(out, "\\x{start:02X}-\\x{b:02X}");
                any = true;
                b += 1;
            }
            if !any {
                // Matches nothing.
                out.push_str("a&&b");
            }
            out.push(']');
        }
        Node::Start => out.push_str("\\A"),
        Node::End => out.push_str("\\z"),
        Node::WordStart => out.push_str("\\b{start}"),
        Node::WordEnd => out.push_str("\\b{end}"),
        Node::Group(_, inner) => {
            out.push('(');
            write_node(out, inner);
            out.push(')');
        }
        Node::Backref(_) => unreachable!("patterns with backreferences backtrack"),
        Node::Repeat(inner, min, max) => {
            out.push_str("(?:");
            write_node(out, inner);
            out.push(')');
            match max {
                Some(max) => {
                    let _ = write!(out, "{{{min},{max}}}");
                }
                None => {
                    let _ = write!(out, "{{{min},}}");
                }
            }
        }
        Node::Concat(items) => {
            out.push_str("(?:");
            items.iter().for_each(|i| write_node(out, i));
            out.push(')');
        }
        Node::Alt(alts) => {
            out.push_str("(?:");
            for (i, a) in alts.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                write_node(out, a);
            }
            out.push(')');
        }
    }
}

fn write_byte(out: &mut String, b: u8) {
    if b.is_ascii_alphanumeric() || b == b' ' || b == b'_' {
        out.push(b as char);
    } else {
        let _ = write!(out, "\\x{b:02X}");
    }
}

/// Steps and nesting a backtracking match may take before it gives up.
const MAX_STEPS: u64 = 5_000_000;
const MAX_DEPTH: usize = 20_000;

type Caps = Vec<Option<(usize, usize)>>;

struct Backtracker<'a> {
    s: &'a [u8],
    steps: u64,
    depth: usize,
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl Backtracker<'_> {
    /// Whether `n` matches at `i` and then `k` accepts where it ended.
    fn node(
        &mut self,
        n: &Node,
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(&mut Self, usize, &mut Caps) -> bool,
    ) -> bool {
        self.steps += 1;
        if self.steps > MAX_STEPS || self.depth > MAX_DEPTH {
            return false;
        }
        self.depth += 1;
        let s = self.s;
        let word_at = |j: usize| s.get(j).is_some_and(|&c| is_word(c));
        let word_before = |j: usize| j > 0 && is_word(s[j - 1]);
        let hit = match n {
            Node::Byte(b) => s.get(i) == Some(b) && k(self, i + 1, caps),
            Node::Any => i < s.len() && k(self, i + 1, caps),
            Node::Set(set) => {
                s.get(i).is_some_and(|&c| set[usize::from(c)]) && k(self, i + 1, caps)
            }
            Node::Start => i == 0 && k(self, i, caps),
            Node::End => i == s.len() && k(self, i, caps),
            Node::WordStart => !word_before(i) && word_at(i) && k(self, i, caps),
            Node::WordEnd => word_before(i) && !word_at(i) && k(self, i, caps),
            Node::Group(g, inner) => {
                let g = *g;
                self.node(inner, i, caps, &mut |m, j, c| {
                    let prev = c[g];
                    c[g] = Some((i, j));
                    if k(m, j, c) {
                        return true;
                    }
                    c[g] = prev;
                    false
                })
            }
            Node::Backref(g) => match caps.get(*g).copied().flatten() {
                Some((a, b)) if s[i..].starts_with(&s[a..b]) => k(self, i + (b - a), caps),
                _ => false,
            },
            Node::Repeat(inner, min, max) => self.repeat(inner, *min, *max, 0, i, caps, k),
            Node::Concat(items) => self.seq(items, i, caps, k),
            Node::Alt(alts) => alts.iter().any(|a| self.node(a, i, caps, k)),
        };
        self.depth -= 1;
        hit
    }

    fn seq(
        &mut self,
        items: &[Node],
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(&mut Self, usize, &mut Caps) -> bool,
    ) -> bool {
        match items.split_first() {
            None => k(self, i, caps),
            Some((first, rest)) => self.node(first, i, caps, &mut |m, j, c| m.seq(rest, j, c, k)),
        }
    }

    /// Greedy repetition: one more `inner` (never an empty one once `min`
    /// is reached), else stop here.
    #[allow(clippy::too_many_arguments, reason = "the recursion's state")]
    fn repeat(
        &mut self,
        inner: &Node,
        min: u32,
        max: Option<u32>,
        count: u32,
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(&mut Self, usize, &mut Caps) -> bool,
    ) -> bool {
        if max.is_none_or(|m| count < m)
            && self.node(inner, i, caps, &mut |m, j, c| {
                (j != i || count < min) && m.repeat(inner, min, max, count + 1, j, c, k)
            })
        {
            return true;
        }
        count >= min && k(self, i, caps)
    }
}

#[cfg(test)]
mod tests {
    use super::PosixRegex;

    fn matches(p: &str, s: &str) -> bool {
        PosixRegex::new(p).unwrap().is_match(s)
    }

    #[test]
    fn posix_readings_the_regex_crate_lacks() {
        assert!(matches("a[[.space.]]b", "a b"));
        assert!(matches("[[.hyphen.]x]", "-"));
        assert!(matches("[[=a=]]b", "ab"));
        assert!(!matches("[[=a=]]b", "xb"));
        assert!(matches("\\d", "d") && !matches("\\d", "1"));
        assert!(matches("[\\]", "\\"));
        assert!(matches("[]a]", "]"));
        assert!(matches("[^]a]", "b") && !matches("[^]a]", "]"));
        assert!(matches("[[:<:]]op", "an op") && !matches("[[:<:]]op", "anop"));
        assert!(matches("op[[:>:]]", "op x") && !matches("op[[:>:]]", "ops"));
        assert!(matches("a.b", "a\nb"));
        assert!(matches("^x$", "x") && !matches("^x$", "y\nx"));
        assert!(matches("a{,2}", "a{,2}"));
        assert!(matches("x{2,3}y", "xxy") && !matches("^x{2,3}y", "xy"));
    }

    #[test]
    fn backreferences_backtrack() {
        assert!(matches("(a|b)\\1", "xbb"));
        assert!(!matches("(a|b)\\1", "ab"));
        assert!(matches("^(.*)-\\1$", "abc-abc"));
        assert!(!matches("^(.*)-\\1$", "abc-abd"));
        assert!(matches("(x*)y\\1z", "xxyxxz"));
        // A pathological pattern gives up instead of hanging.
        let long = "a".repeat(64);
        assert!(!matches("^((a*)*)*\\1b", &long));
    }
}
