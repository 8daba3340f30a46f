//! Diagnostics as text: the source buffers locations point into
//! ([`source`]), mlir-opt's stderr format ([`mod@render`]) and the
//! `--verify-diagnostics` checker ([`expect`]).
//!
//! The [`Diagnostic`](crate::Diagnostic) value itself is semantics (verifiers
//! and passes make it without knowing how it will be shown); only turning it
//! into text lives here.

pub mod expect;
mod posix_match;
mod posix_regex;
pub mod render;
pub mod source;

pub use expect::DiagnosticVerifier;
pub use render::render;
pub use source::{SourceBuffer, SourceMgr};

#[cfg(test)]
mod tests;
