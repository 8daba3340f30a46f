//! `affine.delinearize_index` and `affine.linearize_index`: an index
//! split into (or made from) a multi-index under a mixed static/dynamic
//! basis, with MLIR 22's syntax, verifiers and folds.
//!
//! Both keep their basis as MLIR does: the dynamic entries as an operand
//! group and every entry in `static_basis`, with `kDynamic` where an
//! operand stands, written in parentheses (`into (%n, 8)`,
//! `by (%n, 8)`). The syntax is declarative (as ODS's), reading the
//! basis through `custom<Basis>`, MLIR's `custom<DynamicIndexList>` with
//! the parenthesis delimiter. `linearize_index`'s `disjoint` is a
//! `UnitProp` (`<{disjoint = false}>` when unset, as MLIR prints it).
//!
//! The folds are MLIR 22's `fold` methods: constant basis operands move
//! into `static_basis` in place; a one-result delinearization is its
//! input and a one-index linearization is that index; constants fold
//! when the whole basis is static. Their canonicalization patterns are
//! in [`super::canonicalize_index`]. Neither op has result-name hints in
//! MLIR 22 (`%0:3`), so none are given here.

use super::AffineDialect;
use crate::tensor::index_list::i64_array;
use ir::OpViewMut;
use ir::prelude::*;
use ir::text::index_list::{Delimiter, parse_index_list, print_index_list};
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use ir::uniqued::types::DYNAMIC;

/// `%r:3 = affine.delinearize_index %i into (%b0, 8, %b2) : index, index, index`.
#[op(dialect = AffineDialect, name = "delinearize_index", summary = "delinearize an index",
     traits = [Pure], verify = verify_delinearize, fold_mut = fold_delinearize,
     canonicalize = super::canonicalize_index::delinearize_patterns,
     format = "$linear_index `into` custom<Basis>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)")]
pub struct AffineDelinearizeIndexOp {
    /// The index to split.
    #[operand(ty = Index)]
    linear_index: Value,
    /// The dynamic entries of the basis.
    #[operand(variadic, ty = Index)]
    dynamic_basis: Value,
    /// The basis, `kDynamic` where a `dynamic_basis` value stands.
    #[attr]
    static_basis: DenseI64ArrayAttr,
    /// One index per basis entry, and one more first when the basis has
    /// no outer bound.
    #[result(variadic, ty = Index)]
    multi_index: Value,
}

/// `%r = affine.linearize_index disjoint [%a, %b] by (%n, 8) : index`.
#[op(dialect = AffineDialect, name = "linearize_index", summary = "linearize an index",
     traits = [Pure, AttrSizedOperandSegments], verify = verify_linearize,
     fold_mut = fold_linearize, canonicalize = super::canonicalize_index::linearize_patterns,
     format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<Basis>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)")]
pub struct AffineLinearizeIndexOp {
    /// The indices to combine, outermost first.
    #[operand(variadic, ty = Index)]
    multi_index: Value,
    /// The dynamic entries of the basis.
    #[operand(variadic, ty = Index)]
    dynamic_basis: Value,
    /// The basis, `kDynamic` where a `dynamic_basis` value stands.
    #[attr]
    static_basis: DenseI64ArrayAttr,
    /// Each index is within its basis entry.
    #[attr(default = UnitProp::unset)]
    disjoint: UnitProp,
    /// The combined index.
    #[result(ty = Index)]
    linear_index: Value,
}

/// `custom<Basis>`: MLIR's `custom<DynamicIndexList>` in parentheses.
pub fn parse_basis<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    values: &mut Vec<UnresolvedOperand<'a>>,
    statics: &mut Option<Attribute>,
) -> PResult<()> {
    let list = parse_index_list(p, Delimiter::Paren, false)?;
    values.extend(list.values);
    *statics = Some(i64_array_attr(p.ctx(), &list.integers));
    Ok(())
}

