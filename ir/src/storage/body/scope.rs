//! A frozen copy of the symbols of an enclosing symbol table, attached to
//! a nested body while it is lent out, so that code holding only that
//! body (a fold, a pattern) can read a symbol of an *ancestor* table, as
//! MLIR's `AffineLoadOp::fold` reads a `memref.global`.
//!
//! Why a copy: while the pass manager (or the greedy driver) works on the
//! isolated ops of a body in parallel, that body's op arena is split into
//! one `&mut` per isolated op, so no `&Body` of the ancestor exists to
//! look a symbol up in. What a fold may read is what no one can change
//! meanwhile: the attributes of the table's non-isolated symbol ops
//! (globals and the like), uniqued handles that are `Copy` and `Send`.
//! The isolated ones (functions) are in flight and may be changed by the
//! pass running on them, so only their op name is recorded. Borrowing the
//! ancestor's arenas instead (a view of every op but the lent ones) was
//! rejected: the arenas are split by op, not by field, so it would need
//! `unsafe` or a second arena layout, and a chain of such borrows would
//! have to be threaded through every pass's signature.
//!
//! The copy is built once per table and shared through an `Arc` by all
//! the bodies nested in it (see
//! [`crate::semantics::symbols::scope`]), and taken off again when the
//! body is put back, so it never outlives the run that made it.

use crate::storage::body::OperationName;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Ident;
use std::collections::HashMap;

/// One symbol of a [`SymbolScope`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScopedSymbol {
    /// The op's name (`memref.global`, `func.func`, ...).
    pub op_name: OperationName,
    /// Its properties and discardable attributes, both dictionaries;
    /// `None` for an isolated op, which may change while the copy is read.
    pub attributes: Option<(Attribute, Attribute)>,
}

/// The symbols directly in one symbol table, by `sym_name`.
#[derive(Debug, Default)]
pub struct SymbolScope {
    symbols: HashMap<Ident, ScopedSymbol>,
}

impl SymbolScope {
    /// A scope of these symbols; the first of two with one name wins, as
    /// MLIR's lookup returns the first match.
    pub fn new(symbols: impl IntoIterator<Item = (Ident, ScopedSymbol)>) -> SymbolScope {
        let mut map = HashMap::new();
        for (name, s) in symbols {
            map.entry(name).or_insert(s);
        }
        SymbolScope { symbols: map }
    }

    /// The symbol named `name`.
    pub fn lookup(&self, name: Ident) -> Option<ScopedSymbol> {
        self.symbols.get(&name).copied()
    }

    /// The number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}
