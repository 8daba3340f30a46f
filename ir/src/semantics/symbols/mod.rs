//! Symbols and symbol tables, as MLIR's `SymbolTable.h`.
//!
//! A symbol is an op with a string `sym_name` attribute; a symbol table is
//! an op with the `SymbolTable` trait whose single block holds symbols with
//! unique names. Ops refer to symbols by name (`SymbolRefAttr`), never by
//! value, which is what keeps isolated ops independent of each other.
//!
//! Everything here navigates with [`OpCursor`]s, because the scope rules
//! look at ancestors across isolated bodies, and mutates through
//! [`OpPath`](crate::OpPath)s resolved against a `&mut Body`. Functions
//! follow MLIR 22's behaviour, including its conservative treatment of ops
//! from unloaded dialects that may define a symbol table.
//!
//! Looking symbols up, through nested tables and back up from a use:
//!
//! ```
//! use ir::semantics::symbols::{lookup_nearest_symbol_from, lookup_symbol_in, symbol_name};
//! use ir::text::{ParseOptions, parse_source};
//! use ir::{Attribute, Context, OpCursor};
//!
//! let ctx = Context::new();
//! let src = r#"
//!   module @outer {
//!     module @inner {
//!       "my.func"() {sym_name = "f"} : () -> ()
//!     }
//!     "my.call"() {callee = @inner::@f} : () -> ()
//!   }
//! "#;
//! let opts = ParseOptions { allow_unregistered_dialect: true, ..ParseOptions::default() };
//! let m = parse_source(&ctx, src, "example.mlir", &opts).expect("valid IR");
//! // A single top-level module is not wrapped: `m.op` is `@outer`. A cursor
//! // remembers the isolated ops it goes through, so it can walk back up.
//! let outer = OpCursor::new(&m.body, m.op);
//! assert_eq!(symbol_name(&ctx, outer.body(), outer.op()), Some(ctx.ident("outer")));
//! let nested = Attribute::symbol_ref(&ctx, ctx.ident("inner"), &[ctx.ident("f")]);
//! let f = lookup_symbol_in(&ctx, &outer, nested).unwrap();
//! assert_eq!(symbol_name(&ctx, f.body(), f.op()), Some(ctx.ident("f")));
//! // From `f` itself, the nearest table is `@inner`, where `@f` resolves.
//! let again = lookup_nearest_symbol_from(&ctx, &f, Attribute::flat_symbol_ref(&ctx, "f"));
//! assert!(again.unwrap().same_op(&f));
//! ```
//!
//! Finding and renaming uses (mutation goes through [`OpPath`](crate::OpPath)s,
//! which stay valid while the cursors' borrows end):
//!
//! ```
//! use ir::semantics::symbols::{
//!     SymbolOrName, get_symbol_uses_by_name, replace_all_symbol_uses,
//! };
//! use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
//! use ir::{Context, OpCursor};
//!
//! let ctx = Context::new();
//! let src = r#"
//!   "my.func"() {sym_name = "f"} : () -> ()
//!   "my.call"() {callee = @f, also = [@f]} : () -> ()
//! "#;
//! let opts = ParseOptions { allow_unregistered_dialect: true, ..ParseOptions::default() };
//! let mut m = parse_source(&ctx, src, "uses.mlir", &opts).expect("valid IR");
//! let module = OpCursor::new(&m.body, m.op).path();
//! {
//!     let top = OpCursor::new(&m.body, m.op);
//!     let uses = get_symbol_uses_by_name(&ctx, ctx.ident("f"), &top, None).unwrap();
//!     assert_eq!(uses.len(), 2);
//! }
//! let f = SymbolOrName::Name(ctx.ident("f"));
//! replace_all_symbol_uses(&ctx, &mut m.body, &f, ctx.ident("g"), &module, None).unwrap();
//! let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
//! assert!(text.contains("{also = [@g], callee = @g}"), "{text}");
//! ```

mod interface;
mod refs;
pub mod scope;
mod table;
mod uses;
mod verify;

#[cfg(test)]
mod tests;

pub use interface::{
    SymbolOpInterface, SymbolOpInterfaceConcept, SymbolOpInterfaceHandle, SymbolUserOpInterface,
    SymbolUserOpInterfaceConcept, SymbolUserOpInterfaceHandle, is_declaration, is_optional_symbol,
    verify_symbol_table,
};
pub(crate) use interface::{
    WithoutUsers, is_symbol_user, subtree_key, with_subtrees_without_users,
};
pub use refs::{op_attribute_entries, walk_symbol_refs};
pub use table::{
    SymbolTable, SymbolTableCollection, SymbolUserMap, lookup_nearest_symbol_from,
    lookup_symbol_in, lookup_symbol_in_flat, nearest_symbol_table, walk_symbol_tables,
};
pub use uses::{
    SymbolOrName, SymbolUse, get_all_symbol_uses, get_all_symbol_uses_in_region, get_symbol_uses,
    get_symbol_uses_by_name, replace_all_symbol_uses, symbol_known_use_empty,
};
pub use verify::{verify_symbol, verify_symbol_table_names};

use crate::semantics::registry::OpFlags;
use crate::storage::body::{Body, Operation};
use crate::storage::cursor::OpCursor;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::{Context, Ident};

