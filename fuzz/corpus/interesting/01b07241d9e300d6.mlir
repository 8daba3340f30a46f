// fuzz-args: 
%0 = ardith.connstant
