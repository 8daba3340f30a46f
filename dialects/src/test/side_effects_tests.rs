//! The side-effect queries of `ir::semantics::interfaces::side_effects`
//! on parsed IR: which ops are memory-effect free, pure, speculatable or
//! trivially dead, through the interface, the traits and the recursive
//! rules, with arith, func, cf and the test dialect's effect ops.

use super::TestDialect;
use super::side_effects::TestResource;
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::{
    EffectKind, EffectTarget, Speculatability, effects_recursively, has_effect, has_single_effect,
    is_memory_effect_free, is_op_trivially_dead, is_pure, is_speculatable, memory_effects,
    speculatability, would_op_be_trivially_dead,
};

/// Effects declared on its fields (ODS's `Arg<..., [MemRead]>`): reads of
/// every `reads` value, a write to `<Test>` and a free of `target`, an
/// allocation of its result; `plain` has none.
#[op(dialect = TestDialect, name = "declared_effects_for_tests",
     traits = [AttrSizedOperandSegments],
     summary = "an op with effects declared on its fields")]
pub struct DeclaredEffectsOp {
    /// Read.
    #[operand(variadic, effects = [MemRead])]
    reads: Value,
    /// Written, then freed.
    #[operand(effects = [MemWrite<TestResource>, MemFree])]
    target: Value,
    /// No effect.
    #[operand(optional)]
    plain: Value,
    /// Allocated.
    #[result(effects = [MemAlloc])]
    out: Value,
}

const SRC: &str = r#"func.func @f(%a: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %a, %a : i32
  %1 = arith.divui %a, %c3 : i32
  %2 = arith.divui %a, %c0 : i32
  %3 = arith.divsi %a, %m1 : i32
  %4 = arith.divsi %a, %c3 : i32
  %5 = arith.divsi %a, %a : i32
  %6 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}]} : () -> i32
  %7 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "read", test_resource}]} : () -> i32
  %8 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
  %9 = "test.side_effect_op"() : () -> i32
  %10 = func.call @f(%a, %b) : (i32, i1) -> i32
  %11 = "test.unknown"() : () -> i32
  %12 = test.side_effect_with_region_op (%a) {
  ^bb0(%x: i32):
    test.region_yield %x : i32
  } {effects = [{effect = "free", on_operand}, {effect = "read", on_argument}]} : i32 -> i32
  return %0 : i32
}
"#;

/// The ops of `@f`'s body, in order, with the body holding them.
fn ops_of(ctx: &Context, src: &str) -> (ir::text::OwnedOp, Vec<Operation>) {
    let parsed = ir::text::parse_source(
        ctx,
        src,
        "effects.mlir",
        &ir::text::ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        },
    )
    .unwrap();
    let ops = {
        let f = func_body(&parsed);
        let entry = f.entry_block(f.root_regions()[0]).unwrap();
        f.block_ops(entry).collect()
    };
    (parsed, ops)
}

fn func_body(parsed: &ir::text::OwnedOp) -> &Body {
    let module = parsed.body.nested(parsed.op).unwrap();
    let entry = module.entry_block(module.root_regions()[0]).unwrap();
    let func = module.block_ops(entry).next().unwrap();
    module.nested(func).unwrap()
}

