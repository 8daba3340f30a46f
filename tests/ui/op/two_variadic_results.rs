use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[result(optional)]
    x: Value,
    #[result(variadic)]
    ys: Value,
}

fn main() {}
