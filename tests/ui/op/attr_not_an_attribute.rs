use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp {
    #[attr]
    count: u32,
}

fn main() {}
