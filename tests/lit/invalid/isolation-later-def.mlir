// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// REQUIRES-OPS: func.func func.return
// Values used inside an isolated op but defined after it, outside: the
// use is a forward reference that leaves the function body. These
// panicked; MLIR's verifier rejects them (with its `see current
// operation` note), after the whole file has parsed.

func.func @f() {
  "t.use"(%x) : (i32) -> ()
  return
}
%x = "t.def"() : () -> i32

// -----

"t.outer"() ({
  func.func @f() {
    "t.use"(%x) : (i32) -> ()
    return
  }
  %x = "t.def"() : () -> i32
  "t.end"() : () -> ()
}) : () -> ()

// -----

"t.outer"() ({
  func.func @f() {
    "t.use"(%x) : (i32) -> ()
    return
  }
  "t.end"() : () -> ()
}) : () -> ()
%x = "t.def"() : () -> i32

// -----

// Used again at the top level before the definition.
func.func @f() {
  "t.use"(%x) : (i32) -> ()
  return
}
"t.use"(%x) : (i32) -> ()
%x = "t.def"() : () -> i32

// -----

// Defined in the next function.
func.func @f() {
  "t.use"(%x) : (i32) -> ()
  return
}
func.func @g() {
  %x = "t.def"() : () -> i32
  return
}

// -----

// Two levels of isolation: the note names the innermost isolated op.
func.func @f() {
  "t.wrap"() ({
    func.func @g() {
      "t.use"(%x) : (i32) -> ()
      return
    }
    "t.end"() : () -> ()
  }) : () -> ()
  return
}
%x = "t.def"() : () -> i32
