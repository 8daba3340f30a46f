//! The op fold hook in both forms: single-result (`fold`) and
//! multi-result (`fold_multi`), and MLIR's rule that trait folds run when
//! the op's own fold fails or folds in place.

use ir::prelude::*;
use ir::semantics::fold::try_fold;

#[dialect(name = "fh")]
pub struct FoldDialect;

/// Swaps its operands: folds to them when they are equal.
#[op(dialect = FoldDialect, name = "swap", fold_multi = fold_swap)]
pub struct SwapOp {
    #[operand]
    a: Value,
    #[operand]
    b: Value,
    #[result]
    x: Value,
    #[result]
    y: Value,
}

fn fold_swap(op: SwapOp<'_>, _: &[Option<Attribute>], results: &mut FoldResults) -> FoldOutcome {
    if op.a() != op.b() {
        return FoldOutcome::Failure;
    }
    results.push(OpFoldResult::Value(op.b()));
    results.push(OpFoldResult::Value(op.a()));
    FoldOutcome::Success
}

/// Folds to itself ("in place") so that its `Idempotent` trait gets a turn.
#[op(dialect = FoldDialect, name = "self", traits = [Idempotent], fold = fold_self)]
pub struct SelfOp {
    #[operand]
    a: Value,
    #[operand]
    b: Value,
    #[result]
    r: Value,
}

fn fold_self(op: SelfOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(op.r()))
}

#[test]
fn multi_result_and_in_place_folds() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = Location::unknown(&ctx);
    let i32 = Type::int(&ctx, 32);
    let (p, q) = (
        body.add_block_arg(block, i32, loc),
        body.add_block_arg(block, i32, loc),
    );
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let same = SwapOp::build(&mut b, loc, i32, i32, p, p);
    let diff = SwapOp::build(&mut b, loc, i32, i32, p, q);
    let idem = SelfOp::build(&mut b, loc, i32, q, q);
    let other = SelfOp::build(&mut b, loc, i32, p, q);
    let (r, res) = try_fold(&ctx, &mut body, same);
    assert_eq!(r, FoldOutcome::Success);
    assert_eq!(
        res.as_slice(),
        &[OpFoldResult::Value(p), OpFoldResult::Value(p)]
    );
    assert_eq!(try_fold(&ctx, &mut body, diff).0, FoldOutcome::Failure);
    // In place, then Idempotent: `self(%q, %q)` is `%q`.
    let (r, res) = try_fold(&ctx, &mut body, idem);
    assert_eq!(
        (r, res.as_slice()),
        (FoldOutcome::Success, &[OpFoldResult::Value(q)][..])
    );
    // In place and no trait applies: success with no results.
    let (r, res) = try_fold(&ctx, &mut body, other);
    assert_eq!((r, res.len()), (FoldOutcome::Success, 0));
}
