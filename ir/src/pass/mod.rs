//! Passes and the pass manager.
//!
//! A [`Pass`] runs on one isolated op at a time, given as `(&mut Body,
//! Operation)`; for an op nested in a pipeline the body is a holder of that
//! op alone (see [`IsolatedOpMut::with_detached`](crate::storage::body::IsolatedOpMut::with_detached)),
//! so a pass can reach the op and what it contains, never its siblings. An [`OpPassManager`] holds a list
//! of passes and nested managers anchored on op names, parsed from MLIR's
//! pipeline syntax (`builtin.module(func.func(p1),p2)`); nested managers
//! run on the sibling isolated ops of a block in parallel with rayon, and
//! their diagnostics are merged in block order so output does not depend on
//! the thread count. Passes register at link time like dialects do.

mod manager;
mod options;
mod pipeline;
mod timing;

pub use manager::{AfterStepHook, OpPassManager, PassEntry, RunOptions, VerifyHook};
pub use options::PassOptions;
pub use pipeline::{parse_pass_list, parse_pass_pipeline};
pub use timing::{TimingNode, TimingReport};

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, Operation};
use crate::uniqued::context::Context;

/// The pass failed; its diagnostics say why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// A transformation or analysis run on one isolated op.
pub trait Pass: Send + Sync {
    /// The registered argument, e.g. `symbol-dce`.
    fn argument(&self) -> &'static str;
    /// The display name used in IR dumps and timing, e.g. `SymbolDCE`.
    fn name(&self) -> &'static str;
    /// The op the pass must run on, if it is op-specific.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// Runs on `op` (stored in `body`), reporting through `diags`. The pass
    /// may change `op` and what it contains, nothing else in `body`.
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed>;
}

/// A pass's registration record.
#[derive(Debug)]
pub struct PassInfo {
    /// The argument (`--symbol-dce`, `symbol-dce` in pipelines).
    pub argument: &'static str,
    /// One-line description for `--help`.
    pub description: &'static str,
    /// The option names the pass accepts.
    pub options: &'static [&'static str],
    /// Builds the pass from parsed options.
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
}

/// The wrapper `inventory` collects for passes.
#[derive(Debug)]
pub struct PassRegistration(pub &'static PassInfo);

inventory::collect!(PassRegistration);

/// The registered pass with argument `arg`.
pub fn lookup_pass(arg: &str) -> Option<&'static PassInfo> {
    registered_passes()
        .iter()
        .copied()
        .find(|p| p.argument == arg)
}

/// Every registered pass, sorted by argument.
pub fn registered_passes() -> &'static [&'static PassInfo] {
    static PASSES: std::sync::OnceLock<Vec<&'static PassInfo>> = std::sync::OnceLock::new();
    PASSES.get_or_init(|| {
        let mut v: Vec<&'static PassInfo> = inventory::iter::<PassRegistration>
            .into_iter()
            .map(|e| e.0)
            .collect();
        v.sort_by_key(|p| p.argument);
        for w in v.windows(2) {
            assert!(
                w[0].argument != w[1].argument,
                "pass `{}` is registered twice",
                w[0].argument
            );
        }
        v
    })
}
