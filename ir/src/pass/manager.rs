//! Running passes: an op's pass list in order, nested managers on its
//! isolated children in parallel.

use super::TimingNode;
use super::{Pass, PassFailed};
use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, IsolatedOpMut, Operation};
use crate::uniqued::context::Context;
use rayon::prelude::*;
use std::time::Instant;

/// One step of a pass manager.
pub enum PassEntry {
    /// A pass on the manager's op.
    Pass(Box<dyn Pass>),
    /// A nested manager, run on each matching isolated child op.
    Nested(OpPassManager),
}

impl core::fmt::Debug for PassEntry {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PassEntry::Pass(p) => write!(f, "{}", p.argument()),
            PassEntry::Nested(pm) => write!(f, "{pm:?}"),
        }
    }
}

/// Passes anchored on an op name (or `any`).
pub struct OpPassManager {
    anchor: String,
    entries: Vec<PassEntry>,
}

impl core::fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}(", self.anchor)?;
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{e:?}")?;
        }
        f.write_str(")")
    }
}

/// Verifies the root after a step (MLIR's verify-each).
pub type VerifyHook<'a> =
    dyn Fn(&Context, &Body, Operation) -> Result<(), Vec<Diagnostic>> + Sync + 'a;

/// Observes the root after a step: context, body, op, display name, argument.
pub type AfterStepHook<'a> = dyn Fn(&Context, &Body, Operation, &str, &str) + Sync + 'a;

/// How to run a pipeline.
#[derive(Default)]
pub struct RunOptions<'a> {
    /// Run nested managers on sibling ops in parallel.
    pub parallel: bool,
    /// Called on the root after each top-level step (MLIR's verify-each);
    /// an error stops the pipeline.
    pub verify: Option<&'a VerifyHook<'a>>,
    /// Called after each top-level step with the step's display name and
    /// argument, e.g. to print the IR.
    pub after_step: Option<&'a AfterStepHook<'a>>,
    /// Record the time of each step (`--mlir-timing`).
    pub timing: bool,
}

impl core::fmt::Debug for RunOptions<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RunOptions")
            .field("parallel", &self.parallel)
            .finish_non_exhaustive()
    }
}

