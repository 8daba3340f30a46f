//! `test.destination_style_op`, MLIR's test op for
//! `DestinationStyleOpInterface` (`TestOps.td`): inputs, inits (`outs`)
//! and other operands, any types, any results, so that every message of
//! the interface's verifier can be reached from text (the tensor ops
//! that declare the interface constrain their types before it runs).
//! Same name, operand segments and format as upstream, so lit files check
//! it against `mlir-opt-22`.

use super::TestDialect;
use ir::prelude::*;

/// `test.destination_style_op {attrs} ins(%a : T) outs(%b : U) (%c : V)
/// -> R, ...`: its `outs` are its inits.
#[op(dialect = TestDialect, name = "destination_style_op",
     traits = [AttrSizedOperandSegments, dyn DestinationStyleOpInterface],
     format = "attr-dict (`ins` `(` $inputs^ `:` type($inputs) `)`)? (`outs` `(` $outputs^ `:` type($outputs) `)`)? (`(` $other_operands^ `:` type($other_operands) `)`)? (`->` type($results)^)?",
     summary = "a destination-style op of any operands and results")]
pub struct DestinationStyleOp {
    /// The inputs.
    #[operand(variadic, ty = AnyType)]
    inputs: Value,
    /// The inits.
    #[operand(variadic, ty = AnyType)]
    outputs: Value,
    /// Operands that are neither.
    #[operand(variadic, ty = AnyType)]
    other_operands: Value,
    /// The results.
    #[result(variadic, ty = AnyType)]
    results: Value,
}

/// The inits are the `outs` segment.
impl DestinationStyleOpInterface for DestinationStyleOp<'_> {
    fn dps_init_operands(&self) -> core::ops::Range<usize> {
        let start = self.inputs().len();
        start..start + self.outputs().len()
    }
}
