//! The verifiers of the memref ops, with MLIR 22's messages (some are
//! op errors, `'memref.x' op ...`; others plain errors at the op, as
//! upstream's `emitError` makes them), and the checks of MLIR's
//! `OffsetSizeAndStrideOpInterface` shared by `subview` and
//! `reinterpret_cast`.
//!
//! The subview checks follow `SubViewOp::verify`: the result type is
//! inferred from the source's strides and the static offsets, sizes and
//! strides, then compared with the written one allowing dropped unit
//! dimensions (MLIR's `isRankReducedType` and
//! `computeMemRefRankReductionMask`), and a static slice must stay in
//! bounds.

use super::ops::*;
use crate::tensor::index_list::i64_array_into;
use ir::prelude::*;
use ir::semantics::traits::AutomaticAllocationScope;
use ir::uniqued::types::DYNAMIC;
use smallvec::SmallVec;

/// A type quoted as MLIR streams it into a diagnostic.
pub(crate) fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", t.display(ctx))
}

fn alloc_like(
    view: OpView<'_>,
    memref: Value,
    sizes: usize,
    symbols: usize,
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let t = view.body.value_type(memref);
    let dynamic = t.num_dynamic_dims(ctx);
    if sizes != dynamic {
        return Err(view.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        )));
    }
    let expected = t
        .memref_layout(ctx)
        .and_then(|l| l.as_affine_map(ctx))
        .map_or(0, |m| m.num_symbols as usize);
    if symbols != expected {
        return Err(view.emit_op_error(format!(
            "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
        )));
    }
    Ok(())
}

/// `memref.alloc`: one size per dynamic dimension, one value per symbol.
pub fn verify_alloc(op: AllocOp<'_>) -> Result<(), Diagnostic> {
    alloc_like(
        op.0,
        op.memref(),
        op.dynamic_sizes().len(),
        op.symbol_operands().len(),
    )
}

/// `memref.alloca`: as `alloc`, inside an `AutomaticAllocationScope`.
/// Ancestors are looked up within the op's isolated body and its owner
/// (a function): the owner's own ancestors are not visible from here.
pub fn verify_alloca(op: AllocaOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let (ctx, body) = (view.ctx, view.body);
    let mut cur = body.parent_op(view.op);
    let mut scoped = false;
    while let Some(p) = cur {
        if ctx
            .op_info(body.op_name(p))
            .is_some_and(|i| i.has_trait::<AutomaticAllocationScope>())
        {
            scoped = true;
            break;
        }
        cur = body.parent_op(p);
    }
    if !scoped {
        scoped = body
            .parent_op_name(view.op)
            .filter(|_| cur.is_none())
            .and_then(|_| body.owner_name())
            .and_then(|n| ctx.op_info(n))
            .is_some_and(|i| i.has_trait::<AutomaticAllocationScope>());
    }
    if !scoped {
        return Err(
            view.emit_op_error("requires an ancestor op with AutomaticAllocationScope trait")
        );
    }
    alloc_like(
        view,
        op.memref(),
        op.dynamic_sizes().len(),
        op.symbol_operands().len(),
    )
}

/// `memref.load`: one index per dimension.
pub fn verify_load(op: LoadOp<'_>) -> Result<(), Diagnostic> {
    let rank = op.body.value_type(op.memref()).rank(op.ctx).unwrap_or(0);
    let n = op.indices().len();
    if n != rank {
        return Err(op.emit_op_error(format!(
            "incorrect number of indices for load, expected {rank} but got {n}"
        )));
    }
    Ok(())
}

/// `memref.store`: one index per dimension.
pub fn verify_store(op: StoreOp<'_>) -> Result<(), Diagnostic> {
    let rank = op.body.value_type(op.memref()).rank(op.ctx).unwrap_or(0);
    if op.indices().len() != rank {
        return Err(op.emit_op_error("store index operand count not equal to memref rank"));
    }
    Ok(())
}

