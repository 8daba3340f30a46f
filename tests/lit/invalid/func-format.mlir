// RUN: not ir-opt %s -split-input-file
// func.call, func.constant and func.return read through their ODS formats:
// the format's errors, worded and placed as mlir-opt-22 does.
func.func @f(%a: i32) {
  func.call @a::@b(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  func.call "g"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  func.call @g(%a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  func.call @g(%a) : i32
  return
}

// -----

func.func @f(%a: i32) {
  func.call @g(%a) {callee = @h} : (i32) -> ()
  return
}

// -----

func.func @f() {
  %0 = func.constant @g
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a : i32, i32
}

// -----

func.func @f(%a: i32) -> i32 {
  return {x} %a : i32
}
