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

pub mod canon_pad;
pub mod canon_reshape;
pub mod canon_reshape_pair;
pub mod canon_shape;
pub mod canon_slice;
pub mod canonicalize;
pub mod fold;
pub mod index_list;
pub mod inliner;
pub mod ops;
pub mod reshape;
pub mod slice;
#[cfg(test)]
pub(crate) mod tests;
pub mod verify;

pub use ops::*;

use ir::prelude::*;

/// The tensor dialect. Its constants are `arith.constant`s, as MLIR's
/// `TensorDialect::materializeConstant` makes them.
#[dialect(name = "tensor", materializer = crate::arith::materialize_arith_constant,
          canonicalize = canon_shape::dialect_patterns)]
pub struct TensorDialect;
