// fuzz-args: --allow-unregistered-dialect

	uoduuoduuoduuodu