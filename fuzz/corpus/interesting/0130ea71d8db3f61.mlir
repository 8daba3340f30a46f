// fuzz-args: --allow-unregistered-dialect
i2test.one_rqegion46.5?_opfunc.ret() -> ()

}|urn