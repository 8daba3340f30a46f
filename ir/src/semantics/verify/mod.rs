//! The verifier: MLIR 22's structural checks, op hooks and dominance.
//!
//! For one isolated op `X`, [`verify`] runs MLIR's `OperationVerifier`:
//! a worklist walk over `X` and the non-isolated ops nested in it, which on
//! entering an op runs its [`OpInfo::verify`] hook and the region checks
//! (graph regions with one block, entry blocks without predecessors), on
//! entering a block checks that it is not empty and that only its last op
//! has successors, on leaving a block checks successors stay in the region
//! and the terminator, and on leaving an op verifies its isolated children,
//! then runs [`OpInfo::verify_region`] and the unregistered-op rules.
//! Dominance follows once the structure is known to be sound. The first
//! failure stops a walk, except that all isolated siblings are verified
//! (in parallel with rayon) and all of their failures are reported, in IR
//! order.
//!
//! The walk keeps explicit stacks: nested regions and nested isolated ops
//! cost heap, not native stack, and only the first few levels of isolated
//! nesting fan out to rayon, which bounds recursion. Recursing per op
//! (MLIR's original shape) was rejected because 100,000 nested regions
//! must not overflow the stack.
//!
//! [`OpInfo::verify`]: crate::semantics::registry::OpInfo::verify
//! [`OpInfo::verify_region`]: crate::semantics::registry::OpInfo::verify_region

pub mod builtin;
pub mod dialect_attrs;
mod dominance;
#[cfg(test)]
mod tests;

use crate::semantics::diag::{Diagnostic, Severity};
use crate::semantics::interfaces::region_kind::{RegionKind, region_kind};
use crate::semantics::op::OpView;
use crate::semantics::registry::OpFlags;
use crate::storage::body::{Block, Body, Operation};
use crate::storage::walk::OpRef;
use crate::uniqued::context::Context;
use rayon::prelude::*;

/// Prints an op for the "see current operation" note (generic form, local
/// scope), as `ir::text::print_op` does.
pub type PrintOpFn = dyn Fn(&Context, &Body, Operation) -> String + Sync;

/// Options of [`verify`].
#[derive(Clone, Copy)]
pub struct VerifyOptions<'a> {
    /// Accept ops of unregistered dialects (`--allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    /// Prints an op in generic form with local scope, for messages that
    /// show an op ("block with no terminator, has ...") and for the note
    /// below. Without it, such messages name the op instead.
    pub print_op: Option<&'a PrintOpFn>,
    /// Attach MLIR's `see current operation: ...` note to op errors
    /// (`--mlir-print-op-on-diagnostic`); needs `print_op`.
    pub op_notes: bool,
    /// Verify sibling isolated ops on rayon's thread pool.
    pub parallel: bool,
}

impl Default for VerifyOptions<'_> {
    fn default() -> Self {
        VerifyOptions {
            allow_unregistered: true,
            print_op: None,
            op_notes: true,
            parallel: true,
        }
    }
}

impl core::fmt::Debug for VerifyOptions<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("VerifyOptions")
            .field("allow_unregistered", &self.allow_unregistered)
            .field("print_op", &self.print_op.is_some())
            .field("op_notes", &self.op_notes)
            .field("parallel", &self.parallel)
            .finish()
    }
}

/// Verifies `op` (stored in `body`) and everything nested in it. On
/// failure returns the diagnostics in a deterministic order: the first
/// failure of each walk, all failing isolated siblings in IR order.
///
/// ```
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, VerifyOptions, verify};
///
/// let ctx = Context::new();
/// let src = "\"builtin.module\"() ({\n^bb0:\n^bb1:\n}) : () -> ()\n";
/// let m = parse_source(&ctx, src, "m.mlir", &ParseOptions::default()).unwrap();
/// let errs = verify(&ctx, &m.body, m.op, &VerifyOptions::default()).unwrap_err();
/// assert_eq!(
///     errs[0].message,
///     "'builtin.module' op expects region #0 to have 0 or 1 blocks"
/// );
/// ```
pub fn verify(
    ctx: &Context,
    body: &Body,
    op: Operation,
    opts: &VerifyOptions<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let ck = Checker { ctx, opts: *opts };
    verify_tree(&ck, body, op, 0).map(|_| ())
}

