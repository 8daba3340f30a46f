// fuzz-args: 

 attributesattributes { = 1} {