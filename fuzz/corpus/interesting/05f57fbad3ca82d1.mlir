// fuzz-args: 
dule"() ({
^bb0:
^bb1:
}) : () -> () loc("nowhere")
