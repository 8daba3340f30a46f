//! Tests of the ub dialect's Rust-side behaviour: the poison attribute and
//! its interface, the fold of `ub.poison`, the materializer, and the
//! interfaces mlir-opt cannot show (effects, terminator).

use super::*;
use ir::Body;
use ir::semantics::interfaces::side_effects::is_op_trivially_dead;

fn setup() -> (Context, Body, Block) {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    (ctx, body, block)
}

#[test]
fn poison_attr_is_a_poison_attr_interface() {
    let ctx = Context::new();
    let p = poison(&ctx);
    assert_eq!(p.display(&ctx).to_string(), "#ub.poison");
    assert!(PoisonAttrInterfaceHandle::cast(&ctx, p).is_some());
    assert!(is_poison(&ctx, Some(p)));
    let one = Attribute::integer(&ctx, Type::i64(&ctx), 1).unwrap();
    assert!(PoisonAttrInterfaceHandle::cast(&ctx, one).is_none());
    assert!(!is_poison(&ctx, Some(one)));
    assert!(!is_poison(&ctx, None));
    assert_eq!(poison_operand(&ctx, &[Some(one), None, Some(p)]), Some(p));
    assert_eq!(poison_operand(&ctx, &[Some(one), None]), None);
}

#[test]
fn poison_op_folds_to_its_attribute_and_is_dead_when_unused() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let i32 = Type::int(&ctx, 32);
    let op = {
        let mut b = OpBuilder::at_end(&ctx, &mut body, block);
        materialize_constant(&mut b, poison(&ctx), i32, loc).unwrap()
    };
    let p = PoisonOp::cast(&ctx, &body, op).unwrap();
    assert_eq!(p.value().attr(), poison(&ctx));
    assert!(p.has_trait::<ConstantLike>());
    let mut results = FoldResults::new();
    let outcome = ir::semantics::fold::fold_op(&ctx, &mut body, op, &[], &mut results);
    assert_eq!(outcome, FoldOutcome::Success);
    assert!(matches!(results[..], [OpFoldResult::Attr(a)] if a == poison(&ctx)));
    assert!(is_op_trivially_dead(ir::OpView::new(&ctx, &body, op)));
    let text = ir::text::print_op(&ctx, &body, op, &Default::default());
    assert_eq!(text, "%0 = ub.poison : i32\n\n");
}

#[test]
fn materializer_makes_only_poison() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let i32 = Type::int(&ctx, 32);
    let one = Attribute::integer(&ctx, i32, 1).unwrap();
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    assert!(materialize_constant(&mut b, one, i32, loc).is_none());
    assert!(body.first_op(block).is_none());
}

#[test]
fn unreachable_is_a_terminator_with_effects() {
    let (ctx, mut body, block) = setup();
    let loc = Location::unknown(&ctx);
    let op = UnreachableOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), loc);
    let u = UnreachableOp::cast(&ctx, &body, op).unwrap();
    assert!(u.has_trait::<IsTerminator>());
    // No `Pure`: an unreachable is never erased as dead.
    assert!(!is_op_trivially_dead(ir::OpView::new(&ctx, &body, op)));
}
