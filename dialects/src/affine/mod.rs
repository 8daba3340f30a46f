//! The `affine` dialect: loops, conditionals, index arithmetic and memory
//! accesses whose indices are affine maps of loop induction variables and
//! symbols, with MLIR 22's syntax, verifiers and folds.
//!
//! Ops are declared in [`ops`] with `#[op]`; their hand-written syntax
//! (as upstream's) is in [`asm`], verifiers in [`verify`], folds in
//! [`fold`], and MLIR's rules for which values may be dimensions and
//! symbols (`isValidDim`, `isValidSymbol`, the `AffineScope` trait) in
//! [`scope`]. Affine maps and integer sets are the builtin attributes of
//! `ir`; their constant folding lives beside them there.

pub mod asm;
#[cfg(test)]
mod canon_tests;
pub mod canonicalize;
pub mod canonicalize_bounds;
pub mod canonicalize_index;
pub mod canonicalize_loops;
pub mod canonicalize_map;
pub mod fold;
pub mod index_ops;
pub mod inliner;
pub mod ops;
pub mod parallel;
pub mod scope;
#[cfg(test)]
mod tests;
pub mod verify;

pub use index_ops::{AffineDelinearizeIndexOp, AffineLinearizeIndexOp};
pub use ops::*;
pub use parallel::AffineParallelOp;

use ir::prelude::*;

/// The affine dialect; its constants are `arith.constant`s and poison is
/// `ub.poison` (MLIR's `AffineDialect::materializeConstant`).
#[dialect(name = "affine", materializer = crate::arith::materialize_constant)]
pub struct AffineDialect;
