//! Tests of what lit tests cannot show: the ops' interfaces (effects and
//! speculatability as the side-effect queries see them), folds called
//! through the fold API on built ops, and the custom index-list syntax's
//! diagnostics.

use super::*;
use ir::semantics::fold::{FoldOutcome, OpFoldResult, try_fold};
use ir::semantics::interfaces::side_effects::{is_memory_effect_free, is_pure, is_speculatable};
use ir::{Body, Context, Operation};

/// The ops of the single function in `src`, in order, with the body that
/// holds them.
pub(crate) fn func_ops(ctx: &Context, src: &str) -> (Body, Vec<Operation>) {
    let parsed = ir::text::parse_source(ctx, src, "t.mlir", &Default::default()).unwrap();
    let module_body = parsed.body.nested(parsed.op).unwrap();
    let block = module_body
        .entry_block(module_body.root_regions()[0])
        .unwrap();
    let func = module_body.block_ops(block).next().unwrap();
    let body = module_body.nested(func).unwrap().clone();
    let entry = body.entry_block(body.root_regions()[0]).unwrap();
    let ops = body.block_ops(entry).collect();
    (body, ops)
}

fn view<'a>(ctx: &'a Context, body: &'a Body, op: Operation) -> OpView<'a> {
    OpView::new(ctx, body, op)
}

const SRC: &str = "func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32) {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xf32>
  %dd = tensor.dim %t, %i : tensor<4x?xf32>
  %du = tensor.dim %u, %c1 : tensor<*xf32>
  %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %dg = tensor.dim %g, %c1 : tensor<4x?xf32>
  return
}
";

/// `tensor.dim` has no memory effect, and is speculatable only with a
/// constant index into a ranked tensor (MLIR's `getSpeculatability`).
#[test]
fn dim_is_speculatable_with_a_constant_index_into_a_ranked_tensor() {
    let ctx = Context::new();
    let (body, ops) = func_ops(&ctx, SRC);
    let spec: Vec<bool> = ops[1..4]
        .iter()
        .map(|&o| is_speculatable(view(&ctx, &body, o)))
        .collect();
    assert_eq!(spec, [true, false, false]);
    assert!(
        ops[1..4]
            .iter()
            .all(|&o| is_memory_effect_free(view(&ctx, &body, o)))
    );
}

/// `Pure` ops are pure; `tensor.generate` has the effects of its body
/// (`RecursiveMemoryEffects`), here none.
#[test]
fn extract_empty_and_generate_are_pure() {
    let ctx = Context::new();
    let (body, ops) = func_ops(&ctx, SRC);
    for &o in &ops[4..7] {
        let v = view(&ctx, &body, o);
        assert!(is_memory_effect_free(v), "{}", v.name_str());
    }
    assert!(is_pure(view(&ctx, &body, ops[4])));
    assert!(is_pure(view(&ctx, &body, ops[6])));
}

/// `dim(generate)` of a dynamic dimension folds to the extent the
/// generate was given.
#[test]
fn dim_of_generate_folds_to_its_extent() {
    let ctx = Context::new();
    let (mut body, ops) = func_ops(&ctx, SRC);
    let extent = GenerateOp::cast(&ctx, &body, ops[5])
        .unwrap()
        .dynamic_extents()
        .next()
        .unwrap();
    let (outcome, results) = try_fold(&ctx, &mut body, ops[7]);
    assert_eq!(outcome, FoldOutcome::Success);
    assert_eq!(results.first(), Some(&OpFoldResult::Value(extent)));
    // dim(empty) of a dynamic size is a canonicalization in MLIR, not a fold.
    let (outcome, _) = try_fold(&ctx, &mut body, ops[2]);
    assert_eq!(outcome, FoldOutcome::Failure);
}

/// A bad entry of a `custom<DynamicIndexList>` is reported where it is,
/// as mlir-opt-22's first diagnostic for it.
#[test]
fn index_list_reports_bad_entries() {
    let ctx = Context::new();
    let parse = |src: &str| {
        ir::text::parse_source(&ctx, src, "p.mlir", &Default::default())
            .err()
            .map(|d| d[0].message.clone())
    };
    let pad = |list: &str| {
        format!(
            "func.func @f(%t: tensor<4xf32>, %x: f32) {{\n  %p = tensor.pad %t low{list} high[0] {{\n  ^bb0(%a: index):\n    tensor.yield %x : f32\n  }} : tensor<4xf32> to tensor<4xf32>\n  return\n}}\n"
        )
    };
    assert_eq!(parse(&pad("[0]")), None);
    assert_eq!(
        parse(&pad("[x]")).as_deref(),
        Some("custom op 'tensor.pad' expected integer value")
    );
    assert_eq!(
        parse(&pad("[0 0]")).as_deref(),
        Some("expected ']' in dynamic index list")
    );
}

#[test]
fn insert_and_insert_slice_are_destination_style() {
    use ir::semantics::interfaces::destination_style::DestinationStyleOpInterfaceHandle as Dps;
    let ctx = Context::new();
    let src = "func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>, %f: f32, %i: index) {
  %a = tensor.insert %f into %t[%i] : tensor<4xf32>
  %b = tensor.insert_slice %s into %t[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return
}";
    let (body, ops) = func_ops(&ctx, src);
    let entry = body.entry_block(body.root_regions()[0]).unwrap();
    let args = body.block_args(entry).to_vec();
    let (t, s, f, i) = (args[0], args[1], args[2], args[3]);
    let insert = view(&ctx, &body, ops[0]).cast::<Dps<'_>>().unwrap();
    assert_eq!(insert.dps_inits(), vec![t]);
    assert_eq!(insert.dps_inputs(), vec![f, i]);
    assert!(insert.is_dps_init(1) && insert.is_dps_input(0) && !insert.is_dps_input(3));
    assert_eq!(insert.tied_op_result(1), Some(body.result(ops[0], 0)));
    assert_eq!(insert.tied_op_result(0), None);
    assert!(insert.has_pure_tensor_semantics() && !insert.has_pure_buffer_semantics());
    let slice = view(&ctx, &body, ops[1]).cast::<Dps<'_>>().unwrap();
    assert_eq!(
        (slice.dps_inits(), slice.dps_inputs()),
        (vec![t], vec![s, i])
    );
    assert_eq!(
        (slice.tied_op_operand(0), slice.tied_op_operand(1)),
        (Some(t), None)
    );
    assert!(view(&ctx, &body, ops[2]).cast::<Dps<'_>>().is_none());
}
