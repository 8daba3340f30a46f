//! Tests of `view-op-graph` on parsed IR: the graph text, the options'
//! defaults, the IR left alone, the context's printing flags and deep
//! nesting. Byte-for-byte agreement with mlir-opt-22 on many inputs is the
//! business of `tests/lit/view-op-graph/`.

use super::ViewOpGraph;
use crate::pass::{BoolOption, Pass, U32Option, lookup_pass};
use crate::semantics::diag::Severity;
use crate::text::{OwnedOp, ParseOptions, PrintOptions, parse_source, print_op};
use crate::uniqued::context::{Context, ToolPrintFlags};

fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    parse_source(ctx, src, "g.mlir", &opts).expect("parses")
}

const SRC: &str = "%0:2 = \"t.a\"() {s = \"x<y>\"} : () -> (i32, tensor<2xf32>)\n\
                   \"t.r\"(%0#1) ({\n^bb0(%z: i32):\n  \"t.b\"(%z, %0#0) : (i32, i32) -> ()\n}) : (tensor<2xf32>) -> ()\n";

/// mlir-opt-22's graph of `SRC` with `-view-op-graph=max-label-len=8`.
const EXPECTED: &str = r#"digraph G {
  compound = true;
  subgraph cluster_1 {
    v2 [label = " ", shape = plain];
    label = "builtin.module : ()\l";
    subgraph cluster_3 {
      v4 [label = " ", shape = plain];
      label = "";
      v5 [fillcolor = "0.000000 0.3 0.95", label = "{t.a\l\ls: \"x\<y\>\"\l|{<res_0_0> %0#0 i32|<res_0_1> %0#1 tensor\<2...}}", shape = Mrecord, style = filled];
      subgraph cluster_6 {
        v7 [label = " ", shape = plain];
        label = "t.r : ()\l";
        subgraph cluster_8 {
          v9 [label = " ", shape = plain];
          label = "";
          v10 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
          v11 [fillcolor = "0.250000 0.3 0.95", label = "{{<arg_arg0> %arg0|<arg_0_0> %0#0}|t.b\l}", shape = Mrecord, style = filled];
        }
      }
    }
  }
  v10:res_arg0:s -> v11:arg_arg0:n[style = solid];
  v5:res_0_0:s -> v11:arg_0_0:n[style = solid];
  v5:res_0_1:s -> v7[lhead = cluster_6, style = solid];
}
"#;

#[test]
fn graph_is_mlir_opts() {
    let ctx = Context::new();
    let m = parse(&ctx, SRC);
    let pass = ViewOpGraph {
        max_label_len: U32Option(8),
        ..Default::default()
    };
    assert_eq!(pass.graph(&ctx, &m.body, m.op), EXPECTED);
}

#[test]
fn options_default_as_mlir_declares_them() {
    let p = ViewOpGraph::default();
    assert_eq!(p.max_label_len, U32Option(20));
    assert_eq!(p.print_attrs, BoolOption(true));
    assert_eq!(p.print_control_flow_edges, BoolOption(false));
    assert_eq!(p.print_data_flow_edges, BoolOption(true));
    assert_eq!(p.print_result_types, BoolOption(true));
    let info = lookup_pass("view-op-graph").expect("registered");
    assert_eq!(info.name, "ViewOpGraphPass");
    assert_eq!(
        info.options,
        [
            "max-label-len",
            "print-attrs",
            "print-control-flow-edges",
            "print-data-flow-edges",
            "print-result-types"
        ]
    );
}

#[test]
fn run_leaves_the_ir_and_writes_the_graph_for_stderr() {
    let ctx = Context::new();
    let mut m = parse(&ctx, SRC);
    let opts = PrintOptions::default();
    let before = print_op(&ctx, &m.body, m.op, &opts);
    let mut diags = Vec::new();
    let pass = ViewOpGraph {
        max_label_len: U32Option(8),
        ..Default::default()
    };
    assert!(pass.run(&ctx, &mut m.body, m.op, &mut diags).is_ok());
    assert_eq!(print_op(&ctx, &m.body, m.op, &opts), before);
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].severity, Severity::ErrorOutput);
    assert_eq!(diags[0].message, EXPECTED);
}

#[test]
fn context_flags_elide_elements_and_name_in_local_scope() {
    // As mlir-opt-22 draws it with `-mlir-elide-elementsattrs-if-larger=1`,
    // with and without `-mlir-print-local-scope`.
    let src = "module {\n  %x = \"t.x\"() : () -> i32\n  module {\n    %a = \"t.a\"() : () -> i32\n    \
               \"t.c\"(%a) {d = dense<[1, 2]> : tensor<2xi8>, e = [1, 2]} : (i32) -> ()\n  }\n}\n";
    let label = |n: &str| {
        format!(r#"label = "{{{{<arg_{n}> %{n}}}|t.c\l\ld: [...] : tensor\<2xi8\>\le: [...]\l}}""#)
    };
    for (local_scope, name) in [(false, "1"), (true, "0")] {
        let ctx = Context::new();
        ctx.set_print_flags(ToolPrintFlags {
            local_scope,
            elide_elements_attrs_if_larger: Some(1),
            ..Default::default()
        });
        let m = parse(&ctx, src);
        let g = ViewOpGraph::default().graph(&ctx, &m.body, m.op);
        assert!(g.contains(&label(name)), "{g}");
    }
}

#[test]
fn deep_nesting_costs_no_native_stack() {
    // Each level is an op with a region holding the next; on a test
    // thread's small stack, a recursive emitter would overflow.
    const DEPTH: usize = 3000;
    let mut src = String::new();
    for _ in 0..DEPTH {
        src.push_str("\"t.n\"() ({\n");
    }
    for _ in 0..DEPTH {
        src.push_str("}) : () -> ()\n");
    }
    let ctx = Context::new();
    let m = parse(&ctx, &src);
    let g = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || ViewOpGraph::default().graph(&ctx, &m.body, m.op).len())
        .expect("thread")
        .join()
        .expect("no overflow");
    // Two clusters a level (the op's and its block's), plus the module's.
    assert!(g > 2 * DEPTH * "subgraph cluster_".len());
}
