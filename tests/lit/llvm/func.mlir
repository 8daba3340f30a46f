// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// RUN: ir-opt %s --mlir-print-debuginfo
// llvm.func: linkage keywords, argument and result attributes, inherent
// attributes (sym_visibility among them) in the attributes dictionary.

llvm.func private @p() {
  llvm.return
}
llvm.func @args(%a: i32 {llvm.noundef}, %b: !llvm.ptr {llvm.nonnull}) -> (i32 {llvm.zeroext}) {
  llvm.return %a : i32
}
llvm.func @attrs() attributes {passthrough = ["noinline"]} {
  llvm.return
}
llvm.func weak @w() {
  llvm.return
}
llvm.func @vis() attributes {sym_visibility = "private", no_inline, section = "x"} {
  llvm.return
}
