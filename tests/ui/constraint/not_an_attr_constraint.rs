use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[attr(constraint = I1)]
    value: I64Attr,
}

fn main() {}
