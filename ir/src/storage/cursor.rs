//! Navigating up and down across isolated bodies: [`OpCursor`] and [`OpPath`].
//!
//! Inside one [`Body`], `parent_op` finds an op's parent. The parent of an
//! op in a body's root region, though, is the isolated op that owns the body,
//! which lives in another body that the nested one cannot point back to (that
//! back-pointer is exactly what would make sibling bodies alias). A cursor
//! therefore carries the chain of isolated owners it came through, as a
//! linked list of shared frames, innermost first: each frame is an
//! [`OpRef`] whose nested body holds the next inner frame (or the cursor's
//! op). Sharing the frames makes [`OpCursor::child`], [`OpCursor::parent`]
//! and cloning O(1) whatever the depth; a cursor that copied the whole chain
//! (as this one once did) made every walk over `N` nested modules cost
//! O(N²). An [`OpPath`] is the chain as bare op ids, shared the same way,
//! so it can be kept across mutations and resolved against a `&mut Body`
//! to reach a subtree (resolving one from the root costs O(depth): a
//! nested body has no way back to its owner; a
//! [`BodyFocus`](super::focus::BodyFocus) resolves it from a body held
//! nearby instead, with [`OpPath::body_in`] and [`OpPath::cursor_in`]).

use crate::storage::body::{Body, Operation};
use crate::storage::walk::OpRef;
use smallvec::SmallVec;
use std::sync::Arc;

/// An isolated op a cursor went through, shared by every cursor below it.
/// `Arc` rather than `Rc` because the symbol verifier hands cursors to
/// rayon's threads.
#[derive(Debug)]
struct Frame<'a> {
    /// The isolated op, in its body; `None` for the top frame of a cursor
    /// made with [`OpCursor::under`], whose op is known only by its path.
    owner: Option<OpRef<'a>>,
    /// The frame of the isolated op whose nested body holds `owner`.
    outer: Option<Arc<Frame<'a>>>,
    /// The path of `owner` (its length is the number of frames from the
    /// outermost one to this one).
    path: OpPath,
}

impl Drop for Frame<'_> {
    /// Drops a chain of frames no other cursor shares one by one, so a
    /// cursor 100,000 bodies deep does not recurse 100,000 times.
    fn drop(&mut self) {
        let mut next = self.outer.take();
        while let Some(frame) = next {
            next = Arc::into_inner(frame).and_then(|mut f| f.outer.take());
        }
    }
}

/// An op with the chain of isolated ops enclosing it, for read-only
/// navigation up and down across bodies. Cloning, [`OpCursor::child`] and
/// [`OpCursor::parent`] take constant time: cursors share their enclosing
/// chain.
#[derive(Clone, Debug)]
pub struct OpCursor<'a> {
    /// The op itself.
    here: OpRef<'a>,
    /// The innermost isolated op enclosing it, whose nested body is
    /// `here.body`; `None` at the top of the known chain.
    outer: Option<Arc<Frame<'a>>>,
}

impl<'a> OpCursor<'a> {
    /// A cursor at `op` in `body`, with no known enclosing ops.
    pub fn new(body: &'a Body, op: Operation) -> Self {
        OpCursor {
            here: OpRef { body, op },
            outer: None,
        }
    }

    /// A cursor at `op` in `body`, the nested body of the isolated op at
    /// `owner` (`None`: `body` is the root). The enclosing ops are not
    /// known ([`OpCursor::parent`] stops at `body`), but paths are whole:
    /// a [`BodyFocus`](super::focus::BodyFocus) hands out such cursors
    /// into the body it holds, without walking from the root.
    pub fn under(body: &'a Body, op: Operation, owner: Option<OpPath>) -> Self {
        OpCursor {
            here: OpRef { body, op },
            outer: owner.map(|path| {
                Arc::new(Frame {
                    owner: None,
                    outer: None,
                    path,
                })
            }),
        }
    }

