// fuzz-args: --allow-unregistered-dialect
"e"() : () -> !z<é>
