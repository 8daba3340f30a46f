// fuzz-args: --allow-unregistered-dialect
module {
  "f"(%a) : (i64) -> ()
}
"f"(%a) : (i64) -> ()
