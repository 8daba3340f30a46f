//! The vector ops' folders, following `VectorOps.cpp` of MLIR 22.
//!
//! Each returns a value or a constant. Of the folds MLIR does in place,
//! constant position operands of `extract`/`insert` becoming static
//! positions is done ([`fold_extract_mut`], [`fold_insert_mut`], after the
//! other folds, which read a constant position operand as that static
//! entry already); chains of casts or extracts reading further up are
//! not. Poison folds are MLIR 22's: an extract
//! from a `#ub.poison` vector, an extract or insert at a static poison
//! position (-1; a constant -1 operand becomes static in place first, so
//! it is poison on the next fold, as in MLIR), and a broadcast, shape cast or
//! transpose of poison are poison.

use super::ops::*;
use super::verify::POISON;
use crate::tensor::index_list::i64_array;
use ir::prelude::*;
use ir::uniqued::types::DYNAMIC;
use ir::{AttrKind, Value};

type Consts<'c> = &'c [Option<Attribute>];

/// `#ub.poison` when `a` is, as the fold's result.
fn poison_of(ctx: &Context, a: Option<Attribute>) -> Option<OpFoldResult> {
    crate::ub::is_poison(ctx, a).then(|| OpFoldResult::Attr(crate::ub::poison(ctx)))
}

/// `#ub.poison` when a static position entry is the poison index (MLIR's
/// `foldPoisonIndexInsertExtractOp`, which reads only the static entries).
fn poison_position(ctx: &Context, statics: Attribute) -> Option<OpFoldResult> {
    i64_array(ctx, Some(statics))
        .contains(&POISON)
        .then(|| OpFoldResult::Attr(crate::ub::poison(ctx)))
}

fn ty(op: OpView<'_>, v: Value) -> Type {
    op.body.value_type(v)
}

/// A dense int-or-float constant (not a resource, not sparse).
fn dense(ctx: &Context, a: Option<Attribute>) -> Option<Attribute> {
    a.filter(|a| matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { .. }))
}

/// All elements of a dense attribute of `n` elements.
fn elements(ctx: &Context, a: Attribute, n: u64) -> Option<Vec<Attribute>> {
    (0..n).map(|i| a.dense_element(ctx, i)).collect()
}

/// The position of an extract or insert with constant operands read as
/// static entries; `None` when an entry stays dynamic or is poison.
fn static_position(
    ctx: &Context,
    statics: Attribute,
    dynamic: &[Option<Attribute>],
) -> Option<Vec<i64>> {
    let mut next = dynamic.iter();
    i64_array(ctx, Some(statics))
        .into_iter()
        .map(|p| {
            let p = if p == DYNAMIC {
                next.next()?.as_ref()?.as_i64(ctx)?
            } else {
                p
            };
            (p != POISON).then_some(p)
        })
        .collect()
}

/// The row-major offset of a (possibly partial) position in `shape`.
fn linearize(shape: &[i64], pos: &[i64]) -> Option<u64> {
    let mut flat = 0u64;
    for (i, &d) in shape.iter().enumerate() {
        let p = pos.get(i).copied().unwrap_or(0);
        if p < 0 || p >= d {
            return None;
        }
        flat = flat.checked_mul(d as u64)?.checked_add(p as u64)?;
    }
    Some(flat)
}

/// `vector.broadcast`: to its own type, and of a scalar or splat constant.
pub fn fold_broadcast(op: BroadcastOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let res = ty(op.0, op.vector());
    if ty(op.0, op.source()) == res {
        return Some(OpFoldResult::Value(op.source()));
    }
    let a = c.first().copied().flatten()?;
    let value = match a.kind(ctx) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } => {
            (a.typed_value_type(ctx) == res.element_type(ctx)).then_some(a)?
        }
        _ if dense(ctx, Some(a)).is_some() && a.dense_is_splat(ctx) => a.dense_element(ctx, 0)?,
        _ => return poison_of(ctx, Some(a)),
    };
    Attribute::dense_elements(ctx, res, &[value])
        .ok()
        .map(OpFoldResult::Attr)
}

