//! The mutator: makes a new input from a queue entry, at the byte level,
//! the token level (see [`crate::tokens`]) and the structure level.
//!
//! - bytes: flip, insert, delete or duplicate a range; insert odd bytes
//!   (NUL, DEL, a BOM, the highest code point, a lone CR or tab);
//! - tokens: drop, duplicate or swap tokens; replace one with a token from
//!   the dictionary (every token of every seed, plus [`SPECIALS`]); splice
//!   a run of tokens from another input; cross over (a prefix of this
//!   input, a suffix of another);
//! - structure: nest a span in a region many levels deep, nest types,
//!   attributes, affine expressions or locations deeply, insert huge
//!   numbers and long identifiers.
//!
//! Mutants are capped at [`MAX_LEN`] bytes, except the deep-nesting ones
//! (up to [`MAX_DEEP_LEN`]), which is what bounds the time of one case.
//! A grammar-based generator was rejected as the main engine: the seeds
//! already hold valid IR of every construct the project supports, and
//! token edits of valid IR reach the error paths a generator would have to
//! be taught one by one.

use crate::rng::Rng;
use crate::tokens::{is_trivia, tokens};

/// The largest ordinary mutant.
pub const MAX_LEN: usize = 64 << 10;
/// The largest deep-nesting mutant.
pub const MAX_DEEP_LEN: usize = 3 << 20;

/// The deepest region nest that is closed again (see `nest_region`).
pub const MAX_CLOSED_DEPTH: usize = 5_000;

/// Tokens worth inserting anywhere: edge values and odd spellings.
pub const SPECIALS: &[&str] = &[
    "0",
    "-0",
    "-1",
    "18446744073709551616",
    "340282366920938463463374607431768211457",
    "99999999999999999999999999999999999999999999",
    "0x",
    "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
    "1e309",
    "1.0e-400",
    "0.",
    "nan",
    "inf",
    "i0",
    "i1",
    "i65536",
    "i16777216",
    "si99999999999",
    "f8E5M2",
    "f4E2M1FN",
    "index",
    "none",
    "tensor<*xf32>",
    "tensor<?x0xi8>",
    "tensor<99999999999x99999999999xi64>",
    "vector<[4]xf32>",
    "vector<0xi1>",
    "memref<?xf32, 1>",
    "complex<f32>",
    "tuple<>",
    "!llvm.ptr",
    "!foo<\"x\">",
    "#foo<>",
    "dense<>",
    "dense<[]> : tensor<0xi32>",
    "dense<\"0xDEADBEEF\"> : tensor<1xi32>",
    "dense_resource<blob>",
    "array<i8>",
    "sparse<[[0]], [1]> : tensor<1xi32>",
    "affine_map<(d0) -> (d0 mod 0)>",
    "affine_map<(d0)[s0] -> (d0 floordiv s0)>",
    "affine_set<() : (1 == 0)>",
    "distinct[0]<>",
    "distinct[99999999999]<unit>",
    "loc(unknown)",
    "loc(\"f\":0:0)",
    "loc(fused<#foo>[])",
    "loc(callsite(unknown at unknown))",
    "loc(#loc99)",
    "{-#",
    "#-}",
    "{-# dialect_resources: { builtin: { blob: \"0x04000000\" } } #-}",
    "%0",
    "%0:3",
    "%0#2",
    "%arg0",
    "%-1",
    "%1#4294967296",
    "^bb0",
    "^bb1(%x: i32)",
    "@main",
    "@\"\"",
    "@a::@b::@c",
    "\"\"",
    "\"\\\"",
    "\"\\zz\"",
    "\"\\00\"",
    "...",
    "?",
    "*",
    "x",
    "->",
    "::",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "unit",
    "true",
    "false",
    "attributes",
    "private",
    "nested",
    "public",
    "func.func",
    "func.return",
    "func.call",
    "func.call_indirect",
    "arith.constant",
    "arith.addi",
    "arith.cmpi",
    "arith.select",
    "arith.cmpf",
    "arith.addf",
    "cf.br",
    "cf.cond_br",
    "cf.switch",
    "cf.assert",
    "builtin.module",
    "builtin.unrealized_conversion_cast",
    "module",
    "test.one_region_op",
    "test.graph_region",
    "test.symbol_scope",
    "overflow<nsw, nuw>",
    "fastmath<fast>",
    "// -----\n",
    "// expected-error @+1 {{",
    "}}",
    "// expected-note @below {{x}}\n",
    "// expected-error @-1 {{x}}\n",
    "\n",
    "\t",
    "\r",
    "\0",
    "\u{7f}",
    "\u{feff}",
    "\u{10ffff}",
    "\u{e9}",
];

