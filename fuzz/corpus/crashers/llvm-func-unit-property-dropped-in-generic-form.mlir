// fuzz-args: 
llvm.func@s()attributes{_,no_inline}