// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// REQUIRES-OPS: func.func func.return cf.br
// Errors MLIR finds only once the whole file has parsed (a location alias
// never defined, or not a location; a value used across an isolated op's
// body, from the verifier): a syntax error later in the file wins over
// them. Among location aliases MLIR reports the first of its post-order
// walk: nested ops, then the op, then its block arguments.

"foo.a"() : () -> () loc(#nope)
"foo.b"() : () -> () t

// -----

"foo.k"() ({
^bb0(%arg: i32 loc("arg.cc":7:8), %arg2: i64 loc(#myloc)):
  "foo.end"() : () -> ()
}) : () -> () :

// -----

func.func @f() {
  "t.use"(%x) : (i32) -> ()
  return
}
%x = "t.def"() : () -> i32
"t.end"() : () -> () .

// -----

%x = "t.def"() : () -> i32
func.func @f() {
  "t.use"(%x) : (i32) -> ()
  return
}
"t.end"() : () -> ()  loc(#never)

// -----

"t.a"() ({
^bb0(%a: i32 loc(#x)):
  "t.b"() : () -> () loc(#b)
}) : () -> () loc(#a)

// -----

"t.a"() ({
^bb0(%a: i32 loc(#x)):
  "t.b"() : () -> ()
}) : () -> () loc(#a)
"t.c"() : () -> () loc(#c)

// -----

"t.a"() ({
^bb0(%a: i32 loc(#x)):
  "t.b"() : () -> ()
}) : () -> ()
"t.c"() : () -> () loc(#c)

// -----

"t.a"() : () -> () loc(#x)
#x = 3

// -----

#x = 3
"t.a"() : () -> () loc(#x)

// -----

"t.a"() : () -> () loc(#x)
"t.u"(%zz) : (i32) -> ()

// -----

// Two uses in one function give one error; each function gives its own.
%x = "t.def"() : () -> i32
func.func @f() {
  %1 = "t.use"(%x, %x) ({ "t.in"() : () -> () }) {a = 1} : (i32, i32) -> i64
  "t.use"(%x) : (i32) -> ()
  return
}
func.func @g() {
  "t.use"(%y) : (i32) -> ()
  return
}
%y = "t.def"() : () -> i32

// -----

// A block referenced at the top level is reported after the parse, after
// the location aliases; each block referenced and not defined is reported.
cf.br ^bb9
cf.br ^bb8
cf.br ^bb9
"t.a"() : () -> () loc(#x)

// -----

cf.br ^bb9
cf.br ^bb8
cf.br ^bb9

// -----

cf.br ^bb9
func.func @f(%c: f32) {^bb1:
  return
}

// -----

"t.x"() ({
  cf.br ^b
^a:
  cf.br ^c
}) : () -> ()
