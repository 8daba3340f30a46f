//! Type-constraint traits: `SameTypeOperands`, the `SameOperands*` family,
//! `ResultsAre*Like`, `OperandsAre*Like` and `Elementwise`.
//!
//! Shape compatibility follows MLIR's `verifyCompatibleShapes`: scalars are
//! compatible with each other, a shaped type is not compatible with a
//! scalar, unranked types match any rank and `?` matches any size. These
//! helpers live beside the traits rather than on `Type` because they encode
//! verification policy, not type structure.

use super::{OpTrait, TraitId, bit, operand_types, result_types, tensor_or_vector_element};
use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::uniqued::context::Context;
use crate::uniqued::types::DYNAMIC;
use crate::{Type, TypeKind};
use smallvec::SmallVec;

/// Whether a type is shaped, and its shape when ranked.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<&[i64]>> {
    match t.kind(ctx) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape)),
        TypeKind::UnrankedTensor(_) | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// MLIR's `verifyCompatibleShapes` over a list of types.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<_> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().all(|s| s.is_none()) {
        return true;
    }
    if shapes.iter().any(|s| s.is_none()) {
        return false;
    }
    let scalable = types
        .iter()
        .filter(|&&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    let ranked: Vec<&[i64]> = shapes.into_iter().flatten().flatten().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|d| {
        let mut seen = None;
        ranked.iter().all(|s| {
            let v = s[d];
            if v == DYNAMIC {
                return true;
            }
            match seen {
                None => {
                    seen = Some(v);
                    true
                }
                Some(w) => w == v,
            }
        })
    })
}

/// MLIR's pairwise `verifyCompatibleShape`.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (None, None) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

fn at_least_one_operand(op: OpView<'_>) -> Result<(), Diagnostic> {
    super::AtLeastNOperands::<1>::verify_trait(op)
}

fn at_least_one_result(op: OpView<'_>) -> Result<(), Diagnostic> {
    super::AtLeastNResults::<1>::verify_trait(op)
}

macro_rules! type_trait {
    ($(#[$m:meta])* $name:ident, $bit:expr, |$op:ident| $body:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl OpTrait for $name {
            const ID: TraitId = TraitId::Std($bit);
            fn verify_trait($op: OpView<'_>) -> Result<(), Diagnostic> {
                $body
            }
        }
    };
}

fn err(op: OpView<'_>, msg: &str) -> Result<(), Diagnostic> {
    Err(op.emit_op_error(msg))
}

type_trait!(/// `SameTypeOperands`.
    SameTypeOperands, bit::SAME_TYPE_OPERANDS, |op| {
    let mut it = operand_types(op);
    match it.next() {
        Some(first) if it.any(|t| t != first) => err(op, "requires all operands to have the same type"),
        _ => Ok(()),
    }
});

type_trait!(/// `SameOperandsShape`.
    SameOperandsShape, bit::SAME_OPERANDS_SHAPE, |op| {
    at_least_one_operand(op)?;
    let tys: Vec<Type> = operand_types(op).collect();
    if compatible_shapes(op.ctx, &tys) { Ok(()) } else { err(op, "requires the same shape for all operands") }
});

type_trait!(/// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape, bit::SAME_OPERANDS_AND_RESULT_SHAPE, |op| {
    at_least_one_operand(op)?;
    at_least_one_result(op)?;
    let tys: Vec<Type> = operand_types(op).chain(result_types(op)).collect();
    if compatible_shapes(op.ctx, &tys) { Ok(()) } else { err(op, "requires the same shape for all operands and results") }
});

type_trait!(/// `SameOperandsElementType`.
    SameOperandsElementType, bit::SAME_OPERANDS_ELEMENT_TYPE, |op| {
    at_least_one_operand(op)?;
    let ctx = op.ctx;
    let mut it = operand_types(op).map(|t| t.element_type_or_self(ctx));
    let first = it.next();
    if it.any(|t| Some(t) != first) { err(op, "requires the same element type for all operands") } else { Ok(()) }
});

type_trait!(/// `SameOperandsAndResultElementType`.
    SameOperandsAndResultElementType, bit::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, |op| {
    at_least_one_operand(op)?;
    at_least_one_result(op)?;
    let ctx = op.ctx;
    let first = op.body.value_type(op.result(0)).element_type_or_self(ctx);
    if result_types(op).chain(operand_types(op)).any(|t| t.element_type_or_self(ctx) != first) {
        err(op, "requires the same element type for all operands and results")
    } else {
        Ok(())
    }
});

