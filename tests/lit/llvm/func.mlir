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

// Linkage, visibility, unnamed_addr and calling-convention keywords, in
// MLIR's order; `visibility_` and `unnamed_addr` are i64 enums in generic
// form, printed as keywords (none for their defaults).
llvm.func hidden @hidden()
llvm.func local_unnamed_addr @local()
llvm.func internal hidden unnamed_addr fastcc @all() {
  llvm.return
}
llvm.func weak_odr protected local_unnamed_addr m68k_intrcc @rare() {
  llvm.return
}
llvm.func protected cc_10 @ghc()
llvm.func extern_weak coldcc @cold(i32, ...) -> i64
