//! Verifiers of the builtin dialect's ops, with MLIR 22's texts.
//!
//! `builtin.module` checks its `SingleBlock` trait and that its attributes
//! carry dialect-prefixed names (symbol attributes aside). They live beside
//! the verifier rather than in `builtin.rs` because they are verifier
//! logic; `builtin.rs` only points its records at them. Generating them
//! from a trait list is the macro layer's job once it exists.

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::walk::OpRef;

/// `builtin.module`'s verifier: `SingleBlock`, then `ModuleOp::verify`.
pub fn verify_module(ctx: &Context, op: OpRef<'_>) -> Result<(), Diagnostic> {
    let (body, o) = (op.body, op.op);
    let loc = body.op_loc(o);
    let rb = body.region_body(o);
    for (i, &region) in body.regions(o).iter().enumerate() {
        if rb.region_blocks(region).nth(1).is_some() {
            return Err(Diagnostic::error(
                loc,
                format!("'builtin.module' op expects region #{i} to have 0 or 1 blocks"),
            ));
        }
    }
    let mut names: Vec<&str> = body
        .properties(o)
        .dict_entries(ctx)
        .iter()
        .chain(body.attributes(o).dict_entries(ctx))
        .map(|(n, _)| ctx.str(*n))
        .collect();
    names.sort_unstable();
    if let Some(bad) = names
        .iter()
        .find(|n| !n.contains('.') && **n != "sym_name" && **n != "sym_visibility")
    {
        return Err(Diagnostic::error(
            loc,
            format!(
                "'builtin.module' op can only contain attributes with dialect-prefixed names, \
                 found: '{bad}'"
            ),
        ));
    }
    Ok(())
}
