//! Storage of IR: the [`Body`] arena and the ids that index it.
//!
//! A `Body` holds every operation, block, region, value and operand use of
//! the regions of one `IsolatedFromAbove` op (or of a top-level container).
//! An isolated op nested inside owns a `Body` of its own, boxed in its
//! operation data, so sibling isolated ops can be borrowed `&mut` at the same
//! time with ordinary borrows: no use-list ever crosses a `Body`, because an
//! isolated region cannot use a value from above. Non-isolated region ops
//! keep their regions in the enclosing `Body`.
//!
//! Ids ([`Operation`], [`Block`], [`Region`], [`Value`], [`OpOperand`],
//! [`BlockOperand`]) are `u32`s meaningful only with the `Body` that made
//! them. Block contents and a region's blocks are id-linked lists (O(1)
//! insert, erase and move); each value heads a doubly-linked list of its uses
//! (O(1) use add/remove, O(uses) replace-all-uses). An op's operands and
//! results are contiguous runs, so access by index is O(1).
//!
//! `Rc<RefCell<_>>` graphs (pliron's choice) were rejected: they cost a
//! heap object per entity, panic on conflicting borrows at run time, and
//! cannot be split for parallel `&mut` access.

mod block;
mod operation;
mod parallel;
mod runs;
mod scope;
mod take;
mod value;

pub use block::{BlockOps, RegionBlocks};
pub use operation::{OperationName, OperationState};
pub use parallel::IsolatedOpMut;
pub use scope::{ScopedSymbol, SymbolScope};
pub use take::TakeBodyError;
pub use value::{UseIter, ValueDef};

use crate::storage::entity::{Arena, EntityRef, PackedOption};
use crate::uniqued::attributes::Attribute;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use runs::RunArena;
use smallvec::SmallVec;

crate::entity_id! {
    /// An operation in a [`Body`].
    pub struct Operation, "op";
}
crate::entity_id! {
    /// A block in a [`Body`].
    pub struct Block, "bb";
}
crate::entity_id! {
    /// A region in a [`Body`].
    pub struct Region, "region";
}
crate::entity_id! {
    /// An SSA value (op result or block argument) in a [`Body`].
    pub struct Value, "v";
}
crate::entity_id! {
    /// One operand slot of an operation: a use of a value.
    pub struct OpOperand, "use";
}
crate::entity_id! {
    /// One successor slot of a terminator: a use of a block.
    pub struct BlockOperand, "succ";
}
crate::entity_id! {
    /// The rarely-present parts of an operation, in [`Body::extras`].
    pub(crate) struct ExtraId, "extra";
}

/// The data of one operation. Hot: a `size_of` test guards it.
#[derive(Clone, Debug)]
pub(crate) struct OperationData {
    pub(crate) name: OperationName,
    pub(crate) loc: Location,
    pub(crate) parent: PackedOption<Block>,
    pub(crate) prev: PackedOption<Operation>,
    pub(crate) next: PackedOption<Operation>,
    pub(crate) operands: OpOperand,
    pub(crate) num_operands: u32,
    pub(crate) results: Value,
    pub(crate) num_results: u32,
    /// Inherent attributes (MLIR's properties), usually a dictionary.
    pub(crate) props: Attribute,
    /// Discardable attributes, a dictionary.
    pub(crate) attrs: Attribute,
    /// Regions, successors and an isolated body, which most ops lack: an
    /// index into the body's side table, half the size of a box pointer,
    /// which keeps the struct at 48 bytes (a box made it 56).
    pub(crate) extra: PackedOption<ExtraId>,
}

/// The rarely-present parts of an operation.
#[derive(Debug, Default)]
pub(crate) struct OpExtra {
    /// The op these parts belong to; `None` in a freed slot.
    pub(crate) owner: PackedOption<Operation>,
    /// Region ids, in `body` when the op is isolated, else in the op's body.
    pub(crate) regions: SmallVec<[Region; 1]>,
    pub(crate) successors: SmallVec<[BlockOperand; 2]>,
    pub(crate) body: Option<Box<Body>>,
    /// Whether an empty property dictionary was given (`<{}>` on an
    /// unregistered op, whose properties MLIR keeps as written), so that
    /// it is printed; otherwise an empty dictionary means no properties.
    pub(crate) empty_properties: bool,
}

/// The data of one value. Hot: a `size_of` test guards it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    /// The defining op, or the block of a block argument.
    pub(crate) owner: u32,
    /// The result or argument number; the top bit marks a block argument.
    pub(crate) index: u32,
    pub(crate) first_use: PackedOption<OpOperand>,
}

pub(crate) const BLOCK_ARG_BIT: u32 = 1 << 31;

/// The data of one operand slot. Hot: a `size_of` test guards it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OperandData {
    pub(crate) value: PackedOption<Value>,
    pub(crate) owner: Operation,
    pub(crate) prev: PackedOption<OpOperand>,
    pub(crate) next: PackedOption<OpOperand>,
}

