// RUN: ir-opt %s -canonicalize=region-simplify=aggressive
// RUN: ir-opt %s -canonicalize=max-iterations=-1
// RUN: ir-opt %s -canonicalize=max-num-rewrites=1
// RUN: ir-opt %s -canonicalize=disable-patterns=NoSuchPattern
// RUN: ir-opt %s -canonicalize=enable-patterns=NoSuchPattern

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %d = arith.constant 5 : i32
  %x = arith.ori %a, %c : i32
  %y = arith.xori %x, %x : i32
  %z = arith.addi %y, %d : i32
  return %z : i32
}