    /// The op this cursor is at.
    #[inline]
    pub fn op_ref(&self) -> OpRef<'a> {
        self.here
    }

    /// The op id (in [`OpCursor::body`]).
    #[inline]
    pub fn op(&self) -> Operation {
        self.here.op
    }

    /// The body storing the op.
    #[inline]
    pub fn body(&self) -> &'a Body {
        self.here.body
    }

    /// The number of isolated ops above this one in the known chain: 0 for
    /// an op of the body the chain starts in.
    pub fn isolated_depth(&self) -> usize {
        self.outer.as_ref().map_or(0, |f| f.path.len())
    }

    /// A cursor at `op` of `nested`, the nested body of this cursor's
    /// (isolated) op.
    fn enter(&self, nested: &'a Body, op: Operation) -> Self {
        self.enter_with(nested, op, self.path())
    }

    /// [`OpCursor::enter`] given this cursor's path.
    fn enter_with(&self, nested: &'a Body, op: Operation, path: OpPath) -> Self {
        OpCursor {
            here: OpRef { body: nested, op },
            outer: Some(Arc::new(Frame {
                owner: Some(self.here),
                outer: self.outer.clone(),
                path,
            })),
        }
    }

    /// A cursor at `child`, an op in the body holding this op's regions.
    pub fn child(&self, child: Operation) -> Self {
        match self.here.body.nested(self.here.op) {
            Some(nested) => self.enter(nested, child),
            None => self.sibling(child),
        }
    }

    /// A cursor at `other`, an op of the same body as this one (a value's
    /// defining op, for instance), with the same enclosing chain.
    pub fn sibling(&self, other: Operation) -> Self {
        OpCursor {
            here: OpRef {
                body: self.here.body,
                op: other,
            },
            outer: self.outer.clone(),
        }
    }

    /// A cursor at a child op given as an [`OpRef`] found by walking from
    /// this op (the op may be nested any depth; isolated bodies crossed on
    /// the way must be given in order through `via`).
    pub fn descend(&self, via: &[OpRef<'a>], target: OpRef<'a>) -> Self {
        let mut c = self.clone();
        for &v in via {
            c = c.enter(v.body, v.op);
        }
        if core::ptr::eq(c.here.body, target.body) {
            c.sibling(target.op)
        } else {
            c.enter(target.body, target.op)
        }
    }

    /// The parent op, crossing into the enclosing body when the op sits in
    /// a root region of its body. `None` at the top of the known chain.
    pub fn parent(&self) -> Option<Self> {
        match self.here.body.parent_op(self.here.op) {
            Some(p) => Some(self.sibling(p)),
            None => {
                let frame = self.outer.as_ref()?;
                Some(OpCursor {
                    here: frame.owner?,
                    outer: frame.outer.clone(),
                })
            }
        }
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

    /// The isolated ops of the chain, innermost first.
    fn frames(&self) -> impl Iterator<Item = &Frame<'a>> {
        core::iter::successors(self.outer.as_deref(), |f| f.outer.as_deref())
    }

    /// The ids of this cursor's chain, to re-find the op after mutation.
    /// O(1): it shares the path of the enclosing isolated op.
    pub fn path(&self) -> OpPath {
        OpPath::push(self.outer.as_ref().map(|f| f.path.clone()), self.here.op)
    }

    /// The chain entries, outermost first: the isolated ops entered, then
    /// the op itself. O(depth).
    pub fn chain(&self) -> Vec<OpRef<'a>> {
        let mut chain: Vec<OpRef<'a>> = self.frames().filter_map(|f| f.owner).collect();
        chain.reverse();
        chain.push(self.here);
        chain
    }
}

/// The address of an op relative to a root body: the isolated ops to enter,
/// outermost first, then the op itself.
///
/// Stored as a shared list, innermost hop first, each node holding the
/// path of the isolated op whose body holds its op, with the length and a
/// hash of the whole path. So [`OpCursor::path`] is O(1) (the cursor's
/// frames carry their paths), hashing is O(1), and paths of ops of one
/// walk share their prefixes: the call graph of `N` nested modules keeps
/// `N` paths in O(N) memory, where flat hop vectors took O(N²). Equality
/// is O(1) for shared prefixes and unequal hashes, else one pass down the
/// two lists.
#[derive(Clone)]
pub struct OpPath(Arc<PathNode>);

/// One hop of an [`OpPath`].
struct PathNode {
    op: Operation,
    /// The path of the isolated op whose nested body holds `op`.
    outer: Option<OpPath>,
    /// The number of hops, this one included.
    len: usize,
    /// A hash of the ops of the path, outermost first.
    hash: u64,
}

impl Drop for PathNode {
    /// Drops unshared hops one by one rather than recursively.
    fn drop(&mut self) {
        let mut next = self.outer.take();
        while let Some(p) = next {
            next = Arc::into_inner(p.0).and_then(|mut n| n.outer.take());
        }
    }
}

impl OpPath {
    /// The path of an op stored directly in the root body.
    pub fn root(op: Operation) -> Self {
        OpPath::push(None, op)
    }

    /// The path of `op`, stored in the nested body of the op at `outer`.
    fn push(outer: Option<OpPath>, op: Operation) -> Self {
        let (len, seed) = outer.as_ref().map_or((1, 0), |o| (o.0.len + 1, o.0.hash));
        // FxHash's step: the map hashing the path mixes it again.
        let hash =
            (seed.rotate_left(5) ^ u64::from(op.as_u32())).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        OpPath(Arc::new(PathNode {
            op,
            outer,
            len,
            hash,
        }))
    }

    /// The op the path ends at.
    pub fn op(&self) -> Operation {
        self.0.op
    }

    /// The number of hops: 1 for an op of the root body.
    #[allow(clippy::len_without_is_empty, reason = "a path is never empty")]
    pub fn len(&self) -> usize {
        self.0.len
    }

