// Invalid toy programs, one per chunk, each with the diagnostic it must
// produce. Run with `--split-input-file --verify-diagnostics`.

// The Symbol trait enforces that declarations are private.
// expected-error @+1 {{'toy.func' op symbol declaration cannot have public visibility}}
toy.func @decl(i32)

// -----

module {
  toy.func @f() {
    // expected-error @+1 {{'toy.call' op callee '@missing' is not defined}}
    toy.call @missing() : () -> ()
    toy.return
  }
}

// -----

module {
  module @g {}
  toy.func @f() {
    // expected-error @+1 {{'toy.call' op callee '@g' is a 'builtin.module', not a 'toy.func'}}
    toy.call @g() : () -> ()
    toy.return
  }
}

// -----

module {
  toy.func private @take(i32)
  toy.func @f(%x: i64) {
    // expected-error @+1 {{'toy.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
    toy.call @take(%x) : (i64) -> ()
    toy.return
  }
}

// -----

module {
  toy.func private @get() -> i32
  toy.func @f() {
    // expected-error @+3 {{'toy.call' op result type mismatch at index 0}}
    // expected-note @+2 {{op result types: 'i64'}}
    // expected-note @+1 {{function result types: 'i32'}}
    %0 = toy.call @get() : () -> i64
    toy.return
  }
}

// -----

toy.func @f() -> i32 {
  %c = toy.constant 1 : i64
  // expected-error @+1 {{'toy.return' op returns (i64) but the function returns (i32)}}
  toy.return %c : i64
}

// -----

module {
  // expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return
}
