//! The test dialect's passes and attributes on text, checked against
//! `mlir-opt-22` with the same flags (expected texts were produced by
//! `/usr/lib/llvm-22/bin/mlir-opt`): renaming through three nested tables
//! and inside parametric attributes, use remarks, and distinct attributes.

use ir::opt::{OptConfig, Options, Parsed, RunOutput, args, run};

/// Runs `ir-opt` with `flags` on `text`, named `name`.
pub(super) fn opt(flags: &[&str], name: &str, text: &str) -> RunOutput {
    let o: Options = match args::parse(
        &OptConfig::new("ir-opt"),
        "ir-opt",
        flags.iter().map(|s| s.to_string()).collect(),
    ) {
        Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    run(&o, name, text)
}

#[test]
fn rauw_rewrites_nested_and_parametric_references() {
    let src = r##"module {
  module @a attributes {sym.new_name = "a2"} {
    module @b attributes {sym.new_name = "b2"} {
      module @c {
        func.func nested @f() attributes {sym.new_name = "f2"}
      }
    }
  }
  func.func private @g() attributes {sym.new_name = "g2"}
  func.func @user() {
    "foo.op"() {r = @a::@b::@c::@f, s = [#test.sub_elements_access<@g, [@a], {k = @g}>]} : () -> ()
    call @g() : () -> ()
    return
  }
}
"##;
    let out = opt(
        &["--allow-unregistered-dialect", "-test-symbol-rauw"],
        "rauw.mlir",
        src,
    );
    assert_eq!(out.stderr, "");
    assert_eq!(
        out.stdout,
        r##"module {
  module @a2 attributes {sym.new_name = "a2"} {
    module @b2 attributes {sym.new_name = "b2"} {
      module @c {
        func.func nested @f2() attributes {sym.new_name = "f2"}
      }
    }
  }
  func.func private @g2() attributes {sym.new_name = "g2"}
  func.func @user() {
    "foo.op"() {r = @a2::@b2::@c::@f2, s = [#test.sub_elements_access<@g2, [@a2], {k = @g2}>]} : () -> ()
    call @g2() : () -> ()
    return
  }
}

"##
    );
    // No stale reference survives: the old names appear nowhere as refs.
    for old in ["@a::", "@g>", "@g,", "@g}", "@g(", "@f\n"] {
        assert!(!out.stdout.contains(old), "{old} in {}", out.stdout);
    }
}

#[test]
fn uses_remarks_match_mlir_opt() {
    let src = r#"module {
  module @a {
    module @b {
      func.func nested @f()
    }
  }
  func.func private @dead()
  func.func @user() {
    "foo.op"() {r = @a::@b::@f} : () -> ()
    return
  }
}
"#;
    let out = opt(
        &[
            "--allow-unregistered-dialect",
            "-test-symbol-uses",
            "--mlir-print-op-on-diagnostic=false",
        ],
        "uses.mlir",
        src,
    );
    assert_eq!(
        out.stderr,
        r#"uses.mlir:9:5: remark: found use of symbol : @a::@b::@f : "f"
    "foo.op"() {r = @a::@b::@f} : () -> ()
    ^
uses.mlir:4:7: remark: symbol has 1 uses
      func.func nested @f()
      ^
uses.mlir:9:5: remark: found use of symbol : @a::@b::@f : "b"
    "foo.op"() {r = @a::@b::@f} : () -> ()
    ^
uses.mlir:3:5: remark: symbol has 1 uses
    module @b {
    ^
uses.mlir:9:5: remark: found use of symbol : @a::@b::@f : "a"
    "foo.op"() {r = @a::@b::@f} : () -> ()
    ^
uses.mlir:2:3: remark: symbol has 1 uses
  module @a {
  ^
uses.mlir:7:3: remark: symbol has no uses
  func.func private @dead()
  ^
uses.mlir:8:3: remark: symbol contains 1 nested references
  func.func @user() {
  ^
uses.mlir:8:3: remark: symbol has no uses
  func.func @user() {
  ^
uses.mlir:1:1: remark: dead function successfully erased
module {
^
"#
    );
    assert_eq!(
        out.stdout,
        r#"module {
  module @a {
    module @b {
      func.func nested @f()
    }
  }
  func.func @user() {
    "foo.op"() {r = @a::@b::@f} : () -> ()
    return
  }
}

"#
    );
}

#[test]
fn distinct_attributes_keep_identity_by_number() {
    let src = "\"foo.op\"() {a = distinct[7]<42 : i32>, b = distinct[7]<42 : i32>, c = distinct[2]<>} : () -> ()\n";
    let out = opt(&["--allow-unregistered-dialect"], "d.mlir", src);
    // As mlir-opt prints it: the one holding a value through an alias
    // (`#distinct`), the one holding `unit` inline; numbered by first use.
    assert_eq!(
        out.stdout,
        "#distinct = distinct[0]<42 : i32>\nmodule {\n  \"foo.op\"() {a = #distinct, b = #distinct, c = distinct[1]<>} : () -> ()\n}\n\n"
    );
    let ctx = ir::Context::new();
    let x = ir::Attribute::unit(&ctx);
    assert_ne!(
        ir::Attribute::distinct(&ctx, x),
        ir::Attribute::distinct(&ctx, x)
    );
}

#[test]
fn trait_folder_folds_traits_and_constants_and_drops_dead_ops() {
    // Expected text from mlir-opt-22 -test-trait-folder on the same input.
    let src = r#"func.func @folds(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = "test.op_involution_trait_no_operation_fold"(%a) : (i32) -> i32
  %1 = "test.op_involution_trait_no_operation_fold"(%0) : (i32) -> i32
  %2 = "test.op_idempotent_trait"(%b) : (i32) -> i32
  %3 = "test.op_idempotent_trait"(%2) : (i32) -> i32
  %4 = "test.op_idempotent_trait_binary"(%3, %3) : (i32, i32) -> i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %5 = arith.addi %c1, %c2 : i32
  %6 = arith.addi %5, %a : i32
  %dead = "test.op_involution_trait_no_operation_fold"(%6) : (i32) -> i32
  return %1, %4, %6 : i32, i32, i32
}
"#;
    let out = opt(&["-test-trait-folder"], "fold.mlir", src);
    assert_eq!(out.stderr, "");
    assert_eq!(
        out.stdout,
        r#"module {
  func.func @folds(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
    %c3_i32 = arith.constant 3 : i32
    %0 = "test.op_idempotent_trait"(%arg1) : (i32) -> i32
    %1 = arith.addi %arg0, %c3_i32 : i32
    return %arg0, %0, %1 : i32, i32, i32
  }
}

"#
    );
}

#[test]
fn trait_folder_keeps_ops_whose_own_fold_wins() {
    let src = r#"func.func @f(%a: i32) -> (i32, i32) {
  %0 = "test.op_involution_trait_succesful_operation_fold"(%a) : (i32) -> i32
  %1 = "test.op_involution_trait_succesful_operation_fold"(%0) : (i32) -> i32
  %2 = "test.op_involution_trait_failing_operation_fold"(%a) : (i32) -> i32
  %3 = "test.op_involution_trait_failing_operation_fold"(%2) : (i32) -> i32
  return %1, %3 : i32, i32
}
"#;
    let out = opt(&["-test-trait-folder"], "fold.mlir", src);
    assert_eq!(out.stderr, "");
    assert_eq!(
        out.stdout,
        r#"module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    %0 = "test.op_involution_trait_succesful_operation_fold"(%arg0) : (i32) -> i32
    return %0, %arg0 : i32, i32
  }
}

"#
    );
}

#[test]
fn function_pass_flags_nest_under_the_module_and_dump_each_function() {
    // mlir-opt-22 nests a function pass given as a flag implicitly, and
    // its IR dumps show each function alone, in local scope.
    let src = "func.func private @a()\nfunc.func @b() {\n  return\n}\n";
    let out = opt(
        &[
            "--symbol-dce",
            "-test-trait-folder",
            "--symbol-privatize",
            "--mlir-print-ir-after-all",
        ],
        "nest.mlir",
        src,
    );
    assert_eq!(
        out.stderr,
        "// -----// IR Dump After SymbolDCE (symbol-dce) //----- //
module {
  func.func @b() {
    return
  }
}


// -----// IR Dump After (anonymous namespace)::TestTraitFolder (test-trait-folder) //----- //
func.func @b() {
  return
}

// -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
module {
  func.func private @b() {
    return
  }
}


"
    );
}

#[test]
fn trait_folder_puts_constants_in_the_region_that_needs_them() {
    // An unregistered op might be isolated from above, so a constant for
    // an op inside it goes into its region (mlir-opt-22's output).
    let src = r#"func.func @nested(%a: i32) -> i32 {
  "foo.region"() ({
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %0 = arith.addi %c1, %c2 : i32
    "foo.use"(%0) : (i32) -> ()
  }) : () -> ()
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %2 = arith.addi %c6, %c7 : i32
  return %2 : i32
}
"#;
    let out = opt(
        &["--allow-unregistered-dialect", "-test-trait-folder"],
        "nested.mlir",
        src,
    );
    assert_eq!(out.stderr, "");
    assert_eq!(
        out.stdout,
        r#"module {
  func.func @nested(%arg0: i32) -> i32 {
    %c13_i32 = arith.constant 13 : i32
    "foo.region"() ({
      %c3_i32 = arith.constant 3 : i32
      "foo.use"(%c3_i32) : (i32) -> ()
    }) : () -> ()
    return %c13_i32 : i32
  }
}

"#
    );
}

