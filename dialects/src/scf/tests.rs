//! Rust tests of the scf ops: interfaces and builders.
