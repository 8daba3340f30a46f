//! Operations: creation, access, attributes, placement and erasure.
//!
//! An op is created detached from any block ([`Body::create_op`]) and then
//! placed with one of the insert/move calls; erasure frees the op, its
//! results, its operand slots and everything nested (iteratively, so deep
//! nesting cannot overflow the stack). Whether the op's regions live in a
//! nested [`Body`] is decided once, at creation, from the op's registered
//! `IsolatedFromAbove` trait.

use super::*;
pub use crate::uniqued::context::OperationName;
use crate::uniqued::context::{Context, Ident};

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OperationName,
    /// Where it comes from.
    pub loc: Location,
    /// Operand values, in order.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types, in order.
    pub result_types: SmallVec<[Type; 2]>,
    /// Inherent attributes (a dictionary, or any attribute for an
    /// unregistered op's opaque properties).
    pub properties: Attribute,
    /// Discardable attributes (a dictionary).
    pub attributes: Attribute,
    /// Successor blocks.
    pub successors: SmallVec<[Block; 2]>,
    /// How many (empty) regions to create.
    pub num_regions: usize,
}

impl OperationState {
    /// A state with no operands, results, attributes, regions or successors.
    pub fn new(ctx: &Context, name: &str, loc: Location) -> OperationState {
        OperationState::with_name(ctx, ctx.op_name(name), loc)
    }

    /// Like [`OperationState::new`], from a name id.
    pub fn with_name(ctx: &Context, name: OperationName, loc: Location) -> OperationState {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            properties: Attribute::empty_dictionary(ctx),
            attributes: Attribute::empty_dictionary(ctx),
            successors: SmallVec::new(),
            num_regions: 0,
        }
    }
}

impl Body {
    /// Creates a detached op. Its regions are empty; when the op is
    /// `IsolatedFromAbove` they live in a new nested body.
    pub fn create_op(&mut self, ctx: &Context, state: &OperationState) -> Operation {
        let isolated = state.num_regions > 0 && state.name.is_isolated_from_above(ctx);
        self.create_op_raw(state, isolated)
    }

    /// Creates a detached op, choosing explicitly whether its regions get a
    /// nested body.
    pub(crate) fn create_op_raw(&mut self, state: &OperationState, isolated: bool) -> Operation {
        let op = self.ops.alloc(OperationData {
            name: state.name,
            loc: state.loc,
            parent: None.into(),
            prev: None.into(),
            next: None.into(),
            operands: OpOperand::from_u32(0),
            num_operands: 0,
            results: Value::from_u32(0),
            num_results: 0,
            props: state.properties,
            attrs: state.attributes,
            extra: None.into(),
        });
        let tys = &state.result_types;
        let results = self.values.alloc_run(tys.len(), |i| ValueData {
            ty: tys[i],
            owner: op.as_u32(),
            index: i as u32,
            first_use: None.into(),
        });
        let d = &mut self.ops[op];
        d.results = results;
        d.num_results = tys.len() as u32;
        self.attach_operands(op, &state.operands);
        if state.num_regions > 0 || !state.successors.is_empty() {
            let mut extra = OpExtra {
                owner: op.into(),
                ..OpExtra::default()
            };
            if isolated {
                let mut nested = Body::with_root_regions(state.num_regions);
                nested.owner_name = Some(state.name);
                extra.regions = nested.roots.clone();
                extra.body = Some(Box::new(nested));
            } else {
                for _ in 0..state.num_regions {
                    let r = self.regions.alloc(RegionData {
                        owner: op.into(),
                        first_block: None.into(),
                        last_block: None.into(),
                    });
                    extra.regions.push(r);
                }
            }
            for &b in &state.successors {
                let s = self.succs.alloc(BlockOperandData {
                    block: b,
                    owner: op,
                    prev: None.into(),
                    next: None.into(),
                });
                self.link_block_use(s);
                extra.successors.push(s);
            }
            let e = self.extras.alloc(extra);
            self.ops[op].extra = e.into();
        }
        op
    }

    fn attach_operands(&mut self, op: Operation, values: &[Value]) {
        let first = self.operands.alloc_run(values.len(), |i| OperandData {
            value: values[i].into(),
            owner: op,
            prev: None.into(),
            next: None.into(),
        });
        let d = &mut self.ops[op];
        d.operands = first;
        d.num_operands = values.len() as u32;
        for i in 0..values.len() {
            self.link_use(self.operands.at(first, i));
        }
    }

