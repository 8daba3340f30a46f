// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize=disable-patterns=AllocaScopeInliner --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize=disable-patterns=AllocaScopeHoister --allow-unregistered-dialect

// AllocaScopeInliner: a scope with no stack allocation is inlined, its
// results replaced by what it returns.
func.func @no_alloca(%v: f32, %m: memref<4xf32>, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    memref.store %v, %m[%i] : memref<4xf32>
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  "test.use"(%r) : (f32) -> ()
  return %r : f32
}
// An alloca in a nested allocation scope does not count.
func.func @nested_scope(%lo: index, %hi: index, %s: index) {
  memref.alloca_scope {
    scf.for %j = %lo to %hi step %s {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}
// An alloca directly in a function's scope, as the last op before the
// terminator, is inlined too.
func.func @last_in_func() {
  "test.op"() : () -> ()
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}
// Negative: an alloca and more ops after the scope.
func.func @not_last() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  "test.op"() : () -> ()
  return
}
// Negative: an unregistered op may allocate.
func.func @unknown(%i: index) {
  memref.alloca_scope {
    "test.unknown"() : () -> ()
  }
  "test.op"() : () -> ()
  return
}

// AllocaScopeHoister: allocations move out of a scope nested in an op
// that is not a scope, when both are last before the terminator.
func.func @hoist(%c: i1, %n: index) {
  "test.op"() : () -> ()
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      %k = "test.size"() : () -> index
      %d = memref.alloca(%k) : memref<?xf32>
      "test.use"(%a, %b, %d) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}
// Through two levels of scf.if, to before the outer one; an allocation
// sized inside the outer scf.if stays.
func.func @hoist_two_levels(%c: i1, %d: i1) {
  scf.if %c {
    %k = "test.size"() : () -> index
    scf.if %d {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        %b = memref.alloca(%k) : memref<?xf32>
        "test.use"(%a, %b) : (memref<4xf32>, memref<?xf32>) -> ()
      }
    }
  }
  return
}
// Negative: the scope is not last in the scf.if.
func.func @no_hoist(%c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.op"() : () -> ()
  }
  "test.op"() : () -> ()
  return
}
