// RUN: ir-opt %s --allow-unregistered-dialect
// RUN: ir-opt %s --allow-unregistered-dialect --mlir-print-op-generic

// An unregistered dialect symbol written `<...>` prints in the pretty form
// when its inside is simple enough, as MLIR's printDialectSymbol.
"t.a"() {a = #foo<bar>, b = #foo<"q">, c = #foo<b<1>>, d=#foo<a.b_c>} : () -> (!foo<i16>, !foo<"x y">, !foo.bar<1>, !foo<x<y>>, !foo<x<y>z>, !foo<1x>)

// Both spellings are one symbol (one type: the value's uses agree), and a
// dotted symbol that is not simple enough prints in brackets.
func.func @same(%a: !foo<i16>) -> !foo.i16 {
  "t.b"() {a = #foo._x, b = #foo.b$x, c = #foo<>, d = !foo<>, e = #foo<i16>, f = #foo.i16} : () -> ()
  return %a : !foo<i16>
}
