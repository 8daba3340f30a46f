//! Unit tests of the storage API: creation, placement, use-lists,
//! replace-all-uses, blocks, regions, successors, erase, clone and walks.

use crate::storage::body::*;
use crate::storage::builder::OpBuilder;
use crate::storage::clone::IRMapping;
use crate::storage::walk::{WalkOrder, WalkResult, walk, walk_body};
use crate::uniqued::context::Context;

fn konst(b: &mut OpBuilder<'_>, name: &str) -> Value {
    let mut st = OperationState::new(b.ctx, name, Location::unknown(b.ctx));
    st.result_types.push(Type::i64(b.ctx));
    b.create_value(&st)
}

fn add(b: &mut OpBuilder<'_>, x: Value, y: Value) -> Value {
    let mut st = OperationState::new(b.ctx, "test.add", Location::unknown(b.ctx));
    st.operands.extend([x, y]);
    st.result_types.push(Type::i64(b.ctx));
    b.create_value(&st)
}

fn names(ctx: &Context, body: &Body, block: Block) -> Vec<String> {
    body.block_ops(block)
        .map(|o| body.op_name(o).as_str(ctx).to_string())
        .collect()
}

#[test]
fn hot_struct_sizes() {
    assert_eq!(core::mem::size_of::<OperationData>(), 48);
    assert_eq!(core::mem::size_of::<ValueData>(), 16);
    assert_eq!(core::mem::size_of::<OperandData>(), 16);
    assert_eq!(core::mem::size_of::<BlockOperandData>(), 16);
    // One per function: the run arenas' free lists are made on first use.
    assert!(core::mem::size_of::<Body>() <= 384);
}

#[test]
fn build_use_lists_and_rauw() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let blk = body.append_new_block(body.root_regions()[0]);
    let mut b = OpBuilder::at_end(&ctx, &mut body, blk);
    let c1 = konst(&mut b, "test.c1");
    let c2 = konst(&mut b, "test.c2");
    let s = add(&mut b, c1, c1);
    let t = add(&mut b, s, c2);
    assert_eq!(body.uses(c1).count(), 2);
    assert!(body.has_one_use(s));
    assert!(body.use_empty(t));
    let add_op = body.defining_op(t).unwrap();
    assert_eq!(body.operand(add_op, 1), c2);
    assert_eq!(body.value_def(t), ValueDef::Result(add_op, 0));
    body.replace_all_uses_with(c1, c2);
    assert!(body.use_empty(c1));
    assert_eq!(body.uses(c2).count(), 3);
    // Predicate form: move only the use in operand 1 of the last add back.
    body.replace_uses_with_if(c2, c1, |b, u| b.use_owner(u) == add_op);
    assert_eq!(body.operand(add_op, 1), c1);
    assert_eq!(body.uses(c2).count(), 2);
    for u in body.uses(c2).collect::<Vec<_>>() {
        assert_eq!(body.use_value(u), c2);
        let n = body.use_operand_number(u);
        assert_eq!(body.operand(body.use_owner(u), n), c2);
    }
}

#[test]
fn insertion_points_keep_creation_order() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let blk = body.append_new_block(body.root_regions()[0]);
    let mut b = OpBuilder::at_end(&ctx, &mut body, blk);
    let a = konst(&mut b, "t.a");
    let z = konst(&mut b, "t.z");
    let (aop, zop) = (
        b.body.defining_op(a).unwrap(),
        b.body.defining_op(z).unwrap(),
    );
    b.set_insertion_point_after(aop);
    konst(&mut b, "t.b");
    konst(&mut b, "t.c");
    b.set_insertion_point_to_start(blk);
    konst(&mut b, "t.0");
    konst(&mut b, "t.1");
    b.set_insertion_point_before(zop);
    konst(&mut b, "t.y");
    assert_eq!(
        names(&ctx, &body, blk),
        ["t.0", "t.1", "t.a", "t.b", "t.c", "t.y", "t.z"]
    );
    body.move_op_before(zop, aop);
    assert_eq!(names(&ctx, &body, blk)[2], "t.z");
    body.move_op_after(zop, body.last_op(blk).unwrap());
    assert_eq!(names(&ctx, &body, blk).last().unwrap(), "t.z");
    assert!(body.is_before_in_block(aop, zop));
}

