//! `ir-opt`: the project's `mlir-opt`, with every dialect of this workspace.
//!
//! All behaviour lives in [`ir::opt`]; this binary only names the tool and
//! references the `dialects` crate so that the linker keeps the dialects'
//! link-time registrations. A binary per dialect set (like this one) was
//! preferred over a plugin mechanism: registration is static and checked.
//!
//! The binary allocates through mimalloc. The parser, verifier and printer
//! run on several threads and make many small, short-lived allocations
//! (operand lists, names, per-function arenas): with the system allocator
//! these cost about a sixth of the CPU time of a large round trip
//! (`bench/opt_vs_mlir.py custom`), with mimalloc about half of that. The
//! library crates leave the choice of allocator to the binary, as usual.

use dialects as _;
use std::process::ExitCode;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    ir::opt::main(&ir::opt::OptConfig::new("ir-opt").require_dialects(&[
        "affine", "arith", "cf", "complex", "func", "gpu", "math", "memref", "scf", "tensor",
        "test", "vector",
    ]))
}
