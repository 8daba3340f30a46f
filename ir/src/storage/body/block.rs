//! Blocks and regions: creation, arguments, placement, predecessors, split.

use super::*;

impl Body {
    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> Block {
        self.blocks.alloc(BlockData::default())
    }

    /// Creates a block at the end of `region`.
    pub fn append_new_block(&mut self, region: Region) -> Block {
        let b = self.create_block();
        self.append_block(region, b);
        b
    }

    /// Places a detached block at the end of `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        let last = self.regions[region].last_block.expand();
        self.link_block(block, region, last, None);
    }

    /// Places a detached block right before `before`.
    pub fn insert_block_before(&mut self, before: Block, block: Block) {
        let region = self.blocks[before]
            .parent
            .expand()
            .expect("anchor block is not placed");
        let prev = self.blocks[before].prev.expand();
        self.link_block(block, region, prev, Some(before));
    }

    /// Places a detached block right after `after`.
    pub fn insert_block_after(&mut self, after: Block, block: Block) {
        let region = self.blocks[after]
            .parent
            .expand()
            .expect("anchor block is not placed");
        let next = self.blocks[after].next.expand();
        self.link_block(block, region, Some(after), next);
    }

    fn link_block(
        &mut self,
        block: Block,
        region: Region,
        prev: Option<Block>,
        next: Option<Block>,
    ) {
        debug_assert!(
            self.blocks[block].parent.is_none(),
            "{block} is already placed"
        );
        let d = &mut self.blocks[block];
        d.parent = region.into();
        d.prev = prev.into();
        d.next = next.into();
        match prev {
            Some(p) => self.blocks[p].next = block.into(),
            None => self.regions[region].first_block = block.into(),
        }
        match next {
            Some(n) => self.blocks[n].prev = block.into(),
            None => self.regions[region].last_block = block.into(),
        }
    }

    /// Unlinks a block from its region, keeping it and its ops alive.
    pub fn detach_block(&mut self, block: Block) {
        let Some(region) = self.blocks[block].parent.expand() else {
            return;
        };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev.expand() {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first_block = next,
        }
        match next.expand() {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last_block = prev,
        }
        let d = &mut self.blocks[block];
        d.parent = None.into();
        d.prev = None.into();
        d.next = None.into();
    }

    /// Erases a block with its ops. Its arguments and results of its ops
    /// must have no uses outside it, and it must have no predecessors left.
    pub fn erase_block(&mut self, block: Block) {
        self.detach_block(block);
        // `erase_op` unlinks each op's operands from their use-lists.
        while let Some(op) = self.blocks[block].last_op.expand() {
            self.erase_op(op);
        }
        self.free_block(block);
    }

    pub(crate) fn free_block(&mut self, block: Block) {
        // Ops were freed by the caller (erase_op frees nested ops itself).
        let args = core::mem::take(&mut self.blocks[block].args);
        for v in args {
            assert!(
                self.use_empty(v),
                "erasing a block whose argument still has uses"
            );
            self.values.release_run(v, 1);
        }
        self.blocks[block] = BlockData::default();
        self.blocks.release(block);
    }

    /// The region containing `block`.
    #[inline]
    pub fn block_parent(&self, block: Block) -> Option<Region> {
        self.blocks[block].parent.expand()
    }

    /// The op whose region contains `block`, within this body.
    pub fn block_parent_op(&self, block: Block) -> Option<Operation> {
        self.regions[self.block_parent(block)?].owner.expand()
    }

    /// The block's arguments.
    #[inline]
    pub fn block_args(&self, block: Block) -> &[Value] {
        &self.blocks[block].args
    }

    /// The `i`-th argument's location.
    pub fn block_arg_loc(&self, block: Block, i: usize) -> Location {
        self.blocks[block].arg_locs[i]
    }

    /// Sets the location of argument `i` of `block`.
    pub fn set_block_arg_loc(&mut self, block: Block, i: usize, loc: Location) {
        self.blocks[block].arg_locs[i] = loc;
    }

    /// Appends an argument of type `ty`.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let index = self.blocks[block].args.len() as u32 | BLOCK_ARG_BIT;
        let v = self.values.alloc_run(1, |_| ValueData {
            ty,
            owner: block.as_u32(),
            index,
            first_use: None.into(),
        });
        let d = &mut self.blocks[block];
        d.args.push(v);
        d.arg_locs.push(loc);
        v
    }

    /// Inserts an argument at position `i`.
    pub fn insert_block_arg(&mut self, block: Block, i: usize, ty: Type, loc: Location) -> Value {
        let v = self.add_block_arg(block, ty, loc);
        let d = &mut self.blocks[block];
        d.args.pop();
        d.arg_locs.pop();
        d.args.insert(i, v);
        d.arg_locs.insert(i, loc);
        self.renumber_args(block, i);
        v
    }

    /// Erases the `i`-th argument, which must have no uses.
    pub fn erase_block_arg(&mut self, block: Block, i: usize) {
        let v = self.blocks[block].args[i];
        assert!(
            self.use_empty(v),
            "erasing a block argument that still has uses"
        );
        let d = &mut self.blocks[block];
        d.args.remove(i);
        d.arg_locs.remove(i);
        self.values.release_run(v, 1);
        self.renumber_args(block, i);
    }

    fn renumber_args(&mut self, block: Block, from: usize) {
        for j in from..self.blocks[block].args.len() {
            let a = self.blocks[block].args[j];
            self.values[a].index = j as u32 | BLOCK_ARG_BIT;
        }
    }

    /// The ops of a block, in order.
    pub fn block_ops(&self, block: Block) -> BlockOps<'_> {
        BlockOps {
            body: self,
            cur: self.blocks[block].first_op.expand(),
        }
    }

    /// The first op of a block.
    #[inline]
    pub fn first_op(&self, block: Block) -> Option<Operation> {
        self.blocks[block].first_op.expand()
    }

    /// The last op of a block (its terminator, when it has one).
    #[inline]
    pub fn last_op(&self, block: Block) -> Option<Operation> {
        self.blocks[block].last_op.expand()
    }

    /// Whether the block holds no ops.
    pub fn block_is_empty(&self, block: Block) -> bool {
        self.blocks[block].first_op.is_none()
    }

    /// The next block in the region.
    #[inline]
    pub fn next_block(&self, block: Block) -> Option<Block> {
        self.blocks[block].next.expand()
    }

    /// The previous block in the region.
    #[inline]
    pub fn prev_block(&self, block: Block) -> Option<Block> {
        self.blocks[block].prev.expand()
    }

    /// The ops whose successor lists name `block` (with repetition).
    pub fn predecessors(&self, block: Block) -> impl Iterator<Item = Operation> + '_ {
        let mut cur = self.blocks[block].first_pred.expand();
        core::iter::from_fn(move || {
            let s = cur?;
            cur = self.succs[s].next.expand();
            Some(self.succs[s].owner)
        })
    }

    /// The block of the one predecessor edge of `block` (MLIR's
    /// `Block::getSinglePredecessor`): `None` when no edge or more than one
    /// reaches it, even when all come from one terminator (a `cf.cond_br`
    /// whose two successors are `block`).
    ///
    /// ```
    /// use ir::{Body, Context, Location, OperationState};
    ///
    /// let ctx = Context::new();
    /// let mut body = Body::with_root_regions(1);
    /// let region = body.root_regions()[0];
    /// let (entry, target) = (body.append_new_block(region), body.append_new_block(region));
    /// let mut st = OperationState::new(&ctx, "test.br", Location::unknown(&ctx));
    /// st.successors.push(target);
    /// let br = body.create_op(&ctx, &st);
    /// body.append_op(entry, br);
    /// assert_eq!(body.single_predecessor(target), Some(entry));
    /// assert_eq!(body.unique_predecessor(target), Some(entry));
    /// assert_eq!(body.single_predecessor(entry), None);
    ///
    /// // Two edges from one terminator: a unique predecessor, not a single one.
    /// body.erase_op(br);
    /// st.successors.push(target);
    /// let twice = body.create_op(&ctx, &st);
    /// body.append_op(entry, twice);
    /// assert_eq!(body.single_predecessor(target), None);
    /// assert_eq!(body.unique_predecessor(target), Some(entry));
    /// ```
    pub fn single_predecessor(&self, block: Block) -> Option<Block> {
        let mut preds = self.predecessors(block);
        let first = preds.next()?;
        if preds.next().is_some() {
            return None;
        }
        self.parent_block(first)
    }

    /// The one block every predecessor edge of `block` comes from (MLIR's
    /// `Block::getUniquePredecessor`): unlike
    /// [`single_predecessor`](Self::single_predecessor), several edges from
    /// one block count as one; `None` when there is no edge or edges from
    /// two blocks.
    pub fn unique_predecessor(&self, block: Block) -> Option<Block> {
        let mut found = None;
        for pred in self.predecessors(block) {
            let from = self.parent_block(pred)?;
            match found {
                None => found = Some(from),
                Some(b) if b == from => {}
                Some(_) => return None,
            }
        }
        found
    }

    /// Whether some terminator branches to `block`.
    pub fn has_predecessors(&self, block: Block) -> bool {
        self.blocks[block].first_pred.is_some()
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new
    /// block placed right after `block`, which is returned.
    pub fn split_block(&mut self, block: Block, op: Operation) -> Block {
        debug_assert_eq!(self.parent_block(op), Some(block));
        let new = self.create_block();
        self.insert_block_after(block, new);
        let prev = self.prev_op(op);
        let last = self.blocks[block].last_op;
        match prev {
            Some(p) => self.ops[p].next = None.into(),
            None => self.blocks[block].first_op = None.into(),
        }
        self.blocks[block].last_op = prev.into();
        self.ops[op].prev = None.into();
        self.blocks[new].first_op = op.into();
        self.blocks[new].last_op = last;
        let mut cur = Some(op);
        while let Some(c) = cur {
            self.ops[c].parent = new.into();
            cur = self.next_op(c);
        }
        new
    }

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: Region) -> RegionBlocks<'_> {
        RegionBlocks {
            body: self,
            cur: self.regions[region].first_block.expand(),
        }
    }

    /// The entry block of a region.
    #[inline]
    pub fn entry_block(&self, region: Region) -> Option<Block> {
        self.regions[region].first_block.expand()
    }

    /// Whether a region has no blocks.
    pub fn region_is_empty(&self, region: Region) -> bool {
        self.regions[region].first_block.is_none()
    }

    /// The op owning `region` in this body, `None` for a root region.
    pub fn region_owner(&self, region: Region) -> Option<Operation> {
        self.regions[region].owner.expand()
    }

    /// The region's position among its owner's regions.
    pub fn region_number(&self, region: Region) -> usize {
        let list: &[Region] = match self.region_owner(region) {
            Some(op) => self.regions(op),
            None => &self.roots,
        };
        list.iter()
            .position(|&r| r == region)
            .expect("region not listed by its owner")
    }
}

/// Iterates a block's ops.
#[derive(Debug, Clone)]
pub struct BlockOps<'a> {
    body: &'a Body,
    cur: Option<Operation>,
}

impl Iterator for BlockOps<'_> {
    type Item = Operation;
    #[inline]
    fn next(&mut self) -> Option<Operation> {
        let o = self.cur?;
        self.cur = self.body.ops[o].next.expand();
        Some(o)
    }
}

/// Iterates a region's blocks.
#[derive(Debug, Clone)]
pub struct RegionBlocks<'a> {
    body: &'a Body,
    cur: Option<Block>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = Block;
    #[inline]
    fn next(&mut self) -> Option<Block> {
        let b = self.cur?;
        self.cur = self.body.blocks[b].next.expand();
        Some(b)
    }
}
