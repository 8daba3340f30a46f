// fuzz-args: 
%0 = ari2x2xi8= arith.constanJt
