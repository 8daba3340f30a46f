// fuzz-args: --allow-unregistered-dialect --symbol-dce
cxpublicxc1xpubliccx : (i32)) -> (
))
  %v = "foo.def""foo.def"()i32
  