/// MLIR's `extractInsertFoldConstantOp`: each dynamic position operand
/// that is a constant in bounds (or -1, the poison index) becomes a static
/// entry, in place; the position operands start at operand `first`.
/// Whether the op changed.
fn static_constant_positions(
    op: &mut ir::OpViewMut<'_>,
    c: Consts<'_>,
    first: usize,
    shape: &[i64],
) -> bool {
    let ctx = op.ctx;
    let Some(statics) = op.view().property("static_position") else {
        return false;
    };
    let mut statics = i64_array(ctx, Some(statics));
    let mut operands: Vec<Value> = op.body.operands(op.op).collect();
    let dynamic = operands.split_off(first);
    let mut kept = Vec::with_capacity(dynamic.len());
    let mut changed = false;
    let mut next = 0;
    for (i, p) in statics.iter_mut().enumerate() {
        if *p != DYNAMIC {
            continue;
        }
        let (Some(&v), Some(&d)) = (dynamic.get(next), shape.get(i)) else {
            return false;
        };
        let value = c
            .get(first + next)
            .copied()
            .flatten()
            .and_then(|a| match a.kind(ctx) {
                AttrKind::Integer { .. } => a.as_i64(ctx),
                _ => None,
            });
        next += 1;
        match value {
            Some(k) if (POISON..d).contains(&k) => {
                *p = k;
                changed = true;
            }
            _ => kept.push(v),
        }
    }
    if changed {
        let Some(attr) = crate::static_values::i64_array(ctx, &statics) else {
            return false;
        };
        operands.extend(kept);
        op.set_property("static_position", Some(attr.0));
        op.body.set_operands(op.op, &operands);
    }
    changed
}

/// The fold `folded` when there is one, else the in-place fold of
/// [`static_constant_positions`] for the op whose vector operand is
/// operand `vector` (its positions follow it).
fn fold_or_static_positions(
    mut op: ir::OpViewMut<'_>,
    c: Consts<'_>,
    out: &mut FoldResults,
    folded: Option<OpFoldResult>,
    vector: usize,
) -> FoldOutcome {
    if let Some(r) = folded {
        out.push(r);
        return FoldOutcome::Success;
    }
    let v = op.view().operand(vector);
    let shape = op
        .body
        .value_type(v)
        .shape(op.ctx)
        .unwrap_or_default()
        .to_vec();
    FoldOutcome::in_place(static_constant_positions(&mut op, c, vector + 1, &shape))
}

/// `vector.extract`, MLIR's fold: the folds of [`fold_extract`], else
/// constant position operands made static in place.
pub fn fold_extract_mut(
    op: ir::OpViewMut<'_>,
    c: Consts<'_>,
    out: &mut FoldResults,
) -> FoldOutcome {
    let folded = ExtractOp::cast(op.ctx, op.body, op.op).and_then(|x| fold_extract(x, c));
    fold_or_static_positions(op, c, out, folded, 0)
}

/// `vector.insert`, MLIR's fold: the folds of [`fold_insert`], else
/// constant position operands made static in place.
pub fn fold_insert_mut(op: ir::OpViewMut<'_>, c: Consts<'_>, out: &mut FoldResults) -> FoldOutcome {
    let folded = InsertOp::cast(op.ctx, op.body, op.op).and_then(|x| fold_insert(x, c));
    fold_or_static_positions(op, c, out, folded, 1)
}

