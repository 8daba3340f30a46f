use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", traits = [AllTypesMatch<(lhs, rest)>])]
pub struct AOp {
    #[operand]
    lhs: Value,
    #[operand(variadic)]
    rest: Value,
}

fn main() {}
