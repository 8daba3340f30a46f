//! `-test-ir-visitors`, MLIR's `TestIRVisitorsPass`: op, block and region
//! walks in pre-order, post-order and reverse post-order, the walks in
//! forward and reverse dominance order over each function, walks started
//! from the blocks and regions of ops marked `walk_blocks` /
//! `walk_regions`, and walks that erase what they visit (returning `skip`
//! or not), printing every step as mlir-opt-22 does.
//!
//! The pass copies the IR's shape (names, nesting, successor edges) into a
//! small tree first and walks that. MLIR's erasing walks run on clones it
//! then throws away, so what they print depends only on the shape and on
//! which blocks are left: erasing a block renumbers the blocks after it
//! and drops the successor edges of its terminator, which is all the tree
//! keeps track of. Running the erasures on cloned bodies was rejected:
//! the walks of the storage layer borrow the body, so erasing during them
//! would need a second traversal per step for no difference in output.

use super::ir_passes::output;
use ir::pass::{Pass, PassFailed};
use ir::semantics::diag::Diagnostic;
use ir::semantics::interfaces::call::FunctionOpInterfaceHandle;
use ir::{Block, Body, Context, OpView, Operation};

/// One op of the copied tree.
struct Op {
    name: String,
    regions: Vec<Region>,
    /// The successors: block indices in the region holding the op.
    successors: Vec<usize>,
    walk_blocks: bool,
    walk_regions: bool,
    function: bool,
}

/// One region: its blocks in layout order.
struct Region {
    blocks: Vec<Vec<Op>>,
}

impl Op {
    fn copy(ctx: &Context, body: &Body, op: Operation, block_index: &dyn Fn(Block) -> usize) -> Op {
        let inner = body.region_body(op);
        let regions = body
            .regions(op)
            .iter()
            .map(|&r| {
                let blocks: Vec<Block> = inner.region_blocks(r).collect();
                let index = |b: Block| blocks.iter().position(|&x| x == b).unwrap_or(usize::MAX);
                Region {
                    blocks: blocks
                        .iter()
                        .map(|&b| {
                            inner
                                .block_ops(b)
                                .map(|o| Op::copy(ctx, inner, o, &index))
                                .collect()
                        })
                        .collect(),
                }
            })
            .collect();
        let has = |name: &str| body.get_attr(ctx, op, ctx.ident(name)).is_some();
        Op {
            name: ctx.op_name_str(body.op_name(op)).to_owned(),
            regions,
            successors: body.successors(op).map(block_index).collect(),
            walk_blocks: has("walk_blocks"),
            walk_regions: has("walk_regions"),
            function: OpView::new(ctx, body, op)
                .cast::<FunctionOpInterfaceHandle<'_>>()
                .is_some(),
        }
    }

    fn is_module(&self) -> bool {
        self.name == "builtin.module"
    }
}

/// What a walk visits, with what its line prints.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Op,
    Block,
    Region,
}

/// The order of a region's blocks and of a block's ops in a walk.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Iteration {
    /// Layout order.
    Forward,
    /// Layout order reversed (MLIR's `ReverseIterator`).
    Reverse,
    /// Blocks reachable from the entry in depth-first pre-order
    /// (MLIR's `ForwardDominanceIterator`).
    ForwardDominance,
    /// Reachable blocks in depth-first post-order, regions and ops
    /// reversed (MLIR's `ReverseDominanceIterator`).
    ReverseDominance,
}

impl Iteration {
    fn reversed(self) -> bool {
        matches!(self, Iteration::Reverse | Iteration::ReverseDominance)
    }

    /// The indices of `region`'s blocks in this order.
    fn blocks(self, region: &Region) -> Vec<usize> {
        let n = region.blocks.len();
        match self {
            Iteration::Forward => (0..n).collect(),
            Iteration::Reverse => (0..n).rev().collect(),
            Iteration::ForwardDominance | Iteration::ReverseDominance => {
                depth_first(region, self == Iteration::ReverseDominance)
            }
        }
    }
}

/// The blocks reachable from the entry, depth first, successors in
/// order: in pre-order, or in post-order when `post`.
fn depth_first(region: &Region, post: bool) -> Vec<usize> {
    let n = region.blocks.len();
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    let succs = |b: usize| -> Vec<usize> {
        region.blocks[b]
            .last()
            .map(|t| t.successors.iter().copied().filter(|&s| s < n).collect())
            .unwrap_or_default()
    };
    let mut seen = vec![false; n];
    // (block, its successors, the next one to visit)
    let mut stack = vec![(0, succs(0), 0)];
    seen[0] = true;
    if !post {
        out.push(0);
    }
    while let Some((b, next, i)) = stack.last_mut() {
        if let Some(&s) = next.get(*i) {
            *i += 1;
            if !seen[s] {
                seen[s] = true;
                if !post {
                    out.push(s);
                }
                stack.push((s, succs(s), 0));
            }
        } else {
            if post {
                out.push(*b);
            }
            stack.pop();
        }
    }
    out
}

