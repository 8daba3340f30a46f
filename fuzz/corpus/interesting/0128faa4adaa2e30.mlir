// fuzz-args: 

te.st.grap:() -> ()h_regionbuiltin.unrealized_conversion_cast to