/// MLIR's `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    use ir::TypeKind::{MemRef, UnrankedMemRef};
    match (a.kind(ctx), b.kind(ctx)) {
        (MemRef { .. }, MemRef { .. }) => {
            if a.element_type(ctx) != b.element_type(ctx) {
                return false;
            }
            if a.memref_layout(ctx) != b.memref_layout(ctx) {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (a.strides_and_offset(ctx), b.strides_and_offset(ctx))
                else {
                    return false;
                };
                let fits = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if sa.len() != sb.len()
                    || !fits(oa, ob)
                    || !sa.iter().zip(&sb).all(|(&x, &y)| fits(x, y))
                {
                    return false;
                }
            }
            if a.memory_space(ctx) != b.memory_space(ctx) {
                return false;
            }
            let (da, db) = (a.shape(ctx).unwrap_or(&[]), b.shape(ctx).unwrap_or(&[]));
            da.len() == db.len()
                && da
                    .iter()
                    .zip(db)
                    .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        (UnrankedMemRef { .. }, UnrankedMemRef { .. }) => false,
        (MemRef { .. } | UnrankedMemRef { .. }, MemRef { .. } | UnrankedMemRef { .. }) => {
            a.element_type(ctx) == b.element_type(ctx) && a.memory_space(ctx) == b.memory_space(ctx)
        }
        _ => false,
    }
}

/// MLIR's `CastOpInterface` verifier: `compatible` holds for the
/// operand and result types.
fn verify_cast_like(
    view: OpView<'_>,
    compatible: fn(&Context, Type, Type) -> bool,
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let (a, b) = (
        view.body.value_type(view.operand(0)),
        view.body.value_type(view.result(0)),
    );
    if !compatible(ctx, a, b) {
        return Err(view.emit_op_error(format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, a),
            quoted(ctx, b)
        )));
    }
    Ok(())
}

/// `memref.cast`: the `CastOpInterface` check, run before the shape
/// trait as MLIR orders them.
pub fn verify_cast(op: CastOp<'_>) -> Result<(), Diagnostic> {
    verify_cast_like(op.0, cast_compatible)
}

/// `memref.reshape` (MLIR's `ReshapeOp::verify`): one element type,
/// identity layouts on ranked memrefs, and for a ranked result a shape
/// of static length equal to its rank.
pub fn verify_reshape(op: ReshapeOp<'_>) -> Result<(), Diagnostic> {
    let (ctx, body) = (op.ctx, op.body);
    let (source, result) = (body.value_type(op.source()), body.value_type(op.result()));
    if source.element_type(ctx) != result.element_type(ctx) {
        return Err(op.emit_op_error(
            "element types of source and destination memref types should be the same",
        ));
    }
    let ranked = |t: Type| t.rank(ctx).is_some();
    if ranked(source) && !source.has_identity_layout(ctx) {
        return Err(op.emit_op_error("source memref type should have identity affine map"));
    }
    if !ranked(result) {
        return Ok(());
    }
    if !result.has_identity_layout(ctx) {
        return Err(op.emit_op_error("result memref type should have identity affine map"));
    }
    let length = body
        .value_type(op.shape())
        .shape(ctx)
        .and_then(|s| s.first().copied());
    match length {
        Some(DYNAMIC) => Err(op.emit_op_error(
            "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
        )),
        Some(n) if Some(n) != result.rank(ctx).and_then(|r| i64::try_from(r).ok()) => Err(
            op.emit_op_error("length of shape operand differs from the result's memref rank"),
        ),
        _ => Ok(()),
    }
}

/// `memref.view`: identity layouts, one memory space, one size per
/// dynamic dimension.
pub fn verify_view(op: ViewOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (base, result) = (
        op.body.value_type(op.source()),
        op.body.value_type(op.result()),
    );
    let plain = |m: String| Err(Diagnostic::error(op.loc(), m));
    if !base.has_identity_layout(ctx) {
        return plain(format!(
            "unsupported map for base memref type {}",
            quoted(ctx, base)
        ));
    }
    if !result.has_identity_layout(ctx) {
        return plain(format!(
            "unsupported map for result memref type {}",
            quoted(ctx, result)
        ));
    }
    if base.memory_space(ctx) != result.memory_space(ctx) {
        return plain(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            quoted(ctx, base),
            quoted(ctx, result)
        ));
    }
    let (has, expected) = (op.sizes().len(), result.num_dynamic_dims(ctx));
    if has != expected {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {has}, expected {expected}"
        )));
    }
    Ok(())
}

