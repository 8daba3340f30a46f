use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[operand(ty)]
    x: Value,
    #[attr(constraint)]
    value: I64Attr,
}

fn main() {}
