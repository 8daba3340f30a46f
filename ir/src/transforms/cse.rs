//! `cse`: common sub-expression elimination, as MLIR 22's
//! `mlir/lib/Transforms/CSE.cpp` does it, and
//! [`eliminate_common_subexpressions`] for passes that want it as a step.
//!
//! Ops are looked up in a scoped table keyed by MLIR's
//! `OperationEquivalence` (name, attributes, properties, result types and
//! operands, a `Commutative` op's operands in any order; locations
//! ignored), with one scope per block of a single-block region and per
//! dominator-tree node of a multi-block one, so a duplicate is replaced by
//! an op that dominates it. As in MLIR:
//!
//! - terminators are kept; unused ops that would be trivially dead are
//!   erased (counted as DCE); ops with a region of several blocks are kept;
//! - an op with memory effects is replaced only if it only reads, the
//!   earlier op is in the same block, and nothing between them may write
//!   (an op whose effects are unknown, recursively, counts as a write);
//! - an op that is (or, unregistered, might be) `IsolatedFromAbove` gets a
//!   table of its own; a multi-block graph region is skipped, and in a
//!   single-block graph region only the uses not yet visited are replaced;
//! - blocks the entry does not reach are not visited;
//! - the kept op takes the duplicate's location when its own is unknown;
//! - everything is erased at the end, in the order it was marked.
//!
//! The walk keeps its own stack (blocks, regions, tree nodes), so nesting
//! depth costs heap, not native stack. The regions of a registered
//! isolated op live in their own [`Body`]; since no value crosses that
//! boundary, those bodies are simplified after the body holding them,
//! each with a fresh table and its own [`DominanceInfo`], from a worklist
//! (in parallel with rayon in the pass). The table is a hash-chained map
//! from an op's hash to the newest entry plus an undo log per scope, so
//! an op costs no allocation; equivalence is checked only on a hash match,
//! and for ops without regions without allocating either.
//!
//! MLIR counts `numCSE` twice for a pure op in one version and once in
//! another; here each eliminated op counts once.
//!
//! ```
//! use ir::prelude::*;
//! use ir::semantics::dominance::DominanceInfo;
//! use ir::text::{ParseOptions, parse_source};
//! use ir::transforms::{NoListener, eliminate_common_subexpressions};
//!
//! /// The `csedoc` dialect.
//! #[dialect(name = "csedoc")]
//! pub struct CseDocDialect;
//!
//! /// `csedoc.c`: a pure op with one result.
//! #[op(dialect = CseDocDialect, name = "c", traits = [Pure])]
//! pub struct COp {
//!     /// The result.
//!     #[result] r: Value,
//! }
//!
//! let ctx = Context::new();
//! let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
//! let mut m = parse_source(&ctx, r#"
//!   %0 = "t.a"() : () -> i32
//!   %1 = "t.a"() : () -> i32
//!   %2 = "t.unused"() : () -> i32
//!   "t.use"(%0, %1) : (i32, i32) -> ()
//! "#, "s.mlir", &opts).unwrap();
//! // Unregistered ops may have effects: nothing to do yet.
//! let mut dom = DominanceInfo::new();
//! let stats = eliminate_common_subexpressions(&ctx, &mut m.body, m.op, &mut dom, &mut NoListener);
//! assert_eq!((stats.num_cse, stats.num_dce), (0, 0));
//!
//! let mut m = parse_source(&ctx, r#"
//!   %0 = "csedoc.c"() : () -> i32
//!   %1 = "csedoc.c"() : () -> i32
//!   %2 = "csedoc.c"() : () -> i32
//!   "t.use"(%0, %1) : (i32, i32) -> ()
//! "#, "s.mlir", &opts).unwrap();
//! let stats = eliminate_common_subexpressions(&ctx, &mut m.body, m.op, &mut DominanceInfo::new(), &mut NoListener);
//! // `%1` is `%0` again; `%2` is unused.
//! assert_eq!((stats.num_cse, stats.num_dce), (1, 1));
//! assert!(stats.changed());
//! ```

