//! The `memref` dialect: buffers (`alloc`, `alloca`, `dealloc`, globals),
//! element access (`load`, `store`, `copy`), shape queries (`dim`,
//! `rank`, `extract_strided_metadata`) and views (`cast`, `subview`,
//! `view`, `reinterpret_cast`, `reshape`), with MLIR 22's syntax, verifier messages,
//! memory effects and folds.
//!
//! Ops live in [`ops`] (`alloca_scope` in [`scope`]); their verifiers in [`verify`], the custom
//! assembly pieces (`[%o, 4]` index lists, the global's type and initial
//! value) in [`syntax`], folds and interface models in [`fold`], and the
//! type constraints ODS's `MemRefBase.td` defines in [`constraints`].
//! Strides and offsets of memref types come from `ir`
//! ([`ir::Type::strides_and_offset`]); layouts written as non-identity
//! affine maps count as not strided there, so ops that need a strided
//! memref reject them (MLIR accepts maps linear in their dimensions).
//!
//! Folds are MLIR 22's: those that produce a value or a constant (`dim`,
//! `rank`, `subview`, `reinterpret_cast`; `view` has no folder), and
//! through `#[op(fold_mut = ...)]` those that rewrite the op itself
//! (`foldMemRefCast`: a consumer of a `memref.cast` reads the cast's
//! source instead; `dim` and `reinterpret_cast` do either;
//! `extract_strided_metadata` also replaces the uses of results its
//! source type knows by constants). The canonicalization patterns are in
//! [`canonicalize`] (allocations, `copy`, `dim` of `reshape`), [`canon_view`] (`view`,
//! `subview`, `reinterpret_cast`) and [`canon_scope`] (`alloca_scope`).

pub mod canon_scope;
pub mod canon_view;
pub mod canonicalize;
pub mod constraints;
pub mod fold;
pub mod inliner;
pub mod ops;
pub mod scope;
pub mod syntax;
#[cfg(test)]
mod tests;
pub mod verify;

pub use ops::*;
pub use scope::*;

use ir::prelude::*;

/// The memref dialect. Its constants are `arith.constant`s, as MLIR's
/// `MemRefDialect::materializeConstant` builds them.
#[dialect(name = "memref", materializer = crate::arith::materialize_arith_constant)]
pub struct MemRefDialect;
