//! The reference: every option of the macros, every hook's signature,
//! every format directive, constraint and trait, and what each generates,
//! on one page per subject. It is documentation only; the examples are
//! doctests that compile and run.
//!
//! | page | what it covers |
//! | --- | --- |
//! | [`dialects`] | `#[dialect]`: options, constant materializer, what it generates |
//! | [`ops`] | `#[op]`: field kinds and their options, op options, every hook with its signature, builders, the generated handle and accessors, verification order |
//! | [`formats`] | `#[op(format = "...")]`: every directive with an example and the text it prints |
//! | [`constraints`] | type constraints on operands and results, attribute kinds and constraints, multi-entity constraints, with ODS's names and messages |
//! | [`traits`] | every op trait with its verifier's message; type and attribute traits |
//! | [`defs`] | `#[type_def]` and `#[attr_def]`: parameters, formats, hooks, aliases, traits, the generated handle |
//! | [`enums`] | `#[int_enum]` and `#[bit_enum]` |
//! | [`interfaces`] | `#[op_interface]` and the interfaces the runtime defines |
//! | [`passes`] | `#[pass]`: options, pass options, the `Pass` trait |
//! | [`linking`] | registration at link time: what a binary must reference, and the diagnostic when it does not |
//!
//! The texts here are kept in step with the macros by tests: every option,
//! field option, format directive and trait name the macros accept must
//! appear on its page (`ir-macros`' `reference_lists_every_keyword` test),
//! and every trait and constraint of the runtime's library must appear on
//! its page (`ir/tests/reference.rs`).
//!
//! Diagnostics and printed text shown on these pages are what the driver
//! ([`crate::opt::run`], the library behind `ir-opt`) prints for each
//! example, asserted by the doctests. Their wording and spacing are MLIR
//! 22's: the lit tests under `tests/lit/` compare `ir-opt` with
//! `mlir-opt-22` byte for byte on the workspace's dialects.

#[doc = include_str!("dialects.md")]
pub mod dialects {}

#[doc = include_str!("ops.md")]
pub mod ops {}

#[doc = include_str!("formats.md")]
pub mod formats {}

#[doc = include_str!("constraints.md")]
pub mod constraints {}

#[doc = include_str!("traits.md")]
pub mod traits {}

#[doc = include_str!("defs.md")]
pub mod defs {}

#[doc = include_str!("enums.md")]
pub mod enums {}

#[doc = include_str!("interfaces.md")]
pub mod interfaces {}

#[doc = include_str!("passes.md")]
pub mod passes {}

#[doc = include_str!("linking.md")]
pub mod linking {}
