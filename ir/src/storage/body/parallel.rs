//! Disjoint `&mut` access to the nested bodies of isolated ops.
//!
//! Because each isolated op owns its regions' [`Body`], the bodies of
//! sibling isolated ops are disjoint fields of their parent body's side
//! table of op extras: a mutable iterator over that table hands out one
//! `&mut Body` per isolated op, and the borrow checker proves they do not
//! alias. This is what lets passes and the verifier work on sibling
//! functions in parallel with no locks and no `unsafe`.

use super::*;

impl Body {
    /// The isolated ops stored directly in this body (in any block) with
    /// their nested bodies, mutably, in no particular order.
    ///
    /// ```
    /// use ir::{Body, Context, Location, OperationState};
    /// use rayon::prelude::*;
    ///
    /// let ctx = Context::new();
    /// let mut top = Body::new();
    /// let st = OperationState { num_regions: 1, ..OperationState::new(&ctx, "builtin.module", Location::unknown(&ctx)) };
    /// top.create_op(&ctx, &st);
    /// top.create_op(&ctx, &st);
    /// let mut bodies: Vec<_> = top.isolated_bodies_mut().collect();
    /// bodies.par_iter_mut().for_each(|(_, body)| {
    ///     let r = body.root_regions()[0];
    ///     body.append_new_block(r);
    /// });
    /// ```
    pub fn isolated_bodies_mut(&mut self) -> impl Iterator<Item = (Operation, &mut Body)> {
        self.extras
            .values_mut()
            .filter_map(|x| Some((x.owner.expand()?, x.body.as_deref_mut()?)))
    }

    /// The isolated ops placed in `block`, in block order, with their nested
    /// bodies, mutably.
    pub fn isolated_bodies_in_block_mut(&mut self, block: Block) -> Vec<(Operation, &mut Body)> {
        let order: Vec<Operation> = self.block_ops(block).collect();
        let mut rank = vec![u32::MAX; self.ops.capacity_used()];
        for (i, op) in order.iter().enumerate() {
            rank[op.index()] = i as u32;
        }
        let mut out: Vec<(Operation, &mut Body)> = self
            .isolated_bodies_mut()
            .filter(|(op, _)| rank[op.index()] != u32::MAX)
            .collect();
        out.sort_by_key(|(op, _)| rank[op.index()]);
        out
    }
}

/// Mutable access to one isolated op: its own attributes and location, and
/// the body of its regions; not its operands or results, which belong to
/// the enclosing body's use-lists, nor its siblings. This is what a pass
/// scheduled on the op may change (MLIR's rule for op passes), and what
/// sibling ops can hand out to parallel workers at once.
#[derive(Debug)]
pub struct IsolatedOpMut<'a> {
    op: Operation,
    data: &'a mut OperationData,
    extra: &'a mut OpExtra,
}

impl<'a> IsolatedOpMut<'a> {
    /// The op's id in its enclosing body.
    pub fn op(&self) -> Operation {
        self.op
    }

    /// The op's name.
    pub fn name(&self) -> OperationName {
        self.data.name
    }

    /// The op's location.
    pub fn loc(&self) -> Location {
        self.data.loc
    }

    /// The inherent attributes.
    pub fn properties(&self) -> Attribute {
        self.data.props
    }

    /// Replaces the inherent attributes (an empty dictionary: none).
    pub fn set_properties(&mut self, a: Attribute) {
        self.data.props = a;
        self.extra.empty_properties = false;
    }

    /// The discardable attributes.
    pub fn attributes(&self) -> Attribute {
        self.data.attrs
    }

    /// Replaces the discardable attributes.
    pub fn set_attributes(&mut self, a: Attribute) {
        self.data.attrs = a;
    }

    /// The body of the op's regions.
    pub fn body(&self) -> &Body {
        self.extra.body.as_deref().expect("isolated op has a body")
    }

    /// The body of the op's regions, mutably.
    pub fn body_mut(&mut self) -> &mut Body {
        self.extra
            .body
            .as_deref_mut()
            .expect("isolated op has a body")
    }

    /// Reborrows for a shorter lifetime.
    pub fn reborrow(&mut self) -> IsolatedOpMut<'_> {
        IsolatedOpMut {
            op: self.op,
            data: self.data,
            extra: self.extra,
        }
    }
}

