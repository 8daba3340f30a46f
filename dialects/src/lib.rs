//! Dialects built on `ir`: `arith`, `cf`, `func`, `llvm` and `test` (the ops and
//! test passes MLIR's own tests use). Each dialect is a module whose ops register
//! at link time; a binary must reference this crate for them to be found.

pub mod arith;
pub mod cf;
pub mod func;
pub mod llvm;
pub mod tensor;
pub mod test;
pub mod vector;
