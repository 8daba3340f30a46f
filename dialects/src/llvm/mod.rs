//! The `llvm` dialect's type system and the ops that make it usable, on
//! the project's macros: `!llvm.ptr`, `!llvm.array`, `!llvm.struct`
//! (literal, packed, identified, opaque, recursive), `!llvm.func`,
//! `!llvm.void` ([`types`]); `#llvm.linkage<...>` and `#llvm.cconv<...>`
//! ([`attrs`]); `llvm.func`, `llvm.return`, `llvm.mlir.undef`,
//! `llvm.mlir.poison`, `llvm.mlir.zero`, `llvm.mlir.constant`,
//! `llvm.extractvalue` and `llvm.insertvalue` ([`ops`]); `llvm.alloca`,
//! `llvm.load`, `llvm.store` and `llvm.getelementptr` ([`memory`]).
//!
//! Text and diagnostics match `mlir-opt-22` byte for byte (see the lit
//! tests in `tests/lit/llvm/`). Where ODS has an `assemblyFormat` the op
//! uses `format = ...`; where MLIR has a custom parser (or a `custom<...>`
//! directive the format language lacks) the op has hand-written hooks,
//! each saying why.

pub mod attrs;
mod constant;
pub mod constraints;
pub mod memory;
pub mod ops;
#[cfg(test)]
mod tests;
pub mod types;

pub use attrs::*;
pub use constraints::*;
pub use memory::*;
pub use ops::*;
pub use types::*;

use ir::prelude::*;

/// The llvm dialect. MLIR's `LLVMDialect::parseType` words an unknown
/// mnemonic its own way.
#[dialect(name = "llvm", unknown_type_message = "unknown LLVM type: {mnemonic}")]
pub struct LLVMDialect;
