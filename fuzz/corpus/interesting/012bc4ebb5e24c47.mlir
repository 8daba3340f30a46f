// fuzz-args: --allow-unregistered-dialect
MtMt\uple {ne = 1 .)

