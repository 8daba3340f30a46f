//! `ResultsBroadcastableShape` (MLIR's Broadcastable): ranked tensor
//! operands broadcast together NumPy-style, and each ranked tensor result
//! is compatible with the broadcast shape; vectors and tensors never mix.
//!
//! The shape arithmetic is MLIR's `getBroadcastedShape` (TensorFlow's rule
//! for unknown sizes: a size above one wins, else the other side's) and
//! the result check its `isCompatibleInferredReturnShape`. Both are kept
//! as free functions on shapes so that a dialect inferring result types
//! can reuse [`broadcast_shapes`].

use super::{OpTrait, TraitId, bit, operand_types, result_types};
use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::uniqued::types::DYNAMIC;
use crate::{Type, TypeKind};

/// The broadcast of two shapes, or `None` when a pair of known sizes is
/// neither equal nor one (MLIR's `OpTrait::util::getBroadcastedShape`).
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut out: Vec<i64> = if a.len() > b.len() { a } else { b }.to_vec();
    let n = out.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = &mut out[n - 1 - k];
        *r = if x == DYNAMIC || y == DYNAMIC {
            if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                DYNAMIC
            }
        } else if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
    }
    Some(out)
}

/// Whether an inferred size fits the declared one (unknown on either side,
/// or an inferred one, matches anything).
fn compatible_dim(inferred: i64, declared: i64) -> bool {
    inferred == declared || inferred == DYNAMIC || declared == DYNAMIC || inferred == 1
}

fn shape_text(shape: &[i64]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    format!("'{}'", dims.join("x"))
}

fn ranked_tensor_shape(op: OpView<'_>, t: Type) -> Option<&[i64]> {
    match t.kind(op.ctx) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// `ResultsBroadcastableShape`: see the module docs.
#[derive(Copy, Clone, Debug, Default)]
pub struct ResultsBroadcastableShape;
impl OpTrait for ResultsBroadcastableShape {
    const ID: TraitId = TraitId::Std(bit::RESULTS_BROADCASTABLE_SHAPE);
    fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = op.ctx;
        let is_tensor = |t: Type| {
            matches!(
                t.kind(ctx),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
            )
        };
        let is_vector = |t: Type| matches!(t.kind(ctx), TypeKind::Vector { .. });
        let all = || operand_types(op).chain(result_types(op));
        if all().any(is_tensor) && all().any(is_vector) {
            return Err(Diagnostic::error(
                op.loc(),
                "cannot broadcast vector with tensor",
            ));
        }
        let mut ranked = operand_types(op).filter_map(|t| ranked_tensor_shape(op, t));
        let Some(first) = ranked.next() else {
            return Ok(());
        };
        let mut shape = first.to_vec();
        for other in ranked {
            shape = broadcast_shapes(&shape, other).ok_or_else(|| {
                op.emit_op_error("operands don't have broadcast-compatible shapes")
            })?;
        }
        for t in result_types(op) {
            let Some(declared) = ranked_tensor_shape(op, t) else {
                continue;
            };
            let suffix = &declared[declared.len().saturating_sub(shape.len())..];
            let fits = suffix.len() == shape.len()
                && shape
                    .iter()
                    .zip(suffix)
                    .all(|(&i, &d)| compatible_dim(i, d));
            if !fits {
                return Err(op.emit_op_error(format!(
                    "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                    shape_text(declared),
                    shape_text(&shape)
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::broadcast_shapes;
    use crate::uniqued::types::DYNAMIC;

    #[test]
    fn numpy_rules() {
        assert_eq!(
            broadcast_shapes(&[8, 1, 6, 1], &[7, 1, 5]),
            Some(vec![8, 7, 6, 5])
        );
        assert_eq!(broadcast_shapes(&[2], &[3]), None);
        assert_eq!(
            broadcast_shapes(&[DYNAMIC, 1], &[4]),
            Some(vec![DYNAMIC, 4])
        );
        assert_eq!(
            broadcast_shapes(&[DYNAMIC], &[DYNAMIC]),
            Some(vec![DYNAMIC])
        );
        assert_eq!(broadcast_shapes(&[], &[3]), Some(vec![3]));
    }
}
