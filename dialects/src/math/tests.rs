//! Rust-side checks of the math dialect that the lit tests cannot make:
//! builders and accessors, effects and speculation as the interfaces
//! answer them, the materializer, the inliner's answer.

use super::*;
use crate::arith::{ConstantOp, FastMathFlags, FastMathFlagsAttr};
use ir::semantics::interfaces::side_effects::{is_memory_effect_free, is_pure};
use ir::{Body, Context, Location, OpBuilder, OpView, Type};

/// A context and a body with one block, for building ops in (the
/// complex and gpu tests use it too).
pub(crate) fn setup() -> (Context, Body, ir::Block) {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    (ctx, body, block)
}

#[test]
fn builders_accessors_and_default_fastmath() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let f32t = Type::f32(&ctx);
    let x = body.add_block_arg(block, f32t, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let exp = ExpOp::build_inferred(&mut b, loc, x, None).expect("inferred");
    let fast = FastMathFlagsAttr::get(&ctx, FastMathFlags::Fast);
    let sc = SincosOp::build(&mut b, loc, f32t, f32t, x, Some(fast));
    let e = ExpOp::cast(&ctx, &body, exp).unwrap();
    assert_eq!(e.operand(), x);
    assert_eq!(body.value_type(e.result()), f32t);
    assert_eq!(*e.fastmath().value(&ctx), FastMathFlags::None);
    let s = SincosOp::cast(&ctx, &body, sc).unwrap();
    assert_eq!(*s.fastmath().value(&ctx), FastMathFlags::Fast);
    assert_ne!(s.sin(), s.cos());
    assert!(ExpOp::cast(&ctx, &body, sc).is_none());
    assert!(ir::verify(&ctx, &body, exp, &Default::default()).is_ok());
}

#[test]
fn every_math_op_is_pure_and_elementwise() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let f32t = Type::f32(&ctx);
    let i32t = Type::int(&ctx, 32);
    let x = body.add_block_arg(block, f32t, loc);
    let n = body.add_block_arg(block, i32t, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let ops = [
        SqrtOp::build(&mut b, loc, f32t, x, None),
        FmaOp::build(&mut b, loc, f32t, x, x, x, None),
        IsNaNOp::build(&mut b, loc, Type::i1(&ctx), x, None),
        CtPopOp::build(&mut b, loc, i32t, n),
        FPowIOp::build(&mut b, loc, f32t, x, n, None),
    ];
    for op in ops {
        let v = OpView::new(&ctx, &body, op);
        assert!(is_pure(v) && is_memory_effect_free(v), "{op:?}");
        assert!(v.has_trait::<ElementwiseMappable>());
    }
    assert!(
        ops.iter()
            .all(|&op| ir::verify(&ctx, &body, op, &Default::default()).is_ok())
    );
}

#[test]
fn materializer_makes_arith_constants() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let f64t = Type::f64(&ctx);
    let v = Attribute::float(&ctx, f64t, 2.5).unwrap();
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let op = ir::semantics::fold::materialize_constant(&mut b, "math", v, f64t, loc)
        .expect("math materializes through arith");
    assert!(ConstantOp::cast(&ctx, &body, op).is_some());
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let i8t = Type::int(&ctx, 8);
    assert!(ir::semantics::fold::materialize_constant(&mut b, "math", v, i8t, loc).is_none());
}

#[test]
fn math_ops_are_legal_to_inline() {
    use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let f32t = Type::f32(&ctx);
    let x = body.add_block_arg(block, f32t, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let op = TanhOp::build(&mut b, loc, f32t, x, None);
    let region = body.root_regions()[0];
    let view = OpView::new(&ctx, &body, op);
    let dest = InlineRegion {
        region,
        body: &body,
        parent: view,
    };
    let legal = inliner::MathInlinerInterface.is_legal_to_inline_op(
        view,
        dest,
        false,
        &ir::IRMapping::new(),
    );
    assert!(legal);
}
