use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", nme = "b")]
pub struct AOp {}

fn main() {}
