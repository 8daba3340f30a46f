//! Traits without a verifier: folding traits (`Commutative`, `Involution`,
//! `Idempotent`), `ConstantLike`, scope markers, graph regions and the
//! symbol flags.
//!
//! The folds are MLIR's `foldCommutative` / `foldInvolution` /
//! `foldIdempotent`: commutative ops move constant operands to the end in
//! place, the other two return an existing value. `SymbolTable`'s region
//! verifier belongs with the symbol machinery; here the trait only sets
//! the flag the runtime reads, rather than duplicating the lookup logic.

use super::{OpTrait, TraitId, bit};
use crate::semantics::fold::{FoldFn, FoldOutcome, OpFoldResult};
use crate::semantics::registry::OpFlags;
use crate::storage::body::{Body, Operation};
use crate::uniqued::context::Context;
use crate::{Attribute, Value};
use smallvec::SmallVec;

macro_rules! marker {
    ($(#[$m:meta])* $name:ident, $bit:expr, $flags:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl OpTrait for $name {
            const ID: TraitId = TraitId::Std($bit);
            const FLAGS: OpFlags = $flags;
        }
    };
}

marker!(/// `ConstantLike`: the op materializes a constant; its fold returns it.
    ConstantLike, bit::CONSTANT_LIKE, OpFlags::NONE);
marker!(/// `AffineScope`: a new scope for affine symbols.
    AffineScope, bit::AFFINE_SCOPE, OpFlags::NONE);
marker!(/// `AutomaticAllocationScope`: stack allocations are freed on exit.
    AutomaticAllocationScope, bit::AUTOMATIC_ALLOCATION_SCOPE, OpFlags::NONE);
marker!(/// `HasOnlyGraphRegion`: regions are graph regions (RegionKindInterface).
    HasOnlyGraphRegion, bit::GRAPH_REGIONS, OpFlags::GRAPH_REGIONS);
/// `SymbolTable`: the op's region holds a symbol table; its region
/// verifier is [`crate::semantics::symbols::verify_symbol_table`].
#[derive(Copy, Clone, Debug, Default)]
pub struct SymbolTable;
impl OpTrait for SymbolTable {
    const ID: TraitId = TraitId::Std(bit::SYMBOL_TABLE);
    const FLAGS: OpFlags = OpFlags::SYMBOL_TABLE;
    fn verify_region_trait(op: crate::semantics::op::OpView<'_>) -> Result<(), crate::Diagnostic> {
        crate::semantics::symbols::verify_symbol_table(op)
    }
}
marker!(/// `Symbol`: the op defines a symbol (`sym_name`).
    Symbol, bit::SYMBOL, OpFlags::SYMBOL);
marker!(/// `Scalarizable`: the op applies to the scalars of its vector or
    /// tensor operands one by one (a marker; see [`super::ElementwiseMappable`]).
    Scalarizable, bit::SCALARIZABLE, OpFlags::NONE);
marker!(/// `Vectorizable`: the scalar op extends to vectors elementwise.
    Vectorizable, bit::VECTORIZABLE, OpFlags::NONE);
marker!(/// `Tensorizable`: the scalar op extends to tensors elementwise.
    Tensorizable, bit::TENSORIZABLE, OpFlags::NONE);
marker!(/// `MemRefsNormalizable`: the op's memref operands and results can
    /// be rewritten to an identity layout (MLIR's `-normalize-memrefs`);
    /// a marker, as in MLIR, with nothing to verify.
    MemRefsNormalizable, bit::MEMREFS_NORMALIZABLE, OpFlags::NONE);
marker!(/// `SameVariadicOperandSize`: the variadic operand groups have the same
    /// length, so the accessors split the operands without a segment-size
    /// attribute (as ODS's do; MLIR verifies nothing more).
    SameVariadicOperandSize, bit::SAME_VARIADIC_OPERAND_SIZE, OpFlags::NONE);
marker!(/// `SameVariadicResultSize`: the variadic result groups have the same
    /// length (see [`SameVariadicOperandSize`]).
    SameVariadicResultSize, bit::SAME_VARIADIC_RESULT_SIZE, OpFlags::NONE);
marker!(/// `NoMemoryEffect`: the op reads and writes no memory (MLIR's
    /// `NoMemoryEffect`, the memory half of `Pure`), so an unused one is
    /// dead and folding drivers erase it.
    NoMemoryEffect, bit::NO_MEMORY_EFFECT, OpFlags::NONE);
