// fuzz-args: 
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Predicates and flags may be written as strings, as MLIR's generated enum
// parsers read them; they print as keywords.
func.func @f(%a: i32, %x: f32) {
  %0 = arith.cmpi "slt", %a, %a : i32
  %1 = arith.cmpf "foo.opaque", %x, %x : f32
  %2 = arith.addi %a, %a overflow<"nsw", nuw> : i32
  %3 = arith.addf %x, %x fastmath<"nnan", "ninf"> : f32
  return
}
