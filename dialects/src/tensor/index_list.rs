//! The dense `i64` arrays behind `custom<DynamicIndexList>` (the static
//! offsets, sizes and strides of `tensor.extract_slice`-like ops, vector
//! positions), read and made. The list's syntax itself is
//! [`ir::text::index_list`]'s, shared by every dialect as MLIR's
//! `ViewLikeInterface` helpers are; the hooks are re-exported here for
//! the modules that declare such ops.

use ir::AttrKind;
use ir::prelude::*;
pub use ir::text::index_list::{parse_dynamic_index_list, print_dynamic_index_list};

/// The entries of a dense `i64` array attribute (empty for anything else).
pub fn i64_array(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    i64_array_into(ctx, a)
}

/// [`i64_array`] into any collection (an inline `SmallVec` where a
/// verifier reads one per op).
pub fn i64_array_into<C: FromIterator<i64> + Default>(ctx: &Context, a: Option<Attribute>) -> C {
    match a.map(|a| a.kind(ctx)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as i64).collect(),
        _ => C::default(),
    }
}
