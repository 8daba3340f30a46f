//! MLIR's `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`:
//! structured control flow between an op and its regions (`scf.if`,
//! `scf.for`, `scf.while`). Control starts at the op ("parent"), enters
//! regions, moves between them through their terminators and returns to
//! the parent, passing values along each edge: operands of the op or of a
//! terminator flow into a region's entry block arguments or the op's
//! results.
//!
//! The verifier is MLIR 22's `verifyRegionBranchOpInterface`, with its
//! messages and the `region branch point` note: along every edge from a
//! branch point (the parent, then each block's terminator implementing the
//! terminator interface, in region and block order) the operand count and
//! types must match the successor's inputs.
//!
//! Operands and inputs are index ranges (into the op's or terminator's
//! operands, the entry block's arguments, the op's results) rather than
//! borrowed ranges, because a Concept's fn pointer cannot name the
//! lifetime of the view it is called with.

use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::storage::body::Body;
use crate::{Operation, Type};
use core::ops::Range;

/// Where control is when a region branch is taken (MLIR's
/// `RegionBranchPoint`): the op itself, or a terminator inside one of its
/// regions (an op of the op's [`Body::region_body`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// The op, before entering any region.
    Parent,
    /// A terminator of a block of one of the op's regions.
    Terminator(Operation),
}

/// Where a region branch goes (MLIR's `RegionSuccessor`), with the values
/// that receive what is passed along the edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// Back to the op; `results` are the op's results that receive the
    /// values.
    Parent {
        /// Indices of the receiving results.
        results: Range<usize>,
    },
    /// Into region `index`; `inputs` are the entry block's arguments that
    /// receive the values.
    Region {
        /// The region's number.
        index: usize,
        /// Indices of the receiving entry block arguments.
        inputs: Range<usize>,
    },
}

impl RegionSuccessor {
    /// Back to the op, into all of its results.
    pub fn parent(view: OpView<'_>) -> RegionSuccessor {
        RegionSuccessor::Parent {
            results: 0..view.body.num_results(view.op),
        }
    }

    /// Into region `index`, all of its entry block's arguments receiving
    /// values (none when the region has no block).
    pub fn region(view: OpView<'_>, index: usize) -> RegionSuccessor {
        let inner = view.body.region_body(view.op);
        let n = view
            .body
            .regions(view.op)
            .get(index)
            .and_then(|&r| inner.entry_block(r))
            .map_or(0, |b| inner.block_args(b).len());
        RegionSuccessor::Region {
            index,
            inputs: 0..n,
        }
    }

    /// The values receiving the edge's values, with the body storing
    /// them: a range of the op's results or of the entry block's
    /// arguments, clipped to what exists.
    fn inputs<'b>(&self, view: OpView<'b>) -> (&'b Body, InputValues<'b>) {
        let body = view.body;
        match self {
            RegionSuccessor::Parent { results } => {
                let n = body.num_results(view.op);
                let range = results.start.min(n)..results.end.min(n);
                (body, InputValues::Results(view.op, range))
            }
            RegionSuccessor::Region { index, inputs } => {
                let inner = body.region_body(view.op);
                let args = body
                    .regions(view.op)
                    .get(*index)
                    .and_then(|&r| inner.entry_block(r))
                    .map(|b| inner.block_args(b))
                    .unwrap_or_default();
                let n = args.len();
                let range = inputs.start.min(n)..inputs.end.min(n);
                (inner, InputValues::Args(&args[range]))
            }
        }
    }

    /// The types of the values receiving the edge's values.
    pub fn input_types(&self, view: OpView<'_>) -> Vec<Type> {
        let (body, inputs) = self.inputs(view);
        (0..inputs.len()).map(|k| inputs.ty(body, k)).collect()
    }
}

/// The values receiving an edge's values (see [`RegionSuccessor::inputs`]).
enum InputValues<'b> {
    Results(Operation, Range<usize>),
    Args(&'b [crate::Value]),
}

impl InputValues<'_> {
    fn len(&self) -> usize {
        match self {
            InputValues::Results(_, r) => r.len(),
            InputValues::Args(a) => a.len(),
        }
    }

    fn ty(&self, body: &Body, k: usize) -> Type {
        match self {
            InputValues::Results(op, r) => body.value_type(body.result(*op, r.start + k)),
            InputValues::Args(a) => body.value_type(a[k]),
        }
    }
}