/// The data of one successor slot.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BlockOperandData {
    pub(crate) block: Block,
    pub(crate) owner: Operation,
    pub(crate) prev: PackedOption<BlockOperand>,
    pub(crate) next: PackedOption<BlockOperand>,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct BlockData {
    pub(crate) parent: PackedOption<Region>,
    pub(crate) prev: PackedOption<Block>,
    pub(crate) next: PackedOption<Block>,
    pub(crate) first_op: PackedOption<Operation>,
    pub(crate) last_op: PackedOption<Operation>,
    /// Arguments and their locations, inline for the usual few (a block
    /// of a loop or a function has one to four): no allocation per block,
    /// and as small as a `Vec`.
    pub(crate) args: SmallVec<[Value; 4]>,
    pub(crate) arg_locs: SmallVec<[Location; 4]>,
    pub(crate) first_pred: PackedOption<BlockOperand>,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct RegionData {
    /// The op owning the region; `None` for a root region of the body.
    pub(crate) owner: PackedOption<Operation>,
    pub(crate) first_block: PackedOption<Block>,
    pub(crate) last_block: PackedOption<Block>,
}

/// The heap bytes of an inline vector: none until it spills.
fn spilled_bytes<A: smallvec::Array>(v: &SmallVec<A>) -> usize {
    if v.spilled() {
        v.capacity() * core::mem::size_of::<A::Item>()
    } else {
        0
    }
}

/// The arena of the regions of one isolated op, or a top-level container.
#[derive(Debug, Default)]
pub struct Body {
    pub(crate) ops: Arena<Operation, OperationData>,
    pub(crate) blocks: Arena<Block, BlockData>,
    pub(crate) regions: Arena<Region, RegionData>,
    pub(crate) values: RunArena<Value, ValueData>,
    pub(crate) operands: RunArena<OpOperand, OperandData>,
    pub(crate) succs: Arena<BlockOperand, BlockOperandData>,
    pub(crate) extras: Arena<ExtraId, OpExtra>,
    /// The regions of the isolated op that owns this body.
    pub(crate) roots: SmallVec<[Region; 1]>,
    /// Set on the holder of an op lent out by its parent body (see
    /// [`IsolatedOpMut::with_detached`]): its detached ops do have a parent.
    pub(crate) lent: bool,
    /// The name of the isolated op that owns this body, so ops in a root
    /// region can see their parent's kind (`HasParent`).
    pub(crate) owner_name: Option<OperationName>,
    /// The symbols of the table enclosing the owner, while the body is
    /// lent out for a run (see [`SymbolScope`]).
    pub(crate) symbol_scope: Option<std::sync::Arc<SymbolScope>>,
}

impl Body {
    /// An empty body with no root regions (a container for detached ops).
    pub fn new() -> Body {
        Body::default()
    }

    /// An empty body with `n` empty root regions.
    pub fn with_root_regions(n: usize) -> Body {
        let mut b = Body::new();
        for _ in 0..n {
            let r = b.regions.alloc(RegionData::default());
            b.roots.push(r);
        }
        b
    }

    /// Whether the detached ops of this body are lent from an enclosing
    /// body, so they have a parent op there although none is reachable.
    pub fn has_outer_parent(&self) -> bool {
        self.lent
    }

    /// The name of the isolated op owning this body, when it has one.
    #[inline]
    pub fn owner_name(&self) -> Option<OperationName> {
        self.owner_name
    }

    /// The symbols of the symbol table enclosing this body's owner, when a
    /// run attached them (see [`SymbolScope`]).
    pub fn symbol_scope(&self) -> Option<&std::sync::Arc<SymbolScope>> {
        self.symbol_scope.as_ref()
    }

    /// Attaches (or, with `None`, removes) the enclosing table's symbols;
    /// returns what was attached before.
    pub fn set_symbol_scope(
        &mut self,
        scope: Option<std::sync::Arc<SymbolScope>>,
    ) -> Option<std::sync::Arc<SymbolScope>> {
        core::mem::replace(&mut self.symbol_scope, scope)
    }

    /// The regions of the op that owns this body.
    #[inline]
    pub fn root_regions(&self) -> &[Region] {
        &self.roots
    }

    /// Reserves room for about `ops` more operations with `values` results
    /// and `operands` operands in all, in `regions` regions of one block
    /// each.
    pub fn reserve(&mut self, ops: usize, values: usize, operands: usize, regions: usize) {
        self.ops.reserve(ops);
        self.values.reserve(values);
        self.operands.reserve(operands);
        self.regions.reserve(regions);
        self.blocks.reserve(regions);
        // Ops with regions hold them in an extra record.
        self.extras.reserve(regions);
    }

    /// Gives back the arenas' spare room (a body that is complete, as a
    /// parsed one is, need not keep room to grow).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
        self.operands.shrink_to_fit();
        self.succs.shrink_to_fit();
    }

    /// Number of live operations stored directly in this body (not in nested
    /// isolated bodies).
    pub fn num_ops(&self) -> usize {
        self.ops.live()
    }

    /// Bytes of heap owned by this body's arenas, excluding nested bodies.
    pub fn heap_bytes(&self) -> usize {
        let block_args: usize = self
            .blocks
            .iter()
            .map(|(_, b)| spilled_bytes(&b.args) + spilled_bytes(&b.arg_locs))
            .sum();
        self.ops.heap_bytes()
            + self.blocks.heap_bytes()
            + self.regions.heap_bytes()
            + self.values.heap_bytes()
            + self.operands.heap_bytes()
            + self.succs.heap_bytes()
            + block_args
            + self.extras.heap_bytes()
    }

    /// The rarely-present parts of `op`, if it has any.
    #[inline]
    pub(crate) fn extra(&self, op: Operation) -> Option<&OpExtra> {
        let e = self.ops[op].extra.expand()?;
        Some(&self.extras[e])
    }

    /// The rarely-present parts of `op`, mutably, if it has any.
    #[inline]
    pub(crate) fn extra_mut(&mut self, op: Operation) -> Option<&mut OpExtra> {
        let e = self.ops[op].extra.expand()?;
        Some(&mut self.extras[e])
    }

    /// The rarely-present parts of `op`, made empty if it had none.
    pub(crate) fn extra_or_default(&mut self, op: Operation) -> &mut OpExtra {
        let e = match self.ops[op].extra.expand() {
            Some(e) => e,
            None => {
                let e = self.extras.alloc(OpExtra {
                    owner: op.into(),
                    ..OpExtra::default()
                });
                self.ops[op].extra = e.into();
                e
            }
        };
        &mut self.extras[e]
    }

    /// Removes and returns the rarely-present parts of `op`.
    pub(crate) fn take_extra(&mut self, op: Operation) -> Option<OpExtra> {
        let e = self.ops[op].extra.take()?;
        let x = core::mem::take(&mut self.extras[e]);
        self.extras.release(e);
        Some(x)
    }
}

