// fuzz-args: --allow-unregistered-dialect

	f8E4M3B11FNUZe