use crate::pass::{Pass, PassFailed};
use crate::semantics::diag::Diagnostic;
use crate::semantics::dominance::{DomNode, DominanceInfo};
use crate::semantics::equivalence::{
    EquivalenceFlags, compute_hash, direct_hash_value, ignore_hash_value, is_equivalent,
};
use crate::semantics::interfaces::region_kind::has_ssa_dominance;
use crate::semantics::interfaces::side_effects::{
    EffectKind, effects_recursively, has_single_effect, is_memory_effect_free, is_op_trivially_dead,
};
use crate::semantics::op::OpView;
use crate::semantics::traits::{IsTerminator, IsolatedFromAbove};
use crate::storage::body::{Block, Body, Operation, Region};
use crate::storage::walk::{OpRef, WalkOrder, WalkResult, walk};
use crate::transforms::listener::{NoListener, RewriteListener};
use crate::uniqued::context::Context;
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The `cse` pass (MLIR's `CSE`).
#[crate::pass(
    argument = "cse",
    summary = "Eliminate common sub-expressions",
    name = "CSE"
)]
#[derive(Debug, Default)]
pub struct Cse;

impl Pass for Cse {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let root = root_task(ctx, body, op);
        let mut dom = DominanceInfo::new();
        // MLIR reports the counts as pass statistics, which `ir-opt` does
        // not print; the pass drops them.
        let (_, nested) = simplify_body(ctx, root, &mut dom, &mut NoListener);
        nested.into_par_iter().for_each(|t| {
            run_worklist(ctx, vec![t], &mut NoListener);
        });
        Ok(())
    }
}

/// What a CSE run did (MLIR's `numCSE` and `numDCE` statistics).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equivalent op that dominates them.
    pub num_cse: u64,
    /// Unused ops erased as trivially dead.
    pub num_dce: u64,
}

impl CseStats {
    /// Whether the IR changed (some op was erased or had its uses moved).
    pub fn changed(&self) -> bool {
        self.num_cse != 0 || self.num_dce != 0
    }
}

impl core::ops::Add for CseStats {
    type Output = CseStats;
    fn add(self, rhs: CseStats) -> CseStats {
        CseStats {
            num_cse: self.num_cse + rhs.num_cse,
            num_dce: self.num_dce + rhs.num_dce,
        }
    }
}

impl core::ops::AddAssign for CseStats {
    fn add_assign(&mut self, rhs: CseStats) {
        *self = *self + rhs;
    }
}

/// Eliminates the common sub-expressions in `root`'s regions (MLIR's
/// `eliminateCommonSubExpressions`); `root` itself is kept. `dom` caches
/// the dominator trees of the body holding `root`'s regions (pass the same
/// one to later calls while the blocks stay as they are); the regions of
/// isolated ops nested deeper get trees of their own. `listener` hears of
/// every replacement and erasure.
pub fn eliminate_common_subexpressions(
    ctx: &Context,
    body: &mut Body,
    root: Operation,
    dom: &mut DominanceInfo,
    listener: &mut dyn RewriteListener,
) -> CseStats {
    let task = root_task(ctx, body, root);
    let (stats, nested) = simplify_body(ctx, task, dom, listener);
    stats + run_worklist(ctx, nested, listener)
}

/// One body to simplify: its regions to walk, each with whether it has
/// SSA dominance (decided by the owner, which may sit in the parent body).
struct Task<'a> {
    body: &'a mut Body,
    regions: SmallVec<[(Region, bool); 2]>,
}

/// The regions of `op` (stored in `body`) with their kinds.
fn regions_of(ctx: &Context, body: &Body, op: Operation) -> SmallVec<[(Region, bool); 2]> {
    let view = OpView::new(ctx, body, op);
    body.regions(op)
        .iter()
        .enumerate()
        .map(|(i, &r)| (r, has_ssa_dominance(view, i)))
        .collect()
}

fn root_task<'a>(ctx: &Context, body: &'a mut Body, root: Operation) -> Task<'a> {
    let regions = regions_of(ctx, body, root);
    let body = if body.is_isolated(root) {
        body.nested_mut(root).expect("isolated op has a body")
    } else {
        body
    };
    Task { body, regions }
}

/// Simplifies the bodies of `tasks` and of the isolated ops they hold,
/// one after another, without recursion.
fn run_worklist<'a>(
    ctx: &Context,
    mut tasks: Vec<Task<'a>>,
    listener: &mut dyn RewriteListener,
) -> CseStats {
    let mut stats = CseStats::default();
    let mut dom = DominanceInfo::new();
    while let Some(task) = tasks.pop() {
        dom.invalidate();
        let (s, nested) = simplify_body(ctx, task, &mut dom, listener);
        stats += s;
        tasks.extend(nested);
    }
    stats
}

