use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect)]
pub struct AOp {}

fn main() {}
