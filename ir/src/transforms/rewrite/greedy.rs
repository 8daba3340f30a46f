//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): a worklist
//! of the ops in a root op's regions, each erased when trivially dead,
//! else folded, else rewritten by the highest-benefit pattern that
//! matches; the rewriter's notifications re-queue what a change may
//! affect (inserted and modified ops, users of replaced results, the
//! defining ops of an erased op's operands). Sweeps repeat, each with a
//! fresh worklist, until one changes nothing or the iteration limit is
//! reached; region simplification follows each sweep.
//!
//! MLIR keeps one worklist for everything under the root. Here each
//! isolated op owns its own [`Body`], so the ops nested in isolated ops
//! are processed by their own run of the driver (with their own constant
//! uniquing), first, and then the ops of the root's body. A pattern can
//! only see and change one body at a time, which is what isolation
//! promises anyway.
//!
//! Folds materialize constants right before the folded op (through the
//! rewriter); at the start of each sweep, constants are uniqued and
//! hoisted to the start of their insertion region (MLIR's
//! `OperationFolder::insertKnownConstant`), when `cse_constants` is set.

use super::frozen::FrozenPatternSet;
use super::rewriter::PatternRewriter;
use crate::semantics::fold::{FoldOutcome, OpFoldResult, materialize_constant, try_fold};
use crate::semantics::interfaces::side_effects::is_op_trivially_dead;
use crate::semantics::op::OpView;
use crate::semantics::symbols::scope::ScopeCache;
use crate::semantics::traits::ConstantLike;
use crate::storage::body::{Body, Operation, Region, SymbolScope, Value};
use crate::transforms::folder::insertion_region;
use crate::transforms::listener::RewriteListener;
use crate::transforms::region_simplify::{Settled, erase_unreachable_in, simplify_regions_in};
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// How much region simplification follows each sweep (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks and dead arguments.
    #[default]
    Normal,
    /// Also block merging.
    Aggressive,
}

/// Which ops the driver may rewrite (MLIR's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Strictness {
    /// Any op, including ops created or modified on the way.
    #[default]
    AnyOp,
    /// The ops there at the start and the ops created since.
    ExistingAndNewOps,
    /// Only the ops there at the start.
    ExistingOps,
}

/// The driver's settings (MLIR's `GreedyRewriteConfig`, same defaults:
/// bottom-up, aggressive region simplification, 10 iterations, no rewrite
/// limit, folding and constant CSE on, any op). The `canonicalize` pass
/// changes the first two (top-down, normal).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order (top-down) instead of post-order.
    pub top_down: bool,
    /// Region simplification after each sweep.
    pub region_simplification: RegionSimplification,
    /// The most sweeps; `-1` for no limit.
    pub max_iterations: i64,
    /// The most pattern rewrites in one sweep; `-1` for no limit.
    pub max_num_rewrites: i64,
    /// Whether ops are folded.
    pub fold: bool,
    /// Whether constants are uniqued and hoisted at the start of a sweep.
    pub cse_constants: bool,
    /// Which ops may be rewritten.
    pub strictness: Strictness,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            region_simplification: RegionSimplification::Aggressive,
            max_iterations: 10,
            max_num_rewrites: -1,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
        }
    }
}

/// The rewrite did not reach a fixed point within the iteration limit.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct NotConverged;

/// Applies `patterns` (and folding) to the ops in `root`'s regions until
/// nothing changes; `Ok(changed)` on convergence. `root` is stored in
/// `body`; when it is isolated its regions are in its own body.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    root: Operation,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Result<bool, NotConverged> {
    if body.is_isolated(root) {
        match body.nested_mut(root) {
            Some(inner) => {
                let regions = inner.root_regions().to_vec();
                apply_in_body(ctx, inner, &regions, patterns, config)
            }
            None => Ok(false),
        }
    } else {
        let regions = body.regions(root).to_vec();
        apply_in_body(ctx, body, &regions, patterns, config)
    }
}