    fn detach_operands(&mut self, op: Operation) {
        let d = &self.ops[op];
        let (first, n) = (d.operands, d.num_operands as usize);
        for i in 0..n {
            self.unlink_use(self.operands.at(first, i));
        }
        self.operands.release_run(first, n);
    }

    // ----- access ---------------------------------------------------------

    #[inline]
    pub(crate) fn op_data(&self, op: Operation) -> &OperationData {
        let d = &self.ops[op];
        debug_assert!(d.name != OperationName::ERASED, "use of erased {op}");
        d
    }

    /// Whether `op` names a live operation of this body.
    pub fn is_live(&self, op: Operation) -> bool {
        op.index() < self.ops.capacity_used() && self.ops[op].name != OperationName::ERASED
    }

    /// The op's name.
    #[inline]
    pub fn op_name(&self, op: Operation) -> OperationName {
        self.op_data(op).name
    }

    /// The op's location.
    #[inline]
    pub fn op_loc(&self, op: Operation) -> Location {
        self.op_data(op).loc
    }

    /// Makes `nested` the body of `op`'s regions (an isolated op built
    /// without regions, as the parser does once its regions are parsed).
    pub(crate) fn set_nested_body(&mut self, op: Operation, mut nested: Box<Body>) {
        nested.owner_name = Some(self.op_name(op));
        let extra = self.extra_or_default(op);
        extra.regions = nested.roots.clone();
        extra.body = Some(nested);
    }

    /// Sets the op's location.
    pub fn set_op_loc(&mut self, op: Operation, loc: Location) {
        self.ops[op].loc = loc;
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: Operation) -> usize {
        self.op_data(op).num_operands as usize
    }

    /// The `i`-th operand's value.
    #[inline]
    pub fn operand(&self, op: Operation, i: usize) -> Value {
        let d = self.op_data(op);
        assert!(
            i < d.num_operands as usize,
            "operand index {i} out of range"
        );
        self.operands[self.operands.at(d.operands, i)]
            .value
            .expect("operand slot without a value")
    }

    /// The `i`-th operand slot.
    #[inline]
    pub fn op_operand(&self, op: Operation, i: usize) -> OpOperand {
        let d = self.op_data(op);
        assert!(
            i < d.num_operands as usize,
            "operand index {i} out of range"
        );
        self.operands.at(d.operands, i)
    }

