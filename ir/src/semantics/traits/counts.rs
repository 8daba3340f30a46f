//! Count traits: operands, results, regions and successors (Zero, One, N,
//! AtLeastN, Variadic), MLIR's structural traits.
//!
//! `N` is a const generic, so `NOperands<2>` is a type and a wrong
//! parameter is a compile error; one generic macro writes the five traits
//! for each of the four kinds, since they differ only in the counter and the
//! wording. Writing the twenty impls out by hand was rejected as the kind of
//! copy that drifts.

use super::{OpTrait, TraitId, bit};
use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;

fn num_operands(op: OpView<'_>) -> usize {
    op.body.num_operands(op.op)
}
fn num_results(op: OpView<'_>) -> usize {
    op.body.num_results(op.op)
}
fn num_regions(op: OpView<'_>) -> usize {
    op.body.num_regions(op.op)
}
fn num_successors(op: OpView<'_>) -> usize {
    op.body.num_successors(op.op)
}

/// Successors of a terminator must be blocks of its own region.
fn verify_terminator_successors(op: OpView<'_>) -> Result<(), Diagnostic> {
    let parent = op.body.parent_region(op.op);
    for s in op.body.successors(op.op) {
        if op.body.block_parent(s) != parent {
            return Err(Diagnostic::error(
                op.loc(),
                "reference to block defined in another region",
            ));
        }
    }
    Ok(())
}

macro_rules! marker_trait {
    ($(#[$m:meta])* $name:ident, $bit:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl OpTrait for $name {
            const ID: TraitId = TraitId::Std($bit);
            const STRUCTURAL: bool = true;
        }
    };
}

macro_rules! check {
    ($(#[$m:meta])* $name:ident, $bit:expr, |$op:ident| $body:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl OpTrait for $name {
            const ID: TraitId = TraitId::Std($bit);
            const STRUCTURAL: bool = true;
            fn verify_trait($op: OpView<'_>) -> Result<(), Diagnostic> {
                $body
            }
        }
    };
    ($(#[$m:meta])* $name:ident<N>, $bit:expr, |$op:ident, $n:ident| $body:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name<const N: usize>;
        impl<const N: usize> OpTrait for $name<N> {
            const ID: TraitId = TraitId::Std($bit);
            const STRUCTURAL: bool = true;
            fn verify_trait($op: OpView<'_>) -> Result<(), Diagnostic> {
                let $n = N;
                $body
            }
        }
    };
}

fn fail(op: OpView<'_>, msg: String) -> Result<(), Diagnostic> {
    Err(op.emit_op_error(msg))
}

check!(/// `ZeroOperands`.
    ZeroOperands, bit::ZERO_OPERANDS, |op| if num_operands(op) != 0 { fail(op, "requires zero operands".into()) } else { Ok(()) });
check!(/// `OneOperand`.
    OneOperand, bit::ONE_OPERAND, |op| if num_operands(op) != 1 { fail(op, "requires a single operand".into()) } else { Ok(()) });
check!(/// `NOperands<N>`.
    NOperands<N>, bit::N_OPERANDS, |op, n| {
    let m = num_operands(op);
    if m != n { fail(op, format!("expected {n} operands, but found {m}")) } else { Ok(()) }
});
check!(/// `AtLeastNOperands<N>`.
    AtLeastNOperands<N>, bit::AT_LEAST_N_OPERANDS, |op, n| {
    let m = num_operands(op);
    if m < n { fail(op, format!("expected {n} or more operands, but found {m}")) } else { Ok(()) }
});
marker_trait!(/// `VariadicOperands`: any number of operands.
    VariadicOperands, bit::VARIADIC_OPERANDS);

check!(/// `ZeroResults`.
    ZeroResults, bit::ZERO_RESULTS, |op| if num_results(op) != 0 { fail(op, "requires zero results".into()) } else { Ok(()) });
check!(/// `OneResult`.
    OneResult, bit::ONE_RESULT, |op| if num_results(op) != 1 { fail(op, "requires one result".into()) } else { Ok(()) });
check!(/// `NResults<N>`.
    NResults<N>, bit::N_RESULTS, |op, n| if num_results(op) != n { fail(op, format!("expected {n} results")) } else { Ok(()) });
check!(/// `AtLeastNResults<N>`.
    AtLeastNResults<N>, bit::AT_LEAST_N_RESULTS, |op, n| if num_results(op) < n { fail(op, format!("expected {n} or more results")) } else { Ok(()) });
marker_trait!(/// `VariadicResults`: any number of results.
    VariadicResults, bit::VARIADIC_RESULTS);

check!(/// `ZeroRegions`.
    ZeroRegions, bit::ZERO_REGIONS, |op| if num_regions(op) != 0 { fail(op, "requires zero regions".into()) } else { Ok(()) });
check!(/// `OneRegion`.
    OneRegion, bit::ONE_REGION, |op| if num_regions(op) != 1 { fail(op, "requires one region".into()) } else { Ok(()) });
check!(/// `NRegions<N>`.
    NRegions<N>, bit::N_REGIONS, |op, n| if num_regions(op) != n { fail(op, format!("expected {n} regions")) } else { Ok(()) });
check!(/// `AtLeastNRegions<N>`.
    AtLeastNRegions<N>, bit::AT_LEAST_N_REGIONS, |op, n| if num_regions(op) < n { fail(op, format!("expected {n} or more regions")) } else { Ok(()) });
marker_trait!(/// `VariadicRegions`: any number of regions.
    VariadicRegions, bit::VARIADIC_REGIONS);

check!(/// `ZeroSuccessors`.
    ZeroSuccessors, bit::ZERO_SUCCESSORS, |op| {
    let m = num_successors(op);
    if m != 0 { fail(op, format!("requires 0 successors but found {m}")) } else { Ok(()) }
});
check!(/// `OneSuccessor`.
    OneSuccessor, bit::ONE_SUCCESSOR, |op| {
    let m = num_successors(op);
    if m != 1 { return fail(op, format!("requires 1 successor but found {m}")) }
    verify_terminator_successors(op)
});
check!(/// `NSuccessors<N>`.
    NSuccessors<N>, bit::N_SUCCESSORS, |op, n| {
    let m = num_successors(op);
    if m != n { return fail(op, format!("requires {n} successors but found {m}")) }
    verify_terminator_successors(op)
});
check!(/// `AtLeastNSuccessors<N>`.
    AtLeastNSuccessors<N>, bit::AT_LEAST_N_SUCCESSORS, |op, n| {
    let m = num_successors(op);
    if m < n { return fail(op, format!("requires at least {n} successors but found {m}")) }
    verify_terminator_successors(op)
});
check!(/// `VariadicSuccessors`: any number, all in the op's region.
    VariadicSuccessors, bit::VARIADIC_SUCCESSORS, |op| verify_terminator_successors(op));
