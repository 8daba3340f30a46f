//! Folds of the memref ops (MLIR 22's `fold` methods: those that yield a
//! value or a constant, and the `fold_mut` ones that may also make a
//! consumer of a `memref.cast` read the cast's source) and their interface models: the view source of each
//! view-like op, `memref.dim`'s speculatability, `memref.get_global`'s
//! symbol check and `memref.extract_strided_metadata`'s result types.

use super::ops::*;
use super::verify::{memref_rank_reduction_mask, quoted, subview_mixed};
use ir::OpViewMut;
use ir::prelude::*;
use ir::semantics::symbols::SymbolTableCollection;
use ir::uniqued::types::DYNAMIC;

fn index_attr(ctx: &Context, v: i64) -> Option<OpFoldResult> {
    Attribute::integer(ctx, Type::index(ctx), v)
        .ok()
        .map(OpFoldResult::Attr)
}

/// The operand giving the size of result dimension `dim` of a memref
/// whose dynamic sizes are `sizes`, one per dynamic dimension of `t`.
fn dynamic_size(ctx: &Context, t: Type, dim: usize, sizes: &[Value]) -> Option<Value> {
    let shape = t.shape(ctx)?;
    let k = shape[..dim].iter().filter(|&&d| d == DYNAMIC).count();
    sizes.get(k).copied()
}

/// `memref.dim` (MLIR's `DimOp::fold`): a static size or the size
/// operand that made the memref (`dim_value`), else the source of a
/// `memref.cast` in place (`dim_in_place`).
pub fn fold_dim(
    mut op: OpViewMut<'_>,
    constants: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    let value = DimOp::cast(op.ctx, op.body, op.op).and_then(|d| dim_value(d, constants));
    if let Some(v) = value {
        results.push(v);
        return FoldOutcome::Success;
    }
    FoldOutcome::in_place(dim_in_place(&mut op, constants))
}

/// A static size, or the size operand of the `alloc`, `alloca`, `view` or
/// `subview` that made the memref.
fn dim_value(op: DimOp<'_>, constants: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let (ctx, body) = (op.ctx, op.body);
    let index = constants.get(1).copied().flatten()?.as_i64(ctx)?;
    let t = body.value_type(op.source());
    let rank = t.shape(ctx)?.len() as i64;
    if !(0..rank).contains(&index) {
        return None;
    }
    let dim = index as usize;
    if !t.is_dynamic_dim(ctx, dim) {
        return index_attr(ctx, t.dim_size(ctx, dim)?);
    }
    let def = body.defining_op(op.source())?;
    let sizes: Vec<Value> = if let Some(a) = AllocOp::cast(ctx, body, def) {
        a.dynamic_sizes().collect()
    } else if let Some(a) = AllocaOp::cast(ctx, body, def) {
        a.dynamic_sizes().collect()
    } else if let Some(v) = ViewOp::cast(ctx, body, def) {
        v.sizes().collect()
    } else if let Some(s) = SubViewOp::cast(ctx, body, def) {
        return subview_size(s, dim).map(OpFoldResult::Value);
    } else {
        return None;
    };
    dynamic_size(ctx, t, dim, &sizes).map(OpFoldResult::Value)
}

/// The dynamic size operand of a subview for result dimension `dim`.
fn subview_size(s: SubViewOp<'_>, dim: usize) -> Option<Value> {
    let ctx = s.ctx;
    let m = subview_mixed(s);
    let (src, res) = (s.body.value_type(s.source()), s.body.value_type(s.result()));
    let dropped = memref_rank_reduction_mask(ctx, src, res, &m.sizes)?;
    let source_dim = (0..dropped.len()).filter(|&i| !dropped[i]).nth(dim)?;
    if m.sizes.get(source_dim) != Some(&DYNAMIC) {
        return None;
    }
    let k = m.sizes[..source_dim]
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    s.sizes().nth(k)
}

