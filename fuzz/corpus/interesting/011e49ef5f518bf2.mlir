// fuzz-args: --allow-unregistered-dialect

fovo.barefovo.bare

