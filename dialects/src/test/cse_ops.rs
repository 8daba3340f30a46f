//! The test ops MLIR's CSE tests use (`TestOps.td`): a read and a write of
//! the default resource (`test.op_with_memread`, `test.op_with_memwrite`,
//! ODS's `MemoryEffects<[MemRead]>` on the op itself, so they implement
//! `MemoryEffectOpInterface` by hand) and a pure op with one single-block
//! region (`test.cse_of_single_block_op`), which CSE may merge when the
//! regions match.

use super::TestDialect;
use super::side_effects::RegionYieldOp;
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::DEFAULT_RESOURCE;

/// `test.op_with_memread`: reads the default resource, yields an integer.
#[op(dialect = TestDialect, name = "op_with_memread", traits = [MemoryEffectOpInterface],
     summary = "an op that reads memory")]
pub struct OpWithMemRead {
    /// The value read.
    #[result(ty = AnyInteger)]
    result: Value,
}

impl MemoryEffectOpInterface for OpWithMemRead<'_> {
    fn effects(&self) -> Vec<EffectInstance> {
        vec![EffectInstance::new(EffectKind::Read, &DEFAULT_RESOURCE)]
    }
}

/// `test.op_with_memwrite`: writes the default resource.
#[op(dialect = TestDialect, name = "op_with_memwrite", traits = [MemoryEffectOpInterface],
     summary = "an op that writes memory")]
pub struct OpWithMemWrite {}

impl MemoryEffectOpInterface for OpWithMemWrite<'_> {
    fn effects(&self) -> Vec<EffectInstance> {
        vec![EffectInstance::new(EffectKind::Write, &DEFAULT_RESOURCE)]
    }
}

/// `test.cse_of_single_block_op inputs(%a, %b) { ... } : T, U -> V`: a pure
/// op whose one region has one block ended by `test.region_yield`.
#[op(dialect = TestDialect, name = "cse_of_single_block_op",
     traits = [Pure, SingleBlockImplicitTerminator<RegionYieldOp<'static>>],
     format = "attr-dict `inputs` `(` $inputs `)` $region `:` type($inputs) `->` type($outputs)",
     summary = "an op with a single-block region that CSE may merge")]
pub struct CseOfSingleBlockOp {
    /// The inputs.
    #[operand(variadic, ty = AnyType)]
    inputs: Value,
    /// The results.
    #[result(variadic, ty = AnyType)]
    outputs: Value,
    /// The region, of one block.
    #[region]
    region: Region,
}
