//! The map-and-operands utilities every affine canonicalization rests on
//! (MLIR 22's `AffineOps.cpp`): [`canonicalize_map_and_operands`] and
//! [`canonicalize_set_and_operands`] (dimension operands that are valid
//! symbols become symbols, symbol operands that are only valid dimensions
//! become dimensions, unused operands go, repeated operands merge,
//! constant symbol operands become constants), and
//! [`compose_affine_map_and_operands`] (operands made by `affine.apply`
//! are replaced by the apply's map and operands, then the map is
//! canonicalized and simplified), and [`make_composed_folded_apply`]
//! (the `affine.apply` of a map, composed and folded, that patterns of
//! other dialects build).
//!
//! They need the IR (which values are constants, `affine.apply` results,
//! valid symbols), so they live in the dialect; the pure map algebra they
//! call (substitution, flattening, simplification) is
//! `ir::uniqued::attributes::affine`'s.
//!
//! A map and a set are handled by one generic walk over `ir`'s
//! [`AffineExprList`], as MLIR's template does.

use super::ops::AffineApplyOp;
use super::scope::{is_valid_dim_anywhere, is_valid_symbol_anywhere};
use crate::cf::canonicalize::constant_int;
use crate::static_values::Ofr;
use ir::prelude::*;
use ir::transforms::rewrite::PatternRewriter;
use ir::uniqued::attributes::{AffineExpr, AffineExprKind, AffineExprList, AffineMap, IntegerSet};

/// The integer a constant operand holds (MLIR's `m_Constant(&IntegerAttr)`).
pub fn constant_index(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    constant_int(ctx, body, v)?.to_i64()
}

/// Dimension operands that are valid symbols become symbols, appended
/// after the existing ones (MLIR's `canonicalizePromotedSymbols`).
fn canonicalize_promoted_symbols<M: AffineExprList>(
    ctx: &Context,
    body: &Body,
    m: &mut M,
    operands: &mut Vec<Value>,
) {
    if operands.is_empty() {
        return;
    }
    let (nd, ns) = (m.dim_count(), m.symbol_count());
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_remap = Vec::with_capacity(nd as usize);
    let mut next_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i < nd as usize {
            if is_valid_symbol_anywhere(ctx, body, v) {
                dim_remap.push(Some(AffineExprKind::Symbol(ns + promoted.len() as u32)));
                promoted.push(v);
            } else {
                dim_remap.push(Some(AffineExprKind::Dim(next_dim)));
                next_dim += 1;
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    let new_syms = ns + promoted.len() as u32;
    result.extend(promoted);
    *operands = result;
    *m = m.replace_dims_and_symbols(&dim_remap, &[], next_dim, new_syms);
}

/// Symbol operands that are valid dimensions but not valid symbols
/// become dimensions, appended after the existing ones (MLIR's
/// `legalizeDemotedDims`, the inverse of the promotion).
fn legalize_demoted_dims<M: AffineExprList>(
    ctx: &Context,
    body: &Body,
    m: &mut M,
    operands: &mut Vec<Value>,
) {
    if operands.is_empty() {
        return;
    }
    let nd = m.dim_count() as usize;
    let mut result = operands[..nd].to_vec();
    let mut demoted = Vec::new();
    let mut syms = Vec::new();
    let mut sym_remap = Vec::with_capacity(operands.len() - nd);
    for &v in &operands[nd..] {
        if is_valid_dim_anywhere(ctx, body, v) && !is_valid_symbol_anywhere(ctx, body, v) {
            sym_remap.push(Some(AffineExprKind::Dim((nd + demoted.len()) as u32)));
            demoted.push(v);
        } else {
            sym_remap.push(Some(AffineExprKind::Symbol(syms.len() as u32)));
            syms.push(v);
        }
    }
    let (new_dims, new_syms) = ((nd + demoted.len()) as u32, syms.len() as u32);
    result.extend(demoted);
    result.extend(syms);
    *operands = result;
    *m = m.replace_dims_and_symbols(&[], &sym_remap, new_dims, new_syms);
}

/// MLIR's `canonicalizeMapOrSetAndOperands`.
fn canonicalize_map_or_set<M: AffineExprList>(
    ctx: &Context,
    body: &Body,
    m: &mut M,
    operands: &mut Vec<Value>,
) {
    if operands.is_empty() || operands.len() != (m.dim_count() + m.symbol_count()) as usize {
        return;
    }
    canonicalize_promoted_symbols(ctx, body, m, operands);
    legalize_demoted_dims(ctx, body, m, operands);
    let (used_dims, used_syms) = m.uses();
    let nd = m.dim_count() as usize;
    let mut result = Vec::with_capacity(operands.len());
    let mut seen: Vec<(Value, AffineExprKind)> = Vec::new();
    let mut dim_remap = vec![None; nd];
    let mut next_dim = 0;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        if let Some(&(_, k)) = seen.iter().find(|(s, _)| *s == v) {
            dim_remap[i] = Some(k);
        } else {
            let k = AffineExprKind::Dim(next_dim);
            next_dim += 1;
            dim_remap[i] = Some(k);
            result.push(v);
            seen.push((v, k));
        }
    }
    let mut seen: Vec<(Value, AffineExprKind)> = Vec::new();
    let mut sym_remap = vec![None; m.symbol_count() as usize];
    let mut next_sym = 0;
    for (i, slot) in sym_remap.iter_mut().enumerate() {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = constant_index(ctx, body, v) {
            *slot = Some(AffineExprKind::Constant(c));
            continue;
        }
        if let Some(&(_, k)) = seen.iter().find(|(s, _)| *s == v) {
            *slot = Some(k);
        } else {
            let k = AffineExprKind::Symbol(next_sym);
            next_sym += 1;
            *slot = Some(k);
            result.push(v);
            seen.push((v, k));
        }
    }
    *m = m.replace_dims_and_symbols(&dim_remap, &sym_remap, next_dim, next_sym);
    *operands = result;
}

/// MLIR's `canonicalizeMapAndOperands`.
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    canonicalize_map_or_set(ctx, body, map, operands);
}