/// The traits without a verifier of MLIR's Traits list are there to be
/// asked for: `has_trait` sees them (a trait list such as
/// `ElementwiseMappable` as all of its members).
#[test]
fn marker_traits_are_queryable() {
    use ir::prelude::*;
    let _ = crate::func::FuncDialect;
    let ctx = Context::new();
    let info = |name: &str| ctx.op_info(ctx.op_name(name)).expect(name);
    let ew = info("test.elementwise_mappable");
    assert!(ew.has_trait::<ElementwiseMappable>() && ew.has_trait::<Elementwise>());
    assert!(
        ew.has_trait::<Scalarizable>()
            && ew.has_trait::<Vectorizable>()
            && ew.has_trait::<Tensorizable>()
    );
    assert!(!info("test.broadcastable").has_trait::<ElementwiseMappable>());
    assert!(info("test.broadcastable").has_trait::<ResultsBroadcastableShape>());
    assert!(info("test.op_norm").has_trait::<MemRefsNormalizable>());
    assert!(!info("test.op_nonnorm").has_trait::<MemRefsNormalizable>());
    assert!(info("test.mixed_normal_variadic_operand").has_trait::<SameVariadicOperandSize>());
    assert!(info("test.mixed_normal_variadic_result").has_trait::<SameVariadicResultSize>());
    let func = info("func.func");
    assert!(func.has_trait::<AffineScope>() && func.has_trait::<AutomaticAllocationScope>());
    assert!(info("test.op_commutative").has_trait::<Commutative>());
}