    /// The operand values, in order.
    pub fn operands(&self, op: Operation) -> impl ExactSizeIterator<Item = Value> + '_ {
        let d = self.op_data(op);
        let first = d.operands;
        (0..d.num_operands as usize).map(move |i| {
            self.operands[self.operands.at(first, i)]
                .value
                .expect("operand")
        })
    }

    /// Replaces the `i`-th operand.
    pub fn set_operand(&mut self, op: Operation, i: usize, v: Value) {
        let u = self.op_operand(op, i);
        self.unlink_use(u);
        self.operands[u].value = v.into();
        self.link_use(u);
    }

    /// Replaces all operands (their number may change).
    pub fn set_operands(&mut self, op: Operation, values: &[Value]) {
        if values.len() == self.num_operands(op) {
            for (i, &v) in values.iter().enumerate() {
                self.set_operand(op, i, v);
            }
            return;
        }
        self.detach_operands(op);
        self.attach_operands(op, values);
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: Operation) -> usize {
        self.op_data(op).num_results as usize
    }

    /// The `i`-th result.
    #[inline]
    pub fn result(&self, op: Operation, i: usize) -> Value {
        let d = self.op_data(op);
        assert!(i < d.num_results as usize, "result index {i} out of range");
        self.values.at(d.results, i)
    }

    /// The results, in order.
    pub fn results(&self, op: Operation) -> impl ExactSizeIterator<Item = Value> + use<> {
        let d = self.op_data(op);
        let first = d.results.index();
        (first..first + d.num_results as usize).map(Value::new)
    }

    /// The regions. For an isolated op, they are ids in [`Body::nested`].
    pub fn regions(&self, op: Operation) -> &[Region] {
        let d = self.op_data(op);
        d.extra.expand().map_or(&[], |e| &self.extras[e].regions)
    }

    /// Number of regions.
    pub fn num_regions(&self, op: Operation) -> usize {
        self.regions(op).len()
    }

    /// The body holding an isolated op's regions.
    pub fn nested(&self, op: Operation) -> Option<&Body> {
        let e = self.op_data(op).extra.expand()?;
        self.extras[e].body.as_deref()
    }

    /// The body holding an isolated op's regions, mutably.
    pub fn nested_mut(&mut self, op: Operation) -> Option<&mut Body> {
        self.extra_mut(op)?.body.as_deref_mut()
    }

    /// Takes an isolated op's body out, for a walk that must own each body
    /// of a deep nesting in turn (a chain of `&mut` borrows cannot be kept
    /// on a stack). Until [`Body::restore_nested`] puts it back, the op
    /// is not isolated: nothing else may look at it meanwhile.
    pub(crate) fn take_nested(&mut self, op: Operation) -> Option<Box<Body>> {
        self.extra_mut(op)?.body.take()
    }

    /// Puts back a body [`Body::take_nested`] took from `op`.
    pub(crate) fn restore_nested(&mut self, op: Operation, nested: Box<Body>) {
        self.extra_or_default(op).body = Some(nested);
    }

    /// The body that holds `op`'s regions: the nested one when isolated,
    /// else `self`.
    pub fn region_body(&self, op: Operation) -> &Body {
        self.nested(op).unwrap_or(self)
    }

    /// Whether the op's regions live in a nested body.
    pub fn is_isolated(&self, op: Operation) -> bool {
        self.nested(op).is_some()
    }

    /// Whether some op of this body (live or erased) owns a nested body:
    /// `false` lets a walk looking for isolated ops stop before it starts.
    /// O(ops with regions or successors), which a function body of plain
    /// ops has none of.
    pub fn holds_isolated_ops(&self) -> bool {
        self.extras.iter().any(|(_, e)| e.body.is_some())
    }

    /// Successor slots of a terminator.
    pub fn successor_operands(&self, op: Operation) -> &[BlockOperand] {
        let d = self.op_data(op);
        d.extra.expand().map_or(&[], |e| &self.extras[e].successors)
    }

    /// Successor blocks, in order.
    pub fn successors(&self, op: Operation) -> impl ExactSizeIterator<Item = Block> + '_ {
        self.successor_operands(op)
            .iter()
            .map(|&s| self.succs[s].block)
    }

    /// Number of successors.
    pub fn num_successors(&self, op: Operation) -> usize {
        self.successor_operands(op).len()
    }

    /// The `i`-th successor.
    pub fn successor(&self, op: Operation, i: usize) -> Block {
        self.succs[self.successor_operands(op)[i]].block
    }

    /// Points the `i`-th successor at `block`.
    pub fn set_successor(&mut self, op: Operation, i: usize, block: Block) {
        let s = self.successor_operands(op)[i];
        self.unlink_block_use(s);
        self.succs[s].block = block;
        self.link_block_use(s);
    }

    // ----- attributes -------------------------------------------------------

    /// The inherent attributes (properties).
    #[inline]
    pub fn properties(&self, op: Operation) -> Attribute {
        self.op_data(op).props
    }

    /// Replaces the inherent attributes (an empty dictionary: none).
    pub fn set_properties(&mut self, op: Operation, props: Attribute) {
        self.ops[op].props = props;
        self.forget_empty_properties(op);
    }

    /// Whether the op's properties are an empty dictionary that was given
    /// as such (see [`Body::keep_empty_properties`]) rather than absent.
    pub fn has_empty_properties(&self, op: Operation) -> bool {
        self.extra(op).is_some_and(|e| e.empty_properties)
    }

    /// Records that the op's empty property dictionary was given, as
    /// `<{}>` on an unregistered op, whose properties MLIR keeps (and
    /// prints) as written. Changing the properties forgets it.
    pub fn keep_empty_properties(&mut self, op: Operation) {
        self.extra_or_default(op).empty_properties = true;
    }

    fn forget_empty_properties(&mut self, op: Operation) {
        if let Some(e) = self.extra_mut(op) {
            e.empty_properties = false;
        }
    }

    /// The discardable attributes, a dictionary.
    #[inline]
    pub fn attributes(&self, op: Operation) -> Attribute {
        self.op_data(op).attrs
    }

    /// Replaces the discardable attributes; `dict` must be a dictionary.
    pub fn set_attributes(&mut self, op: Operation, dict: Attribute) {
        self.ops[op].attrs = dict;
    }

    /// An inherent attribute by name, if the properties are a dictionary.
    pub fn property(&self, ctx: &Context, op: Operation, name: Ident) -> Option<Attribute> {
        self.properties(op).dict_get(ctx, name)
    }

    /// Sets or removes an inherent attribute.
    pub fn set_property(
        &mut self,
        ctx: &Context,
        op: Operation,
        name: Ident,
        v: Option<Attribute>,
    ) {
        let d = self.properties(op).dict_with(ctx, name, v);
        self.ops[op].props = d;
        self.forget_empty_properties(op);
    }

    /// A discardable attribute by name.
    pub fn attr(&self, ctx: &Context, op: Operation, name: Ident) -> Option<Attribute> {
        self.attributes(op).dict_get(ctx, name)
    }

    /// Sets or removes a discardable attribute.
    pub fn set_attr(&mut self, ctx: &Context, op: Operation, name: Ident, v: Option<Attribute>) {
        let d = self.attributes(op).dict_with(ctx, name, v);
        self.ops[op].attrs = d;
    }

    /// An attribute by name, inherent first, then discardable (MLIR's
    /// `getAttr`).
    pub fn get_attr(&self, ctx: &Context, op: Operation, name: Ident) -> Option<Attribute> {
        self.property(ctx, op, name)
            .or_else(|| self.attr(ctx, op, name))
    }

    // ----- structure -----------------------------------------------------------

    /// The block containing the op, if it is placed.
    #[inline]
    pub fn parent_block(&self, op: Operation) -> Option<Block> {
        self.op_data(op).parent.expand()
    }

    /// The op owning the region that contains `op`, within this body; `None`
    /// when `op` is detached or sits in a root region (its parent op is then
    /// the isolated op that owns this body).
    pub fn parent_op(&self, op: Operation) -> Option<Operation> {
        let b = self.parent_block(op)?;
        let r = self.blocks[b].parent.expand()?;
        self.regions[r].owner.expand()
    }

    /// The name of the op whose region holds `op`, looking through the
    /// body boundary (an op in a root region reports the body's owner).
    pub fn parent_op_name(&self, op: Operation) -> Option<OperationName> {
        self.parent_block(op)?;
        match self.parent_op(op) {
            Some(p) => Some(self.op_name(p)),
            None => self.owner_name,
        }
    }

    /// The region containing `op`.
    pub fn parent_region(&self, op: Operation) -> Option<Region> {
        self.blocks[self.parent_block(op)?].parent.expand()
    }

    /// The next op in the same block.
    #[inline]
    pub fn next_op(&self, op: Operation) -> Option<Operation> {
        self.op_data(op).next.expand()
    }

    /// The previous op in the same block.
    #[inline]
    pub fn prev_op(&self, op: Operation) -> Option<Operation> {
        self.op_data(op).prev.expand()
    }

    /// Whether `ancestor` is `op` or contains it (within this body).
    pub fn is_ancestor(&self, ancestor: Operation, op: Operation) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            cur = self.parent_op(c);
        }
        false
    }

    /// Whether `a` comes before `b` in their common block. O(distance).
    pub fn is_before_in_block(&self, a: Operation, b: Operation) -> bool {
        debug_assert_eq!(self.parent_block(a), self.parent_block(b));
        let mut cur = self.next_op(a);
        while let Some(c) = cur {
            if c == b {
                return true;
            }
            cur = self.next_op(c);
        }
        false
    }

    /// Unlinks `op` from its block, keeping it alive.
    pub fn detach_op(&mut self, op: Operation) {
        let Some(block) = self.parent_block(op) else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev.expand() {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next.expand() {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None.into();
        d.prev = None.into();
        d.next = None.into();
    }

    fn link_between(
        &mut self,
        op: Operation,
        block: Block,
        prev: Option<Operation>,
        next: Option<Operation>,
    ) {
        debug_assert!(self.ops[op].parent.is_none(), "{op} is already placed");
        let d = &mut self.ops[op];
        d.parent = block.into();
        d.prev = prev.into();
        d.next = next.into();
        match prev {
            Some(p) => self.ops[p].next = op.into(),
            None => self.blocks[block].first_op = op.into(),
        }
        match next {
            Some(n) => self.ops[n].prev = op.into(),
            None => self.blocks[block].last_op = op.into(),
        }
    }

    /// Places a detached op at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Operation) {
        let last = self.blocks[block].last_op.expand();
        self.link_between(op, block, last, None);
    }

    /// Places a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: Block, op: Operation) {
        let first = self.blocks[block].first_op.expand();
        self.link_between(op, block, None, first);
    }

    /// Places a detached op right before `before`.
    pub fn insert_op_before(&mut self, before: Operation, op: Operation) {
        let block = self
            .parent_block(before)
            .expect("insertion anchor is not in a block");
        let prev = self.prev_op(before);
        self.link_between(op, block, prev, Some(before));
    }

    /// Places a detached op right after `after`.
    pub fn insert_op_after(&mut self, after: Operation, op: Operation) {
        let block = self
            .parent_block(after)
            .expect("insertion anchor is not in a block");
        let next = self.next_op(after);
        self.link_between(op, block, Some(after), next);
    }

    /// Moves `op` (placed or not) right before `before`.
    pub fn move_op_before(&mut self, op: Operation, before: Operation) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Moves `op` (placed or not) right after `after`.
    pub fn move_op_after(&mut self, op: Operation, after: Operation) {
        self.detach_op(op);
        self.insert_op_after(after, op);
    }

    /// Moves `op` (placed or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: Operation, block: Block) {
        self.detach_op(op);
        self.append_op(block, op);
    }

    /// Erases `op` and everything nested in it. Its results must have no
    /// uses left outside the erased ops.
    pub fn erase_op(&mut self, op: Operation) {
        self.detach_op(op);
        if self
            .extra(op)
            .is_none_or(|e| e.body.is_some() || e.regions.is_empty())
        {
            // No nested ops in this body: no worklist needed.
            self.detach_operands(op);
            self.ops[op].num_operands = 0;
            self.free_op(op);
            return;
        }
        // Collect the op and every op nested in its regions (same body only:
        // an isolated op's nested body is dropped whole).
        let mut doomed = vec![op];
        let mut i = 0;
        while i < doomed.len() {
            let o = doomed[i];
            i += 1;
            if self.extra(o).is_some_and(|e| e.body.is_none()) {
                for r in self.regions(o).to_vec() {
                    let mut b = self.regions[r].first_block.expand();
                    while let Some(blk) = b {
                        let mut c = self.blocks[blk].first_op.expand();
                        while let Some(x) = c {
                            doomed.push(x);
                            c = self.ops[x].next.expand();
                        }
                        b = self.blocks[blk].next.expand();
                    }
                }
            }
        }
        // Drop all operand uses first, so values defined inside lose their
        // uses from inside before their own erasure is checked.
        for &o in &doomed {
            self.detach_operands(o);
            self.ops[o].num_operands = 0;
        }
        for &o in doomed.iter().rev() {
            self.free_op(o);
        }
    }

    /// Drops the operand uses and successor uses `op` holds (MLIR's
    /// `dropAllReferences` on one op), leaving it without operands or
    /// successors.
    pub(crate) fn drop_op_references(&mut self, op: Operation) {
        self.detach_operands(op);
        self.ops[op].num_operands = 0;
        if let Some(extra) = self.extra_mut(op) {
            let succs = core::mem::take(&mut extra.successors);
            for s in succs {
                self.unlink_block_use(s);
                self.succs.release(s);
            }
        }
    }

    fn free_op(&mut self, op: Operation) {
        let d = &self.ops[op];
        let (first, n) = (d.results, d.num_results as usize);
        for i in 0..n {
            let v = self.values.at(first, i);
            assert!(
                self.values[v].first_use.is_none(),
                "erasing an op whose result {i} still has uses"
            );
        }
        self.values.release_run(first, n);
        if let Some(extra) = self.take_extra(op) {
            for s in extra.successors {
                self.unlink_block_use(s);
                self.succs.release(s);
            }
            if extra.body.is_none() {
                for r in extra.regions {
                    let mut b = self.regions[r].first_block.expand();
                    while let Some(blk) = b {
                        b = self.blocks[blk].next.expand();
                        self.free_block(blk);
                    }
                    self.regions[r] = RegionData::default();
                    self.regions.release(r);
                }
            } else {
                // Dropped iteratively by Body's Drop.
                drop(extra.body);
            }
        }
        let d = &mut self.ops[op];
        d.name = OperationName::ERASED;
        d.parent = None.into();
        self.ops.release(op);
    }
}
