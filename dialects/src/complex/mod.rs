//! The `complex` dialect: complex numbers built from and split into float
//! parts, their arithmetic and elementary functions, constants and the
//! `#complex.number` attribute (MLIR 22's `ComplexOps.td`,
//! `ComplexAttributes.td`, `ComplexOps.cpp`).
//!
//! Ops live in [`ops`], folders and verifiers in [`fold`], the attribute
//! in [`attrs`]. Like `math`, the dialect reuses arith's fast-math flags.
//! Constants materialize as `complex.constant` for a `[re, im]` array of
//! a complex type and as `arith.constant` otherwise, as
//! `ComplexDialect::materializeConstant` does.

pub mod attrs;
pub mod canonicalize;
pub mod fold;
pub mod inliner;
pub mod ops;
#[cfg(test)]
mod tests;

pub use attrs::*;
pub use ops::*;

use ir::prelude::*;

/// The complex dialect.
#[dialect(name = "complex", materializer = materialize_constant)]
pub struct ComplexDialect;

/// Builds a `complex.constant` when `value` is a `[re, im]` array of the
/// element type of `ty`, an `arith.constant` otherwise.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    if fold::is_buildable_with(b.ctx, value, ty) {
        let array = ArrayAttr::from_attr(b.ctx, value)?;
        return Some(ConstantOp::build(b, loc, ty, array));
    }
    crate::arith::materialize_arith_constant(b, value, ty, loc)
}