impl OpPassManager {
    /// An empty manager for ops named `anchor` (`any` for every op).
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: anchor.to_string(),
            entries: Vec::new(),
        }
    }

    /// The op name this manager runs on.
    pub fn anchor(&self) -> &str {
        &self.anchor
    }

    /// The steps, in order.
    pub fn entries(&self) -> &[PassEntry] {
        &self.entries
    }

    /// Appends a step.
    pub fn add(&mut self, e: PassEntry) {
        self.entries.push(e);
    }

    /// Appends a pass, checking that it may run on this manager's op.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        if let Some(a) = pass.anchor()
            && self.anchor != "any"
            && a != self.anchor
        {
            return Err(format!(
                "Can't add pass '{}' restricted to '{a}' on a PassManager intended to run on '{}', did you intend to nest?",
                pass.name(),
                self.anchor
            ));
        }
        self.entries.push(PassEntry::Pass(pass));
        Ok(())
    }

    /// Appends a pass, nesting it implicitly (as `mlir-opt` does for pass
    /// flags) when it is restricted to another op: it joins the manager
    /// for that op the previous step opened, or a new one.
    pub fn add_pass_nesting(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        let Some(a) = pass
            .anchor()
            .filter(|a| self.anchor != "any" && *a != self.anchor)
        else {
            return self.add_pass(pass);
        };
        if let Some(PassEntry::Nested(pm)) = self.entries.last_mut()
            && pm.anchor == a
        {
            return pm.add_pass(pass);
        }
        let mut pm = OpPassManager::new(a);
        pm.add_pass(pass)?;
        self.entries.push(PassEntry::Nested(pm));
        Ok(())
    }

    /// The pipeline as MLIR's `printAsTextualPipeline` writes it on one
    /// line: `anchor(pass{options},nested(pass))`.
    pub fn textual(&self) -> String {
        let mut out = format!("{}(", self.anchor);
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match e {
                PassEntry::Pass(p) => out.push_str(&p.textual()),
                PassEntry::Nested(pm) => out.push_str(&pm.textual()),
            }
        }
        out.push(')');
        out
    }

    /// What mlir-opt's `--dump-pass-pipeline` prints (MLIR's
    /// `OpPassManager::dump`): `Pass Manager with N passes:`, then the
    /// pipeline with one step a line, nested managers indented two spaces
    /// a level, and a line end.
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.entries.len());
        self.pretty(0, &mut out);
        out.push('\n');
        out
    }

    fn pretty(&self, indent: usize, out: &mut String) {
        let pad = " ".repeat(indent + 2);
        out.push_str(&self.anchor);
        out.push_str("(\n");
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str(&pad);
            match e {
                PassEntry::Pass(p) => out.push_str(&p.textual()),
                PassEntry::Nested(pm) => pm.pretty(indent + 2, out),
            }
        }
        out.push('\n');
        out.push_str(&" ".repeat(indent));
        out.push(')');
    }

    /// Whether this manager applies to an op named `name`.
    pub fn matches(&self, name: &str) -> bool {
        self.anchor == "any" || self.anchor == name
    }

    /// Runs on the op `op` stored in `body` (the top of a pipeline).
    /// Diagnostics are appended to `diags` in a deterministic order.
    pub fn run_on(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        opts: &RunOptions<'_>,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        self.run_timed(ctx, body, op, opts, diags, &mut Vec::new())
    }

    /// Like [`OpPassManager::run_on`], appending one [`TimingNode`] per
    /// top-level step to `timings` (when `opts.timing`).
    pub fn run_timed(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        opts: &RunOptions<'_>,
        diags: &mut Vec<Diagnostic>,
        timings: &mut Vec<TimingNode>,
    ) -> Result<(), PassFailed> {
        let name = body.op_name(op).as_str(ctx).to_string();
        if !self.matches(&name) {
            diags.push(Diagnostic::error(
                body.op_loc(op),
                format!("can't run '{}' pass manager on '{name}' op", self.anchor),
            ));
            return Err(PassFailed);
        }
        // MLIR's pass adaptor refuses to run a pass (when there is one) on
        // an op it cannot know to be isolated, such as the top-level op
        // under `--no-implicit-module`.
        let op_name = body.op_name(op);
        let refusal = if !ctx.is_registered(op_name) {
            Some("trying to schedule a pass on an unregistered operation")
        } else if !op_name.is_isolated_from_above(ctx) {
            Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
        } else {
            None
        };
        if let Some(refusal) = refusal.filter(|_| !self.entries.is_empty()) {
            let msg = format!("'{name}' op {refusal}");
            diags.push(super::op_error(ctx, body, op, msg));
            return Err(PassFailed);
        }
        for e in &self.entries {
            let (label, arg) = match e {
                PassEntry::Pass(p) => (p.name(), p.argument()),
                PassEntry::Nested(pm) => (pm.anchor.as_str(), ""),
            };
            let node = run_entry(ctx, e, body, op, opts, diags);
            if opts.timing
                && let Some(n) = &node.1
            {
                timings.push(n.clone());
            }
            node.0?;
            if let Some(v) = opts.verify
                && let Err(errs) = v(ctx, body, op)
            {
                diags.extend(errs);
                return Err(PassFailed);
            }
            // A nested manager's passes report per op as they run (as
            // MLIR's IR printer skips the pass adaptors).
            if let Some(after) = opts.after_step
                && matches!(e, PassEntry::Pass(_))
            {
                after(ctx, body, op, label, arg);
            }
        }
        Ok(())
    }

    /// Runs every step on a lent op; returns the step timings (one per
    /// entry, in order) and whether all succeeded.
    fn run_nested(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        opts: &RunOptions<'_>,
        diags: &mut Vec<Diagnostic>,
    ) -> (Result<(), PassFailed>, Vec<TimingNode>) {
        let mut nodes = Vec::with_capacity(self.entries.len());
        for e in &self.entries {
            let (r, node) = run_entry(ctx, e, body, op, opts, diags);
            nodes.push(node.unwrap_or_default());
            if r.is_err() {
                return (r, nodes);
            }
            if let (Some(after), PassEntry::Pass(p)) = (opts.after_step, e) {
                after(ctx, body, op, p.name(), p.argument());
            }
        }
        (Ok(()), nodes)
    }
}

