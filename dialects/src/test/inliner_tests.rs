//! The call graph, the inlining utilities and the `inline` pass options on
//! parsed IR, for what `mlir-opt` cannot show: SCC order and edges, a
//! region copied across bodies, `inlining-threshold`, `max-iterations`,
//! option parsing and a missing default pipeline. Expected texts of whole
//! runs were produced by `/usr/lib/llvm-22/bin/mlir-opt` with the same
//! input and flags.

use ir::opt::{OptConfig, Options, Parsed, RunOutput, args, run};
use ir::pass::{PassOption, PassOptions};
use ir::prelude::*;
use ir::transforms::call_graph::{CallGraph, EdgeKind, NodeId};
use ir::transforms::inline_pass::{DefaultPipeline, InliningThreshold, MaxIterations, OpPipelines};

fn opt(flags: &[&str], text: &str) -> RunOutput {
    let o: Options = match args::parse(
        &OptConfig::new("ir-opt"),
        "ir-opt",
        flags.iter().map(|s| s.to_string()).collect(),
    ) {
        Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    run(&o, "inline.mlir", text)
}

fn parse(ctx: &Context, src: &str) -> ir::text::OwnedOp {
    ir::text::parse_source(ctx, src, "cg.mlir", &ir::text::ParseOptions::default()).unwrap()
}

/// The symbol name of the callable of node `n`.
fn node_name(ctx: &Context, cg: &CallGraph, root: &Body, n: NodeId) -> String {
    let Some(addr) = cg.region(n) else {
        return if n == CallGraph::EXTERNAL {
            "<external>"
        } else {
            "<unknown>"
        }
        .into();
    };
    let c = addr.owner.cursor(root).unwrap();
    ir::semantics::symbols::symbol_name(ctx, c.body(), c.op()).map_or_else(
        || c.body().op_name(c.op()).as_str(ctx).to_string(),
        |s| ctx.str(s).to_string(),
    )
}

const GRAPH: &str = r#"
func.func @a() {
  call @b() : () -> ()
  call @ext() : () -> ()
  return
}
func.func @b() {
  call @c() : () -> ()
  return
}
func.func @c() {
  call @b() : () -> ()
  %f = "test.functional_region_op"() ({
    call @a() : () -> ()
    "test.return"() : () -> ()
  }) : () -> (() -> ())
  return
}
func.func private @ext()
"#;

#[test]
fn call_graph_has_mlir_edges_and_bottom_up_sccs() {
    let ctx = Context::new();
    let parsed = parse(&ctx, GRAPH);
    let cg = CallGraph::new(&ctx, &parsed.body, parsed.op);
    // external, unknown, @a, @b, @c and the functional region; `@ext` has
    // no body, so no node, and calls to it go to the unknown node.
    assert_eq!(cg.num_nodes(), 6);
    let name = |n| node_name(&ctx, &cg, &parsed.body, n);
    let edges = |n| {
        cg.edges(n)
            .iter()
            .map(|e| format!("{:?}:{}", e.kind, name(e.target)))
            .collect::<Vec<_>>()
    };
    let a = NodeId(2);
    assert_eq!(name(a), "a");
    assert_eq!(edges(a), ["Call:b", "Call:<unknown>"]);
    let c = NodeId(4);
    assert_eq!(edges(c), ["Child:test.functional_region_op", "Call:b"]);
    assert!(cg.has_children(c));
    assert_eq!(cg.edges(NodeId(5))[0].kind, EdgeKind::Call);
    assert_eq!(
        edges(CallGraph::EXTERNAL),
        ["Abstract:a", "Abstract:b", "Abstract:c"]
    );
    let sccs: Vec<Vec<String>> = cg
        .sccs()
        .into_iter()
        .map(|s| s.into_iter().map(name).collect())
        .collect();
    // Callees first; @a, @b, @c and the region calling @a are one SCC.
    assert_eq!(
        sccs,
        [
            vec!["<unknown>"],
            vec!["test.functional_region_op", "c", "b", "a"],
            vec!["<external>"],
        ]
    );
}

#[test]
fn region_copy_moves_a_body_into_another_arena() {
    let ctx = Context::new();
    let parsed = parse(
        &ctx,
        "func.func @f(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}\nfunc.func @g(%y: i32) {\n  return\n}\n",
    );
    let mut body = parsed.body;
    let module = parsed.op;
    let m = body.nested_mut(module).unwrap();
    let block = m.entry_block(m.root_regions()[0]).unwrap();
    let funcs: Vec<Operation> = m.block_ops(block).collect();
    let (f, g) = (funcs[0], funcs[1]);
    let fb = m.nested(f).unwrap();
    let copy = ir::storage::clone::RegionCopy::record(fb, fb.root_regions()[0]);
    let farg = fb.block_args(fb.entry_block(fb.root_regions()[0]).unwrap())[0];
    let gb = m.nested_mut(g).unwrap();
    let gregion = gb.root_regions()[0];
    let garg = gb.block_args(gb.entry_block(gregion).unwrap())[0];
    let mut map = ir::IRMapping::new();
    map.map_value(farg, garg);
    let blocks = copy.build_into(gb, gregion, None, &mut map);
    assert_eq!(blocks.len(), 1);
    assert!(
        gb.block_args(blocks[0]).is_empty(),
        "a mapped argument is not copied"
    );
    let ops: Vec<Operation> = gb.block_ops(blocks[0]).collect();
    assert_eq!(ops.len(), 2);
    assert_eq!(gb.operands(ops[0]).collect::<Vec<_>>(), [garg, garg]);
    assert_eq!(gb.operand(ops[1], 0), gb.result(ops[0], 0));
}

const SIZES: &str = "func.func private @big(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %x : i32
  return %2 : i32
}
func.func @small(%x: i32) -> i32 {
  %0 = call @big(%x) : (i32) -> i32
  return %0 : i32
}
";

