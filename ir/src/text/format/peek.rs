//! Look-ahead helpers the format parser needs to decide whether an
//! optional group starts (`%`, `^`, a keyword, a type), and MLIR's
//! `custom op '<name>'`-prefixed error for format and attribute hooks.
//!
//! They live beside the format interpreter rather than in `asm.rs` so the
//! hook API other engineers maintain is not widened for one client; making
//! them public API there was rejected until a hand-written parser needs them.

use crate::text::asm::OpAsmParser;
use crate::text::parse::PResult;
use crate::text::parse::lexer::Tok;

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

    /// Reports an error at byte offset `pos` the way MLIR's custom-op
    /// parser does, prefixed with `custom op '<name>' `.
    pub fn emit_error<T>(&mut self, pos: usize, msg: impl std::fmt::Display) -> PResult<T> {
        let name = self.p.ctx.op_name_str(self.op.name);
        let text = format!("custom op '{name}' {msg}");
        self.p.err_at(pos, text)
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
