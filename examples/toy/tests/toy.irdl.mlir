irdl.dialect @toy {
  irdl.type @struct {
    %0 = irdl.base "#builtin.array"
    %1 = irdl.c_pred "::llvm::ArrayRef<::mlir::Type>"
    %2 = irdl.all_of(%0, %1)
    %3 = irdl.c_pred "not checked by IRDL: the definition's verify hook"
    irdl.parameters(elements: %2)
  }
  irdl.operation @add {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.unranked_tensor"
    %7 = irdl.any_of(%5, %6)
    %8 = irdl.c_pred "tensor of 64-bit float values"
    %9 = irdl.all_of(%7, %8)
    %10 = irdl.base "!builtin.tensor"
    %11 = irdl.base "!builtin.unranked_tensor"
    %12 = irdl.any_of(%10, %11)
    %13 = irdl.c_pred "tensor of 64-bit float values"
    %14 = irdl.all_of(%12, %13)
    %15 = irdl.c_pred "not checked by IRDL: Pure, ShapeInference"
    irdl.operands(lhs: %4, rhs: %9)
    irdl.results(result: %14)
  }
  irdl.operation @cast {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.unranked_tensor"
    %7 = irdl.any_of(%5, %6)
    %8 = irdl.c_pred "tensor of 64-bit float values"
    %9 = irdl.all_of(%7, %8)
    %10 = irdl.c_pred "not checked by IRDL: Pure, SameOperandsAndResultShape, ShapeInference, verify = verify::verify_cast"
    irdl.operands(input: %4)
    irdl.results(output: %9)
  }
  irdl.operation @constant {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "#builtin.dense_int_or_fp_elements"
    %6 = irdl.c_pred "64-bit float elements attribute"
    %7 = irdl.all_of(%5, %6)
    %8 = irdl.c_pred "not checked by IRDL: Pure, verify = verify::verify_constant"
    irdl.results(result: %4)
    irdl.attributes {"value" = %7}
  }
  irdl.operation @func {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.type"
    %2 = irdl.c_pred "type attribute of function type"
    %3 = irdl.all_of(%1, %2)
    %4 = irdl.region
    %5 = irdl.c_pred "not checked by IRDL: IsolatedFromAbove, Symbol, SymbolOpInterface, FunctionOpInterface, verify = verify::verify_func"
    irdl.attributes {"sym_name" = %0, "function_type" = %3}
    irdl.regions(body: %4)
  }
  irdl.operation @generic_call {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.unranked_tensor"
    %7 = irdl.any_of(%5, %6)
    %8 = irdl.c_pred "tensor of 64-bit float values"
    %9 = irdl.all_of(%7, %8)
    %10 = irdl.base "#builtin.symbol_ref"
    %11 = irdl.c_pred "flat symbol reference attribute"
    %12 = irdl.all_of(%10, %11)
    %13 = irdl.c_pred "not checked by IRDL: CallOpInterface, SymbolUserOpInterface"
    irdl.operands(inputs: variadic %4)
    irdl.results(result: %9)
    irdl.attributes {"callee" = %12}
  }
  irdl.operation @mul {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.unranked_tensor"
    %7 = irdl.any_of(%5, %6)
    %8 = irdl.c_pred "tensor of 64-bit float values"
    %9 = irdl.all_of(%7, %8)
    %10 = irdl.base "!builtin.tensor"
    %11 = irdl.base "!builtin.unranked_tensor"
    %12 = irdl.any_of(%10, %11)
    %13 = irdl.c_pred "tensor of 64-bit float values"
    %14 = irdl.all_of(%12, %13)
    %15 = irdl.c_pred "not checked by IRDL: Pure, ShapeInference"
    irdl.operands(lhs: %4, rhs: %9)
    irdl.results(result: %14)
  }
  irdl.operation @print {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    irdl.operands(input: %4)
  }
  irdl.operation @reshape {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.c_pred "ranked tensor of 64-bit float values"
    %7 = irdl.all_of(%5, %6)
    %8 = irdl.c_pred "statically shaped tensor of 64-bit float values"
    %9 = irdl.all_of(%7, %8)
    %10 = irdl.c_pred "not checked by IRDL: Pure"
    irdl.operands(input: %4)
    irdl.results(result: %9)
  }
  irdl.operation @return {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.c_pred "not checked by IRDL: Pure, HasParent<FuncOp>, IsTerminator"
    irdl.operands(input: variadic %4)
  }
  irdl.operation @transpose {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.c_pred "tensor of 64-bit float values"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.unranked_tensor"
    %7 = irdl.any_of(%5, %6)
    %8 = irdl.c_pred "tensor of 64-bit float values"
    %9 = irdl.all_of(%7, %8)
    %10 = irdl.c_pred "not checked by IRDL: Pure, ShapeInference, verify = verify::verify_transpose"
    irdl.operands(input: %4)
    irdl.results(result: %9)
  }
}
