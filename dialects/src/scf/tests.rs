//! The scf ops' interfaces, checked from Rust where `mlir-opt` has no
//! pass showing them: region successors and entry operands
//! (`RegionBranchOpInterface`), the loop accessors and loop-invariant code
//! motion (`LoopLikeOpInterface`), memory effects and speculation, and the
//! inliner's answers.

use super::*;
use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
use ir::semantics::interfaces::loop_like::{LoopLikeOpInterfaceHandle, move_loop_invariant_code};
use ir::semantics::interfaces::region_branch::RegionBranchOpInterfaceHandle;
use ir::semantics::interfaces::side_effects::{is_memory_effect_free, is_speculatable};
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};

const SRC: &str = r#"func.func @f(%c: i1, %lb: index, %ub: index, %n: index, %x: f32, %t: tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  scf.if %c {
  }
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  %1 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %x, %x : f32
    %b = arith.addf %a, %s : f32
    scf.yield %b : f32
  }
  %2 = scf.while (%w = %x) : (f32) -> f32 {
    scf.condition(%c) %w : f32
  } do {
  ^bb0(%v: f32):
    scf.yield %v : f32
  }
  %3 = scf.forall (%i, %j) = (0, %lb) to (%ub, 8) step (1, 2) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%n) {
    "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
  }
  %4 = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %5 = scf.index_switch %n -> f32
  case 3 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.for %i = %lb to %ub step %n {
  }
  return
}
"#;

/// Parses [`SRC`] and hands `check` the function body and its top ops.
fn with_ops(check: impl FnOnce(&Context, &mut Body, &[Operation])) {
    let ctx = Context::new();
    let mut parsed = ir::text::parse_source(&ctx, SRC, "scf.mlir", &Default::default())
        .unwrap_or_else(|e| panic!("{e:?}"));
    let module = parsed.op;
    let inner = parsed.body.nested_mut(module).unwrap();
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let func = inner.block_ops(entry).next().unwrap();
    let f = inner.nested_mut(func).unwrap();
    let fentry = f.entry_block(f.root_regions()[0]).unwrap();
    let ops: Vec<Operation> = f.block_ops(fentry).collect();
    check(&ctx, f, &ops);
}

fn branch<'a>(
    ctx: &'a Context,
    body: &'a Body,
    op: Operation,
) -> RegionBranchOpInterfaceHandle<'a> {
    OpView::new(ctx, body, op)
        .cast::<RegionBranchOpInterfaceHandle<'_>>()
        .unwrap()
}

fn region(index: usize, inputs: core::ops::Range<usize>) -> RegionSuccessor {
    RegionSuccessor::Region { index, inputs }
}

fn parent(results: core::ops::Range<usize>) -> RegionSuccessor {
    RegionSuccessor::Parent { results }
}

/// The terminator of region `index` of `op`.
fn terminator(body: &Body, op: Operation, index: usize) -> RegionBranchPoint {
    let b = body.entry_block(body.regions(op)[index]).unwrap();
    RegionBranchPoint::Terminator(body.last_op(b).unwrap())
}

#[test]
fn if_enters_then_and_else_or_skips_a_missing_else() {
    with_ops(|ctx, f, ops| {
        let (bare, full) = (ops[1], ops[2]);
        let parent_point = RegionBranchPoint::Parent;
        assert_eq!(
            branch(ctx, f, bare).successor_regions(parent_point),
            [region(0, 0..0), parent(0..0)]
        );
        assert_eq!(
            branch(ctx, f, full).successor_regions(parent_point),
            [region(0, 0..0), region(1, 0..0)]
        );
        let from_then = terminator(f, full, 0);
        assert_eq!(
            branch(ctx, f, full).successor_regions(from_then),
            [parent(0..1)]
        );
    });
}

#[test]
fn for_passes_inits_to_iteration_arguments_and_back() {
    with_ops(|ctx, f, ops| {
        let l = ops[3];
        let b = branch(ctx, f, l);
        let into_body = region(0, 1..2);
        assert_eq!(
            b.successor_regions(RegionBranchPoint::Parent),
            [into_body.clone(), parent(0..1)]
        );
        assert_eq!(b.entry_successor_operands(&into_body), 3..4);
        assert_eq!(
            b.successor_regions(terminator(f, l, 0)),
            [into_body, parent(0..1)]
        );
    });
}

