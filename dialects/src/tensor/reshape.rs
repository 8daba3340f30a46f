//! `tensor.collapse_shape`, `tensor.expand_shape` and `tensor.concat`:
//! the reassociation attribute kind, verifiers with MLIR 22's messages
//! (`verifyReshapeLikeTypes`, `reshapeLikeShapesAreCompatible`,
//! `ConcatOp::verify`) and folds.
//!
//! A reassociation is a list of groups of consecutive dimensions of the
//! expanded type (`[[0, 1], [2]]`), one group per collapsed dimension.
//! MLIR checks it through affine maps it builds from the groups; the
//! checks here read the groups directly and word the errors the same.

use super::ops::{CollapseShapeOp, ConcatOp, ExpandShapeOp};
use crate::tensor::index_list::i64_array;
use ir::prelude::*;
use ir::text::format::FormatAttr;
use ir::uniqued::types::DYNAMIC;
use ir::{AttrKind, TypeKind, Value};

/// ODS's `IndexListArrayAttr`: an array of arrays of `i64` integers.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct IndexListArrayAttr(pub Attribute);

impl AttrType for IndexListArrayAttr {
    const DESCRIPTION: &'static str = "Array of 64-bit integer array attributes";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let groups = a.as_array(ctx)?;
        let i64 = Type::i64(ctx);
        let ok = groups.iter().all(|g| {
            g.as_array(ctx).is_some_and(|xs| {
                xs.iter()
                    .all(|x| matches!(x.kind(ctx), AttrKind::Integer { ty, .. } if *ty == i64))
            })
        });
        ok.then_some(IndexListArrayAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn storage_matches(ctx: &Context, a: Attribute) -> bool {
        a.as_array(ctx).is_some()
    }
}

/// Read and printed in full (`[[0, 1], [2]]`), as ODS prints an array.
impl FormatAttr for IndexListArrayAttr {}

impl IndexListArrayAttr {
    /// The groups.
    pub fn groups(self, ctx: &Context) -> Vec<Vec<i64>> {
        self.0
            .as_array(ctx)
            .unwrap_or(&[])
            .iter()
            .map(|g| {
                g.as_array(ctx)
                    .unwrap_or(&[])
                    .iter()
                    .map(|x| x.as_i64(ctx).unwrap_or(0))
                    .collect()
            })
            .collect()
    }
}

fn ty(op: OpView<'_>, v: Value) -> Type {
    op.body.value_type(v)
}

/// MLIR's `CollapseShapeOp::inferCollapsedType`: each group's product,
/// dynamic when a dimension of it is.
pub(crate) fn collapsed_type(ctx: &Context, expanded: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let shape = expanded.shape(ctx)?;
    let dims: Option<Vec<i64>> = groups
        .iter()
        .map(|g| {
            g.iter().try_fold(1i64, |acc, &i| {
                let d = *shape.get(usize::try_from(i).ok()?)?;
                Some(if acc == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.saturating_mul(d)
                })
            })
        })
        .collect();
    Type::ranked_tensor(ctx, &dims?, expanded.element_type(ctx)?, None).ok()
}

