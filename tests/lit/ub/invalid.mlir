// RUN: ir-opt %s -split-input-file -verify-diagnostics
// The ub ops' diagnostics: a value that is no poison attribute, in
// custom and generic form, result counts, the terminator's place and
// operands, unknown ub attributes.

func.func @not_poison_custom() {
  // expected-error @+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @not_poison_generic() {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @not_poison_discardable() {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = "poison"} : () -> i32
  return
}

// -----

func.func @no_result() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @operand(%a: i32) {
  // expected-error @+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%a) : (i32) -> i32
  return
}

// -----

func.func @unreachable_not_last() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @unreachable_operand(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%a) : (i32) -> ()
}

// -----

func.func @unreachable_result() {
  // expected-error @+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> i32
}

// -----

func.func @unknown_attr() {
  // expected-error @+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = ub.poison <#ub.foo> : i32
  return
}