/// `memref.rank` of a ranked memref.
pub fn fold_rank(op: RankOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let rank = op.body.value_type(op.memref()).rank(op.ctx)?;
    index_attr(op.ctx, rank as i64)
}

fn static_layout(ctx: &Context, t: Type) -> bool {
    match t.memref_layout(ctx).and_then(|l| l.as_strided_layout(ctx)) {
        Some(s) => s.offset != DYNAMIC && !s.strides.contains(&DYNAMIC),
        None => true,
    }
}

/// `memref.subview` that changes nothing (same static type), or a
/// no-op subview of a subview of the same sizes.
pub fn fold_subview(op: SubViewOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let (ctx, body) = (op.ctx, op.body);
    let (src, res) = (body.value_type(op.source()), body.value_type(op.result()));
    if src == res && res.has_static_shape(ctx) && static_layout(ctx, res) {
        return Some(OpFoldResult::Value(op.source()));
    }
    let inner = SubViewOp::cast(ctx, body, body.defining_op(op.source())?)?;
    let m = subview_mixed(op);
    let n = subview_mixed(inner);
    let same_sizes = m.sizes == n.sizes && op.sizes().eq(inner.sizes());
    let zero = m.offsets.iter().all(|&o| o == 0);
    let one = m.strides.iter().all(|&s| s == 1);
    (zero && one && same_sizes && src == res).then_some(OpFoldResult::Value(op.source()))
}

