//! `ir::transforms::eliminate_common_subexpressions` as a library call:
//! its counts, what its listener hears, deep nesting without recursion,
//! and the pass run on the module at once versus function by function
//! (which must print the same).

use ir::pass::{RunOptions, parse_pass_pipeline};
use ir::prelude::*;
use ir::semantics::dominance::DominanceInfo;
use ir::text::{OwnedOp, ParseOptions, PrintOptions, parse_source, print_op};
use ir::transforms::{CseStats, NoListener, RewriteListener, eliminate_common_subexpressions};

fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    parse_source(ctx, src, "cse.mlir", &opts).unwrap()
}

fn print(ctx: &Context, m: &OwnedOp) -> String {
    print_op(ctx, &m.body, m.op, &PrintOptions::default())
}

const SRC: &str = r#"func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  %3 = "test.op_with_memread"() : () -> i32
  %4 = "test.op_with_memread"() : () -> i32
  "foo.use"(%3, %4) : (i32, i32) -> ()
  return %0, %1 : i32, i32
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  %1 = arith.xori %a, %a : i32
  return %0 : i32
}
"#;

/// Records what a rewrite reported: the replaced ops with their
/// replacements, and the erased ops.
#[derive(Default)]
struct Log {
    replaced: Vec<(Operation, Vec<Value>)>,
    erased: Vec<Operation>,
}

impl RewriteListener for Log {
    fn op_replaced(&mut self, body: &Body, op: Operation, with: &[Value]) {
        assert_eq!(with.len(), body.num_results(op));
        self.replaced.push((op, with.to_vec()));
    }
    fn op_erased(&mut self, _body: &Body, op: Operation) {
        self.erased.push(op);
    }
}

#[test]
fn counts_and_notifications() {
    let ctx = Context::new();
    let mut m = parse(&ctx, SRC);
    let mut log = Log::default();
    let stats = eliminate_common_subexpressions(
        &ctx,
        &mut m.body,
        m.op,
        &mut DominanceInfo::new(),
        &mut log,
    );
    // The second addi and the second read are duplicates; the muli and the
    // xori are dead.
    assert_eq!(
        stats,
        CseStats {
            num_cse: 2,
            num_dce: 2
        }
    );
    assert_eq!(log.replaced.len(), 2);
    // Every replaced op is erased too, after the dead ones met before it.
    assert_eq!(log.erased.len(), 4);
    assert!(log.replaced.iter().all(|(op, _)| log.erased.contains(op)));
    let out = print(&ctx, &m);
    assert!(out.contains("return %0, %0 : i32, i32"), "{out}");
    assert!(out.contains("\"foo.use\"(%1, %1)"), "{out}");
    assert!(!out.contains("muli") && !out.contains("xori"), "{out}");
    // A second run finds nothing left to do.
    let again = eliminate_common_subexpressions(
        &ctx,
        &mut m.body,
        m.op,
        &mut DominanceInfo::new(),
        &mut NoListener,
    );
    assert!(!again.changed());
}

#[test]
fn module_at_once_prints_as_function_by_function() {
    let ctx = Context::new();
    let run = |pipeline: &str| {
        let mut m = parse(&ctx, SRC);
        let pm = parse_pass_pipeline(pipeline).unwrap();
        let mut diags = Vec::new();
        pm.run_on(&ctx, &mut m.body, m.op, &RunOptions::default(), &mut diags)
            .unwrap();
        assert!(diags.is_empty());
        print(&ctx, &m)
    };
    let whole = run("builtin.module(cse)");
    assert_eq!(whole, run("builtin.module(func.func(cse))"));
    assert!(whole.contains("return %0, %0"), "{whole}");
}

#[test]
fn deep_nesting_uses_no_native_recursion() {
    // Each level is an unregistered op, so each gets a table of its own.
    let depth = 30_000;
    let src = format!(
        "%c = arith.constant 1 : i32\n{}%0 = arith.constant 1 : i32\n%1 = arith.constant 1 : i32\n\"t.use\"(%0, %1) : (i32, i32) -> ()\n{}",
        "\"t.r\"() ({\n".repeat(depth),
        "}) : () -> ()\n".repeat(depth)
    );
    let ctx = Context::new();
    let mut m = parse(&ctx, &src);
    let stats = eliminate_common_subexpressions(
        &ctx,
        &mut m.body,
        m.op,
        &mut DominanceInfo::new(),
        &mut NoListener,
    );
    // The innermost pair merges; the outer constant is not visible there,
    // and is dead.
    assert_eq!(
        stats,
        CseStats {
            num_cse: 1,
            num_dce: 1
        }
    );
}