/// Prints [`parse_basis`]'s list.
pub fn print_basis(p: &mut OpAsmPrinter<'_, '_>, values: &[Value], statics: Option<Attribute>) {
    let integers = i64_array(p.ctx(), statics);
    print_index_list(p, values, &integers, &[], false, Delimiter::Paren);
}

/// `array<i64: ...>`.
fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    Attribute::dense_array(ctx, Type::i64(ctx), &raw).unwrap_or_else(|_| Attribute::unit(ctx))
}

const BASIS_MISMATCH: &str = "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite";

/// The basis' `kDynamic` markers match its operands.
fn verify_markers(statics: &[i64], num_dynamic: usize) -> bool {
    statics.iter().filter(|&&v| v == DYNAMIC).count() == num_dynamic
}

/// MLIR 22's `AffineDelinearizeIndexOp::verify`.
fn verify_delinearize(op: AffineDelinearizeIndexOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.0.ctx;
    let statics = i64_array(ctx, Some(op.static_basis().0));
    let n = op.multi_index().len();
    if n != statics.len() && n != statics.len() + 1 {
        return Err(op.emit_op_error(
            "should return an index for each basis element and up to one extra index",
        ));
    }
    if !verify_markers(&statics, op.dynamic_basis().len()) {
        return Err(op.emit_op_error(BASIS_MISMATCH));
    }
    if !statics.iter().all(|&v| v > 0 || v == DYNAMIC) {
        return Err(op.emit_op_error("no basis element may be statically non-positive"));
    }
    Ok(())
}

/// MLIR 22's `AffineLinearizeIndexOp::verify`.
fn verify_linearize(op: AffineLinearizeIndexOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.0.ctx;
    let statics = i64_array(ctx, Some(op.static_basis().0));
    let n = op.multi_index().len();
    if n != statics.len() && n != statics.len() + 1 {
        return Err(op.emit_op_error(
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    if !verify_markers(&statics, op.dynamic_basis().len()) {
        return Err(op.emit_op_error(BASIS_MISMATCH));
    }
    Ok(())
}

/// The integer of a constant operand.
fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    a?.as_apint(ctx)?.to_i64()
}

/// MLIR's `foldCstValueToCstAttrBasis`: the basis operands that are
/// constants (`consts`, one per operand from `first`, `count` of them)
/// become static entries, in place. `segments` is the op's
/// `operandSegmentSizes` to update, if it has one (with the basis group
/// at index 1). Returns whether anything changed.
fn fold_constant_basis(
    op: &mut OpViewMut<'_>,
    first: usize,
    consts: &[Option<Attribute>],
    segments: bool,
) -> bool {
    let ctx = op.ctx;
    let values: Vec<Option<i64>> = consts.iter().map(|&a| int_of(ctx, a)).collect();
    if values.iter().all(Option::is_none) {
        return false;
    }
    let key = ctx.ident("static_basis");
    let statics = i64_array(ctx, op.body.property(ctx, op.op, key));
    let mut next = values.iter();
    let new_statics: Vec<i64> = statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => next.next().copied().flatten().unwrap_or(DYNAMIC),
            s => s,
        })
        .collect();
    let operands: Vec<Value> = op.body.operands(op.op).collect();
    let mut kept: Vec<Value> = operands[..first].to_vec();
    kept.extend(
        operands[first..]
            .iter()
            .zip(&values)
            .filter(|(_, c)| c.is_none())
            .map(|(&v, _)| v),
    );
    let num_dynamic = kept.len() - first;
    op.body.set_operands(op.op, &kept);
    let statics = i64_array_attr(ctx, &new_statics);
    op.body.set_property(ctx, op.op, key, Some(statics));
    if segments {
        let sizes = [first as u64, num_dynamic as u64];
        if let Ok(seg) = Attribute::dense_array(ctx, Type::int(ctx, 32), &sizes) {
            let key = ctx.ident("operandSegmentSizes");
            op.body.set_property(ctx, op.op, key, Some(seg));
        }
    }
    true
}

