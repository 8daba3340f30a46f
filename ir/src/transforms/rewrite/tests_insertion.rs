//! Tests of the rewriter's insertion point: `replace_op_with` builds where
//! the point is (MLIR's `replaceOpWithNewOp`), a point after an op or at
//! a block's start is MLIR's iterator (before the op there when it was
//! set), a guard restores it, and erasing the op it stands at moves it to
//! that op's place instead of leaving it dangling.

use super::tests::{CTX, heard, op, op_label, setup};
use crate::storage::body::{Block, Body, Operation};
use crate::transforms::rewrite::PatternRewriter;
use crate::{Context, Location, OperationState, Type};

/// The names of `block`'s ops, in order.
fn names(body: &Body, block: Block) -> Vec<String> {
    body.block_ops(block).map(|o| op_label(body, o)).collect()
}

/// Builds `t.new` with one `i64` result at `loc`.
fn build_new(b: &mut crate::OpBuilder<'_>, loc: Location) -> Operation {
    let mut st = OperationState::new(b.ctx, "t.new", loc);
    st.result_types.push(Type::i64(b.ctx));
    b.create(&st)
}

/// Creates a result-less op named `name` at the rewriter's insertion point.
fn create(ctx: &Context, rw: &mut PatternRewriter<'_>, name: &str) -> Operation {
    rw.create(&OperationState::new(ctx, name, Location::unknown(ctx)))
}

#[test]
fn replace_op_with_builds_at_the_insertion_point_with_the_op_location() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let first = op(ctx, &mut body, block, "t.first", &[], 0, 0);
        let x = op(ctx, &mut body, block, "t.x", &[], 1, 0);
        let loc = Location::name(ctx, "x", Location::unknown(ctx));
        body.set_op_loc(x, loc);
        let xv = body.result(x, 0);
        let u = op(ctx, &mut body, block, "t.use", &[xv], 0, 0);
        let mut new = None;
        heard(ctx, &mut body, |rw| {
            // Where a pattern rooted at `first` stands.
            rw.set_insertion_point_before(first);
            new = Some(rw.replace_op_with(x, build_new));
        });
        let new = new.unwrap();
        assert_eq!(names(&body, block), ["t.new", "t.first", "t.use"]);
        assert_eq!(body.op_loc(new), loc);
        assert_eq!(body.operand(u, 0), body.result(new, 0));
    });
}

#[test]
fn a_point_after_an_op_survives_erasing_it() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 0, 0);
        op(ctx, &mut body, block, "t.b", &[], 0, 0);
        heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_after(a);
            rw.erase_op(a);
            create(ctx, rw, "t.c");
        });
        assert_eq!(names(&body, block), ["t.c", "t.b"]);
    });
}

#[test]
fn a_point_before_an_erased_op_takes_its_place() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 1, 0);
        op(ctx, &mut body, block, "t.b", &[], 0, 0);
        heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_before(a);
            rw.replace_op_with(a, build_new);
            create(ctx, rw, "t.c");
        });
        assert_eq!(names(&body, block), ["t.new", "t.c", "t.b"]);
    });
}

#[test]
fn a_point_inside_an_erased_op_moves_out_of_it() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let holder = op(ctx, &mut body, block, "t.holder", &[], 0, 1);
        let inner = body.append_new_block(body.regions(holder)[0]);
        op(ctx, &mut body, inner, "t.inner", &[], 0, 0);
        op(ctx, &mut body, block, "t.after", &[], 0, 0);
        heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_to_end(inner);
            rw.erase_op(holder);
            create(ctx, rw, "t.c");
        });
        assert_eq!(names(&body, block), ["t.c", "t.after"]);
    });
}

#[test]
fn a_point_at_the_start_is_before_the_op_that_was_first() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 0, 0);
        let z = op(ctx, &mut body, block, "t.z", &[], 0, 0);
        heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_to_start(block);
            rw.move_op_before(z, a);
            create(ctx, rw, "t.c");
        });
        assert_eq!(names(&body, block), ["t.z", "t.c", "t.a"]);
    });
}

#[test]
fn the_insertion_guard_restores_the_point() {
    CTX.with(|ctx| {
        let (mut body, block) = setup(ctx);
        let a = op(ctx, &mut body, block, "t.a", &[], 0, 0);
        let b = op(ctx, &mut body, block, "t.b", &[], 0, 0);
        heard(ctx, &mut body, |rw| {
            rw.set_insertion_point_before(a);
            rw.with_insertion_guard(|rw| {
                rw.set_insertion_point_after(b);
                create(ctx, rw, "t.last");
            });
            create(ctx, rw, "t.first");
        });
        assert_eq!(names(&body, block), ["t.first", "t.a", "t.b", "t.last"]);
    });
}