#[test]
fn while_goes_from_condition_to_after_or_out_and_back_to_before() {
    with_ops(|ctx, f, ops| {
        let w = ops[4];
        let b = branch(ctx, f, w);
        assert_eq!(
            b.successor_regions(RegionBranchPoint::Parent),
            [region(0, 0..1)]
        );
        assert_eq!(b.entry_successor_operands(&region(0, 0..1)), 0..1);
        assert_eq!(
            b.successor_regions(terminator(f, w, 0)),
            [parent(0..1), region(1, 0..1)]
        );
        assert_eq!(b.successor_regions(terminator(f, w, 1)), [region(0, 0..1)]);
    });
}

#[test]
fn switch_and_execute_region_enter_every_region_and_return() {
    with_ops(|ctx, f, ops| {
        let (exec, switch) = (ops[7], ops[8]);
        assert_eq!(
            branch(ctx, f, exec).successor_regions(RegionBranchPoint::Parent),
            [region(0, 0..0)]
        );
        assert_eq!(
            branch(ctx, f, switch).successor_regions(RegionBranchPoint::Parent),
            [region(0, 0..0), region(1, 0..0)]
        );
        assert_eq!(
            branch(ctx, f, switch).successor_regions(terminator(f, switch, 1)),
            [parent(0..1)]
        );
    });
}

#[test]
fn loops_expose_their_induction_variables_bounds_and_carried_values() {
    with_ops(|ctx, f, ops| {
        let body_args = |op: Operation| {
            let b = f.entry_block(f.regions(op)[0]).unwrap();
            f.block_args(b).to_vec()
        };
        let l = OpView::new(ctx, f, ops[3])
            .cast::<LoopLikeOpInterfaceHandle<'_>>()
            .unwrap();
        let args = body_args(ops[3]);
        assert_eq!(l.induction_vars(), Some(vec![args[0]]));
        assert_eq!(l.region_iter_args(), vec![args[1]]);
        assert_eq!(l.inits(), vec![f.operand(ops[3], 3)]);
        assert_eq!(l.loop_results(), Some(vec![f.result(ops[3], 0)]));
        let yielded = l.yielded_values();
        assert_eq!(yielded.len(), 1);
        assert!(
            matches!(l.lower_bounds().as_deref(), Some([OpFoldResult::Value(v)]) if *v == f.operand(ops[3], 0))
        );
        assert!(
            matches!(l.steps().as_deref(), Some([OpFoldResult::Value(v)]) if *v == f.operand(ops[3], 2))
        );

        let w = OpView::new(ctx, f, ops[4])
            .cast::<LoopLikeOpInterfaceHandle<'_>>()
            .unwrap();
        assert_eq!(w.loop_regions(), f.regions(ops[4]).to_vec());
        assert_eq!(w.region_iter_args(), body_args(ops[4]));
        assert_eq!(w.inits(), vec![f.operand(ops[4], 0)]);
        assert_eq!(w.induction_vars(), None);

        let fa = OpView::new(ctx, f, ops[5])
            .cast::<LoopLikeOpInterfaceHandle<'_>>()
            .unwrap();
        let args = body_args(ops[5]);
        assert_eq!(fa.induction_vars(), Some(args[..2].to_vec()));
        assert_eq!(fa.region_iter_args(), args[2..].to_vec());
        let show = |r: Option<Vec<OpFoldResult>>| -> Vec<String> {
            r.unwrap()
                .into_iter()
                .map(|b| match b {
                    OpFoldResult::Attr(a) => a.display(ctx).to_string(),
                    OpFoldResult::Value(v) => format!("{:?}", f.value_def(v)),
                })
                .collect()
        };
        let lbs = show(fa.lower_bounds());
        assert_eq!(lbs[0], "0 : index");
        assert!(lbs[1].contains("BlockArgument"), "{lbs:?}");
        let ubs = show(fa.upper_bounds());
        assert_eq!(ubs[1], "8 : index");
        assert_eq!(show(fa.steps()), ["1 : index", "2 : index"]);

        let p = OpView::new(ctx, f, ops[6])
            .cast::<LoopLikeOpInterfaceHandle<'_>>()
            .unwrap();
        assert_eq!(p.induction_vars(), Some(body_args(ops[6])));
        assert_eq!(p.upper_bounds().map(|v| v.len()), Some(1));
    });
}

