// Uses before definitions (graph regions) and values used from an
// enclosing region: data-flow edges are emitted after every node, so each
// finds its source; a value from an op with regions leaves its cluster.
// The graph is not a diagnostic: -verify-diagnostics lets it through.
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=print-control-flow-edges=1
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=print-data-flow-edges=0 -verify-diagnostics

"foo.graph"() ({
  %a = "foo.a"(%b, %c) : (i32, i32) -> i32
  %c = "foo.region"(%a) ({
    "foo.use"(%a, %b, %c) : (i32, i32, i32) -> ()
    %d = "foo.nested"() ({
      "foo.deep"(%a, %d) : (i32, i32) -> ()
    }) : () -> i32
  }) : (i32) -> i32
  %b = "foo.b"(%c) : (i32) -> i32
  "foo.tail"(%c, %c) : (i32, i32) -> ()
}) : () -> ()
"foo.empty_region"() ({
}) : () -> ()
