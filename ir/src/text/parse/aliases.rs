//! Aliases in parsed text: `#name = attr` and `!name = type` definitions
//! at the top level, including those used before they are defined.
//!
//! mlir-opt prints `#loc` aliases at the end of a file, after their uses,
//! and MLIR resolves the location alias of an op or block argument once
//! the file is parsed; so such an alias not yet defined (and the aliases
//! its definition uses) is looked up in a table of every top-level
//! definition, built once by a token scan of the whole file (shared by the
//! threads parsing deferred regions), and parsed from there on demand.
//! Parsing the file twice (aliases first) was rejected: a large module's
//! body would be lexed twice for the few definitions at its end.

use crate::text::parse::lexer::{Lexer, Tok};
use crate::text::parse::{PResult, Parser};
use rustc_hash::FxHashMap;

impl<'a> Parser<'a> {
    /// Finds top-level `#name = ` / `!name = ` definitions from the current
    /// position on, once, so that aliases used before their definition
    /// (as mlir-opt's printer emits `#loc` aliases at the end) resolve.
    pub(crate) fn scan_alias_definitions(&mut self) {
        if self.lookahead_aliases.is_some() {
            return;
        }
        let src = self.src;
        let map = match &self.pool {
            Some(pool) => pool
                .lookahead
                .get_or_init(|| std::sync::Arc::new(scan_alias_definitions(src)))
                .clone(),
            None => std::sync::Arc::new(scan_alias_definitions(src)),
        };
        self.lookahead_aliases = Some(map);
    }

    /// Whether the alias `name` (with its sigil), known by now, was defined
    /// before byte `pos` (rather than found ahead).
    pub(crate) fn defined_before(&self, name: &str, pos: usize) -> bool {
        match self.lookahead_aliases.as_ref().and_then(|m| m.get(name)) {
            Some(&def) => def < pos,
            None => true,
        }
    }

    /// Whether an alias not defined yet may be looked up ahead: only from
    /// inside the definition of a location alias being resolved ahead,
    /// whose own aliases come before it but after the use. Elsewhere MLIR
    /// wants an alias defined before its use.
    pub(crate) fn may_resolve_ahead(&self) -> bool {
        !self.resolving.is_empty()
    }

    /// Parses the alias `name` (with its sigil) defined later in the file,
    /// if it is. Returns `Ok(false)` when there is no such definition.
    pub(crate) fn resolve_alias_ahead(&mut self, name: &'a str) -> PResult<bool> {
        self.scan_alias_definitions();
        let Some(&pos) = self.lookahead_aliases.as_ref().and_then(|m| m.get(name)) else {
            return Ok(false);
        };
        if self.resolving.contains(&name) {
            return Ok(false);
        }
        self.resolving.push(name);
        let saved_tok = self.tok;
        let saved_pos = self.lex.pos;
        self.reset_to(pos);
        let r = if name.starts_with('#') {
            self.parse_attribute().map(|a| {
                self.attr_aliases.insert(&name[1..], a);
            })
        } else {
            self.parse_type().map(|t| {
                self.type_aliases.insert(&name[1..], t);
            })
        };
        self.lex.pos = saved_pos;
        self.tok = saved_tok;
        self.resolving.pop();
        r.map(|_| true)
    }
}

/// Top-level `#name = ` / `!name = ` definitions in `src`: name (with its
/// sigil) to the byte offset of the value.
fn scan_alias_definitions(src: &str) -> FxHashMap<&str, usize> {
    let mut map = FxHashMap::default();
    let mut lex = Lexer::new(src);

    let mut depth: i64 = 0;
    let mut prev_at_top_start = true;
    loop {
        let t = lex.next_token();
        match t.kind {
            Tok::Eof => break,
            // A byte the lexer cannot read (non-ASCII in an opaque body,
            // say) ends no definition: step over its character.
            Tok::Error => {
                let mut next = t.end.max(t.start + 1);
                while next < src.len() && !src.is_char_boundary(next) {
                    next += 1;
                }
                lex.pos = lex.pos.max(next);
                continue;
            }
            Tok::Punct(b'(' | b'{' | b'[' | b'<') => depth += 1,
            // `>=` in an integer set closes nothing.
            Tok::Punct(b'>') if src.as_bytes().get(t.end) == Some(&b'=') => {}
            Tok::Punct(b')' | b'}' | b']' | b'>') => depth -= 1,
            Tok::HashIdent | Tok::BangIdent if depth == 0 && prev_at_top_start => {
                let save = lex.pos;
                let eq = lex.next_token();
                if eq.kind == Tok::Punct(b'=') {
                    let name = &src[t.start..t.end];
                    map.entry(name).or_insert(eq.end);
                } else {
                    lex.pos = save;
                }
            }
            _ => {}
        }
        prev_at_top_start = depth == 0;
    }
    map
}
