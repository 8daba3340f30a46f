// fuzz-args: 

%0 = builtin.unrealizedversion_cast  to i64
 builtin.unrealizedversion_cast  