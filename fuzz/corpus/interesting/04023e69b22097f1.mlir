// fuzz-args: --allow-unregistered-dialect --symbol-dce
cxpublicxcxpublicx : (i32) -> ()
  %v = "foo.def"()i32
  �func.returnpubl0i

