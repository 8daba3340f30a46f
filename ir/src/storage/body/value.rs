//! Values and their use-lists.
//!
//! Each value heads a doubly-linked list of the operand slots that use it,
//! so adding or dropping a use is O(1) and replace-all-uses is O(uses).
//! A successor slot is likewise a use of its block (the block's predecessor
//! list).

use super::*;

/// Where a value is defined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// The `index`-th result of `op`.
    Result(Operation, usize),
    /// The `index`-th argument of `block`.
    BlockArgument(Block, usize),
}

/// Iterates the operand slots that use a value.
#[derive(Debug, Clone)]
pub struct UseIter<'a> {
    body: &'a Body,
    cur: Option<OpOperand>,
}

impl Iterator for UseIter<'_> {
    type Item = OpOperand;
    #[inline]
    fn next(&mut self) -> Option<OpOperand> {
        let u = self.cur?;
        self.cur = self.body.operands[u].next.expand();
        Some(u)
    }
}

impl Body {
    /// The value's type.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// Changes the value's type (MLIR's `setType`).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    /// Where the value is defined.
    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        let d = &self.values[v];
        if d.index & BLOCK_ARG_BIT != 0 {
            ValueDef::BlockArgument(
                Block::from_u32(d.owner),
                (d.index & !BLOCK_ARG_BIT) as usize,
            )
        } else {
            ValueDef::Result(Operation::from_u32(d.owner), d.index as usize)
        }
    }

    /// Whether `v` is a placeholder (see `create_placeholder_value`): a
    /// value no op or block defines yet.
    #[inline]
    pub fn is_placeholder_value(&self, v: Value) -> bool {
        self.values[v].owner == u32::MAX
    }

    /// The defining op of a result, `None` for a block argument or a
    /// placeholder.
    pub fn defining_op(&self, v: Value) -> Option<Operation> {
        if self.is_placeholder_value(v) {
            return None;
        }
        match self.value_def(v) {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArgument(..) => None,
        }
    }

    /// The block in which the value is defined.
    pub fn value_parent_block(&self, v: Value) -> Option<Block> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => self.parent_block(op),
            ValueDef::BlockArgument(b, _) => Some(b),
        }
    }

    /// The operand slots using `v`, most recent first.
    #[inline]
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter {
            body: self,
            cur: self.values[v].first_use.expand(),
        }
    }

    /// Whether `v` has no uses.
    #[inline]
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v].first_use.is_none()
    }

    /// Whether `v` has exactly one use.
    pub fn has_one_use(&self, v: Value) -> bool {
        self.values[v]
            .first_use
            .expand()
            .is_some_and(|u| self.operands[u].next.is_none())
    }

    /// Whether no result of `op` has a use.
    pub fn op_use_empty(&self, op: Operation) -> bool {
        self.results(op).all(|v| self.use_empty(v))
    }

    /// The op owning an operand slot.
    #[inline]
    pub fn use_owner(&self, u: OpOperand) -> Operation {
        self.operands[u].owner
    }

    /// The value an operand slot holds.
    #[inline]
    pub fn use_value(&self, u: OpOperand) -> Value {
        self.operands[u]
            .value
            .expect("operand slot without a value")
    }

    /// The position of an operand slot among its owner's operands.
    #[inline]
    pub fn use_operand_number(&self, u: OpOperand) -> usize {
        u.index() - self.ops[self.operands[u].owner].operands.index()
    }

    /// Replaces every use of `from` with `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let mut cur = self.values[from].first_use.take();
        while let Some(u) = cur {
            cur = self.operands[u].next.expand();
            self.operands[u].value = to.into();
            self.operands[u].prev = None.into();
            self.operands[u].next = None.into();
            self.link_use(u);
        }
    }

    /// Replaces the uses of `from` for which `pred(body, use)` holds.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, OpOperand) -> bool,
    ) {
        if from == to {
            return;
        }
        let chosen: Vec<OpOperand> = self.uses(from).filter(|&u| pred(self, u)).collect();
        for u in chosen {
            self.unlink_use(u);
            self.operands[u].value = to.into();
            self.link_use(u);
        }
    }

    /// Replaces each result of `op` with the value at the same position.
    pub fn replace_all_op_uses_with(&mut self, op: Operation, values: &[Value]) {
        assert_eq!(
            values.len(),
            self.num_results(op),
            "replacement count mismatch"
        );
        for (i, &v) in values.iter().enumerate() {
            let r = self.result(op, i);
            self.replace_all_uses_with(r, v);
        }
    }

    /// Creates a value with no definition yet, for forward references: it
    /// must be replaced (replace-all-uses) before the IR is used.
    pub fn create_placeholder_value(&mut self, ty: Type) -> Value {
        self.values.alloc_run(1, |_| ValueData {
            ty,
            owner: u32::MAX,
            index: 0,
            first_use: None.into(),
        })
    }

    /// Frees a placeholder value that has no uses left.
    pub fn free_placeholder_value(&mut self, v: Value) {
        assert!(
            self.use_empty(v),
            "freeing a placeholder that still has uses"
        );
        self.values.release_run(v, 1);
    }

    pub(crate) fn link_use(&mut self, u: OpOperand) {
        let Some(v) = self.operands[u].value.expand() else {
            return;
        };
        let head = self.values[v].first_use;
        self.operands[u].next = head;
        self.operands[u].prev = None.into();
        if let Some(h) = head.expand() {
            self.operands[h].prev = u.into();
        }
        self.values[v].first_use = u.into();
    }

    pub(crate) fn unlink_use(&mut self, u: OpOperand) {
        let Some(v) = self.operands[u].value.expand() else {
            return;
        };
        let (prev, next) = (self.operands[u].prev, self.operands[u].next);
        // A use already unlinked (no neighbours, not the head) stays so:
        // unlinking it twice must not cut the value's use-list.
        if prev.expand().is_none() && self.values[v].first_use.expand() != Some(u) {
            return;
        }
        match prev.expand() {
            Some(p) => self.operands[p].next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next.expand() {
            self.operands[n].prev = prev;
        }
        self.operands[u].prev = None.into();
        self.operands[u].next = None.into();
    }

    pub(crate) fn link_block_use(&mut self, s: BlockOperand) {
        let b = self.succs[s].block;
        let head = self.blocks[b].first_pred;
        self.succs[s].next = head;
        self.succs[s].prev = None.into();
        if let Some(h) = head.expand() {
            self.succs[h].prev = s.into();
        }
        self.blocks[b].first_pred = s.into();
    }

    pub(crate) fn unlink_block_use(&mut self, s: BlockOperand) {
        let b = self.succs[s].block;
        let (prev, next) = (self.succs[s].prev, self.succs[s].next);
        match prev.expand() {
            Some(p) => self.succs[p].next = next,
            None => self.blocks[b].first_pred = next,
        }
        if let Some(n) = next.expand() {
            self.succs[n].prev = prev;
        }
        self.succs[s].prev = None.into();
        self.succs[s].next = None.into();
    }
}