/// The isolated ops in `regions` (this body only), in pre-order.
fn isolated_ops(body: &Body, regions: &[Region]) -> Vec<Operation> {
    let mut out = Vec::new();
    if !body.holds_isolated_ops() {
        return out;
    }
    let mut stack: Vec<Operation> = ops_in(body, regions);
    stack.reverse();
    while let Some(op) = stack.pop() {
        if body.is_isolated(op) {
            out.push(op);
        } else {
            stack.extend(ops_in(body, body.regions(op)).into_iter().rev());
        }
    }
    out
}

fn ops_in(body: &Body, regions: &[Region]) -> Vec<Operation> {
    regions
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .flat_map(|b| body.block_ops(b))
        .collect()
}

/// A nested body the driver is in: taken out of its isolated op while
/// the bodies nested in it run, put back before its parent's own run.
struct Frame {
    /// The isolated op owning the body, in the parent's body.
    op: Operation,
    body: Box<Body>,
    /// The isolated ops of this body still to run, last first.
    todo: Vec<Operation>,
    result: FrameResult,
    /// The copies of symbol tables the bodies nested in this one carry.
    scopes: ScopeCache,
    /// The copy this body carried before the driver gave it its own.
    prev_scope: Option<Arc<SymbolScope>>,
}

/// What the runs of a body and of the bodies nested in it gave.
#[derive(Default)]
struct FrameResult {
    changed: bool,
    not_converged: bool,
    /// The nested isolated ops that converged (see [`Settled`]).
    settled: Settled,
}

/// Nested isolated bodies first, each after the bodies nested in it, then
/// this body's own ops. The walk keeps its own stack of bodies (each taken
/// out of its op meanwhile), not the native one, so deep nesting cannot
/// exhaust it, and reaches each body once, so the work stays linear in the
/// depth; a body that converged is settled for its parent's region
/// simplification.
fn apply_in_body(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Result<bool, NotConverged> {
    let run = |b: &mut Body, roots: Vec<Region>, result: &mut FrameResult| {
        let mut driver = Driver {
            ctx,
            patterns,
            config,
            roots,
            state: Worklist::default(),
        };
        driver.state.settled = std::mem::take(&mut result.settled);
        let (c, conv) = driver.run(b);
        if c {
            // Folding materializes constants before it erases what they
            // replace, so a parsed body, whose arenas are exactly full,
            // grows them by half or more; hand that room back.
            b.shrink_to_fit();
        }
        result.changed |= c;
        result.not_converged |= !conv;
    };
    let mut top_todo: Vec<Operation> = isolated_ops(body, regions);
    top_todo.reverse();
    let mut top = FrameResult::default();
    let mut top_scopes = ScopeCache::default();
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        let (holder, todo, scopes) = match stack.last_mut() {
            Some(f) => (&mut *f.body, &mut f.todo, &mut f.scopes),
            None => (&mut *body, &mut top_todo, &mut top_scopes),
        };
        if let Some(op) = todo.pop() {
            // The holder runs only after the bodies nested in it, so the
            // copy of its symbols made now stays exact meanwhile.
            let scope = scopes.scope_for(ctx, holder, op);
            if let Some(mut inner) = holder.take_nested(op) {
                let prev_scope = inner.set_symbol_scope(scope);
                let rs = inner.root_regions().to_vec();
                let mut todo = isolated_ops(&inner, &rs);
                todo.reverse();
                stack.push(Frame {
                    op,
                    body: inner,
                    todo,
                    result: FrameResult::default(),
                    scopes: ScopeCache::default(),
                    prev_scope,
                });
            }
            continue;
        }
        let Some(mut f) = stack.pop() else { break };
        let rs = f.body.root_regions().to_vec();
        run(&mut f.body, rs, &mut f.result);
        f.body.set_symbol_scope(f.prev_scope.take());
        let (parent_body, parent) = match stack.last_mut() {
            Some(p) => (&mut *p.body, &mut p.result),
            None => (&mut *body, &mut top),
        };
        parent_body.restore_nested(f.op, f.body);
        if f.result.not_converged {
            parent.changed = true;
            parent.not_converged = true;
        } else {
            parent.changed |= f.result.changed;
            parent.settled.insert(f.op);
        }
    }
    run(body, regions.to_vec(), &mut top);
    if top.not_converged {
        Err(NotConverged)
    } else {
        Ok(top.changed)
    }
}

