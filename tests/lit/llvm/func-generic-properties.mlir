// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// llvm.func's inherent attributes that its custom form keeps in the
// attributes dictionary (no_inline, always_inline, section, ...) are
// properties in the generic form too: read back from `<{...}>`, they stay.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, no_inline, section = "s", sym_name = "s", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {_} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, always_inline, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "t", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()