/// `SameVariadicOperandSize` splits the operands evenly between the
/// variadic groups, as ODS's accessors do.
#[test]
fn same_variadic_operand_size_accessors() {
    let out = opt(
        &["--mlir-print-op-generic"],
        "v.mlir",
        "func.func @f(%a: tensor<1xf32>, %b: tensor<2xf32>, %c: tensor<3xf32>) {\n  \"test.mixed_normal_variadic_operand\"(%a, %b, %c, %a, %b) : (tensor<1xf32>, tensor<2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<2xf32>) -> ()\n  return\n}\n",
    );
    assert!(out.stderr.is_empty(), "{}", out.stderr);
    let ctx = ir::Context::new();
    let m = ir::text::parse_source(&ctx, &out.stdout, "v.mlir", &Default::default()).unwrap();
    let mut found = false;
    ir::walk(
        &m.body,
        m.op,
        ir::WalkOrder::PreOrder,
        |r: ir::OpRef<'_>| {
            if let Some(op) = super::traits::MixedNormalVariadicOperandOp::cast(&ctx, r.body, r.op)
            {
                let ty = |v| ir::Type::display(r.body.value_type(v), &ctx).to_string();
                assert_eq!(
                    op.input1().map(ty).collect::<Vec<_>>(),
                    ["tensor<1xf32>", "tensor<2xf32>"]
                );
                assert_eq!(ty(op.input2()), "tensor<3xf32>");
                assert_eq!(
                    op.input3().map(ty).collect::<Vec<_>>(),
                    ["tensor<1xf32>", "tensor<2xf32>"]
                );
                found = true;
            }
            ir::WalkResult::Advance
        },
    );
    assert!(found);
}

