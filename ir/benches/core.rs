//! Core storage benchmark: build one function of 1,000,000 ops (constants
//! and two-operand adds), walk it, replace all uses of a value with 100,000
//! uses, and erase everything op by op. Prints ns/op for each phase and
//! bytes per op. Run with `cargo bench -p ir --bench core` (`-- N` for
//! another op count).
//!
//! The whole sequence runs three times, each on a fresh context and body;
//! each phase reports its best time, and the first build is shown too:
//! on a virtual machine the first touch of memory the guest never used
//! also pays the hypervisor, which can triple that one phase. Memory is
//! measured in the first run. The system allocator is used: its `realloc`
//! of a large arena remaps pages instead of copying them.
//!
//! Reference, pliron 0.20 on the same shape on this class of machine:
//! build ~500 ns/op, RAUW of a 2M-use value ~0.5 s (~250 ns/use), erase
//! ~440 ns/op, ~700 bytes/op.

use ir::storage::walk::{WalkOrder, WalkResult, walk_body};
use ir::{Attribute, Body, Context, Location, OpBuilder, Operation, OperationState, Type, Value};
use std::hint::black_box;
use std::time::Instant;

fn rss_bytes() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: usize = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096
}

/// The times of one run, and its memory.
struct Run {
    ops: usize,
    uses: usize,
    build: std::time::Duration,
    walk: std::time::Duration,
    rauw: std::time::Duration,
    erase: std::time::Duration,
    heap: usize,
    rss: usize,
}

fn main() {
    let n: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let runs: Vec<Run> = (0..3).map(|_| run(n)).collect();
    let first = &runs[0];
    let best = |f: fn(&Run) -> std::time::Duration| runs.iter().map(f).min().unwrap_or_default();
    let (ops, uses) = (first.ops, first.uses);
    let per = |d: std::time::Duration, k: usize| d.as_nanos() as f64 / k as f64;
    println!("ops: {ops} (best of {} runs)", runs.len());
    println!(
        "build:  {:8.1} ns/op (first run {:.1})",
        per(best(|r| r.build), ops),
        per(first.build, ops)
    );
    println!("walk:   {:8.1} ns/op", per(best(|r| r.walk), ops));
    let rauw = best(|r| r.rauw);
    println!(
        "rauw:   {:8.3} ms for {uses} uses ({:.1} ns/use)",
        rauw.as_secs_f64() * 1e3,
        per(rauw, uses)
    );
    println!("erase:  {:8.1} ns/op", per(best(|r| r.erase), ops));
    println!(
        "memory: {:8.1} bytes/op (arena capacity), {:.1} bytes/op (RSS growth, incl. uniqued attributes)",
        first.heap as f64 / ops as f64,
        first.rss as f64 / ops as f64
    );
}

fn run(n: usize) -> Run {
    let hot_uses = n / 10;
    let ctx = Context::new();
    let i64t = Type::i64(&ctx);
    let loc = Location::unknown(&ctx);
    let const_name = ctx.op_name("arith.constant");
    let add_name = ctx.op_name("arith.addi");
    let value_key = ctx.ident("value");
    let func_state = OperationState {
        num_regions: 1,
        ..OperationState::with_name(&ctx, ctx.op_name("builtin.module"), loc)
    };

    let rss0 = rss_bytes();
    let mut top = Body::new();
    let func = top.create_op(&ctx, &func_state);

    // ---- build --------------------------------------------------------------
    let t = Instant::now();
    let body = top.nested_mut(func).expect("isolated");
    let blk = body.append_new_block(body.root_regions()[0]);
    let mut b = OpBuilder::at_end(&ctx, body, blk);
    let mut cst = OperationState::with_name(&ctx, const_name, loc);
    cst.result_types.push(i64t);
    let mut add = OperationState::with_name(&ctx, add_name, loc);
    add.result_types.push(i64t);
    let mut mk_const = |b: &mut OpBuilder<'_>, v: i64| {
        let a = Attribute::integer(b.ctx, i64t, v).expect("i64 attr");
        cst.properties = Attribute::dictionary(b.ctx, &[(value_key, a)]).expect("dict");
        b.create_value(&cst)
    };
    let hot = mk_const(&mut b, -1);
    let other = mk_const(&mut b, -2);
    let mut last: Value = hot;
    let mut made = 2;
    let mut adds = 0;
    while made < n {
        let v = if made % 2 == 0 {
            mk_const(&mut b, (made % 4096) as i64)
        } else {
            let lhs = if adds < hot_uses { hot } else { last };
            add.operands.clear();
            add.operands.extend([lhs, last]);
            adds += 1;
            b.create_value(&add)
        };
        last = v;
        made += 1;
    }
    let build = t.elapsed();
    let body = top.nested(func).expect("isolated");
    let ops = body.num_ops();
    let heap = body.heap_bytes();
    let rss = rss_bytes().saturating_sub(rss0);

    // ---- walk -----------------------------------------------------------------
    let t = Instant::now();
    let mut count = 0usize;
    walk_body(body, WalkOrder::PreOrder, |r| {
        count += r.body.num_operands(r.op);
        WalkResult::Advance
    });
    black_box(count);
    let walk = t.elapsed();

    // ---- replace all uses -------------------------------------------------------
    let uses = body.uses(hot).count();
    let body = top.nested_mut(func).expect("isolated");
    let t = Instant::now();
    body.replace_all_uses_with(hot, other);
    let rauw = t.elapsed();
    assert!(body.use_empty(hot));

    // ---- erase, op by op, last first ----------------------------------------
    let order: Vec<Operation> = body.block_ops(blk).collect();
    let t = Instant::now();
    for &op in order.iter().rev() {
        body.erase_op(op);
    }
    let erase = t.elapsed();
    assert_eq!(body.num_ops(), 0);

    Run {
        ops,
        uses,
        build,
        walk,
        rauw,
        erase,
        heap,
        rss,
    }
}
