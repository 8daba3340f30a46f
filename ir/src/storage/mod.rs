//! Layer 2, storage: where IR lives and how it is edited and traversed.
//!
//! Typed `u32` ids ([`entity`]), the [`Body`](crate::Body) arenas (one per
//! `IsolatedFromAbove` op), the [`OpBuilder`](crate::OpBuilder), cursors,
//! walks and cloning. Ops here hold handles of the uniqued layer below
//! (types, attributes, locations, interned names) and ask the
//! [`Context`](crate::Context) only for what storage itself needs (whether an
//! op name is isolated from above); nothing here knows a dialect, a trait's
//! hooks or the text format.

pub mod body;
pub mod builder;
pub mod clone;
pub mod cursor;
pub mod entity;
pub mod focus;
pub mod walk;
pub mod walk_generic;
