//! Look-ahead helpers the format parser needs to decide whether an
//! optional group starts (`%`, `^`, a keyword, a type).
//!
//! They live beside the format interpreter rather than in `asm.rs` so the
//! hook API other engineers maintain is not widened for one client; making
//! them public API there was rejected until a hand-written parser needs them.

use crate::text::asm::OpAsmParser;
use crate::text::lexer::Tok;

impl OpAsmParser<'_, '_> {
    /// Whether an SSA name (`%x`) is next.
    pub fn peek_percent(&self) -> bool {
        self.p.tok.kind == Tok::PercentIdent
    }

    /// Whether a block name (`^bb`) is next.
    pub fn peek_caret(&self) -> bool {
        self.p.tok.kind == Tok::CaretIdent
    }

    /// Whether `->` is next.
    pub fn peek_arrow(&self) -> bool {
        self.p.tok.kind == Tok::Arrow
    }

    /// Whether keyword `kw` is next.
    pub fn peek_keyword(&self, kw: &str) -> bool {
        self.p.is_kw(kw)
    }

    /// Whether a type can start here (a bare identifier such as `i32` or
    /// `vector`, `!dialect.type`, or `(` of a function type).
    pub fn peek_type_start(&self) -> bool {
        matches!(
            self.p.tok.kind,
            Tok::BareIdent | Tok::BangIdent | Tok::Punct(b'(')
        )
    }
}