/// What the mutator draws from: every token of every seed.
#[derive(Debug, Default)]
pub struct Dictionary {
    words: Vec<String>,
}

impl Dictionary {
    /// The distinct non-trivia tokens of `inputs` and the [`SPECIALS`].
    pub fn new<'a>(inputs: impl IntoIterator<Item = &'a str>) -> Dictionary {
        let mut set = std::collections::BTreeSet::new();
        for s in inputs {
            for t in tokens(s) {
                if !is_trivia(t) && t.len() <= 64 {
                    set.insert(t.to_owned());
                }
            }
        }
        set.extend(SPECIALS.iter().map(|s| (*s).to_owned()));
        Dictionary {
            words: set.into_iter().collect(),
        }
    }

    /// How many words it holds.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// A word of the same kind as `like` (a number for a number, an SSA
    /// name for an SSA name, ...): such a swap often keeps the input
    /// valid, which the round-trip invariants need.
    pub fn word_like(&self, rng: &mut Rng, like: &str) -> &str {
        let kind = kind_of(like);
        for _ in 0..16 {
            if self.words.is_empty() {
                break;
            }
            let w = &self.words[rng.below(self.words.len())];
            if kind_of(w) == kind {
                return w;
            }
        }
        self.word(rng)
    }

    fn word(&self, rng: &mut Rng) -> &str {
        if self.words.is_empty() || rng.one_in(4) {
            SPECIALS[rng.below(SPECIALS.len())]
        } else {
            &self.words[rng.below(self.words.len())]
        }
    }
}

/// A mutant of valid input that often stays valid: one token swapped for
/// a token of the same kind (number for number, name for name), or one
/// line duplicated, dropped or swapped with another. The round-trip
/// invariants only check input that parses and verifies, and [`mutate`]'s
/// edits break most inputs.
pub fn mutate_gently(rng: &mut Rng, dict: &Dictionary, input: &str) -> String {
    if rng.one_in(2) {
        let mut t: Vec<String> = tokens(input).into_iter().map(str::to_owned).collect();
        let words: Vec<usize> = (0..t.len()).filter(|&i| !is_trivia(&t[i])).collect();
        if !words.is_empty() {
            let i = words[rng.below(words.len())];
            t[i] = dict.word_like(rng, &t[i]).to_owned();
        }
        return t.concat();
    }
    let mut lines: Vec<&str> = input.split_inclusive('\n').collect();
    if lines.is_empty() {
        return input.to_owned();
    }
    let i = rng.below(lines.len());
    let j = rng.below(lines.len());
    match rng.below(3) {
        0 => lines.insert(i, lines[i]),
        1 => {
            lines.remove(i);
        }
        _ => lines.swap(i, j),
    }
    lines.concat()
}

/// One mutant of `input`; `other` is another queue entry (for splicing).
/// Applies one to four mutations.
pub fn mutate(rng: &mut Rng, dict: &Dictionary, input: &str, other: &str) -> String {
    let mut s = input.to_owned();
    // Half the mutants get one edit: more of them stay valid, which the
    // round-trip invariants need.
    let n = if rng.one_in(2) { 1 } else { 2 + rng.below(3) };
    for _ in 0..n {
        s = match rng.below(20) {
            0..=2 => byte_mutation(rng, &s),
            3..=12 => token_mutation(rng, dict, &s, other),
            13..=14 => splice(rng, &s, other),
            15 => nest_region(rng, &s),
            16 => nest_value(rng, &s),
            17 => huge(rng, &s),
            _ => token_mutation(rng, dict, &s, other),
        };
    }
    let deep = s.len() > MAX_LEN && s.len() <= MAX_DEEP_LEN && n > 0;
    if s.len() > MAX_LEN && !deep {
        let mut cut = MAX_LEN;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
    }
    s
}

