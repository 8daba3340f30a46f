//! `symbol-privatize`: mark every symbol directly in the op's regions
//! private, except the names listed in the `exclude` option.

use crate::pass::{Pass, PassFailed};
use crate::semantics::diag::Diagnostic;
use crate::semantics::symbols::{Visibility, as_symbol_op, set_symbol_visibility, symbol_name};
use crate::storage::body::{Body, Operation};
use crate::uniqued::context::{Context, Ident};

/// The `symbol-privatize` pass.
#[crate::pass(argument = "symbol-privatize", summary = "Mark symbols private")]
#[derive(Debug, Default)]
pub struct SymbolPrivatize {
    /// Names whose visibility is left alone (`exclude=a,b`).
    pub exclude: Vec<String>,
}

impl Pass for SymbolPrivatize {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let excluded: Vec<Ident> = self.exclude.iter().map(|s| ctx.ident(s)).collect();
        let regions = body.regions(op).to_vec();
        let rb: &mut Body = if body.is_isolated(op) {
            body.nested_mut(op).expect("isolated op has a body")
        } else {
            body
        };
        for r in regions {
            let blocks: Vec<_> = rb.region_blocks(r).collect();
            for b in blocks {
                let ops: Vec<_> = rb.block_ops(b).collect();
                for o in ops {
                    if !as_symbol_op(ctx, rb, o) {
                        continue;
                    }
                    if symbol_name(ctx, rb, o).is_some_and(|n| !excluded.contains(&n)) {
                        set_symbol_visibility(ctx, rb, o, Visibility::Private);
                    }
                }
            }
        }
        Ok(())
    }
}
