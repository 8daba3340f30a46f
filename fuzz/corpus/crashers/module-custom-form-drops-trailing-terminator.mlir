// fuzz-args:
module {
  "test.finish"() : () -> ()
}