    /// The hops, innermost first (the path itself first).
    fn hops_inward(&self) -> impl Iterator<Item = &OpPath> {
        core::iter::successors(Some(self), |p| p.0.outer.as_ref())
    }

    /// The isolated ops to enter, outermost first (the op itself left out).
    fn owners(&self) -> SmallVec<[&OpPath; 8]> {
        let mut owners: SmallVec<[&OpPath; 8]> = self.hops_inward().skip(1).collect();
        owners.reverse();
        owners
    }

    /// The path of the isolated op whose nested body holds the op (`None`
    /// for an op of the root body).
    pub fn outer(&self) -> Option<&OpPath> {
        self.0.outer.as_ref()
    }

    /// Whether the op at `base` (`None`: the root) encloses this op's body:
    /// `base` is a prefix of the path. O(hops below `base`).
    pub fn is_below(&self, base: Option<&OpPath>) -> bool {
        self.hops_below(base).is_some()
    }

    /// The hops below `base` (the isolated ops to enter from `base`'s
    /// nested body, then the op itself), outermost first; `None` when
    /// `base` is not a strict prefix of the path.
    fn hops_below(&self, base: Option<&OpPath>) -> Option<SmallVec<[&OpPath; 8]>> {
        let depth = base.map_or(0, OpPath::len);
        let mut hops: SmallVec<[&OpPath; 8]> = SmallVec::new();
        let mut cur = Some(self);
        while let Some(p) = cur
            && p.len() > depth
        {
            hops.push(p);
            cur = p.0.outer.as_ref();
        }
        if hops.is_empty() || cur != base {
            return None;
        }
        hops.reverse();
        Some(hops)
    }

    /// The body holding the op, found from `root`.
    pub fn body<'a>(&self, root: &'a Body) -> Option<&'a Body> {
        self.body_in(None, root)
    }

    /// The body holding the op, mutably.
    pub fn body_mut<'a>(&self, root: &'a mut Body) -> Option<&'a mut Body> {
        self.body_mut_in(None, root)
    }

    /// The body holding the op, found from `body`, the nested body of the
    /// isolated op at `base` (`None`: the root), which must enclose it.
    /// O(hops below `base`).
    pub fn body_in<'a>(&self, base: Option<&OpPath>, body: &'a Body) -> Option<&'a Body> {
        let hops = self.hops_below(base)?;
        let mut b = body;
        for hop in &hops[..hops.len() - 1] {
            b = b.nested(hop.op())?;
        }
        Some(b)
    }

    /// [`OpPath::body_in`], mutably.
    pub fn body_mut_in<'a>(
        &self,
        base: Option<&OpPath>,
        body: &'a mut Body,
    ) -> Option<&'a mut Body> {
        let hops = self.hops_below(base)?;
        let mut b = body;
        for hop in &hops[..hops.len() - 1] {
            b = b.nested_mut(hop.op())?;
        }
        Some(b)
    }

    /// A cursor at the op, from `root`. Its frames share this path's hops.
    pub fn cursor<'a>(&self, root: &'a Body) -> Option<OpCursor<'a>> {
        self.cursor_in(None, root)
    }

    /// A cursor at the op, from `body`, the nested body of the isolated op
    /// at `base` (see [`OpPath::body_in`]); the cursor's chain starts
    /// there ([`OpCursor::under`]).
    pub fn cursor_in<'a>(&self, base: Option<&OpPath>, body: &'a Body) -> Option<OpCursor<'a>> {
        let hops = self.hops_below(base)?;
        let mut c: Option<OpCursor<'a>> = None;
        for hop in hops {
            c = Some(match c {
                None => OpCursor::under(body, hop.op(), base.cloned()),
                Some(c) => {
                    let nested = c.body().nested(c.op())?;
                    c.enter_with(nested, hop.op(), hop.0.outer.clone().expect("an inner hop"))
                }
            });
            let c = c.as_ref().expect("set above");
            if !c.body().is_live(c.op()) {
                return None;
            }
        }
        c
    }
}

impl PartialEq for OpPath {
    fn eq(&self, other: &Self) -> bool {
        let (mut a, mut b) = (self, other);
        loop {
            if Arc::ptr_eq(&a.0, &b.0) {
                return true;
            }
            if a.0.op != b.0.op || a.0.len != b.0.len || a.0.hash != b.0.hash {
                return false;
            }
            match (&a.0.outer, &b.0.outer) {
                (Some(x), Some(y)) => (a, b) = (x, y),
                _ => return true,
            }
        }
    }
}

impl Eq for OpPath {}

impl core::hash::Hash for OpPath {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.hash);
    }
}

impl core::fmt::Debug for OpPath {
    /// The hops, outermost first, without recursing.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut list = f.debug_tuple("OpPath");
        for hop in self.owners() {
            list.field(&hop.op());
        }
        list.field(&self.op()).finish()
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