fn entry_label(e: &PassEntry) -> String {
    match e {
        PassEntry::Pass(p) => p.name().to_string(),
        PassEntry::Nested(pm) => format!("'{}' Pipeline", pm.anchor),
    }
}

/// Runs one step; returns its result and its timing.
fn run_entry(
    ctx: &Context,
    e: &PassEntry,
    body: &mut Body,
    op: Operation,
    opts: &RunOptions<'_>,
    diags: &mut Vec<Diagnostic>,
) -> (Result<(), PassFailed>, Option<TimingNode>) {
    // Per-op IR dumps come out in op order only when ops run in turn (MLIR
    // requires threading off to print IR for the same reason).
    let parallel = opts.parallel && opts.after_step.is_none();
    let start = Instant::now();
    match e {
        PassEntry::Pass(p) => {
            let r = p.run(ctx, body, op, diags);
            (r, Some(TimingNode::leaf(entry_label(e), start.elapsed())))
        }
        PassEntry::Nested(pm) => {
            let mut node = TimingNode {
                name: entry_label(e),
                children: pm
                    .entries
                    .iter()
                    .map(|c| TimingNode {
                        name: entry_label(c),
                        ..TimingNode::default()
                    })
                    .collect(),
                ..TimingNode::default()
            };
            let Some(inner) = body.nested_mut(op) else {
                return (Ok(()), Some(node));
            };
            let blocks: Vec<_> = inner
                .root_regions()
                .to_vec()
                .into_iter()
                .flat_map(|r| inner.region_blocks(r).collect::<Vec<_>>())
                .collect();
            let mut failed = false;
            let mut scopes = crate::semantics::symbols::scope::ScopeCache::default();
            for b in blocks {
                // The enclosing table's symbols, copied before the split:
                // the children's folds may read them, none may change them.
                let scope = inner
                    .block_ops(b)
                    .find(|&c| inner.is_isolated(c))
                    .and_then(|c| scopes.scope_for(ctx, inner, c));
                let mut children: Vec<IsolatedOpMut<'_>> = inner
                    .isolated_ops_in_block_mut(b)
                    .into_iter()
                    .filter(|c| pm.matches(c.name().as_str(ctx)))
                    .collect();
                let run_one = |c: &mut IsolatedOpMut<'_>| {
                    let mut d = Vec::new();
                    let t = Instant::now();
                    let (ok, nodes) = c
                        .with_detached(|holder, id| {
                            let prev = holder
                                .nested_mut(id)
                                .map(|n| n.set_symbol_scope(scope.clone()));
                            let (r, nodes) = pm.run_nested(ctx, holder, id, opts, &mut d);
                            if let (Some(prev), Some(n)) = (prev, holder.nested_mut(id)) {
                                n.set_symbol_scope(prev);
                            }
                            (r.is_ok(), nodes)
                        })
                        .unwrap_or((false, Vec::new()));
                    (d, ok, nodes, t.elapsed())
                };
                let results: Vec<_> = if parallel && children.len() > 1 {
                    children.par_iter_mut().map(run_one).collect()
                } else {
                    children.iter_mut().map(run_one).collect()
                };
                for (d, ok, nodes, t) in results {
                    diags.extend(d);
                    failed |= !ok;
                    node.user += t;
                    for (acc, n) in node.children.iter_mut().zip(&nodes) {
                        acc.merge(n);
                    }
                }
            }
            node.wall = start.elapsed();
            if !node.user.is_zero() {
                let f = node.wall.as_secs_f64() / node.user.as_secs_f64();
                if f < 1.0 {
                    for c in &mut node.children {
                        c.scale_wall(f);
                    }
                }
            }
            if !parallel {
                node.user = node.wall;
            }
            (if failed { Err(PassFailed) } else { Ok(()) }, Some(node))
        }
    }
}
