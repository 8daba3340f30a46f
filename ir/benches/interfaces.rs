//! Interface cast + call and `has_trait`, timed without a harness
//! (`cargo bench -p ir --bench interfaces`). Criterion was rejected to
//! keep the dependency set small; the loop runs each operation on a mix of
//! op kinds (so branch prediction cannot learn one answer) and reports the
//! best of several rounds in ns per operation.

use ir::prelude::*;
mod common;

use common::time;
use std::hint::black_box;

#[dialect(name = "bench")]
pub struct BenchDialect;

#[op_interface]
pub trait Arity {
    fn arity(&self) -> usize;
}

#[op(dialect = BenchDialect, name = "a", traits = [Commutative, SameOperandsAndResultType], interfaces = [Arity])]
pub struct AOp {
    #[operand(variadic)]
    args: Value,
}
impl Arity for AOp<'_> {
    fn arity(&self) -> usize {
        self.0.body.num_operands(self.0.op)
    }
}

#[op(dialect = BenchDialect, name = "b", traits = [Idempotent], interfaces = [Arity])]
pub struct BOp {}
impl Arity for BOp<'_> {
    fn arity(&self) -> usize {
        7
    }
}

#[op(dialect = BenchDialect, name = "c")]
pub struct COp {}

fn main() {
    let ctx = Context::new();
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let mut ops = Vec::new();
    for i in 0..1024 {
        ops.push(match i % 3 {
            0 => AOp::build(&mut b, loc, &[]),
            1 => BOp::build(&mut b, loc),
            _ => COp::build(&mut b, loc),
        });
    }
    let views: Vec<OpView<'_>> = ops.iter().map(|&o| OpView::new(&ctx, &body, o)).collect();
    let n = 20_000_000;
    let mask = views.len() - 1;
    time("interface cast + call", n, |i| {
        let v = views[black_box(i & mask)];
        v.cast::<ArityHandle>().map_or(0, |h| h.arity())
    });
    let hits: Vec<OpView<'_>> = views
        .iter()
        .copied()
        .filter(|v| v.cast::<ArityHandle>().is_some())
        .collect();
    let hits: Vec<OpView<'_>> = hits.iter().cycle().take(1024).copied().collect();
    time("loop overhead (load a view)", n, |i| {
        let v = views[black_box(i & mask)];
        v.op.as_u32() as usize
    });
    time("interface cast + call (hits)", n, |i| {
        let v = hits[black_box(i & mask)];
        v.cast::<ArityHandle>().map_or(0, |h| h.arity())
    });
    let a_only: Vec<OpView<'_>> = views
        .iter()
        .copied()
        .filter(|v| v.dyn_cast::<AOp>().is_some())
        .cycle()
        .take(1024)
        .collect();
    time("interface cast + call (one kind)", n, |i| {
        let v = a_only[black_box(i & mask)];
        v.cast::<ArityHandle>().map_or(0, |h| h.arity())
    });
    let b_only: Vec<OpView<'_>> = views
        .iter()
        .copied()
        .filter(|v| v.dyn_cast::<BOp>().is_some())
        .cycle()
        .take(1024)
        .collect();
    time("cast + call, trivial method", n, |i| {
        let v = b_only[black_box(i & mask)];
        v.cast::<ArityHandle>().map_or(0, |h| h.arity())
    });
    time("direct call, no interface", n, |i| {
        let v = a_only[black_box(i & mask)];
        v.dyn_cast::<AOp>().map_or(0, |h| h.arity())
    });
    time("interface cast only (hits)", n, |i| {
        let v = hits[black_box(i & mask)];
        v.cast::<ArityHandle>().is_some() as usize
    });
    time("has_trait::<Commutative>", n, |i| {
        let v = views[black_box(i & mask)];
        v.has_trait::<Commutative>() as usize
    });
    time("typed dyn_cast::<AOp>", n, |i| {
        let v = views[black_box(i & mask)];
        v.dyn_cast::<AOp>().is_some() as usize
    });
}
