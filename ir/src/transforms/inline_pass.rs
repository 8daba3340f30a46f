//! The `inline` pass (MLIR's `InlinerPass` and its SCC-based `Inliner`):
//! calls are inlined over the [`CallGraph`] bottom-up, one SCC at a time;
//! before each round the SCC's callables are simplified with their
//! pipeline (`op-pipelines`, else `default-pipeline`), and rounds repeat
//! up to `max-iterations` while calls keep being inlined. A call whose
//! callee already appears in the history of the inlinings that produced
//! it is not inlined again, so recursion ends. Symbol uses of callables
//! are counted (MLIR's `CGUseList`), and discardable callables left
//! without uses are erased at the end.
//!
//! The options take MLIR's defaults through small option types
//! ([`DefaultPipeline`], [`MaxIterations`], [`InliningThreshold`],
//! [`OpPipelines`]) rather than a `default = ...` option of `#[pass]`,
//! which no other pass needs. A default pipeline naming a pass that is
//! not registered is an error of the pass (MLIR prints the parser's error
//! and goes on without a pipeline).
//!
//! ```
//! let info = ir::pass::lookup_pass("inline").unwrap();
//! assert_eq!(info.options, ["default-pipeline", "op-pipelines", "max-iterations", "inlining-threshold"]);
//! ```

use super::call_graph::{CallGraph, NodeId, RegionAddr};
use super::inliner::{RegionInliner, enclosing_region};
use crate::pass::{OpPassManager, Pass, PassFailed, PassOption, PassOptions, RunOptions};
use crate::semantics::diag::Diagnostic;
use crate::semantics::interfaces::call::{CallOpInterfaceHandle, CallableOpInterfaceHandle};
use crate::semantics::interfaces::side_effects::is_memory_effect_free;
use crate::semantics::op::OpView;
use crate::semantics::symbols::{
    SymbolTableCollection, Visibility, can_discard_on_use_empty, get_all_symbol_uses, is_symbol_op,
    is_symbol_table, symbol_visibility, walk_symbol_tables,
};
use crate::semantics::traits::{IsTerminator, SingleBlock, SingleBlockImplicitTerminator};
use crate::storage::body::{Block, Body, Operation};
use crate::storage::cursor::{OpCursor, OpPath};
use crate::storage::focus::BodyFocus;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::Context;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;

/// `default-pipeline`: the pipeline run on callables without one of their
/// own; `canonicalize` unless given (empty: none).
#[derive(Debug, Clone)]
pub struct DefaultPipeline(pub String);

impl Default for DefaultPipeline {
    fn default() -> Self {
        DefaultPipeline("canonicalize".into())
    }
}

impl PassOption for DefaultPipeline {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(options
            .get(key)
            .map(|v| DefaultPipeline(v.trim_matches('\'').to_string())))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
    }
}

/// `max-iterations`: rounds of simplify-and-inline per SCC (4).
#[derive(Debug, Clone, Copy)]
pub struct MaxIterations(pub u32);

impl Default for MaxIterations {
    fn default() -> Self {
        MaxIterations(4)
    }
}

impl PassOption for MaxIterations {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        uint_option(options, key).map(|v| v.map(MaxIterations))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
    }
}

/// `inlining-threshold`: the largest callee/caller op-count ratio, in
/// percent, still inlined (no limit by default).
#[derive(Debug, Clone, Copy)]
pub struct InliningThreshold(pub u32);

impl Default for InliningThreshold {
    fn default() -> Self {
        InliningThreshold(u32::MAX)
    }
}

impl PassOption for InliningThreshold {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        uint_option(options, key).map(|v| v.map(InliningThreshold))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
    }
}

fn uint_option(options: &PassOptions, key: &str) -> Result<Option<u32>, String> {
    options
        .get(key)
        .map(|v| {
            crate::pass::parse_integer(v).ok_or_else(|| {
                crate::pass::value_error(
                    key,
                    format_args!("'{v}' value invalid for uint argument!"),
                )
            })
        })
        .transpose()
}

