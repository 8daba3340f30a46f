//! The `cf` dialect: unstructured control flow between the blocks of a
//! region, `cf.br`, `cf.cond_br` and `cf.switch` (in `switch.rs`), with
//! MLIR 22's syntax and the successor-operand checks of its
//! `BranchOpInterface`, and `cf.assert`.
//!
//! Each branch passes a list of operands to each successor, which must
//! match the successor block's arguments in number and type: both ops
//! implement `BranchOpInterface`, whose verifier is MLIR's
//! `verifyBranchSuccessorOperands`. Both ops use ODS's assembly formats; the format
//! of `cf.cond_br` does not spell its condition's type, which follows from
//! the operand's buildable `I1` constraint.

#[cfg(test)]
mod canon_tests;
pub mod canonicalize;
pub mod inliner;
pub mod switch;
pub mod switch_canonicalize;
#[cfg(test)]
mod tests;

pub use switch::SwitchOp;

use ir::prelude::*;
use ir::semantics::constraints::I1;

/// The cf dialect.
#[dialect(name = "cf")]
pub struct ControlFlowDialect;

/// `cf.br ^bb(%a : T)`: jumps to a block, passing it arguments.
#[op(dialect = ControlFlowDialect, name = "br",
     traits = [BranchOpInterface, Pure, IsTerminator],
     canonicalize_method = canonicalize::canonicalize_br,
     format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
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
     traits = [AttrSizedOperandSegments, BranchOpInterface, Pure, IsTerminator],
     format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)? attr-dict",
     verify = verify_cond_br, canonicalize = canonicalize::cond_br_patterns,
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
    /// The relative likelihoods of the two successors, if known.
    #[attr(optional)]
    branch_weights: DenseI32ArrayAttr,
}

impl BranchOpInterface for BranchOp<'_> {
    fn successor_operands(&self, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..self.0.body.num_operands(self.0.op))
    }

    fn successor_for_operands(&self, _constants: &[Option<Attribute>]) -> Option<Block> {
        Some(self.dest())
    }
}

impl BranchOpInterface for CondBranchOp<'_> {
    fn successor_operands(&self, index: usize) -> SuccessorOperands {
        let t = self.true_dest_operands().count();
        let n = self.0.body.num_operands(self.0.op);
        let range = if index == 0 {
            1..(1 + t).min(n)
        } else {
            (1 + t).min(n)..n
        };
        SuccessorOperands::forwarded(range).with_segment("operandSegmentSizes", 1 + index.min(1))
    }

    /// The true destination when the condition is a constant other than
    /// zero, the false one when it is zero.
    fn successor_for_operands(&self, constants: &[Option<Attribute>]) -> Option<Block> {
        let cond = constants.first().copied().flatten()?;
        let value = cond.as_apint(self.0.ctx)?;
        Some(if value.is_zero() {
            self.false_dest()
        } else {
            self.true_dest()
        })
    }
}

/// The branch weights check of MLIR's `WeightedBranchOpInterface`; the
/// successor operands are checked by `BranchOpInterface`.
fn verify_cond_br(op: CondBranchOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    // A plain error, not an op error, as MLIR's; no weights is an empty list.
    let weights = op.branch_weights().map_or(0, |w| w.values(view.ctx).len());
    let successors = view.body.successors(view.op).len();
    if weights != 0 && weights != successors {
        return Err(Diagnostic::error(
            view.loc(),
            format!(
                "expects number of branch weights to match number of successors: {weights} vs {successors}"
            ),
        ));
    }
    Ok(())
}

/// `cf.assert %cond, "message"`: aborts with the message when the
/// condition is false. It writes to the default resource (MLIR's
/// `getEffects`), so it is never dead; erasing it when the condition is
/// the constant true is a canonicalization pattern, not a fold.
#[op(dialect = ControlFlowDialect, name = "assert",
     traits = [MemoryEffectOpInterface],
     canonicalize_method = canonicalize::canonicalize_assert,
     format = "$arg `,` $msg attr-dict",
     summary = "Assert operation with message attribute")]
pub struct AssertOp {
    /// The condition, an `i1`.
    #[operand(ty = I1)]
    arg: Value,
    /// The message a runtime may report when the assertion fails.
    #[attr]
    msg: StringAttr,
}

impl MemoryEffectOpInterface for AssertOp<'_> {
    fn effects(&self) -> Vec<EffectInstance> {
        vec![EffectInstance::new(
            EffectKind::Write,
            &ir::semantics::interfaces::side_effects::DEFAULT_RESOURCE,
        )]
    }
}
