//! The `DialectInlinerInterface`s of `func`, `arith` and `cf` (the
//! inliner itself is issue 17): their legality answers, as MLIR's, and
//! `func.return`'s two terminator rewrites.

use dialects::cf::BranchOp;
use ir::prelude::*;
use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};
use ir::{OperationState, Signedness};

/// `(ctx, body, region, block, %x: i32)`.
fn setup() -> (Context, Body, Region, Block, Value) {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let region = body.root_regions()[0];
    let block = body.append_new_block(region);
    let i32 = Type::integer(&ctx, 32, Signedness::Signless).unwrap();
    let x = body.add_block_arg(block, i32, Location::unknown(&ctx));
    (ctx, body, region, block, x)
}

fn append(ctx: &Context, body: &mut Body, block: Block, st: &OperationState) -> Operation {
    let op = body.create_op(ctx, st);
    body.append_op(block, op);
    op
}

fn func_return(ctx: &Context, body: &mut Body, block: Block, operands: &[Value]) -> Operation {
    let mut st = OperationState::new(ctx, "func.return", Location::unknown(ctx));
    st.operands.extend_from_slice(operands);
    append(ctx, body, block, &st)
}

#[test]
fn legality_answers_are_mlirs() {
    let (ctx, mut body, region, block, x) = setup();
    let all = DialectInterfaceCollection::<dyn DialectInlinerInterface>::new(&ctx);
    let names: Vec<_> = all.iter().map(|(d, _)| d).collect();
    for d in ["arith", "cf", "func"] {
        assert!(
            names.contains(&d),
            "{d} registers an inliner interface: {names:?}"
        );
    }
    assert!(all.get("builtin").is_none());
    let ret = func_return(&ctx, &mut body, block, &[x]);
    let view = OpView::new(&ctx, &body, ret);
    let func = all.for_op(view).unwrap();
    let dest = InlineRegion {
        region,
        body: &body,
        parent: view,
    };
    let map = ir::IRMapping::new();
    assert!(func.is_legal_to_inline_call(view, view, false));
    assert!(func.is_legal_to_inline_region(dest, dest, true, &map));
    assert!(func.is_legal_to_inline_op(view, dest, false, &map));
    let arith = all.get("arith").unwrap();
    assert!(arith.is_legal_to_inline_op(view, dest, false, &map));
    assert!(!arith.is_legal_to_inline_region(dest, dest, false, &map));
    assert!(!arith.is_legal_to_inline_call(view, view, false));
    let cf = all.get("cf").unwrap();
    assert!(cf.is_legal_to_inline_region(dest, dest, false, &map));
    assert!(cf.is_legal_to_inline_op(view, dest, false, &map));
    assert!(!cf.is_legal_to_inline_call(view, view, false));
    // No dialect here converts call types.
    let i64 = Type::int(&ctx, 64);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let loc = Location::unknown(&ctx);
    assert!(
        func.materialize_call_conversion(&mut b, x, i64, loc)
            .is_none()
    );
}

#[test]
fn an_inlined_single_block_return_replaces_the_call_results() {
    let (ctx, mut body, _, block, x) = setup();
    let loc = Location::unknown(&ctx);
    let mut call = OperationState::new(&ctx, "t.call", loc);
    call.result_types.push(Type::int(&ctx, 32));
    let call = append(&ctx, &mut body, block, &call);
    let r = body.result(call, 0);
    let mut user = OperationState::new(&ctx, "t.use", loc);
    user.operands.push(r);
    let user = append(&ctx, &mut body, block, &user);
    let ret = func_return(&ctx, &mut body, block, &[x]);
    let all = DialectInterfaceCollection::<dyn DialectInlinerInterface>::new(&ctx);
    let func = all.get("func").unwrap();
    func.handle_terminator_values(&ctx, &mut body, ret, &[r]);
    assert_eq!(body.operand(user, 0), x);
    assert!(body.use_empty(r));
}

#[test]
fn an_inlined_multi_block_return_becomes_a_branch() {
    let (ctx, mut body, region, block, x) = setup();
    let after = body.append_new_block(region);
    body.add_block_arg(after, Type::int(&ctx, 32), Location::unknown(&ctx));
    let ret = func_return(&ctx, &mut body, block, &[x]);
    let all = DialectInterfaceCollection::<dyn DialectInlinerInterface>::new(&ctx);
    all.get("func")
        .unwrap()
        .handle_terminator_branch(&ctx, &mut body, ret, after);
    let ops: Vec<Operation> = body.block_ops(block).collect();
    assert_eq!(ops.len(), 1, "the return is gone");
    let br = BranchOp::cast(&ctx, &body, ops[0]).expect("a cf.br");
    assert_eq!(br.dest(), after);
    assert_eq!(br.dest_operands().collect::<Vec<_>>(), [x]);
}
