//! The loops of `scf`: `scf.for`, `scf.forall` with its terminator
//! `scf.forall.in_parallel`, and `scf.parallel` with `scf.reduce` and
//! `scf.reduce.return`, with their `RegionBranchOpInterface` edges and
//! `LoopLikeOpInterface` accessors (MLIR 22's).
//!
//! `scf.forall` keeps each bound list as MLIR does: a static array with
//! `ShapedType::kDynamic` (`i64::MIN`) where the bound is an operand.

use super::ScfDialect;
use super::asm::{
    parse_for, parse_forall, parse_in_parallel, parse_parallel, print_for, print_forall,
    print_in_parallel, print_parallel,
};
use super::canonicalize::{forall_patterns, parallel_patterns};
use super::ops::{YieldOp, entry_args, once_through, terminator_operands};
use super::verify::{
    verify_for, verify_forall, verify_in_parallel, verify_parallel, verify_reduce,
    verify_reduce_return,
};
use core::ops::Range;
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::Speculatability;

/// MLIR's `ShapedType::kDynamic`: a bound given by an operand.
pub const DYNAMIC: i64 = i64::MIN;

/// `scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (T) {...}`.
#[op(dialect = ScfDialect, name = "for",
     traits = [AutomaticAllocationScope, LoopLikeOpInterface,
               dyn ConditionallySpeculatable, RegionBranchOpInterface,
               SingleBlockImplicitTerminator<YieldOp<'static>>, RecursiveMemoryEffects],
     invariants = verify_for, canonicalize = super::canonicalize::for_patterns,
     parse = parse_for, print = print_for,
     builders = [build_loop<Value, Value, Value, Vec<Value>>],
     summary = "for operation")]
pub struct ForOp {
    /// The first value of the induction variable.
    #[operand(ty = AnySignlessIntegerOrIndex)]
    lower_bound: Value,
    /// The bound the induction variable stays below.
    #[operand(ty = AnySignlessIntegerOrIndex)]
    upper_bound: Value,
    /// The increment.
    #[operand(ty = AnySignlessIntegerOrIndex)]
    step: Value,
    /// The loop-carried values' initial values.
    #[operand(variadic, ty = AnyType)]
    init_args: Value,
    /// The loop-carried values after the last iteration.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The body.
    #[region]
    region: Region,
    /// Compare the induction variable with the bound unsigned.
    #[attr(optional, name = "unsignedCmp")]
    unsigned_cmp: UnitAttr,
}

/// `ForOp::build_loop(b, loc, lb, ub, step, inits)`, MLIR's
/// `ForOp::build`: the body block takes the induction variable (of the
/// bounds' type) and one argument per loop-carried value; without such
/// values it ends in `scf.yield`, with them the caller adds the yield.
fn build_loop(
    b: &mut OpBuilder<'_>,
    loc: Location,
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
) -> Operation {
    let types: Vec<Type> = inits.iter().map(|&v| b.body.value_type(v)).collect();
    let iv = b.body.value_type(lb);
    let op = ForOp::build(b, loc, &types, lb, ub, step, &inits, None);
    let region = b.body.regions(op)[0];
    if let Some(block) = b.body.entry_block(region) {
        b.body.add_block_arg(block, iv, loc);
        for &t in &types {
            b.body.add_block_arg(block, t, loc);
        }
        if !inits.is_empty()
            && let Some(yield_op) = b.body.last_op(block)
        {
            b.body.erase_op(yield_op);
        }
    }
    op
}

impl RegionBranchOpInterface for ForOp<'_> {
    /// From the op and from the body: into the body (the iteration
    /// arguments receiving the values) or out.
    fn successor_regions(&self, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let n = entry_args(self.0, 0).len();
        vec![
            RegionSuccessor::Region {
                index: 0,
                inputs: 1.min(n)..n,
            },
            RegionSuccessor::parent(self.0),
        ]
    }

    fn entry_successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        3..self.0.body.num_operands(self.0.op).max(3)
    }
}

impl LoopLikeOpInterface for ForOp<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        vec![self.region()]
    }
    fn induction_vars(&self) -> Option<Vec<Value>> {
        Some(entry_args(self.0, 0).into_iter().take(1).collect())
    }
    fn lower_bounds(&self) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.lower_bound())])
    }
    fn upper_bounds(&self) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.upper_bound())])
    }
    fn steps(&self) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.step())])
    }
    fn inits(&self) -> Vec<Value> {
        self.init_args().collect()
    }
    fn region_iter_args(&self) -> Vec<Value> {
        entry_args(self.0, 0).into_iter().skip(1).collect()
    }
    fn yielded_values(&self) -> Vec<Value> {
        terminator_operands(self.0, 0).into_vec()
    }
    fn loop_results(&self) -> Option<Vec<Value>> {
        Some(self.results().collect())
    }
}

