//! MLIR's `InferTypeOpInterface`: an op whose result types follow from its
//! operand types and properties.
//!
//! An op gets it by giving `#[op(infer_result_types = path)]`: the `#[op]`
//! macro lists the interface and implements it by calling that function,
//! and the same function is what the op's `build_inferred` builder and its
//! format parser call, so there is one mechanism with three users, as
//! ODS generates `inferReturnTypes` once for builders, parser and
//! verifier. [`infer_return_types`] asks the interface by op name, before
//! any op exists (a generic builder filling an `OperationState`).
//!
//! The interface verifier is MLIR's `verifyInferredResultTypes`: the
//! inferred types must equal the op's result types.

use crate::semantics::diag::Diagnostic;
use crate::semantics::interfaces::OpInterface;
use crate::semantics::op::OpView;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::context::OperationName;
use crate::uniqued::types::Type;

/// An op whose result types can be computed from its operands' types and
/// its properties.
#[crate::op_interface(verify = verify_inferred_result_types)]
pub trait InferTypeOpInterface {
    /// The result types of an op with these operand types and properties;
    /// `None` when they cannot be inferred (invalid operands).
    fn infer_return_types(
        ctx: &Context,
        operand_types: &[Type],
        properties: Attribute,
    ) -> Option<Vec<Type>>;
}

/// The result types an op named `name` would have with these operand
/// types and properties, when it implements `InferTypeOpInterface`.
pub fn infer_return_types(
    ctx: &Context,
    name: OperationName,
    operand_types: &[Type],
    properties: Attribute,
) -> Option<Vec<Type>> {
    let concept = InferTypeOpInterfaceHandle::cache().get(ctx, name)?;
    (concept.infer_return_types)(ctx, operand_types, properties)
}

/// Types as MLIR streams a `TypeRange` into a diagnostic: `'i1', 'i32'`.
fn quoted(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!("'{}'", t.display(ctx)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// MLIR's `verifyInferredResultTypes`.
fn verify_inferred_result_types(view: OpView<'_>) -> Result<(), Diagnostic> {
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    let operands: smallvec::SmallVec<[Type; 4]> =
        body.operands(op).map(|v| body.value_type(v)).collect();
    let Some(inferred) = infer_return_types(ctx, view.name(), &operands, body.properties(op))
    else {
        return Ok(());
    };
    let same = inferred.len() == body.num_results(op)
        && body
            .results(op)
            .zip(&inferred)
            .all(|(v, &t)| body.value_type(v) == t);
    if !same {
        let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        return Err(view.emit_op_error(format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            quoted(ctx, &inferred),
            quoted(ctx, &results)
        )));
    }
    Ok(())
}
