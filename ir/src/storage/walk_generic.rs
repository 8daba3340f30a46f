//! Walks that see more than ops: an op at every stage between its regions
//! ([`walk_with_stage`], MLIR's `walk` with a `WalkStage`), and walks over
//! the blocks ([`walk_blocks`]) or regions ([`walk_regions`]) nested in an
//! op, each with MLIR's skip and interrupt semantics.
//!
//! All three share one traversal: a state machine over an explicit stack of
//! frames (one per op being walked) that raises an event for every stage of
//! an op and for entering and leaving every region and block; each public
//! walk answers the events it does not care about with `Advance`. As with
//! [`walk`](crate::storage::walk::walk), deep nesting costs heap, not native
//! stack. Three recursive walkers, as MLIR writes them, were rejected for
//! that reason.

use crate::storage::body::{Block, Body, Operation, Region};
use crate::storage::walk::{OpRef, WalkOrder, WalkResult};

/// Where a walk with stages stands in an op: before its first region,
/// between two regions, or after the last (MLIR's `WalkStage`).
///
/// An op without regions is visited once, at a stage that is both before
/// and after all regions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct WalkStage {
    num_regions: usize,
    next_region: usize,
}

impl WalkStage {
    /// Whether no region of the op has been walked yet.
    pub fn is_before_all_regions(&self) -> bool {
        self.next_region == 0
    }

    /// Whether region `region` is walked next.
    pub fn is_before_region(&self, region: usize) -> bool {
        self.next_region == region
    }

    /// Whether region `region` was walked last.
    pub fn is_after_region(&self, region: usize) -> bool {
        self.next_region == region + 1
    }

    /// Whether every region of the op has been walked.
    pub fn is_after_all_regions(&self) -> bool {
        self.next_region == self.num_regions
    }

    /// The index of the region walked next.
    pub fn next_region(&self) -> usize {
        self.next_region
    }

    /// How many regions the op has.
    pub fn num_regions(&self) -> usize {
        self.num_regions
    }
}

/// A region together with the body storing it and the op owning it.
#[derive(Copy, Clone, Debug)]
pub struct RegionRef<'a> {
    /// The body storing the region (the owner's nested body when the owner
    /// is isolated).
    pub body: &'a Body,
    /// The region.
    pub region: Region,
    /// The op owning the region.
    pub parent: OpRef<'a>,
    /// The region's position among its owner's regions.
    pub index: usize,
}

/// A block together with the body storing it and its region.
#[derive(Copy, Clone, Debug)]
pub struct BlockRef<'a> {
    /// The body storing the block.
    pub body: &'a Body,
    /// The block.
    pub block: Block,
    /// The region holding the block.
    pub region: RegionRef<'a>,
}

/// One step of [`walk_events`]: an op at a stage, or entering
/// (`PreOrder`) or leaving (`PostOrder`) a region or a block.
#[derive(Copy, Clone, Debug)]
pub enum WalkEvent<'a> {
    /// The op, before its first region, between two, or after the last.
    Op(OpRef<'a>, WalkStage),
    /// Entering or leaving a region.
    Region(RegionRef<'a>, WalkOrder),
    /// Entering or leaving a block.
    Block(BlockRef<'a>, WalkOrder),
}

#[derive(Copy, Clone)]
enum Phase {
    /// Visit the op at stage `next`.
    Stage,
    /// Enter region `next`.
    RegionPre,
    /// Enter `block` (or leave the region if there is none).
    BlockPre,
    /// Walk the ops of `block`, `next_op` first.
    Ops,
    /// Leave `block`.
    BlockPost,
    /// Leave region `next`.
    RegionPost,
}

struct Frame<'a> {
    op: OpRef<'a>,
    /// The body storing the op's regions.
    inner: &'a Body,
    regions: &'a [Region],
    next: usize,
    phase: Phase,
    block: Option<Block>,
    next_op: Option<Operation>,
}

impl<'a> Frame<'a> {
    fn new(op: OpRef<'a>) -> Self {
        Frame {
            op,
            inner: op.region_body(),
            regions: op.body.regions(op.op),
            next: 0,
            phase: Phase::Stage,
            block: None,
            next_op: None,
        }
    }

    fn region(&self) -> RegionRef<'a> {
        RegionRef {
            body: self.inner,
            region: self.regions[self.next],
            parent: self.op,
            index: self.next,
        }
    }
}

