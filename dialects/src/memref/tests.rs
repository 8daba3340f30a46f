//! Unit tests of the memref dialect: the effects each op declares, the
//! view source of the view-like ops, `memref.dim`'s speculatability, and
//! the subview type helpers (inference, rank-reduction masks, cast
//! compatibility) that the verifiers and folds share.

use super::verify::{
    Mixed, cast_compatible, infer_subview_type, memref_rank_reduction_mask, rank_reduction_mask,
};
use super::*;
use ir::semantics::interfaces::loop_like::ViewLikeOpInterfaceHandle;
use ir::semantics::interfaces::side_effects::{
    EffectKind, EffectTarget, Speculatability, is_pure, memory_effects, speculatability,
};
use ir::uniqued::types::DYNAMIC;

const SRC: &str = r#"func.func @f(%d: index, %v: f32, %i: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%d) : memref<4x?xf32>
  %s = memref.alloca() : memref<8xi8>
  %x = memref.load %a[%c0, %d] : memref<4x?xf32>
  memref.store %v, %a[%c0, %d] : memref<4x?xf32>
  memref.copy %a, %a : memref<4x?xf32> to memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  %sv = memref.subview %a[0, 0][1, %d][1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
  %ca = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %vw = memref.view %s[%c0][] : memref<8xi8> to memref<2xf32>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<4x?xf32> to memref<4xf32>
  %b, %o, %z, %t = memref.extract_strided_metadata %vw : memref<2xf32> -> memref<f32>, index, index, index
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d5 = memref.dim %a, %c5 : memref<4x?xf32>
  %di = memref.dim %a, %i : memref<4x?xf32>
  return
}
"#;

fn parse(ctx: &Context) -> ir::text::OwnedOp {
    ir::text::parse_source(ctx, SRC, "memref.mlir", &Default::default()).unwrap()
}

fn func_body(parsed: &ir::text::OwnedOp) -> &Body {
    let module = parsed.body.nested(parsed.op).unwrap();
    let entry = module.entry_block(module.root_regions()[0]).unwrap();
    let func = module.block_ops(entry).next().unwrap();
    module.nested(func).unwrap()
}

fn ops(body: &Body) -> Vec<Operation> {
    let entry = body.entry_block(body.root_regions()[0]).unwrap();
    body.block_ops(entry).collect()
}

#[test]
fn parsed_ir_verifies() {
    let ctx = Context::new();
    let parsed = parse(&ctx);
    let r = ir::verify(&ctx, &parsed.body, parsed.op, &Default::default());
    assert!(r.is_ok(), "{r:?}");
}

#[test]
fn effects_are_on_the_right_values_and_resources() {
    let ctx = Context::new();
    let parsed = parse(&ctx);
    let f = func_body(&parsed);
    let ops = ops(f);
    let one = |i: usize| {
        let e = memory_effects(OpView::new(&ctx, f, ops[i])).unwrap();
        assert_eq!(e.len(), 1, "op {i}");
        (e[0].kind, e[0].target, e[0].resource.name())
    };
    assert_eq!(
        one(2),
        (EffectKind::Allocate, EffectTarget::Result(0), "<Default>")
    );
    assert_eq!(
        one(3),
        (
            EffectKind::Allocate,
            EffectTarget::Result(0),
            "AutomaticAllocationScope"
        )
    );
    assert_eq!(
        one(4),
        (EffectKind::Read, EffectTarget::Operand(0), "<Default>")
    );
    assert_eq!(
        one(5),
        (EffectKind::Write, EffectTarget::Operand(1), "<Default>")
    );
    assert_eq!(
        one(7),
        (EffectKind::Free, EffectTarget::Operand(0), "<Default>")
    );
    let copy = memory_effects(OpView::new(&ctx, f, ops[6])).unwrap();
    let kinds: Vec<_> = copy.iter().map(|e| (e.kind, e.target)).collect();
    assert_eq!(
        kinds,
        [
            (EffectKind::Read, EffectTarget::Operand(0)),
            (EffectKind::Write, EffectTarget::Operand(1))
        ]
    );
    for &view in &ops[8..=12] {
        assert!(is_pure(OpView::new(&ctx, f, view)));
    }
}

