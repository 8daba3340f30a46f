//! `LoopLikeOpInterface` and `ViewLikeOpInterface` on a loop and a view
//! op declared here for the tests (upstream's test dialect has no plain
//! loop op; scf's come with its dialect): which values are defined outside
//! the loop, and MLIR's loop-invariant code motion through the
//! side-effect and speculation queries.

use super::TestDialect;
use ir::prelude::*;
use ir::semantics::interfaces::loop_like::{
    LoopLikeOpInterfaceHandle, ViewLikeOpInterfaceHandle, is_defined_outside_of_loop,
    move_loop_invariant_code,
};

/// A loop whose one region runs repeatedly with an induction variable.
#[op(dialect = TestDialect, name = "loop_like_for_tests",
     traits = [LoopLikeOpInterface, NoTerminator, SingleBlock],
     summary = "a loop for the LoopLikeOpInterface tests")]
pub struct LoopForTests {
    /// The loop body.
    #[region]
    body: Region,
}

impl LoopLikeOpInterface for LoopForTests<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        self.0.body.regions(self.0.op).to_vec()
    }
    fn induction_vars(&self) -> Option<Vec<Value>> {
        let body = self.0.body;
        let entry = body.entry_block(*body.regions(self.0.op).first()?)?;
        Some(body.block_args(entry).to_vec())
    }
}

/// A view of its operand.
#[op(dialect = TestDialect, name = "view_like_for_tests", traits = [ViewLikeOpInterface],
     summary = "a view for the ViewLikeOpInterface tests")]
pub struct ViewForTests {
    /// The viewed value.
    #[operand(ty = AnyType)]
    source: Value,
    /// The view.
    #[result(ty = AnyType)]
    dest: Value,
}

impl ViewLikeOpInterface for ViewForTests<'_> {
    fn view_source(&self) -> Value {
        self.source()
    }
    fn view_dest(&self) -> Value {
        self.dest()
    }
}

const SRC: &str = r#"func.func @f(%a: i32) {
  %v = "test.view_like_for_tests"(%a) : (i32) -> i64
  "test.loop_like_for_tests"() ({
  ^bb0(%iv: i32):
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.addi %iv, %1 : i32
    %3 = arith.divui %a, %a : i32
    %4 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
    "test.recursive_effects_op"() ({
      %5 = arith.addi %a, %a : i32
    }) : () -> ()
    "test.recursive_effects_op"() ({
      %6 = arith.addi %iv, %iv : i32
    }) : () -> ()
  }) : () -> ()
  return
}
"#;

#[test]
fn loops_hoist_invariant_speculatable_code() {
    let ctx = Context::new();
    let mut parsed = ir::text::parse_source(&ctx, SRC, "loop.mlir", &Default::default()).unwrap();
    let module = parsed.op;
    let inner = parsed.body.nested_mut(module).unwrap();
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let func = inner.block_ops(entry).next().unwrap();
    let f = inner.nested_mut(func).unwrap();
    let fentry = f.entry_block(f.root_regions()[0]).unwrap();
    let top: Vec<Operation> = f.block_ops(fentry).collect();
    let (view_op, loop_op) = (top[0], top[1]);
    let a = f.block_args(fentry)[0];
    {
        let view = OpView::new(&ctx, f, view_op);
        let v = view.cast::<ViewLikeOpInterfaceHandle<'_>>().unwrap();
        assert_eq!(v.view_source(), a);
        assert_eq!(v.view_dest(), f.result(view_op, 0));
        let l = OpView::new(&ctx, f, loop_op);
        let iv = l
            .cast::<LoopLikeOpInterfaceHandle<'_>>()
            .unwrap()
            .induction_vars()
            .unwrap()[0];
        assert!(is_defined_outside_of_loop(l, a));
        assert!(!is_defined_outside_of_loop(l, iv));
        let region = f.regions(loop_op)[0];
        let first = f.block_ops(f.entry_block(region).unwrap()).next().unwrap();
        assert!(!is_defined_outside_of_loop(l, f.result(first, 0)));
    }
    // `%0`, then `%1` (invariant once `%0` is out) and the region op using
    // only `%a` move; the rest depends on `%iv`, may trap or reads memory.
    assert_eq!(move_loop_invariant_code(&ctx, f, loop_op), 3);
    let names = |f: &Body, b| -> Vec<String> {
        f.block_ops(b)
            .map(|o| ctx.op_name_str(f.op_name(o)).to_string())
            .collect()
    };
    assert_eq!(
        names(f, fentry),
        [
            "test.view_like_for_tests",
            "arith.addi",
            "arith.muli",
            "test.recursive_effects_op",
            "test.loop_like_for_tests",
            "func.return"
        ]
    );
    let region = f.regions(loop_op)[0];
    assert_eq!(
        names(f, f.entry_block(region).unwrap()),
        [
            "arith.addi",
            "arith.divui",
            "test.side_effect_op",
            "test.recursive_effects_op"
        ]
    );
    assert_eq!(move_loop_invariant_code(&ctx, f, loop_op), 0);
}
