//! A subset of the `gpu` dialect: device memory and asynchronous tokens
//! (`gpu.alloc`, `gpu.dealloc`, `gpu.wait`, `!gpu.async.token`), as
//! MLIR 22's `GPUOps.td` and `GPUDialect.cpp` define them.
//!
//! The ops share MLIR's `async [%deps]` syntax through one `custom<>`
//! directive ([`ops::parse_async_dependencies`]) and implement
//! [`AsyncOpInterface`] (MLIR's `GPU_AsyncOpInterface`): the dependencies
//! are the leading variadic operand group, the token the optional result.
//! Its methods are `dependencies` and `token`, as the ops' own accessors
//! already take the field names `async_dependencies` and `async_token`.
//! The kernel-launch half of the dialect (modules, functions, launches,
//! thread ids) is not here.

pub mod inliner;
pub mod ops;
#[cfg(test)]
mod tests;

pub use ops::*;

use ir::prelude::*;

/// The gpu dialect.
#[dialect(name = "gpu")]
pub struct GPUDialect;

/// `!gpu.async.token`: orders asynchronous GPU operations (MLIR's
/// `GPU_AsyncToken`).
#[type_def(dialect = GPUDialect, mnemonic = "async.token")]
pub struct AsyncTokenType;

/// ODS `GPU_AsyncToken`: the token type, buildable, so a format need not
/// spell it.
#[derive(Copy, Clone, Debug, Default)]
pub struct AsyncToken;

impl TypeConstraint for AsyncToken {
    const BUILDABLE: bool = true;
    fn matches(ctx: &Context, t: Type) -> bool {
        AsyncTokenType::from_type(ctx, t).is_some()
    }
    fn summary() -> String {
        "async token type".into()
    }
    fn buildable(ctx: &Context) -> Option<Type> {
        Some(AsyncTokenType::get(ctx).ty())
    }
}

/// An op that may run asynchronously on a GPU (MLIR's
/// `GPU_AsyncOpInterface`): it waits for its dependencies and, when
/// marked `async`, returns a token later ops can wait for.
#[op_interface]
pub trait AsyncOpInterface {
    /// The tokens the op waits for (MLIR's `getAsyncDependencies`).
    fn dependencies(&self) -> Vec<Value>;
    /// The token the op returns when it is `async` (`getAsyncToken`).
    fn token(&self) -> Option<Value>;
}
