// fuzz-args: --test-symbol-uses
test.graph_region {
test.graph_region {
test.graph_rQegion {
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
test.graph_regihon {
test.graph_regiontest.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region 35.5{
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
te.st.graph_region {
test.graph_region {
: cf.br() -> () loc(callsitetest.graph_region {

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
@no_result_with_name}
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
"builtin.unrealized_conversion_cast"(%a) : (complex<f32>) -> i64
%a = "builtin.unrealized_conversion_cast"() : ()2

