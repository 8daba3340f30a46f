//! Layer 1, uniqued data: the [`Context`](crate::Context) and the immutable
//! values it owns.
//!
//! Types, attributes and locations are `Copy` handles into the context's
//! uniquer, compared by id; strings are interned [`Ident`](crate::Ident)s;
//! [`apint`] and [`apfloat`] are the arbitrary-precision numbers attributes
//! hold. This is the bottom layer: every op stored in a
//! [`Body`](crate::Body) holds these handles, so they cannot sit above
//! storage. The context also numbers operation names and keeps the few
//! structural facts of registered ops that storage needs
//! ([`OpFlags`](crate::uniqued::context::OpFlags)); the registry with the
//! ops' hooks is semantics, one layer up.

pub mod apfloat;
pub mod apint;
pub mod attributes;
pub mod context;
pub mod dialect_defs;
pub mod int_enum;
pub mod interfaces;
pub mod irdl;
pub mod location;
pub mod typed_attrs;
pub mod types;
