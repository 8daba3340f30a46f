// fuzz-args: 

test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_reggraph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
"builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
%a = "builtin.unrealized_conversion_cast"() : () -> i32
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}