/// Walks one body, erases what it marked, and hands back the bodies of
/// the isolated ops it met.
fn simplify_body<'a>(
    ctx: &Context,
    task: Task<'a>,
    dom: &mut DominanceInfo,
    listener: &mut dyn RewriteListener,
) -> (CseStats, Vec<Task<'a>>) {
    let Task { body, regions } = task;
    let mut driver = Driver {
        ctx,
        dom,
        listener,
        tables: vec![ScopedTable::default()],
        depth: 0,
        stack: Vec::new(),
        to_erase: Vec::new(),
        isolated: FxHashMap::default(),
        mem_cache: FxHashMap::default(),
        stats: CseStats::default(),
    };
    for &(region, ssa) in regions.iter().rev() {
        driver.stack.push(Frame::Region {
            region,
            ssa,
            table: 0,
        });
    }
    driver.run(body);
    let Driver {
        to_erase,
        isolated,
        stats,
        listener,
        ..
    } = driver;
    for op in to_erase {
        notify_erased(listener, body, op);
        body.erase_op(op);
    }
    let nested = if isolated.is_empty() {
        Vec::new()
    } else {
        body.isolated_bodies_mut()
            .filter_map(|(op, b)| {
                isolated.get(&op).map(|r| Task {
                    body: b,
                    regions: r.clone(),
                })
            })
            .collect()
    };
    (stats, nested)
}

/// Tells `listener` that `op` and what it holds are about to go, innermost
/// first.
fn notify_erased(listener: &mut dyn RewriteListener, body: &Body, op: Operation) {
    if body.num_regions(op) == 0 {
        listener.op_erased(body, op);
        return;
    }
    walk(body, op, WalkOrder::PostOrder, |r: OpRef<'_>| {
        listener.op_erased(r.body, r.op);
        WalkResult::Advance
    });
}

/// No entry (the end of a hash chain).
const NONE: u32 = u32::MAX;

/// An op in a [`ScopedTable`].
#[derive(Copy, Clone, Debug)]
struct Entry {
    op: Operation,
    hash: u64,
    /// The next older entry with the same hash, or [`NONE`].
    older: u32,
}

/// MLIR's `ScopedHashTable<Operation*, Operation*>`: the newest entry per
/// hash, each chained to the older ones with that hash; leaving a scope
/// pops the entries it added and restores the chain heads.
#[derive(Debug, Default)]
struct ScopedTable {
    heads: FxHashMap<u64, u32>,
    entries: Vec<Entry>,
    scopes: Vec<u32>,
}

impl ScopedTable {
    fn push_scope(&mut self) {
        self.scopes.push(self.entries.len() as u32);
    }

    fn pop_scope(&mut self) {
        let mark = self.scopes.pop().unwrap_or(0) as usize;
        while self.entries.len() > mark {
            let e = self.entries.pop().expect("above the mark");
            if e.older == NONE {
                self.heads.remove(&e.hash);
            } else {
                self.heads.insert(e.hash, e.older);
            }
        }
    }

    /// The newest op equivalent to `op`, given `op`'s hash.
    fn lookup(&self, ctx: &Context, body: &Body, op: Operation, hash: u64) -> Option<Operation> {
        let mut at = *self.heads.get(&hash)?;
        while at != NONE {
            let e = self.entries[at as usize];
            if is_equivalent(
                ctx,
                OpRef::new(body, e.op),
                OpRef::new(body, op),
                EquivalenceFlags::IGNORE_LOCATIONS,
            ) {
                return Some(e.op);
            }
            at = e.older;
        }
        None
    }

    fn insert(&mut self, op: Operation, hash: u64) {
        let at = self.entries.len() as u32;
        let older = self.heads.insert(hash, at).unwrap_or(NONE);
        self.entries.push(Entry { op, hash, older });
    }
}

/// The hash CSE keys ops by (MLIR's `SimpleOperationInfo`).
fn op_hash(ctx: &Context, body: &Body, op: Operation) -> u64 {
    compute_hash(
        ctx,
        OpRef::new(body, op),
        direct_hash_value,
        ignore_hash_value,
        EquivalenceFlags::IGNORE_LOCATIONS,
    )
}

