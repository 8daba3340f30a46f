//! Folding ops one at a time with uniqued constants (MLIR's
//! `OperationFolder`): a fold's attribute results become constants at the
//! start of the entry block of the op's insertion region, one per
//! dialect, value and type, shared by every later fold there; the op's
//! uses move to the fold's values and the op is erased.
//!
//! The folder works on one arena (a [`Body`]): insertion regions never
//! cross an isolated op, whose nested body is folded with its own folder.
//! [`fold_greedily`](crate::transforms::fold_greedily) is the iterating
//! driver; this is the single step it and test passes build on.

use crate::semantics::fold::{FoldOutcome, OpFoldResult, materialize_constant, try_fold};
use crate::storage::body::{Body, Operation, Region, Value};
use crate::storage::builder::OpBuilder;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;

/// What [`OperationFolder::try_to_fold`] did.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FoldAction {
    /// Nothing: the op did not fold (or is a constant the folder owns).
    None,
    /// The op was updated in place.
    InPlace,
    /// The op's uses were replaced and the op erased.
    Replaced,
}

/// Whether constants may be made in a region short of the insertion
/// region's root (MLIR's `DialectFoldInterface::shouldMaterializeInto`):
/// given the region and the body storing it.
pub type MaterializeIntoFn = dyn Fn(&Context, &Body, Region) -> bool;

/// Folds ops of one body, uniquing the constants it makes.
#[derive(Default)]
pub struct OperationFolder<'f> {
    /// The constants made, by insertion region, dialect, value and type.
    constants: FxHashMap<(Region, &'static str, Attribute, Type), Operation>,
    /// Every constant made or moved, in order (MLIR's listener sees them as
    /// inserted); erased ones are dropped.
    inserted: Vec<Operation>,
    /// Regions that take constants although not a root (see
    /// [`MaterializeIntoFn`]).
    materialize_into: Option<&'f MaterializeIntoFn>,
}

impl core::fmt::Debug for OperationFolder<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("OperationFolder")
            .field("constants", &self.constants.len())
            .field("inserted", &self.inserted)
            .finish_non_exhaustive()
    }
}

impl<'f> OperationFolder<'f> {
    /// A folder with no constants yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// A folder that also puts constants into the regions `into` accepts
    /// (MLIR asks the dialects' fold interfaces; a caller that knows its
    /// dialects' answers gives them here).
    pub fn with_materialize_into(into: &'f MaterializeIntoFn) -> Self {
        OperationFolder {
            materialize_into: Some(into),
            ..Self::default()
        }
    }

    /// The constants the folder made or moved and that still exist.
    pub fn inserted_constants(&self) -> &[Operation] {
        &self.inserted
    }

    fn owns(&self, op: Operation) -> bool {
        self.constants.values().any(|&c| c == op)
    }