#[test]
fn effects_come_from_the_interface_or_the_traits() {
    let ctx = Context::new();
    let (parsed, ops) = ops_of(&ctx, SRC);
    let f = func_body(&parsed);
    let v = |i: usize| OpView::new(&ctx, f, ops[i]);
    // Pure arith ops: no effects; a call and an unknown op: unknown.
    assert_eq!(memory_effects(v(3)).map(|e| e.len()), Some(0));
    assert!(memory_effects(v(13)).is_none());
    assert!(memory_effects(v(14)).is_none());
    let alloc = memory_effects(v(9)).unwrap();
    assert_eq!(alloc.len(), 1);
    assert_eq!(
        (alloc[0].kind, alloc[0].target),
        (EffectKind::Allocate, EffectTarget::Result(0))
    );
    assert_eq!(alloc[0].resource.name(), "<Default>");
    assert_eq!(alloc[0].value(f, ops[9]), Some(f.result(ops[9], 0)));
    // Reads on two resources are both single-kind `read`.
    assert!(has_single_effect(v(10), EffectKind::Read, None));
    assert!(!has_single_effect(v(9), EffectKind::Read, None));
    assert!(has_single_effect(
        v(9),
        EffectKind::Allocate,
        Some(f.result(ops[9], 0))
    ));
    assert!(!has_single_effect(v(12), EffectKind::Read, None));
    assert!(has_effect(v(11), EffectKind::Write));
    assert!(!has_effect(v(13), EffectKind::Write));
    // Operand and block-argument targets, described as MLIR's test pass does.
    let region_op = memory_effects(v(15)).unwrap();
    let described: Vec<_> = region_op
        .iter()
        .map(|e| e.describe_target(f, ops[15]).unwrap())
        .collect();
    assert_eq!(described, ["op operand 0", "block argument 0"]);
    assert_eq!(region_op[0].value(f, ops[15]), Some(f.operand(ops[15], 0)));
}

#[test]
fn memory_effect_free_and_trivially_dead() {
    let ctx = Context::new();
    let (parsed, ops) = ops_of(&ctx, SRC);
    let f = func_body(&parsed);
    let v = |i: usize| OpView::new(&ctx, f, ops[i]);
    let free: Vec<bool> = (0..ops.len())
        .map(|i| is_memory_effect_free(v(i)))
        .collect();
    assert_eq!(
        free,
        [
            true, true, true, true, true, true, true, true, true, false, false, false, true, false,
            false, false, true
        ]
    );
    // Reads and allocations of the op's own result may go; writes,
    // frees, unknown effects, terminators and symbols may not.
    let dead: Vec<bool> = (0..ops.len())
        .map(|i| would_op_be_trivially_dead(v(i)))
        .collect();
    assert_eq!(
        dead,
        [
            true, true, true, true, true, true, true, true, true, true, true, false, true, false,
            false, false, false
        ]
    );
    // `%0` is returned: used, so not dead; the unused `%1` is.
    assert!(!is_op_trivially_dead(v(3)));
    assert!(is_op_trivially_dead(v(4)));
}

#[test]
fn speculation_follows_the_divisor() {
    let ctx = Context::new();
    let (parsed, ops) = ops_of(&ctx, SRC);
    let f = func_body(&parsed);
    let v = |i: usize| OpView::new(&ctx, f, ops[i]);
    use Speculatability::*;
    let got: Vec<Option<Speculatability>> = (3..9).map(|i| speculatability(v(i))).collect();
    assert_eq!(
        got,
        [
            Some(Speculatable),
            Some(Speculatable),
            Some(NotSpeculatable),
            Some(NotSpeculatable),
            Some(Speculatable),
            Some(NotSpeculatable)
        ]
    );
    assert!(is_pure(v(3)));
    assert!(!is_pure(v(5)));
    assert!(is_speculatable(v(4)));
    // Declaring no speculatability is not speculatable.
    assert!(!is_speculatable(v(13)));
    assert!(!is_pure(v(10)));
}

#[test]
fn recursive_effects_collect_nested_ops() {
    let ctx = Context::new();
    let src = r#"func.func @f(%a: i32) {
  "test.recursive_effects_op"() ({
    %0 = arith.addi %a, %a : i32
    %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
    "test.recursive_effects_op"() ({
      %2 = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
    }) : () -> ()
  }) : () -> ()
  "test.recursive_effects_op"() ({
    %3 = arith.addi %a, %a : i32
  }) : () -> ()
  "test.recursive_effects_op"() ({
    %4 = "test.unknown"() : () -> i32
  }) : () -> ()
  return
}
"#;
    let (parsed, ops) = ops_of(&ctx, src);
    let f = func_body(&parsed);
    let v = |i: usize| OpView::new(&ctx, f, ops[i]);
    let all = effects_recursively(v(0)).unwrap();
    let kinds: Vec<(EffectKind, &str)> = all
        .iter()
        .map(|(_, e)| (e.kind, e.resource.name()))
        .collect();
    assert_eq!(
        kinds,
        [
            (EffectKind::Read, "<Default>"),
            (EffectKind::Write, "<Test>")
        ]
    );
    assert!(!is_memory_effect_free(v(0)));
    assert!(!would_op_be_trivially_dead(v(0)));
    assert!(is_memory_effect_free(v(1)));
    assert!(would_op_be_trivially_dead(v(1)));
    assert!(effects_recursively(v(2)).is_none());
    assert!(!is_memory_effect_free(v(2)));
}

