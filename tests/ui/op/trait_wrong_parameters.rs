use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", traits = [NOperands<"two">])]
pub struct AOp {}

fn main() {}
