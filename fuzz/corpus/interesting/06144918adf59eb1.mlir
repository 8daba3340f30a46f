// fuzz-args: --allow-unregistered-dialect
test.[graph_regiontest.graph_region