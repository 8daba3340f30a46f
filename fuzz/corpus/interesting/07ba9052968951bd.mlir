// fuzz-args: --allow-unregistered-dialect

module {
module {
module {
module {
module {
module {
module {
moduleodul􏿿re {
module {
module {
	runcit}
}
}
}
}
}
}
}
}
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
})%vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv : ( arith.constant 0xP7FC00000 : i32

) -> ()
}
}
}
