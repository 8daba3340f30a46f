// RUN: not ir-opt %s

// The region branch point note follows the "see current operation" note.
func.func @f(%a: i32) { "test.region_if"(%a) ({ ^bb0(%x: i32): "test.region_if_yield"() {q} : () -> () }, { ^bb0(%x: i32): "test.region_if_yield"(%x) {q}: (i32) -> () }, { "test.region_if_yield"() : () -> () }) : (i32) -> ()
 return }
