//! The `vector` dialect: building, reading, updating and reshaping values
//! of vector type, declared with `#[dialect]` / `#[op]` and folded as
//! MLIR 22 folds them.
//!
//! Ops live in [`ops`], verifiers in [`verify`], folders in [`fold`].
//! `vector.extract`/`vector.insert` positions use the tensor dialect's
//! `custom<DynamicIndexList>` ([`crate::tensor::index_list`]). MLIR 22 has
//! no `vector.splat`, `vector.extractelement` or `vector.insertelement`
//! any more (mlir-opt-22 calls them unknown), so neither does this module.
//!
//! Folds MLIR does by rewriting the op in place (turning constant
//! position operands into static positions, `shape_cast(shape_cast(x))`
//! reading `x`) are not done: a fold hook sees the op read-only. The
//! folds that read constant positions treat a constant operand as the
//! static position it would become.

pub mod fold;
pub mod inliner;
pub mod ops;
#[cfg(test)]
mod tests;
pub mod verify;

pub use ops::*;

use ir::prelude::*;

/// The vector dialect.
#[dialect(name = "vector", materializer = crate::arith::materialize_constant)]
pub struct VectorDialect;