/// Where a block or region sits, for its line.
#[derive(Clone, Copy)]
struct Place<'t> {
    parent: &'t str,
    region: usize,
}

/// `region 0 from operation 'x'`.
fn region_text(at: Place<'_>) -> String {
    format!("region {} from operation '{}'", at.region, at.parent)
}

/// `block ^bb1 from region 0 from operation 'x'`.
fn block_text(number: usize, at: Place<'_>) -> String {
    format!("block ^bb{number} from {}", region_text(at))
}

/// A pure (printing only) walk of one kind.
struct Walk<'o> {
    kind: Kind,
    post: bool,
    iteration: Iteration,
    out: &'o mut String,
}

impl Walk<'_> {
    fn line(&mut self, text: &str) {
        self.out.push_str("Visiting ");
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn op(&mut self, op: &Op) {
        if self.kind == Kind::Op && !self.post {
            self.line(&format!("op '{}'", op.name));
        }
        let mut order: Vec<usize> = (0..op.regions.len()).collect();
        if self.iteration.reversed() {
            order.reverse();
        }
        for r in order {
            self.region(
                &op.regions[r],
                Place {
                    parent: &op.name,
                    region: r,
                },
            );
        }
        if self.kind == Kind::Op && self.post {
            self.line(&format!("op '{}'", op.name));
        }
    }

    fn region(&mut self, region: &Region, at: Place<'_>) {
        if self.kind == Kind::Region && !self.post {
            self.line(&region_text(at));
        }
        for b in self.iteration.blocks(region) {
            self.block(region, b, at);
        }
        if self.kind == Kind::Region && self.post {
            self.line(&region_text(at));
        }
    }

    fn block(&mut self, region: &Region, b: usize, at: Place<'_>) {
        if self.kind == Kind::Block && !self.post {
            self.line(&block_text(b, at));
        }
        let ops = &region.blocks[b];
        if self.iteration.reversed() {
            ops.iter().rev().for_each(|o| self.op(o));
        } else {
            ops.iter().for_each(|o| self.op(o));
        }
        if self.kind == Kind::Block && self.post {
            self.line(&block_text(b, at));
        }
    }
}

const KINDS: [(Kind, &str); 3] = [
    (Kind::Op, "Op"),
    (Kind::Block, "Block"),
    (Kind::Region, "Region"),
];

/// Pre-order, post-order and reverse post-order walks from the root.
fn pure_walks(root: &Op, out: &mut String) {
    let orders = [
        (false, Iteration::Forward, "pre-order visits"),
        (true, Iteration::Forward, "post-order visits"),
        (true, Iteration::Reverse, "reverse post-order visits"),
    ];
    for (post, iteration, title) in orders {
        for (kind, name) in KINDS {
            out.push_str(&format!("{name} {title}\n"));
            Walk {
                kind,
                post,
                iteration,
                out,
            }
            .op(root);
        }
    }
}

/// Post-order walks of each function in forward, then reverse, dominance
/// order.
fn dominance_walks(root: &Op, out: &mut String) {
    let mut funcs = Vec::new();
    marked(root, |o| o.function, &mut funcs);
    for f in funcs {
        for (iteration, title) in [
            (Iteration::ForwardDominance, "forward"),
            (Iteration::ReverseDominance, "reverse"),
        ] {
            for (kind, name) in KINDS {
                out.push_str(&format!("{name} {title} dominance post-order visits\n"));
                Walk {
                    kind,
                    post: true,
                    iteration,
                    out,
                }
                .op(f);
            }
        }
    }
}

/// The ops `mark` picks (marked by an attribute, or functions), in
/// pre-order.
fn marked<'t>(op: &'t Op, mark: Mark, found: &mut Vec<&'t Op>) {
    if mark(op) {
        found.push(op);
    }
    for r in &op.regions {
        r.blocks
            .iter()
            .flatten()
            .for_each(|o| marked(o, mark, found));
    }
}

/// Which ops a walk starts from.
type Mark = fn(&Op) -> bool;