/// Levels of isolated nesting that may fan out to rayon; deeper levels
/// run on the explicit stack of the frame that reaches them.
const PARALLEL_DEPTH: usize = 8;

/// Shared state of one verification.
pub(crate) struct Checker<'c> {
    pub(crate) ctx: &'c Context,
    opts: VerifyOptions<'c>,
}

impl Checker<'_> {
    fn name<'b>(&'b self, body: &Body, op: Operation) -> &'b str {
        self.ctx.op_name_str(body.op_name(op))
    }

    /// The `see current operation: ...` note text, if enabled.
    fn current_op_note(&self, body: &Body, op: Operation) -> Option<String> {
        if !self.opts.op_notes {
            return None;
        }
        let print = self.opts.print_op?;
        let text = print(self.ctx, body, op);
        let sep = if text.contains('\n') { "\n" } else { "" };
        Some(format!("see current operation: {sep}{text}"))
    }

    /// MLIR's `op->emitError(msg)`.
    pub(crate) fn op_error(&self, body: &Body, op: Operation, msg: String) -> Diagnostic {
        let loc = body.op_loc(op);
        let mut d = Diagnostic::error(loc, msg);
        if let Some(note) = self.current_op_note(body, op) {
            d.attach_note(loc, note);
        }
        d
    }

    /// MLIR's `op->emitOpError(msg)`.
    fn op_op_error(&self, body: &Body, op: Operation, msg: &str) -> Diagnostic {
        let m = format!("'{}' op {msg}", self.name(body, op));
        self.op_error(body, op, m)
    }

    /// Adds the `see current operation` note to a hook's error when it is
    /// an error at the op's own location (what `op.emitError` produces).
    /// A hook may also report on an op nested in its own (a function on
    /// its returns, a symbol table on its symbol users): the note then
    /// shows the first nested op at the error's location.
    fn adopt_hook_error(&self, body: &Body, op: Operation, mut d: Diagnostic) -> Diagnostic {
        if d.severity != Severity::Error || self.opts.print_op.is_none() {
            return d;
        }
        let mut at = None;
        if d.loc == body.op_loc(op) {
            at = Some(OpRef::new(body, op));
        } else {
            crate::storage::walk::walk(body, op, crate::storage::walk::WalkOrder::PreOrder, |r| {
                if r.body.op_loc(r.op) == d.loc {
                    at = Some(r);
                    return crate::storage::walk::WalkResult::Interrupt;
                }
                crate::storage::walk::WalkResult::Advance
            });
        }
        if let Some(r) = at
            && let Some(note) = self.current_op_note(r.body, r.op)
        {
            d.notes
                .insert(0, Diagnostic::new(Severity::Note, d.loc, note));
        }
        d
    }

    fn might_be_terminator(&self, body: &Body, op: Operation) -> bool {
        self.ctx
            .op_info(body.op_name(op))
            .is_none_or(|i| i.has_flags(OpFlags::IS_TERMINATOR))
    }
}

/// A block being walked, with the op owning its region.
#[derive(Clone, Copy)]
struct BlockItem<'a> {
    /// The body storing the block.
    body: &'a Body,
    block: Block,
    /// The body storing the owner op, and the op.
    owner_body: &'a Body,
    owner: Operation,
}