impl ConditionallySpeculatable for ForOp<'_> {
    /// A loop of step 1 terminates whatever its bounds; another may not.
    fn speculatability(&self) -> Speculatability {
        if constant_int(self.0, self.step()) == Some(1) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// The integer `v` holds when a constant op (one with `ConstantLike` and
/// an integer `value`) defines it (MLIR's `getConstantIntValue`).
pub(crate) fn constant_int(view: OpView<'_>, v: Value) -> Option<i64> {
    let def = view.body.defining_op(v)?;
    let def = OpView::new(view.ctx, view.body, def);
    if !def.has_trait::<ConstantLike>() {
        return None;
    }
    let value = view
        .body
        .property(view.ctx, def.op, view.ctx.ident_static("value"))?;
    value.as_i64(view.ctx)
}

/// `scf.forall (%i) in (%n) shared_outs(%o = %t) -> (T) {...}`, or with
/// `= (lbs) to (ubs) step (steps)`: runs its body once per point of the
/// iteration space, in parallel.
#[op(dialect = ScfDialect, name = "forall",
     traits = [AttrSizedOperandSegments, AutomaticAllocationScope, LoopLikeOpInterface,
               RecursiveMemoryEffects, SingleBlockImplicitTerminator<InParallelOp<'static>>,
               RegionBranchOpInterface],
     invariants = verify_forall, canonicalize = forall_patterns,
     parse = parse_forall, print = print_forall,
     summary = "evaluate a block multiple times in parallel")]
pub struct ForallOp {
    /// The lower bounds given by operands.
    #[operand(variadic, ty = Index)]
    dynamic_lower_bound: Value,
    /// The upper bounds given by operands.
    #[operand(variadic, ty = Index)]
    dynamic_upper_bound: Value,
    /// The steps given by operands.
    #[operand(variadic, ty = Index)]
    dynamic_step: Value,
    /// The tensors shared by all threads.
    #[operand(variadic, ty = AnyRankedTensor)]
    outputs: Value,
    /// One per shared output.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The body.
    #[region]
    region: Region,
    /// The lower bounds, `DYNAMIC` where an operand gives one.
    #[attr(name = "staticLowerBound")]
    static_lower_bound: DenseI64ArrayAttr,
    /// The upper bounds, likewise.
    #[attr(name = "staticUpperBound")]
    static_upper_bound: DenseI64ArrayAttr,
    /// The steps, likewise.
    #[attr(name = "staticStep")]
    static_step: DenseI64ArrayAttr,
    /// How the dimensions map onto processing units.
    #[attr(optional)]
    mapping: ArrayAttr,
}

impl ForallOp<'_> {
    /// The number of dimensions (MLIR's `getRank`).
    pub fn rank(&self) -> usize {
        self.static_lower_bound_values().len()
    }

    fn static_lower_bound_values(&self) -> Vec<i64> {
        self.try_static_lower_bound()
            .map(|a| a.values(self.0.ctx).to_vec())
            .unwrap_or_default()
    }

    /// One list of bounds as MLIR's `getMixed*`: each static value, or the
    /// next dynamic operand where it is `DYNAMIC`.
    fn mixed(&self, statics: Option<DenseI64ArrayAttr>, dynamic: Vec<Value>) -> Vec<OpFoldResult> {
        let ctx = self.0.ctx;
        let mut dynamic = dynamic.into_iter();
        statics
            .map(|a| a.values(ctx).to_vec())
            .unwrap_or_default()
            .into_iter()
            .filter_map(|s| {
                if s == DYNAMIC {
                    dynamic.next().map(OpFoldResult::Value)
                } else {
                    let index = Type::index(ctx);
                    Attribute::integer(ctx, index, s)
                        .ok()
                        .map(OpFoldResult::Attr)
                }
            })
            .collect()
    }
}

impl RegionBranchOpInterface for ForallOp<'_> {
    /// Into the body from the op; the body runs once per thread and never
    /// branches back into itself.
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        once_through(self.0, point)
    }
}

