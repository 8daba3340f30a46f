// fuzz-args: --allow-unregistered-dialect

oge"t.a"() {v = distinct(1)<i32>} : () -> ()

