//! The affine ops' verifiers, with MLIR 22's messages (`AffineOps.cpp`).
//! Operand kinds, counts and attribute kinds are checked by the
//! generated verifier first; these hooks check what relates the maps to
//! their operands, and the dimension/symbol rules of [`super::scope`].

use super::ops::{
    AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp, AffinePrefetchOp, AffineStoreOp,
    AffineVectorLoadOp, AffineVectorStoreOp, AffineYieldOp, map_of,
};
use super::scope::{affine_scope, is_valid_dim, is_valid_symbol, verify_dims_and_symbols};
use ir::prelude::*;
use ir::uniqued::attributes::AffineMap;

/// Checks that `map` takes `operands` inputs (MLIR's message for
/// `affine.apply`, `affine.min` and `affine.max`).
fn check_map_inputs(view: OpView<'_>, map: &AffineMap) -> Result<(), Diagnostic> {
    if view.body.num_operands(view.op) != map.num_inputs() {
        return Err(view
            .emit_op_error("operand count and affine map dimension and symbol count must match"));
    }
    Ok(())
}

/// `affine.apply`: one result, as many operands as map inputs.
pub fn verify_apply(op: AffineApplyOp<'_>) -> Result<(), Diagnostic> {
    let map = map_of(op.0, op.map().0);
    check_map_inputs(op.0, map)?;
    if map.num_results() != 1 {
        return Err(op.emit_op_error("mapping must produce one value"));
    }
    Ok(())
}

/// `affine.min` / `affine.max`: as many operands as map inputs.
pub fn verify_min_max<'a>(
    op: impl core::ops::Deref<Target = OpView<'a>>,
) -> Result<(), Diagnostic> {
    let view = *op;
    let map = view
        .body
        .properties(view.op)
        .dict_get(view.ctx, view.ctx.ident_static("map"))
        .and_then(|a| a.as_affine_map(view.ctx));
    match map {
        Some(m) => check_map_inputs(view, m),
        None => Ok(()),
    }
}

