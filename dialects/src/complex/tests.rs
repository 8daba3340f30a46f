//! Rust-side checks of the complex dialect: the materializer's two
//! paths, the `#complex.number` API (uniquing, its type, the verifier),
//! builders and accessors, effects and the inliner's answer.

use super::*;
use crate::math::tests::setup;
use ir::semantics::fold::materialize_constant as materialize;
use ir::semantics::interfaces::side_effects::is_pure;
use ir::uniqued::interfaces::builtin::TypedAttrInterfaceHandle;
use ir::{Context, Location, OpBuilder, OpView, Type};

#[test]
fn materializer_makes_complex_or_arith_constants() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let f32t = Type::f32(&ctx);
    let cf32 = Type::complex(&ctx, f32t).unwrap();
    let re = Attribute::float(&ctx, f32t, 1.5).unwrap();
    let im = Attribute::float(&ctx, f32t, -2.0).unwrap();
    let pair = Attribute::array(&ctx, &[re, im]);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let c = materialize(&mut b, "complex", pair, cf32, loc).expect("complex.constant");
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let a = materialize(&mut b, "complex", re, f32t, loc).expect("arith.constant");
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    // A pair of the wrong element type makes nothing.
    let f64t = Type::f64(&ctx);
    let cf64 = Type::complex(&ctx, f64t).unwrap();
    assert!(materialize(&mut b, "complex", pair, cf64, loc).is_none());
    let k = ConstantOp::cast(&ctx, &body, c).unwrap();
    assert_eq!(k.value().0, pair);
    assert!(crate::arith::ConstantOp::cast(&ctx, &body, a).is_some());
    assert!(fold::is_buildable_with(&ctx, pair, cf32));
    assert!(!fold::is_buildable_with(&ctx, re, cf32));
}

#[test]
fn number_attr_is_uniqued_and_typed() {
    let ctx = Context::new();
    let f64t = Type::f64(&ctx);
    let n = NumberAttr::from_parts(&ctx, f64t, 0.5, -1.0).unwrap();
    assert_eq!(n, NumberAttr::from_parts(&ctx, f64t, 0.5, -1.0).unwrap());
    assert_ne!(n, NumberAttr::from_parts(&ctx, f64t, 0.5, 1.0).unwrap());
    let ty = Type::complex(&ctx, f64t).unwrap();
    assert_eq!(n.attr().typed_value_type(&ctx), Some(ty));
    assert!(TypedAttrInterfaceHandle::cast(&ctx, n.attr()).is_some());
    assert_eq!(
        n.attr().display(&ctx).to_string(),
        "#complex.number<:f64 5.000000e-01, -1.000000e+00> : complex<f64>"
    );
    let i32t = Type::int(&ctx, 32);
    let ci32 = Type::complex(&ctx, i32t).unwrap();
    let one = Attribute::integer(&ctx, i32t, 1).unwrap();
    assert_eq!(
        NumberAttr::get_checked(&ctx, ci32, one, one).unwrap_err(),
        "element of the complex attribute must be float like type."
    );
}

#[test]
fn builders_accessors_effects_and_inlining() {
    use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let f32t = Type::f32(&ctx);
    let cf32 = Type::complex(&ctx, f32t).unwrap();
    let a = body.add_block_arg(block, f32t, loc);
    let b2 = body.add_block_arg(block, f32t, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let create = CreateOp::build(&mut b, loc, cf32, a, b2);
    let z = b.body.result(create, 0);
    let re = ReOp::build(&mut b, loc, f32t, z, None);
    let add = AddOp::build_inferred(&mut b, loc, z, z, None).expect("same type");
    let c = CreateOp::cast(&ctx, &body, create).unwrap();
    assert_eq!((c.real(), c.imaginary()), (a, b2));
    assert_eq!(ReOp::cast(&ctx, &body, re).unwrap().complex(), z);
    assert_eq!(body.value_type(body.result(add, 0)), cf32);
    for op in [create, re, add] {
        let v = OpView::new(&ctx, &body, op);
        assert!(is_pure(v));
        assert!(ir::verify(&ctx, &body, op, &Default::default()).is_ok());
        let dest = InlineRegion {
            region: body.root_regions()[0],
            body: &body,
            parent: v,
        };
        let legal = inliner::ComplexInlinerInterface.is_legal_to_inline_op(
            v,
            dest,
            false,
            &ir::IRMapping::new(),
        );
        assert!(legal);
    }
}