/// An `index`-typed (the result's type) integer attribute.
fn int_attr(ctx: &Context, ty: Type, v: i64) -> Option<OpFoldResult> {
    Attribute::integer(ctx, ty, v).ok().map(OpFoldResult::Attr)
}

/// MLIR 22's `AffineDelinearizeIndexOp::fold`.
pub fn fold_delinearize(
    mut op: OpViewMut<'_>,
    operands: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    if operands.is_empty() {
        return FoldOutcome::Failure;
    }
    if fold_constant_basis(&mut op, 1, &operands[1..], false) {
        return FoldOutcome::in_place(true);
    }
    let Some(d) = AffineDelinearizeIndexOp::cast(ctx, op.body, op.op) else {
        return FoldOutcome::Failure;
    };
    let num_results = d.multi_index().len();
    if num_results == 1 {
        results.push(OpFoldResult::Value(d.linear_index()));
        return FoldOutcome::Success;
    }
    let Some(mut high) = int_of(ctx, operands[0]) else {
        return FoldOutcome::Failure;
    };
    if operands.len() > 1 {
        return FoldOutcome::Failure;
    }
    let ty = op.body.value_type(d.linear_index());
    let mut statics = i64_array(ctx, Some(d.static_basis().0));
    if num_results == statics.len() && !statics.is_empty() {
        statics.remove(0);
    }
    if statics.iter().any(|&m| m <= 0) {
        return FoldOutcome::Failure;
    }
    let mut parts = Vec::with_capacity(num_results);
    for &modulus in statics.iter().rev() {
        parts.push(high.rem_euclid(modulus));
        high = high.div_euclid(modulus);
    }
    parts.push(high);
    for v in parts.into_iter().rev() {
        match int_attr(ctx, ty, v) {
            Some(r) => results.push(r),
            None => return FoldOutcome::Failure,
        }
    }
    FoldOutcome::Success
}

/// MLIR 22's `AffineLinearizeIndexOp::fold`.
pub fn fold_linearize(
    mut op: OpViewMut<'_>,
    operands: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    let Some(l) = AffineLinearizeIndexOp::cast(ctx, op.body, op.op) else {
        return FoldOutcome::Failure;
    };
    let indices: Vec<Value> = l.multi_index().collect();
    let n = indices.len();
    let ty = op.body.value_type(l.linear_index());
    let statics = i64_array(ctx, Some(l.static_basis().0));
    if operands.len() < n {
        return FoldOutcome::Failure;
    }
    if fold_constant_basis(&mut op, n, &operands[n..], true) {
        return FoldOutcome::in_place(true);
    }
    let folded = match indices.as_slice() {
        [] => int_attr(ctx, ty, 0),
        [one] => Some(OpFoldResult::Value(*one)),
        _ => {
            let consts: Option<Vec<i64>> = operands[..n].iter().map(|&a| int_of(ctx, a)).collect();
            match consts {
                Some(consts) if operands.len() == n => {
                    int_attr(ctx, ty, linearize(&consts, &statics))
                }
                _ => None,
            }
        }
    };
    match folded {
        Some(r) => {
            results.push(r);
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// `indices` combined under `basis` (which may lack the outermost
/// bound), wrapping as MLIR's `int64_t` arithmetic does in practice.
fn linearize(indices: &[i64], basis: &[i64]) -> i64 {
    let (mut result, mut stride) = (0i64, 1i64);
    for (&length, &index) in basis.iter().rev().zip(indices.iter().rev()) {
        result = result.wrapping_add(index.wrapping_mul(stride));
        stride = stride.wrapping_mul(length);
    }
    if indices.len() == basis.len() + 1 {
        result = result.wrapping_add(indices[0].wrapping_mul(stride));
    }
    result
}
