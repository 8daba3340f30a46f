//! The test dialect's structured control-flow ops (MLIR's `RegionIfOp`
//! and `RegionIfYieldOp`): `test.region_if` enters its `then` or `else`
//! region with all its operands, both continue to the `join` region,
//! which returns to the op; `test.region_if_yield` passes all its operands
//! along (`ReturnLike`, which implies `RegionBranchTerminatorOpInterface`). They exercise the
//! `RegionBranchOpInterface` verifier against `mlir-opt-22`.

use super::TestDialect;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult};

/// `test.region_if %a, %b : T, U -> R then {...} else {...} join {...}`.
#[op(dialect = TestDialect, name = "region_if",
     traits = [RegionBranchOpInterface, SingleBlockImplicitTerminator<RegionIfYieldOp<'static>>,
               RecursiveMemoryEffects],
     parse = parse_region_if, print = print_region_if,
     summary = "if operation with three regions")]
pub struct RegionIfOp {
    /// The values passed to `then` or `else`.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
    /// The results, from `join`.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// Entered first, when the condition holds.
    #[region]
    then_region: Region,
    /// Entered first otherwise.
    #[region]
    else_region: Region,
    /// Entered after either.
    #[region]
    join_region: Region,
}

/// `test.region_if_yield %x : T`: passes its operands on.
#[op(dialect = TestDialect, name = "region_if_yield",
     traits = [NoMemoryEffect, ReturnLike, IsTerminator],
     format = "$results `:` type($results) attr-dict",
     summary = "yields from a test.region_if region")]
pub struct RegionIfYieldOp {
    /// The values passed on.
    #[operand(variadic, ty = AnyType)]
    results: Value,
}

impl RegionBranchOpInterface for RegionIfOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let view = self.0;
        match point {
            RegionBranchPoint::Parent => vec![
                RegionSuccessor::region(view, 0),
                RegionSuccessor::region(view, 1),
            ],
            RegionBranchPoint::Terminator(t) => {
                let inner = view.body.region_body(view.op);
                let join = view.body.regions(view.op).get(2).copied();
                let from_join = inner
                    .parent_block(t)
                    .and_then(|b| inner.block_parent(b))
                    .is_some_and(|r| Some(r) == join);
                if from_join {
                    vec![RegionSuccessor::parent(view)]
                } else {
                    vec![RegionSuccessor::region(view, 2)]
                }
            }
        }
    }

    fn entry_successor_operands(&self, _successor: &RegionSuccessor) -> core::ops::Range<usize> {
        0..self.0.body.num_operands(self.0.op)
    }
}

fn parse_region_if(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    let pos = p.pos();
    p.parse_punct(b':')?;
    let types = p.parse_type_list()?;
    p.parse_arrow()?;
    let results = p.parse_function_result_types()?;
    p.add_result_types(&results);
    for kw in ["then", "else", "join"] {
        p.parse_keyword(kw)?;
        p.parse_region(&[])?;
    }
    p.resolve_operands(&operands, &types, pos)
}

fn print_region_if(p: &mut OpAsmPrinter<'_, '_>) {
    let (body, op) = (p.body, p.op);
    p.write(" ");
    p.print_operands(body.operands(op));
    p.write(": ");
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    p.print_types(&types);
    p.write(" -> ");
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_function_result_types(&results);
    for (i, kw) in [" then ", " else ", " join "].into_iter().enumerate() {
        p.write(kw);
        p.print_region(i, true, true);
    }
}