/// MLIR's `verifyTensorReshapeOp`: the reassociation, the shapes it
/// relates, and the collapsed type it gives.
fn verify_reshape_like(
    op: OpView<'_>,
    groups: &[Vec<i64>],
    expanded: Type,
    collapsed: Type,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (e, c) = (
        expanded.shape(ctx).unwrap_or(&[]),
        collapsed.shape(ctx).unwrap_or(&[]),
    );
    if e.len() < c.len() {
        return Err(op.emit_op_error(format_args!(
            "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
            expanded.display(ctx),
            collapsed.display(ctx)
        )));
    }
    if c.len() != groups.len() {
        return Err(op.emit_op_error(format_args!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            c.len(),
            groups.len()
        )));
    }
    // Each map MLIR builds has one dimension more than the largest index.
    let dims = groups
        .iter()
        .flatten()
        .map(|&i| i.max(0).saturating_add(1))
        .max()
        .unwrap_or(0);
    if !groups.is_empty() && dims != e.len() as i64 {
        return Err(op.emit_op_error(format_args!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {dims}.",
            e.len()
        )));
    }
    let mut next = 0;
    for (k, g) in groups.iter().enumerate() {
        for &i in g {
            if i != next {
                return Err(op.emit_op_error(format_args!(
                    "expected reassociation map #{k} to be valid and contiguous."
                )));
            }
            next += 1;
        }
    }
    let mut start = 0usize;
    for (k, g) in groups.iter().enumerate() {
        let part = &e[start..start + g.len()];
        start += g.len();
        if part.contains(&DYNAMIC) {
            if c[k] != DYNAMIC {
                return Err(op.emit_op_error(format_args!(
                    "expected dimension {k} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                )));
            }
        } else {
            let product = part.iter().fold(1i64, |a, &d| a.saturating_mul(d));
            if c[k] != product {
                return Err(op.emit_op_error(format_args!(
                    "expected dimension {k} of collapsed type to be static value of {product}"
                )));
            }
        }
    }
    let Some(expected) = collapsed_type(ctx, expanded, groups) else {
        return Ok(());
    };
    let same = matches!((expected.kind(ctx), collapsed.kind(ctx)),
        (TypeKind::RankedTensor { shape: a, element: x, .. }, TypeKind::RankedTensor { shape: b, element: y, .. })
            if a == b && x == y);
    if !same {
        return Err(op.emit_op_error(format_args!(
            "expected collapsed type to be '{}', but got '{}'",
            expected.display(ctx),
            collapsed.display(ctx)
        )));
    }
    Ok(())
}

/// `tensor.collapse_shape`: no empty group, then the reshape checks.
pub fn verify_collapse_shape(op: CollapseShapeOp<'_>) -> Result<(), Diagnostic> {
    let groups = op.reassociation().groups(op.ctx);
    if groups.iter().any(|g| g.is_empty()) {
        return Err(op.emit_op_error("reassociation indices must not be empty"));
    }
    verify_reshape_like(op.0, &groups, ty(op.0, op.src()), ty(op.0, op.result()))
}

/// `tensor.expand_shape`: the output shape's length and dynamic entries,
/// then the reshape checks.
pub fn verify_expand_shape(op: ExpandShapeOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let res = ty(op.0, op.result());
    let rank = res.rank(ctx).unwrap_or(0);
    let statics = i64_array(ctx, Some(op.static_output_shape().0));
    if statics.len() != rank {
        return Err(op.emit_op_error(format_args!(
            "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
            statics.len()
        )));
    }
    let markers = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let values = op.output_shape().len();
    if values != markers {
        return Err(op.emit_op_error(format_args!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {markers} dynamic dims while output_shape has {values} values"
        )));
    }
    let groups = op.reassociation().groups(ctx);
    verify_reshape_like(op.0, &groups, res, ty(op.0, op.src()))
}

/// MLIR's `foldReshapeOp`: to its own type; of a dense constant; of the
/// inverse reshape from the result type, when that has at most one
/// dynamic dimension.
fn fold_reshape_like(
    op: OpView<'_>,
    src: Value,
    result: Value,
    constant: Option<Attribute>,
    inverse_src: Option<Value>,
) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let res = ty(op, result);
    if ty(op, src) == res {
        return Some(OpFoldResult::Value(src));
    }
    if let Some(a) = constant.filter(|a| matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { .. })) {
        let values: Option<Vec<Attribute>> = if a.dense_is_splat(ctx) {
            a.dense_element(ctx, 0).map(|v| vec![v])
        } else {
            (0..a.dense_num_elements(ctx)?)
                .map(|i| a.dense_element(ctx, i))
                .collect()
        };
        return Attribute::dense_elements(ctx, res, &values?)
            .ok()
            .map(OpFoldResult::Attr);
    }
    let inner = inverse_src?;
    let t = ty(op, inner);
    (t == res && t.num_dynamic_dims(ctx) < 2).then_some(OpFoldResult::Value(inner))
}