/// `vector.extract`: an empty position; of a splat or dense constant; of
/// a `vector.insert` at the same position; of a broadcast scalar; of a
/// `vector.from_elements`.
pub fn fold_extract(op: ExtractOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    let statics = op.static_position().0;
    if i64_array(ctx, Some(statics)).is_empty() && src == res {
        return Some(OpFoldResult::Value(op.source()));
    }
    if let Some(p) = poison_of(ctx, c.first().copied().flatten()) {
        return Some(p);
    }
    if let Some(p) = poison_position(ctx, statics) {
        return Some(p);
    }
    let pos = static_position(ctx, statics, &c[1..]);
    if let Some(a) = dense(ctx, c.first().copied().flatten()) {
        if a.dense_is_splat(ctx) {
            let v = a.dense_element(ctx, 0)?;
            return if res.is_vector(ctx) {
                Attribute::dense_elements(ctx, res, &[v])
                    .ok()
                    .map(OpFoldResult::Attr)
            } else {
                Some(OpFoldResult::Attr(v))
            };
        }
        if let Some(pos) = &pos
            && !src.is_scalable_vector(ctx)
        {
            let start = linearize(src.shape(ctx)?, pos)?;
            if res.is_vector(ctx) {
                let n = res.num_elements(ctx)? as u64;
                let values: Option<Vec<Attribute>> = (start..start + n)
                    .map(|i| a.dense_element(ctx, i))
                    .collect();
                return Attribute::dense_elements(ctx, res, &values?)
                    .ok()
                    .map(OpFoldResult::Attr);
            }
            return a.dense_element(ctx, start).map(OpFoldResult::Attr);
        }
    }
    if let Some(v) = pos.as_deref().and_then(|p| from_insert_chain(op, p)) {
        return Some(OpFoldResult::Value(v));
    }
    let def = op.body.defining_op(op.source())?;
    let def_view = OpView::new(ctx, op.body, def);
    if let Some(b) = BroadcastOp::from_view(def_view) {
        return (ty(op.0, b.source()) == res).then(|| OpFoldResult::Value(b.source()));
    }
    let from = FromElementsOp::from_view(def_view)?;
    let pos = pos?;
    if src.is_scalable_vector(ctx) || Some(res) != src.element_type(ctx) {
        return None;
    }
    let flat = linearize(src.shape(ctx)?, &pos)?;
    from.elements().nth(flat as usize).map(OpFoldResult::Value)
}

/// The value stored at `pos` by a chain of `vector.insert`s with static
/// positions above the extract: inserts at disjoint positions are passed
/// by, an insert at `pos` itself gives its value (MLIR's
/// `ExtractFromInsertTransposeChainState`, for whole-value matches; where
/// MLIR would read the chain's source in place, nothing folds).
fn from_insert_chain(op: ExtractOp<'_>, pos: &[i64]) -> Option<Value> {
    let (ctx, body) = (op.ctx, op.body);
    let res = ty(op.0, op.result());
    let mut src = op.source();
    loop {
        let insert = InsertOp::cast(ctx, body, body.defining_op(src)?)?;
        if insert.dynamic_position().len() != 0 {
            return None;
        }
        let at = i64_array(ctx, Some(insert.static_position().0));
        let k = at.len().min(pos.len());
        if at[..k] != pos[..k] {
            src = insert.dest();
            continue;
        }
        let v = insert.value_to_store();
        return (at.len() == pos.len() && ty(op.0, v) == res).then_some(v);
    }
}

/// `vector.insert`: an empty position, and of a constant into a dense
/// constant at a static position.
pub fn fold_insert(op: InsertOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (src, dest) = (ty(op.0, op.value_to_store()), ty(op.0, op.dest()));
    let statics = op.static_position().0;
    if i64_array(ctx, Some(statics)).is_empty() && src == dest {
        return Some(OpFoldResult::Value(op.value_to_store()));
    }
    if let Some(p) = poison_position(ctx, statics) {
        return Some(p);
    }
    let pos = static_position(ctx, statics, &c[2..])?;
    let d = dense(ctx, c.get(1).copied().flatten())?;
    let value = c.first().copied().flatten()?;
    if dest.is_scalable_vector(ctx) {
        return None;
    }
    let n = dest.num_elements(ctx)? as u64;
    // MLIR's `vectorSizeFoldThreshold`: no large constants unless the
    // result has one use.
    let uses = op.body.uses(op.result()).count();
    if n > 256 && uses != 1 {
        return None;
    }
    let start = linearize(dest.shape(ctx)?, &pos)? as usize;
    let inserted = match dense(ctx, Some(value)) {
        Some(v) => elements(ctx, v, v.dense_num_elements(ctx)?)?,
        None => vec![value],
    };
    let mut all = elements(ctx, d, n)?;
    all.get_mut(start..start + inserted.len())?
        .copy_from_slice(&inserted);
    Attribute::dense_elements(ctx, dest, &all)
        .ok()
        .map(OpFoldResult::Attr)
}

