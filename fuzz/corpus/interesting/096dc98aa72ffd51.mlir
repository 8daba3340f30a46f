// fuzz-args: 
%0 = ardit	h.connstant