/// An op with structured control flow through its regions.
#[crate::op_interface(verify_region = verify_region_branch_op)]
pub trait RegionBranchOpInterface {
    /// Where control may go from `point`.
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor>;
    /// The op's operands passed to `successor` when control enters it from
    /// the op (MLIR's `getEntrySuccessorOperands`); none by default.
    fn entry_successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        0..0
    }
}

/// A terminator passing values to a region or back to the op of a
/// `RegionBranchOpInterface`.
#[crate::op_interface]
pub trait RegionBranchTerminatorOpInterface {
    /// The terminator's operands passed to `successor`; all of them by
    /// default (MLIR's `ReturnLike`).
    fn successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        0..usize::MAX
    }
}

/// Every point control may branch from (MLIR's `getAllRegionBranchPoints`):
/// the parent, then the terminators of the op's blocks that implement
/// `RegionBranchTerminatorOpInterface`, in region and block order.
pub fn all_region_branch_points(view: OpView<'_>) -> Vec<RegionBranchPoint> {
    branch_points(view).into_vec()
}

/// [`all_region_branch_points`] without a heap list for the usual few.
fn branch_points(view: OpView<'_>) -> smallvec::SmallVec<[RegionBranchPoint; 4]> {
    let inner = view.body.region_body(view.op);
    let mut points = smallvec::smallvec![RegionBranchPoint::Parent];
    for &r in view.body.regions(view.op) {
        for b in inner.region_blocks(r) {
            if let Some(t) = inner.block_ops(b).last()
                && OpView::new(view.ctx, inner, t)
                    .cast::<RegionBranchTerminatorOpInterfaceHandle<'_>>()
                    .is_some()
            {
                points.push(RegionBranchPoint::Terminator(t));
            }
        }
    }
    points
}

/// The operands passed along the edge from `point` to `successor`, as
/// (body storing them, op, operand indices) (MLIR's
/// `RegionBranchOpInterface::getSuccessorOperands`).
pub fn successor_operands<'a>(
    branch: &RegionBranchOpInterfaceHandle<'a>,
    point: RegionBranchPoint,
    successor: &RegionSuccessor,
) -> (&'a Body, Operation, Range<usize>) {
    let view = branch.view;
    let (body, op, range) = match point {
        RegionBranchPoint::Parent => (
            view.body,
            view.op,
            branch.entry_successor_operands(successor),
        ),
        RegionBranchPoint::Terminator(t) => {
            let inner = view.body.region_body(view.op);
            let range = OpView::new(view.ctx, inner, t)
                .cast::<RegionBranchTerminatorOpInterfaceHandle<'_>>()
                .map_or(0..0, |term| term.successor_operands(successor));
            (inner, t, range)
        }
    };
    let n = body.num_operands(op);
    (body, op, range.start.min(n)..range.end.min(n))
}

/// MLIR 22's `verifyRegionBranchOpInterface` (see the module docs).
fn verify_region_branch_op(view: OpView<'_>) -> Result<(), Diagnostic> {
    let Some(branch) = view.cast::<RegionBranchOpInterfaceHandle<'_>>() else {
        return Ok(());
    };
    let ctx = view.ctx;
    for point in branch_points(view) {
        for successor in branch.successor_regions(point) {
            let (body, op, operands) = successor_operands(&branch, point, &successor);
            let (inputs_body, inputs) = successor.inputs(view);
            let edge_error = |what: String| {
                let (from, at) = match point {
                    RegionBranchPoint::Parent => ("parent".to_string(), view.loc()),
                    RegionBranchPoint::Terminator(t) => (
                        format!("Operation {}", ctx.op_name_str(body.op_name(t))),
                        body.op_loc(t),
                    ),
                };
                let to = match &successor {
                    RegionSuccessor::Parent { .. } => "parent".to_string(),
                    RegionSuccessor::Region { index, .. } => format!("Region #{index}"),
                };
                view.emit_op_error(format!(
                    "along control flow edge from {from} to {to}: {what}"
                ))
                .with_note(at, "region branch point")
            };
            if operands.len() != inputs.len() {
                return Err(edge_error(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                )));
            }
            for (k, i) in operands.enumerate() {
                let t = body.value_type(body.operand(op, i));
                let input = inputs.ty(inputs_body, k);
                if t != input {
                    return Err(edge_error(format!(
                        "successor operand type #{k} '{}' should match successor input type #{k} '{}'",
                        t.display(ctx),
                        input.display(ctx)
                    )));
                }
            }
        }
    }
    Ok(())
}