/// A context and a body with one empty block to build into.
fn empty_block() -> (ir::Context, ir::Body, ir::Block, ir::Location) {
    let ctx = ir::Context::new();
    let mut body = ir::Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = ir::Location::unknown(&ctx);
    (ctx, body, block, loc)
}

/// A builder of a `SingleBlockImplicitTerminator<test.return>` op creates
/// its region with a block ending in `test.return` (MLIR's
/// `ensureTerminator`); the custom form then elides it, the generic form
/// prints it, and the op verifies.
#[test]
fn builders_add_the_implicit_terminator() {
    use super::FormatImplicitTerminatorRegionAOp;
    use ir::OpBuilder;
    use ir::text::{PrintOptions, print_op};
    let (ctx, mut body, block, loc) = empty_block();
    let op = FormatImplicitTerminatorRegionAOp::build(
        &mut OpBuilder::at_end(&ctx, &mut body, block),
        loc,
    );
    let region = body.regions(op)[0];
    let entry = body.entry_block(region).expect("a block");
    let last = body.last_op(entry).expect("a terminator");
    assert_eq!(ctx.op_name_str(body.op_name(last)), "test.return");
    let opts = ir::semantics::verify::VerifyOptions::default();
    assert!(ir::semantics::verify::verify(&ctx, &body, op, &opts).is_ok());
    assert_eq!(
        print_op(&ctx, &body, op, &PrintOptions::default()),
        "test.format_implicit_terminator_region_a_op {\n}\n\n"
    );
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    assert_eq!(
        print_op(&ctx, &body, op, &generic),
        "\"test.format_implicit_terminator_region_a_op\"() ({\n  \"test.return\"() : () -> ()\n}) : () -> ()\n\n"
    );
}

/// `builders = [build_from_ints<i64, Option<i64>>]` makes an associated
/// `build_from_ints` that calls the function beside the op; what it builds
/// prints as MLIR's `test.format_custom_directive_attributes`.
#[test]
fn custom_builders_are_associated_functions() {
    use super::format::FormatCustomDirectiveAttributesOp;
    use ir::OpBuilder;
    use ir::text::{PrintOptions, print_op};
    let (ctx, mut body, block, loc) = empty_block();
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let one = FormatCustomDirectiveAttributesOp::build_from_ints(&mut b, loc, 54, None);
    let two = FormatCustomDirectiveAttributesOp::build_from_ints(&mut b, loc, 54, Some(46));
    let print = |op| print_op(&ctx, &body, op, &PrintOptions::default());
    assert_eq!(
        print(one),
        "test.format_custom_directive_attributes 54 : i64\n\n"
    );
    assert_eq!(
        print(two),
        "test.format_custom_directive_attributes 54 : i64, 46 : i64\n\n"
    );
}

