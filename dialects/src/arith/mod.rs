//! The `arith` dialect: integer and float arithmetic, comparisons, casts
//! and constants, declared with `#[dialect]` / `#[op]` and folded as
//! MLIR 22 folds them.
//!
//! Ops live in [`ops`], attributes (`#arith.overflow<...>`,
//! `#arith.fastmath<...>`, predicates) in [`attrs`], folders and verifiers
//! in [`fold`]. Folding covers scalar constants only: splat and dense
//! elements operands are not folded (MLIR folds them elementwise), so such
//! ops stay as they are.

pub mod attrs;
pub mod fold;
pub mod format;
pub mod inliner;
pub mod ops;
#[cfg(test)]
mod tests;

pub use attrs::*;
pub use ops::*;

use ir::prelude::*;

/// The arith dialect.
#[dialect(name = "arith", materializer = materialize_constant)]
pub struct ArithDialect;

/// Builds an `arith.constant` for an integer or float attribute of `ty`
/// (MLIR's `ArithDialect::materializeConstant`).
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    let ctx = b.ctx;
    if value.typed_value_type(ctx) != Some(ty) {
        return None;
    }
    let elements = matches!(
        value.kind(ctx),
        ir::AttrKind::DenseElements { .. } | ir::AttrKind::DenseIntOrFloat { .. }
    );
    if IntegerAttr::from_attr(ctx, value).is_none()
        && FloatAttr::from_attr(ctx, value).is_none()
        && !elements
    {
        return None;
    }
    Some(ConstantOp::build(b, loc, ty, TypedAttr(value)))
}