marker!(/// `AlwaysSpeculatable`: the op may always be executed speculatively
    /// (MLIR's trait answering `ConditionallySpeculatable` with
    /// `Speculatable`; see [`crate::semantics::interfaces::side_effects`]).
    AlwaysSpeculatable, bit::ALWAYS_SPECULATABLE, OpFlags::NONE);
marker!(/// `RecursivelySpeculatable`: the op may be executed speculatively
    /// when every op in its regions may.
    RecursivelySpeculatable, bit::RECURSIVELY_SPECULATABLE, OpFlags::NONE);
marker!(/// `ReturnLike`: a terminator returning all its operands to the
    /// parent op or to a region of it; listing it also implements
    /// `RegionBranchTerminatorOpInterface` with its defaults (as in MLIR).
    ReturnLike, bit::RETURN_LIKE, OpFlags::NONE);
marker!(/// `RecursiveMemoryEffects`: the op's effects are those of the ops
    /// in its regions (plus its own, when it declares any).
    RecursiveMemoryEffects, bit::RECURSIVE_MEMORY_EFFECTS, OpFlags::NONE);

/// `Commutative`: constant operands move to the end when folding.
#[derive(Copy, Clone, Debug, Default)]
pub struct Commutative;
impl OpTrait for Commutative {
    const ID: TraitId = TraitId::Std(bit::COMMUTATIVE);
    const FOLD: Option<FoldFn> = Some(fold_commutative);
}

/// `Commutative`'s fold.
fn fold_commutative(
    _ctx: &Context,
    body: &mut Body,
    op: Operation,
    operands: &[Option<Attribute>],
    _results: &mut SmallVec<[OpFoldResult; 1]>,
) -> FoldOutcome {
    let vals: SmallVec<[Value; 4]> = body.operands(op).collect();
    if vals.len() != operands.len() {
        return FoldOutcome::Failure;
    }
    let is_const = |i: usize| operands[i].is_some();
    let mut order: SmallVec<[usize; 4]> = (0..vals.len()).filter(|&i| !is_const(i)).collect();
    order.extend((0..vals.len()).filter(|&i| is_const(i)));
    if order.iter().enumerate().all(|(k, &i)| k == i) {
        return FoldOutcome::Failure;
    }
    let new: SmallVec<[Value; 4]> = order.iter().map(|&i| vals[i]).collect();
    body.set_operands(op, &new);
    FoldOutcome::Success
}

/// `Involution`: `f(f(x)) = x`.
#[derive(Copy, Clone, Debug, Default)]
pub struct Involution;
impl OpTrait for Involution {
    const ID: TraitId = TraitId::Std(bit::INVOLUTION);
    const FOLD: Option<FoldFn> = Some(fold_involution);
}

/// `Involution`'s fold.
fn fold_involution(
    _ctx: &Context,
    body: &mut Body,
    op: Operation,
    _operands: &[Option<Attribute>],
    results: &mut SmallVec<[OpFoldResult; 1]>,
) -> FoldOutcome {
    if body.num_operands(op) == 0 {
        return FoldOutcome::Failure;
    }
    match body.defining_op(body.operand(op, 0)) {
        Some(arg) if body.op_name(arg) == body.op_name(op) && body.num_operands(arg) > 0 => {
            results.push(OpFoldResult::Value(body.operand(arg, 0)));
            FoldOutcome::Success
        }
        _ => FoldOutcome::Failure,
    }
}

/// `Idempotent`: `f(f(x)) = f(x)` and `f(x, x) = x`.
#[derive(Copy, Clone, Debug, Default)]
pub struct Idempotent;
impl OpTrait for Idempotent {
    const ID: TraitId = TraitId::Std(bit::IDEMPOTENT);
    const FOLD: Option<FoldFn> = Some(fold_idempotent);
}

/// `Idempotent`'s fold.
fn fold_idempotent(
    _ctx: &Context,
    body: &mut Body,
    op: Operation,
    _operands: &[Option<Attribute>],
    results: &mut SmallVec<[OpFoldResult; 1]>,
) -> FoldOutcome {
    let n = body.num_operands(op);
    if n == 1 {
        let x = body.operand(op, 0);
        if let Some(arg) = body.defining_op(x)
            && body.op_name(arg) == body.op_name(op)
        {
            results.push(OpFoldResult::Value(x));
            return FoldOutcome::Success;
        }
    } else if n >= 2 && body.operand(op, 0) == body.operand(op, 1) {
        results.push(OpFoldResult::Value(body.operand(op, 0)));
        return FoldOutcome::Success;
    }
    FoldOutcome::Failure
}
