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

#[cfg(test)]
mod tests {
    use ir::Context;

    /// A tensor init whose tied result does not exist (a memref init
    /// before it keeps the counts equal): `mlir-opt-22` reads past the
    /// results and crashes, so no lit file can hold it; here it is an
    /// error at the op.
    #[test]
    fn tensor_init_without_tied_result() {
        let ctx = Context::new();
        let src = "func.func @f(%m: memref<*xf32>, %u: tensor<*xf32>) {\n  %0 = test.destination_style_op outs(%m, %u : memref<*xf32>, tensor<*xf32>) -> tensor<*xf32>\n  return\n}\n";
        let parsed = ir::text::parse_source(&ctx, src, "dps.mlir", &Default::default())
            .expect("the text parses");
        let errs = ir::verify(&ctx, &parsed.body, parsed.op, &Default::default())
            .expect_err("the op is invalid");
        let text: Vec<String> = errs.iter().map(|d| d.message.clone()).collect();
        let text = text.join("\n");
        assert!(
            text.contains(
                "'test.destination_style_op' op expected operand #1 ('tensor<*xf32>') to be tied to a result"
            ),
            "{text}"
        );
    }
}
