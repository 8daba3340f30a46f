//! `toy-opt`: an `mlir-opt`-like tool that knows only `builtin` and `toy`.
//!
//! All behaviour (parsing, verification, passes such as `--symbol-dce`,
//! `--verify-diagnostics`) comes from [`ir::opt`]; the `use toy as _` line
//! keeps the toy dialect's link-time registrations in the binary. Linking
//! the workspace's `dialects` crate as well was rejected: the point of the
//! example is a tool that carries only the dialects it names.

use std::process::ExitCode;
use toy as _;

fn main() -> ExitCode {
    ir::opt::main(&ir::opt::OptConfig::new("toy-opt").require_dialects(&["toy"]))
}
