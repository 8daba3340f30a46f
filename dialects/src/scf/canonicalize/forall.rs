//! `scf.forall`'s canonicalization patterns (MLIR 22's
//! `ForallOp::getCanonicalizationPatterns`, in its order):
//! `DimOfForallOp` (on `tensor.dim`: the size of a result is the size of
//! its shared output), `FoldTensorCastOfOutputIntoForallOp`,
//! `ForallOpControlOperandsFolder` (constant bounds become static),
//! `ForallOpIterArgsFolder`, `ForallOpSingleOrZeroIterationDimsFolder`
//! and `ForallOpReplaceConstantInductionVar`.
//!
//! MLIR keeps a shared output that a `ParallelCombiningOpInterface` op of
//! the terminator writes (`tensor.parallel_insert_slice`). No op here
//! has that interface and `scf.forall.in_parallel` must hold only such
//! ops, so its region is empty and every shared output is one the body
//! never writes: `ForallOpIterArgsFolder` forwards them all, as MLIR 22
//! does for such loops.

use super::parallel::trip_count;
use super::preserves_static_information;
use crate::arith::ConstantOp;
use crate::scf::ForallOp;
use crate::scf::asm::{i64_array, segment_sizes};
use crate::scf::loops::DYNAMIC;
use crate::tensor::{CastOp, DimOp};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::{IRMapping, OperationState, ValueDef};

/// `scf.forall`'s canonicalization patterns, in MLIR's order.
pub fn forall_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.forall");
    set.add_fn(
        "(anonymous namespace)::DimOfForallOp",
        PatternRoot::Op("tensor.dim"),
        dim_of_forall,
    )
    .add_fn(
        "(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp",
        root,
        fold_tensor_cast_of_output,
    )
    .add_fn(
        "(anonymous namespace)::ForallOpControlOperandsFolder",
        root,
        control_operands_folder,
    )
    .add_fn(
        "(anonymous namespace)::ForallOpIterArgsFolder",
        root,
        iter_args_folder,
    )
    .add_fn(
        "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
        root,
        single_or_zero_iteration_dims,
    )
    .add_fn(
        "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
        root,
        replace_constant_induction_var,
    );
}

/// What an `scf.forall` holds, read once.
struct Forall {
    loc: Location,
    lbs: Vec<OpFoldResult>,
    ubs: Vec<OpFoldResult>,
    steps: Vec<OpFoldResult>,
    outputs: Vec<Value>,
    block: Block,
    ivs: Vec<Value>,
    out_args: Vec<Value>,
    mapped: bool,
}

impl Forall {
    fn read(ctx: &Context, body: &Body, op: Operation) -> Option<Forall> {
        let f = ForallOp::cast(ctx, body, op)?;
        let block = body.entry_block(f.region())?;
        let args = body.block_args(block);
        let rank = f.rank();
        let outputs: Vec<Value> = f.outputs().collect();
        if args.len() != rank + outputs.len() {
            return None;
        }
        Some(Forall {
            loc: body.op_loc(op),
            lbs: f.lower_bounds()?,
            ubs: f.upper_bounds()?,
            steps: f.steps()?,
            outputs,
            block,
            ivs: args[..rank].to_vec(),
            out_args: args[rank..].to_vec(),
            mapped: body
                .properties(op)
                .dict_get(ctx, ctx.ident("mapping"))
                .is_some_and(|m| m.as_array(ctx).is_some_and(|a| !a.is_empty())),
        })
    }
}

/// `tensor.dim` of a result of an `scf.forall` reads its shared output
/// instead (MLIR's `DimOfForallOp`).
fn dim_of_forall(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dim = DimOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let ValueDef::Result(forall, i) = body.value_def(dim.source()) else {
        return Err(NoMatch);
    };
    let f = ForallOp::cast(ctx, body, forall).ok_or(NoMatch)?;
    let out = f.outputs().nth(i).ok_or(NoMatch)?;
    rw.modify_op_in_place(op, |v| v.body.set_operand(op, 0, out));
    Ok(())
}