/// `op-pipelines`: pipelines per callable op name, written
/// `dialect.op(pass,...)` and separated by commas.
#[derive(Debug, Default)]
pub struct OpPipelines(pub Vec<OpPassManager>);

impl PassOption for OpPipelines {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        let Some(text) = options.get(key) else {
            return Ok(None);
        };
        let mut out = Vec::new();
        let (mut depth, mut start) = (0i32, 0);
        let bytes = text.as_bytes();
        for i in 0..=bytes.len() {
            let c = bytes.get(i).copied();
            match c {
                Some(b'(') => depth += 1,
                Some(b')') => depth -= 1,
                Some(b',') | None if depth == 0 => {
                    let item = text[start..i].trim();
                    if !item.is_empty() {
                        // mlir-opt prints the pipeline's error itself; the
                        // option's own error is empty.
                        let pm = crate::pass::parse_pass_pipeline(item)
                            .map_err(|e| crate::pass::printed_error(&e, ""))?;
                        out.push(pm);
                    }
                    start = i + 1;
                }
                _ => {}
            }
        }
        Ok(Some(OpPipelines(out)))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        crate::pass::print_list(key, self.0.iter().map(OpPassManager::textual), out);
    }
}

/// The `inline` pass.
#[crate::pass(
    argument = "inline",
    summary = "Inline function calls",
    name = "Inliner"
)]
#[derive(Debug, Default)]
pub struct InlinerPass {
    /// The pipeline for callables without a dedicated one.
    pub default_pipeline: DefaultPipeline,
    /// Pipelines per callable op name.
    pub op_pipelines: OpPipelines,
    /// Rounds of simplify-and-inline per SCC.
    pub max_iterations: MaxIterations,
    /// The largest callee/caller size ratio inlined, in percent.
    pub inlining_threshold: InliningThreshold,
}

impl Pass for InlinerPass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        if !is_symbol_table(ctx, body, op) {
            diags.push(crate::pass::op_error(
                ctx,
                body,
                op,
                format!(
                    "'{}' op  was scheduled to run under the inliner, but does not define a symbol table",
                    body.op_name(op).as_str(ctx)
                ),
            ));
            return Err(PassFailed);
        }
        let mut driver = Driver::new(ctx, self, body, op);
        let mut focus = BodyFocus::new(body);
        let r = driver.run(&mut focus, diags);
        driver.erase_dead(&mut focus);
        r
    }
}

/// A call to consider: where it is, the node it is in and the node it
/// calls (MLIR's `ResolvedCall`).
#[derive(Clone, Debug)]
struct ResolvedCall {
    call: OpPath,
    source: NodeId,
    target: NodeId,
}

/// Symbol uses of one node (MLIR's `CGUser`).
#[derive(Default, Debug)]
struct NodeUses {
    top_level: FxHashSet<NodeId>,
    inner: BTreeMap<NodeId, i32>,
}

/// The inliner's state over one run.
struct Driver<'p, 'c> {
    ctx: &'c Context,
    pass: &'p InlinerPass,
    cg: CallGraph,
    tables: SymbolTableCollection,
    /// Uses of discardable symbol nodes (MLIR's `discardableSymNodeUses`).
    discardable: FxHashMap<NodeId, i32>,
    node_uses: FxHashMap<NodeId, NodeUses>,
    /// Nodes to erase at the end.
    dead: Vec<NodeId>,
    /// Default pipelines built so far, per op name.
    pipelines: FxHashMap<String, OpPassManager>,
    /// Whether the IR is still as the call graph saw it (during
    /// [`Driver::init_uses`]), so nodes may be found by op.
    setting_up: bool,
}

