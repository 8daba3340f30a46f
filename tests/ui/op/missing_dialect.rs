use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

#[op(name = "a")]
pub struct AOp {}

fn main() {}