/// `EvenWidth`: a trait with a verifier over the parameters (as MLIR's
/// `ParamVerifier`-like user traits), for [`trait_verifiers_run_in_get_checked_and_the_parser`].
#[derive(Debug)]
struct EvenWidth;
impl ir::DefTrait for EvenWidth {
    const NAME: &'static str = "EvenWidth";
    fn verify(
        _ctx: &ir::Context,
        def: &'static ir::DefInfo,
        params: &dyn ir::DefParams,
    ) -> Result<(), String> {
        let Some(p) = params.as_any().downcast_ref::<TraitCheckedTypeParams>() else {
            return Ok(());
        };
        if p.width % 2 == 0 {
            return Ok(());
        }
        Err(format!(
            "'{}' width must be even, got {}",
            def.mnemonic, p.width
        ))
    }
}

/// `!test.trait_checked<3>`: a type whose trait verifies its parameter.
#[ir::type_def(dialect = super::TestDialect, mnemonic = "trait_checked",
               format = "`<` $width `>`", traits = [EvenWidth, super::defs::TestTypeTrait])]
struct TraitCheckedType {
    width: u32,
}

#[test]
fn trait_verifiers_run_in_get_checked_and_the_parser() {
    use super::defs::{TestAttrTrait, TestAttrWithTraitAttr, TestTypeTrait, TestTypeWithTraitType};
    let ctx = ir::Context::new();
    assert!(TraitCheckedType::has_trait::<EvenWidth>());
    assert!(!TestTypeWithTraitType::has_trait::<EvenWidth>());
    assert!(TestAttrWithTraitAttr::has_trait::<TestAttrTrait>());
    let t = TraitCheckedType::get_checked(&ctx, 4).unwrap();
    assert!(t.0.has_trait::<TestTypeTrait>(&ctx));
    assert!(!ir::Type::i1(&ctx).has_trait::<TestTypeTrait>(&ctx));
    assert_eq!(
        TraitCheckedType::get_checked(&ctx, 3),
        Err("'trait_checked' width must be even, got 3".to_string())
    );
    let out = opt(
        &[],
        "t.mlir",
        "\"test.result_type_with_trait\"() : () -> !test.trait_checked<5>\n",
    );
    assert_eq!(
        out.stderr,
        format!(
            "t.mlir:1:60: error: 'trait_checked' width must be even, got 5\n\
         \"test.result_type_with_trait\"() : () -> !test.trait_checked<5>\n{}^\n",
            " ".repeat(59)
        )
    );
    let ok = opt(
        &[],
        "t.mlir",
        "\"test.result_type_with_trait\"() : () -> !test.trait_checked<6>\n",
    );
    assert_eq!(ok.stderr, "");
}

/// A dialect attribute listing `LocationAttr` is a location of its own
/// kind and one value with the attribute: `Location::from_attr`, `new`
/// and `attr` agree, and its kind is `LocationKind::Dialect`.
#[test]
fn dialect_locations_are_their_attribute() {
    use super::conformance_ops::{StringAttrParam, TestCustomLocationAttr};
    use ir::LocationKind;
    use ir::prelude::*;
    let ctx = Context::new();
    let file = Attribute::string(&ctx, "f.mlir");
    let a = TestCustomLocationAttr::get(&ctx, StringAttrParam(file), 7).attr();
    let l = Location::from_attr(&ctx, a).expect("a location");
    assert_eq!(l.attr(&ctx), a);
    assert_eq!(l.as_dialect(&ctx), Some(a));
    assert_eq!(l.kind(&ctx), &LocationKind::Dialect(a));
    assert_eq!(Location::new(&ctx, LocationKind::Dialect(a)), l);
    assert_eq!(l.file_line_col_of(&ctx), None);
    // An attribute without the trait is no location.
    let plain = super::defs::SimpleAAttr::get(&ctx).attr();
    assert_eq!(Location::from_attr(&ctx, plain), None);
    assert_eq!(
        Location::new(&ctx, LocationKind::Dialect(plain)),
        Location::unknown(&ctx)
    );
    assert_eq!(<StringAttrParam as DefParam>::CPP_TYPE, "mlir::StringAttr");
}
