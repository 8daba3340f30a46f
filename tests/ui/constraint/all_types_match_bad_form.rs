use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a",
     traits = [AllTypesMatch<lhs>, AllShapesMatch<(lhs)>, TypesMatchWith<(lhs, rhs)>])]
pub struct AOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
}

fn main() {}
