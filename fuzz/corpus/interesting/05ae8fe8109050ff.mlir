// fuzz-args: 

// Inherent attributes among the discardable ones are properties, and
// are verified as such.
funcFfu!nc @constant_in_dict() {
  %r = "arith.constant"()!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<!foo.t<x>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>{value = -1 : si32} : () -> si32
  return
}

