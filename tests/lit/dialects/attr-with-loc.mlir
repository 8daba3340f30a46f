// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-op-generic
// test.attr_with_loc keeps a location in an attribute and prints it only
// with debug info; #test.custom_location is a dialect attribute that is a
// location: it parses inside loc(...), takes #loc aliases (defined
// without loc(...)) and is one value with the bare attribute.

func.func @attr_with_loc() {
  test.attr_with_loc("foo" loc("foo_loc"))
  test.attr_with_loc("dialectLoc" loc(#test.custom_location<"foo.mlir"*32>))
  // Without loc(...), the location is where the text stood.
  test.attr_with_loc(3 : i32)
  test.attr_with_loc([1, 2] loc(unknown))
  test.attr_with_loc(unit loc(fused["a", "b":1:2]))
  test.attr_with_loc("cs" loc(callsite(#test.custom_location<"c.mlir" * 7> at "d":3:4)))
  return
}

func.func @custom_location() {
  // The same value, written as a location and as an attribute.
  "foo.op"() {a = loc(#test.custom_location<"x.mlir" * 1>), b = #test.custom_location<"x.mlir" * 1>} : () -> () loc(#test.custom_location<"x.mlir" * 1>)
  // As fused metadata, alone or inside an array.
  "foo.op"() : () -> () loc(fused<#test.custom_location<"m" * 2>>["p", "q":1:1])
  "foo.op"() : () -> () loc(fused<[loc("meta"), #test.custom_location<"n" * 3>]>["p"])
  // An escaped file name; an unsigned line written negative wraps.
  "foo.op"() : () -> () loc(#test.custom_location<"a\nb" * -1>)
  "foo.op"() : () -> () loc(#test.custom_location<"h" * -0x10>)
  return
}