/// A step of the walk (what MLIR's recursion would do next).
#[derive(Copy, Clone, Debug)]
enum Frame {
    /// Simplify `region` with table `table` (MLIR's `simplifyRegion`).
    Region {
        region: Region,
        ssa: bool,
        table: usize,
    },
    /// Simplify the ops of a block from `next` on (`simplifyBlock`).
    Block {
        next: Option<Operation>,
        ssa: bool,
        table: usize,
    },
    /// After `op`'s regions: simplify `op` itself in `table`; drop the
    /// table above it when `fresh`.
    Op {
        op: Operation,
        ssa: bool,
        table: usize,
        fresh: bool,
    },
    /// A dominator-tree node whose block is done: visit child `next`.
    Node {
        region: Region,
        node: DomNode,
        next: usize,
        table: usize,
    },
    /// Leave the scope of a single-block region.
    PopScope { table: usize },
}

/// The state of one body's walk (MLIR's `CSEDriver`).
struct Driver<'c, 'd> {
    ctx: &'c Context,
    dom: &'d mut DominanceInfo,
    listener: &'d mut dyn RewriteListener,
    /// Tables in use: 0 for the body, one more per op that might be
    /// isolated (entered with `depth + 1`); reused, never shrunk.
    tables: Vec<ScopedTable>,
    depth: usize,
    stack: Vec<Frame>,
    to_erase: Vec<Operation>,
    /// Registered isolated ops met, with their regions' kinds.
    isolated: FxHashMap<Operation, SmallVec<[(Region, bool); 2]>>,
    /// MLIR's `memEffectsCache`: from a read op, how far the scan for
    /// writes got and whether it found one; cleared after every block.
    mem_cache: FxHashMap<Operation, (Operation, bool)>,
    stats: CseStats,
}

impl Driver<'_, '_> {
    fn run(&mut self, body: &mut Body) {
        while let Some(frame) = self.stack.pop() {
            match frame {
                Frame::Region { region, ssa, table } => self.enter_region(body, region, ssa, table),
                Frame::Block { next, ssa, table } => {
                    let Some(op) = next else {
                        self.mem_cache.clear();
                        continue;
                    };
                    self.stack.push(Frame::Block {
                        next: body.next_op(op),
                        ssa,
                        table,
                    });
                    self.visit_op(body, op, ssa, table);
                }
                Frame::Op {
                    op,
                    ssa,
                    table,
                    fresh,
                } => {
                    if fresh {
                        self.depth -= 1;
                    }
                    self.simplify_operation(body, op, ssa, table);
                }
                Frame::Node {
                    region,
                    node,
                    next,
                    table,
                } => {
                    let tree = self.dom.tree(body, region);
                    match tree.child(node, next) {
                        Some(child) => {
                            let block = tree.block(child);
                            self.stack.push(Frame::Node {
                                region,
                                node,
                                next: next + 1,
                                table,
                            });
                            self.tables[table].push_scope();
                            self.stack.push(Frame::Node {
                                region,
                                node: child,
                                next: 0,
                                table,
                            });
                            self.push_block(body, block, true, table);
                        }
                        None => self.tables[table].pop_scope(),
                    }
                }
                Frame::PopScope { table } => self.tables[table].pop_scope(),
            }
        }
    }

    fn push_block(&mut self, body: &Body, block: Block, ssa: bool, table: usize) {
        self.stack.push(Frame::Block {
            next: body.first_op(block),
            ssa,
            table,
        });
    }

    /// MLIR's `simplifyRegion`, up to the blocks it queues.
    fn enter_region(&mut self, body: &Body, region: Region, ssa: bool, table: usize) {
        let mut blocks = body.region_blocks(region);
        let Some(entry) = blocks.next() else {
            return;
        };
        if blocks.next().is_none() {
            self.tables[table].push_scope();
            self.stack.push(Frame::PopScope { table });
            self.push_block(body, entry, ssa, table);
            return;
        }
        if !ssa {
            return;
        }
        let root = self.dom.tree(body, region).root();
        self.tables[table].push_scope();
        self.stack.push(Frame::Node {
            region,
            node: root,
            next: 0,
            table,
        });
        self.push_block(body, entry, true, table);
    }

