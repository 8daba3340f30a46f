//! An MLIR-style IR runtime.
//!
//! The crate holds the shared runtime every dialect builds on: the
//! [`Context`] (registry, uniqued [`Type`]s and [`Attribute`]s, interned
//! strings), the storage of IR in [`Body`] arenas (one per
//! `IsolatedFromAbove` op, so sibling functions can be mutated in parallel
//! with plain `&mut` borrows), the [`OpBuilder`], walks, cloning, and the
//! builtin types, attributes and locations. See `DESIGN.md` in the
//! project's shared folder for the architecture.
//!
//! ```
//! use ir::{Body, Context, Location, OpBuilder, OperationState, Type};
//!
//! let ctx = Context::new();
//! let mut body = Body::with_root_regions(1);
//! let region = body.root_regions()[0];
//! let block = body.append_new_block(region);
//! let loc = Location::unknown(&ctx);
//! let mut b = OpBuilder::at_end(&ctx, &mut body, block);
//! let mut st = OperationState::new(&ctx, "test.constant", loc);
//! st.result_types.push(Type::i64(&ctx));
//! let c = b.create_value(&st);
//! assert!(body.use_empty(c));
//! ```
//!
//! Two sibling isolated bodies can be mutated at once, but one body cannot be
//! borrowed mutably twice:
//!
//! ```compile_fail
//! let mut body = ir::Body::new();
//! let a = &mut body;
//! let b = &mut body;
//! a.create_block();
//! b.create_block();
//! ```

extern crate self as ir;

pub mod apfloat;
pub mod apint;
pub mod attributes;
pub mod body;
pub mod builder;
pub mod builtin;
pub mod clone;
pub mod context;
pub mod diag;
pub mod entity;
pub mod location;
pub mod print;
pub mod registry;
pub mod text;
pub mod types;
pub mod walk;

pub use apint::APInt;
pub use attributes::{AttrKind, Attribute, NamedAttribute};
pub use body::{
    Block, BlockOperand, Body, OpOperand, Operation, OperationName, OperationState, Region, Value,
    ValueDef,
};
pub use builder::{InsertPoint, OpBuilder};
pub use clone::{IRMapping, clone_op_into};
pub use context::{Context, Ident};
pub use diag::{Diagnostic, Severity};
pub use location::{Location, LocationKind};
pub use types::{FloatKind, Signedness, Type, TypeKind};
pub use walk::{OpRef, WalkOrder, WalkResult, walk, walk_body, walk_region};

// Not public API. Used by generated code.
#[doc(hidden)]
pub mod __private {
    pub use crate::registry::{DialectEntry, DialectInfo, OpEntry, OpFlags, OpInfo, VerifyFn};
    pub use inventory;
}
