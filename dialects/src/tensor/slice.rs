//! `tensor.extract_slice` and `tensor.insert_slice`: their verifiers
//! (MLIR's `OffsetSizeAndStrideOpInterface` checks, then the ops' own:
//! the rank-reduced type and the bounds) and folds, with MLIR 22's
//! messages.
//!
//! Offsets, sizes and strides are "mixed" lists: a static integer, or a
//! value where the static entry is `kDynamic`. [`Mixed`] is one entry; a
//! value that an `arith.constant` defines reads as its integer where MLIR
//! reads `getConstantIntValue`.

use super::ops::{ExtractSliceOp, InsertSliceOp};
use crate::static_values::rank_reduction_mask;
use crate::tensor::index_list::i64_array;
use ir::prelude::*;
use ir::uniqued::types::DYNAMIC;
use ir::{TypeKind, Value};

/// One entry of a mixed offset, size or stride list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mixed {
    /// A static integer.
    Static(i64),
    /// A value.
    Dynamic(Value),
}

/// The mixed list of `statics` with `values` in the dynamic places.
fn mixed(ctx: &Context, statics: Attribute, values: impl Iterator<Item = Value>) -> Vec<Mixed> {
    let mut values = values;
    i64_array(ctx, Some(statics))
        .into_iter()
        .map(|s| match (s == DYNAMIC).then(|| values.next()).flatten() {
            Some(v) => Mixed::Dynamic(v),
            None => Mixed::Static(s),
        })
        .collect()
}

/// The [`Slice`] of an op with `offsets`/`sizes`/`strides` groups and
/// their `static_*` attributes (both slice ops: their handles share the
/// accessor names, not a type).
macro_rules! slice_of {
    ($op:expr) => {{
        let op = $op;
        Slice::new(
            op.ctx,
            [
                op.static_offsets().0,
                op.static_sizes().0,
                op.static_strides().0,
            ],
            [
                op.offsets().collect(),
                op.sizes().collect(),
                op.strides().collect(),
            ],
        )
    }};
}

/// The three mixed lists of a slice op and the values of its dynamic groups.
struct Slice {
    offsets: Vec<Mixed>,
    sizes: Vec<Mixed>,
    strides: Vec<Mixed>,
    statics: [Vec<i64>; 3],
    dynamic: [usize; 3],
}

impl Slice {
    fn of_extract(op: ExtractSliceOp<'_>) -> Slice {
        slice_of!(op)
    }

    fn of_insert(op: InsertSliceOp<'_>) -> Slice {
        slice_of!(op)
    }

    fn new(ctx: &Context, statics: [Attribute; 3], values: [Vec<Value>; 3]) -> Slice {
        let [o, s, t] = statics;
        let [vo, vs, vt] = values;
        Slice {
            dynamic: [vo.len(), vs.len(), vt.len()],
            offsets: mixed(ctx, o, vo.into_iter()),
            sizes: mixed(ctx, s, vs.into_iter()),
            strides: mixed(ctx, t, vt.into_iter()),
            statics: [
                i64_array(ctx, Some(o)),
                i64_array(ctx, Some(s)),
                i64_array(ctx, Some(t)),
            ],
        }
    }

    /// MLIR's `verifyOffsetSizeAndStrideOp` for a source (or dest) of `rank`.
    fn verify_lists(&self, op: OpView<'_>, rank: usize) -> Result<(), Diagnostic> {
        let err = |m: String| Diagnostic::error(op.loc(), m);
        let (o, s, t) = (self.offsets.len(), self.sizes.len(), self.strides.len());
        if !(o == 1 && rank == 1) && o != s {
            return Err(err(format!(
                "expected mixed offsets rank to match mixed sizes rank ({o} vs {s}) so the rank of the result type is well-formed."
            )));
        }
        if s != t {
            return Err(err(format!(
                "expected mixed sizes rank to match mixed strides rank ({s} vs {t}) so the rank of the result type is well-formed."
            )));
        }
        for (i, name) in ["offset", "size", "stride"].into_iter().enumerate() {
            let statics = &self.statics[i];
            if statics.len() != rank {
                return Err(err(format!(
                    "expected {rank} {name} values, got {}",
                    statics.len()
                )));
            }
            let markers = statics.iter().filter(|&&x| x == DYNAMIC).count();
            if self.dynamic[i] != markers {
                return Err(err(format!(
                    "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({} vs {markers})",
                    self.dynamic[i]
                )));
            }
        }
        for (name, list) in [("offsets", &self.statics[0]), ("sizes", &self.statics[1])] {
            if let Some(&x) = list.iter().find(|&&x| x < 0 && x != DYNAMIC) {
                return Err(err(format!(
                    "expected {name} to be non-negative, but got {x}"
                )));
            }
        }
        Ok(())
    }

