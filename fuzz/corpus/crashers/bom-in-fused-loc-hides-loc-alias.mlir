// fuzz-args: 
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
"t.r"() ({
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
"foo.small_floats"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f4E2M1FN, f6E2M3FN,  !bar.t<a<b>loc(fused[loc(fused[inalloca(fused[loc(fused[nestedrf8E4M3B11FNUZe4M3B11FNUZe(fused[loc(fused[arith.neg4(fused[loc(fused[locloc(fused[locarith.addiarith.addi(fused[locdense<arith.addf[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[1]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>(fused[loc(fused[loc(fused[loc(fused[arith.extui(fused[cf.cond_br(fused[loc(fused[loc(fused[loc(fused[h(fused[loc(fused[loc(fused[loc(fused[loc(fused[func.returnpubl0i(fusedi9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999[afn(fused[unknown])])])])])])])])])]﻿)])])])])])])])])])])])])])])])])>)
