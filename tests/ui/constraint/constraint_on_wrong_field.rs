use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[region(ty = I1)]
    body: Region,
    #[attr(ty = I1)]
    value: I64Attr,
    #[operand(constraint = IntPositive)]
    x: Value,
}

fn main() {}
