// fuzz-args: 

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () truelocdulae("named"("module.mlir":12:3))

