// RUN: ir-opt %s -test-generic-ir-block-visitors-interrupt -allow-unregistered-dialect -split-input-file
// RUN: ir-opt %s -test-generic-ir-region-visitors-interrupt -allow-unregistered-dialect -split-input-file
// Post-order block and region walks that stop at the first block (region)
// holding an op with a bool `interrupt` attribute, true or false.

func.func @no_interrupt(%arg0: i32) {
  "test.region"() ({
    "test.a"() : () -> ()
  ^bb1:
    "test.b"() : () -> ()
  }, {
    "test.c"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @interrupt_in_second_region() {
  "test.region"() ({
    "test.a"() : () -> ()
  }, {
    "test.c"() {interrupt = false} : () -> ()
  }, {
    "test.d"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @interrupt_in_later_block() {
  "test.region"() ({
    "test.a"() : () -> ()
  ^bb1:
    "test.b"() : () -> ()
  ^bb2:
    "test.stop"() {interrupt = true} : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @not_a_bool() {
  "test.x"() {interrupt = 1 : i32} : () -> ()
  return
}