/// The attribute naming a symbol.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// Who may refer to a symbol.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Visibility {
    /// Visible from anywhere (the default).
    Public,
    /// Visible only within the enclosing symbol table.
    Private,
    /// Visible to the enclosing symbol table's parent, not beyond.
    Nested,
}

impl Visibility {
    /// The keyword as written in IR.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }
}

/// The op's `sym_name`, if it has one that is a string (MLIR's
/// `getNameIfSymbol`; inherent attributes first, then discardable ones).
pub fn symbol_name(ctx: &Context, body: &Body, op: Operation) -> Option<Ident> {
    symbol_name_str(ctx, body, op).map(|s| ctx.ident(s))
}

/// The op's symbol name as text, without interning it.
pub(crate) fn symbol_name_str<'c>(ctx: &'c Context, body: &Body, op: Operation) -> Option<&'c str> {
    let key = ctx.static_ident(SYMBOL_ATTR_NAME)?;
    let a = body.get_attr(ctx, op, key)?;
    match a.kind(ctx) {
        AttrKind::String { value, .. } => value.as_str(),
        _ => None,
    }
}

/// Sets the op's `sym_name`, where it already keeps it (inherent for
/// registered ops that declare it, else discardable).
pub fn set_symbol_name(ctx: &Context, body: &mut Body, op: Operation, name: Ident) {
    set_inherent_or_discardable(
        ctx,
        body,
        op,
        SYMBOL_ATTR_NAME,
        Some(Attribute::string(ctx, ctx.str(name))),
    );
}

fn set_inherent_or_discardable(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    key: &str,
    value: Option<Attribute>,
) {
    // Inherent when the op's definition declares it (MLIR's
    // `setInherentAttr`), or when it is already held as a property (an
    // unregistered op written with `<{...}>`).
    let declared = body
        .op_name(op)
        .info(ctx)
        .is_some_and(|i| i.inherent_attrs.contains(&key));
    let key = ctx.ident(key);
    let inherent = declared || body.property(ctx, op, key).is_some();
    if inherent {
        body.set_property(ctx, op, key, value);
    } else {
        body.set_attr(ctx, op, key, value);
    }
}

/// The op's visibility: `sym_visibility`, public when absent.
pub fn symbol_visibility(ctx: &Context, body: &Body, op: Operation) -> Visibility {
    let Some(key) = ctx.static_ident(VISIBILITY_ATTR_NAME) else {
        return Visibility::Public;
    };
    match body.get_attr(ctx, op, key).and_then(|a| a.as_str(ctx)) {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets the op's visibility; public removes the attribute.
pub fn set_symbol_visibility(ctx: &Context, body: &mut Body, op: Operation, vis: Visibility) {
    let value = match vis {
        Visibility::Public => None,
        v => Some(Attribute::string(ctx, v.as_str())),
    };
    set_inherent_or_discardable(ctx, body, op, VISIBILITY_ATTR_NAME, value);
}

/// Whether the op has the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, body: &Body, op: Operation) -> bool {
    body.op_name(op)
        .info(ctx)
        .is_some_and(|i| i.has_flags(OpFlags::SYMBOL_TABLE))
}

/// Whether the op implements `SymbolOpInterface` (MLIR's
/// `isa<SymbolOpInterface>`). Ops that carry only the `Symbol` trait flag
/// (hand-built records, older tests) count too.
pub fn is_symbol_op(ctx: &Context, body: &Body, op: Operation) -> bool {
    let view = crate::semantics::op::OpView::new(ctx, body, op);
    view.info().is_some_and(|i| i.has_flags(OpFlags::SYMBOL))
        || crate::semantics::interfaces::cast_view::<SymbolOpInterfaceHandle<'_>>(view).is_some()
}

/// Whether the op is a `SymbolOpInterface` op at the moment: registered as a
/// symbol and carrying a `sym_name` (an optional symbol without a name, such
/// as an unnamed module, is not one; MLIR's `classof`).
pub fn as_symbol_op(ctx: &Context, body: &Body, op: Operation) -> bool {
    is_symbol_op(ctx, body, op) && symbol_name(ctx, body, op).is_some()
}

/// `SymbolOpInterface::canDiscardOnUseEmpty`: the op's override, else
/// MLIR's default (any symbol that is not public may be dropped once
/// unused).
pub fn can_discard_on_use_empty(ctx: &Context, body: &Body, op: Operation) -> bool {
    interface::can_discard_on_use_empty(ctx, body, op)
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: one region, and the op's
/// dialect is not loaded, so it may define a symbol table we cannot see.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: Operation) -> bool {
    if body.num_regions(op) != 1 {
        return false;
    }
    let name = body.op_name(op);
    if name.info(ctx).is_some() {
        return false;
    }
    let full = name.as_str(ctx);
    let dialect = full.split_once('.').map_or(full, |(d, _)| d);
    ctx.registry().dialect(dialect).is_none()
}

/// Whether a cursor's op is a symbol table.
pub(crate) fn cursor_is_table(ctx: &Context, c: &OpCursor<'_>) -> bool {
    is_symbol_table(ctx, c.body(), c.op())
}
