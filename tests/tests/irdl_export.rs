//! `ir-opt --export-irdl` on the workspace's dialects: every dialect's
//! export loads in `mlir-opt-22 --irdl-file`, and for `arith` (exported as
//! `arith_irdl`, since mlir-opt has its own `arith`) the loaded module
//! accepts the valid inputs `ir-opt` accepts and rejects the invalid ones
//! it rejects; a third list pins down what IRDL over-approximates. The
//! same holds for the LLVM subset, exported as `llvm_irdl`. The
//! LLVM-facing parts run only where mlir-opt-22 is installed (a note is
//! printed otherwise); the export itself is checked everywhere.
//!
//! Cases are generic-form modules with inherent attributes in the
//! attribute dictionary (IRDL's dynamic ops have no properties); the IRDL
//! side is the same text with `"arith.` renamed.

use dialects as _;
use ir::Context;
use ir::opt::{OptConfig, Parsed, export_irdl_text, run};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use tests::MLIR_OPT;

/// `ir-opt`'s verdict on `text`, with its diagnostics.
fn ours(text: &str) -> (bool, String) {
    let Parsed::Run(opts) = ir::opt::args::parse(&OptConfig::new("ir-opt"), "ir-opt", vec![])
    else {
        panic!("no flags parse");
    };
    let out = run(&opts, "case.mlir", text);
    (out.code == 0, out.stderr)
}

