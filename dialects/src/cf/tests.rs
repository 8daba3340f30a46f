//! The cf dialect's interfaces seen through the Rust API: successor
//! operands and `successor_for_operands` of `cf.switch`, `cf.br` and
//! `cf.cond_br`, and `cf.assert`'s memory effect. Syntax and diagnostics
//! are checked against mlir-opt-22 by the lit tests in `tests/lit/cf/`.

use super::SwitchOp;
use ir::prelude::*;
use ir::semantics::interfaces::branch::BranchOpInterfaceHandle;
use ir::semantics::interfaces::side_effects::{is_op_trivially_dead, memory_effects};

const SRC: &str = r#"func.func @f(%flag: i8, %a: i32, %b: i64, %c: i1) {
  cf.assert %c, "checked"
  cf.cond_br %c, ^bb4, ^bb5(%a : i32)
^bb4:
  cf.switch %flag : i8, [
    default: ^bb1(%a : i32),
    -1: ^bb2,
    7: ^bb3(%a, %b : i32, i64)
  ]
^bb5(%w: i32):
  cf.br ^bb1(%w : i32)
^bb1(%x: i32):
  return
^bb2:
  return
^bb3(%y: i32, %z: i64):
  return
}
"#;

/// Parses `SRC` and hands `check` the function body with its blocks'
/// first ops in order (assert, ^bb4's switch, ^bb5's br, ...).
fn with_ops(check: impl FnOnce(&Context, &Body, &[Operation])) {
    let ctx = Context::new();
    let parsed = ir::text::parse_source(&ctx, SRC, "cf.mlir", &Default::default()).unwrap();
    let module = parsed.body.nested(parsed.op).unwrap();
    let entry = module.entry_block(module.root_regions()[0]).unwrap();
    let func = module.block_ops(entry).next().unwrap();
    let f = module.nested(func).unwrap();
    let region = f.root_regions()[0];
    let mut ops = Vec::new();
    for block in f.region_blocks(region) {
        ops.extend(f.block_ops(block));
    }
    check(&ctx, f, &ops);
}

fn int(ctx: &Context, width: u32, v: i64) -> Option<Attribute> {
    Attribute::integer(ctx, Type::int(ctx, width), v).ok()
}

#[test]
fn switch_operands_are_split_by_case_segments() {
    with_ops(|ctx, f, ops| {
        // assert, cond_br, switch, br, return x3.
        let switch = SwitchOp::cast(ctx, f, ops[2]).unwrap();
        let branch = OpView::new(ctx, f, ops[2])
            .cast::<BranchOpInterfaceHandle<'_>>()
            .unwrap();
        assert_eq!(
            branch.successor_operands(0),
            SuccessorOperands::forwarded(1..2).with_segment("operandSegmentSizes", 1)
        );
        assert_eq!(
            branch.successor_operands(1),
            SuccessorOperands::forwarded(2..2)
                .with_segment("operandSegmentSizes", 2)
                .with_segment("case_operand_segments", 0)
        );
        assert_eq!(
            branch.successor_operands(2),
            SuccessorOperands::forwarded(2..4)
                .with_segment("operandSegmentSizes", 2)
                .with_segment("case_operand_segments", 1)
        );
        // -1 in an i8 flag is stored as 255.
        let values: Vec<Option<u64>> = switch
            .case_value_list()
            .iter()
            .map(|v| v.to_u64())
            .collect();
        assert_eq!(values, [Some(255), Some(7)]);
        assert_eq!(switch.case_destinations().len(), 2);
        // The variadic-of-variadic accessors the macro generates.
        let args: Vec<Value> = f.operands(ops[2]).collect();
        assert_eq!(switch.case_operands_group_count(), 2);
        assert_eq!(switch.case_operands_group_range(0), 2..2);
        assert_eq!(switch.case_operands_group_range(1), 2..4);
        assert_eq!(switch.case_operands_group_range(2), 4..4);
        assert_eq!(
            switch.case_operands_group(1).collect::<Vec<_>>(),
            args[2..4]
        );
        assert_eq!(switch.case_operands().len(), 2);
        assert_eq!(
            switch.case_operands_successor_operands(1),
            branch.successor_operands(2)
        );
    });
}

