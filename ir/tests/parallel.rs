//! Parallel work on IR: sibling isolated bodies mutated from several
//! threads with plain `&mut` borrows, and uniquing from several threads.

use ir::storage::walk::{WalkOrder, WalkResult, walk_body};
use ir::{Attribute, Body, Context, Location, OpBuilder, OperationState, Type};
use rayon::prelude::*;

fn module_state(ctx: &Context) -> OperationState {
    OperationState {
        num_regions: 1,
        ..OperationState::new(ctx, "builtin.module", Location::unknown(ctx))
    }
}

/// Fills an isolated body with a chain of `n` adds.
fn fill(ctx: &Context, body: &mut Body, n: usize) {
    let r = body.root_regions()[0];
    let blk = body
        .entry_block(r)
        .unwrap_or_else(|| body.append_new_block(r));
    let mut b = OpBuilder::at_end(ctx, body, blk);
    let mut c = OperationState::new(ctx, "test.constant", Location::unknown(ctx));
    c.result_types.push(Type::i64(ctx));
    let mut v = b.create_value(&c);
    for _ in 0..n {
        let mut add = OperationState::new(ctx, "test.add", Location::unknown(ctx));
        add.operands.extend([v, v]);
        add.result_types.push(Type::i64(ctx));
        v = b.create_value(&add);
    }
}

fn count_ops(body: &Body) -> usize {
    let mut n = 0;
    walk_body(body, WalkOrder::PreOrder, |_| {
        n += 1;
        WalkResult::Advance
    });
    n
}

#[test]
fn sibling_isolated_bodies_mutate_in_parallel_with_std_threads() {
    let ctx = Context::new();
    let mut top = Body::new();
    let st = module_state(&ctx);
    let (a, b) = (top.create_op(&ctx, &st), top.create_op(&ctx, &st));
    let mut bodies: Vec<_> = top.isolated_bodies_mut().map(|(_, b)| b).collect();
    let (left, right) = bodies.split_at_mut(1);
    let (ba, bb) = (&mut *left[0], &mut *right[0]);
    std::thread::scope(|s| {
        s.spawn(|| fill(&ctx, ba, 1000));
        s.spawn(|| fill(&ctx, bb, 2000));
    });
    assert_eq!(top.nested(a).unwrap().num_ops(), 1001);
    assert_eq!(top.nested(b).unwrap().num_ops(), 2001);
}

#[test]
fn many_sibling_bodies_with_rayon_match_a_sequential_run() {
    let ctx = Context::new();
    let build = |parallel: bool| {
        let mut top = Body::with_root_regions(1);
        let blk = top.append_new_block(top.root_regions()[0]);
        let st = module_state(&ctx);
        for _ in 0..64 {
            let m = top.create_op(&ctx, &st);
            top.append_op(blk, m);
        }
        let mut bodies = top.isolated_bodies_in_block_mut(blk);
        if parallel {
            bodies
                .par_iter_mut()
                .enumerate()
                .for_each(|(i, (_, b))| fill(&ctx, b, 100 + i));
        } else {
            bodies
                .iter_mut()
                .enumerate()
                .for_each(|(i, (_, b))| fill(&ctx, b, 100 + i));
        }
        let sizes: Vec<usize> = top
            .block_ops(blk)
            .map(|m| count_ops(top.nested(m).unwrap()))
            .collect();
        sizes
    };
    assert_eq!(build(true), build(false));
    assert_eq!(build(true)[5], 106);
}

#[test]
fn uniquing_is_thread_safe() {
    let ctx = Context::new();
    let handles: Vec<(Vec<Type>, Vec<Attribute>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..8)
            .map(|t| {
                let ctx = &ctx;
                s.spawn(move || {
                    let mut types = Vec::new();
                    let mut attrs = Vec::new();
                    // Each thread interns the same values in a different order.
                    for k in 0..500u32 {
                        let w = 1 + (k * 7 + t * 13) % 500;
                        let ty = Type::int(ctx, w);
                        types.push((w, ty));
                        let a = Attribute::integer(ctx, ty, i64::from(w)).unwrap();
                        let name = ctx.ident(&format!("name{w}"));
                        let d = Attribute::dictionary(ctx, &[(name, a)]).unwrap();
                        attrs.push((w, d));
                    }
                    types.sort_by_key(|p| p.0);
                    attrs.sort_by_key(|p| p.0);
                    (
                        types.into_iter().map(|p| p.1).collect::<Vec<_>>(),
                        attrs.into_iter().map(|p| p.1).collect::<Vec<_>>(),
                    )
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    for h in &handles[1..] {
        assert_eq!(h, &handles[0]);
    }
    assert_eq!(Type::int(&ctx, 17), handles[0].0[16]);
}
