use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

/// Two operands, one result.
#[op(dialect = TDialect, name = "a", traits = [SameOperandsAndResultType],
     format = "$lhs `,` $rhs `:` type($result)")]
pub struct AOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[result]
    result: Value,
}

fn main() {}
