//! The `arith` dialect: integer and float arithmetic, comparisons, casts
//! and constants, every op of MLIR 22's `ArithOps.td`, declared with
//! `#[dialect]` / `#[op]` and folded as MLIR 22 folds them.
//!
//! Integer ops, `cmpi`, `select` and `constant` live in [`ops`], float ops
//! in [`float_ops`], casts in [`casts`]; attributes (`#arith.overflow<...>`,
//! `#arith.fastmath<...>`, predicates, rounding modes) in [`attrs`]. Folds
//! ([`fold`], [`fold_float`], [`fold_cast`]) work elementwise over scalar,
//! splat and dense constants through [`const_fold`] (a `#ub.poison`
//! operand folds to poison where MLIR's helpers say so), and the
//! materializer builds `arith.constant` for any of them and `ub.poison`
//! for poison.

/// The debug name MLIR 22 gives a declarative (DRR) pattern: its class
/// name as `llvm::getTypeName` spells it, inside the anonymous namespace
/// `ArithOps.cpp` includes the generated patterns in (what
/// `disable-patterns=` must name to filter it in mlir-opt-22).
macro_rules! drr {
    ($name:literal) => {
        concat!("(anonymous namespace)::", $name)
    };
}

pub mod attrs;
pub mod canon_cast;
#[cfg(test)]
mod canon_tests;
pub mod canonicalize;
pub mod casts;
pub mod const_fold;
pub mod float_ops;
pub mod fold;
pub mod fold_cast;
pub mod fold_float;
pub mod format;
pub mod inliner;
pub mod ops;
#[cfg(test)]
mod tests;
pub mod verify;

pub use attrs::*;
pub use casts::*;
pub use float_ops::*;
pub use ops::*;

use ir::prelude::*;

/// The arith dialect.
#[dialect(name = "arith", materializer = materialize_constant,
          canonicalize = canonicalize::populate)]
pub struct ArithDialect;

/// Builds `ub.poison` for `#ub.poison`, else an `arith.constant` (MLIR's
/// `ArithDialect::materializeConstant`; `math`, `affine` and `vector`
/// materialize the same way).
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    crate::ub::materialize_constant(b, value, ty, loc)
        .or_else(|| materialize_arith_constant(b, value, ty, loc))
}

/// Builds an `arith.constant` for an integer, float or elements attribute
/// of `ty` with signless integer elements, if any (MLIR's
/// `arith::ConstantOp::materialize`, `ConstantOp::isBuildableWith`), what
/// `memref`, `tensor` and `complex` materialize.
pub fn materialize_arith_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    let ctx = b.ctx;
    if value.typed_value_type(ctx) != Some(ty) {
        return None;
    }
    let elem = ty.element_type_or_self(ctx);
    if elem.is_integer(ctx) && !elem.is_signless_integer(ctx) {
        return None;
    }
    let buildable = matches!(
        value.kind(ctx),
        ir::AttrKind::Integer { .. }
            | ir::AttrKind::Float { .. }
            | ir::AttrKind::DenseIntOrFloat { .. }
            | ir::AttrKind::DenseStringElements { .. }
            | ir::AttrKind::DenseResource { .. }
            | ir::AttrKind::SparseElements { .. }
    );
    buildable.then(|| ConstantOp::build(b, loc, ty, TypedAttr(value)))
}
