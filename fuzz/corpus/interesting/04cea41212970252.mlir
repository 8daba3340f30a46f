// fuzz-args: 

// The generic form of a conditional branch carries its operand segments.
func.func @generic(%c: i1, %a: i32) 