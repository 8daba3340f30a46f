//! A fuzzer for the parse → verify → print → re-parse loop that runs on
//! stable Rust, and the pieces its runner and replay test share.
//!
//! - [`check`]: the invariants checked on one case, in process
//!   (no panic, exit codes, threaded = sequential, reparse, print∘parse
//!   fixed point, generic and custom forms agree);
//! - [`mutate`] and [`tokens`]: byte-, token- and structure-level mutants;
//! - [`minimize`]: delta debugging of a failing input;
//! - [`oracle`]: whether `mlir-opt-22` breaks a round-trip invariant too
//!   (then the failure conforms to the reference and is no finding);
//! - [`case`]: a case (arguments and text), its file format, the seeds
//!   drawn from `tests/lit/**/*.mlir`, the committed corpus.
//!
//! The runner (`cargo run --release -p fuzz --bin fuzz -- --seconds 60`)
//! runs cases in worker processes so that a stack overflow or a hang is a
//! finding instead of the end of the run; `tests/replay.rs` runs the
//! committed corpus through [`check::check`] in `cargo test`.
//!
//! cargo-fuzz/libFuzzer was rejected because it needs a nightly
//! toolchain; AFL (`cargo afl`) builds AFL++ from source with a matching
//! LLVM and needs its own toolchain set-up on every machine. Without
//! coverage instrumentation the runner uses a cheap behavioural signal
//! instead: a mutant whose outcome (first diagnostic, masked; or the set
//! of accepted op names) was never seen joins the queue.

pub mod case;
pub mod check;
pub mod minimize;
pub mod mutate;
pub mod oracle;
pub mod rng;
pub mod tokens;

// The `dialects` crate's link-time registrations must be linked into every
// binary (the runner and the tests) that checks cases.
use dialects as _;
