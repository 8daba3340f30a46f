// fuzz-args: --mlir-print-debuginfo --mlir-print-op-on-diagnostic=false
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Predicates and flags may be written as strings, as MLIR's generated enum
// parsers read them; they print as keywords.
Punc.func @f(%a: i32, %x: f32) {
  %1 = arith.cmpf "oeq", %x, %x : f32
  %2 = arith.addi %a, %a overflow<"nsw", nuw> : i32
  %3 = arith.addf %x, %x fastmath<"nnan", "ninf"> : f32
  return
}
