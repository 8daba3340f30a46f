//! MLIR 22's canonicalization patterns of the affine dialect
//! (`AffineOps.cpp`) for the ops that compute or use a map:
//! `SimplifyAffineOp<Op>` (compose the `affine.apply` ops feeding the
//! map's operands, canonicalize map and operands, simplify with operand
//! bounds) for `affine.apply`, `load`, `store`, `vector_load`,
//! `vector_store`, `prefetch`, `min` and `max`, and the four patterns of
//! `affine.min`/`affine.max` (`CanonicalizeSingleResultAffineMinMaxOp`,
//! `DeduplicateAffineMinMaxExpressions`, `MergeAffineMinMaxOp`,
//! `CanonicalizeAffineMinMaxOpExprAndTermOrder`). `affine.for` and
//! `affine.if` are in [`super::canonicalize_loops`]; the map utilities in
//! [`super::canonicalize_map`].
//!
//! **Names** are MLIR 22's as `mlir-opt-22` reports them, so that
//! `disable-patterns=` filters the same ones: `SimplifyAffineOp` is in an
//! anonymous namespace (`(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineLoadOp>`),
//! the min/max templates are not (`MergeAffineMinMaxOp<mlir::affine::AffineMinOp>`).
//! Patterns are added in MLIR's order; all have benefit 1.
//!
//! Patterns are plain functions, one instance per op through a const
//! generic where MLIR instantiates a template: the op kinds differ only
//! in where the map's operands start and in their name.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::affine::canonicalize::min_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names[0], "CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMinOp>");
//! assert_eq!(names.len(), 5);
//! ```

use super::canonicalize_bounds::simplify_map_with_operands;
use super::canonicalize_map::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::attributes::{AffineBuilder, AffineExpr, AffineExprKind, AffineMap};
use ir::{OperationName, OperationState};

/// The ops `SimplifyAffineOp` applies to, with where their map operands
/// start (after the stored value and the memref).
const MAP_OPS: [(&str, usize); 8] = [
    ("affine.apply", 0),
    ("affine.min", 0),
    ("affine.max", 0),
    ("affine.load", 1),
    ("affine.vector_load", 1),
    ("affine.prefetch", 1),
    ("affine.store", 2),
    ("affine.vector_store", 2),
];

/// The map of `op` (its `map` property).
pub(crate) fn op_map(ctx: &Context, body: &Body, op: Operation) -> Option<AffineMap> {
    body.property(ctx, op, ctx.ident("map"))?
        .as_affine_map(ctx)
        .cloned()
}

/// Replaces `op` by a new op `name` at the same place with `op`'s
/// location, result types and properties but `map` and `operands`, and no
/// discardable attributes (MLIR's `replaceOpWithNewOp<Op>(op, map, ...)`).
fn replace_with_map(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    name: OperationName,
    map: AffineMap,
    operands: &[Value],
) {
    let ctx = rw.ctx();
    let body = rw.body();
    let mut st = OperationState::with_name(ctx, name, body.op_loc(op));
    st.operands.extend_from_slice(operands);
    st.result_types
        .extend(body.results(op).map(|r| body.value_type(r)));
    st.properties =
        body.properties(op)
            .dict_with(ctx, ctx.ident("map"), Some(Attribute::affine_map(ctx, map)));
    let new = rw.create(&st);
    let results: Vec<Value> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
}

/// MLIR's `SimplifyAffineOp<Op>` for the op at `MAP_OPS[K]`.
fn simplify_affine_op<const K: usize>(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let start = MAP_OPS[K].1;
    let old_map = op_map(ctx, body, op).ok_or(NoMatch)?;
    let all: Vec<Value> = body.operands(op).collect();
    let old_operands = all.get(start..).ok_or(NoMatch)?;
    if old_operands.len() != old_map.num_inputs() {
        return Err(NoMatch);
    }
    let mut map = old_map.clone();
    let mut operands = old_operands.to_vec();
    compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    simplify_map_with_operands(ctx, body, &mut map, &operands);
    if map == old_map && operands == old_operands {
        return Err(NoMatch);
    }
    let mut new_operands = all[..start].to_vec();
    new_operands.extend(operands);
    let name = body.op_name(op);
    replace_with_map(rw, op, name, map, &new_operands);
    Ok(())
}

/// Adds `SimplifyAffineOp<Op>` for `MAP_OPS[K]`.
fn add_simplify<const K: usize>(set: &mut RewritePatternSet, debug_name: &'static str) {
    set.add_fn(
        debug_name,
        PatternRoot::Op(MAP_OPS[K].0),
        simplify_affine_op::<K>,
    );
}

/// `affine.apply`'s patterns.
pub fn apply_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    add_simplify::<0>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>",
    );
}

/// `affine.load`'s patterns.
pub fn load_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    add_simplify::<3>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineLoadOp>",
    );
}

/// `affine.vector_load`'s patterns.
pub fn vector_load_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    add_simplify::<4>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorLoadOp>",
    );
}

/// `affine.prefetch`'s patterns.
pub fn prefetch_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    add_simplify::<5>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffinePrefetchOp>",
    );
}

/// `affine.store`'s patterns.
pub fn store_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    add_simplify::<6>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineStoreOp>",
    );
}

/// `affine.vector_store`'s patterns.
pub fn vector_store_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    add_simplify::<7>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorStoreOp>",
    );
}