/// The value of a bound: its value, or an `arith.constant` of index type
/// created at the insertion point (MLIR's
/// `getValueOrCreateConstantIndexOp`).
fn value_or_constant(rw: &mut PatternRewriter<'_>, loc: Location, b: OpFoldResult) -> Value {
    match b {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let index = Type::index(rw.ctx());
            let c = rw.build(|x| ConstantOp::build(x, loc, index, TypedAttr(a)));
            rw.body().result(c, 0)
        }
    }
}

/// The static list and the values of a list of bounds (MLIR's
/// `dispatchIndexOpFoldResults`).
fn dispatch(ctx: &Context, list: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::new();
    let mut values = Vec::new();
    for b in list {
        match *b {
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
            OpFoldResult::Attr(a) => statics.push(a.as_i64(ctx).unwrap_or(DYNAMIC)),
        }
    }
    (statics, values)
}

/// The operands and properties of an `scf.forall` with these bounds and
/// outputs, `mapping` its mapping if any.
fn forall_state(
    ctx: &Context,
    loc: Location,
    bounds: [&[OpFoldResult]; 3],
    outputs: &[Value],
    mapping: Option<Attribute>,
) -> OperationState {
    let mut st = OperationState::new(ctx, "scf.forall", loc);
    let mut props: Vec<(&str, Attribute)> = Vec::new();
    let mut sizes = Vec::new();
    for (list, name) in bounds
        .iter()
        .zip(["staticLowerBound", "staticUpperBound", "staticStep"])
    {
        let (statics, values) = dispatch(ctx, list);
        sizes.push(values.len());
        st.operands.extend(values);
        props.push((name, i64_array(ctx, &statics)));
    }
    sizes.push(outputs.len());
    st.operands.extend_from_slice(outputs);
    props.push(("operandSegmentSizes", segment_sizes(ctx, &sizes)));
    if let Some(m) = mapping {
        props.push(("mapping", m));
    }
    let mut dict = Attribute::empty_dictionary(ctx);
    for (name, value) in props {
        dict = dict.dict_with(ctx, ctx.ident(name), Some(value));
    }
    st.properties = dict;
    st
}