/// MLIR's `canonicalizeSetAndOperands`.
pub fn canonicalize_set_and_operands(
    ctx: &Context,
    body: &Body,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) {
    canonicalize_map_or_set(ctx, body, set, operands);
}

/// Replaces the dimension or symbol at `pos` (dimensions first) by the
/// map of the `affine.apply` defining its operand (MLIR's
/// `replaceDimOrSym`); `false` when that operand is gone or not an apply.
fn replace_dim_or_sym(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(v) = *slot else {
        return false;
    };
    let Some(apply) = body
        .defining_op(v)
        .and_then(|d| AffineApplyOp::cast(ctx, body, d))
    else {
        return false;
    };
    let mut compose_map = super::ops::map_of(apply.0, apply.map().0).clone();
    let mut compose_operands: Vec<Value> = apply.map_operands().collect();
    if compose_map.num_results() != 1 || compose_operands.len() != compose_map.num_inputs() {
        return false;
    }
    *slot = None;
    canonicalize_map_and_operands(ctx, body, &mut compose_map, &mut compose_operands);
    let (cd, cs) = (compose_map.num_dims, compose_map.num_symbols);
    let (shift_d, shift_s) = (dims.len() as u32, syms.len() as u32);
    dims.extend(compose_operands[..cd as usize].iter().map(|&v| Some(v)));
    syms.extend(compose_operands[cd as usize..].iter().map(|&v| Some(v)));
    debug_assert_eq!(compose_operands.len(), (cd + cs) as usize);
    let target = if is_dim {
        AffineExprKind::Dim(pos as u32)
    } else {
        AffineExprKind::Symbol((pos - shift_d as usize) as u32)
    };
    let mut b = ir::uniqued::attributes::AffineBuilder::new();
    let results = b.import_map(map);
    let replacement = b.import_map(&compose_map)[0];
    let replacement = b.shift(replacement, shift_d, shift_s);
    let new: Vec<AffineExpr> = results
        .into_iter()
        .map(|e| b.replace_leaves(e, &mut |_, k| (k == target).then_some(replacement)))
        .collect();
    if let Ok(m) = AffineMap::new(&b, dims.len() as u32, syms.len() as u32, &new) {
        *map = m;
    }
    true
}