impl Body {
    /// The isolated op `op` of this body as an [`IsolatedOpMut`].
    pub fn isolated_op_mut(&mut self, op: Operation) -> Option<IsolatedOpMut<'_>> {
        let e = self.ops[op].extra.expand()?;
        let extra = &mut self.extras[e];
        extra.body.as_ref()?;
        let data = &mut self.ops[op];
        Some(IsolatedOpMut { op, data, extra })
    }

    /// The isolated ops placed in `block`, in block order, as
    /// [`IsolatedOpMut`]s that may be used in parallel.
    pub fn isolated_ops_in_block_mut(&mut self, block: Block) -> Vec<IsolatedOpMut<'_>> {
        let order: Vec<Operation> = self.block_ops(block).collect();
        let mut rank = vec![u32::MAX; self.ops.capacity_used()];
        for (i, op) in order.iter().enumerate() {
            rank[op.index()] = i as u32;
        }
        // One `&mut` per extra, claimed by the op that owns it.
        let mut extras: Vec<Option<&mut OpExtra>> = self
            .extras
            .values_mut()
            .map(|x| x.body.is_some().then_some(x))
            .collect();
        let mut out: Vec<IsolatedOpMut<'_>> = self
            .ops
            .iter_mut()
            .filter(|(id, _)| rank[id.index()] != u32::MAX)
            .filter_map(|(op, data)| {
                let extra = extras.get_mut(data.extra.expand()?.index())?.take()?;
                Some(IsolatedOpMut { op, data, extra })
            })
            .collect();
        out.sort_by_key(|o| rank[o.op.index()]);
        out
    }
}

impl OperationData {
    /// A slot with no contents, left behind while the data is lent out.
    fn vacant() -> OperationData {
        OperationData {
            name: OperationName::ERASED,
            loc: Location(0),
            parent: None.into(),
            prev: None.into(),
            next: None.into(),
            operands: OpOperand::from_u32(0),
            num_operands: 0,
            results: Value::from_u32(0),
            num_results: 0,
            props: Attribute(0),
            attrs: Attribute(0),
            extra: None.into(),
        }
    }
}

impl IsolatedOpMut<'_> {
    /// Runs `f` with the op moved into a body of its own, as a detached op
    /// with no operands and no results (those stay with the enclosing
    /// body's use-lists, which `f` may not touch anyway). This gives code
    /// that works on `(&mut Body, Operation)` — passes, cursors, printers —
    /// the op itself, not only its regions. The op is put back afterwards;
    /// if `f` erased it, it is restored empty-handed and `None` is returned.
    pub fn with_detached<R>(&mut self, f: impl FnOnce(&mut Body, Operation) -> R) -> Option<R> {
        let saved = (
            self.data.parent,
            self.data.prev,
            self.data.next,
            self.data.operands,
            self.data.num_operands,
            self.data.results,
            self.data.num_results,
        );
        let extra_id = self.data.extra;
        let mut moved = core::mem::replace(self.data, OperationData::vacant());
        moved.parent = None.into();
        moved.prev = None.into();
        moved.next = None.into();
        moved.num_operands = 0;
        moved.num_results = 0;
        let mut holder = Body::new();
        holder.lent = true;
        let moved_extra = holder.extras.alloc(core::mem::take(self.extra));
        moved.extra = moved_extra.into();
        let id = holder.ops.alloc(moved);
        holder.extras[moved_extra].owner = id.into();
        let r = f(&mut holder, id);
        let mut back = core::mem::replace(&mut holder.ops[id], OperationData::vacant());
        if back.name == OperationName::ERASED {
            return None;
        }
        // `f` may have replaced the op's extra; take whichever it has now.
        if let Some(e) = back.extra.expand() {
            *self.extra = core::mem::take(&mut holder.extras[e]);
        }
        self.extra.owner = self.op.into();
        back.extra = extra_id;
        *self.data = back;
        (
            self.data.parent,
            self.data.prev,
            self.data.next,
            self.data.operands,
            self.data.num_operands,
            self.data.results,
            self.data.num_results,
        ) = saved;
        Some(r)
    }
}
