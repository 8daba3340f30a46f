//! The `tensor` dialect: creating, reading, updating and reshaping
//! values of tensor type, declared with `#[dialect]` / `#[op]` and folded
//! as MLIR 22 folds them.
//!
//! Ops live in [`ops`], verifiers in [`verify`], folders in [`fold`], and
//! the `custom<DynamicIndexList>` syntax the slice and pad ops share (and
//! `vector.extract`/`vector.insert` reuse) in [`index_list`]. Folds that
//! MLIR does by updating an operand in place (`tensor.dim` of a
//! `tensor.cast` reading through the cast) are left out: a fold hook sees
//! the op, not a mutable body.

pub mod fold;
pub mod index_list;
pub mod ops;
pub mod reshape;
pub mod slice;
#[cfg(test)]
pub(crate) mod tests;
pub mod verify;

pub use ops::*;

use ir::prelude::*;

/// The tensor dialect.
#[dialect(name = "tensor", materializer = materialize_constant)]
pub struct TensorDialect;

/// Builds an `arith.constant` (MLIR's `TensorDialect::materializeConstant`,
/// which defers to `arith.constant` for what it can hold).
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    crate::arith::materialize_constant(b, value, ty, loc)
}