impl<'p, 'c> Driver<'p, 'c> {
    fn new(ctx: &'c Context, pass: &'p InlinerPass, body: &Body, op: Operation) -> Self {
        let mut d = Driver {
            ctx,
            pass,
            cg: CallGraph::new(ctx, body, op),
            tables: SymbolTableCollection::new(),
            discardable: FxHashMap::default(),
            node_uses: FxHashMap::default(),
            dead: Vec::new(),
            pipelines: FxHashMap::default(),
            setting_up: true,
        };
        d.init_uses(body, op);
        d.setting_up = false;
        d
    }

    /// MLIR's `CGUseList` constructor.
    fn init_uses(&mut self, root: &Body, op: Operation) {
        let ctx = self.ctx;
        let top = OpCursor::new(root, op);
        let visible = root.parent_op_name(op).is_none() && !root.has_outer_parent();
        let mut tables: Vec<(OpCursor<'_>, bool)> = Vec::new();
        walk_symbol_tables(ctx, &top, visible, |t, vis| tables.push((t.clone(), vis)));
        let mut always_live: FxHashMap<Attribute, Option<NodeId>> = FxHashMap::default();
        for (tc, vis) in tables {
            let (tb, top_op) = (tc.body(), tc.op());
            let Some(&r0) = tb.regions(top_op).first() else {
                continue;
            };
            let rb = tb.region_body(top_op);
            let ops: Vec<Operation> = rb.region_blocks(r0).flat_map(|b| rb.block_ops(b)).collect();
            for o in ops {
                let c = tc.child(o);
                let callable = OpView::new(ctx, c.body(), o)
                    .cast::<CallableOpInterfaceHandle<'_>>()
                    .and_then(|k| k.callable_region())
                    .and_then(|r| {
                        let index = c.body().regions(o).iter().position(|&x| x == r)?;
                        self.cg.node_at_unchanged(&c, index)
                    });
                if let Some(node) = callable {
                    let (b, o) = (c.body(), c.op());
                    if is_symbol_op(ctx, b, o)
                        && (vis || symbol_visibility(ctx, b, o) == Visibility::Private)
                        && can_discard_on_use_empty(ctx, b, o)
                    {
                        self.discardable.entry(node).or_insert(0);
                    }
                    continue;
                }
                self.walk_referenced(&c, &mut always_live, &mut |_, _| {});
            }
        }
        for n in always_live.into_values().flatten() {
            self.discardable.remove(&n);
        }
    }

    /// The end of MLIR's `CGUseList` constructor: the uses of every node,
    /// in creation (walk) order, so the focus moves a few bodies each time.
    fn init_node_uses(&mut self, focus: &mut BodyFocus<'_>) {
        let nodes: Vec<NodeId> = self.cg.callable_nodes().collect();
        for n in nodes {
            self.focus_on(focus, n);
            self.recompute_uses(focus, n);
        }
    }

    /// Moves the focus to `n`'s anchor, the body holding the symbol table
    /// its calls resolve in: everything the inliner reads or changes for
    /// `n` lies below it.
    fn focus_on(&self, focus: &mut BodyFocus<'_>, n: NodeId) {
        focus.focus(self.cg.anchor(n));
        if let Some(addr) = self.cg.region(n) {
            focus.cover(&addr.owner);
        }
    }

    /// MLIR's `walkReferencedSymbolNodes`: `cb(node, user_is_op)` for every
    /// symbol use in the op at `c` that names a callable node.
    fn walk_referenced<'a>(
        &mut self,
        c: &OpCursor<'a>,
        resolved: &mut FxHashMap<Attribute, Option<NodeId>>,
        cb: &mut dyn FnMut(NodeId, bool),
    ) {
        let ctx = self.ctx;
        let Some(uses) = get_all_symbol_uses(ctx, c) else {
            return;
        };
        let Some(table) = c.parent() else { return };
        for u in uses {
            let node = *resolved.entry(u.symbol_ref).or_insert_with(|| {
                let sym = self
                    .tables
                    .lookup_nearest_symbol_from(ctx, &table, u.symbol_ref)?;
                let r = OpView::new(ctx, sym.body(), sym.op())
                    .cast::<CallableOpInterfaceHandle<'_>>()?
                    .callable_region()?;
                let index = sym.body().regions(sym.op()).iter().position(|&x| x == r)?;
                if self.setting_up {
                    // Cursors of another walk than the graph's.
                    return self.cg.node_at_unchanged(&sym, index);
                }
                self.cg.lookup_node(&RegionAddr {
                    owner: sym.path(),
                    index,
                })
            });
            if let Some(n) = node {
                cb(n, u.user.same_op(c));
            }
        }
    }

