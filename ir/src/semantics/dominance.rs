//! Dominance (MLIR's `DominanceInfo`): a dominator tree per multi-block
//! region of one [`Body`], built on first use and cached, with the block
//! and op queries passes and the verifier ask.
//!
//! A tree is computed with Cooper, Harvey and Kennedy's iterative
//! algorithm over the reverse post-order of a depth-first walk from the
//! entry block (successors in order), which gives the same immediate
//! dominators as LLVM's Semi-NCA; each node's children are kept in the
//! walk's pre-order, the order LLVM's tree lists them, so a pass that
//! walks the tree (CSE) visits blocks as MLIR does. Children are stored
//! flat (one index array per tree, not a `Vec` per node). Blocks the
//! entry cannot reach are not in the tree: as in LLVM, everything
//! dominates them and they dominate nothing.
//!
//! The cache is keyed by region and belongs to one body: ids of another
//! body mean nothing to it (each isolated op has its own). The queries
//! ignore region kinds; a pass asks
//! [`has_ssa_dominance`](crate::semantics::interfaces::region_kind::has_ssa_dominance)
//! first where graph regions matter. A tree stays valid while no block of
//! its region is added, removed or re-linked; call
//! [`DominanceInfo::invalidate`] after such edits.
//!
//! ```
//! use ir::semantics::dominance::DominanceInfo;
//! use ir::text::{ParseOptions, parse_source};
//! use ir::Context;
//!
//! let ctx = Context::new();
//! let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
//! let m = parse_source(&ctx, r#"
//!   "t.r"() ({
//!     "t.br"() [^a, ^b] : () -> ()
//!   ^a:
//!     "t.br"() [^c] : () -> ()
//!   ^b:
//!     "t.br"() [^c] : () -> ()
//!   ^c:
//!     "t.end"() : () -> ()
//!   }) : () -> ()
//! "#, "s.mlir", &opts).unwrap();
//! let body = m.body.nested(m.op).unwrap();
//! let top = body.entry_block(body.root_regions()[0]).unwrap();
//! let r = body.regions(body.first_op(top).unwrap())[0];
//! let blocks: Vec<_> = body.region_blocks(r).collect();
//! let mut dom = DominanceInfo::new();
//! assert!(dom.properly_dominates_block(body, blocks[0], blocks[3]));
//! assert!(!dom.properly_dominates_block(body, blocks[1], blocks[3]));
//! let tree = dom.tree(body, r);
//! // The entry's children, in the order MLIR's tree lists them.
//! let kids: Vec<_> = tree.children(tree.root()).map(|n| tree.block(n)).collect();
//! assert_eq!(kids, [blocks[1], blocks[3], blocks[2]]);
//! ```

use crate::storage::body::{Block, Body, Operation, Region};
use rustc_hash::FxHashMap;

/// A node of a [`DomTree`]: a reachable block, by its position in the
/// tree.
pub type DomNode = u32;

/// The dominator tree of one region's blocks.
#[derive(Debug, Default)]
pub struct DomTree {
    /// Reachable blocks in reverse post-order; a node is an index here and
    /// the entry is node 0.
    blocks: Vec<Block>,
    /// Block -> node; absent = unreachable.
    node: FxHashMap<Block, DomNode>,
    /// Immediate dominator of each node (the entry's is itself).
    idom: Vec<DomNode>,
    /// `kids[first[n]..first[n + 1]]` are node `n`'s children, in
    /// pre-order.
    first: Vec<u32>,
    kids: Vec<DomNode>,
}

impl DomTree {
    /// The tree of `region`'s blocks (empty for an empty region).
    pub fn build(body: &Body, region: Region) -> DomTree {
        let Some(entry) = body.entry_block(region) else {
            return DomTree::default();
        };
        let succs = |b: Block| -> Vec<Block> {
            body.last_op(b)
                .map(|t| {
                    body.successors(t)
                        .filter(|&s| body.block_parent(s) == Some(region))
                        .collect()
                })
                .unwrap_or_default()
        };
        // Depth-first from the entry: pre-order when a block is first
        // seen, post-order when its successors are done.
        let mut pre: Vec<Block> = vec![entry];
        let mut post: Vec<Block> = Vec::new();
        let mut seen: FxHashMap<Block, ()> = FxHashMap::default();
        seen.insert(entry, ());
        let mut stack: Vec<(Block, Vec<Block>, usize)> = vec![(entry, succs(entry), 0)];
        while let Some((b, ss, i)) = stack.last_mut() {
            if *i < ss.len() {
                let s = ss[*i];
                *i += 1;
                if seen.insert(s, ()).is_none() {
                    pre.push(s);
                    let next = succs(s);
                    stack.push((s, next, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        post.reverse();
        let blocks = post;
        let node: FxHashMap<Block, DomNode> = blocks
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i as DomNode))
            .collect();
        let preds: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                body.predecessors(b)
                    .filter_map(|p| body.parent_block(p))
                    .filter_map(|pb| node.get(&pb).map(|&n| n as usize))
                    .collect()
            })
            .collect();
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; blocks.len()];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..blocks.len() {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        let (mut x, mut y) = (p, new);
                        while x != y {
                            while x > y {
                                x = idom[x];
                            }
                            while y > x {
                                y = idom[y];
                            }
                        }
                        x
                    };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        let idom: Vec<DomNode> = idom.into_iter().map(|d| d as DomNode).collect();
        // Children lists, flat, each in pre-order.
        let mut first = vec![0u32; blocks.len() + 1];
        for &d in &idom[1..] {
            first[d as usize + 1] += 1;
        }
        for i in 1..first.len() {
            first[i] += first[i - 1];
        }
        let mut fill = first.clone();
        let mut kids = vec![0; blocks.len().saturating_sub(1)];
        for b in &pre[1..] {
            let n = node[b];
            let slot = &mut fill[idom[n as usize] as usize];
            kids[*slot as usize] = n;
            *slot += 1;
        }
        DomTree {
            blocks,
            node,
            idom,
            first,
            kids,
        }
    }

