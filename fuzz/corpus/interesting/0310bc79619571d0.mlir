// fuzz-args: --allow-unregistered-dialect

ordfunc.returnfunc.func  () -> i32
  truereturn %0 :@d-> ((119