/// MLIR's (static) `composeAffineMapAndOperands`: folds the `affine.apply`
/// ops producing `operands` into `map` until none is left, drops the
/// operands no longer used, then canonicalizes and simplifies the map.
pub fn compose_affine_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    if operands.len() != map.num_inputs() {
        return;
    }
    if map.num_results() == 0 {
        canonicalize_map_and_operands(ctx, body, map, operands);
        *map = map.simplified();
        return;
    }
    let nd = map.num_dims as usize;
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, body, map, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
        }
        if !changed {
            break;
        }
    }
    operands.clear();
    let (mut nd, mut ns) = (0, 0);
    let mut dim_repl = Vec::with_capacity(dims.len());
    for v in &dims {
        dim_repl.push(Some(match v {
            None => AffineExprKind::Constant(0),
            Some(v) => {
                operands.push(*v);
                nd += 1;
                AffineExprKind::Dim(nd - 1)
            }
        }));
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &syms {
        sym_repl.push(Some(match v {
            None => AffineExprKind::Constant(0),
            Some(v) => {
                operands.push(*v);
                ns += 1;
                AffineExprKind::Symbol(ns - 1)
            }
        }));
    }
    *map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, nd, ns);
    canonicalize_map_and_operands(ctx, body, map, operands);
    *map = map.simplified();
}

/// MLIR's `composeSetAndOperands`: the set's constraints, seen as a map,
/// composed with the `affine.apply` ops producing its operands.
pub fn compose_set_and_operands(
    ctx: &Context,
    body: &Body,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) {
    let has_apply = operands.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| AffineApplyOp::cast(ctx, body, d).is_some())
    });
    if !has_apply {
        return;
    }
    let mut b = ir::uniqued::attributes::AffineBuilder::new();
    let exprs = b.import_set(set);
    let Ok(mut map) = AffineMap::new(&b, set.num_dims, set.num_symbols, &exprs) else {
        return;
    };
    compose_affine_map_and_operands(ctx, body, &mut map, operands);
    let mut b = ir::uniqued::attributes::AffineBuilder::new();
    let exprs = b.import_map(&map);
    let cons: Vec<(AffineExpr, bool)> = exprs
        .into_iter()
        .zip(set.constraints.iter())
        .map(|(e, &(_, eq))| (e, eq))
        .collect();
    if let Ok(s) = IntegerSet::new(&b, map.num_dims, map.num_symbols, &cons) {
        *set = s;
    }
}

/// MLIR's `makeComposedFoldedAffineApply` for a single-result `map`: the
/// known `operands` become constants of the map, the rest are composed
/// with the `affine.apply` ops defining them and canonicalized; a result
/// that is a constant or one operand comes back as it is, anything else
/// as a new `affine.apply` built at the rewriter's insertion point.
pub fn make_composed_folded_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[Ofr],
) -> Option<Ofr> {
    if map.num_results() != 1 || operands.len() != map.num_inputs() {
        return None;
    }
    let ctx = rw.ctx();
    let nd = map.num_dims as usize;
    let mut values = Vec::new();
    let (mut dims, mut syms) = (Vec::with_capacity(nd), Vec::new());
    let (mut new_dims, mut new_syms) = (0, 0);
    for (i, &o) in operands.iter().enumerate() {
        let kind = match o {
            Ofr::Static(c) => AffineExprKind::Constant(c),
            Ofr::Value(v) => {
                values.push(v);
                let counter = if i < nd { &mut new_dims } else { &mut new_syms };
                *counter += 1;
                if i < nd {
                    AffineExprKind::Dim(*counter - 1)
                } else {
                    AffineExprKind::Symbol(*counter - 1)
                }
            }
        };
        if i < nd {
            dims.push(Some(kind));
        } else {
            syms.push(Some(kind));
        }
    }
    let mut map = map.replace_dims_and_symbols(&dims, &syms, new_dims, new_syms);
    compose_affine_map_and_operands(ctx, rw.body(), &mut map, &mut values);
    let pick = |i: u32| values.get(i as usize).copied().map(Ofr::Value);
    match map.result(0) {
        AffineExprKind::Dim(d) => return pick(d),
        AffineExprKind::Symbol(s) => return pick(map.num_dims + s),
        _ => {}
    }
    let known: Vec<Option<i64>> = values
        .iter()
        .map(|&v| constant_index(ctx, rw.body(), v))
        .collect();
    if let Ok(c) = map.constant_fold(&known) {
        return c.first().copied().map(Ofr::Static);
    }
    let (index, attr) = (Type::index(ctx), Attribute::affine_map(ctx, map));
    let apply = rw.build(|b| AffineApplyOp::build(b, loc, index, &values, AffineMapAttr(attr)));
    Some(Ofr::Value(rw.body().result(apply, 0)))
}
