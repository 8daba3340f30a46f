//! The `cf` dialect: unstructured control flow between the blocks of a
//! region, `cf.br` and `cf.cond_br`, with MLIR 22's syntax and the
//! successor-operand checks of its `BranchOpInterface`.
//!
//! Each branch passes a list of operands to each successor, which must
//! match the successor block's arguments in number and type (MLIR's
//! `verifyBranchSuccessorOperands`, worded the same). The check lives in
//! the ops' verifiers rather than in a separate interface until a second
//! dialect has branches. Both ops use ODS's assembly formats; the format
//! of `cf.cond_br` does not spell its condition's type, which follows from
//! the operand's buildable `I1` constraint.

pub mod inliner;

use ir::prelude::*;
use ir::semantics::constraints::I1;
use ir::{Diagnostic, OpView, Value};

/// The cf dialect.
#[dialect(name = "cf")]
pub struct ControlFlowDialect;

/// `cf.br ^bb(%a : T)`: jumps to a block, passing it arguments.
#[op(dialect = ControlFlowDialect, name = "br",
     traits = [IsTerminator],
     format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
     verify = verify_br,
     summary = "branch operation")]
pub struct BranchOp {
    /// The arguments of the destination block.
    #[operand(variadic)]
    dest_operands: Value,
    /// The destination.
    #[successor]
    dest: Block,
}

/// `cf.cond_br %c, ^t(%a : T), ^f`: jumps to one of two blocks.
#[op(dialect = ControlFlowDialect, name = "cond_br",
     traits = [IsTerminator, AttrSizedOperandSegments],
     format = "$condition `,` $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)? attr-dict",
     verify = verify_cond_br,
     summary = "conditional branch operation")]
pub struct CondBranchOp {
    /// The condition, an `i1`.
    #[operand(ty = I1)]
    condition: Value,
    /// The arguments of the block taken when the condition holds.
    #[operand(variadic)]
    true_dest_operands: Value,
    /// The arguments of the block taken otherwise.
    #[operand(variadic)]
    false_dest_operands: Value,
    /// Taken when the condition holds.
    #[successor]
    true_dest: Block,
    /// Taken otherwise.
    #[successor]
    false_dest: Block,
}

/// Checks the operands passed to successor `succ` against its arguments.
fn check_successor(view: OpView<'_>, succ: usize, operands: &[Value]) -> Result<(), Diagnostic> {
    let body = view.body;
    let Some(dest) = body.successors(view.op).nth(succ) else {
        return Ok(());
    };
    let args = body.block_args(dest);
    if operands.len() != args.len() {
        return Err(Diagnostic::error(
            view.loc(),
            format!(
                "branch has {} operands for successor #{succ}, but target block has {}",
                operands.len(),
                args.len()
            ),
        ));
    }
    for (i, (&v, &a)) in operands.iter().zip(args).enumerate() {
        if body.value_type(v) != body.value_type(a) {
            return Err(Diagnostic::error(
                view.loc(),
                format!("type mismatch for bb argument #{i} of successor #{succ}"),
            ));
        }
    }
    Ok(())
}

fn verify_br(op: BranchOp<'_>) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = op.dest_operands().collect();
    check_successor(op.0, 0, &operands)
}

fn verify_cond_br(op: CondBranchOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let true_ops: Vec<Value> = op.true_dest_operands().collect();
    check_successor(view, 0, &true_ops)?;
    let false_ops: Vec<Value> = op.false_dest_operands().collect();
    check_successor(view, 1, &false_ops)
}
