//! The `math` dialect: elementwise mathematical functions on floats and
//! integers (trigonometry, exponentials, logarithms, rounding, bit
//! counting, classification), declared with `#[dialect]` / `#[op]` and
//! folded as MLIR 22 folds them (`MathOps.td`, `MathOps.cpp`).
//!
//! Ops live in [`ops`], folders in [`fold`]. Float ops carry arith's
//! `#arith.fastmath<...>` flags, so the dialect reuses
//! [`crate::arith::FastMathFlagsAttr`] rather than a copy of it, as MLIR's
//! math dialect depends on arith. Constants are materialized as
//! `arith.constant`, and poison as `ub.poison`, as
//! `MathDialect::materializeConstant` does.

pub mod fold;
pub mod inliner;
pub mod ops;
#[cfg(test)]
pub(crate) mod tests;

pub use ops::*;

use ir::prelude::*;

/// The math dialect.
#[dialect(name = "math", materializer = crate::arith::materialize_constant)]
pub struct MathDialect;
