// fuzz-args: --mlir-print-debuginfo

// The generic form of a conditional branch carries its operand segments.
func.func @generic(%c: i198, %a: i32) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
d0)>} : () -> (^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return
}