#[test]
fn effects_are_the_nested_ops_and_only_unit_steps_speculate() {
    with_ops(|ctx, f, ops| {
        let view = |op| OpView::new(ctx, f, op);
        // Pure bodies (arith, yields) make the op free of effects.
        for &op in &[ops[2], ops[3], ops[4], ops[7], ops[8]] {
            assert!(
                is_memory_effect_free(view(op)),
                "{}",
                f.op_name(op).as_str(ctx)
            );
        }
        // The parallel loop writes through its nested op.
        assert!(!is_memory_effect_free(view(ops[6])));
        // `scf.for` with step 1 (a constant) speculates as its body does;
        // with an unknown step it may not terminate.
        assert!(is_speculatable(view(ops[3])));
        assert!(!is_speculatable(view(ops[9])));
        // scf.if is recursively speculatable.
        assert!(is_speculatable(view(ops[2])));
    });
}

#[test]
fn invariant_code_leaves_a_for_body() {
    with_ops(|ctx, f, ops| {
        let l = ops[3];
        // `%s = arith.addf %x, %x` uses only values from outside.
        assert_eq!(move_loop_invariant_code(ctx, f, l), 1);
        let moved = f.prev_op(l).unwrap();
        assert_eq!(f.op_name(moved).as_str(ctx), "arith.addf");
    });
}

#[test]
fn build_loop_makes_the_body_block_arguments() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = Location::unknown(&ctx);
    let i = body.add_block_arg(block, Type::index(&ctx), loc);
    let x = body.add_block_arg(block, Type::f32(&ctx), loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let plain = ForOp::build_loop(&mut b, loc, i, i, i, Vec::new());
    let carried = ForOp::build_loop(&mut b, loc, i, i, i, vec![x]);
    let print = |op| ir::text::print_op(&ctx, &body, op, &Default::default());
    let l = |op| {
        OpView::new(&ctx, &body, op)
            .cast::<LoopLikeOpInterfaceHandle<'_>>()
            .unwrap()
    };
    assert_eq!(l(plain).induction_vars().map(|v| v.len()), Some(1));
    assert_eq!(l(carried).region_iter_args().len(), 1);
    assert_eq!(
        print(plain),
        "scf.for %arg0 = <<UNKNOWN SSA VALUE>> to <<UNKNOWN SSA VALUE>> step <<UNKNOWN SSA VALUE>> {\n}\n\n"
    );
    // With a loop-carried value the body has no terminator yet: the
    // caller yields.
    let region = body.regions(carried)[0];
    assert!(body.block_is_empty(body.entry_block(region).unwrap()));
    let info = ctx.op_info(body.op_name(plain)).unwrap();
    assert!((info.verify.unwrap())(&ctx, OpRef::new(&body, plain)).is_ok());
}

#[test]
fn scf_ops_and_regions_may_be_inlined() {
    with_ops(|ctx, f, ops| {
        let inliners = DialectInterfaceCollection::<dyn DialectInlinerInterface>::new(ctx);
        let scf = inliners
            .get("scf")
            .expect("scf registers an inliner interface");
        let region = f.regions(ops[3])[0];
        let view = OpView::new(ctx, f, ops[3]);
        let dest = InlineRegion {
            region,
            body: f,
            parent: view,
        };
        let map = ir::IRMapping::new();
        assert!(scf.is_legal_to_inline_op(view, dest, false, &map));
        assert!(scf.is_legal_to_inline_region(dest, dest, true, &map));
        // An inlined `scf.yield` hands its operands to the call's users.
        let y = f
            .last_op(f.entry_block(f.regions(ops[7])[0]).unwrap())
            .unwrap();
        let replaced = f.result(ops[7], 0);
        let user = f.create_op(
            ctx,
            &ir::OperationState {
                operands: [replaced].into_iter().collect(),
                ..ir::OperationState::new(ctx, "test.user", Location::unknown(ctx))
            },
        );
        let end = f.parent_block(ops[7]).unwrap();
        f.append_op(end, user);
        scf.handle_terminator_values(ctx, f, y, &[replaced]);
        assert_eq!(f.operand(user, 0), f.operand(y, 0));
    });
}
