//! [`BodyFocus`]: one nested body of a deep tree of bodies held by value,
//! so that a pass working its way through the tree (the inliner, SCC by
//! SCC) reaches the body it needs next in the few hops between the two,
//! not from the root each time.
//!
//! An [`OpPath`] finds an op by walking down from the root body: a nested
//! body cannot point back to its owner (that back-pointer would make
//! sibling bodies alias), so there is no shorter way from nothing. Keeping
//! a `&mut` chain of the bodies on the way down is not possible either, as
//! each borrow holds the one above it. The focus instead *takes* each body
//! on the way out of its owner (a zipper): the bodies above the focus wait
//! on a stack, each missing the one below it, and moving the focus puts
//! back or takes out only the bodies between the old place and the new
//! one. So a walk through `N` nested modules in order costs O(N) in all,
//! where resolving each step's paths from the root cost O(N²).
//!
//! While a body is out, its owner looks like an op without a body, so
//! nothing may look above the focus: the focus only hands out its body,
//! and cursors into it whose chain starts there ([`OpCursor::under`], with
//! whole paths). Everything is put back when the focus is dropped. A cache
//! of raw pointers to the bodies was rejected: it would need `unsafe`, and
//! any erasure of an isolated op could leave it dangling.
//!
//! ```
//! use ir::storage::focus::BodyFocus;
//! use ir::text::{ParseOptions, parse_source};
//!
//! let ctx = ir::Context::new();
//! let src = "module { module { module @m {} } }";
//! let mut m = parse_source(&ctx, src, "f.mlir", &ParseOptions::default()).unwrap();
//! // The path of the inner module, from a walk of cursors.
//! let first_op = |b: &ir::Body| b.block_ops(b.entry_block(b.root_regions()[0]).unwrap()).next().unwrap();
//! let path = {
//!     let outer = ir::OpCursor::new(&m.body, m.op);
//!     outer.child(first_op(m.body.nested(m.op).unwrap())).path()
//! };
//! let mut focus = BodyFocus::new(&mut m.body);
//! assert!(focus.focus(Some(&path)));
//! assert_eq!(focus.depth(), 2);
//! let f = first_op(focus.body());
//! assert_eq!(focus.body().op_name(f).as_str(&ctx), "builtin.module");
//! // Dropping the focus puts the bodies back.
//! drop(focus);
//! assert!(m.body.nested(m.op).unwrap().is_isolated(path.op()));
//! ```

use crate::storage::body::Body;
use crate::storage::cursor::{OpCursor, OpPath};

/// A root body with one of its nested bodies (or itself) in focus.
#[derive(Debug)]
pub struct BodyFocus<'r> {
    root: &'r mut Body,
    /// The bodies taken out, outermost first, each with the path of the
    /// isolated op it belongs to; the last one is the focus.
    stack: Vec<(OpPath, Box<Body>)>,
}

impl<'r> BodyFocus<'r> {
    /// A focus on `root` itself.
    pub fn new(root: &'r mut Body) -> Self {
        BodyFocus {
            root,
            stack: Vec::new(),
        }
    }

    /// The path of the isolated op whose body is in focus (`None`: the
    /// root).
    pub fn path(&self) -> Option<&OpPath> {
        self.stack.last().map(|(p, _)| p)
    }

    /// The number of bodies entered from the root.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The body in focus.
    pub fn body(&self) -> &Body {
        match self.stack.last() {
            Some((_, b)) => b,
            None => self.root,
        }
    }

    /// The body in focus, mutably.
    pub fn body_mut(&mut self) -> &mut Body {
        match self.stack.last_mut() {
            Some((_, b)) => b,
            None => self.root,
        }
    }

    /// Puts the focused body back into its owner; the focus moves one up.
    fn pop(&mut self) {
        if let Some((p, b)) = self.stack.pop() {
            self.body_mut().restore_nested(p.op(), b);
        }
    }

    /// Moves the focus up to `target` (`None`: the root) or the nearest
    /// body above the focus that encloses it. O(bodies put back).
    fn rise_to(&mut self, target: Option<&OpPath>) {
        let mut q = target;
        while let Some(p) = q
            && p.len() > self.depth()
        {
            q = p.outer();
        }
        let len = q.map_or(0, OpPath::len);
        while self.depth() > len {
            self.pop();
        }
        while self.path() != q {
            self.pop();
            q = q.and_then(OpPath::outer);
        }
    }

    /// Moves the focus up until it encloses the op at `path` (it may then
    /// be the body holding that op, or any body above it).
    pub fn cover(&mut self, path: &OpPath) {
        self.rise_to(path.outer());
    }

    /// Moves the focus to the nested body of the isolated op at `to`
    /// (`None`: the root), through the bodies between; `false`, with the
    /// focus somewhere above, when the path does not lead to a live
    /// isolated op.
    pub fn focus(&mut self, to: Option<&OpPath>) -> bool {
        self.rise_to(to);
        let Some(to) = to else { return true };
        // Down, along the hops of `to` below the focus.
        let mut hops: Vec<OpPath> = Vec::new();
        let mut cur = Some(to);
        while let Some(p) = cur
            && p.len() > self.depth()
        {
            hops.push(p.clone());
            cur = p.outer();
        }
        for hop in hops.into_iter().rev() {
            let body = self.body_mut();
            if !body.is_live(hop.op()) {
                return false;
            }
            let Some(b) = body.take_nested(hop.op()) else {
                return false;
            };
            self.stack.push((hop, b));
        }
        true
    }

    /// The body holding the op at `path`, which must be below the focus.
    pub fn body_of(&self, path: &OpPath) -> Option<&Body> {
        path.body_in(self.path(), self.body())
    }

    /// The body holding the op at `path`, mutably.
    pub fn body_of_mut(&mut self, path: &OpPath) -> Option<&mut Body> {
        let (base, body) = match self.stack.last_mut() {
            Some((p, b)) => (Some(&*p), &mut **b),
            None => (None, &mut *self.root),
        };
        path.body_mut_in(base, body)
    }

    /// A cursor at the op at `path`, whose chain starts at the focus.
    pub fn cursor(&self, path: &OpPath) -> Option<OpCursor<'_>> {
        path.cursor_in(self.path(), self.body())
    }
}

impl Drop for BodyFocus<'_> {
    /// Puts every body back, innermost first.
    fn drop(&mut self) {
        while !self.stack.is_empty() {
            self.pop();
        }
    }
}
