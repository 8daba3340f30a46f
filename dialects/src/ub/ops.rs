//! The ub ops: `ub.poison` and `ub.unreachable`, declared as ODS declares
//! them (MLIR 22's `UBOps.td`).

use super::{PoisonAttr, PoisonAttrInterfaceHandle, UBDialect};
use ir::prelude::*;

/// `ub.poison : T` / `ub.poison <#attr> : T`: a poisoned constant.
#[op(dialect = UBDialect, name = "poison", traits = [ConstantLike, Pure],
     fold = fold_poison,
     format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
     summary = "Poisoned constant operation.")]
pub struct PoisonOp {
    /// What is poisoned: `#ub.poison` (all of it) unless given.
    #[attr(default = default_poison)]
    value: PoisonAttrInterfaceHandle,
    /// The poisoned value.
    #[result]
    result: Value,
}

/// `#ub.poison`, the value of a `ub.poison` written without `<...>`.
fn default_poison(ctx: &Context) -> PoisonAttrInterfaceHandle {
    PoisonAttrInterfaceHandle::cast(ctx, PoisonAttr::get(ctx).attr())
        .expect("#ub.poison implements PoisonAttrInterface")
}

/// `ub.poison` folds to its attribute (MLIR's `PoisonOp::fold`).
fn fold_poison(op: PoisonOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    Some(OpFoldResult::Attr(op.value().attr()))
}

/// `ub.unreachable`: undefined behaviour if executed.
#[op(dialect = UBDialect, name = "unreachable", traits = [IsTerminator],
     format = "attr-dict", summary = "Unreachable operation.")]
pub struct UnreachableOp {}