/// One static list of a view op, inline up to rank 4 so that verifying
/// a subview does not allocate.
pub type Statics = SmallVec<[i64; 4]>;

/// The static offsets, sizes and strides of a view op (`DYNAMIC` where
/// an operand gives the value).
#[derive(Debug)]
pub struct Mixed {
    /// The offsets.
    pub offsets: Statics,
    /// The sizes.
    pub sizes: Statics,
    /// The strides.
    pub strides: Statics,
}

/// MLIR's `OffsetSizeAndStrideOpInterface` checks; `max_ranks` are the
/// expected lengths of the offset, size and stride lists.
pub(crate) fn verify_offsets_sizes_strides(
    view: OpView<'_>,
    m: &Mixed,
    dynamic: [usize; 3],
    max_ranks: [usize; 3],
) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(Diagnostic::error(view.loc(), msg));
    let names = [
        ("offsets", "static_offsets"),
        ("sizes", "static_sizes"),
        ("strides", "static_strides"),
    ];
    let lists = [&m.offsets, &m.sizes, &m.strides];
    for ((list, n), (name, attr)) in lists.iter().zip(dynamic).zip(names) {
        let expected = list.iter().filter(|&&v| v == DYNAMIC).count();
        if n != expected {
            return err(format!(
                "expected the number of '{name}' to match the number of dynamic entries in '{attr}' ({n} vs {expected})"
            ));
        }
    }
    if !(m.offsets.len() == 1 && max_ranks[0] == 1) && m.offsets.len() != m.sizes.len() {
        return err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            m.offsets.len(),
            m.sizes.len()
        ));
    }
    if m.sizes.len() != m.strides.len() {
        return err(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            m.sizes.len(),
            m.strides.len()
        ));
    }
    for ((list, max), name) in lists
        .iter()
        .zip(max_ranks)
        .zip(["offset", "size", "stride"])
    {
        if list.len() != max {
            return err(format!("expected {max} {name} values, got {}", list.len()));
        }
    }
    for (list, name) in [(&m.offsets, "offsets"), (&m.sizes, "sizes")] {
        if let Some(v) = list.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return err(format!("expected {name} to be non-negative, but got {v}"));
        }
    }
    Ok(())
}

fn mixed(ctx: &Context, o: DenseI64ArrayAttr, s: DenseI64ArrayAttr, t: DenseI64ArrayAttr) -> Mixed {
    Mixed {
        offsets: i64_array_into(ctx, Some(o.0)),
        sizes: i64_array_into(ctx, Some(s.0)),
        strides: i64_array_into(ctx, Some(t.0)),
    }
}

/// The static lists of a subview.
pub(crate) fn subview_mixed(op: SubViewOp<'_>) -> Mixed {
    mixed(
        op.ctx,
        op.static_offsets(),
        op.static_sizes(),
        op.static_strides(),
    )
}

/// MLIR's saturating arithmetic on possibly dynamic values (`SaturatedInteger`:
/// zero times anything is zero, even a dynamic value).
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_mul(b).unwrap_or(DYNAMIC)
    }
}

fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_add(b).unwrap_or(DYNAMIC)
    }
}

/// The strides and offset of a subview of `source` with `m` (see
/// [`infer_subview_type`]); `None` when the source is not strided.
fn subview_strides_and_offset(ctx: &Context, source: Type, m: &Mixed) -> Option<(Vec<i64>, i64)> {
    let (src_strides, src_offset) = source.strides_and_offset(ctx)?;
    let offset = m
        .offsets
        .iter()
        .zip(&src_strides)
        .fold(src_offset, |acc, (&o, &s)| sat_add(acc, sat_mul(o, s)));
    let strides = src_strides
        .iter()
        .zip(&m.strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    Some((strides, offset))
}

/// MLIR's `SubViewOp::inferResultType`: sizes as given, strides the
/// source's times the subview's, the offset moved by each offset times
/// its source stride. `None` when the source is not strided.
pub fn infer_subview_type(ctx: &Context, source: Type, m: &Mixed) -> Option<Type> {
    let (strides, offset) = subview_strides_and_offset(ctx, source, m)?;
    let layout = Attribute::strided_layout(ctx, &strides, offset);
    let element = source.element_type(ctx)?;
    Type::memref(
        ctx,
        &m.sizes,
        element,
        Some(layout),
        source.memory_space(ctx),
    )
    .ok()
}

/// MLIR's `computeRankReductionMask`: which dimensions of `original` are
/// dropped (each a unit dimension) to get `reduced`.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    crate::static_values::rank_reduction_mask(original, reduced, false)
}

