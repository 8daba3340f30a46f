use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", name = "b")]
pub struct AOp {}

fn main() {}
