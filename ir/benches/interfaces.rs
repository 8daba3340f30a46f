//! Interface cast + call (an op's own model, an inherited one, an
//! external model linked or attached, a dialect fallback) and
//! `has_trait`, timed without a harness
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

/// A base interface.
#[op_interface]
pub trait Weight {
    fn weight(&self) -> usize;
}

/// Derived from `Weight`: ops listing it get `Weight` too.
#[op_interface]
pub trait Heavy: Weight {
    fn heavy(&self) -> bool;
}

#[op(dialect = BenchDialect, name = "d", traits = [dyn Heavy])]
pub struct DOp {}
impl Weight for DOp<'_> {
    fn weight(&self) -> usize {
        self.0.op.as_u32() as usize
    }
}
impl Heavy for DOp<'_> {
    fn heavy(&self) -> bool {
        true
    }
}

/// An interface implemented by external models only.
#[op_interface]
pub trait Extra {
    fn extra(&self) -> usize;
}

#[external_model]
impl Extra for COp<'_> {
    fn extra(&self) -> usize {
        self.0.op.as_u32() as usize
    }
}
impl Extra for BOp<'_> {
    fn extra(&self) -> usize {
        self.0.op.as_u32() as usize + 1
    }
}

#[dialect(name = "benchfb", allow_unknown_ops, fallback = [Arity])]
pub struct BenchFbDialect;
impl Arity for BenchFbDialectFallback<'_> {
    fn arity(&self) -> usize {
        self.0.body.num_operands(self.0.op)
    }
}

#[op(dialect = BenchFbDialect, name = "known")]
pub struct FbKnownOp {}

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
    ctx.attach_interface::<BOp, ExtraHandle>()
        .expect("BOp has no Extra model yet");
    let mut body2 = Body::with_root_regions(1);
    let block2 = body2.append_new_block(body2.root_regions()[0]);
    let mut body3 = Body::with_root_regions(1);
    let block3 = body3.append_new_block(body3.root_regions()[0]);
    let fb_ops: Vec<Operation> = {
        let st = ir::OperationState::new(&ctx, "benchfb.unknown", loc);
        let mut b = OpBuilder::at_end(&ctx, &mut body3, block3);
        (0..1024)
            .map(|i| {
                if i % 2 == 0 {
                    FbKnownOp::build(&mut b, loc)
                } else {
                    b.create(&st)
                }
            })
            .collect()
    };
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
    let of_kind = |keep: &dyn Fn(OpView<'_>) -> bool| -> Vec<OpView<'_>> {
        views
            .iter()
            .copied()
            .filter(|v| keep(*v))
            .cycle()
            .take(1024)
            .collect()
    };
    let d_ops: Vec<Operation> = {
        let mut b = OpBuilder::at_end(&ctx, &mut body2, block2);
        (0..1024).map(|_| DOp::build(&mut b, loc)).collect()
    };
    let d_views: Vec<OpView<'_>> = d_ops
        .iter()
        .map(|&o| OpView::new(&ctx, &body2, o))
        .collect();
    time("inherited: cast derived, call base", n, |i| {
        let v = d_views[black_box(i & mask)];
        v.cast::<HeavyHandle>().map_or(0, |h| h.weight())
    });
    time("inherited: cast to base, call", n, |i| {
        let v = d_views[black_box(i & mask)];
        v.cast::<WeightHandle>().map_or(0, |h| h.weight())
    });
    let c_only = of_kind(&|v| v.dyn_cast::<COp>().is_some());
    time("external model (link time)", n, |i| {
        let v = c_only[black_box(i & mask)];
        v.cast::<ExtraHandle>().map_or(0, |h| h.extra())
    });
    let b_only2 = of_kind(&|v| v.dyn_cast::<BOp>().is_some());
    time("external model (attached)", n, |i| {
        let v = b_only2[black_box(i & mask)];
        v.cast::<ExtraHandle>().map_or(0, |h| h.extra())
    });
    let fb_views: Vec<OpView<'_>> = fb_ops
        .iter()
        .map(|&o| OpView::new(&ctx, &body3, o))
        .collect();
    let fb_known: Vec<OpView<'_>> = fb_views
        .iter()
        .copied()
        .step_by(2)
        .cycle()
        .take(1024)
        .collect();
    let fb_unknown: Vec<OpView<'_>> = fb_views
        .iter()
        .copied()
        .skip(1)
        .step_by(2)
        .cycle()
        .take(1024)
        .collect();
    time("fallback model (registered op)", n, |i| {
        let v = fb_known[black_box(i & mask)];
        v.cast::<ArityHandle>().map_or(0, |h| h.arity())
    });
    time("fallback model (unregistered op)", n, |i| {
        let v = fb_unknown[black_box(i & mask)];
        v.cast::<ArityHandle>().map_or(0, |h| h.arity())
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
