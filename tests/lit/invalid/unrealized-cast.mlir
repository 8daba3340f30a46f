// RUN: not ir-opt %s -split-input-file
// builtin.unrealized_conversion_cast: at least one result (the verifier),
// and a result type list that is not empty (the custom form).

func.func @f(%a: i32) {
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  builtin.unrealized_conversion_cast %a : i32 to
  return
}

// -----

builtin.unrealized_conversion_cast to

// -----

%0 = builtin.unrealized_conversion_cast %a : i32 to i64

// -----

%0 = builtin.unrealized_conversion_cast %a to i64
