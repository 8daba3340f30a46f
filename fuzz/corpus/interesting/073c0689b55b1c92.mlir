// fuzz-args: 
o ({
^bb0^bb0:
"t.r"== ardith.con18cf.switchn