//! MLIR's `BranchOpInterface`: a terminator that transfers control to
//! successor blocks, passing each some of its operands as the block's
//! arguments. The interface verifier is MLIR's
//! `verifyBranchSuccessorOperands`, worded the same, so every branch op
//! (`cf.br`, `cf.cond_br`, a dialect's own) gets the checks by listing it.
//!
//! Successor operands are described by operand indices
//! ([`SuccessorOperands`]) rather than a borrowed `OperandRange`: a
//! Concept's fn pointer cannot name the lifetime of the view it is called
//! with, and indices also say which operand feeds which block argument.

use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::{Block, Value};
use core::ops::Range;
use smallvec::SmallVec;

/// The operands a branch passes to one successor (MLIR's
/// `SuccessorOperands`): the first `produced` block arguments are
/// produced by the branch itself, the rest come from the op's operands
/// `forwarded` (indices into the op's operand list).
///
/// `segments` names the segment-size entries that count the forwarded
/// operands (MLIR's `MutableOperandRange` with its `OperandSegment`s), so
/// a transform that adds or drops forwarded operands keeps them in step:
/// `cf.cond_br`'s true operands are entry 1 of `operandSegmentSizes`;
/// a `cf.switch` case's are entry 2 of `operandSegmentSizes` and entry `i`
/// of `case_operand_segments`.
///
/// ```
/// use ir::semantics::interfaces::branch::{OperandSegment, SuccessorOperands};
///
/// let case = SuccessorOperands::forwarded(3..5)
///     .with_segment("operandSegmentSizes", 2)
///     .with_segment("case_operand_segments", 1);
/// assert_eq!(case.len(), 2);
/// assert_eq!(case.segments[1], OperandSegment { attr: "case_operand_segments", index: 1 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// How many leading block arguments the op produces itself.
    pub produced: usize,
    /// The op's operands forwarded to the remaining block arguments.
    pub forwarded: Range<usize>,
    /// The segment-size entries counting the forwarded operands, outermost
    /// first; empty when the op has no segment sizes (or does not say).
    pub segments: SmallVec<[OperandSegment; 2]>,
}

/// One entry of a segment-size property (a dense `i32` array) that counts
/// a group of operands (MLIR's `MutableOperandRange::OperandSegment`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OperandSegment {
    /// The property's name (`operandSegmentSizes`, `case_operand_segments`).
    pub attr: &'static str,
    /// The entry's index in it.
    pub index: usize,
}

impl SuccessorOperands {
    /// Operands `forwarded`, none produced, no segment named.
    pub fn forwarded(forwarded: Range<usize>) -> SuccessorOperands {
        SuccessorOperands {
            produced: 0,
            forwarded,
            segments: SmallVec::new(),
        }
    }

    /// Adds entry `index` of the segment-size property `attr` to the
    /// entries counting the forwarded operands.
    #[must_use]
    pub fn with_segment(mut self, attr: &'static str, index: usize) -> SuccessorOperands {
        self.segments.push(OperandSegment { attr, index });
        self
    }

    /// How many block arguments the successor receives.
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether the successor receives no arguments.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The block argument number that operand `operand` feeds, if it is
    /// one of the forwarded operands (MLIR's `getSuccessorBlockArgument`,
    /// per successor).
    pub fn argument_of_operand(&self, operand: usize) -> Option<usize> {
        self.forwarded
            .contains(&operand)
            .then(|| self.produced + operand - self.forwarded.start)
    }
}

/// A terminator branching to successor blocks.
#[crate::op_interface(verify = verify_branch_op)]
pub trait BranchOpInterface {
    /// The operands passed to successor number `index`.
    fn successor_operands(&self, index: usize) -> SuccessorOperands;

    /// The successor control reaches when the operands have the given
    /// constant values (`None` where an operand is not constant), if that
    /// can be told (MLIR's `getSuccessorForOperands`); by default it
    /// cannot.
    fn successor_for_operands(&self, constants: &[Option<crate::Attribute>]) -> Option<Block> {
        let _ = constants;
        None
    }
}

/// The block argument operand `operand` of a branch feeds, with its block
/// (MLIR's `BranchOpInterface::getSuccessorBlockArgument`).
pub fn successor_block_argument(view: OpView<'_>, operand: usize) -> Option<(Block, Value)> {
    let branch = view.cast::<BranchOpInterfaceHandle<'_>>()?;
    let body = view.body;
    body.successors(view.op).enumerate().find_map(|(i, dest)| {
        let arg = branch.successor_operands(i).argument_of_operand(operand)?;
        Some((dest, *body.block_args(dest).get(arg)?))
    })
}

/// MLIR's `verifyBranchSuccessorOperands`, for every successor: as many
/// operands as the block has arguments, each forwarded operand of the
/// argument's type. (MLIR words these with `emitError`, without the
/// `'op' op` prefix.)
fn verify_branch_op(view: OpView<'_>) -> Result<(), Diagnostic> {
    let Some(branch) = view.cast::<BranchOpInterfaceHandle<'_>>() else {
        return Ok(());
    };
    let body = view.body;
    let n = body.num_operands(view.op);
    for (succ, dest) in body.successors(view.op).enumerate() {
        let operands = branch.successor_operands(succ);
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
        for (k, i) in operands.forwarded.clone().enumerate() {
            let arg = operands.produced + k;
            let fits =
                i < n && body.value_type(body.operand(view.op, i)) == body.value_type(args[arg]);
            if !fits {
                return Err(Diagnostic::error(
                    view.loc(),
                    format!("type mismatch for bb argument #{arg} of successor #{succ}"),
                ));
            }
        }
    }
    Ok(())
}
