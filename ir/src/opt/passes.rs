//! Running the requested passes in the driver: building the pass manager
//! from `--pass-pipeline` or pass flags, verifying after each step,
//! `--mlir-print-ir-after-all` dumps and `--mlir-timing` records.
//!
//! Kept apart from the chunk loop so the driver's control flow stays
//! readable; the pass manager itself is [`crate::pass`].

use super::args::{Options, PassRequest};
use crate::pass::{
    OpPassManager, RunOptions, TimingNode, parse_pass_pipeline, pass_list_from_flags,
    split_value_error,
};
use crate::semantics::diag::{Diagnostic, Severity};
use crate::semantics::verify::{VerifyOptions, verify};
use crate::storage::body::{Body, Operation};
use crate::text::{OwnedOp, PrintOptions, print_op};
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use std::sync::Mutex;

/// What running the passes of one chunk writes besides the IR.
#[derive(Debug, Default)]
pub(super) struct SideOutput {
    /// `--dump-pass-pipeline`'s text, for stderr before anything the
    /// passes report.
    pub pipeline: String,
    /// `--mlir-print-ir-after-all` dumps, for stderr.
    pub ir_dumps: String,
    /// Timed steps, for `--mlir-timing`.
    pub timings: Vec<TimingNode>,
    /// Warnings and remarks of a successful run, to report without failing.
    pub diagnostics: Vec<Diagnostic>,
    /// What the passes wrote to standard output ([`Severity::Output`]),
    /// printed before the chunk's IR.
    pub stdout: String,
}

fn build(
    ctx: &Context,
    opts: &Options,
    top: &str,
) -> Result<Option<OpPassManager>, Vec<Diagnostic>> {
    let unknown = || Location::unknown(ctx);
    let mut pipeline = None;
    let mut flags = Vec::new();
    for p in &opts.passes {
        match p {
            // Like mlir-opt, the last `--pass-pipeline` wins.
            PassRequest::Pipeline(text) => pipeline = Some(text),
            PassRequest::Pass { name, options } => flags.push((name.clone(), options.clone())),
        }
    }
    let pm = match (pipeline, flags.is_empty()) {
        (None, true) => return Ok(None),
        (Some(_), false) => {
            return Err(vec![Diagnostic::error(
                unknown(),
                "'-pass-pipeline' option can't be used with individual pass options",
            )]);
        }
        (Some(p), true) => parse_pass_pipeline(p),
        (None, false) => pass_list_from_flags(top, &flags),
    };
    pm.map(Some).map_err(|e| {
        // A bad option value: its own line, as LLVM's option parser
        // prints it, then the (empty) error of the pass.
        let (value, reason) = split_value_error(&e);
        let mut diags = Vec::new();
        if let Some(printed) = value {
            let text = crate::pass::printed_text(printed, &opts.program_name);
            diags.push(Diagnostic::error_output(unknown(), text));
        }
        diags.push(Diagnostic::error(unknown(), reason));
        diags
    })
}

/// Runs the requested passes on the parsed chunk.
pub(super) fn run_passes(
    ctx: &Context,
    opts: &Options,
    owned: &mut OwnedOp,
    vopts: &VerifyOptions<'_>,
    timings: &mut Vec<TimingNode>,
    side: &mut SideOutput,
) -> Result<(), Vec<Diagnostic>> {
    let top = owned.body.op_name(owned.op).as_str(ctx).to_owned();
    let pm = build(ctx, opts, &top)?;
    if opts.dump_pass_pipeline {
        // An empty manager on the top-level op when no pass is asked for.
        let dump = match &pm {
            Some(pm) => pm.dump(),
            None => OpPassManager::new(&top).dump(),
        };
        side.pipeline = dump + "\n";
    }
    let Some(pm) = pm else {
        return Ok(());
    };
    let verify_hook = |ctx: &Context, body: &Body, op: Operation| verify(ctx, body, op, vopts);
    let dumps = Mutex::new(String::new());
    let print_opts = PrintOptions {
        generic: opts.print_generic,
        debug_info: opts.print_debuginfo,
        local_scope: opts.print_local_scope,
        elide_elements_attrs_if_larger: opts.elide_elements_attrs_if_larger,
    };
    let dump_hook = |ctx: &Context, body: &Body, op: Operation, label: &str, arg: &str| {
        // Like MLIR's IR printer, an op nested in the module (one a nested
        // pass manager lent out) prints in local scope.
        let opts = PrintOptions {
            local_scope: print_opts.local_scope || body.has_outer_parent(),
            ..print_opts
        };
        let text = print_op(ctx, body, op, &opts);
        let header = if arg.is_empty() {
            format!("// -----// IR Dump After {label} //----- //\n")
        } else {
            format!("// -----// IR Dump After {label} ({arg}) //----- //\n")
        };
        let mut d = dumps.lock().unwrap_or_else(|e| e.into_inner());
        d.push_str(&header);
        d.push_str(&text);
        d.push('\n');
    };
    let run_opts = RunOptions {
        parallel: !opts.disable_threading,
        verify: if opts.verify_each {
            Some(&verify_hook)
        } else {
            None
        },
        after_step: if opts.print_ir_after_all {
            Some(&dump_hook)
        } else {
            None
        },
        timing: opts.timing,
    };
    let mut diags = Vec::new();
    let result = pm.run_timed(
        ctx,
        &mut owned.body,
        owned.op,
        &run_opts,
        &mut diags,
        timings,
    );
    side.ir_dumps = dumps.into_inner().unwrap_or_else(|e| e.into_inner());
    if !vopts.op_notes {
        for d in &mut diags {
            d.notes
                .retain(|n| !n.message.starts_with(crate::pass::CURRENT_OP_NOTE));
        }
    }
    diags.retain_mut(|d| {
        let out = d.severity == Severity::Output;
        if out && side.stdout.is_empty() {
            // Moved, not copied: a pass's text may be gigabytes (the
            // indentation of `-test-print-nesting` grows with the depth).
            side.stdout = core::mem::take(&mut d.message);
        } else if out {
            side.stdout.push_str(&d.message);
        }
        !out
    });
    let has_error = diags.iter().any(|d| d.severity == Severity::Error);
    if result.is_err() || has_error {
        return Err(diags);
    }
    side.diagnostics = diags;
    Ok(())
}
