//! MLIR 22's canonicalization patterns of the tensor dialect
//! (`TensorOps.cpp`), under MLIR 22's debug names: `tensor.cast`'s
//! `ChainedTensorCast` (a cast of a cast drops the middle one when it
//! checks nothing more at run time) and `tensor.extract`'s
//! `ExtractFromTensorCast` (an extract reads through a cast from a ranked
//! tensor).
//!
//! MLIR compares the shapes the casts allow by joining them
//! (`joinShapes`); `join` does the same on shapes alone, which is what
//! MLIR's comparison of the joined types decides for tensors of one
//! element type without encodings.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::tensor::canonicalize::cast_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names, ["(anonymous namespace)::ChainedTensorCast"]);
//! ```

use super::{CastOp, ExtractOp};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// MLIR's `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

/// `tensor.cast`'s canonicalization patterns handled here.
pub fn cast_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ChainedTensorCast",
        PatternRoot::Op("tensor.cast"),
        chained_tensor_cast,
    );
}

/// `tensor.extract`'s canonicalization patterns handled here.
pub fn extract_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ExtractFromTensorCast",
        PatternRoot::Op("tensor.extract"),
        extract_from_tensor_cast,
    );
}

/// The most static shape two tensor shapes agree on (`None` for an
/// unranked tensor; MLIR's `joinShapes`): `Err` when they conflict.
fn join(one: Option<&[i64]>, two: Option<&[i64]>) -> Result<Option<Vec<i64>>, ()> {
    let (Some(a), Some(b)) = (one, two) else {
        return Ok(one.or(two).map(<[i64]>::to_vec));
    };
    if a.len() != b.len() {
        return Err(());
    }
    a.iter()
        .zip(b)
        .map(|(&x, &y)| match (x, y) {
            (DYNAMIC, y) => Ok(y),
            (x, DYNAMIC) => Ok(x),
            (x, y) if x == y => Ok(x),
            _ => Err(()),
        })
        .collect::<Result<Vec<i64>, ()>>()
        .map(Some)
}

/// `cast(cast(x))` becomes `cast(x)` when joining all three shapes gives
/// what joining the outer two does (MLIR's `ChainedTensorCast`).
fn chained_tensor_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let outer = CastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let inner_op = body.defining_op(outer.source()).ok_or(NoMatch)?;
    let inner = CastOp::cast(ctx, body, inner_op).ok_or(NoMatch)?;
    let source = inner.source();
    let shape = |v: Value| body.value_type(v).shape(ctx).map(<[i64]>::to_vec);
    let (s, m, r) = (shape(source), shape(inner.dest()), shape(outer.dest()));
    let first = join(s.as_deref(), m.as_deref())
        .and_then(|j| join(j.as_deref(), r.as_deref()))
        .map_err(|_| NoMatch)?;
    let direct = join(s.as_deref(), r.as_deref()).map_err(|_| NoMatch)?;
    if first != direct {
        return Err(NoMatch);
    }
    let (loc, ty) = (body.op_loc(op), body.value_type(outer.dest()));
    rw.replace_op_with(op, |b| CastOp::build(b, loc, ty, source));
    Ok(())
}

/// `extract(cast(x))` reads `x` directly when `x` is ranked (MLIR's
/// `ExtractFromTensorCast`).
fn extract_from_tensor_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let extract = ExtractOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let cast_op = body.defining_op(extract.tensor()).ok_or(NoMatch)?;
    let cast = CastOp::cast(ctx, body, cast_op).ok_or(NoMatch)?;
    let source = cast.source();
    if body.value_type(source).rank(ctx).is_none() {
        return Err(NoMatch);
    }
    let indices: Vec<Value> = extract.indices().collect();
    let (loc, ty) = (body.op_loc(op), body.value_type(extract.result()));
    rw.replace_op_with(op, |b| ExtractOp::build(b, loc, ty, source, &indices));
    Ok(())
}
