//! Navigating up and down across isolated bodies: [`OpCursor`] and [`OpPath`].
//!
//! Inside one [`Body`], `parent_op` finds an op's parent. The parent of an
//! op in a body's root region, though, is the isolated op that owns the body,
//! which lives in another body that the nested one cannot point back to (that
//! back-pointer is exactly what would make sibling bodies alias). A cursor
//! therefore carries the chain of isolated owners it came through: each
//! entry is an [`OpRef`], and entry `i + 1` lives in the nested body of entry
//! `i`. An [`OpPath`] is the same chain as bare op ids, so it can be kept
//! across mutations and resolved against a `&mut Body` to reach a subtree.

use crate::storage::body::{Body, Operation};
use crate::storage::walk::OpRef;
use smallvec::SmallVec;

/// An op with the chain of isolated ops enclosing it, for read-only
/// navigation up and down across bodies.
#[derive(Clone, Debug)]
pub struct OpCursor<'a> {
    /// Outermost first; the last entry is the op itself. Every entry but the
    /// last is an isolated op whose nested body holds the next entry.
    chain: SmallVec<[OpRef<'a>; 4]>,
}

impl<'a> OpCursor<'a> {
    /// A cursor at `op` in `body`, with no known enclosing ops.
    pub fn new(body: &'a Body, op: Operation) -> Self {
        OpCursor {
            chain: smallvec::smallvec![OpRef { body, op }],
        }
    }

    /// The op this cursor is at.
    #[inline]
    pub fn op_ref(&self) -> OpRef<'a> {
        *self.chain.last().expect("cursor chain is never empty")
    }

    /// The op id (in [`OpCursor::body`]).
    #[inline]
    pub fn op(&self) -> Operation {
        self.op_ref().op
    }

    /// The body storing the op.
    #[inline]
    pub fn body(&self) -> &'a Body {
        self.op_ref().body
    }

    /// A cursor at `child`, an op in the body holding this op's regions.
    pub fn child(&self, child: Operation) -> Self {
        let here = self.op_ref();
        let mut chain = self.chain.clone();
        if here.body.is_isolated(here.op) {
            let nested = here.body.nested(here.op).expect("isolated op has a body");
            chain.push(OpRef {
                body: nested,
                op: child,
            });
        } else {
            *chain.last_mut().expect("non-empty") = OpRef {
                body: here.body,
                op: child,
            };
        }
        OpCursor { chain }
    }

    /// A cursor at `other`, an op of the same body as this one (a value's
    /// defining op, for instance), with the same enclosing chain.
    pub fn sibling(&self, other: Operation) -> Self {
        let mut chain = self.chain.clone();
        chain.last_mut().expect("non-empty").op = other;
        OpCursor { chain }
    }

    /// A cursor at a child op given as an [`OpRef`] found by walking from
    /// this op (the op may be nested any depth; isolated bodies crossed on
    /// the way must be given in order through `via`).
    pub fn descend(&self, via: &[OpRef<'a>], target: OpRef<'a>) -> Self {
        let mut chain = self.chain.clone();
        chain.extend_from_slice(via);
        let last = chain.last().expect("non-empty");
        if core::ptr::eq(last.body, target.body) {
            *chain.last_mut().expect("non-empty") = target;
        } else {
            chain.push(target);
        }
        OpCursor { chain }
    }

    /// The parent op, crossing into the enclosing body when the op sits in
    /// a root region of its body. `None` at the top of the known chain.
    pub fn parent(&self) -> Option<Self> {
        let here = self.op_ref();
        let mut chain = self.chain.clone();
        match here.body.parent_op(here.op) {
            Some(p) => {
                *chain.last_mut().expect("non-empty") = OpRef {
                    body: here.body,
                    op: p,
                }
            }
            None => {
                chain.pop();
                if chain.is_empty() {
                    return None;
                }
            }
        }
        Some(OpCursor { chain })
    }

    /// This op and its ancestors, innermost first.
    pub fn ancestors(&self) -> impl Iterator<Item = OpCursor<'a>> {
        core::iter::successors(Some(self.clone()), |c| c.parent())
    }

    /// Whether two cursors are at the same op.
    pub fn same_op(&self, other: &OpCursor<'_>) -> bool {
        let (a, b) = (self.op_ref(), other.op_ref());
        core::ptr::eq(a.body, b.body) && a.op == b.op
    }

    /// The ids of this cursor's chain, to re-find the op after mutation.
    pub fn path(&self) -> OpPath {
        OpPath {
            hops: self.chain.iter().map(|r| r.op).collect(),
        }
    }

    /// The chain entries, outermost first.
    pub fn chain(&self) -> &[OpRef<'a>] {
        &self.chain
    }
}

