//! The branching ops of `scf` and the terminators they share: `scf.yield`,
//! `scf.condition`, `scf.if`, `scf.execute_region`, `scf.index_switch`
//! and `scf.while`, with their `RegionBranchOpInterface` edges (MLIR 22's
//! `getSuccessorRegions`).
//!
//! Ops with an ODS assembly format upstream (`scf.yield`, `scf.condition`,
//! `scf.index_switch`) use `format = "..."`; the others have MLIR's C++
//! parsers and printers, written as hooks in [`super::asm`].

use super::ScfDialect;
use super::asm::{
    parse_execute_region, parse_if, parse_index_switch, parse_while, print_execute_region,
    print_if, print_index_switch, print_while,
};
use super::canonicalize::{
    execute_region_patterns, if_patterns, index_switch_patterns, while_patterns,
};
use super::fold::fold_if;
use super::loops::ForOp;
use super::verify::{
    verify_execute_region, verify_if, verify_index_switch, verify_while, verify_while_loop,
};
use core::ops::Range;
use ir::prelude::*;
use ir::semantics::constraints::I1;

/// `scf.yield %a, %b : T, U`: ends a region of an scf op, passing values
/// to the op's results or to the next iteration.
#[op(dialect = ScfDialect, name = "yield",
     traits = [Pure, ReturnLike, IsTerminator,
               HasParent<(ExecuteRegionOp<'static>, ForOp<'static>, IfOp<'static>,
                          IndexSwitchOp<'static>, WhileOp<'static>)>],
     format = "attr-dict ($results^ `:` type($results))?",
     summary = "loop yield and termination operation")]
pub struct YieldOp {
    /// The values yielded.
    #[operand(variadic, ty = AnyType)]
    results: Value,
}

/// `scf.condition(%c) %a : T`: ends the `before` region of `scf.while`,
/// continuing into `after` with its arguments when `%c` holds and leaving
/// the loop with them otherwise.
#[op(dialect = ScfDialect, name = "condition",
     traits = [HasParent<WhileOp<'static>>, RegionBranchTerminatorOpInterface, Pure, IsTerminator],
     format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
     summary = "loop continuation condition")]
pub struct ConditionOp {
    /// Whether to continue.
    #[operand(ty = I1)]
    condition: Value,
    /// The values passed on.
    #[operand(variadic, ty = AnyType)]
    args: Value,
}

impl RegionBranchTerminatorOpInterface for ConditionOp<'_> {
    /// Every operand but the condition, whichever way control goes.
    fn successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        1..self.0.body.num_operands(self.0.op)
    }
}

/// `scf.if %c -> (T) { ... } else { ... }`: runs one of two regions.
#[op(dialect = ScfDialect, name = "if",
     traits = [RegionBranchOpInterface, SingleBlockImplicitTerminator<YieldOp<'static>>,
               RecursiveMemoryEffects, RecursivelySpeculatable, NoRegionArguments],
     invariants = verify_if, fold_mut = fold_if, canonicalize = if_patterns,
     parse = parse_if, print = print_if,
     summary = "if-then-else operation")]
pub struct IfOp {
    /// The condition.
    #[operand(ty = I1)]
    condition: Value,
    /// The values the region taken yields.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// Run when the condition holds.
    #[region]
    then_region: Region,
    /// Run otherwise; may be empty when the op has no results.
    #[region]
    else_region: Region,
}

impl RegionBranchOpInterface for IfOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let view = self.0;
        if point != RegionBranchPoint::Parent {
            return vec![RegionSuccessor::parent(view)];
        }
        let into = |index| RegionSuccessor::Region {
            index,
            inputs: 0..0,
        };
        let else_empty = view
            .body
            .regions(view.op)
            .get(1)
            .is_none_or(|&r| view.body.region_body(view.op).region_is_empty(r));
        vec![
            into(0),
            if else_empty {
                RegionSuccessor::parent(view)
            } else {
                into(1)
            },
        ]
    }
}

/// `scf.execute_region -> T { ... }`: runs its region, of any number of
/// blocks, once.
#[op(dialect = ScfDialect, name = "execute_region",
     traits = [RegionBranchOpInterface, RecursiveMemoryEffects],
     invariants = verify_execute_region, canonicalize = execute_region_patterns,
     parse = parse_execute_region, print = print_execute_region,
     summary = "operation that executes its region exactly once")]
pub struct ExecuteRegionOp {
    /// The values yielded.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The region.
    #[region]
    region: Region,
    /// Keeps canonicalization from inlining the region.
    #[attr(optional)]
    no_inline: UnitAttr,
}

impl RegionBranchOpInterface for ExecuteRegionOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        once_through(self.0, point)
    }
}

