//! Running passes: an op's pass list in order, nested managers on its
//! isolated children in parallel.

use super::{Pass, PassFailed};
use crate::body::{Body, IsolatedOpMut, Operation};
use crate::context::Context;
use crate::diag::Diagnostic;
use rayon::prelude::*;

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
pub type VerifyHook = dyn Fn(&Context, &Body, Operation) -> Result<(), Vec<Diagnostic>> + Sync;

/// Observes the root after a step: context, body, op, display name, argument.
pub type AfterStepHook = dyn Fn(&Context, &Body, Operation, &str, &str) + Sync;

/// How to run a pipeline.
#[derive(Default)]
pub struct RunOptions<'a> {
    /// Run nested managers on sibling ops in parallel.
    pub parallel: bool,
    /// Called on the root after each top-level step (MLIR's verify-each);
    /// an error stops the pipeline.
    pub verify: Option<&'a VerifyHook>,
    /// Called after each top-level step with the step's display name and
    /// argument, e.g. to print the IR.
    pub after_step: Option<&'a AfterStepHook>,
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
        let name = body.op_name(op).as_str(ctx).to_string();
        if !self.matches(&name) {
            diags.push(Diagnostic::error(
                body.op_loc(op),
                format!("can't run '{}' pass manager on '{name}' op", self.anchor),
            ));
            return Err(PassFailed);
        }
        for e in &self.entries {
            let (label, arg) = match e {
                PassEntry::Pass(p) => (p.name(), p.argument()),
                PassEntry::Nested(pm) => (pm.anchor.as_str(), ""),
            };
            run_entry(ctx, e, body, op, opts.parallel, diags)?;
            if let Some(v) = opts.verify
                && let Err(errs) = v(ctx, body, op)
            {
                diags.extend(errs);
                return Err(PassFailed);
            }
            if let Some(after) = opts.after_step {
                after(ctx, body, op, label, arg);
            }
        }
        Ok(())
    }

    fn run_nested(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        parallel: bool,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        for e in &self.entries {
            run_entry(ctx, e, body, op, parallel, diags)?;
        }
        Ok(())
    }
}

fn run_entry(
    ctx: &Context,
    e: &PassEntry,
    body: &mut Body,
    op: Operation,
    parallel: bool,
    diags: &mut Vec<Diagnostic>,
) -> Result<(), PassFailed> {
    match e {
        PassEntry::Pass(p) => p.run(ctx, body, op, diags),
        PassEntry::Nested(pm) => {
            let Some(inner) = body.nested_mut(op) else {
                return Ok(());
            };
            let blocks: Vec<_> = inner
                .root_regions()
                .to_vec()
                .into_iter()
                .flat_map(|r| inner.region_blocks(r).collect::<Vec<_>>())
                .collect();
            let mut failed = false;
            for b in blocks {
                let mut children: Vec<IsolatedOpMut<'_>> = inner
                    .isolated_ops_in_block_mut(b)
                    .into_iter()
                    .filter(|c| pm.matches(c.name().as_str(ctx)))
                    .collect();
                let run_one = |c: &mut IsolatedOpMut<'_>| {
                    let mut d = Vec::new();
                    let ok = c
                        .with_detached(|holder, id| {
                            pm.run_nested(ctx, holder, id, parallel, &mut d)
                        })
                        .is_some_and(|r| r.is_ok());
                    (d, ok)
                };
                let results: Vec<(Vec<Diagnostic>, bool)> = if parallel && children.len() > 1 {
                    children.par_iter_mut().map(run_one).collect()
                } else {
                    children.iter_mut().map(run_one).collect()
                };
                for (d, ok) in results {
                    diags.extend(d);
                    failed |= !ok;
                }
            }
            if failed { Err(PassFailed) } else { Ok(()) }
        }
    }
}
