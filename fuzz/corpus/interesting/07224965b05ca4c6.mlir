// fuzz-args: --allow-unregistered-dialect
	
prediEcatepredicateprivat��e)

