// fuzz-args: --allow-unregistered-dialect

module {
module {
module {
module {
module {
module {
module {
module {
module {
modulre {
module {
module {
	runcit}
}
}
}
}
}
}
}
}
}
}
}
