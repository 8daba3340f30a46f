//! Unit tests of the affine dialect: what mlir-opt cannot show (region
//! successors, loop-like accessors, memory effects and speculatability,
//! the dimension/symbol rules, builders of the folds' results).

use super::ops::{AffineForOp, AffineIfOp, AffineLoadOp};
use super::scope::{affine_scope, is_valid_dim, is_valid_symbol};
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::{is_speculatable, memory_effects};
use ir::semantics::interfaces::{
    loop_like::LoopLikeOpInterfaceHandle, region_branch::RegionBranchOpInterfaceHandle,
};

const SRC: &str = r#"
func.func @f(%m: memref<8xf32>, %n: index, %x: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %r = affine.for %i = 0 to 8 step 2 iter_args(%a = %x) -> (f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %k = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
    %w = "test.index"() : () -> index
    affine.store %x, %m[%j] : memref<8xf32>
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    }
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to %n {
  }
  affine.for %i = 0 to 1 {
  }
  %e = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %r : f32
  }
  return %e : f32
}
"#;

/// Runs `check` on the function body of [`SRC`] and its top-level ops.
fn with_func(check: impl FnOnce(&Context, &Body, &[Operation], &[Value])) {
    let ctx = Context::new();
    let mut parsed = ir::text::parse_source(&ctx, SRC, "t.mlir", &Default::default()).unwrap();
    let module = parsed.op;
    let inner = parsed.body.nested_mut(module).unwrap();
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let func = inner.block_ops(entry).next().unwrap();
    let f = inner.nested_mut(func).unwrap();
    let fentry = f.entry_block(f.root_regions()[0]).unwrap();
    let top: Vec<Operation> = f.block_ops(fentry).collect();
    let args = f.block_args(fentry).to_vec();
    check(&ctx, f, &top, &args);
}

fn loop_body(body: &Body, op: Operation) -> Vec<Operation> {
    let r = body.regions(op)[0];
    body.block_ops(body.entry_block(r).unwrap()).collect()
}

#[test]
fn for_is_loop_like() {
    with_func(|ctx, body, top, args| {
        let view = OpView::new(ctx, body, top[1]);
        let l = view.cast::<LoopLikeOpInterfaceHandle<'_>>().unwrap();
        let block = body.entry_block(body.regions(top[1])[0]).unwrap();
        let bargs = body.block_args(block);
        assert_eq!(l.loop_regions(), vec![body.regions(top[1])[0]]);
        assert_eq!(l.induction_vars(), Some(vec![bargs[0]]));
        assert_eq!(l.inits(), vec![args[2]]);
        assert_eq!(l.region_iter_args(), vec![bargs[1]]);
        assert_eq!(l.loop_results(), Some(vec![body.result(top[1], 0)]));
        let add = *loop_body(body, top[1]).iter().rev().nth(1).unwrap();
        assert_eq!(l.yielded_values(), vec![body.result(add, 0)]);
        let f = AffineForOp::cast(ctx, body, top[1]).unwrap();
        assert_eq!(f.step_value(), 2);
        assert_eq!(f.constant_trip_count(), Some(4));
    });
}

#[test]
fn for_region_successors_follow_the_trip_count() {
    with_func(|ctx, body, top, _| {
        let succ = |op: Operation, point| {
            OpView::new(ctx, body, op)
                .cast::<RegionBranchOpInterfaceHandle<'_>>()
                .unwrap()
                .successor_regions(point)
        };
        let into_body = RegionSuccessor::Region {
            index: 0,
            inputs: 1..2,
        };
        let out = RegionSuccessor::Parent { results: 0..1 };
        // Four trips: the parent enters the body; the body loops or leaves.
        assert_eq!(
            succ(top[1], RegionBranchPoint::Parent),
            vec![into_body.clone()]
        );
        let yield_op = *loop_body(body, top[1]).last().unwrap();
        assert_eq!(
            succ(top[1], RegionBranchPoint::Terminator(yield_op)),
            vec![into_body, out]
        );
        // An unknown trip count: both edges from the parent.
        let unknown = succ(top[2], RegionBranchPoint::Parent);
        assert_eq!(unknown.len(), 2);
        // One trip: the body goes back to the parent only.
        let once_yield = *loop_body(body, top[3]).last().unwrap();
        assert_eq!(
            succ(top[3], RegionBranchPoint::Terminator(once_yield)),
            vec![RegionSuccessor::Parent { results: 0..0 }]
        );
        let iface = OpView::new(ctx, body, top[1])
            .cast::<RegionBranchOpInterfaceHandle<'_>>()
            .unwrap();
        assert_eq!(
            iface.entry_successor_operands(&RegionSuccessor::Parent { results: 0..1 }),
            0..1
        );
    });
}

