// fuzz-args: --allow-unregistered-dialect
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
arith.remuitest.graph_region {
test.graph_region {
test.graph_region {
test.g	raph_region {
test.graph_region {
test.graph_region {

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
}}
}
}
}
}
}
}
}
}
}
  bogus<"x\"y"