/// `mlir-opt --irdl-file=irdl`'s verdict on `text`.
fn theirs(irdl: &Path, text: &str) -> (bool, String) {
    let mut child = Command::new(MLIR_OPT)
        .arg(format!("--irdl-file={}", irdl.display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin.write_all(text.as_bytes()).expect("stdin is writable");
    drop(stdin);
    let out = child.wait_with_output().expect("mlir-opt finishes");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Whether mlir-opt-22 is absent, printing that the `what` test is skipped.
fn mlir_opt_missing(what: &str) -> bool {
    let missing = !Path::new(MLIR_OPT).exists();
    if missing {
        println!("note: {MLIR_OPT} is not installed; the IRDL {what} test is skipped");
    }
    missing
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ir-irdl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path
}

#[test]
fn export_names_what_irdl_cannot_describe() {
    let ctx = Context::new();
    let cf = export_irdl_text(&ctx, "cf", None).expect("cf is registered");
    // Only `cf.assert` has no successors.
    assert_eq!(
        cf.text,
        "irdl.dialect @cf {\n  irdl.operation @assert {\n    %0 = irdl.is i1\n    %1 = irdl.base \"#builtin.string\"\n    %2 = irdl.c_pred \"not checked by IRDL: MemoryEffectOpInterface\"\n    irdl.operands(arg: %0)\n    irdl.attributes {\"msg\" = %1}\n  }\n}\n"
    );
    assert_eq!(
        cf.warnings,
        [
            "'cf.br' left out: IRDL cannot describe successors",
            "'cf.cond_br' left out: IRDL cannot describe successors",
            "'cf.switch' left out: IRDL cannot describe successors",
        ]
    );
    assert_eq!(
        export_irdl_text(&ctx, "builtin", None).unwrap_err(),
        "the builtin dialect cannot be exported: IRDL cannot redefine it"
    );
    assert_eq!(
        export_irdl_text(&ctx, "", Some("x")).unwrap_err(),
        "--export-irdl-namespace needs --export-irdl=<one dialect>"
    );
}

#[test]
fn every_dialect_loads_in_mlir_opt() {
    if mlir_opt_missing("loading") {
        return;
    }
    let ctx = Context::new();
    for d in [
        "arith", "cf", "complex", "func", "gpu", "llvm", "math", "test", "ub",
    ] {
        let export = export_irdl_text(&ctx, d, Some(&format!("{d}_irdl"))).expect("registered");
        let path = temp_file(&format!("{d}.irdl.mlir"), &export.text);
        let (ok, err) = theirs(&path, "");
        assert!(ok, "the IRDL of `{d}` does not load: {err}");
    }
}

/// Inputs both accept.
const VALID: &[&str] = &[
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%b = "arith.addi"(%a, %a) : (i32, i32) -> i32
%c = "arith.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i32) -> i1
%d = "arith.select"(%c, %a, %b) : (i1, i32, i32) -> i32"#,
    r#"%x = "arith.constant"() {value = 1.0 : f32} : () -> f32
%y = "arith.addf"(%x, %x) : (f32, f32) -> f32
%z = "arith.cmpf"(%x, %y) {predicate = 1 : i64} : (f32, f32) -> i1"#,
    r#"%i = "arith.constant"() {value = 3 : index} : () -> index
%j = "arith.muli"(%i, %i) : (index, index) -> index"#,
];

/// Inputs both reject.
const INVALID: &[&str] = &[
    // A float where a signless integer (or index) is required.
    r#"%x = "arith.constant"() {value = 1.0 : f32} : () -> f32
%y = "arith.addi"(%x, %x) : (f32, f32) -> f32"#,
    // An integer where a float is required.
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%y = "arith.addf"(%a, %a) : (i32, i32) -> i32"#,
    // A predicate out of range, a predicate missing.
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%c = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1"#,
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%c = "arith.cmpi"(%a, %a) : (i32, i32) -> i1"#,
    // A comparison whose result is not bool-like.
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%c = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32"#,
    // An operand too few.
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%b = "arith.addi"(%a) : (i32) -> i32"#,
    // The constant without its value.
    r#"%a = "arith.constant"() : () -> i32"#,
];

/// Inputs `ir-opt` rejects and IRDL accepts: the over-approximations.
const APPROXIMATED: &[&str] = &[
    // `SameOperandsAndResultType` is a trait.
    r#"%a = "arith.constant"() {value = 1 : i32} : () -> i32
%i = "arith.constant"() {value = 3 : index} : () -> index
%b = "arith.addi"(%a, %i) : (i32, index) -> i32"#,
    // Signedness: IRDL sees `!builtin.integer` of any signedness.
    r#"%a = "arith.constant"() {value = 1 : si32} : () -> si32"#,
];

#[test]
fn arith_irdl_agrees_with_ir_opt() {
    if mlir_opt_missing("differential") {
        return;
    }
    let ctx = Context::new();
    let export = export_irdl_text(&ctx, "arith", Some("arith_irdl")).expect("registered");
    assert!(export.warnings.is_empty(), "{:?}", export.warnings);
    let irdl = temp_file("arith.irdl.mlir", &export.text);
    let renamed = |t: &str| t.replace("\"arith.", "\"arith_irdl.");
    let groups = [
        ("valid", VALID, true, true),
        ("invalid", INVALID, false, false),
        ("approximated", APPROXIMATED, false, true),
    ];
    for (what, cases, ours_ok, theirs_ok) in groups {
        for case in cases {
            let (o, oe) = ours(case);
            let (t, te) = theirs(&irdl, &renamed(case));
            assert_eq!(o, ours_ok, "ir-opt, {what} case:\n{case}\n{oe}");
            assert_eq!(t, theirs_ok, "IRDL, {what} case:\n{case}\n{te}");
        }
    }
}

/// The values the LLVM cases start from: an `i64` and a pointer.
const LLVM_PRELUDE: &str = r#"%c = "arith.constant"() {value = 1 : i64} : () -> i64
%p = "llvm.alloca"(%c) {elem_type = i32} : (i64) -> !llvm.ptr
"#;

/// LLVM inputs both accept (after [`LLVM_PRELUDE`]).
const LLVM_VALID: &[&str] = &[
    r#"%v = "llvm.load"(%p) : (!llvm.ptr) -> i32
"llvm.store"(%v, %p) : (i32, !llvm.ptr) -> ()"#,
    r#"%g = "llvm.getelementptr"(%p, %c) {rawConstantIndices = array<i32: -2147483648>, elem_type = i32} : (!llvm.ptr, i64) -> !llvm.ptr"#,
    r#"%g = "llvm.getelementptr"(%p) {rawConstantIndices = array<i32: 1>, elem_type = i32} : (!llvm.ptr) -> !llvm.ptr"#,
];

/// LLVM inputs both reject.
const LLVM_INVALID: &[&str] = &[
    // `alloca` without its element type, with two operands.
    r#"%q = "llvm.alloca"(%c) : (i64) -> !llvm.ptr"#,
    r#"%q = "llvm.alloca"(%c, %c) {elem_type = i32} : (i64, i64) -> !llvm.ptr"#,
    // `load` without a result, `store` without its address.
    r#""llvm.load"(%p) : (!llvm.ptr) -> ()"#,
    r#""llvm.store"(%c) : (i64) -> ()"#,
    // The constant indices are no dense array; the element type no type.
    r#"%g = "llvm.getelementptr"(%p) {rawConstantIndices = 1 : i32, elem_type = i32} : (!llvm.ptr) -> !llvm.ptr"#,
    r#"%q = "llvm.alloca"(%c) {elem_type = "i32"} : (i64) -> !llvm.ptr"#,
];

/// LLVM inputs `ir-opt` rejects and IRDL accepts (the element kind of a
/// dense array).
const LLVM_APPROXIMATED: &[&str] = &[
    r#"%g = "llvm.getelementptr"(%p) {rawConstantIndices = array<i64: 1>, elem_type = i32} : (!llvm.ptr) -> !llvm.ptr"#,
];

#[test]
fn llvm_irdl_agrees_with_ir_opt() {
    if mlir_opt_missing("LLVM differential") {
        return;
    }
    let ctx = Context::new();
    let export = export_irdl_text(&ctx, "llvm", Some("llvm_irdl")).expect("registered");
    let irdl = temp_file("llvm.irdl.mlir", &export.text);
    // IRDL's `!llvm_irdl.ptr` always spells its one parameter.
    let renamed = |t: &str| {
        t.replace("\"llvm.", "\"llvm_irdl.")
            .replace("!llvm.ptr", "!llvm_irdl.ptr<0>")
    };
    let groups = [
        ("valid", LLVM_VALID, true, true),
        ("invalid", LLVM_INVALID, false, false),
        ("approximated", LLVM_APPROXIMATED, false, true),
    ];
    for (what, cases, ours_ok, theirs_ok) in groups {
        for case in cases {
            let case = format!("{LLVM_PRELUDE}{case}");
            let (o, oe) = ours(&case);
            let (t, te) = theirs(&irdl, &renamed(&case));
            assert_eq!(o, ours_ok, "ir-opt, {what} case:\n{case}\n{oe}");
            assert_eq!(t, theirs_ok, "IRDL, {what} case:\n{case}\n{te}");
        }
    }
}
