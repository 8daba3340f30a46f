//! Layer 3, semantics: what ops mean beyond their storage.
//!
//! The [`registry`] of dialects and ops (built once from link-time entries),
//! op views ([`op`]), [`traits`] and [`interfaces`], folding ([`fold`]),
//! [`symbols`] and symbol tables, [`dominance`], the [`verify`]er, and
//! [`Diagnostic`](crate::Diagnostic)s as plain values ([`diag`]).
//! Every registry reads its link-time records through one helper
//! (`discovery`); dialect type and attribute definitions use it from the
//! text layer, which holds their syntax.

pub mod constraints;
pub mod diag;
pub(crate) mod discovery;
pub mod dominance;
pub mod equivalence;
pub mod fold;
pub mod interfaces;
pub mod op;
pub mod registry;
pub mod symbols;
pub mod traits;
pub mod verify;