/// Walks `op` and everything nested in it, raising every [`WalkEvent`]:
/// each op at each [`WalkStage`], and entering and leaving each region and
/// block, in nesting order. The other walks of this module are this one
/// with the events they do not need answered `Advance`.
///
/// `Skip` on an op before a region skips its remaining regions and stages;
/// on entering a region or block, it skips what that holds and the
/// matching leave event. `Interrupt` stops the walk, which returns
/// `Interrupt`.
///
/// ```
/// use ir::storage::walk_generic::{WalkEvent, walk_events};
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, WalkOrder, WalkResult};
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, r#""t.one"() ({ "t.a"() : () -> () }) : () -> ()"#,
///                      "s.mlir", &opts).unwrap();
/// let (mut depth, mut deepest) = (0, 0);
/// walk_events(&m.body, m.op, |e| {
///     match e {
///         WalkEvent::Block(_, WalkOrder::PreOrder) => depth += 1,
///         WalkEvent::Block(_, WalkOrder::PostOrder) => depth -= 1,
///         _ => {}
///     }
///     deepest = deepest.max(depth);
///     WalkResult::Advance
/// });
/// assert_eq!(deepest, 2);
/// ```
pub fn walk_events<'a>(
    body: &'a Body,
    op: Operation,
    mut f: impl FnMut(WalkEvent<'a>) -> WalkResult,
) -> WalkResult {
    drive(OpRef::new(body, op), &mut f)
}

fn drive<'a>(op: OpRef<'a>, f: &mut dyn FnMut(WalkEvent<'a>) -> WalkResult) -> WalkResult {
    let mut stack = vec![Frame::new(op)];
    while let Some(top) = stack.last_mut() {
        match top.phase {
            Phase::Stage => {
                let stage = WalkStage {
                    num_regions: top.regions.len(),
                    next_region: top.next,
                };
                let r = f(WalkEvent::Op(top.op, stage));
                if r == WalkResult::Interrupt {
                    return r;
                }
                if stage.is_after_all_regions() || r == WalkResult::Skip {
                    stack.pop();
                } else {
                    top.phase = Phase::RegionPre;
                }
            }
            Phase::RegionPre => match f(WalkEvent::Region(top.region(), WalkOrder::PreOrder)) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                WalkResult::Skip => {
                    top.next += 1;
                    top.phase = Phase::Stage;
                }
                WalkResult::Advance => {
                    top.block = top.inner.entry_block(top.regions[top.next]);
                    top.phase = Phase::BlockPre;
                }
            },
            Phase::BlockPre => {
                let Some(block) = top.block else {
                    top.phase = Phase::RegionPost;
                    continue;
                };
                let at = BlockRef {
                    body: top.inner,
                    block,
                    region: top.region(),
                };
                match f(WalkEvent::Block(at, WalkOrder::PreOrder)) {
                    WalkResult::Interrupt => return WalkResult::Interrupt,
                    WalkResult::Skip => top.block = top.inner.next_block(block),
                    WalkResult::Advance => {
                        top.next_op = top.inner.first_op(block);
                        top.phase = Phase::Ops;
                    }
                }
            }
            Phase::Ops => match top.next_op {
                Some(o) => {
                    top.next_op = top.inner.next_op(o);
                    let child = OpRef::new(top.inner, o);
                    stack.push(Frame::new(child));
                }
                None => top.phase = Phase::BlockPost,
            },
            Phase::BlockPost => {
                let block = top.block.expect("a block is being walked");
                let at = BlockRef {
                    body: top.inner,
                    block,
                    region: top.region(),
                };
                if f(WalkEvent::Block(at, WalkOrder::PostOrder)) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
                top.block = top.inner.next_block(block);
                top.phase = Phase::BlockPre;
            }
            Phase::RegionPost => {
                if f(WalkEvent::Region(top.region(), WalkOrder::PostOrder)) == WalkResult::Interrupt
                {
                    return WalkResult::Interrupt;
                }
                top.next += 1;
                top.phase = Phase::Stage;
            }
        }
    }
    WalkResult::Advance
}