/// A shared output that is a `tensor.cast` from a more static type is
/// shared with that type: the body casts its argument back, and casts
/// after the loop give the results their old types (MLIR's
/// `FoldTensorCastOfOutputIntoForallOp`).
fn fold_tensor_cast_of_output(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = Forall::read(ctx, body, op).ok_or(NoMatch)?;
    let mut outputs = f.outputs.clone();
    let mut casts: Vec<(usize, Type)> = Vec::new();
    for (i, out) in outputs.iter_mut().enumerate() {
        let Some(cast) = body
            .defining_op(*out)
            .and_then(|d| CastOp::cast(ctx, body, d))
        else {
            continue;
        };
        let (src, dst) = (body.value_type(cast.source()), body.value_type(cast.dest()));
        if !preserves_static_information(ctx, dst, src) {
            continue;
        }
        casts.push((i, dst));
        *out = cast.source();
    }
    if casts.is_empty() {
        return Err(NoMatch);
    }
    let mapping = body.properties(op).dict_get(ctx, ctx.ident("mapping"));
    let mut st = forall_state(ctx, f.loc, [&f.lbs, &f.ubs, &f.steps], &outputs, mapping);
    st.result_types
        .extend(outputs.iter().map(|&v| body.value_type(v)));
    st.num_regions = 1;
    let index = Type::index(ctx);
    let args: Vec<(Type, Location)> = f
        .ivs
        .iter()
        .map(|_| (index, f.loc))
        .chain(outputs.iter().map(|&v| (body.value_type(v), f.loc)))
        .collect();
    let new = rw.create(&st);
    let region = rw.body().regions(new)[0];
    let block = rw.create_block_with_args(region, None, &args);
    let mut transfer = rw.body().block_args(block).to_vec();
    rw.set_insertion_point_to_start(block);
    let rank = f.ivs.len();
    for &(i, dst) in &casts {
        let c = rw.build(|b| CastOp::build(b, f.loc, dst, transfer[rank + i]));
        transfer[rank + i] = rw.body().result(c, 0);
    }
    rw.merge_blocks(f.block, block, &transfer);
    rw.set_insertion_point_after(new);
    let mut results: Vec<Value> = rw.body().results(new).collect();
    for &(i, dst) in &casts {
        let c = rw.build(|b| CastOp::build(b, f.loc, dst, results[i]));
        results[i] = rw.body().result(c, 0);
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// Bounds given by constants become static (MLIR's
/// `ForallOpControlOperandsFolder`).
fn control_operands_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = Forall::read(ctx, body, op).ok_or(NoMatch)?;
    let mut changed = false;
    let mut fold = |list: &[OpFoldResult]| -> Vec<OpFoldResult> {
        list.iter()
            .map(|&b| match b {
                OpFoldResult::Value(v) => match super::constant_int(ctx, body, v)
                    .and_then(|c| c.to_i64())
                    .and_then(|c| Attribute::integer(ctx, Type::index(ctx), c).ok())
                {
                    Some(a) => {
                        changed = true;
                        OpFoldResult::Attr(a)
                    }
                    None => b,
                },
                OpFoldResult::Attr(_) => b,
            })
            .collect()
    };
    let (lbs, ubs, steps) = (fold(&f.lbs), fold(&f.ubs), fold(&f.steps));
    if !changed {
        return Err(NoMatch);
    }
    let mapping = body.properties(op).dict_get(ctx, ctx.ident("mapping"));
    let st = forall_state(ctx, f.loc, [&lbs, &ubs, &steps], &f.outputs, mapping);
    rw.modify_op_in_place(op, |v| {
        v.body.set_operands(op, &st.operands);
        v.body.set_properties(op, st.properties);
    });
    Ok(())
}

/// Shared outputs the body never writes are forwarded: their block
/// arguments and results become the outputs, and the loop loses them
/// (MLIR's `ForallOpIterArgsFolder`; see the module docs).
fn iter_args_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = Forall::read(ctx, body, op).ok_or(NoMatch)?;
    let results: Vec<Value> = body.results(op).collect();
    if results.is_empty() || results.len() != f.outputs.len() {
        return Err(NoMatch);
    }
    for ((&arg, &result), &out) in f.out_args.iter().zip(&results).zip(&f.outputs) {
        rw.replace_all_uses_with(arg, out);
        rw.replace_all_uses_with(result, out);
    }
    let rank = f.ivs.len();
    rw.modify_op_in_place(op, |v| {
        for i in (rank..rank + results.len()).rev() {
            v.body.erase_block_arg(f.block, i);
        }
    });
    let mapping = body_mapping(rw, op);
    let mut st = forall_state(ctx, f.loc, [&f.lbs, &f.ubs, &f.steps], &[], mapping);
    st.attributes = rw.body().attributes(op);
    st.num_regions = 1;
    let new = rw.create(&st);
    let (from, to) = (rw.body().regions(op)[0], rw.body().regions(new)[0]);
    rw.inline_region_before(from, to, None);
    rw.replace_op(op, &results);
    Ok(())
}

/// The mapping property of `op`, if any.
fn body_mapping(rw: &PatternRewriter<'_>, op: Operation) -> Option<Attribute> {
    let ctx = rw.ctx();
    rw.body().properties(op).dict_get(ctx, ctx.ident("mapping"))
}