    /// MLIR's `verifyInBoundsSlice` against `shape`.
    fn verify_bounds(&self, op: OpView<'_>, shape: &[i64]) -> Result<(), Diagnostic> {
        let [o, s, t] = &self.statics;
        match out_of_bounds(shape, [o, s, t]) {
            Some(msg) => Err(Diagnostic::error(op.loc(), msg)),
            None => Ok(()),
        }
    }

    /// MLIR's `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets,
    /// the full sizes of `shape`, unit strides.
    fn is_identity(&self, op: OpView<'_>, shape: &[i64]) -> bool {
        let c = |m: Mixed| constant(op, m);
        self.offsets.iter().all(|&m| c(m) == Some(0))
            && self
                .sizes
                .iter()
                .zip(shape)
                .all(|(&m, &d)| c(m) == Some(d) && d != DYNAMIC)
            && self.strides.iter().all(|&m| c(m) == Some(1))
    }

    /// Whether two slice ops take the same slice (MLIR's `isSameAs` with
    /// `==` on `OpFoldResult`s).
    fn same_as(&self, other: &Slice) -> bool {
        self.offsets == other.offsets && self.sizes == other.sizes && self.strides == other.strides
    }
}

/// Why the static offsets, sizes and strides `lists` of a slice of
/// `shape` run out of bounds, if they do (MLIR's `verifyInBoundsSlice`).
fn out_of_bounds(shape: &[i64], lists: [&[i64]; 3]) -> Option<String> {
    let [offsets, sizes, strides] = lists;
    for (i, &d) in shape.iter().enumerate() {
        let (o, s, t) = (offsets[i], sizes[i], strides[i]);
        if d == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= d {
            return Some(format!("offset {i} is out-of-bounds: {o} >= {d}"));
        }
        if s == DYNAMIC || t == DYNAMIC {
            continue;
        }
        let last = o.saturating_add((s - 1).saturating_mul(t));
        if last >= d {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {d}"
            ));
        }
    }
    None
}

/// Whether a slice with the static `lists` of `shape` stays in bounds
/// (what the canonicalization patterns check before building one).
pub(crate) fn slice_in_bounds(shape: &[i64], lists: [&[i64]; 3]) -> bool {
    out_of_bounds(shape, lists).is_none()
}

/// The integer a mixed entry stands for, when known.
fn constant(op: OpView<'_>, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(x) => Some(x),
        Mixed::Dynamic(v) => {
            let def = op.body.defining_op(v)?;
            let c = crate::arith::ConstantOp::cast(op.ctx, op.body, def)?;
            c.value().0.as_i64(op.ctx)
        }
    }
}

/// The outcome of MLIR's `isRankReducedType`.
enum Reduced {
    Ok,
    RankTooLarge,
    SizeMismatch,
    ElemTypeMismatch,
}

/// MLIR's `isRankReducedType(expected, candidate)`.
fn rank_reduced(ctx: &Context, expected: Type, candidate: Type) -> Reduced {
    if expected == candidate {
        return Reduced::Ok;
    }
    let (e, c) = (
        expected.shape(ctx).unwrap_or(&[]),
        candidate.shape(ctx).unwrap_or(&[]),
    );
    if c.len() > e.len() {
        return Reduced::RankTooLarge;
    }
    if rank_reduction_mask(e, c, false).is_none() {
        return Reduced::SizeMismatch;
    }
    if expected.element_type(ctx) != candidate.element_type(ctx) {
        return Reduced::ElemTypeMismatch;
    }
    Reduced::Ok
}

/// Whether `candidate` is `expected` or a rank-reduced version of it.
pub(crate) fn is_rank_reduced(ctx: &Context, expected: Type, candidate: Type) -> bool {
    matches!(rank_reduced(ctx, expected, candidate), Reduced::Ok)
}