/// The address of an op relative to a root body: the isolated ops to enter,
/// outermost first, then the op itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpPath {
    hops: SmallVec<[Operation; 4]>,
}

impl OpPath {
    /// The path of an op stored directly in the root body.
    pub fn root(op: Operation) -> Self {
        OpPath {
            hops: smallvec::smallvec![op],
        }
    }

    /// The op the path ends at.
    pub fn op(&self) -> Operation {
        *self.hops.last().expect("a path names at least one op")
    }

    /// The body holding the op, found from `root`.
    pub fn body<'a>(&self, root: &'a Body) -> Option<&'a Body> {
        let mut b = root;
        for &hop in &self.hops[..self.hops.len() - 1] {
            b = b.nested(hop)?;
        }
        Some(b)
    }

    /// The body holding the op, mutably.
    pub fn body_mut<'a>(&self, root: &'a mut Body) -> Option<&'a mut Body> {
        let mut b = root;
        for &hop in &self.hops[..self.hops.len() - 1] {
            b = b.nested_mut(hop)?;
        }
        Some(b)
    }

    /// A cursor at the op, from `root`.
    pub fn cursor<'a>(&self, root: &'a Body) -> Option<OpCursor<'a>> {
        let mut chain = SmallVec::new();
        let mut b = root;
        for (i, &hop) in self.hops.iter().enumerate() {
            if !b.is_live(hop) {
                return None;
            }
            chain.push(OpRef { body: b, op: hop });
            if i + 1 < self.hops.len() {
                b = b.nested(hop)?;
            }
        }
        Some(OpCursor { chain })
    }
}

/// Visits `root` and every op nested in it with a cursor (so the callback
/// can navigate up across bodies), in post-order: children before parents.
/// Iterative, like every walk here.
pub fn walk_cursors_post_order<'a>(root: &OpCursor<'a>, mut f: impl FnMut(&OpCursor<'a>)) {
    // (cursor, children pushed?)
    let mut stack: Vec<(OpCursor<'a>, bool)> = vec![(root.clone(), false)];
    while let Some((c, expanded)) = stack.pop() {
        if expanded {
            f(&c);
            continue;
        }
        let (body, op) = (c.body(), c.op());
        let rb = body.region_body(op);
        let mut children = Vec::new();
        for &r in body.regions(op) {
            for b in rb.region_blocks(r) {
                children.extend(rb.block_ops(b));
            }
        }
        stack.push((c.clone(), true));
        for child in children.into_iter().rev() {
            stack.push((c.child(child), false));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, Location, OperationState};

    #[test]
    fn cursors_cross_isolated_bodies_both_ways() {
        let ctx = Context::new();
        let loc = Location::unknown(&ctx);
        let mut top = Body::new();
        let module = OperationState {
            num_regions: 1,
            ..OperationState::new(&ctx, "builtin.module", loc)
        };
        let region_op = OperationState {
            num_regions: 1,
            ..OperationState::new(&ctx, "t.region", loc)
        };
        let m = top.create_op(&ctx, &module);
        let nested = top.nested_mut(m).unwrap();
        let blk = nested.append_new_block(nested.root_regions()[0]);
        let r = nested.create_op(&ctx, &region_op);
        nested.append_op(blk, r);
        let inner = nested.append_new_block(nested.regions(r)[0]);
        let leaf = nested.create_op(&ctx, &OperationState::new(&ctx, "t.leaf", loc));
        nested.append_op(inner, leaf);

        let c = OpCursor::new(&top, m).child(r).child(leaf);
        assert_eq!(c.op(), leaf);
        let names: Vec<_> = c
            .ancestors()
            .map(|a| a.body().op_name(a.op()).as_str(&ctx).to_string())
            .collect();
        assert_eq!(names, ["t.leaf", "t.region", "builtin.module"]);
        let path = c.path();
        drop(c);
        assert_eq!(path.cursor(&top).unwrap().op(), leaf);
        let body = path.body_mut(&mut top).unwrap();
        assert_eq!(body.parent_op(leaf), Some(r));
    }
}