    /// The entry block's node.
    pub fn root(&self) -> DomNode {
        0
    }

    /// The block of node `n`.
    pub fn block(&self, n: DomNode) -> Block {
        self.blocks[n as usize]
    }

    /// The node of `block`, `None` when the entry does not reach it.
    pub fn node(&self, block: Block) -> Option<DomNode> {
        self.node.get(&block).copied()
    }

    /// The children of node `n`, in the order MLIR's tree lists them.
    pub fn children(&self, n: DomNode) -> impl ExactSizeIterator<Item = DomNode> + '_ {
        let (a, b) = (self.first[n as usize], self.first[n as usize + 1]);
        self.kids[a as usize..b as usize].iter().copied()
    }

    /// The `i`th child of node `n`, if it has that many.
    pub fn child(&self, n: DomNode, i: usize) -> Option<DomNode> {
        let (a, b) = (self.first[n as usize] as usize, self.first[n as usize + 1]);
        let at = a + i;
        (at < b as usize).then(|| self.kids[at])
    }

    /// Whether the entry block reaches `block`.
    pub fn reachable(&self, block: Block) -> bool {
        self.node.contains_key(&block)
    }

    /// Whether `a` dominates `b` and differs from it (LLVM's semantics: an
    /// unreachable block is dominated by everything and dominates nothing).
    pub fn properly_dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return false;
        }
        let Some(bi) = self.node(b) else {
            return true;
        };
        let Some(ai) = self.node(a) else {
            return false;
        };
        let mut x = bi;
        while x != 0 {
            x = self.idom[x as usize];
            if x == ai {
                return true;
            }
        }
        false
    }
}

/// The ancestor of `block` (itself included) whose parent is `region`,
/// `None` when `block` is not inside `region`.
pub fn ancestor_block_in(body: &Body, region: Region, mut block: Block) -> Option<Block> {
    loop {
        let r = body.block_parent(block)?;
        if r == region {
            return Some(block);
        }
        block = body.parent_block(body.region_owner(r)?)?;
    }
}

/// The ancestor of `op` (itself included) whose parent is `region`, `None`
/// when `op` is not inside `region`.
pub fn ancestor_op_in(body: &Body, region: Region, mut op: Operation) -> Option<Operation> {
    loop {
        let r = body.parent_region(op)?;
        if r == region {
            return Some(op);
        }
        op = body.region_owner(r)?;
    }
}

/// The dominator trees of one body's regions, built when first asked for.
#[derive(Debug, Default)]
pub struct DominanceInfo {
    trees: FxHashMap<Region, DomTree>,
}

impl DominanceInfo {
    /// No trees yet.
    pub fn new() -> DominanceInfo {
        DominanceInfo::default()
    }

    /// Forgets every tree (after blocks were added, removed or re-linked).
    pub fn invalidate(&mut self) {
        self.trees.clear();
    }

    /// Forgets the tree of `region`.
    pub fn invalidate_region(&mut self, region: Region) {
        self.trees.remove(&region);
    }

    /// The dominator tree of `region` (stored in `body`).
    pub fn tree(&mut self, body: &Body, region: Region) -> &DomTree {
        self.trees
            .entry(region)
            .or_insert_with(|| DomTree::build(body, region))
    }

    /// Whether block `a` dominates block `b` and differs from it; `b` may
    /// be nested in a region of an op inside `a`'s region.
    pub fn properly_dominates_block(&mut self, body: &Body, a: Block, b: Block) -> bool {
        if a == b {
            return false;
        }
        let Some(region) = body.block_parent(a) else {
            return false;
        };
        match ancestor_block_in(body, region, b) {
            None => false,
            Some(x) if x == a => true,
            Some(x) => self.tree(body, region).properly_dominates(a, x),
        }
    }

