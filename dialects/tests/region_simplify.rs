//! Region simplification on `func`, `cf`, `arith`, `math` and `test` ops,
//! byte for byte against `mlir-opt-22`. mlir-opt has no pass running
//! region simplification alone, so the expected text is its
//! `canonicalize{region-simplify=aggressive}` output on inputs where no
//! fold or canonicalization pattern applies (unregistered `foo.*` ops,
//! branches whose `cf` patterns do not fire): what remains is the work of
//! `simplifyRegions`, which the test runs on each function until nothing
//! changes, as the greedy driver does.

use ir::Context;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
use ir::transforms::{NoListener, simplify_regions};

// Links the dialects.
use dialects as _;

/// The inputs, separated as `-split-input-file` separates them.
const INPUT: &str = r#"func.func @dead_pure(%arg0: f32) {
  %0 = "arith.addf"(%arg0, %arg0) : (f32, f32) -> f32
  "foo.print"(%arg0) : (f32) -> ()
  return
}

// -----

func.func @unreachable(%arg0: f32) {
  "foo.print"(%arg0) : (f32) -> ()
  return
^bb1(%x: f32):
  "foo.print"(%x) : (f32) -> ()
  cf.br ^bb2
^bb2:
  %y = math.exp %arg0 : f32
  cf.br ^bb1(%y : f32)
}

// -----

func.func @loop_arg(%arg0: f32) {
  cf.br ^loop(%arg0: f32)
^loop(%0: f32):
  %1 = "math.exp"(%0) : (f32) -> f32
  cf.br ^loop(%1: f32)
}

// -----

func.func @graph() {
  test.graph_region {
    %0 = "math.exp"(%1) : (f32) -> f32
    %1 = "math.exp"(%0) : (f32) -> f32
    %2 = "math.exp"(%3) : (f32) -> f32
    %3 = "math.exp"(%2) : (f32) -> f32
    "foo.keep"(%3) : (f32) -> ()
    "test.terminator"() : ()->()
  }
  return
}

// -----

func.func @nested(%arg0: f32) {
  %0 = "math.exp"(%arg0) : (f32) -> f32
  "foo.has_region"() ({
    %1 = "math.exp"(%0) : (f32) -> f32
    "foo.return"() : () -> ()
  ^bb1:
    "foo.return"(%0) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @merge(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %d, ^bb3, ^bb5
^bb2:
  "foo.y"() : () -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb3:
  "foo.print"(%a) : (i32) -> ()
  %x = arith.addi %a, %b : i32
  "foo.print"(%x) : (i32) -> ()
  cf.br ^bb6
^bb4:
  "foo.print"(%b) : (i32) -> ()
  %y = arith.addi %b, %b : i32
  "foo.print"(%y) : (i32) -> ()
  cf.br ^bb6
^bb5:
  "foo.z"() : () -> ()
  cf.br ^bb6
^bb6:
  return
}

// -----

func.func @same_args(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  "foo.print"(%b) : (i32) -> ()
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "foo.print"(%x, %y) : (i32, i32) -> ()
  return
}

// -----

func.func @dead_cond_br_args(%c: i1, %a: f32) {
  %e = math.exp %a : f32
  cf.cond_br %c, ^bb1(%e : f32), ^bb2(%e, %a : f32, f32)
^bb1(%0: f32):
  "foo.one"() : () -> ()
  return
^bb2(%1: f32, %2: f32):
  "foo.two"(%2) : (f32) -> ()
  return
}
"#;

/// `mlir-opt-22 -allow-unregistered-dialect -split-input-file
/// --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))'`
/// on [`INPUT`].
const EXPECTED: &str = r#"module {
  func.func @dead_pure(%arg0: f32) {
    "foo.print"(%arg0) : (f32) -> ()
    return
  }
}

// -----
module {
  func.func @unreachable(%arg0: f32) {
    "foo.print"(%arg0) : (f32) -> ()
    return
  }
}

// -----
module {
  func.func @loop_arg(%arg0: f32) {
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb1
  }
}

// -----
module {
  func.func @graph() {
    test.graph_region {
      %0 = math.exp %1 : f32
      %1 = math.exp %0 : f32
      "foo.keep"(%1) : (f32) -> ()
      "test.terminator"() : () -> ()
    }
    return
  }
}

// -----
module {
  func.func @nested(%arg0: f32) {
    "foo.has_region"() ({
      "foo.return"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----
module {
  func.func @merge(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb4
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    cf.cond_br %arg1, ^bb3(%arg3 : i32), ^bb4
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    "foo.print"(%0) : (i32) -> ()
    %1 = arith.addi %0, %arg3 : i32
    "foo.print"(%1) : (i32) -> ()
    cf.br ^bb5
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "foo.z"() : () -> ()
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    return
  }
}

// -----
module {
  func.func @same_args(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    "foo.print"(%arg2) : (i32) -> ()
    cf.br ^bb2(%arg1 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    "foo.print"(%arg1, %0) : (i32, i32) -> ()
    return
  }
}

// -----
module {
  func.func @dead_cond_br_args(%arg0: i1, %arg1: f32) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.one"() : () -> ()
    return
  ^bb2:  // pred: ^bb0
    "foo.two"(%arg1) : (f32) -> ()
    return
  }
}

"#;

/// Parses `src`, simplifies the regions of each function to a fixed
/// point and prints the module.
fn simplify(ctx: &Context, src: &str) -> String {
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut m = parse_source(ctx, src, "input.mlir", &opts).expect("input parses");
    let module = m.body.nested_mut(m.op).expect("module body");
    let entry = module
        .entry_block(module.root_regions()[0])
        .expect("module block");
    let funcs: Vec<_> = module.block_ops(entry).collect();
    for f in funcs {
        let body = module.nested_mut(f).expect("func.func is isolated");
        let regions = body.root_regions().to_vec();
        for _ in 0..10 {
            if !simplify_regions(ctx, body, &regions, true, &mut NoListener) {
                break;
            }
        }
    }
    print_op(ctx, &m.body, m.op, &PrintOptions::default())
}

#[test]
fn matches_mlir_opt_canonicalize_aggressive() {
    let ctx = Context::new();
    let inputs: Vec<&str> = INPUT.split("// -----\n").collect();
    let expected: Vec<&str> = EXPECTED.split("// -----\n").collect();
    assert_eq!(inputs.len(), expected.len());
    for (input, want) in inputs.iter().zip(&expected) {
        let got = simplify(&ctx, input);
        assert_eq!(got.trim_end(), want.trim_end(), "input:\n{input}");
    }
}
