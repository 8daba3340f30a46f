//! The `ub` dialect: undefined behaviour made explicit, as MLIR 22's
//! `UBOps.td` / `UBOps.cpp`. `ub.poison` is a constant whose value is
//! poison (deferred undefined behaviour), `ub.unreachable` a terminator
//! that is undefined behaviour when reached.
//!
//! The poison value is the attribute `#ub.poison` ([`PoisonAttr`]); an op
//! holds any attribute implementing [`PoisonAttrInterface`] (MLIR leaves
//! room for partially poisoned values), `#ub.poison` by default, and folds
//! to it, so every folder sees a `ub.poison` operand as that attribute.
//! Folds of other dialects that make or propagate poison return
//! [`poison`] and ask [`is_poison`]; the dialects that materialize it
//! upstream (`arith`, `math`, `affine`, `vector`) build `ub.poison`
//! through [`materialize_constant`] before their own constants.
//!
//! The dialect lives in the `dialects` crate beside `arith` rather than
//! in a crate of its own: `arith`'s materializer needs it, as MLIR's
//! `ArithDialect` depends on `UBDialect`.

pub mod inliner;
pub mod ops;
#[cfg(test)]
mod tests;

pub use ops::*;

use ir::prelude::*;
use ir::text::format::{FormatAttr, parse_kind};
use ir::text::{OpAsmParser, PResult};

/// The ub dialect.
#[dialect(name = "ub", materializer = materialize_constant)]
pub struct UBDialect;

/// An attribute that stands for a (maybe partially) poisoned value
/// (MLIR's `PoisonAttrInterface`, which has no methods).
#[attr_interface]
pub trait PoisonAttrInterface {}

/// `ub.poison`'s `<...>` reads the attribute in full and rejects any
/// attribute that is not a poison attribute, as ODS's parser does.
impl FormatAttr for PoisonAttrInterfaceHandle {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        parse_kind::<Self>(p)
    }
}

/// `#ub.poison`: a fully poisoned value.
#[attr_def(dialect = UBDialect, mnemonic = "poison", traits = [PoisonAttrInterface])]
pub struct PoisonAttr;

impl PoisonAttrInterface for PoisonAttr {}

/// `#ub.poison`, as an attribute.
pub fn poison(ctx: &Context) -> Attribute {
    PoisonAttr::get(ctx).attr()
}

/// Whether `a` is `#ub.poison` (MLIR's `isa<ub::PoisonAttr>`; an attribute
/// that is only partially poison is not).
pub fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| PoisonAttr::from_attr(ctx, a).is_some())
}

/// The first of `operands` that is `#ub.poison` (MLIR's common folders
/// return it as the result of an elementwise op with a poison operand).
pub fn poison_operand(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Attribute> {
    operands.iter().copied().find(|&a| is_poison(ctx, a))?
}

/// Builds `ub.poison` for `#ub.poison` (MLIR's
/// `UBDialect::materializeConstant`); `None` for any other attribute.
pub fn materialize_constant(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Operation> {
    let poison = PoisonAttr::from_attr(b.ctx, value)?;
    let value = PoisonAttrInterfaceHandle::cast(b.ctx, poison.attr())?;
    Some(PoisonOp::build(b, loc, ty, Some(value)))
}
