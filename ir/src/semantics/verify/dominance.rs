//! Dominance checking of the operands in an isolated op's regions.
//!
//! Each multi-block region gets a dominator tree (Cooper, Harvey and
//! Kennedy's iterative algorithm over the reverse post-order), built only
//! when a query crosses blocks. Order inside a block is read from numbers
//! assigned while the blocks are scanned, so a check is O(1) instead of
//! walking the block (`is_before_in_block`) for every use; a scan-time
//! number is only present for ops already passed, which is exactly "comes
//! before". The trees are the shared
//! [`DomTree`]s of [`crate::semantics::dominance`]; the cache of them is
//! cached in a `DominanceInfo`; order inside a block comes from the
//! scan numbers kept here instead of its `is_before_in_block` walk.

use super::Checker;
use crate::semantics::diag::Diagnostic;
use crate::semantics::dominance::{DomTree, DominanceInfo, ancestor_block_in, ancestor_op_in};
use crate::semantics::interfaces::region_kind::is_graph_region;
use crate::storage::body::{Block, Body, Operation, Region, Value, ValueDef};
use crate::storage::entity::EntityRef;
use crate::uniqued::location::Location;

/// Where a definition's region is relative to its use's region.
enum Relation {
    Same,
    Parent,
    Child,
    Neither,
}

/// Dominance queries inside the body of one isolated op.
struct Dominance<'a> {
    body: &'a Body,
    /// The op owning the body's root regions, in the body that stores it.
    root: (&'a Body, Operation),
    trees: DominanceInfo,
    /// Scan order number of each op (0 = not yet scanned).
    order: Vec<u32>,
    next_order: u32,
}

impl<'a> Dominance<'a> {
    /// Whether `region` lacks SSA dominance. As in MLIR, a region with
    /// several blocks always has it; a single-block region lacks it when its
    /// owner's `RegionKindInterface` (or `HasOnlyGraphRegion`) makes it a
    /// graph region, or the owner is unregistered (its kind unknown).
    fn is_graph(&self, region: Region, ck: &Checker<'_>) -> bool {
        if self.body.region_blocks(region).nth(1).is_some() {
            return false;
        }
        match self.body.region_owner(region) {
            Some(op) => is_graph_region(ck.ctx, self.body, op, region),
            None => is_graph_region(ck.ctx, self.root.0, self.root.1, region),
        }
    }

    fn tree(&mut self, region: Region) -> &DomTree {
        self.trees.tree(self.body, region)
    }

    fn reachable(&mut self, block: Block) -> bool {
        let region = self.body.block_parent(block).expect("placed block");
        if self.body.entry_block(region) == Some(block) {
            return true;
        }
        self.tree(region).reachable(block)
    }

    fn is_before(&self, a: Operation, b: Operation) -> bool {
        let n = |o: Operation| self.order.get(o.index()).copied().unwrap_or(0);
        let (na, nb) = (n(a), n(b));
        na != 0 && (nb == 0 || na < nb)
    }

    fn block_properly_dominates(&mut self, ck: &Checker<'_>, a: Block, b: Block) -> bool {
        let region_a = self.body.block_parent(a).expect("placed block");
        if a == b {
            return self.is_graph(region_a, ck);
        }
        let mut b = b;
        if Some(region_a) != self.body.block_parent(b) {
            match ancestor_block_in(self.body, region_a, b) {
                None => return false,
                Some(x) if x == a => return true,
                Some(x) => b = x,
            }
        }
        self.tree(region_a).properly_dominates(a, b)
    }

    fn value_properly_dominates(&mut self, ck: &Checker<'_>, v: Value, user: Operation) -> bool {
        let user_block = self.body.parent_block(user).expect("placed op");
        let def = match self.body.value_def(v) {
            ValueDef::BlockArgument(block, _) => {
                return block == user_block || self.block_properly_dominates(ck, block, user_block);
            }
            ValueDef::Result(op, _) => op,
        };
        let Some(a_block) = self.body.parent_block(def) else {
            return false;
        };
        let a_region = self.body.block_parent(a_block).expect("placed block");
        if def == user {
            return self.is_graph(a_region, ck);
        }
        let mut b = user;
        let mut b_block = user_block;
        if Some(a_region) != self.body.block_parent(user_block) {
            match ancestor_op_in(self.body, a_region, user) {
                None => return false,
                Some(x) => {
                    b = x;
                    b_block = self.body.parent_block(x).expect("placed op");
                }
            }
        }
        if a_block == b_block {
            // A def before its use dominates it in any region kind.
            return self.is_before(def, b) || self.is_graph(a_region, ck);
        }
        self.tree(a_region).properly_dominates(a_block, b_block)
    }

