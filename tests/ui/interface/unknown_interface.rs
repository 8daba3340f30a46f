use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", interfaces = [Nmed])]
pub struct AOp {}

fn main() {}
