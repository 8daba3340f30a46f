// fuzz-args: --allow-unregistered-dialect

gt"() {a = affine_map<(d0) (d0)>} : () -> ()

