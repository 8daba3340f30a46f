//! `ir-opt`: the project's `mlir-opt`, with every dialect of this workspace.
//!
//! All behaviour lives in [`ir::opt`]; this binary only names the tool and
//! references the `dialects` crate so that the linker keeps the dialects'
//! link-time registrations. A binary per dialect set (like this one) was
//! preferred over a plugin mechanism: registration is static and checked.

use dialects as _;
use std::process::ExitCode;

fn main() -> ExitCode {
    ir::opt::main(
        &ir::opt::OptConfig::new("ir-opt").require_dialects(&["arith", "cf", "func", "test"]),
    )
}