#[derive(Clone, Copy)]
enum Item<'a> {
    Op(&'a Body, Operation),
    Block(BlockItem<'a>),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Enter,
    Exit,
    /// Exit of an op whose isolated children are done.
    ExitAfterChildren,
}

/// The verification of one isolated (or root) op: MLIR's
/// `verifyOpAndDominance`, as a resumable state machine.
struct Frame<'a> {
    body: &'a Body,
    op: Operation,
    work: Vec<(Item<'a>, Phase)>,
    /// Isolated children of the op being exited, the next to verify, and
    /// the failures so far.
    children: Vec<(&'a Body, Operation)>,
    next_child: usize,
    child_failures: Vec<Diagnostic>,
    child_failed: bool,
    /// Whether an op walked here, or an isolated child's subtree, is a
    /// symbol user.
    users: bool,
    /// The isolated children of the op being exited whose subtrees (the
    /// child included) hold no `SymbolUserOpInterface` op: if that op is a
    /// symbol table, its use walk, which runs after them, skips these
    /// subtrees rather than walk every op again (see `exit_op`).
    without_users: crate::semantics::symbols::WithoutUsers,
}

/// The outcome of verifying an isolated op: on success, whether its
/// subtree holds a symbol user.
type TreeResult = Result<bool, Vec<Diagnostic>>;

enum Step<'a> {
    Done(TreeResult),
    Child(&'a Body, Operation),
}

fn verify_tree(ck: &Checker<'_>, body: &Body, op: Operation, depth: usize) -> TreeResult {
    let mut frames = vec![Frame::new(body, op)];
    let mut finished: Option<TreeResult> = None;
    loop {
        let level = depth + frames.len() - 1;
        let top = frames.last_mut().expect("a frame");
        match top.step(ck, finished.take(), level) {
            Step::Done(r) => {
                frames.pop();
                if frames.is_empty() {
                    return r;
                }
                finished = Some(r);
            }
            Step::Child(b, o) => frames.push(Frame::new(b, o)),
        }
    }
}

impl<'a> Frame<'a> {
    fn new(body: &'a Body, op: Operation) -> Frame<'a> {
        Frame {
            body,
            op,
            work: {
                // Room for a block of a typical function without regrowth.
                let mut w = Vec::with_capacity(32);
                w.push((Item::Op(body, op), Phase::Enter));
                w
            },
            children: Vec::new(),
            next_child: 0,
            child_failures: Vec::new(),
            child_failed: false,
            users: false,
            without_users: Default::default(),
        }
    }

    /// Runs until done or until an isolated child must be verified on the
    /// caller's stack. `finished` is the result of that child.
    fn step(&mut self, ck: &Checker<'_>, finished: Option<TreeResult>, level: usize) -> Step<'a> {
        if let Some(r) = finished {
            let child = self.children[self.next_child - 1];
            self.child_done(child, r);
            if let Some(s) = self.next_pending_child() {
                return s;
            }
        }
        while let Some(&(item, phase)) = self.work.last() {
            let r = match (item, phase) {
                (Item::Op(b, op), Phase::Enter) => {
                    let r = enter_op(ck, b, op);
                    if !self.users && crate::semantics::symbols::is_symbol_user(ck.ctx, b, op) {
                        self.users = true;
                    }
                    if op != self.op && b.num_regions(op) == 0 {
                        // Most ops hold nothing: their exit follows at once,
                        // without the exit phases' walk of their regions.
                        self.work.pop();
                        r.and_then(|()| exit_op(ck, b, op, Default::default()))
                    } else {
                        self.work.last_mut().expect("item").1 = Phase::Exit;
                        if r.is_ok() && (op == self.op || !b.is_isolated(op)) {
                            self.push_blocks(b, op);
                        }
                        r
                    }
                }
                (Item::Op(b, op), Phase::Exit) => {
                    self.work.last_mut().expect("item").1 = Phase::ExitAfterChildren;
                    self.children = isolated_children(b, op);
                    self.next_child = 0;
                    self.without_users.clear();
                    if self.children.is_empty() {
                        continue;
                    }
                    if ck.opts.parallel && self.children.len() > 1 && level < PARALLEL_DEPTH {
                        let results: Vec<TreeResult> = self
                            .children
                            .par_iter()
                            .map(|&(cb, co)| verify_tree(ck, cb, co, level + 1))
                            .collect();
                        for (i, r) in results.into_iter().enumerate() {
                            self.child_done(self.children[i], r);
                        }
                        self.next_child = self.children.len();
                        continue;
                    }
                    match self.next_pending_child() {
                        Some(s) => return s,
                        None => continue,
                    }
                }
                (Item::Op(b, op), Phase::ExitAfterChildren) => {
                    if self.child_failed {
                        return Step::Done(Err(std::mem::take(&mut self.child_failures)));
                    }
                    self.work.pop();
                    exit_op(ck, b, op, core::mem::take(&mut self.without_users))
                }
                (Item::Block(bi), Phase::Enter) => {
                    self.work.last_mut().expect("item").1 = Phase::Exit;
                    let r = enter_block(ck, bi);
                    if r.is_ok() {
                        let mut cur = bi.body.last_op(bi.block);
                        while let Some(o) = cur {
                            if bi.body.num_regions(o) == 0 || !bi.body.is_isolated(o) {
                                self.work.push((Item::Op(bi.body, o), Phase::Enter));
                            }
                            cur = bi.body.prev_op(o);
                        }
                    }
                    r
                }
                (Item::Block(bi), _) => {
                    self.work.pop();
                    exit_block(ck, bi)
                }
            };
            if let Err(d) = r {
                return Step::Done(Err(vec![d]));
            }
        }
        if self.body.num_regions(self.op) != 0
            && let Err(d) = dominance::verify_dominance(ck, self.body, self.op)
        {
            return Step::Done(Err(vec![d]));
        }
        Step::Done(Ok(self.users))
    }

    /// Takes the result of an isolated child: its failures, or whether
    /// its subtree holds a symbol user (one that holds none is noted for
    /// the symbol tables' use walks).
    fn child_done(&mut self, (b, op): (&Body, Operation), r: TreeResult) {
        match r {
            Err(ds) => {
                self.child_failed = true;
                self.child_failures.extend(ds);
            }
            Ok(true) => self.users = true,
            Ok(false) => {
                self.without_users
                    .insert(crate::semantics::symbols::subtree_key(b, op));
            }
        }
    }

    /// Hands the next isolated child to the caller, if any is left.
    fn next_pending_child(&mut self) -> Option<Step<'a>> {
        let &(b, o) = self.children.get(self.next_child)?;
        self.next_child += 1;
        Some(Step::Child(b, o))
    }

    fn push_blocks(&mut self, b: &'a Body, op: Operation) {
        let rb = b.region_body(op);
        for &region in b.regions(op).iter().rev() {
            let blocks: smallvec::SmallVec<[Block; 4]> = rb.region_blocks(region).collect();
            for block in blocks.into_iter().rev() {
                self.work.push((
                    Item::Block(BlockItem {
                        body: rb,
                        block,
                        owner_body: b,
                        owner: op,
                    }),
                    Phase::Enter,
                ));
            }
        }
    }
}

/// The isolated ops with regions directly inside `op`'s regions.
fn isolated_children(b: &Body, op: Operation) -> Vec<(&Body, Operation)> {
    let rb = b.region_body(op);
    let mut out = Vec::new();
    for &region in b.regions(op) {
        for block in rb.region_blocks(region) {
            for o in rb.block_ops(block) {
                if rb.num_regions(o) != 0 && rb.is_isolated(o) {
                    out.push((rb, o));
                }
            }
        }
    }
    out
}

fn enter_op(ck: &Checker<'_>, b: &Body, op: Operation) -> Result<(), Diagnostic> {
    let info = ck.ctx.op_info(b.op_name(op));
    if let Some(hook) = info.and_then(|i| i.verify) {
        hook(ck.ctx, OpRef::new(b, op)).map_err(|d| ck.adopt_hook_error(b, op, d))?;
    }
    let rb = b.region_body(op);
    for (i, &region) in b.regions(op).iter().enumerate() {
        if rb.region_blocks(region).nth(1).is_some()
            && region_kind(OpView::new(ck.ctx, b, op), i) == Some(RegionKind::Graph)
        {
            return Err(ck.op_op_error(
                b,
                op,
                &format!("expects graph region #{i} to have 0 or 1 blocks"),
            ));
        }
        if let Some(entry) = rb.entry_block(region)
            && rb.has_predecessors(entry)
        {
            return Err(Diagnostic::error(
                b.op_loc(op),
                "entry block of region may not have predecessors",
            ));
        }
    }
    Ok(())
}

/// Exits `op`: its region verifiers. `without_users` are its isolated
/// children found to hold no symbol user, for a symbol table's use walk.
fn exit_op(
    ck: &Checker<'_>,
    b: &Body,
    op: Operation,
    without_users: crate::semantics::symbols::WithoutUsers,
) -> Result<(), Diagnostic> {
    let name = b.op_name(op);
    if let Some(info) = ck.ctx.op_info(name) {
        if let Some(hook) = info.verify_region {
            let run = || hook(ck.ctx, OpRef::new(b, op));
            // A symbol table's use walk may skip the subtrees verified
            // here that hold no symbol user.
            let r = if without_users.is_empty() || !info.has_flags(OpFlags::SYMBOL_TABLE) {
                run()
            } else {
                crate::semantics::symbols::with_subtrees_without_users(without_users, run)
            };
            r.map_err(|d| ck.adopt_hook_error(b, op, d))?;
        }
        return Ok(());
    }
    let full = ck.ctx.op_name_str(name);
    let namespace = full.split_once('.').map_or("", |(d, _)| d);
    match ck.ctx.registry().dialect(namespace) {
        None if !ck.opts.allow_unregistered => Err(ck.op_op_error(
            b,
            op,
            "created with unregistered dialect. If this is intended, please call \
             allowUnregisteredDialects() on the MLIRContext, or use \
             -allow-unregistered-dialect with the MLIR opt tool used",
        )),
        Some(d) if !d.allow_unknown_ops => Err(ck.op_error(
            b,
            op,
            format!(
                "unregistered operation '{full}' found in dialect ('{namespace}') that does \
                 not allow unknown operations"
            ),
        )),
        _ => Ok(()),
    }
}

/// MLIR's `mayBeValidWithoutTerminator`: the only block of a region whose
/// owner might have `NoTerminator`.
fn may_lack_terminator(ck: &Checker<'_>, bi: BlockItem<'_>) -> bool {
    let Some(region) = bi.body.block_parent(bi.block) else {
        return true;
    };
    if bi.body.region_blocks(region).nth(1).is_some() {
        return false;
    }
    ck.ctx
        .op_info(bi.owner_body.op_name(bi.owner))
        .is_none_or(|i| i.has_flags(OpFlags::NO_TERMINATOR))
}

fn enter_block(ck: &Checker<'_>, bi: BlockItem<'_>) -> Result<(), Diagnostic> {
    let b = bi.body;
    let Some(last) = b.last_op(bi.block) else {
        if may_lack_terminator(ck, bi) {
            return Ok(());
        }
        return Err(Diagnostic::error(
            bi.owner_body.op_loc(bi.owner),
            "empty block: expect at least a terminator",
        ));
    };
    for o in b.block_ops(bi.block) {
        if o != last && b.num_successors(o) != 0 {
            return Err(ck.op_error(
                b,
                o,
                "operation with block successors must terminate its parent block".to_owned(),
            ));
        }
    }
    Ok(())
}

fn exit_block(ck: &Checker<'_>, bi: BlockItem<'_>) -> Result<(), Diagnostic> {
    let b = bi.body;
    let Some(last) = b.last_op(bi.block) else {
        return Ok(());
    };
    let region = b.block_parent(bi.block);
    if b.successors(last).any(|s| b.block_parent(s) != region) {
        return Err(ck.op_op_error(b, last, "branching to block of a different region"));
    }
    if may_lack_terminator(ck, bi) || ck.might_be_terminator(b, last) {
        return Ok(());
    }
    let shown = match ck.opts.print_op {
        Some(print) => print(ck.ctx, b, last),
        None => format!("'{}'", ck.name(b, last)),
    };
    let sep = if shown.contains('\n') { "\n" } else { "" };
    Err(ck.op_error(
        b,
        last,
        format!("block with no terminator, has {sep}{shown}"),
    ))
}