#[test]
fn effects_declared_on_fields() {
    let ctx = Context::new();
    let src = r#"func.func @f(%a: i32, %b: i32) {
  %0 = "test.declared_effects_for_tests"(%a, %b, %a, %b) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : (i32, i32, i32, i32) -> i32
  %1 = "test.declared_effects_for_tests"(%b) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> i32
  return
}
"#;
    let (parsed, ops) = ops_of(&ctx, src);
    let f = func_body(&parsed);
    let describe = |op: Operation| -> Vec<String> {
        memory_effects(OpView::new(&ctx, f, op))
            .unwrap()
            .iter()
            .map(|e| {
                format!(
                    "{} {} {}",
                    e.kind.name(),
                    e.describe_target(f, op).unwrap(),
                    e.resource.name()
                )
            })
            .collect()
    };
    assert_eq!(
        describe(ops[0]),
        [
            "read op operand 0 <Default>",
            "read op operand 1 <Default>",
            "write op operand 2 <Test>",
            "free op operand 2 <Default>",
            "allocate op result 0 <Default>"
        ]
    );
    assert_eq!(
        describe(ops[1]),
        [
            "write op operand 0 <Test>",
            "free op operand 0 <Default>",
            "allocate op result 0 <Default>"
        ]
    );
    // Freeing is not removable.
    assert!(!would_op_be_trivially_dead(OpView::new(&ctx, f, ops[1])));
}

#[test]
fn region_branch_points_and_edges() {
    use ir::semantics::interfaces::region_branch::{
        RegionBranchOpInterfaceHandle, RegionBranchPoint, RegionSuccessor,
        all_region_branch_points, successor_operands,
    };
    let ctx = Context::new();
    let src = r#"func.func @f(%a: i32, %b: i64) {
  %0 = test.region_if %a, %b : i32, i64 -> i64 then {
  ^bb0(%x: i32, %y: i64):
    test.region_if_yield %y : i64
  } else {
  ^bb0(%x: i32, %y: i64):
    test.region_if_yield %y : i64
  } join {
  ^bb0(%z: i64):
    test.region_if_yield %z : i64
  }
  return
}
"#;
    let (parsed, ops) = ops_of(&ctx, src);
    let f = func_body(&parsed);
    let view = OpView::new(&ctx, f, ops[0]);
    let points = all_region_branch_points(view);
    assert_eq!(points.len(), 4);
    assert_eq!(points[0], RegionBranchPoint::Parent);
    let branch = view.cast::<RegionBranchOpInterfaceHandle<'_>>().unwrap();
    let entry = branch.successor_regions(RegionBranchPoint::Parent);
    assert_eq!(
        entry,
        [
            RegionSuccessor::Region {
                index: 0,
                inputs: 0..2
            },
            RegionSuccessor::Region {
                index: 1,
                inputs: 0..2
            }
        ]
    );
    let (_, _, operands) = successor_operands(&branch, RegionBranchPoint::Parent, &entry[0]);
    assert_eq!(operands, 0..2);
    // The join region's yield returns to the parent with its one operand.
    let last = points[3];
    let exit = branch.successor_regions(last);
    assert_eq!(exit, [RegionSuccessor::Parent { results: 0..1 }]);
    let (body, op, operands) = successor_operands(&branch, last, &exit[0]);
    assert_eq!(operands, 0..1);
    assert_eq!(ctx.op_name_str(body.op_name(op)), "test.region_if_yield");
    assert_eq!(exit[0].input_types(view), [ir::Type::int(&ctx, 64)]);
}
