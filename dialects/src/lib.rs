//! Dialects built on `ir`: `affine`, `arith`, `cf`, `complex`, `func`, `gpu`, `llvm`, `math`, `memref`, `scf`, `tensor`, `test`, `ub` and `vector` (the ops and
//! test passes MLIR's own tests use). Each dialect is a module whose ops register
//! at link time; a binary must reference this crate for them to be found.

pub mod affine;
pub mod arith;
pub mod cf;
pub mod complex;
pub mod func;
pub mod gpu;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod static_values;
pub mod tensor;
pub mod test;
pub mod ub;
pub mod vector;
