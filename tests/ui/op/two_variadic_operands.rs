use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[operand(variadic)]
    xs: Value,
    #[operand(variadic)]
    ys: Value,
}

fn main() {}