impl Clone for OpExtra {
    /// Copies regions, successors and the empty-properties mark but not the
    /// nested body, which [`Body::clone`] copies separately, without
    /// recursion.
    fn clone(&self) -> Self {
        OpExtra {
            owner: self.owner,
            regions: self.regions.clone(),
            successors: self.successors.clone(),
            body: None,
            empty_properties: self.empty_properties,
        }
    }
}

impl Body {
    /// Copies the arenas of this body alone, leaving nested bodies out.
    fn clone_shallow(&self) -> Body {
        Body {
            ops: self.ops.clone(),
            blocks: self.blocks.clone(),
            regions: self.regions.clone(),
            values: self.values.clone(),
            operands: self.operands.clone(),
            succs: self.succs.clone(),
            extras: self.extras.clone(),
            roots: self.roots.clone(),
            lent: self.lent,
            owner_name: self.owner_name,
            symbol_scope: self.symbol_scope.clone(),
        }
    }

    fn nested_bodies(&self) -> Vec<(Operation, &Body)> {
        self.extras
            .iter()
            .filter_map(|(_, x)| Some((x.owner.expand()?, x.body.as_deref()?)))
            .collect()
    }
}

impl Clone for Body {
    /// A deep copy with the same ids. Nested bodies are copied bottom-up
    /// with an explicit stack, so deep nesting cannot overflow the stack.
    fn clone(&self) -> Body {
        struct Frame<'a> {
            src: &'a Body,
            pending: Vec<(Operation, &'a Body)>,
            done: Vec<(Operation, Body)>,
        }
        let mut stack = vec![Frame {
            src: self,
            pending: self.nested_bodies(),
            done: Vec::new(),
        }];
        loop {
            let top = stack.last_mut().expect("non-empty");
            if let Some((_, child)) = top.pending.last() {
                let child: &Body = child;
                stack.push(Frame {
                    src: child,
                    pending: child.nested_bodies(),
                    done: Vec::new(),
                });
                continue;
            }
            let frame = stack.pop().expect("non-empty");
            let mut copy = frame.src.clone_shallow();
            for (op, nested) in frame.done {
                copy.extra_mut(op).expect("isolated op has extra").body = Some(Box::new(nested));
            }
            match stack.last_mut() {
                None => return copy,
                Some(parent) => {
                    let (op, _) = parent.pending.pop().expect("the child just copied");
                    parent.done.push((op, copy));
                }
            }
        }
    }
}

impl Drop for Body {
    /// Frees nested isolated bodies with an explicit stack, so that a chain
    /// of 100,000 nested modules does not overflow the stack on drop.
    fn drop(&mut self) {
        let mut stack: Vec<Box<Body>> = Vec::new();
        take_nested(self, &mut stack);
        while let Some(mut b) = stack.pop() {
            take_nested(&mut b, &mut stack);
        }
    }
}

#[allow(
    clippy::vec_box,
    reason = "the boxes are moved out of op data, not allocated here"
)]
fn take_nested(b: &mut Body, out: &mut Vec<Box<Body>>) {
    for x in b.extras.values_mut() {
        if let Some(nested) = x.body.take() {
            out.push(nested);
        }
    }
}

#[cfg(test)]
mod tests;