    /// Folds `op` once. `roots` are the regions constants may go to at the
    /// latest (the root regions of `body`); see the module docs.
    ///
    /// A constant the folder owns is not folded again; it moves back to the
    /// front of its block if another op was put before it.
    pub fn try_to_fold(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        roots: &[Region],
    ) -> FoldAction {
        if self.owns(op) {
            if let Some(block) = body.parent_block(op)
                && body.first_op(block) != Some(op)
                && body.prev_op(op).is_some_and(|p| !self.owns(p))
                && let Some(front) = body.first_op(block)
            {
                body.move_op_before(op, front);
                self.note_inserted(op);
            }
            return FoldAction::None;
        }
        let Some(info) = ctx.op_info(body.op_name(op)) else {
            return FoldAction::None;
        };
        let (outcome, results) = try_fold(ctx, body, op);
        if outcome == FoldOutcome::Failure {
            return FoldAction::None;
        }
        if results.is_empty() {
            return FoldAction::InPlace;
        }
        if results.len() != body.num_results(op) {
            return FoldAction::None;
        }
        let loc = crate::uniqued::location::Location::unknown(ctx);
        let mut values: Vec<Value> = Vec::with_capacity(results.len());
        let mut made_here: Vec<Operation> = Vec::new();
        for (i, r) in results.iter().enumerate() {
            let a = match *r {
                OpFoldResult::Value(v) => {
                    values.push(v);
                    continue;
                }
                OpFoldResult::Attr(a) => a,
            };
            let ty = body.value_type(body.result(op, i));
            let region = match self.materialize_into {
                Some(into) => insertion_region_with(ctx, body, op, roots, into),
                None => insertion_region(ctx, body, op, roots),
            };
            let made = region.and_then(|region| {
                let key = (region, info.dialect, a, ty);
                if let Some(&c) = self.constants.get(&key) {
                    // It must dominate `op`: in the same block, it goes first.
                    if body.parent_block(c) == body.parent_block(op)
                        && let Some(block) = body.parent_block(op)
                        && let Some(front) = body.first_op(block)
                        && front != c
                    {
                        body.move_op_before(c, front);
                        self.note_inserted(c);
                    }
                    return Some(c);
                }
                let entry = body.entry_block(region)?;
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_to_start(entry);
                match materialize_constant(&mut b, info.dialect, a, ty, loc) {
                    Some(c) if body.num_results(c) == 1 => {
                        // A constant of another dialect (`tensor` folds
                        // materialize `arith.constant`s) is also uniqued
                        // under its own dialect: an equal one made
                        // earlier wins, as in MLIR's `tryGetOrCreateConstant`.
                        let made_in = ctx.op_info(body.op_name(c)).map(|i| i.dialect);
                        if let Some(d) = made_in.filter(|&d| d != info.dialect) {
                            let own = (region, d, a, ty);
                            if let Some(&existing) = self.constants.get(&own) {
                                body.erase_op(c);
                                self.constants.insert(key, existing);
                                return Some(existing);
                            }
                            self.constants.insert(own, c);
                        }
                        self.constants.insert(key, c);
                        self.inserted.push(c);
                        made_here.push(c);
                        Some(c)
                    }
                    Some(c) => {
                        body.erase_op(c);
                        None
                    }
                    None => None,
                }
            });
            match made {
                Some(c) => values.push(body.result(c, 0)),
                None => {
                    // Undo this fold's constants.
                    for c in made_here {
                        self.forget(c);
                        body.erase_op(c);
                    }
                    return FoldAction::None;
                }
            }
        }
        for (i, v) in values.into_iter().enumerate() {
            let r = body.result(op, i);
            if r != v {
                body.replace_all_uses_with(r, v);
            }
        }
        if body.results(op).any(|r| !body.use_empty(r)) {
            // The fold returned the op's own value: it stays.
            return FoldAction::InPlace;
        }
        self.forget(op);
        body.erase_op(op);
        FoldAction::Replaced
    }

    fn note_inserted(&mut self, op: Operation) {
        if !self.inserted.contains(&op) {
            self.inserted.push(op);
        }
    }

    fn forget(&mut self, op: Operation) {
        self.inserted.retain(|&c| c != op);
        self.constants.retain(|_, &mut c| c != op);
    }

    /// Erases the constants the folder made or moved that have no uses
    /// left.
    pub fn erase_dead_constants(&mut self, body: &mut Body) {
        for c in core::mem::take(&mut self.inserted) {
            if body.is_live(c) && body.results(c).all(|r| body.use_empty(r)) {
                self.constants.retain(|_, &mut k| k != c);
                body.erase_op(c);
            } else {
                self.inserted.push(c);
            }
        }
    }
}

/// Where constants for `op` go (MLIR's `getInsertionRegion`): the nearest
/// enclosing region that is one of `roots` or belongs to an unregistered
/// op (which might be isolated from above).
pub(crate) fn insertion_region(
    ctx: &Context,
    body: &Body,
    op: Operation,
    roots: &[Region],
) -> Option<Region> {
    insertion_region_with(ctx, body, op, roots, &|_, _, _| false)
}

/// [`insertion_region`], also stopping at a region `into` accepts.
fn insertion_region_with(
    ctx: &Context,
    body: &Body,
    op: Operation,
    roots: &[Region],
    into: &MaterializeIntoFn,
) -> Option<Region> {
    let mut cur = op;
    loop {
        let r = body.block_parent(body.parent_block(cur)?)?;
        if roots.contains(&r) || into(ctx, body, r) {
            return Some(r);
        }
        cur = body.region_owner(r)?;
        if ctx.op_info(body.op_name(cur)).is_none() {
            return Some(r);
        }
    }
}
