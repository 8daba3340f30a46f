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
//! the thread count.
//!
//! A pass is declared once, on its struct, with [`#[ir::pass(...)]`](macro@crate::pass):
//! argument, summary, display name, anchor op and options (the struct's
//! fields) make its [`PassInfo`], which registers at link time like
//! dialects do; the author implements [`Pass::run`] and nothing else (see
//! [`Pass`] for an example).

mod manager;
mod options;
mod pipeline;
mod timing;

pub use manager::{AfterStepHook, OpPassManager, PassEntry, RunOptions, VerifyHook};
pub use options::{
    BoolOption, PassOption, PassOptions, U32Option, option_string, parse_integer, print_list,
    printed_error, printed_text, split_value_error, value_error,
};
pub use pipeline::{
    parse_pass_list, parse_pass_list_leniently, parse_pass_pipeline, pass_list_from_flags,
};
pub use timing::{TimingNode, TimingReport};

use crate::semantics::diag::Diagnostic;
use crate::semantics::discovery::{collect_sorted, table_or_defect};
use crate::storage::body::{Body, Operation};
use crate::uniqued::context::Context;

/// The pass failed; its diagnostics say why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// A transformation or analysis run on one isolated op.
///
/// Declare the pass with [`#[ir::pass(...)]`](macro@crate::pass) on its
/// struct, then implement `run`:
///
/// ```
/// use ir::pass::{Pass, PassFailed, lookup_pass, parse_pass_pipeline};
/// use ir::{Body, Context, Diagnostic, Operation};
///
/// /// Counts the ops a module holds.
/// #[ir::pass(argument = "demo-count-ops", summary = "Count the ops of a module",
///            name = "DemoCountOps", anchor = "builtin.module")]
/// #[derive(Debug, Default)]
/// pub struct CountOps {
///     /// `demo-count-ops{verbose}`: also report the count as a remark.
///     pub verbose: bool,
/// }
///
/// impl Pass for CountOps {
///     fn run(
///         &self,
///         _ctx: &Context,
///         body: &mut Body,
///         op: Operation,
///         diags: &mut Vec<Diagnostic>,
///     ) -> Result<(), PassFailed> {
///         let n = body.nested(op).map_or(0, Body::num_ops);
///         if self.verbose {
///             diags.push(Diagnostic::remark(body.op_loc(op), format!("{n} ops")));
///         }
///         Ok(())
///     }
/// }
///
/// let info = lookup_pass("demo-count-ops").unwrap();
/// assert_eq!((info.name, info.anchor), ("DemoCountOps", Some("builtin.module")));
/// assert_eq!(info.options, ["verbose"]);
/// let pm = parse_pass_pipeline("builtin.module(demo-count-ops{verbose})").unwrap();
/// assert_eq!(format!("{pm:?}"), "builtin.module(demo-count-ops)");
/// ```
pub trait Pass: DeclaredPass + Send + Sync {
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

/// The registration half of a [`Pass`]: its record. `#[ir::pass(...)]`
/// implements it; implementing it by hand would leave the pass
/// unregistered.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not declared as a pass",
    label = "not declared as a pass",
    note = "declare it on the struct with `#[ir::pass(argument = \"...\", summary = \"...\")]`"
)]
pub trait DeclaredPass {
    /// The pass's registration record.
    fn info(&self) -> &'static PassInfo;

    /// Appends the pass's options with their values, as MLIR prints them in
    /// a pipeline: `{a=1 b=x}`, sorted by name, each through its type's
    /// [`PassOption::print_option`]; nothing for a pass without options.
    fn print_options(&self, out: &mut String);
}

impl dyn Pass {
    /// The registered argument, e.g. `symbol-dce`.
    pub fn argument(&self) -> &'static str {
        self.info().argument
    }

    /// The display name used in IR dumps and timing, e.g. `SymbolDCE`.
    pub fn name(&self) -> &'static str {
        self.info().name
    }

    /// The op the pass must run on, if it is op-specific.
    pub fn anchor(&self) -> Option<&'static str> {
        self.info().anchor
    }

    /// The pass as MLIR prints it in a pipeline: its argument and its
    /// options, defaults included (`canonicalize{  max-iterations=10 ...}`).
    pub fn textual(&self) -> String {
        let mut out = self.argument().to_owned();
        self.print_options(&mut out);
        out
    }
}