type_trait!(/// `SameOperandsAndResultType`.
    SameOperandsAndResultType, bit::SAME_OPERANDS_AND_RESULT_TYPE, |op| {
    at_least_one_operand(op)?;
    at_least_one_result(op)?;
    let ctx = op.ctx;
    let ty = op.body.value_type(op.result(0));
    // Types are uniqued: the usual case is one type throughout.
    if result_types(op).chain(operand_types(op)).all(|t| t == ty) {
        return Ok(());
    }
    let elt = ty.element_type_or_self(ctx);
    let encoding = |t: Type| match t.kind(ctx) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    let enc = encoding(ty).flatten();
    for t in result_types(op).skip(1).chain(operand_types(op)) {
        if t.element_type_or_self(ctx) != elt || !compatible_shape(ctx, t, ty) {
            return err(op, "requires the same type for all operands and results");
        }
        if enc.is_some() && encoding(t).flatten() != enc {
            return err(op, "requires the same encoding for all operands and results");
        }
    }
    Ok(())
});

type_trait!(/// `SameOperandsAndResultRank`.
    SameOperandsAndResultRank, bit::SAME_OPERANDS_AND_RESULT_RANK, |op| {
    at_least_one_operand(op)?;
    let ctx = op.ctx;
    let rank = |t: Type| shape_of(ctx, t).flatten().map(|s| s.len());
    let ops: Vec<usize> = operand_types(op).filter_map(rank).collect();
    let res: Vec<usize> = result_types(op).filter_map(rank).collect();
    let Some(&r) = ops.first().or(res.first()) else { return Ok(()) };
    if ops.iter().any(|&x| x != r) {
        return err(op, "operands don't have matching ranks");
    }
    if res.iter().any(|&x| x != r) {
        return err(op, "result type has different rank than operands");
    }
    Ok(())
});

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    t.is_signless_integer(ctx) || t.is_index(ctx)
}

type_trait!(/// `ResultsAreBoolLike`: `i1` or a vector/tensor of it.
    ResultsAreBoolLike, bit::RESULTS_ARE_BOOL_LIKE, |op| {
    let ctx = op.ctx;
    let bool_like = |t: Type| matches!(tensor_or_vector_element(ctx, t).kind(ctx), TypeKind::Integer { width: 1, .. });
    if result_types(op).all(bool_like) { Ok(()) } else { err(op, "requires a bool result type") }
});

type_trait!(/// `ResultsAreFloatLike`.
    ResultsAreFloatLike, bit::RESULTS_ARE_FLOAT_LIKE, |op| {
    let ctx = op.ctx;
    if result_types(op).all(|t| tensor_or_vector_element(ctx, t).is_float(ctx)) { Ok(()) } else { err(op, "requires a floating point type") }
});

type_trait!(/// `ResultsAreSignlessIntegerLike`.
    ResultsAreSignlessIntegerLike, bit::RESULTS_ARE_SIGNLESS_INTEGER_LIKE, |op| {
    let ctx = op.ctx;
    if result_types(op).all(|t| is_signless_int_or_index(ctx, tensor_or_vector_element(ctx, t))) { Ok(()) } else { err(op, "requires an integer or index type") }
});

type_trait!(/// `OperandsAreFloatLike`.
    OperandsAreFloatLike, bit::OPERANDS_ARE_FLOAT_LIKE, |op| {
    let ctx = op.ctx;
    if operand_types(op).all(|t| tensor_or_vector_element(ctx, t).is_float(ctx)) { Ok(()) } else { err(op, "requires a float type") }
});

type_trait!(/// `OperandsAreSignlessIntegerLike`.
    OperandsAreSignlessIntegerLike, bit::OPERANDS_ARE_SIGNLESS_INTEGER_LIKE, |op| {
    let ctx = op.ctx;
    if operand_types(op).all(|t| is_signless_int_or_index(ctx, tensor_or_vector_element(ctx, t))) { Ok(()) } else { err(op, "requires an integer or index type") }
});

/// Which "base type" (MLIR `TypeID`) a mappable type has.
fn mappable_kind(ctx: &Context, t: Type) -> Option<u8> {
    match t.kind(ctx) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor(_) => Some(2),
        _ => None,
    }
}

type_trait!(/// `Elementwise`: non-scalar operands and results agree in shape and kind.
    Elementwise, bit::ELEMENTWISE, |op| {
    let ctx = op.ctx;
    // The usual case: scalars only.
    if result_types(op).chain(operand_types(op)).all(|t| mappable_kind(ctx, t).is_none()) {
        return Ok(());
    }
    let res: SmallVec<[Type; 4]> = result_types(op).filter(|&t| mappable_kind(ctx, t).is_some()).collect();
    let opd: SmallVec<[Type; 4]> = operand_types(op).filter(|&t| mappable_kind(ctx, t).is_some()).collect();
    if !res.is_empty() && opd.is_empty() {
        return err(op, "if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if res.is_empty() {
        return err(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
    }
    if res.len() != op.body.num_results(op.op) {
        return err(op, "if an operand is non-scalar, then all results must be non-scalar");
    }
    let all: SmallVec<[Type; 8]> = opd.into_iter().chain(res).collect();
    let k = mappable_kind(ctx, all[0]);
    if all.iter().any(|&t| mappable_kind(ctx, t) != k) || !compatible_shapes(ctx, &all) {
        return err(op, "all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
});
