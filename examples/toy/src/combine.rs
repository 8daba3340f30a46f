//! The chapter 3 canonicalization patterns (the tutorial's
//! `ToyCombine.cpp` and `ToyCombine.td`), registered with
//! `#[op(canonicalize = ...)]` and run by `toy-opt --canonicalize`:
//!
//! - `SimplifyRedundantTranspose`: `transpose(transpose(x))` is `x`;
//! - `ReshapeReshapeOptPattern`: `reshape(reshape(x))` is one reshape of `x`;
//! - `RedundantReshapeOptPattern`: a reshape to the type it already has
//!   is its input;
//! - `FoldConstantReshapeOptPattern`: a reshape of a constant is a
//!   constant of the new shape.
//!
//! The tutorial writes the last three in DRR (TableGen declarative
//! rewrite rules), whose pattern benefit is the number of ops matched;
//! here each is a plain function given the same benefit. A DRR-like
//! pattern language was not built: a pattern of three lines of Rust says
//! the same, and the type checker sees it.

use ir::prelude::*;

use crate::{ConstantOp, ReshapeOp, TransposeOp};

/// `toy.transpose`'s patterns.
pub fn transpose_patterns(set: &mut RewritePatternSet, _: &Context) {
    set.add(
        FnPattern::new(
            "SimplifyRedundantTranspose",
            PatternRoot::Op(TransposeOp::NAME),
            simplify_redundant_transpose,
        )
        .benefit(1),
    );
}

/// `toy.reshape`'s patterns, in the tutorial's order.
pub fn reshape_patterns(set: &mut RewritePatternSet, _: &Context) {
    let root = PatternRoot::Op(ReshapeOp::NAME);
    set.add(
        FnPattern::new("ReshapeReshapeOptPattern", root, reshape_reshape)
            .benefit(2)
            .generates(&[ReshapeOp::NAME]),
    );
    set.add(FnPattern::new("RedundantReshapeOptPattern", root, redundant_reshape).benefit(1));
    set.add(
        FnPattern::new("FoldConstantReshapeOptPattern", root, fold_constant_reshape)
            .benefit(2)
            .generates(&[ConstantOp::NAME]),
    );
}

/// The op defining `op`'s first operand, viewed as `T`.
fn producer<'b, T: OpType<'b>>(rw: &'b PatternRewriter<'_>, op: Operation) -> Option<T> {
    let body = rw.body();
    let def = body.defining_op(body.operand(op, 0))?;
    T::from_view(OpView::new(rw.ctx(), body, def))
}

/// `transpose(transpose(x)) -> x`.
fn simplify_redundant_transpose(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let Some(inner) = producer::<TransposeOp<'_>>(rw, op) else {
        return Err(NoMatch);
    };
    let x = inner.input();
    rw.replace_op(op, &[x]);
    Ok(())
}

/// `reshape(reshape(x)) -> reshape(x)`.
fn reshape_reshape(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let Some(inner) = producer::<ReshapeOp<'_>>(rw, op) else {
        return Err(NoMatch);
    };
    let x = inner.input();
    let ty = rw.body().value_type(rw.body().result(op, 0));
    rw.replace_op_with(op, |b, loc| ReshapeOp::build(b, loc, ty, x));
    Ok(())
}

/// `reshape(x) -> x` when the types are identical.
fn redundant_reshape(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let body = rw.body();
    let x = body.operand(op, 0);
    if body.value_type(x) != body.value_type(body.result(op, 0)) {
        return Err(NoMatch);
    }
    rw.replace_op(op, &[x]);
    Ok(())
}

/// `reshape(constant c) -> constant (c reshaped)`.
fn fold_constant_reshape(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let Some(constant) = producer::<ConstantOp<'_>>(rw, op) else {
        return Err(NoMatch);
    };
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let Some(value) = constant.value().reshape(ctx, ty) else {
        return Err(NoMatch);
    };
    rw.replace_op_with(op, |b, loc| ConstantOp::build(b, loc, ty, value));
    Ok(())
}
