//! MLIR 22's canonicalization patterns of the complex dialect
//! (`ComplexOps.cpp`) beyond its folds: `complex.re` and `complex.im` of
//! `complex.neg` of `complex.create` become `arith.negf` of the component
//! (`FoldComponentNeg`, a template over the op and the component index,
//! hence its debug names).
//!
//! The new `arith.negf` takes no fast-math flags and the location of the
//! `re`/`im` op, as MLIR's `replaceOpWithNewOp<arith::NegFOp>` gives it.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::complex::canonicalize::re_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names, ["(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>"]);
//! ```

use super::{CreateOp, NegOp};
use crate::arith::NegFOp;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `complex.re`'s canonicalization pattern.
pub fn re_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>",
        PatternRoot::Op("complex.re"),
        |op, rw| fold_component_neg(op, rw, 0),
    );
}

/// `complex.im`'s canonicalization pattern.
pub fn im_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>",
        PatternRoot::Op("complex.im"),
        |op, rw| fold_component_neg(op, rw, 1),
    );
}

/// Component `index` of `neg(create(re, im))` is `negf` of that operand
/// of the `create` (MLIR's `FoldComponentNeg`).
fn fold_component_neg(op: Operation, rw: &mut PatternRewriter<'_>, index: usize) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let neg = body.defining_op(body.operand(op, 0)).ok_or(NoMatch)?;
    let neg = NegOp::cast(ctx, body, neg).ok_or(NoMatch)?;
    let create = body.defining_op(neg.complex()).ok_or(NoMatch)?;
    CreateOp::cast(ctx, body, create).ok_or(NoMatch)?;
    let component = body.operand(create, index);
    let ty = body.value_type(component);
    rw.replace_op_with(op, |b, loc| NegFOp::build(b, loc, ty, component, None));
    Ok(())
}