/// `affine.for`, after its body: the induction variable, the bound
/// operands' roles and the loop-carried values.
pub fn verify_for(op: AffineForOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let iv_ok = op
        .induction_var()
        .is_some_and(|iv| view.body.value_type(iv).is_index(view.ctx));
    if !iv_ok {
        return Err(view.emit_op_error(
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let (lb, ub) = (op.lower_map(), op.upper_map());
    if lb.num_inputs() > 0 {
        verify_dims_and_symbols(view, op.lower_bound_operands(), lb.num_dims as usize)?;
    }
    if ub.num_inputs() > 0 {
        verify_dims_and_symbols(view, op.upper_bound_operands(), ub.num_dims as usize)?;
    }
    let results = view.body.num_results(view.op);
    if results == 0 {
        return Ok(());
    }
    if op.init_values().len() != results {
        return Err(
            view.emit_op_error("mismatch between the number of loop-carried values and results")
        );
    }
    let iter_args = LoopLikeOpInterface::region_iter_args(&op).len();
    if iter_args != results {
        return Err(
            view.emit_op_error("mismatch between the number of basic block args and results")
        );
    }
    Ok(())
}

/// `affine.if`: the operands bind the set's dimensions and symbols.
pub fn verify_if(op: AffineIfOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let Some(set) = op.condition().0.as_integer_set(view.ctx) else {
        return Err(view.emit_op_error("requires an integer set attribute named 'condition'"));
    };
    if view.body.num_operands(view.op) != (set.num_dims + set.num_symbols) as usize {
        return Err(view.emit_op_error(
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    verify_dims_and_symbols(view, op.set_operands(), set.num_dims as usize)
}

/// MLIR's `verifyMemoryOpIndexing`, shared by `affine.load` and
/// `affine.store`.
fn verify_indexing(
    view: OpView<'_>,
    map: &AffineMap,
    indices: impl ExactSizeIterator<Item = Value>,
    memref: Type,
) -> Result<(), Diagnostic> {
    let rank = memref.shape(view.ctx).map_or(0, <[i64]>::len);
    if map.num_results() != rank {
        return Err(view.emit_op_error("affine map num results must equal memref rank"));
    }
    if map.num_inputs() != indices.len() {
        return Err(view.emit_op_error("expects as many subscripts as affine map inputs"));
    }
    let indices: Vec<Value> = indices.collect();
    if indices
        .iter()
        .any(|&i| !view.body.value_type(i).is_index(view.ctx))
    {
        return Err(view.emit_op_error("index to load must have 'index' type"));
    }
    verify_dims_and_symbols(view, indices, map.num_dims as usize)
}

/// `affine.load`: the result is the element type; the subscripts index it.
pub fn verify_load(op: AffineLoadOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let memref = view.body.value_type(op.memref());
    if memref.element_type(view.ctx) != Some(view.body.value_type(op.result())) {
        return Err(view.emit_op_error("result type must match element type of memref"));
    }
    verify_indexing(view, map_of(view, op.map().0), op.indices(), memref)
}

/// `affine.store`: the value is of the element type; the subscripts index it.
pub fn verify_store(op: AffineStoreOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let memref = view.body.value_type(op.memref());
    if memref.element_type(view.ctx) != Some(view.body.value_type(op.value())) {
        return Err(
            view.emit_op_error("value to store must have the same type as memref element type")
        );
    }
    verify_indexing(view, map_of(view, op.map().0), op.indices(), memref)
}

/// `affine.yield`: inside an affine loop or conditional, yielding what
/// it returns.
pub fn verify_yield(op: AffineYieldOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let body = view.body;
    let parent = body.parent_op(view.op);
    let affine_parent = parent.filter(|&p| {
        AffineForOp::cast(view.ctx, body, p).is_some()
            || AffineIfOp::cast(view.ctx, body, p).is_some()
            || super::parallel::AffineParallelOp::cast(view.ctx, body, p).is_some()
    });
    let Some(parent) = affine_parent else {
        return Err(view.emit_op_error("only terminates affine.if/for/parallel regions"));
    };
    if body.num_results(parent) != body.num_operands(view.op) {
        return Err(view.emit_op_error(
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    let mismatch = body
        .results(parent)
        .zip(body.operands(view.op))
        .any(|(r, o)| body.value_type(r) != body.value_type(o));
    if mismatch {
        return Err(view.emit_op_error("types mismatch between yield op and its parent"));
    }
    Ok(())
}

/// MLIR's `verifyVectorMemoryOp`: the vector holds the memref's elements.
fn verify_vector_elements(view: OpView<'_>, memref: Type, vector: Type) -> Result<(), Diagnostic> {
    if memref.element_type(view.ctx) != vector.element_type(view.ctx) {
        return Err(
            view.emit_op_error("requires memref and vector types of the same elemental type")
        );
    }
    Ok(())
}

/// `affine.vector_load`: the subscripts index the memref, the vector
/// holds its elements.
pub fn verify_vector_load(op: AffineVectorLoadOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let memref = view.body.value_type(op.memref());
    verify_indexing(view, map_of(view, op.map().0), op.indices(), memref)?;
    verify_vector_elements(view, memref, view.body.value_type(op.result()))
}

/// `affine.vector_store`: likewise.
pub fn verify_vector_store(op: AffineVectorStoreOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let memref = view.body.value_type(op.memref());
    verify_indexing(view, map_of(view, op.map().0), op.indices(), memref)?;
    verify_vector_elements(view, memref, view.body.value_type(op.value()))
}

/// `affine.prefetch`: the map indexes the memref; every index is a valid
/// dimension or symbol.
pub fn verify_prefetch(op: AffinePrefetchOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let map = map_of(view, op.map().0);
    let rank = view
        .body
        .value_type(op.memref())
        .shape(view.ctx)
        .map_or(0, <[i64]>::len);
    if map.num_results() != rank {
        return Err(
            view.emit_op_error("affine.prefetch affine map num results must equal memref rank")
        );
    }
    if map.num_inputs() + 1 != view.body.num_operands(view.op) {
        return Err(view.emit_op_error("too few operands"));
    }
    let scope = affine_scope(view.ctx, view.body, view.op);
    for idx in op.indices() {
        let ok = is_valid_dim(view.ctx, view.body, idx, scope)
            || is_valid_symbol(view.ctx, view.body, idx, scope);
        if !ok {
            return Err(view.emit_op_error("index must be a valid dimension or symbol identifier"));
        }
    }
    Ok(())
}