/// Dimensions of one iteration are dropped (their induction variable is
/// the lower bound), a dimension of none replaces the loop by its
/// outputs, and with no dimension left the body is inlined; loops mapped
/// to processing units are left alone (MLIR's
/// `ForallOpSingleOrZeroIterationDimsFolder`).
fn single_or_zero_iteration_dims(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = Forall::read(ctx, body, op).ok_or(NoMatch)?;
    if f.mapped {
        return Err(NoMatch);
    }
    let trips: Vec<Option<i128>> = (0..f.ivs.len())
        .map(|i| trip_count(ctx, body, f.lbs[i], f.ubs[i], f.steps[i]))
        .collect();
    let zero = trips.iter().position(|&t| t == Some(0));
    let single = trips.iter().filter(|&&t| t == Some(1)).count();
    if zero.is_none() && single == 0 {
        return Err(NoMatch);
    }
    // A loop inlined whole must have no result (see `promote`).
    if zero.is_none() && single == f.ivs.len() && body.num_results(op) != 0 {
        return Err(NoMatch);
    }
    // MLIR walks the dimensions in order, materializing lower bounds of
    // single dimensions until it meets one of no iteration.
    let mut map = IRMapping::new();
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &t) in trips.iter().enumerate() {
        match t {
            Some(0) => {
                rw.replace_op(op, &f.outputs);
                return Ok(());
            }
            Some(1) => {
                let lb = value_or_constant(rw, f.loc, f.lbs[i]);
                map.map_value(f.ivs[i], lb);
            }
            _ => {
                lbs.push(f.lbs[i]);
                ubs.push(f.ubs[i]);
                steps.push(f.steps[i]);
            }
        }
    }
    if lbs.is_empty() {
        return promote(rw, op, &f);
    }
    // The new loop keeps the old one's attributes but its bounds.
    let mapping = body_mapping(rw, op);
    let body = rw.body();
    let mut st = forall_state(ctx, f.loc, [&lbs, &ubs, &steps], &f.outputs, mapping);
    st.attributes = body.attributes(op);
    st.result_types
        .extend(body.results(op).map(|r| body.value_type(r)));
    st.num_regions = 1;
    let args: Vec<(Type, Location)> = body
        .block_args(f.block)
        .iter()
        .enumerate()
        .filter(|(_, a)| map.get_value(**a).is_none())
        .map(|(i, &a)| (body.value_type(a), body.block_arg_loc(f.block, i)))
        .collect();
    let ops: Vec<Operation> = body.block_ops(f.block).collect();
    let old_args = body.block_args(f.block).to_vec();
    let new = rw.create(&st);
    let region = rw.body().regions(new)[0];
    let block = rw.create_block_with_args(region, None, &args);
    let mut fresh = rw.body().block_args(block).to_vec().into_iter();
    for a in old_args {
        if map.get_value(a).is_none() {
            map.map_value(a, fresh.next().expect("one argument per kept one"));
        }
    }
    for o in ops {
        rw.clone_op_with(o, &mut map);
    }
    rw.set_insertion_point_before(op);
    let results: Vec<Value> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// Inlines the body of a loop of one iteration in every dimension before
/// it, its induction variables taking the lower bounds and its shared
/// outputs the outputs (MLIR's `scf::promote` of a forall, whose results
/// come from the combining ops of the terminator: with none, the loop
/// must have no result left).
fn promote(rw: &mut PatternRewriter<'_>, op: Operation, f: &Forall) -> MatchResult {
    let mut args: Vec<Value> = f
        .lbs
        .iter()
        .map(|&lb| value_or_constant(rw, f.loc, lb))
        .collect();
    args.extend_from_slice(&f.outputs);
    let terminator = rw.body().last_op(f.block).ok_or(NoMatch)?;
    let dest = rw.body().parent_block(op).ok_or(NoMatch)?;
    rw.inline_block_before(f.block, dest, Some(op), &args);
    rw.erase_op(terminator);
    rw.erase_op(op);
    Ok(())
}

/// Induction variables of dimensions of one iteration become the lower
/// bound (MLIR's `ForallOpReplaceConstantInductionVar`).
fn replace_constant_induction_var(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = Forall::read(ctx, body, op).ok_or(NoMatch)?;
    let mut changed = false;
    for (i, &iv) in f.ivs.iter().enumerate() {
        let body = rw.body();
        if body.use_empty(iv) || trip_count(ctx, body, f.lbs[i], f.ubs[i], f.steps[i]) != Some(1) {
            continue;
        }
        let lb = value_or_constant(rw, f.loc, f.lbs[i]);
        rw.replace_all_uses_with(iv, lb);
        changed = true;
    }
    if changed { Ok(()) } else { Err(NoMatch) }
}
