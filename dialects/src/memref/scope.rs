//! `memref.alloca_scope` and its terminator: a region whose `alloca`s are
//! freed when control leaves it (an `AutomaticAllocationScope`), with
//! MLIR 22's custom syntax (`memref.alloca_scope  -> (T) { ... }`, the
//! terminator printed only when the scope has results) and its
//! region-branch edges (parent to the body, the body back to the parent).

use super::MemRefDialect;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter};

/// `memref.alloca_scope.return %v : T`: yields values out of the scope.
#[op(dialect = MemRefDialect, name = "alloca_scope.return",
     summary = "terminator for alloca_scope operation",
     traits = [HasParent<AllocaScopeOp>, Pure, ReturnLike, IsTerminator],
     format = "attr-dict ($results^ `:` type($results))?")]
pub struct AllocaScopeReturnOp {
    /// The values the scope returns.
    #[operand(variadic)]
    results: Value,
}

/// `memref.alloca_scope -> (T) { ... }`: an explicitly delimited scope
/// for stack allocations.
#[op(dialect = MemRefDialect, name = "alloca_scope",
     summary = "explicitly delimited scope for stack allocation",
     traits = [AutomaticAllocationScope, RegionBranchOpInterface,
               SingleBlockImplicitTerminator<AllocaScopeReturnOp>,
               RecursiveMemoryEffects, NoRegionArguments],
     canonicalize = super::canon_scope::alloca_scope_patterns,
     parse = parse_alloca_scope, print = print_alloca_scope)]
pub struct AllocaScopeOp {
    /// The values the body returns.
    #[result(variadic)]
    results: Value,
    /// The body.
    #[region]
    body_region: Region,
}

/// MLIR's `AllocaScopeOp::parse`: an optional `-> (types)`, the region
/// (its terminator inserted when left out), the attribute dictionary.
fn parse_alloca_scope(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    if p.parse_optional_arrow() {
        let types = p.parse_function_result_types()?;
        p.add_result_types(&types);
    }
    p.parse_region(&[])?;
    p.ensure_implicit_terminator();
    p.parse_optional_attr_dict()
}

/// MLIR's `AllocaScopeOp::print`, spaces included (two before the arrow
/// or the region); the terminator is printed when there are results.
fn print_alloca_scope(p: &mut OpAsmPrinter<'_, '_>) {
    p.write(" ");
    let results: Vec<Type> = p.body.results(p.op).map(|v| p.body.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(0, false, !results.is_empty());
    p.print_optional_attr_dict(&[]);
}

impl RegionBranchOpInterface for AllocaScopeOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(self.0, 0)],
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(self.0)],
        }
    }
}