#[test]
fn view_like_ops_name_their_source() {
    let ctx = Context::new();
    let parsed = parse(&ctx);
    let f = func_body(&parsed);
    let ops = ops(f);
    for &op in &ops[8..=12] {
        let v = OpView::new(&ctx, f, op);
        let h = v
            .cast::<ViewLikeOpInterfaceHandle<'_>>()
            .expect("view-like");
        assert_eq!(h.view_source(), f.operand(op, 0));
        assert_eq!(h.view_dest(), f.result(op, 0));
    }
    let load = OpView::new(&ctx, f, ops[4]);
    assert!(load.cast::<ViewLikeOpInterfaceHandle<'_>>().is_none());
}

#[test]
fn dim_is_speculatable_with_an_index_in_range() {
    let ctx = Context::new();
    let parsed = parse(&ctx);
    let f = func_body(&parsed);
    let ops = ops(f);
    let spec = |i: usize| speculatability(OpView::new(&ctx, f, ops[i])).unwrap();
    assert_eq!(spec(13), Speculatability::Speculatable);
    assert_eq!(spec(14), Speculatability::NotSpeculatable);
    assert_eq!(spec(15), Speculatability::NotSpeculatable);
}

#[test]
fn subview_types_and_rank_reduction() {
    let ctx = Context::new();
    let f32 = Type::f32(&ctx);
    let src = Type::memref(&ctx, &[8, 16, 4], f32, None, None).unwrap();
    let m = Mixed {
        offsets: smallvec::smallvec![3, 4, 2],
        sizes: smallvec::smallvec![1, 6, 2],
        strides: smallvec::smallvec![1, 1, 1],
    };
    let t = infer_subview_type(&ctx, src, &m).unwrap();
    assert_eq!(
        t.display(&ctx).to_string(),
        "memref<1x6x2xf32, strided<[64, 4, 1], offset: 210>>"
    );
    // A dynamic stride times a zero offset is zero (MLIR's SaturatedInteger).
    let dynamic = Type::memref(&ctx, &[4, DYNAMIC], f32, None, None).unwrap();
    let z = Mixed {
        offsets: smallvec::smallvec![0, 0],
        sizes: smallvec::smallvec![1, DYNAMIC],
        strides: smallvec::smallvec![1, 1],
    };
    let zt = infer_subview_type(&ctx, dynamic, &z).unwrap();
    assert_eq!(
        zt.display(&ctx).to_string(),
        "memref<1x?xf32, strided<[?, 1]>>"
    );
    assert_eq!(
        rank_reduction_mask(&[1, 6, 2], &[6, 2]),
        Some(vec![true, false, false])
    );
    assert_eq!(rank_reduction_mask(&[1, 6, 2], &[6, 3]), None);
    // Two unit sizes, one dropped: the strides tell which.
    let all_ones = infer_subview_type(
        &ctx,
        src,
        &Mixed {
            offsets: smallvec::smallvec![0, 0, 0],
            sizes: smallvec::smallvec![1, 1, 1],
            strides: smallvec::smallvec![1, 1, 1],
        },
    )
    .unwrap();
    let st = Attribute::strided_layout(&ctx, &[4, 1], 0);
    let reduced = Type::memref(&ctx, &[1, 1], f32, Some(st), None).unwrap();
    assert_eq!(
        memref_rank_reduction_mask(&ctx, all_ones, reduced, &[1, 1, 1]),
        Some(vec![true, false, false])
    );
}

#[test]
fn cast_compatibility() {
    let ctx = Context::new();
    let f32 = Type::f32(&ctx);
    let m = |s: &[i64]| Type::memref(&ctx, s, f32, None, None).unwrap();
    let u = Type::unranked_memref(&ctx, f32, None).unwrap();
    assert!(cast_compatible(&ctx, m(&[4]), m(&[DYNAMIC])));
    assert!(!cast_compatible(&ctx, m(&[4]), m(&[5])));
    assert!(cast_compatible(&ctx, m(&[4]), u) && cast_compatible(&ctx, u, m(&[4])));
    assert!(!cast_compatible(&ctx, u, u));
    let st = Attribute::strided_layout(&ctx, &[DYNAMIC], DYNAMIC);
    let strided = Type::memref(&ctx, &[4], f32, Some(st), None).unwrap();
    assert!(cast_compatible(&ctx, m(&[4]), strided));
}

#[test]
fn alloca_scope_branches_and_realloc_effects() {
    use ir::semantics::interfaces::region_branch::{
        RegionBranchOpInterfaceHandle, RegionBranchPoint, RegionSuccessor,
    };
    let ctx = Context::new();
    let src = r#"func.func @g(%m: memref<4xf32>) -> f32 {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %a = memref.assume_alignment %r, 16 : memref<8xf32>
  %v = memref.alloca_scope -> (f32) {
    %s = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    %x = memref.load %s[%c0] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %v : f32
}
"#;
    let parsed = ir::text::parse_source(&ctx, src, "scope.mlir", &Default::default()).unwrap();
    assert!(ir::verify(&ctx, &parsed.body, parsed.op, &Default::default()).is_ok());
    let f = func_body(&parsed);
    let ops = ops(f);
    let realloc = memory_effects(OpView::new(&ctx, f, ops[0])).unwrap();
    let kinds: Vec<_> = realloc.iter().map(|e| (e.kind, e.target)).collect();
    assert_eq!(
        kinds,
        [
            (EffectKind::Free, EffectTarget::Operand(0)),
            (EffectKind::Allocate, EffectTarget::Result(0))
        ]
    );
    let assume = OpView::new(&ctx, f, ops[1]);
    let h = assume.cast::<ViewLikeOpInterfaceHandle<'_>>().unwrap();
    assert_eq!(h.view_source(), f.result(ops[0], 0));
    let scope = OpView::new(&ctx, f, ops[2]);
    let rb = scope.cast::<RegionBranchOpInterfaceHandle<'_>>().unwrap();
    assert!(matches!(
        rb.successor_regions(RegionBranchPoint::Parent)[..],
        [RegionSuccessor::Region { index: 0, .. }]
    ));
    let inner = f.region_body(ops[2]);
    let block = inner.entry_block(f.regions(ops[2])[0]).unwrap();
    let ret = inner.block_ops(block).last().unwrap();
    assert!(matches!(
        rb.successor_regions(RegionBranchPoint::Terminator(ret))[..],
        [RegionSuccessor::Parent { .. }]
    ));
    assert!(is_pure(OpView::new(&ctx, f, ops[1])) && !is_pure(OpView::new(&ctx, f, ops[0])));
}