/// `vector.from_elements` of integer, index or float constants is a dense
/// constant (of poison elements nothing: MLIR makes poison of equal
/// elements through its broadcast pattern, not a fold).
pub fn fold_from_elements(op: FromElementsOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let res = ty(op.0, op.dest());
    let elem = res.element_type(ctx)?;
    if !(elem.is_int_or_index(ctx) || elem.is_float(ctx)) {
        return None;
    }
    let values: Option<Vec<Attribute>> = c.iter().copied().collect();
    Attribute::dense_elements(ctx, res, &values?)
        .ok()
        .map(OpFoldResult::Attr)
}

/// `vector.shape_cast`: to its own type, of a broadcast from the result
/// type, and of a dense constant.
pub fn fold_shape_cast(op: ShapeCastOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let res = ty(op.0, op.result());
    if ty(op.0, op.source()) == res {
        return Some(OpFoldResult::Value(op.source()));
    }
    if let Some(def) = op.body.defining_op(op.source())
        && let Some(b) = BroadcastOp::cast(ctx, op.body, def)
        && ty(op.0, b.source()) == res
    {
        return Some(OpFoldResult::Value(b.source()));
    }
    if let Some(p) = poison_of(ctx, c.first().copied().flatten()) {
        return Some(p);
    }
    reshape(ctx, dense(ctx, c.first().copied().flatten())?, res)
}

/// A dense constant's elements with type `to`.
fn reshape(ctx: &Context, a: Attribute, to: Type) -> Option<OpFoldResult> {
    let values = if a.dense_is_splat(ctx) {
        vec![a.dense_element(ctx, 0)?]
    } else {
        elements(ctx, a, a.dense_num_elements(ctx)?)?
    };
    Attribute::dense_elements(ctx, to, &values)
        .ok()
        .map(OpFoldResult::Attr)
}

/// `vector.transpose`: of a splat constant, and one that moves no element
/// (MLIR's `isOrderPreserving`).
pub fn fold_transpose(op: TransposeOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.vector()), ty(op.0, op.result()));
    if let Some(p) = poison_of(ctx, c.first().copied().flatten()) {
        return Some(p);
    }
    if let Some(a) = dense(ctx, c.first().copied().flatten())
        && a.dense_is_splat(ctx)
    {
        return reshape(ctx, a, res);
    }
    if src != res {
        return None;
    }
    let shape = src.shape(ctx)?;
    let scalable = src.scalable_dims(ctx).unwrap_or_default();
    let mut current = 0;
    for p in i64_array(ctx, Some(op.permutation().0)) {
        let p = usize::try_from(p).ok()?;
        if *shape.get(p)? != 1 || scalable.get(p).copied().unwrap_or(false) {
            if p < current {
                return None;
            }
            current = p;
        }
    }
    Some(OpFoldResult::Value(op.vector()))
}

/// `vector.bitcast`: to its own type, and of a bitcast from the result
/// type.
pub fn fold_bitcast(op: BitCastOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let res = ty(op.0, op.result());
    if ty(op.0, op.source()) == res {
        return Some(OpFoldResult::Value(op.source()));
    }
    let def = op.body.defining_op(op.source())?;
    let other = BitCastOp::cast(op.ctx, op.body, def)?;
    (ty(op.0, other.source()) == res).then(|| OpFoldResult::Value(other.source()))
}
