//! The tutorial's chapters, end to end: `toy-opt` on each chapter's
//! input (`ch2.mlir`, `ch3.mlir`, `ch4.mlir`) gives the committed text in
//! `tests/expected/`, which was checked by hand against the tutorial's
//! expected output (its CHECK lines and the listings of chapters 3 and 4).

mod common;

use common::{fails, ok, path, read, toy_opt};

/// `toy-opt <input> <flags>` prints `tests/expected/<expected>`, and that
/// output is a fixed point of printing.
fn check(input: &str, flags: &[&str], expected: &str) {
    let mut args = vec![path(input)];
    args.extend(flags.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = ok(&toy_opt(&args, None));
    assert_eq!(
        out,
        read(&format!("tests/expected/{expected}")),
        "{input} {flags:?}"
    );
    assert_eq!(
        ok(&toy_opt(&["-"], Some(&out))),
        out,
        "printing is a fixed point"
    );
}

#[test]
fn chapter2_codegen_round_trips() {
    check("ch2.mlir", &[], "ch2.out");
}

#[test]
fn chapter2_generic_form_round_trips() {
    let generic = ok(&toy_opt(
        &[&path("ch2.mlir"), "--mlir-print-op-generic"],
        None,
    ));
    assert!(
        generic.contains("\"toy.generic_call\"(%1, %3) <{callee = @multiply_transpose}>"),
        "{generic}"
    );
    assert_eq!(
        ok(&toy_opt(&["-"], Some(&generic))),
        read("tests/expected/ch2.out")
    );
}

#[test]
fn chapter3_canonicalize_applies_the_four_patterns() {
    check("ch3.mlir", &["--canonicalize"], "ch3-canonicalize.out");
}

#[test]
fn chapter3_patterns_can_be_disabled_by_name() {
    let out = ok(&toy_opt(
        &[
            &path("ch3.mlir"),
            "--canonicalize=disable-patterns=SimplifyRedundantTranspose",
        ],
        None,
    ));
    assert!(out.contains("toy.transpose(%0 : tensor<*xf64>)"), "{out}");
    assert!(
        out.contains("dense<[[1.000000e+00], [2.000000e+00]]>"),
        "{out}"
    );
}

#[test]
fn chapter4_inlining_inserts_casts() {
    check("ch4.mlir", &["--inline"], "ch4-inline.out");
}

#[test]
fn chapter4_pipeline_ends_as_the_tutorial_does() {
    check(
        "ch4.mlir",
        &[
            "--inline",
            "--toy-shape-inference",
            "--canonicalize",
            "--cse",
        ],
        "ch4-pipeline.out",
    );
    // The same as a pipeline string, with shape inference nested on toy.func.
    let out = ok(&toy_opt(
        &[
            &path("ch4.mlir"),
            "--pass-pipeline=builtin.module(inline,toy.func(toy-shape-inference,canonicalize,cse))",
        ],
        None,
    ));
    assert_eq!(out, read("tests/expected/ch4-pipeline.out"));
}

#[test]
fn chapter4_canonicalize_inline_shape_inference() {
    // The order: shape inference's own cleanup (canonicalize and
    // cse on the inferred function) folds the casts the inliner inserted
    // and merges the duplicated constants and transposes, so this ends
    // as the tutorial's chapter 4 does.
    check(
        "ch4.mlir",
        &["--canonicalize", "--inline", "--toy-shape-inference"],
        "ch4-pipeline.out",
    );
    // Without the cleanup, shapes are inferred everywhere and the casts,
    // now between equal types, are left for a later canonicalize to fold.
    check(
        "ch4.mlir",
        &[
            "--canonicalize",
            "--inline",
            "--toy-shape-inference=cleanup=false",
        ],
        "ch4-brief.out",
    );
    let folded = ok(&toy_opt(
        &["-", "--canonicalize"],
        Some(&read("tests/expected/ch4-brief.out")),
    ));
    assert!(!folded.contains("toy.cast"), "{folded}");
}

#[test]
fn shape_inference_infers_each_interface_op() {
    let src = "toy.func @f(%a: tensor<2x3xf64>) {\n\
               %0 = toy.cast %a : tensor<2x3xf64> to tensor<*xf64>\n\
               %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>\n\
               %2 = toy.add %1, %1 : tensor<*xf64>\n\
               %3 = toy.mul %2, %1 : tensor<*xf64>\n\
               toy.print %3 : tensor<*xf64>\n\
               toy.return\n}\n";
    let out = ok(&toy_opt(
        &["-", "--toy-shape-inference=cleanup=false"],
        Some(src),
    ));
    assert_eq!(
        out,
        "module {\n  toy.func @f(%arg0: tensor<2x3xf64>) {\n    \
         %0 = toy.cast %arg0 : tensor<2x3xf64> to tensor<2x3xf64>\n    \
         %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>\n    \
         %2 = toy.add %1, %1 : tensor<3x2xf64>\n    \
         %3 = toy.mul %2, %1 : tensor<3x2xf64>\n    \
         toy.print %3 : tensor<3x2xf64>\n    toy.return\n  }\n}\n\n"
    );
}

#[test]
fn shape_inference_cleans_up_by_default() {
    // The cast between equal types folds and the two equal transposes
    // merge; `cleanup=maybe` is a bad option value.
    let src = "toy.func @f(%a: tensor<2x3xf64>) {\n\
               %0 = toy.cast %a : tensor<2x3xf64> to tensor<*xf64>\n\
               %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>\n\
               %2 = toy.transpose(%a : tensor<2x3xf64>) to tensor<*xf64>\n\
               %3 = toy.mul %1, %2 : tensor<*xf64>\n\
               toy.print %3 : tensor<*xf64>\n\
               toy.return\n}\n";
    let out = ok(&toy_opt(&["-", "--toy-shape-inference"], Some(src)));
    assert_eq!(
        out,
        "module {\n  toy.func @f(%arg0: tensor<2x3xf64>) {\n    \
         %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>\n    \
         %1 = toy.mul %0, %0 : tensor<3x2xf64>\n    \
         toy.print %1 : tensor<3x2xf64>\n    toy.return\n  }\n}\n\n"
    );
    let err = fails(&toy_opt(
        &["-", "--toy-shape-inference=cleanup=maybe"],
        Some(src),
    ));
    assert!(
        err.contains(
            "for the --cleanup option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
        ),
        "{err}"
    );
}

#[test]
fn shape_inference_reports_what_it_cannot_infer() {
    // A call left in place: generic_call has no ShapeInference.
    let call = "toy.func private @g(tensor<*xf64>) -> tensor<*xf64>\n\
                toy.func @f(%a: tensor<2xf64>) {\n\
                %0 = toy.generic_call @g(%a) : (tensor<2xf64>) -> tensor<*xf64>\n\
                toy.return\n}\n";
    let err = fails(&toy_opt(&["-", "--toy-shape-inference"], Some(call)));
    assert!(
        err.starts_with("<stdin>:3:6: error: unable to infer shape of operation without shape inference interface"),
        "{err}"
    );
    // An unranked argument: nothing depending on it is ever ready.
    let arg = "toy.func @f(%a: tensor<*xf64>) {\n\
               %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>\n\
               %1 = toy.mul %0, %0 : tensor<*xf64>\n\
               toy.return\n}\n";
    let err = fails(&toy_opt(&["-", "--toy-shape-inference"], Some(arg)));
    assert!(
        err.starts_with(
            "<stdin>:1:1: error: Shape inference failed, 2 operations couldn't be inferred"
        ),
        "{err}"
    );
}

#[test]
fn a_cast_between_equal_types_folds_away() {
    let src = "toy.func @f(%a: tensor<2xf64>) {\n\
               %0 = toy.cast %a : tensor<2xf64> to tensor<2xf64>\n\
               %1 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>\n\
               toy.print %1 : tensor<*xf64>\n  toy.return\n}\n";
    let out = ok(&toy_opt(&["-", "--canonicalize"], Some(src)));
    assert_eq!(
        out,
        "module {\n  toy.func @f(%arg0: tensor<2xf64>) {\n    \
         %0 = toy.cast %arg0 : tensor<2xf64> to tensor<*xf64>\n    \
         toy.print %0 : tensor<*xf64>\n    toy.return\n  }\n}\n\n"
    );
}
