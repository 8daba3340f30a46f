//! `InferTypeOpInterface`: an op's `infer_result_types` hook is its
//! interface Model, reachable by op name before any op exists, through a
//! cast of an existing op, and checked by the interface verifier
//! (MLIR's `verifyInferredResultTypes`) on generic text.

use super::TestDialect;
use ir::prelude::*;
use ir::semantics::interfaces::infer_type::{InferTypeOpInterfaceHandle, infer_return_types};

/// Its result has its operand's type, by inference only (no constraint
/// ties them, so the interface verifier is what checks it).
#[op(dialect = TestDialect, name = "infer_for_tests",
     format = "$input attr-dict `:` type($input)", infer_result_types = same_as_input,
     summary = "an op inferring its result type")]
pub struct InferForTests {
    /// The input.
    #[operand(ty = AnyType)]
    input: Value,
    /// The result, of the input's type.
    #[result]
    output: Value,
}

fn same_as_input(_ctx: &Context, operands: &[Type], _props: Attribute) -> Option<Vec<Type>> {
    Some(vec![*operands.first()?])
}

fn run(src: &str) -> ir::opt::RunOutput {
    let o = match ir::opt::args::parse(
        &ir::opt::OptConfig::new("ir-opt"),
        "ir-opt",
        vec!["--mlir-print-op-on-diagnostic=false".to_string()],
    ) {
        ir::opt::Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    ir::opt::run(&o, "infer.mlir", src)
}

#[test]
fn the_hook_is_the_interface() {
    let ctx = Context::new();
    let (i1, i32) = (Type::int(&ctx, 1), Type::int(&ctx, 32));
    let name = ctx.op_name("test.infer_for_tests");
    let empty = Attribute::empty_dictionary(&ctx);
    assert_eq!(
        infer_return_types(&ctx, name, &[i32], empty),
        Some(vec![i32])
    );
    assert_eq!(infer_return_types(&ctx, name, &[], empty), None);
    // arith.cmpi's hook: i1 results for scalar operands.
    let cmpi = ctx.op_name("arith.cmpi");
    assert_eq!(
        infer_return_types(&ctx, cmpi, &[i32, i32], empty),
        Some(vec![i1])
    );
    // An op without the hook does not implement the interface.
    assert_eq!(
        infer_return_types(&ctx, ctx.op_name("arith.addi"), &[i32, i32], empty),
        None
    );

    let src = "func.func @f(%a: i32) -> i32 {\n  %0 = test.infer_for_tests %a : i32\n  return %0 : i32\n}\n";
    let parsed = ir::text::parse_source(&ctx, src, "infer.mlir", &Default::default()).unwrap();
    let module = parsed.body.nested(parsed.op).unwrap();
    let func = module
        .block_ops(module.entry_block(module.root_regions()[0]).unwrap())
        .next()
        .unwrap();
    let f = module.nested(func).unwrap();
    let op = f
        .block_ops(f.entry_block(f.root_regions()[0]).unwrap())
        .next()
        .unwrap();
    let view = OpView::new(&ctx, f, op);
    let iface = view.cast::<InferTypeOpInterfaceHandle<'_>>().unwrap();
    assert_eq!(iface.infer_return_types(&ctx, &[i1], empty), Some(vec![i1]));
    assert_eq!(f.value_type(f.result(op, 0)), i32);
}

#[test]
fn results_must_match_the_inferred_types() {
    let out = run(
        "func.func @f(%a: i32) {\n  %0 = \"test.infer_for_tests\"(%a) : (i32) -> i64\n  return\n}\n",
    );
    assert_eq!(
        out.stderr,
        "infer.mlir:2:8: error: 'test.infer_for_tests' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'\n  %0 = \"test.infer_for_tests\"(%a) : (i32) -> i64\n       ^\n"
    );
    let ok = run(
        "func.func @f(%a: i32) {\n  %0 = \"test.infer_for_tests\"(%a) : (i32) -> i32\n  return\n}\n",
    );
    assert_eq!(ok.stderr, "");
}