/// `affine.min`'s patterns, in MLIR's order.
pub fn min_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("affine.min");
    set.add_fn(
        "CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMinOp>",
        root,
        single_result_min_max,
    )
    .add_fn(
        "DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMinOp>",
        root,
        deduplicate_min_max,
    )
    .add_fn(
        "MergeAffineMinMaxOp<mlir::affine::AffineMinOp>",
        root,
        merge_min_max,
    );
    add_simplify::<1>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMinOp>",
    );
    set.add_fn(
        "CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMinOp>",
        root,
        expr_and_term_order,
    );
}

/// `affine.max`'s patterns, in MLIR's order.
pub fn max_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("affine.max");
    set.add_fn(
        "CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMaxOp>",
        root,
        single_result_min_max,
    )
    .add_fn(
        "DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMaxOp>",
        root,
        deduplicate_min_max,
    )
    .add_fn(
        "MergeAffineMinMaxOp<mlir::affine::AffineMaxOp>",
        root,
        merge_min_max,
    );
    add_simplify::<2>(
        set,
        "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMaxOp>",
    );
    set.add_fn(
        "CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMaxOp>",
        root,
        expr_and_term_order,
    );
}

/// A min or max of one result is an `affine.apply` of it.
fn single_result_min_max(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let map = op_map(ctx, body, op).ok_or(NoMatch)?;
    if map.num_results() != 1 {
        return Err(NoMatch);
    }
    let operands: Vec<Value> = body.operands(op).collect();
    replace_with_map(rw, op, ctx.op_name("affine.apply"), map, &operands);
    Ok(())
}

/// Repeated results of a min or max go.
fn deduplicate_min_max(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let map = op_map(ctx, body, op).ok_or(NoMatch)?;
    let new = map.without_duplicate_results();
    if new.num_results() == map.num_results() {
        return Err(NoMatch);
    }
    let operands: Vec<Value> = body.operands(op).collect();
    let name = body.op_name(op);
    replace_with_map(rw, op, name, new, &operands);
    Ok(())
}

/// A result of a min (max) that is a bare operand made by another min
/// (max) is replaced by that op's results, its operands appended (MLIR's
/// `MergeAffineMinMaxOp`).
fn merge_min_max(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let name = body.op_name(op);
    let map = op_map(ctx, body, op).ok_or(NoMatch)?;
    let operands: Vec<Value> = body.operands(op).collect();
    let nd = map.num_dims as usize;
    if operands.len() != map.num_inputs() {
        return Err(NoMatch);
    }
    let mut dims = operands[..nd].to_vec();
    let mut syms = operands[nd..].to_vec();
    let mut b = AffineBuilder::new();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    let same_kind = |v: Value| body.defining_op(v).filter(|&d| body.op_name(d) == name);
    for e in b.import_map(&map) {
        let producer = match b.kind(e) {
            AffineExprKind::Symbol(p) => same_kind(syms[p as usize]),
            AffineExprKind::Dim(p) => same_kind(dims[p as usize]),
            _ => None,
        };
        match producer {
            Some(p) => producers.push(p),
            None => exprs.push(e),
        }
    }
    if producers.is_empty() {
        return Err(NoMatch);
    }
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let pmap = op_map(ctx, body, p).ok_or(NoMatch)?;
        let pops: Vec<Value> = body.operands(p).collect();
        if pops.len() != pmap.num_inputs() {
            return Err(NoMatch);
        }
        let pnd = pmap.num_dims as usize;
        dims.extend_from_slice(&pops[..pnd]);
        syms.extend_from_slice(&pops[pnd..]);
        for e in b.import_map(&pmap) {
            exprs.push(b.shift(e, used_dims, used_syms));
        }
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    let new = AffineMap::new(&b, used_dims, used_syms, &exprs).map_err(|_| NoMatch)?;
    dims.extend(syms);
    replace_with_map(rw, op, name, new, &dims);
    Ok(())
}

/// Results of a min or max sorted by their flattened form (MLIR's
/// `canonicalizeMapExprAndTermOrder`): fails on a result that is not pure
/// affine or needs a local variable, or when already sorted.
pub fn canonicalize_map_expr_and_term_order(map: &AffineMap) -> Option<AffineMap> {
    let mut b = AffineBuilder::new();
    let results = b.import_map(map);
    let columns = map.num_inputs() + 1;
    let mut flat: Vec<(Vec<i64>, AffineExpr)> = Vec::with_capacity(results.len());
    for &e in &results {
        let f = b.flatten(e, map.num_dims, map.num_symbols)?;
        if f.coeffs.len() != columns {
            return None;
        }
        flat.push((f.coeffs, e));
    }
    if flat.windows(2).all(|w| w[0].0 <= w[1].0) {
        return None;
    }
    flat.sort_by(|x, y| x.0.cmp(&y.0));
    let exprs: Vec<AffineExpr> = flat.into_iter().map(|(_, e)| e).collect();
    AffineMap::new(&b, map.num_dims, map.num_symbols, &exprs).ok()
}

/// MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`.
fn expr_and_term_order(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let map = op_map(ctx, body, op).ok_or(NoMatch)?;
    let new = canonicalize_map_expr_and_term_order(&map).ok_or(NoMatch)?;
    let operands: Vec<Value> = body.operands(op).collect();
    let name = body.op_name(op);
    replace_with_map(rw, op, name, new, &operands);
    Ok(())
}