#[test]
fn if_region_successors() {
    with_func(|ctx, body, top, _| {
        let view = OpView::new(ctx, body, top[4]);
        let i = view.cast::<RegionBranchOpInterfaceHandle<'_>>().unwrap();
        assert_eq!(
            i.successor_regions(RegionBranchPoint::Parent),
            vec![
                RegionSuccessor::Region {
                    index: 0,
                    inputs: 0..0
                },
                RegionSuccessor::Region {
                    index: 1,
                    inputs: 0..0
                }
            ]
        );
        // Without an else region, the parent is the other successor.
        let inner_if = loop_body(body, top[1])
            .into_iter()
            .find(|&o| AffineIfOp::cast(ctx, body, o).is_some())
            .unwrap();
        let i = OpView::new(ctx, body, inner_if)
            .cast::<RegionBranchOpInterfaceHandle<'_>>()
            .unwrap();
        assert_eq!(
            i.successor_regions(RegionBranchPoint::Parent)[1],
            RegionSuccessor::Parent { results: 0..0 }
        );
    });
}

#[test]
fn memory_effects_and_speculation() {
    with_func(|ctx, body, top, args| {
        let ops = loop_body(body, top[1]);
        let load = ops[0];
        let load_fx = memory_effects(OpView::new(ctx, body, load)).unwrap();
        assert_eq!(load_fx.len(), 1);
        assert_eq!(load_fx[0].kind, EffectKind::Read);
        assert!(matches!(load_fx[0].target, EffectTarget::Operand(0)));
        assert_eq!(body.operand(load, 0), args[0]);
        let store = ops[4];
        let store_fx = memory_effects(OpView::new(ctx, body, store)).unwrap();
        assert_eq!(store_fx[0].kind, EffectKind::Write);
        assert!(matches!(store_fx[0].target, EffectTarget::Operand(1)));
        // `affine.apply` is pure.
        assert!(memory_effects(OpView::new(ctx, body, ops[1])).is_some_and(|e| e.is_empty()));
        // A loop of step 2 may not terminate; of step 1 it is speculatable
        // when its body is.
        assert!(!is_speculatable(OpView::new(ctx, body, top[1])));
        assert!(is_speculatable(OpView::new(ctx, body, top[2])));
        assert!(AffineLoadOp::cast(ctx, body, load).is_some());
    });
}

#[test]
fn dims_and_symbols() {
    with_func(|ctx, body, top, args| {
        let ops = loop_body(body, top[1]);
        let scope = affine_scope(ctx, body, ops[0]);
        assert_eq!(scope, body.parent_region(top[0]));
        let iv = body.block_args(body.entry_block(body.regions(top[1])[0]).unwrap())[0];
        let (n, c4) = (args[1], body.result(top[0], 0));
        let (j, k, w) = (
            body.result(ops[1], 0),
            body.result(ops[2], 0),
            body.result(ops[3], 0),
        );
        // Function arguments and constants are symbols; the induction
        // variable and an apply of it are dimensions only.
        assert!(is_valid_symbol(ctx, body, n, scope));
        assert!(is_valid_symbol(ctx, body, c4, scope));
        assert!(!is_valid_symbol(ctx, body, iv, scope));
        assert!(is_valid_dim(ctx, body, iv, scope));
        assert!(is_valid_dim(ctx, body, j, scope) && !is_valid_symbol(ctx, body, j, scope));
        assert!(is_valid_symbol(ctx, body, k, scope));
        // Any other op's result is neither; a non-index value never is.
        assert!(!is_valid_dim(ctx, body, w, scope));
        assert!(!is_valid_dim(ctx, body, args[2], scope));
    });
}

const PARALLEL: &str = r#"
func.func @p(%n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 2) to (10, 20) step (1, 3) {
  }
  affine.parallel (%i) = (max(%n, 0)) to (%m) {
  }
  return
}
"#;

