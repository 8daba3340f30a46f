use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, nam = "a", traits = Commutative)]
pub struct AOp {
    lhs: Value,
}

fn main() {}