/// MLIR's `computeMemRefRankReductionMask`: the dropped dimensions, told
/// apart by their strides when several unit sizes could be dropped.
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (orank, rrank) = (original.rank(ctx)?, reduced.rank(ctx)?);
    let mut unused: Vec<bool> = (0..orank).map(|i| sizes.get(i) == Some(&1)).collect();
    if orank == rrank {
        return Some(vec![false; orank]);
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (ostrides, _) = original.strides_and_offset(ctx)?;
    let (cstrides, _) = reduced.strides_and_offset(ctx)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &s in v {
            *m.entry(s).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&ostrides);
    let candidate = occurrences(&cstrides);
    for (dim, flag) in unused.iter_mut().enumerate() {
        if !*flag {
            continue;
        }
        let s = ostrides[dim];
        let have = unaccounted.get(&s).copied().unwrap_or(0);
        let want = candidate.get(&s).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.entry(s).or_default() -= 1,
            std::cmp::Ordering::Equal => *flag = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

/// `memref.subview`: MLIR 22's `SubViewOp::verify`.
pub fn verify_subview(op: SubViewOp<'_>) -> Result<(), Diagnostic> {
    let (ctx, view) = (op.ctx, op.0);
    let m = subview_mixed(op);
    let base = op.body.value_type(op.source());
    let sub = op.body.value_type(op.result());
    let rank = base.rank(ctx).unwrap_or(0);
    let dynamic = [op.offsets().len(), op.sizes().len(), op.strides().len()];
    verify_offsets_sizes_strides(view, &m, dynamic, [rank; 3])?;
    let err = |msg: String| Err(Diagnostic::error(view.loc(), msg));
    if base.memory_space(ctx) != sub.memory_space(ctx) {
        return err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            quoted(ctx, base),
            quoted(ctx, sub)
        ));
    }
    // The usual subview, whose result has the inferred sizes, element
    // and strides, is accepted without making the inferred type (a
    // layout and a memref to unique, which were most of this verifier's
    // cost): the checks below would compare the same numbers.
    if base.is_strided_memref(ctx)
        && sub.shape(ctx) == Some(&m.sizes[..])
        && sub.element_type(ctx) == base.element_type(ctx)
        && sub
            .strides_and_offset(ctx)
            .is_some_and(|so| subview_strides_and_offset(ctx, base, &m) == Some(so))
    {
        return verify_in_bounds(view, base.shape(ctx).unwrap_or(&[]), &m);
    }
    let Some(expected) = infer_subview_type(ctx, base, &m).filter(|_| base.is_strided_memref(ctx))
    else {
        return err(format!("base type {} is not strided", quoted(ctx, base)));
    };
    let mismatch = |what: &str| {
        err(format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result {what}), but got {}",
            quoted(ctx, expected),
            quoted(ctx, sub)
        ))
    };
    if expected != sub {
        let (eshape, sshape) = (
            expected.shape(ctx).unwrap_or(&[]),
            sub.shape(ctx).unwrap_or(&[]),
        );
        if sshape.len() > eshape.len() {
            return err(format!(
                "expected result rank to be smaller or equal to the source rank, but got {}",
                quoted(ctx, sub)
            ));
        }
        if rank_reduction_mask(eshape, sshape).is_none() {
            return mismatch("sizes");
        }
        if expected.element_type(ctx) != sub.element_type(ctx) {
            return err(format!(
                "expected result element type to be {}, but got {}",
                quoted(ctx, expected.element_type(ctx).unwrap_or(expected)),
                quoted(ctx, sub)
            ));
        }
    }
    let (Some((estrides, eoffset)), Some((sstrides, soffset))) = (
        expected.strides_and_offset(ctx),
        sub.strides_and_offset(ctx),
    ) else {
        return mismatch("layout");
    };
    if eoffset != soffset {
        return mismatch("layout");
    }
    let Some(dropped) = memref_rank_reduction_mask(ctx, expected, sub, &m.sizes) else {
        return mismatch("layout");
    };
    let kept: Vec<i64> = estrides
        .iter()
        .zip(&dropped)
        .filter(|(_, d)| !**d)
        .map(|(s, _)| *s)
        .collect();
    if kept != sstrides {
        return mismatch("layout");
    }
    verify_in_bounds(view, base.shape(ctx).unwrap_or(&[]), &m)
}

