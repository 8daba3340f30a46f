//! Walking nested IR: pre- and post-order, skipping subtrees, interrupting.
//!
//! Walks descend into the nested bodies of isolated ops, so the callback
//! receives an [`OpRef`] (a body and an op id) rather than a bare id. The
//! walk keeps its own stack of frames instead of recursing, so 100,000
//! levels of nesting cost heap, not native stack.

use crate::storage::body::{Block, Body, Operation, Region};

/// An op together with the body that stores it.
#[derive(Copy, Clone, Debug)]
pub struct OpRef<'a> {
    /// The body that stores the op.
    pub body: &'a Body,
    /// The op.
    pub op: Operation,
}

impl<'a> OpRef<'a> {
    /// Pairs a body with an op of it.
    pub fn new(body: &'a Body, op: Operation) -> Self {
        OpRef { body, op }
    }

    /// The body holding this op's regions (nested when isolated).
    pub fn region_body(self) -> &'a Body {
        self.body.region_body(self.op)
    }
}

/// What a walk callback asks for next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    /// Keep going.
    Advance,
    /// Do not descend into this op's regions (pre-order only).
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

/// The visiting order.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Parents before children.
    PreOrder,
    /// Children before parents (MLIR's default).
    PostOrder,
}

struct Frame<'a> {
    body: &'a Body,
    /// The op whose regions are being walked; `None` for a body's roots.
    op: Option<Operation>,
    regions: &'a [Region],
    region: usize,
    block: Option<Block>,
    next: Option<Operation>,
}

impl<'a> Frame<'a> {
    fn new(body: &'a Body, op: Option<Operation>, regions: &'a [Region]) -> Self {
        let mut f = Frame {
            body,
            op,
            regions,
            region: 0,
            block: None,
            next: None,
        };
        f.enter_region();
        f
    }

    /// Positions on the first op of the current region, skipping empty
    /// blocks and regions.
    fn enter_region(&mut self) {
        while self.region < self.regions.len() {
            self.block = self.body.entry_block(self.regions[self.region]);
            while let Some(b) = self.block {
                self.next = self.body.first_op(b);
                if self.next.is_some() {
                    return;
                }
                self.block = self.body.next_block(b);
            }
            self.region += 1;
        }
    }

    fn advance(&mut self) -> Option<Operation> {
        loop {
            if let Some(o) = self.next {
                self.next = self.body.next_op(o);
                return Some(o);
            }
            let b = self.block?;
            self.block = self.body.next_block(b);
            match self.block {
                Some(nb) => self.next = self.body.first_op(nb),
                None => {
                    self.region += 1;
                    self.enter_region();
                    self.block?;
                }
            }
        }
    }
}

/// Walks `op` and everything nested in it. Returns `Interrupt` if the
/// callback interrupted.
pub fn walk<'a>(
    body: &'a Body,
    op: Operation,
    order: WalkOrder,
    mut f: impl FnMut(OpRef<'a>) -> WalkResult,
) -> WalkResult {
    if order == WalkOrder::PreOrder {
        match f(OpRef { body, op }) {
            WalkResult::Interrupt => return WalkResult::Interrupt,
            WalkResult::Skip => return WalkResult::Advance,
            WalkResult::Advance => {}
        }
    }
    let inner = body.region_body(op);
    let r = walk_frames(
        vec![Frame::new(inner, Some(op), body.regions(op))],
        order,
        &mut f,
        body,
    );
    if r == WalkResult::Interrupt {
        return r;
    }
    if order == WalkOrder::PostOrder && f(OpRef { body, op }) == WalkResult::Interrupt {
        return WalkResult::Interrupt;
    }
    WalkResult::Advance
}

/// Walks every op in the root regions of `body` (not the owner op itself).
pub fn walk_body<'a>(
    body: &'a Body,
    order: WalkOrder,
    mut f: impl FnMut(OpRef<'a>) -> WalkResult,
) -> WalkResult {
    walk_frames(
        vec![Frame::new(body, None, body.root_regions())],
        order,
        &mut f,
        body,
    )
}

/// Walks the ops nested in one region of `body` (`region` must be in `body`).
pub fn walk_region<'a>(
    body: &'a Body,
    region: Region,
    order: WalkOrder,
    mut f: impl FnMut(OpRef<'a>) -> WalkResult,
) -> WalkResult {
    let regions = core::slice::from_ref(region_ref(body, region));
    walk_frames(vec![Frame::new(body, None, regions)], order, &mut f, body)
}

fn region_ref(body: &Body, region: Region) -> &Region {
    let list: &[Region] = match body.region_owner(region) {
        Some(op) => body.regions(op),
        None => body.root_regions(),
    };
    list.iter()
        .find(|&&r| r == region)
        .expect("region not listed by its owner")
}

fn walk_frames<'a>(
    mut stack: Vec<Frame<'a>>,
    order: WalkOrder,
    f: &mut impl FnMut(OpRef<'a>) -> WalkResult,
    outer: &'a Body,
) -> WalkResult {
    let base = stack.len();
    // `owner_bodies[i]` is the body storing the op of frame `i`.
    let mut owner_bodies: Vec<&'a Body> = vec![outer; base];
    while let Some(top) = stack.last_mut() {
        match top.advance() {
            Some(op) => {
                let body = top.body;
                if order == WalkOrder::PreOrder {
                    match f(OpRef { body, op }) {
                        WalkResult::Interrupt => return WalkResult::Interrupt,
                        WalkResult::Skip => continue,
                        WalkResult::Advance => {}
                    }
                }
                let regions = body.regions(op);
                if regions.is_empty() {
                    if order == WalkOrder::PostOrder
                        && f(OpRef { body, op }) == WalkResult::Interrupt
                    {
                        return WalkResult::Interrupt;
                    }
                    continue;
                }
                stack.push(Frame::new(body.region_body(op), Some(op), regions));
                owner_bodies.push(body);
            }
            None => {
                let done = stack.pop().expect("frame");
                let owner = owner_bodies.pop().expect("frame owner");
                if stack.len() >= base
                    && let (WalkOrder::PostOrder, Some(op)) = (order, done.op)
                    && f(OpRef { body: owner, op }) == WalkResult::Interrupt
                {
                    return WalkResult::Interrupt;
                }
                if stack.len() < base {
                    break;
                }
            }
        }
    }
    WalkResult::Advance
}