#[test]
fn blocks_args_successors_and_split() {
    let ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let mut body = Body::with_root_regions(1);
    let r = body.root_regions()[0];
    let b0 = body.append_new_block(r);
    let b1 = body.append_new_block(r);
    let x = body.add_block_arg(b1, Type::i64(&ctx), loc);
    let y = body.insert_block_arg(b1, 0, Type::i1(&ctx), loc);
    assert_eq!(body.block_args(b1), &[y, x]);
    assert_eq!(body.value_def(x), ValueDef::BlockArgument(b1, 1));
    body.erase_block_arg(b1, 0);
    assert_eq!(body.value_def(x), ValueDef::BlockArgument(b1, 0));
    let mut b = OpBuilder::at_end(&ctx, &mut body, b0);
    let c = konst(&mut b, "t.c");
    let mut br = OperationState::new(&ctx, "t.br", loc);
    br.operands.push(c);
    br.successors.push(b1);
    let brop = b.create(&br);
    assert_eq!(body.predecessors(b1).collect::<Vec<_>>(), [brop]);
    assert_eq!(body.successor(brop, 0), b1);
    let b2 = body.split_block(b0, brop);
    assert_eq!(body.parent_block(brop), Some(b2));
    assert_eq!(body.region_blocks(r).collect::<Vec<_>>(), [b0, b2, b1]);
    assert_eq!(names(&ctx, &body, b0), ["t.c"]);
    body.set_successor(brop, 0, b2);
    assert!(!body.has_predecessors(b1));
    body.erase_op(brop);
    body.erase_block(b1);
    assert_eq!(body.region_blocks(r).collect::<Vec<_>>(), [b0, b2]);
}

fn nested_region_op(ctx: &Context, body: &mut Body, blk: Block, name: &str) -> (Operation, Block) {
    let mut st = OperationState::new(ctx, name, Location::unknown(ctx));
    st.num_regions = 1;
    let op = body.create_op(ctx, &st);
    body.append_op(blk, op);
    let inner = body.append_new_block(body.regions(op)[0]);
    (op, inner)
}

#[test]
fn erase_nested_and_reuse_slots() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let blk = body.append_new_block(body.root_regions()[0]);
    let (outer, inner) = nested_region_op(&ctx, &mut body, blk, "t.region");
    let mut b = OpBuilder::at_end(&ctx, &mut body, inner);
    let c = konst(&mut b, "t.c");
    add(&mut b, c, c);
    assert_eq!(body.num_ops(), 3);
    body.erase_op(outer);
    assert_eq!(body.num_ops(), 0);
    assert!(body.block_is_empty(blk));
    let mut b = OpBuilder::at_end(&ctx, &mut body, blk);
    konst(&mut b, "t.again");
    assert_eq!(body.num_ops(), 1);
}

#[test]
fn isolated_ops_own_a_nested_body() {
    let ctx = Context::new();
    let mut top = Body::new();
    let st = OperationState {
        num_regions: 1,
        ..OperationState::new(&ctx, "builtin.module", Location::unknown(&ctx))
    };
    assert!(!top.holds_isolated_ops());
    let m = top.create_op(&ctx, &st);
    assert!(top.is_isolated(m));
    assert!(top.holds_isolated_ops());
    let nested = top.nested_mut(m).unwrap();
    let r = nested.root_regions()[0];
    let blk = nested.append_new_block(r);
    let mut b = OpBuilder::at_end(&ctx, nested, blk);
    konst(&mut b, "t.c");
    assert!(!top.nested(m).unwrap().holds_isolated_ops());
    assert_eq!(top.num_ops(), 1);
    assert_eq!(top.nested(m).unwrap().num_ops(), 1);
    let mut seen = Vec::new();
    walk(&top, m, WalkOrder::PreOrder, |r| {
        seen.push(r.body.op_name(r.op).as_str(&ctx).to_string());
        WalkResult::Advance
    });
    assert_eq!(seen, ["builtin.module", "t.c"]);
}

#[test]
fn walks_orders_skip_and_interrupt() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let blk = body.append_new_block(body.root_regions()[0]);
    let (_, inner) = nested_region_op(&ctx, &mut body, blk, "t.outer");
    let mut b = OpBuilder::at_end(&ctx, &mut body, inner);
    konst(&mut b, "t.inner");
    let mut b = OpBuilder::at_end(&ctx, &mut body, blk);
    konst(&mut b, "t.after");
    let collect = |order, skip: &str, stop: &str| {
        let mut v = Vec::new();
        let r = walk_body(&body, order, |r| {
            let n = body.op_name(r.op).as_str(&ctx).to_string();
            v.push(n.clone());
            if n == stop {
                WalkResult::Interrupt
            } else if n == skip {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        });
        (v, r)
    };
    assert_eq!(
        collect(WalkOrder::PreOrder, "", "").0,
        ["t.outer", "t.inner", "t.after"]
    );
    assert_eq!(
        collect(WalkOrder::PostOrder, "", "").0,
        ["t.inner", "t.outer", "t.after"]
    );
    assert_eq!(
        collect(WalkOrder::PreOrder, "t.outer", "").0,
        ["t.outer", "t.after"]
    );
    let (v, r) = collect(WalkOrder::PreOrder, "", "t.inner");
    assert_eq!((v.len(), r), (2, WalkResult::Interrupt));
}

