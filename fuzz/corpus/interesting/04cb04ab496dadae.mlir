// fuzz-args: 
// RUN: not ir-opt %s -split-input-file
// cf branches: successor operands must match the target block's arguments.

func.func @too_many(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
 Areturn
}