    fn node_cursor<'a>(&self, focus: &'a BodyFocus<'_>, n: NodeId) -> Option<OpCursor<'a>> {
        focus.cursor(&self.cg.region(n)?.owner)
    }

    /// MLIR's `recomputeUses`.
    fn recompute_uses(&mut self, focus: &BodyFocus<'_>, n: NodeId) {
        let old = self.node_uses.remove(&n).unwrap_or_default();
        self.decrement(&old);
        let mut uses = NodeUses::default();
        let Some(c) = self.node_cursor(focus, n) else {
            self.node_uses.insert(n, uses);
            return;
        };
        let mut found: Vec<(NodeId, bool)> = Vec::new();
        self.walk_referenced(&c, &mut FxHashMap::default(), &mut |m, top| {
            found.push((m, top))
        });
        for (m, top) in found {
            if !self.discardable.contains_key(&m) {
                continue;
            }
            if !top {
                *uses.inner.entry(m).or_insert(0) += 1;
            } else if !uses.top_level.insert(m) {
                continue;
            }
            *self.discardable.get_mut(&m).expect("checked") += 1;
        }
        self.node_uses.insert(n, uses);
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, k) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= k;
        }
    }

    /// MLIR's `dropCallUses`.
    fn drop_call_uses(&mut self, focus: &BodyFocus<'_>, user: NodeId, call: &OpPath) {
        let Some(c) = focus.cursor(call) else { return };
        let mut found = Vec::new();
        self.walk_referenced(&c, &mut FxHashMap::default(), &mut |m, _| found.push(m));
        for m in found {
            let refs = self.node_uses.entry(user).or_default();
            let Some(k) = refs.inner.get_mut(&m) else {
                continue;
            };
            *k -= 1;
            *self.discardable.entry(m).or_insert(0) -= 1;
        }
    }

    /// MLIR's `eraseNode` of the use list.
    fn erase_node_uses(&mut self, n: NodeId) {
        let children: Vec<NodeId> = self
            .cg
            .edges(n)
            .iter()
            .filter(|e| e.kind == super::call_graph::EdgeKind::Child)
            .map(|e| e.target)
            .collect();
        for c in children {
            self.erase_node_uses(c);
        }
        if let Some(u) = self.node_uses.remove(&n) {
            self.decrement(&u);
        }
        self.discardable.remove(&n);
    }

    /// MLIR's `mergeUsesAfterInlining`.
    fn merge_uses(&mut self, from: NodeId, into: NodeId) {
        let inner: Vec<(NodeId, i32)> = self
            .node_uses
            .get(&from)
            .map(|u| u.inner.iter().map(|(&n, &k)| (n, k)).collect())
            .unwrap_or_default();
        for (n, k) in inner {
            *self
                .node_uses
                .entry(into)
                .or_default()
                .inner
                .entry(n)
                .or_insert(0) += k;
            *self.discardable.entry(n).or_insert(0) += k;
        }
    }

    fn is_dead(&self, focus: &BodyFocus<'_>, n: NodeId) -> bool {
        let Some(c) = self.node_cursor(focus, n) else {
            return false;
        };
        if !is_symbol_op(self.ctx, c.body(), c.op()) {
            return is_memory_effect_free(OpView::new(self.ctx, c.body(), c.op()))
                && c.body().op_use_empty(c.op());
        }
        self.discardable.get(&n) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, focus: &BodyFocus<'_>, n: NodeId) -> bool {
        let Some(c) = self.node_cursor(focus, n) else {
            return false;
        };
        let (b, o) = (c.body(), c.op());
        if !is_symbol_op(self.ctx, b, o) {
            let one =
                b.num_results(o) > 0 && b.results(o).map(|v| b.uses(v).count()).sum::<usize>() == 1;
            return is_memory_effect_free(OpView::new(self.ctx, b, o)) && one;
        }
        self.discardable.get(&n) == Some(&1)
    }

    fn run(
        &mut self,
        focus: &mut BodyFocus<'_>,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        self.init_node_uses(focus);
        for scc in self.cg.sccs() {
            let mut scc = scc;
            for _ in 0..self.pass.max_iterations.0.max(1) {
                self.optimize_scc(focus, &scc, diags)?;
                if !self.inline_calls_in_scc(focus, &mut scc) {
                    break;
                }
            }
        }
        Ok(())
    }

    /// MLIR's `optimizeSCC`: the pipeline of each isolated callable
    /// without children, then its uses again.
    fn optimize_scc(
        &mut self,
        focus: &mut BodyFocus<'_>,
        scc: &[NodeId],
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let mut visited = Vec::new();
        for &n in scc {
            if self.cg.is_external(n) || self.cg.has_children(n) {
                continue;
            }
            let Some(addr) = self.cg.region(n).cloned() else {
                continue;
            };
            self.focus_on(focus, n);
            let Some(b) = focus.body_of(&addr.owner) else {
                continue;
            };
            let op = addr.owner.op();
            if !b.is_live(op) || !b.is_isolated(op) {
                continue;
            }
            let name = b.op_name(op).as_str(self.ctx).to_string();
            let loc = b.op_loc(op);
            let pm = match self.pass.op_pipelines.0.iter().find(|p| p.anchor() == name) {
                Some(p) => p,
                None => {
                    if self.pass.default_pipeline.0.trim().is_empty() {
                        visited.push(n);
                        continue;
                    }
                    if !self.pipelines.contains_key(&name) {
                        // As MLIR's inliner, a default pipeline that does
                        // not parse prints its error (once) and runs as
                        // the passes it got before the error (a pass with
                        // a bad option among them).
                        let text = &self.pass.default_pipeline.0;
                        let (pm, failed) = crate::pass::parse_pass_list_leniently(&name, text);
                        if let Some(e) = failed {
                            diags.push(Diagnostic::error_output(loc, e));
                        }
                        self.pipelines.insert(name.clone(), pm);
                    }
                    &self.pipelines[&name]
                }
            };
            let b = focus.body_of_mut(&addr.owner).expect("checked above");
            pm.run_on(self.ctx, b, op, &RunOptions::default(), diags)?;
            visited.push(n);
        }
        for n in visited {
            self.focus_on(focus, n);
            self.recompute_uses(focus, n);
        }
        Ok(())
    }

    /// MLIR's `collectCallOps` from the given blocks (each with the cursor
    /// of its region's owner), attributed to `source`.
    fn collect_calls(
        &mut self,
        focus: &BodyFocus<'_>,
        start: Vec<(OpPath, Block)>,
        source: NodeId,
        traverse_nested: bool,
        out: &mut Vec<ResolvedCall>,
    ) {
        let ctx = self.ctx;
        let mut work: Vec<(OpCursor<'_>, Block, NodeId)> = start
            .into_iter()
            .filter_map(|(p, b)| Some((focus.cursor(&p)?, b, source)))
            .collect();
        while let Some((owner, block, src)) = work.pop() {
            let rb = owner.body().region_body(owner.op());
            for op in rb.block_ops(block) {
                let c = owner.child(op);
                let view = OpView::new(ctx, c.body(), op);
                if let Some(call) = view.cast::<CallOpInterfaceHandle<'_>>() {
                    if let Some(sym) = call.callee_symbol()
                        && matches!(sym.kind(ctx), AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
                    {
                        continue;
                    }
                    let t = self.cg.resolve_callable(ctx, &c, &mut self.tables);
                    if !self.cg.is_external(t) {
                        out.push(ResolvedCall {
                            call: c.path(),
                            source: src,
                            target: t,
                        });
                    }
                    continue;
                }
                let nrb = c.body().region_body(op);
                for (i, &r) in c.body().regions(op).iter().enumerate() {
                    let nested = self.cg.lookup_node(&RegionAddr {
                        owner: c.path(),
                        index: i,
                    });
                    if traverse_nested || nested.is_none() {
                        for b in nrb.region_blocks(r) {
                            work.push((c.clone(), b, nested.unwrap_or(src)));
                        }
                    }
                }
            }
        }
    }

    /// MLIR's `shouldInline`.
    fn should_inline(&self, focus: &BodyFocus<'_>, rc: &ResolvedCall) -> bool {
        let ctx = self.ctx;
        let Some(c) = focus.cursor(&rc.call) else {
            return false;
        };
        if OpView::new(ctx, c.body(), c.op()).has_trait::<IsTerminator>() {
            return false;
        }
        if self
            .cg
            .edges(rc.target)
            .iter()
            .any(|e| e.target == rc.target || e.target == rc.source)
        {
            return false;
        }
        let Some(target) = self.cg.region(rc.target) else {
            return false;
        };
        if enclosing_region(&c, |a| a == target).is_some() {
            return false;
        }
        let Some((tb, towner, tregion)) = target.resolve_in(focus) else {
            return false;
        };
        if tb.region_blocks(tregion).nth(1).is_some() {
            let Some(parent) = c.parent() else {
                return false;
            };
            let pview = OpView::new(ctx, parent.body(), parent.op());
            let towner_body = focus.body_of(&target.owner).expect("resolved");
            let same = towner_body.op_name(towner) == pview.body.op_name(pview.op);
            // The implicit-terminator trait implies `SingleBlock` (its bit
            // is the same whatever the terminator, so any op type names it).
            let might_single = pview.info().is_none()
                || pview.has_trait::<SingleBlock>()
                || pview
                    .has_trait::<SingleBlockImplicitTerminator<crate::builtin::ModuleOp<'static>>>(
                    );
            if !same && might_single {
                return false;
            }
        }
        self.profitable(focus, rc)
    }

    /// MLIR's `isProfitableToInline` with `inlining-threshold`.
    fn profitable(&self, focus: &BodyFocus<'_>, rc: &ResolvedCall) -> bool {
        let threshold = self.pass.inlining_threshold.0;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX {
            return true;
        }
        let count = |n: NodeId| {
            self.cg
                .region(n)
                .and_then(|a| a.resolve_in(focus))
                .map_or(0u64, |(b, _, r)| count_ops(b, r))
        };
        let caller = count(rc.source);
        if caller == 0 {
            return true;
        }
        count(rc.target) * 100 / caller <= u64::from(threshold)
    }

    /// MLIR's `inlineCallsInSCC`; whether any call was inlined.
    fn inline_calls_in_scc(&mut self, focus: &mut BodyFocus<'_>, scc: &mut Vec<NodeId>) -> bool {
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead: Vec<NodeId> = Vec::new();
        for &n in scc.iter() {
            if self.cg.is_external(n) {
                continue;
            }
            self.focus_on(focus, n);
            if self.is_dead(focus, n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
                continue;
            }
            let Some(addr) = self.cg.region(n).cloned() else {
                continue;
            };
            let Some((rb, _, r)) = addr.resolve_in(focus) else {
                continue;
            };
            let blocks: Vec<(OpPath, Block)> = rb
                .region_blocks(r)
                .map(|b| (addr.owner.clone(), b))
                .collect();
            self.collect_calls(focus, blocks, n, false, &mut calls);
        }
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let rc = calls[i].clone();
            let hid = call_history[i];
            i += 1;
            if dead.contains(&rc.source) {
                continue;
            }
            let mut h = hid;
            let mut in_history = false;
            while let Some(k) = h {
                if history[k].0 == rc.target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history {
                continue;
            }
            let Some(target) = self.cg.region(rc.target).cloned() else {
                continue;
            };
            self.focus_on(focus, rc.source);
            focus.cover(&rc.call);
            focus.cover(&target.owner);
            if !self.should_inline(focus, &rc) {
                continue;
            }
            let in_place = self.has_one_use_and_discardable(focus, rc.target);
            let mut new_calls: Vec<ResolvedCall> = Vec::new();
            let ok = {
                let inliner = RegionInliner::new(self.ctx);
                let mut hook = |f: &BodyFocus<'_>, call: &OpPath, blocks: &[Block]| {
                    self.on_inlined(f, call, blocks, &mut new_calls);
                };
                inliner.inline_call(focus, &rc.call, &target, !in_place, &mut hook)
            };
            if !ok {
                continue;
            }
            inlined_any = true;
            let new_id = history.len();
            history.push((rc.target, hid));
            for c in new_calls {
                calls.push(c);
                call_history.push(Some(new_id));
            }
            self.drop_call_uses(focus, rc.source, &rc.call);
            self.merge_uses(rc.target, rc.source);
            if let Some(b) = focus.body_of_mut(&rc.call) {
                b.erase_op(rc.call.op());
            }
            if in_place {
                self.erase_node_uses(rc.target);
                if !dead.contains(&rc.target) {
                    dead.push(rc.target);
                }
            }
        }
        for n in dead {
            scc.retain(|&m| m != n);
            if !self.dead.contains(&n) {
                self.dead.push(n);
            }
        }
        inlined_any
    }

    /// MLIR's `processInlinedBlocks`: the calls of the inlined blocks,
    /// nested callables included, attributed to the closest node.
    fn on_inlined(
        &mut self,
        focus: &BodyFocus<'_>,
        call: &OpPath,
        blocks: &[Block],
        out: &mut Vec<ResolvedCall>,
    ) {
        let Some(c) = focus.cursor(call) else { return };
        let Some(addr) = enclosing_region(&c, |a| self.cg.lookup_node(a).is_some()) else {
            return;
        };
        let node = self.cg.lookup_node(&addr).expect("found above");
        let Some(owner) = c.parent() else { return };
        let owner = owner.path();
        let start = blocks.iter().map(|&b| (owner.clone(), b)).collect();
        self.collect_calls(focus, start, node, true, out);
    }

    /// MLIR's `eraseDeadCallables`, innermost bodies first (a callable
    /// erased with an enclosing one is skipped, which leaves the same IR).
    /// Sorting by body depth keeps the focus moving a few bodies at a
    /// time through a deep nesting.
    fn erase_dead(&mut self, focus: &mut BodyFocus<'_>) {
        let mut paths: Vec<OpPath> = self
            .dead
            .iter()
            .filter_map(|&n| Some(self.cg.region(n)?.owner.clone()))
            .collect();
        paths.sort_by_key(|p| core::cmp::Reverse(p.len()));
        for p in paths {
            if focus.focus(p.outer())
                && let Some(b) = focus.body_of_mut(&p)
                && b.is_live(p.op())
            {
                b.erase_op(p.op());
            }
        }
    }
}

/// The ops in region `r` of `body`, nested ones (isolated bodies too)
/// included.
fn count_ops(body: &Body, r: crate::storage::body::Region) -> u64 {
    let mut n = 0;
    let mut work = vec![(body, r)];
    while let Some((b, r)) = work.pop() {
        for block in b.region_blocks(r) {
            for op in b.block_ops(block) {
                n += 1;
                let rb = b.region_body(op);
                for &nr in b.regions(op) {
                    work.push((rb, nr));
                }
            }
        }
    }
    n
}
