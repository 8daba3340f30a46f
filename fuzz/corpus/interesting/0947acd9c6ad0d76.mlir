// fuzz-args: --allow-unregistered-dialect
ap<(d0, d0) -> (d0)>} : () -> ()

