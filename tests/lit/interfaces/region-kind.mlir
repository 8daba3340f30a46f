// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// An SSACFG region (RegionKindInterface) nested in a graph region still
// needs dominance.
func.func @ssacfg_in_graph() {
  test.graph_region {
    "test.ssacfg_region"() ({
      // expected-error @+1 {{operand #0 does not dominate this use}}
      "use"(%1) : (i64) -> ()
      // expected-note @+1 {{operand defined here (op in the same block)}}
      %1 = "def"() : () -> i64
    }) : () -> ()
    "terminator"() : () -> ()
  }
  return
}

// -----

// A graph region may use a value before its definition.
func.func @graph_use_before_def() {
  test.graph_region {
    "use"(%1) : (i64) -> ()
    %1 = "def"() : () -> i64
    "terminator"() : () -> ()
  }
  return
}

// -----

// Every region of test.ssacfg_region is SSACFG, the second one too.
func.func @second_region(%x: i64) {
  %0 = "test.ssacfg_region"(%x) ({
  }, {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "use"(%1) : (i64) -> ()
    // expected-note @+1 {{operand defined here}}
    %1 = "def"() : () -> i64
  }) : (i64) -> i32
  return
}

// -----

// Multi-block SSACFG regions are fine; graph regions are not.
func.func @blocks() {
  "test.ssacfg_region"() ({
    cf.br ^bb1
  ^bb1:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @graph_blocks() {
  // expected-error @+1 {{'test.graph_region' op expects graph region #0 to have 0 or 1 blocks}}
  test.graph_region {
    cf.br ^bb1
  ^bb1:
    "terminator"() : () -> ()
  }
  return
}
