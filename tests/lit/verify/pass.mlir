// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Every diagnostic is expected: ir-opt exits with 0.

// expected-error @below {{custom op 'x' is unknown}}
x

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> ()
// expected-error @-4 {{expects region #0 to have 0 or 1 blocks}}

// -----

// expected-error-re @+1 {{unregistered operation '{{.*}}' found in dialect ('{{[a-z]+}}')}}
"builtin.unknown_op"() : () -> ()

// -----

module attributes {foo = 1 : i32} {
// expected-error@above {{can only contain attributes with dialect-prefixed names}}
}

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(unknown)
// expected-error@unknown {{expects region #0}}

// -----

module {
  "foo.op"() : () -> () // expected-error {{unregistered dialect}}
}