    /// Whether block `a` dominates block `b` (every block dominates
    /// itself).
    pub fn dominates_block(&mut self, body: &Body, a: Block, b: Block) -> bool {
        a == b || self.properly_dominates_block(body, a, b)
    }

    /// Whether op `a` dominates op `b` and differs from it: `a` comes first
    /// in their common block, or `a`'s block properly dominates the block
    /// of `b` (or of the ancestor of `b` in `a`'s region). An op does not
    /// dominate the ops nested in it.
    pub fn properly_dominates(&mut self, body: &Body, a: Operation, b: Operation) -> bool {
        if a == b {
            return false;
        }
        let Some(region) = body.parent_region(a) else {
            return false;
        };
        let Some(x) = ancestor_op_in(body, region, b) else {
            return false;
        };
        if x == a {
            return false;
        }
        let (ab, xb) = (body.parent_block(a), body.parent_block(x));
        match (ab, xb) {
            (Some(ab), Some(xb)) if ab == xb => body.is_before_in_block(a, x),
            (Some(ab), Some(xb)) => self.tree(body, region).properly_dominates(ab, xb),
            _ => false,
        }
    }

    /// Whether op `a` dominates op `b` (every op dominates itself).
    pub fn dominates(&mut self, body: &Body, a: Operation, b: Operation) -> bool {
        a == b || self.properly_dominates(body, a, b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;
    use crate::text::{ParseOptions, parse_source};

    /// The blocks of the first op's first region in `src`, with the body.
    fn with_region(src: &str, f: impl FnOnce(&Body, Region, &[Block])) {
        let ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let m = parse_source(&ctx, src, "s.mlir", &opts).unwrap();
        let body = m.body.nested(m.op).unwrap();
        let top = body.entry_block(body.root_regions()[0]).unwrap();
        let r = body.regions(body.first_op(top).unwrap())[0];
        let blocks: Vec<Block> = body.region_blocks(r).collect();
        f(body, r, &blocks);
    }

    #[test]
    fn loops_and_unreachable_blocks() {
        let src = r#""t.r"() ({
            "t.br"() [^h] : () -> ()
          ^h:
            "t.br"() [^body, ^exit] : () -> ()
          ^body:
            "t.br"() [^h] : () -> ()
          ^exit:
            "t.end"() : () -> ()
          ^dead:
            "t.br"() [^exit] : () -> ()
          }) : () -> ()"#;
        with_region(src, |body, r, b| {
            let mut dom = DominanceInfo::new();
            assert!(dom.properly_dominates_block(body, b[1], b[2]));
            assert!(dom.properly_dominates_block(body, b[1], b[3]));
            assert!(!dom.properly_dominates_block(body, b[2], b[3]));
            assert!(!dom.properly_dominates_block(body, b[2], b[1]));
            // Unreachable: dominated by everything, dominating nothing.
            assert!(dom.properly_dominates_block(body, b[2], b[4]));
            assert!(!dom.properly_dominates_block(body, b[4], b[3]));
            let tree = dom.tree(body, r);
            assert!(!tree.reachable(b[4]));
            let h = tree.node(b[1]).unwrap();
            let kids: Vec<Block> = tree.children(h).map(|n| tree.block(n)).collect();
            assert_eq!(kids, [b[2], b[3]]);
            assert_eq!(tree.child(h, 1).map(|n| tree.block(n)), Some(b[3]));
            assert_eq!(tree.child(h, 2), None);
        });
    }

    #[test]
    fn ops_dominate_later_ops_and_nested_ones() {
        let src = r#""t.r"() ({
            %0 = "t.a"() : () -> i32
            "t.br"() [^next] : () -> ()
          ^next:
            "t.inner"() ({
              "t.use"(%0) : (i32) -> ()
            }) : () -> ()
            "t.end"() : () -> ()
          }) : () -> ()"#;
        with_region(src, |body, _, b| {
            let mut dom = DominanceInfo::new();
            let a = body.first_op(b[0]).unwrap();
            let br = body.next_op(a).unwrap();
            let inner = body.first_op(b[1]).unwrap();
            let ib = body.entry_block(body.regions(inner)[0]).unwrap();
            let user = body.first_op(ib).unwrap();
            assert!(dom.properly_dominates(body, a, br));
            assert!(!dom.properly_dominates(body, br, a));
            assert!(dom.properly_dominates(body, a, user));
            assert!(!dom.properly_dominates(body, inner, user));
            assert!(dom.dominates(body, inner, inner));
            assert!(dom.dominates_block(body, b[0], ib));
        });
    }
}
