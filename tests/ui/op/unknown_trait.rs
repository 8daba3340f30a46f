use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(dialect = TDialect, name = "a", traits = [Commutative, Symbl])]
pub struct AOp {}

fn main() {}
