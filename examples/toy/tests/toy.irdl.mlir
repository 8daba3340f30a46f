irdl.dialect @toy {
  irdl.type @struct {
    %0 = irdl.base "#builtin.array"
    %1 = irdl.c_pred "::llvm::ArrayRef<::mlir::Type>"
    %2 = irdl.all_of(%0, %1)
    %3 = irdl.c_pred "not checked by IRDL: the definition's verify hook"
    irdl.parameters(elements: %2)
  }
  irdl.operation @call {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.base "#builtin.symbol_ref"
    %3 = irdl.c_pred "flat symbol reference attribute"
    %4 = irdl.all_of(%2, %3)
    %5 = irdl.c_pred "not checked by IRDL: SymbolUserOpInterface"
    irdl.operands(args: variadic %0)
    irdl.results(results: variadic %1)
    irdl.attributes {"callee" = %4}
  }
  irdl.operation @constant {
    %0 = irdl.any
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.c_pred "not checked by IRDL: ConstantLike, verify = verify::verify_constant"
    irdl.results(result: %0)
    irdl.attributes {"value" = %1}
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
  irdl.operation @return {
    %0 = irdl.any
    %1 = irdl.c_pred "not checked by IRDL: HasParent<FuncOp>, IsTerminator"
    irdl.operands(operands: variadic %0)
  }
}