/// MLIR's `ExtractSliceOp::inferResultType`: the static sizes, with the
/// source's element type and encoding.
fn inferred(ctx: &Context, source: Type, sizes: &[i64]) -> Option<Type> {
    let TypeKind::RankedTensor {
        element, encoding, ..
    } = source.kind(ctx)
    else {
        return None;
    };
    Type::ranked_tensor(ctx, sizes, *element, *encoding).ok()
}

/// MLIR's `produceSliceErrorMsg`.
fn check_reduced(op: OpView<'_>, expected: Type, candidate: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let msg = match rank_reduced(ctx, expected, candidate) {
        Reduced::Ok => return Ok(()),
        Reduced::RankTooLarge => "expected rank to be smaller or equal to the other rank. ".into(),
        Reduced::SizeMismatch => format!(
            "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
            expected.display(ctx)
        ),
        Reduced::ElemTypeMismatch => format!(
            "expected element type to be '{}'",
            expected.element_type(ctx).unwrap_or(expected).display(ctx)
        ),
    };
    Err(Diagnostic::error(op.loc(), msg))
}

fn ty(op: OpView<'_>, v: Value) -> Type {
    op.body.value_type(v)
}

/// `tensor.extract_slice`: lists, result type, bounds.
pub fn verify_extract_slice(op: ExtractSliceOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let src = ty(op.0, op.source());
    let shape = src.shape(ctx).unwrap_or(&[]);
    let slice = Slice::of_extract(op);
    slice.verify_lists(op.0, shape.len())?;
    if let Some(expected) = inferred(ctx, src, &slice.statics[1]) {
        check_reduced(op.0, expected, ty(op.0, op.result()))?;
    }
    slice.verify_bounds(op.0, shape)
}

/// `tensor.insert_slice`: lists, source type, bounds in the destination.
pub fn verify_insert_slice(op: InsertSliceOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let dest = ty(op.0, op.dest());
    let shape = dest.shape(ctx).unwrap_or(&[]);
    let slice = Slice::of_insert(op);
    slice.verify_lists(op.0, shape.len())?;
    if let Some(expected) = inferred(ctx, dest, &slice.statics[1]) {
        check_reduced(op.0, expected, ty(op.0, op.source()))?;
    }
    slice.verify_bounds(op.0, shape)
}

/// `tensor.extract_slice`: of a splat constant; the whole source; what
/// an `insert_slice` with the same slice inserted.
pub fn fold_extract_slice(op: ExtractSliceOp<'_>, c: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    if let Some(a) = super::fold::reshape_splat(ctx, c.first().copied().flatten(), res) {
        return Some(OpFoldResult::Attr(a));
    }
    let slice = Slice::of_extract(op);
    if src == res && slice.is_identity(op.0, res.shape(ctx)?) {
        return Some(OpFoldResult::Value(op.source()));
    }
    let def = op.body.defining_op(op.source())?;
    let insert = InsertSliceOp::cast(ctx, op.body, def)?;
    (ty(op.0, insert.source()) == res && Slice::of_insert(insert).same_as(&slice))
        .then(|| OpFoldResult::Value(insert.source()))
}

/// `tensor.insert_slice`: of a whole static tensor; of the slice an
/// `extract_slice` took from the same place of the destination; of an
/// empty slice.
pub fn fold_insert_slice(op: InsertSliceOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (src, dest) = (ty(op.0, op.source()), ty(op.0, op.result()));
    let slice = Slice::of_insert(op);
    if src.has_static_shape(ctx) && src == dest && slice.is_identity(op.0, dest.shape(ctx)?) {
        return Some(OpFoldResult::Value(op.source()));
    }
    if let Some(def) = op.body.defining_op(op.source())
        && let Some(extract) = ExtractSliceOp::cast(ctx, op.body, def)
        && extract.source() == op.dest()
        && Slice::of_extract(extract).same_as(&slice)
    {
        return Some(OpFoldResult::Value(extract.source()));
    }
    slice
        .sizes
        .iter()
        .any(|&m| constant(op.0, m) == Some(0))
        .then(|| OpFoldResult::Value(op.dest()))
}
