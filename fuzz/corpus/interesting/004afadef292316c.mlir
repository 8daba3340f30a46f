// fuzz-args: 

K"foo.b"() : () -> ()
"dialectless"i32) -> i64
%a = "builtin.unrealized_conversion_cast"() : () -> i32

