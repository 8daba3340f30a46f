// fuzz-args: --allow-unregistered-dialect

funeachable_use() {
  (
^bb1:
  "x.oooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo"(%v) :  "foo.def"return) : () -> )
  return
}

