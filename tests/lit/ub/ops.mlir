// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// The ub ops in custom form: `ub.poison` of scalar, shaped and dialect
// types, with its default `<#ub.poison>` written out (elided when
// printed), with discardable attributes, and `ub.unreachable`.
func.func @poison() -> (i32, f64, index, vector<4xf32>, tensor<?x2xi8>, memref<2xf32>, complex<f32>, i1) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : vector<4xf32>
  %4 = ub.poison : tensor<?x2xi8>
  %5 = ub.poison : memref<2xf32>
  %6 = ub.poison <#ub.poison> : complex<f32>
  %7 = ub.poison {tag = "x"} <#ub.poison<>> : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f64, index, vector<4xf32>, tensor<?x2xi8>, memref<2xf32>, complex<f32>, i1
}

func.func @generic() -> (i8, !llvm.ptr) {
  %0 = "ub.poison"() <{value = #ub.poison}> : () -> i8
  %1 = "ub.poison"() {value = #ub.poison, note} : () -> !llvm.ptr
  return %0, %1 : i8, !llvm.ptr
}

func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  "ub.unreachable"() {reason = "dead"} : () -> ()
}

// The poison attribute elsewhere: in a discardable attribute and an array.
func.func @attr() attributes {p = #ub.poison, ps = [#ub.poison, 1]} {
  return
}