/// A pass's registration record, made by `#[ir::pass(...)]`.
#[derive(Debug)]
pub struct PassInfo {
    /// The argument (`--symbol-dce`, `symbol-dce` in pipelines).
    pub argument: &'static str,
    /// One-line summary of what the pass does.
    pub summary: &'static str,
    /// The display name used in IR dumps and timing, e.g. `SymbolDCE`.
    pub name: &'static str,
    /// The op the pass must run on, if it is op-specific.
    pub anchor: Option<&'static str>,
    /// The option names the pass accepts.
    pub options: &'static [&'static str],
    /// Builds the pass from parsed options.
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
    /// Where the pass is declared (`module_path!()`), for duplicate errors.
    pub source: &'static str,
}

/// The wrapper `inventory` collects for passes.
#[derive(Debug)]
pub struct PassRegistration(pub &'static PassInfo);

inventory::collect!(PassRegistration);

/// The note MLIR attaches to an error emitted on an op
/// (`--mlir-print-op-on-diagnostic`) starts with these words.
pub const CURRENT_OP_NOTE: &str = "see current operation: ";

/// MLIR's `op->emitError(msg)` inside a pass: an error at the op's
/// location with the `see current operation: ...` note showing the op as
/// it is now, in generic form. (The driver drops the note when op notes
/// are off, as under `--verify-diagnostics`.)
pub fn op_error(ctx: &Context, body: &Body, op: Operation, msg: impl Into<String>) -> Diagnostic {
    with_current_op(ctx, body, op, Diagnostic::error(body.op_loc(op), msg), true)
}

/// MLIR's `op->emitWarning(msg)` inside a pass: a warning with the
/// `see current operation: ...` note, which shows the op in the form the
/// tool prints (custom unless `--mlir-print-op-generic`), unlike an
/// error's.
pub fn op_warning(ctx: &Context, body: &Body, op: Operation, msg: impl Into<String>) -> Diagnostic {
    with_current_op(
        ctx,
        body,
        op,
        Diagnostic::warning(body.op_loc(op), msg),
        false,
    )
}

/// MLIR's `op->emitRemark(msg)` inside a pass: a remark with the
/// `see current operation: ...` note (in the tool's form, as for
/// [`op_warning`]).
pub fn op_remark(ctx: &Context, body: &Body, op: Operation, msg: impl Into<String>) -> Diagnostic {
    with_current_op(
        ctx,
        body,
        op,
        Diagnostic::remark(body.op_loc(op), msg),
        false,
    )
}

/// Attaches the `see current operation` note to `d` (see
/// [`crate::text::current_op_note`]): generic for an error.
fn with_current_op(
    ctx: &Context,
    body: &Body,
    op: Operation,
    d: Diagnostic,
    generic: bool,
) -> Diagnostic {
    let note = crate::text::current_op_note(ctx, body, op, generic);
    d.with_note(body.op_loc(op), note)
}

/// The registered pass with argument `arg`.
pub fn lookup_pass(arg: &str) -> Option<&'static PassInfo> {
    let passes = registered_passes();
    passes
        .binary_search_by(|p| p.argument.cmp(arg))
        .ok()
        .map(|i| passes[i])
}

/// Every registered pass, sorted by argument, read on first use.
pub fn registered_passes() -> &'static [&'static PassInfo] {
    static PASSES: std::sync::OnceLock<Vec<&'static PassInfo>> = std::sync::OnceLock::new();
    PASSES.get_or_init(|| {
        table_or_defect(build(
            inventory::iter::<PassRegistration>.into_iter().map(|r| r.0),
        ))
    })
}

/// The records sorted by argument; an argument given twice is an error.
fn build(
    infos: impl IntoIterator<Item = &'static PassInfo>,
) -> Result<Vec<&'static PassInfo>, String> {
    collect_sorted("pass", infos, |p| p.argument, |p| p.source)
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: PassInfo = PassInfo {
        argument: "a",
        summary: "",
        name: "A",
        anchor: None,
        options: &[],
        create: |_| Err(String::new()),
        source: "crate_one",
    };
    static A2: PassInfo = PassInfo {
        source: "crate_two",
        ..A
    };
    static B: PassInfo = PassInfo { argument: "b", ..A };

    #[test]
    fn two_passes_with_one_argument_name_both() {
        let e = build([&A2, &B, &A]).unwrap_err();
        assert_eq!(
            e,
            "pass `a` is registered twice: by `crate_one` and by `crate_two`"
        );
    }
}
