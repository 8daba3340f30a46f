//! MLIR's call interfaces: `CallOpInterface` (an op that calls something,
//! by symbol or through a value), `CallableOpInterface` (a region that can
//! be called, with its signature) and `FunctionOpInterface` (a callable
//! symbol with a function type).
//!
//! Methods return owned `Vec`s of ids rather than borrowed slices, because
//! a Concept's fn pointer cannot name the lifetime of the view it is
//! called with; the lists are short. Callee resolution (MLIR's
//! `resolveCallable`) stays a free function over cursors, since looking
//! up a symbol needs the enclosing tables an op view cannot see.

use crate::storage::body::{Region, Value};
use crate::uniqued::attributes::Attribute;
use crate::uniqued::types::Type;

/// An op that transfers control to a callable.
#[crate::op_interface]
pub trait CallOpInterface {
    /// The callee's symbol (`func.call`), or `None` when it is a value.
    fn callee_symbol(&self) -> Option<Attribute>;
    /// The callee value (`func.call_indirect`), or `None` for a symbol.
    fn callee_value(&self) -> Option<Value>;
    /// The operands passed as arguments.
    fn arg_operands(&self) -> Vec<Value>;
}

/// An op whose region can be called.
#[crate::op_interface]
pub trait CallableOpInterface {
    /// The region called; `None` for an external declaration.
    fn callable_region(&self) -> Option<Region>;
    /// The argument types.
    fn argument_types(&self) -> Vec<Type>;
    /// The result types.
    fn result_types(&self) -> Vec<Type>;
}

/// A callable symbol with a function type (`func.func`).
#[crate::op_interface]
pub trait FunctionOpInterface {
    /// The `function_type`.
    fn function_type(&self) -> Type;
    /// Whether the function has no body.
    fn is_external(&self) -> bool;
}
