// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() ooooooo9223372036854775808oooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooovooooooooo"(%v) : (i32) -> ()
  gamma = "foo.def"(2) : () -> si32
  @sssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssaffine_ma�p<(d0)[s0] -> (d0 floordiv s0)>
}