#[test]
fn parallel_is_loop_like() {
    let ctx = Context::new();
    let mut parsed = ir::text::parse_source(&ctx, PARALLEL, "p.mlir", &Default::default()).unwrap();
    let inner = parsed.body.nested_mut(parsed.op).unwrap();
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let func = inner.block_ops(entry).next().unwrap();
    let f = inner.nested_mut(func).unwrap();
    let fentry = f.entry_block(f.root_regions()[0]).unwrap();
    let top: Vec<Operation> = f.block_ops(fentry).collect();
    let body: &Body = f;
    let index =
        |v: i64| OpFoldResult::Attr(Attribute::integer(&ctx, Type::index(&ctx), v).unwrap());
    let l = OpView::new(&ctx, body, top[0])
        .cast::<LoopLikeOpInterfaceHandle<'_>>()
        .unwrap();
    let block = body.entry_block(body.regions(top[0])[0]).unwrap();
    assert_eq!(l.loop_regions(), vec![body.regions(top[0])[0]]);
    assert_eq!(l.induction_vars(), Some(body.block_args(block).to_vec()));
    assert_eq!(l.lower_bounds(), Some(vec![index(0), index(2)]));
    assert_eq!(l.upper_bounds(), Some(vec![index(10), index(20)]));
    assert_eq!(l.steps(), Some(vec![index(1), index(3)]));
    assert!(l.inits().is_empty() && l.loop_results().is_none());
    // A `max` group or an SSA bound is no constant bound.
    let l2 = OpView::new(&ctx, body, top[1])
        .cast::<LoopLikeOpInterfaceHandle<'_>>()
        .unwrap();
    assert_eq!(l2.lower_bounds(), None);
    assert_eq!(l2.upper_bounds(), None);
    // No RegionBranchOpInterface, as in MLIR 22; recursively speculatable.
    assert!(
        OpView::new(&ctx, body, top[0])
            .cast::<RegionBranchOpInterfaceHandle<'_>>()
            .is_none()
    );
    assert!(is_speculatable(OpView::new(&ctx, body, top[0])));
    // Its induction variables are dimensions, not symbols.
    let iv = body.block_args(block)[0];
    let scope = affine_scope(&ctx, body, top[0]);
    assert!(is_valid_dim(&ctx, body, iv, scope) && !is_valid_symbol(&ctx, body, iv, scope));
}

/// The affine inliner's op rule: affine ops go into a region held by an
/// `AffineScope` op or an affine loop, not into one of another op.
#[test]
fn affine_ops_inline_only_into_affine_scopes_and_constructs() {
    use super::inliner::AffineInlinerInterface;
    use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};
    let ctx = Context::new();
    let src = r#"
func.func @f(%m: memref<8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
  }
  "test.one_region_op"() ({
    %w = affine.load %m[symbol(%n)] : memref<8xf32>
  }) : () -> ()
  return
}
"#;
    let opts = ir::text::ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut parsed = ir::text::parse_source(&ctx, src, "t.mlir", &opts).unwrap();
    let module = parsed.op;
    let inner = parsed.body.nested_mut(module).unwrap();
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let func = inner.block_ops(entry).next().unwrap();
    let inner: &Body = inner;
    let f = inner.region_body(func);
    let froot = f.root_regions()[0];
    let top: Vec<Operation> = f.block_ops(f.entry_block(froot).unwrap()).collect();
    let (for_op, test_op) = (top[0], top[1]);
    let load = loop_body(f, for_op)[0];
    let load_view = OpView::new(&ctx, f, load);
    let map = ir::IRMapping::new();
    let iface = AffineInlinerInterface;
    let dests = [
        (froot, OpView::new(&ctx, inner, func), true),
        (f.regions(for_op)[0], OpView::new(&ctx, f, for_op), true),
        (f.regions(test_op)[0], OpView::new(&ctx, f, test_op), false),
    ];
    for (region, parent, legal) in dests {
        let dest = InlineRegion {
            region,
            body: f,
            parent,
        };
        assert_eq!(
            iface.is_legal_to_inline_op(load_view, dest, false, &map),
            legal
        );
    }
    // A body goes only into an affine construct: not into the function.
    let fdest = InlineRegion {
        region: froot,
        body: f,
        parent: OpView::new(&ctx, inner, func),
    };
    let loop_dest = InlineRegion {
        region: f.regions(for_op)[0],
        body: f,
        parent: OpView::new(&ctx, f, for_op),
    };
    let test_region = InlineRegion {
        region: f.regions(test_op)[0],
        body: f,
        parent: OpView::new(&ctx, f, test_op),
    };
    assert!(!iface.is_legal_to_inline_region(fdest, test_region, false, &map));
    // The `%n` load at the top of the test op's region: `%n` is not an
    // entry argument of that region, so it is not checked and stays legal.
    assert!(iface.is_legal_to_inline_region(loop_dest, test_region, false, &map));
}