/// `memref.reinterpret_cast` to the source's own static type at offset 0.
pub fn fold_reinterpret_cast(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    // MLIR reads through the previous cast first, in place.
    if let Some(prev) = reinterpret_prev_source(op.view()) {
        op.set_operand(0, prev);
        return FoldOutcome::Success;
    }
    match ReinterpretCastOp::cast(op.ctx, op.body, op.op).and_then(reinterpret_cast_value) {
        Some(v) => {
            results.push(v);
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// A `reinterpret_cast` to its own static type at offset zero is its source.
fn reinterpret_cast_value(op: ReinterpretCastOp<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (src, res) = (
        op.body.value_type(op.source()),
        op.body.value_type(op.result()),
    );
    let zero = super::syntax::i64_values(ctx, op.static_offsets().0).first() == Some(&0);
    (res.has_static_shape(ctx) && src == res && zero).then_some(OpFoldResult::Value(op.source()))
}

/// `memref.extract_strided_metadata`'s results: a rank-0 memref of the
/// source's element type and memory space, then `2 + 2 * rank` indices.
pub fn infer_strided_metadata(ctx: &Context, operands: &[Type], _: Attribute) -> Option<Vec<Type>> {
    let src = *operands.first()?;
    let rank = src.rank(ctx).filter(|_| src.is_memref(ctx))?;
    let base = Type::memref(
        ctx,
        &[],
        src.element_type(ctx)?,
        None,
        src.memory_space(ctx),
    )
    .ok()?;
    let mut types = vec![base];
    types.extend(std::iter::repeat_n(Type::index(ctx), 1 + 2 * rank));
    Some(types)
}

macro_rules! view_like {
    ($($op:ident => $source:ident, $dest:ident;)*) => {$(
        impl ViewLikeOpInterface for $op<'_> {
            fn view_source(&self) -> Value {
                self.$source()
            }
            fn view_dest(&self) -> Value {
                self.$dest()
            }
        }
    )*};
}

view_like! {
    CastOp => source, dest;
    SubViewOp => source, result;
    ViewOp => source, result;
    ReinterpretCastOp => source, result;
    ExtractStridedMetadataOp => source, base_buffer;
    AssumeAlignmentOp => memref, result;
    MemorySpaceCastOp => source, dest;
    ReshapeOp => source, result;
}

/// MLIR's `DimOp::getSpeculatability`: a constant index within the rank
/// of a ranked memref.
impl ConditionallySpeculatable for DimOp<'_> {
    fn speculatability(&self) -> Speculatability {
        let ctx = self.ctx;
        let index = self
            .body
            .defining_op(self.index())
            .filter(|&d| self.body.op_name(d).as_str(ctx) == "arith.constant")
            .and_then(|d| OpView::new(ctx, self.body, d).property("value"))
            .and_then(|a| a.as_i64(ctx));
        let rank = self.body.value_type(self.source()).rank(ctx);
        match (index, rank) {
            (Some(i), Some(r)) if i >= 0 && (i as usize) < r => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// `memref.get_global` names a `memref.global` of its result type.
impl SymbolUserOpInterface for GetGlobalOp<'_> {
    fn verify_symbol_uses(
        &self,
        at: &ir::OpCursor<'_>,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = self.name();
        let global = tables
            .lookup_nearest_symbol_from(ctx, at, name.0)
            .filter(|g| g.body().op_name(g.op()).as_str(ctx) == GlobalOp::NAME);
        let Some(global) = global else {
            return Err(self.emit_op_error(format!(
                "'{}' does not reference a valid global memref",
                ctx.str(name.name(ctx))
            )));
        };
        let gt = GlobalOp::cast(ctx, global.body(), global.op())
            .and_then(|g| g.try_global_type())
            .map(|t| t.value(ctx));
        let rt = self.body.value_type(self.result());
        if gt != Some(rt) {
            let gt = gt.map_or_else(String::new, |t| quoted(ctx, t));
            return Err(self.emit_op_error(format!(
                "result type {} does not match type {gt} of the global memref @{}",
                quoted(ctx, rt),
                ctx.str(name.name(ctx))
            )));
        }
        Ok(())
    }
}

/// MLIR's `foldMemRefCast`: each operand made by a `memref.cast` of a
/// ranked memref reads the cast's source instead; `inner` (a stored
/// value) is left alone. `true` when an operand changed.
pub fn fold_memref_cast(op: &mut OpViewMut<'_>, inner: Option<Value>) -> bool {
    let ctx = op.ctx;
    let mut folded = false;
    for i in 0..op.body.num_operands(op.op) {
        let v = op.body.operand(op.op, i);
        let source = op
            .body
            .defining_op(v)
            .and_then(|d| CastOp::cast(ctx, op.body, d))
            .map(|c| c.source())
            .filter(|&s| {
                Some(v) != inner
                    && !matches!(
                        op.body.value_type(s).kind(ctx),
                        ir::TypeKind::UnrankedMemRef { .. }
                    )
            });
        if let Some(s) = source {
            op.set_operand(i, s);
            folded = true;
        }
    }
    folded
}

/// `store(v, cast(x))` writes `x`.
pub fn fold_store_in_place(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldResults,
) -> FoldOutcome {
    let value = op.body.operand(op.op, 0);
    FoldOutcome::in_place(fold_memref_cast(&mut op, Some(value)))
}

/// `load(cast(x))` reads `x`, `dealloc(cast(x))` frees `x`, `cast(cast(x))`
/// casts `x`.
pub fn fold_operands_of_casts(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldResults,
) -> FoldOutcome {
    FoldOutcome::in_place(fold_memref_cast(&mut op, None))
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided
/// memrefs of one element type and rank that only makes sizes, offset
/// or strides more dynamic.
pub fn can_fold_into_consumer(ctx: &Context, source: Type, result: Type) -> bool {
    let (Some(ss), Some(rs)) = (source.shape(ctx), result.shape(ctx)) else {
        return false;
    };
    if !source.is_memref(ctx) || !result.is_memref(ctx) {
        return false;
    }
    if source.element_type(ctx) != result.element_type(ctx) || ss.len() != rs.len() {
        return false;
    }
    let (Some((sst, so)), Some((rst, ro))) = (
        source.strides_and_offset(ctx),
        result.strides_and_offset(ctx),
    ) else {
        return false;
    };
    let more_static = |s: i64, r: i64| s != r && s == DYNAMIC && r != DYNAMIC;
    !(ss.iter().zip(rs).any(|(&s, &r)| more_static(s, r))
        || more_static(so, ro)
        || sst.iter().zip(&rst).any(|(&s, &r)| more_static(s, r)))
}

/// MLIR's `FoldCopyOfCast`: the first operand made by a cast that only
/// makes the type more dynamic reads the cast's source.
pub fn fold_copy_in_place(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldResults,
) -> FoldOutcome {
    FoldOutcome::in_place(copy_of_cast(&mut op))
}

/// [`fold_copy_in_place`]: `true` when an operand changed.
fn copy_of_cast(op: &mut OpViewMut<'_>) -> bool {
    let ctx = op.ctx;
    for i in 0..op.body.num_operands(op.op) {
        let v = op.body.operand(op.op, i);
        let Some(cast) = op
            .body
            .defining_op(v)
            .and_then(|d| CastOp::cast(ctx, op.body, d))
        else {
            continue;
        };
        let (s, r) = (
            op.body.value_type(cast.source()),
            op.body.value_type(cast.dest()),
        );
        if can_fold_into_consumer(ctx, s, r) {
            let source = cast.source();
            op.set_operand(i, source);
            return true;
        }
    }
    false
}

/// `dim(cast(x))` reads `x`, when the dim is otherwise unfoldable: a
/// constant in-bounds index of a dynamic dimension not made by `alloc`,
/// `alloca`, `view` or `subview` (MLIR's order in `DimOp::fold`).
fn dim_in_place(op: &mut OpViewMut<'_>, constants: &[Option<Attribute>]) -> bool {
    let ctx = op.ctx;
    let view = op.view();
    let Some(dim) = DimOp::cast(ctx, view.body, view.op) else {
        return false;
    };
    let t = view.body.value_type(dim.source());
    let index = constants
        .get(1)
        .copied()
        .flatten()
        .and_then(|a| a.as_i64(ctx));
    let Some(rank) = t.shape(ctx).map(<[i64]>::len).filter(|_| t.is_memref(ctx)) else {
        return false;
    };
    let Some(i) = index.filter(|&i| i >= 0 && (i as usize) < rank) else {
        return false;
    };
    if !t.is_dynamic_dim(ctx, i as usize) {
        return false;
    }
    let made_by_sized = view.body.defining_op(dim.source()).is_some_and(|d| {
        let name = view.body.op_name(d).as_str(ctx);
        [AllocOp::NAME, AllocaOp::NAME, ViewOp::NAME, SubViewOp::NAME].contains(&name)
    });
    !made_by_sized && fold_memref_cast(op, None)
}

/// The source a `reinterpret_cast` reads through in place, if any: that of
/// a `reinterpret_cast`, a `cast`, or a subview at zero offsets (MLIR's
/// `getPrevSrc`).
fn reinterpret_prev_source(view: OpView<'_>) -> Option<Value> {
    let (ctx, body) = (view.ctx, view.body);
    let def = body.defining_op(body.operand(view.op, 0))?;
    if let Some(r) = ReinterpretCastOp::cast(ctx, body, def) {
        return Some(r.source());
    }
    if let Some(c) = CastOp::cast(ctx, body, def) {
        return Some(c.source());
    }
    let s = SubViewOp::cast(ctx, body, def)?;
    let zero = subview_mixed(s).offsets.iter().all(|&o| o == 0);
    zero.then(|| s.source())
}

/// The fold MLIR's `CastOpInterface` brings (`foldCastInterfaceOp`): a
/// cast whose operand types are its result types is its operands. As a
/// trait, it runs after the op's own folds, also after an in-place one.
#[derive(Debug)]
pub struct CastIdentityFold;

impl ir::semantics::traits::OpTrait for CastIdentityFold {
    const ID: ir::semantics::traits::TraitId =
        ir::semantics::traits::TraitId::custom("memref::CastIdentityFold");
    const FOLD: Option<ir::semantics::fold::FoldFn> = Some(fold_identity_cast);
}

fn fold_identity_cast(
    _: &Context,
    body: &mut Body,
    op: Operation,
    _: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    let operands: Vec<Value> = body.operands(op).collect();
    let same = !operands.is_empty()
        && operands.len() == body.num_results(op)
        && operands
            .iter()
            .enumerate()
            .all(|(i, &v)| body.value_type(v) == body.value_type(body.result(op, i)));
    if !same {
        return FoldOutcome::Failure;
    }
    results.extend(operands.into_iter().map(OpFoldResult::Value));
    FoldOutcome::Success
}

/// `assume_alignment(assume_alignment(x, a), a)` is the inner one.
pub fn fold_assume_alignment(
    op: AssumeAlignmentOp<'_>,
    _: &[Option<Attribute>],
) -> Option<OpFoldResult> {
    let inner = AssumeAlignmentOp::cast(op.ctx, op.body, op.body.defining_op(op.memref())?)?;
    (inner.alignment() == op.alignment()).then_some(OpFoldResult::Value(op.memref()))
}

/// `memory_space_cast(memory_space_cast(v))` casts `v`.
pub fn fold_memory_space_cast_in_place(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    let v = op.body.operand(op.op, 0);
    let Some(inner) = op
        .body
        .defining_op(v)
        .and_then(|d| MemorySpaceCastOp::cast(ctx, op.body, d))
    else {
        return FoldOutcome::Failure;
    };
    let source = inner.source();
    op.set_operand(0, source);
    FoldOutcome::Success
}

/// `memref.extract_strided_metadata` (MLIR's `ExtractStridedMetadataOp::fold`):
/// each used offset, size or stride result that the source type knows
/// statically is replaced by an `index` constant made right before the
/// op, and a `memref.cast` from a ranked memref is read through, in
/// place. Like MLIR's, the constants are made with a plain builder; the
/// driver meets them on its next pass.
pub fn fold_extract_strided_metadata(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    _: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    let view = op.view();
    let Some(meta) = ExtractStridedMetadataOp::cast(ctx, view.body, view.op) else {
        return FoldOutcome::Failure;
    };
    let src = view.body.value_type(meta.source());
    let (Some((strides, offset)), Some(shape)) = (src.strides_and_offset(ctx), src.shape(ctx))
    else {
        return FoldOutcome::Failure;
    };
    let mut known: Vec<(Value, i64)> = vec![(meta.offset(), offset)];
    known.extend(meta.sizes().zip(shape.iter().copied()));
    known.extend(meta.strides().zip(strides));
    let known: Vec<(Value, i64)> = known
        .into_iter()
        .filter(|&(v, c)| c != DYNAMIC && view.body.uses(v).next().is_some())
        .collect();
    let cast_source = view
        .body
        .defining_op(meta.source())
        .and_then(|d| CastOp::cast(ctx, view.body, d))
        .map(|c| c.source())
        .filter(|&s| view.body.value_type(s).rank(ctx).is_some());
    let (loc, at) = (view.body.op_loc(view.op), view.op);
    let index = Type::index(ctx);
    for (v, c) in &known {
        let Ok(attr) = Attribute::integer(ctx, index, *c) else {
            continue;
        };
        let mut b = ir::OpBuilder::new(ctx, op.body);
        b.set_insertion_point(Some(ir::InsertPoint::Before(at)));
        let k = crate::arith::ConstantOp::build(&mut b, loc, index, TypedAttr(attr));
        let k = op.body.result(k, 0);
        op.body.replace_all_uses_with(*v, k);
    }
    if let Some(s) = cast_source {
        op.set_operand(0, s);
    }
    FoldOutcome::in_place(!known.is_empty() || cast_source.is_some())
}
