//! The rules of builtin ops beyond their traits, with MLIR 22's texts.
//!
//! `builtin.module`'s traits (`OneRegion`, `ZeroResults`, `SingleBlock`,
//! `NoRegionArguments`, ...) are checked by the code the `#[op]` macro
//! generates, in the order of its trait list, which follows ODS. What is
//! left is ODS's region constraint (`SizedRegion<1>`) and `ModuleOp::verify`
//! (attribute names). They live beside the verifier rather than in
//! `builtin.rs` because they are verifier logic; the op's declaration only
//! points at them.

use crate::semantics::diag::Diagnostic;
use crate::storage::walk::OpRef;
use crate::uniqued::context::Context;

/// `builtin.module`'s own verifier, run after its traits' checks.
pub fn verify_module(ctx: &Context, op: OpRef<'_>) -> Result<(), Diagnostic> {
    let (body, o) = (op.body, op.op);
    let err = |msg: String| {
        Err(Diagnostic::error(
            body.op_loc(o),
            format!("'builtin.module' op {msg}"),
        ))
    };
    let rb = body.region_body(o);
    if let Some(&region) = body.regions(o).first()
        && rb.region_blocks(region).count() != 1
    {
        return err(
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".to_owned(),
        );
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
        return err(format!(
            "can only contain attributes with dialect-prefixed names, found: '{bad}'"
        ));
    }
    Ok(())
}
