//! A pass of our own (not the tutorial's): `--toy-erase-dead-constants`
//! erases the `toy.constant` ops of a `toy.func` whose result is never
//! used.
//!
//! It shows the smallest pass a dialect crate can declare: `#[ir::pass]`
//! on the struct gives its argument, summary and anchor op (so a plain
//! `--toy-erase-dead-constants` runs it on every `toy.func`, in parallel),
//! and the crate writes only `run`. `canonicalize` does the same and more
//! (`toy.constant` is `Pure`, so an unused one is trivially dead); the
//! pass stays as the first example of the tutorial's "a pass" step.

use crate::ConstantOp;
use ir::pass::{Pass, PassFailed};
use ir::prelude::*;

/// Erases unused `toy.constant` ops in a `toy.func`.
#[ir::pass(
    argument = "toy-erase-dead-constants",
    summary = "Erase toy.constant ops whose result is unused",
    anchor = "toy.func"
)]
#[derive(Debug, Default)]
pub struct EraseDeadConstants;

impl Pass for EraseDeadConstants {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let regions = body.regions(op).to_vec();
        let Some(fb) = body.nested_mut(op) else {
            return Ok(());
        };
        let constant = ctx.op_name(ConstantOp::NAME);
        for r in regions {
            let blocks: Vec<Block> = fb.region_blocks(r).collect();
            for b in blocks {
                let dead: Vec<Operation> = fb
                    .block_ops(b)
                    .filter(|&o| fb.op_name(o) == constant && fb.use_empty(fb.result(o, 0)))
                    .collect();
                for o in dead {
                    fb.erase_op(o);
                }
            }
        }
        Ok(())
    }
}