/// The worklist, which is also the rewriter's listener.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<Operation>>,
    map: FxHashMap<Operation, usize>,
    roots: Vec<Region>,
    strictness: Strictness,
    /// The ops strict modes allow.
    allowed: FxHashSet<Operation>,
    /// The isolated ops whose bodies are simplified already; one leaves
    /// the set once anything is reported about it.
    settled: Settled,
}

impl Worklist {
    fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
    }

    fn push(&mut self, op: Operation) {
        if self.strictness != Strictness::AnyOp && !self.allowed.contains(&op) {
            return;
        }
        if self.map.contains_key(&op) {
            return;
        }
        self.map.insert(op, self.list.len());
        self.list.push(Some(op));
    }

    fn pop(&mut self) -> Option<Operation> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.map.remove(&op);
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: Operation) {
        if let Some(i) = self.map.remove(&op) {
            self.list[i] = None;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.map.insert(*op, i);
            }
        }
    }

    /// Adds `op` and its ancestors up to a root region (none when `op` is
    /// not under one).
    fn add(&mut self, body: &Body, op: Operation) {
        let mut chain = vec![op];
        let mut cur = op;
        loop {
            let Some(region) = body.parent_region(cur) else {
                return;
            };
            if self.roots.contains(&region) {
                for o in chain {
                    self.push(o);
                }
                return;
            }
            let Some(owner) = body.region_owner(region) else {
                return;
            };
            chain.push(owner);
            cur = owner;
        }
    }

    fn add_operands(&mut self, body: &Body, op: Operation) {
        for v in body.operands(op).collect::<Vec<Value>>() {
            if !(body.use_empty(v) || body.has_one_use(v)) {
                continue;
            }
            if let Some(def) = body.defining_op(v) {
                self.add(body, def);
            }
        }
    }
}

impl RewriteListener for Worklist {
    fn op_inserted(&mut self, body: &Body, op: Operation) {
        self.settled.remove(&op);
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        self.add(body, op);
    }
    fn op_modified(&mut self, body: &Body, op: Operation) {
        self.settled.remove(&op);
        self.add(body, op);
    }
    fn op_erased(&mut self, body: &Body, op: Operation) {
        self.settled.remove(&op);
        self.add_operands(body, op);
        self.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.allowed.remove(&op);
        }
    }
}

/// The worklist's ears during region simplification, which also edits the
/// bodies of nested isolated ops: only changes to the driver's own body
/// reach the worklist (an op id means nothing in another body; those
/// bodies were driven before this one).
struct OwnBody<'w> {
    /// The address of the driven body, compared, never dereferenced.
    body: usize,
    inner: &'w mut Worklist,
}

impl OwnBody<'_> {
    fn own(&self, body: &Body) -> bool {
        std::ptr::from_ref::<Body>(body).addr() == self.body
    }
}

impl RewriteListener for OwnBody<'_> {
    fn op_inserted(&mut self, body: &Body, op: Operation) {
        if self.own(body) {
            self.inner.op_inserted(body, op);
        }
    }
    fn op_modified(&mut self, body: &Body, op: Operation) {
        if self.own(body) {
            self.inner.op_modified(body, op);
        }
    }
    fn op_erased(&mut self, body: &Body, op: Operation) {
        if self.own(body) {
            self.inner.op_erased(body, op);
        }
    }
}

/// Constants known in a sweep, by insertion region, dialect, value, type.
type Known = FxHashMap<(Region, &'static str, Attribute, Type), Operation>;

struct Driver<'d> {
    ctx: &'d Context,
    patterns: &'d FrozenPatternSet,
    config: &'d GreedyConfig,
    roots: Vec<Region>,
    state: Worklist,
}