#[test]
fn clone_remaps_values_blocks_and_nested_ops() {
    let ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let mut body = Body::with_root_regions(1);
    let blk = body.append_new_block(body.root_regions()[0]);
    let mut b = OpBuilder::at_end(&ctx, &mut body, blk);
    let outside = konst(&mut b, "t.outside");
    let (outer, inner) = nested_region_op(&ctx, &mut body, blk, "t.outer");
    let arg = body.add_block_arg(inner, Type::i64(&ctx), loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, inner);
    let s = add(&mut b, arg, outside);
    add(&mut b, s, s);
    let mut map = IRMapping::new();
    let copy = body.clone_op(outer, &mut map);
    body.append_op(blk, copy);
    assert_eq!(body.num_ops(), 7);
    let cblk = body.entry_block(body.regions(copy)[0]).unwrap();
    assert_ne!(cblk, inner);
    let ops: Vec<_> = body.block_ops(cblk).collect();
    let carg = body.block_args(cblk)[0];
    assert_eq!(body.operand(ops[0], 0), carg);
    assert_eq!(body.operand(ops[0], 1), outside);
    assert_eq!(body.operand(ops[1], 0), body.result(ops[0], 0));
    assert_eq!(map.lookup_value(s), body.result(ops[0], 0));
    assert_eq!(body.uses(outside).count(), 2);
}

#[test]
fn deep_nesting_walks_and_drops_without_recursion() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let mut blk = body.append_new_block(body.root_regions()[0]);
    for _ in 0..100_000 {
        blk = nested_region_op(&ctx, &mut body, blk, "t.nest").1;
    }
    let mut n = 0;
    walk_body(&body, WalkOrder::PostOrder, |_| {
        n += 1;
        WalkResult::Advance
    });
    assert_eq!(n, 100_000);
    let first = body
        .first_op(body.entry_block(body.root_regions()[0]).unwrap())
        .unwrap();
    body.erase_op(first);
    assert_eq!(body.num_ops(), 0);

    // A chain of isolated bodies drops iteratively.
    let mut top = Body::new();
    let st = OperationState {
        num_regions: 1,
        ..OperationState::new(&ctx, "builtin.module", Location::unknown(&ctx))
    };
    let mut cur = top.create_op(&ctx, &st);
    let mut holder: &mut Body = &mut top;
    for _ in 0..100_000 {
        let nested = holder.nested_mut(cur).unwrap();
        let blk = match nested.entry_block(nested.root_regions()[0]) {
            Some(b) => b,
            None => nested.append_new_block(nested.root_regions()[0]),
        };
        let m = nested.create_op(&ctx, &st);
        nested.append_op(blk, m);
        holder = nested;
        cur = m;
    }
    let copy = top.clone();
    assert_eq!(copy.num_ops(), 1);
    drop(top);
    drop(copy);
}

#[test]
fn cloning_an_isolated_op_copies_its_body() {
    let ctx = Context::new();
    let mut top = Body::with_root_regions(1);
    let blk = top.append_new_block(top.root_regions()[0]);
    let st = OperationState {
        num_regions: 1,
        ..OperationState::new(&ctx, "builtin.module", Location::unknown(&ctx))
    };
    let m = top.create_op(&ctx, &st);
    top.append_op(blk, m);
    let nested = top.nested_mut(m).unwrap();
    let inner = nested.append_new_block(nested.root_regions()[0]);
    let mut b = OpBuilder::at_end(&ctx, nested, inner);
    let c = konst(&mut b, "t.c");
    add(&mut b, c, c);
    let copy = top.clone_op(m, &mut IRMapping::new());
    top.append_op(blk, copy);
    assert!(top.is_isolated(copy));
    assert_eq!(top.nested(copy).unwrap().num_ops(), 2);
    // Independent storage: editing the copy leaves the original alone.
    let dup_mut = top.nested_mut(copy).unwrap();
    let last = dup_mut
        .last_op(dup_mut.entry_block(dup_mut.root_regions()[0]).unwrap())
        .unwrap();
    dup_mut.erase_op(last);
    assert_eq!(top.nested(copy).unwrap().num_ops(), 1);
    assert_eq!(top.nested(m).unwrap().num_ops(), 2);
}