impl LoopLikeOpInterface for ForallOp<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        vec![self.region()]
    }
    fn induction_vars(&self) -> Option<Vec<Value>> {
        Some(
            entry_args(self.0, 0)
                .into_iter()
                .take(self.rank())
                .collect(),
        )
    }
    fn lower_bounds(&self) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed(
            self.try_static_lower_bound(),
            self.dynamic_lower_bound().collect(),
        ))
    }
    fn upper_bounds(&self) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed(
            self.try_static_upper_bound(),
            self.dynamic_upper_bound().collect(),
        ))
    }
    fn steps(&self) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed(self.try_static_step(), self.dynamic_step().collect()))
    }
    fn inits(&self) -> Vec<Value> {
        self.outputs().collect()
    }
    fn region_iter_args(&self) -> Vec<Value> {
        entry_args(self.0, 0)
            .into_iter()
            .skip(self.rank())
            .collect()
    }
}

/// `scf.forall.in_parallel { ... }`: ends an `scf.forall` body; its ops
/// combine each thread's part into the shared outputs.
#[op(dialect = ScfDialect, name = "forall.in_parallel",
     traits = [Pure, IsTerminator, HasParent<ForallOp<'static>>, NoTerminator, SingleBlock,
               HasOnlyGraphRegion],
     invariants = verify_in_parallel,
     parse = parse_in_parallel, print = print_in_parallel,
     summary = "terminates a `forall` block")]
pub struct InParallelOp {
    /// The combining ops.
    #[region]
    region: Region,
}

/// `scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> T {...}`:
/// a parallel loop nest whose iterations may reduce values.
#[op(dialect = ScfDialect, name = "parallel",
     traits = [AutomaticAllocationScope, AttrSizedOperandSegments, LoopLikeOpInterface,
               RecursiveMemoryEffects, RegionBranchOpInterface,
               SingleBlockImplicitTerminator<ReduceOp<'static>>],
     invariants = verify_parallel, canonicalize = parallel_patterns,
     parse = parse_parallel, print = print_parallel,
     summary = "parallel for operation")]
pub struct ParallelOp {
    /// The lower bounds.
    #[operand(variadic, ty = Index)]
    lower_bound: Value,
    /// The upper bounds.
    #[operand(variadic, ty = Index)]
    upper_bound: Value,
    /// The steps.
    #[operand(variadic, ty = Index)]
    step: Value,
    /// The reductions' initial values.
    #[operand(variadic, ty = AnyType)]
    init_vals: Value,
    /// The reductions' results.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The body.
    #[region]
    region: Region,
}

impl RegionBranchOpInterface for ParallelOp<'_> {
    /// From the op and from the body: into the body or out, passing no
    /// values either way.
    fn successor_regions(&self, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::Region {
                index: 0,
                inputs: 0..0,
            },
            RegionSuccessor::Parent { results: 0..0 },
        ]
    }
}

impl LoopLikeOpInterface for ParallelOp<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        vec![self.region()]
    }
    fn induction_vars(&self) -> Option<Vec<Value>> {
        Some(entry_args(self.0, 0).into_vec())
    }
    fn lower_bounds(&self) -> Option<Vec<OpFoldResult>> {
        Some(self.lower_bound().map(OpFoldResult::Value).collect())
    }
    fn upper_bounds(&self) -> Option<Vec<OpFoldResult>> {
        Some(self.upper_bound().map(OpFoldResult::Value).collect())
    }
    fn steps(&self) -> Option<Vec<OpFoldResult>> {
        Some(self.step().map(OpFoldResult::Value).collect())
    }
}

/// `scf.reduce(%v : T) { ^bb0(%l: T, %r: T): ... }`: ends an
/// `scf.parallel` body, with one reduction region per value reduced.
#[op(dialect = ScfDialect, name = "reduce",
     traits = [IsTerminator, HasParent<ParallelOp<'static>>, RecursiveMemoryEffects,
               RegionBranchTerminatorOpInterface],
     verify_region = verify_reduce,
     format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
     summary = "reduce operation for scf.parallel")]
pub struct ReduceOp {
    /// The values reduced, one per region.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
    /// The reductions.
    #[region(variadic)]
    reductions: Region,
}

impl RegionBranchTerminatorOpInterface for ReduceOp<'_> {
    /// Nothing goes to the next iteration or out of the loop.
    fn successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        0..0
    }
}

/// `scf.reduce.return %v : T`: ends a reduction region of `scf.reduce`.
#[op(dialect = ScfDialect, name = "reduce.return",
     traits = [HasParent<ReduceOp<'static>>, Pure, IsTerminator],
     verify = verify_reduce_return,
     format = "$result attr-dict `:` type($result)",
     summary = "terminator for reduce operation")]
pub struct ReduceReturnOp {
    /// The reduced value.
    #[operand(ty = AnyType)]
    result: Value,
}