/// The fold of a reshape op whose inverse is `$inverse`.
macro_rules! reshape_fold {
    ($(#[$m:meta])* $name:ident, $op:ident, $inverse:ident) => {
        $(#[$m])*
        pub fn $name(op: $op<'_>, c: &[Option<Attribute>]) -> Option<OpFoldResult> {
            let inverse = op
                .body
                .defining_op(op.src())
                .and_then(|d| $inverse::cast(op.ctx, op.body, d))
                .map(|e| e.src());
            fold_reshape_like(op.0, op.src(), op.result(), c.first().copied().flatten(), inverse)
        }
    };
}
reshape_fold!(
    /// `tensor.collapse_shape`'s fold.
    fold_collapse_shape, CollapseShapeOp, ExpandShapeOp
);
reshape_fold!(
    /// `tensor.expand_shape`'s fold.
    fold_expand_shape, ExpandShapeOp, CollapseShapeOp
);

/// `tensor.concat`: inputs, ranks, element types, the dimension, and the
/// sizes the inputs give.
pub fn verify_concat(op: ConcatOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let inputs: Vec<Type> = op.inputs().map(|v| ty(op.0, v)).collect();
    if inputs.is_empty() {
        return Err(op.emit_op_error("requires at least one input"));
    }
    let res = ty(op.0, op.result());
    let shape = res.shape(ctx).unwrap_or(&[]);
    let rank = shape.len();
    if inputs.iter().any(|t| t.rank(ctx) != Some(rank)) {
        return Err(op.emit_op_error("rank of concatenated inputs must match result rank"));
    }
    if inputs
        .iter()
        .any(|t| t.element_type(ctx) != res.element_type(ctx))
    {
        return Err(op.emit_op_error("inputs and result element type must match"));
    }
    let dim = op.dim().0.as_i64(ctx).unwrap_or(0);
    let Some(dim) = usize::try_from(dim).ok().filter(|&d| d < rank) else {
        return Err(op.emit_op_error("concatenation dim must be less than the tensor rank"));
    };
    let sizes = match concat_shape(ctx, &inputs, dim) {
        Ok(sizes) => sizes,
        Err(i) => {
            return Err(op.emit_op_error(format_args!(
                "static concatenation size mismatch along non-concatenated dimension {i}"
            )));
        }
    };
    let mismatch = sizes
        .iter()
        .zip(shape)
        .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
    if mismatch {
        let elem = inputs[0].element_type(ctx).expect("ranked tensor");
        let inferred =
            Type::ranked_tensor(ctx, &sizes, elem, None).map_err(|e| op.emit_op_error(e))?;
        return Err(op.emit_op_error(format_args!(
            "result type '{}'does not match inferred shape '{}' static sizes",
            res.display(ctx),
            inferred.display(ctx)
        )));
    }
    Ok(())
}

/// The shape a concat of `inputs` (ranked tensors of one rank) along
/// `dim` has (MLIR's `ConcatOp::inferResultType`): the sum of the sizes
/// along `dim`, the static size the inputs agree on elsewhere. `Err(i)`
/// when two static sizes of dimension `i` differ.
pub(crate) fn concat_shape(ctx: &Context, inputs: &[Type], dim: usize) -> Result<Vec<i64>, usize> {
    let rank = inputs.first().and_then(|t| t.rank(ctx)).unwrap_or(0);
    let size_of = |t: &Type, i: usize| {
        t.shape(ctx)
            .and_then(|s| s.get(i).copied())
            .unwrap_or(DYNAMIC)
    };
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        for t in inputs {
            let d = size_of(t, i);
            if d == DYNAMIC {
                continue;
            }
            if *size != DYNAMIC && *size != d {
                return Err(i);
            }
            *size = d;
        }
    }
    if dim < rank {
        sizes[dim] = inputs
            .iter()
            .try_fold(0i64, |acc, t| {
                let d = size_of(t, dim);
                (d != DYNAMIC).then(|| acc.saturating_add(d))
            })
            .unwrap_or(DYNAMIC);
    }
    Ok(sizes)
}

/// `tensor.concat` of one input of the result type is that input.
pub fn fold_concat(op: ConcatOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let mut inputs = op.inputs();
    let only = inputs.next()?;
    (inputs.next().is_none() && ty(op.0, only) == ty(op.0, op.result()))
        .then_some(OpFoldResult::Value(only))
}
