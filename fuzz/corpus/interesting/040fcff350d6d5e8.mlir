// fuzz-args: --allow-unregistered-dialect

uoduhuodu#huoduhuoduh [