// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// #test.custom_location<"file" * line>: parameter errors, and attributes
// that are no location inside loc(...).

"foo.op"() : () -> () loc(#test.custom_location<"a" * 4294967296>)
// -----
// A negative line wraps only when its literal is short enough.
"foo.op"() : () -> () loc(#test.custom_location<"a" * -2147483647>)
// -----
"foo.op"() : () -> () loc(#test.custom_location<"a" * -0x8FFFFFFF>)
// -----
"foo.op"() : () -> () loc(#test.custom_location<"a">)
// -----
"foo.op"() : () -> () loc(#test.custom_location<3 * 4>)
// -----
"foo.op"() : () -> () loc(#test.custom_location)
// -----
"foo.op"() {a = #test.custom_location<"a" * x>} : () -> ()
// -----
"foo.op"() : () -> () loc(#test.smpla)
// -----
func.func @f() {
  test.attr_with_loc("x" loc(3))
  return
}
// -----
func.func @f() {
  test.attr_with_loc("x" loc("a")
  return
}
// -----
func.func @f() {
  test.attr_with_loc("x" {a})
  return
}