/// Walks `op` and everything nested in it, visiting each op before its
/// first region, between its regions and after its last one (MLIR's
/// `Operation::walk` with a `WalkStage`): the callback learns the stage
/// from the [`WalkStage`].
///
/// `Skip` at a stage before a region skips the op's remaining regions and
/// stages; `Interrupt` stops the walk, which then returns `Interrupt`.
///
/// ```
/// use ir::storage::walk_generic::walk_with_stage;
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, WalkResult};
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, r#""t.two"() ({ "t.a"() : () -> () }, {}) : () -> ()"#,
///                      "s.mlir", &opts).unwrap();
/// let mut seen = Vec::new();
/// walk_with_stage(&m.body, m.op, |op, stage| {
///     seen.push(format!("{}@{}", op.body.op_name(op.op).as_str(&ctx), stage.next_region()));
///     WalkResult::Advance
/// });
/// assert_eq!(seen, ["builtin.module@0", "t.two@0", "t.a@0", "t.two@1", "t.two@2",
///                   "builtin.module@1"]);
/// ```
pub fn walk_with_stage<'a>(
    body: &'a Body,
    op: Operation,
    mut f: impl FnMut(OpRef<'a>, &WalkStage) -> WalkResult,
) -> WalkResult {
    drive(OpRef::new(body, op), &mut |e| match e {
        WalkEvent::Op(op, stage) => f(op, &stage),
        _ => WalkResult::Advance,
    })
}

/// Walks the blocks nested in `op` (those of its own regions included), in
/// `order` (MLIR's `Operation::walk` on `Block *`).
///
/// In pre-order, `Skip` skips the block's ops; `Interrupt` stops the walk,
/// which then returns `Interrupt`.
///
/// ```
/// use ir::storage::walk_generic::walk_blocks;
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, WalkOrder, WalkResult};
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, r#""t.r"() ({ ^bb0: "t.b"() [^bb1] : () -> () ^bb1: "t.c"() : () -> () }) : () -> ()"#,
///                      "s.mlir", &opts).unwrap();
/// let mut n = 0;
/// let r = walk_blocks(&m.body, m.op, WalkOrder::PostOrder, |b| {
///     n += 1;
///     if b.body.block_args(b.block).is_empty() && n == 2 { WalkResult::Interrupt } else { WalkResult::Advance }
/// });
/// assert_eq!((r, n), (WalkResult::Interrupt, 2));
/// ```
pub fn walk_blocks<'a>(
    body: &'a Body,
    op: Operation,
    order: WalkOrder,
    mut f: impl FnMut(BlockRef<'a>) -> WalkResult,
) -> WalkResult {
    drive(OpRef::new(body, op), &mut |e| match e {
        WalkEvent::Block(b, o) if o == order => f(b),
        _ => WalkResult::Advance,
    })
}

