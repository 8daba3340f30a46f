// fuzz-args: --allow-unregistered-dialect


condpublicxcondpublicx