/// MLIR's `verifyInBoundsSlice`: a static slice of a static dimension
/// ends inside it.
fn verify_in_bounds(view: OpView<'_>, shape: &[i64], m: &Mixed) -> Result<(), Diagnostic> {
    match out_of_bounds(shape, m) {
        Some(msg) => Err(Diagnostic::error(view.loc(), msg)),
        None => Ok(()),
    }
}

/// Whether the static parts of a slice `m` of `shape` stay in bounds
/// (what the canonicalization patterns check before they build one).
pub(crate) fn slice_in_bounds(shape: &[i64], m: &Mixed) -> bool {
    out_of_bounds(shape, m).is_none()
}

/// Why a slice `m` of `shape` runs out of bounds, if it does.
fn out_of_bounds(shape: &[i64], m: &Mixed) -> Option<String> {
    for (dim, &size) in shape.iter().enumerate() {
        let (o, s, t) = (m.offsets[dim], m.sizes[dim], m.strides[dim]);
        if [size, o, s, t].contains(&DYNAMIC) {
            continue;
        }
        if o >= size {
            return Some(format!("offset {dim} is out-of-bounds: {o} >= {size}"));
        }
        if s == 0 {
            continue;
        }
        let last = o as i128 + (s as i128 - 1) * t as i128;
        if last >= size as i128 {
            return Some(format!(
                "slice along dimension {dim} runs out-of-bounds: {last} >= {size}"
            ));
        }
    }
    None
}

/// `memref.reinterpret_cast`: MLIR 22's `ReinterpretCastOp::verify`.
pub fn verify_reinterpret_cast(op: ReinterpretCastOp<'_>) -> Result<(), Diagnostic> {
    let (ctx, view) = (op.ctx, op.0);
    let m = mixed(
        ctx,
        op.static_offsets(),
        op.static_sizes(),
        op.static_strides(),
    );
    let src = op.body.value_type(op.source());
    let result = op.body.value_type(op.result());
    let rank = result.rank(ctx).unwrap_or(0);
    let dynamic = [op.offsets().len(), op.sizes().len(), op.strides().len()];
    verify_offsets_sizes_strides(view, &m, dynamic, [1, rank, rank])?;
    let err = |msg: String| Err(Diagnostic::error(view.loc(), msg));
    if src.memory_space(ctx) != result.memory_space(ctx) {
        return err(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, result)
        ));
    }
    if src.element_type(ctx) != result.element_type(ctx) {
        return err(format!(
            "different element types specified for source type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, result)
        ));
    }
    let show = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    for (idx, (&have, &want)) in result
        .shape(ctx)
        .unwrap_or(&[])
        .iter()
        .zip(&m.sizes)
        .enumerate()
    {
        if have != DYNAMIC && have != want {
            return err(format!(
                "expected result type with size = {} instead of {have} in dim = {idx}",
                show(want)
            ));
        }
    }
    let Some((strides, offset)) = result.strides_and_offset(ctx) else {
        return err(format!(
            "expected result type to have strided layout but found {}",
            quoted(ctx, result)
        ));
    };
    let want = m.offsets[0];
    if offset != DYNAMIC && offset != want {
        return err(format!(
            "expected result type with offset = {} instead of {offset}",
            show(want)
        ));
    }
    for (idx, (&have, &want)) in strides.iter().zip(&m.strides).enumerate() {
        if have != DYNAMIC && have != want {
            return err(format!(
                "expected result type with stride = {} instead of {have} in dim = {idx}",
                show(want)
            ));
        }
    }
    Ok(())
}

