// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// REQUIRES-OPS: func.func func.return
// Dominance and terminators inside functions.

func.func @use_before_def() {
  "foo.use"(%x) : (i32) -> ()
  %x = "foo.def"() : () -> i32
  return
}

// -----

func.func @arg_of_other_block() {
  "foo.br"() [^bb2] : () -> ()
^bb1(%a: i32):
  return
^bb2:
  "foo.use"(%a) : (i32) -> ()
  return
}

// -----

func.func @sibling_region() {
  "foo.x"() ({
    "foo.use"(%q) : (i32) -> ()
  }) : () -> ()
  "foo.y"() ({
    %q = "foo.def"() : () -> i32
  }) : () -> ()
  return
}

// -----

func.func @no_terminator() {
  "func.return"() : () -> ()
^bb1:
  "builtin.module"() ({}) : () -> ()
}

// -----

func.func @empty_block() {
^bb0:
  "foo.br"() [^bb1] : () -> ()
^bb1:
}

// -----

func.func @successor_in_middle() {
  "foo.br"() [^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  return
}

// -----

func.func @entry_with_predecessor() {
^bb0:
  return
^bb1:
  "foo.br"() [^bb0] : () -> ()
}

// -----

func.func @unregistered_may_terminate() {
  "foo.anything"() : () -> ()
}
func.func @later_failure() {
  "foo.use"(%x) : (i32) -> ()
  %x = "foo.def"() : () -> i32
  return
}
func.func @also_reported() {
  "foo.use"(%y) : (i32) -> ()
  %y = "foo.def"() : () -> i32
  return
}

// -----

func.func @parent_region() {
  "foo.x"() ({
    "foo.use"(%v) : (i32) -> ()
  }) : () -> ()
  %v = "foo.def"() : () -> i32
  return
}

// -----

func.func @self_use() {
  %v = "foo.x"(%v) : (i32) -> i32
  return
}

// -----

func.func @nested_self() {
  %v = "foo.x"() ({
    "foo.use"(%v) : (i32) -> ()
  }) : () -> i32
  return
}

// -----

func.func @unreachable_def() {
  "foo.br"() [^bb2] : () -> ()
^bb1:
  %v = "foo.def"() : () -> i32
  "foo.br"() [^bb2] : () -> ()
^bb2:
  "foo.use"(%v) : (i32) -> ()
  return
}

// -----

func.func @unreachable_use() {
  return
^bb1:
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

// -----

func.func @multi_block_unregistered_region() {
  "foo.region"() ({
    "foo.br"() [^bb1] : () -> ()
  ^bb1:
    "foo.use"(%w) : (i32) -> ()
    %w = "foo.def"() : () -> i32
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