#[test]
fn inlining_threshold_compares_callee_and_caller_sizes() {
    // @big has 4 ops, @small 2: a ratio of 200%.
    let kept = opt(
        &["--inline=default-pipeline= inlining-threshold=199"],
        SIZES,
    );
    assert!(kept.stdout.contains("call @big"), "{kept:?}");
    let none = opt(&["--inline=default-pipeline= inlining-threshold=0"], SIZES);
    assert!(none.stdout.contains("call @big"), "{none:?}");
    let inlined = opt(
        &["--inline=default-pipeline= inlining-threshold=200"],
        SIZES,
    );
    assert_eq!(
        inlined.stdout,
        "module {\n  func.func @small(%arg0: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg0 : i32\n    %1 = arith.muli %0, %0 : i32\n    %2 = arith.subi %1, %arg0 : i32\n    return %2 : i32\n  }\n}\n\n"
    );
}

#[test]
fn options_take_mlir_defaults_and_report_bad_values() {
    let none = PassOptions::parse("").unwrap();
    assert_eq!(DefaultPipeline::default().0, "canonicalize");
    assert_eq!(MaxIterations::default().0, 4);
    assert_eq!(InliningThreshold::default().0, u32::MAX);
    assert!(
        OpPipelines::from_options(&none, "op-pipelines")
            .unwrap()
            .is_none()
    );
    let o = PassOptions::parse("op-pipelines=func.func(symbol-dce,symbol-privatize),builtin.module(symbol-dce) max-iterations=x default-pipeline=").unwrap();
    let p = OpPipelines::from_options(&o, "op-pipelines")
        .unwrap()
        .unwrap();
    assert_eq!(
        format!("{:?}", p.0),
        "[func.func(symbol-dce,symbol-privatize), builtin.module(symbol-dce)]"
    );
    assert_eq!(
        MaxIterations::from_options(&o, "max-iterations").unwrap_err(),
        "for the --max-iterations option: 'x' value invalid for uint argument!"
    );
    assert_eq!(
        DefaultPipeline::from_options(&o, "default-pipeline")
            .unwrap()
            .unwrap()
            .0,
        ""
    );
}

#[test]
fn an_unknown_default_pipeline_pass_is_printed_not_fatal() {
    // mlir-opt prints the pipeline parser's error and inlines without
    // the default pipeline.
    let out = opt(&["--inline=default-pipeline=no-such-pass"], SIZES);
    assert_eq!(out.code, 0, "{out:?}");
    assert!(
        out.stderr.starts_with(
            "MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a \
             registered pass or pass pipeline\nno-such-pass\n^\n"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn max_iterations_bounds_the_rounds_per_scc() {
    // One round inlines @mid into @top; the calls to @leaf it brings are
    // inlined in the same round (they were added to the worklist), so a
    // single iteration already reaches the fixed point here.
    let src = "func.func private @leaf() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func private @mid() -> i32 {
  %0 = call @leaf() : () -> i32
  return %0 : i32
}
func.func @top() -> i32 {
  %0 = call @mid() : () -> i32
  return %0 : i32
}
";
    let out = opt(&["--inline=default-pipeline= max-iterations=1"], src);
    assert_eq!(
        out.stdout,
        "module {\n  func.func @top() -> i32 {\n    %c7_i32 = arith.constant 7 : i32\n    return %c7_i32 : i32\n  }\n}\n\n"
    );
}