/// Walks the regions nested in `op` (its own included), in `order`
/// (MLIR's `Operation::walk` on `Region *`).
///
/// In pre-order, `Skip` skips the region's blocks; `Interrupt` stops the
/// walk, which then returns `Interrupt`.
///
/// ```
/// use ir::storage::walk_generic::walk_regions;
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, WalkOrder, WalkResult};
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, r#""t.two"() ({ "t.one"() ({}) : () -> () }, {}) : () -> ()"#,
///                      "s.mlir", &opts).unwrap();
/// let mut seen = Vec::new();
/// walk_regions(&m.body, m.op, WalkOrder::PreOrder, |r| {
///     seen.push(format!("{}#{}", r.parent.body.op_name(r.parent.op).as_str(&ctx), r.index));
///     WalkResult::Advance
/// });
/// assert_eq!(seen, ["builtin.module#0", "t.two#0", "t.one#0", "t.two#1"]);
/// ```
pub fn walk_regions<'a>(
    body: &'a Body,
    op: Operation,
    order: WalkOrder,
    mut f: impl FnMut(RegionRef<'a>) -> WalkResult,
) -> WalkResult {
    drive(OpRef::new(body, op), &mut |e| match e {
        WalkEvent::Region(r, o) if o == order => f(r),
        _ => WalkResult::Advance,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{ParseOptions, parse_source};
    use crate::uniqued::context::Context;

    const SRC: &str = r#""t.two"() ({
      ^bb0:
        "t.a"() ({ "t.x"() : () -> () }) : () -> ()
        "t.b"() [^bb1] : () -> ()
      ^bb1:
        "t.c"() : () -> ()
    }, {
      "t.d"() : () -> ()
    }) {skip} : () -> ()"#;

    fn parse(ctx: &Context) -> crate::text::OwnedOp {
        let opts = ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        parse_source(ctx, SRC, "s.mlir", &opts).unwrap()
    }

    fn name(ctx: &Context, op: OpRef<'_>) -> String {
        op.body.op_name(op.op).as_str(ctx).to_owned()
    }

    #[test]
    fn stages_visit_ops_between_regions_and_skip_stops_at_the_op() {
        let ctx = Context::new();
        let m = parse(&ctx);
        let mut seen = Vec::new();
        let skip = ctx.ident("skip");
        let r = walk_with_stage(&m.body, m.op, |op, stage| {
            seen.push(format!("{}@{}", name(&ctx, op), stage.next_region()));
            if op.body.attr(&ctx, op.op, skip).is_some() && stage.is_after_region(0) {
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
        assert_eq!(r, WalkResult::Advance);
        assert_eq!(
            seen,
            [
                "builtin.module@0",
                "t.two@0",
                "t.a@0",
                "t.x@0",
                "t.a@1",
                "t.b@0",
                "t.c@0",
                "t.two@1",
                "builtin.module@1"
            ]
        );
    }

    #[test]
    fn an_interrupt_stops_every_walk() {
        let ctx = Context::new();
        let m = parse(&ctx);
        let mut n = 0;
        let r = walk_with_stage(&m.body, m.op, |op, _| {
            n += 1;
            if name(&ctx, op) == "t.x" {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
        assert_eq!((r, n), (WalkResult::Interrupt, 4));
        let r = walk_regions(&m.body, m.op, WalkOrder::PostOrder, |_| {
            WalkResult::Interrupt
        });
        assert_eq!(r, WalkResult::Interrupt);
    }

    #[test]
    fn blocks_in_pre_and_post_order_with_skip() {
        let ctx = Context::new();
        let m = parse(&ctx);
        let label = |b: BlockRef<'_>| format!("{}#{}", name(&ctx, b.region.parent), b.region.index);
        let mut pre = Vec::new();
        walk_blocks(&m.body, m.op, WalkOrder::PreOrder, |b| {
            pre.push(label(b));
            // Skipping the first block of t.two hides t.a's block.
            if pre.len() == 2 {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        });
        assert_eq!(pre, ["builtin.module#0", "t.two#0", "t.two#0", "t.two#1"]);
        let mut post = Vec::new();
        walk_blocks(&m.body, m.op, WalkOrder::PostOrder, |b| {
            post.push(label(b));
            WalkResult::Advance
        });
        assert_eq!(
            post,
            ["t.a#0", "t.two#0", "t.two#0", "t.two#1", "builtin.module#0"]
        );
    }

    #[test]
    fn deep_nesting_walks_without_recursion() {
        let ctx = Context::new();
        let depth = 20_000;
        let src = format!(
            "{}{}",
            "\"t.r\"() ({\n".repeat(depth),
            "}) : () -> ()\n".repeat(depth)
        );
        let opts = ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let m = parse_source(&ctx, &src, "d.mlir", &opts).unwrap();
        let mut regions = 0;
        walk_regions(&m.body, m.op, WalkOrder::PostOrder, |_| {
            regions += 1;
            WalkResult::Advance
        });
        assert_eq!(regions, depth + 1);
    }
}
