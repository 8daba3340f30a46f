// RUN: not ir-opt %s -split-input-file
"foo.a"() : () -> ()

// -----

"foo.a"() {a = } : () -> ()

// -----

"foo.b"() : () -> ()
"dialectless"() : () -> ()
