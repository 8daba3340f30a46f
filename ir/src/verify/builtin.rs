//! Verifiers of the builtin dialect's ops, with MLIR 22's texts.
//!
//! Each checks the op's structural traits in ODS order (`OneRegion`,
//! `ZeroResults`, `ZeroSuccessors`, `ZeroOperands`, `NoRegionArguments`,
//! `SingleBlock`), then its ODS invariants (region constraints), then the
//! op's own `verify`. They live beside the verifier rather than in
//! `builtin.rs` because they are verifier logic; `builtin.rs` only points its
//! records at them. Generating them from a trait list is the macro layer's
//! job once it covers the builtin dialect.

use crate::body::{Body, Operation};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::walk::OpRef;

fn op_error(body: &Body, op: Operation, name: &str, msg: &str) -> Diagnostic {
    Diagnostic::error(body.op_loc(op), format!("'{name}' op {msg}"))
}

/// `builtin.module`'s verifier.
pub fn verify_module(ctx: &Context, op: OpRef<'_>) -> Result<(), Diagnostic> {
    const NAME: &str = "builtin.module";
    let (body, o) = (op.body, op.op);
    let err = |msg: &str| Err(op_error(body, o, NAME, msg));
    let regions = body.regions(o);
    if regions.len() != 1 {
        return err("requires one region");
    }
    if body.num_results(o) != 0 {
        return err("requires zero results");
    }
    if body.num_successors(o) != 0 {
        return err("requires zero successors");
    }
    if body.num_operands(o) != 0 {
        return err("requires zero operands");
    }
    let rb = body.region_body(o);
    let region = regions[0];
    if let Some(entry) = rb.entry_block(region)
        && !rb.block_args(entry).is_empty()
    {
        return err("region should have no arguments");
    }
    let blocks = rb.region_blocks(region).count();
    if blocks > 1 {
        return err("expects region #0 to have 0 or 1 blocks");
    }
    if blocks != 1 {
        return err("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
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
        return err(&format!(
            "can only contain attributes with dialect-prefixed names, found: '{bad}'"
        ));
    }
    Ok(())
}

/// `builtin.unrealized_conversion_cast`'s verifier: `ZeroRegions`,
/// `ZeroSuccessors`.
pub fn verify_unrealized_conversion_cast(_: &Context, op: OpRef<'_>) -> Result<(), Diagnostic> {
    const NAME: &str = "builtin.unrealized_conversion_cast";
    let (body, o) = (op.body, op.op);
    if body.num_regions(o) != 0 {
        return Err(op_error(body, o, NAME, "requires zero regions"));
    }
    if body.num_successors(o) != 0 {
        return Err(op_error(body, o, NAME, "requires zero successors"));
    }
    Ok(())
}