/// `memref.global`: a statically shaped memref type and an initial value
/// that is unit or elements of the memref's element type and shape.
pub fn verify_global(op: GlobalOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let t = op.global_type().value(ctx);
    let shape = match t.kind(ctx) {
        ir::TypeKind::MemRef { shape, .. } if t.has_static_shape(ctx) => shape.to_vec(),
        _ => {
            return Err(op.emit_op_error(format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, t)
            )));
        }
    };
    let Some(init) = op.initial_value() else {
        return Ok(());
    };
    if matches!(init.kind(ctx), ir::AttrKind::Unit) {
        return Ok(());
    }
    if !super::syntax::is_elements(ctx, init) {
        return Err(op.emit_op_error(format!(
            "initial value should be a unit or elements attribute, but got {}",
            init.display(ctx)
        )));
    }
    let Some(it) = init.typed_value_type(ctx) else {
        return Ok(());
    };
    let (ie, me) = (
        it.element_type(ctx).unwrap_or(it),
        t.element_type(ctx).unwrap_or(t),
    );
    if ie != me {
        return Err(op.emit_op_error(format!(
            "initial value element expected to be of type {}, but was of type {}",
            quoted(ctx, me),
            quoted(ctx, ie)
        )));
    }
    let ishape = it.shape(ctx).unwrap_or(&[]);
    if ishape != shape.as_slice() {
        let dims = |s: &[i64]| {
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(op.emit_op_error(format!(
            "initial value shape expected to be {} but was {}",
            dims(&shape),
            dims(ishape)
        )));
    }
    Ok(())
}

/// `memref.assume_alignment`: the alignment is a power of two.
pub fn verify_assume_alignment(op: AssumeAlignmentOp<'_>) -> Result<(), Diagnostic> {
    let a = op.alignment().attr().as_i64(op.ctx).unwrap_or(0) as u32;
    if !a.is_power_of_two() {
        return Err(op.emit_op_error("alignment must be power of 2"));
    }
    Ok(())
}

/// MLIR's `MemorySpaceCastOp::areCastCompatible`: the same memref but
/// for the memory space.
pub fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    use ir::TypeKind::{MemRef, UnrankedMemRef};
    match (a.kind(ctx), b.kind(ctx)) {
        (MemRef { .. }, MemRef { .. }) => {
            a.element_type(ctx) == b.element_type(ctx)
                && a.memref_layout(ctx) == b.memref_layout(ctx)
                && a.shape(ctx) == b.shape(ctx)
        }
        (UnrankedMemRef { .. }, UnrankedMemRef { .. }) => {
            a.element_type(ctx) == b.element_type(ctx)
        }
        _ => false,
    }
}

/// `memref.memory_space_cast`: MLIR's `CastOpInterface` check.
pub fn verify_memory_space_cast(op: MemorySpaceCastOp<'_>) -> Result<(), Diagnostic> {
    verify_cast_like(op.0, memory_space_cast_compatible)
}

/// `memref.realloc`: identity layouts, one memory space and element
/// type, a size operand exactly when the result is dynamic.
pub fn verify_realloc(op: ReallocOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (
        op.body.value_type(op.source()),
        op.body.value_type(op.result()),
    );
    let err = |msg: String| Err(Diagnostic::error(op.loc(), msg));
    if !src.has_identity_layout(ctx) {
        return err(format!(
            "unsupported layout for source memref type {}",
            quoted(ctx, src)
        ));
    }
    if !res.has_identity_layout(ctx) {
        return err(format!(
            "unsupported layout for result memref type {}",
            quoted(ctx, res)
        ));
    }
    let both = format!(
        "{} and result memref type {}",
        quoted(ctx, src),
        quoted(ctx, res)
    );
    if src.memory_space(ctx) != res.memory_space(ctx) {
        return err(format!(
            "different memory spaces specified for source memref type {both}"
        ));
    }
    if src.element_type(ctx) != res.element_type(ctx) {
        return err(format!(
            "different element types specified for source memref type {both}"
        ));
    }
    let dynamic = res.num_dynamic_dims(ctx) > 0;
    match (dynamic, op.dynamic_result_size().is_some()) {
        (true, false) => err(format!(
            "missing dimension operand for result type {}",
            quoted(ctx, res)
        )),
        (false, true) => err(format!(
            "unnecessary dimension operand for result type {}",
            quoted(ctx, res)
        )),
        _ => Ok(()),
    }
}
