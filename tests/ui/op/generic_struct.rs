use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a")]
pub struct AOp<T> {
    #[attr]
    x: T,
}

fn main() {}
