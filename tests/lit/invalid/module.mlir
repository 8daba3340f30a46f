// RUN: not ir-opt %s -split-input-file
// Verifier errors on builtin.module, with several location kinds.

"builtin.module"() ({
^bb0:
  "builtin.module"() ({}) : () -> ()
^bb1:
  "builtin.module"() ({}) : () -> ()
}) : () -> ()

// -----

module attributes {foo = 1 : i32} {
}

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(callsite("module.mlir":3:4 at "module.mlir":1:1))

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(fused["a", "module.mlir":12:1])

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc("named"("module.mlir":12:3))

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc("only-a-name")

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(unknown)

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc("elsewhere.mlir":300:2)

// -----

module {
  "builtin.module"() ({
  ^bb0:
  ^bb1:
  }) : () -> ()
}

// -----

%0 = "builtin.module"() ({}) : () -> i32

// -----

"builtin.module"() : () -> ()

// -----

%c = "builtin.unrealized_conversion_cast"() : () -> i32
"builtin.module"(%c) ({}) : (i32) -> ()

// -----

"builtin.module"() ({
^bb0(%a: i32):
^bb1:
}) : () -> ()

// -----

"builtin.module"() <{sym_name = "a"}> ({
}) : () -> ()

// -----

"builtin.unrealized_conversion_cast"() ({}) : () -> ()