#[test]
fn switch_builder_computes_both_segment_sizes() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let region = body.root_regions()[0];
    let entry = body.append_new_block(region);
    let (loc, i32t) = (Location::unknown(&ctx), Type::int(&ctx, 32));
    let flag = body.add_block_arg(entry, i32t, loc);
    let x = body.add_block_arg(entry, i32t, loc);
    let dests: Vec<Block> = (0..3).map(|_| body.append_new_block(region)).collect();
    let values = Type::vector(&ctx, &[2], i32t, &[])
        .ok()
        .and_then(|t| {
            Attribute::dense_ints(
                &ctx,
                t,
                &[ir::APInt::from_i64(32, 1), ir::APInt::from_i64(32, 2)],
            )
            .ok()
        })
        .and_then(|a| AnyIntElementsAttr::from_attr(&ctx, a));
    let mut b = OpBuilder::at_end(&ctx, &mut body, entry);
    let op = SwitchOp::build(
        &mut b,
        loc,
        flag,
        &[x],
        &[&[x, x], &[]],
        values,
        dests[0],
        &dests[1..],
    );
    let switch = SwitchOp::cast(&ctx, &body, op).unwrap();
    assert_eq!(switch.case_operand_segments().values(&ctx), [2, 0]);
    let sizes = switch.0.property("operandSegmentSizes").unwrap();
    assert_eq!(
        DenseI32ArrayAttr::from_attr_opt(&ctx, sizes),
        Some(vec![1, 1, 2])
    );
    assert_eq!(switch.case_operands_group(0).collect::<Vec<_>>(), [x, x]);
    assert_eq!(switch.case_operands_group(1).len(), 0);
}

#[test]
fn switch_picks_a_successor_for_a_constant_flag() {
    with_ops(|ctx, f, ops| {
        let branch = OpView::new(ctx, f, ops[2])
            .cast::<BranchOpInterfaceHandle<'_>>()
            .unwrap();
        let dests: Vec<Block> = f.successors(ops[2]).collect();
        assert_eq!(
            branch.successor_for_operands(&[int(ctx, 8, 7)]),
            Some(dests[2])
        );
        assert_eq!(
            branch.successor_for_operands(&[int(ctx, 8, -1)]),
            Some(dests[1])
        );
        assert_eq!(
            branch.successor_for_operands(&[int(ctx, 8, 3)]),
            Some(dests[0])
        );
        assert_eq!(branch.successor_for_operands(&[None]), None);
    });
}

#[test]
fn br_and_cond_br_pick_a_successor() {
    with_ops(|ctx, f, ops| {
        let cond = OpView::new(ctx, f, ops[1])
            .cast::<BranchOpInterfaceHandle<'_>>()
            .unwrap();
        let dests: Vec<Block> = f.successors(ops[1]).collect();
        assert_eq!(
            cond.successor_for_operands(&[int(ctx, 1, 1), None]),
            Some(dests[0])
        );
        assert_eq!(
            cond.successor_for_operands(&[int(ctx, 1, 0), None]),
            Some(dests[1])
        );
        assert_eq!(cond.successor_for_operands(&[None, None]), None);
        let br = OpView::new(ctx, f, ops[3])
            .cast::<BranchOpInterfaceHandle<'_>>()
            .unwrap();
        assert_eq!(
            br.successor_for_operands(&[None]),
            f.successors(ops[3]).next()
        );
    });
}

#[test]
fn assert_writes_the_default_resource() {
    with_ops(|ctx, f, ops| {
        let view = OpView::new(ctx, f, ops[0]);
        let effects = memory_effects(view).unwrap();
        assert_eq!(effects.len(), 1);
        assert_eq!(effects[0].kind, EffectKind::Write);
        assert_eq!(effects[0].resource.name(), "<Default>");
        assert!(!is_op_trivially_dead(view));
    });
}
