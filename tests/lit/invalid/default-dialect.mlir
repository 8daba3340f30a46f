// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// A name without a dialect is tried in the innermost default dialect
// only: `builtin` at the top level, none inside a custom op without a
// default dialect (`x` is then tried as `.x`), which a generic op leaves in
// place. The note lists the registered dialects, which differ from
// mlir-opt-22's, so only its start is checked.

test.graph_region {
  // expected-error@+2 {{Dialect `' not found for custom op 'module'  (tried '.module' as well)}}
  // expected-note@+1 {{Available dialects:}}
  module {}
}

// -----

test.single_no_terminator_op : {
  // expected-error@+2 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
  // expected-note@+1 {{Available dialects:}}
  "t.x"() ({ return }) : () -> ()
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  "t.x"() ({ module {} }) : () -> ()
  return
}

// -----

"t.x"() ({
  test.graph_region {
    builtin.module {}
    "test.finish"() : () -> ()
  }
  module {}
}) : () -> ()
