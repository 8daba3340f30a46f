// A small module: a named inner module, a private symbol nobody uses, and
// arith ops (written in generic form until arith's custom syntax lands).
// Try: cargo run --release --bin ir-opt -- examples/hello.mlir --symbol-dce
module {
  module @kernels {
    module @unused attributes {sym_visibility = "private"} {
    }
  }
  "arith.constant"() <{value = 42 : i64}> : () -> i64
  "arith.constant"() <{value = true}> : () -> i1
}