/// `scf.index_switch %i -> T case 1 { ... } default { ... }`: runs the
/// region of the case equal to `%i`, or the default region.
#[op(dialect = ScfDialect, name = "index_switch",
     traits = [RecursiveMemoryEffects, SingleBlockImplicitTerminator<YieldOp<'static>>,
               RegionBranchOpInterface],
     invariants = verify_index_switch, canonicalize = index_switch_patterns,
     parse = parse_index_switch, print = print_index_switch,
     summary = "switch-case operation on an index argument")]
pub struct IndexSwitchOp {
    /// The value switched on.
    #[operand(ty = Index)]
    arg: Value,
    /// The values the region taken yields.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The case values, one per case region.
    #[attr]
    cases: DenseI64ArrayAttr,
    /// Run when no case matches.
    #[region]
    default_region: Region,
    /// One per case.
    #[region(variadic)]
    case_regions: Region,
}

impl RegionBranchOpInterface for IndexSwitchOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let view = self.0;
        match point {
            RegionBranchPoint::Parent => (0..view.body.regions(view.op).len())
                .map(|index| RegionSuccessor::Region {
                    index,
                    inputs: 0..0,
                })
                .collect(),
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(view)],
        }
    }
}

/// `scf.while (%a = %init) : (T) -> U { ... } do { ... }`: runs `before`,
/// which decides with `scf.condition` whether to run `after` and repeat.
#[op(dialect = ScfDialect, name = "while",
     traits = [RegionBranchOpInterface, LoopLikeOpInterface, RecursiveMemoryEffects, SingleBlock],
     invariants = verify_while, verify = verify_while_loop, canonicalize = while_patterns,
     parse = parse_while, print = print_while,
     summary = "a generic 'while' loop")]
pub struct WhileOp {
    /// The values `before` starts from.
    #[operand(variadic, ty = AnyType)]
    init_values: Value,
    /// The values `scf.condition` passes out.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// Computes the condition.
    #[region]
    before: Region,
    /// The loop body.
    #[region]
    after: Region,
}

impl RegionBranchOpInterface for WhileOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let view = self.0;
        let RegionBranchPoint::Terminator(t) = point else {
            return vec![RegionSuccessor::region(view, 0)];
        };
        let inner = view.body.region_body(view.op);
        let from_after = inner
            .parent_block(t)
            .and_then(|b| inner.block_parent(b))
            .is_some_and(|r| view.body.regions(view.op).get(1) == Some(&r));
        if from_after {
            vec![RegionSuccessor::region(view, 0)]
        } else {
            vec![
                RegionSuccessor::parent(view),
                RegionSuccessor::region(view, 1),
            ]
        }
    }

    fn entry_successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        0..self.0.body.num_operands(self.0.op)
    }
}

impl LoopLikeOpInterface for WhileOp<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        self.0.body.regions(self.0.op).to_vec()
    }

    fn inits(&self) -> Vec<Value> {
        self.init_values().collect()
    }

    fn region_iter_args(&self) -> Vec<Value> {
        entry_args(self.0, 0).into_vec()
    }

    fn yielded_values(&self) -> Vec<Value> {
        terminator_operands(self.0, 1).into_vec()
    }
}

/// Control entering region 0 from the op, without passing values, and
/// leaving it for the op's results: an op whose region runs once
/// (`scf.execute_region`), or once per thread (`scf.forall`).
pub(crate) fn once_through(view: OpView<'_>, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
    match point {
        RegionBranchPoint::Parent => vec![RegionSuccessor::Region {
            index: 0,
            inputs: 0..0,
        }],
        RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(view)],
    }
}

/// The entry block arguments of region `index` of the op (none when it
/// has no block).
pub(crate) fn entry_args(view: OpView<'_>, index: usize) -> Values {
    let inner = view.body.region_body(view.op);
    view.body
        .regions(view.op)
        .get(index)
        .and_then(|&r| inner.entry_block(r))
        .map(|b| Values::from_slice(inner.block_args(b)))
        .unwrap_or_default()
}

/// A few values, inline (the verifiers' lists of block arguments and
/// yielded values, per op verified).
pub(crate) type Values = smallvec::SmallVec<[Value; 4]>;

/// The operands of the `scf.yield` ending region `index`'s entry block
/// (none when it ends otherwise).
pub(crate) fn terminator_operands(view: OpView<'_>, index: usize) -> Values {
    let inner = view.body.region_body(view.op);
    view.body
        .regions(view.op)
        .get(index)
        .and_then(|&r| inner.entry_block(r))
        .and_then(|b| inner.last_op(b))
        .filter(|&t| YieldOp::cast(view.ctx, inner, t).is_some())
        .map(|t| inner.operands(t).collect())
        .unwrap_or_default()
}
