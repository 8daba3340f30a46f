// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// REQUIRES-OPS: func.func func.return
// Uses of SSA names never defined where they are visible. MLIR resolves
// names file-wide (one placeholder per name and result number), so a use
// can leave a function body and meet later uses outside it; what is never
// defined is reported when the file ends, every name in source order.

// A use in a function, then again after it (this panicked).
func.func @f() {
  %a = "t.def"() : () -> i32
  %b = "t.def"() : () -> i32
  %c = "t.def"() : () -> i32
  "t.use"(%0) : (i32) -> ()
  return
}
"t.use"(%0) : (i32) -> ()

// -----

// The same undefined name in two functions: one error, at the first use.
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  return
}
func.func @g() {
  "t.use"(%0) : (i32) -> ()
  return
}

// -----

// ... which is one placeholder, so its uses must agree on the type.
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  return
}
func.func @g() {
  "t.use"(%0) : (i64) -> ()
  return
}

// -----

// A definition in the next function meets the placeholder's type first.
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  return
}
func.func @g() {
  %0 = "t.def"() : () -> i64
  return
}

// -----

// A definition with too few results leaves `#1` undefined.
func.func @f() {
  "t.use"(%0#1) : (i32) -> ()
  return
}
func.func @g() {
  %0 = "t.def"() : () -> i64
  return
}

// -----

"t.use"(%0#1) : (i32) -> ()
%0 = "t.def"() : () -> i32

// -----

// Every undefined name is reported, in source order.
"t.use"(%0#1) : (i32) -> ()
"t.use"(%1) : (i32) -> ()
"t.use"(%0) : (i32) -> ()
%0 = "t.def"() : () -> i32

// -----

// A name defined in one function is gone in the next.
func.func @f() {
  %0 = "t.def"() : () -> i32
  return
}
func.func @g() {
  "t.use"(%0) : (i32) -> ()
  return
}

// -----

// A use inside a non-isolated region resolved by a later definition at
// the same level is fine for the parser; the verifier has its say.
func.func @f() {
  "t.a"() ({
    "t.use"(%x) : (i32) -> ()
  }) : () -> ()
  "t.b"() ({
    %x = "t.def"() : () -> i32
  }) : () -> ()
  return
}
