//! The `scf` dialect: structured control flow (`scf.if`, `scf.for`,
//! `scf.while`, `scf.execute_region`, `scf.index_switch`, `scf.forall`,
//! `scf.parallel` and their terminators) with MLIR 22's syntax, verifiers
//! and interfaces.
//!
//! Ops are declared with `#[op]` in [`ops`] (branching ops and the
//! terminators) and [`loops`] (the loops); their custom syntax, which
//! MLIR writes in C++ for most of them, lives in [`asm`] as `parse`/`print`
//! hooks, and the checks MLIR's `verify`/`verifyRegions` make in
//! [`verify`]. Each region-holding op implements `RegionBranchOpInterface`
//! (where control goes from the op and from each terminator), the loops
//! `LoopLikeOpInterface`; every op may be inlined ([`inliner`]).
//!
//! The one fold is MLIR 22's only one, `scf.if` on a negated condition
//! ([`fold`]); the dialect's other simplifications (constant conditions,
//! trivial loops) are canonicalization patterns, not `fold` hooks
//! ([`canonicalize`]).

pub mod asm;
pub mod canonicalize;
pub mod fold;
pub mod inliner;
pub mod loops;
pub mod ops;
#[cfg(test)]
mod tests;
pub mod verify;

pub use loops::*;
pub use ops::*;

use ir::prelude::*;

/// The scf dialect.
#[dialect(name = "scf")]
pub struct ScfDialect;
