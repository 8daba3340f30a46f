use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[operand(effects = [Pure])]
    input: Value,
}

fn main() {}