#[test]
fn op_extras_are_freed_reused_and_lent_with_their_op() {
    let ctx = Context::new();
    let module = |n| OperationState {
        num_regions: n,
        ..OperationState::new(&ctx, "builtin.module", Location::unknown(&ctx))
    };
    let mut top = Body::with_root_regions(1);
    let blk = top.append_new_block(top.root_regions()[0]);
    let mods: Vec<Operation> = (0..3)
        .map(|_| {
            let m = top.create_op(&ctx, &module(1));
            top.append_op(blk, m);
            m
        })
        .collect();
    // Erasing an isolated op frees its extra; the next one reuses the slot
    // and no stale owner is handed out.
    top.erase_op(mods[1]);
    assert_eq!(top.isolated_bodies_mut().count(), 2);
    let again = top.create_op(&ctx, &module(1));
    top.append_op(blk, again);
    let mut owners: Vec<Operation> = top.isolated_bodies_mut().map(|(o, _)| o).collect();
    owners.sort();
    let mut expected = vec![mods[0], mods[2], again];
    expected.sort();
    assert_eq!(owners, expected);

    // Each op handed out in parallel sees its own body; a lent op keeps its
    // regions and body through `with_detached` and gets them back after.
    for (i, mut iso) in top.isolated_ops_in_block_mut(blk).into_iter().enumerate() {
        let r = iso.body().root_regions()[0];
        let inner = iso.body_mut().append_new_block(r);
        let mut b = OpBuilder::at_end(&ctx, iso.body_mut(), inner);
        for _ in 0..=i {
            konst(&mut b, "t.c");
        }
        let seen = iso.with_detached(|holder, op| {
            assert_eq!(holder.num_regions(op), 1);
            holder.nested(op).map(Body::num_ops)
        });
        assert_eq!(seen, Some(Some(i + 1)));
        assert_eq!(iso.body().num_ops(), i + 1);
    }
    let order: Vec<Operation> = top.block_ops(blk).collect();
    assert_eq!(order, [mods[0], mods[2], again]);
    for (i, &m) in order.iter().enumerate() {
        assert_eq!(top.regions(m).len(), 1);
        assert_eq!(top.nested(m).map(Body::num_ops), Some(i + 1));
    }
    // A copy keeps every extra with its op.
    let copy = top.clone();
    for (i, &m) in order.iter().enumerate() {
        assert_eq!(copy.nested(m).map(Body::num_ops), Some(i + 1));
    }
}

#[test]
fn empty_properties_mark_is_cloned_and_forgotten_on_change() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let blk = body.append_new_block(body.root_regions()[0]);
    let st = OperationState::new(&ctx, "t.props", Location::unknown(&ctx));
    let op = body.create_op(&ctx, &st);
    body.append_op(blk, op);
    assert!(!body.has_empty_properties(op));
    body.keep_empty_properties(op);
    assert!(body.has_empty_properties(op));
    let copy = body.clone_op(op, &mut IRMapping::new());
    assert!(body.has_empty_properties(copy));
    assert!(body.clone().has_empty_properties(op));
    body.set_property(&ctx, op, ctx.ident("p"), Some(Attribute::unit(&ctx)));
    assert!(!body.has_empty_properties(op));
    body.set_properties(copy, Attribute::empty_dictionary(&ctx));
    assert!(!body.has_empty_properties(copy));
    body.erase_op(op);
    body.erase_op(copy);
}

/// Erasing a block whose ops use a value defined elsewhere (twice, by one
/// op) leaves that value's other uses in place: each use is unlinked once.
/// A double unlink used to cut the whole use-list, and the canonicalizer
/// then read an op erased as "unused" while a `return` still used it.
#[test]
fn erase_block_keeps_outside_uses() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let region = body.root_regions()[0];
    let entry = body.append_new_block(region);
    let dead = body.append_new_block(region);
    let mut b = OpBuilder::at_end(&ctx, &mut body, entry);
    let c = konst(&mut b, "test.c");
    let kept = add(&mut b, c, c);
    b.set_insertion_point_to_end(dead);
    add(&mut b, c, c);
    body.erase_block(dead);
    let users: Vec<Operation> = body.uses(c).map(|u| body.use_owner(u)).collect();
    assert_eq!(users.len(), 2);
    assert!(users.iter().all(|&u| Some(u) == body.defining_op(kept)));
}
