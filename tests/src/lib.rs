//! Helpers shared by the workspace-level tests under `tests/tests/`: the
//! `.mlir` inputs of a `tests/lit/` folder and running LLVM's `mlir-opt-22`
//! on them as the reference. Each differential test used to carry its own
//! copy of these; one copy keeps the oracle invocation the same everywhere.

pub mod dialect_gen;
pub mod diff;
pub mod semiaff_gen;
pub mod shell;
pub mod xform_gen;

use std::path::{Path, PathBuf};
use std::process::Command;

/// LLVM's `mlir-opt`, from Debian's `mlir-22-tools`.
pub const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// The `.mlir` files directly in `tests/<dir>`, sorted by name.
pub fn lit_inputs(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

/// `mlir-opt FLAGS PATH`'s stdout, or `None` when mlir-opt is not installed.
/// Panics when mlir-opt rejects the input: the inputs are meant to be valid.
pub fn mlir_opt(path: &Path, flags: &[&str]) -> Option<String> {
    if !Path::new(MLIR_OPT).exists() {
        return None;
    }
    let out = Command::new(MLIR_OPT).args(flags).arg(path).output().ok()?;
    assert!(
        out.status.success(),
        "mlir-opt rejected {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

pub mod ext_models;

/// A fresh context and a body with one root region holding one empty
/// block, where interface tests build their ops.
pub fn one_block_body() -> (ir::Context, ir::Body, ir::Block) {
    let ctx = ir::Context::new();
    let mut body = ir::Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    (ctx, body, block)
}
