// fuzz-args: 

// The generic form of a conditional branch carries its operand segments.
f5uXnc.f{a = dense<"0x010002">{
  builtin.unrealized_conversion_cast %a : i32 to
  return
}