impl Driver<'_> {
    /// Sweeps to a fixed point: (changed, converged).
    fn run(&mut self, body: &mut Body) -> (bool, bool) {
        self.state.roots = self.roots.clone();
        self.state.strictness = self.config.strictness;
        if self.config.strictness != Strictness::AnyOp {
            let mut all = Vec::new();
            for &r in &self.roots {
                post_order(body, r, &mut all);
            }
            self.state.allowed = all.into_iter().collect();
        }
        let mut iteration: i64 = 0;
        let mut again;
        loop {
            iteration += 1;
            if self.config.max_iterations != -1 && iteration > self.config.max_iterations {
                again = true;
                break;
            }
            self.state.clear();
            let mut known = Known::default();
            let mut ops = Vec::new();
            for &r in &self.roots {
                if self.config.top_down {
                    pre_order(body, r, &mut ops);
                } else {
                    post_order(body, r, &mut ops);
                }
            }
            for op in ops {
                if !body.is_live(op) {
                    continue;
                }
                if self.config.cse_constants && !self.insert_known_constant(body, op, &mut known) {
                    continue;
                }
                self.state.add(body, op);
            }
            if self.config.top_down {
                self.state.reverse();
            }
            // Unreachable blocks go first, whatever the region
            // simplification level, as in MLIR 22: ops there may be invalid
            // in ways patterns do not expect (`%a = arith.addi %a, %a`).
            // Their ops leave the worklist as they are erased.
            let mut own = OwnBody {
                body: std::ptr::from_ref::<Body>(body).addr(),
                inner: &mut self.state,
            };
            let settled = own.inner.settled.clone();
            again = erase_unreachable_in(body, &self.roots, &settled, &mut own);
            again |= self.process(body);
            if self.config.region_simplification != RegionSimplification::Disabled {
                let aggressive =
                    self.config.region_simplification == RegionSimplification::Aggressive;
                let mut own = OwnBody {
                    body: std::ptr::from_ref::<Body>(body).addr(),
                    inner: &mut self.state,
                };
                let settled = own.inner.settled.clone();
                again |= simplify_regions_in(
                    self.ctx,
                    body,
                    &self.roots,
                    aggressive,
                    &settled,
                    &mut own,
                );
            }
            if !again {
                break;
            }
        }
        (iteration > 1, !again)
    }

    /// Uniques and hoists a constant op; `false` when `op` was replaced by
    /// a known one (and erased).
    fn insert_known_constant(&mut self, body: &mut Body, op: Operation, known: &mut Known) -> bool {
        let Some(info) = self.ctx.op_info(body.op_name(op)) else {
            return true;
        };
        if !info.has_trait::<ConstantLike>() || body.num_results(op) != 1 {
            return true;
        }
        let (outcome, results) = try_fold(self.ctx, body, op);
        let value = match (outcome, results.first()) {
            (FoldOutcome::Failure, _) | (_, None) => return true,
            (_, Some(OpFoldResult::Attr(a))) => *a,
            (_, Some(OpFoldResult::Value(_))) => return true,
        };
        let Some(region) = insertion_region(self.ctx, body, op, &self.roots) else {
            return true;
        };
        let ty = body.value_type(body.result(op, 0));
        let key = (region, info.dialect, value, ty);
        if let Some(&existing) = known.get(&key) {
            let with = [body.result(existing, 0)];
            PatternRewriter::new(self.ctx, body, Some(&mut self.state)).replace_op(op, &with);
            // The merged constant stands for both: MLIR erases its location.
            body.set_op_loc(existing, Location::unknown(self.ctx));
            return false;
        }
        let Some(entry) = body.entry_block(region) else {
            return true;
        };
        let block = body.parent_block(op);
        let owned_prev = body
            .prev_op(op)
            .is_some_and(|p| known.values().any(|&k| k == p));
        if (block != Some(entry) || (body.first_op(entry) != Some(op) && !owned_prev))
            && let Some(front) = body.first_op(entry)
        {
            body.move_op_before(op, front);
            // Hoisted out of its block, it loses its location (MLIR 22).
            if block != Some(entry) {
                body.set_op_loc(op, Location::unknown(self.ctx));
            }
        }
        known.insert(key, op);
        true
    }

    /// Processes the worklist: whether anything changed.
    fn process(&mut self, body: &mut Body) -> bool {
        let mut changed = false;
        let mut rewrites: i64 = 0;
        while self.config.max_num_rewrites == -1 || rewrites < self.config.max_num_rewrites {
            let Some(op) = self.state.pop() else { break };
            if !body.is_live(op) {
                continue;
            }
            if is_op_trivially_dead(OpView::new(self.ctx, body, op)) {
                PatternRewriter::new(self.ctx, body, Some(&mut self.state)).erase_op(op);
                changed = true;
                continue;
            }
            if self.config.fold && self.fold(body, op) {
                changed = true;
                continue;
            }
            let name = body.op_name(op);
            for p in self.patterns.patterns_for(name) {
                let mut rw = PatternRewriter::new(self.ctx, body, Some(&mut self.state));
                rw.set_insertion_point_before(op);
                if p.match_and_rewrite(op, &mut rw).is_ok() {
                    changed = true;
                    rewrites += 1;
                    break;
                }
            }
        }
        changed
    }

    /// Folds `op` (MLIR's `op->fold` step of the driver): whether it folded.
    fn fold(&mut self, body: &mut Body, op: Operation) -> bool {
        let Some(info) = self.ctx.op_info(body.op_name(op)) else {
            return false;
        };
        if info.has_trait::<ConstantLike>() {
            return false;
        }
        let (outcome, results) = try_fold(self.ctx, body, op);
        if outcome == FoldOutcome::Failure {
            return false;
        }
        let n = body.num_results(op);
        let own = |i: usize, r: &OpFoldResult| *r == OpFoldResult::Value(body.result(op, i));
        if results.is_empty() || results.iter().enumerate().all(|(i, r)| own(i, r)) {
            self.state.op_modified(body, op);
            return true;
        }
        if results.len() != n || results.iter().enumerate().any(|(i, r)| own(i, r)) {
            return false;
        }
        let loc: Location = body.op_loc(op);
        let dialect = info.dialect;
        let mut rw = PatternRewriter::new(self.ctx, body, Some(&mut self.state));
        rw.set_insertion_point_before(op);
        let mut values: Vec<Value> = Vec::with_capacity(n);
        let mut made: Vec<Operation> = Vec::new();
        for (i, r) in results.iter().enumerate() {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => {
                    let ty = rw.body().value_type(rw.body().result(op, i));
                    let c = rw.build(|b| materialize_constant(b, dialect, a, ty, loc));
                    match c {
                        Some(c) if rw.body().num_results(c) == 1 => {
                            made.push(c);
                            values.push(rw.body().result(c, 0));
                        }
                        other => {
                            made.extend(other);
                            for c in made {
                                rw.erase_op(c);
                            }
                            return false;
                        }
                    }
                }
            }
        }
        rw.replace_op(op, &values);
        true
    }
}

/// The ops of `region` and those nested in them (this body), each after
/// its nested ops.
fn post_order(body: &Body, region: Region, out: &mut Vec<Operation>) {
    let mut work: Vec<(Operation, bool)> = ops_in(body, &[region])
        .into_iter()
        .rev()
        .map(|o| (o, false))
        .collect();
    while let Some((op, expanded)) = work.pop() {
        if expanded || body.is_isolated(op) || body.num_regions(op) == 0 {
            out.push(op);
            continue;
        }
        work.push((op, true));
        work.extend(
            ops_in(body, body.regions(op))
                .into_iter()
                .rev()
                .map(|o| (o, false)),
        );
    }
}

/// The ops of `region` and those nested in them (this body), each before
/// its nested ops.
fn pre_order(body: &Body, region: Region, out: &mut Vec<Operation>) {
    let mut work: Vec<Operation> = ops_in(body, &[region]);
    work.reverse();
    while let Some(op) = work.pop() {
        out.push(op);
        if !body.is_isolated(op) {
            work.extend(ops_in(body, body.regions(op)).into_iter().rev());
        }
    }
}