    /// Whether `outer` strictly contains `inner`.
    fn region_contains(&self, outer: Region, inner: Region) -> bool {
        let mut r = inner;
        loop {
            let Some(owner) = self.body.region_owner(r) else {
                return false;
            };
            let Some(parent) = self.body.parent_region(owner) else {
                return false;
            };
            if parent == outer {
                return true;
            }
            r = parent;
        }
    }

    fn relation(&self, use_region: Region, def_region: Region) -> Relation {
        if use_region == def_region {
            Relation::Same
        } else if self.region_contains(def_region, use_region) {
            Relation::Parent
        } else if self.region_contains(use_region, def_region) {
            Relation::Child
        } else {
            Relation::Neither
        }
    }

    fn diagnose(
        &self,
        ck: &Checker<'_>,
        user: Operation,
        index: usize,
        owner_loc: Location,
    ) -> Diagnostic {
        let body = self.body;
        let mut d = ck.op_error(
            body,
            user,
            format!("operand #{index} does not dominate this use"),
        );
        let v = body.operand(user, index);
        let use_block = body.parent_block(user).expect("placed op");
        let use_region = body.block_parent(use_block).expect("placed block");
        match body.value_def(v) {
            ValueDef::Result(def, _) => {
                let def_block = body.parent_block(def).expect("placed op");
                let def_region = body.block_parent(def_block).expect("placed block");
                let what = if def_block == use_block {
                    "op in the same block"
                } else {
                    match self.relation(use_region, def_region) {
                        Relation::Same => "op in the same region",
                        Relation::Parent => "op in a parent region",
                        Relation::Child => "op in a child region",
                        Relation::Neither => "op is neither in a parent nor in a child region",
                    }
                };
                d.attach_note(body.op_loc(def), format!("operand defined here ({what})"));
            }
            ValueDef::BlockArgument(block, _) => {
                let def_region = body.block_parent(block).expect("placed block");
                let loc = body
                    .region_owner(def_region)
                    .map_or(owner_loc, |o| body.op_loc(o));
                let index = body
                    .region_blocks(def_region)
                    .position(|b| b == block)
                    .unwrap_or(0);
                let rel = match self.relation(use_region, def_region) {
                    Relation::Same => "in the same region",
                    Relation::Parent => "in a parent region",
                    Relation::Child => "in a child region",
                    Relation::Neither => "neither in a parent nor in a child region",
                };
                d.attach_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {rel})"),
                );
            }
        }
        d
    }
}

/// Checks that every operand dominates its use in the regions of the
/// isolated (or root) op `op`, stored in `body`, skipping nested isolated
/// ops. Returns the first violation, as MLIR does.
pub(super) fn verify_dominance(
    ck: &Checker<'_>,
    body: &Body,
    op: Operation,
) -> Result<(), Diagnostic> {
    let rb = body.region_body(op);
    let mut dom = Dominance {
        body: rb,
        root: (body, op),
        trees: DominanceInfo::new(),
        order: vec![0; rb.ops.capacity_used()],
        next_order: 1,
    };
    let owner_loc = body.op_loc(op);
    // MLIR's order: a LIFO worklist of ops whose regions are scanned whole.
    let mut work: Vec<Option<Operation>> = vec![None];
    while let Some(item) = work.pop() {
        let regions = match item {
            None => body.regions(op),
            Some(o) => rb.regions(o),
        };
        for &region in regions {
            for block in rb.region_blocks(region) {
                let reachable = dom.reachable(block);
                for o in rb.block_ops(block) {
                    let i = o.index();
                    if dom.order.len() <= i {
                        dom.order.resize(i + 1, 0);
                    }
                    dom.order[i] = dom.next_order;
                    dom.next_order += 1;
                    if reachable {
                        for (k, v) in rb.operands(o).enumerate() {
                            if !dom.value_properly_dominates(ck, v, o) {
                                return Err(dom.diagnose(ck, o, k, owner_loc));
                            }
                        }
                    }
                    if rb.num_regions(o) != 0 && !rb.is_isolated(o) {
                        work.push(Some(o));
                    }
                }
            }
        }
    }
    Ok(())
}
