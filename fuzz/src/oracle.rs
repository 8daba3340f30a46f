//! Whether `mlir-opt-22` itself breaks a round-trip invariant on an input.
//!
//! The project's goal is mlir-opt's behaviour, byte for byte, and MLIR's
//! own printer is not a fixed point everywhere: a custom-form region with
//! one empty block prints as `{\n}`, which parses back as a region with
//! no block, so the custom and generic forms disagree after a re-parse in
//! MLIR too. The runner asks this module before it reports a reparse,
//! fixed-point or generic-custom failure, and files one that mlir-opt
//! shares as "conforming" instead of as a finding. Hard-coding the known
//! MLIR quirks was rejected: the list would go stale, and the reference
//! binary is on every developer machine (Debian's `mlir-22-tools`).

use crate::check::Invariant;
use std::io::Write;
use std::process::{Command, Stdio};

/// LLVM's `mlir-opt`, from Debian's `mlir-22-tools`.
pub const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Whether the reference is installed.
pub fn available() -> bool {
    std::path::Path::new(MLIR_OPT).exists()
}

/// `mlir-opt --allow-unregistered-dialect FLAGS` on `text` (stdin): its
/// stdout when it accepts the input.
pub fn mlir_opt(text: &str, flags: &[&str]) -> Option<String> {
    let mut child = Command::new(MLIR_OPT)
        .arg("--allow-unregistered-dialect")
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let text = text.to_owned();
    // Write on a thread: a large output would otherwise block both sides.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().ok()?;
    let _ = writer.join();
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Whether mlir-opt breaks `inv` on `text` as well: `Some(true)` when it
/// does (the failure conforms to the reference), `Some(false)` when it
/// keeps the invariant or rejects the input (ir-opt accepting it is then a
/// difference of its own), `None` when it is not installed or `inv` is not
/// a round-trip invariant.
pub fn mlir_opt_breaks(inv: Invariant, text: &str) -> Option<bool> {
    if !available()
        || !matches!(
            inv,
            Invariant::Reparse | Invariant::FixedPoint | Invariant::GenericCustom
        )
    {
        return None;
    }
    for debug in [false, true] {
        let d: &[&str] = if debug {
            &["--mlir-print-debuginfo"]
        } else {
            &[]
        };
        let custom: Vec<&str> = d.to_vec();
        let mut generic = custom.clone();
        generic.push("--mlir-print-op-generic");
        let (Some(p), Some(g)) = (mlir_opt(text, &custom), mlir_opt(text, &generic)) else {
            return Some(false);
        };
        let (pp, pg, gg, gp) = (
            mlir_opt(&p, &custom),
            mlir_opt(&p, &generic),
            mlir_opt(&g, &generic),
            mlir_opt(&g, &custom),
        );
        let broken = match inv {
            Invariant::Reparse => pp.is_none() || gg.is_none(),
            Invariant::FixedPoint => pp.as_ref() != Some(&p) || gg.as_ref() != Some(&g),
            _ => pg != gg || gp != pp,
        };
        if broken {
            return Some(true);
        }
    }
    Some(false)
}
