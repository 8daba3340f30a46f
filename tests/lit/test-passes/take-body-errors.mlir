// RUN: not ir-opt %s -test-take-body -allow-unregistered-dialect -split-input-file
// Anything but two functions in the module is an error.

func.func @alone() {
  return
}

// -----

func.func @one() {
  return
}
"test.not_a_function"() : () -> ()
func.func @two() {
  return
}
func.func @three() {
  return
}
