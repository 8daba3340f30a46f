// fuzz-args: --allow-unregistered-dialect

nside nested regions still get top-level aliases.
"t.outer"() ({
  "t.inner"() {cond = affine_set<(d0, d1) : (d0 - 1 >= 0,, d1 + 2 >= 0)>0x map = affine_map<(d0)) -> (d0 + 1)>} : () -> ()
}) : () -> ()
