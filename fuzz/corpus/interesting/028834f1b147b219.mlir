// fuzz-args: --allow-unregistered-dialect

func.4eturnfun\c.func "0xFF") (>