/// A token's kind: its sigil, or digit/word/punctuation.
fn kind_of(t: &str) -> u8 {
    match t.as_bytes().first() {
        Some(c @ (b'%' | b'^' | b'@' | b'#' | b'!' | b'"')) => *c,
        Some(c) if c.is_ascii_digit() || *c == b'-' => b'0',
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => b'a',
        _ => b'.',
    }
}

fn char_boundary_below(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn byte_mutation(rng: &mut Rng, s: &str) -> String {
    let at = char_boundary_below(s, rng.below(s.len() + 1));
    let (head, tail) = s.split_at(at);
    match rng.below(5) {
        0 => {
            // Replace one character with a random printable ASCII byte.
            let mut t = tail.chars();
            t.next();
            let c = (b' ' + rng.below(95) as u8) as char;
            format!("{head}{c}{}", t.as_str())
        }
        1 => {
            let end = char_boundary_below(tail, rng.below(32));
            format!("{head}{}", &tail[end..])
        }
        2 => {
            let end = char_boundary_below(tail, rng.below(64));
            format!("{head}{}{tail}", &tail[..end])
        }
        3 => {
            let odd = [
                "\0",
                "\u{7f}",
                "\u{feff}",
                "\u{10ffff}",
                "\r",
                "\t",
                "\\",
                "\u{fffd}",
            ];
            format!("{head}{}{tail}", rng.pick(&odd))
        }
        _ => {
            let c = (b' ' + rng.below(95) as u8) as char;
            format!("{head}{c}{tail}")
        }
    }
}

fn token_mutation(rng: &mut Rng, dict: &Dictionary, s: &str, other: &str) -> String {
    let mut t: Vec<String> = tokens(s).into_iter().map(str::to_owned).collect();
    // Prefer non-trivia positions.
    let mut pos = || {
        for _ in 0..4 {
            let i = rng.below(t.len().max(1));
            if t.get(i).is_some_and(|x| !is_trivia(x)) {
                return i;
            }
        }
        rng.below(t.len().max(1))
    };
    let i = pos();
    let j = pos();
    match rng.below(7) {
        0 if !t.is_empty() => {
            t.remove(i.min(t.len() - 1));
        }
        1 if !t.is_empty() => {
            let i = i.min(t.len() - 1);
            let k = t[i].clone();
            t.insert(i, k);
        }
        2 if !t.is_empty() => {
            let (i, j) = (i.min(t.len() - 1), j.min(t.len() - 1));
            t.swap(i, j);
        }
        3 if !t.is_empty() => {
            let i = i.min(t.len() - 1);
            t[i] = if rng.one_in(2) {
                dict.word_like(rng, &t[i]).to_owned()
            } else {
                dict.word(rng).to_owned()
            };
        }
        4 => {
            let w = dict.word(rng).to_owned();
            t.insert(i.min(t.len()), w);
        }
        5 if !t.is_empty() => {
            // Drop a run of tokens.
            let i = i.min(t.len() - 1);
            let end = (i + 1 + rng.below(12)).min(t.len());
            t.drain(i..end);
        }
        _ => {
            // Insert a run of tokens from the other input.
            let o = tokens(other);
            if !o.is_empty() {
                let a = rng.below(o.len());
                let b = (a + 1 + rng.below(24)).min(o.len());
                let at = i.min(t.len());
                t.splice(at..at, o[a..b].iter().map(|x| (*x).to_owned()));
            }
        }
    }
    t.concat()
}

fn splice(rng: &mut Rng, s: &str, other: &str) -> String {
    let a = tokens(s);
    let b = tokens(other);
    let i = rng.below(a.len() + 1);
    let j = rng.below(b.len() + 1);
    let mut out = a[..i].concat();
    out.push_str(&b[j..].concat());
    out
}

/// Wraps a span of lines in `depth` nested regions.
fn nest_region(rng: &mut Rng, s: &str) -> String {
    let depth = match rng.below(10) {
        0 => 20_000 + rng.below(130_000),
        1..=3 => 100 + rng.below(5_000),
        _ => 1 + rng.below(50),
    };
    let lines: Vec<&str> = s.split_inclusive('\n').collect();
    let a = rng.below(lines.len() + 1);
    let b = a + rng.below(lines.len() - a + 1);
    let (open, close) = match rng.below(4) {
        0 => ("\"test.one_region_op\"() ({\n", "}) : () -> ()\n"),
        1 => ("test.graph_region {\n", "}\n"),
        2 => (
            "\"t.r\"() ({\n^bb0:\n",
            "\"t.end\"() : () -> ()\n}) : () -> ()\n",
        ),
        _ => ("module {\n", "}\n"),
    };
    let mut out = lines[..a].concat();
    out.reserve(depth * (open.len() + close.len()) + s.len());
    for _ in 0..depth {
        out.push_str(open);
    }
    out.push_str(&lines[a..b].concat());
    // Past a few thousand levels the regions stay open: valid IR that deep
    // prints quadratically many indentation spaces (gigabytes at 50,000
    // levels, in mlir-opt too), so only the parser's way down and its
    // error at the end of the input are worth a case.
    let closed = if depth > MAX_CLOSED_DEPTH { 0 } else { depth };
    for _ in 0..closed {
        out.push_str(close);
    }
    out.push_str(&lines[b..].concat());
    out
}

/// Inserts a deeply nested type, attribute, affine expression or location.
fn nest_value(rng: &mut Rng, s: &str) -> String {
    let depth = match rng.below(8) {
        0 => 10_000 + rng.below(200_000),
        1..=2 => 100 + rng.below(3_000),
        _ => 1 + rng.below(40),
    };
    let (open, mid, close) = *rng.pick(&[
        ("tensor<", "f32", ">"),
        ("vector<1x", "i1", ">"),
        ("[", "1", "]"),
        ("{a = ", "unit", "}"),
        ("(", "d0", " + 1)"),
        ("loc(callsite(", "unknown", " at unknown))"),
        ("loc(fused[", "unknown", "])"),
        ("dense<[", "1", "]>"),
        ("(", "i32", ") -> i32"),
        ("tuple<", "i8", ">"),
        ("!foo.t<", "x", ">"),
        ("#foo.a<", "x", ">"),
        ("complex<", "f32", ">"),
        ("-", "1", ""),
    ]);
    let mut v = String::with_capacity(depth * (open.len() + close.len()) + mid.len());
    for _ in 0..depth {
        v.push_str(open);
    }
    v.push_str(mid);
    for _ in 0..depth {
        v.push_str(close);
    }
    let t = tokens(s);
    let i = rng.below(t.len() + 1);
    let mut out = t[..i].concat();
    if rng.one_in(2) && i < t.len() {
        // Replace a token rather than insert.
        out.push_str(&v);
        out.push_str(&t[i + 1..].concat());
    } else {
        out.push_str(&v);
        out.push_str(&t[i..].concat());
    }
    out
}

/// Inserts or substitutes a huge number or a long identifier.
fn huge(rng: &mut Rng, s: &str) -> String {
    let n = match rng.below(4) {
        0 => 10_000 + rng.below(50_000),
        _ => 20 + rng.below(300),
    };
    let digits = |c: char| std::iter::repeat_n(c, n).collect::<String>();
    let v = match rng.below(10) {
        0 => digits('9'),
        1 => format!("0x{}", digits('F')),
        2 => format!("%{}", digits('v')),
        3 => format!("@{}", digits('s')),
        4 => format!("\"{}\"", digits('q')),
        5 => format!("i{}", digits('9')),
        6 => format!("1.{}e{}", digits('3'), rng.below(100_000)),
        7 => format!("^bb{}", digits('7')),
        8 => format!("\"x.{}\"", digits('o')),
        _ => format!("#{}", digits('a')),
    };
    let t = tokens(s);
    let i = rng.below(t.len() + 1);
    let mut out = t[..i].concat();
    out.push_str(&v);
    let rest = if i < t.len() && !is_trivia(t[i]) && rng.one_in(2) {
        i + 1
    } else {
        i
    };
    out.push_str(&t[rest..].concat());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutants_are_valid_strings_and_bounded() {
        let seed = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
        let dict = Dictionary::new([seed]);
        let mut rng = Rng::new(7);
        for _ in 0..200 {
            let m = mutate(&mut rng, &dict, seed, "\"x.y\"() : () -> ()\n");
            assert!(m.len() <= MAX_DEEP_LEN);
        }
    }
}
