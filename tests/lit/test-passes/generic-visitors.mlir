// RUN: ir-opt %s -test-generic-ir-visitors -allow-unregistered-dialect
// RUN: ir-opt %s -test-generic-ir-visitors-interrupt -allow-unregistered-dialect -split-input-file
// Walks with stages: each op is visited before its first region, between
// regions and after its last; the second walk sees test.two_region_op
// only. With -interrupt, attributes make the walk skip or stop.

func.func @plain() {
  "test.two_region_op"() ({
    "test.inner"() : () -> ()
    "test.finish"() : () -> ()
  }, {
    "test.other"() ({
      "test.deep"() : () -> ()
    }) : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @skip_after_first_region() {
  "test.two_region_op"() ({
    "test.in_first"() : () -> ()
    "test.finish"() : () -> ()
  }, {
    "test.in_second"() : () -> ()
    "test.finish"() : () -> ()
  }) {skip_after_region = 0} : () -> ()
  "test.after"() ({
    "test.hidden"() : () -> ()
  }) {skip_before_all = true} : () -> ()
  return
}

// -----

func.func @interrupt_after_all() {
  "test.one"() ({
    "test.inner"() {interrupt_after_all = true} : () -> ()
  }) : () -> ()
  "test.never"() : () -> ()
  return
}

// -----

func.func @interrupt_between_regions() {
  "test.two_region_op"() ({
    "test.finish"() : () -> ()
  }, {
    "test.never"() : () -> ()
    "test.finish"() : () -> ()
  }) {interrupt_after_region = 0} : () -> ()
  return
}

// -----

func.func @false_flags_are_ignored() {
  "test.op"() {interrupt_before_all = false, skip_after_all = false} : () -> ()
  return
}
