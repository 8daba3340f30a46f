//! Verification of the `Symbol` interface and the `SymbolTable` trait,
//! with MLIR 22's diagnostic texts.

use super::{SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME, symbol_name};
use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, Operation};
use crate::uniqued::attributes::AttrKind;
use crate::uniqued::context::Context;
use rustc_hash::FxHashMap;

fn op_error(ctx: &Context, body: &Body, op: Operation, msg: &str) -> Diagnostic {
    Diagnostic::error(
        body.op_loc(op),
        format!("'{}' op {msg}", body.op_name(op).as_str(ctx)),
    )
}

/// The `Symbol` verifier: a string `sym_name`, and a valid visibility.
pub fn verify_symbol(ctx: &Context, body: &Body, op: Operation) -> Result<(), Diagnostic> {
    if symbol_name(ctx, body, op).is_none() {
        return Err(op_error(
            ctx,
            body,
            op,
            &format!("requires string attribute '{SYMBOL_ATTR_NAME}'"),
        ));
    }
    let Some(vis) = body.get_attr(ctx, op, ctx.ident(VISIBILITY_ATTR_NAME)) else {
        return Ok(());
    };
    match vis.kind(ctx) {
        AttrKind::String { value, .. } => {
            if !matches!(value.as_str(), Some("public" | "private" | "nested")) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    &format!(
                        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                        vis.display(ctx)
                    ),
                ));
            }
            Ok(())
        }
        _ => Err(op_error(
            ctx,
            body,
            op,
            &format!(
                "requires visibility attribute '{VISIBILITY_ATTR_NAME}' to be a string attribute, but got {}",
                vis.display(ctx)
            ),
        )),
    }
}

/// The structural half of the `SymbolTable` region verifier: one region,
/// one block, unique symbol names (on any op, registered or not). Symbol
/// users are verified by the caller, which knows the enclosing tables.
pub fn verify_symbol_table_names(
    ctx: &Context,
    body: &Body,
    op: Operation,
) -> Result<(), Diagnostic> {
    let regions = body.regions(op);
    if regions.len() != 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    }
    let rb = body.region_body(op);
    let mut blocks = rb.region_blocks(regions[0]);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    };
    // Keyed by the name's text, which lives in the context: interning
    // every name of a large module would cost more than the check.
    let mut seen: FxHashMap<&str, Operation> = FxHashMap::default();
    for o in rb.block_ops(block) {
        let Some(name) = super::symbol_name_str(ctx, rb, o) else {
            continue;
        };
        if let Some(&first) = seen.get(name) {
            return Err(Diagnostic::error(
                rb.op_loc(o),
                format!("redefinition of symbol named '{name}'"),
            )
            .with_note(rb.op_loc(first), "see existing symbol definition here"));
        }
        seen.insert(name, o);
    }
    Ok(())
}
