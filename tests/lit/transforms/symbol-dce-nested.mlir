// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file -symbol-dce
// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline=builtin.module(builtin.module(symbol-dce))
// symbol-dce and `nested` symbols in public symbol tables. A file's module
// has no parent op, so even named and public its table is hidden: a
// `nested` symbol in it (or in a public module inside it) that nothing
// uses is dead (RUN 1). Run on a module nested in another, the pass sees a
// public symbol with a parent, whose `nested` symbols stay (RUN 2).

// A public named top-level module: it has no parent op, so its table is
// hidden and an unused nested symbol inside it is dead.
module @top {
  func.func nested @f() {
    return
  }
}

// -----

module @top {
  func.func nested @f() {
    return
  }
  func.func @g() {
    call @f() : () -> ()
    return
  }
  func.func nested @h() {
    return
  }
  func.func private @p() {
    return
  }
}

// -----

module @top {
  module @a {
    func.func nested @f() {
      return
    }
    func.func @g() {
      return
    }
  }
}

// -----

module @top {
  module @a attributes {sym_visibility = "nested"} {
    func.func nested @f() {
      return
    }
  }
  func.func @g() {
    return
  }
}

// -----

module {
  module @a {
    func.func nested @f() {
      return
    }
  }
}

// -----

module @top attributes {sym_visibility = "private"} {
  func.func nested @f() {
    return
  }
  func.func @g() {
    return
  }
}

// -----

module @top {
  module @a {
    func.func nested @f() {
      return
    }
    func.func @g() {
      return
    }
  }
  func.func @user() {
    "test.use"() {ref = @a::@f} : () -> ()
    return
  }
}

// -----

func.func nested @f() {
  return
}
func.func @g() {
  return
}
