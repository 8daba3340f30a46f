//! Rust-side checks of the gpu subset: the token type, the async
//! interface through a cast, the memory effects the field options give,
//! and the inliner's answer.

use super::*;
use crate::math::tests::setup;
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::{EffectKind, has_effect, is_memory_effect_free};
use ir::{Context, Location, OpBuilder, OpView, Type};

#[test]
fn token_type_prints_and_uniques() {
    let ctx = Context::new();
    let t = AsyncTokenType::get(&ctx);
    assert_eq!(t, AsyncTokenType::get(&ctx));
    assert_eq!(t.ty().display(&ctx).to_string(), "!gpu.async.token");
    assert!(AsyncToken::matches(&ctx, t.ty()));
    assert!(!AsyncToken::matches(&ctx, Type::index(&ctx)));
    assert_eq!(AsyncToken::buildable(&ctx), Some(t.ty()));
}

#[test]
fn async_interface_and_effects() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let tok = AsyncTokenType::get(&ctx).ty();
    let f32t = Type::f32(&ctx);
    let mem = Type::memref(&ctx, &[4], f32t, None, None).unwrap();
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let w = WaitOp::build(&mut b, loc, Some(tok), &[]);
    let t0 = b.body.result(w, 0);
    let a = AllocOp::build(&mut b, loc, mem, Some(tok), &[t0], &[], &[], None);
    let (m, t1) = (b.body.result(a, 0), b.body.result(a, 1));
    let d = DeallocOp::build(&mut b, loc, None, &[t0, t1], m);
    let view = |op| OpView::new(&ctx, &body, op);
    let alloc = view(a).cast::<AsyncOpInterfaceHandle>().expect("async op");
    assert_eq!(alloc.dependencies(), vec![t0]);
    assert_eq!(alloc.token(), Some(t1));
    let dealloc = view(d).cast::<AsyncOpInterfaceHandle>().unwrap();
    assert_eq!(dealloc.dependencies(), vec![t0, t1]);
    assert_eq!(dealloc.token(), None);
    assert!(has_effect(view(a), EffectKind::Allocate));
    assert!(has_effect(view(d), EffectKind::Free));
    assert!(!is_memory_effect_free(view(w)));
    for op in [w, a, d] {
        assert!(ir::verify(&ctx, &body, op, &Default::default()).is_ok());
    }
}

#[test]
fn gpu_ops_are_legal_to_inline() {
    use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineRegion};
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let w = WaitOp::build(&mut b, loc, None, &[]);
    let region = body.root_regions()[0];
    let view = OpView::new(&ctx, &body, w);
    let dest = InlineRegion {
        region,
        body: &body,
        parent: view,
    };
    let legal = inliner::GPUInlinerInterface.is_legal_to_inline_op(
        view,
        dest,
        false,
        &ir::IRMapping::new(),
    );
    assert!(legal);
}