/// Walks started from each block of the ops marked `walk_blocks`, then
/// from each region of those marked `walk_regions`.
fn invoked_walks(root: &Op, out: &mut String) {
    let starts: [(Kind, Mark, &str); 2] = [
        (Kind::Block, |o| o.walk_blocks, "block {} visits on blocks"),
        (
            Kind::Region,
            |o| o.walk_regions,
            "region {} visits on region",
        ),
    ];
    for (kind, mark, title) in starts {
        let mut ops = Vec::new();
        marked(root, mark, &mut ops);
        for (post, order) in [(false, "pre-order"), (true, "post-order")] {
            out.push_str(&format!("Invoke {}\n", title.replace("{}", order)));
            for op in &ops {
                for (r, region) in op.regions.iter().enumerate() {
                    let at = Place {
                        parent: &op.name,
                        region: r,
                    };
                    let iteration = Iteration::Forward;
                    let mut w = Walk {
                        kind,
                        post,
                        iteration,
                        out,
                    };
                    if kind == Kind::Region {
                        w.region(region, at);
                    } else {
                        (0..region.blocks.len()).for_each(|b| w.block(region, b, at));
                    }
                }
            }
        }
    }
}

/// An erasing op walk: `keep_module_level` leaves the module and its
/// children alone (the `skip` callbacks, which then skip what they erase).
fn erase_ops(
    op: &Op,
    parent_is_module: bool,
    post: bool,
    keep_module_level: bool,
    out: &mut String,
) {
    let kept = keep_module_level && (op.is_module() || parent_is_module);
    if !post && !kept {
        out.push_str(&format!("Erasing op '{}'\n", op.name));
        return;
    }
    for r in &op.regions {
        for o in r.blocks.iter().flatten() {
            erase_ops(o, op.is_module(), post, keep_module_level, out);
        }
    }
    if post && !kept {
        out.push_str(&format!("Erasing op '{}'\n", op.name));
    }
}

/// An erasing block walk over `op`'s regions. A block still branched to
/// is not erased (`Cannot erase ...`); an erased one is gone for the
/// numbering of the blocks after it and for the uses it made.
fn erase_blocks(
    op: &Op,
    parent_is_module: bool,
    post: bool,
    keep_module_level: bool,
    out: &mut String,
) {
    let kept = keep_module_level && (op.is_module() || parent_is_module);
    for (r, region) in op.regions.iter().enumerate() {
        let at = Place {
            parent: &op.name,
            region: r,
        };
        let mut live = vec![true; region.blocks.len()];
        for b in 0..region.blocks.len() {
            let number = live[..b].iter().filter(|&&l| l).count();
            let used = (0..region.blocks.len()).any(|from| {
                live[from]
                    && region.blocks[from]
                        .iter()
                        .any(|o| o.successors.contains(&b))
            });
            let descend = |out: &mut String| {
                for o in &region.blocks[b] {
                    erase_blocks(o, op.is_module(), post, keep_module_level, out);
                }
            };
            if post || kept {
                descend(out);
            }
            if kept {
                continue;
            }
            if used {
                out.push_str(&format!(
                    "Cannot erase {}, still has uses\n",
                    block_text(number, at)
                ));
                if !post {
                    descend(out);
                }
            } else {
                out.push_str(&format!("Erasing {}\n", block_text(number, at)));
                live[b] = false;
            }
        }
    }
}

/// The erasing walks, each on what is in effect a fresh clone.
fn erasing_walks(root: &Op, out: &mut String) {
    out.push_str("Op pre-order erasures (skip)\n");
    erase_ops(root, false, false, true, out);
    out.push_str("Block pre-order erasures (skip)\n");
    erase_blocks(root, false, false, true, out);
    out.push_str("Op post-order erasures (skip)\n");
    erase_ops(root, false, true, true, out);
    out.push_str("Block post-order erasures (skip)\n");
    erase_blocks(root, false, true, true, out);
    out.push_str("Op post-order erasures (no skip)\n");
    erase_ops(root, false, true, false, out);
    out.push_str("Block post-order erasures (no skip)\n");
    erase_blocks(root, false, true, false, out);
}

/// `-test-ir-visitors`.
#[ir::pass(
    argument = "test-ir-visitors",
    summary = "Test various visitors.",
    name = "(anonymous namespace)::TestIRVisitorsPass"
)]
#[derive(Debug, Default)]
pub struct TestIrVisitors;

impl Pass for TestIrVisitors {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let root = Op::copy(ctx, body, op, &|_| usize::MAX);
        let mut out = String::new();
        pure_walks(&root, &mut out);
        dominance_walks(&root, &mut out);
        invoked_walks(&root, &mut out);
        erasing_walks(&root, &mut out);
        output(ctx, out, diags);
        Ok(())
    }
}