    /// One op of a block: queue its regions, then the op itself.
    fn visit_op(&mut self, body: &mut Body, op: Operation, ssa: bool, table: usize) {
        if body.num_regions(op) == 0 {
            self.simplify_operation(body, op, ssa, table);
            return;
        }
        if body.is_isolated(op) {
            // Its regions are another body, simplified after this one.
            self.isolated.insert(op, regions_of(self.ctx, body, op));
            self.simplify_operation(body, op, ssa, table);
            return;
        }
        let view = OpView::new(self.ctx, body, op);
        let fresh = view
            .info()
            .is_none_or(|i| i.has_trait::<IsolatedFromAbove>());
        let inner = if fresh {
            self.depth += 1;
            if self.tables.len() <= self.depth {
                self.tables.push(ScopedTable::default());
            }
            self.depth
        } else {
            table
        };
        self.stack.push(Frame::Op {
            op,
            ssa,
            table,
            fresh,
        });
        for (i, &region) in body.regions(op).iter().enumerate().rev() {
            self.stack.push(Frame::Region {
                region,
                ssa: has_ssa_dominance(view, i),
                table: inner,
            });
        }
    }

    /// MLIR's `simplifyOperation`: marks `op` for erasure when it is dead
    /// or a duplicate.
    fn simplify_operation(&mut self, body: &mut Body, op: Operation, ssa: bool, table: usize) {
        let ctx = self.ctx;
        let view = OpView::new(ctx, body, op);
        if view.has_trait::<IsTerminator>() {
            return;
        }
        if is_op_trivially_dead(view) {
            self.to_erase.push(op);
            self.stats.num_dce += 1;
            return;
        }
        if body
            .regions(op)
            .iter()
            .any(|&r| body.region_blocks(r).nth(1).is_some())
        {
            return;
        }
        let pure = is_memory_effect_free(view);
        if !pure && !has_single_effect(view, EffectKind::Read, None) {
            return;
        }
        let hash = op_hash(ctx, body, op);
        let existing = self.tables[table].lookup(ctx, body, op, hash);
        if !pure {
            if let Some(existing) = existing
                && body.parent_block(existing) == body.parent_block(op)
                && !self.write_in_between(body, existing, op)
            {
                self.replace(body, op, existing, ssa, table);
                return;
            }
            self.tables[table].insert(op, hash);
            return;
        }
        match existing {
            Some(existing) => self.replace(body, op, existing, ssa, table),
            None => self.tables[table].insert(op, hash),
        }
    }

    /// MLIR's `replaceUsesAndDelete`.
    fn replace(
        &mut self,
        body: &mut Body,
        op: Operation,
        existing: Operation,
        ssa: bool,
        table: usize,
    ) {
        let with: SmallVec<[_; 2]> = body.results(existing).collect();
        if ssa {
            self.listener.op_replaced(body, op, &with);
            body.replace_all_op_uses_with(op, &with);
            self.to_erase.push(op);
        } else {
            // Only uses by ops not visited yet: a visited op is in the
            // table (or equivalent to one there).
            let (ctx, known) = (self.ctx, &self.tables[table]);
            let results: SmallVec<[_; 2]> = body.results(op).collect();
            for (from, &to) in results.into_iter().zip(&with) {
                body.replace_uses_with_if(from, to, |b, u| {
                    let owner = b.use_owner(u);
                    known
                        .lookup(ctx, b, owner, op_hash(ctx, b, owner))
                        .is_none()
                });
            }
            if body.op_use_empty(op) {
                self.to_erase.push(op);
            }
        }
        let ctx = self.ctx;
        if body.op_loc(existing).is_unknown(ctx) && !body.op_loc(op).is_unknown(ctx) {
            let loc = body.op_loc(op);
            body.set_op_loc(existing, loc);
        }
        self.stats.num_cse += 1;
    }

    /// MLIR's `hasOtherSideEffectingOpInBetween`: whether an op strictly
    /// between `from` and `to` (same block) may write, recursively; unknown
    /// effects count as a write.
    fn write_in_between(&mut self, body: &Body, from: Operation, to: Operation) -> bool {
        let mut next = body.next_op(from);
        if let Some(&(upto, wrote)) = self.mem_cache.get(&from) {
            if wrote {
                return true;
            }
            next = Some(upto);
        }
        while let Some(o) = next {
            if o == to {
                break;
            }
            let writes = effects_recursively(OpView::new(self.ctx, body, o))
                .is_none_or(|e| e.iter().any(|(_, e)| e.kind == EffectKind::Write));
            if writes {
                self.mem_cache.insert(from, (o, true));
                return true;
            }
            next = body.next_op(o);
        }
        self.mem_cache.insert(from, (to, false));
        false
    }
}
