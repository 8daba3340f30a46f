//! Tests of what lit tests cannot show: the ops' effects, and folds
//! called through the fold API.

use crate::tensor::tests::func_ops;
use ir::semantics::fold::{FoldOutcome, OpFoldResult, try_fold};
use ir::semantics::interfaces::side_effects::is_pure;
use ir::{Context, OpView};

const SRC: &str = "func.func @f(%v: vector<4x8xf32>, %s: f32, %i: index) {
  %b = vector.broadcast %s : f32 to vector<4x8xf32>
  %e = vector.extract %b[%i, 1] : f32 from vector<4x8xf32>
  %n = vector.insert %s, %v[%i, 1] : f32 into vector<4x8xf32>
  %m = vector.extract %n[%i, 1] : f32 from vector<4x8xf32>
  %o = vector.extract %n[1, %i] : f32 from vector<4x8xf32>
  %k = vector.create_mask %i, %i : vector<4x8xi1>
  return
}
";

/// Every vector op is `Pure`.
#[test]
fn vector_ops_are_pure() {
    let ctx = Context::new();
    let (body, ops) = func_ops(&ctx, SRC);
    for &o in &ops[..6] {
        let v = OpView::new(&ctx, &body, o);
        assert!(is_pure(v), "{}", v.name_str());
    }
}

/// An extract reads through a broadcast scalar; as in MLIR 22, not
/// through an insert at a dynamic position, even the same one.
#[test]
fn extract_folds_through_broadcast_and_insert() {
    let ctx = Context::new();
    let (mut body, ops) = func_ops(&ctx, SRC);
    let s = body.operand(ops[0], 0);
    let fold = |body: &mut ir::Body, op| {
        let (outcome, results) = try_fold(&ctx, body, op);
        (outcome == FoldOutcome::Success).then(|| results[0])
    };
    assert_eq!(fold(&mut body, ops[1]), Some(OpFoldResult::Value(s)));
    assert_eq!(fold(&mut body, ops[3]), None);
    assert_eq!(fold(&mut body, ops[4]), None);
}
