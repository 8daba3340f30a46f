//! Disjoint `&mut` access to the nested bodies of isolated ops.
//!
//! Because each isolated op owns its regions' [`Body`], the bodies of
//! sibling isolated ops are disjoint fields of their parent body's
//! operation arena: a mutable iterator over that arena hands out one
//! `&mut Body` per isolated op, and the borrow checker proves they do not
//! alias. This is what lets passes and the verifier work on sibling
//! functions in parallel with no locks and no `unsafe`.

use super::*;

impl Body {
    /// The isolated ops stored directly in this body (in any block) with
    /// their nested bodies, mutably, in arena order.
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
        self.ops.iter_mut().filter_map(|(id, d)| {
            if d.name == OperationName::ERASED {
                return None;
            }
            let body = d.extra.as_mut()?.body.as_deref_mut()?;
            Some((id, body))
        })
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
